package flowrules

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
)

// A constructor table is a package-level variable initialized by a table
// of func literals (roles.TableLits: a map, slice, array or struct
// literal, at any depth) one of which calls a carrier. Every literal of it
// is then a constructor: its clamps are followed like a declared one's
// (the literals are built with the table), one that calls no carrier is a
// finding, and the table must stay the literal it is declared with, in
// every package, so that a func read from it is one of those literals (or
// nil: a call of it panics and starts nothing). That is what lets the
// census accept a spec a call through the table returns.

// declaredTables records and exports the constructor tables of one var
// declaration, and sets aside the findings at their literals that call no
// carrier (reported by tableWrites).
func (s *scan) declaredTables(gd *ast.GenDecl, dcur inspector.Cursor) {
	for v, lits := range roles.TableLits(s.pass.TypesInfo, gd) {
		var bare []*ast.FuncLit
		for _, lit := range lits {
			if !s.callsCarrier(lit, dcur) {
				bare = append(bare, lit)
			}
		}
		if len(bare) == len(lits) {
			continue // no carrier call: a table of funcs, no constructor table
		}
		s.varKinds[v] = kTable
		s.anyTable = true
		s.tbl.Edit(v).Table = true
		for _, lit := range bare {
			s.bareEntries = append(s.bareEntries, analysis.Diagnostic{Pos: lit.Pos(), End: lit.Type.End(),
				Category: kinds.TableEntryWithoutCarrier,
				Message:  fmt.Sprintf("entry of constructor table %s calls no carrier: call one in it, or move it out of the table", v.Name())})
		}
	}
}

// tableWrites returns the findings of the uses of constructor tables,
// local or imported, that may change what the table holds: the table
// assigned, an entry assigned or its address taken, the table handed on
// as a value (a map or slice shares its entries) or sliced. Indexing it,
// ranging over it, and len and cap read it only.
func (s *scan) tableWrites() []analysis.Diagnostic {
	out := s.bareEntries
	if len(s.tableUses) == 0 {
		return out
	}
	in, _ := s.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	if in == nil {
		in = inspector.New(s.pass.Files)
	}
	for _, u := range s.tableUses {
		if s.inTest(u.id.Pos()) {
			continue
		}
		cur, ok := in.Root().FindByPos(u.id.Pos(), u.id.End())
		if !ok {
			continue
		}
		if what, at := tableUse(s.pass.TypesInfo, cur); what != "" {
			out = append(out, analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Category: kinds.ConstructorTableWritten,
				Message: fmt.Sprintf("constructor table %s %s: keep it as declared", s.varName(u.obj.(*types.Var)), what)})
		}
	}
	return out
}

// tableUse says how the use of a table at cur (its identifier) may change
// the table, with the node that does, or "" when it only reads it.
func tableUse(info *types.Info, cur inspector.Cursor) (string, ast.Node) {
	if sel, ok := cur.Parent().Node().(*ast.SelectorExpr); ok && sel.Sel == cur.Node() {
		cur = cur.Parent() // pkg.Table
	}
	cur, entry := entryOf(info, cur)
	e := cur.Node()
	switch p := cur.Parent().Node().(type) {
	case *ast.AssignStmt:
		for _, lhs := range p.Lhs {
			if lhs == e {
				return written(entry, "has an entry assigned", "is reassigned"), p
			}
		}
	case *ast.UnaryExpr:
		if p.Op == token.AND {
			return written(entry, "has an entry's address taken", "has its address taken"), p
		}
	case *ast.RangeStmt:
		if p.Key == e || p.Value == e {
			return written(entry, "has an entry assigned", "is reassigned"), p
		}
		if p.X == e {
			return "", nil
		}
	case *ast.CallExpr:
		if readsOnly(info, p) && !entry {
			return "", nil
		}
	}
	if entry {
		return "", nil
	}
	return "is used as a value", e
}

// entryOf climbs from cur, a table's expression, through the indexes and
// field selections that read an entry of it (at any depth) and the
// parentheses around them, and reports whether it read one.
func entryOf(info *types.Info, cur inspector.Cursor) (inspector.Cursor, bool) {
	entry := false
	for {
		switch p := cur.Parent().Node().(type) {
		case *ast.IndexExpr:
			if p.X != cur.Node() {
				return cur, entry
			}
		case *ast.SelectorExpr:
			if sel, ok := info.Selections[p]; !ok || p.X != cur.Node() || sel.Kind() != types.FieldVal {
				return cur, entry // a method of the table's type: a value use
			}
		case *ast.ParenExpr:
			cur = cur.Parent()
			continue
		default:
			return cur, entry
		}
		entry, cur = true, cur.Parent()
	}
}

// readsOnly reports whether call is of a builtin that cannot put a func in
// the table it is given: len and cap read it, delete and clear only take
// entries out (a call of a missing entry panics and starts nothing).
func readsOnly(info *types.Info, call *ast.CallExpr) bool {
	id, ok := ast.Unparen(call.Fun).(*ast.Ident)
	if !ok {
		return false
	}
	if _, builtin := info.Uses[id].(*types.Builtin); !builtin {
		return false
	}
	switch id.Name {
	case "len", "cap", "delete", "clear":
		return true
	}
	return false
}

// written is whatEntry when the use wrote an entry, else whatTable.
func written(entry bool, whatEntry, whatTable string) string {
	if entry {
		return whatEntry
	}
	return whatTable
}
