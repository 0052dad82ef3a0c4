package gcpace

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestHoldSetsLimitAndRestores fails if Hold leaves the pacing on, sets a
// limit below the memory in use plus the least headroom, or does not
// restore what it found.
func TestHoldSetsLimitAndRestores(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	percent := debug.SetGCPercent(100)
	defer debug.SetGCPercent(percent)
	limit := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(limit)

	inUse, ok := memoryInUse()
	if !ok || inUse == 0 {
		t.Fatalf("memoryInUse() = %d, %v", inUse, ok)
	}
	release := Hold()
	if got := debug.SetGCPercent(-1); got != -1 {
		t.Errorf("GC percent during the hold = %d, want -1 (off)", got)
	}
	if got := debug.SetMemoryLimit(-1); got < int64(inUse+minHeadroom) || got == math.MaxInt64 {
		t.Errorf("memory limit during the hold = %d, want at least %d and finite", got, inUse+minHeadroom)
	}
	release()
	if got := debug.SetGCPercent(-1); got != 100 {
		t.Errorf("GC percent after release = %d, want 100", got)
	}
	debug.SetGCPercent(100)
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("memory limit after release = %d, want %d", got, int64(math.MaxInt64))
	}
}

// TestHoldLeavesUserPacing fails if Hold overrides a GOGC or GOMEMLIMIT
// the user set.
func TestHoldLeavesUserPacing(t *testing.T) {
	for _, env := range []string{"GOGC", "GOMEMLIMIT"} {
		t.Run(env, func(t *testing.T) {
			t.Setenv("GOGC", "")
			t.Setenv("GOMEMLIMIT", "")
			t.Setenv(env, "200")
			percent := debug.SetGCPercent(100)
			defer debug.SetGCPercent(percent)
			limit := debug.SetMemoryLimit(math.MaxInt64)
			defer debug.SetMemoryLimit(limit)
			release := Hold()
			defer release()
			if got := debug.SetGCPercent(100); got != 100 {
				t.Errorf("with %s set, GC percent = %d, want 100 (untouched)", env, got)
			}
			if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
				t.Errorf("with %s set, memory limit = %d, want %d (untouched)", env, got, int64(math.MaxInt64))
			}
		})
	}
}
