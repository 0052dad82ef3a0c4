package census

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
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
	// identifiers that name a function from the rest (see funcIndex).
	funcs funcIndex
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
	// nt is the neutral walk, with the walker as its judge.
	nt straightline.Neutral
}

// body reads a statement list: every statement understood, the return
// last, nothing between the application and the return.
func (w *walker) body(list []ast.Stmt) bool {
	for i, st := range list {
		if w.returned || w.applied != nil && !straightline.IsReturn(st) {
			return false
		}
		if !w.stmt(st, i == len(list)-1) {
			return false
		}
	}
	return w.returned || !w.cl.returnsCarry(w.obj.Signature())
}

func (w *walker) stmt(st ast.Stmt, last bool) bool {
	switch s := st.(type) {
	case *ast.ExprStmt:
		call, ok := s.X.(*ast.CallExpr)
		return ok && w.callStmt(call)
	case *ast.AssignStmt:
		return w.assign(s)
	case *ast.DeclStmt:
		return w.decl(s)
	case *ast.IfStmt:
		return s.Init == nil && s.Else == nil && w.neutral(s.Cond) && w.ifBody(s.Body.List)
	case *ast.ReturnStmt:
		w.returned = true
		return last && w.ret(s)
	}
	return false
}

// ifBody reads the body of an if: calls that hand on no spec (a panic on
// an error), nothing else.
func (w *walker) ifBody(list []ast.Stmt) bool {
	w.inIf = true
	defer func() { w.inIf = false }()
	for _, st := range list {
		es, ok := st.(*ast.ExprStmt)
		if !ok || !w.neutral(es.X) {
			return false
		}
	}
	return true
}

// callStmt reads a call statement: the application, a spawn call, or a
// call that hands on no spec.
func (w *walker) callStmt(call *ast.CallExpr) bool {
	if w.takesSpecAddr(call) {
		return w.apply(call)
	}
	if g := w.funcs.staticCallee(w.cl.cs.pass.TypesInfo, call); g != nil {
		if sinks, params, ok := w.cl.target(g); ok {
			return w.spawn(call, g, sinks, params)
		}
		if held, ok := w.handsHeld(call); held {
			return ok
		}
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

// assign reads the definition of the spec local (or of another local), a
// tighten of the spec, a write of one of its fields, or an assignment that
// touches no spec.
func (w *walker) assign(s *ast.AssignStmt) bool {
	info := w.cl.cs.pass.TypesInfo
	if s.Tok == token.DEFINE {
		return w.define(s)
	}
	if s.Tok != token.ASSIGN || len(s.Lhs) != 1 || len(s.Rhs) != 1 {
		return false
	}
	lhs, rhs := s.Lhs[0], s.Rhs[0]
	if w.spec != nil && w.isVar(lhs, w.spec) {
		call, ok := rhs.(*ast.CallExpr)
		if !ok || len(call.Args) == 0 || !w.isVar(call.Args[0], w.spec) {
			return false
		}
		g := w.funcs.staticCallee(info, call)
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

// define reads x := e (or x, err := f()): the spec local when x is of the
// spec type, another local otherwise.
func (w *walker) define(s *ast.AssignStmt) bool {
	info := w.cl.cs.pass.TypesInfo
	for i, l := range s.Lhs {
		id, ok := l.(*ast.Ident)
		if !ok {
			return false
		}
		if info.Defs[id] == nil && w.spec != nil && info.Uses[id] == w.spec {
			return false // spec redefined by :=
		}
		v, _ := info.Defs[id].(*types.Var)
		if v == nil || !w.cl.cs.m.IsSpec(v.Type()) {
			continue
		}
		if w.spec != nil || i != 0 {
			return false
		}
		w.spec = v
		if call, ok := s.Rhs[0].(*ast.CallExpr); ok && (len(s.Rhs) == 1) {
			w.specCall = call
		}
	}
	return w.neutralList(s.Rhs)
}

// decl reads var declarations: the spec local, or others.
func (w *walker) decl(s *ast.DeclStmt) bool {
	gd, ok := s.Decl.(*ast.GenDecl)
	if !ok || gd.Tok != token.VAR {
		return false
	}
	for _, sp := range gd.Specs {
		vs := sp.(*ast.ValueSpec)
		for _, id := range vs.Names {
			v, _ := w.cl.cs.pass.TypesInfo.Defs[id].(*types.Var)
			if v != nil && w.cl.cs.m.IsSpec(v.Type()) {
				if w.spec != nil || len(vs.Values) > 0 {
					return false
				}
				w.spec = v
			}
		}
		if !w.neutralList(vs.Values) {
			return false
		}
	}
	return true
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
