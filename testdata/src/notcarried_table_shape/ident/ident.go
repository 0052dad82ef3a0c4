package ident

var other = map[string]string{"MaxTurns": "a budget"}

//clampvet:notcarried
var NotCarried = other // want `not-carried table NotCarried is initialized with an identifier \(other\), not a map literal: it must be a map literal from seat name to reason, both string literals`
