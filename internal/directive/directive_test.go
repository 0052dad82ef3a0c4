package directive

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"
)

// parse parses Go source files named a.go, b.go, ... into one file set.
func parseFiles(t testing.TB, srcs ...string) (*token.FileSet, []*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	var files []*ast.File
	for i, src := range srcs {
		f, err := parser.ParseFile(fset, fmt.Sprintf("%c.go", 'a'+i), src, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		files = append(files, f)
	}
	return fset, files
}

// problemLine is a problem rendered for comparison: "line role: message".
func problemLines(fset *token.FileSet, ps []Problem) []string {
	var out []string
	for _, p := range ps {
		pos := fset.Position(p.Pos)
		out = append(out, fmt.Sprintf("%s:%d %s: %s", pos.Filename, pos.Line, p.Role, p.Message))
	}
	return out
}

func foundLines(fset *token.FileSet, fs []Found) []string {
	var out []string
	for _, f := range fs {
		value := "-"
		if f.Value != nil {
			value = fmt.Sprintf("%T", f.Value)
		}
		decl := "spec"
		switch {
		case f.Func != nil:
			decl = "func"
		case f.Spec == nil:
			decl = "interface method"
		}
		out = append(out, fmt.Sprintf("%s:%d %s %s %s %s", fset.Position(f.Pos).Filename, fset.Position(f.Pos).Line,
			f.Role, f.Name.Name, decl, value))
	}
	return out
}

// TestProblems pins every problem message, the role that owns it and the
// line it is reported at (the directive comment's line).
func TestProblems(t *testing.T) {
	for _, tc := range []struct {
		name string
		srcs []string
		want []string // "file:line role: message"
	}{
		{
			name: "space after the slashes",
			srcs: []string{"package p\n\n// clampvet:carrier\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 carrier: "// clampvet:carrier" is not a directive: write //clampvet:carrier with no space`},
		},
		{
			name: "tab after the slashes, unknown name is unowned",
			srcs: []string{"package p\n\n//\tclampvet:carriers\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : "//\tclampvet:carriers" is not a directive: write //clampvet:carriers with no space`},
		},
		{
			name: "space after the slashes and no name",
			srcs: []string{"package p\n\n// clampvet:\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : "// clampvet:" is not a directive: write //clampvet:NAME with no space`},
		},
		{
			name: "no name",
			srcs: []string{"package p\n\n//clampvet:\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : "//clampvet:" names no role: write //clampvet:NAME, NAME one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`},
		},
		{
			name: "space after the colon",
			srcs: []string{"package p\n\n//clampvet: carrier\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : "//clampvet: carrier" names no role: write //clampvet:NAME, NAME one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`},
		},
		{
			name: "unknown name",
			srcs: []string{"package p\n\n//clampvet:carriers\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : unknown directive //clampvet:carriers: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`},
		},
		{
			name: "upper-case name is unknown, not misspaced",
			srcs: []string{"package p\n\n//clampvet:Carrier\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 : unknown directive //clampvet:Carrier: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`},
		},
		{
			name: "argument",
			srcs: []string{"package p\n\n//clampvet:seats  all of them \nvar X = []string{}\n"},
			want: []string{`a.go:3 seats: unexpected argument "all of them" to //clampvet:seats: the directive takes no arguments`},
		},
		{
			name: "var role on a func",
			srcs: []string{"package p\n\n//clampvet:registry\nfunc F() {}\n"},
			want: []string{`a.go:3 registry: //clampvet:registry documents func F: it must document a package-level var declaration`},
		},
		{
			name: "func role on a method",
			srcs: []string{"package p\n\ntype T struct{}\n\n//clampvet:tighten\nfunc (T) M(s T) {}\n"},
			want: []string{`a.go:5 tighten: //clampvet:tighten documents method M: it must document a plain func (no receiver)`},
		},
		{
			name: "func role on a func without body",
			srcs: []string{"package p\n\n//clampvet:carrier\nfunc F(s S)\n"},
			want: []string{`a.go:3 carrier: //clampvet:carrier documents func F, which has no Go body: it must document a func with one`},
		},
		{
			name: "func role on a var",
			srcs: []string{"package p\n\n//clampvet:carrier\nvar F = func(s S) {}\n"},
			want: []string{`a.go:3 carrier: //clampvet:carrier documents a var declaration: it must document a func declaration`},
		},
		{
			name: "var role on a const",
			srcs: []string{"package p\n\n//clampvet:seats\nconst X = \"a\"\n"},
			want: []string{`a.go:3 seats: //clampvet:seats documents a const declaration: it must document a var declaration with one name`},
		},
		{
			name: "var role on a type",
			srcs: []string{"package p\n\n//clampvet:notcarried\ntype X map[string]string\n"},
			want: []string{`a.go:3 notcarried: //clampvet:notcarried documents a type declaration: it must document a var declaration with one name`},
		},
		{
			name: "var role on an import",
			srcs: []string{"package p\n\n//clampvet:registry\nimport \"fmt\"\n\nvar _ = fmt.Sprint\n"},
			want: []string{`a.go:3 registry: //clampvet:registry documents an import declaration: it must document a var declaration with one name`},
		},
		{
			name: "var role on a group of two",
			srcs: []string{"package p\n\n//clampvet:seats\nvar (\n\tX = []string{}\n\tY = 1\n)\n"},
			want: []string{`a.go:3 seats: //clampvet:seats documents a var group of 2 specs: move it to the one var it declares`},
		},
		{
			name: "var role on an empty group",
			srcs: []string{"package p\n\n//clampvet:seats\nvar ()\n"},
			want: []string{`a.go:3 seats: //clampvet:seats documents a var group of 0 specs: move it to the one var it declares`},
		},
		{
			name: "var role on a type spec inside a group",
			srcs: []string{"package p\n\ntype (\n\t//clampvet:registry\n\tX []string\n)\n"},
			want: []string{`a.go:4 registry: //clampvet:registry documents a type declaration: it must document a var declaration with one name`},
		},
		{
			name: "func role on a var spec inside a group",
			srcs: []string{"package p\n\nvar (\n\t//clampvet:tighten\n\tX = 1\n\tY = 2\n)\n"},
			want: []string{`a.go:4 tighten: //clampvet:tighten documents a var declaration: it must document a func declaration`},
		},
		{
			name: "var spec with two names",
			srcs: []string{"package p\n\n//clampvet:seats\nvar X, Y = []string{}, []string{}\n"},
			want: []string{`a.go:3 seats: //clampvet:seats documents a var spec that declares 2 names: it must declare exactly one`},
		},
		{
			name: "misplaced in a func body",
			srcs: []string{"package p\n\nfunc F() {\n\t//clampvet:carrier\n\t_ = 1\n}\n"},
			want: []string{`a.go:4 carrier: misplaced //clampvet:carrier: put it on a package-level func declaration`},
		},
		{
			name: "misplaced on a struct field",
			srcs: []string{"package p\n\ntype T struct {\n\t//clampvet:seats\n\tX []string\n}\n"},
			want: []string{`a.go:4 seats: misplaced //clampvet:seats: put it on a package-level var declaration with one name`},
		},
		{
			name: "misplaced in the package doc",
			srcs: []string{"//clampvet:registry\npackage p\n"},
			want: []string{`a.go:1 registry: misplaced //clampvet:registry: put it on a package-level var declaration with one name`},
		},
		{
			name: "misplaced after a blank line (not a doc comment)",
			srcs: []string{"package p\n\n//clampvet:carrier\n\nfunc F(s S) {}\n"},
			want: []string{`a.go:3 carrier: misplaced //clampvet:carrier: put it on a package-level func declaration`},
		},
		{
			name: "misplaced and misspelt is reported once, as misspelt",
			srcs: []string{"package p\n\nfunc F() {\n\t// clampvet:carrier\n}\n"},
			want: []string{`a.go:4 carrier: "// clampvet:carrier" is not a directive: write //clampvet:carrier with no space`},
		},
		{
			name: "two roles on one declaration",
			srcs: []string{"package p\n\n//clampvet:carrier\n//clampvet:tighten\nfunc F(s S) {}\n"},
			want: []string{`a.go:4 tighten: F already declares role //clampvet:carrier: a declaration takes one role`},
		},
		{
			name: "a role repeated on one declaration",
			srcs: []string{"package p\n\n//clampvet:seats\n//clampvet:seats\nvar X = []string{}\n"},
			want: []string{`a.go:4 seats: //clampvet:seats repeated on X: write it once`},
		},
		{
			name: "a role repeated through group and spec doc",
			srcs: []string{"package p\n\n//clampvet:seats\nvar (\n\t//clampvet:seats\n\tX = []string{}\n)\n"},
			want: []string{`a.go:5 seats: //clampvet:seats repeated on X: write it once`},
		},
		{
			name: "spawn on a var",
			srcs: []string{"package p\n\n//clampvet:spawn\nvar Start = func(t *T) {}\n"},
			want: []string{`a.go:3 spawn: //clampvet:spawn documents a var declaration: it must document a func or method declaration, or an interface's method`},
		},
		{
			name: "root on an interface method",
			srcs: []string{"package p\n\ntype Starter interface {\n\t//clampvet:root\n\tSpec() T\n}\n"},
			want: []string{`a.go:4 root: //clampvet:root documents a method of interface Starter: only //clampvet:spawn may; put it on a package-level func or method declaration`},
		},
		{
			name: "spawn on an embedded interface",
			srcs: []string{"package p\n\ntype Starter interface {\n\t//clampvet:spawn\n\tRunner\n}\n"},
			want: []string{`a.go:4 spawn: //clampvet:spawn documents an embedded interface of Starter: put it on a method`},
		},
		{
			name: "root on a type",
			srcs: []string{"package p\n\n//clampvet:root\ntype Spec struct{}\n"},
			want: []string{`a.go:3 root: //clampvet:root documents a type declaration: it must document a func or method declaration`},
		},
		{
			name: "spawn on a method without body",
			srcs: []string{"package p\n\ntype R struct{}\n\n//clampvet:spawn\nfunc (R) Start(t *T)\n"},
			want: []string{`a.go:5 spawn: //clampvet:spawn documents func Start, which has no Go body: it must document a func or method with one`},
		},
		{
			name: "root misplaced in a body",
			srcs: []string{"package p\n\nfunc F() {\n\t//clampvet:root\n}\n"},
			want: []string{`a.go:4 root: misplaced //clampvet:root: put it on a package-level func or method declaration`},
		},
		{
			name: "spawn repeated on one declaration",
			srcs: []string{"package p\n\n//clampvet:spawn\n//clampvet:spawn\nfunc Start(t *T) {}\n"},
			want: []string{`a.go:4 spawn: //clampvet:spawn repeated on Start: write it once`},
		},
		{
			name: "spawn and root on one declaration",
			srcs: []string{"package p\n\n//clampvet:root\n//clampvet:spawn\nfunc Start(t *T) {}\n"},
			want: []string{`a.go:4 spawn: Start already declares role //clampvet:root: a declaration takes one role`},
		},
		{
			name: "spawn spelt in upper case",
			srcs: []string{"package p\n\n//clampvet:SPAWN\nfunc Start(t *T) {}\n"},
			want: []string{`a.go:3 : unknown directive //clampvet:SPAWN: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`},
		},
		{
			name: "root with a space after the slashes",
			srcs: []string{"package p\n\n// clampvet:root\nfunc Spec() T { return T{} }\n"},
			want: []string{`a.go:3 root: "// clampvet:root" is not a directive: write //clampvet:root with no space`},
		},
		{
			name: "a role declared twice in a package, across files",
			srcs: []string{
				"package p\n\n//clampvet:carrier\nfunc F(s S) {}\n",
				"package p\n\n//clampvet:carrier\nfunc G(s S) {}\n",
			},
			want: []string{`b.go:3 carrier: second //clampvet:carrier on G (first on F): keep one per package`},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fset, files := parseFiles(t, tc.srcs...)
			if !Mentions(files) {
				t.Errorf("Mentions = false, want true")
			}
			res := Scan(fset, files)
			got := problemLines(fset, res.Problems)
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("problems:\n got  %q\n want %q", got, tc.want)
			}
			wantCommentSpans(t, fset, files, res.Problems)
		})
	}
}

// wantCommentSpans fails unless each problem spans exactly one
// directive-like comment: a finding reported from a problem highlights
// the whole directive at fault.
func wantCommentSpans(t *testing.T, fset *token.FileSet, files []*ast.File, ps []Problem) {
	t.Helper()
	for _, p := range ps {
		if c := commentAt(files, p.Pos, p.End); c == nil {
			t.Errorf("problem %q spans [%s, %s), not exactly one comment", p.Message, fset.Position(p.Pos), fset.Position(p.End))
		} else if !CommentMentions(c.Text) {
			t.Errorf("problem %q spans comment %q, which is not directive-like", p.Message, c.Text)
		}
	}
}

// commentAt returns the comment of files that spans exactly [pos, end),
// or nil: a problem must highlight the whole directive comment at fault.
func commentAt(files []*ast.File, pos, end token.Pos) *ast.Comment {
	for _, f := range files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if c.Slash == pos && c.End() == end {
					return c
				}
			}
		}
	}
	return nil
}

// TestFound pins what a valid declaration yields, including the forms a
// var can take (ungrouped, grouped with the directive on the group or on
// the spec, no initializer).
func TestFound(t *testing.T) {
	src := `package p

// Carrier is the carrier.
//
//clampvet:carrier
func Carrier(s S) int { return 0 }

//clampvet:tighten
func Tighten(a, b S) S { return a }

//clampvet:seats
var Seats = []string{"A"}

var (
	// Table is documented on the spec.
	//clampvet:notcarried
	Table = map[string]string{}

	Other = 1
)

//clampvet:registry
var (
	Registry []string
)

//clampvet:spawn
func (r *Runner) Start(s S) {}

//clampvet:spawn
func Spawn(s S) {}

//clampvet:root
func RootSpec() S { return S{} }

// ordinary comment; clampvet: in prose is not a directive
func Plain() {}

type Starter interface {
	//clampvet:spawn
	Begin(s S)
}

//clampvet:restricting
var Restricting = S{A: true}
`
	fset, files := parseFiles(t, src)
	res := Scan(fset, files)
	if len(res.Problems) != 0 {
		t.Fatalf("unexpected problems: %q", problemLines(fset, res.Problems))
	}
	want := []string{
		"a.go:5 carrier Carrier func -",
		"a.go:8 tighten Tighten func -",
		"a.go:11 seats Seats spec *ast.CompositeLit",
		"a.go:16 notcarried Table spec *ast.CompositeLit",
		"a.go:22 registry Registry spec -",
		"a.go:27 spawn Start func -",
		"a.go:30 spawn Spawn func -",
		"a.go:33 root RootSpec func -",
		"a.go:40 spawn Begin interface method -",
		"a.go:44 restricting Restricting spec *ast.CompositeLit",
	}
	got := foundLines(fset, res.Found)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("found:\n got  %q\n want %q", got, want)
	}
	for _, role := range Roles {
		f, ok := res.First(role)
		if !ok || f.Role != role {
			t.Errorf("First(%s) = %v, %v", role, f.Role, ok)
		}
		if (f.Func != nil) != role.IsFunc() {
			t.Errorf("role %s: Func set = %v, want %v", role, f.Func != nil, role.IsFunc())
		}
	}
}

func TestFirstAbsent(t *testing.T) {
	fset, files := parseFiles(t, "package p\n")
	res := Scan(fset, files)
	if f, ok := res.First(Carrier); ok {
		t.Errorf("First(Carrier) on an empty package = %v, true", f)
	}
}

// TestProblemsOf checks that each problem goes to the analyzer that owns
// its role, and unowned ones only to the analyzer that asks for them.
func TestProblemsOf(t *testing.T) {
	src := `package p

//clampvet:unknown
func A(s S) {}

//clampvet:carrier extra
func B(s S) {}

//clampvet:seats extra
var C = []string{}

//clampvet:tighten extra
func D(s S) {}

//clampvet:registry extra
var E = []string{}
`
	fset, files := parseFiles(t, src)
	res := Scan(fset, files)
	roles := func(ps []Problem) string {
		var rs []string
		for _, p := range ps {
			rs = append(rs, string(p.Role))
		}
		return strings.Join(rs, ",")
	}
	for _, tc := range []struct {
		unowned bool
		roles   []Role
		want    string
	}{
		{true, []Role{Carrier, Seats}, ",carrier,seats"},
		{false, []Role{Tighten, NotCarried}, "tighten"},
		{false, []Role{Registry}, "registry"},
		{true, nil, ""},
		{false, nil, ""},
	} {
		if got := roles(res.ProblemsOf(tc.unowned, tc.roles...)); got != tc.want {
			t.Errorf("ProblemsOf(%v, %v) = %q, want %q", tc.unowned, tc.roles, got, tc.want)
		}
	}
}

func TestMentions(t *testing.T) {
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{"package p\n", false},
		{"package p\n\n// The clampvet: tool is mentioned in prose.\nfunc F() {}\n", false},
		{"package p\n\n/*clampvet:carrier*/\nfunc F() {}\n", true},
		{"package p\n\n//go:noinline\nfunc F() {}\n", false},
		{"package p\n\nfunc F() {\n\t//clampvet:anything\n}\n", true},
		{"package p\n\n// \tclampvet:carrier\nfunc F() {}\n", true},
		{"package p // clampvet:x\n", true},
	} {
		_, files := parseFiles(t, tc.src)
		if got := Mentions(files); got != tc.want {
			t.Errorf("Mentions(%q) = %v, want %v", tc.src, got, tc.want)
		}
	}
}

// TestScanNoDirectives checks the common case returns an empty result.
func TestScanNoDirectives(t *testing.T) {
	fset, files := parseFiles(t, "package p\n\n// Doc.\nfunc F() {}\n\nvar X = 1\n")
	res := Scan(fset, files)
	if len(res.Found) != 0 || len(res.Problems) != 0 {
		t.Errorf("Scan = %+v, want empty", res)
	}
}

// FuzzScan parses arbitrary bytes as Go source (ignoring syntax errors:
// the parser still returns a partial tree) and checks that Scan never
// panics and that its result is coherent.
func FuzzScan(f *testing.F) {
	for _, seed := range []string{
		"package p\n\n//clampvet:carrier\nfunc F(s S) {}\n",
		"package p\n\n//clampvet:seats\nvar (\n)\n",
		"package p\n\n//clampvet:seats\nvar (\n\t//clampvet:seats\n\tX = 1\n",
		"package p\n\n//clampvet:registry\nfunc (",
		"package p\n\n// clampvet:\n//clampvet:\n//clampvet:x y\n",
		"//clampvet:carrier\npackage p\n\ntype (\n\t//clampvet:tighten\n\tT int\n)\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		fset := token.NewFileSet()
		file, _ := parser.ParseFile(fset, "fuzz.go", src, parser.ParseComments|parser.SkipObjectResolution)
		if file == nil {
			return
		}
		files := []*ast.File{file}
		mentions := Mentions(files)
		res := Scan(fset, files)
		if !mentions && (len(res.Found) > 0 || len(res.Problems) > 0) {
			t.Fatalf("Mentions = false but Scan found %d roles and %d problems", len(res.Found), len(res.Problems))
		}
		seen := make(map[Role]bool)
		for _, fd := range res.Found {
			if !fd.Role.known() {
				t.Fatalf("found unknown role %q", fd.Role)
			}
			if seen[fd.Role] {
				t.Fatalf("role %s found twice", fd.Role)
			}
			seen[fd.Role] = true
			if fd.Name == nil || !fd.Pos.IsValid() {
				t.Fatalf("found %s without a name or position", fd.Role)
			}
			if commentAt(files, fd.Pos, fd.End) == nil {
				t.Fatalf("found %s spans [%d, %d), not exactly one comment", fd.Role, fd.Pos, fd.End)
			}
			if fd.Role.IsFunc() != (fd.Func != nil) || fd.Role.IsFunc() == (fd.Spec != nil) {
				t.Fatalf("found %s with Func=%v Spec=%v", fd.Role, fd.Func != nil, fd.Spec != nil)
			}
		}
		for _, p := range res.Problems {
			if !p.Pos.IsValid() || p.Message == "" {
				t.Fatalf("problem without position or message: %+v", p)
			}
			if commentAt(files, p.Pos, p.End) == nil {
				t.Fatalf("problem %q spans [%d, %d), not exactly one comment", p.Message, p.Pos, p.End)
			}
			if p.Role != "" && !p.Role.known() {
				t.Fatalf("problem with unknown role %q", p.Role)
			}
		}
	})
}

// TestBlockComment pins that a directive written as a block comment, which
// the go tool never reads as a directive, is a problem owned by its role.
func TestBlockComment(t *testing.T) {
	fset, files := parseFiles(t, "package p\n\n/*clampvet:registry*/\nvar R = []string{}\n")
	res := Scan(fset, files)
	got := problemLines(fset, res.Problems)
	want := []string{`a.go:3 registry: "/*clampvet:registry*/" is a block comment, not a directive: write //clampvet:registry as a line comment`}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	wantCommentSpans(t, fset, files, res.Problems)
	if len(res.Found) != 0 {
		t.Errorf("a block comment declared a role: %v", foundLines(fset, res.Found))
	}
}

// TestTestFile pins that a role declared in a _test.go file is a problem,
// not a role: the package and its test build must agree on their roles.
func TestTestFile(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, f := range []struct{ name, src string }{
		{"p.go", "package p\n\n//clampvet:carrier\nfunc Carry(s S) {}\n"},
		{"p_test.go", "package p\n\n//clampvet:carrier\nfunc Again(s S) {}\n"},
	} {
		file, err := parser.ParseFile(fset, f.name, f.src, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, file)
	}
	res := Scan(fset, files)
	if got := foundLines(fset, res.Found); len(got) != 1 || !strings.Contains(got[0], "Carry") {
		t.Errorf("found %v, want only Carry from p.go", got)
	}
	got := problemLines(fset, res.Problems)
	want := []string{"p_test.go:3 carrier: //clampvet:carrier in a test file: declare roles in non-test files"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("problems:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	wantCommentSpans(t, fset, files, res.Problems)
}

// TestFirstIsFileOrder pins that the first declaration of a role is the
// first in the order of the files given, whatever order the files were
// parsed in (drivers parse in parallel, so token.Pos order varies).
func TestFirstIsFileOrder(t *testing.T) {
	srcs := map[string]string{
		"a.go": "package p\n\n//clampvet:carrier\nfunc A(s S) {}\n",
		"b.go": "package p\n\n//clampvet:carrier\nfunc B(s S) {}\n",
	}
	for _, parseOrder := range [][]string{{"a.go", "b.go"}, {"b.go", "a.go"}} {
		fset := token.NewFileSet()
		byName := map[string]*ast.File{}
		for _, name := range parseOrder {
			f, err := parser.ParseFile(fset, name, srcs[name], parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			byName[name] = f
		}
		res := Scan(fset, []*ast.File{byName["a.go"], byName["b.go"]})
		first, ok := res.First(Carrier)
		if !ok || first.Name.Name != "A" {
			t.Errorf("parsed %v: first carrier = %v, want A (a.go comes first)", parseOrder, first.Name)
		}
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message, "second //clampvet:carrier on B (first on A") {
			t.Errorf("parsed %v: problems %v", parseOrder, problemLines(fset, res.Problems))
		}
	}
}
