package census_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/testkit/cleargen"
)

// The generated differential cases of the census's syntactic pass: where
// TestClearShapes lists near misses by hand, TestClearGenerated composes
// builder bodies from a small grammar — an atom (a statement that writes,
// reads, hands on, tightens, applies, spawns, never returns or returns),
// wrapped in a context (plain, if, if-else either arm, else-if, if with
// init, for, range, switch, select, block, defer, go, closure) — inserted
// at each position of a base builder (before the application, after it and
// before the return; before and after a spawn), on both engines. Every
// case runs the whole dataflow analyzer under straightline.Verify: the
// census with the pass must agree with the census over SSA (findings,
// origin → sink pairs, facts), and SSA must agree with whatever the flow
// rules' fast path clears of the same code, so a fast path may clear only
// what SSA finds the same. A case left to SSA is at most a missed
// optimisation; only the pinned bases must be cleared (by the census).

// genAtoms are the statements tried; {R...} name the base's returns.
var genAtoms = []cleargen.Atom{
	{Name: "seat loosened", Code: "spec.{{RO}} = false", Spec: true},
	{Name: "own write", Code: "spec.{{Own}} = 4", Spec: true},
	{Name: "field read", Code: "n = spec.{{Own}}", Spec: true},
	{Name: "address to helper", Code: "touch(&spec)", Call: true, Spec: true},
	{Name: "value to helper", Code: "look(spec)", Call: true, Spec: true},
	{Name: "spec spawned", Code: `start("y", spec)`, Call: true, Spec: true},
	{Name: "spec replaced", Code: "spec = {{T}}{}", Spec: true},
	{Name: "tighten", Code: "spec = {{Tighten}}(spec, {{T}}{})", Spec: true},
	{Name: "tighten swapped", Code: "spec = {{Tighten}}({{T}}{}, spec)", Spec: true},
	{Name: "applied again", Code: "inPlace(p, &spec)", Call: true, Spec: true},
	{Name: "literal spawned", Code: `start("y", {{T}}{})`, Call: true},
	{Name: "root spawned", Code: `start("y", root())`, Call: true},
	{Name: "neutral call", Code: "noop()", Call: true},
	{Name: "never returns", Code: "stop()", Call: true},
	{Name: "panic", Code: `panic("x")`, Call: true},
	{Name: "local", Code: "k := n + 1; _ = k"},
	{Name: "return spec", Code: "{RetSpec}", Ret: "{RetSpec}"},
	{Name: "return zero", Code: "{RetZero}", Ret: "{RetZero}"},
	{Name: "return error", Code: "{RetErr}", Ret: "{RetErr}"},
}

// genBases are the builders with holes (package cleargen): @pre and
// @post are their positions, and @app their application or spawn ({App}).
var genBases = []cleargen.Base{
	{Name: "in place", Code: "func b(p {{T}}, x bool, n int) {{T}} { spec := {{T}}{}; @pre; @app; @post; return spec }",
		Vals: map[string]string{"{App}": "inPlace(p, &spec)", "{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, Spec: true},
	{Name: "in place, error", Code: "func b(p {{T}}, x bool, n int) ({{T}}, error) { spec := {{T}}{ {{Own}}: 2 }; @pre; @app; @post; return spec, nil }",
		Vals: map[string]string{"{App}": "inPlace(p, &spec)", "{RetSpec}": "return spec, nil", "{RetZero}": "return {{T}}{}, nil", "{RetErr}": "return {{T}}{}, fail()"}, Spec: true},
	{Name: "producer", Code: "func b(p {{T}}, x bool, n int) {{T}} { var spec {{T}}; @pre; @app; @post; return spec }",
		Vals: map[string]string{"{App}": "producer(p).Apply(&spec)", "{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, Spec: true},
	{Name: "constructor result", Code: "func b(p {{T}}, x bool, n int) {{T}} { spec, err := checked(p); @pre; if err != nil { panic(err) }; @post; return spec }",
		Vals: map[string]string{"{RetSpec}": "return spec", "{RetZero}": "return {{T}}{}"}, Spec: true},
	{Name: "spawn", Code: `func b(p {{T}}, x bool, n int) { @pre; @app; @post }`,
		Vals: map[string]string{"{App}": `start("x", root())`, "{RetSpec}": "return", "{RetZero}": "return"}},
	{Name: "held spawn", Code: `func b(p {{T}}, x bool, n int) { spec := root(); @pre; @app; @post }`,
		Vals: map[string]string{"{App}": `start("x", spec)`, "{RetSpec}": "return", "{RetZero}": "return"}, Spec: true},
}

// genHelpers are the helpers the atoms call, added to each engine's
// header.
const genHelpers = `
func noop() {}

func touch(s *{{T}}) { s.{{RO}} = false }

func look(s {{T}}) {}
`

// genCases composes every atom in every context at every position of
// every base.
func genCases() []cleargen.Case {
	app := cleargen.Atom{Name: "application", Code: "{App}", Call: true}
	return cleargen.Compose(genBases, genAtoms, cleargen.Wraps("noop()"), app)
}

// genPinned are the clean builders the pass must clear: the bases with
// nothing inserted, and the insertions the pass is written for.
var genPinned = []cleargen.Case{
	{Label: "in place", Code: "func b(p {{T}}) {{T}} { spec := {{T}}{}; inPlace(p, &spec); return spec }"},
	{Label: "in place, error", Code: "func b(p {{T}}) ({{T}}, error) { spec := {{T}}{ {{Own}}: 2 }; inPlace(p, &spec); return spec, nil }"},
	{Label: "producer", Code: "func b(p {{T}}) {{T}} { var spec {{T}}; producer(p).Apply(&spec); return spec }"},
	{Label: "constructor result", Code: "func b(p {{T}}) {{T}} { spec, err := checked(p); if err != nil { panic(err) }; return spec }"},
	{Label: "spawn", Code: `func b(p {{T}}) { start("x", root()) }`},
	{Label: "held spawn", Code: `func b(p {{T}}) { spec := root(); start("x", spec) }`},
	{Label: "writes and tightens before", Code: "func b(p {{T}}) {{T}} { spec := {{T}}{}; spec.{{Own}} = 4; spec = {{Tighten}}(spec, {{T}}{}); noop(); inPlace(p, &spec); return spec }"},
	{Label: "if panics before", Code: `func b(p {{T}}, x bool) {{T}} { spec := {{T}}{}; if x { panic("x") }; inPlace(p, &spec); return spec }`},
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
// both engines under straightline.Verify: the generated cases genBatch to a
// package (each builder named apart), every case of a package that has a
// disagreement again in a package of its own to name it; each pinned base
// in a package of its own.
func TestClearGenerated(t *testing.T) {
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
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
			run := func(groups [][]cleargen.Case) []*dataflow.Result {
				var pkgs []src
				if e.name == "policy" {
					pkgs = append(pkgs, src{"example.com/policy", policySrc})
				}
				for i, g := range groups {
					name := fmt.Sprintf("g%04d", i)
					var b strings.Builder
					b.WriteString(strings.Replace(header, "package lanes", "package "+name, 1))
					for j, c := range g {
						fmt.Fprintf(&b, "\n// %s\n%s\n", c.Label, fill(strings.Replace(c.Code, "func b(", fmt.Sprintf("func b%02d(", j), 1)))
					}
					pkgs = append(pkgs, src{"example.com/" + name, b.String()})
				}
				w := fastPathWorld(t, pkgs...)
				out := make([]*dataflow.Result, len(groups))
				for i := range groups {
					out[i] = dataflowOf(t, w, fmt.Sprintf("example.com/g%04d", i))
				}
				return out
			}
			var groups [][]cleargen.Case
			for c := range slices.Chunk(cases, genBatch) {
				groups = append(groups, c)
			}
			for _, c := range genPinned {
				groups = append(groups, []cleargen.Case{c})
			}
			cleared, flowCleared := 0, 0
			for i, res := range run(groups) {
				g := groups[i]
				if res == nil {
					t.Errorf("%s...: no dataflow result", g[0].Label)
					continue
				}
				names := res.Census.FastPath.Cleared
				if i >= len(groups)-len(genPinned) {
					if !slices.Contains(names, "b00") {
						t.Errorf("pinned %s: not cleared (cleared: %v)", g[0].Label, names)
					}
				} else {
					for _, n := range names {
						if genName.MatchString(n) {
							cleared++
						}
					}
					flowCleared += len(res.Flow.FastPath.Cleared)
				}
				if len(disagreements(res)) == 0 {
					continue
				}
				// Name the cases: each alone in a package.
				var alone [][]cleargen.Case
				for _, c := range g {
					alone = append(alone, []cleargen.Case{c})
				}
				for j, res := range run(alone) {
					for _, d := range disagreements(res) {
						t.Errorf("%s: %s", g[j].Label, d)
					}
				}
			}
			t.Logf("%d generated cases, %d cleared (and %d functions by the flow rules' fast path)", len(cases), cleared, flowCleared)
		})
	}
}
