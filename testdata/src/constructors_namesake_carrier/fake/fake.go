package fake // want package:"summary module=example.com/engine pkgs: example.com/engine/fake files=fake.go decls=Carry:func:fake.go;"

import "example.com/engine/policy"

// Carry has the carrier's name and signature but no directive: it is not
// a carrier.
func Carry(src policy.Source) policy.Clamps { return policy.Clamps{} }
