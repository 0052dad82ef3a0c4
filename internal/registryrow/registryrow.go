// Package registryrow parses the rows of a //clampvet:registry, the closed
// list of constructors that must call the carrier.
//
// A row is "DIR/FILE.go#Name" or "DIR/FILE.go#Type.Method", DIR relative to
// the module root of the registry's module ("FILE.go#Name" for the module's
// root package). The file is half of the key on purpose: a registry keyed on
// a bare name would let a namesake in another file answer for the real
// constructor. [Parse] accepts only the one canonical spelling of a row, so
// two distinct strings never name the same declaration, and it reports every
// rule a row breaks (not just the first) so that a finding can say exactly
// what to fix.
package registryrow

import (
	"fmt"
	"go/token"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Row is a well-formed registry row.
type Row struct {
	// Dir is the package directory relative to the module root,
	// slash-separated and clean; "" for the module's root package.
	Dir string
	// File is the base name of the file that declares the constructor.
	File string
	// Type is the receiver's type name for a "Type.Method" row, else "".
	Type string
	// Func is the func, var or method name.
	Func string
}

// Name returns the declaration's name as written in the row: "Func" or
// "Type.Func".
func (r Row) Name() string {
	if r.Type != "" {
		return r.Type + "." + r.Func
	}
	return r.Func
}

// Path returns the module-relative file path "DIR/FILE.go" ("FILE.go" in the
// root package).
func (r Row) Path() string {
	if r.Dir == "" {
		return r.File
	}
	return r.Dir + "/" + r.File
}

// String returns the row in its canonical spelling; Parse(r.String())
// returns r.
func (r Row) String() string { return r.Path() + "#" + r.Name() }

// Rule is one well-formedness rule of a row.
type Rule int

// The rules a row must satisfy. Each violation names one of them.
const (
	// OneHash: the row has exactly one '#', between the file and the name.
	OneHash Rule = iota + 1
	// NoSpace: the row has no white space or control character.
	NoSpace
	// HasPath: there is a file path before the '#'.
	HasPath
	// Relative: the path does not start with '/'.
	Relative
	// NoBackslash: the path separator is '/', never '\'.
	NoBackslash
	// NoEmptySegment: no "//" and no trailing '/'.
	NoEmptySegment
	// NoDotDot: no ".." segment.
	NoDotDot
	// NoDot: no "." segment.
	NoDot
	// GoFile: the file name ends in ".go".
	GoFile
	// NotTestFile: the file name does not end in "_test.go".
	NotTestFile
	// NotIgnoredFile: the file name does not start with '_' or '.', which
	// the go tool ignores.
	NotIgnoredFile
	// ValidName: the name is an identifier or Type.Method (not blank).
	ValidName
)

var ruleNames = map[Rule]string{
	OneHash:        "one-hash",
	NoSpace:        "no-space",
	HasPath:        "has-path",
	Relative:       "relative",
	NoBackslash:    "no-backslash",
	NoEmptySegment: "no-empty-segment",
	NoDotDot:       "no-dotdot",
	NoDot:          "no-dot",
	GoFile:         "go-file",
	NotTestFile:    "not-test-file",
	NotIgnoredFile: "not-ignored-file",
	ValidName:      "valid-name",
}

// String returns the rule's short name, e.g. "no-dotdot".
func (r Rule) String() string {
	if s, ok := ruleNames[r]; ok {
		return s
	}
	return fmt.Sprintf("Rule(%d)", int(r))
}

// Violation is one rule a row breaks, with a message that says what was
// found and what is expected.
type Violation struct {
	Rule    Rule
	Message string
}

// Error is returned by [Parse] for a malformed row. It lists every rule the
// row breaks, in a fixed order; Violations is never empty.
type Error struct {
	Row        string
	Violations []Violation
}

// Error joins the violations' messages.
func (e *Error) Error() string {
	msgs := make([]string, len(e.Violations))
	for i, v := range e.Violations {
		msgs[i] = v.Message
	}
	return fmt.Sprintf("malformed registry row %q: %s", e.Row, strings.Join(msgs, "; "))
}

// Has reports whether the error lists a violation of rule r.
func (e *Error) Has(r Rule) bool {
	for _, v := range e.Violations {
		if v.Rule == r {
			return true
		}
	}
	return false
}

// Parse reads one registry row. On a malformed row it returns an [*Error]
// listing every rule the row breaks. A row with no '#' or more than one, or
// with white space, is not split further: its parts cannot be told apart
// reliably, so only that rule is reported.
func Parse(s string) (Row, error) {
	// A registry lists thousands of rows and nearly all are well formed:
	// accept those without the error, closure and splits that the
	// violation-collecting path below allocates for every row.
	if row, ok := parseWellFormed(s); ok {
		return row, nil
	}
	return parseChecked(s)
}

// parseWellFormed returns the row s spells and true when s breaks no rule
// of parseChecked, which then returns the same row and no error; false
// otherwise, leaving parseChecked to say why. Dir and File are slices of s.
func parseWellFormed(s string) (Row, bool) {
	p, name, ok := strings.Cut(s, "#")
	if !ok || p == "" || strings.IndexByte(name, '#') >= 0 || hasBadRune(s) ||
		p[0] == '/' || strings.IndexByte(p, '\\') >= 0 {
		return Row{}, false
	}
	var row Row
	rest := p
	for {
		seg, tail, more := strings.Cut(rest, "/")
		if seg == "" || seg == "." || seg == ".." {
			return Row{}, false
		}
		if !more {
			row.File = seg
			break
		}
		rest = tail
	}
	if len(p) > len(row.File) {
		row.Dir = p[:len(p)-len(row.File)-1]
	}
	f := row.File
	if !strings.HasSuffix(f, ".go") || strings.HasSuffix(f, "_test.go") || f[0] == '_' || f[0] == '.' {
		return Row{}, false
	}
	typ, fn, method := strings.Cut(name, ".")
	if !method {
		typ, fn = "", name
	}
	if !validPart(fn) || method && !validPart(typ) {
		return Row{}, false // a second dot leaves fn no identifier
	}
	row.Type, row.Func = typ, fn
	return row, true
}

// validPart reports whether one part of a row's name is an identifier
// other than the blank one.
func validPart(s string) bool { return s != "_" && token.IsIdentifier(s) }

// badRune is the rune NoSpace forbids: white space or a control character.
func badRune(r rune) bool { return unicode.IsSpace(r) || !unicode.IsPrint(r) }

// hasBadRune reports whether s holds a rune badRune forbids. Rows are
// ASCII: byte by byte, an ASCII byte is bad exactly when it is a control
// character, the space or DEL (unicode.IsPrint admits the space but
// unicode.IsSpace does not), so the unicode tables are read only from the
// first non-ASCII byte on.
func hasBadRune(s string) bool {
	for i := 0; i < len(s); i++ {
		switch b := s[i]; {
		case b >= utf8.RuneSelf:
			return strings.IndexFunc(s[i:], badRune) >= 0
		case b <= ' ' || b == 0x7f:
			return true
		}
	}
	return false
}

// parseChecked is Parse collecting every rule the row breaks.
func parseChecked(s string) (Row, error) {
	e := &Error{Row: s}
	add := func(r Rule, format string, args ...any) {
		e.Violations = append(e.Violations, Violation{Rule: r, Message: fmt.Sprintf(format, args...)})
	}

	switch n := strings.Count(s, "#"); {
	case s == "":
		add(OneHash, `the row is empty: expected "DIR/FILE.go#Name"`)
		return Row{}, e
	case n == 0:
		add(OneHash, `no '#' between the file and the name: expected "DIR/FILE.go#Name"`)
		return Row{}, e
	case n > 1:
		add(OneHash, `%d '#' characters: expected one, as in "DIR/FILE.go#Name"`, n)
		return Row{}, e
	}
	if i := strings.IndexFunc(s, badRune); i >= 0 {
		add(NoSpace, `white space or a control character at byte %d: remove it`, i)
		return Row{}, e
	}

	p, name, _ := strings.Cut(s, "#")
	var row Row
	row.Dir, row.File = checkPath(p, add)
	row.Type, row.Func = checkName(name, add)
	if len(e.Violations) > 0 {
		return Row{}, e
	}
	return row, nil
}

// checkPath checks the part before '#' and splits it into directory and
// file name.
func checkPath(p string, add func(Rule, string, ...any)) (dir, file string) {
	if p == "" {
		add(HasPath, `no file before '#': expected "DIR/FILE.go#Name"`)
		return "", ""
	}
	if strings.HasPrefix(p, "/") {
		add(Relative, `the path starts with '/': make it relative to the module root`)
	}
	if strings.Contains(p, `\`) {
		add(NoBackslash, `the path contains a backslash: separate directories with '/'`)
	}
	segs := strings.Split(strings.TrimPrefix(p, "/"), "/")
	var empty, dotdot, dot bool
	for i, seg := range segs {
		switch seg {
		case "":
			if i < len(segs)-1 {
				empty = true
			}
		case "..":
			dotdot = true
		case ".":
			dot = true
		}
	}
	if empty {
		add(NoEmptySegment, `the path has an empty segment ("//"): remove it`)
	}
	if dotdot {
		add(NoDotDot, `the path has a ".." segment: expected a path inside the module`)
	}
	if dot {
		add(NoDot, `the path has a "." segment: remove it`)
	}

	file = segs[len(segs)-1]
	dir = strings.Join(segs[:len(segs)-1], "/")
	switch {
	case file == "":
		add(NoEmptySegment, `the path ends in '/': add the file name before '#'`)
	case !strings.HasSuffix(file, ".go"):
		add(GoFile, `file %q does not end in ".go": name the constructor's Go file`, file)
	case strings.HasSuffix(file, "_test.go"):
		add(NotTestFile, `file %q is a test file: name a non-test file`, file)
	case strings.HasPrefix(file, "_") || strings.HasPrefix(file, "."):
		add(NotIgnoredFile, `file %q is ignored by the go tool (leading %q): rename it`, file, file[:1])
	}
	return dir, file
}

// checkName checks the part after '#': an identifier or Type.Method.
func checkName(name string, add func(Rule, string, ...any)) (typ, fn string) {
	const want = "expected Name or Type.Method"
	if name == "" {
		add(ValidName, "no name after '#': %s", want)
		return "", ""
	}
	parts := strings.Split(name, ".")
	if len(parts) > 2 {
		add(ValidName, "name %q has %d dots: %s", name, len(parts)-1, want)
		return "", ""
	}
	for _, part := range parts {
		if part == "_" {
			add(ValidName, "name %q is the blank identifier: %s", name, want)
			return "", ""
		}
		if !token.IsIdentifier(part) {
			add(ValidName, "name %q is not an identifier: %s", name, want)
			return "", ""
		}
	}
	if len(parts) == 2 {
		return parts[0], parts[1]
	}
	return "", parts[0]
}
