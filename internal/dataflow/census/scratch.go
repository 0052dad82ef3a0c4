package census

import (
	"go/ast"
	"go/types"
)

// scratch is the memory one package's census needs only while it selects
// what to read: what each used function is, and the positions of the uses
// of carriers.
type scratch struct {
	kinds    map[*types.Func]uint8 // see censusSite.uses
	isTarget map[*types.Func]bool  // see censusSite.namesTarget
	bodyOf   map[*types.Func]*ast.BlockStmt
	carriers []int
	bodies   []funcBody
}

func newScratch() *scratch {
	return &scratch{kinds: map[*types.Func]uint8{}, isTarget: map[*types.Func]bool{}, bodyOf: map[*types.Func]*ast.BlockStmt{}}
}
