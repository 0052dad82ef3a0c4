package ident

var other = map[string]string{"MaxTurns": "a budget"}

//clampvet:notcarried
var NotCarried = other // want `not-carried table NotCarried is initialized with an identifier \(other\): expected a map literal`
