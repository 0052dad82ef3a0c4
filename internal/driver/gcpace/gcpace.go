// Package gcpace paces the garbage collector through the analysis phase of
// a standalone run.
//
// When the analysis starts, the loaded program (syntax, types and the type
// checker's maps) is nearly all of the heap, and it stays live until the
// analysis ends; the analyzers add their own data and garbage, a fraction
// of it. A collection during the analysis marks the whole loaded program
// again to free little. At the default pacing one falls there whenever the
// last collection of the load left a heap goal the analysis crosses: on a
// large engine in about half of the runs, at a cost of a fifth of a second
// of wall time on two cores, for the floor (a no-op analyzer) as for
// clampvet.
//
// [Hold] turns the pacing off for the analysis and sets instead a memory
// limit at the bound a collection at its start would have set (twice the
// memory then in use, as GOGC=100 allows the heap to grow to twice what a
// collection finds live): the heap may grow as far as the default pacing
// would have let it, and the collector runs only if it gets there. The Go
// compiler starts its heap the same way (cmd/compile's
// base.AdjustStartingHeap). A user who sets GOGC or GOMEMLIMIT keeps their
// own pacing.
package gcpace

import (
	"os"
	"runtime/debug"
	"runtime/metrics"
)

// minHeadroom is the least room Hold gives the analysis above the memory
// in use: a small program must not meet its limit, and so collect
// repeatedly, as soon as it allocates.
const minHeadroom = 64 << 20

// Hold sets the collector's pacing for an analysis phase that starts now
// (see the package documentation) and returns the func that restores the
// pacing it found; call it when the analysis ends.
func Hold() (release func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {} // the user paces the collector
	}
	inUse, ok := memoryInUse()
	if !ok {
		return func() {}
	}
	limit := inUse + max(inUse, minHeadroom)
	percent := debug.SetGCPercent(-1)
	oldLimit := debug.SetMemoryLimit(int64(min(limit, 1<<62)))
	return func() {
		debug.SetMemoryLimit(oldLimit)
		debug.SetGCPercent(percent)
	}
}

// memoryInUse is the memory the Go runtime holds and has not returned to
// the system, as the memory limit counts it.
func memoryInUse() (uint64, bool) {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0, false
	}
	return s[0].Value.Uint64() - s[1].Value.Uint64(), true
}
