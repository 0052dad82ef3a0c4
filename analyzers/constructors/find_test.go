package constructors

import (
	"strings"
	"testing"
)

// TestFindIsLookup requires find(typ, fn), which compares without
// building the name, to answer as lookup of typ+"."+fn (fn alone when typ
// is "") on sorted entries whose names are prefixes of one another or
// differ just before, at or after the dot.
func TestFindIsLookup(t *testing.T) {
	names := []string{"A", "B", "B.M", "B.MM", "B.N", "BB.M", "B_", "Ba.M", "C", "T.M", "T.M2", "TT.M", "Ta", "T"}
	p := &pkgSummary{}
	for _, n := range names {
		p.Decls = append(p.Decls, declSummary{Name: n})
	}
	sortDecls(p.Decls)
	queries := append([]string{"", "Z", "B.", "B.L", "B.Ma", "Bz.M", "A.M", "T.L", "TT.N", "U.M"}, names...)
	found := 0
	for _, q := range queries {
		typ, fn, ok := strings.Cut(q, ".")
		if !ok {
			typ, fn = "", q
		}
		want, ok := p.lookup(q)
		got := p.find(typ, fn)
		switch {
		case ok != (got >= 0):
			t.Errorf("find(%q, %q) = %d, lookup(%q) found %v", typ, fn, got, q, ok)
		case ok && p.Decls[got].Name != want.Name:
			t.Errorf("find(%q, %q) = %s, lookup(%q) = %s", typ, fn, p.Decls[got].Name, q, want.Name)
		case ok:
			found++
		}
	}
	if found != len(names) {
		t.Fatalf("found %d of the %d names declared", found, len(names))
	}
}
