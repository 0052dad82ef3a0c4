package mid // want package:"carriers{clamp.Carry<clamp.Source:HandsReadOnly>} tables{clamp.NotCarried<MaxTurns,Stale>} tightens{}"

// mid declares no role: it carries clamp's roles forward, which is all a
// package that imports only mid can see under go vet.

import "example.com/transitive/clamp"

// Hands reads a seat through the carrier's source.
func Hands(s clamp.Source) bool { return s.HandsReadOnly }
