package clampseats

import (
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/inspector"
)

// TestEarlyExit checks that a package with no directive and no marked
// direct import returns without touching the inspector (the pass has
// none: touching it would panic), reports nothing and exports nothing;
// and that the same package takes part, and relays the mark, once an
// import carries it.
func TestEarlyExit(t *testing.T) {
	w := newWorld()
	dep := w.add(t, "example.com/dep", map[string]string{"dep.go": `package dep

// Spec is a struct type. The word clampvet: in prose is no directive.
type Spec struct{ A, B int }
`})
	user := w.add(t, "example.com/user", map[string]string{"user.go": `package user

import "example.com/dep"

// Partial literals of a type that is no source.
var partial = dep.Spec{A: 1}

var zero dep.Spec
`})

	fs := newFacts()
	if diags := w.run(t, dep, fs, nil); len(diags) > 0 {
		t.Errorf("dep: findings %v", diags)
	}
	if diags := w.run(t, user, fs, nil); len(diags) > 0 {
		t.Errorf("user: findings %v", diags)
	}
	if len(fs.objects) > 0 || len(fs.packages) > 0 {
		t.Errorf("facts exported by packages that take no part: %v %v", fs.objects, fs.packages)
	}

	// Mark dep as taking part: user is now walked and relays the mark.
	fs.packages[dep.pkg] = []analysis.Fact{&markFact{Carriers: []string{"Carry"}}}
	if diags := w.run(t, user, fs, inspector.New(user.files)); len(diags) > 0 {
		t.Errorf("user: findings %v", diags)
	}
	var mark markFact
	if !importFact(fs.packages[user.pkg], &mark) || len(mark.Carriers) != 0 {
		t.Errorf("user: relay mark = %v, want an empty markFact", fs.packages[user.pkg])
	}
}
