package census_test

import "testing"

// selfHeader is an engine that defines its own carrier, which returns the
// spec type itself, and its own tighten function; the sink takes the spec
// by pointer.
const selfHeader = `package self

type Spec struct {
	ReadOnly bool
	Turns    int
}
type Src struct{ ReadOnly bool }

//clampvet:carrier
func Carry(s Src) Spec { return Spec{ReadOnly: s.ReadOnly} }

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.ReadOnly = spec.ReadOnly || t.ReadOnly
	spec.Turns = min(spec.Turns, t.Turns)
	return spec
}

//clampvet:spawn
func start(spec *Spec, name string) {}

//clampvet:root
func root() Spec { return Spec{Turns: 10} }

func child(p Spec) Spec { return Tighten(Spec{Turns: 2}, Carry(Src{ReadOnly: p.ReadOnly})) }
`

var selfCases = []struct{ name, src string }{
	// accepted
	{"carrier_result_itself", `
func a(p Spec) {
	s := Carry(Src{ReadOnly: p.ReadOnly})
	start(&s, "x")
}`},
	{"constructor_result", `
func a(p Spec) {
	s := child(p)
	start(&s, "x")
}`},
	{"tighten_keeps_its_first_operand", `
func a(p Spec) {
	s := Tighten(child(p), Spec{Turns: 1})
	start(&s, "x")
}`},
	{"root_result_by_pointer_parameter", `
func lane(s *Spec) { start(s, "lane") }
func a() {
	s := root()
	lane(&s)
}`},
	{"new_spec_written_whole", `
func a(p Spec) {
	s := new(Spec)
	*s = child(p)
	start(s, "x")
}`},
	{"own_value_written_below_a_constructor_result_in_its_holder", `
type holder struct{ spec Spec }
func a(p Spec) {
	h := holder{spec: child(p)}
	h.spec.Turns = 2
	start(&h.spec, "x")
}`},
	{"comma_ok_lookup_whose_miss_is_checked", `
func a(p Spec, name string) {
	lanes := map[string]Spec{"a": child(p)}
	if s, ok := lanes[name]; ok {
		start(&s, name)
	}
}`},
	{"spec_read_from_a_holder_a_constructor_filled", `
type holder struct{ spec Spec }
func fill(p Spec) holder { return holder{spec: child(p)} }
func a(p Spec) {
	h := fill(p)
	s := h.spec
	start(&s, "x")
}`},
	{"comma_ok_lookup_with_a_fallback_on_a_miss", `
func a(p Spec, lanes map[string]Spec, name string) {
	s, ok := lanes[name]
	if !ok {
		s = child(p)
	}
	start(&s, name)
}`},
	// refused
	{"comma_ok_lookup_replaced_on_a_hit", `
func a(p Spec, lanes map[string]Spec, name string) {
	s, ok := lanes[name] // want "^spec reaching start is a map lookup: use a constructor$"
	if ok {
		s = child(p)
	}
	start(&s, name)
}`},
	{"spec_read_from_a_holder_a_func_value_returned", `
type holder struct{ spec Spec }
func a(load func() holder) {
	h := load() // want "^spec reaching start is the result of a func value call: use a constructor$"
	s := h.spec
	start(&s, "x")
}`},
	{"comma_ok_lookup_whose_miss_is_not_checked", `
func a(p Spec) {
	lanes := map[string]Spec{"a": child(p)}
	s, _ := lanes["b"] // want "^spec reaching start is a map lookup: use a constructor$"
	start(&s, "x")
}`},
	{"holder_zeroed_through_an_alias", `
type holder struct{ spec Spec }
func a(p Spec) {
	h := holder{spec: child(p)}
	ph := &h
	ph.spec = Spec{} // want "^spec reaching start is the zero spec: use a constructor$"
	start(&h.spec, "x")
}`},
	{"literal_stored_through_a_pointer_to_the_field", `
type holder struct{ spec Spec }
func a(p Spec) {
	h := holder{spec: child(p)}
	q := &h.spec
	*q = Spec{Turns: 1} // want "^spec reaching start is a spec literal: use a constructor$"
	start(&h.spec, "x")
}`},
	{"literal_stored_through_an_alias_of_the_spec", `
func a(p Spec) {
	s := child(p)
	ps := &s
	*ps = Spec{Turns: 1} // want "^spec reaching start is a spec literal: use a constructor$"
	start(&s, "x")
}`},
	{"spec_literal", `
func a() {
	s := Spec{Turns: 1} // want "^spec reaching start is a spec literal: "
	start(&s, "x")
}`},
	{"new_zero_spec", `
func a() {
	start(new(Spec), "x") // want "^spec reaching start is the zero spec: "
}`},
	{"tighten_of_a_literal_by_a_root", `
func a() {
	s := Tighten(Spec{Turns: 1}, root()) // either operand's clamps hold: clean
	start(&s, "x")
}`},
	{"tighten_of_two_literals", `
func a() {
	s := Tighten(Spec{Turns: 1}, Spec{Turns: 2}) // want "^spec reaching start is a spec literal: "
	start(&s, "x")
}`},
	{"zero_spec_over_a_constructor_result", `
func a(p Spec) {
	s := child(p) // want "^spec reaching start is the zero spec: "
	s = Spec{}
	start(&s, "x")
}`},
	{"parameter_of_a_func_value_caller", `
func lane(s *Spec) { start(s, "lane") }
func a(f func() Spec) {
	s := f() // want "^spec reaching lane is the result of a func value call: "
	lane(&s)
}`},
}

func TestSelfDefinedCarrier(t *testing.T) {
	for _, tc := range selfCases {
		t.Run(tc.name, func(t *testing.T) {
			text := selfHeader + tc.src
			w, diags, _ := world(t, src{"example.com/self", text})
			check(t, w.Fset, text, diags["example.com/self"])
		})
	}
}
