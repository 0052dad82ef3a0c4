package census

import (
	"go/ast"
	"go/types"
	"sync"
)

// scratch is the memory one package's census needs only while check
// runs: the index of the package's function uses, what each used function
// is, and the positions of the uses of carriers. A package of
// a large engine uses functions thousands of times, and these lists and
// maps, made afresh per package, were the largest part of what the census
// allocated; every MB allocated during the analysis costs the GC a mark
// of the whole live heap. A pool hands them on from package to package
// (packages are analyzed in parallel: sync.Pool keeps one per worker).
// Nothing of it outlives check (see release).
type scratch struct {
	funcs    funcIndex
	kinds    map[*types.Func]uint8 // see censusSite.uses
	isTarget map[*types.Func]bool  // see censusSite.namesTarget
	bodyOf   map[*types.Func]*ast.BlockStmt
	carriers []int
	bodies   []funcBody
	objs     []types.Object // see censusSite.export
}

var scratchPool = sync.Pool{New: func() any {
	return &scratch{kinds: map[*types.Func]uint8{}, isTarget: map[*types.Func]bool{}, bodyOf: map[*types.Func]*ast.BlockStmt{}}
}}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

// release empties s (so that it holds no object of the package) and hands
// it back to the pool.
func (s *scratch) release() {
	clear(s.funcs)
	clear(s.bodies)
	clear(s.objs)
	s.objs = s.objs[:0]
	clear(s.kinds)
	clear(s.isTarget)
	clear(s.bodyOf)
	s.funcs, s.bodies = s.funcs[:0], s.bodies[:0]
	s.carriers = s.carriers[:0]
	scratchPool.Put(s)
}
