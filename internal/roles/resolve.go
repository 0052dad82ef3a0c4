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

// FindPackage is the package of path: from itself or one of its imports,
// transitively (each package visited once, so an import cycle, which
// export data can present, ends); nil when none is. Under go vet an
// indirect import is read from export data and holds only what its
// importers' APIs reach, so a declaration found here by the standalone
// driver may be missing there: callers then omit the related location.
func FindPackage(from *types.Package, path string) *types.Package {
	if from == nil {
		return nil
	}
	seen := map[*types.Package]bool{from: true}
	queue := []*types.Package{from}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		if p.Path() == path {
			return p
		}
		for _, imp := range p.Imports() {
			if imp != nil && !seen[imp] {
				seen[imp] = true
				queue = append(queue, imp)
			}
		}
	}
	return nil
}

// LookupDecl is the package-level declaration name ("F", a var, a type,
// or "T.M" for method M of type T) of package path, resolved from package
// from (see FindPackage); nil when it cannot be found.
func LookupDecl(from *types.Package, path, name string) types.Object {
	pkg := FindPackage(from, path)
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
