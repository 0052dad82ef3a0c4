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
	"MaxTurns": "listed, but only Other.MaxTurns is touched", // want `key "MaxTurns" of not-carried table NotCarried is stale: tighten function Tighten never reads or writes Spec.MaxTurns; remove the row, or govern the seat`
}

//clampvet:tighten
func Tighten(spec, t Spec, o Other) Spec {
	w := Wrapper{Spec: &spec}
	w.HandsReadOnly = w.HandsReadOnly || t.HandsReadOnly // through Wrapper: governs HandsReadOnly, carried
	spec.Deep = max(spec.Deep, t.Deep)                   // want `seat Deep governed by tighten function Tighten is neither carried by carrier Carry nor a key of not-carried table NotCarried: carry it as a field of Source or list it in the table with a reason`
	_ = spec.Inner.Deep                                  // the same seat, a later use: not reported again
	_ = spec.Tick()                                      // a promoted method: governs Clock, listed
	_ = o.MaxTurns                                       // another type's field: governs nothing
	return spec
}
