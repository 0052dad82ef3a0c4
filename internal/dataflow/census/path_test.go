package census_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/steps"
)

// TestPathSteps pins the path a refused spec's finding carries: its
// origin, then each call that hands it on, within the package down to the
// sink's call, in the order the path runs, every one a step (package
// steps) on the line where it happens.
func TestPathSteps(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // "line: step", lines counted from the case's first line
	}{
		{"literal_at_the_sink", `
func a() {
	spawn(&Run{Task: &Task{Spec: policy.TaskSpec{MaxTurns: 1}}})
}`, []string{
			"3: the spec comes from here",
			"3: the spec reaches spawn sink spawn here",
		}},
		{"through_two_levels", `
func inner(run *Run) {
	spawn(run)
}
func outer(x int, t *Task) {
	inner(&Run{Task: t})
}
func a() {
	t := &Task{Spec: policy.TaskSpec{MaxTurns: 1}}
	outer(1, t)
}`, []string{
			"9: the spec comes from here",
			"10: the spec is handed to outer here",
			"6: the spec is handed to inner here",
			"3: the spec reaches spawn sink spawn here",
		}},
		{"from_a_helper", `
func mk() policy.TaskSpec { return policy.TaskSpec{MaxTurns: 4} }
func a() {
	spawn(&Run{Task: &Task{Spec: mk()}})
}`, []string{
			"4: the spec comes from here",
			"4: the spec reaches spawn sink spawn here",
		}},
	}
	first := strings.Count(engineHeader, "\n") // the case's leading newline is its line 1
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, diags, _ := world(t,
				src{"example.com/policy", policySrc},
				src{"example.com/enc", encSrc},
				src{"example.com/eng", engineHeader + tc.src})
			ds := diags["example.com/eng"]
			if len(ds) != 1 {
				t.Fatalf("%d findings, want 1: %v", len(ds), ds)
			}
			var got []string
			atFinding := false
			for _, r := range ds[0].Related {
				atFinding = atFinding || r.Pos == ds[0].Pos && r.End == ds[0].End
				what, ok := steps.Cut(r.Message)
				if !ok {
					t.Errorf("related %q is not a step", r.Message)
				}
				got = append(got, fmt.Sprintf("%d: %s", w.Fset.Position(r.Pos).Line-first, what))
			}
			if !atFinding {
				t.Errorf("no step at the finding's own range: the path would be drawn twice")
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("steps\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"))
			}
		})
	}
}

// TestWhySpawnPath pins the related locations of a spawn path used as a
// value: why it is one (the sink's declaration, or the calls that hand
// its parameter on down to the sink), plain locations, not steps, since
// no spec travels them.
func TestWhySpawnPath(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string // "line: message", lines counted from the case's first line ("header" for engineHeader's func spawn)
	}{
		{"sink", `
func a() func(*Run) {
	return spawn
}`, []string{"header: spawn sink spawn is declared here"}},
		{"obligation", `
func lane(x int, t *Task) {
	spawn(&Run{Task: t})
}
func hand(f func(int, *Task)) {}
func a() {
	hand(lane)
}`, []string{"3: the spec reaches spawn sink spawn here"}},
	}
	first := strings.Count(engineHeader, "\n")
	sinkLine := strings.Count(engineHeader[:strings.Index(engineHeader, "func spawn")], "\n") + 1
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, diags, _ := world(t,
				src{"example.com/policy", policySrc},
				src{"example.com/enc", encSrc},
				src{"example.com/eng", engineHeader + tc.src})
			ds := diags["example.com/eng"]
			if len(ds) != 1 {
				t.Fatalf("%d findings, want 1: %v", len(ds), ds)
			}
			var got []string
			for _, r := range ds[0].Related {
				if _, ok := steps.Cut(r.Message); ok {
					t.Errorf("related %q is a step", r.Message)
				}
				line := fmt.Sprint(w.Fset.Position(r.Pos).Line - first)
				if w.Fset.Position(r.Pos).Line == sinkLine {
					line = "header"
				}
				got = append(got, line+": "+r.Message)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("related\n\t%s\nwant\n\t%s", strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"))
			}
		})
	}
}
