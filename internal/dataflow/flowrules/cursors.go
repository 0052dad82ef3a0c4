package flowrules

import (
	"cmp"
	"go/ast"
	"go/token"
	"slices"

	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// cursorFinder finds identifiers' cursors in the inspect analyzer's
// inspector, as cursorOf does, for identifiers mostly asked in position
// order (classifyUses sorts the uses valueUses and varWritesAt ask about).
// It keeps the top-level node (a child of a file) that held the last one
// found and moves forward from it among its siblings, so that a search by
// position descends inside one declaration: a search from the root went
// past every declaration of the file before it, for each identifier. An
// identifier behind the last one, or in another file, is searched from the
// root.
type cursorFinder struct {
	root inspector.Cursor
	top  inspector.Cursor // the child of a file that held the last identifier found
	// files are the files' cursors by position, made on the first search
	// that leaves top's file: a package's files need not be in position
	// order (go/packages parses them concurrently), and a search from the
	// root goes past every file before the one holding the identifier.
	files []inspector.Cursor
}

// newCursorFinder returns a finder, or nil where there is no inspector.
func (s *scan) newCursorFinder() *cursorFinder {
	in, _ := s.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if in == nil {
		return nil
	}
	return &cursorFinder{root: in.Root()}
}

// find returns the cursor of id, or false where id is not the node found
// at its position (as cursorOf).
func (f *cursorFinder) find(id *ast.Ident) (inspector.Cursor, bool) {
	pos, end := id.Pos(), id.End()
	if t := f.top; t.Valid() && t.Node().Pos() <= pos {
		for t.Node().End() <= pos {
			next, ok := t.NextSibling()
			if !ok {
				break
			}
			t = next
		}
		if t.Node().Pos() <= pos && end <= t.Node().End() {
			if c, ok := t.FindByPos(pos, end); ok && c.Node() == id {
				f.top = t
				return c, true
			}
		}
	}
	from := f.root
	if file, ok := f.fileAt(pos); ok {
		from = file
	}
	c, ok := from.FindByPos(pos, end)
	if !ok || c.Node() != id {
		c, ok = f.root.FindByPos(pos, end) // as cursorOf, whatever the file found
		if !ok || c.Node() != id {
			return c, false
		}
	}
	f.top = topLevel(c)
	return c, true
}

// fileAt returns the cursor of the file whose range holds pos, or false.
func (f *cursorFinder) fileAt(pos token.Pos) (inspector.Cursor, bool) {
	if f.files == nil {
		for c := range f.root.Children() {
			f.files = append(f.files, c)
		}
		slices.SortFunc(f.files, func(a, b inspector.Cursor) int {
			return cmp.Compare(a.Node().(*ast.File).FileStart, b.Node().(*ast.File).FileStart)
		})
	}
	i, _ := slices.BinarySearchFunc(f.files, pos, func(c inspector.Cursor, p token.Pos) int {
		return cmp.Compare(c.Node().(*ast.File).FileStart, p)
	})
	// files[i-1] is the last file starting at or before pos (i the first
	// after it, or one starting at pos).
	if i < len(f.files) && f.files[i].Node().(*ast.File).FileStart == pos {
		i++
	}
	if i == 0 {
		return inspector.Cursor{}, false
	}
	file := f.files[i-1]
	return file, pos < file.Node().(*ast.File).FileEnd
}

// topLevel is the ancestor of c (or c) whose parent is a file.
func topLevel(c inspector.Cursor) inspector.Cursor {
	for {
		p := c.Parent()
		if _, ok := p.Node().(*ast.File); ok || !p.Valid() || p.Node() == nil {
			return c
		}
		c = p
	}
}

// named reports, through nameUse, whether id names the function a call
// calls, or a variable written or whose address is taken (as
// namedNotAsValue); ok is false where its cursor is not found.
func (f *cursorFinder) named(id *ast.Ident) (named, ok bool) {
	c, ok := f.find(id)
	if !ok {
		return false, false
	}
	callee, write := nameUse(c)
	return callee || write != nil, true
}
