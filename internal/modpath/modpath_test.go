package modpath

import (
	"go/ast"
	"go/parser"
	"go/token"
	"testing"

	"golang.org/x/tools/go/analysis"
)

func parse(t *testing.T, fset *token.FileSet, filename, src string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(fset, filename, src, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestBase(t *testing.T) {
	tests := []struct {
		filename, src string
		want          string
		ok            bool
	}{
		{"/src/m/agents/subagent.go", "package agents\n", "subagent.go", true},
		{`C:\src\m\agents\subagent.go`, "package agents\n", "subagent.go", true},
		{"subagent.go", "package agents\n", "subagent.go", true},
		// cgo's rewritten file maps back to its source through //line.
		{"/cache/b012/x.cgo1.go", "//line /src/m/agents/x.go:1:1\npackage agents\n", "x.go", true},
		// A //line naming a non-Go file (a grammar) is not a file a row can name.
		{"/src/m/parse/y.go", "//line grammar.y:1\npackage parse\n", "y.go", true},
		// A //line after the package clause does not move it.
		{"/src/m/a/a.go", "package a\n//line other.go:10\nvar X int\n", "a.go", true},
		// Purely generated cgo files are skipped.
		{"/cache/b012/_cgo_gotypes.go", "package agents\n", "", false},
		{"/cache/b012/_cgo_import.go", "package agents\n", "", false},
	}
	for _, tt := range tests {
		fset := token.NewFileSet()
		f := parse(t, fset, tt.filename, tt.src)
		got, ok := Base(fset, f)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Base(%s) = %q, %v; want %q, %v", tt.filename, got, ok, tt.want, tt.ok)
		}
	}
}

func TestDir(t *testing.T) {
	tests := []struct {
		pkg, mod string
		xtest    bool
		want     string
		ok       bool
	}{
		{"example.com/m/agents", "example.com/m", false, "agents", true},
		{"example.com/m/a/b/c", "example.com/m", false, "a/b/c", true},
		{"example.com/m", "example.com/m", false, "", true},
		{"example.com/m_test", "example.com/m", true, "", true},
		{"example.com/m/agents_test", "example.com/m", true, "agents", true},
		// A directory really named x_test is kept when the package is no xtest.
		{"example.com/m/x_test", "example.com/m", false, "x_test", true},
		{"example.com/mm/agents", "example.com/m", false, "", false},
		{"example.com/other", "example.com/m", false, "", false},
		{"example.com/m/", "example.com/m", false, "", false},
		{"fmt", "", false, "", false},
		{"example.com/m/agents", "", false, "", false},
	}
	for _, tt := range tests {
		got, ok := Dir(tt.pkg, tt.mod, tt.xtest)
		if got != tt.want || ok != tt.ok {
			t.Errorf("Dir(%q, %q, %v) = %q, %v; want %q, %v", tt.pkg, tt.mod, tt.xtest, got, ok, tt.want, tt.ok)
		}
	}
}

func TestFile(t *testing.T) {
	fset := token.NewFileSet()
	f := parse(t, fset, "/tmp/x/agents/subagent.go", "package agents\n")
	if got, ok := File(fset, f, "example.com/m/agents", "example.com/m", false); got != "agents/subagent.go" || !ok {
		t.Errorf("File = %q, %v; want agents/subagent.go", got, ok)
	}
	root := parse(t, fset, "/tmp/x/root.go", "package m\n")
	if got, ok := File(fset, root, "example.com/m", "example.com/m", false); got != "root.go" || !ok {
		t.Errorf("File(root) = %q, %v; want root.go", got, ok)
	}
	if got, ok := File(fset, f, "example.com/other/agents", "example.com/m", false); ok {
		t.Errorf("File outside the module = %q, true; want false", got)
	}
	gen := parse(t, fset, "/tmp/cache/_cgo_gotypes.go", "package agents\n")
	if got, ok := File(fset, gen, "example.com/m/agents", "example.com/m", false); ok {
		t.Errorf("File(_cgo_gotypes.go) = %q, true; want false", got)
	}
}

func TestModule(t *testing.T) {
	tests := []struct {
		m        *analysis.Module
		flag     string
		want     string
		fromFlag bool
	}{
		{&analysis.Module{Path: "example.com/m"}, "", "example.com/m", false},
		{&analysis.Module{Path: "example.com/m"}, "example.com/flag", "example.com/m", false},
		{nil, "example.com/flag", "example.com/flag", true},
		{&analysis.Module{}, "example.com/flag", "example.com/flag", true}, // standalone without module data
		{nil, "", "", false},
		{&analysis.Module{}, "", "", false},
	}
	for _, tt := range tests {
		got, fromFlag := Module(tt.m, tt.flag)
		if got != tt.want || fromFlag != tt.fromFlag {
			t.Errorf("Module(%+v, %q) = %q, %v; want %q, %v", tt.m, tt.flag, got, fromFlag, tt.want, tt.fromFlag)
		}
	}
}

func TestIsXTest(t *testing.T) {
	if !IsXTest("example.com/m/a_test", []string{"a_test.go", "b_test.go"}) {
		t.Error("an external test package is not recognized")
	}
	if IsXTest("example.com/m/x_test", []string{"x.go"}) {
		t.Error("a package in a directory named x_test is taken for an external test package")
	}
	if IsXTest("example.com/m/a", []string{"a_test.go"}) || IsXTest("example.com/m/a_test", nil) {
		t.Error("IsXTest accepts a package whose path does not end in _test, or one with no files")
	}
}
