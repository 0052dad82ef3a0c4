package main_test

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// requireCgo skips a test where the go command builds without cgo, and
// fails it where cgo should work (CI on Linux with a C compiler), so that
// a skip cannot hide a broken setup.
func requireCgo(t *testing.T) {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED").Output()
	if err != nil {
		t.Fatalf("go env CGO_ENABLED: %v", err)
	}
	if strings.TrimSpace(string(out)) == "1" {
		return
	}
	if _, ccErr := exec.LookPath("cc"); os.Getenv("CI") == "true" && runtime.GOOS == "linux" && ccErr == nil {
		t.Fatal("CGO_ENABLED is not 1 on a Linux CI machine with a C compiler: the cgo test would not run")
	}
	t.Skip("the go command builds without cgo here (CGO_ENABLED=0)")
}

// cgoEdit is the one edit of the one fix of a go vet -json tree.
func cgoEdit(t *testing.T, mode, out string) (file string, start, end int) {
	t.Helper()
	var tree map[string]map[string][]struct {
		SuggestedFixes []struct {
			Edits []struct {
				Filename   string
				Start, End int
			}
		} `json:"suggested_fixes"`
	}
	// go vet -json writes one tree per package; the standalone one tree.
	var diags []struct {
		SuggestedFixes []struct {
			Edits []struct {
				Filename   string
				Start, End int
			}
		} `json:"suggested_fixes"`
	}
	for dec := json.NewDecoder(strings.NewReader(out)); dec.More(); {
		clear(tree)
		if err := dec.Decode(&tree); err != nil {
			t.Fatalf("%s: %v\n%s", mode, err, out)
		}
		diags = append(diags, tree["example.com/cgofix/agents"]["clampseats"]...)
	}
	if len(diags) != 1 || len(diags[0].SuggestedFixes) != 1 || len(diags[0].SuggestedFixes[0].Edits) != 1 {
		t.Fatalf("%s: want one clampseats finding with one fix of one edit\n%s", mode, out)
	}
	e := diags[0].SuggestedFixes[0].Edits[0]
	return e.Filename, e.Start, e.End
}

// TestE2ECgo runs the real binary on a cgo package whose native.go omits
// a seat on a line cmd/cgo copies as it is: in every mode the fix must
// address native.go at the bytes of that line — never cgo's copy in the
// build cache (standalone) or an offset of the copy (go vet) — so that
// -diff shows it, -fix applies it and the package is then clean.
func TestE2ECgo(t *testing.T) {
	requireCgo(t)
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "cgofix"))); err != nil {
		t.Fatal(err)
	}
	native := filepath.Join(dir, "agents", "native.go")
	src, err := os.ReadFile(native)
	if err != nil {
		t.Fatal(err)
	}
	const lit = "policy.Source{HandsReadOnly: parent.HandsReadOnly}"
	litStart := bytes.Index(src, []byte(lit))
	line := 1 + bytes.Count(src[:litStart], []byte("\n"))

	r := clampvet(t, dir, "./...")
	if r.code != exitFindings || !strings.HasPrefix(r.stdout, "agents/native.go:"+itoa(line)+":") {
		t.Errorf("text: want the finding on native.go:%d\n%s", line, r)
	}
	r = clampvet(t, dir, "-format=json", "./...")
	file, start, end := cgoEdit(t, "json", r.stdout)
	if file != native || start < litStart || end > litStart+len(lit) {
		t.Errorf("json: edit of %s [%d,%d), want one of %s inside the literal [%d,%d)", file, start, end, native, litStart, litStart+len(lit))
	}
	if !testing.Short() {
		v := run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go", "vet", "-vettool="+clampvetBinary(t), "-json", "./...")
		if vf, vs, ve := cgoEdit(t, "go vet -json", v.stdout); vf != file || vs != start || ve != end {
			t.Errorf("go vet -json: edit of %s [%d,%d), want the standalone one: %s [%d,%d)", vf, vs, ve, file, start, end)
		}
	}
	r = clampvet(t, dir, "-format=sarif", "./...")
	if !strings.Contains(r.stdout, `"uri": "agents/native.go"`) || strings.Contains(r.stdout, "go-build") {
		t.Errorf("sarif: want agents/native.go, never a build-cache file\n%s", r)
	}

	r = clampvet(t, dir, "-diff", "./...")
	if r.code != exitClean || r.stderr != "" || !strings.Contains(r.stdout, "--- "+native+" (old)") ||
		!strings.Contains(r.stdout, "\n-\treturn policy.Carry("+lit+")\n") {
		t.Errorf("-diff: want exit 0 and the diff of native.go's line %d\n%s", line, r)
	}
	r = clampvet(t, dir, "-fix", "./...")
	after, _ := os.ReadFile(native)
	if r.code != exitClean || r.stdout != "" || bytes.Contains(after, []byte(lit)) ||
		!bytes.Equal(after[:litStart], src[:litStart]) || !bytes.Contains(after, []byte("ReadFace:")) {
		t.Errorf("-fix: want exit 0 and native.go fixed from the literal on\n%s\n%s", r, after)
	}
	if r = clampvet(t, dir, "./..."); r.code != exitClean || r.stdout != "" {
		t.Errorf("after -fix: want a clean run\n%s", r)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
