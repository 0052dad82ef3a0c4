package directive

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
)

// TestProblemKinds pins the kind of every class of problem: each problem
// carries one of the directive kinds, which belong to no analyzer (every
// analyzer reports them for the roles it owns), and every directive kind
// is the kind of some problem.
func TestProblemKinds(t *testing.T) {
	for _, tc := range []struct {
		name     string
		file     string // the file's name: a _test.go file is a test file
		src      string
		wantKind string
	}{
		{"space", "a.go", "package p\n\n// clampvet:carrier\nfunc F() {}\n", kinds.DirectiveMisspelt},
		{"third slash", "a.go", "package p\n\n///clampvet:carrier\nfunc F() {}\n", kinds.DirectiveMisspelt},
		{"upper case", "a.go", "package p\n\n//CLAMPVET:carrier\nfunc F() {}\n", kinds.DirectiveMisspelt},
		{"block comment", "a.go", "package p\n\n/*clampvet:registry*/\nvar R = []string{}\n", kinds.DirectiveMisspelt},
		{"no name", "a.go", "package p\n\nfunc F() {\n\t//clampvet:\n}\n", kinds.DirectiveUnknown},
		{"unknown name", "a.go", "package p\n\n//clampvet:carriers\nfunc F() {}\n", kinds.DirectiveUnknown},
		{"argument", "a.go", "package p\n\n//clampvet:carrier now\nfunc F() {}\n", kinds.DirectiveArgument},
		{"in a body", "a.go", "package p\n\nfunc F() {\n\t//clampvet:carrier\n\t_ = 1\n}\n", kinds.DirectiveMisplaced},
		{"func role on a var", "a.go", "package p\n\n//clampvet:carrier\nvar F = 1\n", kinds.DirectiveMisplaced},
		{"var role on a func", "a.go", "package p\n\n//clampvet:seats\nfunc F() {}\n", kinds.DirectiveMisplaced},
		{"method", "a.go", "package p\n\ntype T int\n\n//clampvet:carrier\nfunc (T) F() {}\n", kinds.DirectiveMisplaced},
		{"no body", "a.go", "package p\n\n//clampvet:carrier\nfunc F()\n", kinds.DirectiveMisplaced},
		{"const", "a.go", "package p\n\n//clampvet:seats\nconst S = 1\n", kinds.DirectiveMisplaced},
		{"var group", "a.go", "package p\n\n//clampvet:seats\nvar (\n\tA = 1\n\tB = 2\n)\n", kinds.DirectiveMisplaced},
		{"two names", "a.go", "package p\n\n//clampvet:seats\nvar A, B = 1, 2\n", kinds.DirectiveMisplaced},
		{"second", "a.go", "package p\n\n//clampvet:carrier\nfunc F() {}\n\n//clampvet:carrier\nfunc G() {}\n", kinds.DirectiveDuplicate},
		{"two roles", "a.go", "package p\n\n//clampvet:carrier\n//clampvet:tighten\nfunc F() {}\n", kinds.DirectiveDuplicate},
		{"repeated", "a.go", "package p\n\n//clampvet:carrier\n//clampvet:carrier\nfunc F() {}\n", kinds.DirectiveDuplicate},
		{"test file", "a_test.go", "package p\n\n//clampvet:carrier\nfunc F() {}\n", kinds.DirectiveInTestFile},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, tc.file, tc.src, parser.ParseComments)
			if err != nil {
				t.Fatal(err)
			}
			res := Scan(fset, []*ast.File{f})
			checkKinds(t, res.Problems, tc.wantKind)
		})
	}

	t.Run("hidden", func(t *testing.T) {
		pass := fakePass(t, map[string]string{"a.go": plainFile},
			map[string]string{"reg.go": "//go:build special\n\npackage p\n\n//clampvet:registry\nvar R = []string{}\n"})
		checkKinds(t, ScanPass(pass).Problems, kinds.DirectiveBuildConstrained)
	})
	t.Run("constrained here", func(t *testing.T) {
		pass := fakePass(t, map[string]string{"reg_linux.go": "package p\n\n//clampvet:registry\nvar R = []string{}\n"}, nil)
		checkKinds(t, ScanPass(pass).Problems, kinds.DirectiveBuildConstrained)
	})
	t.Run("unreadable", func(t *testing.T) {
		pass := fakePass(t, map[string]string{"a.go": plainFile}, nil)
		pass.IgnoredFiles = []string{"/nonexistent/x_windows.go"}
		checkKinds(t, ScanPass(pass).Problems, kinds.DirectiveFileUnreadable)
	})
}

// checkKinds fails unless there is at least one problem and every one is
// of kind want, a directive kind of the catalogue.
func checkKinds(t *testing.T, ps []Problem, want string) {
	t.Helper()
	if len(ps) == 0 {
		t.Fatal("no problem")
	}
	k, ok := kinds.Lookup(want)
	if !ok || k.Analyzer != "" || k.Allowable() {
		t.Fatalf("%s: not a directive kind of the catalogue (found %v, analyzer %q, allowable %v)", want, ok, k.Analyzer, k.Allowable())
	}
	for _, p := range ps {
		if p.Kind != want {
			t.Errorf("%s: kind %q, want %q", p.Message, p.Kind, want)
		}
	}
}

// TestEveryDirectiveKindIsTested keeps TestProblemKinds complete: each
// kind of the catalogue that belongs to no analyzer and is spelt
// "directive-..." is the kind of one of its cases.
func TestEveryDirectiveKindIsTested(t *testing.T) {
	tested := map[string]bool{
		kinds.DirectiveMisspelt: true, kinds.DirectiveUnknown: true, kinds.DirectiveArgument: true,
		kinds.DirectiveMisplaced: true, kinds.DirectiveDuplicate: true, kinds.DirectiveInTestFile: true,
		kinds.DirectiveBuildConstrained: true, kinds.DirectiveFileUnreadable: true,
	}
	for _, k := range kinds.All() {
		if k.Analyzer == "" && strings.HasPrefix(k.ID, "directive-") && !tested[k.ID] {
			t.Errorf("directive kind %s is the kind of no case of TestProblemKinds", k.ID)
		}
	}
}
