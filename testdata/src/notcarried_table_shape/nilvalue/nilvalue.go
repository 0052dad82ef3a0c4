package nilvalue

//clampvet:notcarried
var NotCarried map[string]string = nil // want `not-carried table NotCarried is initialized with nil, not a map literal: it must be a map literal from seat name to reason, both string literals`
