package summary

import (
	"cmp"
	"go/types"
	"slices"

	"golang.org/x/tools/go/analysis"
)

// Table holds the summaries one pass reads and writes: those of other
// packages' declarations, imported once each, and those of the package's
// own, built up by every part of the analysis and exported together at the
// end ([Table.Export]).
type Table struct {
	pass     *analysis.Pass
	local    map[types.Object]*Summary
	imported map[types.Object]*Summary // nil: no fact
}

// NewTable returns the table of pass.
func NewTable(pass *analysis.Pass) *Table {
	return &Table{pass: pass, local: map[types.Object]*Summary{}, imported: map[types.Object]*Summary{}}
}

// Of returns the summary of obj, or nil: another package's from its fact,
// the package's own as built so far. The caller only reads it.
func (t *Table) Of(obj types.Object) *Summary {
	if obj == nil || obj.Pkg() == nil {
		return nil
	}
	if obj.Pkg() == t.pass.Pkg {
		return t.local[obj]
	}
	s, ok := t.imported[obj]
	if !ok {
		s = new(Summary)
		if !t.pass.ImportObjectFact(obj, s) {
			s = nil
		}
		t.imported[obj] = s
	}
	return s
}

// Imported returns the summary of obj when obj belongs to another package.
func (t *Table) Imported(obj types.Object) *Summary {
	if obj == nil || obj.Pkg() == nil || obj.Pkg() == t.pass.Pkg {
		return nil
	}
	return t.Of(obj)
}

// Edit returns the summary of obj, a declaration of the package, to write.
func (t *Table) Edit(obj types.Object) *Summary {
	s := t.local[obj]
	if s == nil {
		s = new(Summary)
		t.local[obj] = s
	}
	return s
}

// Export exports every summary of the package that says something, in
// position order.
func (t *Table) Export() {
	objs := make([]types.Object, 0, len(t.local))
	for obj, s := range t.local {
		if !s.Empty() {
			objs = append(objs, obj)
		}
	}
	slices.SortFunc(objs, func(a, b types.Object) int { return cmp.Compare(a.Pos(), b.Pos()) })
	for _, obj := range objs {
		t.pass.ExportObjectFact(obj, t.local[obj])
	}
}
