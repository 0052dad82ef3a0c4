// want package:"summary module=example.com/engine pkgs: .*}$"

// Package wiringpairs sees two carriers, each with its tighten function:
// it cannot tell which its rows must call.
package wiringpairs

import _ "example.com/engine/pairagents"

//clampvet:registry
var Constructors = []string{ // want `registry Constructors: 2 carriers with a tighten function \(pairone.Carry, pairtwo.Carry\): import only the rows' carrier`
	"pairagents/pairagents.go#PairOne",
	"pairagents/pairagents.go#PairTwo",
}
