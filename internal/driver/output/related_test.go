package output_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/findings/findingstest"
	"github.com/sema-agent/clampvet/internal/driver/output"
	"github.com/sema-agent/clampvet/testkit/golden"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestRelatedGolden")

// TestRelatedGolden pins each format's rendering of related locations and
// of paths (a flow finding whose path ends at it, a census finding that
// is the first step of its own path, a registry finding with a related
// location that is not a step) against testdata/related.FORMAT.golden
// (go test -run TestRelatedGolden -update rewrites them).
func TestRelatedGolden(t *testing.T) {
	dir := findingstest.Write(t)
	res := findingstest.Result(dir)
	for _, c := range []struct {
		format string
		print  func(*bytes.Buffer) error
	}{
		{"text", func(b *bytes.Buffer) error { return output.Text(b, res.Findings, dir, -1) }},
		{"text-c1", func(b *bytes.Buffer) error { return output.Text(b, res.Findings[:1], dir, 1) }},
		{"json", func(b *bytes.Buffer) error { return output.JSON(b, res) }},
		{"github", func(b *bytes.Buffer) error { return output.GitHub(b, res, dir, findings.NewSource(), nil) }},
	} {
		t.Run(c.format, func(t *testing.T) {
			var buf bytes.Buffer
			if err := c.print(&buf); err != nil {
				t.Fatal(err)
			}
			got := strings.ReplaceAll(buf.String(), dir, "$DIR")
			golden.Compare(t, filepath.Join("testdata", "related."+c.format+".golden"), got, *update, "go test -run TestRelatedGolden -update")
		})
	}
}

// TestTextRelatedLinesAreLocations pins that every related line of the
// text format starts with a position an editor can jump to, as go vet
// prints related information, and that the steps keep their order.
func TestTextRelatedLinesAreLocations(t *testing.T) {
	dir := findingstest.Write(t)
	res := findingstest.Result(dir)
	var buf bytes.Buffer
	if err := output.Text(&buf, res.Findings[:1], dir, -1); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(buf.String(), "\n"), "\n")
	want := []string{
		"agents/verify.go:9:2: returned spec has seat WriteFace looser than the clamps applied (clampseats)",
		"agents/verify.go:7:2: \tstep: clamps applied here",
		"agents/verify.go:8:16: \tstep: WriteFace loosened here",
	}
	for i := range want {
		want[i] = filepath.FromSlash(strings.SplitN(want[i], ":", 2)[0]) + ":" + strings.SplitN(want[i], ":", 2)[1]
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("text:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
