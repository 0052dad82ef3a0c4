package census

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
)

// callOrigins mirrors the census's origin of a call's result where it is
// clean and needs no argument: a root, a constructor (or constructor
// var), a function of the package the pass cleared, another package's
// function whose fact says it returns clean specs from no parameter.
// A conversion or a builtin's call has neither a static callee nor a
// package-level var for a callee: it has no origin.
func (cl *clearing) callOrigins(c *ast.CallExpr) ([]Origin, bool) {
	g := cl.cs.funcs.StaticCallee(cl.cs.pass.TypesInfo, c)
	if g == nil {
		if v := cl.pkgVar(c.Fun); v != nil && cl.constructorVar(v) {
			return []Origin{*cl.varOrigin(v)}, true
		}
		return nil, false
	}
	if _, _, target := cl.target(g); target || generic(g) {
		return nil, false
	}
	switch {
	case cl.cs.r.IsRoot(g):
		return []Origin{{Func: funcOf(cl.cs.pass.Fset, g), Root: true}}, true
	case g == cl.cs.tighten:
		return nil, false
	case cl.isConstructor(g):
		return []Origin{*cl.funcOrigin(g)}, true
	}
	var f *Fact
	ok := false
	if g.Pkg() == cl.cs.pass.Pkg {
		f, ok = cl.fact(g)
	} else {
		f, ok = cl.importedFact(g)
	}
	if !ok || !f.Clean || len(f.From) > 0 {
		return nil, false
	}
	return f.Origins, true
}

// target returns the sinks and parameters of a sink, or of another
// package's function whose parameters reach one (its fact).
func (cl *clearing) target(g *types.Func) ([]Func, []int, bool) {
	if ps, ok := cl.cs.r.SinkOf(g); ok {
		return cl.sinkList(g), ps, true
	}
	if g.Pkg() != cl.cs.pass.Pkg {
		if f, ok := cl.importedFact(g); ok && len(f.Reaches) > 0 {
			return f.Sinks, f.Reaches, true
		}
	}
	return nil, nil, false
}

// sinkList is []Func{funcOf(g)} for a sink g, made once per sink: a spawn
// function calls the same one or two sinks for every child it starts,
// and naming one asks the file set for its position. The lists are only
// read.
func (cl *clearing) sinkList(g *types.Func) []Func {
	for _, s := range cl.sinkLists {
		if s.g == g {
			return s.list
		}
	}
	list := []Func{funcOf(cl.cs.pass.Fset, g)}
	cl.sinkLists = append(cl.sinkLists, namedSink{g, list})
	return list
}

// namedSink is an answer of sinkList.
type namedSink struct {
	g    *types.Func
	list []Func
}

// isConstructor mirrors the census: a function of the package whose body
// names a carrier, or another package's whose fact says it calls one.
func (cl *clearing) isConstructor(g *types.Func) bool {
	if g.Pkg() == cl.cs.pass.Pkg {
		return cl.cs.ctors[g]
	}
	f, ok := cl.importedFact(g)
	return ok && trusted(f, g, cl.module)
}

// constructorVar mirrors the census: a package-level var initialized with
// a func literal that calls the carrier.
func (cl *clearing) constructorVar(v *types.Var) bool {
	if v.Pkg() == cl.cs.pass.Pkg {
		return cl.cs.varCtors[v]
	}
	f, ok := cl.importedFact(v)
	return ok && trusted(f, v, cl.module)
}

// importedFact is the census fact of another package's function or var,
// from the pass's summary table (which imports each once).
func (cl *clearing) importedFact(obj types.Object) (*Fact, bool) {
	f := cl.cs.tbl.Imported(obj)
	return f, f != nil
}

// pkgVar is straightline.PkgVar in the package.
func (cl *clearing) pkgVar(fun ast.Expr) *types.Var {
	return straightline.PkgVar(cl.cs.pass.TypesInfo, fun)
}

func (cl *clearing) funcOrigin(g *types.Func) *Origin {
	return &Origin{Func: funcOf(cl.cs.pass.Fset, g)}
}

func (cl *clearing) varOrigin(v *types.Var) *Origin {
	return &Origin{Func: Func{Pkg: v.Pkg().Path(), Name: v.Name(), File: fileOf(cl.cs.pass.Fset, v.Pos())}}
}

// returnsCarry reports whether a result of sig carries a spec, as the
// census's summaries read results.
func (cl *clearing) returnsCarry(sig *types.Signature) bool {
	for i := range sig.Results().Len() {
		if cl.returnsCarryType(sig.Results().At(i).Type()) {
			return true
		}
	}
	return false
}

func (cl *clearing) returnsCarryType(t types.Type) bool { return cl.cs.m.CarriesElems(t) }
