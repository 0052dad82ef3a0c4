package notcarried

import (
	"bytes"
	"encoding/gob"
	"testing"
)

// TestJudgeReason pins the placeholder rule documented in Documentation.
func TestJudgeReason(t *testing.T) {
	for _, tc := range []struct {
		reason string
		want   string // "" = acceptable
	}{
		{"", "an empty reason"},
		{" \t\n", "an empty reason"},
		{"-", `the placeholder reason "-"`},
		{"...", `the placeholder reason "..."`},
		{" — ", `the placeholder reason " — "`},
		{"TODO", `the placeholder reason "TODO"`},
		{"todo", `the placeholder reason "todo"`},
		{"ToDo.", `the placeholder reason "ToDo."`},
		{" tbd ", `the placeholder reason " tbd "`},
		{"FixMe!", `the placeholder reason "FixMe!"`},
		{"n/a", `the placeholder reason "n/a"`},
		{"N/A.", `the placeholder reason "N/A."`},
		{"(n/a)", `the placeholder reason "(n/a)"`},
		{"TODO: explain", `the placeholder reason "TODO: explain"`},
		{"TODO(ann) later", `the placeholder reason "TODO(ann) later"`},
		{"FIXME - decide", `the placeholder reason "FIXME - decide"`},
		{"TBD by the owner", `the placeholder reason "TBD by the owner"`},
		{"- TODO -", `the placeholder reason "- TODO -"`},
		// Acceptable: words, even ones that start with a marker's letters
		// or use a marker word in lower case inside a sentence.
		{"todo lists are per lane", ""},
		{"TODOS are per lane", ""},
		{"n/a for children: each lane sizes its own budget", ""},
		{"a budget each constructor sizes", ""},
		{"x", ""},
		{"0", ""},
		{"é", ""},
	} {
		if got := judgeReason(tc.reason); got != tc.want {
			t.Errorf("judgeReason(%q) = %q, want %q", tc.reason, got, tc.want)
		}
	}
}

// TestMergeIsOrderIndependent requires the union of facts to encode the
// same whatever order the imports come in.
func TestMergeIsOrderIndependent(t *testing.T) {
	a := &rolesFact{
		Carriers: []carrierInfo{{Decl: declInfo{PkgPath: "x/a", PkgName: "a", Name: "Carry", Pos: "a.go:3"}, Source: "a.Source", Seats: []string{"A", "B"}}},
		Tightens: []declInfo{{PkgPath: "x/a", PkgName: "a", Name: "Tighten", Pos: "a.go:9"}},
	}
	b := &rolesFact{
		Tables:   []tableInfo{{Decl: declInfo{PkgPath: "x/b", PkgName: "b", Name: "T", Pos: "b.go:4"}, Readable: true, Rows: []rowInfo{{Key: "C", Reason: "why", Pos: "b.go:5"}}}},
		Carriers: []carrierInfo{{Decl: declInfo{PkgPath: "x/b", PkgName: "b", Name: "Carry", Pos: "b.go:3"}}},
	}
	enc := func(f *rolesFact) []byte {
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
	if merge(nil, &rolesFact{}) != nil {
		t.Error("merge of nothing is not nil: a package that takes no part would export a fact")
	}
}
