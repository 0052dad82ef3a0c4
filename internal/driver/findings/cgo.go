package findings

import (
	"bytes"
	"go/ast"
	"go/token"
	"sync"

	"github.com/sema-agent/clampvet/internal/modpath"
	"golang.org/x/tools/go/analysis"
)

// In a package that imports "C", drivers analyze cmd/cgo's rewritten copy
// of each such file (in the build cache under go/packages, in go vet's
// work directory under go vet), whose //line directives map positions back
// to the .go file a person edits. A position's line and column follow the
// directives; its offset, and the file a suggested fix's edit addresses,
// do not: every x/tools driver would write the fix into cgo's copy (or,
// under go vet, at an offset of the copy into the source file).
//
// CgoFixes moves each edit of a fix into the source file, at the offset
// the edited text has there, when the mapping is exact: the lines of both
// ends are the same bytes in the copy and in the source (cgo rewrites only
// the lines that mention C, and marks each rewrite with a /*line*/
// comment, so such a line never matches), and so is the replaced text. A
// fix with one edit that does not map exactly is dropped whole: no fix is
// better than one that edits the wrong bytes.

// CgoFixes returns d with the suggested fixes that edit cgo's output of a
// file of files addressed to the source file, and those that cannot be
// dropped. The source file is added to fset (once per name) so that the
// edits' positions are positions in it; read reads the source file and
// cgo's copy.
func CgoFixes(fset *token.FileSet, files []*ast.File, d analysis.Diagnostic, read func(string) ([]byte, error)) analysis.Diagnostic {
	if len(d.SuggestedFixes) == 0 {
		return d
	}
	cgoFiles := make(map[*token.File]bool)
	for _, f := range files {
		if modpath.CgoOutput(f) {
			cgoFiles[fset.File(f.FileStart)] = true
		}
	}
	if len(cgoFiles) == 0 {
		return d
	}
	var fixes []analysis.SuggestedFix
	for _, fix := range d.SuggestedFixes {
		edits, ok := make([]analysis.TextEdit, 0, len(fix.TextEdits)), true
		for _, e := range fix.TextEdits {
			if !cgoFiles[fset.File(e.Pos)] {
				edits = append(edits, e)
				continue
			}
			var moved analysis.TextEdit
			if moved, ok = moveEdit(fset, e, read); !ok {
				break
			}
			edits = append(edits, moved)
		}
		if ok {
			fix.TextEdits = edits
			fixes = append(fixes, fix)
		}
	}
	d.SuggestedFixes = fixes
	return d
}

// moveEdit addresses e, an edit of cgo's copy, to the source file, or
// reports false when the mapping is not exact.
func moveEdit(fset *token.FileSet, e analysis.TextEdit, read func(string) ([]byte, error)) (analysis.TextEdit, bool) {
	end := e.End
	if !end.IsValid() {
		end = e.Pos
	}
	rawPos, rawEnd := fset.PositionFor(e.Pos, false), fset.PositionFor(end, false)
	pos, endPos := fset.PositionFor(e.Pos, true), fset.PositionFor(end, true)
	if pos.Filename != endPos.Filename || pos.Filename == rawPos.Filename || !pos.IsValid() {
		return e, false
	}
	copyText, err1 := read(rawPos.Filename)
	src, err2 := read(pos.Filename)
	if err1 != nil || err2 != nil {
		return e, false
	}
	start, ok1 := sameLine(copyText, rawPos, src, pos)
	stop, ok2 := sameLine(copyText, rawEnd, src, endPos)
	if !ok1 || !ok2 || stop < start || !bytes.Equal(copyText[rawPos.Offset:rawEnd.Offset], src[start:stop]) {
		return e, false
	}
	file := sourceFile(fset, pos.Filename, src)
	if file == nil {
		return e, false
	}
	return analysis.TextEdit{Pos: file.Pos(start), End: file.Pos(stop), NewText: e.NewText}, true
}

// sameLine returns the offset in src of the position p of cgo's copy
// (raw) and of the source (adj), when the whole line holding it is the
// same bytes in both, so that the column means the same offset.
func sameLine(copyText []byte, raw token.Position, src []byte, adj token.Position) (int, bool) {
	if raw.Column != adj.Column {
		return 0, false
	}
	a, okA := lineAt(copyText, raw.Line)
	b, okB := lineAt(src, adj.Line)
	if !okA || !okB || !bytes.Equal(copyText[a[0]:a[1]], src[b[0]:b[1]]) || raw.Offset != a[0]+raw.Column-1 {
		return 0, false
	}
	off := b[0] + adj.Column - 1
	return off, off <= b[1]
}

// lineAt returns the byte range of line n (1-based) of text, without its
// newline.
func lineAt(text []byte, n int) ([2]int, bool) {
	start := 0
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(text[start:], '\n')
		if j < 0 {
			return [2]int{}, false
		}
		start += j + 1
	}
	end := len(text)
	if j := bytes.IndexByte(text[start:], '\n'); j >= 0 {
		end = start + j
	}
	return [2]int{start, end}, true
}

var sources = struct {
	sync.Mutex
	files map[*token.FileSet]map[string]*token.File
}{files: make(map[*token.FileSet]map[string]*token.File)}

// sourceFile returns the token.File of fset that stands for the source
// file name with content src, adding it on first use. A file of that name
// added earlier with another size (the file changed under the run) is no
// file to address.
func sourceFile(fset *token.FileSet, name string, src []byte) *token.File {
	sources.Lock()
	defer sources.Unlock()
	byName := sources.files[fset]
	if byName == nil {
		byName = make(map[string]*token.File)
		sources.files[fset] = byName
	}
	f := byName[name]
	if f == nil {
		f = fset.AddFile(name, -1, len(src))
		f.SetLinesForContent(src)
		byName[name] = f
	}
	if f.Size() != len(src) {
		return nil
	}
	return f
}
