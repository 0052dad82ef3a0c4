package clampseats

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/ast/inspector"
)

// Benchmarks of the hot paths on generated packages. Compare
// BenchmarkEarlyExit with BenchmarkInspectorBaseline: the early exit must
// cost a small fraction of one walk of the same syntax.

const benchSeats = 8

// policySource is a package with a carrier of benchSeats seats.
func policySource() string {
	var b strings.Builder
	b.WriteString("package policy\n\ntype Source struct {\n")
	for i := range benchSeats {
		fmt.Fprintf(&b, "\tSeat%d int\n", i)
	}
	b.WriteString("}\n\n//clampvet:carrier\nfunc Carry(s Source) int {\n\tn := 0\n")
	for i := range benchSeats {
		fmt.Fprintf(&b, "\tn += s.Seat%d\n", i)
	}
	b.WriteString("\treturn n\n}\n")
	return b.String()
}

// sitesSource is a package of n funcs, each building a complete source
// literal, calling the carrier, and doing some unrelated work.
func sitesSource(n int) string {
	var b strings.Builder
	b.WriteString("package sites\n\nimport \"example.com/policy\"\n\ntype other struct{ A, B int }\n\n")
	for i := range n {
		fmt.Fprintf(&b, "// F%d builds a source.\nfunc F%d(x int) int {\n\ts := policy.Source{", i, i)
		for j := range benchSeats {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "Seat%d: x + %d", j, j)
		}
		b.WriteString("}\n\to := other{A: x}\n\tvar xs []int\n\tfor i := range x {\n\t\txs = append(xs, i*o.A)\n\t}\n")
		b.WriteString("\treturn policy.Carry(s) + len(xs)\n}\n\n")
	}
	return b.String()
}

// bigSource is a package that takes no part: n funcs with comments,
// struct literals and calls, and no directive.
func bigSource(n int) string {
	var b strings.Builder
	b.WriteString("package big\n\ntype T struct{ A, B, C int }\n\n")
	for i := range n {
		fmt.Fprintf(&b, "// G%d does some work; the word clampvet: in prose is no directive.\nfunc G%d(x int) T {\n", i, i)
		b.WriteString("\t// A comment inside the body.\n\tt := T{A: x}\n\tif x > 0 {\n\t\tt.B = x * 2\n\t}\n\tvar ys []T\n\tys = append(ys, t, T{})\n\treturn ys[0]\n}\n\n")
	}
	return b.String()
}

// BenchmarkLiteralCheck runs the analyzer on a package of 500 functions
// that each build a complete source literal of another package and call
// the carrier: the literal completeness check and the carrier lookup.
func BenchmarkLiteralCheck(b *testing.B) {
	const n = 500
	w := newWorld()
	policy := w.add(b, "example.com/policy", map[string]string{"policy.go": policySource()})
	sites := w.add(b, "example.com/sites", map[string]string{"sites.go": sitesSource(n)})
	base := typecheck.NewFacts()
	if d := w.run(b, policy, base, true); len(d) > 0 {
		b.Fatalf("policy: %v", d)
	}
	insp := true
	fresh := base.Clone
	if d := w.run(b, sites, fresh(), insp); len(d) > 0 {
		b.Fatalf("sites: %v", d)
	}
	b.ReportAllocs()
	for b.Loop() {
		w.run(b, sites, fresh(), insp)
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/literal")
}

// BenchmarkEarlyExit runs the analyzer on a package of 2000 functions
// that takes no part: no directive, no marked import. The pass has no
// inspector, so the benchmark also proves none is used.
func BenchmarkEarlyExit(b *testing.B) {
	w := newWorld()
	big := w.add(b, "example.com/big", map[string]string{"big.go": bigSource(2000)})
	fs := typecheck.NewFacts()
	b.ReportAllocs()
	for b.Loop() {
		w.run(b, big, fs, false)
	}
	if len(fs.All()) > 0 {
		b.Fatal("a package that takes no part exported facts")
	}
}

// BenchmarkInspectorBaseline builds an inspector for the package of
// BenchmarkEarlyExit: the cost of one walk of its syntax, for comparison.
func BenchmarkInspectorBaseline(b *testing.B) {
	w := newWorld()
	big := w.add(b, "example.com/big", map[string]string{"big.go": bigSource(2000)})
	b.ReportAllocs()
	for b.Loop() {
		inspector.New(big.Files)
	}
}
