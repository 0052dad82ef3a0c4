package graph

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// faultMark starts each finding drawn on an element, allowedMark each
// finding an audited exception covers.
const (
	faultMark   = "✗ "
	allowedMark = "○ "
)

// width is the length in runes past which a label's line is wrapped, so
// that a long reason or finding does not stretch its node across the page.
const width = 60

// label is an element's label with its faults and then its allowed
// findings, each wrapped at width.
func label(text string, faults, allowed []string) []string {
	var lines []string
	if text != "" {
		for _, l := range strings.Split(text, "\n") {
			lines = append(lines, wrap(l)...)
		}
	}
	for _, f := range faults {
		lines = append(lines, wrap(faultMark+f)...)
	}
	for _, a := range allowed {
		lines = append(lines, wrap(allowedMark+a)...)
	}
	return lines
}

// wrap breaks s between words into lines of at most width runes (a
// longer word stays whole).
func wrap(s string) []string {
	var lines []string
	var cur []string
	n := 0
	for _, w := range strings.Fields(s) {
		k := utf8.RuneCountInString(w)
		if n > 0 && n+1+k > width {
			lines = append(lines, strings.Join(cur, " "))
			cur, n = nil, 0
		}
		if n > 0 {
			n++
		}
		cur, n = append(cur, w), n+k
	}
	if len(cur) > 0 || len(lines) == 0 {
		lines = append(lines, strings.Join(cur, " "))
	}
	return lines
}

// groups returns the nodes of g by group, groups in the order of g.Nodes
// (sorted by [Graph.Sort]).
func groups(g *Graph) (names []string, byGroup map[string][]*Node) {
	byGroup = make(map[string][]*Node)
	for _, n := range g.Nodes {
		if _, ok := byGroup[n.Group]; !ok {
			names = append(names, n.Group)
		}
		byGroup[n.Group] = append(byGroup[n.Group], n)
	}
	return names, byGroup
}

// dotShape is the Graphviz shape and style of a kind of node.
type dotShape struct{ shape, style string }

// dotShapes are the Graphviz shapes and styles of each kind of node.
var dotShapes = map[Kind]dotShape{
	Carrier:     {"box", "bold"},
	Seat:        {"ellipse", ""},
	SeatList:    {"note", ""},
	Tighten:     {"hexagon", ""},
	NotCarried:  {"ellipse", "dashed"},
	Table:       {"note", ""},
	Registry:    {"folder", ""},
	Row:         {"box", "rounded"},
	Constructor: {"component", ""},
	Sink:        {"invhouse", ""},
	Root:        {"house", ""},
	Func:        {"box", "dotted"},
}

// dotNode is the attributes of a node after its label: its kind's shape
// and style, red while a finding on it is not covered, else its line
// dashed when exceptions cover some (the kind's other styles kept: DOT
// reads one style attribute, so a second would silently replace the
// first).
func dotNode(k Kind, faults, allowed []string) string {
	sh := dotShapes[k]
	style := sh.style
	if len(faults) == 0 && len(allowed) > 0 {
		var parts []string
		for _, p := range strings.Split(style, ",") {
			if p != "" && p != "dotted" && p != "dashed" && p != "solid" {
				parts = append(parts, p)
			}
		}
		style = strings.Join(append(parts, "dashed"), ",")
	}
	attrs := "shape=" + sh.shape
	if strings.Contains(style, ",") {
		attrs += `, style="` + style + `"`
	} else if style != "" {
		attrs += ", style=" + style
	}
	if len(faults) > 0 {
		attrs += dotFault(faults, nil)
	}
	return attrs
}

// DOT writes g (sorted) as a Graphviz digraph: one cluster per package,
// elements with findings in red with the findings in their labels.
func DOT(w io.Writer, g *Graph) error {
	var b strings.Builder
	b.WriteString("digraph clamps {\n\trankdir=LR;\n\tnode [fontname=\"Helvetica\", fontsize=11];\n\tedge [fontname=\"Helvetica\", fontsize=10];\n")
	names, byGroup := groups(g)
	for i, name := range names {
		fmt.Fprintf(&b, "\tsubgraph cluster_%d {\n\t\tlabel=%s;\n", i, dotQuote([]string{name}))
		for _, n := range byGroup[name] {
			fmt.Fprintf(&b, "\t\t%s [label=%s, %s];\n", dotQuote([]string{n.ID}), dotQuote(label(n.Label, n.Faults, n.Allowed)), dotNode(n.Kind, n.Faults, n.Allowed))
		}
		b.WriteString("\t}\n")
	}
	for _, e := range g.Edges {
		fmt.Fprintf(&b, "\t%s -> %s", dotQuote([]string{e.From}), dotQuote([]string{e.To}))
		if lines := label(e.Label, e.Faults, e.Allowed); len(lines) > 0 {
			fmt.Fprintf(&b, " [label=%s%s]", dotQuote(lines), dotFault(e.Faults, e.Allowed))
		}
		b.WriteString(";\n")
	}
	b.WriteString("}\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// dotFault is the style of an edge with findings: red while any is not
// covered, else dashed when exceptions cover some.
func dotFault(faults, allowed []string) string {
	switch {
	case len(faults) > 0:
		return `, color=red, fontcolor=red, penwidth=2`
	case len(allowed) > 0:
		return `, style=dashed`
	}
	return ""
}

// dotQuote is a DOT string of lines: quotes and backslashes escaped,
// lines joined by \n.
func dotQuote(lines []string) string {
	esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = esc.Replace(l)
	}
	return `"` + strings.Join(parts, `\n`) + `"`
}

// mermaidShapes are the Mermaid node shapes of each kind: the text before
// and after the quoted label.
var mermaidShapes = map[Kind][2]string{
	Carrier:     {"[[", "]]"},
	Seat:        {"([", "])"},
	SeatList:    {"[/", "/]"},
	Tighten:     {"{{", "}}"},
	NotCarried:  {"([", "])"},
	Table:       {"[/", "/]"},
	Registry:    {"[(", ")]"},
	Row:         {"(", ")"},
	Constructor: {"[", "]"},
	Sink:        {">", "]"},
	Root:        {"[\\", "/]"},
	Func:        {"[", "]"},
}

// Mermaid writes g (sorted) as a Mermaid flowchart, which GitHub renders
// in Markdown: one subgraph per package, elements with findings in red
// (class fault, linkStyle) with the findings in their labels.
func Mermaid(w io.Writer, g *Graph) error {
	var b strings.Builder
	b.WriteString("flowchart LR\n")
	ids := make(map[string]string, len(g.Nodes))
	for i, n := range g.Nodes {
		ids[n.ID] = fmt.Sprintf("n%d", i)
	}
	names, byGroup := groups(g)
	var faulty, dashed, allowedNodes []string
	for i, name := range names {
		fmt.Fprintf(&b, "  subgraph g%d[%s]\n", i, mermaidQuote([]string{name}))
		for _, n := range byGroup[name] {
			sh := mermaidShapes[n.Kind]
			fmt.Fprintf(&b, "    %s%s%s%s\n", ids[n.ID], sh[0], mermaidQuote(label(n.Label, n.Faults, n.Allowed)), sh[1])
			if len(n.Faults) > 0 {
				faulty = append(faulty, ids[n.ID])
			} else if len(n.Allowed) > 0 {
				allowedNodes = append(allowedNodes, ids[n.ID])
			} else if n.Kind == NotCarried {
				dashed = append(dashed, ids[n.ID])
			}
		}
		b.WriteString("  end\n")
	}
	var red []string
	for i, e := range g.Edges {
		// An edge whose findings exceptions all cover is dotted.
		open, arrow, plain := "--", "-->", "-->"
		if len(e.Faults) == 0 && len(e.Allowed) > 0 {
			open, arrow, plain = "-.", ".->", "-.->"
		}
		if lines := label(e.Label, e.Faults, e.Allowed); len(lines) > 0 {
			fmt.Fprintf(&b, "  %s %s %s %s %s\n", ids[e.From], open, mermaidQuote(lines), arrow, ids[e.To])
		} else {
			fmt.Fprintf(&b, "  %s %s %s\n", ids[e.From], plain, ids[e.To])
		}
		if len(e.Faults) > 0 {
			red = append(red, fmt.Sprint(i))
		}
	}
	b.WriteString("  classDef fault stroke:#d00,stroke-width:2px,color:#d00\n")
	b.WriteString("  classDef notcarried stroke-dasharray:4 3\n")
	if len(faulty) > 0 {
		fmt.Fprintf(&b, "  class %s fault\n", strings.Join(faulty, ","))
	}
	if len(dashed) > 0 {
		fmt.Fprintf(&b, "  class %s notcarried\n", strings.Join(dashed, ","))
	}
	if len(allowedNodes) > 0 {
		fmt.Fprintf(&b, "  classDef allowed stroke-dasharray:4 3\n  class %s allowed\n", strings.Join(allowedNodes, ","))
	}
	if len(red) > 0 {
		fmt.Fprintf(&b, "  linkStyle %s stroke:#d00,stroke-width:2px,color:#d00\n", strings.Join(red, ","))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// mermaidQuote is a Mermaid label of lines: a quoted string with the
// characters Mermaid would read as syntax or HTML written as entity codes,
// lines joined by <br/>.
func mermaidQuote(lines []string) string {
	esc := strings.NewReplacer(`#`, `#35;`, `"`, `#quot;`, `<`, `#lt;`, `>`, `#gt;`, "&", "#amp;", "\n", " ")
	parts := make([]string, len(lines))
	for i, l := range lines {
		parts[i] = esc.Replace(l)
	}
	return `"` + strings.Join(parts, "<br/>") + `"`
}
