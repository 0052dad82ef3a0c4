package noinit

//clampvet:notcarried
var NotCarried map[string]string // want `not-carried table NotCarried has no initializer: expected a map literal of seat name to reason`
