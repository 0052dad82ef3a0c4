package driver

import "testing"

func TestMergeEdits(t *testing.T) {
	e := func(start, end int, text string) pendingEdit { return pendingEdit{start: start, end: end, text: text} }
	base := []pendingEdit{e(10, 20, "x")}
	for _, tc := range []struct {
		name string
		add  pendingEdit
		ok   bool
		n    int
	}{
		{"identical (a package and its test variant)", e(10, 20, "x"), true, 1},
		{"disjoint before", e(0, 5, "y"), true, 2},
		{"touching after", e(20, 20, "y"), true, 2},
		{"overlapping", e(15, 25, "y"), false, 0},
		{"inside", e(12, 13, "y"), false, 0},
		{"same range, other text", e(10, 20, "y"), false, 0},
		{"insertion at the start of a replacement", e(10, 10, "y"), false, 0},
	} {
		got, ok := merge(append([]pendingEdit(nil), base...), tc.add)
		if ok != tc.ok || len(got) != tc.n {
			t.Errorf("%s: %v, %d edits; want %v, %d", tc.name, ok, len(got), tc.ok, tc.n)
		}
		for i := 1; i < len(got); i++ {
			if got[i-1].start > got[i].start {
				t.Errorf("%s: edits not sorted: %v", tc.name, got)
			}
		}
	}
	if _, ok := merge([]pendingEdit{e(5, 5, "a")}, e(5, 5, "b")); ok {
		t.Error("two insertions at one point merged: their order is a guess")
	}
	if got := string(apply([]byte("0123456789"), []pendingEdit{e(1, 2, "A"), e(5, 5, "+"), e(8, 10, "")})); got != "0A234+567" {
		t.Errorf("apply: %q", got)
	}
}
