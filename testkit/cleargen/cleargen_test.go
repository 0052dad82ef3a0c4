package cleargen

import (
	"slices"
	"testing"
)

// TestCompose pins what a composed case is: the atom in its context at
// one position, the other positions gone, the base's values filled in,
// and the combinations a base or a context cannot take left out.
func TestCompose(t *testing.T) {
	bases := []Base{
		{Name: "b", Code: "func F() T { @pre; @app; @post; return v }", Vals: map[string]string{"{App}": "apply(&v)", "{Ret}": "return v"}, Spec: true},
		{Name: "nospec", Code: "func G() { @pre }"},
	}
	atoms := []Atom{
		{Name: "write", Code: "v.S = 1", Spec: true},
		{Name: "call", Code: "f()", Call: true},
		{Name: "ret", Code: "{Ret}", Ret: "{Ret}"},
	}
	wraps := []Wrap{{Name: "plain", Code: "{A}"}, {Name: "defer", Code: "defer {A}", CallOnly: true}, {Name: "closure", Code: "func() { {A} }()", Closure: true}}
	got := map[string]string{}
	for _, c := range Compose(bases, atoms, wraps, Atom{Name: "app", Code: "{App}", Call: true, Spec: true}) {
		got[c.Label] = c.Code
	}
	want := map[string]string{
		"b / pre / plain / write":     "func F() T { v.S = 1; apply(&v); return v }",
		"b / post / defer / call":     "func F() T { apply(&v); defer f(); return v }",
		"b / app / closure / app":     "func F() T { func() { apply(&v) }(); return v }",
		"b / post / plain / ret":      "func F() T { apply(&v); return v; return v }",
		"nospec / pre / plain / call": "func G() { f() }",
	}
	for label, code := range want {
		if got[label] != code {
			t.Errorf("%s: %q, want %q", label, got[label], code)
		}
	}
	for _, absent := range []string{
		"nospec / pre / plain / write", // the base has no spec
		"nospec / pre / plain / ret",   // nor that return
		"b / pre / defer / write",      // defer takes a call only
		"b / pre / closure / ret",      // a closure returns nothing of the base's
	} {
		if _, ok := got[absent]; ok {
			t.Errorf("%s: composed, want it left out", absent)
		}
	}
	if ws := Wraps("noop()"); !slices.ContainsFunc(ws, func(w Wrap) bool { return w.Code == "if x { {A} } else { noop() }" }) {
		t.Errorf("Wraps does not put the neutral call in the other arm: %v", ws)
	}
}
