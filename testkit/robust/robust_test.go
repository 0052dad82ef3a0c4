// Package robust holds the robustness tests: what clampvet does
// on code that is awkward for a go/analysis driver — packages that do not
// type-check, cgo, generated files, build-tagged files, external test
// packages, a vendor directory and //line directives. Each test runs the
// real driver (driver.Main with analyzers.All(), in-process, through
// package harness) on a copy of testdata/engine, a small engine that
// declares every role correctly and has no finding, changed in one way,
// and asserts the exit code, the errors and the exact findings.
package robust

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/testkit/robust/harness"
)

// engine copies testdata/engine into a temporary directory, applies the
// overrides (path → content; "" deletes the file) and returns the copy's
// directory.
func engine(t *testing.T, overrides map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	if err := harness.CopyTree(dir, filepath.Join("testdata", "engine")); err != nil {
		t.Fatal(err)
	}
	write := make(map[string]string)
	for name, content := range overrides {
		if content == "" {
			if err := os.Remove(filepath.Join(dir, filepath.FromSlash(name))); err != nil {
				t.Fatal(err)
			}
			continue
		}
		write[name] = content
	}
	if err := harness.WriteTree(dir, write); err != nil {
		t.Fatal(err)
	}
	return dir
}

// clampvet runs the driver on dir with the default load mode.
func clampvet(t *testing.T, dir string, args ...string) *harness.Result {
	t.Helper()
	t.Setenv(driver.LoadEnv, "")
	res, err := harness.Run(dir, args...)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// wantFindings fails unless res has exactly the findings want (formatted
// by harness.Finding.String, in order).
func wantFindings(t *testing.T, res *harness.Result, want ...string) {
	t.Helper()
	got := res.Strings()
	if !slices.Equal(got, want) {
		t.Errorf("findings:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(want, "\n\t"))
	}
}

// wantCode fails unless the run exited with code.
func wantCode(t *testing.T, res *harness.Result, code int) {
	t.Helper()
	if res.Code != code {
		t.Errorf("exit code %d, want %d; stderr:\n%s\nfindings:\n%s", res.Code, code, res.Stderr, strings.Join(res.Strings(), "\n"))
	}
}

// at returns "file:line:col" of the first byte of snippet, which must
// occur exactly once in file (slash-separated, relative to dir).
func at(t *testing.T, dir, file, snippet string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	if n := strings.Count(src, snippet); n != 1 {
		t.Fatalf("%s contains %q %d times, want once", file, snippet, n)
	}
	before := src[:strings.Index(src, snippet)]
	line := strings.Count(before, "\n") + 1
	col := len(before) - strings.LastIndex(before, "\n")
	return file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
}

// row returns the position of row's string literal in wiring/wiring.go.
func row(t *testing.T, dir, r string) string {
	t.Helper()
	return at(t, dir, "wiring/wiring.go", `"`+r+`"`)
}

// registry returns a wiring package whose registry lists rows and that
// imports the given packages of the engine (blank imports).
func registry(imports []string, rows ...string) string {
	var b strings.Builder
	b.WriteString("// Package wiring registers the engine's constructors.\npackage wiring\n\nimport (\n")
	for _, p := range imports {
		b.WriteString("\t_ \"example.com/engine/" + p + "\"\n")
	}
	b.WriteString(")\n\n// Constructors is the registry.\n//\n//clampvet:registry\nvar Constructors = []string{\n")
	for _, r := range rows {
		b.WriteString("\t\"" + r + "\",\n")
	}
	b.WriteString("}\n")
	return b.String()
}

// omits is the message of a source literal of policy.Source that omits B.
const omits = "policy.Source literal omits seat B: name every seat, zero values included (clampseats)"

func TestEngineIsClean(t *testing.T) {
	res := clampvet(t, engine(t, nil), "./...")
	wantCode(t, res, driver.ExitClean)
	wantFindings(t, res)
	if res.Stderr != "" || len(res.Errors) > 0 {
		t.Errorf("stderr %q, errors %q: want none", res.Stderr, res.Errors)
	}
}

// TestTypeErrors pins that a package that does not type-check (or does not
// compile) is an error, exit 1, with the error's position on stderr, in
// both load modes: never a panic and never a silent exit 0. Packages that
// do not depend on the broken one are still analyzed and their findings
// printed; packages that depend on it are not analyzed (go/analysis
// reports "failed prerequisites"), which the run's exit code 1 makes
// visible.
func TestTypeErrors(t *testing.T) {
	// agents/agents.go with a type error on line 9.
	const brokenAgents = `// Package agents builds child specs.
package agents

import "example.com/engine/policy"

// Build is a registered constructor.
func Build(parent policy.Source) policy.Spec {
	spec := policy.Spec{C: 10}
	policy.Carry(policy.Source{A: parent.A, B: parent.B, D: 1}).Apply(&spec)
	return spec
}
`
	// other: a package that takes part and does not depend on agents.
	const other = `package other

import "example.com/engine/policy"

// X omits seat B.
var X = policy.Source{A: true}
`
	const typeErr = "agents/agents.go:9:55: unknown field D in struct literal of type policy.Source\n"
	cases := []struct {
		name      string
		files     map[string]string
		patterns  []string
		stderr    string   // exact, when set
		contains  []string // substrings of stderr otherwise
		findings  []string
		errorsFor []string // packages whose analysis JSON reports an error
	}{
		{
			name:      "in a target",
			files:     map[string]string{"agents/agents.go": brokenAgents, "other/other.go": other},
			patterns:  []string{"./..."},
			stderr:    typeErr,
			findings:  []string{"other/other.go:6:9: " + omits},
			errorsFor: []string{"example.com/engine/agents", "example.com/engine/wiring"},
		},
		{
			name:      "in a dependency loaded from source",
			files:     map[string]string{"agents/agents.go": brokenAgents},
			patterns:  []string{"./wiring"},
			stderr:    typeErr,
			errorsFor: []string{"example.com/engine/wiring"},
		},
		{
			// util takes no part (no directive, imports nothing that
			// does): the selective loader takes it from export data,
			// so the go command's compiler reports the error.
			name: "in a dependency loaded from export data",
			files: map[string]string{
				"util/util.go":     "package util\n\n// N is ill-typed.\nfunc N() int { return \"x\" }\n",
				"wiring/wiring.go": registry([]string{"agents", "util"}, "agents/agents.go#Build"),
			},
			patterns: []string{"./wiring"},
			contains: []string{`util/util.go:4:23: cannot use "x" (untyped string constant) as int value in return statement`},
		},
		{
			name:     "syntax error in a target",
			files:    map[string]string{"agents/agents.go": strings.Replace(brokenAgents, "return spec\n}", "return spec\n", 1)},
			patterns: []string{"./..."},
			contains: []string{"agents/agents.go:11:2: expected '}', found 'EOF'"},
		},
		{
			name: "import of a package no module provides",
			files: map[string]string{
				"util/util.go":     "package util\n\nimport _ \"example.com/nowhere\"\n",
				"wiring/wiring.go": registry([]string{"agents", "util"}, "agents/agents.go#Build"),
			},
			patterns: []string{"./..."},
			contains: []string{"util/util.go:3:8: no required module provides package example.com/nowhere"},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := engine(t, c.files)
			for _, mode := range []string{"selective", "full"} {
				t.Run(mode, func(t *testing.T) {
					res := clampvet(t, dir, append([]string{"-load=" + mode}, c.patterns...)...)
					wantCode(t, res, driver.ExitErrors)
					if c.stderr != "" && res.Stderr != c.stderr {
						t.Errorf("stderr:\n%s\nwant:\n%s", res.Stderr, c.stderr)
					}
					for _, s := range c.contains {
						if !strings.Contains(res.Stderr, s) {
							t.Errorf("stderr does not contain %q:\n%s", s, res.Stderr)
						}
					}
					if strings.Contains(res.Stderr, "panic") {
						t.Errorf("stderr mentions a panic:\n%s", res.Stderr)
					}
					wantFindings(t, res, c.findings...)
					for _, pkg := range c.errorsFor {
						if !slices.ContainsFunc(res.Errors, func(e string) bool { return strings.HasPrefix(e, pkg+": ") }) {
							t.Errorf("no analysis error for %s in the JSON output: %q", pkg, res.Errors)
						}
					}
				})
			}
		})
	}
}

// TestBodylessFunc pins a difference between the load modes. A func
// declared without a body and without an assembly file type-checks
// (go/types accepts it) but does not compile. The selective loader asks
// the go command for export data, so the compiler's "missing function
// body" makes the package an error: exit 1 and no analysis of it or of
// its importers. The full loader only type-checks: the row naming it is a
// finding, exit 3. Neither is silent; analysistest behaves like the full
// loader.
func TestBodylessFunc(t *testing.T) {
	dir := engine(t, map[string]string{
		"agents/nobody.go": "package agents\n\n// NoBody has no body.\nfunc NoBody()\n",
		"wiring/wiring.go": registry([]string{"agents"}, "agents/agents.go#Build", "agents/nobody.go#NoBody"),
	})
	res := clampvet(t, dir, "-load=selective", "./...")
	wantCode(t, res, driver.ExitErrors)
	if want := "agents/nobody.go:4:6: missing function body"; !strings.Contains(res.Stderr, want) {
		t.Errorf("selective: stderr does not contain %q:\n%s", want, res.Stderr)
	}
	wantFindings(t, res)

	res = clampvet(t, dir, "-load=full", "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res, row(t, dir, "agents/nobody.go#NoBody")+`: row "agents/nobody.go#NoBody": NoBody is a func without a Go body: make it a Go func (constructors)`)

	// With an assembly file the package compiles, and both loaders
	// report the row.
	if err := harness.WriteTree(dir, map[string]string{"agents/nobody.s": "// NoBody is implemented here in a real engine.\n"}); err != nil {
		t.Fatal(err)
	}
	res = clampvet(t, dir, "-load=selective", "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res, row(t, dir, "agents/nobody.go#NoBody")+`: row "agents/nobody.go#NoBody": NoBody is a func without a Go body: make it a Go func (constructors)`)
}

// cgoAvailable reports whether the go command can build cgo packages.
func cgoAvailable(t *testing.T) bool {
	t.Helper()
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		t.Fatal(err)
	}
	fields := strings.Fields(string(out))
	if len(fields) < 2 || fields[0] != "1" {
		return false
	}
	_, err = exec.LookPath(fields[1])
	return err == nil
}

// cgo turns a Go file into a cgo file (import "C" after the package
// clause).
func cgo(src, pkg string) string {
	return strings.Replace(src, "package "+pkg+"\n", "package "+pkg+"\n\n// #include <stdlib.h>\nimport \"C\"\n", 1)
}

// TestCgo pins that roles and constructors in cgo files (files that
// import "C") work as in plain files: drivers analyze cgo's rewritten
// copies, whose //line directives map positions and the registry's file
// names back to the .go files. With CGO_ENABLED=0 those files are
// excluded by build constraints and the rows that name them say so.
func TestCgo(t *testing.T) {
	if !cgoAvailable(t) {
		t.Skip("cgo is disabled or there is no C compiler")
	}
	policy, err := os.ReadFile(filepath.Join("testdata", "engine", "policy", "policy.go"))
	if err != nil {
		t.Fatal(err)
	}
	const native = `package agents

// #include <stdlib.h>
import "C"

import "example.com/engine/policy"

// Native is a constructor in a cgo file.
func Native(parent policy.Source) policy.Spec {
	var spec policy.Spec
	_ = C.abs(-1)
	policy.Carry(policy.Source{A: parent.A, B: parent.B}).Apply(&spec)
	return spec
}

// Omits builds a source without seat B.
func Omits(parent policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{A: parent.A}).Apply(&spec)
	return spec
}
`
	dir := engine(t, map[string]string{
		// Every role of the policy package is declared in a cgo file.
		"policy/policy.go": cgo(string(policy), "policy"),
		"agents/native.go": native,
		"wiring/wiring.go": registry([]string{"agents"}, "agents/agents.go#Build", "agents/native.go#Native", "agents/native.go#Build", "agents/native.go#Omits"),
	})
	res := clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		at(t, dir, "agents/native.go", "policy.Source{A: parent.A}")+": "+omits,
		row(t, dir, "agents/native.go#Build")+`: row "agents/native.go#Build": Build is declared in agents.go, not in native.go (constructors)`,
	)

	// Without cgo, native.go is not part of the package; the policy
	// package (all cgo) is replaced by the plain one.
	if err := harness.WriteTree(dir, map[string]string{"policy/policy.go": string(policy)}); err != nil {
		t.Fatal(err)
	}
	t.Setenv("CGO_ENABLED", "0")
	res = clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		row(t, dir, "agents/native.go#Native")+`: row "agents/native.go#Native": file native.go is excluded by build constraints in this build (constructors)`,
		row(t, dir, "agents/native.go#Build")+`: row "agents/native.go#Build": file native.go is excluded by build constraints in this build (constructors)`,
		row(t, dir, "agents/native.go#Omits")+`: row "agents/native.go#Omits": file native.go is excluded by build constraints in this build (constructors)`,
	)
}

// TestGeneratedFiles pins that generated files ("// Code generated ... DO
// NOT EDIT.") are not skipped: the analyzers check what is compiled, and a
// generator that drops a seat must turn red like a hand-written
// constructor. A source literal omitting a seat there is a finding, a
// constructor there resolves, and a role declared there is read.
func TestGeneratedFiles(t *testing.T) {
	const gen = `// Code generated by genlegs from legs.yaml. DO NOT EDIT.

package agents

import "example.com/engine/policy"

// Generated is a constructor in a generated file.
func Generated(parent policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{A: parent.A, B: parent.B}).Apply(&spec)
	return spec
}

// GeneratedOmits omits seat B.
func GeneratedOmits(parent policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{A: parent.A}).Apply(&spec)
	return spec
}
`
	// The registry itself is generated too, with a row that does not
	// resolve.
	wiring := "// Code generated by genlegs. DO NOT EDIT.\n\n" +
		registry([]string{"agents"}, "agents/agents.go#Build", "agents/gen.go#Generated", "agents/gen.go#GeneratedOmits", "agents/gen.go#Missing")
	dir := engine(t, map[string]string{"agents/gen.go": gen, "wiring/wiring.go": wiring})
	res := clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		at(t, dir, "agents/gen.go", "policy.Source{A: parent.A}")+": "+omits,
		row(t, dir, "agents/gen.go#Missing")+`: row "agents/gen.go#Missing": Missing is not declared in example.com/engine/agents (constructors)`,
	)
}

// TestBuildTags pins build-constrained files: a constructor in a file the
// current configuration excludes is the row's "excluded by build
// constraints" finding (and the file itself is not analyzed, as with any
// go/analysis driver); with the tag set, through GOFLAGS, the row
// resolves and the file is analyzed, through GOFLAGS or the driver's own
// -tags flag alike.
func TestBuildTags(t *testing.T) {
	const special = `//go:build special

package agents

import "example.com/engine/policy"

// Special is a constructor built only with -tags=special.
func Special(parent policy.Source) policy.Spec {
	var spec policy.Spec
	policy.Carry(policy.Source{A: parent.A}).Apply(&spec)
	return spec
}
`
	const ignored = "//go:build ignore\n\npackage agents\n\n// Ignored is never built.\nfunc Ignored() {}\n"
	const windows = "package agents\n\n// OnWindows is built on windows only (file name suffix).\nfunc OnWindows() {}\n"
	dir := engine(t, map[string]string{
		"agents/special.go":    special,
		"agents/ignored.go":    ignored,
		"agents/os_windows.go": windows,
		"wiring/wiring.go": registry([]string{"agents"}, "agents/agents.go#Build", "agents/special.go#Special",
			"agents/ignored.go#Ignored", "agents/os_windows.go#OnWindows"),
	})
	excluded := func(r, file string) string {
		return row(t, dir, r) + `: row "` + r + `": file ` + file +
			" is excluded by build constraints in this build (constructors)"
	}
	t.Setenv("GOOS", "linux")
	t.Setenv("GOFLAGS", "")
	res := clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		excluded("agents/special.go#Special", "special.go"),
		excluded("agents/ignored.go#Ignored", "ignored.go"),
		excluded("agents/os_windows.go#OnWindows", "os_windows.go"),
	)

	tagged := []string{
		at(t, dir, "agents/special.go", "policy.Source{A: parent.A}") + ": " + omits,
		excluded("agents/ignored.go#Ignored", "ignored.go"),
		excluded("agents/os_windows.go#OnWindows", "os_windows.go"),
	}
	t.Setenv("GOFLAGS", "-tags=special")
	res = clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res, tagged...)

	// OnWindows resolves, and does not call the carrier, once GOOS says
	// so; special.go is then excluded again.
	t.Setenv("GOFLAGS", "")
	t.Setenv("GOOS", "windows")
	res = clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		excluded("agents/special.go#Special", "special.go"),
		excluded("agents/ignored.go#Ignored", "ignored.go"),
		row(t, dir, "agents/os_windows.go#OnWindows")+`: row "agents/os_windows.go#OnWindows": OnWindows does not call a carrier: call one in its body (constructors)`,
	)

	// The driver's own -tags flag gives what GOFLAGS gives.
	t.Setenv("GOOS", "linux")
	res = clampvet(t, dir, "-tags=special", "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res, tagged...)
}

// TestExternalTestPackages pins that test files — an external test
// package (package p_test) and an internal one — are checked as package p
// is: a source literal omitting a seat, a zero source and a discarded
// carrier result are findings there, whether the test package tests the
// carrier's package or a constructor's. -test=false leaves them out.
func TestExternalTestPackages(t *testing.T) {
	dir := engine(t, map[string]string{
		"agents/agents_test.go": `package agents_test

import (
	"testing"

	"example.com/engine/agents"
	"example.com/engine/policy"
)

func TestBuild(t *testing.T) {
	_ = agents.Build(policy.Source{A: true})
	policy.Carry(policy.Source{A: true, B: "x"})
	var zero policy.Source
	_ = agents.Build(zero)
}
`,
		"policy/policy_test.go": `package policy_test

import (
	"testing"

	"example.com/engine/policy"
)

func TestCarry(t *testing.T) {
	_ = policy.Carry(policy.Source{B: "x"})
}
`,
		"policy/internal_test.go": `package policy

import "testing"

func TestInternal(t *testing.T) {
	_ = Carry(Source{})
}
`,
	})
	res := clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		"agents/agents_test.go:11:19: "+omits,
		"agents/agents_test.go:12:2: result of carrier policy.Carry is discarded (its value is unused): use it, or its seats are lost (clampseats)",
		"agents/agents_test.go:13:6: var zero is a zero policy.Source, naming no seat: initialize it with keyed literals (clampseats)",
		"policy/internal_test.go:6:6: result of carrier Carry is discarded (assigned to _): use it, or its seats are lost (clampseats)",
		"policy/internal_test.go:6:12: empty Source literal: name every seat (A, B), zero values included (clampseats)",
		"policy/policy_test.go:10:6: result of carrier policy.Carry is discarded (assigned to _): use it, or its seats are lost (clampseats)",
		"policy/policy_test.go:10:19: policy.Source literal omits seat A: name every seat, zero values included (clampseats)",
	)
	res = clampvet(t, dir, "-test=false", "./...")
	wantCode(t, res, driver.ExitClean)
	wantFindings(t, res)
}

// TestVendor pins that a dependency vendored under vendor/ (GOFLAGS=
// -mod=vendor) is read like any other: the carrier it declares reaches
// the engine through facts, and the findings are exactly those of the
// same engine with the dependency next to it through a replace directive.
func TestVendor(t *testing.T) {
	policy, err := os.ReadFile(filepath.Join("testdata", "engine", "policy", "policy.go"))
	if err != nil {
		t.Fatal(err)
	}
	clamp := strings.Replace(string(policy), "package policy\n", "package clamp\n", 1)
	const agents = `// Package agents builds child specs.
package agents

import policy "example.com/clamp"

// Build is a registered constructor.
func Build(parent policy.Source) policy.Spec {
	spec := policy.Spec{C: 10}
	policy.Carry(policy.Source{A: parent.A, B: parent.B}).Apply(&spec)
	return spec
}

// Omits omits seat B.
func Omits(parent policy.Source) policy.Spec {
	spec := policy.Spec{C: 10}
	policy.Carry(policy.Source{A: parent.A}).Apply(&spec)
	return spec
}

// NoCall does not call the carrier.
func NoCall() policy.Spec { return policy.Spec{} }
`
	wiring := registry([]string{"agents"}, "agents/agents.go#Build", "agents/agents.go#Omits", "agents/agents.go#NoCall")

	vendored := t.TempDir()
	if err := harness.WriteTree(vendored, map[string]string{
		"go.mod":                             "module example.com/engine\n\ngo 1.22\n\nrequire example.com/clamp v1.0.0\n",
		"vendor/modules.txt":                 "# example.com/clamp v1.0.0\n## explicit; go 1.22\nexample.com/clamp\n",
		"vendor/example.com/clamp/policy.go": clamp,
		"agents/agents.go":                   agents,
		"wiring/wiring.go":                   wiring,
	}); err != nil {
		t.Fatal(err)
	}
	replaced := t.TempDir()
	if err := harness.WriteTree(replaced, map[string]string{
		"go.mod":                      "module example.com/engine\n\ngo 1.22\n\nrequire example.com/clamp v1.0.0\n\nreplace example.com/clamp => ./third_party/clamp\n",
		"third_party/clamp/go.mod":    "module example.com/clamp\n\ngo 1.22\n",
		"third_party/clamp/policy.go": clamp,
		"agents/agents.go":            agents,
		"wiring/wiring.go":            wiring,
	}); err != nil {
		t.Fatal(err)
	}
	// Both layouts have the same agents and wiring files.
	want := []string{
		at(t, vendored, "agents/agents.go", "policy.Source{A: parent.A}") + ": clamp.Source literal omits seat B: name every seat, zero values included (clampseats)",
		at(t, vendored, "wiring/wiring.go", `"agents/agents.go#NoCall"`) + `: row "agents/agents.go#NoCall": NoCall does not call a carrier: call one in its body (constructors)`,
	}
	for _, mode := range []string{"selective", "full"} {
		t.Run(mode, func(t *testing.T) {
			t.Setenv("GOFLAGS", "-mod=vendor")
			res := clampvet(t, vendored, "-load="+mode, "./...")
			wantCode(t, res, driver.ExitFindings)
			wantFindings(t, res, want...)

			t.Setenv("GOFLAGS", "-mod=mod")
			res = clampvet(t, replaced, "-load="+mode, "./...")
			wantCode(t, res, driver.ExitFindings)
			wantFindings(t, res, want...)
		})
	}
}

// TestLineDirectives pins what //line directives change.
//
//   - Registry rows name a file as a person sees it in the repository. A
//     //line before the package clause renames a file only in cmd/cgo's
//     output (package modpath), which is how cgo's rewritten files map
//     back to their sources; a hand-written "//line legs.go:1" in
//     mapped.go changes nothing, so the row naming mapped.go resolves and
//     the one naming legs.go is told where Mapped is declared.
//   - A //line naming a file that does not end in ".go" (a template) is
//     ignored for rows: the row names the real file.
//   - A //line inside a file, after the package clause, does not move a
//     declaration to another file for the rows.
//   - Findings are positioned where //line says, as go/token reports
//     them: file legs.tmpl, inner.y, no column.
func TestLineDirectives(t *testing.T) {
	const literal = "\tvar spec policy.Spec\n\tpolicy.Carry(policy.Source{A: parent.A}).Apply(&spec)\n\treturn spec\n"
	dir := engine(t, map[string]string{
		"agents/mapped.go": "//line legs.go:1\npackage agents\n\nimport \"example.com/engine/policy\"\n\n" +
			"// Mapped is declared in mapped.go.\nfunc Mapped(parent policy.Source) policy.Spec {\n" + literal + "}\n",
		"agents/legs.go": "package agents\n\nimport \"example.com/engine/policy\"\n\n" +
			"// Real is declared in the real legs.go.\nfunc Real(parent policy.Source) policy.Spec {\n" +
			"\tvar spec policy.Spec\n\tpolicy.Carry(policy.Source{A: parent.A, B: parent.B}).Apply(&spec)\n\treturn spec\n}\n",
		"agents/tmpl.go": "//line legs.tmpl:1\npackage agents\n\nimport \"example.com/engine/policy\"\n\n" +
			"// Templated is declared in tmpl.go.\nfunc Templated(parent policy.Source) policy.Spec {\n" + literal + "}\n",
		"agents/inner.go": "package agents\n\nimport \"example.com/engine/policy\"\n\n//line inner.y:100\n\n" +
			"// Inner is declared after a //line inside inner.go.\nfunc Inner(parent policy.Source) policy.Spec {\n" + literal + "}\n",
		"wiring/wiring.go": registry([]string{"agents"},
			"agents/agents.go#Build",
			"agents/mapped.go#Mapped",
			"agents/legs.go#Mapped",
			"agents/legs.go#Real",
			"agents/tmpl.go#Templated",
			"agents/legs.tmpl#Templated",
			"agents/inner.go#Inner",
			"agents/inner.y#Inner",
		),
	})
	res := clampvet(t, dir, "./...")
	wantCode(t, res, driver.ExitFindings)
	wantFindings(t, res,
		"agents/inner.y:104: "+omits,
		"agents/legs.go:8: "+omits,
		"agents/legs.tmpl:8: "+omits,
		row(t, dir, "agents/legs.go#Mapped")+`: row "agents/legs.go#Mapped": Mapped is declared in mapped.go, not in legs.go (constructors)`,
		row(t, dir, "agents/legs.tmpl#Templated")+`: row "agents/legs.tmpl#Templated": file "legs.tmpl" does not end in ".go": name the constructor's Go file (constructors)`,
		row(t, dir, "agents/inner.y#Inner")+`: row "agents/inner.y#Inner": file "inner.y" does not end in ".go": name the constructor's Go file (constructors)`,
	)
}

// TestRoleOrderAcrossFiles pins that a role declared twice in one package,
// in two files, gives the same findings on every run. It did not once:
// internal/directive kept the declaration with the smallest token.Pos, and
// go/packages parses a package's files in parallel, so which file got the
// smaller positions changed from run to run, and with it the accepted
// carrier, the "second ..." finding and the facts exported.
func TestRoleOrderAcrossFiles(t *testing.T) {
	dir := engine(t, map[string]string{
		"policy/again.go": "package policy\n\n//clampvet:carrier\nfunc Again(src Source) Clamps { return Clamps{a: src.A} }\n",
	})
	first := clampvet(t, dir, "./policy")
	for i := 0; i < 12; i++ {
		res := clampvet(t, dir, "./policy")
		if !slices.Equal(res.Strings(), first.Strings()) {
			t.Fatalf("run %d differs from the first:\n\t%s\nfirst:\n\t%s", i+2,
				strings.Join(res.Strings(), "\n\t"), strings.Join(first.Strings(), "\n\t"))
		}
	}
}
