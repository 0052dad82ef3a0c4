package main_test

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/golden"
)

// The graph goldens: go test -run TestGraph -update-graph rewrites them.
var graphGoldens = filepath.Join("testdata", "graph")

// graphBreakages break the example engine three times, so that its graph
// has a finding on a node (a constructor that builds a source without a
// seat), one on an edge (a row naming a declaration its file does not
// have), and a spec that reaches the sink written after its clamps (the
// observer's write face widened after its constructor returns).
var graphBreakages = []struct{ file, old, new string }{
	{"examples/engine/agents/subagent.go", "\t\tReadDenyPatterns: w.ReadDenyPatterns,\n", ""},
	{"examples/engine/wiring/wiring.go", `"agents/verify.go#fixLegSpec",`, `"agents/verify.go#fixLegSpecs",`},
	{"examples/engine/runner/runner.go", "\tchild := &task.Run{Task: ot, Provenance: policy.NewProvenanceAggregate()}\n",
		"\tot.Spec.WriteFace = policy.FaceHost\n\tchild := &task.Run{Task: ot, Provenance: policy.NewProvenanceAggregate()}\n"},
}

// TestGraphExampleEngine runs "clampvet graph" (the real binary) on a copy
// of the example engine and on a broken copy, in both formats, and
// compares the graphs with their goldens: every registry row, sink, root
// and seat is named; the broken copy's findings are drawn in red on the
// constructor node and on the row's edge, and it exits 3.
func TestGraphExampleEngine(t *testing.T) {
	for _, c := range []struct {
		name   string
		broken bool
		code   int
	}{{"engine", false, 0}, {"broken", true, 3}} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			root := copyTree(t)
			if c.broken {
				breakGraph(t, root)
			}
			engine := filepath.Join(root, "examples", "engine")
			for _, format := range []string{"dot", "mermaid"} {
				r := clampvet(t, engine, "graph", "-format="+format, "./...")
				if r.code != c.code || r.stderr != "" {
					t.Fatalf("exit %d, want %d, and no stderr:\n%s", r.code, c.code, r)
				}
				checkGraph(t, c.name, format, r.stdout, c.broken)
				golden.Compare(t, filepath.Join(graphGoldens, c.name+"."+format), r.stdout, *updateGraph, "go test -run TestGraph -update-graph")
			}
		})
	}
}

func breakGraph(t *testing.T, root string) {
	t.Helper()
	for _, b := range graphBreakages {
		path := filepath.Join(root, filepath.FromSlash(b.file))
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Count(string(data), b.old) != 1 {
			t.Fatalf("%s: %q occurs %d times, want once: update graphBreakages", b.file, b.old, strings.Count(string(data), b.old))
		}
		if err := os.WriteFile(path, []byte(strings.Replace(string(data), b.old, b.new, 1)), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

// checkGraph checks what a graph must show independently of its golden:
// every row of the registry, the sink, the root and every seat, and red
// exactly when the engine is broken.
func checkGraph(t *testing.T, name, format, out string, broken bool) {
	t.Helper()
	names := []string{"ChildClampSeats", "HandsReadOnly", "InteractiveTools", "ReadFace", "WriteFace", "ReadDenyPatterns",
		"TightenTaskSpec", "InteractionPosture", "MaxTurns", "AllowedTools", "spawn sink Runner.execute", "root Engine.rootSpec",
		"agents/subagent.go", "buildChildSpec", "observerSpec", "resumeSpec", "Teacher.inheritedDeploymentConfig",
		"verifierSpec", "workflowChildClamps"}
	for _, n := range names {
		if format == "mermaid" {
			n = strings.ReplaceAll(n, "#", "#35;")
		}
		if !strings.Contains(out, n) {
			t.Errorf("%s graph (%s) does not name %s", name, format, n)
		}
	}
	if written := "reaches, written after its clamps"; broken != strings.Contains(out, written) {
		t.Errorf("%s graph (%s): labels an edge %q: %v, want %v (the broken copy widens the observer's spec)", name, format, written, !broken, broken)
	}
	red := map[string]*regexp.Regexp{"dot": regexp.MustCompile(`color=red`), "mermaid": regexp.MustCompile(`(?m)^  (class n[0-9,n]+ fault|linkStyle [0-9,]+ stroke:#d00)`)}[format]
	if got := len(red.FindAllString(out, -1)); broken && got < 2 || !broken && got != 0 {
		t.Errorf("%s graph (%s): %d red elements or red style lines; want none on the example engine and the node and the edge at fault on the broken copy", name, format, got)
	}
}

// TestREADMEGraph keeps the README's Mermaid graph of the example engine
// the one clampvet graph prints (the golden TestGraphExampleEngine pins).
func TestREADMEGraph(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(repoRoot, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(graphGoldens, "engine.mermaid"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile("(?s)```mermaid\n(.*?)```\n").FindSubmatch(readme)
	if m == nil {
		t.Fatal("README.md has no ```mermaid block: it shows the example engine's graph")
	}
	if string(m[1]) != string(want) {
		t.Errorf("README.md's mermaid block is not the example engine's graph; replace it with the output of\n\tgo run ./cmd/clampvet graph -C examples/engine -format=mermaid ./...")
	}
}

var updateGraph = flag.Bool("update-graph", false, "rewrite the graph goldens of TestGraphExampleEngine")

// TestGraphGoldensRenderWithGraphviz renders every DOT golden with Graphviz
// itself, so a graph that only looks like DOT fails. CI installs graphviz
// (.ci/run); elsewhere the test is skipped only when dot is missing.
func TestGraphGoldensRenderWithGraphviz(t *testing.T) {
	dot, err := exec.LookPath("dot")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("Graphviz's dot is not installed: .ci/run installs it (apt-get install graphviz)")
		}
		t.Skip("Graphviz's dot is not installed")
	}
	goldens, err := filepath.Glob(filepath.Join(graphGoldens, "*.dot"))
	if err != nil || len(goldens) == 0 {
		t.Fatalf("no DOT goldens under %s (%v)", graphGoldens, err)
	}
	for _, g := range goldens {
		out, err := exec.Command(dot, "-Tsvg", "-o", os.DevNull, g).CombinedOutput()
		if err != nil || len(out) > 0 {
			t.Errorf("dot -Tsvg %s: %v\n%s", filepath.Base(g), err, out)
		}
	}
}
