package flowpass

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/types/typeutil"
)

// constructorVars exports the fact of every local constructor var (a
// package-level variable initialized with a func literal that calls a
// carrier) and returns the assignments to, and addresses taken of, any
// constructor var, local or imported: either would let a constructor be
// replaced by a func that skips the carrier.
func (s *scan) constructorVars() []analysis.Diagnostic {
	for _, f := range s.pass.Files {
		if s.isTest(f) {
			continue
		}
		for _, d := range f.Decls {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				s.declaredVars(gd)
			}
		}
	}
	if !s.anyVar {
		return nil
	}
	var out []analysis.Diagnostic
	for _, f := range s.pass.Files {
		if s.isTest(f) {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			out = append(out, s.varWrites(n)...)
			return true
		})
	}
	return out
}

// declaredVars records and exports the constructor vars of one var
// declaration.
func (s *scan) declaredVars(gd *ast.GenDecl) {
	for _, spec := range gd.Specs {
		vs := spec.(*ast.ValueSpec)
		for i, name := range vs.Names {
			if i >= len(vs.Values) {
				break
			}
			lit, ok := ast.Unparen(vs.Values[i]).(*ast.FuncLit)
			if !ok || !s.callsCarrier(lit.Body) {
				continue
			}
			if v, ok := s.pass.TypesInfo.Defs[name].(*types.Var); ok {
				s.ctorVars[v] = true
				s.kinds[v] = kCtorVar
				s.anyVar = true
				s.pass.ExportObjectFact(v, new(ConstructorVarFact))
			}
		}
	}
}

// callsCarrier reports whether body calls a carrier by name.
func (s *scan) callsCarrier(body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && !found {
			if fn, ok := typeutil.Callee(s.pass.TypesInfo, call).(*types.Func); ok && s.kindOf(fn)&kCarrier != 0 {
				found = true
			}
		}
		return !found
	})
	return found
}

// varWrites returns the findings of one node that writes a constructor var
// or takes its address.
func (s *scan) varWrites(n ast.Node) []analysis.Diagnostic {
	var out []analysis.Diagnostic
	report := func(at ast.Node, e ast.Expr, what string) {
		if v := s.ctorVarOf(e); v != nil {
			out = append(out, analysis.Diagnostic{Pos: at.Pos(), End: at.End(),
				Message: fmt.Sprintf("constructor var %s %s: make it a func declaration", s.varName(v), what)})
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok == token.DEFINE {
			return nil
		}
		for _, lhs := range n.Lhs {
			report(n, lhs, "is reassigned")
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			report(n, n.X, "has its address taken")
		}
	case *ast.RangeStmt:
		if n.Tok == token.ASSIGN {
			report(n, n.Key, "is reassigned")
			report(n, n.Value, "is reassigned")
		}
	}
	return out
}

// ctorVarOf returns the constructor var e names, or nil.
func (s *scan) ctorVarOf(e ast.Expr) *types.Var {
	var id *ast.Ident
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		id = x
	case *ast.SelectorExpr:
		id = x.Sel
	default:
		return nil
	}
	v, ok := s.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || (!s.ctorVars[v] && s.kindOf(v)&kCtorVar == 0) {
		return nil
	}
	return v
}

// varName names v as the package under analysis writes it.
func (s *scan) varName(v *types.Var) string {
	if v.Pkg() == s.pass.Pkg {
		return v.Name()
	}
	return v.Pkg().Name() + "." + v.Name()
}

// valueUses returns a finding at every use of a carrier, or of a function
// with an obligation (local: obliged; imported: from its fact), other than
// as the function a call names: a func value's calls cannot be checked.
func (s *scan) valueUses(obliged map[*types.Func]bool) []analysis.Diagnostic {
	interesting := func(obj types.Object) (string, bool) {
		fn, ok := origin(obj).(*types.Func)
		if !ok {
			return "", false
		}
		k := s.kindOf(fn)
		switch {
		case k&kCarrier != 0:
			return "carrier " + s.funcName(fn), true
		case k&kObligation != 0 || obliged[fn]:
			return s.funcName(fn) + ", which hands a source to the carrier,", true
		}
		return "", false
	}
	var found []*ast.Ident
	for id, obj := range s.pass.TypesInfo.Uses {
		if _, ok := interesting(obj); ok && !s.inTest(id.Pos()) {
			found = append(found, id)
		}
	}
	if len(found) == 0 {
		return nil
	}
	calls := s.callees()
	var out []analysis.Diagnostic
	for _, id := range found {
		if calls[id] {
			continue
		}
		what, _ := interesting(s.pass.TypesInfo.Uses[id])
		out = append(out, analysis.Diagnostic{Pos: id.Pos(), End: id.End(),
			Message: fmt.Sprintf("%s used as a value: call it directly", what)})
	}
	return out
}

// funcName names fn as the package under analysis writes it.
func (s *scan) funcName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg {
		return name
	}
	return fn.Pkg().Name() + "." + name
}
