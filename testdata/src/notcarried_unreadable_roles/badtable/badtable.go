package badtable

const seat = "Posture"

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
	seat:       "a leg's own statement", // want `key seat of table NotCarried is a named constant: write a string literal`
}
