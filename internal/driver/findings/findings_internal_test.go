package findings

import (
	"errors"
	"go/token"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

func TestParsePos(t *testing.T) {
	for _, c := range []struct {
		in   string
		want token.Position
	}{
		{"/a/b.go:5:23", token.Position{Filename: "/a/b.go", Line: 5, Column: 23}},
		{"/a/b.go:5", token.Position{Filename: "/a/b.go", Line: 5}},
		{`C:\a\b.go:5:2`, token.Position{Filename: `C:\a\b.go`, Line: 5, Column: 2}},
		{"", token.Position{}},
		{"-", token.Position{}},
		{"/a/b.go", token.Position{Filename: "/a/b.go"}},
	} {
		if got := parsePos(c.in); got != c.want {
			t.Errorf("parsePos(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestPrimaryErrors(t *testing.T) {
	skipped := Error{Package: "p", Analyzer: "a", Err: errors.New("analysis skipped due to errors in package")}
	prereq := Error{Package: "q", Analyzer: "a", Err: errors.New("failed prerequisites: a@p")}
	real := Error{Package: "r", Analyzer: "a", Err: errors.New("internal error: boom")}
	r := &Result{Errors: []Error{skipped, prereq, real}}
	if got := r.PrimaryErrors(); len(got) != 3 {
		t.Errorf("without load errors: %v, want all three", got)
	}
	r.LoadErrors = []LoadError{{Package: "p", Msg: "x"}}
	if got := r.PrimaryErrors(); len(got) != 1 || got[0].Package != "r" {
		t.Errorf("with load errors: %v, want only r's", got)
	}
}

// TestLoadErrorsUnresolvedImportOnce pins that an import the go command
// cannot resolve is reported once, by the go command's error on the
// unlisted package, not again by the importer's "could not import".
func TestLoadErrorsUnresolvedImportOnce(t *testing.T) {
	missing := &packages.Package{ID: "example.com/nope/x", PkgPath: "example.com/nope/x", Errors: []packages.Error{
		{Pos: "a/a.go:3:8", Msg: "no required module provides package example.com/nope/x", Kind: packages.ListError},
	}}
	other := &packages.Package{ID: "example.com/other", PkgPath: "example.com/other"}
	importer := &packages.Package{ID: "example.com/bad/a", PkgPath: "example.com/bad/a",
		Imports: map[string]*packages.Package{"example.com/nope/x": missing, "example.com/other": other},
		Errors: []packages.Error{
			{Pos: "/tmp/bad/a/a.go:3:8", Msg: `could not import example.com/nope/x (invalid package name: "")`, Kind: packages.TypeError},
			{Pos: "/tmp/bad/a/a.go:4:8", Msg: `could not import example.com/other (some other reason)`, Kind: packages.TypeError},
		}}
	var got []string
	for _, e := range LoadErrors([]*packages.Package{importer}) {
		got = append(got, e.Msg)
	}
	want := []string{
		"no required module provides package example.com/nope/x",
		"could not import example.com/other (some other reason)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("LoadErrors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestLoadErrorsCompilerReport pins that the compiler's report of a package
// loaded from export data ("# path" and one line per error) becomes one
// positioned error per line, without the header.
func TestLoadErrorsCompilerReport(t *testing.T) {
	p := &packages.Package{ID: "example.com/bad/b", PkgPath: "example.com/bad/b", Errors: []packages.Error{{
		Msg:  "# example.com/bad/b\nb/b.go:3:23: cannot use \"s\" as int value\nb/b.go:4:2: undefined: x\n\tmore about x",
		Kind: packages.ListError,
	}}}
	var got []string
	for _, e := range LoadErrors([]*packages.Package{p}) {
		got = append(got, e.String())
	}
	want := []string{"b/b.go:3:23: cannot use \"s\" as int value", "b/b.go:4:2: undefined: x\n\tmore about x"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("LoadErrors = %q, want %q", got, want)
	}
}

// TestRelatedPositions pins how related locations are resolved: through
// //line directives like the finding (so a related location in cgo's copy
// of a file names the user's .go file), an end defaulting to the start,
// and neither a location without a position nor a repeat kept.
func TestRelatedPositions(t *testing.T) {
	fset := token.NewFileSet()
	content := "package p\n\nvar x = 1\nvar y = 2\n"
	f := fset.AddFile("/build/cache/_cgo_copy.go", -1, len(content))
	f.SetLinesForContent([]byte(content))
	// Line 3 of the copy is line 40 of the user's file, as a //line
	// directive cgo writes says.
	f.AddLineColumnInfo(f.Offset(f.LineStart(3)), "/src/agents/native.go", 40, 1)
	at := func(line, col int) token.Pos { return f.LineStart(line) + token.Pos(col-1) }
	rel := []analysis.RelatedInformation{
		{Pos: at(3, 5), End: at(3, 6), Message: "step: clamps applied here"},
		{Pos: token.NoPos, Message: "nowhere"},
		{Pos: at(3, 5), End: at(3, 6), Message: "step: clamps applied here"},
		{Pos: at(4, 5), Message: "step: WriteFace loosened here"},
	}
	got := related(fset, rel)
	if len(got) != 2 {
		t.Fatalf("related = %+v, want two (no position and repeat left out)", got)
	}
	if p := got[0].Pos; p.Filename != "/src/agents/native.go" || p.Line != 40 || p.Column != 5 {
		t.Errorf("first related at %v, want /src/agents/native.go:40:5 (the //line mapping)", p)
	}
	if got[1].End != got[1].Pos || got[1].Message != "step: WriteFace loosened here" {
		t.Errorf("second related = %+v, want its end at its start", got[1])
	}
}
