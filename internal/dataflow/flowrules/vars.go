package flowrules

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/types/typeutil"
)

// constructorVars returns the assignments to, and addresses taken of, any
// constructor var, local or imported: either would let a constructor be
// replaced by a func that skips the carrier. classifyUses has declared the
// local ones (exported their facts) and anchored their uses.
func (s *scan) constructorVars() []analysis.Diagnostic {
	if !s.anyVar {
		return nil
	}
	var out []analysis.Diagnostic
	s.walk(writeTypes, func(n ast.Node) { out = s.varWrites(n, out) })
	return out
}

// varFinding is the finding at at, which writes the constructor var named
// name, or takes its address.
func varFinding(at ast.Node, name, what string) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Category: kinds.ConstructorVarReassigned,
		Message: fmt.Sprintf("constructor var %s %s: make it a func declaration", name, what)}
}

// declareVars records and exports the local constructor vars: the
// package-level variables of non-test files initialized with a func
// literal that calls a carrier.
func (s *scan) declareVars() {
	if !s.carrierInView() {
		return // no carrier in view: no literal can call one
	}
	in, _ := s.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	for f, fcur := range fileCursors(s.pass.Files, in) {
		if s.isTest(f) {
			continue
		}
		for d, dcur := range declCursors(f, fcur) {
			if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.VAR {
				s.declaredVars(gd, dcur)
				s.declaredTables(gd, dcur)
			}
		}
	}
}

// carrierInView reports whether the package can call a carrier: its own,
// or one its roles list as visible (every function with a carrier fact is
// listed there). Without one, no literal can call a carrier.
func (s *scan) carrierInView() bool {
	c := s.r.Carrier
	return c != nil && c.Func != nil || s.r.Imported != nil && len(s.r.Imported.Carriers) > 0
}

// writeTypes are the nodes that may write a variable or take its address.
var writeTypes = []ast.Node{(*ast.AssignStmt)(nil), (*ast.UnaryExpr)(nil), (*ast.RangeStmt)(nil)}

// walk calls f, in source order, on every node of the package's non-test
// files that is of one of types, and perhaps on others (f ignores those). It reads the inspect analyzer's inspector where
// this analyzer requires it: every run builds it once per package for the
// syntactic analyzers, and its type filter skips the subtrees that hold no
// such node. A driver that leaves it out gets a walk of each file, which
// costs less than building an inspector for one walk.
func (s *scan) walk(types []ast.Node, f func(ast.Node)) {
	in, _ := s.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if in == nil {
		for _, file := range s.pass.Files {
			if !s.isTest(file) {
				ast.Inspect(file, func(n ast.Node) bool {
					if n != nil {
						f(n)
					}
					return true
				})
			}
		}
		return
	}
	for file := range in.Root().Children() {
		if !s.isTest(file.Node().(*ast.File)) {
			for c := range file.Preorder(types...) {
				f(c.Node())
			}
		}
	}
}

// declaredVars records and exports the constructor vars of one var
// declaration.
func (s *scan) declaredVars(gd *ast.GenDecl, dcur inspector.Cursor) {
	for _, spec := range gd.Specs {
		vs := spec.(*ast.ValueSpec)
		for i, name := range vs.Names {
			if i >= len(vs.Values) {
				break
			}
			lit, ok := ast.Unparen(vs.Values[i]).(*ast.FuncLit)
			if !ok || !s.callsCarrier(lit, dcur) {
				continue
			}
			if v, ok := s.pass.TypesInfo.Defs[name].(*types.Var); ok {
				s.ctorVars[v] = true
				s.varKinds[v] = kCtorVar
				s.anyVar = true
				s.tbl.Edit(v).ConstructorVar = true
			}
		}
	}
}

// callsCarrier reports whether lit's body calls a carrier. Where the
// inspector's cursor of lit's
// declaration (dcur) is valid, it reads the calls from the inspector's
// events, which skip every subtree that holds no call; else it walks the
// body with a visitor kept in the scan, so that the walk of each literal
// allocates nothing. Either reads the calls in the same order.
func (s *scan) callsCarrier(lit *ast.FuncLit, dcur inspector.Cursor) bool {
	if cur, ok := bodyCursor(dcur, lit); ok {
		for c := range cur.Preorder((*ast.CallExpr)(nil)) {
			if s.callOfCarrier(c.Node().(*ast.CallExpr)) {
				return true
			}
		}
		return false
	}
	s.cv = carrierVisitor{s: s}
	ast.Walk(&s.cv, lit.Body)
	return s.cv.found
}

// callOfCarrier reports whether call calls a carrier.
func (s *scan) callOfCarrier(call *ast.CallExpr) bool {
	fn, ok := typeutil.Callee(s.pass.TypesInfo, call).(*types.Func)
	return ok && s.kindOf(fn)&kCarrier != 0
}

// bodyCursor returns the cursor of lit's body within the declaration at
// dcur, or false where dcur is not valid.
func bodyCursor(dcur inspector.Cursor, lit *ast.FuncLit) (inspector.Cursor, bool) {
	if !dcur.Valid() {
		return inspector.Cursor{}, false
	}
	cur, ok := dcur.FindByPos(lit.Body.Pos(), lit.Body.End())
	return cur, ok && cur.Node() == lit.Body
}

// carrierVisitor is callsCarrier's walk, which stops at the first call of
// a carrier.
type carrierVisitor struct {
	s     *scan
	found bool
}

// Visit implements ast.Visitor.
func (v *carrierVisitor) Visit(n ast.Node) ast.Visitor {
	if v.found || n == nil {
		return nil
	}
	if call, ok := n.(*ast.CallExpr); ok && v.s.callOfCarrier(call) {
		v.found = true
		return nil
	}
	return v
}

// varWrites appends to out the findings of one node that writes a
// constructor var or takes its address.
func (s *scan) varWrites(n ast.Node, out []analysis.Diagnostic) []analysis.Diagnostic {
	report := func(at ast.Node, e ast.Expr, what string) {
		if v := s.ctorVarOf(e); v != nil {
			out = append(out, varFinding(at, s.varName(v), what))
		}
	}
	switch n := n.(type) {
	case *ast.AssignStmt:
		if n.Tok == token.DEFINE {
			return out
		}
		for _, lhs := range n.Lhs {
			report(n, lhs, "is reassigned")
		}
	case *ast.UnaryExpr:
		if n.Op == token.AND {
			report(n, n.X, "has its address taken")
		}
	case *ast.RangeStmt:
		if n.Tok == token.ASSIGN {
			report(n, n.Key, "is reassigned")
			report(n, n.Value, "is reassigned")
		}
	}
	return out
}

// ctorVarOf returns the constructor var e names, or nil.
func (s *scan) ctorVarOf(e ast.Expr) *types.Var {
	id := namedIdent(e)
	if id == nil {
		return nil
	}
	v, ok := s.pass.TypesInfo.Uses[id].(*types.Var)
	if !ok || !s.isCtorVar(v) {
		return nil
	}
	return v
}

// isCtorVar reports whether v is a constructor var, local or imported.
// kindOf answers first: it rejects a variable that is not package-level,
// most of those a package uses, without a map lookup.
func (s *scan) isCtorVar(v *types.Var) bool {
	return s.kindOf(v)&kCtorVar != 0 || s.ctorVars[v]
}

// varName names v as the package under analysis writes it.
func (s *scan) varName(v *types.Var) string {
	if v.Pkg() == s.pass.Pkg {
		return v.Name()
	}
	return v.Pkg().Name() + "." + v.Name()
}

// valueUses returns a finding at every use of a carrier, or of a function
// or constructor var with an obligation (local: obliged, or found by this
// run; imported: from its fact), other than as the function a call names:
// a func value's calls cannot be checked. A constructor var's writes are
// rule 3's findings, not value uses.
func (s *scan) valueUses(obliged map[*types.Func]bool) []analysis.Diagnostic {
	var found []use
	for _, u := range s.valueCands {
		if s.reportable(u.obj, obliged) && !s.inTest(u.id.Pos()) {
			found = append(found, u)
		}
	}
	for _, u := range s.funcUses {
		if u.Fn.Pkg() == s.pass.Pkg && s.reportable(u.Fn, obliged) && !s.inTest(u.ID.Pos()) {
			found = append(found, use{u.ID, u.Fn})
		}
	}
	if len(found) == 0 {
		return nil
	}
	ids := make([]*ast.Ident, len(found))
	for i, u := range found {
		ids[i] = u.id
	}
	named := s.namedNotAsValue(ids)
	var out []analysis.Diagnostic
	for _, u := range found {
		if !named[u.id] {
			out = append(out, s.valueFinding(u.id, u.obj))
		}
	}
	return out
}

// valueFinding is the finding at id, a use of obj (reportable) other than
// as the function a call names.
func (s *scan) valueFinding(id *ast.Ident, obj types.Object) analysis.Diagnostic {
	return analysis.Diagnostic{Pos: id.Pos(), End: id.End(), Category: kinds.CarrierUsedAsValue,
		Message: fmt.Sprintf("%s used as a value: call it directly", s.valueWhat(obj))}
}

// reportable reports whether a use of obj other than as the function a
// call names is a finding: obj is a constructor var or a function with an
// obligation, or a carrier.
func (s *scan) reportable(obj types.Object, obliged map[*types.Func]bool) bool {
	if v, ok := obj.(*types.Var); ok {
		return s.varObliged(v)
	}
	fn, ok := origin(obj).(*types.Func)
	return ok && (s.kindOf(fn)&(kCarrier|kObligation) != 0 || obliged[fn])
}

// valueWhat names obj, reportable, in a finding. It is asked only for the
// uses reported: most reportable uses are callees, whose names are never
// written.
func (s *scan) valueWhat(obj types.Object) string {
	if v, ok := obj.(*types.Var); ok {
		return "constructor var " + s.varName(v)
	}
	fn := origin(obj).(*types.Func)
	if s.kindOf(fn)&kCarrier != 0 {
		return "carrier " + s.funcName(fn)
	}
	return s.funcName(fn) + ", which hands a source to the carrier,"
}

// varObliged reports whether v is a constructor var with an obligation:
// local (found by this run's checks) or imported (its fact).
func (s *scan) varObliged(v *types.Var) bool {
	if v.Pkg() == nil || !s.isCtorVar(v) {
		return false
	}
	if v.Pkg() == s.pass.Pkg {
		return s.varKinds[v]&kObligation != 0
	}
	_, ok := s.obligationsOf(v)
	return ok
}

// namedNotAsValue returns which of ids (of non-test files) name the
// function a call calls, or a variable written or whose address is taken:
// rule 3 reports those of constructor vars, so they are not value uses
// too. It looks up only ids, in one walk of the calls and writes of the
// non-test files (those of test files name no id).
func (s *scan) namedNotAsValue(ids []*ast.Ident) map[*ast.Ident]bool {
	out := make(map[*ast.Ident]bool, len(ids))
	for _, id := range ids {
		out[id] = false
	}
	mark := func(e ast.Expr) {
		id := namedIdent(e)
		if _, ok := out[id]; ok {
			out[id] = true
		}
	}
	s.walk(callOrWriteTypes, func(n ast.Node) {
		switch n := n.(type) {
		case *ast.CallExpr:
			if id := calleeIdent(n.Fun); id != nil {
				mark(id)
			}
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				mark(lhs)
			}
		case *ast.UnaryExpr:
			if n.Op == token.AND {
				mark(n.X)
			}
		case *ast.RangeStmt:
			if n.Key != nil {
				mark(n.Key)
			}
			if n.Value != nil {
				mark(n.Value)
			}
		}
	})
	return out
}

// callOrWriteTypes are the nodes that call a function or may write a
// variable or take its address.
var callOrWriteTypes = append([]ast.Node{(*ast.CallExpr)(nil)}, writeTypes...)

// funcName names fn as the package under analysis writes it.
func (s *scan) funcName(fn *types.Func) string {
	name := fn.Name()
	if recv := fn.Signature().Recv(); recv != nil {
		t := recv.Type()
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
		if n, ok := types.Unalias(t).(*types.Named); ok {
			name = n.Obj().Name() + "." + name
		}
	}
	if fn.Pkg() == nil || fn.Pkg() == s.pass.Pkg {
		return name
	}
	return fn.Pkg().Name() + "." + name
}

// A constructor var is as checkable as a func declaration: rule 3 keeps it
// the literal it was declared with, in every package, and valueUses reports
// every use of one with an obligation other than as the function a call
// names. So a call through the var's load calls that literal statically, and
// a source parameter of the literal moves to the var's callers
// (ObligationFact on the var) instead of being a finding.

// anchorVarUse puts an anchor on id, a use of constructor var v, if it may
// hand a source on, so the function calling it is built and its argument
// checked even when it names no source type: a local var whose literal
// takes a source parameter, or an imported one with an obligation (whose
// parameter types become source types to check here).
func (s *scan) anchorVarUse(id *ast.Ident, v *types.Var) {
	sig, ok := types.Unalias(v.Type()).Underlying().(*types.Signature)
	if !ok {
		return
	}
	if v.Pkg() != s.pass.Pkg {
		obs, ok := s.obligationsOf(v)
		if !ok {
			return
		}
		for _, p := range obs {
			if p < sig.Params().Len() {
				s.noteSource(sig.Params().At(p).Type())
			}
		}
	} else if !s.takesSource(sig) {
		return
	}
	s.anchors = append(s.anchors, id.Pos())
}

// sortAnchors orders anchors by position, as scan.anchored searches them.
func sortAnchors(anchors []token.Pos) { slices.Sort(anchors) }

// takesSource reports whether sig has a parameter of a source type.
func (s *scan) takesSource(sig *types.Signature) bool {
	for i := range sig.Params().Len() {
		if named, ok := types.Unalias(sig.Params().At(i).Type()).(*types.Named); ok && s.isSource(named) {
			return true
		}
	}
	return false
}

// checkSources runs the whole-source rule on fn knowing the package's
// constructor vars, records the obligations of a constructor var's literal
// on the var (its fact) and returns the other findings and obligations.
func (f *flowRun) checkSources(ck *checker, fn *ssa.Function) ([]flow.Finding, flow.Obligations) {
	fs, obs := ck.c.SourcesVars(fn, &flow.VarHooks{
		Fixed: func(v *types.Var) bool { return f.s.ctorVars[v] },
		Sinks: func(v *types.Var) []int { return f.varSinks(ck, v) },
	})
	fs = append(fs, ck.c.SeatOrigins(fn)...)
	var out flow.Obligations
	for _, o := range obs {
		if o.Var == nil {
			out = append(out, o)
			continue
		}
		f.obligeVar(o.Var, o.Param)
	}
	return fs, out
}

// obligeVar adds parameter p to the obligations of the local constructor
// var v, exported as its fact (re-exported whole: each source type's
// checker adds its own parameters).
func (f *flowRun) obligeVar(v *types.Var, p int) {
	old, _ := f.s.obligationsOf(v) // this package's own summary so far
	if slices.Contains(old, p) {
		return
	}
	f.s.setObligations(v, append(slices.Clone(old), p))
	f.s.varKinds[v] |= kObligation
}

// varSinks returns the parameters constructor var v hands to a carrier:
// from its fact for another package's var; for a local one, by checking
// its literal (a literal being checked, through a cycle of calls, hands on
// every parameter: fail closed).
func (f *flowRun) varSinks(ck *checker, v *types.Var) []int {
	if v.Pkg() != f.s.pass.Pkg {
		obs, _ := f.s.obligationsOf(v)
		return obs
	}
	if obs, ok := f.cleared[v]; ok {
		return obs // the syntactic pass's (clear.go): its literal is not checked on SSA
	}
	lit := f.built.VarLit(v)
	if !f.s.ctorVars[v] || lit == nil {
		return nil
	}
	if m := ck.memo[lit]; m != nil && !m.done {
		var all []int
		for i := range lit.Signature.Params().Len() {
			all = append(all, i)
		}
		return all
	}
	f.sources(ck, lit)
	obs, _ := f.s.obligationsOf(v)
	return obs
}

// namedIdent is the identifier that names what e denotes (x or pkg.x), or
// nil for any other expression.
func namedIdent(e ast.Expr) *ast.Ident {
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		return x
	case *ast.SelectorExpr:
		return x.Sel
	}
	return nil
}
