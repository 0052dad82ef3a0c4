package straightline

import (
	"go/ast"
	"go/types"
)

// ErrorType is the predeclared error type: a fast path admits (T, error)
// results and error returns.
var ErrorType = types.Universe.Lookup("error").Type()

// IsReturn reports whether st is a return statement.
func IsReturn(st ast.Stmt) bool {
	_, ok := st.(*ast.ReturnStmt)
	return ok
}

// CallSignature returns the signature of call when each argument is
// passed, as written, to one parameter: a call of a function or method
// value (no conversion, no builtin), nothing variadic.
func CallSignature(info *types.Info, call *ast.CallExpr) (*types.Signature, bool) {
	tv := info.Types[call.Fun]
	if !tv.IsValue() {
		return nil, false
	}
	sig, ok := tv.Type.Underlying().(*types.Signature)
	if !ok || sig.Variadic() || call.Ellipsis.IsValid() || len(call.Args) != sig.Params().Len() {
		return nil, false
	}
	return sig, true
}

// Qualified reports whether fun names a function or var directly: F or
// pkg.F.
func Qualified(info *types.Info, fun ast.Expr) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return true
	case *ast.SelectorExpr:
		id, ok := f.X.(*ast.Ident)
		if !ok {
			return false
		}
		_, pkg := info.Uses[id].(*types.PkgName)
		return pkg
	}
	return false
}

// PkgVar returns the package-level var fun names (F or pkg.F), or nil: a
// call of it is a call of the func literal it was initialized with, if
// nothing assigns it (a constructor var).
func PkgVar(info *types.Info, fun ast.Expr) *types.Var {
	if !Qualified(info, fun) {
		return nil
	}
	id, ok := fun.(*ast.Ident)
	if !ok {
		id = fun.(*ast.SelectorExpr).Sel
	}
	v, ok := info.Uses[id].(*types.Var)
	if !ok || v.Pkg() == nil || v.Parent() != v.Pkg().Scope() {
		return nil
	}
	return v
}

// WritesElements reports whether call is a builtin that writes the
// elements of its first argument in place: copy, clear, delete, or append
// to a slice expression (which may be shorter than what it slices). It is
// the syntactic twin of flow.ElementsWritten: a seat that holds a slice or
// map shares its elements with every copy of the spec, so a fast path
// leaves such a call to SSA.
func WritesElements(info *types.Info, call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok || len(call.Args) == 0 {
		return false
	}
	b, ok := info.Uses[id].(*types.Builtin)
	if !ok {
		return false
	}
	switch b.Name() {
	case "copy", "clear", "delete":
		return true
	case "append":
		_, resliced := ast.Unparen(call.Args[0]).(*ast.SliceExpr)
		return resliced
	}
	return false
}
