package policytest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
)

// TestUnknownSeatsFailClosed pins that a seat name that is not a field, or
// a field of a type the package was not taught, is an error, never a seat
// silently left unchecked.
func TestUnknownSeatsFailClosed(t *testing.T) {
	var s policy.TaskSpec
	if err := clamp(&s, "NoSuchSeat"); err == nil || !strings.Contains(err.Error(), "not a field") {
		t.Errorf("clamp of a missing field: %v", err)
	}
	if err := clamp(&s, "MaxTurns"); err == nil || !strings.Contains(err.Error(), "teach policytest") {
		t.Errorf("clamp of an int field: %v", err)
	}
	if misspell(&s, "NoSuchSeat") || misspell(&s, "HandsReadOnly") {
		t.Error("misspell claimed a misspelling for a seat without one")
	}
	if !misspell(&s, "ReadFace") || s.ReadFace.Known() || !s.ReadFace.Restricts() {
		t.Errorf("misspell of ReadFace gave %q", s.ReadFace)
	}
	if !misspell(&s, "InteractiveTools") || s.InteractiveTools.Known() {
		t.Errorf("misspell of InteractiveTools gave %v", s.InteractiveTools)
	}
}

type recorder struct{ msgs []string }

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf("FATAL "+format, args...) }

// TestASeatItCannotClampIsFatal pins that a seat list naming a seat
// policytest cannot clamp (a new seat of a new type) stops the check with a
// fatal error instead of checking the other seats only.
func TestASeatItCannotClampIsFatal(t *testing.T) {
	var r recorder
	build := func(p policy.TaskSpec) policy.TaskSpec { return p }
	checkCarries(&r, build, []string{"HandsReadOnly", "MaxTurns"}, nil)
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], "FATAL policytest: no restricting value known for clamp seat MaxTurns") {
		t.Errorf("got %q", r.msgs)
	}
	// The identity "constructor" carries every seat, so one declared not
	// carried is reported (and the strict check skips it).
	r.msgs = nil
	checkCarries(&r, build, []string{"HandsReadOnly", "ReadDenyPatterns"}, []string{"ReadDenyPatterns"})
	if len(r.msgs) != 1 || !strings.Contains(r.msgs[0], "parent clamping only ReadDenyPatterns") {
		t.Errorf("a constructor that carries a declared not-carried seat: got %q, want one finding on ReadDenyPatterns", r.msgs)
	}
}
