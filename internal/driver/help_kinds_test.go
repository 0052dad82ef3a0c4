package driver_test

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/internal/kinds"
)

// githubAnchors returns the anchors GitHub gives the headings of a
// Markdown page, in order, as github-slugger computes them: the heading's
// text in lower case, every rune that is not a letter, a digit, a space, a
// hyphen or an underscore dropped, spaces turned into hyphens, and "-N"
// added to the Nth repeat of an anchor. Fenced code blocks hold no heading.
func githubAnchors(page string) []string {
	var out []string
	seen := map[string]int{}
	fenced := false
	for line := range strings.SplitSeq(page, "\n") {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		text, ok := strings.CutPrefix(line, "#")
		if fenced || !ok {
			continue
		}
		text = strings.TrimLeft(text, "#")
		if !strings.HasPrefix(text, " ") {
			continue
		}
		var b strings.Builder
		for _, r := range strings.ToLower(strings.TrimSpace(text)) {
			switch {
			case r == ' ':
				b.WriteRune('-')
			case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r):
				b.WriteRune(r)
			}
		}
		a := b.String()
		if n := seen[a]; n > 0 {
			seen[a] = n + 1
			a = a + "-" + strconv.Itoa(n)
		} else {
			seen[a] = 1
		}
		out = append(out, a)
	}
	return out
}

// section returns the part of page from its heading "## name" to the next
// second-level heading.
func section(t *testing.T, page, name string) string {
	t.Helper()
	_, rest, ok := strings.Cut(page, "\n## "+name+"\n")
	if !ok {
		t.Fatalf("docs/analyzers.md has no section %q", name)
	}
	if i := strings.Index(rest, "\n## "); i >= 0 {
		rest = rest[:i]
	}
	return rest
}

// TestKindPages checks that every kind of the catalogue has its page in
// docs/analyzers.md, in its analyzer's section (the suite's kinds in
// "Exceptions"), under a heading whose GitHub anchor is the kind's
// anchor — the anchor of its URL, which SARIF's helpUri points to — with
// its title, its examples as Go code blocks, and why it cannot be
// excepted when it cannot.
func TestKindPages(t *testing.T) {
	suite := analyzers.All()
	page := driver.Markdown(suite)
	anchors := map[string]int{}
	for _, a := range githubAnchors(page) {
		anchors[a]++
	}
	all := kinds.All()
	if len(all) == 0 {
		t.Fatal("the catalogue has no kind")
	}
	for _, a := range suite {
		if len(kinds.Of(a.Analyzer.Name)) == len(kinds.Of("")) {
			t.Errorf("analyzer %s has no finding kind of its own in the catalogue", a.Analyzer.Name)
		}
	}
	for _, k := range all {
		if anchors[k.Anchor()] != 1 {
			t.Errorf("%s: %d headings anchored at %q in docs/analyzers.md, want 1", k.ID, anchors[k.Anchor()], k.Anchor())
		}
		if want := "/docs/analyzers.md#" + k.Anchor(); !strings.HasSuffix(k.URL(), want) {
			t.Errorf("%s: URL %q does not end in %q", k.ID, k.URL(), want)
		}
		home := "Exceptions"
		if k.Analyzer != "" {
			home = k.Analyzer
		}
		sec := section(t, page, home)
		_, body, ok := strings.Cut(sec, "\n#### Kind `"+k.ID+"`\n")
		if !ok {
			t.Errorf("%s: no page in section %q", k.ID, home)
			continue
		}
		if i := strings.Index(body, "\n#### "); i >= 0 {
			body = body[:i]
		}
		if i := strings.Index(body, "\n### "); i >= 0 {
			body = body[:i]
		}
		title := strings.NewReplacer(`\'`, "`", `\"`, "`").Replace(k.Title)
		if !strings.Contains(body, "**"+strings.TrimSpace(title)+"**") {
			t.Errorf("%s: page lacks its title %q:\n%s", k.ID, title, body)
		}
		for _, ex := range []string{k.Bad, k.Good} {
			if ex == "" {
				t.Errorf("%s: the catalogue gives no failing or no passing example", k.ID)
				continue
			}
			if !strings.Contains(body, "```go\n"+strings.TrimSpace(ex)+"\n```") {
				t.Errorf("%s: page lacks the example as a Go code block:\n%s", k.ID, ex)
			}
		}
		if k.NotAllowable != "" && !strings.Contains(body, "Cannot be excepted: ") {
			t.Errorf("%s: page does not say why it cannot be excepted", k.ID)
		}
		if k.NotAllowable == "" && !strings.Contains(body, "`//clampvet:allow "+k.ID+" REASON`") {
			t.Errorf("%s: page does not show its exception", k.ID)
		}
	}
}

// TestAnchorsRule checks githubAnchors itself on headings whose anchors
// GitHub is known to give.
func TestAnchorsRule(t *testing.T) {
	got := githubAnchors("# clampvet analyzers\n## Exit codes\n```\n## not a heading\n```\n#### Kind `seat-written-after-clamps`\n### Finding kinds\n### Finding kinds\n#nope\n")
	want := []string{"clampvet-analyzers", "exit-codes", "kind-seat-written-after-clamps", "finding-kinds", "finding-kinds-1"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("githubAnchors = %q, want %q", got, want)
	}
}

// TestDocsExceptionsNameKinds checks that every exception the Exceptions
// section shows names a kind of the catalogue that an exception may cover:
// the example a reader copies must not be a finding itself.
func TestDocsExceptionsNameKinds(t *testing.T) {
	sec := section(t, driver.Markdown(analyzers.All()), "Exceptions")
	sec, _, _ = strings.Cut(sec, "\n### ")
	re := regexp.MustCompile(`//clampvet:allow ([a-z0-9,-]+) `)
	ms := re.FindAllStringSubmatch(sec, -1)
	if len(ms) == 0 {
		t.Fatal("the Exceptions section shows no exception")
	}
	for _, m := range ms {
		for id := range strings.SplitSeq(m[1], ",") {
			k, ok := kinds.Lookup(id)
			if !ok {
				t.Errorf("the Exceptions section's example names %q, which is no kind", id)
			} else if !k.Allowable() {
				t.Errorf("the Exceptions section's example names %q, which no exception may cover", id)
			}
		}
	}
}

// help runs "clampvet help ARGS" with the real suite.
func help(args ...string) (stdout, stderr string, code int) {
	var out, errb bytes.Buffer
	code = driver.Main(analyzers.All(), append([]string{"help"}, args...), &out, &errb)
	return out.String(), errb.String(), code
}

// TestHelpKind checks that "clampvet help ID" prints the kind's page for
// every kind, and that no kind is named like an analyzer (which "help
// NAME" would print instead).
func TestHelpKind(t *testing.T) {
	for _, a := range analyzers.All() {
		if _, ok := kinds.Lookup(a.Analyzer.Name); ok {
			t.Errorf("a kind is named %q, like an analyzer: help cannot print it", a.Analyzer.Name)
		}
	}
	for _, k := range kinds.All() {
		stdout, stderr, code := help(k.ID)
		if code != driver.ExitClean || stderr != "" {
			t.Errorf("help %s: exit %d, stderr %q", k.ID, code, stderr)
		}
		title := strings.TrimSpace(strings.NewReplacer(`\'`, "", `\"`, "'").Replace(k.Title))
		wants := []string{k.ID + ": " + title + "\n", "Failing:", "Passing:", k.URL(), "Level\n    " + k.Level()}
		if k.NotAllowable != "" {
			wants = append(wants, "cannot be excepted: "+k.NotAllowable)
		} else {
			wants = append(wants, "//clampvet:allow "+k.ID+" REASON")
		}
		if k.Analyzer != "" {
			wants = append(wants, "("+k.Analyzer+"/"+k.ID+")")
		}
		for line := range strings.SplitSeq(strings.TrimSpace(k.Bad), "\n") {
			wants = append(wants, "    "+line+"\n")
		}
		for _, want := range wants {
			if !strings.Contains(stdout, want) {
				t.Errorf("help %s: missing %q in\n%s", k.ID, want, stdout)
			}
		}
	}
}

// TestHelpKinds checks the table of "clampvet help kinds": one line per
// kind with its ID, analyzer and title.
func TestHelpKinds(t *testing.T) {
	stdout, stderr, code := help("kinds")
	if code != driver.ExitClean || stderr != "" {
		t.Fatalf("help kinds: exit %d, stderr %q", code, stderr)
	}
	lines := strings.Split(stdout, "\n")
	if !strings.HasPrefix(lines[0], "KIND ") || !strings.Contains(lines[0], " ANALYZER ") || !strings.HasSuffix(lines[0], " TITLE") {
		t.Errorf("help kinds: header %q", lines[0])
	}
	for i, k := range kinds.All() {
		if 1+i >= len(lines) {
			t.Fatalf("help kinds: %d lines, %d kinds:\n%s", len(lines), len(kinds.All()), stdout)
		}
		f := strings.Fields(lines[1+i])
		an := k.Analyzer
		if an == "" {
			an = "any"
		}
		title := strings.TrimSpace(strings.NewReplacer(`\'`, "", `\"`, "'").Replace(k.Title))
		if len(f) < 3 || f[0] != k.ID || f[1] != an || strings.Join(f[2:], " ") != strings.Join(strings.Fields(title), " ") {
			t.Errorf("help kinds: line %q, want %s, %s, %q", lines[1+i], k.ID, an, title)
		}
	}
}

// TestHelpUnknownName checks that a name that is neither an analyzer nor a
// kind is a usage error that points to both lists.
func TestHelpUnknownName(t *testing.T) {
	stdout, stderr, code := help("seat-written-after-clamp")
	if code != driver.ExitUsage || stdout != "" {
		t.Errorf("help of an unknown name: exit %d, stdout %q", code, stdout)
	}
	for _, want := range []string{`no analyzer "seat-written-after-clamp"; the analyzers are: clampseats constructors notcarried`, "help kinds"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("help of an unknown name: stderr %q lacks %q", stderr, want)
		}
	}
}
