package clampseats

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"testing"

	"github.com/sema-agent/clampvet/internal/quicklookup"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// litTypes compares, on every composite literal and call of a package,
// quicklookup.LitType with types.Info.TypeOf and quicklookup.CalleeName with the name of the func
// typeutil.StaticCallee resolves; its result is a litCheck.
var litTypes = &analysis.Analyzer{
	Name:       "clampseatslittypes",
	Doc:        "compares quicklookup.LitType with TypeOf and quicklookup.CalleeName with StaticCallee",
	ResultType: reflect.TypeFor[litCheck](),
	Run: func(pass *analysis.Pass) (any, error) {
		var out []string
		named, positional := 0, 0
		for _, f := range pass.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					if fn := typeutil.StaticCallee(pass.TypesInfo, call); fn != nil && quicklookup.CalleeName(call.Fun) != fn.Name() {
						out = append(out, fmt.Sprintf("%s: calleeName %q, StaticCallee %s", pass.Fset.Position(call.Pos()), quicklookup.CalleeName(call.Fun), fn.Name()))
					}
				}
				lit, ok := n.(*ast.CompositeLit)
				if !ok {
					return true
				}
				if got, want := quicklookup.LitType(pass.TypesInfo, lit), pass.TypesInfo.TypeOf(lit); got != want {
					out = append(out, fmt.Sprintf("%s: litType %v, TypeOf %v", pass.Fset.Position(lit.Pos()), got, want))
				}
				switch lit.Type.(type) {
				case *ast.Ident, *ast.SelectorExpr:
					named++
				}
				if positionalSlice(lit) {
					// checkLiteral skips it: it must be an unnamed
					// slice (no source) of exactly its elements.
					positional++
					_, ok := pass.TypesInfo.TypeOf(lit).(*types.Slice)
					if !ok || (&checker{pass: pass}).sliceLen(lit) != int64(len(lit.Elts)) {
						out = append(out, fmt.Sprintf("%s: skipped literal of type %v", pass.Fset.Position(lit.Pos()), pass.TypesInfo.TypeOf(lit)))
					}
				}
				return true
			})
		}
		return litCheck{out, named, positional}, nil
	},
}

// litCheck is what litTypes found in a package: the disagreements, how
// many literals named their type by an identifier, and how many
// checkLiteral skips as positional slices.
type litCheck struct {
	diff       []string
	named      int
	positional int
}

// TestLitTypeAndCalleeName requires quicklookup.LitType to give the very type TypeOf
// records for every composite literal, and quicklookup.CalleeName the name of the
// func StaticCallee resolves for every call (carrierOf dismisses a call
// by that name), of every scenario, the example engine and a generated
// engine clean and broken (aliases, type parameters, local and imported
// types, elided types among them); and every literal checkLiteral skips
// as positionalSlice to be an unnamed slice of exactly its elements.
func TestLitTypeAndCalleeName(t *testing.T) {
	dirs := analyzemodule.Corpus(t, 200)
	named, positional := 0, 0
	for _, dir := range dirs {
		for _, res := range analyzemodule.Results(t, dir, litTypes) {
			c, _ := res.Value.(litCheck) // zero: a package with type errors
			for _, d := range c.diff {
				t.Errorf("%s: %s", res.Pkg, d)
			}
			named += c.named
			positional += c.positional
		}
	}
	if named < 500 {
		t.Fatalf("%d literals name their type: the inputs no longer exercise litType", named)
	}
	if positional < 100 {
		t.Fatalf("%d positional slice literals: the inputs no longer exercise positionalSlice", positional)
	}
}
