package graph

import (
	"fmt"
	"github.com/sema-agent/clampvet/internal/kinds"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/dataflow/census"
	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/internal/roles"
)

// Package is one package that takes part, with its roles.
type Package struct {
	Path       string // package path
	ModulePath string // the path of its module, "" when unknown
	ModuleDir  string // the root of its module, "" when unknown
	Fset       *token.FileSet
	Files      []*ast.File
	Roles      *roles.Package
	// Reaches are the census' origin → sink pairs of the package's calls.
	Reaches []census.Reach
}

// Build returns the clamp topology of pkgs with findings drawn on the
// node or edge at fault, and the findings audited exceptions cover
// (allowed) drawn dashed on theirs. A finding outside every role's range
// is drawn on the declaration that holds it (the constructor a row names,
// when it is one), or on a node of its own: no finding is left out.
func Build(pkgs []Package, fs, allowed []findings.Finding) *Graph {
	pkgs = slices.Clone(pkgs)
	slices.SortFunc(pkgs, func(a, b Package) int { return strings.Compare(a.Path, b.Path) })
	g := New()
	var calls []call
	for _, p := range pkgs {
		b := builder{g: g, p: p, calls: &calls}
		b.carrier()
		b.tighten()
		b.table()
		b.registry()
		b.census()
	}
	// A carrier a constructor calls is drawn by its own package when that
	// package is in pkgs; otherwise it gets a node of its own here.
	for _, c := range calls {
		to := g.Node("carrier:"+c.carrier.PkgPath+"."+c.carrier.Name, Carrier, c.carrier.PkgPath, "carrier "+c.carrier.Qualified())
		g.Edge(c.from, to.ID, "calls")
	}
	for _, p := range pkgs {
		for _, r := range p.Reaches {
			reach(g, p, r)
		}
	}
	for _, p := range pkgs {
		constructorSpans(g, p)
	}
	for _, f := range fs {
		n, e := g.place(pkgs, f)
		if n != nil {
			n.Faults = append(n.Faults, f.Message+" ("+kinds.Qualified(f.Analyzer, f.Kind())+")")
		} else {
			e.Faults = append(e.Faults, f.Message+" ("+kinds.Qualified(f.Analyzer, f.Kind())+")")
		}
	}
	for _, f := range allowed {
		msg := f.Message + " (" + kinds.Qualified(f.Analyzer, f.Kind()) + ")"
		if f.Allowed != nil {
			msg += "; allowed: " + f.Allowed.Reason
		}
		if n, e := g.place(pkgs, f); n != nil {
			n.Allowed = append(n.Allowed, msg)
		} else {
			e.Allowed = append(e.Allowed, msg)
		}
	}
	g.Sort()
	return g
}

// builder adds the roles of one package.
type builder struct {
	g     *Graph
	p     Package
	calls *[]call
}

// call is a constructor's call of the carrier, drawn once every package's
// nodes are in.
type call struct {
	from    string
	carrier roles.DeclInfo
}

func (b builder) pos(p token.Pos) token.Position { return b.p.Fset.Position(p) }

// nodeAt records the range [pos, end) of a declaration (with its doc
// comment, where directive problems are reported) as n's.
func (b builder) declAt(doc *ast.CommentGroup, node ast.Node, n *Node) {
	start := node.Pos()
	if doc != nil {
		start = doc.Pos()
	}
	b.g.NodeAt(b.pos(start), b.pos(node.End()), n)
}

func (b builder) id(kind, name string) string { return kind + ":" + b.p.Path + "." + name }

func (b builder) carrier() {
	c := b.p.Roles.Carrier
	if c == nil {
		return
	}
	src := c.Info().Source
	if src == "" {
		src = "unreadable source"
	}
	n := b.g.Node(b.id("carrier", c.Decl.Name.Name), Carrier, b.p.Path, fmt.Sprintf("carrier %s(%s)", c.Decl.Name.Name, src))
	b.declAt(c.Decl.Doc, c.Decl, n)
	if c.Source != nil {
		for _, s := range c.Source.Seats {
			seat := b.g.Node(b.id("seat", s.Name()), Seat, b.p.Path, s.Name())
			b.g.NodeAt(b.pos(s.Pos()), b.pos(s.Pos()+token.Pos(len(s.Name()))), seat)
			b.g.Edge(n.ID, seat.ID, "carries")
		}
	}
	if l := b.p.Roles.Seats; l != nil && l.Found.Spec != nil {
		list := b.g.Node(b.id("seats", l.Found.Name.Name), SeatList, b.p.Path, "seat list "+l.Found.Name.Name)
		b.declAt(nil, l.Found.Spec, list)
		b.g.NodeAt(b.pos(l.Found.Pos), b.pos(l.Found.End), list)
		b.g.Edge(list.ID, n.ID, "lists the seats of")
	}
}

func (b builder) tighten() {
	t := b.p.Roles.Tighten
	if t == nil {
		return
	}
	label := "tighten " + t.Decl.Name.Name
	if t.Spec != nil {
		label += "(" + t.Spec.Obj().Name() + ")"
	}
	n := b.g.Node(b.id("tighten", t.Decl.Name.Name), Tighten, b.p.Path, label)
	b.declAt(t.Decl.Doc, t.Decl, n)
	if t.Spec == nil {
		return
	}
	for _, seat := range t.Governed.InOrder() {
		if s := b.g.Lookup(b.id("seat", seat)); s != nil {
			b.g.Edge(n.ID, s.ID, "governs")
			continue
		}
		if tb := b.p.Roles.Table; tb != nil && tb.KeyAt[seat] != nil {
			b.g.Edge(n.ID, b.notCarried(seat).ID, "governs")
			continue
		}
		// Governed, neither carried nor listed: notcarried's finding
		// names it, and the node is where it is drawn.
		b.g.Edge(n.ID, b.g.Node(b.id("governed", seat), NotCarried, b.p.Path, seat+"\n(neither carried nor listed)").ID, "governs")
	}
}

// notCarried returns the node of a seat the table lists.
func (b builder) notCarried(seat string) *Node {
	reason := ""
	for _, r := range b.p.Roles.Table.Info.Rows {
		if r.Key == seat {
			reason = r.Reason
		}
	}
	return b.g.Node(b.id("notcarried", seat), NotCarried, b.p.Path, seat+"\nnot carried: "+reason)
}

func (b builder) table() {
	t := b.p.Roles.Table
	if t == nil {
		return
	}
	n := b.g.Node(b.id("table", t.Name.Name), Table, b.p.Path, "not-carried table "+t.Name.Name)
	if obj := b.p.Roles.Directives; obj != nil {
		if f, ok := obj.First(directive.NotCarried); ok && f.Spec != nil {
			b.declAt(nil, f.Spec, n)
			b.g.NodeAt(b.pos(f.Pos), b.pos(f.End), n)
		}
	}
	keys := make([]string, 0, len(t.KeyAt))
	for k := range t.KeyAt {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		row := b.notCarried(k)
		b.g.Edge(n.ID, row.ID, "lists")
		b.g.NodeAt(b.pos(t.KeyAt[k].Pos()), b.pos(t.KeyAt[k].End()), row)
		if r := t.ReasonAt[k]; r != nil {
			b.g.NodeAt(b.pos(r.Pos()), b.pos(r.End()), row)
		}
	}
}

func (b builder) registry() {
	r := b.p.Roles.Registry
	if r == nil {
		return
	}
	reg := b.g.Node(b.id("registry", r.Found.Name.Name), Registry, b.p.Path, "registry "+r.Found.Name.Name)
	if r.Found.Spec != nil {
		b.declAt(nil, r.Found.Spec, reg)
	}
	b.g.NodeAt(b.pos(r.Found.Pos), b.pos(r.Found.End), reg)
	carriers := b.p.Roles.Imported.Carriers
	for _, row := range r.Rows {
		rowID := b.id("row", row.Value)
		b.g.Node(rowID, Row, b.p.Path, row.Value)
		b.g.Edge(reg.ID, rowID, "")
		parsed, err := registryrow.Parse(row.Value)
		if err != nil {
			b.g.NodeAt(b.pos(row.Lit.Pos()), b.pos(row.Lit.End()), b.g.Lookup(rowID))
			continue
		}
		ctor := b.g.Node("ctor:"+parsed.String(), Constructor, ctorGroup(b.p, parsed), parsed.Name()+"\n"+parsed.Path())
		e := b.g.Edge(rowID, ctor.ID, "names")
		b.g.EdgeAt(b.pos(row.Lit.Pos()), b.pos(row.Lit.End()), e)
		if len(carriers) == 1 {
			// The carrier a constructor calls is the one visible here;
			// a row whose constructor does not call it has a finding on
			// the row's edge.
			*b.calls = append(*b.calls, call{from: ctor.ID, carrier: carriers[0].Decl})
		}
	}
}

// ctorGroup is the package a constructor row names: the registry's
// module path and the row's directory, when the module is known.
func ctorGroup(p Package, row registryrow.Row) string {
	if m := p.ModulePath; m != "" {
		if row.Dir == "" {
			return m
		}
		return m + "/" + row.Dir
	}
	return row.Dir
}

func (b builder) census() {
	for _, s := range b.p.Roles.Sinks {
		if s.Found.Func == nil { // an interface method: Type.Method, from the directive to the name
			name := s.Found.Name.Name
			if s.Func != nil {
				if named, ok := types.Unalias(s.Func.Signature().Recv().Type()).(*types.Named); ok {
					name = named.Obj().Name() + "." + name
				}
			}
			n := b.g.Node(b.id("sink", name), Sink, b.p.Path, "spawn sink "+name)
			b.g.NodeAt(b.pos(s.Found.Pos), b.pos(s.Found.Name.End()), n)
			continue
		}
		n := b.g.Node(b.id("sink", funcName(s.Found.Func)), Sink, b.p.Path, "spawn sink "+funcName(s.Found.Func))
		b.declAt(s.Found.Func.Doc, s.Found.Func, n)
	}
	for _, r := range b.p.Roles.Roots {
		n := b.g.Node(b.id("root", funcName(r.Found.Func)), Root, b.p.Path, "root "+funcName(r.Found.Func))
		b.declAt(r.Found.Func.Doc, r.Found.Func, n)
	}
}

// reach draws a census pair: the constructor (by its registry row, when
// the module is known) or root whose spec reaches a sink, labelled with the
// spec's clamp state at the call where it is not clamped. A node not drawn
// yet (an unregistered constructor, a package not analyzed) is added.
func reach(g *Graph, p Package, r census.Reach) {
	o := r.Origin
	var from *Node
	switch dir, ok := strings.CutPrefix(o.Pkg, p.ModulePath+"/"); {
	case o.Root:
		from = g.Node("root:"+o.Pkg+"."+o.Name, Root, o.Pkg, "root "+o.Name)
	case p.ModulePath != "" && (ok || o.Pkg == p.ModulePath) && o.File != "":
		if !ok {
			dir = ""
		}
		row := registryrow.Row{Dir: dir, File: o.File, Func: o.Name}
		if typ, method, ok := strings.Cut(o.Name, "."); ok {
			row.Type, row.Func = typ, method
		}
		from = g.Node("ctor:"+row.String(), Constructor, o.Pkg, row.Name()+"\n"+row.Path())
	default:
		from = g.Node("func:"+o.Pkg+"."+o.Name, Constructor, o.Pkg, o.Name)
	}
	to := g.Node("sink:"+r.Sink.Pkg+"."+r.Sink.Name, Sink, r.Sink.Pkg, "spawn sink "+r.Sink.Name)
	label := "reaches"
	if r.State != census.Clamped {
		label += ", " + r.State.String()
	}
	g.Edge(from.ID, to.ID, label)
}

// funcName is a func's name, "Type.Method" for a method.
func funcName(d *ast.FuncDecl) string {
	if d.Recv == nil || len(d.Recv.List) == 0 {
		return d.Name.Name
	}
	t := d.Recv.List[0].Type
	for {
		switch x := t.(type) {
		case *ast.StarExpr:
			t = x.X
			continue
		case *ast.IndexExpr:
			t = x.X
			continue
		case *ast.IndexListExpr:
			t = x.X
			continue
		case *ast.ParenExpr:
			t = x.X
			continue
		}
		break
	}
	if id, ok := t.(*ast.Ident); ok {
		return id.Name + "." + d.Name.Name
	}
	return d.Name.Name
}

// rowKey is the registry row that names decl, declared in file, in the
// module rooted at moduleDir; "" outside it.
func rowKey(moduleDir, file string, decl *ast.FuncDecl) string {
	if moduleDir == "" {
		return ""
	}
	rel, err := filepath.Rel(moduleDir, file)
	if err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	return filepath.ToSlash(rel) + "#" + funcName(decl)
}

// constructorSpans records the declarations that rows name as their
// constructor nodes' ranges, so that a finding inside a constructor is
// drawn on it.
func constructorSpans(g *Graph, p Package) {
	for _, f := range p.Files {
		file := p.Fset.Position(f.FileStart).Filename
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if n := g.Lookup("ctor:" + rowKey(p.ModuleDir, file, fd)); n != nil {
				g.NodeAt(p.Fset.Position(fd.Pos()), p.Fset.Position(fd.End()), n)
			}
		}
	}
}

// place returns the node or the edge at fault for f (one of them is
// nil), adding a node for it when none is.
func (g *Graph) place(pkgs []Package, f findings.Finding) (*Node, *Edge) {
	if n, e := g.At(f.Pos); n != nil || e != nil {
		return n, e
	}
	for _, p := range pkgs {
		for _, file := range p.Files {
			tf := p.Fset.File(file.FileStart)
			if tf == nil || tf.Name() != f.Pos.Filename {
				continue
			}
			for _, d := range file.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if ok && tf.Offset(fd.Pos()) <= f.Pos.Offset && f.Pos.Offset < tf.Offset(fd.End()) {
					return g.Node("func:"+p.Path+"."+funcName(fd), Func, p.Path, "func "+funcName(fd)), nil
				}
			}
		}
	}
	at := fmt.Sprintf("%s:%d", filepath.Base(f.Pos.Filename), f.Pos.Line)
	return g.Node("at:"+f.Package+":"+at, Func, f.Package, at), nil
}
