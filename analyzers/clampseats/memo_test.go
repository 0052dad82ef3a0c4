package clampseats

import (
	"go/types"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
)

// TestReleaseClearsMemos pins that a checker gives its memo maps back to
// the pool empty: the next package's checker reuses them, and an answer
// left by another package (a type that is local there, and so no imported
// source, may be an imported source here) would be taken for its own.
func TestReleaseClearsMemos(t *testing.T) {
	c := &checker{memos: memoPool.Get().(*memos)}
	tn := types.NewTypeName(0, nil, "T", nil)
	named := types.NewNamed(tn, types.NewStruct(nil, nil), nil)
	fn := types.NewFunc(0, nil, "F", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	c.sources[tn] = &roles.Source{Obj: tn, Named: named}
	c.carriers[fn] = nil
	c.holds[named] = nil
	c.fields[named.Underlying().(*types.Struct)] = []int{0}
	m := c.memos
	c.release()
	if c.memos != nil {
		t.Error("release left the checker its memos")
	}
	if n := len(m.sources) + len(m.carriers) + len(m.holds) + len(m.fields); n != 0 {
		t.Errorf("release gave back memos holding %d entries", n)
	}
}
