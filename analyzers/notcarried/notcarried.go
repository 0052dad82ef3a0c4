package notcarried

import (
	"fmt"
	"go/ast"
	"go/types"
	"strings"

	"github.com/sema-agent/clampvet/internal/allow"
	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// Analyzer is the notcarried analyzer. It requires only roles.Analyzer,
// which reads the tighten function, the carrier and the table and carries
// them across packages; this analyzer walks no syntax of its own.
var Analyzer = allow.Wrap(&analysis.Analyzer{
	Name:     "notcarried",
	Doc:      Documentation.Compile().String(),
	URL:      "https://github.com/sema-agent/clampvet/blob/main/docs/analyzers.md#notcarried",
	Requires: []*analysis.Analyzer{roles.Analyzer},
	Run:      run,
}, false)

func run(pass *analysis.Pass) (any, error) {
	r := pass.ResultOf[roles.Analyzer].(*roles.Package)
	if r == nil {
		return nil, nil // takes no part
	}
	r.Report(pass, false, directive.Tighten, directive.NotCarried)
	if r.Tighten == nil {
		checkUnchecked(pass, r)
		return nil, nil
	}
	t := pair(pass, r)
	if t == nil {
		return nil, nil // the spec type cannot be read: reported by Report
	}
	t.checkGovernedListed()
	t.checkRows()
	t.checkCarried()
	return nil, nil
}

// checkUnchecked handles a package that declares a carrier or a table but
// no tighten function. Checks run in the tighten function's package, so
// such a declaration is checked only if a tighten function downstream (in a
// package importing this one) pairs with it. Two layouts guarantee that
// none ever will, and each is a finding:
//   - a tighten function is visible from here (upstream): it cannot see
//     this declaration, and any tighten function downstream also sees the
//     upstream one's carrier and table, so it must pair with its own;
//   - no package can import this one (package main, an external test
//     package): nothing downstream exists.
func checkUnchecked(pass *analysis.Pass, r *roles.Package) {
	type decl struct {
		what string
		at   *ast.Ident
	}
	var decls []decl
	if r.Carrier != nil {
		decls = append(decls, decl{"carrier", r.Carrier.Decl.Name})
	}
	if r.Table != nil {
		decls = append(decls, decl{"not-carried table", r.Table.Name})
	}
	report := func(at *ast.Ident, format string, args ...any) {
		pass.Report(analysis.Diagnostic{Pos: at.Pos(), End: at.End(), Category: kinds.RoleNeverChecked, Message: fmt.Sprintf(format, args...)})
	}
	for _, d := range decls {
		switch {
		case len(r.Imported.Tightens) > 0:
			report(d.at, "%s %s is out of sight of %s: move it up or add one here",
				d.what, d.at.Name, names(r.Imported.Tightens))
		case !importable(pass.Pkg):
			report(d.at, "%s %s is in %s and sees no tighten function: declare one here",
				d.what, d.at.Name, pkgKind(pass.Pkg))
		}
	}
}

// names lists declarations by qualified name, without positions: the
// finding is about the declaration here, not about them.
func names(ds []roles.DeclInfo) string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = d.Qualified()
	}
	return strings.Join(parts, ", ")
}

// importable reports whether another package can import pkg: not a main
// package and not an external test package (whose path go/packages and
// the go command give the suffix "_test").
func importable(pkg *types.Package) bool {
	return pkg.Name() != "main" && !strings.HasSuffix(pkg.Path(), "_test")
}

func pkgKind(pkg *types.Package) string {
	if pkg.Name() == "main" {
		return "package main"
	}
	return "external test package " + pkg.Name()
}
