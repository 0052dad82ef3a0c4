package roles

import (
	"go/types"
	"strings"
)

// Findings name a declaration of another package by its qualified name
// and point at it with a related location, never with its position as
// text: a DeclInfo's Pos travels in facts as text, but the related
// location needs a token.Pos, which go/types keeps (export data records
// positions). Object finds it.

// findPackage is the package of path: from itself or one of its direct
// imports; nil otherwise. Only direct imports, as with facts: go vet reads
// the imports from export data, where an import's own imports hold only
// what its API reaches, so a deeper search would find declarations the
// standalone driver finds and go vet does not, and the drivers would
// disagree on related locations (TestFlowDriversAgree). A declaration
// found only deeper gets no related location; its qualified name in the
// message still names it.
func findPackage(from *types.Package, path string) *types.Package {
	if from == nil {
		return nil
	}
	if from.Path() == path {
		return from
	}
	for _, imp := range from.Imports() {
		if imp != nil && imp.Path() == path {
			return imp
		}
	}
	return nil
}

// LookupDecl is the package-level declaration name ("F", a var, a type,
// or "T.M" for method M of type T) of package path, resolved from package
// from (see findPackage); nil when it cannot be found.
func LookupDecl(from *types.Package, path, name string) types.Object {
	pkg := findPackage(from, path)
	if pkg == nil || pkg.Scope() == nil {
		return nil
	}
	typ, method, isMethod := strings.Cut(name, ".")
	obj := pkg.Scope().Lookup(typ)
	if obj == nil || !isMethod {
		return obj
	}
	if _, ok := obj.(*types.TypeName); !ok {
		return nil
	}
	m, _, _ := types.LookupFieldOrMethod(obj.Type(), true, pkg, method)
	if _, ok := m.(*types.Func); !ok {
		return nil
	}
	return m
}

// Object is the declaration d names, resolved from package from (see
// LookupDecl); nil when it cannot be found.
func (d DeclInfo) Object(from *types.Package) types.Object {
	return LookupDecl(from, d.PkgPath, d.Name)
}
