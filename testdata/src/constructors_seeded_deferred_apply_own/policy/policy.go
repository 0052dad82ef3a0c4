package policy // want package:".*"

// Source is the clamp source: one field per seat.
type Source struct {
	ReadOnly bool
	Face     string
}

// Spec is a child's spec.
type Spec struct {
	ReadOnly bool
	Face     string
	Turns    int
}

// Clamps are the parent's clamps.
type Clamps struct{ s Source }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps { return Clamps{s: Source{ReadOnly: src.ReadOnly, Face: src.Face}} }

// Apply tightens spec with the clamps.
func (c Clamps) Apply(spec *Spec) {
	spec.ReadOnly = spec.ReadOnly || c.s.ReadOnly
	if c.s.Face != "" {
		spec.Face = c.s.Face
	}
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
	if t.Face != "" {
		spec.Face = t.Face
	}
	if t.Turns > 0 && (spec.Turns == 0 || t.Turns < spec.Turns) {
		spec.Turns = t.Turns
	}
	return spec
}
