package notcarried

import (
	"fmt"
	"go/token"
	"path/filepath"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// rolesFact is the package fact of every package that takes part: the
// carriers, not-carried tables and tighten functions visible from it — its
// own plus those of its direct imports' facts, which already hold theirs.
// Under go vet only direct imports' facts are visible, so each package
// carries its imports' roles forward; that is how a tighten function sees a
// table declared two imports away.
//
// It grows with the number of role declarations, never with package size,
// and every slice is sorted so that it encodes byte-identically on every
// run (the vet cache and Bazel key on the encoding).
type rolesFact struct {
	Carriers []carrierInfo // sorted by package path, then name
	Tables   []tableInfo   // sorted by package path, then name
	Tightens []declInfo    // sorted by package path, then name
}

// AFact marks rolesFact as an analysis fact.
func (*rolesFact) AFact() {}

// String renders the fact for analysistest's `// want package:"..."`, in
// a form with no regular-expression metacharacters but the dot:
//
//	carriers{p.Carry<Source:A,B>} tables{p.NotCarried<C,D>} tightens{p.Tighten}
//
// An unreadable carrier shows as p.Carry<unreadable>, an unreadable table
// as p.NotCarried<unreadable:C>.
func (f *rolesFact) String() string {
	var b strings.Builder
	b.WriteString("carriers{")
	for i, c := range f.Carriers {
		if i > 0 {
			b.WriteString(" ")
		}
		if c.Source == "" {
			fmt.Fprintf(&b, "%s<unreadable>", c.Decl.qualified())
		} else {
			fmt.Fprintf(&b, "%s<%s:%s>", c.Decl.qualified(), c.Source, strings.Join(c.Seats, ","))
		}
	}
	b.WriteString("} tables{")
	for i, t := range f.Tables {
		if i > 0 {
			b.WriteString(" ")
		}
		keys := make([]string, len(t.Rows))
		for j, r := range t.Rows {
			keys[j] = r.Key
		}
		prefix := ""
		if !t.Readable {
			prefix = "unreadable:"
		}
		fmt.Fprintf(&b, "%s<%s%s>", t.Decl.qualified(), prefix, strings.Join(keys, ","))
	}
	b.WriteString("} tightens{")
	for i, d := range f.Tightens {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(d.qualified())
	}
	b.WriteString("}")
	return b.String()
}

func (f *rolesFact) empty() bool {
	return f == nil || len(f.Carriers)+len(f.Tables)+len(f.Tightens) == 0
}

// declInfo names one role declaration for findings in other packages.
type declInfo struct {
	PkgPath string
	PkgName string
	Name    string
	Pos     string // "file.go:line", the file's base name only
}

func (d declInfo) key() string { return d.PkgPath + "\x00" + d.Name }

// qualified is the declaration's name as a reader of another package writes it.
func (d declInfo) qualified() string { return d.PkgName + "." + d.Name }

// at is the qualified name with its position, for findings that name a
// declaration outside the package under analysis.
func (d declInfo) at() string { return d.qualified() + " (" + d.Pos + ")" }

// carrierInfo is a carrier and the seats it carries.
type carrierInfo struct {
	// Decl is a named field, not an embedded one: gob skips the fields of
	// an embedded unexported type.
	Decl declInfo
	// Source is the clamp source type, qualified by its package name;
	// "" when the carrier's parameter is not one named struct (unreadable).
	Source string
	Seats  []string // the source's field names, sorted
}

// tableInfo is a not-carried table.
type tableInfo struct {
	Decl declInfo // named, not embedded: see carrierInfo
	// Readable is false when the table is not a map literal or has a key
	// that is not a string literal: its rows cannot be trusted to be all.
	Readable bool
	Rows     []rowInfo // sorted by key
}

// rowInfo is one row of a not-carried table.
type rowInfo struct {
	Key    string
	Reason string
	Pos    string // "file.go:line" of the row
	// Unread describes the reason expression when it is not a string
	// literal ("a call reason()"); "" when Reason was read.
	Unread string
}

// merge returns the union of facts (deduplicated by package path and
// name, sorted), or nil when it is empty.
func merge(facts ...*rolesFact) *rolesFact {
	out := &rolesFact{}
	carriers := make(map[string]bool)
	tables := make(map[string]bool)
	tightens := make(map[string]bool)
	for _, f := range facts {
		if f == nil {
			continue
		}
		for _, c := range f.Carriers {
			if !carriers[c.Decl.key()] {
				carriers[c.Decl.key()] = true
				out.Carriers = append(out.Carriers, c)
			}
		}
		for _, t := range f.Tables {
			if !tables[t.Decl.key()] {
				tables[t.Decl.key()] = true
				out.Tables = append(out.Tables, t)
			}
		}
		for _, d := range f.Tightens {
			if !tightens[d.key()] {
				tightens[d.key()] = true
				out.Tightens = append(out.Tightens, d)
			}
		}
	}
	if out.empty() {
		return nil
	}
	sort.Slice(out.Carriers, func(i, j int) bool { return out.Carriers[i].Decl.key() < out.Carriers[j].Decl.key() })
	sort.Slice(out.Tables, func(i, j int) bool { return out.Tables[i].Decl.key() < out.Tables[j].Decl.key() })
	sort.Slice(out.Tightens, func(i, j int) bool { return out.Tightens[i].key() < out.Tightens[j].key() })
	return out
}

// importedRoles merges the facts of the direct imports (the only ones go
// vet makes visible); nil when no import takes part.
func importedRoles(pass *analysis.Pass) *rolesFact {
	var facts []*rolesFact
	for _, imp := range pass.Pkg.Imports() {
		f := new(rolesFact)
		if pass.ImportPackageFact(imp, f) {
			facts = append(facts, f)
		}
	}
	if len(facts) == 0 {
		return nil
	}
	return merge(facts...)
}

// posText is "file.go:line" for pos: the base name keeps facts independent
// of the checkout's location (and so byte-identical across machines).
func posText(fset *token.FileSet, pos token.Pos) string {
	p := fset.Position(pos)
	return fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line)
}

// list renders declarations as "a.X (x.go:3), b.Y (y.go:9)".
func list(decls []declInfo) string {
	parts := make([]string, len(decls))
	for i, d := range decls {
		parts[i] = d.at()
	}
	return strings.Join(parts, ", ")
}
