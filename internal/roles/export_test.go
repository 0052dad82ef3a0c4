package roles

import "go/types"

// CarrierFactUnfiltered reads fn's carrier fact without ImportedCarrier's
// look at the visible carriers first, for the test that the look never
// turns a carrier away.
func (p *Package) CarrierFactUnfiltered(fn *types.Func) (*CarrierFact, bool) {
	if fn.Pkg() == nil || fn.Pkg() == p.pass.Pkg {
		return nil, false
	}
	return p.carrierFact(fn)
}
