// Package clamp is the target module's own clamp-seat machinery: the
// carrier, the seat list, the tighten function and the not-carried table,
// declared with clampvet directives. It imports nothing, so the module
// builds with no requires and every role lives in the module under test.
package clamp

// Face is a containment face; FaceRoots is the restricting value.
type Face string

// FaceRoots confines a run to its roots.
const FaceRoots Face = "roots"

// Spec is the policy-governed part of a task spec.
type Spec struct {
	ReadOnly bool
	ReadFace Face
	Deny     []string
	MaxTurns int
}

// Source holds the parent's value of every clamp seat.
type Source struct {
	ReadOnly bool
	ReadFace Face
	Deny     []string
}

// SeatNames lists the seats, in Source's field order.
//
//clampvet:seats
var SeatNames = []string{"ReadOnly", "ReadFace", "Deny"}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget is sized for the child's own job, not copied from its parent",
}

// Clamps is what the carrier hands a constructor; only Carry builds one.
type Clamps struct {
	readOnly bool
	readFace Face
	deny     []string
}

// Carry projects a parent's clamps: only the restricting value of each
// seat travels, and the deny list is copied.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	return Clamps{
		readOnly: src.ReadOnly,
		readFace: src.ReadFace,
		deny:     append([]string(nil), src.Deny...),
	}
}

// Apply tightens spec with the clamps; it never loosens a seat.
func (c Clamps) Apply(spec *Spec) {
	*spec = Tighten(*spec, Spec{ReadOnly: c.readOnly, ReadFace: c.readFace, Deny: c.deny})
}

// Tighten merges tightening into spec so that the stricter value of every
// seat wins.
//
//clampvet:tighten
func Tighten(spec, tightening Spec) Spec {
	out := spec
	out.ReadOnly = spec.ReadOnly || tightening.ReadOnly
	if tightening.ReadFace == FaceRoots {
		out.ReadFace = FaceRoots
	}
	out.Deny = append(append([]string(nil), spec.Deny...), tightening.Deny...)
	if t := tightening.MaxTurns; t > 0 && (spec.MaxTurns == 0 || t < spec.MaxTurns) {
		out.MaxTurns = t
	}
	return out
}
