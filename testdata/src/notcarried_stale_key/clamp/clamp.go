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
	"Gone":      "was a seat once",                                         // want `key "Gone" of table NotCarried names no field of Spec: remove the row`
	"Untouched": "a note for people",                                       // want `key "Untouched" of table NotCarried is not governed by Tighten: remove the row`
	// Keys that are not identifiers are quoted where the finding names
	// the field, so that the stray space or the empty key shows.
	"MaxTurns ": "a budget each constructor sizes", // want `key "MaxTurns " of table NotCarried names no field of Spec: remove the row`
	"":          "no seat at all",                  // want `key "" of table NotCarried names no field of Spec: remove the row`
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	if t.MaxTurns > 0 {
		spec.MaxTurns = t.MaxTurns
	}
	return spec
}
