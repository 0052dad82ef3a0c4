package nilvalue

//clampvet:notcarried
var NotCarried map[string]string = nil // want `not-carried table NotCarried is initialized with nil: expected a map literal`
