package notcarried

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// placeholderWords are reasons that say nothing, compared after trimming
// and in any letter case. "-" and the like need no entry: a reason with no
// letter or digit is a placeholder. "n.a." and "N.A." trim to "n.a".
var placeholderWords = []string{
	"todo", "tbd", "fixme", "xxx", "tba", "wip",
	"n/a", "n.a", "na", "none",
	"placeholder", "reason",
}

// markerPrefixes are the upper-case work markers that make a reason a
// placeholder when it starts with one followed by a non-alphanumeric rune
// ("TODO: explain", "FIXME(ann) later", "TBD by the owner", "WIP - see
// the issue"). They are matched in upper case only, so that a sentence
// that merely starts with the English word ("todo lists are per lane") is
// not mistaken for one.
var markerPrefixes = []string{"TODO", "TBD", "FIXME", "XXX", "TBA", "WIP"}

// PlaceholderWords returns the reasons that are placeholders whatever
// their letter case, once every rune that is not a letter or a digit is
// trimmed from both ends ("todo", "n/a", "none", …), in lower case. The
// catalogue of malformed inputs requires an entry for each.
func PlaceholderWords() []string { return slices.Clone(placeholderWords) }

// PlaceholderMarkers returns the upper-case work markers ("TODO", "WIP",
// …) that make a reason a placeholder when, after the same trimming, it
// starts with one followed by a rune that is not a letter or a digit.
func PlaceholderMarkers() []string { return slices.Clone(markerPrefixes) }

// judgeReason returns "" for an acceptable reason, else what is wrong with
// it, for a finding: "an empty reason" or "a placeholder reason %q".
//
// The rule: trim everything that is not a letter or a digit from both ends.
// If nothing is left, the reason is empty (only white space) or a
// placeholder ("-", "...", "?"). If what is left equals one of
// [PlaceholderWords] in any letter case, or starts with one of
// [PlaceholderMarkers] in upper case followed by a rune that is not a
// letter or digit, it is a placeholder.
func judgeReason(reason string) string {
	if strings.TrimSpace(reason) == "" {
		return "an empty reason"
	}
	placeholder := fmt.Sprintf("a placeholder reason %q", reason)
	core := strings.TrimFunc(reason, func(r rune) bool { return !isAlnum(r) })
	if core == "" {
		return placeholder
	}
	lower := strings.ToLower(core)
	for _, w := range placeholderWords {
		if lower == w {
			return placeholder
		}
	}
	for _, m := range markerPrefixes {
		if rest, ok := strings.CutPrefix(core, m); ok {
			if r, _ := utf8.DecodeRuneInString(rest); !isAlnum(r) {
				return placeholder
			}
		}
	}
	return ""
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
