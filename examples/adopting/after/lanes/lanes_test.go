package lanes_test

import (
	"slices"
	"testing"

	"example.com/minibot/lanes"
	"example.com/minibot/spec"
)

// strict is a parent with every clamp seat at its restricting value.
var strict = spec.Spec{Tools: []string{}, ReadOnly: true, NoNetwork: true}

// The runtime half of what clampvet proves: for each constructor, a strict
// parent's clamps reach the child (clampvet does not check that a seat's
// value is read from the parent it is given), and a loose parent never
// lifts the child's own stricter values.
func TestConstructorsCarryTheClamps(t *testing.T) {
	for name, build := range map[string]func(spec.Spec) spec.Spec{
		"Delegate": func(p spec.Spec) spec.Spec { return lanes.Delegate(p, []string{"read_file"}) },
		"Reviewer": lanes.Reviewer,
	} {
		child := build(strict)
		if child.Tools == nil || len(child.Tools) != 0 || !child.ReadOnly || !child.NoNetwork {
			t.Errorf("%s(strict parent) = %+v: a clamp did not reach the child", name, child)
		}
		own, loose := build(strict), build(spec.Spec{})
		if loose.ReadOnly && !own.ReadOnly || loose.MaxSteps == 0 {
			t.Errorf("%s(loose parent) = %+v: the child's own values were lifted", name, loose)
		}
	}
	if got := lanes.Delegate(spec.Spec{}, []string{"read_file"}).Tools; !slices.Equal(got, []string{"read_file"}) {
		t.Errorf("Delegate(loose parent).Tools = %q, want the lane's own [read_file]", got)
	}
}
