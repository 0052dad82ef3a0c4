package constructors

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"

	"github.com/sema-agent/clampvet/internal/census"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// checkComplete reports, at the registry, every declaration of a
// same-module package the registry's package sees that calls a carrier
// itself and is named by no row, with a fix that adds its row: the registry
// is the closed, complete list of the constructors. Calling a registered
// constructor needs no row; test files are not indexed, so they are exempt.
func checkComplete(pass *analysis.Pass, reg *roles.Registry, loc location, pkgs map[string]*pkgSummary) {
	if !loc.inModule || loc.module == "" || len(reg.Problems) > 0 {
		// The resolver, or the registry's shape findings, already say why
		// the rows cannot be read as the complete list.
		return
	}
	listed := make(map[string]bool, len(reg.Rows))
	var rows []registryrow.Row
	for _, rw := range reg.Rows {
		if row, err := registryrow.Parse(rw.Value); err == nil {
			listed[row.String()] = true
			rows = append(rows, row)
		}
	}
	paths := make([]string, 0, len(pkgs))
	for path := range pkgs {
		paths = append(paths, path)
	}
	sort.Strings(paths)
	lit, _ := ast.Unparen(reg.Found.Value).(*ast.CompositeLit)
	for _, path := range paths {
		p := pkgs[path]
		if !p.CanCall {
			continue
		}
		dir, ok := moduleDir(path, loc.module)
		if !ok {
			continue
		}
		for _, d := range p.Decls {
			if !d.Calls || !d.Shape.readable() {
				continue
			}
			row := registryrow.Row{Dir: dir, File: p.file(d), Func: d.Name}
			if typ, method, ok := strings.Cut(d.Name, "."); ok {
				row.Type, row.Func = typ, method
			}
			if listed[row.String()] || misnamedBy(rows, row) {
				continue
			}
			reportUnlisted(pass, reg, lit, row)
		}
	}
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

// reportUnlisted reports one unregistered constructor at the registry's
// name, with a fix that appends its row to the literal.
func reportUnlisted(pass *analysis.Pass, reg *roles.Registry, lit *ast.CompositeLit, row registryrow.Row) {
	name := reg.Found.Name
	d := analysis.Diagnostic{Pos: name.Pos(), End: name.End(),
		Message: fmt.Sprintf("%s in %s calls a carrier but is not registered: add the row %q to %s",
			row.Name(), row.Path(), row.String(), name.Name)}
	if lit != nil {
		text := fmt.Sprintf("\t%q,\n", row.String())
		if len(lit.Elts) > 0 && sameLine(pass, lit.Elts[len(lit.Elts)-1].End(), lit.Rbrace) {
			text = fmt.Sprintf(", %q", row.String())
		}
		d.SuggestedFixes = []analysis.SuggestedFix{{
			Message:   fmt.Sprintf("register %s", row.String()),
			TextEdits: []analysis.TextEdit{{Pos: lit.Rbrace, End: lit.Rbrace, NewText: []byte(text)}},
		}}
	}
	pass.Report(d)
}

// sameLine reports whether a and b are on one line.
func sameLine(pass *analysis.Pass, a, b token.Pos) bool {
	return pass.Fset.Position(a).Line == pass.Fset.Position(b).Line
}

// reportCensus reports the census findings (package internal/census):
// specs that reach a spawn sink from outside the registry.
func reportCensus(pass *analysis.Pass) {
	if res, _ := pass.ResultOf[census.Analyzer].(*census.Findings); res != nil {
		for _, d := range res.Diagnostics {
			pass.Report(d)
		}
	}
}
