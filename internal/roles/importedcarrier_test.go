package roles_test

import (
	"go/ast"
	"go/types"
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/types/typeutil"
)

// TestImportedCarrierSeesEveryCarrier asks ImportedCarrier of the static
// callee of every call, in every package of scenarios where carriers are
// called across packages (through an import alias, a dot import, a type
// alias, a namesake, a generic carrier, a carrier two imports away, the
// real policy module, test variants), and requires the answer the fact
// lookup alone gives: the visible carriers it looks at first may spare
// the lookup, never change its answer. It also requires that asking about
// a func that is no carrier allocates nothing.
func TestImportedCarrierSeesEveryCarrier(t *testing.T) {
	var carriers, others int
	probe := &analysis.Analyzer{
		Name:     "probe",
		Doc:      "asks ImportedCarrier of every callee",
		Requires: []*analysis.Analyzer{roles.Analyzer},
		Run: func(pass *analysis.Pass) (any, error) {
			r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
			if r == nil {
				return nil, nil
			}
			for _, f := range pass.Files {
				ast.Inspect(f, func(n ast.Node) bool {
					call, ok := n.(*ast.CallExpr)
					if !ok {
						return true
					}
					fn := typeutil.StaticCallee(pass.TypesInfo, call)
					if fn == nil {
						return true
					}
					checkCallee(t, pass, r, fn, &carriers, &others)
					return true
				})
			}
			return nil, nil
		},
	}
	for _, name := range []string{
		"constructors_cross_package", "constructors_dot_import_carrier", "constructors_generic_carrier",
		"constructors_namesake_carrier", "constructors_real_policy", "constructors_transitive_package",
		"clampseats_cross_package_alias", "constructors_carrier_other_module",
	} {
		pkgs := load(t, filepath.Join(scenarios, name), "./...")
		// One action at a time: the counts and AllocsPerRun need it.
		if _, err := checker.Analyze([]*analysis.Analyzer{probe}, pkgs, &checker.Options{Sequential: true}); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
	if carriers == 0 || others == 0 {
		t.Fatalf("%d carrier and %d other callees asked about: the scenarios no longer exercise both", carriers, others)
	}
}

func checkCallee(t *testing.T, pass *analysis.Pass, r *roles.Package, fn *types.Func, carriers, others *int) {
	t.Helper()
	got, ok := r.ImportedCarrier(fn)
	want, wantOK := r.CarrierFactUnfiltered(fn)
	if ok != wantOK || ok && got.String() != want.String() {
		t.Errorf("%s: ImportedCarrier(%s) = %v, %v; the fact lookup gives %v, %v", pass.Pkg.Path(), fn, got, ok, want, wantOK)
	}
	if wantOK {
		*carriers++
		return
	}
	*others++
	if n := testing.AllocsPerRun(5, func() { r.ImportedCarrier(fn) }); n != 0 {
		t.Errorf("%s: ImportedCarrier(%s), no carrier, allocates %v times", pass.Pkg.Path(), fn, n)
	}
}
