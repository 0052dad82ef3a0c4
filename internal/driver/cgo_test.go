package driver_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver"
)

var cgoModule, _ = filepath.Abs(filepath.Join("..", "..", "testkit", "drivertest", "testdata", "cgo"))

// requireCgo skips a test where the go command builds without cgo, and
// fails it where cgo should work (CI on Linux with a C compiler): there a
// skip would hide a broken setup.
func requireCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED").Output()
	if err != nil {
		t.Fatalf("go env CGO_ENABLED: %v", err)
	}
	if strings.TrimSpace(string(out)) == "1" {
		return
	}
	_, ccErr := exec.LookPath("cc")
	if os.Getenv("CI") == "true" && runtime.GOOS == "linux" && ccErr == nil {
		t.Fatal("CGO_ENABLED is not 1 on a Linux CI machine with a C compiler: the cgo tests would not run")
	}
	t.Skip("the go command builds without cgo here (CGO_ENABLED=0)")
}

// jsonDiag is a diagnostic of the go vet -json tree, with its fixes.
type jsonDiag struct {
	Posn           string
	SuggestedFixes []struct {
		Edits []struct {
			Filename   string
			Start, End int
		}
	} `json:"suggested_fixes"`
}

// cgoPositions are the 1-based line and byte column of each "TODO(fix)"
// of the cgo module's native.go, and its byte offset.
func cgoPositions(t *testing.T, file string) (lines, cols, offsets []int) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	off := 0
	for i, l := range strings.SplitAfter(string(data), "\n") {
		if c := strings.Index(l, "TODO(fix)"); c >= 0 {
			lines, cols, offsets = append(lines, i+1), append(cols, c+1), append(offsets, off+c)
		}
		off += len(l)
	}
	if len(lines) != 2 {
		t.Fatalf("%s: want two TODO(fix), have %d", file, len(lines))
	}
	return lines, cols, offsets
}

// TestCgoFixes runs every standalone mode on a real cgo package. Its
// native.go has a finding on a line cmd/cgo copies as it is (the fix
// must edit native.go, not cgo's copy in the build cache, at the bytes of
// the finding) and one on a line cgo rewrites (no exact mapping: no fix,
// the finding stays); plain.go, in the same package without import "C",
// has an ordinary one.
func TestCgoFixes(t *testing.T) {
	requireCgo(t)
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(cgoModule)); err != nil {
		t.Fatal(err)
	}
	native := filepath.Join(dir, "native", "native.go")
	lines, cols, offsets := cgoPositions(t, native)
	at := func(i int) string {
		return fmt.Sprintf("native/native.go:%d:%d: todo left in comment", lines[i], cols[i])
	}

	stdout, stderr, code := clampvet(t, "-C", dir, "-todo", "./...")
	if code != driver.ExitFindings || !strings.Contains(stdout, at(0)) || !strings.Contains(stdout, at(1)) || stderr != "" {
		t.Errorf("text: exit %d, want 3 and findings at %s and %s\n%s%s", code, at(0), at(1), stdout, stderr)
	}

	stdout, _, _ = clampvet(t, "-C", dir, "-todo", "-format=json", "./...")
	var tree map[string]map[string][]jsonDiag
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatalf("json: %v\n%s", err, stdout)
	}
	checkCgoJSON(t, "json", tree["example.com/cgo/native"]["todo"], native, lines, offsets)

	stdout, _, _ = clampvet(t, "-C", dir, "-todo", "-format=sarif", "./...")
	var log struct {
		Runs []struct {
			Results []struct {
				Fixes []struct {
					ArtifactChanges []struct {
						ArtifactLocation struct{ URI string }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("sarif: %v\n%s", err, stdout)
	}
	var changed []string
	for _, r := range log.Runs[0].Results {
		for _, f := range r.Fixes {
			for _, c := range f.ArtifactChanges {
				changed = append(changed, c.ArtifactLocation.URI)
			}
		}
	}
	if strings.Join(changed, " ") != "native/native.go native/plain.go" || strings.Contains(stdout, "go-build") {
		t.Errorf("sarif: artifactChanges of %q, want native/native.go native/plain.go (and no build-cache file)", changed)
	}

	stdout, stderr, code = clampvet(t, "-C", dir, "-todo", "-diff", "./...")
	if code != driver.ExitFindings || !strings.Contains(stdout, "--- "+native+" (old)") || strings.Count(stdout, "+// ") != 2 ||
		!strings.HasPrefix(stderr, at(1)) {
		t.Errorf("-diff: exit %d, want 3, diffs of native.go and plain.go, and the rewritten line's finding left\nstdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}

	stdout, _, code = clampvet(t, "-C", dir, "-todo", "-fix", "./...")
	data, _ := os.ReadFile(native)
	fixedLine := strings.Split(string(data), "\n")[lines[0]-1]
	if code != driver.ExitFindings || !strings.HasPrefix(stdout, at(1)) || !strings.Contains(fixedLine, "DONE on a line cgo copies") ||
		strings.Count(string(data), "TODO(fix)") != 1 {
		t.Errorf("-fix: exit %d, want 3, native.go fixed on line %d only, the other finding left\nstdout:\n%s\nnative.go:\n%s", code, lines[0], stdout, data)
	}
}

// checkCgoJSON wants the finding on the copied line to carry one edit of
// native.go at the finding's bytes, and the one on the rewritten line
// none.
func checkCgoJSON(t *testing.T, mode string, diags []jsonDiag, native string, lines, offsets []int) {
	t.Helper()
	found := 0
	for _, d := range diags {
		d := struct {
			Posn           string
			SuggestedFixes []struct {
				Edits []struct {
					Filename   string
					Start, End int
				}
			} `json:"suggested_fixes"`
		}(d)
		switch {
		case strings.Contains(d.Posn, fmt.Sprintf("native.go:%d:", lines[0])):
			found++
			if len(d.SuggestedFixes) != 1 || len(d.SuggestedFixes[0].Edits) != 1 {
				t.Errorf("%s: want one fix of one edit at %s, have %+v", mode, d.Posn, d.SuggestedFixes)
				continue
			}
			e := d.SuggestedFixes[0].Edits[0]
			if e.Filename != native || e.Start != offsets[0] || e.End != offsets[0]+len("TODO(fix)") {
				t.Errorf("%s: edit %s [%d,%d), want %s [%d,%d)", mode, e.Filename, e.Start, e.End, native, offsets[0], offsets[0]+9)
			}
		case strings.Contains(d.Posn, fmt.Sprintf("native.go:%d:", lines[1])):
			found++
			if len(d.SuggestedFixes) != 0 {
				t.Errorf("%s: a fix on the line cgo rewrites: %+v", mode, d.SuggestedFixes)
			}
		}
	}
	if found != 2 {
		t.Errorf("%s: %d of the two native.go findings: %+v", mode, found, diags)
	}
}

// TestCgoVetTool runs the cgo package under go vet: its -json carries the
// same edit of native.go (unitchecker computes offsets from the positions
// the driver reports), and go vet -fix edits native.go.
func TestCgoVetTool(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	requireCgo(t)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(cgoModule)); err != nil {
		t.Fatal(err)
	}
	native := filepath.Join(dir, "native", "native.go")
	lines, _, offsets := cgoPositions(t, native)
	stdout, stderr, code := subprocess(t, dir, "go", "vet", "-vettool="+exe, "-todo", "-json", "./...")
	var tree map[string]map[string][]jsonDiag
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil || code != 0 {
		t.Fatalf("go vet -json: exit %d, %v\n%s%s", code, err, stdout, stderr)
	}
	checkCgoJSON(t, "go vet -json", tree["example.com/cgo/native"]["todo"], native, lines, offsets)

	before, _ := os.ReadFile(native)
	_, stderr, _ = subprocess(t, dir, "go", "vet", "-vettool="+exe, "-todo", "-fix", "./...")
	after, _ := os.ReadFile(native)
	want := bytes.Replace(before, []byte("TODO(fix) on a line cgo copies"), []byte("DONE on a line cgo copies"), 1)
	if !bytes.Equal(after, want) {
		t.Errorf("go vet -fix: native.go\n%s\nwant\n%s\nstderr:\n%s", after, want, stderr)
	}
}
