package notcarried_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"golang.org/x/tools/go/analysis/analysistest"
)

// relatedWant pins the related locations of every finding, in every
// notcarried scenario, that carries any: the scenario, the finding's place
// ("dir/file.go:line"), and its related locations in order, each
// "dir/file.go:line message" (a file of another module by its base name
// alone). A finding is named by its place, not its message, so that
// rewording a message does not move the pins.
var relatedWant = map[string]map[string][]string{
	"notcarried_carrier_in_other_package": {
		"wider/wider.go:16": {
			"clamp/clamp.go:9 carried by clamp.Carry here",
			"wider/wider.go:10 spec field ReadFace is declared here",
		},
		"wider/wider.go:19": {
			"wider/wider.go:12 spec field Posture is declared here",
			"clamp/clamp.go:18 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_composite_literal": {
		"clamp/clamp.go:28": {
			"clamp/clamp.go:6 spec field Posture is declared here",
			"clamp/clamp.go:15 not-carried table NotCarried is declared here",
		},
		"positional/positional.go:12": {
			"clamp/clamp.go:6 spec field Posture is declared here",
			"clamp/clamp.go:15 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_governed_seat_unlisted": {
		"clamp/clamp.go:30": {
			"clamp/clamp.go:8 spec field Posture is declared here",
			"clamp/clamp.go:20 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_key_names_carried_seat": {
		"clamp/clamp.go:22": {
			"clamp/clamp.go:11 carried by Carry here",
		},
	},
	"notcarried_placeholder_reason": {
		"clamp/clamp.go:18": {
			"clamp/clamp.go:5 spec field A is declared here",
		},
		"clamp/clamp.go:19": {
			"clamp/clamp.go:5 spec field B is declared here",
		},
		"clamp/clamp.go:20": {
			"clamp/clamp.go:5 spec field C is declared here",
		},
		"clamp/clamp.go:21": {
			"clamp/clamp.go:5 spec field D is declared here",
		},
		"clamp/clamp.go:22": {
			"clamp/clamp.go:5 spec field E is declared here",
		},
		"clamp/clamp.go:23": {
			"clamp/clamp.go:5 spec field F is declared here",
		},
		"clamp/clamp.go:24": {
			"clamp/clamp.go:5 spec field G is declared here",
		},
		"clamp/clamp.go:25": {
			"clamp/clamp.go:5 spec field H is declared here",
		},
		"clamp/clamp.go:26": {
			"clamp/clamp.go:6 spec field I is declared here",
		},
	},
	"notcarried_promoted_field": {
		"clamp/clamp.go:34": {
			"clamp/clamp.go:15 spec field MaxTurns is declared here",
		},
		"clamp/clamp.go:41": {
			"clamp/clamp.go:5 spec field Deep is declared here",
			"clamp/clamp.go:32 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_promoted_seat": {
		"clamp/clamp.go:51": {
			"clamp/clamp.go:26 spec type Spec is declared here",
		},
		"clamp/clamp.go:52": {
			"clamp/clamp.go:24 spec field Shallow is declared here",
		},
		"clamp/clamp.go:61": {
			"clamp/clamp.go:24 spec field Deep is declared here",
			"clamp/clamp.go:48 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_reached_transitively": {
		"engine/engine.go:15": {
			"engine/engine.go:9 spec type Spec is declared here",
		},
	},
	"notcarried_remote_table_findings": {
		"engine/engine.go:17": {
			"clamp/clamp.go:18 table NotCarried, whose row for Gone is at clamp.go:21",
			"engine/engine.go:5 spec type Spec is declared here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for MaxTurns is at clamp.go:19",
			"engine/engine.go:8 spec field MaxTurns is declared here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for Posture is at clamp.go:23",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for ReadFace is at clamp.go:20",
			"clamp/clamp.go:9 carried by clamp.Carry here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for Untouched is at clamp.go:22",
			"engine/engine.go:10 spec field Untouched is declared here",
		},
	},
	"notcarried_source_field_not_in_spec": {
		"clamp/clamp.go:11": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:12": {
			"clamp/clamp.go:6 spec field Ignored is declared here",
		},
	},
	"notcarried_stale_key": {
		"clamp/clamp.go:19": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:20": {
			"clamp/clamp.go:6 spec field Untouched is declared here",
		},
		"clamp/clamp.go:23": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:24": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
	},
}

// quiet swallows analysistest's complaints about // want comments:
// TestScenarios checks those; this test checks related locations only.
// A scenario that fails to load yields no findings, and its pins fail.
type quiet struct{}

func (quiet) Errorf(string, ...any) {}

// TestRelatedLocations runs every notcarried scenario and compares the
// related locations of each finding that has any with relatedWant, both
// ways: a pinned finding that lost or changed them fails, and so does a
// finding whose related locations are not pinned.
func TestRelatedLocations(t *testing.T) {
	entries, err := os.ReadDir(scenarios)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.IsDir() || !strings.HasPrefix(e.Name(), "notcarried_") {
			continue
		}
		t.Run(e.Name(), func(t *testing.T) {
			dir, err := filepath.Abs(filepath.Join(scenarios, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			got := relatedOf(dir)
			want := relatedWant[e.Name()]
			for place, rel := range got {
				if w, ok := want[place]; !ok {
					t.Errorf("finding at %s has related locations that are not pinned:\n\t%s", place, strings.Join(rel, "\n\t"))
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
	for name := range relatedWant {
		if _, err := os.Stat(filepath.Join(scenarios, name)); err != nil {
			t.Errorf("pinned scenario %s: %v", name, err)
		}
	}
}

// relatedOf runs the analyzer on the scenario in dir and returns, by the
// place of each finding that has related locations, those locations (the
// findings of one place in turn, separated by "--").
func relatedOf(dir string) map[string][]string {
	out := map[string][]string{}
	for _, res := range analysistest.Run(quiet{}, dir, notcarried.Analyzer, "./...") {
		fset := res.Action.Package.Fset
		for _, d := range res.Action.Diagnostics {
			if len(d.Related) == 0 {
				continue
			}
			p := fset.Position(d.Pos)
			place := relPlace(dir, p.Filename, p.Line)
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
	rel, err := filepath.Rel(dir, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return filepath.Base(file)
	}
	return fmt.Sprintf("%s:%d", filepath.ToSlash(rel), line)
}
