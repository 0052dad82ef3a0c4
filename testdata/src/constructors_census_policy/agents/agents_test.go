package agents

import (
	"testing"

	"github.com/sema-agent/policy"
)

// testSpec calls the carrier and is in no registry row: test files are
// exempt from registry completeness (no finding here, and none at the
// registry), as a test builds specs for its own checks.
func testSpec(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 1}
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

func TestSpec(t *testing.T) {
	if testSpec(policy.TaskSpec{}).MaxTurns != 1 {
		t.Fatal("MaxTurns")
	}
}
