package flow

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/exprshape"
	"golang.org/x/tools/go/ssa"
)

// Receive names the channel receive that yields v, in exprshape's words
// ("a channel receive (<-r.results)"), so that a finding about a value
// received from a channel says which channel, and returns the position of
// its <- operator: v is a receive (<-ch, with or without comma-ok), the
// value of one, or the value of a select's receive case (the case's own
// receive, not the select). ok is false when v is none of these; the words
// are "a channel receive" alone when the syntax is not at hand.
func Receive(v ssa.Value) (words string, pos token.Pos, ok bool) {
	pos, ok = receivePos(v)
	if !ok {
		return "", token.NoPos, false
	}
	if e := receiveExpr(v.Parent(), pos); e != nil {
		return exprshape.Describe(nil, e), pos, true
	}
	return "a channel receive", pos, true
}

// receiveSource is the source text of the receive that yields v ("<-ch"),
// or "" when v is no receive or its syntax is not at hand.
func receiveSource(v ssa.Value) string {
	pos, ok := receivePos(v)
	if !ok {
		return ""
	}
	if e := receiveExpr(v.Parent(), pos); e != nil {
		return exprshape.Source(e)
	}
	return ""
}

// receivePos is the position of the <- operator of the receive that
// yields v: ssa gives a receive, and each receive case of a select, the
// position of its operator.
func receivePos(v ssa.Value) (token.Pos, bool) {
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.ARROW {
			return x.Pos(), true
		}
	case *ssa.Extract:
		switch t := x.Tuple.(type) {
		case *ssa.UnOp: // v, ok := <-ch
			if t.Op == token.ARROW {
				return t.Pos(), true
			}
		case *ssa.Select:
			if st := SelectCase(x); st != nil {
				return st.Pos, true
			}
			return t.Pos(), true
		}
	case *ssa.Select:
		return x.Pos(), true
	}
	return token.NoPos, false
}

// receiveExpr finds the receive expression whose operator is at pos in
// fn's syntax; nil when fn has none or no receive is there.
func receiveExpr(fn *ssa.Function, pos token.Pos) *ast.UnaryExpr {
	if fn == nil || !pos.IsValid() {
		return nil
	}
	syntax := fn.Syntax()
	if syntax == nil {
		return nil
	}
	var found *ast.UnaryExpr
	ast.Inspect(syntax, func(n ast.Node) bool {
		if found != nil || n == nil || pos < n.Pos() || pos >= n.End() {
			return false
		}
		if u, ok := n.(*ast.UnaryExpr); ok && u.Op == token.ARROW && u.OpPos == pos {
			found = u
			return false
		}
		return true
	})
	return found
}

// SelectCase is the receive case of a select whose value x extracts, or
// nil when x extracts no case's value (the index, or recvOk).
func SelectCase(x *ssa.Extract) *ssa.SelectState {
	sel, ok := x.Tuple.(*ssa.Select)
	if !ok {
		return nil
	}
	// The tuple is (index, recvOk, r_0, ..., r_n-1), one r per receive
	// case in order.
	k := x.Index - 2
	for _, st := range sel.States {
		if st.Dir != types.RecvOnly {
			continue
		}
		if k == 0 {
			return st
		}
		k--
	}
	return nil
}
