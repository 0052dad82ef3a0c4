package directive

import "strings"

// AllowPrefix starts an audited exception, "//clampvet:allow KIND reason".
// Unlike the roles, an exception is a line comment anywhere in a file (on
// the line of the finding it covers or alone on the line above), so the
// role scan leaves it to package internal/allow, which reads it.
const AllowPrefix = "//" + Tool + ":allow"

// IsAllow reports whether a comment's text is spelt as an audited
// exception: AllowPrefix followed by nothing or by white space. A
// misspelling ("// clampvet:allow", "//clampvet:allowed") is not one, and
// the role scan reports it as it reports any other.
func IsAllow(text string) bool {
	rest, ok := strings.CutPrefix(text, AllowPrefix)
	return ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t')
}
