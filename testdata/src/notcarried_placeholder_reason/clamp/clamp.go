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
	"A": "TODO",         // want `not-carried table NotCarried gives seat A the placeholder reason "TODO": say why the seat is not carried`
	"B": "  tbd. ",      // want `not-carried table NotCarried gives seat B the placeholder reason "  tbd. ": say why the seat is not carried`
	"C": "-",            // want `not-carried table NotCarried gives seat C the placeholder reason "-": say why the seat is not carried`
	"D": "",             // want `not-carried table NotCarried gives seat D an empty reason: say why the seat is not carried`
	"E": " \t",          // want `not-carried table NotCarried gives seat E an empty reason: say why the seat is not carried`
	"F": "N/A",          // want `not-carried table NotCarried gives seat F the placeholder reason "N/A": say why the seat is not carried`
	"G": "FIXME: later", // want `not-carried table NotCarried gives seat G the placeholder reason "FIXME: later": say why the seat is not carried`
	"H": "(Fixme)",      // want `not-carried table NotCarried gives seat H the placeholder reason "\(Fixme\)": say why the seat is not carried`
	"I": "TODO(ann)",    // want `not-carried table NotCarried gives seat I the placeholder reason "TODO\(ann\)": say why the seat is not carried`
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
