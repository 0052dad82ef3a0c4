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
		{"-", `a placeholder reason "-"`},
		{"...", `a placeholder reason "..."`},
		{" — ", `a placeholder reason " — "`},
		{"TODO", `a placeholder reason "TODO"`},
		{"todo", `a placeholder reason "todo"`},
		{"ToDo.", `a placeholder reason "ToDo."`},
		{" tbd ", `a placeholder reason " tbd "`},
		{"FixMe!", `a placeholder reason "FixMe!"`},
		{"n/a", `a placeholder reason "n/a"`},
		{"N/A.", `a placeholder reason "N/A."`},
		{"(n/a)", `a placeholder reason "(n/a)"`},
		{"TODO: explain", `a placeholder reason "TODO: explain"`},
		{"TODO(ann) later", `a placeholder reason "TODO(ann) later"`},
		{"FIXME - decide", `a placeholder reason "FIXME - decide"`},
		{"TBD by the owner", `a placeholder reason "TBD by the owner"`},
		{"- TODO -", `a placeholder reason "- TODO -"`},
		{"XXX", `a placeholder reason "XXX"`},
		{"xxx", `a placeholder reason "xxx"`},
		{"None", `a placeholder reason "None"`},
		{"none.", `a placeholder reason "none."`},
		{"NONE", `a placeholder reason "NONE"`},
		{"N.A.", `a placeholder reason "N.A."`},
		{"n.a.", `a placeholder reason "n.a."`},
		{"n.a", `a placeholder reason "n.a"`},
		{"na", `a placeholder reason "na"`},
		{"NA", `a placeholder reason "NA"`},
		{"TBA", `a placeholder reason "TBA"`},
		{"tba", `a placeholder reason "tba"`},
		{"WIP", `a placeholder reason "WIP"`},
		{"Wip!", `a placeholder reason "Wip!"`},
		{"placeholder", `a placeholder reason "placeholder"`},
		{"<Placeholder>", `a placeholder reason "<Placeholder>"`},
		{"reason", `a placeholder reason "reason"`},
		{"REASON", `a placeholder reason "REASON"`},
		{"(reason)", `a placeholder reason "(reason)"`},
		{"XXX: explain", `a placeholder reason "XXX: explain"`},
		{"WIP - see the issue", `a placeholder reason "WIP - see the issue"`},
		{"TBA by the owner", `a placeholder reason "TBA by the owner"`},
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
