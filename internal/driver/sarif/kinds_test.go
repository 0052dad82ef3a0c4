package sarif_test

import (
	"bytes"
	"go/token"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/sarif"
	"github.com/sema-agent/clampvet/internal/kinds"
)

// TestKindRules checks the log of a suite run: one rule per kind of the
// catalogue (each analyzer's, then the suite's own), each with its title,
// its page and its level; a finding's ruleId and ruleIndex name its kind's
// rule; a covered finding is a result with an inSource suppression and
// its reason; a fingerprint is a partialFingerprint.
func TestKindRules(t *testing.T) {
	at := token.Position{Filename: "/src/mod/p/p.go", Line: 3, Column: 2}
	end := token.Position{Filename: "/src/mod/p/p.go", Line: 3, Column: 9}
	res := &findings.Result{
		Findings: []findings.Finding{{
			Analyzer: "constructors", Category: kinds.SeatWrittenAfterClamps, Package: "mod/p",
			Pos: at, End: end, Message: "Deny written after the clamps", Fingerprint: "f1",
		}},
		Allowed: []findings.Finding{{
			Analyzer: "clampseats", Category: kinds.SourceLiteralOmitsSeat, Package: "mod/p",
			Pos: at, End: end, Message: "Source literal omits seat Deny", Fingerprint: "f2",
			Allowed: &findings.Exception{Pos: at, End: end, Reason: "re-read from disk"},
		}},
	}
	opts := sarif.Options{Root: "/src/mod", Analyzers: analyzers.All()}
	log := sarif.Build(res, opts)
	var buf bytes.Buffer
	if err := sarif.Write(&buf, res, opts); err != nil {
		t.Fatal(err)
	}
	validate(t, buf.Bytes())

	rules := log.Runs[0].Tool.Driver.Rules
	all := kinds.All()
	if len(rules) != len(all) {
		t.Fatalf("%d rules, want one per kind (%d)", len(rules), len(all))
	}
	index := make(map[string]int)
	for i, r := range rules {
		index[r.ID] = i
		k, ok := kinds.Lookup(r.ID)
		switch {
		case !ok:
			t.Errorf("rule %s is no kind", r.ID)
		case r.ShortDescription == nil || r.ShortDescription.Text != k.Title:
			t.Errorf("rule %s: short description %+v, want the title %q", r.ID, r.ShortDescription, k.Title)
		case !strings.HasSuffix(r.HelpURI, "#kind-"+k.ID):
			t.Errorf("rule %s: helpUri %q is not the kind's page", r.ID, r.HelpURI)
		case r.DefaultConfiguration == nil || r.DefaultConfiguration.Level != k.Level():
			t.Errorf("rule %s: level %+v, want %s", r.ID, r.DefaultConfiguration, k.Level())
		case r.Help == nil || !strings.Contains(r.Help.Markdown, k.Bad):
			t.Errorf("rule %s: help without the failing example", r.ID)
		}
	}
	results := log.Runs[0].Results
	if len(results) != 2 {
		t.Fatalf("%d results, want the finding and the covered one", len(results))
	}
	for i, want := range []struct{ kind, fp string }{{kinds.SeatWrittenAfterClamps, "f1"}, {kinds.SourceLiteralOmitsSeat, "f2"}} {
		r := results[i]
		if r.RuleID != want.kind || r.RuleIndex != index[want.kind] || r.PartialFingerprints["clampvet/v1"] != want.fp {
			t.Errorf("result %d: rule %s (index %d), fingerprints %v; want rule %s (index %d), fingerprint %s",
				i, r.RuleID, r.RuleIndex, r.PartialFingerprints, want.kind, index[want.kind], want.fp)
		}
	}
	if s := results[0].Suppressions; len(s) != 0 {
		t.Errorf("an uncovered finding has suppressions %+v", s)
	}
	if s := results[1].Suppressions; len(s) != 1 || s[0].Kind != "inSource" || s[0].Justification != "re-read from disk" {
		t.Errorf("covered finding: suppressions %+v, want one inSource with the reason", s)
	}
}
