package lib

// Passing: an importable package; a tighten function may live downstream.

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}
