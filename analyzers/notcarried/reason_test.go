package notcarried

import (
	"strings"
	"testing"
)

// TestJudgeReason pins the placeholder rule documented in Documentation.
func TestJudgeReason(t *testing.T) {
	for _, tc := range []struct {
		reason string
		want   string // "" = acceptable
	}{
		{"", "an empty reason"},
		{" \t\n", "an empty reason"},
		{"-", `the placeholder reason "-"`},
		{"...", `the placeholder reason "..."`},
		{" — ", `the placeholder reason " — "`},
		{"TODO", `the placeholder reason "TODO"`},
		{"todo", `the placeholder reason "todo"`},
		{"ToDo.", `the placeholder reason "ToDo."`},
		{" tbd ", `the placeholder reason " tbd "`},
		{"FixMe!", `the placeholder reason "FixMe!"`},
		{"n/a", `the placeholder reason "n/a"`},
		{"N/A.", `the placeholder reason "N/A."`},
		{"(n/a)", `the placeholder reason "(n/a)"`},
		{"TODO: explain", `the placeholder reason "TODO: explain"`},
		{"TODO(ann) later", `the placeholder reason "TODO(ann) later"`},
		{"FIXME - decide", `the placeholder reason "FIXME - decide"`},
		{"TBD by the owner", `the placeholder reason "TBD by the owner"`},
		{"- TODO -", `the placeholder reason "- TODO -"`},
		{"XXX", `the placeholder reason "XXX"`},
		{"xxx", `the placeholder reason "xxx"`},
		{"None", `the placeholder reason "None"`},
		{"none.", `the placeholder reason "none."`},
		{"NONE", `the placeholder reason "NONE"`},
		{"N.A.", `the placeholder reason "N.A."`},
		{"n.a.", `the placeholder reason "n.a."`},
		{"n.a", `the placeholder reason "n.a"`},
		{"na", `the placeholder reason "na"`},
		{"NA", `the placeholder reason "NA"`},
		{"TBA", `the placeholder reason "TBA"`},
		{"tba", `the placeholder reason "tba"`},
		{"WIP", `the placeholder reason "WIP"`},
		{"Wip!", `the placeholder reason "Wip!"`},
		{"placeholder", `the placeholder reason "placeholder"`},
		{"<Placeholder>", `the placeholder reason "<Placeholder>"`},
		{"reason", `the placeholder reason "reason"`},
		{"REASON", `the placeholder reason "REASON"`},
		{"(reason)", `the placeholder reason "(reason)"`},
		{"XXX: explain", `the placeholder reason "XXX: explain"`},
		{"WIP - see the issue", `the placeholder reason "WIP - see the issue"`},
		{"TBA by the owner", `the placeholder reason "TBA by the owner"`},
		// Acceptable: words, even ones that start with a marker's letters
		// or use a marker word in lower case inside a sentence.
		{"todo lists are per lane", ""},
		{"TODOS are per lane", ""},
		{"n/a for children: each lane sizes its own budget", ""},
		{"none of the lanes asks a person", ""},
		{"None: each lane sizes its own budget", ""},
		{"naïve lanes keep their own posture", ""},
		{"N.A.S.A. rules do not apply", ""},
		{"placeholder lanes carry nothing", ""},
		{"reason codes are per lane", ""},
		{"Reason: a budget each lane sizes", ""},
		{"wip lanes are per user", ""},
		{"XXXL budgets are per lane", ""},
		{"a budget each constructor sizes", ""},
		{"x", ""},
		{"0", ""},
		{"é", ""},
	} {
		if got := judgeReason(tc.reason); got != tc.want {
			t.Errorf("judgeReason(%q) = %q, want %q", tc.reason, got, tc.want)
		}
	}
}

// TestPlaceholderLists checks that every exported word and marker is
// judged a placeholder on its own, so the lists the catalogue covers are
// the ones the rule uses.
func TestPlaceholderLists(t *testing.T) {
	for _, w := range PlaceholderWords() {
		for _, r := range []string{w, strings.ToUpper(w), " " + w + ". "} {
			if judgeReason(r) == "" {
				t.Errorf("placeholder word %q: judgeReason(%q) accepts it", w, r)
			}
		}
	}
	for _, m := range PlaceholderMarkers() {
		if m != strings.ToUpper(m) {
			t.Errorf("marker %q is not upper case", m)
		}
		if judgeReason(m+": later") == "" {
			t.Errorf("marker %q: judgeReason(%q) accepts it", m, m+": later")
		}
	}
	PlaceholderWords()[0] = "changed"
	if placeholderWords[0] == "changed" {
		t.Error("PlaceholderWords returns the rule's own slice")
	}
}
