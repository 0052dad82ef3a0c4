package good

// Passing: a map literal of string literals (raw ones too, parenthesized
// ones too), with no tighten function in sight: one may live downstream.

//clampvet:notcarried
var NotCarried = (map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
	`Posture`:  ("a leg's own statement"),
})
