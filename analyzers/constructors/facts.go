package constructors

import (
	"cmp"
	"sort"
	"strings"
)

// summary is the package fact of every package that takes part: one that
// declares a carrier or imports (directly) a package that takes part. It
// holds what row resolution needs about the package itself and about the
// participating packages of the same module it reaches, so that a registry
// sees, through its direct imports alone, every constructor package it
// imports directly or transitively (go vet shows only direct imports'
// facts).
//
// The fact grows with the participating packages and with the package-level
// declarations of those that can call a carrier; never with function
// bodies. Slices are sorted and no map is encoded, so the gob encoding is
// byte-identical on every run.
type summary struct {
	// Module is the module path of the package, "" when unknown; only
	// packages of the same module are carried forward.
	Module string
	// Carrier is set when the package declares a carrier (in a non-test
	// file), so that its importers can call one.
	Carrier bool
	// Packages are the participating packages of Module that the package
	// reaches, itself included, sorted by Path.
	Packages []pkgSummary
}

func (*summary) AFact() {}

// pkgSummary is what a registry row needs to know about one package.
type pkgSummary struct {
	Path string
	// Files are the base names of the package's non-test Go files in this
	// build configuration, sorted.
	Files []string
	// Ignored are the base names of non-test Go files excluded by build
	// constraints, sorted (empty when the driver does not report them).
	Ignored []string
	// CanCall is set when the package declares a carrier or directly
	// imports a package that does; only then is Decls filled in.
	CanCall bool
	// Decls are the package-level declarations of the non-test files,
	// sorted by Name.
	Decls []declSummary
}

// declSummary is one package-level declaration.
type declSummary struct {
	Name  string // "F" or "Type.Method"
	File  int    // index into pkgSummary.Files
	Shape shape
	Calls bool // the body calls a carrier (readable shapes only)
	// Carriers are the carriers the body calls, each by its
	// roles.DeclInfo.Key, sorted.
	Carriers []string
	// Alias is, for an alias of a named type of the package, that type's
	// name: the type its methods belong to ("" otherwise).
	Alias string
}

// shape is how a package-level name is bound.
type shape uint8

// The shapes of a package-level declaration. Only shapeFunc, shapeMethod,
// shapeFuncLit and shapeTable can be read as a constructor.
const (
	shapeFunc        shape = iota + 1 // func F() {...}
	shapeMethod                       // func (T) M() {...}, func (*T[K]) M() {...}
	shapeFuncLit                      // var F = func() {...}
	shapeNoBody                       // func F() (implemented outside Go)
	shapeCall                         // var F = f(), var F, G = f()
	shapeConversion                   // var F = Builder(g)
	shapeMethodValue                  // var F = x.M
	shapeMethodExpr                   // var F = T.M
	shapeIdent                        // var F = g, var F = pkg.G
	shapeInstance                     // var F = g[int], var F = fs[0]
	shapeNoValue                      // var F func()
	shapeOtherVar                     // var F = anything else
	shapeType                         // type F ...
	shapeConst                        // const F = ...
	shapeTable                        // var F = map[K]B{k: func() {...}}, a table of func literals
)

var shapeInfo = map[shape]struct{ code, desc string }{
	shapeFunc:        {"func", "a func declaration"},
	shapeMethod:      {"method", "a method"},
	shapeFuncLit:     {"funclit", "a package-level var initialized with a func literal"},
	shapeNoBody:      {"nobody", "a func without a Go body"},
	shapeCall:        {"call", "a var bound to a call result"},
	shapeConversion:  {"conversion", "a var bound to a conversion"},
	shapeMethodValue: {"methodvalue", "a var bound to a method value"},
	shapeMethodExpr:  {"methodexpr", "a var bound to a method expression"},
	shapeIdent:       {"ident", "a var bound to another identifier"},
	shapeInstance:    {"instance", "a var bound to x[i] or f[T]"},
	shapeNoValue:     {"novalue", "a var with no initializer"},
	shapeOtherVar:    {"othervar", "a var not bound to a func literal"},
	shapeType:        {"type", "a type"},
	shapeConst:       {"const", "a constant"},
	shapeTable:       {"table", "a package-level table of func literals"},
}

// readable reports whether a constructor bound this way can be checked.
func (s shape) readable() bool {
	return s == shapeFunc || s == shapeMethod || s == shapeFuncLit || s == shapeTable
}

// code is the shape's short name in a fact's String.
func (s shape) code() string {
	if i, ok := shapeInfo[s]; ok {
		return i.code
	}
	return "unknown"
}

// desc says what the shape is, for findings.
func (s shape) desc() string {
	if i, ok := shapeInfo[s]; ok {
		return i.desc
	}
	return "a declaration of unknown shape"
}

// String renders the summary for analysistest expectations and debugging:
//
//	summary module=M carrier=true pkgs: P1 files=a.go,b.go decls=F:func:a.go:carrier,T.M:method:b.go; P2 files=c.go
//
// It avoids regular-expression metacharacters other than '.'.
func (s *summary) String() string {
	var b strings.Builder
	b.WriteString("summary module=")
	b.WriteString(s.Module)
	if s.Carrier {
		b.WriteString(" carrier=true")
	}
	b.WriteString(" pkgs:")
	for i, p := range s.Packages {
		if i > 0 {
			b.WriteString(";")
		}
		b.WriteString(" ")
		b.WriteString(p.String())
	}
	return b.String()
}

// String renders one package of a summary.
func (p *pkgSummary) String() string {
	var b strings.Builder
	b.WriteString(p.Path)
	b.WriteString(" files=")
	b.WriteString(strings.Join(p.Files, ","))
	if len(p.Ignored) > 0 {
		b.WriteString(" ignored=")
		b.WriteString(strings.Join(p.Ignored, ","))
	}
	if p.CanCall {
		b.WriteString(" decls=")
		for i, d := range p.Decls {
			if i > 0 {
				b.WriteString(",")
			}
			b.WriteString(d.Name)
			b.WriteString(":")
			if d.Alias != "" {
				b.WriteString("alias=" + d.Alias)
			} else {
				b.WriteString(d.Shape.code())
			}
			b.WriteString(":")
			b.WriteString(p.file(d))
			if d.Calls {
				b.WriteString(":carrier")
			}
		}
	}
	return b.String()
}

// file returns the base name of the file declaring d.
func (p *pkgSummary) file(d declSummary) string {
	if d.File >= 0 && d.File < len(p.Files) {
		return p.Files[d.File]
	}
	return "?"
}

// lookup finds the declaration named name (binary search on sorted Decls).
func (p *pkgSummary) lookup(name string) (declSummary, bool) {
	i := sort.Search(len(p.Decls), func(i int) bool { return p.Decls[i].Name >= name })
	if i < len(p.Decls) && p.Decls[i].Name == name {
		return p.Decls[i], true
	}
	return declSummary{}, false
}

// find is the index in Decls of the declaration a row names by typ and
// fn (Type.Method, or fn alone when typ is ""), or -1: lookup of
// row.Name() without building the name, for each of a registry's rows.
func (p *pkgSummary) find(typ, fn string) int {
	i := sort.Search(len(p.Decls), func(i int) bool { return compareName(p.Decls[i].Name, typ, fn) >= 0 })
	if i < len(p.Decls) && compareName(p.Decls[i].Name, typ, fn) == 0 {
		return i
	}
	return -1
}

// compareName compares name with typ+"."+fn (fn when typ is ""), as
// strings.Compare would.
func compareName(name, typ, fn string) int {
	if typ == "" {
		return strings.Compare(name, fn)
	}
	if !strings.HasPrefix(name, typ) {
		return strings.Compare(name, typ) // they differ within typ, or name is shorter
	}
	rest := name[len(typ):]
	switch {
	case rest == "":
		return -1
	case rest[0] != '.':
		return cmp.Compare(rest[0], '.')
	}
	return strings.Compare(rest[1:], fn)
}

// hasFile reports whether base is one of the package's files.
func hasFile(files []string, base string) bool {
	i := sort.SearchStrings(files, base)
	return i < len(files) && files[i] == base
}
