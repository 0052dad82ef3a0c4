package misplaced

// Directives clampseats cannot read: each is a finding that says what is
// expected. Problems of the roles other analyzers own (tighten, notcarried,
// registry) are theirs to report, not clampseats'.

type T struct{ A int }

// want +2 "unknown directive //clampvet:carriers: expected one of carrier, seats, restricting, tighten, notcarried, registry"
//
//clampvet:carriers
func A(t T) int { return t.A }

// want +1 `"// clampvet:carrier" is not a directive: write //clampvet:carrier with no space`
// clampvet:carrier
func B(t T) int { return t.A }

// C's body holds a directive with no name (in a doc comment, gofmt would
// rewrite it as "// clampvet:", which is not a directive at all).
func C(t T) int {
	// want +1 `"//clampvet:" names no role: write //clampvet:NAME, NAME one of `
	//clampvet:
	return t.A
}

// want +2 `unexpected argument "now" to //clampvet:carrier: the directive takes no arguments`
//
//clampvet:carrier now
func D(t T) int { return t.A }

// want +2 "//clampvet:carrier documents a var declaration: it must document a func declaration"
//
//clampvet:carrier
var E = func(t T) int { return t.A }

// want +2 "//clampvet:seats documents func F: it must document a package-level var declaration"
//
//clampvet:seats
func F() {}

// want +2 `//clampvet:carrier documents method M: it must document a plain func \(no receiver\)`
//
//clampvet:carrier
func (T) M(t T) int { return t.A }

// want +2 "//clampvet:carrier documents func G, which has no Go body: it must document a func with one"
//
//clampvet:carrier
func G(t T) int

// want +2 "//clampvet:seats documents a var group of 2 specs: move it to the one var it declares"
//
//clampvet:seats
var (
	H = []string{"A"}
	I = 1
)

// want +2 "//clampvet:seats documents a var spec that declares 2 names: it must declare exactly one"
//
//clampvet:seats
var J, K = []string{"A"}, 1

// want +2 "//clampvet:seats documents a const declaration: it must document a var declaration with one name"
//
//clampvet:seats
const L = "A"

func body() {
	// want +1 "misplaced //clampvet:carrier: put it on a package-level func declaration"
	//clampvet:carrier
	_ = 1
}

// Owned by other analyzers: no clampseats finding.

func others() {
	//clampvet:tighten
	// clampvet:notcarried
}

//clampvet:registry extra
var Registry = []string{}

//clampvet:tighten
var NotAFunc = 1
