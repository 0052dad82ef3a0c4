package census

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/dataflow/uses"
)

// walker reads one function's statements for the syntactic pass. The spec
// local is the one local of the spec type; its value is either a call's
// result (specCall, kept only while nothing else writes it) or the clamps
// an applier applied to it, after which only the return may follow.
type walker struct {
	cl  *clearing
	obj *types.Func
	sh  *shape
	// funcs are the uses of functions in the body, which tell the
	// identifiers that name a function from the rest (package uses).
	funcs uses.Index
	// spec is the function's one local of the spec type.
	spec     *types.Var
	specCall *ast.CallExpr // the call spec was defined from
	modified bool          // spec written after its definition
	applied  *Origin       // the applier whose clamps reach spec
	// held is set once the local was read as the call it holds
	// (heldCall): SSA lifts the local only while its address is never
	// taken, so no application may follow.
	held     bool
	returned bool
	inIf     bool // reading an if's body: a call that does not return ends only the body
	// holders are the task-struct and batch locals (clearholder.go).
	holders []heldLocal
	// nt is the neutral walk, with the walker as its judge.
	nt straightline.Neutral
}

// body reads a function's statements as straightline.Read hands them on
// (the walker is their straightline.Effects): every statement understood,
// the return last, nothing between the application and the return.
func (w *walker) body(list []ast.Stmt) bool {
	return straightline.Read(list, w) && (w.returned || !w.cl.returnsCarry(w.obj.Signature()))
}

// Next implements straightline.Effects: only the return may follow the
// application.
func (w *walker) Next(st ast.Stmt) bool {
	return w.applied == nil || straightline.IsReturn(st)
}

// If implements straightline.Effects: a neutral condition, and a body of
// calls that hand on no spec (a panic on an error), nothing else.
func (w *walker) If(cond ast.Expr) bool {
	ok := w.neutral(cond)
	w.inIf = true
	return ok
}

// EndIf implements straightline.Effects.
func (w *walker) EndIf() { w.inIf = false }

// Return implements straightline.Effects: the final return (ret).
func (w *walker) Return(s *ast.ReturnStmt) bool {
	w.returned = true
	return !w.inIf && w.ret(s)
}

// CallStmt implements straightline.Effects: the application, a spawn
// call, or a call that hands on no spec (in an if's body, only that).
func (w *walker) CallStmt(call *ast.CallExpr) bool {
	if w.inIf {
		return w.neutral(call)
	}
	if w.takesSpecAddr(call) {
		return w.apply(call)
	}
	if g := w.funcs.StaticCallee(w.cl.cs.pass.TypesInfo, call); g != nil {
		if sinks, params, ok := w.cl.target(g); ok {
			return w.spawn(call, g, sinks, params)
		}
		if held, ok := w.handsHeld(call); held {
			return ok
		}
	}
	if handed, ok := w.handsHolder(call, w.funcs.StaticCallee(w.cl.cs.pass.TypesInfo, call)); handed {
		return ok
	}
	return w.neutral(call)
}

// takesSpecAddr reports whether one of call's arguments is &spec.
func (w *walker) takesSpecAddr(call *ast.CallExpr) bool {
	for _, a := range call.Args {
		if w.isSpecAddr(a) {
			return true
		}
	}
	return false
}

func (w *walker) isSpecAddr(e ast.Expr) bool {
	u, ok := e.(*ast.UnaryExpr)
	return ok && u.Op == token.AND && w.spec != nil && w.isVar(u.X, w.spec)
}

// isVar reports whether e is an identifier of v (not nil).
func (w *walker) isVar(e ast.Expr, v *types.Var) bool {
	id, ok := e.(*ast.Ident)
	return ok && usesVar(w.cl.cs.pass.TypesInfo, id, v)
}

// Assign implements straightline.Effects: a tighten of the spec, a write
// of one of its fields, or an assignment that touches no spec; none in an
// if's body.
func (w *walker) Assign(lhss, rhss []ast.Expr) bool {
	info := w.cl.cs.pass.TypesInfo
	if w.inIf || len(lhss) != 1 || len(rhss) != 1 {
		return false
	}
	lhs, rhs := lhss[0], rhss[0]
	if handled, ok := w.appendBatch(lhs, rhs); handled {
		return ok
	}
	if w.spec != nil && w.isVar(lhs, w.spec) {
		call, ok := rhs.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 || !w.isVar(call.Args[0], w.spec) {
			return false
		}
		g := w.funcs.StaticCallee(info, call)
		w.modified = true
		return g != nil && g == w.cl.cs.tighten && w.neutral(call.Fun) && w.neutralList(call.Args[1:])
	}
	if sel, ok := lhs.(*ast.SelectorExpr); ok && w.spec != nil && w.isVar(sel.X, w.spec) {
		if s, ok := info.Selections[sel]; !ok || s.Kind() != types.FieldVal {
			return false
		}
		w.modified = true
		return w.neutral(rhs)
	}
	return w.neutral(lhs) && w.neutral(rhs)
}

// Define implements straightline.Effects: x := e (or x, err := f()) is
// the spec local when x is of the spec type, another local otherwise.
func (w *walker) Define(lhs, rhs []ast.Expr) bool {
	info := w.cl.cs.pass.TypesInfo
	for i, l := range lhs {
		id, ok := l.(*ast.Ident)
		if !ok {
			return false
		}
		if info.Defs[id] == nil && w.spec != nil && info.Uses[id] == w.spec {
			return false // spec redefined by :=
		}
		v, _ := info.Defs[id].(*types.Var)
		if v != nil && len(lhs) == 1 && len(rhs) == 1 && w.isHolder(v.Type()) && w.defineHolder(v, rhs[0]) {
			return true
		}
		if v == nil || !w.cl.cs.m.IsSpec(v.Type()) {
			continue
		}
		if w.spec != nil || i != 0 {
			return false
		}
		w.spec = v
		if call, ok := rhs[0].(*ast.CallExpr); ok && (len(rhs) == 1) {
			w.specCall = call
		}
	}
	return w.neutralList(rhs)
}

// Var implements straightline.Effects: the spec local (declared without
// a value), or other locals.
func (w *walker) Var(vs *ast.ValueSpec) bool {
	for _, id := range vs.Names {
		v, _ := w.cl.cs.pass.TypesInfo.Defs[id].(*types.Var)
		if v != nil && len(vs.Names) == 1 && len(vs.Values) == 0 && w.declareBatch(v) {
			return true
		}
		if v != nil && w.cl.cs.m.IsSpec(v.Type()) {
			if w.spec != nil || len(vs.Values) > 0 {
				return false
			}
			w.spec = v
		}
	}
	return w.neutralList(vs.Values)
}

// ret reads the final return: the spec local (with a nil error), or
// values that carry no spec.
func (w *walker) ret(s *ast.ReturnStmt) bool {
	res := w.obj.Signature().Results()
	if len(s.Results) != res.Len() {
		return false // a bare return of named results
	}
	carried := false
	for i, e := range s.Results {
		t := res.At(i).Type()
		switch {
		case w.cl.returnsCarryType(t):
			if carried || w.spec == nil || !w.isVar(e, w.spec) {
				return false
			}
			carried = true
			if !w.result() {
				return false
			}
		case i == res.Len()-1 && types.Identical(t, straightline.ErrorType):
			if !isNil(w.cl.cs.pass.TypesInfo, e) {
				return false // an error path: its spec is not counted
			}
		case !w.neutral(e):
			return false
		}
	}
	return true
}

// result records how the returned spec is made.
func (w *walker) result() bool {
	switch {
	case w.applied != nil:
		w.sh.result = &made{applier: w.applied}
	case w.specCall != nil && !w.modified:
		w.sh.result = &made{call: w.specCall}
	default:
		return false
	}
	return true
}

func isNil(info *types.Info, e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	if !ok {
		return false
	}
	_, isNil := info.Uses[id].(*types.Nil)
	return isNil
}
