package directive

import (
	"bytes"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Marker is the word whose presence, in any letter case, makes a Go file
// possibly take part in clampvet: every comment that reads as a clampvet
// directive ([CommentMentions]) contains it. The selective loader reads
// file bytes with [SourceMentions] and the analyzers read comments with
// [Mentions]: the first is true wherever the second is, so the loader never
// leaves out a package an analyzer would report in.
const Marker = Tool

// SourceMentions reports whether the Go source src may hold a comment that
// reads as a clampvet directive: whether it contains [Marker] in any letter
// case. It is the loader's test of a file it has not parsed, and the
// analyzers' cheap test of a file outside the build before they parse it.
//
// The scanner drops carriage returns from comment text, so a file with
// "clamp\rvet" holds the comment "clampvet": carriage returns are ignored
// here too.
func SourceMentions(src []byte) bool {
	if bytes.IndexByte(src, '\r') >= 0 {
		src = bytes.ReplaceAll(src, []byte("\r"), nil)
	}
	return indexFold(src, bytes.IndexByte) >= 0
}

// indexFold returns the index of [Marker] in b in any letter case, or -1.
// It looks for the 'v' of the word with the vectorized IndexByte, once per
// letter case, and compares around each hit: Go source has few v's, so this
// runs near the speed of a plain search.
func indexFold[S string | []byte](b S, indexByte func(S, byte) int) int {
	const vAt = len(Marker) - 3 // index of 'v' in "clampvet"
	best := -1
	for _, v := range [2]byte{'v', 'V'} {
		for i := vAt; i < len(b); {
			j := indexByte(b[i:], v)
			if j < 0 {
				break
			}
			at := i + j - vAt
			if at+len(Marker) <= len(b) && strings.EqualFold(string(b[at:at+len(Marker)]), Marker) {
				if best < 0 || at < best {
					best = at
				}
				break
			}
			i += j + 1
		}
	}
	return best
}

// CommentMentions reports whether the text of one comment ("//..." or
// "/*...*/") reads as a clampvet directive, well-formed or not: a line
// comment whose text, after its slashes and white space, starts with
// "clampvet" in any letter case followed by a colon (white space allowed
// before it) or by white space and a role name; or a block comment one of
// whose lines does (after white space and leading stars). Prose that
// mentions the tool ("// run clampvet: it ...") further into the comment
// does not read as a directive.
func CommentMentions(text string) bool {
	_, ok := readSpelling(text)
	return ok
}

// spelling is how a comment reads as a clampvet directive.
type spelling struct {
	name, args string // the role name as written and what follows it
	// line is the text that reads as a directive: the comment's text for
	// a line comment, the line of a block comment.
	line string
	// fault says what makes the spelling wrong ("" for the exact
	// "//clampvet:" prefix); see the fault constants.
	fault fault
	// sep is the character written in place of the colon (fault
	// separator).
	sep string
}

// fault is what keeps a comment that reads as a directive from being one.
type fault int

const (
	exact       fault = iota // "//clampvet:..."
	extraSlash               // "///clampvet:..."
	leadSpace                // "// clampvet:..."
	letterCase               // "//CLAMPVET:..."
	spaceColon               // "//clampvet :..."
	noColon                  // "//clampvet carrier"
	blockComent              // "/* clampvet:... */"
	separator                // "//clampvet.carrier", "//clampvet-carrier", "//clampvet：carrier"
)

// readSpelling reads one comment's text as a directive; ok is false when
// it does not read as one.
func readSpelling(text string) (sp spelling, ok bool) {
	if len(text) < 2+len(Tool) {
		return spelling{}, false
	}
	switch {
	case text[1] == '/' && !startsLikeTool(text[2:]):
		return spelling{}, false // the common case, decided without copying
	case strings.HasPrefix(text, "//"):
		return readLine(text)
	case strings.HasPrefix(text, "/*"):
		body := strings.TrimSuffix(text[2:], "*/")
		if indexFold(body, strings.IndexByte) < 0 {
			return spelling{}, false // the common case: no line to read
		}
		for line := range strings.Lines(body) {
			line = strings.TrimLeft(line, " \t\r\n")
			line = strings.TrimLeft(strings.TrimLeft(line, "*"), " \t")
			if sp, ok := readWord(line); ok {
				sp.line, sp.fault = strings.TrimRight(line, " \t\r\n"), blockComent
				return sp, true
			}
		}
	}
	return spelling{}, false
}

// startsLikeTool reports whether s, after slashes and white space, starts
// with a 'c' in either case: the cheap test that rules out nearly every
// line comment before readLine looks closer.
func startsLikeTool(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '/', ' ', '\t':
			continue
		case 'c', 'C':
			return true
		}
		return false
	}
	return false
}

// readLine reads a line comment.
func readLine(text string) (spelling, bool) {
	body := text[2:]
	rest := strings.TrimLeft(body, "/")
	slashes := len(body) - len(rest)
	word := strings.TrimLeft(rest, " \t")
	spaced := len(word) != len(rest)
	sp, ok := readWord(word)
	if !ok {
		return spelling{}, false
	}
	sp.line = text
	switch {
	case slashes > 0:
		sp.fault = extraSlash
	case spaced && sp.fault == exact:
		sp.fault = leadSpace
	case spaced:
		// Keep the word's own fault: the suggestion fixes both.
	}
	return sp, true
}

// readWord reads text that starts with the tool's name: "clampvet:NAME",
// in any letter case, with white space before the colon or a role name
// and no colon.
func readWord(s string) (spelling, bool) {
	if len(s) < len(Tool) || !strings.EqualFold(s[:len(Tool)], Tool) {
		return spelling{}, false
	}
	var sp spelling
	if s[:len(Tool)] != Tool {
		sp.fault = letterCase
	}
	after := s[len(Tool):]
	rest := strings.TrimLeft(after, " \t")
	if strings.HasPrefix(rest, ":") {
		if len(rest) != len(after) && sp.fault == exact {
			sp.fault = spaceColon
		}
		arg := rest[1:]
		if sp.fault != exact {
			// A wrong spelling is shown right: its name is what follows
			// the colon and any white space.
			arg = strings.TrimLeft(arg, " \t")
		}
		sp.name, sp.args = splitName(arg)
		return sp, true
	}
	if len(rest) == len(after) {
		return readSeparated(sp, after) // "clampvet.spawn" reads as one; "clampvetx" is another word
	}
	sp.name, sp.args = splitName(rest)
	if !Role(strings.ToLower(sp.name)).known() {
		return spelling{}, false // prose: "// clampvet checks ..."
	}
	if sp.fault == exact {
		sp.fault = noColon
	}
	return sp, true
}

// readSeparated reads what follows the tool's name when it is neither a
// colon nor white space: one punctuation or symbol character in place of
// the colon ("clampvet.spawn", "clampvet=spawn", "clampvet_spawn", a
// fullwidth colon), which gofmt keeps as written, followed by a role name
// in any letter case. Anything else is another word ("clampvetx",
// "clampvet_test", "clampvet.Analyzer"), and no directive.
func readSeparated(sp spelling, after string) (spelling, bool) {
	r, size := utf8.DecodeRuneInString(after)
	if r == utf8.RuneError || !unicode.IsPunct(r) && !unicode.IsSymbol(r) {
		return spelling{}, false
	}
	name, args := splitName(strings.TrimLeft(after[size:], " \t"))
	if !Role(strings.ToLower(name)).known() {
		return spelling{}, false
	}
	sp.name, sp.args, sp.fault, sp.sep = name, args, separator, after[:size]
	return sp, true
}
