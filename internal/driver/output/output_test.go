package output_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/output"
)

func result(dir string) *findings.Result {
	p := filepath.Join(dir, "p", "p.go")
	return &findings.Result{
		Findings: []findings.Finding{{
			Analyzer: "todo", Category: "left-todo", Package: "mod/p", Fingerprint: "f00d",
			Pos:     token.Position{Filename: p, Line: 3, Column: 16, Offset: 26},
			End:     token.Position{Filename: p, Line: 3, Column: 25, Offset: 35},
			Message: "todo left in comment, want it done",
			Related: []findings.Related{{
				Pos: token.Position{Filename: p, Line: 1, Column: 9, Offset: 8}, End: token.Position{Filename: p, Line: 1, Column: 10, Offset: 9},
				Message: "in this package",
			}},
			Fixes: []findings.Fix{{Message: "mark it done", Edits: []findings.Edit{{
				Pos: token.Position{Filename: p, Line: 3, Column: 16, Offset: 26}, End: token.Position{Filename: p, Line: 3, Column: 25, Offset: 35}, New: "DONE",
			}}}},
		}, {
			Analyzer: "reach", Package: "mod/q [mod/q.test]",
			Pos:     token.Position{Filename: "/elsewhere/q.go", Line: 2, Column: 1, Offset: 5},
			End:     token.Position{Filename: "/elsewhere/q.go", Line: 2, Column: 1, Offset: 5},
			Message: "100% wrong: a, b\nsecond line",
		}},
		Allowed: []findings.Finding{{
			Analyzer: "todo", Category: "left-todo", Package: "mod/p", Fingerprint: "beef",
			Pos:     token.Position{Filename: p, Line: 4, Column: 1, Offset: 40},
			End:     token.Position{Filename: p, Line: 4, Column: 4, Offset: 43},
			Message: "another todo",
			Allowed: &findings.Exception{Pos: token.Position{Filename: p, Line: 3, Column: 1, Offset: 11}, Reason: "kept on purpose"},
		}},
		Errors: []findings.Error{{Package: "mod/r", Analyzer: "reach", Err: errors.New("analysis skipped due to errors in package")}},
	}
}

const file = "package p\n\n// héllo 🙂 TODO(fix)\nvar x = 1\n"

func setup(t *testing.T) string {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "p"), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "p.go"), []byte(file), 0o666); err != nil {
		t.Fatal(err)
	}
	return dir
}

func TestText(t *testing.T) {
	dir := setup(t)
	var buf bytes.Buffer
	if err := output.Text(&buf, result(dir).Findings, dir, -1); err != nil {
		t.Fatal(err)
	}
	want := "p/p.go:3:16: todo left in comment, want it done (todo/left-todo)\n" +
		"p/p.go:1:9: \tin this package\n" +
		"/elsewhere/q.go:2:1: 100% wrong: a, b\nsecond line (reach)\n"
	if buf.String() != want {
		t.Errorf("Text:\n%s\nwant:\n%s", buf.String(), want)
	}

	buf.Reset()
	if err := output.Text(&buf, result(dir).Findings[:1], dir, 1); err != nil {
		t.Fatal(err)
	}
	want = "p/p.go:3:16: todo left in comment, want it done (todo/left-todo)\n" +
		"2\t\n3\t// héllo 🙂 TODO(fix)\n4\tvar x = 1\n" +
		"p/p.go:1:9: \tin this package\n" +
		"1\tpackage p\n2\t\n"
	if buf.String() != want {
		t.Errorf("Text with -c=1:\n%s\nwant:\n%s", buf.String(), want)
	}
}

func TestRelPath(t *testing.T) {
	for _, c := range []struct{ dir, file, want string }{
		{"/a/b", "/a/b/c/d.go", "c/d.go"},
		{"/a/b", "/a/bc/d.go", "/a/bc/d.go"},
		{"/a/b", "/a/d.go", "/a/d.go"},
		{"", "/a/d.go", "/a/d.go"},
		{"/a", "rel.go", "rel.go"},
	} {
		if got := output.RelPath(c.dir, c.file); got != filepath.FromSlash(c.want) {
			t.Errorf("RelPath(%q, %q) = %q, want %q", c.dir, c.file, got, c.want)
		}
	}
}

func TestJSON(t *testing.T) {
	dir := setup(t)
	var buf bytes.Buffer
	if err := output.JSON(&buf, result(dir)); err != nil {
		t.Fatal(err)
	}
	// The shape of go vet -json: package ID -> analyzer -> diagnostics or error.
	var got map[string]map[string]json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	var diags []struct {
		Category, Posn, End, Message, Fingerprint string
		Allowed                                   *struct{ Posn, Reason string }
		SuggestedFixes                            []struct {
			Message string
			Edits   []struct {
				Filename   string
				Start, End int
				New        string
			}
		} `json:"suggested_fixes"`
		Related []struct{ Posn, End, Message string }
	}
	if err := json.Unmarshal(got["mod/p"]["todo"], &diags); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "p", "p.go")
	if len(diags) != 2 || diags[0].Posn != p+":3:16" || diags[0].End != p+":3:25" || diags[0].Category != "left-todo" ||
		diags[0].Fingerprint != "f00d" || diags[0].Allowed != nil ||
		len(diags[0].SuggestedFixes) != 1 || diags[0].SuggestedFixes[0].Edits[0].Start != 26 || diags[0].SuggestedFixes[0].Edits[0].New != "DONE" ||
		len(diags[0].Related) != 1 || diags[0].Related[0].Posn != p+":1:9" {
		t.Errorf("mod/p todo = %+v", diags)
	}
	// A covered finding stays in JSON, with its exception.
	if len(diags) == 2 && (diags[1].Allowed == nil || diags[1].Allowed.Reason != "kept on purpose" ||
		diags[1].Allowed.Posn != p+":3:1" || diags[1].Fingerprint != "beef") {
		t.Errorf("mod/p allowed todo = %+v", diags[1])
	}
	if _, ok := got["mod/q [mod/q.test]"]["reach"]; !ok {
		t.Errorf("missing mod/q [mod/q.test] reach in %s", buf.String())
	}
	var e struct{ Error string }
	if err := json.Unmarshal(got["mod/r"]["reach"], &e); err != nil || e.Error != "analysis skipped due to errors in package" {
		t.Errorf("mod/r reach = %s, want the error", got["mod/r"]["reach"])
	}

	buf.Reset()
	if err := output.JSON(&buf, &findings.Result{}); err != nil {
		t.Fatal(err)
	}
	if buf.String() != "{}\n" {
		t.Errorf("empty JSON = %q, want {}", buf.String())
	}
}

func TestGitHub(t *testing.T) {
	dir := setup(t)
	var buf bytes.Buffer
	level := func(a string) output.Level {
		if a == "todo" {
			return output.Warning
		}
		return output.Error
	}
	if err := output.GitHub(&buf, result(dir), dir, findings.NewSource(), level); err != nil {
		t.Fatal(err)
	}
	want := "::warning file=p/p.go,line=3,endLine=3,col=13,endColumn=22,title=todo/left-todo::todo left in comment, want it done (see p/p.go:1: in this package)\n" +
		"::error file=/elsewhere/q.go,line=2,endLine=2,col=1,endColumn=1,title=reach::100%25 wrong: a, b%0Asecond line\n" +
		"::error title=clampvet::mod/r: reach: analysis skipped due to errors in package\n"
	if buf.String() != want {
		t.Errorf("GitHub:\n%s\nwant:\n%s", buf.String(), want)
	}

	// Properties escape ':' and ',' too.
	buf.Reset()
	res := &findings.Result{Findings: []findings.Finding{{
		Analyzer: "a,b:c", Pos: token.Position{Filename: filepath.Join(dir, "x,y:z%.go"), Line: 1, Column: 1},
		Message: "m\r\n",
	}}}
	if err := output.GitHub(&buf, res, dir, findings.NewSource(), nil); err != nil {
		t.Fatal(err)
	}
	want = "::error file=x%2Cy%3Az%25.go,line=1,col=1,title=a%2Cb%3Ac::m%0D%0A\n"
	if buf.String() != want {
		t.Errorf("GitHub escaping:\n%q\nwant:\n%q", buf.String(), want)
	}
}

// TestAllowed pins the review listing of -allowed: each covered finding,
// then its exception's position and reason, as a related line.
func TestAllowed(t *testing.T) {
	dir := setup(t)
	var buf bytes.Buffer
	if err := output.Allowed(&buf, result(dir).Allowed, dir); err != nil {
		t.Fatal(err)
	}
	want := "p/p.go:4:1: another todo (todo/left-todo)\n" +
		"p/p.go:3:1: \tallowed: kept on purpose\n"
	if buf.String() != want {
		t.Errorf("Allowed:\n%s\nwant:\n%s", buf.String(), want)
	}
}
