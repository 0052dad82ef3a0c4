package sarif_test

import (
	"bytes"
	"flag"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/findings/findingstest"
	"github.com/sema-agent/clampvet/internal/driver/sarif"
	"github.com/sema-agent/clampvet/testkit/golden"
)

var update = flag.Bool("update", false, "rewrite the golden file of TestRelatedGolden")

// writeRelated writes the SARIF log of findingstest's findings.
func writeRelated(t *testing.T) (data []byte, log *sarif.Log) {
	t.Helper()
	dir := findingstest.Write(t)
	res := findingstest.Result(dir)
	opts := sarif.Options{Version: "v1.2.3", Root: dir, Source: findings.NewSource()}
	var buf bytes.Buffer
	if err := sarif.Write(&buf, res, opts); err != nil {
		t.Fatal(err)
	}
	return []byte(strings.ReplaceAll(buf.String(), "file://"+filepath.ToSlash(dir), "file://$DIR")), sarif.Build(res, opts)
}

// TestRelatedGolden pins the SARIF rendering of related locations (ids,
// links in the message) and of paths (codeFlows) against
// testdata/related.sarif.golden, and validates it against the schema.
func TestRelatedGolden(t *testing.T) {
	data, _ := writeRelated(t)
	validate(t, data)
	golden.Compare(t, filepath.Join("testdata", "related.sarif.golden"), string(data), *update, "go test -run TestRelatedGolden -update")
}

// TestCodeFlows pins the convention of package steps in SARIF: a path
// ends at the finding unless a step is there already; related locations
// that are not steps make no code flow; step columns are UTF-16 units.
func TestCodeFlows(t *testing.T) {
	_, log := writeRelated(t)
	results := log.Runs[0].Results
	type step struct {
		line, col int
		msg, imp  string
	}
	flow := func(r sarif.Result) []step {
		if len(r.CodeFlows) == 0 {
			return nil
		}
		var out []step
		for _, l := range r.CodeFlows[0].ThreadFlows[0].Locations {
			reg := l.Location.PhysicalLocation.Region
			out = append(out, step{reg.StartLine, reg.StartColumn, l.Location.Message.Text, l.Importance})
		}
		return out
	}
	// verify.go line 8 is "\t/* prüfen */ spec.WriteFace = ...": ü is two
	// bytes and one UTF-16 unit, so byte column 16 is UTF-16 column 15.
	want := []step{
		{7, 2, "clamps applied here", ""},
		{8, 15, "WriteFace loosened here", ""},
		{9, 2, "returned spec has seat WriteFace looser than the clamps applied", "essential"},
	}
	if got := flow(results[0]); !equal(got, want) {
		t.Errorf("flow of the flow finding = %+v, want %+v", got, want)
	}
	want = []step{
		{10, 24, "spec built here", "essential"},
		{10, 15, "passed to StepTask", ""},
		{8, 39, "reaches spawn sink Spawn", ""},
	}
	if got := flow(results[1]); !equal(got, want) {
		t.Errorf("flow of the census finding = %+v, want %+v (no step appended: the finding is its first)", got, want)
	}
	if got := flow(results[2]); got != nil || len(results[2].RelatedLocations) != 1 {
		t.Errorf("registry finding: flow %+v, related %d; want no flow and one related location", got, len(results[2].RelatedLocations))
	}
}

func equal[T comparable](a, b []T) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLinkedMessageEscapes pins that a message with links escapes the
// brackets and backslashes that are not link syntax.
func TestLinkedMessageEscapes(t *testing.T) {
	res := &findings.Result{Findings: []findings.Finding{{
		Analyzer: "a", Message: `x []string \ y`,
		Pos:     token0("/m/a.go"),
		Related: []findings.Related{{Pos: token0("/m/b.go"), Message: "[b]"}},
	}}}
	log := sarif.Build(res, sarif.Options{Root: "/m", Source: findings.NewSourceFunc(func(string) ([]byte, error) { return nil, os.ErrNotExist })})
	want := `x \[\]string \\ y (see [\[b\]](1))`
	if got := log.Runs[0].Results[0].Message.Text; got != want {
		t.Errorf("message = %q, want %q", got, want)
	}
}

// token0 is the start of the first line of file.
func token0(file string) token.Position {
	return token.Position{Filename: file, Line: 1, Column: 1}
}
