package slice

//clampvet:notcarried
var NotCarried = []string{"MaxTurns"} // want `not-carried table NotCarried is initialized with a composite literal \(\[\]string\{…\}\): expected a map literal`
