package genengine

import (
	"fmt"
	"strings"
)

// markerFile records, at the root of a generated tree, the flags that
// produced it; [Engine.Write] and the command use it to recognize a tree
// they may replace.
const markerFile = "genengine.txt"

func goMod(cfg Config) string {
	return fmt.Sprintf(`// A synthetic engine written by clampvet's bench/cmd/genengine %s.
module %s

go 1.26
`, cfg.Flags(), cfg.Module)
}

func marker(cfg Config) string {
	return fmt.Sprintf(`This tree was written, and may be rewritten (-replace), by clampvet's generator:
	go run ./bench/cmd/genengine %s -o DIR
`, cfg.Flags())
}

func clampFile(p *enginePlan) string {
	var b strings.Builder
	b.WriteString(`// Package clamp is this engine's own clamp-seat machinery: the clamp
// source a constructor hands the carrier, the seat list, the spec the
// seats tighten, and the seats the carrier deliberately does not carry.
package clamp

// Face is a read or write face. The zero value is unset; FaceRoots is the
// only restricting value.
type Face string

// The faces.
const (
	FaceUnset Face = ""
	FaceRoots Face = "roots"
	FaceHost  Face = "host"
)

// Posture is how a leg meets its human. The zero value is unset;
// PostureHeadless is the restricting value.
type Posture string

// The postures.
const (
	PostureUnset       Posture = ""
	PostureInteractive Posture = "interactive"
	PostureHeadless    Posture = "headless"
)

// DenyEntry is one read-deny rule. Deny lists are add-only.
type DenyEntry struct {
	Rule string
	Note string
}

// Source is what a construction site hands the carrier: every seat, named
// in every literal, with an explicit zero where the lane carries nothing.
type Source struct {
`)
	for _, s := range p.seats {
		fmt.Fprintf(&b, "\t%s %s\n", s.name, s.kind.typ(""))
	}
	b.WriteString(`}

// SeatNames lists the clamp seats, in the order of Source's fields.
//
//clampvet:seats
var SeatNames = []string{
`)
	for _, s := range p.seats {
		fmt.Fprintf(&b, "\t%q,\n", s.name)
	}
	b.WriteString(`}

// Spec is the policy-governed part of a child spec: the clamp seats and
// three fields a leg states for itself.
type Spec struct {
`)
	for _, s := range p.seats {
		fmt.Fprintf(&b, "\t%s %s\n", s.name, s.kind.typ(""))
	}
	b.WriteString(`	Posture      Posture
	MaxTurns     int
	AllowedTools []string
}

// NotCarried lists the governed fields of Spec that the carrier does not
// carry, each with the reason.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	"Posture":      "a leg states its own posture: the parent's describes the parent's human, not the child's",
	"MaxTurns":     "a budget is the constructor's own statement of how long its leg may run",
	"AllowedTools": "a child's allow-list is chosen for its task; the parent's would be the wrong set",
}

// Clamps are the clamps a parent passes to a child. Only Carry builds them,
// and Apply only ever tightens.
type Clamps struct {
	t Spec
}

// Carry projects a parent's clamps onto a child: only the restricting value
// of each seat travels, lists are copied, and a seat the parent did not
// clamp changes nothing.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	var c Clamps
`)
	for _, s := range p.seats {
		switch s.kind {
		case kindBool:
			fmt.Fprintf(&b, "\tif src.%[1]s {\n\t\tc.t.%[1]s = true\n\t}\n", s.name)
		case kindFace:
			fmt.Fprintf(&b, "\tif src.%[1]s == FaceRoots {\n\t\tc.t.%[1]s = FaceRoots\n\t}\n", s.name)
		case kindDeny:
			fmt.Fprintf(&b, "\tif len(src.%[1]s) > 0 {\n\t\tc.t.%[1]s = append([]DenyEntry(nil), src.%[1]s...)\n\t}\n", s.name)
		case kindBudget:
			fmt.Fprintf(&b, "\tif src.%[1]s > 0 {\n\t\tc.t.%[1]s = src.%[1]s\n\t}\n", s.name)
		}
	}
	b.WriteString(`	return c
}

// Apply tightens spec by the clamps; it never loosens a seat.
func (c Clamps) Apply(spec *Spec) {
	*spec = Tighten(*spec, c.t)
}
`)
	return b.String()
}

func tightenFile(p *enginePlan) string {
	var b strings.Builder
	b.WriteString(`package clamp

// Tighten merges t into spec and can only tighten: a restricting value wins,
// deny lists add up, the smaller positive budget wins, allow-lists
// intersect.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	out := spec
`)
	for _, s := range p.seats {
		switch s.kind {
		case kindBool:
			fmt.Fprintf(&b, "\tout.%[1]s = spec.%[1]s || t.%[1]s\n", s.name)
		case kindFace:
			fmt.Fprintf(&b, "\tout.%[1]s = tightenFace(spec.%[1]s, t.%[1]s)\n", s.name)
		case kindDeny:
			fmt.Fprintf(&b, "\tout.%[1]s = addDeny(spec.%[1]s, t.%[1]s)\n", s.name)
		case kindBudget:
			fmt.Fprintf(&b, "\tout.%[1]s = tightenBudget(spec.%[1]s, t.%[1]s)\n", s.name)
		}
	}
	b.WriteString(`	out.Posture = tightenPosture(spec.Posture, t.Posture)
	out.MaxTurns = tightenBudget(spec.MaxTurns, t.MaxTurns)
	out.AllowedTools = intersectTools(spec.AllowedTools, t.AllowedTools)
	return out
}

func tightenFace(a, b Face) Face {
	if a == FaceRoots || b == FaceRoots {
		return FaceRoots
	}
	if a != FaceUnset {
		return a
	}
	return b
}

func tightenPosture(a, b Posture) Posture {
	if a == PostureHeadless || b == PostureHeadless {
		return PostureHeadless
	}
	if a != PostureUnset {
		return a
	}
	return b
}

// tightenBudget treats zero (and below) as no limit; of two limits the
// smaller wins.
func tightenBudget(a, b int) int {
	if a <= 0 || (b > 0 && b < a) {
		return b
	}
	return a
}

func addDeny(a, b []DenyEntry) []DenyEntry {
	if len(b) == 0 {
		return a
	}
	out := make([]DenyEntry, 0, len(a)+len(b))
	return append(append(out, a...), b...)
}

// intersectTools treats nil as no allow-list; a non-nil list, even an empty
// one, allows only its tools.
func intersectTools(a, b []string) []string {
	if b == nil {
		return a
	}
	if a == nil {
		return append([]string{}, b...)
	}
	out := []string{}
	for _, x := range a {
		for _, y := range b {
			if x == y {
				out = append(out, x)
				break
			}
		}
	}
	return out
}
`)
	return b.String()
}

const ctorType = "func(clamp.Spec) clamp.Spec"

func docFile(p *enginePlan, pk *pkgPlan) string {
	var b strings.Builder
	importer := "the wiring package"
	if pk.parent != nil {
		importer = "package " + pk.parent.name + " (layer " + fmt.Sprint(pk.layer-1) + ")"
	}
	fmt.Fprintf(&b, "// Package %s holds child-spec constructors of layer %d; it is imported\n// by %s only.\npackage %s\n\nimport (\n", pk.name, pk.layer, importer, pk.name)
	fmt.Fprintf(&b, "\t%q\n", p.cfg.Module+"/clamp")
	for _, c := range pk.children {
		fmt.Fprintf(&b, "\t%q\n", c.importPath)
	}
	fmt.Fprintf(&b, ")\n\n// Children returns the constructors of this package and of the packages it\n// imports.\nfunc Children() []%s {\n\tout := []%s{\n", ctorType, ctorType)
	for _, f := range pk.files {
		for _, c := range f.ctors {
			switch c.shape {
			case ptrMethod:
				fmt.Fprintf(&b, "\t\t(&%s{turns: %d}).%s,\n", c.recv, 10+c.index%7, c.name)
			case valueMethod:
				fmt.Fprintf(&b, "\t\t%s{turns: %d}.%s,\n", c.recv, 10+c.index%5, c.name)
			default:
				fmt.Fprintf(&b, "\t\t%s,\n", c.name)
			}
		}
	}
	b.WriteString("\t}\n")
	for _, c := range pk.children {
		fmt.Fprintf(&b, "\tout = append(out, %s.Children()...)\n", c.name)
	}
	b.WriteString("\treturn out\n}\n")
	return b.String()
}

func legsFile(p *enginePlan, pk *pkgPlan, f *filePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport %q\n\n", pk.name, p.cfg.Module+"/clamp")
	if f.hasPtr {
		fmt.Fprintf(&b, "// %s builds legs that share a turn budget.\ntype %s struct {\n\tturns int\n}\n\n", f.ptrType, f.ptrType)
	}
	if f.hasValue {
		fmt.Fprintf(&b, "// %s plans legs of a fixed turn budget.\ntype %s struct {\n\tturns int\n}\n\n", f.valType, f.valType)
	}
	for _, c := range f.ctors {
		writeCtor(&b, p, c)
	}
	return b.String()
}

func writeCtor(b *strings.Builder, p *enginePlan, c *ctor) {
	turns := fmt.Sprint(8 + c.index%13)
	switch c.shape {
	case plainFunc:
		fmt.Fprintf(b, "// %s builds a child spec from its parent's: its own budget first,\n// then every clamp the parent ran under.\n", c.name)
		fmt.Fprintf(b, "func %s(parent clamp.Spec) clamp.Spec {\n", c.name)
	case ptrMethod:
		fmt.Fprintf(b, "// %s builds a child spec within the builder's budget, then carries\n// every clamp the parent ran under.\n", c.name)
		fmt.Fprintf(b, "func (l *%s) %s(parent clamp.Spec) clamp.Spec {\n", c.recv, c.name)
		turns = "l.turns"
	case valueMethod:
		fmt.Fprintf(b, "// %s builds a child spec within the plan's budget, then carries\n// every clamp the parent ran under.\n", c.name)
		fmt.Fprintf(b, "func (pl %s) %s(parent clamp.Spec) clamp.Spec {\n", c.recv, c.name)
		turns = "pl.turns"
	case funcVar:
		fmt.Fprintf(b, "// %s builds a child spec from its parent's; it is a variable so that\n// a test can see it as a value.\n", c.name)
		fmt.Fprintf(b, "var %s = func(parent clamp.Spec) clamp.Spec {\n", c.name)
	}

	// The leg's own values: a budget, a posture, one seat stated stricter.
	own := p.seats[c.index%len(p.seats)]
	fmt.Fprintf(b, "\tspec := clamp.Spec{\n\t\tMaxTurns: %s,\n\t\t%s: %s,\n", turns, own.name, own.kind.strict(c.index))
	if c.index%2 == 1 {
		fmt.Fprintf(b, "\t\tAllowedTools: []string{\"read\", \"grep\"},\n")
	}
	b.WriteString("\t}\n")
	if c.index%3 == 0 {
		b.WriteString("\tspec = clamp.Tighten(spec, clamp.Spec{Posture: clamp.PostureHeadless})\n")
	}

	if c.mistake == NoCarrierCall {
		b.WriteString("\treturn spec\n}\n\n")
		return
	}
	b.WriteString("\tsrc := clamp.Source{\n")
	for j, s := range p.seats {
		if c.mistake == OmittedSeat && j == c.omitted {
			continue
		}
		if (c.index+j)%5 == 0 {
			fmt.Fprintf(b, "\t\t%s: %s,\n", s.name, s.kind.zero())
		} else {
			fmt.Fprintf(b, "\t\t%s: parent.%s,\n", s.name, s.name)
		}
	}
	b.WriteString("\t}\n")
	if c.mistake == DiscardedCarrier {
		b.WriteString("\tclamp.Carry(src)\n")
	} else {
		b.WriteString("\tclamp.Carry(src).Apply(&spec)\n")
	}
	b.WriteString("\treturn spec\n}\n\n")
}

func registryFile(p *enginePlan) string {
	var b strings.Builder
	b.Grow(len(p.ctors) * 48)
	fmt.Fprintf(&b, `// Package wiring is the engine's wiring: the constructor registry, and the
// imports that reach every constructor package (layer 1 directly, the
// deeper layers through it).
package wiring

// Constructors is the registry of every child-spec constructor the engine
// builds: %d rows "DIR/FILE.go#Name" or "DIR/FILE.go#Type.Method", relative to
// the module root.
//
//clampvet:registry
var Constructors = []string{
`, len(p.ctors))
	for _, c := range p.ctors {
		fmt.Fprintf(&b, "\t%q,\n", c.row)
	}
	b.WriteString("}\n")
	return b.String()
}

func wiringFile(p *enginePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package wiring\n\nimport (\n\t%q\n", p.cfg.Module+"/clamp")
	for _, pk := range p.layers[0] {
		fmt.Fprintf(&b, "\t%q\n", pk.importPath)
	}
	fmt.Fprintf(&b, ")\n\n// All returns every constructor, reached through the layer-1 packages.\nfunc All() []%s {\n\tvar out []%s\n", ctorType, ctorType)
	for _, pk := range p.layers[0] {
		fmt.Fprintf(&b, "\tout = append(out, %s.Children()...)\n", pk.name)
	}
	b.WriteString("\treturn out\n}\n")
	return b.String()
}

func mainFile(p *enginePlan) string {
	first := p.seats[0]
	return fmt.Sprintf(`// Command engine builds every registered child spec from one clamped parent
// and says how many it built, so that no generated constructor is dead code.
package main

import (
	"fmt"

	%q
	%q
)

func main() {
	parent := clamp.Spec{%s: %s, MaxTurns: 40}
	built := 0
	for _, build := range wiring.All() {
		if child := build(parent); child.MaxTurns > 0 {
			built++
		}
	}
	fmt.Printf("%%d constructors registered, %%d built\n", len(wiring.Constructors), built)
}
`, p.cfg.Module+"/clamp", p.cfg.Module+"/wiring", first.name, first.kind.strict(0))
}
