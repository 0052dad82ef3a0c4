package constructors

import (
	"fmt"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis"
)

// TestEarlyExit checks that a package that declares no role and imports no
// participating package returns before it walks any syntax: the passes
// have neither an inspector nor a file set (either would be needed to go
// on, and their absence panics), and nothing is exported or reported. A
// package that declares a carrier goes on and exports its facts.
func TestEarlyExit(t *testing.T) {
	module := &analysis.Module{Path: "example.com/m"}
	w := typecheck.NewWorld()
	plain := w.Add(t, "example.com/m/plain", map[string]string{"plain.go": "package plain\n\n// F is ordinary code.\nfunc F(n int) int { return n * 2 }\n"})
	fs := typecheck.NewFacts()
	diags := typecheck.Run(t, w.Fset, Analyzer, plain, fs, typecheck.Options{NoInspector: true, NoFset: true, Module: module})
	if len(diags) != 0 || len(fs.Package(Analyzer, plain.Types))+len(fs.Package(roles.Analyzer, plain.Types)) != 0 {
		t.Errorf("a bystander package reported %v or exported facts", diags)
	}

	by := w.Add(t, "example.com/m/by", map[string]string{"by.go": "package by\n\ntype S struct{ A bool }\n\n//clampvet:carrier\nfunc C(s S) bool { return s.A }\n"})
	diags = typecheck.Run(t, w.Fset, Analyzer, by, fs, typecheck.Options{Module: module})
	if len(diags) != 0 {
		t.Errorf("a carrier package reported %v", diags)
	}
	const want = "[summary module=example.com/m carrier=true pkgs: example.com/m/by files=by.go decls=C:func:by.go,S:type:by.go]"
	if got := fmt.Sprint(fs.Package(Analyzer, by.Types)); got != want {
		t.Errorf("a carrier package exported\n%s\nwant\n%s", got, want)
	}
	if got := fs.Object(roles.Analyzer, by.Types.Scope().Lookup("C")); len(got) != 1 {
		t.Errorf("the carrier has facts %v, want its roles.CarrierFact", got)
	}
}
