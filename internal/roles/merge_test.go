package roles

import (
	"bytes"
	"encoding/gob"
	"testing"
)

// TestMergeIsOrderIndependent requires the union of facts to encode the
// same whatever order the imports come in.
func TestMergeIsOrderIndependent(t *testing.T) {
	a := &Visible{
		Carriers: []CarrierInfo{{Decl: DeclInfo{PkgPath: "x/a", PkgName: "a", Name: "Carry", Pos: "a.go:3"}, Source: "a.Source", Seats: []string{"A", "B"}}},
		Tightens: []DeclInfo{{PkgPath: "x/a", PkgName: "a", Name: "Tighten", Pos: "a.go:9"}},
	}
	b := &Visible{
		Tables:   []TableInfo{{Decl: DeclInfo{PkgPath: "x/b", PkgName: "b", Name: "T", Pos: "b.go:4"}, Readable: true, Rows: []RowInfo{{Key: "C", Reason: "why", Pos: "b.go:5"}}}},
		Carriers: []CarrierInfo{{Decl: DeclInfo{PkgPath: "x/b", PkgName: "b", Name: "Carry", Pos: "b.go:3"}}},
	}
	enc := func(f *Visible) []byte {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	ab, ba, aba := merge(a, b), merge(b, a), merge(a, b, a)
	if !bytes.Equal(enc(ab), enc(ba)) || !bytes.Equal(enc(ab), enc(aba)) {
		t.Errorf("merge depends on order or repeats:\n%v\n%v\n%v", ab, ba, aba)
	}
	if got, want := ab.String(), "carriers{a.Carry<a.Source:A,B> b.Carry<unreadable>} tables{b.T<C>} tightens{a.Tighten}"; got != want {
		t.Errorf("merged fact %s, want %s", got, want)
	}
	if merge(nil, &Visible{}) != nil {
		t.Error("merge of nothing is not nil: a package that takes no part would export a fact")
	}
}

// TestMergeSortsByKey requires merged declarations in the order of their
// Keys, on paths where one is a prefix of another and on names that order
// otherwise than their paths, and each (path, name) once.
func TestMergeSortsByKey(t *testing.T) {
	var decls []DeclInfo
	for _, path := range []string{"x/a-b", "x/a/b", "x/a", "x/ab", "x", "x/a.b"} {
		for _, name := range []string{"Z", "A", "a", "Tighten"} {
			decls = append(decls, DeclInfo{PkgPath: path, PkgName: "p", Name: name})
		}
	}
	var facts []*Visible
	for i := range decls {
		d := decls[len(decls)-1-i] // in reverse, and each twice
		f := &Visible{Tightens: []DeclInfo{d}, Carriers: []CarrierInfo{{Decl: d}}, Tables: []TableInfo{{Decl: d}}}
		facts = append(facts, f, f)
	}
	out := merge(facts...)
	if len(out.Tightens) != len(decls) || len(out.Carriers) != len(decls) || len(out.Tables) != len(decls) {
		t.Fatalf("merged %d tightens, %d carriers, %d tables; want %d of each", len(out.Tightens), len(out.Carriers), len(out.Tables), len(decls))
	}
	for i := 1; i < len(decls); i++ {
		for _, pair := range [][2]DeclInfo{
			{out.Tightens[i-1], out.Tightens[i]}, {out.Carriers[i-1].Decl, out.Carriers[i].Decl}, {out.Tables[i-1].Decl, out.Tables[i].Decl},
		} {
			if pair[0].Key() >= pair[1].Key() {
				t.Errorf("merged %q before %q: not in Key order", pair[0].Key(), pair[1].Key())
			}
		}
	}
}

// TestMergeKeepsFirst requires, of two entries for the same declaration
// that differ otherwise (a stale fact), the one of the earlier fact, in
// every list, whichever of the two sorts first by its other fields.
func TestMergeKeepsFirst(t *testing.T) {
	d := DeclInfo{PkgPath: "x/a", PkgName: "a", Name: "Carry", Pos: "a.go:3"}
	moved := d
	moved.Pos = "a.go:1"
	mk := func(d DeclInfo, source string) *Visible {
		return &Visible{Carriers: []CarrierInfo{{Decl: d, Source: source}}, Tables: []TableInfo{{Decl: d, Readable: source != ""}}, Tightens: []DeclInfo{d}}
	}
	for _, tc := range []struct {
		first, second *Visible
	}{
		{mk(d, "a.Source"), mk(moved, "")},
		{mk(moved, ""), mk(d, "a.Source")},
	} {
		filler := &Visible{Carriers: []CarrierInfo{{Decl: DeclInfo{PkgPath: "x/0", Name: "C"}}, {Decl: DeclInfo{PkgPath: "x/z", Name: "C"}}}}
		out := merge(filler, tc.first, filler, tc.second)
		want := tc.first.Carriers[0]
		if len(out.Carriers) != 3 || out.Carriers[1].Decl != want.Decl || out.Carriers[1].Source != want.Source {
			t.Errorf("carriers %+v: want the first fact's %+v between the filler's", out.Carriers, want)
		}
		if len(out.Tables) != 1 || out.Tables[0].Readable != tc.first.Tables[0].Readable {
			t.Errorf("tables %+v: want the first fact's", out.Tables)
		}
		if len(out.Tightens) != 1 || out.Tightens[0] != tc.first.Tightens[0] {
			t.Errorf("tightens %+v: want the first fact's", out.Tightens)
		}
	}
}
