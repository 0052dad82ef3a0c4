package clamp

// Directive problems of the tighten and notcarried roles are this
// analyzer's; those of other roles (the misplaced seats directive below)
// are not.

type Spec struct {
	HandsReadOnly bool
	MaxTurns      int
}

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

// want +2 `second //clampvet:notcarried on Again \(first on NotCarried\): keep one per package`
//
//clampvet:notcarried
var Again = map[string]string{}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.HandsReadOnly = spec.HandsReadOnly || t.HandsReadOnly
	spec.MaxTurns = min(spec.MaxTurns, t.MaxTurns)
	return spec
}

// want +2 `second //clampvet:tighten on TightenAgain \(first on Tighten\): keep one per package`
//
//clampvet:tighten
func TightenAgain(spec, t Spec) Spec { return spec }

// want +2 `//clampvet:tighten documents a var declaration: it must document a func declaration`
//
//clampvet:tighten
var NotAFunc = 1

// want +2 `//clampvet:notcarried documents func NotAVar: it must document a package-level var declaration`
//
//clampvet:notcarried
func NotAVar() {}

// want +2 `unexpected argument "please" to //clampvet:tighten: the directive takes no arguments`
//
//clampvet:tighten please
func WithArgument(spec Spec) Spec { return spec }

// want +1 `is not a directive: write //clampvet:tighten with no space`
// clampvet:tighten
func Spaced(spec Spec) Spec { return spec }

//clampvet:seats
func NotSeats() {} // a seats problem: clampseats reports it, not this analyzer
