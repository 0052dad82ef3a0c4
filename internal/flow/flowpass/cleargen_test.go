package flowpass

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The generated differential cases of the syntactic pass: where
// TestClearShapes lists near misses by hand, TestClearGenerated composes
// constructor bodies from a small grammar — an atom (a statement that
// writes, reads, hands on, tightens, applies or returns), wrapped in a
// context (plain, if, if-else either arm, else-if, if with init, for,
// range, switch, select, block, defer, go, closure) — inserted at each
// position of a base constructor (before the carrier call, between the
// source local and the carrier call, after the clamps and before the
// return), and the application itself in each context, in both flavors. Every case is checked under verifyClear:
// whatever the pass clears, SSA must report nothing in and derive the same
// obligations for. A case the pass leaves to SSA is at most a missed
// optimisation; only the pinned basics must be cleared, so that the pass
// cannot silently stop working.

// genAtom is one statement template. {Addr} is the output's address (&spec,
// or the *T parameter), {Val} the output as a value (spec or *spec); a
// return atom names the base's return ({RetSpec}, {RetZero}, {RetErr}).
type genAtom struct {
	name, code string
	call       bool // a call expression: defer and go may take it as is
	spec       bool // names the output
	src        bool // names the source local
	ret        string
}

var genAtoms = []genAtom{
	{name: "seat loose", code: "spec.{Seat} = {Loose}", spec: true},
	{name: "seat strict", code: "spec.{Seat} = {Strict}", spec: true},
	{name: "seat incremented", code: "spec.{Seat} = spec.{Seat} + {Loose}", spec: true},
	{name: "own write", code: "spec.{Own} = 4", spec: true},
	{name: "field read", code: "n = spec.{Own}", spec: true},
	{name: "address to helper", code: "help.Touch({Addr})", call: true, spec: true},
	{name: "value to helper", code: "help.Look({Val})", call: true, spec: true},
	{name: "spec replaced", code: "{Val} = {T}{}", spec: true},
	{name: "tighten", code: "{Val} = {Tighten}({Val}, {T}{})", spec: true},
	{name: "tighten swapped", code: "{Val} = {Tighten}({T}{}, {Val})", spec: true},
	{name: "applied again", code: "{Carry}({S}).Apply({Addr})", call: true, spec: true},
	{name: "loose clamps applied", code: "{Carry}({SType}{}).Apply({Addr})", call: true, spec: true},
	{name: "source seat cleared", code: "src.{SrcSeat} = {Zero}", src: true},
	{name: "source to helper", code: "help.Keep(src)", call: true, src: true},
	{name: "neutral call", code: "help.Noop()", call: true},
	{name: "panic", code: `panic("x")`, call: true},
	{name: "local", code: "k := n + 1; _ = k"},
	{name: "inc", code: "n++"},
	{name: "return spec", code: "{RetSpec}", ret: "{RetSpec}"},
	{name: "return zero", code: "{RetZero}", ret: "{RetZero}"},
	{name: "return error", code: "{RetErr}", ret: "{RetErr}"},
}

// genWrap is a context an atom is placed in: {A} is the atom.
type genWrap struct {
	name, code string
	callOnly   bool // takes a call atom only (defer f(), go f())
	closure    bool // a func literal: no return atom
}

var genWraps = []genWrap{
	{name: "plain", code: "{A}"},
	{name: "if", code: "if x { {A} }"},
	{name: "if-else then", code: "if x { {A} } else { help.Noop() }"},
	{name: "if-else else", code: "if x { help.Noop() } else { {A} }"},
	{name: "if-else both", code: "if x { {A} } else { {A} }"},
	{name: "else-if", code: "if x { help.Noop() } else if n > 0 { {A} }"},
	{name: "if init", code: "if j := n; j > 0 { {A} }"},
	{name: "for", code: "for i := 0; i < n; i++ { {A} }"},
	{name: "range", code: "for range n { {A} }"},
	{name: "switch case", code: "switch n { case 1: {A}; default: help.Noop() }"},
	{name: "switch default", code: "switch { default: {A} }"},
	{name: "select default", code: "select { default: {A} }"},
	{name: "block", code: "{ {A} }"},
	{name: "defer call", code: "defer {A}", callOnly: true},
	{name: "defer closure", code: "defer func() { {A} }()", closure: true},
	{name: "go call", code: "go {A}", callOnly: true},
	{name: "go closure", code: "go func() { {A} }()", closure: true},
	{name: "closure call", code: "func() { {A} }()", closure: true},
	{name: "closure var", code: "f := func() { {A} }; f()", closure: true},
}

// genBase is a constructor with holes: {Name} its name, @pre, @mid and
// @post the positions (only those it has) and @app the application
// ({App}), itself a position: the application alone in each context. Its
// vals are its output, application and return placeholders.
type genBase struct {
	name, code string
	vals       map[string]string
	spec, src  bool // has an output, a source local
}

var genBases = []genBase{
	{name: "spec", code: "func {Name}(p {T}, x bool, n int) {T} { var spec {T}; @pre; @app; @post; return spec }",
		vals: map[string]string{"{App}": "{Carry}({S}).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec", "{RetZero}": "return {T}{}"}, spec: true},
	{name: "spec, error", code: "func {Name}(p {T}, x bool, n int) ({T}, error) { spec := {T}{ {Own}: 2 }; @pre; @app; @post; return spec, nil }",
		vals: map[string]string{"{App}": "{Carry}({S}).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec, nil", "{RetZero}": "return {T}{}, nil", "{RetErr}": `return {T}{}, errors.New("x")`}, spec: true},
	{name: "source local", code: "func {Name}(p {T}, x bool, n int) {T} { var spec {T}; src := {S}; @mid; @app; return spec }",
		vals: map[string]string{"{App}": "{Carry}(src).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec", "{RetZero}": "return {T}{}"}, spec: true, src: true},
	{name: "in place", code: "func {Name}(p {T}, spec *{T}, x bool, n int) { @pre; @app; @post }",
		vals: map[string]string{"{App}": "{Carry}({S}).Apply(spec)", "{Addr}": "spec", "{Val}": "*spec", "{RetSpec}": "return", "{RetZero}": "return"}, spec: true},
	{name: "producer", code: "func {Name}(p {T}, x bool, n int) {R} { @pre; return {Carry}({S}) }",
		vals: map[string]string{"{RetSpec}": "return {Carry}({S})", "{RetZero}": "return {R}{}"}},
}

// genHelpers is the package of helpers the atoms call: in another
// package, since a function of the constructor's own is read by the rules
// and so never neutral.
const genHelpers = `package help

import "{Import}"

func Noop() {}

func Touch(s *{T}) { s.{Seat} = {Loose} }

func Look(s {T}) {}

func Keep(src {SType}) { _ = {Carry}(src) }
`

// genCase is one generated constructor.
type genCase struct {
	label string // base / position / wrap / atom
	code  string // with the flavor's placeholders
}

// genCases composes every atom in every context at every position of
// every base.
func genCases() []genCase {
	var out []genCase
	for _, b := range genBases {
		for _, pos := range []string{"@pre", "@mid", "@app", "@post"} {
			if !strings.Contains(b.code, pos) {
				continue
			}
			atoms := genAtoms
			if pos == "@app" {
				// The application itself, in each context.
				atoms = []genAtom{{name: "application", code: "{App}", call: true, spec: true}}
			}
			for _, w := range genWraps {
				for _, a := range atoms {
					if a.spec && !b.spec || a.src && !b.src || a.ret != "" && b.vals[a.ret] == "" ||
						w.callOnly && !a.call || w.closure && a.ret != "" {
						continue
					}
					st := strings.ReplaceAll(w.code, "{A}", a.code)
					code := strings.Replace(b.code, pos, st, 1)
					code = strings.Replace(code, "@app", "{App}", 1)
					for _, p := range []string{"@pre", "@mid", "@post"} {
						code = strings.Replace(code, "; "+p, "", 1)
						code = strings.Replace(code, p+"; ", "", 1)
					}
					for k, v := range b.vals {
						code = strings.ReplaceAll(code, k, v)
					}
					out = append(out, genCase{label: fmt.Sprintf("%s / %s / %s / %s", b.name, pos[1:], w.name, a.name), code: code})
				}
			}
		}
	}
	return out
}

// genPinned are the basic clean constructors the pass must clear, in
// their own package each: the bases with nothing inserted, and the
// insertions the pass is written for.
var genPinned = []genCase{
	{"spec", "func {Name}(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); return spec }"},
	{"spec, error", "func {Name}(p {T}) ({T}, error) { spec := {T}{ {Own}: 2 }; {Carry}({S}).Apply(&spec); return spec, nil }"},
	{"source local", "func {Name}(p {T}) {T} { var spec {T}; src := {S}; {Carry}(src).Apply(&spec); return spec }"},
	{"in place", "func {Name}(p {T}, spec *{T}) { {Carry}({S}).Apply(spec) }"},
	{"producer", "func {Name}(p {T}) {R} { return {Carry}({S}) }"},
	{"own write, loose seat before", "func {Name}(p {T}) {T} { var spec {T}; spec.{Own} = 4; spec.{Seat} = {Loose}; {Carry}({S}).Apply(&spec); return spec }"},
	{"neutral call before and after", "func {Name}(p {T}) {T} { var spec {T}; help.Noop(); {Carry}({S}).Apply(&spec); help.Noop(); return spec }"},
	{"own write and read after", "func {Name}(p {T}, n int) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec.{Own} = 4; n = spec.{Own}; return spec }"},
	{"tighten after", "func {Name}(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec = {Tighten}(spec, {T}{}); return spec }"},
	{"if panics after", `func {Name}(p {T}, x bool) {T} { var spec {T}; {Carry}({S}).Apply(&spec); if x { panic("x") }; return spec }`},
	{"if writes a seat before", "func {Name}(p {T}, x bool) {T} { var spec {T}; if x { spec.{Seat} = {Loose} }; {Carry}({S}).Apply(&spec); return spec }"},
	{"error path before", `func {Name}(p {T}, x bool) ({T}, error) { var spec {T}; if x { return {T}{}, errors.New("x") }; {Carry}({S}).Apply(&spec); return spec, nil }`},
}

var genFuncRx = regexp.MustCompile(`\.(G\d+):`)

// TestClearGenerated runs the generated cases, all in one package per
// flavor (the verify mode names the function of each disagreement), and
// the pinned basics, one package each.
func TestClearGenerated(t *testing.T) {
	verifyClear = true
	defer func() { verifyClear = false }()
	cases := genCases()
	for _, fl := range flavors(t) {
		t.Run(fl.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "go.mod"), fl.gomod)
			if fl.policyFile != "" {
				write(t, filepath.Join(dir, "policy", "policy.go"), fl.policyFile)
			}
			write(t, filepath.Join(dir, "help", "help.go"), fl.fill(genHelpers))
			header := fmt.Sprintf("import (\n\t\"errors\"\n\n\t%q\n\t\"example.com/engine/help\"\n)\n\nvar _ = errors.New\nvar _ policy.Clamps\nvar _ = help.Noop\n", fl.vals["{Import}"])
			var b strings.Builder
			b.WriteString("package gen\n\n" + header)
			byName := map[string]string{}
			for i, c := range cases {
				name := fmt.Sprintf("G%04d", i)
				byName[name] = c.label
				fmt.Fprintf(&b, "// %s\n%s\n\n", c.label, fl.fill(strings.ReplaceAll(c.code, "{Name}", name)))
			}
			write(t, filepath.Join(dir, "gen", "gen.go"), b.String())
			for i, c := range genPinned {
				write(t, filepath.Join(dir, fmt.Sprintf("p%02d", i), "p.go"),
					fmt.Sprintf("package p%02d\n\n%s\n%s\n", i, header, fl.fill(strings.ReplaceAll(c.code, "{Name}", "F"))))
			}
			// go list compiles every package it lists (for export data):
			// the generated one without optimisation costs half as much.
			results := shapeResults(t, dir, "-gcflags=example.com/engine/gen=-N -l")
			r := results["example.com/engine/gen"]
			if r == nil {
				t.Fatal("the generated package was not analyzed")
			}
			for _, d := range r.disagreements {
				label := "?"
				if m := genFuncRx.FindStringSubmatch(d); m != nil {
					label = byName[m[1]]
				}
				t.Errorf("%s: %s", label, d)
			}
			t.Logf("%d generated cases, %d cleared", len(cases), r.cleared)
			for i, c := range genPinned {
				r := results[fmt.Sprintf("example.com/engine/p%02d", i)]
				switch {
				case r == nil:
					t.Errorf("pinned %s: not analyzed", c.label)
				case len(r.disagreements) > 0:
					t.Errorf("pinned %s: %s", c.label, strings.Join(r.disagreements, "; "))
				case r.cleared != 1:
					t.Errorf("pinned %s: cleared %d functions, want 1", c.label, r.cleared)
				}
			}
		})
	}
}
