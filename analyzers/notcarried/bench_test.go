package notcarried

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/typecheck"
)

// checked is a type-checked generated package.
type checked struct {
	w   *typecheck.World
	pkg *typecheck.Package
}

func typeCheck(tb testing.TB, path string, sources []string) *checked {
	tb.Helper()
	srcs := make(map[string]string, len(sources))
	for i, src := range sources {
		srcs[fmt.Sprintf("f%03d.go", i)] = src
	}
	w := typecheck.NewWorld()
	return &checked{w: w, pkg: w.Add(tb, path, srcs)}
}

// run runs the analyzer (after roles.Analyzer) on c with fresh facts and
// counts the findings and the facts exported.
func (c *checked) run(tb testing.TB) (reports, exports int) {
	tb.Helper()
	fs := typecheck.NewFacts()
	reports = len(typecheck.Run(tb, c.w.Fset, Analyzer, c.pkg, fs, typecheck.Options{}))
	return reports, len(fs.Package(roles.Analyzer, c.pkg.Types)) + len(fs.Package(Analyzer, c.pkg.Types))
}

// bigTighten generates a package with a spec of fields seats and a tighten
// function of stmts statements that read and write them in turn, through
// selectors, a promoted field and composite literals.
func bigTighten(fields, stmts int) string {
	var b strings.Builder
	b.WriteString("package big\n\ntype Inner struct{ Deep int }\n\ntype Spec struct {\n\tInner\n")
	for i := 0; i < fields; i++ {
		fmt.Fprintf(&b, "\tF%d int\n", i)
	}
	b.WriteString("}\n\ntype Other struct{ F0 int }\n\ntype Source struct{ F0 int }\n\n//clampvet:carrier\nfunc Carry(s Source) int { return s.F0 }\n\n")
	b.WriteString("//clampvet:notcarried\nvar NotCarried = map[string]string{\"Inner\": \"each leg's own\"")
	for i := 1; i < fields; i++ {
		fmt.Fprintf(&b, ", \"F%d\": \"a reason for F%d\"", i, i)
	}
	b.WriteString("}\n\n//clampvet:tighten\nfunc Tighten(spec, t Spec, o Other) Spec {\n")
	for i := 0; i < stmts; i++ {
		f := i % fields
		switch i % 4 {
		case 0:
			fmt.Fprintf(&b, "\tspec.F%d = max(spec.F%d, t.F%d, o.F0)\n", f, f, f)
		case 1:
			fmt.Fprintf(&b, "\tspec.Deep = max(spec.Deep, t.F%d)\n", f)
		case 2:
			fmt.Fprintf(&b, "\t_ = Spec{F%d: t.F%d}\n", f, f)
		default:
			fmt.Fprintf(&b, "\tif t.F%d > 0 { spec.F%d = t.F%d }\n", f, f, f)
		}
	}
	b.WriteString("\treturn spec\n}\n")
	return b.String()
}

// TestRunOnGeneratedTighten checks the benchmark's input: the whole
// package is clean and exports its one roles fact.
func TestRunOnGeneratedTighten(t *testing.T) {
	c := typeCheck(t, "big", []string{bigTighten(50, 400)})
	if reports, exports := c.run(t); reports != 0 || exports != 1 {
		t.Errorf("run on the clean generated package: %d findings, %d facts; want 0 and 1", reports, exports)
	}
}

// BenchmarkRunTighten runs the whole analyzer (and the roles it requires)
// on the large tighten package.
func BenchmarkRunTighten(b *testing.B) {
	c := typeCheck(b, "big", []string{bigTighten(200, 20000)})
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if reports, _ := c.run(b); reports != 0 {
			b.Fatalf("%d findings", reports)
		}
	}
}

// bystander generates a large package that takes no part: many files of
// declarations and comments, none of them a //clampvet: directive, with
// fields and selectors named like seats.
func bystander(files, funcs int) []string {
	var out []string
	for f := 0; f < files; f++ {
		var b strings.Builder
		fmt.Fprintf(&b, "// Package by is large and takes no part.\npackage by\n\n// Spec%d looks like a spec.\ntype Spec%d struct{ MaxTurns, HandsReadOnly int }\n\n", f, f)
		for i := 0; i < funcs; i++ {
			fmt.Fprintf(&b, "// Tighten%d_%d merges (a doc comment, //not a directive).\nfunc Tighten%d_%d(s, t Spec%d) Spec%d {\n\t// tighten-only\n\ts.MaxTurns = min(s.MaxTurns, t.MaxTurns)\n\treturn s\n}\n\n", f, i, f, i, f, f)
		}
		out = append(out, b.String())
	}
	return out
}

// TestEarlyExit checks that a package that takes no part reports nothing
// and exports nothing.
func TestEarlyExit(t *testing.T) {
	c := typeCheck(t, "by", bystander(3, 10))
	if reports, exports := c.run(t); reports != 0 || exports != 0 {
		t.Errorf("a package that takes no part: %d findings, %d facts; want none", reports, exports)
	}
}

// BenchmarkEarlyExit is the cost paid by every package of the build that
// takes no part (the standard library included, under go vet).
func BenchmarkEarlyExit(b *testing.B) {
	c := typeCheck(b, "by", bystander(50, 200))
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if reports, exports := c.run(b); reports+exports != 0 {
			b.Fatalf("%d findings, %d facts", reports, exports)
		}
	}
}
