package clamp

// A spec type that embeds structs: a promoted field is a field of the spec,
// as spec.MaxTurns is valid Go. A table key and a carried seat may name it,
// and a use through the embedded field governs it.

// Limits is embedded in Spec: MaxTurns and Depth are fields of Spec.
type Limits struct {
	MaxTurns int
	Depth    int
}

// Budget is embedded twice at the same depth (through Left and Right):
// spec.Tokens is ambiguous, so Tokens is no field of Spec.
type Budget struct{ Tokens int }

type Left struct{ Budget }

type Right struct{ Budget }

// Mid reaches Deep two embeddings down.
type Mid struct{ Inner }

type Inner struct{ Deep, Shallow int }

type Spec struct {
	HandsReadOnly bool
	Limits
	Left
	Right
	Mid
}

type Source struct {
	HandsReadOnly bool
	Depth         int // a promoted field of Spec, carried
}

//clampvet:carrier
func Carry(source Source) int {
	if source.HandsReadOnly {
		return source.Depth
	}
	return 0
}

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its own leg",
	"Left":     "the left budget is the leg's own",
	"Tokens":   "ambiguous",             // want `key "Tokens" of table NotCarried names no field of Spec: remove the row`
	"Shallow":  "listed, never touched", // want `key "Shallow" of table NotCarried is not governed by Tighten: remove the row`
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns) // promoted from Limits: listed
	spec.Depth = min(spec.Depth, t.Depth)          // promoted from Limits: carried
	spec.Left.Tokens = t.Left.Tokens               // through Left: listed
	spec.Deep = max(spec.Deep, t.Deep)             // want `governed seat Deep is neither carried nor listed: add it to Source or to NotCarried`
	_ = spec.Mid.Inner.Deep                        // the same seat through its path: not reported again
	return spec
}
