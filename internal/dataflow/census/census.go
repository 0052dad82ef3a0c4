package census

import (
	"fmt"
	"go/token"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// Env is what the census knows outside the SSA of the package: the roles
// and the facts of other packages. Every func field may be nil.
type Env struct {
	Fset *token.FileSet
	Pkg  *types.Package
	// Module is the path of the package's module, "" when not known.
	Module string
	Spec   roles.SpecMatcher
	// Sink returns the spec-carrying parameters of a spawn sink.
	Sink func(fn *types.Func) ([]int, bool)
	// SinkBehind returns a spawn sink that implements an unmarked
	// interface method.
	SinkBehind func(m *types.Func) (*types.Func, bool)
	// Root reports whether fn builds a root spec.
	Root func(fn *types.Func) bool
	// Carrier reports whether fn is a carrier.
	Carrier func(fn *types.Func) bool
	// Tighten reports whether fn is a tighten function.
	Tighten func(fn *types.Func) bool
	// Imported returns the census fact of a function or var of another
	// package.
	Imported func(obj types.Object) (*Fact, bool)
	// Clamped is the dataflow's verdict on a spec value (a T) of fn.
	Clamped func(fn *ssa.Function, v ssa.Value) bool
	// ClampedBefore is the dataflow's verdict on a location (a *T) at instr.
	ClampedBefore func(fn *ssa.Function, o ssa.Value, instr ssa.Instruction) bool
	// Carried reports whether a field of the spec type is a carried seat
	// (nil: no carrier in view, and no seat write is looked for).
	Carried func(field *types.Var) bool
	// VarLit returns the func literal a same-package var is initialized with.
	VarLit func(v *types.Var) *ssa.Function
	// VarLits returns the built func literals of a same-package
	// constructor var or table.
	VarLits func(v *types.Var) []*ssa.Function
	// VarCtor reports whether a same-package var is a constructor var: its
	// func literal calls a carrier (read from its syntax: the literal of a
	// constructor var is not built unless it calls a target).
	VarCtor func(v *types.Var) bool
	// Checked reports whether the calls of fn are checked (false in test
	// files).
	Checked func(fn *ssa.Function) bool
	// Constructor reports whether a function of the package, built or
	// not, calls a carrier in its body (read from its syntax): a spec it
	// returns is accepted without reading its body.
	Constructor func(fn *types.Func) bool
	// ImportedLoosening lists the methods of concrete types of other
	// packages whose facts list seats they leave written.
	ImportedLoosening func() []*types.Func
	// Elements finds the writes into a seat's elements, a callee's
	// included (never nil once Run starts).
	Elements *flow.Elements
	// Cleared returns the fact the syntactic pass computed for a function
	// of the package it cleared (not built: its summary is the fact's).
	Cleared func(fn *types.Func) (*Fact, bool)
}

// Finding is one spec whose origin the census does not accept.
type Finding struct {
	Pos, End token.Pos
	Message  string
	// Kind is the finding's kind (package internal/kinds), reported as the
	// diagnostic's Category.
	Kind string
	// Related are the steps (package internal/steps) of the path
	// the spec takes from its origin to the spawn sink's call.
	Related []analysis.RelatedInformation
}

// Result is the census of one package.
type Result struct {
	Findings []Finding
	// Reaches are the origin → sink pairs of the calls in view, sorted.
	Reaches []Reach
	// Facts are the facts to export, by function or var.
	Facts map[types.Object]*Fact
}

// Census is the state of one package's census.
type Census struct {
	env     *Env
	fns     []*ssa.Function
	ctors   map[*ssa.Function]bool
	obliged map[*ssa.Function][]int  // the parameters that reach a sink, sorted; never changed in place
	sinks   map[*ssa.Function][]Func // the sinks an obligation leads to
	values  map[ssa.Value]*verdict
	sums    map[*ssa.Function]*verdict
	byObj   map[types.Object]*ssa.Function
	leftOf  map[*ssa.Function][]SeatWrite // see loosens
	memOf   map[*ssa.Function][]string    // see memoryWrites
	// elemsBusy are the values elems is walking (a loop's phi meets itself).
	elemsBusy map[ssa.Value]bool
	// methods are the methods in view that may write below a parameter
	// (methodsInView), listed on first use.
	methods *[]*types.Func
	cache
}

// Run takes the census of the package whose functions (with bodies, func
// literals included) are fns.
func Run(env *Env, fns []*ssa.Function) *Result {
	if env.Elements == nil {
		env.Elements = flow.NewElements(nil)
	}
	c := &Census{env: env, fns: fns, ctors: map[*ssa.Function]bool{},
		obliged: map[*ssa.Function][]int{}, sinks: map[*ssa.Function][]Func{}, values: map[ssa.Value]*verdict{},
		sums: map[*ssa.Function]*verdict{}, byObj: map[types.Object]*ssa.Function{}, leftOf: map[*ssa.Function][]SeatWrite{}, memOf: map[*ssa.Function][]string{}, elemsBusy: map[ssa.Value]bool{}, cache: newCache()}
	for _, fn := range fns {
		if obj := fn.Object(); obj != nil {
			c.byObj[obj] = fn
		}
		if c.callsCarrier(fn) {
			c.ctors[fn] = true
		}
	}
	for c.propagate() {
	}
	res := &Result{Facts: map[types.Object]*Fact{}}
	res.Findings = c.findings()
	res.Reaches = c.reaches()
	c.facts(res)
	return res
}

// callsCarrier reports whether fn (or a func literal in it) calls the
// carrier directly.
func (c *Census) callsCarrier(fn *ssa.Function) bool {
	for _, sc := range c.index(fn).calls {
		if c.isCarrier(sc.callee) {
			return true
		}
	}
	for _, anon := range fn.AnonFuncs {
		if c.callsCarrier(anon) {
			return true
		}
	}
	return false
}

// staticFunc is the declared function a call names (the generic origin for
// an instance), or nil.
func staticFunc(call *ssa.CallCommon) *types.Func {
	callee := call.StaticCallee()
	if callee == nil {
		return nil
	}
	if orig := callee.Origin(); orig != nil {
		callee = orig
	}
	f, _ := callee.Object().(*types.Func)
	return f
}

// target is one call whose arguments at params must be clean specs.
type target struct {
	call   ssa.CallInstruction
	callee *types.Func
	sink   bool // a sink itself (else a function with an obligation)
	params []int
}

// targets lists the calls in fn that must be given clean specs, in the
// order of fn's instructions. Every round of propagate, the findings, the
// graph and the paths ask for them; they change only when a function of
// the package that fn calls gains an obligation, so the list is kept
// until then. A list is never changed once returned.
func (c *Census) targets(fn *ssa.Function) []target {
	tl := c.targetsOf[fn]
	if tl == nil {
		tl = &targetList{stamp: -1}
		for _, sc := range c.index(fn).calls {
			if local := c.byObj[sc.callee]; local != nil {
				tl.locals = append(tl.locals, local)
			}
		}
		c.targetsOf[fn] = tl
	}
	stamp := 0
	for _, local := range tl.locals {
		stamp += len(c.obliged[local]) // obligations are only added
	}
	if stamp == tl.stamp {
		return tl.list
	}
	tl.list, tl.stamp = nil, stamp
	for _, sc := range c.index(fn).calls {
		if t, ok := c.targetOfCallee(sc.call, sc.callee); ok {
			tl.list = append(tl.list, t)
		}
	}
	return tl.list
}

func (c *Census) targetOf(call ssa.CallInstruction) (target, bool) {
	g := staticFunc(call.Common())
	if g == nil {
		return target{}, false
	}
	return c.targetOfCallee(call, g)
}

// targetOfCallee is [Census.targetOf] for a call of g.
func (c *Census) targetOfCallee(call ssa.CallInstruction, g *types.Func) (target, bool) {
	if ps, ok := c.sinkOf(g); ok {
		return target{call: call, callee: g, sink: true, params: ps}, true
	}
	if local := c.byObj[g]; local != nil {
		if ob := c.obliged[local]; len(ob) > 0 {
			return target{call: call, callee: g, params: ob}, true
		}
		return target{}, false
	}
	if f, ok := c.imported(g); ok && len(f.Reaches) > 0 {
		return target{call: call, callee: g, params: f.Reaches}, true
	}
	return target{}, false
}

// propagate moves obligations from arguments to the parameters they come
// from; it reports whether any obligation was added.
func (c *Census) propagate() bool {
	changed := false
	for _, fn := range c.fns {
		for _, t := range c.targets(fn) {
			for _, i := range t.params {
				v := c.argOrigin(t, i)
				for _, p := range v.params() {
					if fn.Object() == nil {
						continue // a func literal's parameter: reported as a fault
					}
					changed = c.oblige(fn, p) || changed
					changed = c.addSinks(fn, c.sinksOf(t)) || changed
				}
			}
		}
	}
	return changed
}

// oblige adds parameter p to fn's obligations; it reports whether it was
// new. The sorted slice is replaced, never changed in place: a target
// made before holds the old one.
func (c *Census) oblige(fn *ssa.Function, p int) bool {
	ob := c.obliged[fn]
	i, found := slices.BinarySearch(ob, p)
	if found {
		return false
	}
	c.obliged[fn] = slices.Insert(slices.Clip(ob), i, p)
	return true
}

// sinksOf returns the sinks a target call leads to.
func (c *Census) sinksOf(t target) []Func {
	if t.sink {
		return []Func{c.funcOf(t.callee)}
	}
	if local := c.byObj[t.callee]; local != nil {
		return c.sinks[local]
	}
	if f, ok := c.imported(t.callee); ok {
		return f.Sinks
	}
	return nil
}

// addSinks adds sinks to fn's; it reports whether any was new.
func (c *Census) addSinks(fn *ssa.Function, sinks []Func) bool {
	added := false
	for _, s := range sinks {
		if !slices.Contains(c.sinks[fn], s) {
			c.sinks[fn], added = append(c.sinks[fn], s), true
		}
	}
	return added
}

// argOrigin is the origin of argument i of a target call.
func (c *Census) argOrigin(t target, i int) verdict {
	a := argAt(t.call.Common(), i)
	if a == nil {
		return verdict{}
	}
	if alloc, ok := a.(*ssa.Alloc); ok {
		if os, ok := c.appliedInPlace(alloc, t.call.(ssa.Instruction)); ok {
			if l := c.loosened(a, t.call.(ssa.Instruction)); len(l.faults) > 0 {
				l.origins = os
				return l
			}
			return origins(os...)
		}
	}
	got := c.argValues(a)
	call, _ := t.call.(ssa.Instruction)
	if len(got.faults) > 0 && c.env.ClampedBefore != nil && c.env.Spec.IsSpec(deref(a.Type())) {
		// Asked only where the walk finds a fault (see originOnce).
		if call != nil && c.env.ClampedBefore(call.Parent(), a, call) {
			return verdict{origins: got.origins}
		}
	}
	if len(got.faults) == 0 && call != nil {
		// Made clamped: still clamped here? (loosen.go)
		if l := c.loosened(a, call); len(l.faults) > 0 {
			l.origins = got.origins // for the graph: what was written after its clamps
			return l
		}
	}
	return got
}

// argAt is the argument of call at parameter i, numbered as SSA numbers a
// function's parameters (a method's receiver first): a call through an
// interface method has its receiver in Value. Nil past the last.
func argAt(call *ssa.CallCommon, i int) ssa.Value {
	if call.IsInvoke() {
		if i == 0 {
			return call.Value
		}
		i--
	}
	if i >= len(call.Args) {
		return nil
	}
	return call.Args[i]
}

// name names a function for a message: "Runner.Start" in this package,
// "runner.Runner.Start" elsewhere.
func (c *Census) name(g *types.Func) string {
	n := g.Name()
	if recv := g.Signature().Recv(); recv != nil {
		if named, ok := types.Unalias(deref(recv.Type())).(*types.Named); ok {
			n = named.Obj().Name() + "." + n
		}
	}
	if g.Pkg() != nil && g.Pkg() != c.env.Pkg {
		n = g.Pkg().Name() + "." + n
	}
	return n
}

func deref(t types.Type) types.Type {
	if p, ok := types.Unalias(t).Underlying().(*types.Pointer); ok {
		return p.Elem()
	}
	return t
}

// findings reports every fault reaching a checked call, and every sink or
// function with an obligation used as a value.
func (c *Census) findings() []Finding {
	var out []Finding
	seen := map[string]bool{}
	add := func(f Finding) {
		key := fmt.Sprint(f.Pos, f.Message)
		if !seen[key] {
			seen[key] = true
			out = append(out, f)
		}
	}
	for _, fn := range c.fns {
		if c.env.Checked != nil && !c.env.Checked(fn) {
			continue
		}
		for _, t := range c.targets(fn) {
			for _, i := range t.params {
				for _, f := range c.argOrigin(t, i).faults {
					add(c.finding(fn, t, i, f))
				}
			}
		}
		for _, f := range c.valueUses(fn) {
			add(f)
		}
		for _, call := range c.index(fn).behind {
			add(c.behindFinding(fn, call))
		}
	}
	return out
}

// finding words one fault at argument i of a target call, with the path
// it takes there.
func (c *Census) finding(fn *ssa.Function, t target, i int, f fault) Finding {
	pos, at := f.pos, fn
	if f.step != "" {
		// What happened on the way (a write after the clamps) is found
		// where it happened, in the function that made fn too.
		at = outermost(fn)
	}
	if !pos.IsValid() || !inFunc(at, pos) {
		pos, at = t.call.Pos(), fn
	}
	start, end := nodeAt(at, pos)
	remedy := f.remedy
	if remedy == "" {
		remedy = "use a constructor"
	}
	return Finding{Pos: start, End: end, Related: c.path(fn, t, i, f), Kind: f.kind,
		Message: fmt.Sprintf("spec reaching %s is %s: %s", c.name(t.callee), f.what, remedy)}
}

// behindFinding reports a call through an interface method that a spawn
// sink implements, unmarked: the specs it hands on are checked by no one.
func (c *Census) behindFinding(fn *ssa.Function, call ssa.CallInstruction) Finding {
	m := call.Common().Method
	sink, _ := c.env.SinkBehind(m)
	start, end := nodeAt(fn, call.Pos())
	return Finding{Pos: start, End: end, Kind: kinds.SpawnBehindInterface,
		Message: fmt.Sprintf("call through %s may start a child: mark the method a spawn sink", c.name(m)),
		Related: c.declSteps(
			declStep{m, c.name(m) + " is declared here, unmarked"},
			declStep{sink, "spawn sink " + c.name(sink) + " implements it here"})}
}

// declStep is a step at a declaration.
type declStep struct {
	g    *types.Func
	what string
}

// declSteps are steps at declarations, at the range both drivers give
// them (export data keeps less of another package's positions), those
// whose range is not known left out.
func (c *Census) declSteps(ds ...declStep) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, d := range ds {
		if pos, end, ok := c.declRange(d.g); ok {
			out = append(out, steps.Related(pos, end, d.what))
		}
	}
	return out
}

// inFunc reports whether pos lies in fn's syntax.
func inFunc(fn *ssa.Function, pos token.Pos) bool {
	syn := fn.Syntax()
	return syn != nil && syn.Pos() <= pos && pos < syn.End()
}

// outermost is the declared function fn is a func literal of, at any
// depth, or fn itself.
func outermost(fn *ssa.Function) *ssa.Function {
	for fn.Parent() != nil {
		fn = fn.Parent()
	}
	return fn
}

// valueUses reports sinks and functions with obligations that fn uses as
// values: their calls cannot be followed.
func (c *Census) valueUses(fn *ssa.Function) []Finding {
	var out []Finding
	for _, v := range c.index(fn).values {
		g := v.fn
		if !c.spawnPath(g) {
			continue
		}
		pos := v.instr.Pos()
		if !pos.IsValid() {
			pos = fn.Pos()
		}
		start, end := nodeAt(fn, pos)
		out = append(out, Finding{Pos: start, End: end, Related: c.whySpawnPath(g), Kind: kinds.SpawnPathUsedAsValue,
			Message: fmt.Sprintf("%s, a spawn path, used as a value: call it directly", c.name(g))})
	}
	return out
}

// spawnPath reports whether g is a sink or has an obligation.
func (c *Census) spawnPath(g *types.Func) bool {
	if _, ok := c.sinkOf(g); ok {
		return true
	}
	if local := c.byObj[g]; local != nil && len(c.obliged[local]) > 0 {
		return true
	}
	f, ok := c.imported(g)
	return ok && len(f.Reaches) > 0
}

// argValues is the origin of the specs an argument hands on: a spec or a
// holder by its origin; a slice or array (a variadic's included) and a map
// by their elements; a func by what it returns.
func (c *Census) argValues(a ssa.Value) verdict {
	switch types.Unalias(a.Type()).Underlying().(type) {
	case *types.Slice, *types.Array:
		return c.elems(a)
	case *types.Map:
		return c.mapElems(a)
	case *types.Signature:
		return c.funcResults(a)
	}
	return c.origin(a)
}

// funcResults is the origin of what a func value returns: a function or
// func literal of the package, by its summary; it may not depend on the
// func's own parameters, whose callers are not known.
func (c *Census) funcResults(v ssa.Value) verdict {
	var fn *ssa.Function
	switch x := v.(type) {
	case *ssa.Function:
		fn = x
	case *ssa.MakeClosure:
		fn, _ = x.Fn.(*ssa.Function)
	}
	if fn == nil || fn.Blocks == nil {
		return bad(posOf(v), kinds.SpecOriginUnfollowed, "a func value whose results cannot be followed")
	}
	sum := c.summary(fn)
	if sum.from != 0 {
		return bad(posOf(v), kinds.SpecOriginUnfollowed, "a func value whose specs come from its own parameters")
	}
	return sum
}
