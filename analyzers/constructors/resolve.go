package constructors

import (
	"fmt"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
)

// maxListedFiles is how many file names a "file not in package" finding
// lists before it only counts them.
const maxListedFiles = 6

// resolver resolves well-formed rows of a registry against the summaries
// visible from the registry's package: its own entry and those carried by
// its direct imports' facts. It reads no syntax, so it can be tested and
// benchmarked on its own.
type resolver struct {
	module string // the registry's module path
	self   string // the registry's package path
	pkgs   map[string]*pkgSummary
	// noPart are direct imports of the registry's package that take no
	// part (export no summary): a row naming one cannot call a carrier.
	noPart map[string]bool
	// carrier is the carrier every row must call (see registryCarrier);
	// nil when none is decided, and then any carrier will do.
	carrier *roles.CarrierInfo
	// carriers names the visible carriers by key, for findings.
	carriers map[string]roles.DeclInfo
	// key is carrier's key once built (see carrierKey): every row
	// that resolves compares against it.
	key string
	// paths caches pkgPath: a registry's rows name a few packages each
	// many times.
	paths map[string]string
	// lastDir, lastPath and lastPkg are pkgOf's last answer, once
	// haveLast.
	haveLast bool
	lastDir  string
	lastPath string
	lastPkg  *pkgSummary
	// listed marks, per package, the entries of Decls some row names in
	// their own file (the rows checkComplete finds listed), so that
	// checkComplete needs no set of rows: resolve finds each row's entry
	// anyway. A registry's rows come grouped by package, hence the last
	// package's marks kept at hand.
	listed     map[*pkgSummary][]bool
	lastListed *pkgSummary
	lastMarks  []bool
}

// markListed marks entry i of p.Decls as named by a row.
func (r *resolver) markListed(p *pkgSummary, i int) {
	if p != r.lastListed {
		if r.listed == nil {
			r.listed = make(map[*pkgSummary][]bool)
		}
		marks, ok := r.listed[p]
		if !ok {
			marks = make([]bool, len(p.Decls))
			r.listed[p] = marks
		}
		r.lastListed, r.lastMarks = p, marks
	}
	r.lastMarks[i] = true
}

// isListed reports whether a row names entry i of p.Decls in its file.
func (r *resolver) isListed(p *pkgSummary, i int) bool {
	marks := r.listed[p]
	return marks != nil && marks[i]
}

// pkgPath is the import path of the package in module directory dir.
func (r *resolver) pkgPath(dir string) string {
	if dir == "" {
		return r.module
	}
	if path, ok := r.paths[dir]; ok {
		return path
	}
	if r.paths == nil {
		r.paths = make(map[string]string)
	}
	path := r.module + "/" + dir
	r.paths[dir] = path
	return path
}

// pkgOf is the import path of the package in module directory dir and
// its summary (nil when none is visible). A registry's rows come grouped
// by directory: the last answer is kept to spare two map lookups per row.
func (r *resolver) pkgOf(dir string) (string, *pkgSummary) {
	if !r.haveLast || r.lastDir != dir {
		path := r.pkgPath(dir)
		r.haveLast, r.lastDir, r.lastPath, r.lastPkg = true, dir, path, r.pkgs[path]
	}
	return r.lastPath, r.lastPkg
}

// resolve returns "", "" when row names a readable declaration, in its
// own file, that calls the registry's carrier; otherwise the finding's
// kind and a message (without the row prefix) that says the first way the
// row fails and what was found.
func (r *resolver) resolve(row registryrow.Row) (kind, msg string) {
	path, p := r.pkgOf(row.Dir)
	if p == nil {
		if r.noPart[path] {
			return kinds.RowPackageNoCarrier, "its package neither declares nor imports a carrier"
		}
		return kinds.RowPackageNotImported, "its package is not imported by the registry: import it there"
	}

	if !hasFile(p.Files, row.File) {
		if hasFile(p.Ignored, row.File) {
			return kinds.RowFileNotInPackage, fmt.Sprintf("file %s is excluded by build constraints in this build", row.File)
		}
		switch n := len(p.Files); {
		case n == 0:
			return kinds.RowFileNotInPackage, fmt.Sprintf("file %s is not in its package, which has no non-test files in this build", row.File)
		case n <= maxListedFiles:
			return kinds.RowFileNotInPackage, fmt.Sprintf("file %s is not in its package (its files: %s)", row.File, strings.Join(p.Files, ", "))
		default:
			return kinds.RowFileNotInPackage, fmt.Sprintf("file %s is not among the %d files of its package in this build", row.File, n)
		}
	}

	if !p.CanCall {
		return kinds.RowPackageNoCarrier, "its package neither declares nor directly imports a carrier"
	}

	i := p.find(row.Type, row.Func)
	if i < 0 {
		return notDeclared(p, row)
	}
	// The row's name (a concatenation for Type.Method) is spelled only
	// in a message: most rows resolve.
	d := p.Decls[i]
	if file := p.file(d); file != row.File {
		return kinds.RowDeclaredInOtherFile, fmt.Sprintf("%s is declared in %s, not in %s", row.Name(), file, row.File)
	}
	r.markListed(p, i)
	if !d.Shape.readable() {
		return kinds.RowNotAFunc, fmt.Sprintf("%s is %s: make it a Go func", row.Name(), d.Shape.desc())
	}
	if !d.Calls {
		return kinds.RowCallsNoCarrier, fmt.Sprintf("%s does not call a carrier: call one in its body", row.Name())
	}
	if msg := r.otherCarrier(d); msg != "" {
		return kinds.RowCallsOtherCarrier, msg
	}
	return "", ""
}

// notDeclared explains a name the package does not declare, pointing at
// the likely intent: a method named without its type, or a Type.Method
// whose type is missing or is not a type. The kind is RowNotDeclared but
// for a method named through an alias of its type (RowAliasReceiver):
// that row names a declaration, spelt another way.
func notDeclared(p *pkgSummary, row registryrow.Row) (kind, msg string) {
	if row.Type == "" {
		var methods []string
		for _, d := range p.Decls {
			if d.Shape == shapeMethod || d.Shape == shapeNoBody {
				if _, m, ok := strings.Cut(d.Name, "."); ok && m == row.Func {
					methods = append(methods, d.Name)
				}
			}
		}
		switch len(methods) {
		case 0:
		case 1:
			return kinds.RowNotDeclared, fmt.Sprintf("%s names only a method (%s): write Type.Method", row.Func, methods[0])
		default:
			return kinds.RowNotDeclared, fmt.Sprintf("%s names only methods (%s): write Type.Method", row.Func, strings.Join(methods, " and "))
		}
		return kinds.RowNotDeclared, fmt.Sprintf("%s is not declared in %s", row.Func, p.Path)
	}
	t, ok := p.lookup(row.Type)
	switch {
	case !ok:
		return kinds.RowNotDeclared, fmt.Sprintf("type %s is not declared in %s", row.Type, p.Path)
	case t.Shape != shapeType:
		return kinds.RowNotDeclared, fmt.Sprintf("%s is %s, not a type: Type.Method names a method", row.Type, t.Shape.desc())
	case t.Alias == "":
		return kinds.RowNotDeclared, fmt.Sprintf("type %s has no method %s in %s", row.Type, row.Func, p.Path)
	}
	// A method belongs to the type an alias names, whichever name its
	// receiver is written with: one spelling per constructor keeps the
	// duplicate check meaningful.
	if _, ok := p.lookup(t.Alias + "." + row.Func); ok {
		return kinds.RowAliasReceiver, fmt.Sprintf("%s is an alias of %s: write %s.%s",
			row.Type, t.Alias, t.Alias, row.Func)
	}
	return kinds.RowNotDeclared, fmt.Sprintf("type %s (an alias of %s) has no method %s", row.Type, t.Alias, row.Func)
}
