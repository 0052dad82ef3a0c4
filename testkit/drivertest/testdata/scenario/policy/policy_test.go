package policy_test

import (
	"testing"

	"example.com/scenario/middle"
)

// The external test imports middle, which imports policy: go list builds
// the variant "middle [example.com/scenario/policy.test]", which must be
// loaded from source for its facts.
func TestWrap(t *testing.T) {
	if middle.Wrap() != 1 {
		t.Fatal("want 1")
	}
}
