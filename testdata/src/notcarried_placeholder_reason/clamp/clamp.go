package clamp

type Spec struct {
	HandsReadOnly          bool
	A, B, C, D, E, F, G, H int
	I, J, K, L             int
}

type Source struct{ HandsReadOnly bool }

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"A": "TODO",         // want `not-carried table NotCarried gives seat A a placeholder reason "TODO": say why`
	"B": "  tbd. ",      // want `not-carried table NotCarried gives seat B a placeholder reason "  tbd. ": say why`
	"C": "-",            // want `not-carried table NotCarried gives seat C a placeholder reason "-": say why`
	"D": "",             // want `not-carried table NotCarried gives seat D an empty reason: say why`
	"E": " \t",          // want `not-carried table NotCarried gives seat E an empty reason: say why`
	"F": "N/A",          // want `not-carried table NotCarried gives seat F a placeholder reason "N/A": say why`
	"G": "FIXME: later", // want `not-carried table NotCarried gives seat G a placeholder reason "FIXME: later": say why`
	"H": "(Fixme)",      // want `not-carried table NotCarried gives seat H a placeholder reason "\(Fixme\)": say why`
	"I": "TODO(ann)",    // want `not-carried table NotCarried gives seat I a placeholder reason "TODO\(ann\)": say why`
	// Passing: real reasons, including ones that start with a marker word
	// used as a plain word.
	"J": "todo lists are per lane, so a parent's list means nothing to a child",
	"K": "TODOS are not a seat; this reason says why the seat stays with the lane",
	"L": "a per-lane budget sized by each constructor",
}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.A, spec.B, spec.C, spec.D = t.A, t.B, t.C, t.D
	spec.E, spec.F, spec.G, spec.H = t.E, t.F, t.G, t.H
	spec.I, spec.J, spec.K, spec.L = t.I, t.J, t.K, t.L
	return spec
}
