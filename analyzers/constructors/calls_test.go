package constructors

import (
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/sema-agent/clampvet/internal/flow/flowpass"
	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// pairedCalls is what callsPair finds in one package: the declarations
// whose entries differ between the two ways of marking carrier calls, and
// how many declarations the walk marks.
type pairedCalls struct {
	diff   []string
	marked int
}

// callsPair indexes each package that takes part twice, marks the carrier
// calls of one index by the walk of every call and of the other from the
// uses of funcs, and compares the two; and a third as buildEntry marks it.
var callsPair = &analysis.Analyzer{
	Name:       "ctorscallspair",
	Doc:        "compares markCallsByUses with markCallsByWalk",
	Requires:   []*analysis.Analyzer{inspect.Analyzer, roles.Analyzer, flowpass.Analyzer},
	ResultType: reflect.TypeFor[pairedCalls](),
	Run: func(pass *analysis.Pass) (any, error) {
		r := pass.ResultOf[roles.Analyzer].(*roles.Package)
		res, _ := pass.ResultOf[flowpass.Analyzer].(*flowpass.Result)
		if r == nil || res == nil {
			return pairedCalls{}, nil
		}
		insp := pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
		sf, calls := collectFiles(pass), newCarrierCalls(pass, r)
		var walked, used, pooled pkgSummary
		indexDecls(pass, sf, &walked, false).markCallsByWalk(insp, sf, calls)
		var out pairedCalls
		if !indexDecls(pass, sf, &used, false).markCallsByUses(insp, res, calls) {
			out.diff = append(out.diff, "a use of a carrier's name could not be placed")
		}
		// As buildEntry marks: scratch memory taken from the pool (where
		// the packages before left theirs) and given back, and carrier
		// lists shared between entries.
		indexDecls(pass, sf, &pooled, false).markCalls(pass, sf, calls)
		for i := range walked.Decls {
			if walked.Decls[i].Calls {
				out.marked++
			}
			if !reflect.DeepEqual(walked.Decls[i], used.Decls[i]) {
				out.diff = append(out.diff, fmt.Sprintf("walk %+v, uses %+v", walked.Decls[i], used.Decls[i]))
			}
			if !reflect.DeepEqual(walked.Decls[i], pooled.Decls[i]) {
				out.diff = append(out.diff, fmt.Sprintf("walk %+v, markCalls %+v", walked.Decls[i], pooled.Decls[i]))
			}
		}
		return out, nil
	},
}

// TestMarkCallsPaths pins that the carrier calls found from the uses of
// funcs are those the walk of every call finds: the same declarations
// marked, with the same carriers, in every package of every scenario, of
// the example engine and of a generated engine clean and broken; and that
// each use is placed (else markCalls would fall back to the walk).
func TestMarkCallsPaths(t *testing.T) {
	dirs := analyzemodule.Corpus(t, 200)
	marked := 0
	for _, dir := range dirs {
		for _, res := range analyzemodule.Results(t, dir, callsPair) {
			p, _ := res.Value.(pairedCalls) // nil: a package with type errors
			marked += p.marked
			for _, d := range p.diff {
				t.Errorf("%s %s: %s", filepath.Base(dir), res.Pkg, d)
			}
		}
	}
	if marked < 400 {
		t.Fatalf("the walk marked %d declarations: the inputs no longer call carriers", marked)
	}
}
