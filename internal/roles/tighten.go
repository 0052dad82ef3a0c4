package roles

import (
	"go/ast"
	"go/types"
	"sort"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/analysis"
)

// Tighten is the //clampvet:tighten func declared in the package.
type Tighten struct {
	Decl *ast.FuncDecl
	// Spec is the spec type, the named struct type of the first parameter
	// (by value or through one pointer); nil when it cannot be read.
	Spec *types.Named
	// SpecStruct is Spec's struct; nil with Spec.
	SpecStruct *types.Struct
	// Governed are the spec fields the body reads or writes; nil with Spec.
	Governed Governed
	// Problems say why the spec type cannot be read (notcarried reports
	// them).
	Problems Problems
}

// readTighten reads the tighten function's spec type and the seats it
// governs.
func readTighten(pass *analysis.Pass, f directive.Found) *Tighten {
	fn := f.Func
	t := &Tighten{Decl: fn}
	obj, ok := pass.TypesInfo.Defs[fn.Name].(*types.Func)
	if !ok {
		return t // not type-checked (only with RunDespiteErrors)
	}
	name := fn.Name.Name
	sig := obj.Signature()
	t.Spec, t.SpecStruct, ok = specOf(sig)
	switch {
	case sig.Params().Len() == 0:
		t.Problems.rangef(fn.Type.Params, "tighten function %s has no parameter: its first parameter must be the spec, of a named struct type or a pointer to one", name)
	case !ok:
		// The first parameter's type, as written.
		t.Problems.rangef(fn.Type.Params.List[0].Type, "tighten function %s takes %s as its first parameter: the spec must be its first parameter, of a named struct type or a pointer to one",
			name, typeString(pass.Pkg, sig.Params().At(0).Type()))
	default:
		t.Governed = governedSeats(pass.TypesInfo, fn.Body, t.Spec)
	}
	return t
}

// specOf returns the spec type of a tighten function: the named struct type
// of its first parameter, by value or through one pointer.
func specOf(sig *types.Signature) (*types.Named, *types.Struct, bool) {
	if sig.Params().Len() == 0 {
		return nil, nil, false
	}
	named, ok := types.Unalias(deref(sig.Params().At(0).Type())).(*types.Named)
	if !ok {
		return nil, nil, false
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		return nil, nil, false
	}
	return named, st, true
}

func deref(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}

// Governed is the set of spec fields a tighten function's body reads or
// writes, each with its first use in the source (the selected field's
// name, a literal's key, or a positional literal's element): a finding
// about the seat highlights it.
type Governed map[string]ast.Node

// Has reports whether seat is governed.
func (g Governed) Has(seat string) bool { _, ok := g[seat]; return ok }

func (g Governed) note(name string, use ast.Node) {
	if p, ok := g[name]; !ok || use.Pos() < p.Pos() {
		g[name] = use
	}
}

// InOrder returns the governed seats in the order of their first use.
func (g Governed) InOrder() []string {
	names := make([]string, 0, len(g))
	for n := range g {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		if pi, pj := g[names[i]].Pos(), g[names[j]].Pos(); pi != pj {
			return pi < pj
		}
		return names[i] < names[j]
	})
	return names
}

// governedSeats collects the seats body governs: every direct field of spec
// that a selector reaches (x.F where x is a spec, or a promoted x.G whose
// selection path passes through a spec value and starts there with F) and
// every field a composite literal of the spec type writes (its keys, or
// every field for a positional literal). It resolves selectors through
// go/types, so a same-named field of another type is never confused with a
// seat, and it walks nested func literals, which are part of the body.
func governedSeats(info *types.Info, body ast.Node, spec *types.Named) Governed {
	st := spec.Underlying().(*types.Struct)
	g := make(Governed)
	if body == nil {
		return g
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if sel, ok := info.Selections[n]; ok {
				notePath(g, sel, spec, n.Sel)
			}
		case *ast.CompositeLit:
			if t := info.TypeOf(n); t != nil && types.Identical(deref(t), spec) {
				for i, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							g.note(id.Name, id)
						}
					} else if i < st.NumFields() {
						g.note(st.Field(i).Name(), elt)
					}
				}
			}
		}
		return true
	})
	return g
}

// notePath walks a selection's path of implicit field selections: wherever
// the path stands on a spec value, the next step is the spec's direct field
// that the selection reads or writes.
func notePath(g Governed, sel *types.Selection, spec *types.Named, use *ast.Ident) {
	t := sel.Recv()
	idx := sel.Index()
	for i, x := range idx {
		if i == len(idx)-1 && sel.Kind() != types.FieldVal {
			return // the last step of a method selection is the method
		}
		t = deref(t)
		st, ok := t.Underlying().(*types.Struct)
		if !ok || x >= st.NumFields() {
			return
		}
		if types.Identical(t, spec) {
			g.note(st.Field(x).Name(), use)
		}
		t = st.Field(x).Type()
	}
}
