package flow

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/sema-agent/clampvet/testkit/wants"
	"golang.org/x/tools/go/ssa"
)

// policySrc is a policy-like carrier package: the carrier returns Clamps,
// applied through Apply(*TaskSpec) or read through Seats(); Tighten merges.
const policySrc = `package policy

type Face string
type Entry struct{ Rule string }
type Inner struct{ WriteFace Face }
type TaskSpec struct {
	HandsReadOnly    bool
	Inner
	ReadDenyPatterns []Entry
	MaxTurns         int
}
type Source struct {
	HandsReadOnly    bool
	WriteFace        Face
	ReadDenyPatterns []Entry
}
type Clamps struct{ s Source }

func Carry(source Source) Clamps { return Clamps{s: source} }
func (c Clamps) Apply(spec *TaskSpec) {
	spec.HandsReadOnly = spec.HandsReadOnly || c.s.HandsReadOnly
}
func (c Clamps) Seats() TaskSpec { return TaskSpec{HandsReadOnly: c.s.HandsReadOnly} }
func Tighten(spec TaskSpec, tightening TaskSpec) TaskSpec { return spec }
`

// engineHeader opens every policy-carrier case.
const engineHeader = `package eng

import (
	"encoding/json"
	"errors"
	"log"

	"example.com/policy"
)

var _, _, _ = json.Unmarshal, errors.New, log.Fatal

func whole(p policy.TaskSpec) policy.Source {
	return policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}
}
`

// world type-checks in-memory packages against the standard library, which
// one shared source importer loads once for every test.
type world struct {
	fset  *token.FileSet
	std   types.Importer
	pkgs  map[string]*types.Package
	mu    sync.Mutex
	files map[string][]*ast.File
	infos map[string]*types.Info
}

var (
	sharedFset = token.NewFileSet()
	sharedStd  = importer.ForCompiler(sharedFset, "source", nil)
	stdMu      sync.Mutex
)

func newWorld() *world {
	return &world{fset: sharedFset, std: sharedStd, pkgs: map[string]*types.Package{},
		files: map[string][]*ast.File{}, infos: map[string]*types.Info{}}
}

// Import serves the in-memory packages first, then the standard library.
func (w *world) Import(path string) (*types.Package, error) {
	if p, ok := w.pkgs[path]; ok {
		return p, nil
	}
	stdMu.Lock()
	defer stdMu.Unlock()
	return w.std.Import(path)
}

// add parses and type-checks one package from source.
func (w *world) add(t testing.TB, path, src string) *types.Package {
	t.Helper()
	f, err := parser.ParseFile(w.fset, path+".go", src, parser.ParseComments)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	info := &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{}, Defs: map[*ast.Ident]types.Object{},
		Uses: map[*ast.Ident]types.Object{}, Implicits: map[ast.Node]types.Object{},
		Selections: map[*ast.SelectorExpr]*types.Selection{}, Scopes: map[ast.Node]*types.Scope{},
		Instances: map[*ast.Ident]types.Instance{}, FileVersions: map[*ast.File]string{},
	}
	conf := types.Config{Importer: w}
	pkg, err := conf.Check(path, w.fset, []*ast.File{f}, info)
	if err != nil {
		t.Fatalf("type-check %s: %v", path, err)
	}
	w.pkgs[path], w.files[path], w.infos[path] = pkg, []*ast.File{f}, info
	return pkg
}

// build builds the SSA of every function of path.
func (w *world) build(path string) *Built {
	return Build(w.fset, w.pkgs[path], w.files[path], w.infos[path], func(types.Object) bool { return true })
}

// funcObj returns the package-level func named name.
func funcObj(t testing.TB, pkg *types.Package, name string) *types.Func {
	t.Helper()
	f, ok := pkg.Scope().Lookup(name).(*types.Func)
	if !ok {
		t.Fatalf("no func %s in %s", name, pkg.Path())
	}
	return f
}

// run applies the rules as the analyzers will: Reach on every function that
// calls the carrier directly or whose name starts with "ctor" (the stand-in
// for a registered constructor), Sources on every function.
func run(w *world, b *Built, r *Roles) ([]Finding, Obligations) {
	c := NewChecker(w.fset, r, nil)
	var fs []Finding
	var obs Obligations
	for _, fn := range b.All() {
		if callsCarrier(fn, r) || strings.HasPrefix(fn.Name(), "ctor") {
			fs = append(fs, c.Reach(fn)...)
		}
		f, o := c.Sources(fn)
		fs, obs = append(fs, f...), append(obs, o...)
	}
	return fs, obs
}

// callsCarrier reports whether fn calls the carrier directly.
func callsCarrier(fn *ssa.Function, r *Roles) bool {
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			if ci, ok := instr.(ssa.CallInstruction); ok {
				if callee := ci.Common().StaticCallee(); callee != nil && callee.Object() == r.Carrier {
					return true
				}
			}
		}
	}
	return false
}

// expectations reads `// want "rx" ...` comments of src, whose first
// line is line firstLine of its file: line → regexps.
func expectations(t *testing.T, src string, firstLine int) map[int][]*regexp.Regexp {
	return wants.Read(t, src, firstLine-1)
}

// check matches findings against the expectations, one finding per regexp.
func check(t *testing.T, fset *token.FileSet, fs []Finding, want map[int][]*regexp.Regexp) {
	t.Helper()
	found := make([]wants.Finding, len(fs))
	for i, f := range fs {
		found[i] = wants.Finding{Pos: f.Pos, End: f.End, Message: f.Message}
	}
	wants.Check(t, fset, found, want)
}

// lineOf is 1 + the number of lines before src in the file built by the case.
func lineOf(header string) int { return strings.Count(header, "\n") + 1 }

// dump prints fn's SSA, for a failing test's log.
func dump(fn *ssa.Function) string {
	var buf bytes.Buffer
	ssa.WriteFunction(&buf, fn)
	return buf.String()
}
