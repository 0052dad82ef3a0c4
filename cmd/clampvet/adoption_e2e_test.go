package main_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
)

// edit replaces the one occurrence of old in the file at path by new.
func edit(t *testing.T, path, old, new string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), old); n != 1 {
		t.Fatalf("%s: %q occurs %d times, want once", path, old, n)
	}
	if err := os.WriteFile(path, []byte(strings.Replace(string(data), old, new, 1)), 0o666); err != nil {
		t.Fatal(err)
	}
}

// brokenEngine is a copy of the example engine with two findings of two
// kinds: a clamp source that omits a seat, and a carrier result dropped.
func brokenEngine(t *testing.T) string {
	t.Helper()
	root := copyTree(t)
	dir := filepath.Join(root, "examples", "engine")
	edit(t, filepath.Join(dir, "agents", "subagent.go"), "\t\tReadDenyPatterns: w.ReadDenyPatterns,\n", "")
	edit(t, filepath.Join(dir, "agents", "verify.go"), "}).Apply(&spec)", "})")
	return dir
}

// sarifRun is what these tests read of a SARIF log.
type sarifRun struct {
	Tool struct {
		Driver struct {
			Rules []struct {
				ID      string `json:"id"`
				HelpURI string `json:"helpUri"`
			} `json:"rules"`
		} `json:"driver"`
	} `json:"tool"`
	Results []struct {
		RuleID              string            `json:"ruleId"`
		PartialFingerprints map[string]string `json:"partialFingerprints"`
		Suppressions        []struct {
			Kind          string `json:"kind"`
			Justification string `json:"justification"`
		} `json:"suppressions"`
		Locations []struct {
			PhysicalLocation struct {
				Region struct {
					StartLine int `json:"startLine"`
				} `json:"region"`
			} `json:"physicalLocation"`
		} `json:"locations"`
	} `json:"results"`
}

// sarifOf runs clampvet -format=sarif in dir, validates the log against
// the schema and returns its run.
func sarifOf(t *testing.T, dir string, wantCode int) sarifRun {
	t.Helper()
	r := clampvet(t, dir, "-format=sarif", "./...")
	if r.code != wantCode {
		t.Fatalf("want exit %d\n%s", wantCode, r)
	}
	if err := validateSARIF([]byte(r.stdout)); err != nil {
		t.Fatal(err)
	}
	var log struct{ Runs []sarifRun }
	if err := json.Unmarshal([]byte(r.stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("SARIF: %v, %d runs", err, len(log.Runs))
	}
	return log.Runs[0]
}

// TestE2EFingerprintsSurviveMovedLines: every SARIF result of a broken
// engine names a kind, its rule is the kind's (one rule per kind, with the
// kind's page), and carries a fingerprint; moving every finding's lines
// (code added above them, in both files) keeps every fingerprint.
func TestE2EFingerprintsSurviveMovedLines(t *testing.T) {
	t.Parallel()
	dir := brokenEngine(t)
	before := sarifOf(t, dir, exitFindings)
	rules := make(map[string]string)
	for _, r := range before.Tool.Driver.Rules {
		if _, dup := rules[r.ID]; dup {
			t.Errorf("rule %s listed twice", r.ID)
		}
		rules[r.ID] = r.HelpURI
	}
	for _, k := range kinds.All() {
		if rules[k.ID] != k.URL() {
			t.Errorf("rule %s: helpUri %q, want the kind's page %q", k.ID, rules[k.ID], k.URL())
		}
	}
	fingerprints := func(run sarifRun) (fps []string, lines []int) {
		for _, res := range run.Results {
			if _, ok := kinds.Lookup(res.RuleID); !ok {
				t.Errorf("result of rule %q, not a kind", res.RuleID)
			}
			fp := res.PartialFingerprints["clampvet/v1"]
			if fp == "" {
				t.Errorf("result of rule %s has no fingerprint", res.RuleID)
			}
			fps = append(fps, res.RuleID+" "+fp)
			lines = append(lines, res.Locations[0].PhysicalLocation.Region.StartLine)
		}
		slices.Sort(fps)
		return fps, lines
	}
	fpBefore, linesBefore := fingerprints(before)
	if len(fpBefore) != 2 || !strings.HasPrefix(fpBefore[0], kinds.CarrierResultDiscarded+" ") || !strings.HasPrefix(fpBefore[1], kinds.SourceLiteralOmitsSeat+" ") {
		t.Fatalf("want one finding of each kind, got %q", fpBefore)
	}
	for _, file := range []string{"subagent.go", "verify.go"} {
		edit(t, filepath.Join(dir, "agents", file), "\nimport (", "\n// A comment that moves every line,\n// and another.\n\nimport (")
	}
	after := sarifOf(t, dir, exitFindings)
	fpAfter, linesAfter := fingerprints(after)
	if !slices.Equal(fpBefore, fpAfter) {
		t.Errorf("fingerprints changed with the lines:\nbefore %q\nafter  %q", fpBefore, fpAfter)
	}
	slices.Sort(linesBefore)
	slices.Sort(linesAfter)
	if slices.Equal(linesBefore, linesAfter) {
		t.Errorf("the edit moved no finding (lines %v): the test proves nothing", linesAfter)
	}
}

// TestE2EBaseline: a baseline written from a broken engine accepts its
// findings (exit 0, nothing printed), a new finding still fails the gate
// and is the only one printed, and a file that is no baseline is a usage
// error, never an empty baseline.
func TestE2EBaseline(t *testing.T) {
	t.Parallel()
	dir := brokenEngine(t)
	base := filepath.Join(t.TempDir(), "baseline.json")
	if r := clampvet(t, dir, "-write-baseline="+base, "./..."); r.code != exitClean || r.stdout != "" {
		t.Fatalf("-write-baseline: want exit 0 and no output\n%s", r)
	}
	if r := clampvet(t, dir, "-baseline="+base, "./..."); r.code != exitClean || r.stdout != "" ||
		!strings.Contains(r.stderr, "2 finding(s) of the baseline") {
		t.Fatalf("-baseline with every finding in it: want exit 0, no findings, and the count on stderr\n%s", r)
	}
	// A third finding, in another constructor.
	edit(t, filepath.Join(dir, "agents", "subagent.go"), "\t\tReadDenyPatterns: parent.Task.Spec.ReadDenyPatterns,\n", "")
	r := clampvet(t, dir, "-baseline="+base, "./...")
	got, err := parseText(r.stdout, true, false)
	if r.code != exitFindings || err != nil || len(got) != 1 || got[0].Kind != kinds.SourceLiteralOmitsSeat {
		t.Fatalf("-baseline with a new finding: want exit %d and only the new finding (%v)\n%s", exitFindings, err, r)
	}
	if err := os.WriteFile(base, []byte(`{"findings": []}`), 0o666); err != nil {
		t.Fatal(err)
	}
	if r := clampvet(t, dir, "-baseline="+base, "./..."); r.code != exitUsage {
		t.Fatalf("a file of no version: want the usage exit %d\n%s", exitUsage, r)
	}
}

// TestE2EAllow: an audited exception covers its finding alike in the
// standalone driver and under go vet (exit 0, nothing printed); the
// standalone JSON and SARIF keep the covered finding with its reason, and
// -allowed lists it; an exception that covers nothing and one without a
// reason are findings in both drivers.
func TestE2EAllow(t *testing.T) {
	t.Parallel()
	root := copyTree(t)
	dir := filepath.Join(root, "examples", "engine")
	subagent := filepath.Join(dir, "agents", "subagent.go")
	edit(t, subagent, "\t\tReadDenyPatterns: w.ReadDenyPatterns,\n", "")
	const reason = "the woken run re-reads its deny rules from disk (TestResumeRereads)"
	edit(t, subagent, "\twakerClamps := policy.ChildClampSource{", "\t//clampvet:allow "+kinds.SourceLiteralOmitsSeat+" "+reason+"\n\twakerClamps := policy.ChildClampSource{")

	if r := clampvet(t, dir, "./..."); r.code != exitClean || r.stdout != "" {
		t.Fatalf("standalone: an allowed finding leaves exit 0 and no output\n%s", r)
	}
	if r := goVet(t, dir); r.code != 0 || strings.Contains(r.stderr, "omits") {
		t.Fatalf("go vet: an allowed finding leaves exit 0 and no output\n%s", r)
	}
	r := clampvet(t, dir, "-allowed", "./...")
	if r.code != exitClean || !strings.Contains(r.stdout, "omits seat ReadDenyPatterns") || !strings.Contains(r.stdout, "\tallowed: "+reason) {
		t.Fatalf("-allowed: want the finding and its reason\n%s", r)
	}
	r = clampvet(t, dir, "-format=json", "./...")
	if r.code != exitClean || !strings.Contains(r.stdout, `"reason": "`+reason+`"`) {
		t.Fatalf("-format=json: want the covered finding with its reason, exit 0\n%s", r)
	}
	run := sarifOf(t, dir, exitClean)
	if len(run.Results) != 1 || len(run.Results[0].Suppressions) != 1 ||
		run.Results[0].Suppressions[0].Kind != "inSource" || run.Results[0].Suppressions[0].Justification != reason {
		t.Fatalf("SARIF: want one result with an inSource suppression and the reason, got %+v", run.Results)
	}

	// An exception with nothing under it, and one with no reason.
	verify := filepath.Join(dir, "agents", "verify.go")
	edit(t, verify, "\n// The verify gate's budgets.\n", "\n//clampvet:allow "+kinds.CarrierResultDiscarded+" nothing here is discarded\nvar _ = 0\n\n//clampvet:allow "+kinds.SourceLiteralOmitsSeat+"\nvar _ = 1\n\n// The verify gate's budgets.\n")
	want := []string{kinds.AllowUnused, kinds.AllowMalformed}
	r = clampvet(t, dir, "./...")
	got, err := parseText(r.stdout, true, false)
	var gotKinds []string
	for _, f := range got {
		gotKinds = append(gotKinds, f.Kind)
	}
	slices.Sort(gotKinds)
	slices.Sort(want)
	if r.code != exitFindings || err != nil || !slices.Equal(gotKinds, want) {
		t.Fatalf("standalone: want findings of kinds %q (%v)\n%s", want, err, r)
	}
	r = goVet(t, dir)
	vetGot, err := parseText(r.stderr, false, true)
	if r.code != 1 || err != nil || len(vetGot) != len(got) {
		t.Fatalf("go vet: want the same %d findings (%v)\n%s", len(got), err, r)
	}
	for i := range got {
		if vetGot[i].Message != got[i].Message || vetGot[i].Line != got[i].Line {
			t.Errorf("go vet and standalone differ: %s vs %s", vetGot[i], got[i])
		}
	}
}
