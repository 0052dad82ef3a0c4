package slice

//clampvet:notcarried
var NotCarried = []string{"MaxTurns"} // want `not-carried table NotCarried is initialized with a composite literal \(\[\]string\{…\}\), not a map literal: it must be a map literal from seat name to reason, both string literals`
