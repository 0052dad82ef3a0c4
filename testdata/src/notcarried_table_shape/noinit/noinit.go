package noinit

//clampvet:notcarried
var NotCarried map[string]string // want `not-carried table NotCarried has no initializer: it must be a map literal from seat name to reason, both string literals`
