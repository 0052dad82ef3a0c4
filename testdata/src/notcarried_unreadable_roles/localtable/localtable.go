package localtable

// The local table cannot be read: the finding is at the table, and the
// tighten function adds none.

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

func rows() map[string]string { return nil }

//clampvet:notcarried
var NotCarried = rows() // want `not-carried table NotCarried is initialized with a call of rows \(rows\(\)\): expected a map literal`

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}
