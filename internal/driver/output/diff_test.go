package output

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

func TestUnifiedGolden(t *testing.T) {
	old := "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
	new := "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn"
	want := "--- x.go (old)\n+++ x.go (new)\n" +
		"@@ -1,5 +1,5 @@\n a\n-b\n+B\n c\n d\n e\n" +
		"@@ -11,3 +11,4 @@\n k\n l\n m\n+n\n\\ No newline at end of file\n"
	if got := Unified("x.go", old, new); got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if got := Unified("x.go", old, old); got != "" {
		t.Errorf("equal texts: %q, want no diff", got)
	}
}

// TestUnifiedApplies applies the diffs of random edits to the old text
// and wants the new one.
func TestUnifiedApplies(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		var a []string
		for range r.IntN(30) {
			a = append(a, fmt.Sprintf("l%d\n", r.IntN(6)))
		}
		b := append([]string(nil), a...)
		for range r.IntN(5) {
			j := r.IntN(len(b) + 1)
			switch r.IntN(3) {
			case 0:
				b = append(b[:j], append([]string{fmt.Sprintf("n%d\n", r.IntN(6))}, b[j:]...)...)
			case 1:
				if j < len(b) {
					b = append(b[:j], b[j+1:]...)
				}
			case 2:
				if j < len(b) {
					b[j] = "changed\n"
				}
			}
		}
		old, new := strings.Join(a, ""), strings.Join(b, "")
		d := Unified("f", old, new)
		got, err := applyUnified(old, d)
		if err != nil || got != new {
			t.Fatalf("case %d: %v\nold:\n%s\nnew:\n%s\ndiff:\n%s\napplied:\n%s", i, err, old, new, d, got)
		}
	}
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$`)

// applyUnified applies a unified diff (of texts that end in a newline) to old.
func applyUnified(old, diff string) (string, error) {
	if diff == "" {
		return old, nil
	}
	a := strings.SplitAfter(old, "\n")
	a = a[:len(a)-1]
	lines := strings.Split(strings.TrimSuffix(diff, "\n"), "\n")[2:]
	var out []string
	next := 0 // index in a of the first line not yet copied
	for i := 0; i < len(lines); {
		m := hunkHeader.FindStringSubmatch(lines[i])
		if m == nil {
			return "", fmt.Errorf("want a hunk header, have %q", lines[i])
		}
		start, _ := strconv.Atoi(m[1])
		if m[2] == "0" {
			start++ // an empty old side names the line before
		}
		out = append(out, a[next:start-1]...)
		next = start - 1
		for i++; i < len(lines) && !strings.HasPrefix(lines[i], "@@"); i++ {
			l := lines[i]
			switch l[0] {
			case ' ', '-':
				if next >= len(a) || a[next] != l[1:]+"\n" {
					return "", fmt.Errorf("line %d: %q does not match %q", next+1, l, a[min(next, len(a)-1)])
				}
				if l[0] == ' ' {
					out = append(out, a[next])
				}
				next++
			case '+':
				out = append(out, l[1:]+"\n")
			}
		}
	}
	return strings.Join(append(out, a[next:]...), ""), nil
}
