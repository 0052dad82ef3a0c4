package analyzers_test

import (
	"reflect"
	"slices"
	"testing"

	"github.com/sema-agent/policy"
)

// TestPolicySeatsAgreeAtRunTime checks by reflection, on the linked policy
// module, the same three facts the analyzers prove statically on its
// source: the seat list is the source's fields in order, every carried
// seat is a spec field, and every other spec field has a not-carried
// reason. It is the root module's use of the policy module (require +
// replace => ./policy) and a second witness should either side drift.
func TestPolicySeatsAgreeAtRunTime(t *testing.T) {
	fields := func(v any) []string {
		var out []string
		rt := reflect.TypeOf(v)
		for i := 0; i < rt.NumField(); i++ {
			out = append(out, rt.Field(i).Name)
		}
		return out
	}
	source := fields(policy.ChildClampSource{})
	seats := policy.ChildClampSeatNames()
	if !slices.Equal(seats[:], source) {
		t.Errorf("ChildClampSeatNames() = %v, want the fields of ChildClampSource in order: %v",
			seats, source)
	}
	notCarried := policy.ChildClampSeatsNotCarried()
	spec := fields(policy.TaskSpec{})
	for _, seat := range source {
		if !slices.Contains(spec, seat) {
			t.Errorf("carried seat %s is not a field of TaskSpec", seat)
		}
		if _, listed := notCarried[seat]; listed {
			t.Errorf("carried seat %s is also in the not-carried table", seat)
		}
	}
	for _, field := range spec {
		if slices.Contains(source, field) {
			continue
		}
		if reason := notCarried[field]; reason == "" {
			t.Errorf("TaskSpec field %s is neither carried nor given a not-carried reason", field)
		}
	}
}
