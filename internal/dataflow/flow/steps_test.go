package flow

import (
	"go/ast"
	"reflect"
	"testing"

	"golang.org/x/tools/go/ssa"
)

// referenceSolve is the solver without steps: every instruction is
// transferred in every pass, and a last pass records the state before each
// instruction of the reached blocks.
func referenceSolve[S comparable](fn *ssa.Function, l lattice[S]) map[ssa.Instruction]S {
	n := len(fn.Blocks)
	out, seen := make([]S, n), make([]bool, n)
	for changed := true; changed; {
		changed = false
		for _, b := range fn.Blocks {
			s, ok := blockIn(b, l, out, seen)
			if !ok {
				continue
			}
			for _, instr := range b.Instrs {
				s = l.transfer(instr, s)
			}
			if !seen[b.Index] || out[b.Index] != s {
				seen[b.Index], out[b.Index], changed = true, s, true
			}
		}
	}
	before := map[ssa.Instruction]S{}
	for _, b := range fn.Blocks {
		s, ok := blockIn(b, l, out, seen)
		if !ok {
			continue
		}
		for _, instr := range b.Instrs {
			before[instr] = s
			s = l.transfer(instr, s)
		}
	}
	return before
}

// stepWorlds are the packages of the rules' cases and a generated one, each
// with its roles.
func stepWorlds(t *testing.T) map[string]struct {
	b *Built
	r *Roles
} {
	out := map[string]struct {
		b *Built
		r *Roles
	}{}
	for _, tc := range policyCases {
		w := newWorld()
		pol := w.add(t, "example.com/policy", policySrc)
		w.add(t, "eng", engineHeader+tc.src)
		r, _ := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
		out["policy/"+tc.name] = struct {
			b *Built
			r *Roles
		}{w.build("eng"), r}
	}
	for _, tc := range selfCases {
		w := newWorld()
		pkg := w.add(t, "self", tc.header+tc.src)
		r, _ := NewRoles(funcObj(t, pkg, "Carry"), nil)
		if pkg.Scope().Lookup("Tighten") != nil {
			r, _ = NewRoles(funcObj(t, pkg, "Carry"), funcObj(t, pkg, "Tighten"))
		}
		out["self/"+tc.name] = struct {
			b *Built
			r *Roles
		}{w.build("self"), r}
	}
	for name, src := range map[string]string{"generated": generated(10), "branches": engineHeader + branchesSrc} {
		w := newWorld()
		pol := w.add(t, "example.com/policy", policySrc)
		w.add(t, "eng", src)
		r, _ := NewRoles(funcObj(t, pol, "Carry"), funcObj(t, pol, "Tighten"))
		out[name] = struct {
			b *Built
			r *Roles
		}{w.build("eng"), r}
	}
	return out
}

// branchesSrc changes a location's state in loops and in an else branch,
// whose blocks SSA numbers after the block they join: the solver's later
// passes are what see those edges.
const branchesSrc = `
func loopApply(p policy.TaskSpec, n int) policy.TaskSpec {
	spec := policy.TaskSpec{}
	for i := 0; i < n; i++ {
		if i%2 == 0 {
			policy.Carry(whole(p)).Apply(&spec)
		} else {
			spec.HandsReadOnly = false
		}
	}
	return spec
}

func elseApply(p policy.TaskSpec, x bool) policy.TaskSpec {
	spec := policy.TaskSpec{}
	if x {
		spec.MaxTurns = 1
	} else {
		policy.Carry(whole(p)).Apply(&spec)
	}
	return spec
}

func loopSource(n int) policy.Clamps {
	src := policy.Source{HandsReadOnly: true}
	var c policy.Clamps
	for i := 0; i < n; i++ {
		c = policy.Carry(src)
		src.HandsReadOnly = false
	}
	return c
}

func elseSource(p policy.TaskSpec, x bool) policy.Clamps {
	src := policy.Source{}
	if x {
		src.WriteFace = "a"
	} else {
		src = whole(p)
	}
	return policy.Carry(src)
}
`

// locations lists the candidate locations of fn: every local, every
// parameter, and every spec field of a local struct.
func locations(c *Checker, fn *ssa.Function) []ssa.Value {
	var out []ssa.Value
	for _, p := range fn.Params {
		out = append(out, p)
	}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			switch x := instr.(type) {
			case *ssa.Alloc:
				out = append(out, x)
			case *ssa.FieldAddr:
				if o := c.canon(x); o != ssa.Value(x) {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// TestStepsKeepTheSolution: solving a location over its steps gives, before
// every instruction, the state the solver gives when it transfers every
// instruction, and reports the same findings — for both rules, every
// location of every function of the rules' cases.
func TestStepsKeepTheSolution(t *testing.T) {
	changing := 0 // locations whose state is not the same everywhere
	for name, wr := range stepWorlds(t) {
		for _, fn := range wr.b.All() {
			for _, o := range locations(NewChecker(fn.Prog.Fset, wr.r, nil), fn) {
				changing += compareReach(t, name, fn, wr.r, o)
				if a, ok := o.(*ssa.Alloc); ok {
					changing += compareSources(t, name, fn, wr.r, a)
				}
			}
		}
	}
	if changing < 100 {
		t.Errorf("only %d locations change state: the comparison is too weak", changing)
	}
}

// compareReach compares the clamp states and findings of o; 1 when o's
// state changes somewhere.
func compareReach(t *testing.T, name string, fn *ssa.Function, r *Roles, o ssa.Value) int {
	t.Helper()
	got := NewChecker(fn.Prog.Fset, r, nil).newRun(fn)
	sol := got.solveLoc(o)
	ref := NewChecker(fn.Prog.Fset, r, nil).newRun(fn)
	want := referenceSolve(fn, lattice[clampState]{meet: meetClamp, transfer: func(instr ssa.Instruction, s clampState) clampState {
		return ref.step(o, instr, s, nil)
	}})
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if w, ok := want[instr]; ok {
				ref.step(o, instr, w, &ref.findings)
			}
		}
	}
	if !reflect.DeepEqual(got.findings, ref.findings) {
		t.Errorf("%s: %s: %v: findings %v, want %v", name, fn.Name(), o, got.findings, ref.findings)
	}
	return compareStates(t, name, fn, o, sol.at, want)
}

// compareSources compares the source origins held by a; 1 when a's state
// changes somewhere. It also checks the literal found for a against a walk
// of the whole function.
func compareSources(t *testing.T, name string, fn *ssa.Function, r *Roles, a *ssa.Alloc) int {
	t.Helper()
	run := NewChecker(fn.Prog.Fset, r, nil).newSrcRun(fn)
	sol := run.solveSrc(a, stepsOf(fn, a))
	ref := NewChecker(fn.Prog.Fset, r, nil).newSrcRun(fn)
	loc := srcLoc{a: a, lit: literalByWalk(fn, a)}
	if got := run.literal(a); got != loc.lit {
		t.Errorf("%s: %s: literal of %v = %v, want %v", name, fn.Name(), a, got, loc.lit)
	}
	want := referenceSolve(fn, lattice[srcState]{meet: meetSrc, transfer: func(instr ssa.Instruction, s srcState) srcState {
		return ref.srcStep(loc, instr, s)
	}})
	return compareStates(t, name, fn, a, sol.at, want)
}

// literalByWalk finds a's literal by a walk of all of fn's syntax.
func literalByWalk(fn *ssa.Function, a *ssa.Alloc) *ast.CompositeLit {
	var lit *ast.CompositeLit
	if fn.Syntax() != nil && a.Comment == "complit" {
		ast.Inspect(fn.Syntax(), func(n ast.Node) bool {
			if cl, ok := n.(*ast.CompositeLit); ok && cl.Lbrace == a.Pos() {
				lit = cl
			}
			return true
		})
	}
	return lit
}

// compareStates compares at against want before every instruction of fn.
func compareStates[S comparable](t *testing.T, name string, fn *ssa.Function, o ssa.Value, at func(ssa.Instruction) S, want map[ssa.Instruction]S) int {
	t.Helper()
	var zero S
	distinct := map[S]bool{}
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			w := want[instr] // zero where not reached
			distinct[w] = true
			if got := at(instr); got != w {
				t.Errorf("%s: %s: %v before %v: got %+v, want %+v\n%s", name, fn.Name(), o, instr, got, w, dump(fn))
				return 0
			}
		}
	}
	if len(distinct) > 1 || !distinct[zero] {
		return 1
	}
	return 0
}
