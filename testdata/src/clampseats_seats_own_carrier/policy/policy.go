// Package policy is the engine's own clamp machinery: its source, its
// spec, its carrier and the seats' restricting values.
package policy

// Source is the clamp source: one field per seat.
type Source struct {
	ReadOnly  bool
	ReadFace  string
	WriteFace string
	Deny      []string
}

// Spec is a child's spec.
type Spec struct {
	ReadOnly  bool
	ReadFace  string
	WriteFace string
	Deny      []string
	Turns     int
}

// Restricting is the one literal a source may give each seat instead of
// the parent's: read-only hands, the roots faces. Deny is add-only: it
// has none, and a literal there would drop the parent's entries.
//
//clampvet:restricting
var Restricting = Source{ReadOnly: true, ReadFace: "roots", WriteFace: "roots", Deny: nil}

// Clamps are the parent's clamps.
type Clamps struct{ s Source }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{s: Source{ReadOnly: src.ReadOnly, ReadFace: src.ReadFace, WriteFace: src.WriteFace, Deny: append([]string(nil), src.Deny...)}}
}

// Apply tightens spec with the clamps.
func (c Clamps) Apply(spec *Spec) {
	*spec = Tighten(*spec, Spec{ReadOnly: c.s.ReadOnly, ReadFace: c.s.ReadFace, WriteFace: c.s.WriteFace, Deny: c.s.Deny})
}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{"Turns": "a budget each lane sizes for itself"}

// Tighten merges t into spec, only ever tightening.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	if t.ReadFace == "roots" {
		spec.ReadFace = "roots"
	}
	if t.WriteFace == "roots" {
		spec.WriteFace = "roots"
	}
	spec.Deny = append(append([]string(nil), spec.Deny...), t.Deny...)
	if t.Turns > 0 && (spec.Turns == 0 || t.Turns < spec.Turns) {
		spec.Turns = t.Turns
	}
	return spec
}
