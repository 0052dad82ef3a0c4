package graph

import (
	"bytes"
	"go/token"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/census"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/roles"
)

// sample builds a small graph in a scrambled order, with a fault on a node
// (through its range) and one on an edge.
func sample() *Graph {
	g := New()
	row := g.Node("row:w.a#F", Row, "w", `dir/a.go#F "x"`)
	reg := g.Node("registry:w.R", Registry, "w", "registry R")
	ctor := g.Node("ctor:dir/a.go#F", Constructor, "m/dir", "F\ndir/a.go")
	e := g.Edge(row.ID, ctor.ID, "names")
	g.Edge(reg.ID, row.ID, "")
	g.NodeAt(token.Position{Filename: "/m/dir/a.go", Offset: 10, Line: 2, Column: 1}, token.Position{Filename: "/m/dir/a.go", Offset: 90}, ctor)
	g.EdgeAt(token.Position{Filename: "/m/w/w.go", Offset: 40, Line: 5, Column: 2}, token.Position{Filename: "/m/w/w.go", Offset: 52}, e)
	for _, p := range []token.Position{{Filename: "/m/dir/a.go", Offset: 50, Line: 4}, {Filename: "/m/w/w.go", Offset: 45, Line: 5}} {
		n, ed := g.At(p)
		switch {
		case n != nil:
			n.Faults = append(n.Faults, "omits seat <X> & more")
		case ed != nil:
			ed.Faults = append(ed.Faults, "F is not declared")
		}
	}
	g.Sort()
	return g
}

func TestAtInnermost(t *testing.T) {
	g := New()
	outer := g.Node("outer", Func, "p", "outer")
	inner := g.Node("inner", Seat, "p", "inner")
	g.NodeAt(token.Position{Filename: "f.go", Offset: 0, Line: 1}, token.Position{Filename: "f.go", Offset: 100}, outer)
	g.NodeAt(token.Position{Filename: "f.go", Offset: 20, Line: 2}, token.Position{Filename: "f.go", Offset: 30}, inner)
	for _, c := range []struct {
		off  int
		file string
		want *Node
	}{{25, "f.go", inner}, {5, "f.go", outer}, {30, "f.go", outer}, {25, "g.go", nil}} {
		if n, _ := g.At(token.Position{Filename: c.file, Offset: c.off, Line: 1}); n != c.want {
			t.Errorf("At(%s:%d) = %v, want %v", c.file, c.off, n, c.want)
		}
	}
}

func TestDOT(t *testing.T) {
	var b bytes.Buffer
	if err := DOT(&b, sample()); err != nil {
		t.Fatal(err)
	}
	want := `digraph clamps {
	rankdir=LR;
	node [fontname="Helvetica", fontsize=11];
	edge [fontname="Helvetica", fontsize=10];
	subgraph cluster_0 {
		label="m/dir";
		"ctor:dir/a.go#F" [label="F\ndir/a.go\n✗ omits seat <X> & more", shape=component, color=red, fontcolor=red, penwidth=2];
	}
	subgraph cluster_1 {
		label="w";
		"registry:w.R" [label="registry R", shape=folder];
		"row:w.a#F" [label="dir/a.go#F \"x\"", shape=box, style=rounded];
	}
	"registry:w.R" -> "row:w.a#F";
	"row:w.a#F" -> "ctor:dir/a.go#F" [label="names\n✗ F is not declared", color=red, fontcolor=red, penwidth=2];
}
`
	if b.String() != want {
		t.Errorf("DOT:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestMermaid(t *testing.T) {
	var b bytes.Buffer
	if err := Mermaid(&b, sample()); err != nil {
		t.Fatal(err)
	}
	want := `flowchart LR
  subgraph g0["m/dir"]
    n0["F<br/>dir/a.go<br/>✗ omits seat #lt;X#gt; #amp; more"]
  end
  subgraph g1["w"]
    n1[("registry R")]
    n2("dir/a.go#35;F #quot;x#quot;")
  end
  n1 --> n2
  n2 -- "names<br/>✗ F is not declared" --> n0
  classDef fault stroke:#d00,stroke-width:2px,color:#d00
  classDef notcarried stroke-dasharray:4 3
  class n0 fault
  linkStyle 1 stroke:#d00,stroke-width:2px,color:#d00
`
	if b.String() != want {
		t.Errorf("Mermaid:\n%s\nwant:\n%s", b.String(), want)
	}
}

func TestWrap(t *testing.T) {
	long := strings.Repeat("word ", 30)
	for _, l := range wrap(long) {
		if len([]rune(l)) > width {
			t.Errorf("line %q longer than %d", l, width)
		}
	}
	if got := wrap(""); len(got) != 1 || got[0] != "" {
		t.Errorf("wrap(\"\") = %q, want one empty line", got)
	}
	w := strings.Repeat("x", width+5)
	if got := wrap(w); len(got) != 1 || got[0] != w {
		t.Errorf("a word longer than the width is kept whole: %q", got)
	}
}

// TestBuildDrawsEveryFinding pins that a finding outside every role's
// range and every loaded declaration still gets a node of its own.
func TestBuildDrawsEveryFinding(t *testing.T) {
	g := Build(nil, []findings.Finding{{Analyzer: "clampseats", Category: "k", Package: "m/p", Message: "boom",
		Pos: token.Position{Filename: "/m/p/f.go", Line: 3, Column: 1, Offset: 20}}}, nil)
	if len(g.Nodes) != 1 || g.Nodes[0].ID != "at:m/p:f.go:3" || len(g.Nodes[0].Faults) != 1 || g.Nodes[0].Faults[0] != "boom (clampseats/k)" {
		t.Errorf("nodes = %+v, want one node at f.go:3 with the finding", g.Nodes)
	}
}

// TestBuildDrawsAllowedDashed pins that a finding an exception covers is
// drawn, with its reason, dashed and not red, on a node and on an edge;
// and that an element with a finding left is red whatever else it has.
func TestBuildDrawsAllowedDashed(t *testing.T) {
	at := func(line int) token.Position {
		return token.Position{Filename: "/m/p/f.go", Line: line, Column: 1, Offset: 10 * line}
	}
	ok := findings.Finding{Analyzer: "constructors", Category: "k", Package: "m/p", Message: "accepted", Pos: at(3),
		Allowed: &findings.Exception{Pos: at(2), Reason: "reviewed"}}
	bad := findings.Finding{Analyzer: "constructors", Category: "k", Package: "m/p", Message: "boom", Pos: at(7)}
	g := Build(nil, []findings.Finding{bad}, []findings.Finding{ok})
	var dot, mmd strings.Builder
	if err := DOT(&dot, g); err != nil {
		t.Fatal(err)
	}
	if err := Mermaid(&mmd, g); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"at:m/p:f.go:3" [label="f.go:3\n○ accepted (constructors/k); allowed: reviewed", shape=box, style=dashed];`,
		`color=red`,
	} {
		if !strings.Contains(dot.String(), want) {
			t.Errorf("DOT lacks %q:\n%s", want, dot.String())
		}
	}
	if strings.Count(dot.String(), "style=") != 2 {
		t.Errorf("DOT: one style attribute per node (a second replaces the first):\n%s", dot.String())
	}
	if got, want := dotNode(Row, nil, []string{"reviewed"}), `shape=box, style="rounded,dashed"`; got != want {
		t.Errorf("an allowed row: %s, want %s (its rounded corners kept)", got, want)
	}
	if strings.Count(dot.String(), ", color=red") != 1 {
		t.Errorf("DOT: only the node with a finding left is red:\n%s", dot.String())
	}
	if !strings.Contains(mmd.String(), "class n0 allowed") || !strings.Contains(mmd.String(), "class n1 fault") {
		t.Errorf("Mermaid: want n0 (f.go:3) allowed and n1 (f.go:7) fault:\n%s", mmd.String())
	}
	e := &Edge{From: "a", To: "b", Label: "reaches", Allowed: []string{"x"}}
	g2 := New()
	g2.Node("a", Func, "m", "a")
	g2.Node("b", Func, "m", "b")
	g2.Edges = append(g2.Edges, e)
	mmd.Reset()
	if err := Mermaid(&mmd, g2); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(mmd.String(), `n0 -. "reaches<br/>○ x" .-> n1`) {
		t.Errorf("Mermaid: an edge whose findings are all allowed is dotted:\n%s", mmd.String())
	}
}

// TestBuildDrawsReaches draws the census' origin → sink pairs: a
// constructor by its registry row (a method as Type.Method, a package at
// the module root without a directory), a root by its own node, a function
// of another module by its name, each with one "reaches" edge to the sink,
// labelled with the spec's state where it is not clamped.
func TestBuildDrawsReaches(t *testing.T) {
	sink := census.Func{Pkg: "m/runner", File: "runner.go", Name: "Runner.execute"}
	p := Package{Path: "m/runner", ModulePath: "m", Roles: &roles.Package{}, Reaches: []census.Reach{
		{Origin: census.Origin{Func: census.Func{Pkg: "m/agents", File: "teacher.go", Name: "Teacher.spec"}}, Sink: sink},
		{Origin: census.Origin{Func: census.Func{Pkg: "m", File: "root.go", Name: "build"}}, Sink: sink},
		{Origin: census.Origin{Func: census.Func{Pkg: "m/wiring", File: "wiring.go", Name: "Engine.rootSpec"}, Root: true}, Sink: sink},
		{Origin: census.Origin{Func: census.Func{Pkg: "other/lib", File: "lib.go", Name: "Make"}}, Sink: sink},
		{Origin: census.Origin{Func: census.Func{Pkg: "other/lib", File: "lib.go", Name: "Make"}}, Sink: sink, State: census.WrittenAfter},
		{Origin: census.Origin{Func: census.Func{Pkg: "other/lib", File: "lib.go", Name: "Loose"}}, Sink: sink, State: census.Unknown},
	}}
	g := Build([]Package{p}, nil, nil)
	var got []string
	for _, e := range g.Edges {
		got = append(got, e.From+" -"+e.Label+"-> "+e.To)
	}
	want := []string{
		"ctor:agents/teacher.go#Teacher.spec -reaches-> sink:m/runner.Runner.execute",
		"ctor:root.go#build -reaches-> sink:m/runner.Runner.execute",
		"func:other/lib.Loose -reaches, unknown-> sink:m/runner.Runner.execute",
		"func:other/lib.Make -reaches, written after its clamps-> sink:m/runner.Runner.execute",
		"func:other/lib.Make -reaches-> sink:m/runner.Runner.execute",
		"root:m/wiring.Engine.rootSpec -reaches-> sink:m/runner.Runner.execute",
	}
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("edges:\ngot  %q\nwant %q", got, want)
	}
	if n := g.Lookup("ctor:agents/teacher.go#Teacher.spec"); n == nil || n.Kind != Constructor || n.Group != "m/agents" {
		t.Errorf("constructor node = %+v, want a constructor in group m/agents", n)
	}
	if n := g.Lookup("root:m/wiring.Engine.rootSpec"); n == nil || n.Kind != Root {
		t.Errorf("root node = %+v, want a root", n)
	}
}
