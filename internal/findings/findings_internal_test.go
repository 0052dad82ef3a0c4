package findings

import (
	"errors"
	"go/token"
	"testing"
)

func TestParsePos(t *testing.T) {
	for _, c := range []struct {
		in   string
		want token.Position
	}{
		{"/a/b.go:5:23", token.Position{Filename: "/a/b.go", Line: 5, Column: 23}},
		{"/a/b.go:5", token.Position{Filename: "/a/b.go", Line: 5}},
		{`C:\a\b.go:5:2`, token.Position{Filename: `C:\a\b.go`, Line: 5, Column: 2}},
		{"", token.Position{}},
		{"-", token.Position{}},
		{"/a/b.go", token.Position{Filename: "/a/b.go"}},
	} {
		if got := parsePos(c.in); got != c.want {
			t.Errorf("parsePos(%q) = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestPrimaryErrors(t *testing.T) {
	skipped := Error{Package: "p", Analyzer: "a", Err: errors.New("analysis skipped due to errors in package")}
	prereq := Error{Package: "q", Analyzer: "a", Err: errors.New("failed prerequisites: a@p")}
	real := Error{Package: "r", Analyzer: "a", Err: errors.New("internal error: boom")}
	r := &Result{Errors: []Error{skipped, prereq, real}}
	if got := r.PrimaryErrors(); len(got) != 3 {
		t.Errorf("without load errors: %v, want all three", got)
	}
	r.LoadErrors = []LoadError{{Package: "p", Msg: "x"}}
	if got := r.PrimaryErrors(); len(got) != 1 || got[0].Package != "r" {
		t.Errorf("with load errors: %v, want only r's", got)
	}
}
