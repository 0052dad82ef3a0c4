package clampseats

import (
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
)

// checkReads reports each seat that the carrier's body does not read.
//
// A seat is read when a selector param.Seat appears anywhere in the body
// except as the target (or the root of the target, as in param.Seat.X or
// param.Seat[i]) of an assignment, an increment or decrement, or a range
// clause with "=": there the seat's value is overwritten or updated in
// place, not carried. Taking its address (&param.Seat) counts as a read,
// since the carrier may read through the pointer. Passing the whole
// parameter to a helper does not read any seat: the carrier's own body
// must show each one.
func (c *checker) checkReads(carrier *roles.Carrier) {
	if carrier == nil || carrier.Source == nil {
		return // none, or its shape is a finding of its own
	}
	decl, param, src := carrier.Decl, carrier.Param(), carrier.Source
	name := decl.Name.Name
	if param.Name() == "" || param.Name() == "_" {
		how := "unnamed"
		if param.Name() == "_" {
			how = "named _"
		}
		for _, f := range src.Seats {
			c.reportf(decl.Name, kinds.CarrierUnreadSeat, "carrier %s does not read seat %s: its source parameter is %s; name it and read each seat", name, f.Name(), how)
		}
		return
	}
	read := c.seatsRead(decl.Body, param)
	for _, f := range src.Seats {
		if !read[f] {
			c.reportf(decl.Name, kinds.CarrierUnreadSeat, "carrier %s does not read seat %s: read %s.%s in its body", name, f.Name(), param.Name(), f.Name())
		}
	}
}

// seatsRead returns the fields of param that body reads (see checkReads).
func (c *checker) seatsRead(body *ast.BlockStmt, param *types.Var) map[*types.Var]bool {
	info := c.pass.TypesInfo
	written := make(map[*ast.SelectorExpr]bool)
	markTarget := func(e ast.Expr) {
		// Strip the path down to the selector on the parameter.
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && info.Uses[id] == param {
					written[x] = true
					return
				}
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			default:
				return
			}
		}
	}
	read := make(map[*types.Var]bool)
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				markTarget(lhs)
			}
		case *ast.IncDecStmt:
			markTarget(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				if n.Key != nil {
					markTarget(n.Key)
				}
				if n.Value != nil {
					markTarget(n.Value)
				}
			}
		case *ast.SelectorExpr:
			if written[n] {
				return true
			}
			if id, ok := ast.Unparen(n.X).(*ast.Ident); !ok || info.Uses[id] != param {
				return true
			}
			if sel, ok := info.Selections[n]; ok && sel.Kind() == types.FieldVal {
				if f, ok := sel.Obj().(*types.Var); ok {
					read[f] = true
				}
			}
		}
		return true
	})
	return read
}
