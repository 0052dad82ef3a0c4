package many // want package:"example.com/engine/many files=f1.go,f2.go,f3.go,f4.go,f5.go,f6.go,f7.go decls=Build:func:f1.go:carrier"

import "example.com/engine/policy"

// Build calls the carrier.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
