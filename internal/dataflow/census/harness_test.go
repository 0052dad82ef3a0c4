package census_test

import (
	"go/token"
	"go/types"
	"reflect"
	"strings"
	"sync"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/census"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"github.com/sema-agent/clampvet/testkit/wants"
	"golang.org/x/tools/go/analysis"
)

// policySrc is a policy-like carrier package: the carrier returns Clamps,
// applied through Apply(*TaskSpec); Tighten merges two specs.
const policySrc = `package policy

type Face string
type TaskSpec struct {
	HandsReadOnly bool
	WriteFace     Face
	MaxTurns      int
	Deny          []string
}
type Source struct {
	HandsReadOnly bool
	WriteFace     Face
	Deny          []string
}
type Clamps struct{ s Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{s: source} }

func (c Clamps) Apply(spec *TaskSpec) {
	spec.HandsReadOnly = spec.HandsReadOnly || c.s.HandsReadOnly
	if c.s.WriteFace != "" {
		spec.WriteFace = c.s.WriteFace
	}
	spec.Deny = append(spec.Deny, c.s.Deny...)
}

//clampvet:tighten
func Tighten(spec, t TaskSpec) TaskSpec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.WriteFace = t.WriteFace
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	spec.Deny = append(spec.Deny, t.Deny...)
	return spec
}
`

// encSrc stands in for encoding/json and for a store the census cannot
// see into (the test world has no standard library).
const encSrc = `package enc

func Unmarshal(data []byte, v any) error { return nil }
`

// reporter reports the census findings, as the constructors analyzer does,
// so that typecheck.Run returns them.
var reporter = &analysis.Analyzer{
	Name:     "censusreport",
	Doc:      "reports the census findings (test)",
	Requires: []*analysis.Analyzer{census.Analyzer},
	Run: func(pass *analysis.Pass) (any, error) {
		res, _ := pass.ResultOf[census.Analyzer].(*census.Findings)
		results.Store(pass.Pkg, res)
		if res != nil {
			for _, d := range res.Diagnostics {
				pass.Report(d)
			}
		}
		return res, nil
	},
	ResultType: reflect.TypeFor[*census.Findings](),
}

// results holds the census result of every package analyzed, by
// *types.Package (typecheck.Run returns findings only).
var results sync.Map

// resultOf returns the census result of package path of w.
func resultOf(t *testing.T, w *typecheck.World, path string) *census.Findings {
	t.Helper()
	return stored[*census.Findings](t, w, &results, path)
}

// stored returns what a test analyzer stored in m for package path of w
// (its zero value: nothing).
func stored[T any](t *testing.T, w *typecheck.World, m *sync.Map, path string) T {
	t.Helper()
	p, err := w.Import(path)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := m.Load(p)
	v, _ := r.(T)
	return v
}

// src is one package of a test world.
type src struct{ path, text string }

// world type-checks and analyzes pkgs in order (imports first), with facts
// carried from each package to the next as a driver carries them. It
// returns the findings of every package and the fact store.
func world(t *testing.T, pkgs ...src) (*typecheck.World, map[string][]analysis.Diagnostic, *typecheck.Facts) {
	t.Helper()
	w := typecheck.NewWorld()
	fs := typecheck.NewFacts()
	out := map[string][]analysis.Diagnostic{}
	for _, p := range pkgs {
		name := p.path[strings.LastIndex(p.path, "/")+1:] + ".go"
		pkg := w.Add(t, p.path, map[string]string{name: p.text})
		out[p.path] = typecheck.Run(t, w.Fset, reporter, pkg, fs, typecheck.Options{})
	}
	return w, out, fs
}

// check matches the findings of one package against the wants of its
// text, one finding per regexp, each with a range on the wanted line.
func check(t *testing.T, fset *token.FileSet, text string, diags []analysis.Diagnostic) {
	t.Helper()
	found := make([]wants.Finding, len(diags))
	for i, d := range diags {
		found[i] = wants.Finding{Pos: d.Pos, End: d.End, Message: d.Message}
	}
	wants.Check(t, fset, found, wants.Read(t, text, 0))
}

// factOf returns the census fact of the package-level object name of pkg
// in w, or "" when it has none.
func factOf(t *testing.T, w *typecheck.World, fs *typecheck.Facts, pkg, name string) string {
	t.Helper()
	p, err := w.Import(pkg)
	if err != nil {
		t.Fatal(err)
	}
	typ, method, isMethod := strings.Cut(name, ".")
	obj := p.Scope().Lookup(typ)
	if obj == nil {
		t.Fatalf("no %s in %s", typ, pkg)
	}
	if isMethod {
		m, _, _ := types.LookupFieldOrMethod(obj.Type(), true, p, method)
		if m == nil {
			t.Fatalf("no method %s in %s", name, pkg)
		}
		obj = m
	}
	var parts []string
	for _, f := range fs.Object(census.Analyzer, obj) {
		parts = append(parts, f.(*census.Fact).String())
	}
	return strings.Join(parts, " | ")
}
