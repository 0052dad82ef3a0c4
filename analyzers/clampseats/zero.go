package clampseats

import (
	"go/ast"
	"go/token"
	"go/types"
)

// zeroValue writes the zero value of t as Go source valid at pos in file:
// false, 0, "", nil, or T{} for structs and arrays, with T named through
// the file's own imports. It reports false when t cannot be named there
// (an unexported type of another package, a package the file does not
// import, a name shadowed at pos), and for a type whose zero value holds a
// source, since T{} would be a construction that names no seat.
func (c *checker) zeroValue(file *ast.File, pos token.Pos, t types.Type) (string, bool) {
	switch u := t.Underlying().(type) {
	case *types.Basic:
		switch {
		case u.Info()&types.IsBoolean != 0:
			return "false", true
		case u.Info()&types.IsString != 0:
			return `""`, true
		case u.Info()&types.IsNumeric != 0:
			return "0", true
		case u.Kind() == types.UnsafePointer:
			return "nil", true
		}
		return "", false
	case *types.Pointer, *types.Slice, *types.Map, *types.Chan, *types.Signature, *types.Interface:
		return "nil", true
	case *types.Struct, *types.Array:
		if c.zeroHolds(t) != nil || !c.nameable(file, pos, t) {
			return "", false
		}
		return types.TypeString(t, func(p *types.Package) string {
			if p == c.pass.Pkg {
				return ""
			}
			if name := importName(c.pass.TypesInfo, file, p); name != "." {
				return name
			}
			return ""
		}) + "{}", true
	}
	return "", false
}

// nameable reports whether types.TypeString(t) with the file's import
// names is a valid type expression at pos.
func (c *checker) nameable(file *ast.File, pos token.Pos, t types.Type) bool {
	lookup := func(name string) types.Object {
		scope := c.pass.Pkg.Scope().Innermost(pos)
		if scope == nil {
			scope = c.pass.TypesInfo.Scopes[file]
		}
		if scope == nil {
			return nil
		}
		_, obj := scope.LookupParent(name, pos)
		return obj
	}
	var ok func(t types.Type) bool
	typeName := func(obj *types.TypeName, args *types.TypeList) bool {
		switch pkg := obj.Pkg(); {
		case pkg == nil, pkg == c.pass.Pkg:
			if lookup(obj.Name()) != obj {
				return false // shadowed, or local to another function
			}
		case !obj.Exported():
			return false
		default:
			name := importName(c.pass.TypesInfo, file, pkg)
			switch name {
			case "":
				return false
			case ".":
				if lookup(obj.Name()) != obj {
					return false
				}
			default:
				pn, isPkg := lookup(name).(*types.PkgName)
				if !isPkg || pn.Imported() != pkg {
					return false
				}
			}
		}
		for i := range args.Len() {
			if !ok(args.At(i)) {
				return false
			}
		}
		return true
	}
	ok = func(t types.Type) bool {
		switch t := t.(type) {
		case *types.Basic:
			return t.Kind() != types.UnsafePointer && t.Info()&types.IsUntyped == 0 && t.Kind() != types.Invalid &&
				lookup(t.Name()) == types.Universe.Lookup(t.Name())
		case *types.Named:
			return typeName(t.Obj(), t.TypeArgs())
		case *types.Alias:
			return typeName(t.Obj(), t.TypeArgs())
		case *types.Pointer:
			return ok(t.Elem())
		case *types.Slice:
			return ok(t.Elem())
		case *types.Array:
			return ok(t.Elem())
		case *types.Chan:
			return ok(t.Elem())
		case *types.Map:
			return ok(t.Key()) && ok(t.Elem())
		case *types.Struct:
			for i := range t.NumFields() {
				f := t.Field(i)
				if (!f.Exported() && f.Pkg() != c.pass.Pkg) || !ok(f.Type()) {
					return false
				}
			}
			return true
		case *types.Interface:
			return t.Empty()
		}
		return false
	}
	return ok(t)
}

// importName returns the name under which file imports pkg ("." for a dot
// import), or "" when the file does not import it.
func importName(info *types.Info, file *ast.File, pkg *types.Package) string {
	for _, imp := range file.Imports {
		if imp.Name != nil && imp.Name.Name == "_" {
			continue
		}
		pn := info.PkgNameOf(imp)
		if pn == nil || pn.Imported() != pkg {
			continue
		}
		if imp.Name != nil && imp.Name.Name == "." {
			return "."
		}
		return pn.Name()
	}
	return ""
}
