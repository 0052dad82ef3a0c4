package clampseats

import (
	"fmt"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// TestEarlyExit checks that a package with no directive and no direct
// import that shows a role returns without touching the inspector (the
// pass has none: touching it would panic), reports nothing and exports
// nothing; and that the same package takes part, and relays the carrier,
// once an import shows one.
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

	fs := typecheck.NewFacts()
	if diags := w.run(t, dep, fs, false); len(diags) > 0 {
		t.Errorf("dep: findings %v", diags)
	}
	if diags := w.run(t, user, fs, false); len(diags) > 0 {
		t.Errorf("user: findings %v", diags)
	}
	if all := fs.All(); len(all) > 0 {
		t.Errorf("facts exported by packages that take no part: %v", all)
	}

	// Let dep show a carrier: user now takes part, is walked, and relays
	// the carrier to its importers.
	carrier := roles.CarrierInfo{Decl: roles.DeclInfo{PkgPath: "example.com/dep", PkgName: "dep", Name: "Carry", Pos: "dep.go:3"}}
	fs.SetPackage(roles.Analyzer, dep.Types, &roles.Visible{Carriers: []roles.CarrierInfo{carrier}})
	if diags := w.run(t, user, fs, true); len(diags) > 0 {
		t.Errorf("user: findings %v", diags)
	}
	const want = "[carriers{dep.Carry<unreadable>} tables{} tightens{}]"
	if got := fmt.Sprint(fs.Package(roles.Analyzer, user.Types)); got != want {
		t.Errorf("user: relayed %s, want %s", got, want)
	}
}
