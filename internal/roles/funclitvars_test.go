package roles

import (
	"go/parser"
	"testing"
)

// TestTableOf pins which func literals a package-level value holds as a
// table: the elements of composite literals at any depth (keyed or not,
// behind &), never a literal nested in another func literal, a call's
// argument or a lone func literal (a constructor var).
func TestTableOf(t *testing.T) {
	for src, want := range map[string]int{
		`map[string]B{"a": func() {}, "b": func() {}}`:             2,
		`[]B{func() {}, (func() {})}`:                              2,
		`map[string][]B{"x": {func() {}}, "y": {func() {}, nil}}`:  2,
		`&T{A: func() {}, B: 3}`:                                   1,
		`struct{ A, B B }{A: func() { _ = []B{func() {}} }, B: f}`: 1,
		`[]B{wrap(func() {})}`:                                     0,
		`func() {}`:                                                0,
		`[]int{1, 2}`:                                              0,
	} {
		e, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatal(err)
		}
		if got := TableOf(e); len(got) != want {
			t.Errorf("%s: %d literals, want %d", src, len(got), want)
		}
	}
}
