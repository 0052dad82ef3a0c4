package census

import (
	"go/types"
	"slices"

	"golang.org/x/tools/go/ssa"
)

// cache holds what the census asks again and again of things that cannot
// change during a run: every round of propagate, then the findings and the
// graph, walk the calls of every function and ask of each callee whether
// it is a sink, a carrier or has a fact. Asked of the environment, each
// answer costs a fact import (a map lookup and a reflective copy) or a
// search of the package's roles; here it is asked once per function.
type cache struct {
	indexOf   map[*ssa.Function]*body
	targetsOf map[*ssa.Function]*targetList
	scratch   body
	sinkOfs   map[*types.Func]sinkParams
	carrierOf map[*types.Func]bool
	funcOfs   map[*types.Func]Func
}

func newCache() cache {
	return cache{indexOf: map[*ssa.Function]*body{}, targetsOf: map[*ssa.Function]*targetList{}, sinkOfs: map[*types.Func]sinkParams{},
		carrierOf: map[*types.Func]bool{}, funcOfs: map[*types.Func]Func{}}
}

// body is what the census reads of a function's instructions (not those
// of its func literals), in their order, read in one pass.
type body struct {
	calls  []staticCall // interface method sinks included
	values []funcValue
	// behind are the calls through an unmarked interface method that a
	// spawn sink implements.
	behind []ssa.CallInstruction
}

// targetList is the targets of a function, made when the functions of
// the package it calls (locals, one per call) had stamp obligations.
type targetList struct {
	locals []*ssa.Function
	stamp  int
	list   []target
}

// staticCall is a call of a declared function ([staticFunc]).
type staticCall struct {
	call   ssa.CallInstruction
	callee *types.Func
}

// funcValue is a declared function an instruction uses as a value, not as
// the function it calls (a method value's wrapper names its method).
type funcValue struct {
	instr ssa.Instruction
	fn    *types.Func
}

// sinkParams is an answer of Env.Sink.
type sinkParams struct {
	params []int
	ok     bool
}

// index is fn's body, read on first use.
func (c *Census) index(fn *ssa.Function) *body {
	if got, ok := c.indexOf[fn]; ok {
		return got
	}
	// Appended to the scratch lists, reused from function to function,
	// and copied out at their size: a body is kept for the whole run.
	out := &c.scratch
	out.calls, out.values, out.behind = out.calls[:0], out.values[:0], out.behind[:0]
	var rands []*ssa.Value // reused: most instructions have operands
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			call, isCall := instr.(ssa.CallInstruction)
			if isCall {
				if g := staticFunc(call.Common()); g != nil {
					out.calls = append(out.calls, staticCall{call, g})
				} else if m := call.Common().Method; m != nil {
					if _, ok := c.sinkOf(m); ok {
						out.calls = append(out.calls, staticCall{call, m})
					} else if c.env.SinkBehind != nil {
						if _, ok := c.env.SinkBehind(m); ok {
							out.behind = append(out.behind, call)
						}
					}
				}
			}
			rands = instr.Operands(rands[:0])
			for _, op := range rands {
				g := declaredFunc(*op)
				if g == nil || isCall && !call.Common().IsInvoke() && call.Common().Value == *op {
					continue
				}
				out.values = append(out.values, funcValue{instr, g})
			}
		}
	}
	kept := &body{calls: slices.Clone(out.calls), values: slices.Clone(out.values), behind: slices.Clone(out.behind)}
	c.indexOf[fn] = kept
	return kept
}

// declaredFunc is the declared function v is, or nil.
func declaredFunc(v ssa.Value) *types.Func {
	if fn, ok := v.(*ssa.Function); ok {
		g, _ := fn.Object().(*types.Func)
		return g
	}
	return nil
}

// sinkOf is Env.Sink: the spec-carrying parameters of a sink.
func (c *Census) sinkOf(g *types.Func) ([]int, bool) {
	if c.env.Sink == nil {
		return nil, false
	}
	got, ok := c.sinkOfs[g]
	if !ok {
		got.params, got.ok = c.env.Sink(g)
		c.sinkOfs[g] = got
	}
	return got.params, got.ok
}

// isCarrier is Env.Carrier.
func (c *Census) isCarrier(g *types.Func) bool {
	if c.env.Carrier == nil {
		return false
	}
	got, ok := c.carrierOf[g]
	if !ok {
		got = c.env.Carrier(g)
		c.carrierOf[g] = got
	}
	return got
}

// imported is Env.Imported for a function or var of another package: its
// census fact, if it has one (the pass's summary table imports each once).
// The fact is shared by every caller, who only read it.
func (c *Census) imported(obj types.Object) (*Fact, bool) {
	if c.env.Imported == nil || obj.Pkg() == nil || obj.Pkg() == c.env.Pkg {
		return nil, false
	}
	return c.env.Imported(obj)
}

// funcOf names g for results and facts ([funcOf]).
func (c *Census) funcOf(g *types.Func) Func {
	f, ok := c.funcOfs[g]
	if !ok {
		f = funcOf(c.env.Fset, g)
		c.funcOfs[g] = f
	}
	return f
}
