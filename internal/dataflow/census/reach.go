package census

import (
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
)

func compareFunc(a, b Func) int {
	if c := strings.Compare(a.Pkg, b.Pkg); c != 0 {
		return c
	}
	if c := strings.Compare(a.Name, b.Name); c != 0 {
		return c
	}
	return strings.Compare(a.File, b.File)
}

func compareOrigin(a, b Origin) int {
	if c := compareFunc(a.Func, b.Func); c != 0 {
		return c
	}
	switch {
	case a.Root == b.Root:
		return 0
	case a.Root:
		return 1
	}
	return -1
}

// Reach is one origin → sink pair: a spec Origin builds reaches Sink
// (directly, or through functions whose parameters reach it), in State at
// the call that hands it on.
type Reach struct {
	Origin Origin
	Sink   Func
	State  State
}

// State is the clamp state of a spec where it reaches a sink.
type State uint8

const (
	// Clamped: its clamps applied on every path, no carried seat written
	// since.
	Clamped State = iota
	// WrittenAfter: a carried seat written after its clamps.
	WrittenAfter
	// NotClamped: on some path it comes from no constructor or root.
	NotClamped
	// Unknown: a shape the census cannot follow.
	Unknown
)

func (s State) String() string {
	return [...]string{"clamped", "written after its clamps", "not clamped on every path", "unknown"}[s]
}

// stateOf is the state a verdict on a sink's argument gives it: the worst
// of its faults.
func stateOf(v verdict) State {
	st := Clamped
	for _, f := range v.faults {
		switch f.kind {
		case kinds.SeatWrittenAfterClamps:
			st = max(st, WrittenAfter)
		case kinds.SpecOriginUnfollowed:
			st = max(st, Unknown)
		default:
			st = max(st, NotClamped)
		}
	}
	return st
}

// funcOf names g; its file comes from fset (export data keeps positions).
func funcOf(fset *token.FileSet, g *types.Func) Func {
	f := Func{Name: g.Name()}
	if g.Pkg() != nil {
		f.Pkg = g.Pkg().Path()
	}
	if recv := g.Signature().Recv(); recv != nil {
		if named, ok := types.Unalias(deref(recv.Type())).(*types.Named); ok {
			f.Name = named.Obj().Name() + "." + f.Name
		}
	}
	if fset != nil && g.Pos().IsValid() {
		f.File = filepath.Base(fset.Position(g.Pos()).Filename)
	}
	return f
}

// origins returns a verdict whose only content is the origins os.
func origins(os ...Origin) verdict { return verdict{origins: os} }

// sortedOrigins sorts and deduplicates.
func sortedOrigins(os []Origin) []Origin {
	os = slices.Clone(os)
	slices.SortFunc(os, compareOrigin)
	return slices.CompactFunc(os, func(a, b Origin) bool { return compareOrigin(a, b) == 0 })
}

// sortedFuncs sorts and deduplicates.
func sortedFuncs(fs []Func) []Func {
	fs = slices.Clone(fs)
	slices.SortFunc(fs, compareFunc)
	return slices.CompactFunc(fs, func(a, b Func) bool { return compareFunc(a, b) == 0 })
}

// fileOf is the base name of the file holding pos.
func fileOf(fset *token.FileSet, pos token.Pos) string {
	if fset == nil || !pos.IsValid() {
		return ""
	}
	return filepath.Base(fset.Position(pos).Filename)
}

// reaches lists the origin → sink pairs of every checked call of a sink
// or of a function with an obligation, sorted.
func (c *Census) reaches() []Reach {
	var out []Reach
	for _, fn := range c.fns {
		if c.env.Checked != nil && !c.env.Checked(fn) {
			continue
		}
		for _, t := range c.targets(fn) {
			sinks := c.sinksOf(t)
			for _, i := range t.params {
				v := c.argOrigin(t, i)
				for _, o := range v.origins {
					for _, s := range sinks {
						out = append(out, Reach{Origin: o, Sink: s, State: stateOf(v)})
					}
				}
			}
		}
	}
	return sortReaches(out)
}
