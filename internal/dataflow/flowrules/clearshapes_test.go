package flowrules_test

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/testkit/scenarios"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
)

// A shape is one constructor (with its helpers) written against either
// engine's clamp machinery through placeholders. A clean shape must be
// cleared by the syntactic pass and reported by nothing; a faulty one must
// be reported by the SSA rules (so the case is a real fault), and, like
// every shape, must not be cleared where SSA disagrees.
type shape struct {
	name  string
	clean bool
	code  string
}

// shapes are near misses of the one shape the pass clears: each faulty one
// differs from a clean one by a single change a hostile or careless author
// could make.
var shapes = []shape{
	{"direct", true, `func F(p {T}) {T} { spec := {T}{}; spec.{Own} = 2; {Carry}({S}).Apply(&spec); return spec }`},
	{"source local", true, `func F(p {T}) {T} { src := {S}; spec := {T}{}; {Carry}(src).Apply(&spec); return spec }`},
	{"var spec", true, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); return spec }`},
	{"tighten after", true, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec = {Tighten}(spec, {T}{}); return spec }`},
	{"own strict seat before", true, `func F(p {T}) {T} { var spec {T}; spec.{Seat} = {Strict}; {Carry}({S}).Apply(&spec); return spec }`},
	{"own loose seat before", true, `func F(p {T}) {T} { var spec {T}; spec.{Seat} = {Loose}; {Carry}({S}).Apply(&spec); return spec }`},
	{"not carried after", true, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec.{Own} = 4; return spec }`},
	{"read after", true, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); if spec.{Own} > 3 { panic("budget") }; return spec }`},
	{"error path", true, `func F(p {T}) ({T}, error) { if p.{Own} < 0 { return {T}{}, errors.New("negative") }; var spec {T}; {Carry}({S}).Apply(&spec); return spec, nil }`},
	{"error path after", true, `func F(p {T}) ({T}, error) { var spec {T}; {Carry}({S}).Apply(&spec); if spec.{Own} > 9 { return {T}{}, errors.New("too long") }; return spec, nil }`},
	{"not carried written on one path after", true, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); if spec.{Own} == 0 { spec.{Own} = 30 }; return spec }`},
	{"seat written on one path before", true, `func F(p {T}, x bool) {T} { var spec {T}; if x { spec.{Seat} = {Loose} }; {Carry}({S}).Apply(&spec); return spec }`},
	{"in place", true, `func F(p {T}, spec *{T}) { {Carry}({S}).Apply(spec) }`},
	{"producer", true, `func F(p {T}) {R} { return {Carry}({S}) }`},
	{"source parameter", true, `func F(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}) {T} { var spec {T}; F({S}, &spec); return spec }`},
	{"var in place", true, `var F = func(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}) {T} { var spec {T}; F({S}, &spec); return spec }`},
	{"var producer", true, `var F = func(p {T}) {R} { return {Carry}({S}) }
func G(p {T}) {T} { var spec {T}; F(p).Apply(&spec); return spec }`},
	{"method", true, `type legs struct{ turns int }
func (l *legs) F(p {T}) {T} { spec := {T}{ {Own}: l.turns }; {Carry}({S}).Apply(&spec); return spec }`},
	{"restricting literals", true, `func F(p {T}) {T} { var spec {T}; {Carry}({SStrict}).Apply(&spec); return spec }`},
	{"receiver parent", true, `type parentRun struct{ {T} }
func (p *parentRun) F() {T} { var spec {T}; {Carry}({S}).Apply(&spec); return spec }`},

	{"seat written after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec.{Seat} = {Loose}; return spec }`},
	{"seat written after in place", false, `func F(p {T}, spec *{T}) { {Carry}({S}).Apply(spec); spec.{Seat} = {Loose} }`},
	{"seat written on one path after", false, `func F(p {T}, x bool) {T} { var spec {T}; {Carry}({S}).Apply(&spec); if x { spec.{Seat} = {Loose} }; return spec }`},
	{"applied on one path", false, `func F(p {T}, x bool) {T} { var spec {T}; if x { {Carry}({S}).Apply(&spec) }; return spec }`},
	{"applied in dead code", false, `func F(p {T}) {T} { var spec {T}; if false { {Carry}({S}).Apply(&spec) }; return spec }`},
	{"applied to a copy", false, `func F(p {T}) {T} { var spec {T}; c := spec; {Carry}({S}).Apply(&c); return spec }`},
	{"clamps kept", false, `func F(p {T}) {T} { var spec {T}; c := {Carry}({S}); _ = c; return spec }`},
	{"fresh spec returned", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); return {T}{} }`},
	{"spec replaced after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec = {T}{}; return spec }`},
	{"tighten of another", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec = {Tighten}({T}{}, spec); return spec }`},
	{"address handed on after", false, `func touch(s *{T}) { s.{Seat} = {Loose} }
func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); touch(&spec); return spec }`},
	{"closure after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); func() { spec.{Seat} = {Loose} }(); return spec }`},
	{"early normal return", false, `func F(p {T}) ({T}, error) { var spec {T}; if p.{Own} < 0 { return spec, nil }; {Carry}({S}).Apply(&spec); return spec, nil }`},
	{"error path with a written spec", false, `func F(p {T}) ({T}, error) { var spec {T}; spec.{Own} = 1; if p.{Own} < 0 { return spec, errors.New("x") }; {Carry}({S}).Apply(&spec); return spec, nil }`},
	{"source seat cleared", false, `func F(p {T}) {T} { src := {S}; src.{SrcSeat} = {Zero}; var spec {T}; {Carry}(src).Apply(&spec); return spec }`},
	{"source from a map", false, `func F(p {T}, m map[string]{SType}) {T} { var spec {T}; {Carry}(m["lane"]).Apply(&spec); return spec }`},
	{"source from a comma-ok lookup", false, `func F(p {T}, m map[string]{SType}) {T} { src, ok := m["lane"]; _ = ok; var spec {T}; {Carry}(src).Apply(&spec); return spec }`},
	{"zero source", false, `func F(p {T}) {T} { var src {SType}; var spec {T}; {Carry}(src).Apply(&spec); return spec }`},
	{"source address handed on", false, `func wipe(s *{SType}) { *s = {SType}{} }
func F(p {T}) {T} { src := {S}; wipe(&src); var spec {T}; {Carry}(src).Apply(&spec); return spec }`},
	{"producer of other clamps", false, `func F(p {T}) {R} { _ = {Carry}({S}); return {R}{} }`},
	{"in place clamps kept", false, `func F(p {T}, spec *{T}) { c := {Carry}({S}); _ = c; spec.{Own} = 1 }`},
	{"list copied into after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); copy(spec.{List}, spec.{List}[1:]); return spec }`},
	{"list cleared after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); clear(spec.{List}); return spec }`},
	{"list appended over after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); _ = append(spec.{List}[:0], p.{List}...); return spec }`},
	{"seat incremented after", false, `func F(p {T}) {T} { var spec {T}; {Carry}({S}).Apply(&spec); spec.{Seat} = spec.{Seat} + {Loose}; return spec }`},
	{"error path with a built spec", false, `func F(p {T}) ({T}, error) { if p.{Own} < 0 { return {T}{ {Own}: 1 }, errors.New("x") }; var spec {T}; {Carry}({S}).Apply(&spec); return spec, nil }`},
	{"zero spec with a nil error", false, `func F(p {T}, x bool) ({T}, error) { if x { return {T}{}, nil }; var spec {T}; {Carry}({S}).Apply(&spec); return spec, nil }`},
	{"source handed on in a condition", false, `func check(src {SType}) bool { _ = {Carry}(src); return true }
func F(p {T}, m map[string]{SType}) {T} { if check(m["x"]) { panic("x") }; var spec {T}; {Carry}({S}).Apply(&spec); return spec }`},
	{"var seat written after", false, `var F = func(src {SType}, spec *{T}) { {Carry}(src).Apply(spec); spec.{Seat} = {Loose} }`},
	{"var given a map", false, `var F = func(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}, m map[string]{SType}) {T} { var spec {T}; F(m["x"], &spec); return spec }`},
	{"seat swapped", false, `func F(p {T}) {T} { var spec {T}; {Carry}({SSwap}).Apply(&spec); return spec }`},
	{"loose literal", false, `func F(p {T}) {T} { var spec {T}; {Carry}({SLoose}).Apply(&spec); return spec }`},
	{"nil list literal", false, `func F(p {T}) {T} { var spec {T}; {Carry}({SNil}).Apply(&spec); return spec }`},
	{"seats of the spec being built", false, `func F(p {T}, spec *{T}) { {Carry}({Sspec}).Apply(spec) }`},
	{"parent copy loosened", false, `func F(p {T}) {T} { q := p; q.{Seat} = {Loose}; var spec {T}; {Carry}({Sq}).Apply(&spec); return spec }`},
	{"fresh parent", false, `func F(p {T}) {T} { q := {T}{}; var spec {T}; {Carry}({Sq}).Apply(&spec); return spec }`},
	{"parent handed on before", false, `func loosen(s *{T}) { s.{Seat} = {Loose} }
func F(p {T}) {T} { loosen(&p); var spec {T}; {Carry}({S}).Apply(&spec); return spec }`},
	{"parent written through its pointer", false, `func F(p *{T}) {T} { p.{Seat} = {Loose}; var spec {T}; {Carry}({S}).Apply(&spec); return spec }`},
	{"source parameter given a map", false, `func F(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}, m map[string]{SType}) {T} { var spec {T}; F(m["x"], &spec); return spec }`},
}

// flavor is one engine's clamp machinery, as placeholder values.
type flavor struct {
	name, gomod, policyFile string
	vals                    map[string]string
}

func flavors(t *testing.T) []flavor {
	repo := filepath.Join(scenarios.Root(t), "..", "..")
	// The own carrier is the one of a scenario of the analyzers, with its
	// restricting values.
	own, err := os.ReadFile(filepath.Join(scenarios.Root(t), "clampseats_seats_own_carrier", "policy", "policy.go"))
	if err != nil {
		t.Fatal(err)
	}
	return seatVariants([]flavor{
		{name: "real policy", gomod: "module example.com/engine\n\ngo 1.22\n\nrequire github.com/sema-agent/policy v0.0.0\n\nreplace github.com/sema-agent/policy => " + filepath.Join(repo, "policy") + "\n",
			vals: map[string]string{"{Import}": "github.com/sema-agent/policy", "{T}": "policy.TaskSpec", "{R}": "policy.Clamps", "{SType}": "policy.ChildClampSource",
				"{S}":     "policy.ChildClampSource{HandsReadOnly: p.HandsReadOnly, InteractiveTools: p.InteractiveTools, ReadFace: p.ReadFace, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}",
				"{Carry}": "policy.ChildClampSeats", "{Tighten}": "policy.TightenTaskSpec", "{Seat}": "WriteFace", "{Loose}": "policy.FaceHost", "{Strict}": "policy.FaceRoots",
				"{Own}": "MaxTurns", "{SrcSeat}": "WriteFace", "{List}": "ReadDenyPatterns", "{ListType}": "[]policy.ReadDenyEntry", "{Zero}": "policy.FaceUnset",
				"{SPart}":   "policy.ChildClampSource{HandsReadOnly: p.HandsReadOnly, InteractiveTools: p.InteractiveTools, ReadFace: p.ReadFace, WriteFace: p.WriteFace}",
				"{SStrict}": "policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}",
				"{SNil}":    "policy.ChildClampSource{HandsReadOnly: p.HandsReadOnly, InteractiveTools: p.InteractiveTools, ReadFace: p.ReadFace, WriteFace: p.WriteFace, ReadDenyPatterns: nil}"}},
		{name: "own carrier", gomod: "module example.com/engine\n\ngo 1.22\n", policyFile: string(own),
			vals: map[string]string{"{Import}": "example.com/engine/policy", "{T}": "policy.Spec", "{R}": "policy.Clamps", "{SType}": "policy.Source",
				"{S}": "policy.Source{ReadOnly: p.ReadOnly, ReadFace: p.ReadFace, WriteFace: p.WriteFace, Deny: p.Deny}", "{Carry}": "policy.Carry", "{Tighten}": "policy.Tighten",
				"{Seat}": "WriteFace", "{Loose}": `"host"`, "{Strict}": `"roots"`, "{Own}": "Turns", "{SrcSeat}": "WriteFace", "{List}": "Deny", "{ListType}": "[]string", "{Zero}": `""`,
				"{SPart}":   "policy.Source{ReadOnly: p.ReadOnly, ReadFace: p.ReadFace, WriteFace: p.WriteFace}",
				"{SStrict}": `policy.Source{ReadOnly: true, ReadFace: "roots", WriteFace: p.WriteFace, Deny: p.Deny}`,
				"{SNil}":    "policy.Source{ReadOnly: p.ReadOnly, ReadFace: p.ReadFace, WriteFace: p.WriteFace, Deny: nil}"}},
	})
}

// seatVariants adds to each flavor the sources the seat rule refuses
// that differ from {S} by one seat: a swap and a loose literal; and {S}
// read from another value (q, spec).
func seatVariants(fls []flavor) []flavor {
	for _, fl := range fls {
		src := fl.vals["{S}"]
		fl.vals["{SSwap}"] = strings.Replace(src, "ReadFace: p.ReadFace", "ReadFace: p.WriteFace", 1)
		fl.vals["{SLoose}"] = strings.Replace(src, "WriteFace: p.WriteFace", "WriteFace: "+fl.vals["{Loose}"], 1)
		fl.vals["{Sq}"] = strings.ReplaceAll(src, "p.", "q.")
		fl.vals["{Sspec}"] = strings.ReplaceAll(src, "p.", "spec.")
	}
	return fls
}

// TestClearShapes runs every shape, and every builder shape, in both
// engines, one package per shape, with the whole dataflow analyzer: both
// fast paths must agree with SSA on each.
func TestClearShapes(t *testing.T) {
	straightline.Verify = true
	defer func() { straightline.Verify = false }()
	all := slices.Clone(shapes)
	for _, b := range builderShapes {
		all = append(all, b.shape)
	}
	for _, fl := range flavors(t) {
		t.Run(fl.name, func(t *testing.T) {
			dir := t.TempDir()
			write(t, filepath.Join(dir, "go.mod"), fl.gomod)
			if fl.policyFile != "" {
				write(t, filepath.Join(dir, "policy", "policy.go"), fl.policyFile)
			}
			write(t, filepath.Join(dir, "lib", "lib.go"), fl.fill(libCode))
			for i, s := range all {
				code := fl.fill(s.code)
				imports := fmt.Sprintf("\t\"errors\"\n\n\t%q\n", fl.vals["{Import}"])
				if strings.Contains(code, "lib.") {
					imports += "\t\"example.com/engine/lib\"\n"
				}
				src := fmt.Sprintf("package s%02d\n\nimport (\n%s)\n\nvar _ = errors.New\nvar _ policy.Clamps\n\n%s\n", i, imports, code)
				write(t, filepath.Join(dir, fmt.Sprintf("s%02d", i), "s.go"), src)
			}
			results := shapeResults(t, dir)
			for i, s := range all {
				r := results[fmt.Sprintf("example.com/engine/s%02d", i)]
				if i < len(shapes) {
					checkShape(t, s, r)
				} else {
					checkBuilderShape(t, builderShapes[i-len(shapes)], r)
				}
			}
		})
	}
}

// checkShape checks one shape's result.
func checkShape(t *testing.T, s shape, r *dataflow.Result) {
	t.Helper()
	switch {
	case r == nil:
		t.Errorf("%s: not analyzed", s.name)
	case len(disagreements(r)) > 0:
		t.Errorf("%s: %s", s.name, strings.Join(disagreements(r), "; "))
	case s.clean && (len(r.Flow.FastPath.Cleared) == 0 || len(r.Flow.Reach)+len(r.Flow.Sources) > 0):
		t.Errorf("%s: clean shape cleared %d functions and has findings %v %v", s.name, len(r.Flow.FastPath.Cleared), r.Flow.Reach, r.Flow.Sources)
	case !s.clean && len(r.Flow.Reach)+len(r.Flow.Sources) == 0:
		t.Errorf("%s: faulty shape has no finding (cleared %d)", s.name, len(r.Flow.FastPath.Cleared))
	}
}

// checkBuilderShape checks one builder shape's result: exactly the
// functions it names are cleared, and the flow rules are silent (clean) or
// report it (any of their findings, a value use included).
func checkBuilderShape(t *testing.T, b builderShape, r *dataflow.Result) {
	t.Helper()
	if r == nil {
		t.Errorf("%s: not analyzed", b.name)
		return
	}
	if len(disagreements(r)) > 0 {
		t.Errorf("%s: %s", b.name, strings.Join(disagreements(r), "; "))
	}
	if len(r.Flow.FastPath.Cleared) != b.cleared {
		t.Errorf("%s: the pass cleared %d functions, want %d", b.name, len(r.Flow.FastPath.Cleared), b.cleared)
	}
	findings := len(r.Flow.Reach) + len(r.Flow.Sources) + len(r.Flow.Values)
	switch {
	case b.clean && findings > 0:
		t.Errorf("%s: clean shape has findings %v %v %v", b.name, r.Flow.Reach, r.Flow.Sources, r.Flow.Values)
	case !b.clean && findings == 0:
		t.Errorf("%s: faulty shape has no finding", b.name)
	}
}

// fill replaces the placeholders of code with the flavor's values.
func (fl flavor) fill(code string) string {
	for k, v := range fl.vals {
		code = strings.ReplaceAll(code, k, v)
	}
	return code
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}

// shapeResults runs the whole dataflow analyzer over the module in dir,
// the go command given buildFlags, and returns its result by package path:
// each shape checks both fast paths against SSA (the census reads the same
// functions).
func shapeResults(t *testing.T, dir string, buildFlags ...string) map[string]*dataflow.Result {
	t.Helper()
	suite := []*analysis.Analyzer{dataflow.Analyzer}
	res, err := load.Load(load.Config{Dir: dir, BuildFlags: buildFlags, Analyzers: suite}, []string{"./..."})
	if err != nil {
		t.Fatal(err)
	}
	g, err := analysischecker.Analyze(suite, res.AnalysisRoots, nil)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*dataflow.Result{}
	for act := range g.All() {
		if r, ok := act.Result.(*dataflow.Result); ok && act.Analyzer == dataflow.Analyzer && r != nil {
			out[act.Package.PkgPath] = r
		}
	}
	return out
}

// disagreements are both fast paths' differences from SSA in r.
func disagreements(r *dataflow.Result) []string {
	return append(append([]string(nil), r.Flow.FastPath.Disagreements...), r.Census.FastPath.Disagreements...)
}
