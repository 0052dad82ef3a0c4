package flow

import (
	"go/types"
	"strings"
	"testing"
)

// TestCarrierWithoutResult: a carrier that returns nothing has no R, so the
// clamps cannot be followed, but its sources still must be whole.
func TestCarrierWithoutResult(t *testing.T) {
	w := newWorld()
	pkg := w.add(t, "noresult", `package noresult

type Source struct{ A bool }

func Carry(src Source) { _ = src.A }

func bad(m map[string]Source) { Carry(m["x"]) }
`)
	r, err := NewRoles(funcObj(t, pkg, "Carry"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.Result() != nil || r.Spec != nil {
		t.Errorf("Result() = %v, Spec = %v: want none", r.Result(), r.Spec)
	}
	b := w.build("noresult")
	fs, _ := NewChecker(w.fset, r, nil).Sources(b.Func(funcObj(t, pkg, "bad")))
	if len(fs) != 1 || !strings.HasPrefix(fs[0].Message, "carrier source is a map lookup") {
		t.Errorf("findings %v, want one map lookup", fs)
	}
}

// TestSourceRoles: source-only roles check the arguments of the functions
// a SinkLookup names, and name the callee in the message.
func TestSourceRoles(t *testing.T) {
	w := newWorld()
	pkg := w.add(t, "sink", `package sink

type Source struct{ A bool }

func hand(n int, src Source) { _, _ = n, src }

func bad(ch chan Source) { hand(1, <-ch) }
func good() { hand(1, Source{A: true}) }
`)
	r, err := NewSourceRoles(pkg.Scope().Lookup("Source").Type().(*types.Named))
	if err != nil {
		t.Fatal(err)
	}
	c := NewChecker(w.fset, r, nil)
	c.SetSinks(func(callee *types.Func) []int {
		if callee.Name() == "hand" {
			return []int{1}
		}
		return nil
	})
	b := w.build("sink")
	fs, _ := c.Sources(b.Func(funcObj(t, pkg, "bad")))
	if len(fs) != 1 || !strings.HasPrefix(fs[0].Message, "source passed to sink.hand is a channel receive") {
		t.Errorf("findings %v, want one channel receive passed to hand", fs)
	}
	if fs, _ := c.Sources(b.Func(funcObj(t, pkg, "good"))); len(fs) != 0 {
		t.Errorf("a whole literal passed to hand: findings %v", fs)
	}
}
