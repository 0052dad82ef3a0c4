package notcarried

import (
	"go/ast"
	"go/types"
	"sort"
)

// specOf returns the spec type of a tighten function: the named struct type
// of its first parameter, by value or through one pointer.
func specOf(sig *types.Signature) (*types.Named, *types.Struct, bool) {
	if sig.Params().Len() == 0 {
		return nil, nil, false
	}
	return namedStruct(deref(sig.Params().At(0).Type()))
}

// namedStruct reports whether t (through aliases) is a named struct type.
func namedStruct(t types.Type) (*types.Named, *types.Struct, bool) {
	named, ok := types.Unalias(t).(*types.Named)
	if !ok {
		return nil, nil, false
	}
	st, ok := named.Underlying().(*types.Struct)
	return named, st, ok
}

func deref(t types.Type) types.Type {
	t = types.Unalias(t)
	if p, ok := t.(*types.Pointer); ok {
		return types.Unalias(p.Elem())
	}
	return t
}

// governed is the set of spec fields a tighten function's body reads or
// writes, each with its first use in the source (the selected field's
// name, a literal's key, or a positional literal's element): a finding
// about the seat highlights it.
type governed map[string]ast.Node

func (g governed) note(name string, use ast.Node) {
	if p, ok := g[name]; !ok || use.Pos() < p.Pos() {
		g[name] = use
	}
}

// inOrder returns the governed seats in the order of their first use.
func (g governed) inOrder() []string {
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
func governedSeats(info *types.Info, body ast.Node, spec *types.Named) governed {
	st := spec.Underlying().(*types.Struct)
	g := make(governed)
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
func notePath(g governed, sel *types.Selection, spec *types.Named, use *ast.Ident) {
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
