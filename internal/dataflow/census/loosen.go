package census

import (
	"go/token"
	"go/types"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// A spec that comes from a constructor, a root or a clean function is
// clamped when it is made; what happens to it between there and the call
// that hands it on decides whether the child runs with its parent's
// clamps. The origin walk answers the first; loosened answers the second,
// for the argument of a target call: it finds the locations the argument
// is read from (a local, a task struct that holds the spec, a pointer a
// constructor returned, a parameter), and in each the writes into a
// carried seat — the seat itself, an element of a seat that holds a slice
// or a map — from which the call can be reached without the clamps being
// applied again, or a clamped spec stored whole, in between. Such a write
// is the finding, at the write. A spec stored whole into a location the
// walk does not judge (below a pointer) is judged here, and a location
// converted to unsafe.Pointer cannot be followed: a finding where it can
// run before the call.
//
// Not followed (each named in the manual): a write through a pointer the
// function loads from memory rather than derives from the argument (an
// alias kept in a variable or a struct), and a write inside a function
// the spec's address is handed to.

// loosened returns the faults of the spec argument a on its way to use.
func (c *Census) loosened(a ssa.Value, use ssa.Instruction) verdict {
	if c.env.Carried == nil {
		return verdict{}
	}
	out := verdict{}
	for _, loc := range c.locations(a) {
		groups := map[string][]ssa.Value{}
		var order []string
		fieldGroups(loc, "", groups, &order, 0)
		for _, path := range order {
			var holder []ssa.Value // the addresses of what holds this one
			if i := strings.LastIndexByte(path, '.'); i >= 0 {
				holder = groups[path[:i]]
			}
			out = union(out, c.loosenedAt(loc, groups[path], holder, use))
		}
		if len(out.faults) > 0 {
			return out
		}
	}
	return out
}

// locations returns the addresses a's value is read from, through the
// loads, fields, phis and conversions that lead back to them: each a
// pointer to a spec or to a struct that holds one.
func (c *Census) locations(a ssa.Value) []ssa.Value {
	var out []ssa.Value
	seen := map[ssa.Value]bool{}
	var visit func(v ssa.Value)
	visit = func(v ssa.Value) {
		if v == nil || seen[v] || len(seen) > 64 {
			return
		}
		seen[v] = true
		if p, ok := types.Unalias(v.Type()).Underlying().(*types.Pointer); ok && c.env.Spec.Carries(p.Elem()) {
			out = append(out, v)
			// A pointer stored into the location (run := &Run{Task: t})
			// addresses what the location holds; so does every load of a
			// location that holds a pointer (a captured t, read once to
			// write a seat and once to hand it on).
			for _, st := range storesBelow(v, 0) {
				visit(st.Val)
			}
			if _, ptr := types.Unalias(p.Elem()).Underlying().(*types.Pointer); ptr {
				for _, ref := range refs(v) {
					if ld, ok := ref.(*ssa.UnOp); ok && ld.Op == token.MUL && ld.X == v {
						visit(ld)
					}
				}
			}
		}
		switch x := v.(type) {
		case *ssa.UnOp:
			if x.Op == token.MUL {
				visit(x.X)
			}
		case *ssa.FieldAddr:
			visit(x.X)
		case *ssa.Field:
			visit(x.X)
		case *ssa.IndexAddr:
			visit(x.X)
		case *ssa.Phi:
			for _, e := range x.Edges {
				visit(e)
			}
		case *ssa.ChangeType:
			visit(x.X)
		}
	}
	visit(a)
	return out
}

// storesBelow lists the stores into v and into its fields, at any depth.
func storesBelow(v ssa.Value, depth int) []*ssa.Store {
	var out []*ssa.Store
	for _, ref := range refs(v) {
		switch r := ref.(type) {
		case *ssa.Store:
			if r.Addr == v {
				out = append(out, r)
			}
		case *ssa.FieldAddr:
			if r.X == v && depth < 6 {
				out = append(out, storesBelow(r, depth+1)...)
			}
		}
	}
	return out
}

// fieldGroups gathers, under the key of their field path from loc ("" for
// loc itself, ".3.1" for field 1 of field 3), every address of the same
// location: SSA gives each selection of a field its own *ssa.FieldAddr,
// and a write through one is a write to what another addresses.
func fieldGroups(v ssa.Value, path string, groups map[string][]ssa.Value, order *[]string, depth int) {
	if _, seen := groups[path]; !seen {
		*order = append(*order, path)
	}
	groups[path] = append(groups[path], v)
	if depth > 6 {
		return
	}
	for _, ref := range refs(v) {
		if fa, ok := ref.(*ssa.FieldAddr); ok && fa.X == v {
			fieldGroups(fa, path+"."+strconv.Itoa(fa.Field), groups, order, depth+1)
		}
	}
}

// loosenedAt judges one location, addressed by addrs (holder addresses
// what holds it, nil for loc itself), at use: the location converted to
// unsafe.Pointer, a carried seat written there, or a spec stored whole
// below a pointer, that can still be in effect at use.
func (c *Census) loosenedAt(loc ssa.Value, addrs, holder []ssa.Value, use ssa.Instruction) verdict {
	if v := c.unsafeAt(addrs, use); len(v.faults) > 0 {
		return v
	}
	fa, _ := addrs[0].(*ssa.FieldAddr)
	seat := fa != nil && c.env.Carried(fieldVar(fa))
	isSpec := c.env.Spec.IsSpec(deref(addrs[0].Type()))
	if !seat && !isSpec {
		return verdict{}
	}
	blockers := map[ssa.Instruction]bool{}
	var stores []*ssa.Store
	for _, a := range addrs {
		for _, ref := range refs(a) {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == a {
				stores = append(stores, st)
				if isSpec {
					blockers[st] = true
				}
			}
			if isSpec && c.appliesTo(ref, a) {
				blockers[ref] = true
			}
		}
	}
	if isSpec {
		return c.restoredAt(loc, stores, use, blockers)
	}
	// A seat: the clamps applied to the spec that holds it, or the spec
	// stored whole, restore it.
	for _, a := range holder {
		for _, ref := range refs(a) {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == a || c.appliesTo(ref, a) {
				blockers[ref] = true
			}
		}
	}
	for _, w := range seatWrites(addrs) {
		if flow.Reaches(w, use, blockers) {
			name := fieldVar(fa).Name()
			v := bad(w.Pos(), kinds.SeatWrittenAfterClamps, "written after its clamps (seat %s)", name)
			v.faults[0].remedy = "write it first"
			v.faults[0].step = "seat " + name + " is written here, after the clamps"
			v.faults[0].made = posOf(loc)
			return v
		}
	}
	return verdict{}
}

// restoredAt judges the specs stored whole into a spec location below a
// pointer the origin walk accepted as made (a local's own stores are the
// walk's): each store that can be in effect at use must store a clean
// spec.
func (c *Census) restoredAt(loc ssa.Value, stores []*ssa.Store, use ssa.Instruction, blockers map[ssa.Instruction]bool) verdict {
	if _, local := loc.(*ssa.Alloc); local {
		return verdict{}
	}
	out := verdict{}
	for _, st := range stores {
		others := map[ssa.Instruction]bool{}
		for b := range blockers {
			if b != st {
				others[b] = true
			}
		}
		if flow.Reaches(st, use, others) {
			if v := c.origin(st.Val); len(v.faults) > 0 {
				out = union(out, verdict{faults: v.faults})
			}
		}
	}
	return out
}

// unsafeAt is the fault of a location converted to unsafe.Pointer where
// that can run before use: what is written through it cannot be followed.
func (c *Census) unsafeAt(addrs []ssa.Value, use ssa.Instruction) verdict {
	for _, a := range addrs {
		for _, ref := range refs(a) {
			if cv, ok := ref.(*ssa.Convert); ok && isUnsafePointer(cv.Type()) && flow.Reaches(cv, use, nil) {
				v := bad(cv.Pos(), kinds.SpecOriginUnfollowed, "a spec converted to unsafe.Pointer")
				v.faults[0].remedy = "write its fields by name"
				return v
			}
		}
	}
	return verdict{}
}

// seatWrites lists the writes into a seat that addrs address: stores to
// the seat, and stores to an element of the slice, array or map it holds.
func seatWrites(addrs []ssa.Value) []ssa.Instruction {
	var out []ssa.Instruction
	for _, a := range addrs {
		for _, ref := range refs(a) {
			switch r := ref.(type) {
			case *ssa.Store:
				if r.Addr == a {
					out = append(out, r)
				}
			case *ssa.UnOp: // the seat's value, loaded: its elements written
				if r.Op == token.MUL {
					out = append(out, elementWrites(r)...)
				}
			case *ssa.IndexAddr, *ssa.FieldAddr:
				out = append(out, seatWrites([]ssa.Value{ref.(ssa.Value)})...)
			}
		}
	}
	return out
}

// elementWrites lists the stores to an element of the slice or map v.
func elementWrites(v ssa.Value) []ssa.Instruction {
	var out []ssa.Instruction
	for _, ref := range refs(v) {
		switch r := ref.(type) {
		case *ssa.MapUpdate:
			if r.Map == v {
				out = append(out, r)
			}
		case *ssa.IndexAddr:
			out = append(out, seatWrites([]ssa.Value{r})...)
		}
	}
	return out
}

// fieldVar is the field fa addresses.
func fieldVar(fa *ssa.FieldAddr) *types.Var {
	st := deref(fa.X.Type()).Underlying().(*types.Struct)
	return st.Field(fa.Field)
}

func isUnsafePointer(t types.Type) bool {
	b, ok := types.Unalias(t).(*types.Basic)
	return ok && b.Kind() == types.UnsafePointer
}
