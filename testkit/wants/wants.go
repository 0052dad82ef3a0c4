// Package wants reads the `// want "rx" ...` comments of a test's Go
// source, in the manner of analysistest, and matches findings against
// them: one finding per regexp, on the wanted line, each with a range.
// The dataflow's unit tests, which run its parts without an analysis
// pass, share it.
package wants

import (
	"go/token"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

var (
	wantRx  = regexp.MustCompile(`// want((?: "(?:[^"\\]|\\.)*")+)`)
	quoteRx = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)
)

// Read returns the regexps of the want comments of src by line: src's
// first line is line firstLine+1 of its file (0 when src is the whole
// file).
func Read(t testing.TB, src string, firstLine int) map[int][]*regexp.Regexp {
	t.Helper()
	out := map[int][]*regexp.Regexp{}
	for i, l := range strings.Split(src, "\n") {
		m := wantRx.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		for _, q := range quoteRx.FindAllString(m[1], -1) {
			s, err := strconv.Unquote(q)
			if err != nil {
				t.Fatalf("bad want %s: %v", q, err)
			}
			rx, err := regexp.Compile(s)
			if err != nil {
				t.Fatalf("bad want %s: %v", q, err)
			}
			out[firstLine+i+1] = append(out[firstLine+i+1], rx)
		}
	}
	return out
}

// Finding is what Check matches: a finding's range and message.
type Finding struct {
	Pos, End token.Pos
	Message  string
}

// Check matches fs against want (consumed): each finding must have a
// range and match a regexp of its line, and each regexp one finding.
func Check(t testing.TB, fset *token.FileSet, fs []Finding, want map[int][]*regexp.Regexp) {
	t.Helper()
	sort.Slice(fs, func(i, j int) bool { return fs[i].Pos < fs[j].Pos })
	for _, f := range fs {
		if !f.Pos.IsValid() || f.End <= f.Pos {
			t.Errorf("finding without a range: %q", f.Message)
		}
		ln := fset.Position(f.Pos).Line
		matched := false
		for i, rx := range want[ln] {
			if rx.MatchString(f.Message) {
				want[ln] = append(want[ln][:i], want[ln][i+1:]...)
				matched = true
				break
			}
		}
		if !matched {
			t.Errorf("unexpected finding at line %d: %s", ln, f.Message)
		}
	}
	for ln, rxs := range want {
		for _, rx := range rxs {
			t.Errorf("missing finding at line %d matching %q", ln, rx)
		}
	}
}
