package clampseats

import (
	"fmt"
	"go/ast"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/sema-agent/clampvet/bench/genengine"
	"github.com/sema-agent/clampvet/internal/quicklookup"
	"github.com/sema-agent/clampvet/testkit/modrun"
	scenariokit "github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// litTypes compares, on every composite literal and call of a package,
// quicklookup.LitType with types.Info.TypeOf and quicklookup.CalleeName with the name of the func
// typeutil.StaticCallee resolves; it returns the disagreements and how
// many literals named their type by an identifier.
var litTypes = &analysis.Analyzer{
	Name:       "clampseatslittypes",
	Doc:        "compares quicklookup.LitType with TypeOf and quicklookup.CalleeName with StaticCallee",
	ResultType: reflect.TypeFor[[]string](),
	Run: func(pass *analysis.Pass) (any, error) {
		var out []string
		named := 0
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
				return true
			})
		}
		return append(out, fmt.Sprint(named)), nil
	},
}

// TestLitTypeAndCalleeName requires quicklookup.LitType to give the very type TypeOf
// records for every composite literal, and quicklookup.CalleeName the name of the
// func StaticCallee resolves for every call (carrierOf dismisses a call
// by that name), of every scenario, the example engine and a generated
// engine clean and broken (aliases, type parameters, local and imported
// types, elided types among them).
func TestLitTypeAndCalleeName(t *testing.T) {
	var dirs []string
	for _, prefix := range []string{"clampseats", "constructors", "notcarried"} {
		dirs = append(dirs, scenariokit.Dirs(t, prefix)...)
	}
	dirs = append(dirs, filepath.Join(scenariokit.Root(t), "..", "..", "examples", "engine"),
		modrun.Generated(t, genengine.Config{N: 100, P: 4, S: 6, Layers: 2}),
		modrun.Generated(t, genengine.Config{N: 100, P: 4, S: 6, Layers: 2, Broken: 25}))
	named := 0
	for _, dir := range dirs {
		for _, res := range modrun.Results(t, dir, litTypes) {
			out, _ := res.Value.([]string) // nil: a package with type errors
			if len(out) == 0 {
				continue
			}
			for _, d := range out[:len(out)-1] {
				t.Errorf("%s: %s", res.Pkg, d)
			}
			var n int
			fmt.Sscan(out[len(out)-1], &n)
			named += n
		}
	}
	if named < 500 {
		t.Fatalf("%d literals name their type: the inputs no longer exercise litType", named)
	}
}
