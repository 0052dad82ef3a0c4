package directive

import (
	"fmt"
	"go/ast"
	"go/build/constraint"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
)

// PassMentions reports whether the package of pass takes part in clampvet:
// whether a comment of its files, or of a Go file its build excludes
// (pass.IgnoredFiles, read through pass.ReadFile), reads as a clampvet
// directive, well-formed or not ([CommentMentions]). An ignored file that
// cannot be read counts as a mention, so that [ScanPass] reports it.
//
// It is the early exit of every analyzer. The selective loader answers the
// same question from file bytes with [SourceMentions], which is true
// wherever this is: a package the loader leaves out has nothing to report.
// Ignored files are only parsed when their bytes mention [Marker], which is
// what keeps the exit cheap on packages with many of them (syscall).
func PassMentions(pass *analysis.Pass) bool {
	return FilesMention(pass.Files, pass.IgnoredFiles, pass.ReadFile)
}

// FilesMention is [PassMentions] for a package given by its parsed files,
// the names of the files its build ignores and a reader for them: the
// loader asks it of the packages it has syntax for.
func FilesMention(files []*ast.File, ignored []string, read func(string) ([]byte, error)) bool {
	if Mentions(files) {
		return true
	}
	for _, name := range ignored {
		if !strings.HasSuffix(name, ".go") {
			continue
		}
		src, err := read(name)
		if err != nil {
			return true
		}
		if !SourceMentions(src) {
			continue
		}
		f, _ := parser.ParseFile(token.NewFileSet(), name, src, parser.ParseComments|parser.SkipObjectResolution|parser.AllErrors)
		if f != nil && Mentions([]*ast.File{f}) {
			return true
		}
	}
	return false
}

// ScanPass scans the package of pass (see [Scan]) for its roles and the
// problems of its directives, and adds the problems of the Go files the
// build excludes: each directive there that is not well-formed, and each
// role declared there (hidden from this build, so the role would vanish
// without a word), unless the same role is declared in a file every build
// includes. Each problem carries the role it names, so that the analyzer
// owning that role reports it.
//
// The ignored files are parsed into pass.Fset, as the buildtag analyzer
// does, so that a problem there has a position like any other.
func ScanPass(pass *analysis.Pass) *Result {
	res := Scan(pass.Fset, pass.Files)
	everywhere := make(map[string]bool)
	for _, f := range res.Found {
		if tf := pass.Fset.File(f.Pos); tf != nil && unconstrained(pass.Fset, fileOf(pass.Files, tf)) {
			everywhere[roleKey(f)] = true
		}
	}
	for _, name := range pass.IgnoredFiles {
		if strings.HasSuffix(name, ".go") {
			scanIgnored(pass, name, everywhere, res)
		}
	}
	constrainedHere(pass, everywhere, res)
	return res
}

// constrainedHere adds a problem for each role this build reads from a file
// that other builds exclude (a build constraint line or a GOOS/GOARCH file
// name suffix) when no file every build includes declares it too: the role
// holds here and vanishes without a word on those other builds.
func constrainedHere(pass *analysis.Pass, everywhere map[string]bool, res *Result) {
	for _, fd := range res.Found {
		if everywhere[roleKey(fd)] {
			continue
		}
		tf := pass.Fset.File(fd.Pos)
		f := fileOf(pass.Files, tf)
		if f == nil || unconstrained(pass.Fset, f) {
			continue
		}
		name := pass.Fset.PositionFor(f.Package, true).Filename
		res.Problems = append(res.Problems, Problem{Pos: fd.Pos, End: fd.End, Role: fd.Role, Kind: kinds.DirectiveBuildConstrained,
			Message: fmt.Sprintf("//%s:%s in %s holds only %s: move it to an unconstrained file",
				Tool, fd.Role, filepath.Base(name), constrainedBy(f, name))})
	}
}

// constrainedBy says which constraint limits the builds that include f.
func constrainedBy(f *ast.File, name string) string {
	if line := buildLine(f); line != "" {
		return "where " + line
	}
	return "on " + osArchSuffix(name) + " builds"
}

// scanIgnored adds the problems of one ignored Go file to res.
func scanIgnored(pass *analysis.Pass, name string, everywhere map[string]bool, res *Result) {
	src, err := pass.ReadFile(name)
	if err != nil {
		if len(pass.Files) > 0 {
			f := pass.Files[0]
			res.Problems = append(res.Problems, Problem{Pos: f.Package, End: f.Name.End(), Kind: kinds.DirectiveFileUnreadable,
				Message: fmt.Sprintf("cannot read %s, which this build excludes, to check its directives: %v",
					filepath.Base(name), err)})
		}
		return
	}
	if !SourceMentions(src) {
		return
	}
	f, _ := parser.ParseFile(pass.Fset, name, src, parser.ParseComments|parser.SkipObjectResolution|parser.AllErrors)
	if f == nil {
		return
	}
	r := Scan(pass.Fset, []*ast.File{f})
	res.Problems = append(res.Problems, r.Problems...)
	for _, fd := range r.Found {
		if everywhere[roleKey(fd)] {
			continue // declared for every build; here it is a copy for some
		}
		res.Problems = append(res.Problems, Problem{Pos: fd.Pos, End: fd.End, Role: fd.Role, Kind: kinds.DirectiveBuildConstrained,
			Message: fmt.Sprintf("//%s:%s in %s is hidden by %s: move it to an unconstrained file",
				Tool, fd.Role, filepath.Base(name), hiddenBy(f, name))})
	}
}

// roleKey identifies a role declaration across builds: the role, and for a
// role a package declares several times ([Role.Several]) the declaration's
// name too, so that one spawn sink in an unconstrained file does not cover
// another one that some builds exclude.
func roleKey(f Found) string {
	if f.Role.Several() {
		return string(f.Role) + " " + f.Name.Name
	}
	return string(f.Role)
}

// fileOf returns the file of files whose token.File is tf, or nil.
func fileOf(files []*ast.File, tf *token.File) *ast.File {
	for _, f := range files {
		if f.FileStart == token.Pos(tf.Base()) {
			return f
		}
	}
	return nil
}

// unconstrained reports whether every build includes f: it has no build
// constraint line and its name (as a person sees it: through //line, which
// maps cgo output back) has no GOOS or GOARCH suffix. A file of package
// with import "C" is left out by cgo-less builds, but cgo rewrites that
// import away before go vet sees the file, so it is not judged here.
func unconstrained(fset *token.FileSet, f *ast.File) bool {
	if f == nil {
		return false
	}
	if buildLine(f) != "" {
		return false
	}
	return osArchSuffix(fset.PositionFor(f.Package, true).Filename) == ""
}

// hiddenBy says which constraint excludes the file f named name.
func hiddenBy(f *ast.File, name string) string {
	if line := buildLine(f); line != "" {
		return line
	}
	if suffix := osArchSuffix(name); suffix != "" {
		return "its file name suffix " + suffix
	}
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); path == "C" {
			return `import "C" (cgo is off)`
		}
	}
	return "this build's configuration"
}

// buildLine returns the //go:build (or else // +build) line of f's header,
// or "".
func buildLine(f *ast.File) string {
	plus := ""
	for _, cg := range f.Comments {
		if cg.Pos() >= f.Package {
			break
		}
		for _, c := range cg.List {
			switch {
			case constraint.IsGoBuild(c.Text):
				return c.Text
			case constraint.IsPlusBuild(c.Text) && plus == "":
				plus = c.Text
			}
		}
	}
	return plus
}

// osArchSuffix returns the "_GOOS", "_GOARCH" or "_GOOS_GOARCH" suffix that
// constrains a file by its name, as go/build reads it, or "".
func osArchSuffix(name string) string {
	base, _, _ := strings.Cut(filepath.Base(name), ".")
	parts := strings.Split(base, "_")[1:] // the part before the first _ never counts
	if n := len(parts); n > 0 && parts[n-1] == "test" {
		parts = parts[:n-1]
	}
	n := len(parts)
	switch {
	case n >= 2 && knownOS[parts[n-2]] && knownArch[parts[n-1]]:
		return "_" + parts[n-2] + "_" + parts[n-1]
	case n >= 1 && (knownOS[parts[n-1]] || knownArch[parts[n-1]]):
		return "_" + parts[n-1]
	}
	return ""
}

// knownOS and knownArch are go/build's lists of the operating systems and
// architectures that constrain a file by its name (go/build keeps them
// unexported).
var knownOS = set("aix", "android", "darwin", "dragonfly", "freebsd", "hurd", "illumos", "ios", "js",
	"linux", "nacl", "netbsd", "openbsd", "plan9", "solaris", "wasip1", "windows", "zos")

var knownArch = set("386", "amd64", "amd64p32", "arm", "armbe", "arm64", "arm64be", "loong64", "mips",
	"mipsle", "mips64", "mips64le", "mips64p32", "mips64p32le", "ppc", "ppc64", "ppc64le", "riscv",
	"riscv64", "s390", "s390x", "sparc", "sparc64", "wasm")

func set(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}
