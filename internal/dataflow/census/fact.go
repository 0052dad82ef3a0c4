package census

import (
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/summary"
)

// Fact is a declaration's summary (package summary), of which the census
// writes and reads its own fields: Constructor, Clean, From, Origins,
// Reaches, Sinks, Loosens, Written and MemoryWrites. Its parameters count the receiver first, as SSA's do.
type Fact = summary.Summary

// Func names a function in results and facts.
type Func = summary.Func

// Origin is a constructor or a root a spec comes from.
type Origin = summary.Origin

// SeatWrite is a carried seat a function writes below a parameter.
type SeatWrite = summary.SeatWrite

// empty reports whether f says nothing the census reads.
func empty(f *Fact) bool {
	return !f.Constructor && !f.Clean && len(f.Reaches) == 0 && len(f.Loosens) == 0 && f.Written == "" && len(f.MemoryWrites) == 0
}

// trusted reports whether the fact f of obj, a declaration of another
// package, makes it a constructor whose output the census accepts: it
// calls a carrier, and, when it lies outside module (the package's module,
// "" when not known), the flow rules found no finding in it there. Its own
// module is told of such a finding at the declaration; an engine that
// imports it from another module may never check that module.
func trusted(f *Fact, obj types.Object, module string) bool {
	if !f.Constructor {
		return false
	}
	if !f.Faulty || module == "" || obj.Pkg() == nil {
		return true
	}
	path := obj.Pkg().Path()
	return path == module || strings.HasPrefix(path, module+"/")
}
