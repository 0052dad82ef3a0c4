package straightline

import (
	"go/ast"
	"go/types"
)

// ErrorType is the predeclared error type: a fast path admits (T, error)
// results and error returns.
var ErrorType = types.Universe.Lookup("error").Type()

// IsReturn reports whether st is a return statement.
func IsReturn(st ast.Stmt) bool {
	_, ok := st.(*ast.ReturnStmt)
	return ok
}
