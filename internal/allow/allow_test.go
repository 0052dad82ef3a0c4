package allow

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"
)

// TestParse pins how an exception is read: the kinds (comma-separated,
// right after the prefix) and the reason, and each malformed shape.
func TestParse(t *testing.T) {
	cases := []struct {
		text      string
		kinds     []string
		reason    string
		malformed bool
	}{
		{"//clampvet:allow seat-written-after-clamps reviewed in TestX", []string{"seat-written-after-clamps"}, "reviewed in TestX", false},
		{"//clampvet:allow a,b  two kinds, one reason ", []string{"a", "b"}, "two kinds, one reason", false},
		{"//clampvet:allow\ta\treason after a tab", []string{"a"}, "reason after a tab", false},
		{"//clampvet:allow", nil, "", true},
		{"//clampvet:allow   ", nil, "", true},
		{"//clampvet:allow a", []string{"a"}, "", true},
		{"//clampvet:allow a,,b why", []string{"a", "b"}, "why", true},
		{"//clampvet:allow ,a why", []string{"a"}, "why", true},
	}
	for _, c := range cases {
		e := parse(&ast.Comment{Text: c.text})
		if !slices.Equal(e.Kinds, c.kinds) || e.Reason != c.reason || (e.Malformed != "") != c.malformed {
			t.Errorf("parse(%q) = kinds %q, reason %q, malformed %q; want %q, %q, malformed %v",
				c.text, e.Kinds, e.Reason, e.Malformed, c.kinds, c.reason, c.malformed)
		}
	}
}

// TestCovers pins the lines an exception covers: its own and the next,
// in its own file only.
func TestCovers(t *testing.T) {
	const src = `package p

//clampvet:allow k why
var a = 1 // line 4
var b = 2 // line 5
var c = 3 //clampvet:allow k why
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	other, err := parser.ParseFile(fset, "q.go", src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	exc := Parse([]*ast.File{f})
	if len(exc) != 2 {
		t.Fatalf("Parse found %d exceptions, want 2", len(exc))
	}
	line := func(file *ast.File, n int) token.Pos { return fset.File(file.Pos()).LineStart(n) }
	for _, c := range []struct {
		exc  int
		file *ast.File
		line int
		want bool
	}{
		{0, f, 3, true}, {0, f, 4, true}, {0, f, 5, false}, {0, f, 2, false}, {0, other, 4, false},
		{1, f, 6, true}, {1, f, 5, false},
	} {
		if got := exc[c.exc].covers(fset, line(c.file, c.line)); got != c.want {
			t.Errorf("exception %d covers %s:%d = %v, want %v", c.exc, fset.File(c.file.Pos()).Name(), c.line, got, c.want)
		}
	}
}

// TestUnusedKindReadsItsOwnMessage pins that the drivers can read the
// kind back from an unused exception's message, and from nothing else.
func TestUnusedKindReadsItsOwnMessage(t *testing.T) {
	msg := fmt.Sprintf(unusedFormat, "row-not-declared")
	if k, ok := UnusedKind(msg); !ok || k != "row-not-declared" {
		t.Errorf("UnusedKind(%q) = %q, %v", msg, k, ok)
	}
	for _, msg := range []string{"", "exception for x", "exception for x covers everything"} {
		if k, ok := UnusedKind(msg); ok {
			t.Errorf("UnusedKind(%q) = %q, want none", msg, k)
		}
	}
}
