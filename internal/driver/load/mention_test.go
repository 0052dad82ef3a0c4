package load_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"golang.org/x/tools/go/analysis"
)

// takesPart is an analyzer with the early exit every clampvet analyzer
// has: it reports the directive problems of a package that takes part
// (directive.PassMentions, directive.ScanPass) and marks it with a fact;
// any package reports the imports that carry the fact.
var takesPart = &analysis.Analyzer{
	Name:      "takespart",
	Doc:       "reports the directive problems and the participating imports of a package",
	FactTypes: []analysis.Fact{new(partFact)},
	Run: func(pass *analysis.Pass) (any, error) {
		for _, imp := range pass.Pkg.Imports() {
			if pass.ImportPackageFact(imp, new(partFact)) {
				pass.Reportf(pass.Files[0].Package, "imports participant %s", imp.Path())
			}
		}
		if !directive.PassMentions(pass) {
			return nil, nil
		}
		pass.ExportPackageFact(new(partFact))
		for _, p := range directive.ScanPass(pass).Problems {
			pass.Report(analysis.Diagnostic{Pos: p.Pos, End: p.End, Message: p.Message})
		}
		return nil, nil
	},
}

type partFact struct{}

func (*partFact) AFact()         {}
func (*partFact) String() string { return "takes part" }

// spellings is a module each of whose packages takes part through one
// spelling the old case-sensitive byte scan did not see, or through a
// file its build excludes; user imports them, plain takes no part.
var spellings = map[string]string{
	"go.mod":             "module example.com/m\n\ngo 1.22\n",
	"upper/upper.go":     "package upper\n\n//CLAMPVET:registry\nvar R = []string{}\n",
	"slashes/slashes.go": "package slashes\n\n///clampvet:carrier\nfunc C() {}\n",
	"block/block.go":     "package block\n\n/*\n   clampvet:seats\n*/\nvar S = []string{}\n",
	"tagged/tagged.go":   "package tagged\n\nfunc F() {}\n",
	"tagged/reg.go":      "//go:build sometag\n\npackage tagged\n\n//clampvet:registry\nvar R = []string{}\n",
	"plain/plain.go":     "package plain\n\n// Plain mentions clampvet in prose only.\nfunc P() {}\n",
	"user/user.go": "package user\n\nimport (\n\t_ \"example.com/m/block\"\n\t_ \"example.com/m/slashes\"\n\t_ \"example.com/m/tagged\"\n" +
		"\t_ \"example.com/m/upper\"\n)\n",
}

func writeModule(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(src), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestLoaderAndAnalyzersAgree fails if an analyzer could report in a
// package the selective loader leaves out of T: on a module whose packages
// take part only through near-miss spellings and a build-excluded file,
// the selective load gives the same findings as a full source load, as
// roots (./...) and as dependencies (./user, which reports the facts of
// its imports).
func TestLoaderAndAnalyzersAgree(t *testing.T) {
	dir := writeModule(t, spellings)
	for _, c := range []struct {
		pattern string
		want    []string // a subset that proves each package took part
	}{
		{"./...", []string{
			`upper.go:3:1: "//CLAMPVET:registry" is not a directive: write //clampvet:registry in lower case`,
			`slashes.go:3:1: "///clampvet:carrier" is not a directive: write //clampvet:carrier with two slashes`,
			`block.go:3:1: "clampvet:seats" in a block comment is not a directive: write //clampvet:seats as a line comment`,
			`reg.go:5:1: //clampvet:registry in reg.go is hidden by //go:build sometag: move it to an unconstrained file`,
		}},
		{"./user", []string{
			"user.go:1:1: imports participant example.com/m/block",
			"user.go:1:1: imports participant example.com/m/slashes",
			"user.go:1:1: imports participant example.com/m/tagged",
			"user.go:1:1: imports participant example.com/m/upper",
		}},
	} {
		t.Run(c.pattern, func(t *testing.T) {
			var got [2][]string
			for i, mode := range []load.Mode{load.Full, load.Selective} {
				cfg := load.Config{Dir: dir, Mode: mode, Analyzers: []*analysis.Analyzer{takesPart}, ScanCache: "off"}
				r, _ := loadAndAnalyze(t, cfg, []string{c.pattern})
				for _, f := range r.Findings {
					got[i] = append(got[i], fmt.Sprintf("%s:%d:%d: %s", filepath.Base(f.Pos.Filename), f.Pos.Line, f.Pos.Column, f.Message))
				}
				slices.Sort(got[i])
			}
			if !slices.Equal(got[0], got[1]) {
				t.Errorf("the selective load left out a package an analyzer reports in\nfull:\n\t%s\nselective:\n\t%s",
					strings.Join(got[0], "\n\t"), strings.Join(got[1], "\n\t"))
			}
			for _, w := range c.want {
				if !slices.Contains(got[1], w) {
					t.Errorf("missing %q in\n\t%s", w, strings.Join(got[1], "\n\t"))
				}
			}
		})
	}
}
