package flowrules

import (
	"go/ast"
	"go/token"
	"go/types"
	"math/rand/v2"
	"testing"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// TestCursorFinder pins that the cursorFinder finds, for every identifier
// of the repository, the cursor cursorOf finds from the root, whether the
// identifiers are asked in position order (as valueUses and varWritesAt
// ask), backwards or shuffled, and that it moved forward among siblings
// for most of them rather than searching from the root.
func TestCursorFinder(t *testing.T) {
	fset, files := parseCorpus(t)
	var ids []*ast.Ident
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if id, ok := n.(*ast.Ident); ok {
				ids = append(ids, id)
			}
			return true
		})
	}
	s := &scan{pass: &analysis.Pass{Fset: fset, Files: files, ResultOf: map[*analysis.Analyzer]any{inspect.Analyzer: inspector.New(files)}}}
	want := make([]inspector.Cursor, len(ids))
	for i, id := range ids {
		c, ok := s.cursorOf(id)
		if !ok {
			t.Fatalf("%s: %s: cursorOf finds no cursor", fset.Position(id.Pos()), id.Name)
		}
		want[i] = c
	}
	order := func(name string, idx []int) {
		f := s.newCursorFinder()
		moved := 0
		for _, i := range idx {
			before := f.top
			c, ok := f.find(ids[i])
			if !ok || c != want[i] {
				t.Fatalf("%s order: %s: %s: find = %v, %v, want %v", name, fset.Position(ids[i].Pos()), ids[i].Name, c, ok, want[i])
			}
			if before.Valid() && before.Node().Pos() <= ids[i].Pos() && f.top.Node() != nil {
				moved++
			}
		}
		if name == "position" && moved < len(idx)/2 {
			t.Errorf("position order: %d of %d found from the last one's declaration, want most", moved, len(idx))
		}
	}
	fwd := make([]int, len(ids))
	for i := range fwd {
		fwd[i] = i
	}
	order("position", fwd)
	back := make([]int, len(ids))
	for i := range back {
		back[i] = len(ids) - 1 - i
	}
	order("backward", back)
	shuffled := append([]int(nil), fwd...)
	rand.New(rand.NewPCG(1, 2)).Shuffle(len(shuffled), func(i, j int) { shuffled[i], shuffled[j] = shuffled[j], shuffled[i] })
	order("shuffled", shuffled)
}

// TestCandIndex pins that candIndex finds every candidate and no other
// object, by position where the candidates are in position order and
// through the order indexCands makes where they are not.
func TestCandIndex(t *testing.T) {
	var objs []types.Object
	for i := range 5 {
		objs = append(objs, types.NewFunc(token.Pos(10*(i+1)), nil, "f", types.NewSignatureType(nil, nil, nil, nil, nil, false)))
	}
	other := types.NewFunc(token.Pos(20), nil, "g", types.NewSignatureType(nil, nil, nil, nil, nil, false)) // at a candidate's position
	for _, order := range [][]int{{0, 1, 2, 3, 4}, {3, 0, 4, 1, 2}} {
		c := &clearer{}
		for _, i := range order {
			c.addCand(clearCand{obj: objs[i]})
		}
		c.indexCands()
		if sorted := order[0] == 0; sorted != (c.byPos == nil) {
			t.Errorf("order %v: order made = %v, want %v", order, c.byPos != nil, !sorted)
		}
		for j, i := range order {
			if got, ok := c.candIndex(objs[i]); !ok || got != j {
				t.Errorf("order %v: candIndex(object %d) = %d, %v, want %d", order, i, got, ok, j)
			}
		}
		if _, ok := c.candIndex(other); ok {
			t.Errorf("order %v: candIndex found an object that is no candidate", order)
		}
	}
}

// TestDeclCursors pins that fileCursors and declCursors yield every file
// of the repository and each of its declarations, in order, each with its
// own cursor from the inspector, and without one where there is none.
func TestDeclCursors(t *testing.T) {
	_, files := parseCorpus(t)
	for _, in := range []*inspector.Inspector{inspector.New(files), nil} {
		i, decls := 0, 0
		for file, fcur := range fileCursors(files, in) {
			if file != files[i] || fcur.Valid() != (in != nil) || in != nil && fcur.Node() != file {
				t.Fatalf("file %d: got %v with cursor %v, want the file with its cursor = %v", i, file.Name, fcur.Valid(), in != nil)
			}
			j := 0
			for d, dcur := range declCursors(file, fcur) {
				if d != file.Decls[j] || dcur.Valid() != (in != nil) || in != nil && dcur.Node() != d {
					t.Fatalf("file %d, declaration %d: got %T with cursor %v, want it in order with its cursor = %v", i, j, d, dcur.Valid(), in != nil)
				}
				j++
			}
			if j != len(file.Decls) {
				t.Errorf("file %d: %d declarations yielded, want %d", i, j, len(file.Decls))
			}
			decls += j
			i++
		}
		if i != len(files) || decls < 1000 {
			t.Errorf("%d files and %d declarations yielded, want the repository's %d files", i, decls, len(files))
		}
	}
}
