// Package graph draws an engine's clamp topology: the carriers and the
// seats they carry, the tighten functions with the seats they govern and
// the not-carried seats with their reasons, each registry row and the
// constructor it names, the spawn sinks and roots, and every finding on
// the node or edge at fault. [Build] reads it from the role model of the
// packages (internal/roles) and the findings of the same run; [DOT] and
// [Mermaid] render it, deterministically (sorted).
//
// The model is a list of nodes, each in a package's group, and edges
// between them. A new role is a new [Kind], the nodes and edges Build adds
// for it, and the source ranges that attach findings to them ([Graph.At]).
package graph

import (
	"cmp"
	"go/token"
	"slices"
)

// Kind is what a node stands for; it decides its shape.
type Kind int

// The kinds of nodes.
const (
	Carrier     Kind = iota // a //clampvet:carrier func
	Seat                    // a seat the carrier carries
	SeatList                // the //clampvet:seats list
	Tighten                 // a //clampvet:tighten func
	NotCarried              // a seat listed in the not-carried table, with its reason
	Table                   // the //clampvet:notcarried table
	Registry                // a //clampvet:registry var
	Row                     // a row of a registry
	Constructor             // the declaration a row names
	Sink                    // a //clampvet:spawn func
	Root                    // a //clampvet:root func
	Func                    // another declaration where a finding is
)

// Node is one thing of the topology.
type Node struct {
	ID     string // unique and stable: kind, package and name
	Kind   Kind
	Group  string // the package path the node belongs to
	Label  string // what a reader sees; lines separated by "\n"
	Faults []string
	// Allowed are the findings audited exceptions cover, with their
	// reasons: drawn dashed, not red.
	Allowed []string
}

// Edge is a relation between two nodes.
type Edge struct {
	From, To string // node IDs
	Label    string
	Faults   []string
	Allowed  []string // as a node's
}

// Graph is an engine's clamp topology.
type Graph struct {
	Nodes []*Node
	Edges []*Edge

	byID  map[string]*Node
	edges map[[3]string]*Edge
	spans []span
}

// span is a source range whose findings belong to a node or an edge.
type span struct {
	file       string
	start, end int // byte offsets, end exclusive
	node       *Node
	edge       *Edge
}

// New returns an empty graph.
func New() *Graph {
	return &Graph{byID: make(map[string]*Node), edges: make(map[[3]string]*Edge)}
}

// Node returns the node id, adding it with kind, group and label when it
// is new.
func (g *Graph) Node(id string, kind Kind, group, label string) *Node {
	if n := g.byID[id]; n != nil {
		return n
	}
	n := &Node{ID: id, Kind: kind, Group: group, Label: label}
	g.byID[id] = n
	g.Nodes = append(g.Nodes, n)
	return n
}

// Lookup returns the node id, or nil.
func (g *Graph) Lookup(id string) *Node { return g.byID[id] }

// Edge returns the edge from → to with label, adding it when it is new.
func (g *Graph) Edge(from, to, label string) *Edge {
	k := [3]string{from, to, label}
	if e := g.edges[k]; e != nil {
		return e
	}
	e := &Edge{From: from, To: to, Label: label}
	g.edges[k] = e
	g.Edges = append(g.Edges, e)
	return e
}

// NodeAt says that a finding within [pos, end) is a fault of n.
func (g *Graph) NodeAt(pos, end token.Position, n *Node) {
	if pos.IsValid() {
		g.spans = append(g.spans, span{file: pos.Filename, start: pos.Offset, end: max(end.Offset, pos.Offset+1), node: n})
	}
}

// EdgeAt says that a finding within [pos, end) is a fault of e.
func (g *Graph) EdgeAt(pos, end token.Position, e *Edge) {
	if pos.IsValid() {
		g.spans = append(g.spans, span{file: pos.Filename, start: pos.Offset, end: max(end.Offset, pos.Offset+1), edge: e})
	}
}

// At returns the node or the edge that the innermost range holding pos
// belongs to; both nil when no range holds it.
func (g *Graph) At(pos token.Position) (*Node, *Edge) {
	var best *span
	for i := range g.spans {
		s := &g.spans[i]
		if s.file != pos.Filename || pos.Offset < s.start || pos.Offset >= s.end {
			continue
		}
		if best == nil || s.end-s.start < best.end-best.start {
			best = s
		}
	}
	if best == nil {
		return nil, nil
	}
	return best.node, best.edge
}

// Sort puts nodes in order of group, kind and ID, edges in order of their
// ends and label, and each element's faults in order, so that the
// rendering does not depend on the order things were found in.
func (g *Graph) Sort() {
	slices.SortFunc(g.Nodes, func(a, b *Node) int {
		return cmp.Or(cmp.Compare(a.Group, b.Group), cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.ID, b.ID))
	})
	slices.SortFunc(g.Edges, func(a, b *Edge) int {
		return cmp.Or(cmp.Compare(a.From, b.From), cmp.Compare(a.To, b.To), cmp.Compare(a.Label, b.Label))
	})
	for _, n := range g.Nodes {
		n.Faults = slices.Compact(slices.Sorted(slices.Values(n.Faults)))
		n.Allowed = slices.Compact(slices.Sorted(slices.Values(n.Allowed)))
	}
	for _, e := range g.Edges {
		e.Faults = slices.Compact(slices.Sorted(slices.Values(e.Faults)))
		e.Allowed = slices.Compact(slices.Sorted(slices.Values(e.Allowed)))
	}
}
