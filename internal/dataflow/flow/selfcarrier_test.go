package flow

import (
	"go/types"
	"testing"
)

// specHeader is an engine that defines its own carrier, which returns the
// spec type itself, applied through the engine's own tighten function.
const specHeader = `package self

type Spec struct {
	ReadOnly bool
	Deny     []string
	Turns    int
}
type Src struct {
	ReadOnly bool
	Deny     []string
}

func Carry(s Src) Spec { return Spec{ReadOnly: s.ReadOnly, Deny: s.Deny} }
func Tighten(spec, t Spec) Spec { return spec }
func whole(p Spec) Src { return Src{ReadOnly: p.ReadOnly, Deny: p.Deny} }
`

// funcHeader is an engine whose carrier returns func(*Spec).
const funcHeader = `package self

type Spec struct {
	ReadOnly bool
	Deny     []string
	Turns    int
}
type Src struct {
	ReadOnly bool
	Deny     []string
}

func Carry(s Src) func(*Spec) { return func(t *Spec) { t.ReadOnly = t.ReadOnly || s.ReadOnly } }
func whole(p Spec) Src { return Src{ReadOnly: p.ReadOnly, Deny: p.Deny} }
`

// structHeader is an engine whose carrier returns a struct that holds the
// spec (as a Clamps struct does), applied through its own method.
const structHeader = `package self

type Spec struct {
	ReadOnly bool
	Deny     []string
	Turns    int
}
type Src struct {
	ReadOnly bool
	Deny     []string
}
type Clamps struct{ t Spec }

func Carry(s Src) Clamps         { return Clamps{t: Spec{ReadOnly: s.ReadOnly, Deny: s.Deny}} }
func (c Clamps) Apply(spec *Spec) { *spec = Tighten(*spec, c.t) }
func Tighten(spec, t Spec) Spec  { return spec }
func whole(p Spec) Src           { return Src{ReadOnly: p.ReadOnly, Deny: p.Deny} }
`

var selfCases = []struct{ name, header, src string }{
	{"struct_carrier_producer_and_its_caller", structHeader, `
func producer(p Spec) Clamps { return Carry(whole(p)) }

func ctorP(p Spec) Spec {
	spec := Spec{Turns: 2}
	producer(p).Apply(&spec)
	return spec
}`},
	{"struct_carrier_producer_returning_other_clamps", structHeader, `
func producer2(p Spec) Clamps {
	_ = Carry(whole(p))
	return Clamps{} // want "^returns clamps that are not the carrier's result"
}`},
	{"spec_carrier_tighten_after_own_values", specHeader, `
func ctorA(p Spec) Spec {
	spec := Spec{Turns: 2}
	spec.Deny = []string{"x"}
	spec = Tighten(spec, Carry(whole(p)))
	spec = Tighten(spec, Spec{Turns: 1})
	return spec
}`},
	{"spec_carrier_returned_directly", specHeader, `
func ctorB(p Spec) Spec { return Carry(Src{ReadOnly: p.ReadOnly, Deny: nil}) }`},
	{"spec_carrier_write_after_tighten", specHeader, `
func ctorC(p Spec) Spec {
	spec := Spec{}
	spec = Tighten(spec, Carry(whole(p)))
	spec.Deny = nil // want "^Deny written after the clamps were applied"
	return spec
}`},
	{"spec_carrier_fresh_spec_returned", specHeader, `
func ctorD(p Spec, x bool) Spec {
	spec := Tighten(Spec{}, Carry(whole(p)))
	if x {
		return Spec{Turns: 1} // want "^returns a spec that the clamps never reached"
	}
	return spec
}`},
	{"spec_carrier_tightened_without_the_carrier", specHeader, `
func ctorE(p Spec) Spec {
	c := Carry(whole(p))
	_ = c
	return Tighten(Spec{}, Spec{Turns: 1}) // want "^carrier result never applied to the spec"
}`},
	{"spec_carrier_source_cleared", specHeader, `
func ctorF(p Spec) Spec {
	s := Src{ReadOnly: true, Deny: nil}
	s.Deny = p.Deny[:0]
	return Carry(s) // want "^seat Deny cleared before the carrier call"
}`},
	{"func_carrier_applied_later", funcHeader, `
func ctorG(p Spec) Spec {
	apply := Carry(whole(p))
	spec := Spec{Turns: 3}
	apply(&spec)
	return spec
}`},
	{"func_carrier_in_place", funcHeader, `
func ctorH(p Spec, spec *Spec) {
	spec.Turns = 1
	Carry(whole(p))(spec)
}`},
	{"func_carrier_write_after_apply", funcHeader, `
func ctorI(p Spec) Spec {
	spec := Spec{}
	Carry(whole(p))(&spec)
	spec.ReadOnly = false // want "^ReadOnly written after the clamps were applied"
	return spec
}`},
	{"func_carrier_never_called", funcHeader, `
func ctorJ(p Spec) Spec {
	spec := Spec{}
	apply := Carry(whole(p))
	_ = apply
	return spec // want "^carrier result never applied"
}`},
	{"func_carrier_producer_returning_another_func", funcHeader, `
func producer(p Spec) func(*Spec) {
	_ = Carry(whole(p))
	return func(*Spec) {} // want "^returns clamps that are not the carrier's result"
}`},
}

func TestSelfDefinedCarrier(t *testing.T) {
	for _, tc := range selfCases {
		t.Run(tc.name, func(t *testing.T) {
			w := newWorld()
			pkg := w.add(t, "self", tc.header+tc.src)
			var tighten = pkg.Scope().Lookup("Tighten")
			r, err := NewRoles(funcObj(t, pkg, "Carry"), nil)
			if tighten != nil {
				r, err = NewRoles(funcObj(t, pkg, "Carry"), funcObj(t, pkg, "Tighten"))
			}
			if err != nil {
				t.Fatal(err)
			}
			if r.Spec == nil || r.Spec.Obj().Name() != "Spec" || len(r.Carried) != 2 {
				t.Fatalf("roles: spec %v, carried %v", r.Spec, r.Carried)
			}
			fs, _ := run(w, w.build("self"), r)
			check(t, w.fset, fs, expectations(t, tc.src, lineOf(tc.header)))
		})
	}
}

// TestObligations: a source that is a parameter moves the rule to the
// callers; a func literal's parameter cannot.
func TestObligations(t *testing.T) {
	src := `
func viaParam(n int, s policy.Source) policy.Clamps { return policy.Carry(s) }
func (x T) viaMethod(s policy.Source) policy.Clamps { return policy.Carry(s) }
type T struct{}
var lit = func(s policy.Source) policy.Clamps { return policy.Carry(s) } // want "^carrier source is a parameter of a func literal"
`
	w := newWorld()
	pol := w.add(t, "example.com/policy", policySrc)
	w.add(t, "eng", engineHeader+src)
	r, err := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
	if err != nil {
		t.Fatal(err)
	}
	b := w.build("eng")
	fs, obs := run(w, b, r)
	check(t, w.fset, fs, expectations(t, src, lineOf(engineHeader)))
	got := map[string]int{}
	for _, o := range obs {
		got[o.Func.Name()] = o.Param
		if !o.Call.IsValid() {
			t.Errorf("obligation of %s without a position", o.Func.Name())
		}
	}
	if len(obs) != 2 || got["viaParam"] != 1 || got["viaMethod"] != 0 {
		t.Errorf("obligations = %v, want viaParam param 1 and viaMethod param 0", got)
	}
	if b.VarLit(w.pkgs["eng"].Scope().Lookup("lit").(*types.Var)) == nil {
		t.Errorf("the func-literal var was not built")
	}
}
