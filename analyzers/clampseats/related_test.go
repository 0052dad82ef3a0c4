package clampseats

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	scenariokit "github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis/analysistest"
)

// relatedWant pins the related locations of every finding, in every
// clampseats scenario, that carries any: the scenario, the finding's place
// ("dir/file.go:line"), and its related locations in order, each
// "dir/file.go:line message". A finding is named by its place, not its
// message, so that rewording a message does not move the pins.
var relatedWant = map[string]map[string][]string{
	"clampseats_carrier_valid": {
		"b/b.go:39": {
			"b/b.go:39 step: the source comes from here",
			"b/b.go:39 step: the carrier is called here",
		},
	},
	"clampseats_source_zero_value": {
		"b/b.go:79": {
			"b/b.go:79 step: the source comes from here",
			"b/b.go:79 step: the carrier is called here",
		},
	},
	"clampseats_whole_ctorvar_own_carrier": {
		"agents/agents.go:46": {
			"agents/agents.go:46 step: the source comes from here",
			"agents/agents.go:46 step: the source is handed to agents.ApplyClamps here",
		},
		"agents/agents.go:51": {
			"agents/agents.go:51 step: the source comes from here",
			"agents/agents.go:51 step: the source is handed to agents.Produce here",
		},
		"wiring/wiring.go:24": {
			"wiring/wiring.go:24 step: the source comes from here",
			"wiring/wiring.go:24 step: the source is handed to agents.ApplyClamps here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the source comes from here",
			"wiring/wiring.go:25 step: the source is handed to agents.Relay here",
		},
		"wiring/wiring.go:30": {
			"wiring/wiring.go:30 step: the source comes from here",
			"wiring/wiring.go:30 step: the source is handed to agents.Produce here",
		},
	},
	"clampseats_whole_ctorvar_real_policy": {
		"agents/agents.go:45": {
			"agents/agents.go:44 step: the source comes from here",
			"agents/agents.go:45 step: the source is handed to agents.InPlace here",
		},
		"agents/agents.go:52": {
			"agents/agents.go:51 step: the source comes from here",
			"agents/agents.go:52 step: the source is handed to agents.ChildClamps here",
		},
		"wiring/wiring.go:19": {
			"wiring/wiring.go:19 step: the source comes from here",
			"wiring/wiring.go:19 step: the source is handed to agents.InPlace here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the source comes from here",
			"wiring/wiring.go:25 step: the source is handed to agents.ChildClamps here",
		},
	},
	"clampseats_whole_own_carrier": {
		"agents/agents.go:27": {
			"agents/agents.go:26 step: the source comes from here",
			"agents/agents.go:27 step: the carrier is called here",
		},
		"agents/agents.go:33": {
			"agents/agents.go:33 step: the source comes from here",
			"agents/agents.go:33 step: the carrier is called here",
		},
		"agents/agents.go:40": {
			"agents/agents.go:39 step: the source comes from here",
			"agents/agents.go:40 step: the carrier is called here",
		},
		"agents/agents.go:47": {
			"agents/agents.go:47 step: the source comes from here",
			"agents/agents.go:47 step: the carrier is called here",
		},
		"agents/agents.go:53": {
			"agents/agents.go:53 step: the source comes from here",
			"agents/agents.go:53 step: the source is handed to helpers.Hand here",
		},
		"wiring/wiring.go:20": {
			"wiring/wiring.go:20 step: the source comes from here",
			"wiring/wiring.go:20 step: the source is handed to agents.Relay here",
		},
	},
	"clampseats_whole_real_policy": {
		"agents/agents.go:30": {
			"agents/agents.go:29 step: the source comes from here",
			"agents/agents.go:30 step: the carrier is called here",
		},
		"agents/agents.go:36": {
			"agents/agents.go:36 step: the source comes from here",
			"agents/agents.go:36 step: the carrier is called here",
		},
		"agents/agents.go:42": {
			"agents/agents.go:42 step: the source comes from here",
			"agents/agents.go:42 step: the carrier is called here",
		},
		"agents/agents.go:49": {
			"agents/agents.go:48 step: the source comes from here",
			"agents/agents.go:49 step: the carrier is called here",
		},
		"agents/agents.go:55": {
			"agents/agents.go:55 step: the source comes from here",
			"agents/agents.go:55 step: the carrier is called here",
		},
		"agents/agents.go:63": {
			"agents/agents.go:62 step: the source comes from here",
			"agents/agents.go:63 step: the carrier is called here",
		},
		"agents/agents.go:74": {
			"agents/agents.go:74 step: the source comes from here",
			"agents/agents.go:74 step: the carrier is called here",
		},
		"agents/agents.go:80": {
			"agents/agents.go:80 step: the source comes from here",
			"agents/agents.go:80 step: the source is handed to helpers.Hand here",
		},
	},
}

// quiet swallows analysistest's complaints about // want comments:
// TestScenarios checks those; this test checks related locations only.
// A scenario that fails to load yields no findings, and its pins fail.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// TestRelatedLocations runs every clampseats scenario and compares the
// related locations of each finding that has any with relatedWant, both
// ways: a pinned finding that lost or changed them fails, and so does a
// finding whose related locations are not pinned.
func TestRelatedLocations(t *testing.T) {
	dirs := scenariokit.Dirs(t, "clampseats")
	pinned := 0
	for _, dir := range dirs {
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			got := relatedOf(dir)
			want := relatedWant[name]
			pinned += len(want)
			for place, rel := range got {
				if w, ok := want[place]; !ok {
					t.Errorf("finding at %s has related locations that are not pinned:\n\t%q", place, rel)
				} else if !slices.Equal(rel, w) {
					t.Errorf("finding at %s: related\n\t%s\nwant\n\t%s", place, strings.Join(rel, "\n\t"), strings.Join(w, "\n\t"))
				}
			}
			for place := range want {
				if _, ok := got[place]; !ok {
					t.Errorf("no finding with related locations at %s", place)
				}
			}
		})
	}
	if pinned == 0 {
		t.Error("no finding with related locations is pinned: the dataflow findings carry their paths")
	}
}

// relatedOf runs the analyzer on the scenario in dir and returns, by the
// place of each finding that has related locations, those locations.
func relatedOf(dir string) map[string][]string {
	out := map[string][]string{}
	for _, res := range analysistest.Run(quiet{}, dir, Analyzer, "./...") {
		fset := res.Action.Package.Fset
		for _, d := range res.Action.Diagnostics {
			if len(d.Related) == 0 {
				continue
			}
			place := relPlace(dir, fset.Position(d.Pos).Filename, fset.Position(d.Pos).Line)
			var rel []string
			for _, r := range d.Related {
				p := fset.Position(r.Pos)
				rel = append(rel, relPlace(dir, p.Filename, p.Line)+" "+r.Message)
			}
			if prev, dup := out[place]; dup {
				rel = append(prev, append([]string{"--"}, rel...)...)
			}
			out[place] = rel
		}
	}
	return out
}

// relPlace is "dir/file.go:line" relative to the scenario's module, the
// base name alone for a file of another module (the policy module).
func relPlace(dir, file string, line int) string {
	if rel, err := filepath.Rel(dir, file); err == nil && !strings.HasPrefix(rel, "..") {
		return fmt.Sprintf("%s:%d", filepath.ToSlash(rel), line)
	}
	return filepath.Base(file) // another module's file: its lines are not the scenario's
}
