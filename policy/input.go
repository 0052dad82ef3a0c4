package policy

// Input handling the four specifications share: how a refusal quotes what
// it refused, and how a key is compared the way encoding/json compares it.

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxQuoted is the most bytes of one input value a refusal quotes.
const maxQuoted = 64

// quoteInput quotes s for an error message: all of it when it is short,
// otherwise a prefix cut at a character boundary followed by the input's
// length, so that refusing a 1 MiB value costs a line, not a megabyte (and
// invalid UTF-8, which strconv.Quote escapes four bytes to one, stays
// bounded too).
func quoteInput(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	cut := maxQuoted
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d bytes)", strconv.Quote(s[:cut]), len(s))
}

// quoteJSON shows a JSON value's text in an error message: as it is when
// it is short and printable (a number reads as a number), else as
// quoteInput quotes it.
func quoteJSON(raw []byte) string {
	s := strings.TrimSpace(string(raw))
	if len(s) <= maxQuoted && utf8.ValidString(s) && !strings.ContainsFunc(s, unicode.IsControl) {
		return s
	}
	return quoteInput(s)
}

// keyMatch says how an object key compares with a key a reader wants.
type keyMatch int

const (
	keyOther  keyMatch = iota // a different key
	keyFolded                 // equal only under Unicode case folding
	keyExact                  // the very key
)

// matchKey compares key with want as encoding/json compares a JSON key
// with a struct field's name when it decodes: a key equal to want under
// case folding lands in the same field, so a reader that fails closed must
// read it too.
func matchKey(key, want string) keyMatch {
	switch {
	case key == want:
		return keyExact
	case strings.EqualFold(key, want):
		return keyFolded
	}
	return keyOther
}

// truncated reports an input that ends inside a JSON value as
// io.ErrUnexpectedEOF, which says so, rather than the decoder's bare io.EOF,
// which reads as "nothing was there".
func truncated(err error) error {
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("the input ends inside the object: %w", io.ErrUnexpectedEOF)
	}
	return err
}
