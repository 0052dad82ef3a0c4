package roles

import (
	"go/types"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// TestSpecMatcherIsSpec asks IsSpec of the spec type, an alias of it, an
// instance of a generic spec, a namesake in another package, a type whose
// path and name share the spec's spelling split elsewhere, a spec type of
// a path longer than the lookup's stack buffer, and types that are not
// named: each answer must be the one TypeID gives.
func TestSpecMatcherIsSpec(t *testing.T) {
	long := "example.com/" + strings.Repeat("deep/", 30) + "p"
	w := typecheck.NewWorld()
	other := w.Add(t, "example.com/q", map[string]string{"q.go": "package q\n\ntype Spec struct{ A int }\n"})
	p := w.Add(t, "example.com/p", map[string]string{"p.go": `package p

import "example.com/q"

type Spec struct{ A int }

type Alias = Spec

type Gen[T any] struct{ V T }

type Inst = Gen[int]

type Other struct{ A int }

var _ q.Spec
`})
	deep := w.Add(t, long, map[string]string{"p.go": "package p\n\ntype Spec struct{ A int }\n"})
	lookup := func(pkg *types.Package, name string) types.Type { return pkg.Scope().Lookup(name).Type() }
	specs := []string{"example.com/p.Spec", "example.com/p.Gen", long + ".Spec", "example.com/p.Gen", "Spec", "example.com/q"}
	m := NewSpecMatcher(specs)
	ids := make(map[string]bool) // what IsSpec must answer: the TypeID is one of specs
	for _, id := range specs {
		ids[id] = true
	}
	for _, tc := range []struct {
		name string
		t    types.Type
		want bool
	}{
		{"spec", lookup(p.Types, "Spec"), true},
		{"alias", lookup(p.Types, "Alias"), true},
		{"instance", lookup(p.Types, "Inst"), true},
		{"namesake", lookup(other.Types, "Spec"), false},
		{"other", lookup(p.Types, "Other"), false},
		{"pointer", types.NewPointer(lookup(p.Types, "Spec")), false},
		{"basic", types.Typ[types.Int], false},
		{"long path", lookup(deep.Types, "Spec"), true},
		{"universe", types.Universe.Lookup("error").Type(), false},
	} {
		if got := m.IsSpec(tc.t); got != tc.want {
			t.Errorf("%s: IsSpec(%s) = %v, want %v", tc.name, tc.t, got, tc.want)
		}
		if n, ok := types.Unalias(tc.t).(*types.Named); ok && ids[TypeID(n.Origin())] != tc.want {
			t.Errorf("%s: the case disagrees with TypeID", tc.name)
		}
	}
	if NewSpecMatcher([]string{"error"}).IsSpec(types.Universe.Lookup("error").Type()) != true {
		t.Error("a type of no package is matched by its bare name, as TypeID spells it")
	}
	// A path as long as a real module's: a string concatenation of up
	// to 32 bytes would not allocate either.
	spec := lookup(w.Add(t, "github.com/example/engine/internal/clamp", map[string]string{"c.go": "package clamp\n\ntype Spec struct{ A int }\n"}).Types, "Spec")
	m = NewSpecMatcher([]string{"github.com/example/engine/internal/clamp.Spec"})
	if !m.IsSpec(spec) {
		t.Fatal("the spec of a long path is not matched")
	}
	if n := testing.AllocsPerRun(100, func() { m.IsSpec(spec) }); n != 0 {
		t.Errorf("IsSpec allocates %v times per call, want 0", n)
	}
}
