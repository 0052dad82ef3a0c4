package clamp

// The table's faults are visible only against a tighten function, which
// lives downstream: they are reported there, naming this file and line.
// The reason that is not a string literal is reported here, at it.

type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

const why = "a leg's own statement"

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns":  "TODO",
	"ReadFace":  "the parent's face",
	"Gone":      "no longer a seat",
	"Untouched": "never merged",
	"Posture":   why, // want `reason for seat Posture in table NotCarried is a named constant \(why\): write a string literal`
	"Tools":     "a lane's allow-list names the tools of that lane's role",
}
