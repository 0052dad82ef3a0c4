package flowrules

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/ast/astutil"
)

// TestDiscarded pins which statements drop a call's results: exactly those
// clampseats reports as a discarded carrier result, so that reach leaves
// them to that one finding and still reports a result kept but never used.
func TestDiscarded(t *testing.T) {
	const src = `package p

func f() int { return 1 }

var _ = f()
var kept = f()

func g() {
	f()
	_ = f()
	go f()
	defer f()
	x := f()
	_, _ = f(), f()
	y, _ := f(), 2
	_, _ = x, y
	h(f())
}

func h(int) {}
`
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[int][]bool{ // line -> dropped, per call of f on the line in order
		5: {true}, 6: {false}, 9: {true}, 10: {true}, 11: {true}, 12: {true},
		13: {false}, 14: {true, true}, 15: {false}, 17: {false},
	}
	got := map[int][]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && call.Fun.(*ast.Ident).Name == "f" {
			line := fset.Position(call.Pos()).Line
			got[line] = append(got[line], discarded([]*ast.File{file}, call.Lparen))
		}
		return true
	})
	for line, w := range want {
		if g := got[line]; !slices.Equal(g, w) {
			t.Errorf("line %d: discarded = %v, want %v", line, g, w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("calls of f on lines %v, want the lines %v", got, want)
	}
}

// TestPathSteps pins that a dataflow finding's related places become the
// steps of its path, in source order and once each, so that SARIF can draw
// the path (a code flow) and text lists it under the finding.
func TestPathSteps(t *testing.T) {
	got := pathSteps([]flow.Related{
		{Pos: 40, What: "application"}, {Pos: 52, What: "write"}, {Pos: 12, What: "carrier call"},
		{Pos: 40, What: "application"}, {Pos: token.NoPos, What: "source"},
	}, 60, 70)
	want := []string{"12 the carrier is called here", "40 the clamps are applied here", "52 a carried seat is written here"}
	if lines := stepLines(t, got); !slices.Equal(lines, want) {
		t.Errorf("steps = %q, want %q", lines, want)
	}
	// A source built in the finding's own call, Carry(m["x"]), is
	// evaluated before the call, whose position (its parenthesis) comes
	// first in the text; a source outside the call keeps its place.
	got = pathSteps([]flow.Related{{Pos: 25, What: "source"}, {Pos: 21, What: "carrier call"}}, 15, 30)
	want = []string{"25 the source comes from here", "21 the carrier is called here"}
	if lines := stepLines(t, got); !slices.Equal(lines, want) {
		t.Errorf("source inside the call: steps = %q, want %q", lines, want)
	}
	got = pathSteps([]flow.Related{{Pos: 25, What: "carrier call"}, {Pos: 8, What: "source"}}, 20, 30)
	want = []string{"8 the source comes from here", "25 the carrier is called here"}
	if lines := stepLines(t, got); !slices.Equal(lines, want) {
		t.Errorf("source before the call: steps = %q, want %q", lines, want)
	}
}

// stepLines is "pos what" for each step, failing for a related place that
// is not a step.
func stepLines(t *testing.T, got []analysis.RelatedInformation) []string {
	t.Helper()
	var lines []string
	for _, r := range got {
		what, ok := steps.Cut(r.Message)
		if !ok {
			t.Errorf("related %q is not a step", r.Message)
		}
		lines = append(lines, fmt.Sprint(int(r.Pos), " ", what))
	}
	return lines
}

// TestDiscardedAgreesWithPath pins that discarded, which descends only
// into the nodes holding the parenthesis, answers as the enclosing path
// astutil.PathEnclosingInterval builds would, for every call of the
// repository's own Go files (engines under test included).
func TestDiscardedAgreesWithPath(t *testing.T) {
	fset, files := parseCorpus(t)
	var dropped, kept int
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			got, want := discarded(files, call.Lparen), discardedByPath(files, call.Lparen)
			if got != want {
				t.Errorf("%s: discarded = %v, the enclosing path says %v", fset.Position(call.Lparen), got, want)
			}
			if want {
				dropped++
			} else {
				kept++
			}
			return true
		})
	}
	if dropped == 0 || kept == 0 {
		t.Errorf("the corpus has %d calls whose results are dropped and %d kept, want some of each", dropped, kept)
	}
}

// discardedByPath is discarded as it was first written, from the path
// enclosing the parenthesis.
func discardedByPath(files []*ast.File, lparen token.Pos) bool {
	for _, f := range files {
		if f.FileStart > lparen || lparen > f.FileEnd {
			continue
		}
		path, _ := astutil.PathEnclosingInterval(f, lparen, lparen)
		for i, n := range path {
			call, ok := n.(*ast.CallExpr)
			if !ok || call.Lparen != lparen {
				continue
			}
			return i+1 < len(path) && dropsResults(path[i+1], call)
		}
	}
	return false
}

// parseCorpus parses every Go file of the repository's analyzers, internal
// packages and example engine, their test data included.
func parseCorpus(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for _, dir := range []string{"../../../analyzers", "../../../internal", "../../../examples"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
			if err != nil {
				return nil // a file broken on purpose: not part of the corpus
			}
			files = append(files, f)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(files) < 50 {
		t.Fatalf("corpus has %d files, want the repository's", len(files))
	}
	return fset, files
}
