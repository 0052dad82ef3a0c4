package clamp

// Inner is embedded in Spec: its fields are promoted, so Deep is a seat of
// Spec inside the seat Inner (listing either covers spec.Deep).
type Inner struct{ Deep int }

// Clock is embedded in Spec for its method.
type Clock struct{ t int }

// Tick reads the clock.
func (c Clock) Tick() int { return c.t + 1 }

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
	Inner
	Clock
}

// Other has a field named like a seat of Spec: it is not one.
type Other struct{ MaxTurns int }

// Wrapper embeds a *Spec: a selection through it still reaches Spec's seats.
type Wrapper struct{ *Spec }

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"Clock":    "a clock each leg reads for itself",
	"MaxTurns": "listed, but only Other.MaxTurns is touched", // want `key "MaxTurns" of table NotCarried is not governed by Tighten: remove the row`
}

//clampvet:tighten
func Tighten(spec, t Spec, o Other) Spec {
	w := Wrapper{Spec: &spec}
	w.HandsReadOnly = w.HandsReadOnly || t.HandsReadOnly // through Wrapper: governs HandsReadOnly, carried
	spec.Deep = max(spec.Deep, t.Deep)                   // want `governed seat Deep is neither carried nor listed: add it to Source or to NotCarried`
	_ = spec.Inner.Deep                                  // the same seat, a later use: not reported again
	_ = spec.Tick()                                      // a promoted method: governs Clock, listed
	_ = o.MaxTurns                                       // another type's field: governs nothing
	return spec
}
