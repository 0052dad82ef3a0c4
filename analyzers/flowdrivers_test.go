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
// listed; each must report findings.
var flowFamilies = []string{"constructors_reach", "constructors_census", "constructors_related", "clampseats_whole"}

// allScenarios are the prefixes of every analyzer's scenarios, compared
// too: clean ones, ones with load errors and the rest.
var allScenarios = []string{"clampseats", "constructors", "notcarried"}

// TestFlowDriversAgree runs the real binary on every scenario standalone
// and as go vet -vettool (with a fresh GOCACHE: go vet's cache can replay a
// facts-only run as a clean one) and wants the same findings, position and
// message, from both; on a dataflow or census scenario, at least one, with
// the findings exit code of each driver. The facts that carry
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
	for _, prefix := range allScenarios {
		dirs = append(dirs, scenarios.Dirs(t, prefix)...)
	}
	for _, dir := range dirs {
		flow := slices.ContainsFunc(flowFamilies, func(f string) bool { return strings.HasPrefix(filepath.Base(dir), f+"_") })
		t.Run(filepath.Base(dir), func(t *testing.T) {
			standalone, scode := runIn(t, dir, nil, bin, "./...")
			vet, vcode := runIn(t, dir, []string{"GOCACHE=" + cache, "GOFLAGS=-mod=mod"}, "go", "vet", "-vettool="+bin, "./...")
			got, want := findingLines(vet, dir, false), findingLines(standalone, dir, true)
			if flow && (scode != 3 || vcode != 1 || len(want) == 0) {
				t.Fatalf("exit %d standalone (want 3), %d go vet (want 1), %d findings (want some):\n%s", scode, vcode, len(want), standalone)
			}
			if built := vetBuildErrors(got, standalone, dir); len(built) > 0 {
				// go vet compiles a package that another one imports, and
				// stops where that fails; the standalone driver reports the
				// same error and goes on. Both must report it, and exit
				// with an error.
				if scode != 1 || vcode == 0 {
					t.Errorf("a package that does not compile: exit %d standalone (want 1), %d go vet (want non-zero)", scode, vcode)
				}
				return
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

// vetBuildErrors are the lines of go vet's findings that the standalone
// run reports as load errors: the compiler's errors of a package go vet had
// to build.
func vetBuildErrors(vetLines []string, standalone, dir string) []string {
	loadErrors := map[string]bool{}
	for _, l := range strings.Split(standalone, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		if m := findingLine.FindStringSubmatch(l); m != nil && !analyzerSuffix.MatchString(l) && !strings.HasPrefix(m[4], "\t") {
			loadErrors[m[1]+":"+m[2]+":"+m[3]+": "+m[4]] = true
		}
	}
	var out []string
	for _, l := range vetLines {
		if loadErrors[l] {
			out = append(out, l)
		}
	}
	return out
}

// analyzerSuffix ends a standalone finding's line, "(analyzer/kind)"; a
// load error has none.
var analyzerSuffix = regexp.MustCompile(` \((?:clampseats|constructors|notcarried)(?:/[a-z0-9-]+)?\)$`)

var findingLine = regexp.MustCompile(`^(?:\./)?(\S+\.go):(\d+):(\d+): (.*?)(?: \((?:clampseats|constructors|notcarried)(?:/[a-z0-9-]+)?\))?$`)

// findingLines are the findings of a run, "file:line:col: message" with
// file relative to dir, sorted; related locations (indented) and package
// headers are left out.
func findingLines(out, dir string, standalone bool) []string {
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		l = strings.TrimPrefix(l, dir+string(filepath.Separator))
		m := findingLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		if standalone && !analyzerSuffix.MatchString(l) && !strings.HasPrefix(m[4], "\t") {
			continue // a load error (go vet does not compile the package)
		}
		lines = append(lines, m[1]+":"+m[2]+":"+m[3]+": "+m[4])
	}
	slices.Sort(lines)
	return slices.Compact(lines)
}
