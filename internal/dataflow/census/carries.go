package census

import "go/types"

// takesSpec is cs.m.TakesSpec(sig), with carries remembered per named
// type (see carries). The census asks it once per function the package
// uses: some forty in a package of twenty constructors, whose receivers
// and parameters share a handful of named types.
func (cs *censusSite) takesSpec(sig *types.Signature) bool {
	if sig.Recv() != nil && cs.carries(sig.Recv().Type()) {
		return true
	}
	for i := range sig.Params().Len() {
		if cs.carries(sig.Params().At(i).Type()) {
			return true
		}
	}
	return false
}

// carries is cs.m.CarriesIn(t). The matcher sees through one pointer to a
// type, then walks a struct's fields with a fresh set of the types seen;
// for a named type that is no pointer (a receiver, a run that holds the
// spec) the answer is the same for T and *T, and is remembered by the
// *types.Named, a pointer key.
func (cs *censusSite) carries(t types.Type) bool {
	u := types.Unalias(t)
	if p, ok := u.Underlying().(*types.Pointer); ok {
		u = types.Unalias(p.Elem())
	}
	n, ok := u.(*types.Named)
	if !ok {
		return cs.m.CarriesIn(t)
	}
	if _, ptr := n.Underlying().(*types.Pointer); ptr {
		return cs.m.CarriesIn(t) // a named pointer: the matcher sees through it twice
	}
	c, known := cs.carriesOf[n]
	if !known {
		c = cs.m.CarriesIn(n)
		cs.carriesOf[n] = c
	}
	return c
}
