package findings

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"golang.org/x/tools/go/packages"
)

// TestStripPositions pins that the positions a message may quote are
// taken out and nothing else is.
func TestStripPositions(t *testing.T) {
	cases := map[string]string{
		"seat Deny cleared at line 26":                      "seat Deny cleared at line",
		`row "a/b.go#F" is listed twice (first at b.go:12)`: `row "a/b.go#F" is listed twice (first at b.go)`,
		"candidates (x.go:3:4, y.go:10)":                    "candidates (x.go, y.go)",
		"seat ReadFace of line2 not read":                   "seat ReadFace of line2 not read",
		"lines 3-5 write it":                                "lines write it",
	}
	for in, want := range cases {
		if got := stripPositions(in); got != want {
			t.Errorf("stripPositions(%q) = %q, want %q", in, got, want)
		}
	}
}

const fpSrc = `package p

// T is a type.
type T struct{}

// M is a method.
func (t *T) M() {
	_ = 1
}

var v, w = 1, 2

func G[X any]() {}

func (g *Gen[X]) N() {}

type Gen[X any] struct{}
`

// TestEnclosingDecl pins the declaration names a fingerprint reads:
// doc comments belong to their declaration, methods are Type.Method
// whatever the receiver's spelling.
func TestEnclosingDecl(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", fpSrc, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg := &packages.Package{PkgPath: "m/p", Fset: fset, Syntax: []*ast.File{f}}
	line := func(n int) token.Pos { return fset.File(f.Pos()).LineStart(n) }
	for n, want := range map[int]string{1: "", 3: "type T", 6: "T.M", 8: "T.M", 11: "var v", 13: "G", 15: "Gen.N"} {
		if got := enclosingDecl(pkg, line(n)); got != want {
			t.Errorf("line %d: enclosingDecl = %q, want %q", n, got, want)
		}
	}
}

// TestFingerprintIgnoresLines pins what a fingerprint depends on: the same
// finding moved to another line keeps it; another kind, declaration or
// seat changes it; identical findings are told apart by rank.
func TestFingerprintIgnoresLines(t *testing.T) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "/m/p/p.go", fpSrc, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	pkg := &packages.Package{PkgPath: "m/p", Fset: fset, Syntax: []*ast.File{f}}
	tf := fset.File(f.Pos())
	fp := func(line int, kind, msg string) string {
		pos := tf.LineStart(line)
		return baseFingerprint(pkg, pos, Finding{Analyzer: "constructors", Category: kind, Pos: fset.Position(pos), Message: msg})
	}
	base := fp(7, "k", "seat ReadFace written at line 7")
	if fp(8, "k", "seat ReadFace written at line 8") != base {
		t.Error("moving a finding within its declaration changed its fingerprint")
	}
	for what, other := range map[string]string{
		"kind":        fp(7, "other", "seat ReadFace written at line 7"),
		"seat":        fp(7, "k", "seat WriteFace written at line 7"),
		"declaration": fp(13, "k", "seat ReadFace written at line 7"),
	} {
		if other == base {
			t.Errorf("another %s, same fingerprint", what)
		}
	}
	same := []Finding{{Fingerprint: base, Pos: token.Position{Line: 7}}, {Fingerprint: base, Pos: token.Position{Line: 8}}}
	allowed := []Finding{{Fingerprint: base, Pos: token.Position{Line: 9}}}
	rankFingerprints(same, allowed)
	if same[0].Fingerprint != base || same[1].Fingerprint == base || allowed[0].Fingerprint == base || allowed[0].Fingerprint == same[1].Fingerprint {
		t.Errorf("identical findings are not told apart by rank: %q %q %q", same[0].Fingerprint, same[1].Fingerprint, allowed[0].Fingerprint)
	}
}
