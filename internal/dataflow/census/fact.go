package census

import "github.com/sema-agent/clampvet/internal/dataflow/summary"

// Fact is a declaration's summary (package summary), of which the census
// writes and reads its own fields: Constructor, Clean, From, Origins,
// Reaches, Sinks and Loosens. Its parameters count the receiver first, as SSA's do.
type Fact = summary.Summary

// Func names a function in results and facts.
type Func = summary.Func

// Origin is a constructor or a root a spec comes from.
type Origin = summary.Origin

// SeatWrite is a carried seat a function writes below a parameter.
type SeatWrite = summary.SeatWrite

// empty reports whether f says nothing the census reads.
func empty(f *Fact) bool {
	return !f.Constructor && !f.Clean && len(f.Reaches) == 0 && len(f.Loosens) == 0
}
