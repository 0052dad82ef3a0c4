package constructors

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"slices"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/internal/steps"
	"golang.org/x/tools/go/analysis"
)

// checkComplete reports, at the registry, every declaration of a
// same-module package the registry's package sees that calls the
// registry's carrier itself and is named by no row, with a fix that adds
// its row: the registry is the closed, complete list of the constructors.
// Calling a registered constructor needs no row; test files are not
// indexed, so they are exempt.
//
// Only the registry's carrier counts. An engine may have several carriers,
// each with its own registry (a library's narrower carrier listed in the
// library's registry): a declaration that calls only another carrier is
// that carrier's registry's constructor, and its row here would be a
// finding of its own (row-calls-other-carrier). When the registry's
// carrier is undecided (several candidates: a finding at the registry
// already), no row can be proposed with confidence, so none is.
//
// r is the resolver checkRows has resolved
// every row with (nil when rows cannot be resolved). A declaration is
// listed when a row names it, in its file: the one row that spells it,
// which resolve finds and marks (r.isListed), since the row's directory,
// file and name are the declaration's package, file and name.
func checkComplete(pass *analysis.Pass, reg *roles.Registry, r *resolver) {
	if r == nil || len(reg.Problems) > 0 || r.carrier == nil && len(r.carriers) > 1 {
		// The resolver, the registry's shape findings or its ambiguous
		// carrier already say why the rows cannot be read as the
		// complete list.
		return
	}
	paths := make([]string, 0, len(r.pkgs))
	for path := range r.pkgs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	lit, _ := ast.Unparen(reg.Found.Value).(*ast.CompositeLit)
	var rows []registryrow.Row // for misnamedBy, once a declaration is unlisted
	for _, path := range paths {
		p := r.pkgs[path]
		if !p.CanCall {
			continue
		}
		dir, ok := moduleDir(path, r.module)
		if !ok {
			continue
		}
		for i, d := range p.Decls {
			if !d.Calls || !d.Shape.readable() || r.isListed(p, i) || !r.callsRegistryCarrier(d) {
				continue
			}
			row := registryrow.Row{Dir: dir, File: p.file(d), Func: d.Name}
			if typ, method, ok := strings.Cut(d.Name, "."); ok {
				row.Type, row.Func = typ, method
			}
			if rows == nil {
				rows = validRows(reg)
			}
			if misnamedBy(rows, row) {
				continue
			}
			reportUnlisted(pass, reg, lit, row, unlistedRelated(pass, r, path, d))
		}
	}
}

// validRows are the rows of reg that parse, in order.
func validRows(reg *roles.Registry) []registryrow.Row {
	rows := make([]registryrow.Row, 0, len(reg.Rows))
	for _, rw := range reg.Rows {
		if row, err := registryrow.Parse(rw.Value); err == nil {
			rows = append(rows, row)
		}
	}
	return rows
}

// misnamedBy reports whether one of rows means the declaration of row
// but misnames it: the right name in another file of its directory, or
// its method's name without the type. That row is already a finding that
// says how to write it; a second finding at the registry would repeat it.
func misnamedBy(rows []registryrow.Row, row registryrow.Row) bool {
	for _, r := range rows {
		if r.Dir != row.Dir || r.Func != row.Func {
			continue
		}
		if r.Type == row.Type && r.File != row.File || r.Type == "" && row.Type != "" {
			return true
		}
	}
	return false
}

// moduleDir is the module-relative directory of package path.
func moduleDir(path, module string) (string, bool) {
	if path == module {
		return "", true
	}
	rest, ok := strings.CutPrefix(path, module+"/")
	return rest, ok
}

// callsRegistryCarrier reports whether d calls the registry's carrier
// (any carrier while none is decided, when at most one is visible).
func (r *resolver) callsRegistryCarrier(d declSummary) bool {
	return r.carrier == nil || slices.Contains(d.Carriers, r.carrierKey())
}

// reportUnlisted reports one unregistered constructor at the registry's
// name, with a fix that appends its row to the literal, and the place
// that makes it a constructor as a related location.
//
// The fix must leave a package that builds, since -fix applies it
// unseen. A row appended to a slice literal, or to an array literal of
// inferred length ([...]string), does; one appended to an array of a
// written length ([2]string, or a named array type) would overflow it,
// and rewriting the length could break every use that relies on it (a
// parameter or a var of that array type, in any package). So such a
// registry gets no fix, and the message says what to write instead.
func reportUnlisted(pass *analysis.Pass, reg *roles.Registry, lit *ast.CompositeLit, row registryrow.Row, related []analysis.RelatedInformation) {
	name := reg.Found.Name
	d := analysis.Diagnostic{Pos: name.Pos(), End: name.End(), Related: related,
		Category: kinds.ConstructorNotRegistered,
		Message: fmt.Sprintf("%s calls a carrier: add its row %q to %s",
			row.Name(), row.String(), name.Name)}
	if lit != nil {
		if n, fixed := fixedLength(pass, lit); fixed {
			d.Message += fmt.Sprintf(", of fixed length %d: declare it [...]string first", n)
		} else {
			text := fmt.Sprintf("\t%q,\n", row.String())
			if len(lit.Elts) > 0 && sameLine(pass, lit.Elts[len(lit.Elts)-1].End(), lit.Rbrace) {
				text = fmt.Sprintf(", %q", row.String())
			}
			d.SuggestedFixes = []analysis.SuggestedFix{{
				Message:   fmt.Sprintf("register %s", row.String()),
				TextEdits: []analysis.TextEdit{{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(text)}},
			}}
		}
	}
	pass.Report(d)
}

// fixedLength reports whether lit is an array literal whose length its
// type states (a written length, or a named array type), with that length;
// an array literal of inferred length ([...]T) takes the length of its
// elements, and a slice has none.
func fixedLength(pass *analysis.Pass, lit *ast.CompositeLit) (int64, bool) {
	a, ok := types.Unalias(pass.TypesInfo.TypeOf(lit)).Underlying().(*types.Array)
	if !ok {
		return 0, false
	}
	if at, ok := ast.Unparen(lit.Type).(*ast.ArrayType); ok {
		if _, inferred := at.Len.(*ast.Ellipsis); inferred {
			return 0, false
		}
	}
	return a.Len(), true
}

// sameLine reports whether a and b are on one line.
func sameLine(pass *analysis.Pass, a, b token.Pos) bool {
	return pass.Fset.Position(a).Line == pass.Fset.Position(b).Line
}

// reportCensus reports the census findings (package internal/dataflow/census):
// specs that reach a spawn sink from outside the registry.
func reportCensus(pass *analysis.Pass) {
	if df, _ := pass.ResultOf[dataflow.Analyzer].(*dataflow.Result); df != nil {
		for _, d := range df.Census.Diagnostics {
			pass.Report(d)
		}
	}
}

// The related locations of the registry's findings. A finding at the
// registry or at a row is about a declaration elsewhere: the constructor
// that is not listed, the declaration a row names. These are plain
// related locations (not steps of a path). They are computed only for a
// finding, and read no syntax but the package's own: in another package,
// the declaration's position comes from its types.Object (export data
// keeps positions), and the place of a call inside its body is not known.

// unlistedRelated is the related location of an unregistered constructor
// name of package path: its first call of the registry's carrier when it
// is declared in the package under analysis, else its declaration.
func unlistedRelated(pass *analysis.Pass, r *resolver, path string, d declSummary) []analysis.RelatedInformation {
	name := d.Name
	if path == pass.Pkg.Path() {
		only := func(string) bool { return true }
		if r.carrier != nil {
			key := r.carrierKey()
			only = func(k string) bool { return k == key }
		}
		if call := carrierCallIn(pass, name, only); call != nil {
			return []analysis.RelatedInformation{{Pos: call.Pos(), End: call.End(),
				Message: name + " calls the carrier here"}}
		}
	}
	where := "in its body"
	if d.Shape == shapeTable {
		where = "in its literals"
	}
	return declRelated(pass, path, name, name+" is declared here and calls a carrier "+where)
}

// rowRelated is the related location of a row finding about the
// declaration it resolves to, nil for a row that resolves to none or is
// no finding: the declaration for a row that names it in the wrong file,
// names an unreadable shape, or names one that calls no carrier; for one
// that calls another carrier than the registry's, the registry's carrier
// and the call of the other one (its declaration in another package).
func rowRelated(pass *analysis.Pass, r *resolver, row registryrow.Row) []analysis.RelatedInformation {
	path := r.pkgPath(row.Dir)
	p := r.pkgs[path]
	if p == nil || !hasFile(p.Files, row.File) || !p.CanCall {
		return nil
	}
	name := row.Name()
	d, ok := p.lookup(name)
	if !ok {
		return nil
	}
	if p.file(d) != row.File || !d.Shape.readable() || !d.Calls {
		return declRelated(pass, path, name, name+" is declared here")
	}
	if r.otherCarrier(d) == "" {
		return nil
	}
	c := r.carrier.Decl
	out := declRelated(pass, c.PkgPath, c.Name, "the registry's carrier "+c.Display(pass.Pkg.Path())+" is declared here")
	for _, k := range d.Carriers { // the other carriers the message names, in its order
		path, name, _ := strings.Cut(k, "\x00")
		if path != pass.Pkg.Path() {
			out = append(out, declRelated(pass, path, name, "carrier "+r.carrierName(k)+" is declared here")...)
		}
	}
	if path == pass.Pkg.Path() {
		key := c.Key()
		if call := carrierCallIn(pass, name, func(k string) bool { return k != key }); call != nil {
			return append(out, analysis.RelatedInformation{Pos: call.Pos(), End: call.End(),
				Message: name + " calls another carrier here"})
		}
	}
	return append(out, declRelated(pass, path, name, name+" is declared here")...)
}

// declRelated is the declaration name ("F", "T.M", a var) of package path
// as a related location with message; nil when go/types cannot resolve it
// from the package under analysis or a direct import (roles.LookupDecl:
// what go vet sees too) or its position is unknown.
func declRelated(pass *analysis.Pass, path, name, message string) []analysis.RelatedInformation {
	return steps.Decl(pass.Fset, pass.Pkg, roles.LookupDecl(pass.Pkg, path, name), message)
}

// carrierCallIn is the first call, in source order, of a carrier whose
// key match accepts in the body of the package-level declaration name of
// the package under analysis (a func, a method, a var bound to a func
// literal), or nil.
func carrierCallIn(pass *analysis.Pass, name string, match func(key string) bool) *ast.CallExpr {
	n := declSyntax(pass, name)
	if n == nil {
		return nil
	}
	r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
	calls := newCarrierCalls(pass, r)
	var found *ast.CallExpr
	ast.Inspect(n, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && found == nil {
			if key := calls.carrier(call); key != "" && match(key) {
				found = call
			}
		}
		return found == nil
	})
	return found
}

// declSyntax is the body of the package-level declaration name in the
// non-test files of the package under analysis, or nil.
func declSyntax(pass *analysis.Pass, name string) ast.Node {
	for _, f := range collectFiles(pass).files {
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				n := d.Name.Name
				if d.Recv != nil {
					n = recvName(pass.TypesInfo, d) + "." + n
				}
				if n == name && d.Body != nil {
					return d.Body
				}
			case *ast.GenDecl:
				if lit := varFuncLit(d, name); lit != nil {
					return lit
				}
			}
		}
	}
	return nil
}

// varFuncLit is the func literal var name is bound to in d, or nil.
func varFuncLit(d *ast.GenDecl, name string) *ast.FuncLit {
	for _, spec := range d.Specs {
		vs, ok := spec.(*ast.ValueSpec)
		if !ok || len(vs.Values) != len(vs.Names) {
			continue
		}
		for i, id := range vs.Names {
			if lit, ok := ast.Unparen(vs.Values[i]).(*ast.FuncLit); ok && id.Name == name {
				return lit
			}
		}
	}
	return nil
}
