// want package:"summary"

// Package roots builds root specs.
package roots

import "example.com/own/pol"

//clampvet:root
func Default() pol.Spec { return pol.Spec{Turns: 10} }

// want +2 `root Broken returns no pol.Spec: return T, \*T or a struct holding one`
//
//clampvet:root
func Broken() int { return 0 }
