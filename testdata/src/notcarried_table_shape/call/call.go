package call

func table() map[string]string { return nil }

//clampvet:notcarried
var NotCarried = table() // want `not-carried table NotCarried is initialized with a call of table \(table\(\)\): expected a map literal`
