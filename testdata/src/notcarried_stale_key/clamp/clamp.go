package clamp

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Untouched     string
}

type Source struct{ HandsReadOnly bool }

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns":  "a budget each constructor sizes for its child's own job", // governed: no finding
	"Gone":      "was a seat once",                                         // want `key "Gone" of not-carried table NotCarried is stale: spec type Spec has no field Gone, so tighten function Tighten governs no such seat; remove the row`
	"Untouched": "a note for people",                                       // want `key "Untouched" of not-carried table NotCarried is stale: tighten function Tighten never reads or writes Spec.Untouched; remove the row, or govern the seat`
	// Keys that are not identifiers are quoted where the finding names
	// the field, so that the stray space or the empty key shows.
	"MaxTurns ": "a budget each constructor sizes", // want `key "MaxTurns " of not-carried table NotCarried is stale: spec type Spec has no field "MaxTurns ", so tighten function Tighten governs no such seat; remove the row`
	"":          "no seat at all",                  // want `key "" of not-carried table NotCarried is stale: spec type Spec has no field "", so tighten function Tighten governs no such seat; remove the row`
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
