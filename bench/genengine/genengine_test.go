package genengine

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

var (
	small  = Config{N: 24, P: 6, S: 5, Layers: 3, PerFile: 2}
	medium = Config{N: 1000, P: 20, S: 16, Layers: 3}
)

func generate(t testing.TB, cfg Config) *Engine {
	t.Helper()
	e, err := Generate(cfg)
	if err != nil {
		t.Fatalf("Generate(%+v): %v", cfg, err)
	}
	return e
}

// write writes e into a fresh temporary directory and returns it.
func write(t *testing.T, e *Engine) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "engine")
	if err := e.Write(dir, false); err != nil {
		t.Fatal(err)
	}
	return dir
}

// goBuild builds every package of the module in dir with no network and no
// workspace: the generated module must need nothing but the standard library.
func goBuild(t *testing.T, dir string) {
	t.Helper()
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	cmd := exec.Command(gobin, "build", "./...")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./... in the generated module: %v\n%s", err, out)
	}
}

func TestGeneratedEnginesBuild(t *testing.T) {
	cases := []struct {
		name string
		cfg  Config
	}{
		{"small", small},
		{"small_broken", func() Config { c := small; c.Broken = 8; return c }()},
		{"one_seat_one_layer", Config{N: 3, P: 1, S: 1, Layers: 1}},
		{"max_seats", Config{N: 12, P: 3, S: MaxSeats, Layers: 2}},
		{"medium", medium},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if testing.Short() && tc.cfg.N > 100 {
				t.Skip("builds a large module; skipped with -short")
			}
			t.Parallel()
			goBuild(t, write(t, generate(t, tc.cfg)))
		})
	}
}

func TestRegistryResolves(t *testing.T) {
	for _, cfg := range []Config{small, medium, {N: 12, P: 3, S: MaxSeats, Layers: 2}} {
		t.Run(cfg.Flags(), func(t *testing.T) {
			e := generate(t, cfg)
			m := parseModule(t, write(t, e))
			if got := len(m.registry); got != cfg.N {
				t.Fatalf("the registry has %d rows, want %d", got, cfg.N)
			}
			if !reflect.DeepEqual(m.registry, e.Rows) {
				t.Errorf("the registry as parsed differs from Engine.Rows")
			}
			if problems := m.check(); len(problems) != 0 {
				t.Errorf("a correct engine has %d problems:\n%s", len(problems), strings.Join(problems, "\n"))
			}
		})
	}
}

func TestBrokenInjectsExactlyTheListedMistakes(t *testing.T) {
	for _, k := range []int{1, 4, 9} {
		t.Run(strconv.Itoa(k), func(t *testing.T) {
			cfg := small
			cfg.Broken = k
			e := generate(t, cfg)
			if len(e.Mistakes) != k {
				t.Fatalf("%d mistakes listed, want %d", len(e.Mistakes), k)
			}
			var want []string
			decls := make(map[string]bool)
			for _, mk := range e.Mistakes {
				if decls[mk.File+"#"+mk.Decl] {
					t.Errorf("two mistakes in %s#%s: want distinct constructors", mk.File, mk.Decl)
				}
				decls[mk.File+"#"+mk.Decl] = true
				want = append(want, expectedProblem(mk))
			}
			sort.Strings(want)
			got := parseModule(t, write(t, e)).check()
			if !reflect.DeepEqual(got, want) {
				t.Errorf("problems found:\n%s\nwant the listed mistakes:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			kinds := make(map[MistakeKind]bool)
			for _, mk := range e.Mistakes {
				kinds[mk.Kind] = true
			}
			if want := min(k, len(MistakeKinds)); len(kinds) != want {
				t.Errorf("%d kinds of mistake among %d, want %d", len(kinds), k, want)
			}
		})
	}
}

// expectedProblem is the problem module.check reports for an injected
// mistake.
func expectedProblem(mk Mistake) string {
	switch mk.Kind {
	case OmittedSeat:
		return fmt.Sprintf("%s: clamp.Source literal omits %s", mk.File, mk.Seat)
	case NoCarrierCall:
		return fmt.Sprintf("%s: %s does not call clamp.Carry", mk.Row, mk.Decl)
	case WrongFileRow:
		return fmt.Sprintf("%s: not declared in that file", mk.Row)
	case DiscardedCarrier:
		return fmt.Sprintf("%s: %s discards the result of clamp.Carry", mk.Row, mk.Decl)
	case UnregisteredLane:
		return fmt.Sprintf("%s#%s: calls clamp.Carry but is not registered", mk.File, mk.Decl)
	case HandBuiltSpawn:
		return fmt.Sprintf("%s/doc.go: spawns %s with a spec literal", path.Dir(mk.File), mk.Decl)
	case MapLookupSource:
		return fmt.Sprintf("%s: passes a map lookup to %s", mk.File, mk.Decl)
	}
	return "unknown kind " + string(mk.Kind)
}

func TestLayersReachSomePackagesOnlyTransitively(t *testing.T) {
	for _, cfg := range []Config{small, medium, {N: 50, P: 50, S: 3, Layers: 7}} {
		t.Run(cfg.Flags(), func(t *testing.T) {
			e := generate(t, cfg)
			m := parseModule(t, write(t, e))
			wiring := cfg.withDefaults().Module + "/wiring"

			importers := make(map[string][]string) // constructor package -> packages importing it
			for from, tos := range m.imports {
				for _, to := range tos {
					if _, ok := m.legs[to]; ok {
						importers[to] = append(importers[to], from)
					}
				}
			}
			reached := make(map[string]bool)
			var visit func(string)
			visit = func(p string) {
				if reached[p] {
					return
				}
				reached[p] = true
				for _, q := range m.imports[p] {
					visit(q)
				}
			}
			visit(wiring)

			direct := make(map[string]bool)
			for _, q := range m.imports[wiring] {
				direct[q] = true
			}
			transitiveOnly, layers := 0, make(map[int]int)
			for _, pk := range e.Packages {
				layers[pk.Layer]++
				if !reached[pk.ImportPath] {
					t.Errorf("%s is not reached from the wiring package", pk.ImportPath)
				}
				if !direct[pk.ImportPath] {
					transitiveOnly++
				}
				if got := importers[pk.ImportPath]; len(got) != 1 || got[0] != pk.Importer {
					t.Errorf("%s is imported by %v, want only by %s (fan-in 1)", pk.ImportPath, got, pk.Importer)
				}
				if (pk.Layer == 1) != direct[pk.ImportPath] {
					t.Errorf("%s of layer %d: imported directly by wiring = %v", pk.ImportPath, pk.Layer, direct[pk.ImportPath])
				}
			}
			if transitiveOnly == 0 {
				t.Errorf("no constructor package is reached only transitively")
			}
			if len(layers) != cfg.Layers {
				t.Errorf("packages in %d layers, want %d", len(layers), cfg.Layers)
			}
			if len(m.legs) != cfg.P {
				t.Errorf("%d constructor packages parsed, want %d", len(m.legs), cfg.P)
			}
		})
	}
}

func TestConstructorsSpreadEvenlyInSeveralShapesAndFiles(t *testing.T) {
	e := generate(t, medium)
	m := parseModule(t, write(t, e))
	perPkg := make(map[string]int)
	shapes := make(map[string]int)
	for _, row := range m.registry {
		dir := path.Dir(strings.SplitN(row, "#", 2)[0])
		perPkg[dir]++
		shapes[m.shapeOf(row)]++
	}
	lo, hi := medium.N, 0
	for _, n := range perPkg {
		lo, hi = min(lo, n), max(hi, n)
	}
	if hi-lo > 1 {
		t.Errorf("constructors per package range from %d to %d: want an even spread", lo, hi)
	}
	for _, s := range []string{"func", "pointer method", "value method", "var func literal"} {
		if shapes[s] < medium.N/5 {
			t.Errorf("%d constructors of shape %q among %d: want about a quarter", shapes[s], s, medium.N)
		}
	}
	for _, pk := range e.Packages {
		if len(pk.Files) < 2 {
			t.Errorf("%s has %d constructor files: want several", pk.Dir, len(pk.Files))
		}
	}
}

func TestDeterministicAndFormatted(t *testing.T) {
	cfg := medium
	cfg.Broken = 5
	a, b := generate(t, cfg), generate(t, cfg)
	if len(a.Files) != len(b.Files) {
		t.Fatalf("%d files then %d", len(a.Files), len(b.Files))
	}
	for i := range a.Files {
		if a.Files[i].Path != b.Files[i].Path || !bytes.Equal(a.Files[i].Data, b.Files[i].Data) {
			t.Fatalf("file %d differs between two runs: %s, %s", i, a.Files[i].Path, b.Files[i].Path)
		}
	}
	// The trees on disk are identical too.
	da, db := write(t, a), write(t, b)
	ta, tb := readTree(t, da), readTree(t, db)
	if !reflect.DeepEqual(ta, tb) {
		t.Errorf("two written trees differ")
	}
	if len(ta) != len(a.Files) {
		t.Errorf("%d files on disk, want %d", len(ta), len(a.Files))
	}
	for _, f := range a.Files {
		if !strings.HasSuffix(f.Path, ".go") {
			continue
		}
		got, err := format.Source(f.Data)
		if err != nil || !bytes.Equal(got, f.Data) {
			t.Errorf("%s is not gofmt'ed (err %v)", f.Path, err)
		}
		if ast.IsGenerated(mustParse(t, f.Path, f.Data)) {
			t.Errorf("%s reads as generated code: analyzers may skip it", f.Path)
		}
	}
}

func readTree(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := make(map[string]string)
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestInvalidConfigs(t *testing.T) {
	for _, tc := range []struct {
		cfg  Config
		want string
	}{
		{Config{N: 10, P: 0, S: 4, Layers: 1}, "0 constructor packages"},
		{Config{N: 2, P: 3, S: 4, Layers: 1}, "2 constructors over 3 packages"},
		{Config{N: 10, P: 2, S: 0, Layers: 1}, "0 seats"},
		{Config{N: 10, P: 2, S: 65, Layers: 1}, "65 seats"},
		{Config{N: 10, P: 2, S: 4, Layers: 0}, "0 layers"},
		{Config{N: 10, P: 2, S: 4, Layers: 3}, "3 layers of 2 packages"},
		{Config{N: 10, P: 2, S: 4, Layers: 1, Broken: 11}, "11 mistakes"},
		{Config{N: 10, P: 2, S: 4, Layers: 1, Broken: -1}, "-1 mistakes"},
		{Config{N: 10, P: 2, S: 4, Layers: 1, PerFile: -2}, "-2 constructors per file"},
		{Config{N: 10, P: 2, S: 4, Layers: 1, Module: "a b"}, `module path "a b"`},
	} {
		_, err := Generate(tc.cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Generate(%+v) = %v, want an error containing %q", tc.cfg, err, tc.want)
		}
	}
}

func TestWriteRefusesForeignDirectories(t *testing.T) {
	e := generate(t, Config{N: 2, P: 1, S: 2, Layers: 1})
	dir := t.TempDir()
	foreign := filepath.Join(dir, "precious.txt")
	if err := os.WriteFile(foreign, []byte("work"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := e.Write(dir, false); err == nil {
		t.Errorf("Write into a non-empty directory succeeded")
	}
	if err := e.Write(dir, true); err == nil || !strings.Contains(err.Error(), "not written by genengine") {
		t.Errorf("Write(replace) into a foreign directory = %v, want a refusal", err)
	}
	if _, err := os.Stat(foreign); err != nil {
		t.Fatalf("the foreign file is gone: %v", err)
	}

	// An earlier generated tree is replaced whole: no stale file survives.
	gen := filepath.Join(t.TempDir(), "engine")
	if err := generate(t, medium).Write(gen, false); err != nil {
		t.Fatal(err)
	}
	if err := e.Write(gen, true); err != nil {
		t.Fatalf("Write(replace) over a generated tree: %v", err)
	}
	if got := len(readTree(t, gen)); got != len(e.Files) {
		t.Errorf("%d files after replacing, want %d", got, len(e.Files))
	}
}

// BenchmarkGenerate measures generation (planning, rendering, gofmt) in
// memory; writing to disk is left out.
func BenchmarkGenerate(b *testing.B) {
	for _, n := range []int{100, 1000, 10000} {
		cfg := Config{N: n, P: 50, S: 16, Layers: 3}
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			var size int
			for b.Loop() {
				size = generate(b, cfg).Size()
			}
			b.ReportMetric(float64(size), "bytes/engine")
		})
	}
}

// module is a generated engine as parsed from disk with go/parser: what the
// tests check the generator against, independently of its own bookkeeping.
type module struct {
	t        *testing.T
	path     string
	fset     *token.FileSet
	files    map[string]*ast.File // by path relative to the root
	imports  map[string][]string  // import path -> its imports within the module
	legs     map[string]string    // constructor package import path -> dir
	registry []string
	seats    []string // SeatNames, as written
}

func mustParse(t *testing.T, name string, data []byte) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, data, parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func parseModule(t *testing.T, dir string) *module {
	t.Helper()
	gomod, err := os.ReadFile(filepath.Join(dir, "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	m := &module{t: t, fset: token.NewFileSet(), files: make(map[string]*ast.File),
		imports: make(map[string][]string), legs: make(map[string]string)}
	for _, line := range strings.Split(string(gomod), "\n") {
		if rest, ok := strings.CutPrefix(line, "module "); ok {
			m.path = strings.TrimSpace(rest)
		}
	}
	for rel, text := range readTree(t, dir) {
		if !strings.HasSuffix(rel, ".go") {
			continue
		}
		f, err := parser.ParseFile(m.fset, rel, text, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		m.files[rel] = f
		pkg := m.path + "/" + path.Dir(rel)
		if strings.HasPrefix(rel, "legs/") {
			m.legs[pkg] = path.Dir(rel)
		}
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, m.path+"/") && !contains(m.imports[pkg], p) {
				m.imports[pkg] = append(m.imports[pkg], p)
			}
		}
		m.registry = append(m.registry, m.directiveList(f, "registry")...)
		m.seats = append(m.seats, m.directiveList(f, "seats")...)
	}
	if len(m.seats) == 0 {
		t.Fatal("no //clampvet:seats list")
	}
	return m
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// directiveList returns the string elements of the var documented by
// //clampvet:<role> in f.
func (m *module) directiveList(f *ast.File, role string) []string {
	var out []string
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Doc == nil || !hasDirective(gd.Doc, role) {
			continue
		}
		lit := gd.Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit)
		for _, elt := range lit.Elts {
			s, err := strconv.Unquote(elt.(*ast.BasicLit).Value)
			if err != nil {
				m.t.Fatal(err)
			}
			out = append(out, s)
		}
	}
	return out
}

func hasDirective(doc *ast.CommentGroup, role string) bool {
	for _, c := range doc.List {
		if c.Text == "//clampvet:"+role {
			return true
		}
	}
	return false
}

// census is the reference of the census rules on a generated engine: every
// declaration of a constructor package that calls clamp.Carry is named by
// a row (a row naming it in another file of its directory already says
// where it is), and every runner.Start of a doc.go is given a call, never
// a spec literal.
func (m *module) census() []string {
	listed := make(map[string]bool) // dir#decl
	for _, row := range m.registry {
		file, decl, _ := strings.Cut(row, "#")
		listed[path.Dir(file)+"#"+decl] = true
	}
	var problems []string
	for rel, f := range m.files {
		if !strings.HasPrefix(rel, "legs/") {
			continue
		}
		if path.Base(rel) == "doc.go" {
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if ok && exprString(call.Fun) == "runner.Start" && len(call.Args) == 2 {
					if _, lit := call.Args[1].(*ast.CompositeLit); lit {
						lane, _ := strconv.Unquote(call.Args[0].(*ast.BasicLit).Value)
						problems = append(problems, fmt.Sprintf("%s: spawns %s with a spec literal", rel, lane))
					}
				}
				return true
			})
			continue
		}
		for name := range carrierCallers(f) {
			if !listed[path.Dir(rel)+"#"+name] {
				problems = append(problems, fmt.Sprintf("%s#%s: calls clamp.Carry but is not registered", rel, name))
			}
		}
	}
	return problems
}

// carrierCallers returns the declarations of f (funcs, methods as
// "T.M", vars bound to func literals) whose bodies call clamp.Carry.
func carrierCallers(f *ast.File) map[string]*ast.BlockStmt {
	out := make(map[string]*ast.BlockStmt)
	calls := func(body *ast.BlockStmt) bool {
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && isCarry(call) {
				found = true
			}
			return !found
		})
		return found
	}
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			name := d.Name.Name
			if d.Recv != nil {
				t := d.Recv.List[0].Type
				if star, ok := t.(*ast.StarExpr); ok {
					t = star.X
				}
				name = t.(*ast.Ident).Name + "." + name
			}
			if d.Body != nil && calls(d.Body) {
				out[name] = d.Body
			}
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok {
					continue
				}
				for i, v := range vs.Values {
					if lit, ok := v.(*ast.FuncLit); ok && calls(lit.Body) {
						out[vs.Names[i].Name] = lit.Body
					}
				}
			}
		}
	}
	return out
}

// lookup finds the declaration a row names in the file it names: a func,
// a method ("T.M", either receiver kind) or a var bound to a func literal.
// It returns the body and a shape name, or a nil body.
func (m *module) lookup(row string) (*ast.BlockStmt, string) {
	file, name, _ := strings.Cut(row, "#")
	f := m.files[file]
	if f == nil {
		return nil, ""
	}
	recv, meth, isMethod := strings.Cut(name, ".")
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if !isMethod && d.Recv == nil && d.Name.Name == name {
				return d.Body, "func"
			}
			if isMethod && d.Recv != nil && d.Name.Name == meth {
				typ := d.Recv.List[0].Type
				shape := "value method"
				if star, ok := typ.(*ast.StarExpr); ok {
					typ, shape = star.X, "pointer method"
				}
				if id, ok := typ.(*ast.Ident); ok && id.Name == recv {
					return d.Body, shape
				}
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				vs, ok := s.(*ast.ValueSpec)
				if !ok || isMethod || len(vs.Names) != 1 || vs.Names[0].Name != name || len(vs.Values) != 1 {
					continue
				}
				if lit, ok := vs.Values[0].(*ast.FuncLit); ok {
					return lit.Body, "var func literal"
				}
			}
		}
	}
	return nil, ""
}

func (m *module) shapeOf(row string) string {
	_, shape := m.lookup(row)
	return shape
}

// isCarry reports whether e is a call clamp.Carry(...).
func isCarry(e ast.Expr) bool {
	call, ok := e.(*ast.CallExpr)
	if !ok {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "clamp" && sel.Sel.Name == "Carry"
}

// check returns, sorted, one line per problem a clampvet-like reading of the
// engine would find: a row that does not resolve in its file, a registered
// declaration that does not call the carrier or discards its result, and a
// clamp.Source literal that does not name every seat in order.
func (m *module) check() []string {
	var problems []string
	seen := make(map[string]bool)
	for _, row := range m.registry {
		if seen[row] {
			problems = append(problems, row+": duplicate row")
		}
		seen[row] = true
		body, _ := m.lookup(row)
		if body == nil {
			problems = append(problems, row+": not declared in that file")
			continue
		}
		_, decl, _ := strings.Cut(row, "#")
		calls, discards := false, false
		ast.Inspect(body, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.ExprStmt:
				if isCarry(n.X) {
					discards = true
				}
			case *ast.CallExpr:
				if isCarry(n) {
					calls = true
				}
			}
			return true
		})
		switch {
		case !calls:
			problems = append(problems, fmt.Sprintf("%s: %s does not call clamp.Carry", row, decl))
		case discards:
			problems = append(problems, fmt.Sprintf("%s: %s discards the result of clamp.Carry", row, decl))
		}
	}

	// Every clamp.Source literal, registered or not, names every seat; no
	// call is passed a map lookup (a constructor's source parameter is
	// the only place one is passed).
	for rel, f := range m.files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				for _, arg := range call.Args {
					if _, ok := arg.(*ast.IndexExpr); ok {
						problems = append(problems, fmt.Sprintf("%s: passes a map lookup to %s", rel, exprString(call.Fun)))
					}
				}
			}
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			sel, ok := lit.Type.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "Source" {
				return true
			}
			var keys []string
			for _, elt := range lit.Elts {
				keys = append(keys, elt.(*ast.KeyValueExpr).Key.(*ast.Ident).Name)
			}
			if !reflect.DeepEqual(keys, m.seats) {
				var missing []string
				for _, s := range m.seats {
					if !contains(keys, s) {
						missing = append(missing, s)
					}
				}
				problems = append(problems, fmt.Sprintf("%s: clamp.Source literal omits %s", rel, strings.Join(missing, ", ")))
			}
			return true
		})
	}

	problems = append(problems, m.census()...)

	// The seat list is the Source struct's fields, in order.
	var fields []string
	ast.Inspect(m.files["clamp/clamp.go"], func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.Name == "Source" {
			for _, fl := range ts.Type.(*ast.StructType).Fields.List {
				for _, id := range fl.Names {
					fields = append(fields, id.Name)
				}
			}
		}
		return true
	})
	if !reflect.DeepEqual(fields, m.seats) {
		problems = append(problems, fmt.Sprintf("SeatNames %v differ from the fields of Source %v", m.seats, fields))
	}
	sort.Strings(problems)
	return problems
}

func TestClampPackageRoles(t *testing.T) {
	cfg := Config{N: 4, P: 1, S: MaxSeats, Layers: 1}
	m := parseModule(t, write(t, generate(t, cfg)))
	if len(m.seats) != cfg.S {
		t.Fatalf("%d seats listed, want %d", len(m.seats), cfg.S)
	}
	extra := []string{"Posture", "MaxTurns", "AllowedTools"}

	// fieldsUsed returns the fields selected on the named parameters in the
	// body of the func documented by //clampvet:<role>.
	fieldsUsed := func(role string) (map[string]bool, *ast.FuncDecl) {
		for _, name := range []string{"clamp/clamp.go", "clamp/tighten.go"} {
			for _, d := range m.files[name].Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Doc == nil || !hasDirective(fd.Doc, role) {
					continue
				}
				params := make(map[string]bool)
				for _, fl := range fd.Type.Params.List {
					for _, id := range fl.Names {
						params[id.Name] = true
					}
				}
				used := make(map[string]bool)
				ast.Inspect(fd.Body, func(n ast.Node) bool {
					if sel, ok := n.(*ast.SelectorExpr); ok {
						if id, ok := sel.X.(*ast.Ident); ok && params[id.Name] {
							used[sel.Sel.Name] = true
						}
					}
					return true
				})
				return used, fd
			}
		}
		t.Fatalf("no //clampvet:%s func", role)
		return nil, nil
	}

	carried, carry := fieldsUsed("carrier")
	if n := carry.Type.Params.NumFields(); n != 1 {
		t.Errorf("the carrier has %d parameters, want 1", n)
	}
	governed, _ := fieldsUsed("tighten")
	for _, s := range m.seats {
		if !carried[s] {
			t.Errorf("the carrier does not read seat %s", s)
		}
		if !governed[s] {
			t.Errorf("the tighten function does not govern seat %s", s)
		}
	}
	if len(carried) != cfg.S {
		t.Errorf("the carrier reads %d fields, want the %d seats", len(carried), cfg.S)
	}
	if len(governed) != cfg.S+len(extra) {
		t.Errorf("the tighten function governs %d fields, want %d", len(governed), cfg.S+len(extra))
	}

	var table map[string]string
	for _, d := range m.files["clamp/clamp.go"].Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Doc == nil || !hasDirective(gd.Doc, "notcarried") {
			continue
		}
		table = make(map[string]string)
		for _, elt := range gd.Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit).Elts {
			kv := elt.(*ast.KeyValueExpr)
			k, _ := strconv.Unquote(kv.Key.(*ast.BasicLit).Value)
			v, _ := strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
			table[k] = v
		}
	}
	if len(table) != len(extra) {
		t.Fatalf("the not-carried table has %d keys %v, want %v", len(table), table, extra)
	}
	for _, k := range extra {
		if !governed[k] || carried[k] || len(table[k]) < 20 {
			t.Errorf("not-carried %s: governed %v, carried %v, reason %q: want governed, not carried, a real reason",
				k, governed[k], carried[k], table[k])
		}
	}

	// Mixed seat types: every kind appears once S >= 4.
	kinds := make(map[string]bool)
	ast.Inspect(m.files["clamp/clamp.go"], func(n ast.Node) bool {
		if ts, ok := n.(*ast.TypeSpec); ok && ts.Name.Name == "Source" {
			for _, fl := range ts.Type.(*ast.StructType).Fields.List {
				var buf bytes.Buffer
				format.Node(&buf, token.NewFileSet(), fl.Type)
				kinds[buf.String()] = true
			}
		}
		return true
	})
	if want := map[string]bool{"bool": true, "Face": true, "[]DenyEntry": true, "int": true}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("seat types %v, want %v", kinds, want)
	}
}

// declOf returns the registered declaration a row names: its parameters,
// results and body, whatever its shape.
func (m *module) declOf(row string) (*ast.FuncType, *ast.BlockStmt) {
	file, name, _ := strings.Cut(row, "#")
	_, meth, isMethod := strings.Cut(name, ".")
	for _, d := range m.files[file].Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if (isMethod && d.Recv != nil && d.Name.Name == meth) || (!isMethod && d.Recv == nil && d.Name.Name == name) {
				return d.Type, d.Body
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if vs, ok := s.(*ast.ValueSpec); ok && !isMethod && vs.Names[0].Name == name {
					if lit, ok := vs.Values[0].(*ast.FuncLit); ok {
						return lit.Type, lit.Body
					}
				}
			}
		}
	}
	m.t.Fatalf("row %s: no declaration", row)
	return nil, nil
}

// exprString prints e as gofmt would.
func exprString(e ast.Node) string {
	var buf bytes.Buffer
	format.Node(&buf, token.NewFileSet(), e)
	return buf.String()
}

// flowShapes reads, from the parsed engine alone, which of the shapes the
// flow-sensitive rules distinguish each registered constructor has. A
// constructor may have several.
func (m *module) flowShapes(row string) []string {
	typ, body := m.declOf(row)
	var shapes []string
	params := make(map[string]string) // name -> type
	for _, f := range typ.Params.List {
		for _, id := range f.Names {
			params[id.Name] = exprString(f.Type)
		}
	}
	var res []string
	if typ.Results != nil {
		for _, f := range typ.Results.List {
			res = append(res, exprString(f.Type))
		}
	}
	results := strings.Join(res, ", ")
	if len(res) > 1 {
		results = "(" + results + ")"
	}
	switch {
	case results == "" && params["spec"] == "*clamp.Spec":
		shapes = append(shapes, "in-place applier")
	case results == "clamp.Clamps":
		shapes = append(shapes, "clamp producer")
	case results == "(clamp.Spec, error)":
		shapes = append(shapes, "error path")
	}
	carried, seatWriteBefore, tightenAfter, notCarriedAfter := false, false, false, false
	srcFrom := "" // what src was assigned from
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			lhs, rhs := exprString(n.Lhs[0]), n.Rhs[0]
			switch {
			case lhs == "src":
				if call, ok := rhs.(*ast.CallExpr); ok {
					srcFrom = exprString(call.Fun)
				}
			case carried && lhs == "spec" && strings.HasPrefix(exprString(rhs), "clamp.Tighten("):
				tightenAfter = true
			case carried && lhs == "spec.MaxTurns":
				notCarriedAfter = true
			case !carried && strings.HasPrefix(lhs, "spec.") && contains(m.seats, strings.TrimPrefix(lhs, "spec.")):
				seatWriteBefore = true
			}
		case *ast.CallExpr:
			if isCarry(n) {
				carried = true
				if id, ok := n.Args[0].(*ast.Ident); ok && params[id.Name] == "clamp.Source" {
					shapes = append(shapes, "source from a parameter")
				}
			}
		}
		return true
	})
	if strings.HasPrefix(srcFrom, "sources.") {
		shapes = append(shapes, "source from a helper of another package")
	}
	if seatWriteBefore {
		shapes = append(shapes, "own seat written before the clamps")
	}
	if tightenAfter {
		shapes = append(shapes, "tighten after the clamps")
	}
	if notCarriedAfter {
		shapes = append(shapes, "not-carried field written after the clamps")
	}
	return shapes
}

// calledIn reports whether a call of name appears in package dir outside
// the declaration of name itself.
func (m *module) calledIn(dir, name string) bool {
	found := false
	for rel, f := range m.files {
		if path.Dir(rel) != dir {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				return n.Name.Name != name
			case *ast.ValueSpec:
				return n.Names[0].Name != name
			case *ast.CallExpr:
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == name {
					found = true
				}
				if sel, ok := n.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == name {
					found = true
				}
			}
			return true
		})
	}
	return found
}

func TestFlowShapesPresent(t *testing.T) {
	e := generate(t, medium)
	m := parseModule(t, write(t, e))
	count := make(map[string]int)
	for _, row := range m.registry {
		shapes := m.flowShapes(row)
		for _, s := range shapes {
			count[s]++
			if s == "source from a parameter" && m.shapeOf(row) == "var func literal" {
				count["source from a parameter of a func var"]++
			}
		}
		// A registered decl that is not a func(Spec) Spec is reached
		// through a builder of its package, so it is not dead code.
		typ, _ := m.declOf(row)
		if exprString(typ) != "func(parent clamp.Spec) clamp.Spec" {
			file, decl, _ := strings.Cut(row, "#")
			name := decl[strings.LastIndex(decl, ".")+1:]
			if !m.calledIn(path.Dir(file), name) {
				t.Errorf("row %s (%s): no call of it in its package", row, exprString(typ))
			}
		}
	}
	// Bodies cycle with period 5: each body is a fifth of the engine, and
	// each of its two forms a tenth (a source parameter: in every shape,
	// func-literal vars included, a twentieth of the engine).
	for s, want := range map[string]int{
		"in-place applier":                           medium.N / 5,
		"clamp producer":                             medium.N / 5,
		"error path":                                 medium.N / 5,
		"source from a parameter":                    medium.N / 5,
		"source from a parameter of a func var":      medium.N / 20,
		"source from a helper of another package":    medium.N / 5,
		"own seat written before the clamps":         medium.N / 10,
		"tighten after the clamps":                   medium.N / 10,
		"not-carried field written after the clamps": medium.N / 10,
	} {
		if count[s] < want-1 {
			t.Errorf("%d constructors with %q among %d: want at least %d", count[s], s, medium.N, want-1)
		}
	}

	// Package sources returns a keyed literal naming every seat on every
	// path (check() already holds every literal to the seat list).
	f := m.files["sources/sources.go"]
	if f == nil {
		t.Fatal("no sources/sources.go")
	}
	funcs := 0
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok {
			continue
		}
		funcs++
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			if r, ok := n.(*ast.ReturnStmt); ok {
				if lit, ok := r.Results[0].(*ast.CompositeLit); !ok || exprString(lit.Type) != "clamp.Source" {
					t.Errorf("sources.%s returns %s: want a clamp.Source literal", fd.Name.Name, exprString(r.Results[0]))
				}
			}
			return true
		})
	}
	if funcs < 2 {
		t.Errorf("package sources has %d funcs, want 2", funcs)
	}
}

// clampvetBinary builds cmd/clampvet once per test binary.
var clampvetBinary = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "genengine-clampvet")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "clampvet")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/sema-agent/clampvet/cmd/clampvet").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build cmd/clampvet: %v\n%s", err, out)
	}
	return bin, nil
})

// runClampvet runs the real binary on ./... in dir, standalone or as go
// vet's tool, and returns its findings as "FILE:LINE:COL: MESSAGE" lines
// (without the standalone driver's analyzer suffix; a related position is a
// line of its own, as both drivers print it) and the exit code.
func runClampvet(t *testing.T, dir string, vet bool) ([]string, int) {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	bin, err := clampvetBinary()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(bin, "./...")
	if vet {
		cmd = exec.Command("go", "vet", "-vettool="+bin, "./...")
	}
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	var findings []string
	for _, line := range strings.Split(string(out), "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if i := strings.LastIndex(line, " ("); i > 0 && strings.HasSuffix(line, ")") && !vet {
			line = line[:i]
		}
		// A finding's related positions: the standalone driver indents
		// the line ("\tFILE:L:C: what"), go vet the text ("FILE:L:C: \twhat");
		// both become "FILE:L:C: " + relatedMark + "what".
		if strings.HasPrefix(line, "\t") || strings.Contains(line, ": \t") {
			line = strings.Replace(strings.TrimPrefix(line, "\t"), ": \t", ": ", 1)
			if i := strings.Index(line, ": "); i >= 0 {
				line = line[:i+2] + relatedMark + line[i+2:]
			}
		}
		findings = append(findings, line)
	}
	sort.Strings(findings)
	return findings, code
}

// TestCleanUnderClampvet runs the real clampvet, standalone and as go vet's
// tool, on generated engines: a correct one (every shape above) reports
// nothing, and a broken one reports each injected mistake where it is and
// nothing anywhere else, the same in both drivers.
func TestCleanUnderClampvet(t *testing.T) {
	if testing.Short() {
		t.Skip("builds clampvet and runs it on generated modules; skipped with -short")
	}
	clean := Config{N: 60, P: 6, S: 9, Layers: 3, PerFile: 4}
	dir := write(t, generate(t, clean))
	for _, vet := range []bool{false, true} {
		if got, code := runClampvet(t, dir, vet); len(got) != 0 || code != 0 {
			t.Errorf("correct engine %s (vet %v): exit %d, findings:\n%s", clean.Flags(), vet, code, strings.Join(got, "\n"))
		}
	}

	broken := clean
	broken.Broken = 8
	e := generate(t, broken)
	dir = write(t, e)
	standalone, code := runClampvet(t, dir, false)
	if code != 3 {
		t.Errorf("broken engine standalone: exit %d, want 3", code)
	}
	vetted, code := runClampvet(t, dir, true)
	if code != 1 {
		t.Errorf("broken engine under go vet: exit %d, want 1", code)
	}
	if !reflect.DeepEqual(standalone, vetted) {
		t.Errorf("the drivers disagree:\nstandalone:\n%s\ngo vet:\n%s", strings.Join(standalone, "\n"), strings.Join(vetted, "\n"))
	}
	// Each mistake is found where it is: the registry row for a mistake of
	// the row or of a body without a carrier call, the constructor's file
	// otherwise; and every finding is at a mistake (a row naming the wrong
	// file also leaves the declaration where it is unregistered: that
	// finding names its true place).
	at := func(mk Mistake) string {
		switch mk.Kind {
		case NoCarrierCall, WrongFileRow:
			return strconv.Quote(mk.Row)
		case UnregisteredLane:
			return strconv.Quote(mk.File + "#" + mk.Decl) // the row to add, at the registry
		case HandBuiltSpawn:
			return path.Dir(mk.File) + "/doc.go:"
		}
		return mk.File + ":"
	}
	isAt := func(f string, mk Mistake) bool {
		// A constructor that does not call the carrier also hands the
		// census an unclamped spec where its package's Spawn starts it.
		// The finding names the constructor, or for a func-literal var
		// (whose call is then a func value call) stands on the line that
		// calls it.
		census := mk.Kind == NoCarrierCall && strings.HasPrefix(f, path.Dir(mk.File)+"/doc.go:") &&
			(strings.Contains(f, " "+mk.Decl+",") || callsOnLine(e, f, mk.Decl))
		return strings.Contains(f, at(mk)) || strings.Contains(f, mk.File+"#"+mk.Decl) || census
	}
	for _, mk := range e.Mistakes {
		found := false
		for _, f := range standalone {
			found = found || strings.Contains(f, at(mk))
		}
		if !found {
			t.Errorf("mistake %s in %s: no finding at %s", mk.Kind, mk.Decl, at(mk))
		}
	}
	for _, f := range standalone {
		// A related position is a step of a finding, not one of its own.
		ok := strings.Contains(f, relatedMark)
		for _, mk := range e.Mistakes {
			ok = ok || isAt(f, mk)
		}
		if !ok {
			t.Errorf("finding at no injected mistake (a false positive on correct code): %s", f)
		}
	}
}

// relatedMark marks, in runClampvet's lines, a related position of the
// finding before it.
const relatedMark = "↳ "

// callsOnLine reports whether the line of e a finding "FILE:LINE:COL: ..."
// stands on calls decl (its name after any receiver type).
func callsOnLine(e *Engine, finding, decl string) bool {
	parts := strings.SplitN(finding, ":", 3)
	if len(parts) < 3 {
		return false
	}
	data, ok := e.File(parts[0])
	line, err := strconv.Atoi(parts[1])
	lines := strings.Split(string(data), "\n")
	if !ok || err != nil || line < 1 || line > len(lines) {
		return false
	}
	return strings.Contains(lines[line-1], decl[strings.LastIndex(decl, ".")+1:]+"(")
}

// TestCensusShapesPresent pins what the census benchmarks measure: one
// spawn sink and one root in package runner, and one runner.Start per
// constructor (its lane named by its declaration) in the doc.go of its
// package, so that every constructor's output reaches the sink through an
// obligation.
func TestCensusShapesPresent(t *testing.T) {
	e := generate(t, small)
	m := parseModule(t, write(t, e))
	r := m.files["runner/runner.go"]
	if r == nil {
		t.Fatal("no runner/runner.go")
	}
	roles := map[string]int{}
	for _, d := range r.Decls {
		if fd, ok := d.(*ast.FuncDecl); ok && fd.Doc != nil {
			for _, role := range []string{"spawn", "root"} {
				if hasDirective(fd.Doc, role) {
					roles[role]++
				}
			}
		}
	}
	if roles["spawn"] != 1 || roles["root"] != 1 {
		t.Errorf("runner declares %v, want one spawn sink and one root", roles)
	}
	lanes := map[string]int{}
	calls := map[string]int{} // runner.Spawn, runner.StartAll, runner.Budget
	for rel, f := range m.files {
		if path.Base(rel) != "doc.go" || !strings.HasPrefix(rel, "legs/") {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				calls[exprString(call.Fun)]++
			}
			return true
		})
		// A lane is started by runner.Start(lane, spec), or in a
		// runner.Task{Lane: lane, ...} handed to runner.Spawn or, in a
		// batch, to runner.StartAll.
		ast.Inspect(f, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.CallExpr:
				if exprString(x.Fun) == "runner.Start" {
					lane, _ := strconv.Unquote(x.Args[0].(*ast.BasicLit).Value)
					lanes[path.Dir(rel)+"#"+lane]++
				}
			case *ast.CompositeLit:
				if exprString(x.Type) == "runner.Task" {
					kv := x.Elts[0].(*ast.KeyValueExpr)
					lane, _ := strconv.Unquote(kv.Value.(*ast.BasicLit).Value)
					lanes[path.Dir(rel)+"#"+lane]++
				}
			}
			return true
		})
	}
	for _, row := range e.Rows {
		file, decl, _ := strings.Cut(row, "#")
		if n := lanes[path.Dir(file)+"#"+decl]; n != 1 {
			t.Errorf("constructor %s is started %d times by its package's Spawn, want once", row, n)
		}
	}
	for _, fn := range []string{"runner.Spawn", "runner.StartAll", "runner.Budget"} {
		if calls[fn] == 0 {
			t.Errorf("no package's Spawn calls %s: the task-struct, helper-write and fan-out shapes are missing", fn)
		}
	}
	if len(lanes) != len(e.Rows) {
		t.Errorf("%d lanes started, want one per constructor (%d)", len(lanes), len(e.Rows))
	}
}
