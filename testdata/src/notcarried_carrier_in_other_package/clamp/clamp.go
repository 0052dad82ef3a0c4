package clamp

// The carrier and the table live here; the tighten functions live in the
// packages that import this one. A carrier and a table with no tighten
// function visible are not findings by themselves.

type Source struct {
	HandsReadOnly bool
	ReadFace      string
}

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}
