package policy // want package:".*"

// Source is the clamp source: one field per seat. Tools is a seat that
// holds a map, Deny one that holds a slice.
type Source struct {
	ReadOnly bool
	Tools    map[string]bool
	Deny     []string
}

// Spec is a child's spec.
type Spec struct {
	ReadOnly bool
	Tools    map[string]bool
	Deny     []string
	Labels   map[string]string
	Turns    int
}

// Clamps are the parent's clamps.
type Clamps struct{ s Source }

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{s: Source{ReadOnly: src.ReadOnly, Tools: src.Tools, Deny: src.Deny}}
}

// Apply tightens spec with the clamps.
func (c Clamps) Apply(spec *Spec) {
	spec.ReadOnly = spec.ReadOnly || c.s.ReadOnly
	for name, on := range spec.Tools {
		spec.Tools[name] = on && c.s.Tools[name]
	}
	spec.Deny = append(spec.Deny, c.s.Deny...)
}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	"Labels": "names for the operator, no clamp",
	"Turns":  "a budget each lane sizes for itself",
}

// Tighten merges t into spec, only ever tightening.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	for name := range t.Tools {
		if !t.Tools[name] {
			delete(spec.Tools, name)
		}
	}
	spec.Deny = append(spec.Deny, t.Deny...)
	spec.Labels = t.Labels
	if t.Turns > 0 && (spec.Turns == 0 || t.Turns < spec.Turns) {
		spec.Turns = t.Turns
	}
	return spec
}
