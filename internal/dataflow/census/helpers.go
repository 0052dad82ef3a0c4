package census

import (
	"go/types"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
)

// A function handed the value of a carried seat that holds a slice or a
// map (spec.ReadDenyPatterns) shares its elements: what it writes into
// them is written into the seat (flow.Elements). To know what it writes,
// its body is built, whatever else the census wants of it: elementHelpers
// selects the package's functions with a parameter (the receiver
// included) of such a seat's type, of a type the seat's value converts to
// sharing its elements (type byName []Entry, whose Swap sort.Sort may
// call), or of a type parameter that holds a slice or a map (S ~[]E: a
// generic list helper is handed the seat's value as it is). Functions
// that write through reflection are selected apart (reflectHelpers).

// elementHelpers returns the package's declared functions with a
// parameter of the type, or the underlying type, of a carried seat that
// holds a slice or a map.
func (cs *censusSite) elementHelpers() map[types.Object]bool {
	seats := cs.elementSeatTypes()
	if len(seats) == 0 {
		return nil
	}
	out := map[types.Object]bool{}
	for obj := range cs.bodyOf {
		if flow.AnyParam(obj.Signature(), func(t types.Type) bool {
			return isListParam(t) || slices.ContainsFunc(seats, func(s types.Type) bool { return types.Identical(t.Underlying(), s.Underlying()) })
		}) {
			out[obj] = true
		}
	}
	return out
}

// isListParam reports whether t is a type parameter whose every type holds
// elements (flow.HoldsElements).
func isListParam(t types.Type) bool {
	_, ok := types.Unalias(t).(*types.TypeParam)
	return ok && flow.HoldsElements(t)
}

// elementSeatTypes lists the types of the carried seats that hold a slice
// or a map, of the spec types the package or its direct imports declare.
func (cs *censusSite) elementSeatTypes() []types.Type {
	carried := cs.carried()
	if carried == nil {
		return nil
	}
	var out []types.Type
	for _, id := range cs.r.SpecTypes() {
		st := cs.structOf(id)
		if st == nil {
			continue
		}
		for i := range st.NumFields() {
			if f := st.Field(i); carried(f) && flow.HoldsElements(f.Type()) {
				out = append(out, f.Type())
			}
		}
	}
	return out
}

// structOf is the struct type of the spec type id ("path.Name"), declared
// by the package or one of its direct imports, or nil.
func (cs *censusSite) structOf(id string) *types.Struct {
	i := strings.LastIndexByte(id, '.')
	if i < 0 {
		return nil
	}
	path, name := id[:i], id[i+1:]
	pkgs := append([]*types.Package{cs.pass.Pkg}, cs.pass.Pkg.Imports()...)
	for _, p := range pkgs {
		if p.Path() != path {
			continue
		}
		if tn, ok := p.Scope().Lookup(name).(*types.TypeName); ok {
			st, _ := tn.Type().Underlying().(*types.Struct)
			return st
		}
	}
	return nil
}

// carried is the predicate of the carried seats the census judges: the
// seats of the carrier callable here, or, with none, the seats named by
// the carriers in view (seatNamed); nil when there are none.
func (cs *censusSite) carried() func(*types.Var) bool {
	if fr := cs.flowRoles(); fr != nil {
		return fr.IsCarried
	}
	return cs.seatNamed()
}

// flowRoles are the roles of the carrier callable here, or nil, derived
// once.
func (cs *censusSite) flowRoles() *flow.Roles {
	if cs.roles == nil && cs.carrier != nil {
		if fr, err := flow.NewRoles(cs.carrier, cs.tighten); err == nil {
			cs.roles = fr
		}
	}
	return cs.roles
}
