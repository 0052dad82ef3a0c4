package constructors

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// genModule writes a module of nPkgs constructor packages (each importing
// the carrier's package, with nFuncs funcs over ten files, every third one
// a constructor that calls the carrier), nPkgs bystander packages of the
// same size that take no part, and a registry package that imports every
// constructor package and lists every constructor.
func genModule(b *testing.B, nPkgs, nFuncs int) string {
	b.Helper()
	dir := b.TempDir()
	write := func(name, content string) {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	write("go.mod", "module example.com/gen\n\ngo 1.22\n")
	write("policy/policy.go", `package policy

type Source struct{ HandsReadOnly bool }

type Clamps struct{ handsReadOnly bool }

//clampvet:carrier
func Carry(src Source) Clamps { return Clamps{handsReadOnly: src.HandsReadOnly} }
`)
	var rows, imports strings.Builder
	for p := 0; p < nPkgs; p++ {
		for _, kind := range []string{"ctor", "bystander"} {
			pkg := fmt.Sprintf("%s%03d", kind, p)
			for f := 0; f < 10; f++ {
				var src strings.Builder
				fmt.Fprintf(&src, "package %s\n\n", pkg)
				if kind == "ctor" {
					src.WriteString("import \"example.com/gen/policy\"\n\n")
				}
				for i := f; i < nFuncs; i += 10 {
					switch {
					case kind == "ctor" && i%3 == 0:
						fmt.Fprintf(&src, "func F%04d(s policy.Source) policy.Clamps {\n\tx := %d\n\t_ = x\n\treturn policy.Carry(s)\n}\n\n", i, i)
						fmt.Fprintf(&rows, "\t%q,\n", fmt.Sprintf("%s/f%d.go#F%04d", pkg, f, i))
					default:
						fmt.Fprintf(&src, "func F%04d(n int) int {\n\tfor j := 0; j < n; j++ {\n\t\tn += j * %d\n\t}\n\treturn n\n}\n\n", i, i)
					}
				}
				write(fmt.Sprintf("%s/f%d.go", pkg, f), src.String())
			}
			if kind == "ctor" {
				fmt.Fprintf(&imports, "\t_ \"example.com/gen/%s\"\n", pkg)
			}
		}
	}
	write("wiring/wiring.go", fmt.Sprintf("package wiring\n\nimport (\n%s)\n\n//clampvet:registry\nvar Constructors = []string{\n%s}\n",
		imports.String(), rows.String()))
	return dir
}

func loadPattern(b *testing.B, dir string, patterns ...string) []*packages.Package {
	b.Helper()
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir,
		Env: append(os.Environ(), "GOPROXY=off", "GOWORK=off")}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		b.Fatal(err)
	}
	if packages.PrintErrors(pkgs) > 0 {
		b.Fatal("load errors")
	}
	return pkgs
}

// BenchmarkAnalyze runs the analyzer (and the inspector it requires) over
// generated packages: "constructors" is the whole participating cone (20
// constructor packages of 300 funcs, a registry of 2,000 rows); "bystanders"
// are packages of the same size that take no part and must exit early. The
// registry's summary size is reported as fact-bytes, and the time spent in
// this analyzer's own run (the rest is loading-independent checker work and
// the inspector it requires) as run-ns/op.
func BenchmarkAnalyze(b *testing.B) {
	dir := genModule(b, 20, 300)
	for _, bc := range []struct {
		name    string
		pattern string
	}{
		{"constructors", "./wiring"},
		{"bystanders", "./bystander..."},
	} {
		b.Run(bc.name, func(b *testing.B) {
			pkgs := loadPattern(b, dir, bc.pattern)
			var factBytes int
			var runTime time.Duration
			for b.Loop() {
				g, err := checker.Analyze([]*analysis.Analyzer{Analyzer}, pkgs, nil)
				if err != nil {
					b.Fatal(err)
				}
				for act := range g.All() {
					if act.Analyzer == Analyzer {
						runTime += act.Duration
					}
				}
				for _, act := range g.Roots {
					if len(act.Diagnostics) > 0 {
						b.Fatalf("%s: unexpected finding %s", act, act.Diagnostics[0].Message)
					}
					for _, f := range act.AllPackageFacts() {
						if f.Package == act.Package.Types {
							var buf bytes.Buffer
							if err := gob.NewEncoder(&buf).Encode(f.Fact); err != nil {
								b.Fatal(err)
							}
							factBytes = buf.Len()
						}
					}
				}
			}
			b.ReportMetric(float64(factBytes), "fact-bytes")
			b.ReportMetric(float64(runTime.Nanoseconds())/float64(b.N), "run-ns/op")
		})
	}
}
