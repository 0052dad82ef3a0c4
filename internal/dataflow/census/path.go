package census

import (
	"go/token"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ssa"
)

// path lists the steps (package steps) of the path a refused spec takes to
// a spawn sink, in the order it runs: the origin the census refuses, the
// call of fn that hands the spec on (argument i of target t), and, for a
// function whose parameter reaches a sink, each call that hands it on
// further down to the sink's call. A hop inside a function of this package
// is the call itself; a function of another package is named at its
// declaration, which export data keeps, with the sinks its fact says its
// parameter reaches. It is built only for a finding, so a package without
// one pays nothing for it.
func (c *Census) path(fn *ssa.Function, t target, i int, f fault) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	if f.made.IsValid() {
		start, end := nodeAt(c.enclosing(fn, f.made), f.made)
		out = append(out, steps.Related(start, end, "the spec comes from here"))
	}
	handed := func() {
		if f.handed.IsValid() {
			start, end := nodeAt(c.enclosing(fn, f.handed), f.handed)
			out = append(out, steps.Related(start, end, f.handedStep))
		}
	}
	if f.handed < f.pos {
		handed() // handed on before the write: a step in the order they run
		f.handed = token.NoPos
	}
	if f.pos.IsValid() {
		start, end := nodeAt(c.enclosing(fn, f.pos), f.pos)
		// The finding's message says what the origin is; the step only
		// places it, so the two read together without repeating.
		words := "the spec comes from here"
		if f.step != "" {
			words = f.step
		}
		out = append(out, steps.Related(start, end, words))
	}
	handed()
	return c.hops(out, t, i, map[*ssa.Function]bool{fn: true})
}

// hops appends the call of target t, which is handed a spec at argument i,
// and the calls that hand that argument on to a sink.
func (c *Census) hops(out []analysis.RelatedInformation, t target, i int, seen map[*ssa.Function]bool) []analysis.RelatedInformation {
	caller := t.call.Parent()
	start, end := nodeAt(caller, t.call.Pos())
	if t.sink {
		return append(out, steps.Related(start, end, "the spec reaches spawn sink "+c.name(t.callee)+" here"))
	}
	out = append(out, steps.Related(start, end, "the spec is handed to "+c.name(t.callee)+" here"))
	if local := c.byObj[t.callee]; local != nil {
		if seen[local] {
			return out // a recursive spawn path: the first round shows it
		}
		seen[local] = true
		if next, j, ok := c.handOn(local, i); ok {
			return c.hops(out, next, j, seen)
		}
		return out
	}
	if hop, ok := c.importedHop(t.callee); ok {
		out = append(out, hop)
	}
	return out
}

// importedHop is the step of a function of another package whose
// parameter reaches a sink: its declaration, naming the sinks its fact
// says it reaches.
func (c *Census) importedHop(g *types.Func) (analysis.RelatedInformation, bool) {
	fact, ok := c.imported(g)
	pos, end, known := c.declRange(g)
	if !ok || !known {
		return analysis.RelatedInformation{}, false
	}
	names := make([]string, len(fact.Sinks))
	for k, s := range fact.Sinks {
		names[k] = c.funcName(s)
	}
	what := c.name(g) + " hands it on to spawn sink " + strings.Join(names, ", ")
	if len(names) == 0 {
		what = c.name(g) + " hands it on to a spawn sink"
	}
	return steps.Related(pos, end, what), true
}

// handOn returns the first call in fn, in source order, that is given the
// value of fn's parameter p at one of its checked arguments: the next hop
// of an obligation on its way to a sink.
func (c *Census) handOn(fn *ssa.Function, p int) (target, int, bool) {
	var best target
	bestArg := -1
	for _, t := range c.targets(fn) {
		if bestArg >= 0 && t.call.Pos() >= best.call.Pos() {
			continue
		}
		for _, j := range t.params {
			if c.argOrigin(t, j).from&(1<<p) != 0 {
				best, bestArg = t, j
				break
			}
		}
	}
	return best, bestArg, bestArg >= 0
}

// enclosing is the innermost function of the package whose syntax holds
// pos (a func literal inside fn, or a helper whose return is refused), fn
// when none does.
func (c *Census) enclosing(fn *ssa.Function, pos token.Pos) *ssa.Function {
	best := fn
	for _, g := range c.fns {
		if !inFunc(g, pos) {
			continue
		}
		if !inFunc(best, pos) || g.Syntax().End()-g.Syntax().Pos() < best.Syntax().End()-best.Syntax().Pos() {
			best = g
		}
	}
	return best
}

// funcName names f for a message as the census names functions: by name
// in this package, qualified by its package's last path element
// elsewhere.
func (c *Census) funcName(f Func) string {
	if f.Pkg == c.env.Pkg.Path() {
		return f.Name
	}
	return f.Pkg[strings.LastIndex(f.Pkg, "/")+1:] + "." + f.Name
}

// whySpawnPath is why g, used as a value, is a spawn path, as plain
// related locations (a func value is no spec on its way to a sink, so no
// steps): a sink's declaration; for a function of this package whose
// parameter reaches a sink, each call that hands it on down to the sink's
// call; for one of another package, its declaration with the sinks its
// fact names.
func (c *Census) whySpawnPath(g *types.Func) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	if local := c.byObj[g]; local != nil && len(c.obliged[local]) > 0 {
		if next, j, ok := c.handOn(local, c.obliged[local][0]); ok {
			out = c.hops(nil, next, j, map[*ssa.Function]bool{local: true})
		}
	} else if pos, end, known := c.declRange(g); c.isSink(g) && known {
		out = []analysis.RelatedInformation{steps.Related(pos, end, "spawn sink "+c.name(g)+" is declared here")}
	} else if hop, ok := c.importedHop(g); ok {
		out = []analysis.RelatedInformation{hop}
	}
	for k := range out {
		out[k].Message, _ = steps.Cut(out[k].Message)
	}
	return out
}

// isSink reports whether g is a spawn sink.
func (c *Census) isSink(g *types.Func) bool {
	_, ok := c.sinkOf(g)
	return ok
}

// declRange is where a related location shows g's declaration
// ([steps.DeclRange]).
func (c *Census) declRange(g *types.Func) (pos, end token.Pos, known bool) {
	return steps.DeclRange(c.env.Fset, c.env.Pkg, g)
}
