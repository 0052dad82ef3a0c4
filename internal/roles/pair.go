package roles

import (
	"go/types"
	"sort"
)

// TightenFor returns the tighten function that pairs with carrier, as
// notcarried pairs them: a tighten function pairs with the carrier of its
// own package, or, when its package declares none, with the one carrier
// visible there. Only tighten functions a call here can name are
// considered: this package's and those of its direct imports (the spec
// type of a clamp application is the tighten function's, so one that
// cannot be named here cannot be called here either). It returns nil when
// no such tighten function pairs with carrier.
func (p *Package) TightenFor(carrier *types.Func) *types.Func {
	if carrier == nil || carrier.Pkg() == nil {
		return nil
	}
	key := carrier.Pkg().Path() + "\x00" + carrier.Name()
	if t := p.Tighten; t != nil && t.Spec != nil {
		if obj, ok := p.pass.TypesInfo.Defs[t.Decl.Name].(*types.Func); ok && p.localPairKey() == key {
			return obj
		}
	}
	// A copy: Imports returns the package's own slice, which other
	// analyzers read concurrently.
	imports := append([]*types.Package(nil), p.pass.Pkg.Imports()...)
	sort.Slice(imports, func(i, j int) bool { return imports[i].Path() < imports[j].Path() })
	v := new(Visible) // a found fact overwrites all of it: one for every import
	for _, imp := range imports {
		if !p.pass.ImportPackageFact(imp, v) {
			continue
		}
		for _, t := range v.Tightens {
			if t.PkgPath != imp.Path() || pairKey(imp.Path(), v.Carriers) != key {
				continue
			}
			if obj, ok := imp.Scope().Lookup(t.Name).(*types.Func); ok {
				return obj
			}
		}
	}
	return nil
}

// localPairKey is the key of the carrier this package's tighten function
// pairs with, "" when none.
func (p *Package) localPairKey() string {
	if c := p.Carrier; c != nil {
		return c.info.Decl.Key()
	}
	if len(p.Imported.Carriers) == 1 {
		return p.Imported.Carriers[0].Decl.Key()
	}
	return ""
}

// pairKey is the key of the carrier a tighten function of package path
// pairs with, given the carriers visible there; "" when none.
func pairKey(path string, visible []CarrierInfo) string {
	for _, c := range visible {
		if c.Decl.PkgPath == path {
			return c.Decl.Key()
		}
	}
	if len(visible) == 1 {
		return visible[0].Decl.Key()
	}
	return ""
}
