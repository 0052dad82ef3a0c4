package main

// Passing: the same package main with its tighten function.

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}

func main() { _ = Tighten(Spec{}, Spec{}) }
