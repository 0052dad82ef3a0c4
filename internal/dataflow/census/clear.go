package census

import (
	"cmp"
	"go/ast"
	"go/types"
	"path/filepath"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/modpath"
)

// The census's syntactic pass. Most functions the census would build SSA
// for in an engine are builders of one of a few shapes — state the spec's
// own values, hand its address to a registered in-place applier (or to
// Apply with the clamps a registered producer returns), return it; take the
// spec a registered constructor returns and return it; start child runs
// with the specs such builders return; list the builders — and building
// SSA for each costs more than type-checking it. The pass below proves,
// from the syntax, go/types and the census facts, what the census would
// find in such a function: no finding, no obligation, a clean summary
// whose origins it names, and the origin → sink pairs of its spawn calls.
// It may only ever clear: every statement it does not recognize exactly
// leaves the function to SSA (it reads the statements with
// straightline.Read, the grammar the flow rules' pass reads too).
// TestFastPathAgreesWithSSA (package dataflow) runs the census with
// and without the pass on every scenario, the example engine and generated
// engines clean and broken, and requires identical findings, facts and
// graph.

// clearing is the syntactic pass over one package.
type clearing struct {
	cs   *censusSite
	want map[types.Object]bool
	// shapes are the wanted functions whose every statement the pass
	// understands; cleared are those it clears, with their facts.
	shapes  map[*types.Func]*shape
	facts   map[*types.Func]*Fact
	reaches []Reach
	// noReturn is SSA's no-return predicate, made on first use;
	// importedNoReturn is the same predicate made without the package's
	// declarations, which it reads only to decide a function of the
	// package (see importedReturns).
	module           string // the package's module, "" when not known (see trusted)
	noReturn         func(*types.Func) bool
	importedNoReturn func(*types.Func) bool
	// names is what each function's body names (see targetFree), read
	// on demand.
	names map[*types.Func]*named
	// readWhole are the functions the pass read every statement of, and
	// returning whether each returns (see returnsFn).
	readWhole map[*types.Func]*shape
	returning map[*types.Func]bool
	// sinkLists are the sinks target named (see sinkList).
	sinkLists []namedSink
	// w is the walker read reuses for each function (nothing keeps it);
	// rt is callsReturn's walk.
	w  walker
	rt straightline.Neutral
}

// shape is what the pass read of one function.
type shape struct {
	obj  *types.Func
	deps []*types.Func // wanted functions of the package it names: cleared too, or it is not
	// result is how the spec it returns is made (nil: it returns none).
	result *made
	spawns []spawnCall
	// argOrigins are the origins of the spawns' arguments, in order, as
	// fact found them in this round of summarize (see summarize).
	argOrigins [][]Origin
	// mustReturn are the package's functions it calls outside an if's
	// body: SSA drops what follows a call that never returns.
	mustReturn []*types.Func
	busy       bool // its fact is being computed (recursion)
}

// made is the origin of a returned spec: the clamps an applier applied to
// the local spec, or the result of a call.
type made struct {
	applier *Origin
	call    *ast.CallExpr
}

// spawnCall is a call of a sink, or of another package's function whose
// parameters reach one, with the calls that make its arguments there.
type spawnCall struct {
	sinks []Func
	args  []*ast.CallExpr
}

// clear runs the pass over the wanted functions; it returns nil when it
// is off.
func (cs *censusSite) clear(want map[types.Object]bool) *clearing {
	if straightline.Off {
		return nil
	}
	n := len(want) // at most the functions read, and most of them are
	cl := &clearing{cs: cs, want: want, shapes: make(map[*types.Func]*shape, n), module: modulePath(cs.pass),
		readWhole: make(map[*types.Func]*shape, n), returning: make(map[*types.Func]bool, n)}
	cl.rt = straightline.Neutral{Judge: returnsJudge{cl}, FuncLits: true}
	for _, f := range cs.pass.Files {
		if modpath.IsTestFile(filepath.Base(cs.pass.Fset.PositionFor(f.Pos(), false).Filename)) {
			continue // its calls are not checked: SSA keeps the rule simple
		}
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok {
				cl.read(fd)
			}
		}
	}
	cl.names = map[*types.Func]*named{}
	for obj, sh := range cl.shapes {
		if !cl.returns(sh) {
			delete(cl.shapes, obj)
		}
	}
	for {
		cl.prune()
		if cl.summarize() {
			return cl
		}
	}
}

// read records fd's shape when fd is a wanted function the pass
// understands.
func (cl *clearing) read(fd *ast.FuncDecl) {
	obj, ok := cl.cs.pass.TypesInfo.Defs[fd.Name].(*types.Func)
	if !ok || fd.Body == nil || !cl.want[obj] || cl.cs.ctors[obj] || cl.cs.memory[obj] || fd.Type.TypeParams != nil || generic(obj) ||
		cl.cs.takesSpecPointer(obj.Signature()) {
		return
	}
	w := &cl.w
	*w = walker{cl: cl, obj: obj, sh: &shape{obj: obj}, funcs: cl.cs.funcs.In(fd.Body)}
	w.nt.Judge = w
	if w.body(fd.Body.List) {
		cl.shapes[obj] = w.sh
		cl.readWhole[obj] = w.sh
	}
}

// generic reports whether fn has type parameters, its own or its
// receiver's.
func generic(fn *types.Func) bool {
	sig := fn.Signature()
	return sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0
}

// prune drops, until none is left, every shape that names a wanted
// function of the package that is neither cleared nor free of targets:
// SSA's census may give that function obligations, which would make a
// call of it a target. (A shape needs no other function's summary but
// those callOrigins reads: roots, constructors, cleared functions.)
func (cl *clearing) prune() {
	for changed := true; changed; {
		changed = false
		free := cl.targetFree()
		for obj, sh := range cl.shapes {
			for _, d := range sh.deps {
				if cl.shapes[d] == nil && !free[d] {
					delete(cl.shapes, obj)
					changed = true
					break
				}
			}
		}
	}
}

// summarize computes the facts and origin → sink pairs of every shape; a
// shape whose origins it cannot name (a recursive call, a callee whose
// summary is not clean) is dropped, and it reports false so that the
// shapes are pruned again.
func (cl *clearing) summarize() bool {
	cl.facts = make(map[*types.Func]*Fact, len(cl.shapes))
	objs := make([]*types.Func, 0, len(cl.shapes))
	n := 0 // the calls at spawns: at least one pair each, mostly one
	for obj, sh := range cl.shapes {
		objs = append(objs, obj)
		for _, sp := range sh.spawns {
			n += len(sp.args)
		}
	}
	slices.SortFunc(objs, func(a, b *types.Func) int { return cmp.Compare(a.Pos(), b.Pos()) })
	for _, obj := range objs {
		if _, ok := cl.fact(obj); !ok {
			delete(cl.shapes, obj)
			return false
		}
	}
	// Every fact was made this round, with each spawn argument's origins:
	// a callee's fact, once made, does not change within a round, so they
	// are what callOrigins would find again.
	cl.reaches = make([]Reach, 0, n)
	for _, obj := range objs {
		sh, k := cl.shapes[obj], 0
		for _, sp := range sh.spawns {
			for range sp.args {
				for _, o := range sh.argOrigins[k] {
					for _, s := range sp.sinks {
						cl.reaches = append(cl.reaches, Reach{Origin: o, Sink: s})
					}
				}
				k++
			}
		}
	}
	return true
}

// fact is the census fact of a shape, as the census would export it.
func (cl *clearing) fact(obj *types.Func) (*Fact, bool) {
	if f, ok := cl.facts[obj]; ok {
		return f, f != nil
	}
	sh := cl.shapes[obj]
	if sh == nil || sh.busy {
		return nil, false
	}
	sh.busy = true
	defer func() { sh.busy = false }()
	f := &Fact{Reaches: []int{}}
	if !cl.spawnOrigins(sh) {
		cl.facts[obj] = nil
		return nil, false
	}
	if sh.result != nil {
		var ok bool
		if f.Origins, ok = cl.resultOrigins(sh.result); !ok {
			cl.facts[obj] = nil
			return nil, false
		}
		f.Clean = true
	}
	cl.facts[obj] = f
	return f, true
}

// spawnOrigins records in sh.argOrigins the origins of the arguments of
// sh's spawns; it reports false when it cannot name one.
func (cl *clearing) spawnOrigins(sh *shape) bool {
	n := 0
	for _, sp := range sh.spawns {
		n += len(sp.args)
	}
	if cap(sh.argOrigins) < n {
		sh.argOrigins = make([][]Origin, 0, n)
	}
	sh.argOrigins = sh.argOrigins[:0]
	for _, sp := range sh.spawns {
		for _, a := range sp.args {
			os, ok := cl.callOrigins(a)
			if !ok {
				return false
			}
			sh.argOrigins = append(sh.argOrigins, os)
		}
	}
	return true
}

// resultOrigins are the origins of a returned spec, sorted.
func (cl *clearing) resultOrigins(m *made) ([]Origin, bool) {
	if m.applier != nil {
		return []Origin{*m.applier}, true // one origin: sorted as it is
	}
	os, ok := cl.callOrigins(m.call)
	if !ok {
		return nil, false
	}
	return sortedOrigins(os), true
}

// merge adds the pass's facts and origin → sink pairs to res.
func (cl *clearing) merge(res *Result) {
	for obj, f := range cl.facts {
		if !empty(f) {
			res.Facts[obj] = f
		}
	}
	if res.Reaches == nil && len(cl.reaches) > 0 {
		res.Reaches = sortReaches(cl.reaches) // no SSA: the pass's pairs alone, not copied
		return
	}
	res.Reaches = sortReaches(append(res.Reaches, cl.reaches...))
}

// cleared reports whether the pass cleared obj; nil-safe.
func (cl *clearing) cleared(obj types.Object) bool {
	if cl == nil {
		return false
	}
	fn, ok := obj.(*types.Func)
	return ok && cl.facts[fn] != nil
}

// clearedFact is Env.Cleared.
func (cl *clearing) clearedFact(fn *types.Func) (*Fact, bool) {
	if cl == nil {
		return nil, false
	}
	f := cl.facts[fn]
	return f, f != nil
}

// sortReaches sorts and deduplicates origin → sink pairs.
func sortReaches(out []Reach) []Reach {
	slices.SortFunc(out, func(a, b Reach) int {
		if c := compareOrigin(a.Origin, b.Origin); c != 0 {
			return c
		}
		return cmp.Or(compareFunc(a.Sink, b.Sink), cmp.Compare(a.State, b.State))
	})
	return slices.Compact(out)
}
