package analyzers_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/scenarios"
)

// flowFamilies are the name prefixes of the scenarios of the dataflow
// rules and the census (each with findings whose summaries cross packages
// as facts), so that a new scenario of a family is run without being
// listed.
var flowFamilies = []string{"constructors_reach", "constructors_census", "constructors_related", "clampseats_whole"}

// TestFlowDriversAgree runs the real binary on every dataflow scenario
// standalone and as go vet -vettool (with a fresh GOCACHE: go vet's cache
// can replay a facts-only run as a clean one) and wants the same findings,
// position and message, from both, and at least one. The facts that carry
// summaries across packages reach a package only from its direct imports
// under go vet, so a finding that depends on a fact of an indirect import
// would show here as a difference.
func TestFlowDriversAgree(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs go vet with a fresh cache")
	}
	bin := filepath.Join(t.TempDir(), "clampvet")
	build := exec.Command("go", "build", "-o", bin, "./cmd/clampvet")
	build.Dir = ".."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cache := t.TempDir()
	var dirs []string
	for _, family := range flowFamilies {
		dirs = append(dirs, scenarios.Dirs(t, family)...)
	}
	for _, dir := range dirs {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			standalone, code := runIn(t, dir, nil, bin, "./...")
			if code != 3 {
				t.Errorf("standalone: exit %d, want 3 (findings)\n%s", code, standalone)
			}
			vet, code := runIn(t, dir, []string{"GOCACHE=" + cache, "GOFLAGS=-mod=mod"}, "go", "vet", "-vettool="+bin, "./...")
			if code != 1 {
				t.Errorf("go vet: exit %d, want 1 (findings)\n%s", code, vet)
			}
			got, want := findingLines(vet, dir), findingLines(standalone, dir)
			if len(want) == 0 {
				t.Fatalf("standalone reported nothing:\n%s", standalone)
			}
			if !slices.Equal(got, want) {
				t.Errorf("go vet and standalone disagree\ngo vet:\n%s\nstandalone:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// runIn runs a command in dir and returns its combined output and exit
// code.
func runIn(t *testing.T, dir string, env []string, name string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return out.String(), ee.ExitCode()
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out.String(), 0
}

var findingLine = regexp.MustCompile(`^(?:\./)?(\S+\.go):(\d+):(\d+): (.*?)(?: \((?:clampseats|constructors|notcarried)\))?$`)

// findingLines are the findings of a run, "file:line:col: message" with
// file relative to dir, sorted; related locations (indented) and package
// headers are left out.
func findingLines(out, dir string) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		m := findingLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		lines = append(lines, m[1]+":"+m[2]+":"+m[3]+": "+m[4])
	}
	slices.Sort(lines)
	return slices.Compact(lines)
}
