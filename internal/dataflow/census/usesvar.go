package census

import "go/ast"
import "go/types"

// usesVar reports whether id is a use of v. An identifier resolves to an
// object of its own name, so the names are compared first: most
// identifiers a builder's walk meets are not v, and the comparison saves
// their lookup in types.Info.Uses.
func usesVar(info *types.Info, id *ast.Ident, v *types.Var) bool {
	return id.Name == v.Name() && info.Uses[id] == v
}
