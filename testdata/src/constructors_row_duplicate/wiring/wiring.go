package wiring // want package:"summary module=example.com/engine pkgs: "

import "example.com/engine/policy"

// Build and Other are constructors of the registry's own package.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Other is a second constructor.
func Other(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Constructors lists Build twice; the second listing is the finding, and
// names the first. A repeated malformed row is reported once as malformed
// and then as a duplicate.
//
//clampvet:registry
var Constructors = []string{
	"wiring/wiring.go#Build",
	"wiring/wiring.go#Other",
	"wiring/wiring.go#Build", // want `row "wiring/wiring.go#Build" is listed twice: list it once`
	"bad",                    // want `row "bad": no '#'`
	"bad",                    // want `row "bad" is listed twice`
}
