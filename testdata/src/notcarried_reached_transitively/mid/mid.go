package mid

// mid declares no role: it carries clamp's roles forward, which is all a
// package that imports only mid can see under go vet.

import "example.com/transitive/clamp"

// Hands reads a seat through the carrier's source.
func Hands(s clamp.Source) bool { return s.HandsReadOnly }
