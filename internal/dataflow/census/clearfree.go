package census

import "go/types"

// named is what a wanted function's body (func literals included) names:
// a target directly, and the package's wanted functions.
type named struct {
	target bool
	locals []*types.Func
}

// targetFree returns the wanted functions, among those the shapes depend
// on and are not shapes themselves (and what they name, transitively),
// whose census can give no obligation: their bodies name no sink, no
// other package's function whose parameters reach one, and only such
// functions of the package. A function calls a target only if it names
// one, and only a function that calls a target gets obligations, so the
// set is exact for what it holds.
func (cl *clearing) targetFree() map[*types.Func]bool {
	var todo []*types.Func
	seen := map[*types.Func]bool{}
	for _, sh := range cl.shapes {
		for _, d := range sh.deps {
			if cl.shapes[d] == nil && !seen[d] {
				seen[d] = true
				todo = append(todo, d)
			}
		}
	}
	for i := 0; i < len(todo); i++ {
		for _, g := range cl.namesOf(todo[i]).locals {
			if !seen[g] {
				seen[g] = true
				todo = append(todo, g)
			}
		}
	}
	free := map[*types.Func]bool{}
	for _, g := range todo {
		free[g] = !cl.namesOf(g).target
	}
	for changed := true; changed; {
		changed = false
		for _, g := range todo {
			if !free[g] {
				continue
			}
			for _, l := range cl.namesOf(g).locals {
				if !free[l] && cl.shapes[l] == nil {
					free[g], changed = false, true
					break
				}
			}
		}
	}
	return free
}

// namesOf reads what g's body names, once; a function without a
// declaration here names a target as far as the pass knows. The
// functions a body names are its uses in the package's index of function
// uses, in the order a walk of the body meets them.
func (cl *clearing) namesOf(g *types.Func) *named {
	if n := cl.names[g]; n != nil {
		return n
	}
	n := &named{}
	cl.names[g] = n
	body := cl.cs.bodyOf[g]
	if body == nil {
		n.target = true
		return n
	}
	for _, u := range cl.cs.funcs.In(body) {
		h := u.Fn.Origin()
		if _, _, t := cl.target(h); t {
			n.target = true
			break
		}
		if h.Pkg() == cl.cs.pass.Pkg && cl.want[h] {
			n.locals = append(n.locals, h)
		}
	}
	return n
}
