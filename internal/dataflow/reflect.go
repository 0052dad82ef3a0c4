package dataflow

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/dataflow/uses"
	"github.com/sema-agent/clampvet/internal/stdwrites"
	"golang.org/x/tools/go/analysis"
)

// An engine seldom calls json.Unmarshal where it starts a child: it calls
// its own decoder, which does (decode(data, v any) error). Such a helper
// writes, through reflection, what its interface parameter refers to, and
// a holder's address handed to it after the clamps is a hand-off as it is
// to json.Unmarshal. Its summary says so (ReflectWrites, read by
// flow.Elements.ReflectParams); to have one, its body must be built,
// though no rule of the flow or the census wants it. reflectHelpers
// selects those bodies: only a function with an interface (or
// reflect.Value) parameter that uses a function writing through
// reflection can write that way, so the others cost nothing.

// reflectHelpers are the package's functions with a parameter of an
// interface type or a reflect.Value whose body uses a function that
// writes through reflection: one of the standard library's table, one of
// another package whose summary says so, or, in turn, one of these.
func reflectHelpers(pass *analysis.Pass, tbl *summary.Table, idx uses.Index) map[types.Object]bool {
	type decl struct {
		obj  *types.Func
		body *ast.BlockStmt
	}
	var cands []decl
	for _, f := range pass.Files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if obj, ok := pass.TypesInfo.Defs[fd.Name].(*types.Func); ok && flow.AnyParam(obj.Signature(), flow.ReflectParam) {
				cands = append(cands, decl{obj, fd.Body})
			}
		}
	}
	if len(cands) == 0 {
		return nil
	}
	writes := map[*types.Func]bool{} // another package's functions, each looked up once
	writer := func(g *types.Func) bool {
		got, ok := writes[g]
		if !ok {
			got = reflectWriter(tbl, g)
			writes[g] = got
		}
		return got
	}
	out := map[types.Object]bool{}
	for changed := true; changed; {
		changed = false
		for _, d := range cands {
			if out[d.obj] {
				continue
			}
			for _, u := range idx.In(d.body) {
				if g := u.Fn.Origin(); out[g] || g.Pkg() != pass.Pkg && writer(g) {
					out[d.obj], changed = true, true
					break
				}
			}
		}
	}
	return out
}

// reflectWriter reports whether g, of another package, writes through
// reflection what one of its parameters refers to.
func reflectWriter(tbl *summary.Table, g *types.Func) bool {
	if g.Pkg() == nil {
		return false
	}
	if stdwrites.ReflectParams(g.Pkg().Path(), g.FullName()) != nil {
		return true
	}
	s := tbl.Imported(g)
	return s != nil && len(s.ReflectWrites) > 0
}
