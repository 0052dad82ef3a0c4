package census_test

import "testing"

// TestSharedSSA checks that the census reads the SSA the flow rules built
// where the flow rules build one (agents names the carrier; its Handmade
// returns a spec the census must read), and builds its own where they
// build nothing (steps names no carrier, source or summarized function).
// The findings and facts are the same either way: TestAcrossPackages runs
// on the same world.
func TestSharedSSA(t *testing.T) {
	w, _, _ := world(t,
		src{"example.com/policy", policySrc},
		src{"example.com/task", taskSrc},
		src{"example.com/runner", runnerSrc},
		src{"example.com/agents", agentsSrc},
		src{"example.com/steps", stepsSrc})
	for _, c := range []struct {
		pkg    string
		shared bool
	}{
		{"example.com/agents", true},
		{"example.com/steps", false},
	} {
		res := resultOf(t, w, c.pkg)
		if res == nil {
			t.Fatalf("%s: no census result", c.pkg)
		}
		if res.SharedSSA != c.shared {
			t.Errorf("%s: SharedSSA = %v, want %v", c.pkg, res.SharedSSA, c.shared)
		}
	}
}
