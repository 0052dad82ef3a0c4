package directive

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// TestNearMisses pins every spelling a person would read as a clampvet
// directive but the go tool does not: each is a problem that shows the
// right spelling and belongs to the role it names.
func TestNearMisses(t *testing.T) {
	for _, tc := range []struct{ comment, want string }{
		{"///clampvet:carrier", `carrier: "///clampvet:carrier" is not a directive: write //clampvet:carrier with two slashes`},
		{"//CLAMPVET:registry", `registry: "//CLAMPVET:registry" is not a directive: write //clampvet:registry in lower case`},
		{"//ClampVet:Seats", `seats: "//ClampVet:Seats" is not a directive: write //clampvet:seats in lower case`},
		{"// clampvet :tighten", `tighten: "// clampvet :tighten" is not a directive: write //clampvet:tighten with no space`},
		{"//clampvet :carrier", `carrier: "//clampvet :carrier" is not a directive: write //clampvet:carrier with no space`},
		{"//clampvet carrier", `carrier: "//clampvet carrier" is not a directive: write //clampvet:carrier with a colon`},
		{"//Clampvet: registry", `registry: "//Clampvet: registry" is not a directive: write //clampvet:registry in lower case`},
		{"/*\n * clampvet:notcarried\n */", `notcarried: "clampvet:notcarried" in a block comment is not a directive: write //clampvet:notcarried as a line comment`},
		{"/* Package p.\n\n   CLAMPVET:registry\n*/", `registry: "CLAMPVET:registry" in a block comment is not a directive: write //clampvet:registry as a line comment`},
		{"// clampvet:Carrier", `carrier: "// clampvet:Carrier" is not a directive: write //clampvet:carrier with no space`},
		{"//CLAMPVET:nope", `: "//CLAMPVET:nope" is not a directive: write //clampvet:nope in lower case`},
		// A separator other than the colon, which gofmt keeps as written.
		{"// clampvet.spawn", `spawn: "// clampvet.spawn" is not a directive: write //clampvet:spawn with a colon, not "."`},
		{"//clampvet-spawn", `spawn: "//clampvet-spawn" is not a directive: write //clampvet:spawn with a colon, not "-"`},
		{"//clampvet=spawn", `spawn: "//clampvet=spawn" is not a directive: write //clampvet:spawn with a colon, not "="`},
		{"//clampvet;spawn", `spawn: "//clampvet;spawn" is not a directive: write //clampvet:spawn with a colon, not ";"`},
		{"//clampvet_spawn", `spawn: "//clampvet_spawn" is not a directive: write //clampvet:spawn with a colon, not "_"`},
		{"//clampvet\uff1aspawn", `spawn: "//clampvet：spawn" is not a directive: write //clampvet:spawn with a colon, not "："`},
		{"//clampvet/Root", `root: "//clampvet/Root" is not a directive: write //clampvet:root with a colon, not "/"`},
		{"//CLAMPVET.registry", `registry: "//CLAMPVET.registry" is not a directive: write //clampvet:registry with a colon, not "."`},
		{"//clampvet. seats", `seats: "//clampvet. seats" is not a directive: write //clampvet:seats with a colon, not "."`},
	} {
		fset, files := parseFiles(t, "package p\n\n"+tc.comment+"\nfunc F() {}\n")
		if !Mentions(files) {
			t.Errorf("Mentions(%q) = false", tc.comment)
		}
		res := Scan(fset, files)
		var got []string
		for _, p := range res.Problems {
			got = append(got, fmt.Sprintf("%s: %s", p.Role, p.Message))
		}
		if len(got) != 1 || got[0] != tc.want {
			t.Errorf("%q: problems\n\t%s\nwant\n\t%s", tc.comment, strings.Join(got, "\n\t"), tc.want)
		}
		if len(res.Found) != 0 {
			t.Errorf("%q declared a role", tc.comment)
		}
		wantCommentSpans(t, fset, files, res.Problems)
	}
}

// TestNotDirectives pins comments that mention the tool in prose: they are
// not directives, and no problem.
func TestNotDirectives(t *testing.T) {
	for _, c := range []string{
		"// clampvet checks this package.",
		"// Run clampvet: it checks the seats.",
		"//clampvetx:carrier",
		"/* the clampvet: tool */",
		"// clampvet",
		"// clampvet_test covers it.",
		"// clampvet.Analyzer is the suite.",
		"// clampvet-compatible engines",
		"//clampvet.",
	} {
		if CommentMentions(c) {
			t.Errorf("CommentMentions(%q) = true", c)
		}
	}
}

// TestLoaderSeesEveryMention is the agreement of the loader's byte test
// with the analyzers' comment test on every spelling the tests name: a
// file whose comments read as a directive always mentions the marker in
// its bytes. FuzzMentionAgreement searches for a counterexample.
func TestLoaderSeesEveryMention(t *testing.T) {
	for _, c := range []string{
		"//clampvet:carrier", "///clampvet:carrier", "//CLAMPVET:registry", "//ClampVet:seats",
		"// clampvet :x", "//clampvet :carrier", "//clampvet carrier", "/*\nclampvet:seats\n*/",
		"/* clampvet:registry */", "// \tclampvet:x", "//cLaMpVeT:tighten",
	} {
		src := "package p\n\n" + c + "\nvar X = 1\n"
		checkAgreement(t, []byte(src))
		if !SourceMentions([]byte(src)) {
			t.Errorf("SourceMentions misses %q", c)
		}
	}
}

func checkAgreement(t *testing.T, src []byte) {
	t.Helper()
	f, _ := parser.ParseFile(token.NewFileSet(), "a.go", src, parser.ParseComments|parser.SkipObjectResolution)
	if f != nil && Mentions([]*ast.File{f}) && !SourceMentions(src) {
		t.Fatalf("the analyzers read a directive in %q but the loader's byte test does not", src)
	}
}

// FuzzMentionAgreement: for any source, [Mentions] true implies
// [SourceMentions] true (the loader never leaves out a package an analyzer
// reads a directive in).
func FuzzMentionAgreement(f *testing.F) {
	for _, s := range []string{
		"package p\n//CLAMPVET:x\n", "package p\n/*\r\n clamp\rvet:seats */\n", "package p // ClampVet :seats\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) { checkAgreement(t, src) })
}

// fakePass writes files into a temporary directory and returns a pass
// over the included ones, with the others as its IgnoredFiles.
func fakePass(t *testing.T, included, ignored map[string]string) *analysis.Pass {
	t.Helper()
	dir := t.TempDir()
	pass := &analysis.Pass{Fset: token.NewFileSet()}
	for _, name := range slices.Sorted(mapKeys(included)) {
		path := filepath.Join(dir, name)
		f, err := parser.ParseFile(pass.Fset, path, included[name], parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		pass.Files = append(pass.Files, f)
	}
	for _, name := range slices.Sorted(mapKeys(ignored)) {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(ignored[name]), 0o666); err != nil {
			t.Fatal(err)
		}
		pass.IgnoredFiles = append(pass.IgnoredFiles, path)
	}
	pass.ReadFile = func(name string) ([]byte, error) {
		if !slices.Contains(pass.IgnoredFiles, name) {
			return nil, fmt.Errorf("%s is not a file of the package", name)
		}
		return os.ReadFile(name)
	}
	return pass
}

func mapKeys(m map[string]string) func(func(string) bool) {
	return func(yield func(string) bool) {
		for k := range m {
			if !yield(k) {
				return
			}
		}
	}
}

const plainFile = "package p\n\nfunc F() {}\n"

// TestHiddenRoles pins roles declared in files the build excludes: each is
// a problem of its role that names the constraint hiding it, unless the
// role is declared in a file every build includes.
func TestHiddenRoles(t *testing.T) {
	for _, tc := range []struct {
		name              string
		included, ignored map[string]string
		want              []string // "file:line role: message"
	}{
		{"go:build line", map[string]string{"a.go": plainFile},
			map[string]string{"reg.go": "//go:build special\n\npackage p\n\n//clampvet:registry\nvar R = []string{}\n"},
			[]string{"reg.go:5 registry: //clampvet:registry in reg.go is hidden by //go:build special: move it to an unconstrained file"}},
		{"file name", map[string]string{"a.go": plainFile},
			map[string]string{"carry_windows.go": "package p\n\n//clampvet:carrier\nfunc Carry() {}\n"},
			[]string{"carry_windows.go:3 carrier: //clampvet:carrier in carry_windows.go is hidden by its file name suffix _windows: move it to an unconstrained file"}},
		{"cgo", map[string]string{"a.go": plainFile},
			map[string]string{"c.go": "package p\n\nimport \"C\"\n\n//clampvet:seats\nvar S = []string{}\n"},
			[]string{`c.go:5 seats: //clampvet:seats in c.go is hidden by import "C" (cgo is off): move it to an unconstrained file`}},
		{"near miss in an ignored file", map[string]string{"a.go": plainFile},
			map[string]string{"x_plan9.go": "package p\n\n//CLAMPVET:tighten\nfunc T() {}\n"},
			[]string{`x_plan9.go:3 tighten: "//CLAMPVET:tighten" is not a directive: write //clampvet:tighten in lower case`}},
		{"declared for every build too", map[string]string{"a.go": "package p\n\n//clampvet:registry\nvar R = []string{}\n"},
			map[string]string{"reg_linux.go": "package p\n\n//clampvet:registry\nvar R = []string{}\n"},
			nil},
		{"declared only in a constrained file of this build", map[string]string{"reg_linux.go": "package p\n\n//clampvet:registry\nvar R = []string{}\n"},
			map[string]string{"reg_other.go": "//go:build !linux\n\npackage p\n\n//clampvet:registry\nvar R = []string{}\n"},
			[]string{
				"reg_other.go:5 registry: //clampvet:registry in reg_other.go is hidden by //go:build !linux: move it to an unconstrained file",
				"reg_linux.go:3 registry: //clampvet:registry in reg_linux.go holds only on _linux builds: move it to an unconstrained file",
			}},
		{"declared only in a file this build includes by a constraint line", map[string]string{"a.go": plainFile, "reg.go": "//go:build !nosuchtag\n\npackage p\n\n//clampvet:registry\nvar R = []string{}\n"},
			nil,
			[]string{"reg.go:5 registry: //clampvet:registry in reg.go holds only where //go:build !nosuchtag: move it to an unconstrained file"}},
		{"a second spawn sink hidden while another is declared for every build",
			map[string]string{"a.go": "package p\n\n//clampvet:spawn\nfunc Start(s S) {}\n"},
			map[string]string{"spawn_windows.go": "package p\n\n//clampvet:spawn\nfunc StartWindows(s S) {}\n"},
			[]string{"spawn_windows.go:3 spawn: //clampvet:spawn in spawn_windows.go is hidden by its file name suffix _windows: move it to an unconstrained file"}},
		{"a root declared for every build and a copy in a constrained file",
			map[string]string{"a.go": "package p\n\n//clampvet:root\nfunc Spec() S { return S{} }\n"},
			map[string]string{"spec_windows.go": "package p\n\n//clampvet:root\nfunc Spec() S { return S{} }\n"},
			nil},
		{"no mention", map[string]string{"a.go": plainFile},
			map[string]string{"x_windows.go": "package p\n\n// Windows only.\nfunc W() {}\n", "notes.txt": "clampvet:carrier"},
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pass := fakePass(t, tc.included, tc.ignored)
			if got := PassMentions(pass); tc.want != nil && !got || tc.name == "no mention" && got {
				t.Errorf("PassMentions = %v", got)
			}
			res := ScanPass(pass)
			var got []string
			for _, p := range res.Problems {
				pos := pass.Fset.Position(p.Pos)
				got = append(got, fmt.Sprintf("%s:%d %s: %s", filepath.Base(pos.Filename), pos.Line, p.Role, p.Message))
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("problems:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(tc.want, "\n\t"))
			}
		})
	}
}

// TestUnreadableIgnoredFile: an ignored file that cannot be read is a
// mention and a problem, never a silent pass.
func TestUnreadableIgnoredFile(t *testing.T) {
	pass := fakePass(t, map[string]string{"a.go": plainFile}, nil)
	pass.IgnoredFiles = []string{"/nonexistent/x_windows.go"}
	if !PassMentions(pass) {
		t.Error("PassMentions = false for an unreadable ignored file")
	}
	res := ScanPass(pass)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message, "cannot read x_windows.go") {
		t.Errorf("problems = %+v", res.Problems)
	}
}

// TestOSArchSuffix pins go/build's reading of file names.
func TestOSArchSuffix(t *testing.T) {
	for name, want := range map[string]string{
		"x_linux.go": "_linux", "x_linux_amd64.go": "_linux_amd64", "x_amd64_test.go": "_amd64",
		"linux.go": "", "x_unix.go": "", "x.go": "", "x_windows.cgo1.go": "_windows", "a_b_wasm.go": "_wasm",
	} {
		if got := osArchSuffix(name); got != want {
			t.Errorf("osArchSuffix(%q) = %q, want %q", name, got, want)
		}
	}
}
