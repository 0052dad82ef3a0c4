package dataflow

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"golang.org/x/tools/go/analysis"
)

// A carried seat that holds a slice or a map is written by any function
// its value is handed to that writes the elements (flow.Elements). A
// package that takes no part has no summaries, so a helper of it is out
// of view: handing it a seat's value after the clamps is a finding. That
// is right for a dependency, but an engine's own utility packages (a
// strutil, a lists) take no part either, and their helpers are the ones
// it calls most. So a package of the module under analysis is read for
// its list helpers whether it takes part or not: the functions with a
// parameter holding a slice or a map are built, and each gets a summary
// that says which of them it writes (ListsRead, with Elements). Only
// there: the standard library has a table of its own (package stdwrites),
// and a dependency of another module costs nothing.

// summarizeLists exports the list helpers' summaries of pass's package,
// which takes no part, when it belongs to the module under analysis.
func summarizeLists(pass *analysis.Pass) {
	if !underAnalysis(pass.Module) {
		return
	}
	want := listHelpers(pass)
	if len(want) == 0 {
		return
	}
	built := flow.Build(pass.Fset, pass.Pkg, pass.Files, pass.TypesInfo, func(obj types.Object) bool { return want[obj] })
	tbl := summary.NewTable(pass)
	elems := flow.NewElements(func(g *types.Func) ([]int, bool) {
		if s := tbl.Imported(g); s != nil {
			return s.Elements, true
		}
		return nil, false
	})
	for _, fn := range built.Funcs() {
		if obj := fn.Object(); obj != nil && want[obj] {
			s := tbl.Edit(obj)
			s.ListsRead, s.Elements = true, elems.Params(fn)
		}
	}
	tbl.Export()
}

// underAnalysis reports whether m is a module under analysis: the main
// module (or a workspace's), which has no version. The standard library
// has no module; a dependency, a locally replaced one included, has one.
func underAnalysis(m *analysis.Module) bool {
	return m != nil && m.Path != "" && m.Version == ""
}

// listHelpers are the package's functions with a body and a parameter
// (the receiver included) that holds a slice or a map.
func listHelpers(pass *analysis.Pass) map[types.Object]bool {
	out := map[types.Object]bool{}
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok && flow.HoldsListParam(obj.Signature()) {
				out[obj] = true
			}
		}
	}
	return out
}
