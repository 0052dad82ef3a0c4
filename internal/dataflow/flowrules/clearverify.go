package flowrules

import (
	"fmt"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"golang.org/x/tools/go/ssa"
)

// verify runs the SSA rules on every function and constructor var's
// literal the syntactic pass cleared (built under straightline.Verify) and records
// each one where they report a finding or derive other obligations than
// the pass did.
func (f *flowRun) verify() {
	for obj, obs := range f.cleared {
		var fn *ssa.Function
		switch o := obj.(type) {
		case *types.Func:
			fn = f.built.Func(o)
		case *types.Var:
			fn = f.built.VarLit(o)
		}
		if fn == nil {
			f.disagreements = append(f.disagreements, fmt.Sprintf("%s: cleared but not built", obj.Name()))
			continue
		}
		for _, ck := range f.checkers {
			f.verifyOne(ck, obj, fn, obs)
		}
	}
	slices.Sort(f.disagreements)
}

// verifyOne compares, for one checker, SSA's verdict on fn with the pass's.
func (f *flowRun) verifyOne(ck *checker, obj types.Object, fn *ssa.Function, obs []int) {
	name := obj.Pkg().Path() + "." + obj.Name()
	fs, all := ck.c.SourcesVars(fn, &flow.VarHooks{
		Fixed: func(v *types.Var) bool { return f.s.ctorVars[v] },
		Sinks: func(v *types.Var) []int { return f.varSinks(ck, v) },
	})
	for _, fd := range fs {
		f.disagree(name, "sources", fd.Message)
	}
	var ssaObs []int
	for _, o := range all {
		if o.Func == obj || o.Var == obj {
			ssaObs = append(ssaObs, o.Param)
		}
	}
	slices.Sort(ssaObs)
	if mine := slices.Sorted(slices.Values(obs)); !slices.Equal(slices.Compact(ssaObs), mine) {
		f.disagree(name, "obligations", fmt.Sprint(ssaObs, " != ", mine))
	}
	if ck.reach && calls(fn, ck.carrier) {
		for _, fd := range ck.c.Reach(fn) {
			f.disagree(name, "reach", fd.Message)
		}
	}
}

// report is what the pass cleared and where SSA disagreed.
func (f *flowRun) report() straightline.Report {
	r := straightline.Report{Disagreements: f.disagreements}
	for obj := range f.cleared {
		r.Cleared = append(r.Cleared, obj.Name())
	}
	slices.Sort(r.Cleared)
	return r
}

func (f *flowRun) disagree(fn, rule, what string) {
	f.disagreements = append(f.disagreements, fmt.Sprintf("%s: cleared, but SSA's %s rule says: %s", fn, rule, what))
}
