package findings

import (
	"go/token"
	"os"
	"unicode/utf16"
	"unicode/utf8"
)

// Source reads source files, once each, to convert the byte columns of
// go/token into the UTF-16 code unit columns that SARIF (by default) and
// GitHub expect. The zero value is not usable: call [NewSource].
type Source struct {
	read  func(string) ([]byte, error)
	files map[string][]byte // nil entry: unreadable
}

// NewSource returns a Source that reads files from disk.
func NewSource() *Source { return NewSourceFunc(os.ReadFile) }

// NewSourceFunc returns a Source that reads files with read (for tests).
func NewSourceFunc(read func(string) ([]byte, error)) *Source {
	return &Source{read: read, files: make(map[string][]byte)}
}

// UTF16Column returns the 1-based column of p counted in UTF-16 code units.
// It reads the line p.Line of p.Filename, not the bytes at p.Offset: in a
// cgo package the offset is one of cmd/cgo's copy, while the file, line
// and column follow its //line directives to the source file. It falls
// back to p's byte column when the file cannot be read or its line is
// shorter than the column, which is right for ASCII lines.
func (s *Source) UTF16Column(p token.Position) int {
	if !p.IsValid() || p.Column <= 1 {
		return p.Column
	}
	content, ok := s.files[p.Filename]
	if !ok {
		content, _ = s.read(p.Filename)
		s.files[p.Filename] = content
	}
	line, ok := lineAt(content, p.Line)
	if content == nil || !ok || line[0]+p.Column-1 > line[1] {
		return p.Column
	}
	return 1 + utf16Len(content[line[0]:line[0]+p.Column-1])
}

// utf16Len counts the UTF-16 code units of the UTF-8 text b. An invalid
// byte counts as one unit (it is shown as U+FFFD, one unit).
func utf16Len(b []byte) int {
	n := 0
	for len(b) > 0 {
		r, size := utf8.DecodeRune(b)
		b = b[size:]
		n += max(utf16.RuneLen(r), 1)
	}
	return n
}
