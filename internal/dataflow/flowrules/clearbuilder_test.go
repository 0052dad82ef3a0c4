package flowrules_test

// A builderShape is a shape (TestClearShapes) of a builder — a function
// that calls no carrier and hands a source to one with an obligation —
// with the exact number of functions of its package the pass must clear:
// each near miss differs from a clean builder by one fault, and leaves the
// builder (only) to SSA.
type builderShape struct {
	shape
	cleared int
}

// The callees the builders hand their source to: an in-place applier and a
// producer, declared, as methods, or as constructor vars.
const (
	inPlace  = "func F(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }\n"
	producer = "func F(src {SType}) {R} { return {Carry}(src) }\n"
)

// libCode is a package of the module the shapes may import as lib: the
// same callees in another package, whose obligations the builders read
// from facts.
const libCode = `package lib

import "{Import}"

// Apply applies the clamps of src to spec in place.
func Apply(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }

// Produce returns the clamps of src.
var Produce = func(src {SType}) {R} { return {Carry}(src) }
`

var builderShapes = []builderShape{
	{shape{"builder in place", true, inPlace + `func G(p {T}) {T} { spec := {T}{ {Own}: 3 }; F({S}, &spec); return spec }`}, 2},
	{shape{"builder of a producer", true, producer + `func G(p {T}) {T} { spec := {T}{}; spec = {Tighten}(spec, {T}{}); F({S}).Apply(&spec); return spec }`}, 2},
	{shape{"builder of a pointer method", true, `type legs struct{ turns int }
func (l *legs) F(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}) {T} { var spec {T}; (&legs{turns: 3}).F({S}, &spec); return spec }`}, 2},
	{shape{"builder of a value method producer", true, `type plan struct{ turns int }
func (pl plan) F(src {SType}) {R} { return {Carry}(src) }
func G(p {T}) {T} { var spec {T}; plan{turns: 2}.F({S}).Apply(&spec); return spec }`}, 2},
	{shape{"builder of a var in place", true, `var F = func(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}) {T} { var spec {T}; F({S}, &spec); return spec }`}, 2},
	{shape{"builder of a var producer", true, `var F = func(src {SType}) {R} { return {Carry}(src) }
func G(p {T}) {T} { var spec {T}; F({S}).Apply(&spec); return spec }`}, 2},
	{shape{"builder source local", true, inPlace + `func G(p {T}) {T} { src := {S}; var spec {T}; F(src, &spec); return spec }`}, 2},
	// H is tried first and clears G (whose parameter takes the obligation)
	// and F on the way.
	{shape{"builder chain", true, `func H(p {T}) {T} { var spec {T}; G({S}, &spec); return spec }
func G(src {SType}, spec *{T}) { F(src, spec) }
` + inPlace}, 3},
	{shape{"builder tightens and writes its own after", true, inPlace + `func G(p {T}) {T} { var spec {T}; F({S}, &spec); spec = {Tighten}(spec, {T}{}); spec.{Own} = 4; return spec }`}, 2},
	{shape{"builder error path", true, inPlace + `func G(p {T}) ({T}, error) { if p.{Own} < 0 { return {T}{}, errors.New("x") }; var spec {T}; F({S}, &spec); return spec, nil }`}, 2},
	{shape{"producer of a producer", true, producer + `func G(p {T}) {R} { return F({S}) }`}, 2},
	{shape{"builder of another package's applier", true, `func G(p {T}) {T} { var spec {T}; lib.Apply({S}, &spec); return spec }`}, 1},
	{shape{"builder of another package's var producer", true, `func G(p {T}) {T} { var spec {T}; lib.Produce({S}).Apply(&spec); return spec }`}, 1},
	// The flow rules take a literal that omits a seat as whole (the
	// omission is clampseats' syntactic finding); the pass declines it.
	{shape{"builder literal omits a seat", true, inPlace + `func G(p {T}) {T} { var spec {T}; F({SPart}, &spec); return spec }`}, 1},
	// Nor do they see a carried seat written after the callee applied the
	// clamps (the clamps-reach rule runs only where the carrier is called;
	// the census reports such a spec where it reaches a spawn sink): the
	// pass declines it, as it declines the write after a carrier call.
	// Should the rules report it, this shape becomes a faulty one.
	{shape{"builder writes a carried seat after", true, inPlace + `func G(p {T}) {T} { var spec {T}; F({S}, &spec); spec.{Seat} = {Loose}; return spec }`}, 1},
	{shape{"builder of a producer writes a carried seat after", true, producer + `func G(p {T}) {T} { var spec {T}; F({S}).Apply(&spec); spec.{Seat} = {Loose}; return spec }`}, 1},

	{shape{"builder source seat cleared", false, inPlace + `func G(p {T}) {T} { src := {S}; src.{SrcSeat} = {Zero}; var spec {T}; F(src, &spec); return spec }`}, 1},
	{shape{"builder source from a map", false, inPlace + `func G(p {T}, m map[string]{SType}) {T} { var spec {T}; F(m["x"], &spec); return spec }`}, 1},
	{shape{"builder producer given a map", false, producer + `func G(p {T}, m map[string]{SType}) {T} { var spec {T}; F(m["x"]).Apply(&spec); return spec }`}, 1},
	{shape{"builder zero source", false, inPlace + `func G(p {T}) {T} { var src {SType}; var spec {T}; F(src, &spec); return spec }`}, 1},
	{shape{"builder source of a func literal's parameter", false, inPlace + `func G(p {T}) {T} { var spec {T}; func(s {SType}) { F(s, &spec) }({S}); return spec }`}, 1},
	{shape{"builder source captured by a closure", false, inPlace + `func G(p {T}) {T} { src := {S}; func() { src.{SrcSeat} = {Zero} }(); var spec {T}; F(src, &spec); return spec }`}, 1},
	{shape{"builder source address handed on", false, `func wipe(s *{SType}) { *s = {SType}{} }
` + inPlace + `func G(p {T}) {T} { src := {S}; wipe(&src); var spec {T}; F(src, &spec); return spec }`}, 1},
	{shape{"builder calls its callee as a value", false, inPlace + `func G(p {T}) {T} { var spec {T}; h := F; h({S}, &spec); return spec }`}, 1},
	{shape{"builder names its callee as a value", false, inPlace + `func G(p {T}) {T} { var spec {T}; F({S}, &spec); _ = F; return spec }`}, 1},
	{shape{"builder of another package's applier given a map", false, `func G(p {T}, m map[string]{SType}) {T} { var spec {T}; lib.Apply(m["x"], &spec); return spec }`}, 0},
	{shape{"builder of another package's var producer given a zero source", false, `func G(p {T}) {T} { var src {SType}; var spec {T}; lib.Produce(src).Apply(&spec); return spec }`}, 0},
	{shape{"builder var given a map", false, `var F = func(src {SType}, spec *{T}) { {Carry}(src).Apply(spec) }
func G(p {T}, m map[string]{SType}) {T} { var spec {T}; F(m["x"], &spec); return spec }`}, 1},
}
