package otherroles

import "example.com/nopart/plain"

// Directives of the roles other analyzers own, all valid: clampseats
// reports nothing and marks nothing, since no source can be named here.

//clampvet:tighten
func Tighten(spec, tightening plain.Spec) plain.Spec { return spec }

//clampvet:notcarried
var NotCarried = map[string]string{"B": "a leg's own statement"}

//clampvet:registry
var Registry = []string{"otherroles/otherroles.go#Tighten"}

var zero plain.Spec
