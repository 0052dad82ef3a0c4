// Package flowrules holds the dataflow rules over carrier sources and
// clamps, run once per package by the dataflow analyzer
// (internal/dataflow) for the two analyzers that report them: constructors
// (the clamps reach every output; constructor vars are never reassigned)
// and clampseats (every carrier call gets a whole source; functions that
// hand a source on are only called directly).
//
// # What is read
//
// go vet runs every analyzer on every package of the build graph, the
// standard library included, so the rules read SSA only where it is
// needed: in a package that takes part (package roles decides, from
// directives and its direct imports' facts) and whose types.Info.Uses
// name a carrier, a source type, or a function another package's summary
// says returns a whole source or hands a parameter to a carrier. Only the
// declarations whose bodies name one of those (and the same-package
// functions they reach by name) are read ([Plan.Wants]); the dataflow
// analyzer builds them, with the census's, in one SSA build.
//
// Before that, a syntactic pass (clear.go) proves the one common
// constructor shape — own values, a whole source, one application of the
// carrier's clamps, tighten or not-carried writes after, return — and the
// builders that hand a whole source to such a function instead of calling
// the carrier, from the syntax and go/types, with the obligations SSA would derive, and no SSA is
// built for the functions it clears. It may only clear: every other shape
// is left to SSA, which gives every finding. TestFastPathAgreesWithSSA
// (package dataflow) and TestClearShapes pin that SSA reports nothing in a
// cleared function.
//
// # Summaries
//
// The rules write three fields of a declaration's summary (package
// summary): Whole on a function whose every return is a whole source,
// Obligations on a function, or a constructor var, whose parameters reach
// a carrier call, ConstructorVar on a package-level func-literal variable
// that calls a carrier. They are read only from direct imports: a function
// can be called, and a variable assigned, by name only from a package that
// imports its package directly.
package flowrules

import (
	"cmp"
	"go/ast"
	"go/token"
	"go/types"
	"iter"
	"slices"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/dataflow/summary"
	"github.com/sema-agent/clampvet/internal/dataflow/uses"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// Result holds the findings of one package, each list sorted by position.
// It is read only after the run, so the analyzers that read it may read it
// concurrently.
type Result struct {
	// Reach are the outputs the clamps do not reach (constructors).
	Reach []analysis.Diagnostic
	// Vars are the assignments to constructor vars (constructors).
	Vars []analysis.Diagnostic
	// Sources are the carrier sources that are not whole (clampseats).
	Sources []analysis.Diagnostic
	// Values are the carriers and functions with obligations used other
	// than as a callee (clampseats).
	Values []analysis.Diagnostic
	// Built reports whether the rules read SSA for the package.
	Built bool

	// FastPath is what the syntactic pass (clear.go) cleared and, under
	// straightline.Verify, where SSA disagreed.
	FastPath straightline.Report

	scan     *scan
	funcUses uses.Index // see [Result.FuncUses]
}

// FuncUses is the index of the package's uses of functions and methods
// (types.Info.Uses), in position order: classifyUses reads every use once
// and sorts these once, and the census reads them instead of a second
// pass over all of them. The caller only reads it.
func (r *Result) FuncUses() uses.Index { return r.funcUses }

// Obligations returns the parameters fn (of another package) hands to a
// carrier, from its summary, numbered as go/types numbers them.
func (r *Result) Obligations(fn *types.Func) []int {
	if fn.Pkg() == nil || fn.Pkg() == r.scan.pass.Pkg {
		return nil
	}
	obs, _ := r.scan.obligationsOf(fn)
	return obs
}

// ReturnsWhole reports whether fn (of another package) returns a whole
// source on every return, from its summary.
func (r *Result) ReturnsWhole(fn *types.Func) bool {
	s := r.scan.tbl.Imported(fn)
	return s != nil && s.Whole
}

// ConstructorVar reports whether v (of another package) is a constructor
// var, from its summary.
func (r *Result) ConstructorVar(v *types.Var) bool {
	s := r.scan.tbl.Imported(v)
	return s != nil && s.ConstructorVar
}

// Plan is the flow rules' part of one package's run: what they read is
// known before anything is built ([Prepare], [Plan.Wants]), and they run
// on the build ([Plan.Check]).
type Plan struct {
	res *Result
	s   *scan
	f   *flowRun // nil: no declaration takes part
}

// Prepare reads the package's uses of the roles, finds the declarations
// that take part and clears what the syntactic pass proves.
func Prepare(pass *analysis.Pass, r *roles.Package, tbl *summary.Table) *Plan {
	res := &Result{}
	s := newScan(pass, r, tbl)
	res.scan = s
	s.classifyUses()
	res.funcUses = s.funcUses
	res.Vars = append(s.constructorVars(), s.tableWrites()...)
	p := &Plan{res: res, s: s}
	if len(s.anchors) > 0 {
		res.Built = true
		p.f = newFlow(s)
	}
	return p
}

// Wants reports whether the rules read obj's SSA.
func (p *Plan) Wants(obj types.Object) bool {
	return p.f != nil && (p.f.rules(obj) || straightline.Verify && p.f.want.has(obj))
}

// Check runs the rules on built, which holds every declaration
// [Plan.Wants] selects, and writes the package's summaries.
func (p *Plan) Check(built *flow.Built, elems *flow.Elements) *Result {
	res := p.res
	var obliged map[*types.Func]bool
	if f := p.f; f != nil {
		f.elems = elems
		f.use(built)
		res.Reach, res.Sources = f.check()
		obliged = f.obliged
		if straightline.Verify {
			res.FastPath = f.report()
		}
	}
	res.Values = p.s.valueUses(obliged)
	for _, ds := range [][]analysis.Diagnostic{res.Reach, res.Vars, res.Sources, res.Values} {
		sortDiags(ds)
	}
	return res
}

// kind says what an object used in the package is to the rules.
type kind uint8

const (
	kCarrier    kind = 1 << iota // a carrier with a readable source
	kSource                      // a source type
	kObligation                  // a function of another package with an obligation
	kWhole                       // a function of another package that returns a whole source
	kCtorVar                     // a constructor var
	kTable                       // a constructor table (tables.go)
)

// scan is what one package uses of the roles, read from types.Info.Uses.
type scan struct {
	pass *analysis.Pass
	r    *roles.Package
	tbl  *summary.Table // the summaries read and written
	// funcKinds, varKinds and typeKinds remember kindOf's answers (the
	// local constructor vars are put in varKinds by declareVars).
	funcKinds map[*types.Func]kind
	varKinds  map[*types.Var]kind
	typeKinds map[*types.TypeName]kind
	// anchors are the uses (of carriers, sources and functions with facts)
	// that make the declaration holding them take part.
	anchors []token.Pos
	// carriers and sources are the carriers and source types used.
	carriers map[*types.Func]bool
	sources  map[*types.TypeName]*types.Named
	ctorVars map[*types.Var]bool // local constructor vars
	anyVar   bool                // some constructor var is used or declared
	anyTable bool                // some constructor table is declared
	// tableUses are the uses of constructor tables, local or imported;
	// bareEntries the findings at the literals of the local ones that
	// call no carrier (tables.go).
	tableUses   []use
	bareEntries []analysis.Diagnostic
	// valueCands are the uses of another package's carriers and
	// functions with an obligation and of constructor vars, and the local
	// ones among funcUses those of the package's own functions (its
	// carrier, and those the rules may find obliged):
	// valueUses may report only these, and classifyUses collects them in
	// its pass over types.Info.Uses so that valueUses needs no second one.
	// The constructor vars' uses are also the only names constructorVars
	// looks at, and funcUsesIn reads the local uses, in position order, in
	// place of a walk of each body.
	valueCands []use
	cv         carrierVisitor // callsCarrier's walk
	// importedSources remembers isSource's answers for other packages'
	// type names.
	importedSources map[*types.TypeName]bool
	// funcUses are the uses of every function and method, for the census
	// ([Result.FuncUses]), sorted by position.
	funcUses uses.Index
}

// use is an identifier and the object types.Info.Uses maps it to.
type use struct {
	id  *ast.Ident
	obj types.Object
}

func newScan(pass *analysis.Pass, r *roles.Package, tbl *summary.Table) *scan {
	return &scan{pass: pass, r: r, tbl: tbl,
		funcKinds: map[*types.Func]kind{}, varKinds: map[*types.Var]kind{}, typeKinds: map[*types.TypeName]kind{},
		carriers: map[*types.Func]bool{}, sources: map[*types.TypeName]*types.Named{}, ctorVars: map[*types.Var]bool{},
		importedSources: map[*types.TypeName]bool{}}
}

// classifyUses classifies every object the package uses, once each, and
// anchors the uses of constructor vars that may hand a source on. It
// declares the package's own constructor vars first, so that one pass over
// types.Info.Uses, the package's largest map, serves both.
func (s *scan) classifyUses() {
	s.declareVars()
	// Room for the uses of functions at once: they are about a twelfth of
	// an engine package's uses (all of whose names are calls or values of
	// functions, variables, fields and types), and growing the slice entry
	// by entry cost twice its final size in copies.
	s.funcUses = make(uses.Index, 0, len(s.pass.TypesInfo.Uses)/8)
	for id, obj := range s.pass.TypesInfo.Uses {
		k := s.kindOf(obj)
		if k&(kCarrier|kSource|kObligation|kWhole) != 0 {
			s.anchors = append(s.anchors, id.Pos())
		}
		if k&kCtorVar != 0 {
			s.anyVar = true
		}
		if k&kTable != 0 {
			s.tableUses = append(s.tableUses, use{id, obj})
		}
		s.noteUse(id, obj, k)
	}
	sortAnchors(s.anchors)
	// Once, for every reader: the census indexes them by position, and
	// funcUsesIn searches them.
	s.funcUses = uses.Sort(s.funcUses)
	// In position order too, for the cursorFinder of varWritesAt and
	// valueUses, which moves forward from one use to the next.
	slices.SortFunc(s.valueCands, func(a, b use) int { return cmp.Compare(a.id.Pos(), b.id.Pos()) })
}

// noteUse anchors id, a use of obj, of kind k, if it is a constructor
// var's that may hand a source on, and sets it aside for valueUses,
// constructorVars and funcUsesIn if they may read it.
func (s *scan) noteUse(id *ast.Ident, obj types.Object, k kind) {
	switch o := obj.(type) {
	case *types.Var:
		// kindOf answers kCtorVar for the local constructor vars too:
		// declareVars put them in s.varKinds.
		if k&kCtorVar != 0 {
			s.anchorVarUse(id, o)
			s.valueCands = append(s.valueCands, use{id, obj})
		}
	case *types.Func:
		s.funcUses = append(s.funcUses, uses.Use{ID: id, Fn: o})
		if o.Pkg() != s.pass.Pkg && k&(kCarrier|kObligation) != 0 {
			s.valueCands = append(s.valueCands, use{id, obj})
		}
	}
}

// funcUsesIn yields the uses of the package's own functions and methods
// (instantiations included) whose identifiers lie in [pos, end), in source
// order: for a body or a func literal, those an ast.Inspect of it would
// find in types.Info.Uses, found by a binary search of the index
// classifyUses built instead of a walk of the body.
func (s *scan) funcUsesIn(pos, end token.Pos) iter.Seq[uses.Use] {
	return func(yield func(uses.Use) bool) {
		for _, u := range s.funcUses.Within(pos, end) {
			if u.Fn.Pkg() == s.pass.Pkg && !yield(u) {
				return
			}
		}
	}
}

// kindOf classifies obj. It remembers the class of the objects that cost a
// fact or a role lookup; the rest, most of what a package uses (its own
// functions, variables that are not package-level, fields, constants,
// package names), it answers without a map, and the maps stay small. There
// is one map per kind of object, keyed by its pointer: a map keyed by
// types.Object hashes an interface on every lookup.
func (s *scan) kindOf(obj types.Object) kind {
	switch o := origin(obj).(type) {
	case *types.Func:
		if o.Pkg() == nil || o.Pkg() == s.pass.Pkg {
			return s.funcKind(o) // the local carrier or nothing: no fact read
		}
		return remembered(s.funcKinds, o, s.funcKind)
	case *types.Var:
		if o.Pkg() == nil || o.Parent() != o.Pkg().Scope() {
			return 0 // only a package-level variable is a constructor var
		}
		return remembered(s.varKinds, o, s.varKind)
	case *types.TypeName:
		if o.Pkg() == nil {
			return 0 // a predeclared type (error, int, any) is no source
		}
		return remembered(s.typeKinds, o, s.typeKind)
	}
	return 0
}

// remembered returns m's class of o, computing it with classify (and
// remembering it) the first time.
func remembered[O comparable](m map[O]kind, o O, classify func(O) kind) kind {
	k, ok := m[o]
	if !ok {
		k = classify(o)
		m[o] = k
	}
	return k
}

// varKind classifies a package-level variable the package has not
// declared a constructor var (declareVars put those in varKinds): another
// package's constructor var, from its fact, or nothing.
func (s *scan) varKind(v *types.Var) kind {
	sum := s.tbl.Imported(v)
	switch {
	case sum == nil:
		return 0
	case sum.ConstructorVar:
		return kCtorVar
	case sum.Table:
		return kTable
	}
	return 0
}

// typeKind classifies a type name: a source type, or nothing.
func (s *scan) typeKind(tn *types.TypeName) kind {
	if named, ok := types.Unalias(tn.Type()).(*types.Named); ok && s.isSource(named) {
		s.sources[named.Obj()] = named
		return kSource
	}
	return 0
}

// funcKind classifies a function: a carrier, or one with facts.
func (s *scan) funcKind(fn *types.Func) kind {
	if c := s.r.Carrier; c != nil && c.Func == fn {
		if c.Source == nil {
			return 0 // unreadable: clampseats reports its shape
		}
		s.addCarrier(fn)
		return kCarrier
	}
	if fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg {
		return 0
	}
	if f, ok := s.r.ImportedCarrier(fn); ok {
		if f.Source == "" {
			return 0
		}
		s.addCarrier(fn)
		return kCarrier
	}
	var k kind
	if obs, ok := s.obligationsOf(fn); ok {
		k |= kObligation
		for _, p := range obs {
			if p < fn.Signature().Params().Len() {
				s.noteSource(fn.Signature().Params().At(p).Type())
			}
		}
	}
	if sum := s.tbl.Of(fn); sum != nil && sum.Whole {
		k |= kWhole
		for i := range fn.Signature().Results().Len() {
			s.noteSource(fn.Signature().Results().At(i).Type())
		}
	}
	return k
}

func (s *scan) addCarrier(fn *types.Func) {
	s.carriers[fn] = true
	if fn.Signature().Params().Len() == 1 {
		s.noteSource(fn.Signature().Params().At(0).Type())
	}
}

// noteSource records t when it is a source type.
func (s *scan) noteSource(t types.Type) {
	if named, ok := types.Unalias(t).(*types.Named); ok && s.isSource(named) {
		s.sources[named.Obj()] = named
	}
}

// isSource reports whether named is the local source or carries a source
// fact.
func (s *scan) isSource(named *types.Named) bool {
	obj := named.Obj()
	if c := s.r.Carrier; c != nil && c.Source != nil && c.Source.Obj == obj {
		return true
	}
	// The answer depends on the type name alone (its fact, and whether it
	// names a struct), and the roles' lookup allocates the fact and the
	// source it fills: it is asked once per type name, though the
	// signatures of carriers, of functions with facts and of constructor
	// vars (at each of their uses) ask about the same few again and again.
	is, ok := s.importedSources[obj]
	if !ok {
		is = s.r.ImportedSource(named) != nil
		s.importedSources[obj] = is
	}
	return is
}

// isTest reports whether f is a _test.go file: the dataflow rules check the
// engine's own code, not tests that drive a carrier with table data or
// build broken constructors on purpose (the syntactic checks still apply
// there).
func (s *scan) isTest(f *ast.File) bool {
	return s.inTest(f.Package)
}

// inTest reports whether pos lies in a _test.go file. It reads the name
// of the file holding pos, which is what PositionFor(pos, false) would
// report, without computing a line and column.
func (s *scan) inTest(pos token.Pos) bool {
	f := s.pass.Fset.File(pos)
	return f != nil && strings.HasSuffix(f.Name(), "_test.go")
}

// origin is the generic object an instantiated function or method stands
// for.
func origin(obj types.Object) types.Object {
	if fn, ok := obj.(*types.Func); ok {
		return fn.Origin()
	}
	return obj
}

// sortDiags orders findings by position, then message.
func sortDiags(ds []analysis.Diagnostic) {
	sort.SliceStable(ds, func(i, j int) bool {
		if ds[i].Pos != ds[j].Pos {
			return ds[i].Pos < ds[j].Pos
		}
		return ds[i].Message < ds[j].Message
	})
}

// calleeIdent is the identifier that names the function fun calls.
func calleeIdent(fun ast.Expr) *ast.Ident {
	for {
		switch x := ast.Unparen(fun).(type) {
		case *ast.Ident:
			return x
		case *ast.SelectorExpr:
			return x.Sel
		case *ast.IndexExpr:
			fun = x.X
		case *ast.IndexListExpr:
			fun = x.X
		default:
			return nil
		}
	}
}

// FuncUses is [Result.FuncUses], known once the plan is made.
func (p *Plan) FuncUses() uses.Index { return p.res.FuncUses() }

// spawns reports whether a call of fn starts a child run: fn is a spawn
// sink, or a function of another package whose parameters reach one.
func (s *scan) spawns(fn *types.Func) bool {
	if _, ok := s.r.SinkOf(fn); ok {
		return true
	}
	sum := s.tbl.Imported(fn)
	return sum != nil && len(sum.Reaches) > 0
}
