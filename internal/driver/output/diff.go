package output

import (
	"fmt"
	"strings"
)

// Unified returns the unified diff (three lines of context) that turns old
// into new, labelled "NAME (old)" and "NAME (new)" as x/tools' -diff
// labels them, or "" when they are equal.
//
// x/tools' diff package, which its drivers use, is internal; the module
// has no other diff library, and a line diff of the small edits of
// suggested fixes is short. The edit script is Myers' O(ND) greedy
// algorithm ("An O(ND) Difference Algorithm and Its Variations", 1986).
func Unified(name, old, new string) string {
	if old == new {
		return ""
	}
	a, b := splitLines(old), splitLines(new)
	ops := myers(a, b)
	var sb strings.Builder
	fmt.Fprintf(&sb, "--- %s (old)\n+++ %s (new)\n", name, name)
	const context = 3
	for i := 0; i < len(ops); {
		if ops[i].kind == ' ' {
			i++
			continue
		}
		// A hunk: from context lines before the change to context lines
		// after the last change that is at most 2*context lines away.
		start := max(0, i-context)
		end := i
		for j := i; j < len(ops); j++ {
			if ops[j].kind != ' ' {
				end = j + 1
			} else if j-end >= 2*context {
				break
			}
		}
		end = min(len(ops), end+context)
		writeHunk(&sb, ops[start:end])
		i = end
	}
	return sb.String()
}

// An op is one line of the edit script: ' ' kept, '-' deleted, '+'
// inserted; aLine and bLine are the 1-based lines before it in a and b.
type op struct {
	kind         byte
	text         string
	aLine, bLine int
}

func writeHunk(sb *strings.Builder, ops []op) {
	var na, nb int
	for _, o := range ops {
		if o.kind != '+' {
			na++
		}
		if o.kind != '-' {
			nb++
		}
	}
	fmt.Fprintf(sb, "@@ %s %s @@\n", hunkRange('-', ops[0].aLine, na), hunkRange('+', ops[0].bLine, nb))
	for _, o := range ops {
		sb.WriteByte(o.kind)
		sb.WriteString(o.text)
		if !strings.HasSuffix(o.text, "\n") {
			sb.WriteString("\n\\ No newline at end of file\n")
		}
	}
}

// hunkRange formats one side of a hunk header: the first line and the
// count, GNU diff's way (a count of 1 is left out; an empty side names the
// line before it).
func hunkRange(sign byte, before, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("%c%d,0", sign, before)
	case 1:
		return fmt.Sprintf("%c%d", sign, before+1)
	}
	return fmt.Sprintf("%c%d,%d", sign, before+1, n)
}

// splitLines splits s into lines that keep their "\n".
func splitLines(s string) []string {
	var out []string
	for l := range strings.Lines(s) {
		out = append(out, l)
	}
	return out
}

// myers returns the shortest edit script from a to b.
func myers(a, b []string) []op {
	n, m := len(a), len(b)
	offset := n + m + 1
	v := make([]int, 2*offset+1)
	var trace [][]int
	for d := 0; d <= n+m; d++ {
		trace = append(trace, append([]int(nil), v...))
		for k := -d; k <= d; k += 2 {
			var x int
			if k == -d || (k != d && v[offset+k-1] < v[offset+k+1]) {
				x = v[offset+k+1] // down: an insertion
			} else {
				x = v[offset+k-1] + 1 // right: a deletion
			}
			y := x - k
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			v[offset+k] = x
			if x >= n && y >= m {
				return backtrack(a, b, trace, offset, d)
			}
		}
	}
	panic("unreachable: the script of n+m edits always exists")
}

// backtrack reads the edit script off the trace of myers, from the end.
func backtrack(a, b []string, trace [][]int, offset, d int) []op {
	var rev []op
	x, y := len(a), len(b)
	for ; d > 0; d-- {
		v := trace[d]
		k := x - y
		var prevK int
		if k == -d || (k != d && v[offset+k-1] < v[offset+k+1]) {
			prevK = k + 1
		} else {
			prevK = k - 1
		}
		prevX := v[offset+prevK]
		prevY := prevX - prevK
		for x > prevX && y > prevY {
			x, y = x-1, y-1
			rev = append(rev, op{' ', a[x], x, y})
		}
		if x == prevX {
			y--
			rev = append(rev, op{'+', b[y], x, y})
		} else {
			x--
			rev = append(rev, op{'-', a[x], x, y})
		}
	}
	for x > 0 && y > 0 {
		x, y = x-1, y-1
		rev = append(rev, op{' ', a[x], x, y})
	}
	ops := make([]op, len(rev))
	for i, o := range rev {
		ops[len(rev)-1-i] = o
	}
	return ops
}
