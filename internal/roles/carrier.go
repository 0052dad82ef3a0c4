package roles

import (
	"fmt"
	"go/ast"
	"go/types"
	"sort"

	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// Problems are the findings reading a role produced, reported by the
// role's owning analyzer through [Package.Report]. Each has its kind's ID
// (package kinds) as its Category.
type Problems []analysis.Diagnostic

// rangef records a finding of the given kind over rng, as
// analysis.Pass.ReportRangef would.
func (p *Problems) rangef(kind string, rng analysis.Range, format string, args ...any) {
	*p = append(*p, analysis.Diagnostic{Pos: rng.Pos(), End: rng.End(), Category: kind, Message: fmt.Sprintf(format, args...)})
}

// Carrier is the //clampvet:carrier func declared in the package.
type Carrier struct {
	Decl *ast.FuncDecl
	// Func is the declared func; nil when the package is not type-checked
	// (only with RunDespiteErrors), and then nothing else is read.
	Func *types.Func
	// Source is the clamp source; nil when it cannot be read.
	Source *Source
	// Problems say why the source cannot be read (clampseats reports them).
	Problems Problems
	info     CarrierInfo
}

// Info is the carrier as the [Visible] fact records it.
func (c *Carrier) Info() CarrierInfo { return c.info }

// Param is the carrier's one parameter, the clamp source; nil when the
// source cannot be read.
func (c *Carrier) Param() *types.Var {
	if c.Source == nil {
		return nil
	}
	return c.Func.Signature().Params().At(0)
}

// Source is a clamp source type: a named struct whose fields are the seats.
type Source struct {
	Obj   *types.TypeName
	Named *types.Named
	// Seats are the source's fields, one per seat, in declaration order.
	Seats []*types.Var
}

// Names returns the seat names in declaration order.
func (s *Source) Names() []string {
	out := make([]string, len(s.Seats))
	for i, f := range s.Seats {
		out[i] = f.Name()
	}
	return out
}

// readCarrier reads the carrier and its source under the carrier rule of
// the package documentation.
func readCarrier(pass *analysis.Pass, f directive.Found) *Carrier {
	c := &Carrier{Decl: f.Func, info: CarrierInfo{Decl: localDecl(pass, f.Name)}}
	fn, ok := pass.TypesInfo.Defs[f.Name].(*types.Func)
	if !ok {
		return c
	}
	c.Func = fn
	c.Source = carrierSource(pass, f.Func, fn.Signature(), &c.Problems)
	if c.Source != nil {
		c.info.Source = types.TypeString(c.Source.Named, (*types.Package).Name)
		c.info.Seats = c.Source.Names()
		sort.Strings(c.info.Seats)
	}
	return c
}

// Fact is the carrier's object fact; Func must be non-nil.
func (c *Carrier) Fact() *CarrierFact {
	f := &CarrierFact{HasResults: c.Func.Signature().Results().Len() > 0}
	if s := c.Source; s != nil {
		f.Source = s.Obj.Pkg().Path() + "." + s.Obj.Name()
		f.Seats = s.Names()
	}
	return f
}

// carrierSource reads the source type from the carrier's one parameter,
// recording every shape it cannot read.
func carrierSource(pass *analysis.Pass, decl *ast.FuncDecl, sig *types.Signature, probs *Problems) *Source {
	name := decl.Name.Name
	switch {
	case sig.TypeParams().Len() > 0:
		probs.rangef(kinds.CarrierSignature, decl.Type.TypeParams, "carrier %s is generic: expected a plain func of one source struct of this package", name)
		return nil
	case sig.Params().Len() != 1:
		probs.rangef(kinds.CarrierSignature, decl.Type.Params, "carrier %s has %d parameters: expected one, a source struct of this package", name, sig.Params().Len())
		return nil
	case sig.Variadic():
		probs.rangef(kinds.CarrierSignature, decl.Type.Params, "carrier %s has a variadic parameter: expected one, a source struct of this package", name)
		return nil
	}
	at := decl.Type.Params.List[0].Type // the parameter's type, where its shape is written
	named := sourceType(pass, name, at, sig.Params().At(0).Type(), probs)
	if named == nil {
		return nil
	}
	return sourceFields(pass, name, at, named, probs)
}

// sourceType returns the parameter type t as a non-generic named struct
// type declared in the package under analysis, or records why it is not.
func sourceType(pass *analysis.Pass, name string, at ast.Expr, t types.Type, probs *Problems) *types.Named {
	if alias, ok := t.(*types.Alias); ok {
		if n, ok := types.Unalias(alias).(*types.Named); ok && n.Obj().Pkg() != pass.Pkg {
			probs.rangef(kinds.CarrierSourceType, at, "carrier %s parameter type %s aliases %s of another package: declare the source here", name, typeString(pass.Pkg, alias), typeString(pass.Pkg, n))
			return nil
		}
	}
	named, ok := types.Unalias(t).(*types.Named)
	switch {
	case !ok:
		probs.rangef(kinds.CarrierSourceType, at, "carrier %s parameter has type %s: expected a named struct of this package", name, typeString(pass.Pkg, t))
		return nil
	case named.Obj().Pkg() != pass.Pkg:
		probs.rangef(kinds.CarrierSourceType, at, "carrier %s parameter type %s is declared in another package: declare the source here", name, typeString(pass.Pkg, named))
		return nil
	case named.TypeArgs().Len() > 0 || named.TypeParams().Len() > 0:
		probs.rangef(kinds.CarrierSourceType, at, "carrier %s parameter type %s is generic: expected a non-generic struct type", name, typeString(pass.Pkg, named))
		return nil
	}
	if _, ok := named.Underlying().(*types.Struct); !ok {
		probs.rangef(kinds.CarrierSourceType, at, "carrier %s parameter type %s is not a struct but %s: expected a struct of seats", name, typeString(pass.Pkg, named), typeString(pass.Pkg, named.Underlying()))
		return nil
	}
	return named
}

// sourceFields reads the seats of a source type, recording every field a
// keyed literal in another package could not name.
func sourceFields(pass *analysis.Pass, name string, at ast.Expr, named *types.Named, probs *Problems) *Source {
	st := named.Underlying().(*types.Struct)
	src := typeString(pass.Pkg, named)
	if st.NumFields() == 0 {
		probs.rangef(kinds.CarrierSourceFields, at, "source %s of carrier %s has no fields: expected one field per seat", src, name)
		return nil
	}
	s := &Source{Obj: named.Obj(), Named: named}
	readable := true
	for i := range st.NumFields() {
		f := st.Field(i)
		switch {
		case f.Embedded():
			probs.rangef(kinds.CarrierSourceFields, at, "source %s of carrier %s embeds %s: expected named fields, one per seat", src, name, typeString(pass.Pkg, f.Type()))
			readable = false
		case f.Name() == "_":
			probs.rangef(kinds.CarrierSourceFields, at, "source %s of carrier %s has a blank field: name every field, one per seat", src, name)
			readable = false
		case named.Obj().Exported() && !f.Exported():
			probs.rangef(kinds.CarrierSourceFields, at, "exported source %s of carrier %s has unexported seat %s: export the field", src, name, f.Name())
			readable = false
		}
		s.Seats = append(s.Seats, f)
	}
	if !readable {
		return nil
	}
	return s
}

// typeString names t for a message: qualified by package name, not path,
// and unqualified in package pkg.
func typeString(pkg *types.Package, t types.Type) string {
	return types.TypeString(t, ByName(pkg))
}

// ByName qualifies types as a reader writes them in package pkg: bare for
// pkg's own, by package name for the others.
func ByName(pkg *types.Package) types.Qualifier {
	return func(p *types.Package) string {
		if p == pkg {
			return ""
		}
		return p.Name()
	}
}
