package clampseats

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/exprshape"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// checkLiteral checks a composite literal: a source literal must be keyed
// and name every seat; a literal of another struct or of an array must not
// leave a source zero by omitting a field or an element.
func (c *checker) checkLiteral(lit *ast.CompositeLit) {
	if positionalSlice(lit) {
		return
	}
	t := c.pass.TypesInfo.TypeOf(lit)
	if t == nil {
		return
	}
	if lit.Type == nil {
		// An elided &T{...} in []*T{{...}} is recorded as *T.
		if p, ok := types.Unalias(t).(*types.Pointer); ok {
			t = p.Elem()
		}
	}
	if s := c.sourceOf(t); s != nil {
		if !c.isRestricting(lit) {
			c.checkSourceLiteral(lit, s)
		}
		return
	}
	if _, ok := types.Unalias(t).(*types.TypeParam); ok {
		return
	}
	switch u := t.Underlying().(type) {
	case *types.Struct:
		if len(lit.Elts) > 0 {
			if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); !keyed {
				return // an unkeyed struct literal gives every field
			}
		}
		for _, i := range c.holdingFields(u) {
			f := u.Field(i)
			if s := c.zeroHolds(f.Type()); !hasKey(lit, f.Name()) {
				c.reportf(lit, kinds.SourceZeroValue, "%s literal omits field %s, leaving a zero %s: set %s to a keyed literal",
					c.typeString(t), f.Name(), c.typeString(s.Named), f.Name())
			}
		}
	case *types.Array:
		// Indices are distinct (the compiler checks), so fewer elements
		// than the length leaves the rest zero.
		if int64(len(lit.Elts)) < u.Len() {
			c.checkGaps(lit, t, u.Elem(), u.Len())
		}
	case *types.Slice:
		// An index key can skip elements: []T{2: x} has three.
		if n := c.sliceLen(lit); int64(len(lit.Elts)) < n {
			c.checkGaps(lit, t, u.Elem(), n)
		}
	}
}

// isRestricting reports whether lit initializes the package's
// //clampvet:restricting var: it names only the seats that have a
// restricting value, and the roles read its shape.
func (c *checker) isRestricting(lit *ast.CompositeLit) bool {
	r := c.roles.Restricting
	return r != nil && r.Found.Value != nil && ast.Unparen(r.Found.Value) == ast.Expr(lit)
}

// positionalSlice reports whether lit is written []T{...} with no keyed
// element. Its type is then an unnamed slice, which is no source, and it
// has exactly its elements (no gap left zero): checkLiteral has nothing to
// report, and is spared the lookup of its type, which only the Types map
// (keyed by interface, and far larger than Uses) records for such a
// literal. An engine writes thousands of []string{...}.
func positionalSlice(lit *ast.CompositeLit) bool {
	at, ok := lit.Type.(*ast.ArrayType)
	if !ok || at.Len != nil {
		return false
	}
	for _, e := range lit.Elts {
		if _, keyed := e.(*ast.KeyValueExpr); keyed {
			return false
		}
	}
	return true
}

// holdingFields returns the indices of the fields of st whose zero value
// is or holds a source (see zeroHolds), in field order, computed once per
// struct type: a package builds literals of the same few structs many
// times, and most hold no source.
func (c *checker) holdingFields(st *types.Struct) []int {
	if idx, ok := c.fields[st]; ok {
		return idx
	}
	var idx []int
	for i := range st.NumFields() {
		if c.zeroHolds(st.Field(i).Type()) != nil {
			idx = append(idx, i)
		}
	}
	c.fields[st] = idx
	return idx
}

// checkGaps reports an array or slice literal of n elements that gives
// fewer, when the elements left zero hold a source.
func (c *checker) checkGaps(lit *ast.CompositeLit, t, elem types.Type, n int64) {
	if s := c.zeroHolds(elem); s != nil {
		src := c.typeString(s.Named)
		c.reportf(lit, kinds.SourceZeroValue, "%s literal gives %d of %d elements, leaving zero %s values: write every element",
			c.typeString(t), len(lit.Elts), n, src)
	}
}

// sliceLen returns the length of a slice literal: one past its largest
// index, positional elements following the previous index.
func (c *checker) sliceLen(lit *ast.CompositeLit) int64 {
	var n, next int64
	for _, e := range lit.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if v := c.pass.TypesInfo.Types[kv.Key].Value; v != nil {
				if i, ok := constant.Int64Val(constant.ToInt(v)); ok {
					next = i
				}
			}
		}
		next++
		n = max(n, next)
	}
	return n
}

// hasKey reports whether a keyed struct literal gives the named field.
func hasKey(lit *ast.CompositeLit, name string) bool {
	return keyIndex(lit, name, 0) >= 0
}

// keyIndex returns the index of the element of a keyed struct literal that
// gives the named field, or -1. It scans every element once, from index
// from and around: a literal that lists its keys in field order, the usual
// case, answers each field at the first element it reads. A linear scan:
// literals are short, and this runs on every literal of a package that
// takes part.
func keyIndex(lit *ast.CompositeLit, name string, from int) int {
	n := len(lit.Elts)
	for k := range n {
		i := (from + k) % n
		if kv, ok := lit.Elts[i].(*ast.KeyValueExpr); ok {
			if id, ok := kv.Key.(*ast.Ident); ok && id.Name == name {
				return i
			}
		}
	}
	return -1
}

// checkSourceLiteral checks a literal of a source type.
func (c *checker) checkSourceLiteral(lit *ast.CompositeLit, s *roles.Source) {
	pass := c.pass
	if len(lit.Elts) == 0 {
		name := c.typeString(s.Named)
		pass.Report(analysis.Diagnostic{
			Pos:      lit.Pos(),
			End:      lit.End(),
			Category: kinds.SourceLiteralOmitsSeat,
			Message:  fmt.Sprintf("empty %s literal: name every seat (%s), zero values included", name, strings.Join(s.Names(), ", ")),
		})
		return
	}
	if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); !keyed {
		name := c.typeString(s.Named)
		pass.Report(analysis.Diagnostic{
			Pos:            lit.Pos(),
			End:            lit.End(),
			Category:       kinds.SourceLiteralUnkeyed,
			Message:        fmt.Sprintf("unkeyed %s literal: name every seat with its key (%s)", name, strings.Join(s.Names(), ", ")),
			SuggestedFixes: c.keyFix(lit, s),
		})
		return
	}
	var omitted []*types.Var
	next := 0 // where the next seat's key is, when keys are in seat order
	for _, f := range s.Seats {
		if i := keyIndex(lit, f.Name(), next); i >= 0 {
			next = i + 1
		} else {
			omitted = append(omitted, f)
		}
	}
	if len(omitted) == 0 {
		return
	}
	name := c.typeString(s.Named)
	seats := "seat"
	if len(omitted) > 1 {
		seats = "seats"
	}
	pass.Report(analysis.Diagnostic{
		Pos:            lit.Pos(),
		End:            lit.End(),
		Category:       kinds.SourceLiteralOmitsSeat,
		Message:        fmt.Sprintf("%s literal omits %s %s: name every seat, zero values included", name, seats, joinNames(omitted)),
		SuggestedFixes: c.carryFix(lit, s, omitted),
	})
}

func joinNames(vs []*types.Var) string {
	names := make([]string, len(vs))
	for i, v := range vs {
		names[i] = v.Name()
	}
	return strings.Join(names, ", ")
}

// keyFix turns an unkeyed source literal into a keyed one. An unkeyed
// struct literal gives every field in order (the compiler checks), so
// element i is seat i.
func (c *checker) keyFix(lit *ast.CompositeLit, s *roles.Source) []analysis.SuggestedFix {
	if len(lit.Elts) != len(s.Seats) {
		return nil
	}
	var edits []analysis.TextEdit
	for i, e := range lit.Elts {
		f := s.Seats[i]
		if !f.Exported() && f.Pkg() != c.pass.Pkg {
			return nil
		}
		edits = append(edits, analysis.TextEdit{Pos: e.Pos(), End: e.Pos(), NewText: []byte(f.Name() + ": ")})
	}
	return []analysis.SuggestedFix{{Message: "name each seat with its key", TextEdits: edits}}
}

// checkVarSpec reports a var declared without an initializer whose zero
// value is or holds a source.
func (c *checker) checkVarSpec(spec *ast.ValueSpec) {
	if len(spec.Values) > 0 || spec.Type == nil {
		return
	}
	t := c.pass.TypesInfo.TypeOf(spec.Type)
	if t == nil {
		return
	}
	s := c.zeroHolds(t)
	if s == nil {
		return
	}
	for _, id := range spec.Names {
		if id.Name != "_" {
			c.reportf(id, kinds.SourceZeroValue, "var %s %s: initialize it with keyed literals",
				id.Name, c.zeroPhrase(t, s))
		}
	}
}

// checkNamedResults reports named results whose zero value is or holds a
// source: like a var without initializer, they start as a source that
// names no seat.
func (c *checker) checkNamedResults(ft *ast.FuncType) {
	if ft.Results == nil {
		return
	}
	for _, field := range ft.Results.List {
		if len(field.Names) == 0 {
			continue
		}
		t := c.pass.TypesInfo.TypeOf(field.Type)
		if t == nil {
			continue
		}
		s := c.zeroHolds(t)
		if s == nil {
			continue
		}
		for _, id := range field.Names {
			if id.Name != "_" {
				c.reportf(id, kinds.SourceZeroValue, "named result %s %s: return keyed literals instead",
					id.Name, c.zeroPhrase(t, s))
			}
		}
	}
}

// zeroPhrase describes a zero value of type t that is or holds source s.
func (c *checker) zeroPhrase(t types.Type, s *roles.Source) string {
	src := c.typeString(s.Named)
	if types.Identical(types.Unalias(t), s.Named) {
		return fmt.Sprintf("is a zero %s, naming no seat", src)
	}
	return fmt.Sprintf("of type %s holds a zero %s", c.typeString(t), src)
}

// checkCall checks new, make and conversions.
func (c *checker) checkCall(call *ast.CallExpr) {
	// One lookup in Uses settles nearly every call: a func, a method or a
	// var of func type is no conversion and no builtin. It spares the
	// lookup in Types, a map keyed by interface and far larger.
	switch obj := usedObject(c.pass.TypesInfo, call.Fun).(type) {
	case *types.Func, *types.Var:
		return
	case *types.Builtin:
		if _, ok := ast.Unparen(call.Fun).(*ast.Ident); ok {
			c.checkBuiltin(call, obj)
		}
		return
	}
	if tv, ok := c.pass.TypesInfo.Types[call.Fun]; ok && tv.IsType() {
		c.checkConversion(call, tv.Type)
	}
}

// usedObject is the object fun names when it is an identifier or a
// selector (its Sel), else nil.
func usedObject(info *types.Info, fun ast.Expr) types.Object {
	switch f := ast.Unparen(fun).(type) {
	case *ast.Ident:
		return info.Uses[f]
	case *ast.SelectorExpr:
		return info.Uses[f.Sel]
	}
	return nil
}

// checkBuiltin checks a call of new or make.
func (c *checker) checkBuiltin(call *ast.CallExpr, b *types.Builtin) {
	info := c.pass.TypesInfo
	if len(call.Args) == 0 {
		return
	}
	arg := info.Types[call.Args[0]]
	if !arg.IsType() {
		return // new(expr) (Go 1.26) copies a value checked where it is built
	}
	switch b.Name() {
	case "new":
		if s := c.zeroHolds(arg.Type); s != nil {
			src := c.typeString(s.Named)
			c.reportf(call, kinds.SourceZeroValue, "new(%s) makes a zero %s, naming no seat: use &%s{...} naming every seat", c.typeString(arg.Type), src, src)
		}
	case "make":
		c.checkMake(call, arg.Type)
	}
}

// checkMake reports make of a slice of n > 0 elements whose zero value
// is or holds a source.
func (c *checker) checkMake(call *ast.CallExpr, t types.Type) {
	info := c.pass.TypesInfo
	slice, ok := t.Underlying().(*types.Slice)
	if !ok || len(call.Args) < 2 {
		return
	}
	s := c.zeroHolds(slice.Elem())
	if s == nil {
		return
	}
	if n := info.Types[call.Args[1]]; n.Value != nil && constant.Sign(n.Value) == 0 {
		return
	}
	src := c.typeString(s.Named)
	c.reportf(call, kinds.SourceZeroValue, "make(%s, %s) makes zero %s values: use length 0 and append keyed literals",
		c.typeString(t), exprshape.Source(call.Args[1]), src)
}

// checkConversion reports a conversion that makes a source (or a pointer
// to one) out of a value of another type.
func (c *checker) checkConversion(call *ast.CallExpr, target types.Type) {
	if len(call.Args) != 1 {
		return
	}
	from := c.pass.TypesInfo.TypeOf(call.Args[0])
	if from == nil || types.Identical(from, target) {
		return
	}
	if s := c.sourceOf(target); s != nil {
		src := c.typeString(s.Named)
		c.reportf(call, kinds.SourceConversion, "conversion to %s from %s names no seat: write a keyed %s literal", src, c.typeString(from), src)
		return
	}
	ptr, ok := types.Unalias(target).Underlying().(*types.Pointer)
	if !ok {
		return
	}
	s := c.sourceOf(ptr.Elem())
	if s == nil {
		return
	}
	if b, ok := from.(*types.Basic); ok && b.Kind() == types.UntypedNil {
		return
	}
	if fp, ok := from.Underlying().(*types.Pointer); ok && types.Identical(fp.Elem(), ptr.Elem()) {
		return // a pointer to a source under another pointer type's name
	}
	src := c.typeString(s.Named)
	c.reportf(call, kinds.SourceConversion, "conversion to %s from %s names no seat: point at a keyed %s literal", c.typeString(target), c.typeString(from), src)
}
