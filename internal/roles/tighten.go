package roles

import (
	"go/ast"
	"go/types"
	"slices"
	"sort"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/kinds"
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
		t.Problems.rangef(kinds.TightenSignature, fn.Type.Params, "tighten function %s has no parameter: make the first one the spec, of a named struct type", name)
	case !ok:
		// The first parameter's type, as written.
		t.Problems.rangef(kinds.TightenSignature, fn.Type.Params.List[0].Type, "tighten function %s takes %s first: expected the spec, a named struct type",
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

// Governed is what a tighten function's body reads or writes of its spec:
// each use is a path of field names from a spec value (spec.Deep, where
// Deep is promoted through the embedded Mid and Inner, is Mid, Inner,
// Deep). A seat is a field of the spec, promoted fields included, as
// go/types selects it; it is governed when a use touches it, part of it or
// a value that holds it.
type Governed struct {
	spec *types.Named
	uses []Use // distinct paths, in the order of their first use
}

// Use is one path of field names from the spec that the body selects,
// with its first use in the source (the selected field's name, a
// literal's key, or a positional literal's element).
type Use struct {
	Path []string
	At   ast.Node
	// Seat is the deepest name on Path that is itself a field of the spec
	// (Deep for Mid, Inner, Deep; Limits for Limits, Max where Limits is a
	// named field): the seat a finding about the use names.
	Seat string
}

// Uses returns the distinct use paths in the order of their first use.
func (g Governed) Uses() []Use { return g.uses }

// Has reports whether seat, a field of the spec (promoted ones included),
// is governed: some use's path and the seat's path from the spec are one
// a prefix of the other.
func (g Governed) Has(seat string) bool {
	s, ok := FieldPath(g.spec, seat)
	if !ok {
		return false
	}
	for _, u := range g.uses {
		if isPrefix(s, u.Path) || isPrefix(u.Path, s) {
			return true
		}
	}
	return false
}

// Covers reports whether covered (carried, or listed in the table) holds
// for a seat whose path from the spec is a prefix of the use's path:
// carrying or listing a seat covers every use inside it.
func (g Governed) Covers(u Use, covered func(seat string) bool) bool {
	for k := 1; k <= len(u.Path); k++ {
		name := u.Path[k-1]
		if s, ok := FieldPath(g.spec, name); ok && slices.Equal(s, u.Path[:k]) && covered(name) {
			return true
		}
	}
	return false
}

// InOrder returns the seats of the uses, in the order of their first use,
// each once.
func (g Governed) InOrder() []string {
	var out []string
	seen := make(map[string]bool)
	for _, u := range g.uses {
		if !seen[u.Seat] {
			seen[u.Seat] = true
			out = append(out, u.Seat)
		}
	}
	return out
}

func (g *Governed) note(path []string, use ast.Node) {
	for i, u := range g.uses {
		if slices.Equal(u.Path, path) {
			if use.Pos() < u.At.Pos() {
				g.uses[i].At = use
			}
			return
		}
	}
	seat := path[0]
	for k := len(path) - 1; k > 0; k-- {
		if s, ok := FieldPath(g.spec, path[k]); ok && slices.Equal(s, path[:k+1]) {
			seat = path[k]
			break
		}
	}
	g.uses = append(g.uses, Use{Path: path, At: use, Seat: seat})
	sort.SliceStable(g.uses, func(i, j int) bool { return g.uses[i].At.Pos() < g.uses[j].At.Pos() })
}

// FieldPath returns the names of the fields go/types selects for spec.name
// (one for a direct field, more for a promoted one); false when spec.name
// is not a field selector: no such field, a method, or an ambiguous name.
// Unexported names are looked up in the spec's own package.
func FieldPath(spec *types.Named, name string) ([]string, bool) {
	obj, idx, _ := types.LookupFieldOrMethod(spec, false, spec.Obj().Pkg(), name)
	if _, ok := obj.(*types.Var); !ok {
		return nil, false
	}
	names, _ := stepNames(spec, idx)
	return names, len(names) == len(idx)
}

// stepNames walks a selection path of field indices from t and returns
// the names of the fields it selects, with the type each step stands on;
// it stops where a step is not a field.
func stepNames(t types.Type, idx []int) (names []string, on []types.Type) {
	for _, x := range idx {
		t = deref(t)
		st, ok := t.Underlying().(*types.Struct)
		if !ok || x >= st.NumFields() {
			return names, on
		}
		on = append(on, t)
		names = append(names, st.Field(x).Name())
		t = st.Field(x).Type()
	}
	return names, on
}

func isPrefix(p, of []string) bool {
	return len(p) <= len(of) && slices.Equal(p, of[:len(p)])
}

// governedSeats collects the uses body makes of the spec: every selector
// whose selection path (with the field selections it is applied to:
// spec.Mid.Inner.Deep is one use) stands on a spec value, from there on,
// and every field a composite literal of the spec type writes (its keys,
// or every field for a positional literal). It resolves selectors through
// go/types, so a same-named field of another type is never confused with a
// seat, and it walks nested func literals, which are part of the body.
func governedSeats(info *types.Info, body ast.Node, spec *types.Named) Governed {
	st := spec.Underlying().(*types.Struct)
	g := Governed{spec: spec}
	if body == nil {
		return g
	}
	// inner are the selectors a field selection is applied to: the outer
	// selector records their paths, extended.
	inner := make(map[ast.Expr]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			if sel, ok := info.Selections[n]; ok && sel.Kind() == types.FieldVal {
				inner[ast.Unparen(n.X)] = true
			}
			if inner[n] {
				return true
			}
			for _, p := range specPaths(info, n, spec) {
				g.note(p, n.Sel)
			}
		case *ast.CompositeLit:
			if t := info.TypeOf(n); t != nil && types.Identical(deref(t), spec) {
				for i, elt := range n.Elts {
					if kv, ok := elt.(*ast.KeyValueExpr); ok {
						if id, ok := kv.Key.(*ast.Ident); ok {
							g.note([]string{id.Name}, id)
						}
					} else if i < st.NumFields() {
						g.note([]string{st.Field(i).Name()}, elt)
					}
				}
			}
		}
		return true
	})
	return g
}

// specPaths returns the paths of field names, from a spec value, that the
// selector e selects: from each point where its own selection path stands
// on a spec, and from each path of the field selection it is applied to.
// The last step of a method selection is the method, not a field.
func specPaths(info *types.Info, e *ast.SelectorExpr, spec *types.Named) [][]string {
	sel, ok := info.Selections[e]
	if !ok {
		return nil
	}
	idx := sel.Index()
	if sel.Kind() != types.FieldVal {
		idx = idx[:len(idx)-1]
	}
	names, on := stepNames(sel.Recv(), idx)
	var out [][]string
	if x, ok := ast.Unparen(e.X).(*ast.SelectorExpr); ok {
		for _, p := range specPaths(info, x, spec) {
			out = append(out, append(slices.Clip(p), names...))
		}
	}
	for i, t := range on {
		if types.Identical(t, spec) {
			out = append(out, slices.Clone(names[i:]))
		}
	}
	return out
}
