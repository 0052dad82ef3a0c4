package graph

// TestMermaidRenders renders every Mermaid graph the repository ships with
// Mermaid's own renderer, mermaid-cli (mmdc, in a headless Chromium): a
// graph that only looks like Mermaid, a label whose escaping Mermaid reads
// as syntax, or a style line that names a node or link that is not there
// fails here, where a comparison with a golden would pass.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// repoRoot is the repository root: the tests run in internal/driver/graph.
var repoRoot = filepath.Join("..", "..", "..")

// shippedMermaid returns every Mermaid graph the repository ships, by
// name: the ```mermaid blocks of the Markdown files at the root and under
// docs (the README shows the example engine's graph), the Mermaid goldens
// of clampvet graph, and this package's sample graph, whose labels hold
// the characters Mermaid reads as syntax.
func shippedMermaid(t *testing.T) map[string]string {
	t.Helper()
	out := make(map[string]string)
	block := regexp.MustCompile("(?s)```mermaid\n(.*?)```\n")
	docs, _ := filepath.Glob(filepath.Join(repoRoot, "*.md"))
	more, _ := filepath.Glob(filepath.Join(repoRoot, "docs", "*.md"))
	for _, doc := range append(docs, more...) {
		data, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for i, m := range block.FindAllSubmatch(data, -1) {
			out[fmt.Sprintf("%s#%d", filepath.Base(doc), i+1)] = string(m[1])
		}
	}
	if _, ok := out["README.md#1"]; !ok {
		t.Fatal("README.md has no ```mermaid block: it shows the example engine's graph")
	}
	goldens, _ := filepath.Glob(filepath.Join(repoRoot, "cmd", "clampvet", "testdata", "graph", "*.mermaid"))
	if len(goldens) == 0 {
		t.Fatal("no Mermaid goldens under cmd/clampvet/testdata/graph")
	}
	for _, g := range goldens {
		data, err := os.ReadFile(g)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(g)] = string(data)
	}
	var b bytes.Buffer
	if err := Mermaid(&b, sample()); err != nil {
		t.Fatal(err)
	}
	out["sample"] = b.String()
	return out
}

// mermaidCLI returns the mmdc to render with: $CLAMPVET_MMDC, else mmdc on
// PATH. Without one the test is skipped, unless CLAMPVET_REQUIRE_MERMAID
// is set (CI sets it: there a missing renderer is a failure).
func mermaidCLI(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CLAMPVET_MMDC"); p != "" {
		if _, err := os.Stat(p); err != nil {
			t.Fatalf("CLAMPVET_MMDC names no renderer: %v", err)
		}
		return p
	}
	if p, err := exec.LookPath("mmdc"); err == nil {
		return p
	}
	if os.Getenv("CLAMPVET_REQUIRE_MERMAID") != "" {
		t.Fatal("CLAMPVET_REQUIRE_MERMAID is set and mermaid-cli is not installed: set CLAMPVET_MMDC or put mmdc on PATH (.ci/run installs it)")
	}
	t.Skip("mermaid-cli (mmdc) is not installed; CLAMPVET_REQUIRE_MERMAID makes that a failure")
	return ""
}

// puppeteerConfig writes mmdc's browser configuration: no sandbox (CI runs
// as root, where Chromium refuses its sandbox), a launch timeout of three
// minutes instead of puppeteer's 30 s (a loaded CI machine starts a
// browser slowly, which is not a rendering error) and the browser named by
// PUPPETEER_EXECUTABLE_PATH or found on PATH (Debian's chromium), since
// the renderer is installed without a browser of its own.
func puppeteerConfig(t *testing.T) string {
	t.Helper()
	cfg := map[string]any{"args": []string{"--no-sandbox"}, "timeout": 180000}
	browser := os.Getenv("PUPPETEER_EXECUTABLE_PATH")
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if browser != "" {
			break
		}
		browser, _ = exec.LookPath(name)
	}
	if browser != "" {
		cfg["executablePath"] = browser
	}
	data, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "puppeteer.json")
	if err := os.WriteFile(path, data, 0o666); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestMermaidRenders(t *testing.T) {
	mmdc := mermaidCLI(t)
	cfg := puppeteerConfig(t)
	for name, src := range shippedMermaid(t) {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			svg, err := render(t, mmdc, cfg, src)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if err := checkRendered(src, svg); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		})
	}
}

// TestMermaidRenderCatchesBadGraphs shows that TestMermaidRenders can
// fail: a label with a raw quote, a link to nowhere written as text, and a
// fault class or red link style that misses its element are each refused
// by the renderer or by checkRendered.
func TestMermaidRenderCatchesBadGraphs(t *testing.T) {
	mmdc := mermaidCLI(t)
	cfg := puppeteerConfig(t)
	good := "flowchart LR\n  n0[\"a\"]\n  n1[\"b\"]\n  n0 -- \"names\" --> n1\n"
	for name, src := range map[string]string{
		"raw quote":     "flowchart LR\n  n0[\"a \"x\" b\"]\n  n1[\"b\"]\n  n0 --> n1\n",
		"broken link":   "flowchart LR\n  n0[\"a\"]\n  n0 -- \"names\" -> n1\n",
		"fault missing": good + "  class n1 fault\n  classDef fault stroke:#d00\n  class n0 other\n  class n2 fault\n",
		"red missing":   good + "  linkStyle 1 stroke:#d00\n",
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			svg, err := render(t, mmdc, cfg, src)
			if err == nil {
				err = checkRendered(src, svg)
			}
			if err == nil {
				t.Errorf("%s rendered and passed the checks:\n%s", name, src)
			}
			t.Logf("refused: %v", err)
		})
	}
}

// render renders src with mmdc and returns the SVG, or the renderer's
// error with its output.
func render(t *testing.T, mmdc, cfg, src string) (string, error) {
	t.Helper()
	dir := t.TempDir()
	in, svg := filepath.Join(dir, "in.mmd"), filepath.Join(dir, "out.svg")
	if err := os.WriteFile(in, []byte(src), 0o666); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mmdc, "-q", "-p", cfg, "-i", in, "-o", svg).CombinedOutput(); err != nil {
		return "", fmt.Errorf("mmdc cannot render it: %v\n%s", err, out)
	}
	data, err := os.ReadFile(svg)
	return string(data), err
}

var (
	srcNode      = regexp.MustCompile(`(?m)^\s+(n\d+)[\[({>]`)
	srcEdge      = regexp.MustCompile(`(?m)^  (n\d+) (?:-- ".*" )?--> (n\d+)$`)
	srcFault     = regexp.MustCompile(`(?m)^  class ([n\d,]+) fault$`)
	srcLinkStyle = regexp.MustCompile(`(?m)^  linkStyle ([\d,]+) stroke:#d00`)
	svgNode      = regexp.MustCompile(`<g class="node ([^"]*)"[^>]*? id="[^"]*-flowchart-(n\d+)-\d+"`)
	svgEdge      = regexp.MustCompile(`<path [^>]*?class="[^"]*flowchart-link[^"]*"[^>]*?data-id="L_(n\d+)_(n\d+)_\d+"`)
	svgEdgeStyle = regexp.MustCompile(`style="([^"]*)"`)
)

// checkRendered checks that the SVG draws what the source declares: every
// node, every link (by its ends), the nodes of class fault with that class
// and the red links in red. A renderer that drops what it cannot read, or
// a style that misses its element, fails here.
func checkRendered(src, svg string) error {
	var errs []string
	var want, got []string
	for _, m := range srcNode.FindAllStringSubmatch(src, -1) {
		want = append(want, m[1])
	}
	classes := make(map[string]string)
	for _, m := range svgNode.FindAllStringSubmatch(svg, -1) {
		got = append(got, m[2])
		classes[m[2]] = m[1]
	}
	slices.Sort(want)
	if len(want) == 0 || !slices.Equal(want, slices.Sorted(slices.Values(got))) {
		errs = append(errs, fmt.Sprintf("nodes drawn %v, want those declared %v", got, want))
	}
	var wantEdges, gotEdges []string
	for _, m := range srcEdge.FindAllStringSubmatch(src, -1) {
		wantEdges = append(wantEdges, m[1]+"->"+m[2])
	}
	edgeStyle := make(map[string]string)
	for _, m := range svgEdge.FindAllStringSubmatch(svg, -1) {
		e := m[1] + "->" + m[2]
		gotEdges = append(gotEdges, e)
		if s := svgEdgeStyle.FindStringSubmatch(m[0]); s != nil {
			edgeStyle[e] = s[1]
		}
	}
	if len(wantEdges) == 0 || !slices.Equal(slices.Sorted(slices.Values(wantEdges)), slices.Sorted(slices.Values(gotEdges))) {
		errs = append(errs, fmt.Sprintf("links drawn %v, want those declared %v", gotEdges, wantEdges))
	}
	for _, m := range srcFault.FindAllStringSubmatch(src, -1) {
		for _, n := range strings.Split(m[1], ",") {
			if !slices.Contains(strings.Fields(classes[n]), "fault") {
				errs = append(errs, fmt.Sprintf("node %s is of class fault in the source, drawn with classes %q", n, classes[n]))
			}
		}
	}
	for _, m := range srcLinkStyle.FindAllStringSubmatch(src, -1) {
		for _, s := range strings.Split(m[1], ",") {
			i, _ := strconv.Atoi(s)
			if i >= len(wantEdges) || !strings.Contains(edgeStyle[wantEdges[i]], "stroke:#d00") {
				errs = append(errs, fmt.Sprintf("link %s is red in the source, not in the SVG", s))
			}
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s", strings.Join(errs, "\n\t"))
	}
	return nil
}
