package census

import "go/ast"

// handsHeld reads a call, outside a spawn, of a function that is no
// target and is handed the spec local while the local still holds the
// call it was defined from (root := rootSpec(); start("root", root);
// lane.Spawn(root)). SSA sees that call's own value there, and the census
// follows a spec only into a target's parameters: the call adds nothing to
// the shape. A function of the package it names is recorded as a
// dependency (neutral does that for its name), so the shape stands only
// if that function is cleared or names no target — then it has no
// obligation SSA could find. Everything else in the call is read as
// neutral reads it, the call itself included: one that never returns
// ends the function for SSA. It reports false, and reads nothing, when
// no argument is the held local.
func (w *walker) handsHeld(call *ast.CallExpr) (held, ok bool) {
	for _, a := range call.Args {
		if _, h := w.heldCall(a); h {
			held = true
			break
		}
	}
	if !held {
		return false, false
	}
	if !w.inIf && w.neverReturns(call) || !w.neutral(call.Fun) {
		return true, false
	}
	for _, a := range call.Args {
		if _, h := w.heldCall(a); !h && !w.neutral(a) {
			return true, false
		}
	}
	return true, true
}
