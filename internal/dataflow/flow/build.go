package flow

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"sync"

	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/cfg"
	"golang.org/x/tools/go/ssa"
)

// Built is the SSA of the wanted declarations of one package.
type Built struct {
	Pkg   *ssa.Package    // nil when want selected nothing: no program was made
	funcs []*ssa.Function // wanted declared functions and methods, with bodies
	lits  map[*types.Var]*ssa.Function
	// tables are the func literals of the wanted package-level variables
	// initialized by a table (roles.TableLits), in source order.
	tables map[*types.Var][]*ssa.Function
	// wanted are the declarations built with bodies: the functions and
	// methods, and the package-level variables whose initializers were built.
	wanted map[types.Object]bool
}

// Build creates the SSA package of pkg from only the declarations that want
// selects (a *types.Func of a function or method declaration, or a *types.Var
// of a package-level variable), and builds it.
//
// Soundness (x/tools v0.52 go/ssa): members are created from the declarations
// of the files given (membersFromDecl), not from the types scope, so every
// declaration is kept; an unwanted function declaration is a shallow copy
// with a nil Body, which ssa treats as a function without a body (its
// parameters only). Package-level variable initializers are built from
// info.InitOrder, which Build filters to the wanted variables. Direct imports
// are created from types only, as passes/buildssa does; methods of other
// packages are created on demand without bodies.
func Build(fset *token.FileSet, pkg *types.Package, files []*ast.File, info *types.Info, want func(types.Object) bool) *Built {
	// Which declarations are wanted is decided before any file is copied:
	// in most packages of an engine nothing is, and the copies of every
	// function declaration were then made for nothing.
	wantedDecls := wantedFuncs(files, info, want)
	filtered := *info
	filtered.InitOrder = nil
	for _, init := range info.InitOrder {
		for _, v := range init.Lhs {
			if want(v) {
				filtered.InitOrder = append(filtered.InitOrder, init)
				break
			}
		}
	}
	b := &Built{lits: map[*types.Var]*ssa.Function{}, tables: map[*types.Var][]*ssa.Function{}, wanted: map[types.Object]bool{}}
	if len(wantedDecls) == 0 && len(filtered.InitOrder) == 0 {
		return b // nothing to build: no program, no packages created
	}
	kept := make([]*ast.File, len(files))
	for i, f := range files {
		kept[i] = filterFile(f, info, want)
	}
	prog := ssa.NewProgram(fset, ssa.BuilderMode(0))
	prog.SetNoReturn(newNoReturn(files, info).noReturn)
	for _, imp := range pkg.Imports() {
		prog.CreatePackage(imp, nil, nil, true)
	}
	b.Pkg = prog.CreatePackage(pkg, kept, &filtered, false)
	b.Pkg.Build()
	for _, init := range filtered.InitOrder {
		for _, v := range init.Lhs {
			b.wanted[v] = true
		}
	}
	for _, obj := range wantedDecls {
		b.wanted[obj] = true
		if fn := prog.FuncValue(obj); fn != nil && fn.Blocks != nil {
			b.funcs = append(b.funcs, fn)
		}
	}
	b.indexVarLits(filtered.InitOrder, info)
	return b
}

// wantedFuncs returns the function and method declarations with a body
// that want selects, in the order of files and their declarations.
func wantedFuncs(files []*ast.File, info *types.Info, want func(types.Object) bool) []*types.Func {
	var wanted []*types.Func
	for _, f := range files {
		for _, d := range f.Decls {
			if obj := funcWithBody(d, info); obj != nil && want(obj) {
				wanted = append(wanted, obj)
			}
		}
	}
	return wanted
}

// funcWithBody returns the function or method d declares if it has a body,
// or nil.
func funcWithBody(d ast.Decl, info *types.Info) *types.Func {
	fd, ok := d.(*ast.FuncDecl)
	if !ok || fd.Body == nil {
		return nil
	}
	obj, _ := info.Defs[fd.Name].(*types.Func)
	return obj
}

// filterFile returns a shallow copy of f whose unwanted function
// declarations have no body.
func filterFile(f *ast.File, info *types.Info, want func(types.Object) bool) *ast.File {
	cp := *f
	cp.Decls = make([]ast.Decl, len(f.Decls))
	for i, d := range f.Decls {
		cp.Decls[i] = d
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil {
			continue
		}
		if obj := funcWithBody(d, info); obj != nil && want(obj) {
			continue
		}
		bodiless := *fd
		bodiless.Body = nil
		cp.Decls[i] = &bodiless
	}
	return &cp
}

// indexVarLits maps each wanted variable initialized by a func literal to the
// literal's function (an anonymous function of the package initializer).
func (b *Built) indexVarLits(inits []*types.Initializer, info *types.Info) {
	byLit := map[ast.Node]*ssa.Function{}
	if initFn := b.Pkg.Func("init"); initFn != nil {
		for _, anon := range initFn.AnonFuncs {
			byLit[anon.Syntax()] = anon
		}
	}
	for _, init := range inits {
		if len(init.Lhs) != 1 {
			continue
		}
		if lit, ok := ast.Unparen(init.Rhs).(*ast.FuncLit); ok {
			if fn := byLit[lit]; fn != nil {
				b.lits[init.Lhs[0]] = fn
			}
			continue
		}
		for _, lit := range roles.TableOf(init.Rhs) {
			if fn := byLit[lit]; fn != nil {
				b.tables[init.Lhs[0]] = append(b.tables[init.Lhs[0]], fn)
			}
		}
	}
}

// Funcs returns the built wanted function and method declarations.
func (b *Built) Funcs() []*ssa.Function { return b.funcs }

// Func returns the SSA function of a wanted declaration, or nil.
func (b *Built) Func(obj *types.Func) *ssa.Function {
	if b.Pkg == nil {
		return nil // nothing was built
	}
	fn := b.Pkg.Prog.FuncValue(obj)
	if fn == nil || fn.Blocks == nil {
		return nil
	}
	return fn
}

// VarLit returns the function of a wanted package-level variable initialized
// by a func literal, or nil.
func (b *Built) VarLit(v *types.Var) *ssa.Function { return b.lits[v] }

// TableLits returns the functions of the func literals of a wanted
// package-level variable initialized by a table, in source order, or nil.
func (b *Built) TableLits(v *types.Var) []*ssa.Function { return b.tables[v] }

// All returns every built function with a body: the wanted declarations, the
// wanted variables' literals, and every func literal nested in them.
func (b *Built) All() []*ssa.Function {
	return b.AllOf(func(types.Object) bool { return true })
}

// AllOf is [Built.All] restricted to the declarations keep selects: their
// functions, their variables' literals, and the func literals nested in
// them, in the order of All.
func (b *Built) AllOf(keep func(types.Object) bool) []*ssa.Function {
	var out []*ssa.Function
	var add func(fn *ssa.Function)
	add = func(fn *ssa.Function) {
		out = append(out, fn)
		for _, anon := range fn.AnonFuncs {
			add(anon)
		}
	}
	for _, fn := range b.funcs {
		if keep(fn.Object()) {
			add(fn)
		}
	}
	for _, v := range b.sortedLitVars() {
		if keep(v) {
			add(b.lits[v])
		}
	}
	for _, v := range b.sortedTableVars() {
		if keep(v) {
			for _, fn := range b.tables[v] {
				add(fn)
			}
		}
	}
	return out
}

// sortedLitVars returns the variables initialized by a built func literal,
// in the source order of their literals.
func (b *Built) sortedLitVars() []*types.Var {
	vars := make([]*types.Var, 0, len(b.lits))
	for v := range b.lits {
		vars = append(vars, v)
	}
	sort.Slice(vars, func(i, j int) bool { return b.lits[vars[i]].Pos() < b.lits[vars[j]].Pos() })
	return vars
}

// sortedTableVars returns the variables initialized by a built table, in
// the source order of their first literals.
func (b *Built) sortedTableVars() []*types.Var {
	vars := make([]*types.Var, 0, len(b.tables))
	for v := range b.tables {
		vars = append(vars, v)
	}
	sort.Slice(vars, func(i, j int) bool { return b.tables[vars[i]][0].Pos() < b.tables[vars[j]][0].Pos() })
	return vars
}

// noReturns decides which calls never return: panics, process exits, fatal
// logs, and functions of this package none of whose paths returns.
type noReturns struct {
	mu    sync.Mutex
	files []*ast.File
	info  *types.Info
	memo  map[*types.Func]bool
}

func newNoReturn(files []*ast.File, info *types.Info) *noReturns {
	return &noReturns{files: files, info: info, memo: map[*types.Func]bool{}}
}

// FuncDecl returns the declaration with a body of fn among files, or nil.
// It finds it by fn's position (the file holding it, then a binary search
// of its declarations, which are in source order) rather than from a map
// of every function declaration of the package: most callers ask about a
// few functions, or none of the package's own, and the map cost an entry
// per declaration of every package.
func FuncDecl(files []*ast.File, info *types.Info, fn *types.Func) *ast.FuncDecl {
	pos := fn.Pos()
	for _, f := range files {
		if pos < f.Pos() || pos >= f.End() {
			continue
		}
		i := sort.Search(len(f.Decls), func(i int) bool { return f.Decls[i].End() > pos })
		if i == len(f.Decls) {
			return nil
		}
		fd, ok := f.Decls[i].(*ast.FuncDecl)
		if !ok || fd.Body == nil || fd.Name.Pos() != pos || info.Defs[fd.Name] != fn {
			return nil
		}
		return fd
	}
	return nil
}

// noReturn is the predicate handed to ssa.Program.SetNoReturn.
func (n *noReturns) noReturn(fn *types.Func) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.decide(fn)
}

// decide answers for fn; a function being decided counts as returning, which
// breaks recursion on the safe side (a path that may return is checked).
func (n *noReturns) decide(fn *types.Func) bool {
	if known, ok := n.memo[fn]; ok {
		return known
	}
	if intrinsicNoReturn(fn) {
		n.memo[fn] = true
		return true
	}
	decl := FuncDecl(n.files, n.info, fn)
	if decl == nil {
		return false
	}
	n.memo[fn] = false
	g := cfg.New(decl.Body, n.mayReturn)
	n.memo[fn] = g.NoReturn()
	return n.memo[fn]
}

// mayReturn is go/cfg's callback: whether a call may return.
func (n *noReturns) mayReturn(call *ast.CallExpr) bool {
	if id, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
		if b, ok := n.info.Uses[id].(*types.Builtin); ok && b.Name() == "panic" {
			return false
		}
	}
	fn := staticCallee(n.info, call)
	return fn == nil || !n.decide(fn)
}

// staticCallee returns the function or concrete method a call names, or nil.
func staticCallee(info *types.Info, call *ast.CallExpr) *types.Func {
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		f, _ := info.Uses[fun].(*types.Func)
		return f
	case *ast.SelectorExpr:
		if sel, ok := info.Selections[fun]; ok {
			f, _ := sel.Obj().(*types.Func)
			if f != nil && types.IsInterface(sel.Recv()) {
				return nil
			}
			return f
		}
		f, _ := info.Uses[fun.Sel].(*types.Func)
		return f
	}
	return nil
}

// intrinsicNoReturn lists the standard library's calls that stop the goroutine
// or the process.
func intrinsicNoReturn(fn *types.Func) bool {
	if fn.Pkg() == nil {
		return false
	}
	switch fn.Pkg().Path() + "." + fn.Name() {
	case "os.Exit", "syscall.Exit", "runtime.Goexit",
		"log.Fatal", "log.Fatalf", "log.Fatalln", "log.Panic", "log.Panicf", "log.Panicln",
		"testing.FailNow", "testing.Fatal", "testing.Fatalf", "testing.SkipNow", "testing.Skip", "testing.Skipf":
		// log's names cover both the package funcs and (*log.Logger)'s methods;
		// testing's cover (*testing.common)'s methods, promoted to T and B.
		return fn.Pkg().Path() != "testing" || fn.Signature().Recv() != nil
	}
	return false
}

// NoReturn returns the predicate Build hands to SSA: a call of fn never
// returns (a function of the package none of whose paths returns, or one
// that exits the process). The census's syntactic pass asks it so that it
// reads no code SSA would drop as unreachable.
func NoReturn(files []*ast.File, info *types.Info) func(*types.Func) bool {
	return newNoReturn(files, info).noReturn
}
