// Package quicklookup answers two questions every analyzer asks of nearly
// every call and composite literal of a package, the same way go/types'
// own helpers do, with a cheaper lookup for the shapes nearly all code
// has.
//
// types.Info.Types is keyed by the ast.Expr interface and holds every
// expression of a package: each lookup hashes an interface. Info.Uses is
// keyed by *ast.Ident. On a large engine the analyzers ask these questions
// for every literal and every call, so the cheaper map, or no map at all,
// is most of what they cost.
package quicklookup

import (
	"go/ast"
	"go/types"
)

// CalleeName is the name of the identifier that names fun's callee as
// typeutil.StaticCallee finds it (through parentheses and one
// instantiation: F, pkg.F, x.M, F[T]), or "". It is a necessary condition
// only: go/types resolves an identifier only to an object of the same
// name, so a call whose CalleeName is not a function's name cannot call it
// statically; a call whose name matches must still be resolved.
func CalleeName(fun ast.Expr) string {
	switch f := ast.Unparen(fun).(type) {
	case *ast.IndexExpr:
		fun = f.X
	case *ast.IndexListExpr:
		fun = f.X
	}
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		return f.Sel.Name
	}
	return ""
}

// LitType is the type of lit, as info.TypeOf records it. A literal that
// names its type by an identifier (T{...}) or a qualified one
// (pkg.T{...}) has the type of the type name that identifier uses: one
// lookup in Uses spares one in Types. Any other literal asks TypeOf.
func LitType(info *types.Info, lit *ast.CompositeLit) types.Type {
	var id *ast.Ident
	switch t := lit.Type.(type) {
	case *ast.Ident:
		id = t
	case *ast.SelectorExpr:
		id = t.Sel
	}
	if id != nil {
		if tn, ok := info.Uses[id].(*types.TypeName); ok {
			return tn.Type()
		}
	}
	return info.TypeOf(lit)
}
