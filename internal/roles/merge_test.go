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
