package clampseats

import (
	"go/ast"
	"go/token"
	"go/types"
	"strings"
)

// checkCarrier checks the carrier's shape and that its body reads every
// seat, exports carrierFact (and sourceFact when the source is readable)
// and returns the local source, or nil when its shape cannot be read.
func (c *checker) checkCarrier(decl *ast.FuncDecl) *source {
	pass := c.pass
	fn, ok := pass.TypesInfo.Defs[decl.Name].(*types.Func)
	if !ok {
		return nil // not type-checked (only with RunDespiteErrors)
	}
	sig := fn.Signature()
	fact := &carrierFact{HasResults: sig.Results().Len() > 0}
	c.carriers[fn] = fact
	defer pass.ExportObjectFact(fn, fact)

	src := c.carrierSource(decl, sig)
	if src == nil {
		return nil
	}
	fact.Source = src.obj.Pkg().Path() + "." + src.obj.Name()
	fact.Seats = src.names()
	c.sources[src.obj] = src
	pass.ExportObjectFact(src.obj, &sourceFact{Seats: src.names()})

	c.checkReads(decl, sig.Params().At(0), src)
	return src
}

// carrierSource reads the source type from the carrier's one parameter,
// reporting every shape it cannot read.
func (c *checker) carrierSource(decl *ast.FuncDecl, sig *types.Signature) *source {
	pass := c.pass
	name := decl.Name.Name
	pkg := pass.Pkg.Path()
	switch {
	case sig.TypeParams().Len() > 0:
		pass.ReportRangef(decl.Type.TypeParams, "carrier %s is generic: expected a plain func whose one parameter is a named struct type declared in package %s", name, pkg)
		return nil
	case sig.Params().Len() != 1:
		pass.ReportRangef(decl.Type.Params, "carrier %s has %d parameters: expected exactly one, a named struct type declared in package %s whose fields are the seats", name, sig.Params().Len(), pkg)
		return nil
	case sig.Variadic():
		pass.ReportRangef(decl.Type.Params, "carrier %s has a variadic parameter: expected one parameter of a named struct type declared in package %s", name, pkg)
		return nil
	}

	param := sig.Params().At(0)
	at := decl.Type.Params.List[0].Type // the parameter's type, where its shape is written
	pt := param.Type()
	if alias, ok := pt.(*types.Alias); ok {
		if n, ok := types.Unalias(alias).(*types.Named); ok && n.Obj().Pkg() != pass.Pkg {
			pass.ReportRangef(at, "carrier %s parameter type %s is an alias of %s, declared in another package: expected a named struct type declared in package %s", name, c.typeString(alias), c.qualified(n), pkg)
			return nil
		}
	}
	named, ok := types.Unalias(pt).(*types.Named)
	if !ok {
		pass.ReportRangef(at, "carrier %s parameter has type %s: expected a named struct type declared in package %s (not a pointer, slice, map, interface or unnamed struct)", name, c.typeString(pt), pkg)
		return nil
	}
	if named.Obj().Pkg() != pass.Pkg {
		pass.ReportRangef(at, "carrier %s parameter type %s is declared in another package: expected a named struct type declared in package %s", name, c.qualified(named), pkg)
		return nil
	}
	if named.TypeArgs().Len() > 0 || named.TypeParams().Len() > 0 {
		pass.ReportRangef(at, "carrier %s parameter type %s is generic: expected a non-generic named struct type", name, c.typeString(named))
		return nil
	}
	st, ok := named.Underlying().(*types.Struct)
	if !ok {
		pass.ReportRangef(at, "carrier %s parameter type %s is not a struct (its underlying type is %s): expected a named struct type whose fields are the seats", name, c.typeString(named), c.typeString(named.Underlying()))
		return nil
	}
	if st.NumFields() == 0 {
		pass.ReportRangef(at, "source %s of carrier %s has no fields: expected one field per seat", c.typeString(named), name)
		return nil
	}
	src := &source{obj: named.Obj(), named: named}
	readable := true
	for i := range st.NumFields() {
		f := st.Field(i)
		switch {
		case f.Embedded():
			pass.ReportRangef(at, "source %s of carrier %s embeds %s: expected named fields, one per seat", c.typeString(named), name, c.typeString(f.Type()))
			readable = false
		case f.Name() == "_":
			pass.ReportRangef(at, "source %s of carrier %s has a blank field: expected named fields, one per seat (a keyed literal cannot name _)", c.typeString(named), name)
			readable = false
		case named.Obj().Exported() && !f.Exported():
			pass.ReportRangef(at, "exported source %s of carrier %s has unexported seat %s: other packages cannot name it in a keyed literal; export the field", c.typeString(named), name, f.Name())
			readable = false
		}
		src.seats = append(src.seats, f)
	}
	if !readable {
		return nil
	}
	return src
}

// checkReads reports each seat that the carrier's body does not read.
//
// A seat is read when a selector param.Seat appears anywhere in the body
// except as the target (or the root of the target, as in param.Seat.X or
// param.Seat[i]) of an assignment, an increment or decrement, or a range
// clause with "=": there the seat's value is overwritten or updated in
// place, not carried. Taking its address (&param.Seat) counts as a read,
// since the carrier may read through the pointer. Passing the whole
// parameter to a helper does not read any seat: the carrier's own body
// must show each one.
func (c *checker) checkReads(decl *ast.FuncDecl, param *types.Var, src *source) {
	pass := c.pass
	name := decl.Name.Name
	if param.Name() == "" || param.Name() == "_" {
		how := "unnamed"
		if param.Name() == "_" {
			how = "named _"
		}
		for _, f := range src.seats {
			pass.ReportRangef(decl.Name, "carrier %s does not read seat %s: its source parameter is %s; name it and read each seat", name, f.Name(), how)
		}
		return
	}

	written := make(map[*ast.SelectorExpr]bool)
	markTarget := func(e ast.Expr) {
		// Strip the path down to the selector on the parameter.
		for {
			switch x := ast.Unparen(e).(type) {
			case *ast.SelectorExpr:
				if id, ok := ast.Unparen(x.X).(*ast.Ident); ok && pass.TypesInfo.Uses[id] == param {
					written[x] = true
					return
				}
				e = x.X
			case *ast.IndexExpr:
				e = x.X
			default:
				return
			}
		}
	}
	read := make(map[*types.Var]bool)
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt:
			for _, lhs := range n.Lhs {
				markTarget(lhs)
			}
		case *ast.IncDecStmt:
			markTarget(n.X)
		case *ast.RangeStmt:
			if n.Tok == token.ASSIGN {
				if n.Key != nil {
					markTarget(n.Key)
				}
				if n.Value != nil {
					markTarget(n.Value)
				}
			}
		case *ast.SelectorExpr:
			if written[n] {
				return true
			}
			id, ok := ast.Unparen(n.X).(*ast.Ident)
			if !ok || pass.TypesInfo.Uses[id] != param {
				return true
			}
			if sel, ok := pass.TypesInfo.Selections[n]; ok && sel.Kind() == types.FieldVal {
				if f, ok := sel.Obj().(*types.Var); ok {
					read[f] = true
				}
			}
		}
		return true
	})
	for _, f := range src.seats {
		if !read[f] {
			pass.ReportRangef(decl.Name, "carrier %s does not read seat %s: read %s.%s in its body so the seat travels", name, f.Name(), param.Name(), f.Name())
		}
	}
}

// qualified names a named type with its package path, for findings about
// types of other packages.
func (c *checker) qualified(n *types.Named) string {
	var b strings.Builder
	if p := n.Obj().Pkg(); p != nil {
		b.WriteString(p.Path())
		b.WriteByte('.')
	}
	b.WriteString(n.Obj().Name())
	return b.String()
}
