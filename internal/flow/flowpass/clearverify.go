package flowpass

import (
	"fmt"
	"slices"
)

// verify runs the SSA rules on every function the syntactic pass cleared
// (built under verifyClear) and records each one where they report a
// finding or derive other obligations than the pass did.
func (f *flowRun) verify() {
	for obj, obs := range f.cleared {
		fn := f.built.Func(obj)
		if fn == nil {
			f.disagreements = append(f.disagreements, fmt.Sprintf("%s: cleared but not built", obj.FullName()))
			continue
		}
		for _, ck := range f.checkers {
			m := f.sources(ck, fn)
			for _, fd := range m.findings {
				f.disagree(obj.FullName(), "sources", fd.Message)
			}
			var ssaObs []int
			for _, o := range m.obs {
				if o.Func == obj {
					ssaObs = append(ssaObs, o.Param)
				}
			}
			slices.Sort(ssaObs)
			mine := slices.Sorted(slices.Values(obs))
			if !slices.Equal(slices.Compact(ssaObs), mine) {
				f.disagree(obj.FullName(), "obligations", fmt.Sprint(ssaObs, " != ", mine))
			}
			if ck.reach && calls(fn, ck.carrier) {
				for _, fd := range ck.c.Reach(fn) {
					f.disagree(obj.FullName(), "reach", fd.Message)
				}
			}
		}
	}
	slices.Sort(f.disagreements)
}

func (f *flowRun) disagree(fn, rule, what string) {
	f.disagreements = append(f.disagreements, fmt.Sprintf("%s: cleared, but SSA's %s rule says: %s", fn, rule, what))
}
