package registryrow

import (
	"errors"
	"path"
	"slices"
	"strings"
	"testing"
)

func TestParseValid(t *testing.T) {
	tests := []struct {
		in   string
		want Row
	}{
		{"agents/subagent.go#BuildChildSpec", Row{Dir: "agents", File: "subagent.go", Func: "BuildChildSpec"}},
		{"root.go#Build", Row{File: "root.go", Func: "Build"}},
		{"a/b/c/d.go#T.M", Row{Dir: "a/b/c", File: "d.go", Type: "T", Func: "M"}},
		{"internal/verify/verify.go#fixLegSpec", Row{Dir: "internal/verify", File: "verify.go", Func: "fixLegSpec"}},
		{"x/übung.go#Ärger", Row{Dir: "x", File: "übung.go", Func: "Ärger"}},
		{"v2/cgo_linux.go#spec", Row{Dir: "v2", File: "cgo_linux.go", Func: "spec"}},
		{"a.b/c-d/e.go#F", Row{Dir: "a.b/c-d", File: "e.go", Func: "F"}},
		{"...x/a.go#F", Row{Dir: "...x", File: "a.go", Func: "F"}}, // a dir name, not a ".." segment
	}
	for _, tt := range tests {
		got, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): unexpected error %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
		if got.String() != tt.in {
			t.Errorf("Parse(%q).String() = %q, want the input back", tt.in, got.String())
		}
	}
}

func TestParseInvalid(t *testing.T) {
	tests := []struct {
		in    string
		rules []Rule
		msg   string // a fragment of the first violation's message
	}{
		{"", []Rule{OneHash}, "the row is empty"},
		{"agents/subagent.go", []Rule{OneHash}, "no '#'"},
		{"a.go#F#G", []Rule{OneHash}, "2 '#' characters"},
		{"a/b.go#T#M", []Rule{OneHash}, "expected one"},
		{" a.go#F", []Rule{NoSpace}, "white space"},
		{"a.go#F ", []Rule{NoSpace}, "at byte 6"},
		{"a.go#F\n", []Rule{NoSpace}, "control character"},
		{"a.go#\x00", []Rule{NoSpace}, "control character"},
		{"#F", []Rule{HasPath}, "no file before '#'"},
		{"/abs/a.go#F", []Rule{Relative}, "starts with '/'"},
		{`a\b.go#F`, []Rule{NoBackslash}, "backslash"},
		{`C:\x\a.go#F`, []Rule{NoBackslash}, "backslash"},
		{"a//b.go#F", []Rule{NoEmptySegment}, `empty segment`},
		{"a/#F", []Rule{NoEmptySegment}, `ends in '/'`},
		{"../a.go#F", []Rule{NoDotDot}, `".." segment`},
		{"a/../b/c.go#F", []Rule{NoDotDot}, `".." segment`},
		{"./a.go#F", []Rule{NoDot}, `"." segment`},
		{"a/./b.go#F", []Rule{NoDot}, `"." segment`},
		{"a/b.ts#F", []Rule{GoFile}, `does not end in ".go"`},
		{"a/b#F", []Rule{GoFile}, `does not end in ".go"`},
		{"a/b.GO#F", []Rule{GoFile}, `does not end in ".go"`},
		{"a/b_test.go#F", []Rule{NotTestFile}, "test file"},
		{"a/_b.go#F", []Rule{NotIgnoredFile}, "ignored by the go tool"},
		{"a/.go#F", []Rule{NotIgnoredFile}, "ignored by the go tool"},
		{"a.go#", []Rule{ValidName}, "no name after '#'"},
		{"a.go#1F", []Rule{ValidName}, "not an identifier"},
		{"a.go#func", []Rule{ValidName}, "not an identifier"},
		{"a.go#*T.M", []Rule{ValidName}, "not an identifier"},
		{"a.go#(*T).M", []Rule{ValidName}, "not an identifier"},
		{"a.go#T[K].M", []Rule{ValidName}, "not an identifier"},
		{"a.go#T.M.N", []Rule{ValidName}, "2 dots"},
		{"a.go#T.", []Rule{ValidName}, "not an identifier"},
		{"a.go#.M", []Rule{ValidName}, "not an identifier"},
		{"a.go#_", []Rule{ValidName}, "blank identifier"},
		{"a.go#T._", []Rule{ValidName}, "blank identifier"},
		// Several rules at once: each is reported.
		{"/a/../b.ts#1x", []Rule{Relative, NoDotDot, GoFile, ValidName}, "starts with '/'"},
		{`\\srv//./x_test.go#F`, []Rule{NoBackslash, NoEmptySegment, NoDot, NotTestFile}, "backslash"},
		{"//a.go#F", []Rule{Relative, NoEmptySegment}, "starts with '/'"},
	}
	for _, tt := range tests {
		row, err := Parse(tt.in)
		if err == nil {
			t.Errorf("Parse(%q) = %+v, want an error breaking %v", tt.in, row, tt.rules)
			continue
		}
		if row != (Row{}) {
			t.Errorf("Parse(%q) returned %+v with its error, want the zero Row", tt.in, row)
		}
		var pe *Error
		if !errors.As(err, &pe) {
			t.Errorf("Parse(%q) error is %T, want *Error", tt.in, err)
			continue
		}
		var got []Rule
		for _, v := range pe.Violations {
			got = append(got, v.Rule)
			if v.Message == "" || strings.HasSuffix(v.Message, ".") || strings.ToLower(v.Message[:1]) != v.Message[:1] {
				t.Errorf("Parse(%q): message %q must be lower case with no final period", tt.in, v.Message)
			}
		}
		if !slices.Equal(got, tt.rules) {
			t.Errorf("Parse(%q) broke rules %v, want %v (%v)", tt.in, got, tt.rules, err)
		}
		for _, r := range tt.rules {
			if !pe.Has(r) {
				t.Errorf("Parse(%q).Has(%v) = false", tt.in, r)
			}
		}
		if !strings.Contains(pe.Violations[0].Message, tt.msg) {
			t.Errorf("Parse(%q): first message %q does not say %q", tt.in, pe.Violations[0].Message, tt.msg)
		}
		if !strings.Contains(err.Error(), tt.in) && !strings.ContainsAny(tt.in, "\n\x00\\") {
			t.Errorf("Parse(%q).Error() = %q does not name the row", tt.in, err.Error())
		}
	}
}

func TestRuleString(t *testing.T) {
	seen := map[string]bool{}
	for r := OneHash; r <= ValidName; r++ {
		s := r.String()
		if strings.HasPrefix(s, "Rule(") || seen[s] {
			t.Errorf("rule %d has no distinct name: %q", int(r), s)
		}
		seen[s] = true
	}
	if got := Rule(99).String(); got != "Rule(99)" {
		t.Errorf("Rule(99).String() = %q", got)
	}
}

func TestRowAccessors(t *testing.T) {
	r := Row{Dir: "a/b", File: "c.go", Type: "T", Func: "M"}
	if r.Name() != "T.M" || r.Path() != "a/b/c.go" || r.String() != "a/b/c.go#T.M" {
		t.Errorf("accessors of %+v: Name %q Path %q String %q", r, r.Name(), r.Path(), r.String())
	}
	root := Row{File: "c.go", Func: "F"}
	if root.Path() != "c.go" || root.String() != "c.go#F" {
		t.Errorf("accessors of %+v: Path %q String %q", root, root.Path(), root.String())
	}
}

// FuzzParse checks that Parse never panics, that an accepted row is in
// canonical form (it prints back as the input and its parts obey every
// rule), and that a rejected row always says why.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"agents/subagent.go#BuildChildSpec", "a.go#T.M", "", "#", "a.go#F#G", "../a.go#F",
		"/a.go#F", `a\b.go#F`, "a//b.go#F", "a/b_test.go#F", "a.go#_", "a.go#T.M.N", " a.go#F",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		agreeChecked(t, s)
		row, err := Parse(s)
		if err != nil {
			var pe *Error
			if !errors.As(err, &pe) || len(pe.Violations) == 0 || pe.Row != s {
				t.Fatalf("Parse(%q): error %v carries no violation", s, err)
			}
			return
		}
		if row.String() != s {
			t.Fatalf("Parse(%q).String() = %q: an accepted row must be canonical", s, row.String())
		}
		if row.Dir != "" && path.Clean(row.Dir) != row.Dir {
			t.Fatalf("Parse(%q): Dir %q is not clean", s, row.Dir)
		}
		if strings.HasPrefix(row.Dir, "/") || strings.Contains(row.Dir, `\`) || strings.Contains(row.File, "/") {
			t.Fatalf("Parse(%q): bad split %+v", s, row)
		}
		for _, seg := range strings.Split(row.Dir, "/") {
			if seg == ".." || seg == "." || (seg == "" && row.Dir != "") {
				t.Fatalf("Parse(%q): Dir %q has segment %q", s, row.Dir, seg)
			}
		}
		if !strings.HasSuffix(row.File, ".go") || strings.HasSuffix(row.File, "_test.go") {
			t.Fatalf("Parse(%q): File %q", s, row.File)
		}
		again, err := Parse(row.String())
		if err != nil || again != row {
			t.Fatalf("Parse(Parse(%q).String()) = %+v, %v", s, again, err)
		}
	})
}

// agreeChecked fails unless Parse's allocation-free path accepts s exactly
// when the violation-collecting path finds no rule broken, with the same
// row.
func agreeChecked(t *testing.T, s string) {
	t.Helper()
	fast, ok := parseWellFormed(s)
	slow, err := parseChecked(s)
	if ok != (err == nil) || fast != slow {
		t.Errorf("row %q: parseWellFormed = %+v, %v; parseChecked = %+v, %v", s, fast, ok, slow, err)
	}
}

// TestParsePathsAgree runs both paths of Parse on rows near every rule's
// edge, valid and not: the fast path may never accept a row the checked
// path rejects, nor split one differently.
func TestParsePathsAgree(t *testing.T) {
	valid := []string{
		"a.go#F", "a/b.go#F", "a/b/c.go#T.M", "...x/a.go#F", "a.b/c-d/e.go#F", "x/übung.go#Ärger",
		"_a/b.go#F", ".a/b.go#F", // only the file's name is ignored by the go tool
		"a/\xffb.go#F", // invalid UTF-8 decodes to U+FFFD, a printable rune
	}
	invalid := []string{
		"", "#", "a.go", "a.go#", "#F", "a.go#F#G", "a#b.go#F", "a.go#.M", "a.go#T.", "a.go#T..M", "a.go#T.M.N",
		"a.go#_", "a.go#_.M", "a.go#T._", "a.go#1F", "a.go#F-G", "/a.go#F", "//a.go#F", `a\b.go#F`,
		"a//b.go#F", "a/#F", "/#F", "./a.go#F", "a/./b.go#F", "../a.go#F", "a/../b.go#F", "a/..#F", "a/.#F",
		"a/b#F", "a/b.gox#F", "a/b_test.go#F", "a/_b.go#F", "a/.b.go#F", "a/.go#F",
		" a.go#F", "a.go#F ", "a.go#F\n", "a\tb.go#F", "a.go#\x00", "a.go#F\u00a0", "a.go#\xff",
	}
	for _, s := range append(slices.Clone(valid), invalid...) {
		agreeChecked(t, s)
	}
	for _, s := range valid {
		if _, err := Parse(s); err != nil {
			t.Errorf("Parse(%q): %v, want a row", s, err)
		}
	}
	for _, s := range invalid {
		if _, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) accepted a malformed row", s)
		}
	}
}

// TestParseValidAllocates pins that a well-formed row costs no
// allocation: a registry lists thousands.
func TestParseValidAllocates(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _, _ = Parse("a/b/c.go#T.M") }); n != 0 {
		t.Errorf("Parse of a valid row allocates %v times, want 0", n)
	}
}

func BenchmarkParse(b *testing.B) {
	rows := []string{
		"internal/agents/subagent/subagent.go#BuildChildSpec",
		"orchestration/workflow_primitives.go#Workflow.ChildClamps",
		"root.go#Build",
		"a/../b.go#F#G",
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		_, _ = Parse(rows[i%len(rows)])
	}
}

// TestHasBadRune requires the byte-wise scan of the rows to find a rune
// NoSpace forbids exactly when strings.IndexFunc with badRune does: every
// rune up to U+3000 alone and after an ASCII prefix, and invalid UTF-8.
func TestHasBadRune(t *testing.T) {
	var cases []string
	for r := rune(0); r <= 0x3000; r++ {
		cases = append(cases, string(r), "a/b.go#F"+string(r), string(r)+"x y")
	}
	cases = append(cases, "", "a/b.go#F", "\xff", "a\xffb", "a\xff b", "é\t", "a\u00a0b", "a\u0085b")
	bad := 0
	for _, s := range cases {
		want := strings.IndexFunc(s, badRune) >= 0
		if got := hasBadRune(s); got != want {
			t.Errorf("hasBadRune(%q) = %v, IndexFunc says %v", s, got, want)
		}
		if want {
			bad++
		}
	}
	if bad < 100 {
		t.Fatalf("only %d cases hold a forbidden rune", bad)
	}
}
