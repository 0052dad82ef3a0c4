package policy

import "testing"

// An in-package test file makes go list recompile policy for its tests,
// and with it every package of the test that imports policy: middle
// becomes "middle [example.com/scenario/policy.test]".
func TestCarry(t *testing.T) {
	if Carry() != 1 {
		t.Fatal("want 1")
	}
}
