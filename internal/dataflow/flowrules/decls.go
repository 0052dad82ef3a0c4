package flowrules

import (
	"go/ast"
	"iter"

	"golang.org/x/tools/go/ast/inspector"
)

// fileCursors yields the package's files, each with its cursor in in, the
// inspect analyzer's inspector, and whether that cursor is at hand (in is
// nil, or the file is not where the root's children put it). The root's
// children are the files, in the order of pass.Files: each file's cursor
// is the next sibling of the last.
func fileCursors(files []*ast.File, in *inspector.Inspector) iter.Seq2[*ast.File, inspector.Cursor] {
	return func(yield func(*ast.File, inspector.Cursor) bool) {
		var fcur inspector.Cursor
		more := in != nil
		if more {
			fcur, more = in.Root().FirstChild()
		}
		for _, file := range files {
			cur := inspector.Cursor{}
			if more && fcur.Node() == file {
				cur = fcur
			}
			if !yield(file, cur) {
				return
			}
			if more {
				fcur, more = fcur.NextSibling()
			}
		}
	}
}

// declCursors yields file's declarations in order, each with its cursor
// where the file's (fcur) is valid: the file's children read in one pass,
// where fcur.Child(d) scanned them from the first for each declaration.
// The cursors are zero where the children are not the declarations.
func declCursors(file *ast.File, fcur inspector.Cursor) iter.Seq2[ast.Decl, inspector.Cursor] {
	return func(yield func(ast.Decl, inspector.Cursor) bool) {
		i := 0
		if fcur.Valid() {
			for c := range fcur.Children() {
				d, ok := c.Node().(ast.Decl)
				if !ok {
					continue // the file's doc comment and name
				}
				if i >= len(file.Decls) || file.Decls[i] != d {
					break // not the declarations: the rest without cursors
				}
				if !yield(d, c) {
					return
				}
				i++
			}
		}
		for _, d := range file.Decls[i:] {
			if !yield(d, inspector.Cursor{}) {
				return
			}
		}
	}
}
