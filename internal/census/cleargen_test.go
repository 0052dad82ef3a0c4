package census_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/census"
)

// The generated differential cases of the census's syntactic pass: where
// TestClearShapes lists near misses by hand, TestClearGenerated composes
// builder bodies from a small grammar — an atom (a statement that writes,
// reads, hands on, tightens, applies, spawns, never returns or returns),
// wrapped in a context (plain, if, if-else either arm, else-if, if with
// init, for, range, switch, select, block, defer, go, closure) — inserted
// at each position of a base builder (before the application, after it and
// before the return; before and after a spawn), on both engines. Every
// case is checked under verifyClear: the census with the pass must agree
// with the census over SSA (findings, origin → sink pairs, facts), so the
// pass may clear only what SSA finds the same. A case left to SSA is at
// most a missed optimisation; only the pinned bases must be cleared.

// genAtom is one statement template; {R...} name the base's returns.
type genAtom struct {
	name, code string
	call       bool // a call expression: defer and go may take it as is
	spec       bool // names the spec local
	ret        string
}

var genAtoms = []genAtom{
	{name: "seat loosened", code: "spec.{{RO}} = false", spec: true},
	{name: "own write", code: "spec.{{Own}} = 4", spec: true},
	{name: "field read", code: "n = spec.{{Own}}", spec: true},
	{name: "address to helper", code: "touch(&spec)", call: true, spec: true},
	{name: "value to helper", code: "look(spec)", call: true, spec: true},
	{name: "spec spawned", code: `start("y", spec)`, call: true, spec: true},
	{name: "spec replaced", code: "spec = {{T}}{}", spec: true},
	{name: "tighten", code: "spec = {{Tighten}}(spec, {{T}}{})", spec: true},
	{name: "tighten swapped", code: "spec = {{Tighten}}({{T}}{}, spec)", spec: true},
	{name: "applied again", code: "inPlace(p, &spec)", call: true, spec: true},
	{name: "literal spawned", code: `start("y", {{T}}{})`, call: true},
	{name: "root spawned", code: `start("y", root())`, call: true},
	{name: "neutral call", code: "noop()", call: true},
	{name: "never returns", code: "stop()", call: true},
	{name: "panic", code: `panic("x")`, call: true},
	{name: "local", code: "k := n + 1; _ = k"},
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
	{name: "if-else then", code: "if x { {A} } else { noop() }"},
	{name: "if-else else", code: "if x { noop() } else { {A} }"},
	{name: "if-else both", code: "if x { {A} } else { {A} }"},
	{name: "else-if", code: "if x { noop() } else if n > 0 { {A} }"},
	{name: "if init", code: "if j := n; j > 0 { {A} }"},
	{name: "for", code: "for i := 0; i < n; i++ { {A} }"},
	{name: "range", code: "for range n { {A} }"},
	{name: "switch case", code: "switch n { case 1: {A}; default: noop() }"},
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

// genBase is a builder with holes: @pre and @post are its positions, and
// @app its application or spawn ({App}), itself a position: alone in each
// context.
type genBase struct {
	name, code string
	vals       map[string]string
	spec       bool // has a spec local
}

var genBases = []genBase{
	{name: "in place", code: "func b(p {{T}}, x bool, n int) {{T}} { spec := {{T}}{}; @pre; @app; @post; return spec }",
		vals: map[string]string{"{App}": "inPlace(p, &spec)", "{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, spec: true},
	{name: "in place, error", code: "func b(p {{T}}, x bool, n int) ({{T}}, error) { spec := {{T}}{ {{Own}}: 2 }; @pre; @app; @post; return spec, nil }",
		vals: map[string]string{"{App}": "inPlace(p, &spec)", "{RetSpec}": "return spec, nil", "{RetZero}": "return {{T}}{}, nil", "{RetErr}": "return {{T}}{}, fail()"}, spec: true},
	{name: "producer", code: "func b(p {{T}}, x bool, n int) {{T}} { var spec {{T}}; @pre; @app; @post; return spec }",
		vals: map[string]string{"{App}": "producer(p).Apply(&spec)", "{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, spec: true},
	{name: "constructor result", code: "func b(p {{T}}, x bool, n int) {{T}} { spec, err := checked(p); @pre; if err != nil { panic(err) }; @post; return spec }",
		vals: map[string]string{"{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, spec: true},
	{name: "spawn", code: `func b(p {{T}}, x bool, n int) { @pre; @app; @post }`,
		vals: map[string]string{"{App}": `start("x", root())`, "{RetSpec}": "return", "{RetZero}": "return"}},
	{name: "held spawn", code: `func b(p {{T}}, x bool, n int) { spec := root(); @pre; @app; @post }`,
		vals: map[string]string{"{App}": `start("x", spec)`, "{RetSpec}": "return", "{RetZero}": "return"}, spec: true},
}

// genHelpers are the helpers the atoms call, added to each engine's
// header.
const genHelpers = `
func noop() {}

func touch(s *{{T}}) { s.{{RO}} = false }

func look(s {{T}}) {}
`

// genCase is one generated builder, func b(.
type genCase struct{ label, code string }

// genCases composes every atom in every context at every position of
// every base.
func genCases() []genCase {
	var out []genCase
	for _, b := range genBases {
		for _, pos := range []string{"@pre", "@app", "@post"} {
			atoms := genAtoms
			if pos == "@app" {
				if !strings.Contains(b.code, pos) {
					continue
				}
				// The application (or spawn) itself, in each context.
				atoms = []genAtom{{name: "application", code: "{App}", call: true}}
			}
			for _, w := range genWraps {
				for _, a := range atoms {
					if a.spec && !b.spec || a.ret != "" && b.vals[a.ret] == "" || w.callOnly && !a.call || w.closure && a.ret != "" {
						continue
					}
					st := strings.ReplaceAll(w.code, "{A}", a.code)
					code := strings.Replace(b.code, pos, st, 1)
					code = strings.Replace(code, "@app", "{App}", 1)
					for _, p := range []string{"@pre", "@post"} {
						code = strings.Replace(code, "; "+p, "", 1)
						code = strings.Replace(code, p+"; ", "", 1)
					}
					for k, v := range b.vals {
						code = strings.ReplaceAll(code, k, v)
					}
					out = append(out, genCase{fmt.Sprintf("%s / %s / %s / %s", b.name, pos[1:], w.name, a.name), code})
				}
			}
		}
	}
	return out
}

// genPinned are the clean builders the pass must clear: the bases with
// nothing inserted, and the insertions the pass is written for.
var genPinned = []genCase{
	{"in place", "func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }"},
	{"in place, error", "func b(p {{T}}) ({{T}}, error) { spec := {{T}}{ {{Own}}: 2 }; inPlace(p, &spec); return spec, nil }"},
	{"producer", "func b(p {{T}}) {{T}} { var spec {{T}}; producer(p).Apply(&spec); return spec }"},
	{"constructor result", "func b(p {{T}}) {{T}} { spec, err := checked(p); if err != nil { panic(err) }; return spec }"},
	{"spawn", `func b(p {{T}}) { start("x", root()) }`},
	{"held spawn", `func b(p {{T}}) { spec := root(); start("x", spec) }`},
	{"writes and tightens before", "func b(p {{T}}) {{T}} { spec := {{T}}{}; spec.{{Own}} = 4; spec = {{Tighten}}(spec, {{T}}{}); noop(); inPlace(p, &spec); return spec }"},
	{"if panics before", `func b(p {{T}}, x bool) {{T}} { spec := {{T}}{}; if x { panic("x") }; inPlace(p, &spec); return spec }`},
}

// genEngines are the two engines, as in TestClearShapes, with the own
// field's name.
var genEngines = []struct {
	name, header string
	words        map[string]string
}{
	{"policy", shapesPolicyHeader, map[string]string{"{{T}}": "policy.TaskSpec", "{{RO}}": "HandsReadOnly", "{{Tighten}}": "policy.Tighten", "{{Own}}": "MaxTurns"}},
	{"own", shapesOwnHeader, map[string]string{"{{T}}": "Spec", "{{RO}}": "ReadOnly", "{{Tighten}}": "Tighten", "{{Own}}": "Turns"}},
}

// genBatch is how many generated cases share a package: a package per
// case type-checks the engine's header once per case, several times the
// cost of the census itself.
const genBatch = 60

// genName matches the name of a generated builder in its package.
var genName = regexp.MustCompile(`^b\d\d$`)

// TestClearGenerated runs every generated case and the pinned bases on
// both engines under verifyClear: the generated cases genBatch to a
// package (each builder named apart), every case of a package that has a
// disagreement again in a package of its own to name it; each pinned base
// in a package of its own.
func TestClearGenerated(t *testing.T) {
	census.SetVerifyClear(true)
	defer census.SetVerifyClear(false)
	cases := genCases()
	for _, e := range genEngines {
		t.Run(e.name, func(t *testing.T) {
			fill := func(s string) string {
				for k, v := range e.words {
					s = strings.ReplaceAll(s, k, v)
				}
				return s
			}
			header := e.header + fill(genHelpers)
			// run analyzes groups of cases, one package each, and
			// returns each package's result.
			run := func(groups [][]genCase) []*census.Findings {
				var pkgs []src
				if e.name == "policy" {
					pkgs = append(pkgs, src{"example.com/policy", policySrc})
				}
				for i, g := range groups {
					name := fmt.Sprintf("g%04d", i)
					var b strings.Builder
					b.WriteString(strings.Replace(header, "package lanes", "package "+name, 1))
					for j, c := range g {
						fmt.Fprintf(&b, "\n// %s\n%s\n", c.label, fill(strings.Replace(c.code, "func b(", fmt.Sprintf("func b%02d(", j), 1)))
					}
					pkgs = append(pkgs, src{"example.com/" + name, b.String()})
				}
				w, _, _ := world(t, pkgs...)
				out := make([]*census.Findings, len(groups))
				for i := range groups {
					out[i] = resultOf(t, w, fmt.Sprintf("example.com/g%04d", i))
				}
				return out
			}
			var groups [][]genCase
			for c := range slices.Chunk(cases, genBatch) {
				groups = append(groups, c)
			}
			for _, c := range genPinned {
				groups = append(groups, []genCase{c})
			}
			cleared := 0
			for i, res := range run(groups) {
				g := groups[i]
				if res == nil {
					t.Errorf("%s...: no census result", g[0].label)
					continue
				}
				names := census.ClearedNames(res)
				if i >= len(groups)-len(genPinned) {
					if !slices.Contains(names, "b00") {
						t.Errorf("pinned %s: not cleared (cleared: %v)", g[0].label, names)
					}
				} else {
					for _, n := range names {
						if genName.MatchString(n) {
							cleared++
						}
					}
				}
				if len(census.Disagreements(res)) == 0 {
					continue
				}
				// Name the cases: each alone in a package.
				var alone [][]genCase
				for _, c := range g {
					alone = append(alone, []genCase{c})
				}
				for j, res := range run(alone) {
					for _, d := range census.Disagreements(res) {
						t.Errorf("%s: %s", g[j].label, d)
					}
				}
			}
			t.Logf("%d generated cases, %d cleared", len(cases), cleared)
		})
	}
}
