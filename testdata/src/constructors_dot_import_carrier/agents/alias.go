package agents // want package:"example.com/engine/agents files=alias.go,dot.go decls=Aliased:func:alias.go:carrier,Deferred:func:dot.go:carrier,Dotted:func:dot.go:carrier,NotCalled:func:dot.go"

import clamp "example.com/engine/policy"

// Aliased calls the carrier through an import alias.
func Aliased(parent clamp.Source) clamp.Clamps { return clamp.Carry(parent) }
