package flowrules_test

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/testkit/cleargen"
)

// The generated differential cases of the syntactic pass: where
// TestClearShapes lists near misses by hand, TestClearGenerated composes
// constructor bodies from a small grammar — an atom (a statement that
// writes, reads, hands on, tightens, applies or returns), wrapped in a
// context (plain, if, if-else either arm, else-if, if with init, for,
// range, switch, select, block, defer, go, closure) — inserted at each
// position of a base constructor (before the carrier call, between the
// source local and the carrier call, after the clamps and before the
// return), and the application itself in each context, in both flavors.
// Every case runs the whole dataflow analyzer under straightline.Verify:
// whatever the pass clears, SSA must report nothing in and derive the same
// obligations for, and the census over SSA must agree with whatever its
// fast path clears of the same code. A case the pass leaves to SSA is at
// most a missed optimisation; only the pinned basics must be cleared, so
// that the pass cannot silently stop working.

// genAtoms are the statements tried (package cleargen). {Addr} is the
// output's address (&spec, or the *T parameter), {Val} the output as a
// value (spec or *spec); a return atom names the base's return ({RetSpec},
// {RetZero}, {RetErr}).
var genAtoms = []cleargen.Atom{
	{Name: "seat loose", Code: "spec.{Seat} = {Loose}", Spec: true},
	{Name: "seat strict", Code: "spec.{Seat} = {Strict}", Spec: true},
	{Name: "seat incremented", Code: "spec.{Seat} = spec.{Seat} + {Loose}", Spec: true},
	{Name: "own write", Code: "spec.{Own} = 4", Spec: true},
	{Name: "field read", Code: "n = spec.{Own}", Spec: true},
	{Name: "address to helper", Code: "help.Touch({Addr})", Call: true, Spec: true},
	{Name: "value to helper", Code: "help.Look({Val})", Call: true, Spec: true},
	{Name: "list seat to helper", Code: "help.Blank(spec.{List})", Call: true, Spec: true},
	{Name: "list seat read by helper", Code: "n = help.Count(spec.{List})", Spec: true},
	{Name: "list seat to std writer", Code: "slices.Reverse(spec.{List})", Call: true, Spec: true},
	{Name: "list seat read by std", Code: "n = len(slices.Clone(spec.{List}))", Spec: true},
	{Name: "list seat to std reflect writer", Code: "sort.Slice(spec.{List}, nil)", Call: true, Spec: true},
	{Name: "list seat converted to std reflect writer", Code: "sort.Slice(any(spec.{List}), nil)", Call: true, Spec: true},
	{Name: "list seat read by std as interface", Code: "n = len(fmt.Sprint(spec.{List}))", Spec: true},
	{Name: "spec replaced", Code: "{Val} = {T}{}", Spec: true},
	{Name: "tighten", Code: "{Val} = {Tighten}({Val}, {T}{})", Spec: true},
	{Name: "tighten swapped", Code: "{Val} = {Tighten}({T}{}, {Val})", Spec: true},
	{Name: "applied again", Code: "{Carry}({S}).Apply({Addr})", Call: true, Spec: true},
	{Name: "loose clamps applied", Code: "{Carry}({SType}{}).Apply({Addr})", Call: true, Spec: true},
	{Name: "source seat cleared", Code: "src.{SrcSeat} = {Zero}", Src: true},
	{Name: "source to helper", Code: "help.Keep(src)", Call: true, Src: true},
	{Name: "neutral call", Code: "help.Noop()", Call: true},
	{Name: "panic", Code: `panic("x")`, Call: true},
	{Name: "local", Code: "k := n + 1; _ = k"},
	{Name: "inc", Code: "n++"},
	{Name: "return spec", Code: "{RetSpec}", Ret: "{RetSpec}"},
	{Name: "return zero", Code: "{RetZero}", Ret: "{RetZero}"},
	{Name: "return error", Code: "{RetErr}", Ret: "{RetErr}"},
}

// genBases are the constructors with holes (package cleargen): {Name} is
// a constructor's name, @pre, @mid and @post its positions and @app its
// application ({App}). Their vals are their output, application and
// return placeholders.
var genBases = []cleargen.Base{
	{Name: "spec", Code: "func {Name}(p {T}, x bool, n int) {T} { var spec {T}; @pre; @app; @post; return spec }",
		Vals: map[string]string{"{App}": "{Carry}({S}).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec", "{RetZero}": "return {T}{}"}, Spec: true},
	{Name: "spec, error", Code: "func {Name}(p {T}, x bool, n int) ({T}, error) { spec := {T}{ {Own}: 2 }; @pre; @app; @post; return spec, nil }",
		Vals: map[string]string{"{App}": "{Carry}({S}).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec, nil", "{RetZero}": "return {T}{}, nil", "{RetErr}": `return {T}{}, errors.New("x")`}, Spec: true},
	{Name: "source local", Code: "func {Name}(p {T}, x bool, n int) {T} { var spec {T}; src := {S}; @mid; @app; return spec }",
		Vals: map[string]string{"{App}": "{Carry}(src).Apply(&spec)", "{Addr}": "&spec", "{Val}": "spec", "{RetSpec}": "return spec", "{RetZero}": "return {T}{}"}, Spec: true, Src: true},
	{Name: "in place", Code: "func {Name}(p {T}, spec *{T}, x bool, n int) { @pre; @app; @post }",
		Vals: map[string]string{"{App}": "{Carry}({S}).Apply(spec)", "{Addr}": "spec", "{Val}": "*spec", "{RetSpec}": "return", "{RetZero}": "return"}, Spec: true},
	{Name: "producer", Code: "func {Name}(p {T}, x bool, n int) {R} { @pre; return {Carry}({S}) }",
		Vals: map[string]string{"{RetSpec}": "return {Carry}({S})", "{RetZero}": "return {R}{}"}},
}

// genHelpers is the package of helpers the atoms Call: in another
// package, since a function of the constructor's own is read by the rules
// and so never neutral.
const genHelpers = `package help

import "{Import}"

func Noop() {}

func Touch(s *{T}) { s.{Seat} = {Loose} }

func Look(s {T}) {}

func Blank(s {ListType}) { clear(s) }

func Count(s {ListType}) int { return len(s) }

func Keep(src {SType}) { _ = {Carry}(src) }
`

// genCases composes every atom in every context at every position of
// every base.
func genCases() []cleargen.Case {
	app := cleargen.Atom{Name: "application", Code: "{App}", Call: true, Spec: true}
	return cleargen.Compose(genBases, genAtoms, cleargen.Wraps("help.Noop()"), app)
}

// genPinned are the basic clean constructors the pass must clear, in
// their own package each: the bases with nothing inserted, and the
// insertions the pass is written for.
var genPinned = []cleargen.Case{
	{Label: "spec", Code: "func {Name}(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); return spec }"},
	{Label: "spec, error", Code: "func {Name}(p {T}) ({T}, error) { spec := {T}{ {Own}: 2 }; {Carry}({S}).Apply(&spec); return spec, nil }"},
	{Label: "source local", Code: "func {Name}(p {T}) {T} { var spec {T}; src := {S}; {Carry}(src).Apply(&spec); return spec }"},
	{Label: "in place", Code: "func {Name}(p {T}, spec *{T}) { {Carry}({S}).Apply(spec) }"},
	{Label: "producer", Code: "func {Name}(p {T}) {R} { return {Carry}({S}) }"},
	{Label: "own write, loose seat before", Code: "func {Name}(p {T}) {T} { var spec {T}; spec.{Own} = 4; spec.{Seat} = {Loose}; {Carry}({S}).Apply(&spec); return spec }"},
	{Label: "neutral call before and after", Code: "func {Name}(p {T}) {T} { var spec {T}; help.Noop(); {Carry}({S}).Apply(&spec); help.Noop(); return spec }"},
	{Label: "own write and read after", Code: "func {Name}(p {T}, n int) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec.{Own} = 4; n = spec.{Own}; return spec }"},
	{Label: "tighten after", Code: "func {Name}(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec = {Tighten}(spec, {T}{}); return spec }"},
	{Label: "if panics after", Code: `func {Name}(p {T}, x bool) {T} { var spec {T}; {Carry}({S}).Apply(&spec); if x { panic("x") }; return spec }`},
	{Label: "if writes a seat before", Code: "func {Name}(p {T}, x bool) {T} { var spec {T}; if x { spec.{Seat} = {Loose} }; {Carry}({S}).Apply(&spec); return spec }"},
	{Label: "error path before", Code: `func {Name}(p {T}, x bool) ({T}, error) { var spec {T}; if x { return {T}{}, errors.New("x") }; {Carry}({S}).Apply(&spec); return spec, nil }`},
}

var genFuncRx = regexp.MustCompile(`\.(G\d+):`)

// TestClearGenerated runs the generated cases, all in one package per
// flavor (the verify mode names the function of each disagreement), and
// the pinned basics, one package each.
func TestClearGenerated(t *testing.T) {
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
	cases := genCases()
	for _, fl := range flavors(t) {
		t.Run(fl.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "go.mod"), fl.gomod)
			if fl.policyFile != "" {
				write(t, filepath.Join(dir, "policy", "policy.go"), fl.policyFile)
			}
			write(t, filepath.Join(dir, "help", "help.go"), fl.fill(genHelpers))
			header := fmt.Sprintf("import (\n\t\"errors\"\n\t\"fmt\"\n\t\"slices\"\n\t\"sort\"\n\n\t%q\n\t\"example.com/engine/help\"\n)\n\nvar _ = errors.New\nvar _ = fmt.Sprint\nvar _ = slices.Reverse[[]int]\nvar _ = sort.Slice\nvar _ policy.Clamps\nvar _ = help.Noop\n", fl.vals["{Import}"])
			var b strings.Builder
			b.WriteString("package gen\n\n" + header)
			byName := map[string]string{}
			for i, c := range cases {
				name := fmt.Sprintf("G%04d", i)
				byName[name] = c.Label
				fmt.Fprintf(&b, "// %s\n%s\n\n", c.Label, fl.fill(strings.ReplaceAll(c.Code, "{Name}", name)))
			}
			write(t, filepath.Join(dir, "gen", "gen.go"), b.String())
			for i, c := range genPinned {
				write(t, filepath.Join(dir, fmt.Sprintf("p%02d", i), "p.go"),
					fmt.Sprintf("package p%02d\n\n%s\n%s\n", i, header, fl.fill(strings.ReplaceAll(c.Code, "{Name}", "F"))))
			}
			// go list compiles every package it lists (for export data):
			// the generated one without optimisation costs half as much.
			results := shapeResults(t, dir, "-gcflags=example.com/engine/gen=-N -l")
			r := results["example.com/engine/gen"]
			if r == nil {
				t.Fatal("the generated package was not analyzed")
			}
			for _, d := range disagreements(r) {
				label := "?"
				if m := genFuncRx.FindStringSubmatch(d); m != nil {
					label = byName[m[1]]
				}
				t.Errorf("%s: %s", label, d)
			}
			t.Logf("%d generated cases, %d cleared (and %d functions by the census's fast path)", len(cases), len(r.Flow.FastPath.Cleared), len(r.Census.FastPath.Cleared))
			for i, c := range genPinned {
				r := results[fmt.Sprintf("example.com/engine/p%02d", i)]
				switch {
				case r == nil:
					t.Errorf("pinned %s: not analyzed", c.Label)
				case len(disagreements(r)) > 0:
					t.Errorf("pinned %s: %s", c.Label, strings.Join(disagreements(r), "; "))
				case len(r.Flow.FastPath.Cleared) != 1:
					t.Errorf("pinned %s: cleared %d functions, want 1", c.Label, len(r.Flow.FastPath.Cleared))
				}
			}
		})
	}
}
