package roles

import (
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strconv"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// Table is the //clampvet:notcarried var declared in the package, with the
// positions findings about its rows are reported at.
type Table struct {
	Info     TableInfo
	Name     *ast.Ident
	KeyAt    map[string]ast.Expr // each row's key literal
	ReasonAt map[string]ast.Expr // each row's reason
	// Problems are the parts of the table that are not the expected shape
	// (notcarried reports them).
	Problems Problems
}

// readTable reads the not-carried table and records every part of it that
// is not the expected shape: a map literal whose keys and values are string
// literals. An identifier, a call or a concatenation is refused even when
// it is constant: the table is the written record of a decision, and a
// reader (like the analyzer) must see it where it is declared.
func readTable(pass *analysis.Pass, f directive.Found) *Table {
	t := &Table{
		Info:     TableInfo{Decl: localDecl(pass, f.Name)},
		Name:     f.Name,
		KeyAt:    make(map[string]ast.Expr),
		ReasonAt: make(map[string]ast.Expr),
	}
	const shape = "expected a map literal of seat name to reason"
	if f.Value == nil {
		t.Problems.rangef(kinds.NotCarriedTableShape, f.Name, "not-carried table %s has no initializer: %s", f.Name.Name, shape)
		return t
	}
	lit, ok := ast.Unparen(f.Value).(*ast.CompositeLit)
	if !ok || !isMap(pass.TypesInfo.TypeOf(lit)) {
		t.Problems.rangef(kinds.NotCarriedTableShape, f.Value, "not-carried table %s is initialized with %s: expected a map literal",
			f.Name.Name, exprshape.Describe(pass.TypesInfo, f.Value))
		return t
	}
	t.Info.Readable = true
	for _, elt := range lit.Elts {
		kv, ok := elt.(*ast.KeyValueExpr)
		if !ok { // a map literal always has keys; keep the guard for robustness
			t.Problems.rangef(kinds.NotCarriedTableShape, elt, "element of not-carried table %s has no key: %s", f.Name.Name, shape)
			t.Info.Readable = false
			continue
		}
		t.readRow(pass, kv)
	}
	sort.Slice(t.Info.Rows, func(i, j int) bool { return t.Info.Rows[i].Key < t.Info.Rows[j].Key })
	return t
}

// readRow reads one key: reason element.
func (t *Table) readRow(pass *analysis.Pass, kv *ast.KeyValueExpr) {
	name := t.Name.Name
	key, ok := exprshape.StringLit(kv.Key)
	if !ok {
		t.Problems.rangef(kinds.NotCarriedTableShape, kv.Key, "key %s of table %s is %s: write a string literal",
			exprshape.Source(kv.Key), name, exprshape.Shape(pass.TypesInfo, kv.Key))
		t.Info.Readable = false
		return
	}
	row := RowInfo{Key: key, Pos: posText(pass.Fset, kv.Key.Pos())}
	if reason, ok := exprshape.StringLit(kv.Value); ok {
		row.Reason = reason
	} else {
		row.Unread = exprshape.Describe(pass.TypesInfo, kv.Value)
		t.Problems.rangef(kinds.NotCarriedTableShape, kv.Value, "reason for seat %s in table %s is %s: write a string literal",
			SeatText(key), name, row.Unread)
	}
	t.KeyAt[key] = kv.Key
	t.ReasonAt[key] = kv.Value
	t.Info.Rows = append(t.Info.Rows, row)
}

func isMap(t types.Type) bool {
	if t == nil {
		return false
	}
	_, ok := t.Underlying().(*types.Map)
	return ok
}

// SeatText formats a table key for a finding: as written when it is an
// identifier (every seat name is), else quoted, so that a key such as "C "
// or "" is visible in the sentence instead of vanishing into it.
func SeatText(key string) string {
	if token.IsIdentifier(key) {
		return key
	}
	return strconv.Quote(key)
}
