package main_test

// The end-to-end test of a finding's path: a broken copy of the example
// engine whose finding carries the steps of its path (package
// internal/steps) is run through the real binary in every output
// format. Each output is compared with its golden under testdata/paths,
// and, independently of the goldens, every format must show the same path:
// text and JSON list the steps as related information, SARIF as related
// locations and as a codeFlows thread flow (the steps in order, then the
// finding), and a GitHub annotation names them in its message.

import (
	"encoding/json"
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/sarif"
	"github.com/sema-agent/clampvet/internal/steps"
	"github.com/sema-agent/clampvet/testkit/golden"
)

var updatePaths = flag.Bool("update-paths", false, "rewrite the goldens of TestPaths (testdata/paths)")

// pathGoldens holds one golden per case and format: CASE.text, CASE.json,
// CASE.sarif (the run's base URIs and results: the rules are the
// analyzers' documentation, pinned elsewhere) and CASE.github.
var pathGoldens = filepath.Join("testdata", "paths")

// pathCases are the cases of examples/engine/BREAKAGES.md whose one
// finding has a path. path holds, for each place of the path in order (its
// steps, then the finding unless a step is there already), a text its
// source line contains: what the place must be, whatever the messages say.
var pathCases = []struct {
	name string
	path []string
}{{
	// The carrier is called, its clamps applied, then a carried seat is
	// written: the finding is the write itself, so it is the path's end.
	name: "write-after-clamps",
	path: []string{"policy.ChildClampSeats(", ").Apply(&spec)", "spec.WriteFace = policy.FaceHost", "spec.WriteFace = policy.FaceHost"},
}, {
	// A census finding: a spec literal is handed to Runner.spawn, a spawn
	// path, which hands it to the sink Runner.execute. The finding is at
	// the literal, the path's first step, so the path ends at the sink.
	name: "census-hand-built-lane",
	path: []string{"Spec: policy.TaskSpec{MaxTurns: act.Delegate.MaxTurns}", "r.spawn(ctx, run, t, depth)", "r.execute(ctx, child, run, depth+1)"},
}}

// A place is a position with what is said there, in the terms of
// BREAKAGES.md: File is slash-separated and relative to the directory
// clampvet ran in, Col counts bytes. What is a step's description without
// the step prefix, or a related message as it is.
type place struct {
	File      string
	Line, Col int
	What      string
}

func (p place) String() string { return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.What) }

// TestPaths runs clampvet -format=text, json, sarif and github on each
// case's broken copy, compares each output with its golden (go test
// -run TestPaths -update-paths rewrites them), and checks that every
// format shows the same related places and that SARIF's code flow is the
// path: the steps in order, ending at the finding.
func TestPaths(t *testing.T) {
	cases, err := readBreakages()
	if err != nil {
		t.Fatal(err)
	}
	for _, pc := range pathCases {
		t.Run(pc.name, func(t *testing.T) {
			t.Parallel()
			i := slices.IndexFunc(cases, func(c *breakage) bool { return c.Name == pc.name })
			if i < 0 {
				t.Fatalf("BREAKAGES.md has no case %q: update pathCases", pc.name)
			}
			c := cases[i]
			if len(c.Findings) != 1 {
				t.Fatalf("case %q lists %d findings, want the one whose path this test shows", c.Name, len(c.Findings))
			}
			root := copyTree(t)
			c.Apply(t, root)
			dir := filepath.Join(root, filepath.FromSlash(c.Dir))
			out := make(map[string]string)
			for _, format := range []string{"text", "json", "sarif", "github"} {
				r := clampvet(t, dir, "-format="+format, "./...")
				if r.code != exitFindings || r.stderr != "" {
					t.Fatalf("-format=%s: exit %d, want %d, and no stderr\n%s", format, r.code, exitFindings, r)
				}
				out[format] = r.stdout
			}
			checkPath(t, c, pc.path, dir, out)
			for format, text := range out {
				got, err := pathGolden(format, text, root)
				if err != nil {
					t.Errorf("-format=%s: %v", format, err)
					continue
				}
				golden.Compare(t, filepath.Join(pathGoldens, pc.name+"."+format), got, *updatePaths, "go test -run TestPaths -update-paths")
			}
		})
	}
}

// checkPath checks what every format must show of the case's one finding:
// the catalogued finding, the same related places in text, JSON and SARIF,
// a SARIF log valid against the 2.1.0 schema whose one code flow is the
// steps in order ending at the finding, a GitHub annotation that names the
// steps, and a path whose places are on the lines want describes.
func checkPath(t *testing.T, c *breakage, want []string, dir string, out map[string]string) {
	t.Helper()
	finding, textRelated, err := textFinding(out["text"])
	if err != nil {
		t.Fatalf("text: %v\n%s", err, out["text"])
	}
	if finding.String() != c.Findings[0] {
		t.Errorf("text: finding %s, want the catalogue's %s", finding, c.Findings[0])
	}
	jsonRelated, err := jsonRelated(out["json"], dir)
	if err != nil {
		t.Fatalf("json: %v\n%s", err, out["json"])
	}
	if err := validateSARIF([]byte(out["sarif"])); err != nil {
		t.Fatalf("sarif: %v", err)
	}
	sarifRelated, flow, err := sarifPath(out["sarif"], dir)
	if err != nil {
		t.Fatalf("sarif: %v\n%s", err, abridge(out["sarif"]))
	}
	if !slices.Equal(textRelated, jsonRelated) || !slices.Equal(textRelated, sarifRelated) {
		t.Errorf("the formats show different related places:\ntext:  %v\njson:  %v\nsarif: %v", textRelated, jsonRelated, sarifRelated)
	}
	path := expectedPath(finding, jsonRelated)
	if !slices.Equal(flow, path) {
		t.Errorf("SARIF code flow:\n\t%v\nwant the steps in order, then the finding:\n\t%v", flow, path)
	}
	if err := checkGitHubSteps(out["github"], dir, jsonRelated); err != nil {
		t.Errorf("github: %v\n%s", err, out["github"])
	}
	checkPathLines(t, dir, path, want)
}

// expectedPath is the path package steps defines: the related places that
// are steps, in their order, then the finding unless a step is at the
// finding's position already.
func expectedPath(finding place, related []place) []place {
	var path []place
	at := false
	for _, r := range related {
		what, ok := steps.Cut(r.What)
		if !ok {
			continue
		}
		path = append(path, place{r.File, r.Line, r.Col, what})
		at = at || r.File == finding.File && r.Line == finding.Line && r.Col == finding.Col
	}
	if len(path) > 0 && !at {
		path = append(path, finding)
	}
	return path
}

// checkPathLines checks that the path has one place per entry of want and
// that each place's source line contains its entry: the path is the one
// the case's edit makes, not just some path.
func checkPathLines(t *testing.T, dir string, path []place, want []string) {
	t.Helper()
	if len(path) != len(want) {
		t.Errorf("the path has %d places, want %d:\n\t%v", len(path), len(want), path)
		return
	}
	for i, p := range path {
		data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(p.File)))
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		if p.Line < 1 || p.Line > len(lines) || !strings.Contains(lines[p.Line-1], want[i]) {
			t.Errorf("place %d of the path, %s, is not on a line containing %q", i+1, p, want[i])
		}
	}
}

var relatedLine = regexp.MustCompile(`^(.+?\.go):(\d+):(\d+): \t(.*)$`)

// textFinding reads the text format's one finding (file:line:col: message
// (analyzer)) and the related places indented under it.
func textFinding(out string) (finding place, related []place, err error) {
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	fs, err := parseText(lines[0]+"\n", true, false)
	if err != nil || len(fs) != 1 {
		return place{}, nil, fmt.Errorf("first line is not one finding (%v): %q", err, lines[0])
	}
	finding = place{fs[0].File, fs[0].Line, fs[0].Col, fs[0].Message}
	for _, l := range lines[1:] {
		m := relatedLine.FindStringSubmatch(l)
		if m == nil {
			return finding, related, fmt.Errorf("not a related line (file:line:col: \\tmessage) of the finding: %q", l)
		}
		related = append(related, place{filepath.ToSlash(m[1]), atoi(m[2]), atoi(m[3]), m[4]})
	}
	return finding, related, nil
}

// jsonRelated reads the related places of the JSON format's one
// diagnostic; positions are absolute and made relative to dir.
func jsonRelated(out, dir string) ([]place, error) {
	var tree map[string]map[string][]struct {
		Posn    string
		Related []struct{ Posn, Message string }
	}
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		return nil, err
	}
	var related []place
	n := 0
	for _, byAnalyzer := range tree {
		for _, diags := range byAnalyzer {
			for _, d := range diags {
				n++
				for _, r := range d.Related {
					m := posn.FindStringSubmatch(r.Posn)
					if m == nil || !filepath.IsAbs(m[1]) {
						return nil, fmt.Errorf("related posn %q is not an absolute file:line:col", r.Posn)
					}
					rel, err := filepath.Rel(dir, m[1])
					if err != nil {
						return nil, err
					}
					related = append(related, place{filepath.ToSlash(rel), atoi(m[2]), atoi(m[3]), r.Message})
				}
			}
		}
	}
	if n != 1 {
		return nil, fmt.Errorf("%d diagnostics, want 1", n)
	}
	return related, nil
}

// sarifPath reads the related locations and the one code flow of the
// SARIF log's one result, as places (columns turned from UTF-16 units into
// bytes); the code flow's location at the result's own, the fault, must be
// marked essential, and no other.
func sarifPath(out, dir string) (related, flow []place, err error) {
	var log sarif.Log
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		return nil, nil, err
	}
	if len(log.Runs) != 1 || len(log.Runs[0].Results) != 1 {
		return nil, nil, fmt.Errorf("want one run with one result")
	}
	run, res := log.Runs[0], log.Runs[0].Results[0]
	at := func(l sarif.Location) (place, error) {
		p := place{}
		if l.Message != nil {
			p.What = l.Message.Text
		}
		base, ok := run.OriginalURIBaseIDs[l.PhysicalLocation.ArtifactLocation.URIBaseID]
		u, err := url.Parse(base.URI)
		if !ok || err != nil || l.PhysicalLocation.Region == nil {
			return p, fmt.Errorf("location %+v has no base in originalUriBaseIds or no region", l.PhysicalLocation)
		}
		abs := filepath.Join(filepath.FromSlash(u.Path), filepath.FromSlash(l.PhysicalLocation.ArtifactLocation.URI))
		rel, _ := filepath.Rel(dir, abs)
		p.File, p.Line = filepath.ToSlash(rel), l.PhysicalLocation.Region.StartLine
		p.Col, err = byteColumn(abs, p.Line, l.PhysicalLocation.Region.StartColumn)
		return p, err
	}
	for i, l := range res.RelatedLocations {
		if l.ID == nil || *l.ID != i+1 {
			return nil, nil, fmt.Errorf("related location %d has id %v, want %d (the message links to it)", i, l.ID, i+1)
		}
		p, err := at(l)
		if err != nil {
			return nil, nil, err
		}
		related = append(related, p)
	}
	if len(res.CodeFlows) != 1 || len(res.CodeFlows[0].ThreadFlows) != 1 {
		return related, nil, fmt.Errorf("want one code flow with one thread flow, have %+v", res.CodeFlows)
	}
	if len(res.Locations) != 1 {
		return related, nil, fmt.Errorf("the result has %d locations, want 1", len(res.Locations))
	}
	own, err := at(sarif.Location{PhysicalLocation: res.Locations[0].PhysicalLocation})
	if err != nil {
		return related, nil, err
	}
	for i, l := range res.CodeFlows[0].ThreadFlows[0].Locations {
		p, err := at(l.Location)
		if err != nil {
			return related, flow, err
		}
		isOwn := p.File == own.File && p.Line == own.Line && p.Col == own.Col
		if essential := l.Importance == "essential"; essential != isOwn {
			return related, flow, fmt.Errorf("thread flow location %d, %s, has importance %q: the result's own location, and only it, is essential", i, p, l.Importance)
		}
		flow = append(flow, p)
	}
	return related, flow, nil
}

// checkGitHubSteps checks that the one annotation's message ends by naming
// every related place in order, as "(see FILE:LINE: MESSAGE; ...)": an
// annotation has one location, so its message carries the path.
func checkGitHubSteps(out, dir string, related []place) error {
	fs, err := parseGitHub(out, dir)
	if err != nil || len(fs) != 1 {
		return fmt.Errorf("want one annotation (%v)", err)
	}
	line := unescapeGitHub(strings.TrimSuffix(out, "\n"))
	var names []string
	for _, r := range related {
		names = append(names, fmt.Sprintf("%s:%d: %s", r.File, r.Line, r.What))
	}
	if want := " (see " + strings.Join(names, "; ") + ")"; !strings.HasSuffix(line, want) {
		return fmt.Errorf("the message does not end with the related places in order:\n\twant suffix %q", want)
	}
	return nil
}

// pathGolden is the text of format's golden: the output with the copy's
// root written $ROOT; for SARIF, only the run's base URIs and its results.
func pathGolden(format, out, root string) (string, error) {
	if format == "sarif" {
		var log struct {
			Runs []struct {
				OriginalURIBaseIDs json.RawMessage `json:"originalUriBaseIds"`
				Results            json.RawMessage `json:"results"`
			} `json:"runs"`
		}
		if err := json.Unmarshal([]byte(out), &log); err != nil || len(log.Runs) != 1 {
			return "", fmt.Errorf("not a SARIF log with one run (%v)", err)
		}
		data, err := json.MarshalIndent(log.Runs[0], "", "  ")
		if err != nil {
			return "", err
		}
		out = string(data) + "\n"
	}
	return strings.ReplaceAll(out, filepath.ToSlash(root), "$ROOT"), nil
}
