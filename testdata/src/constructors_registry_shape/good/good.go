package good // want package:"summary module=example.com/engine pkgs: example.com/engine/good files=good.go decls=Build:func:good.go:carrier,Constructors:othervar:good.go,Rows:othervar:good.go,Text:type:good.go,Texts:othervar:good.go;"

import "example.com/engine/policy"

// Build is a constructor in the registry's own package.
func Build(parent policy.Source) policy.Clamps {
	return policy.Carry(parent)
}

// Constructors is an array literal with a raw string row, in parentheses:
// all three are closed literals.
//
//clampvet:registry
var Constructors = ([...]string{`good/good.go#Build`})

// Text is a string type: a list of it is a list of strings.
type Text string

// Rows and Texts are not registries: no directive.
var (
	Rows  = []string{"anything"}
	Texts = []Text{"good/good.go#Build"}
)
