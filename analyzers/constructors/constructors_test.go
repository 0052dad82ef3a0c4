package constructors

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestScenarios runs the analyzer on every constructors_* scenario (each
// its own module: analysistest runs in module mode when dir holds a
// go.mod); each finding and each exported fact is expected by a // want
// comment.
func TestScenarios(t *testing.T) {
	for _, dir := range scenarios.Dirs(t, "constructors") {
		name := filepath.Base(dir)
		t.Run(name, func(t *testing.T) {
			if strings.Contains(name, "cgo") && !cgoAvailable() {
				t.Skip("cgo is disabled or there is no C compiler")
			}
			analysistest.Run(t, dir, analyzerFor(name), "./...")
		})
	}
}

// analyzerFor returns the analyzer to run on a scenario. analysistest reads
// the "// want" comments of build-excluded files only for analyzers named
// directive, buildtag or plusbuild; a scenario whose findings lie in such
// files (a role hidden by a build constraint, reported where it is
// declared) runs a copy of the analyzer under the name directive. Should
// analysistest stop reading them, the scenario fails (its findings turn
// unexpected), it does not pass silently.
func analyzerFor(scenario string) *analysis.Analyzer {
	if !strings.Contains(scenario, "build_constrained") {
		return Analyzer
	}
	a := *Analyzer
	a.Name = "directive"
	return &a
}

// cgoAvailable reports whether the go command can build cgo packages here.
func cgoAvailable() bool {
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		return false
	}
	fields := strings.Fields(string(out))
	if len(fields) < 2 || fields[0] != "1" {
		return false
	}
	_, err = exec.LookPath(fields[1])
	return err == nil
}

// scenarioDir is the module of one named scenario.
func scenarioDir(t *testing.T, name string) string {
	t.Helper()
	return filepath.Join(scenarios.Root(t), name)
}
