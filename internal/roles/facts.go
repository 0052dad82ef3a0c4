package roles

import (
	"cmp"
	"fmt"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// The facts [Analyzer] exports. Each is a small pointer struct, gob-encodable,
// whose content depends only on declarations (every slice sorted or in
// declaration order, never in map iteration order), so a package's facts
// encode byte-identically on every run — which the vet cache and Bazel rely
// on.

// CarrierFact is the object fact on a //clampvet:carrier func. Other
// packages read it to know that a call's callee is a carrier and whether
// its result can be dropped.
type CarrierFact struct {
	// Source is the qualified name ("path.Name") of the carrier's clamp
	// source, or "" when the source cannot be read.
	Source string
	// Seats are the source's field names in declaration order.
	Seats []string
	// HasResults reports whether the carrier returns anything.
	HasResults bool
	// Restricting are the seats' restricting values the package's
	// //clampvet:restricting var states, in seat order; a seat without
	// one is absent.
	Restricting []SeatValue
}

// SeatValue is one seat's restricting value: a constant's exact string
// (constant.Value.ExactString), and its source text in the carrier's
// package, for messages.
type SeatValue struct {
	Seat, Value, Text string
}

// AFact marks CarrierFact as an analysis fact.
func (*CarrierFact) AFact() {}

func (f *CarrierFact) String() string {
	results := "without results"
	if f.HasResults {
		results = "with results"
	}
	if f.Source == "" {
		return "carrier with an unreadable source, " + results
	}
	out := fmt.Sprintf("carrier of %s (seats %s), %s", f.Source, strings.Join(f.Seats, ", "), results)
	for i, sv := range f.Restricting {
		sep := ", "
		if i == 0 {
			sep = ", restricting values "
		}
		out += sep + sv.Seat + " " + sv.Text
		if sv.Text != sv.Value {
			out += " (" + sv.Value + ")"
		}
	}
	return out
}

// SourceFact is the object fact on the TypeName of a readable clamp source.
// An object fact on a type is visible from every package whose type graph
// contains the type, even through an alias declared elsewhere: this is how
// a construction site in any package learns that a type is a source.
type SourceFact struct {
	// Seats are the source's field names in declaration order.
	Seats []string
}

// AFact marks SourceFact as an analysis fact.
func (*SourceFact) AFact() {}

func (f *SourceFact) String() string {
	return "source with seats " + strings.Join(f.Seats, ", ")
}

// Visible is the package fact of every package that takes part: the
// carriers, not-carried tables and tighten functions visible from it — its
// own plus those of its direct imports' facts, which already hold theirs.
// Under go vet only direct imports' facts are visible, so each package
// carries its imports' roles forward; that is how a tighten function sees a
// table declared two imports away, and how a package that can name a
// source type knows it takes part.
//
// It grows with the number of role declarations, never with package size.
type Visible struct {
	Carriers []CarrierInfo // sorted by package path, then name
	Tables   []TableInfo   // sorted by package path, then name
	Tightens []DeclInfo    // sorted by package path, then name
	// Specs are the identities ("path.Name") of the visible tighten
	// functions' spec types, sorted: the census reads a spawn sink's
	// parameters against them in any package.
	Specs []string
}

// AFact marks Visible as an analysis fact.
func (*Visible) AFact() {}

// String renders the fact for analysistest's `// want package:"..."`, in a
// form with no regular-expression metacharacters but the dot:
//
//	carriers{p.Carry<p.Source:A,B>} tables{p.NotCarried<C,D>} tightens{p.Tighten}
//
// An unreadable carrier shows as p.Carry<unreadable>, an unreadable table
// as p.NotCarried<unreadable:C>.
func (f *Visible) String() string {
	var b strings.Builder
	b.WriteString("carriers{")
	for i, c := range f.Carriers {
		if i > 0 {
			b.WriteString(" ")
		}
		if c.Source == "" {
			fmt.Fprintf(&b, "%s<unreadable>", c.Decl.Qualified())
		} else {
			fmt.Fprintf(&b, "%s<%s:%s>", c.Decl.Qualified(), c.Source, strings.Join(c.Seats, ","))
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
		fmt.Fprintf(&b, "%s<%s%s>", t.Decl.Qualified(), prefix, strings.Join(keys, ","))
	}
	b.WriteString("} tightens{")
	for i, d := range f.Tightens {
		if i > 0 {
			b.WriteString(" ")
		}
		b.WriteString(d.Qualified())
	}
	b.WriteString("}")
	return b.String()
}

func (f *Visible) empty() bool {
	return f == nil || len(f.Carriers)+len(f.Tables)+len(f.Tightens)+len(f.Specs) == 0
}

// DeclInfo names one role declaration for findings in other packages.
type DeclInfo struct {
	PkgPath string
	PkgName string
	Name    string
	// Pos is "file.go:line", the file's base name only: facts travel as
	// text. Findings never quote it; they resolve the declaration with
	// Object for a related location.
	Pos string
}

// Key identifies the declaration: its package path and name.
func (d DeclInfo) Key() string { return d.PkgPath + "\x00" + d.Name }

// Qualified is the declaration's name as a reader of another package writes it.
func (d DeclInfo) Qualified() string { return d.PkgName + "." + d.Name }

// Display names a declaration in a finding: bare when it is declared in
// the package under analysis (path pkgPath), else qualified. Never with
// its position: a finding points at a declaration of another package with
// a related location (see Object).
func (d DeclInfo) Display(pkgPath string) string {
	if d.PkgPath == pkgPath {
		return d.Name
	}
	return d.Qualified()
}

// CarrierInfo is a carrier and the seats it carries.
type CarrierInfo struct {
	// Decl is a named field, not an embedded one: gob skips the fields of
	// an embedded type it cannot see.
	Decl DeclInfo
	// Source is the clamp source type, qualified by its package name; ""
	// when the source cannot be read (see the package documentation).
	Source string
	Seats  []string // the source's field names, sorted
}

// TableInfo is a not-carried table.
type TableInfo struct {
	Decl DeclInfo // named, not embedded: see CarrierInfo
	// Readable is false when the table is not a map literal or has a key
	// that is not a string literal: its rows cannot be trusted to be all.
	Readable bool
	Rows     []RowInfo // sorted by key
}

// RowInfo is one row of a not-carried table.
type RowInfo struct {
	Key    string
	Reason string
	Pos    string // "file.go:line" of the row
	// Unread describes the reason expression when it is not a string
	// literal ("a call reason()"); "" when Reason was read.
	Unread string
}

// merge returns the union of facts (deduplicated by package path and
// name, sorted), or nil when it is empty. Every package that takes part
// merges its imports' facts, and again with its own: the declarations are
// told apart and ordered by their (path, name) pair, which orders them as
// their Key does (a path holds no NUL byte), without building the Key.
func merge(facts ...*Visible) *Visible {
	out := &Visible{}
	carriers := make(map[declID]bool)
	tables := make(map[declID]bool)
	tightens := make(map[declID]bool)
	specs := make(map[string]bool)
	for _, f := range facts {
		if f == nil {
			continue
		}
		for _, c := range f.Carriers {
			if id := c.Decl.id(); !carriers[id] {
				carriers[id] = true
				out.Carriers = append(out.Carriers, c)
			}
		}
		for _, t := range f.Tables {
			if id := t.Decl.id(); !tables[id] {
				tables[id] = true
				out.Tables = append(out.Tables, t)
			}
		}
		for _, d := range f.Tightens {
			if id := d.id(); !tightens[id] {
				tightens[id] = true
				out.Tightens = append(out.Tightens, d)
			}
		}
		for _, s := range f.Specs {
			if !specs[s] {
				specs[s] = true
				out.Specs = append(out.Specs, s)
			}
		}
	}
	if out.empty() {
		return nil
	}
	slices.SortFunc(out.Carriers, func(a, b CarrierInfo) int { return compareDecls(a.Decl, b.Decl) })
	slices.SortFunc(out.Tables, func(a, b TableInfo) int { return compareDecls(a.Decl, b.Decl) })
	slices.SortFunc(out.Tightens, compareDecls)
	sort.Strings(out.Specs)
	return out
}

// declID is what DeclInfo.Key spells, as a comparable pair.
type declID struct{ path, name string }

func (d DeclInfo) id() declID { return declID{d.PkgPath, d.Name} }

// compareDecls orders declarations as their Keys compare.
func compareDecls(a, b DeclInfo) int {
	return cmp.Or(strings.Compare(a.PkgPath, b.PkgPath), strings.Compare(a.Name, b.Name))
}

// importedVisible merges the Visible facts of the direct imports (the only
// ones go vet makes visible); nil when no import takes part.
func importedVisible(pass *analysis.Pass) *Visible {
	var facts []*Visible
	for _, imp := range pass.Pkg.Imports() {
		if f := new(Visible); pass.ImportPackageFact(imp, f) {
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

// List renders declarations by their qualified names, "a.X, b.Y": their
// positions are related locations, not text.
func List(decls []DeclInfo) string {
	parts := make([]string, len(decls))
	for i, d := range decls {
		parts[i] = d.Qualified()
	}
	return strings.Join(parts, ", ")
}
