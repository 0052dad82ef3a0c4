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
// in every literal, read from the parent or stated as its restricting
// value.
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

// Restricting states each seat's restricting value: the one literal a
// source may give a seat instead of the parent's value. Deny lists and
// budgets have none.
//
//clampvet:restricting
var Restricting = Source{
`)
	for _, s := range p.seats {
		if v, ok := s.kind.restricting(""); ok {
			fmt.Fprintf(&b, "\t%s: %s,\n", s.name, v)
		}
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

// Run is a running leg: the step builders hand it to the constructors that
// apply its clamps to a step's spec in place.
type Run struct {
	ID   string
	Spec Spec
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
	fmt.Fprintf(&b, "\t%q\n", p.cfg.Module+"/runner")
	for _, c := range pk.children {
		fmt.Fprintf(&b, "\t%q\n", c.importPath)
	}
	fmt.Fprintf(&b, ")\n\n// Children returns the constructors of this package and of the packages it\n// imports.\nfunc Children() []%s {\n\tout := []%s{\n", ctorType, ctorType)
	for _, f := range pk.files {
		for _, c := range f.ctors {
			switch {
			case c.builder != "":
				fmt.Fprintf(&b, "\t\t%s,\n", c.builder)
			case c.shape == ptrMethod:
				fmt.Fprintf(&b, "\t\t(&%s{turns: %d}).%s,\n", c.recv, 10+c.index%7, c.name)
			case c.shape == valueMethod:
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
	spawnFunc(&b, pk)
	return b.String()
}

// spawnFunc writes Spawn(parent): one run per constructor of the package,
// started with its result (a literal for a HandBuiltSpawn mistake), then
// the imports' Spawn.
//
// The specs reach the sink the ways real engines hand them on: most through
// runner.Start, some in a task struct a helper writes (a field that is no
// carried seat) before runner.Spawn, some collected in a slice that
// runner.StartAll starts (a fan-out). A lane that carries a mistake keeps
// the plain call, where the mistake has one meaning.
func spawnFunc(b *strings.Builder, pk *pkgPlan) {
	b.WriteString("\n// Spawn starts one child run of parent per constructor of this package and\n// of the packages it imports.\nfunc Spawn(parent clamp.Spec) {\n")
	batched := false
	for _, f := range pk.files {
		for _, c := range f.ctors {
			if c.mistake == "" && c.index%5 == 2 {
				batched = true
			}
		}
	}
	if batched {
		b.WriteString("\tvar batch []runner.Task\n")
	}
	for _, f := range pk.files {
		for _, c := range f.ctors {
			var spec string
			switch {
			case c.mistake == HandBuiltSpawn:
				spec = fmt.Sprintf("clamp.Spec{MaxTurns: %d}", 1+c.index%7)
			case c.builder != "":
				spec = c.builder + "(parent)"
			case c.shape == ptrMethod:
				spec = fmt.Sprintf("(&%s{turns: %d}).%s(parent)", c.recv, 10+c.index%7, c.name)
			case c.shape == valueMethod:
				spec = fmt.Sprintf("%s{turns: %d}.%s(parent)", c.recv, 10+c.index%5, c.name)
			default:
				spec = c.name + "(parent)"
			}
			switch {
			case c.mistake == "" && c.index%5 == 1:
				fmt.Fprintf(b, "\tt%d := &runner.Task{Lane: %q, Spec: %s}\n\trunner.Budget(t%d, %d)\n\trunner.Spawn(t%d)\n",
					c.index, c.decl, spec, c.index, 1+c.index%9, c.index)
			case c.mistake == "" && c.index%5 == 2:
				fmt.Fprintf(b, "\tbatch = append(batch, runner.Task{Lane: %q, Spec: %s})\n", c.decl, spec)
			default:
				fmt.Fprintf(b, "\trunner.Start(%q, %s)\n", c.decl, spec)
			}
		}
	}
	if batched {
		b.WriteString("\trunner.StartAll(batch...)\n")
	}
	for _, c := range pk.children {
		fmt.Fprintf(b, "\t%s.Spawn(parent)\n", c.name)
	}
	b.WriteString("}\n")
}

func legsFile(p *enginePlan, pk *pkgPlan, f *filePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package %s\n\nimport (\n", pk.name)
	if f.fmt {
		b.WriteString("\t\"fmt\"\n\n")
	}
	fmt.Fprintf(&b, "\t%q\n", p.cfg.Module+"/clamp")
	if f.sources {
		fmt.Fprintf(&b, "\t%q\n", p.cfg.Module+"/sources")
	}
	b.WriteString(")\n\n")
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

// writeCtor writes constructor c: the registered declaration and, for the
// bodies that have one, the unregistered builder that calls it.
func writeCtor(b *strings.Builder, p *enginePlan, c *ctor) {
	switch c.body {
	case bodyInPlace:
		writeInPlace(b, p, c)
	case bodyProducer:
		writeProducer(b, p, c)
	case bodyErrorPath:
		writeErrorPath(b, p, c)
	default:
		writeDirect(b, p, c)
	}
}

// head writes the doc comment and the opening of c's registered
// declaration in its shape, and returns the expression of the leg's own
// turn budget there.
func head(b *strings.Builder, c *ctor, doc, params, results string) string {
	turns := fmt.Sprint(8 + c.index%13)
	fmt.Fprintf(b, "// %s %s\n", c.name, doc)
	switch c.shape {
	case plainFunc:
		fmt.Fprintf(b, "func %s(%s) %s {\n", c.name, params, results)
	case ptrMethod:
		fmt.Fprintf(b, "func (l *%s) %s(%s) %s {\n", c.recv, c.name, params, results)
		turns = "l.turns"
	case valueMethod:
		fmt.Fprintf(b, "func (pl %s) %s(%s) %s {\n", c.recv, c.name, params, results)
		turns = "pl.turns"
	case funcVar:
		fmt.Fprintf(b, "var %s = func(%s) %s {\n", c.name, params, results)
	}
	return turns
}

// callOf is how c's builder calls the registered declaration with args.
func callOf(c *ctor, args string) string {
	switch c.shape {
	case ptrMethod:
		return fmt.Sprintf("(&%s{turns: %d}).%s(%s)", c.recv, 10+c.index%7, c.name, args)
	case valueMethod:
		return fmt.Sprintf("%s{turns: %d}.%s(%s)", c.recv, 10+c.index%5, c.name, args)
	}
	return fmt.Sprintf("%s(%s)", c.name, args)
}

// ownSpec writes the leg's own values: a budget, sometimes an allow-list,
// one seat stated stricter than any parent could make it, and sometimes a
// headless posture through the tighten function, all before the clamps.
func ownSpec(b *strings.Builder, p *enginePlan, c *ctor, turns string) {
	own := p.seats[c.index%len(p.seats)]
	fmt.Fprintf(b, "\tspec := clamp.Spec{\n\t\tMaxTurns: %s,\n\t\t%s: %s,\n", turns, own.name, own.kind.strict(c.index))
	if c.index%2 == 1 {
		fmt.Fprintf(b, "\t\tAllowedTools: []string{\"read\", \"grep\"},\n")
	}
	b.WriteString("\t}\n")
	if c.index%3 == 0 {
		b.WriteString("\tspec = clamp.Tighten(spec, clamp.Spec{Posture: clamp.PostureHeadless})\n")
	}
}

// sourceLit is a keyed clamp.Source literal over the seats of the spec
// expression from, stating the restricting value of some seats that have
// one (and without the omitted seat of an OmittedSeat mistake), indented
// by indent tabs.
func sourceLit(p *enginePlan, c *ctor, from string, indent int) string {
	var b strings.Builder
	tab := strings.Repeat("\t", indent)
	b.WriteString("clamp.Source{\n")
	for j, s := range p.seats {
		if c.mistake == OmittedSeat && j == c.omitted {
			continue
		}
		if v, ok := s.kind.restricting("clamp."); ok && (c.index+j)%5 == 0 {
			fmt.Fprintf(&b, "%s\t%s: %s,\n", tab, s.name, v)
		} else {
			fmt.Fprintf(&b, "%s\t%s: %s.%s,\n", tab, s.name, from, s.name)
		}
	}
	b.WriteString(tab + "}")
	return b.String()
}

// writeDirect: own values, a source (a literal, or for bodyHelperSource
// the result of a func of package sources), Carry(src).Apply(&spec); the
// variant of the direct body tightens after the clamps, and the helper
// body without its variant states a not-carried default after them.
func writeDirect(b *strings.Builder, p *enginePlan, c *ctor) {
	doc := "builds a child spec from its parent's: its own values first,\n// then every clamp the parent ran under."
	turns := head(b, c, doc, "parent clamp.Spec", "clamp.Spec")
	ownSpec(b, p, c, turns)
	if c.mistake == NoCarrierCall {
		b.WriteString("\treturn spec\n}\n\n")
		return
	}
	switch {
	case c.body == bodyHelperSource && c.variant:
		fmt.Fprintf(b, "\tsrc := sources.ForLane(parent, %v)\n", c.index%3 == 0)
	case c.body == bodyHelperSource:
		b.WriteString("\tsrc := sources.FromParent(parent)\n")
	default:
		fmt.Fprintf(b, "\tsrc := %s\n", sourceLit(p, c, "parent", 1))
	}
	if c.mistake == DiscardedCarrier {
		b.WriteString("\tclamp.Carry(src)\n")
	} else {
		b.WriteString("\tclamp.Carry(src).Apply(&spec)\n")
	}
	switch {
	case c.mistake != "":
	case c.body == bodyDirect && c.variant:
		b.WriteString("\tspec = clamp.Tighten(spec, clamp.Spec{Posture: clamp.PostureHeadless})\n")
	case c.body == bodyHelperSource && !c.variant:
		b.WriteString("\tif spec.MaxTurns == 0 {\n\t\tspec.MaxTurns = 30\n\t}\n")
	}
	b.WriteString("\treturn spec\n}\n\n")
}

// writeInPlace: the registered declaration applies the clamps in place to
// the spec behind its pointer parameter, after stating one seat stricter
// itself; its variant takes the source as a parameter (its callers must
// pass a whole one: the builder passes a keyed literal).
func writeInPlace(b *strings.Builder, p *enginePlan, c *ctor) {
	doc := "applies every clamp of the run a step starts from to the\n// step's spec, in place, after the step has stated its own values."
	if c.paramSource() {
		doc = "applies the clamps of src to the step's spec, in place."
		head(b, c, doc, "src clamp.Source, spec *clamp.Spec", "")
		b.WriteString("\tclamp.Carry(src).Apply(spec)\n}\n\n")
	} else {
		head(b, c, doc, "run *clamp.Run, spec *clamp.Spec", "")
		stricter := p.seats[(c.index+1)%len(p.seats)]
		fmt.Fprintf(b, "\tspec.%s = %s\n", stricter.name, stricter.kind.strict(c.index))
		fmt.Fprintf(b, "\tsrc := %s\n", sourceLit(p, c, "run.Spec", 1))
		b.WriteString("\tclamp.Carry(src).Apply(spec)\n}\n\n")
	}
	fmt.Fprintf(b, "// %s builds a step's spec: its own values, then the clamps %s\n// applies in place.\n", c.builder, c.name)
	fmt.Fprintf(b, "func %s(parent clamp.Spec) clamp.Spec {\n", c.builder)
	ownSpec(b, p, c, fmt.Sprint(8+c.index%13))
	switch {
	case c.mistake == MapLookupSource:
		fmt.Fprintf(b, "\tlanes := map[string]clamp.Source{\"step\": %s}\n", sourceLit(p, c, "parent", 1))
		fmt.Fprintf(b, "\t%s\n", callOf(c, "lanes[\"step\"], &spec"))
	case c.paramSource():
		fmt.Fprintf(b, "\t%s\n", callOf(c, sourceLit(p, c, "parent", 1)+", &spec"))
	default:
		fmt.Fprintf(b, "\trun := &clamp.Run{ID: \"step-%d\", Spec: parent}\n\t%s\n", c.index, callOf(c, "run, &spec"))
	}
	b.WriteString("\treturn spec\n}\n\n")
}

// writeProducer: the registered declaration returns the carrier's result
// for its caller to apply (from a parent spec, or in the variant from a
// source parameter its callers fill with a keyed literal).
func writeProducer(b *strings.Builder, p *enginePlan, c *ctor) {
	doc := "returns the clamps a child of parent must run under; its\n// caller applies them after stating its own values."
	arg := "parent"
	if c.paramSource() {
		head(b, c, doc, "src clamp.Source", "clamp.Clamps")
		b.WriteString("\treturn clamp.Carry(src)\n}\n\n")
		arg = sourceLit(p, c, "parent", 1)
	} else {
		head(b, c, doc, "parent clamp.Spec", "clamp.Clamps")
		fmt.Fprintf(b, "\tsrc := %s\n\treturn clamp.Carry(src)\n}\n\n", sourceLit(p, c, "parent", 1))
	}
	fmt.Fprintf(b, "// %s builds a child spec: its own values, then the clamps %s\n// produces.\n", c.builder, c.name)
	fmt.Fprintf(b, "func %s(parent clamp.Spec) clamp.Spec {\n", c.builder)
	ownSpec(b, p, c, fmt.Sprint(8+c.index%13))
	fmt.Fprintf(b, "\t%s.Apply(&spec)\n\treturn spec\n}\n\n", callOf(c, arg))
}

// writeErrorPath: the registered declaration refuses a parent it cannot
// build from with a zero spec and an error (a path that needs no clamps);
// its variant has a second such path after the clamps.
func writeErrorPath(b *strings.Builder, p *enginePlan, c *ctor) {
	doc := "builds a child spec from its parent's, or refuses a parent\n// whose budget is negative."
	turns := head(b, c, doc, "parent clamp.Spec", "(clamp.Spec, error)")
	fmt.Fprintf(b, "\tif parent.MaxTurns < 0 {\n\t\treturn clamp.Spec{}, fmt.Errorf(\"leg %d: parent budget %%d is negative\", parent.MaxTurns)\n\t}\n", c.index)
	ownSpec(b, p, c, turns)
	fmt.Fprintf(b, "\tsrc := %s\n\tclamp.Carry(src).Apply(&spec)\n", sourceLit(p, c, "parent", 1))
	if c.variant {
		fmt.Fprintf(b, "\tif parent.MaxTurns > 0 && spec.MaxTurns > 10*parent.MaxTurns {\n\t\treturn clamp.Spec{}, fmt.Errorf(\"leg %d: budget %%d out of proportion to its parent's\", spec.MaxTurns)\n\t}\n", c.index)
	}
	b.WriteString("\treturn spec, nil\n}\n\n")
	fmt.Fprintf(b, "// %s builds a child spec with %s; a parent it refuses is a\n// bug of the wiring.\n", c.builder, c.name)
	fmt.Fprintf(b, "func %s(parent clamp.Spec) clamp.Spec {\n\tspec, err := %s\n", c.builder, callOf(c, "parent"))
	b.WriteString("\tif err != nil {\n\t\tpanic(err)\n\t}\n\treturn spec\n}\n\n")
}

// sourcesFile is package sources: funcs in another package than the
// constructors that return a keyed clamp.Source literal naming every seat
// on every path.
func sourcesFile(p *enginePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, `// Package sources builds the clamp sources the constructor packages hand
// the carrier: every func returns, on every path, a keyed clamp.Source
// literal that names every seat.
package sources

import %q

// FromParent carries every seat of the parent's spec.
func FromParent(parent clamp.Spec) clamp.Source {
	return `, p.cfg.Module+"/clamp")
	b.WriteString(sourceLitAll(p, "parent", false))
	b.WriteString(`
}

// ForLane carries every seat of the parent's spec, except that a quiet lane
// states the restricting value of its boolean seats whatever the parent's.
func ForLane(parent clamp.Spec, quiet bool) clamp.Source {
	if quiet {
		return `)
	b.WriteString(sourceLitAll(p, "parent", true))
	b.WriteString("\n\t}\n\treturn ")
	b.WriteString(sourceLitAll(p, "parent", false))
	b.WriteString("\n}\n")
	return b.String()
}

// sourceLitAll is a keyed clamp.Source literal naming every seat from the
// spec expression from, with the boolean seats' restricting value when
// strict is set.
func sourceLitAll(p *enginePlan, from string, strict bool) string {
	var b strings.Builder
	b.WriteString("clamp.Source{\n")
	for _, s := range p.seats {
		if v, _ := s.kind.restricting("clamp."); strict && s.kind == kindBool {
			fmt.Fprintf(&b, "\t%s: %s,\n", s.name, v)
		} else {
			fmt.Fprintf(&b, "\t%s: %s.%s,\n", s.name, from, s.name)
		}
	}
	b.WriteString("}")
	return b.String()
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
		if c.mistake == UnregisteredLane {
			continue
		}
		fmt.Fprintf(&b, "\t%q,\n", c.row)
	}
	b.WriteString("}\n")
	return b.String()
}

// runnerFile is the package that starts runs: the spawn sink, a function
// whose parameter reaches it, and the root spec.
func runnerFile(p *enginePlan) string {
	return fmt.Sprintf(`// Package runner starts the engine's runs: Spawn is the one spawn sink.
package runner

import %q

// Task is what a run is asked to do, under which spec.
type Task struct {
	Lane string
	Spec clamp.Spec
}

// Spawn starts a run of t.
//
//clampvet:spawn
func Spawn(t *Task) { _ = t.Spec.MaxTurns }

// Start starts a run of lane with spec: its callers owe it a clean spec.
func Start(lane string, spec clamp.Spec) { Spawn(&Task{Lane: lane, Spec: spec}) }

// StartAll starts a run of each task: its callers owe it clean specs.
func StartAll(tasks ...Task) {
	for i := range tasks {
		Spawn(&tasks[i])
	}
}

// Budget sets t's turn budget, which is no carried seat.
func Budget(t *Task, turns int) { t.Spec.MaxTurns = turns }

// RootSpec is the spec of a root run, which has no parent.
//
//clampvet:root
func RootSpec() clamp.Spec { return clamp.Spec{MaxTurns: 40} }
`, p.cfg.Module+"/clamp")
}

func wiringFile(p *enginePlan) string {
	var b strings.Builder
	fmt.Fprintf(&b, "package wiring\n\nimport (\n\t%q\n\t%q\n", p.cfg.Module+"/clamp", p.cfg.Module+"/runner")
	for _, pk := range p.layers[0] {
		fmt.Fprintf(&b, "\t%q\n", pk.importPath)
	}
	fmt.Fprintf(&b, ")\n\n// All returns every constructor, reached through the layer-1 packages.\nfunc All() []%s {\n\tvar out []%s\n", ctorType, ctorType)
	for _, pk := range p.layers[0] {
		fmt.Fprintf(&b, "\tout = append(out, %s.Children()...)\n", pk.name)
	}
	b.WriteString("\treturn out\n}\n")
	b.WriteString("\n// Run starts a root run, then every constructor's lane as its child.\nfunc Run() {\n\troot := runner.RootSpec()\n\trunner.Start(\"root\", root)\n")
	for _, pk := range p.layers[0] {
		fmt.Fprintf(&b, "\t%s.Spawn(root)\n", pk.name)
	}
	b.WriteString("}\n")
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
	wiring.Run()
}
`, p.cfg.Module+"/clamp", p.cfg.Module+"/wiring", first.name, first.kind.strict(0))
}
