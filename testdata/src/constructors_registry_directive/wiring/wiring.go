package wiring

// Each finding of this package is at a directive; the expectation is on
// the comment line above it.

// Constructors is the package's one valid registry; it is empty, which is
// a finding of its own (an empty registry checks nothing).
//
//clampvet:registry
var Constructors = []string{} // want `registry Constructors lists no constructor: list each child-spec constructor, one row each`

// Second is a second registry in the same package.
//
// want +2 `second //clampvet:registry on Second \(first on Constructors\): keep one per package`
//
//clampvet:registry
var Second = []string{}

// Build is a func, which cannot be a registry.
//
// want +2 `//clampvet:registry documents func Build: it must document a package-level var declaration`
//
//clampvet:registry
func Build() {}

// Row is a constant.
//
// want +2 `//clampvet:registry documents a const declaration: it must document a var declaration with one name`
//
//clampvet:registry
const Row = "a.go#F"

// Args gives the directive an argument.
//
// want +2 `unexpected argument "main" to //clampvet:registry: the directive takes no arguments`
//
//clampvet:registry main
var Args = []string{}

// Spaced writes the directive with a space, which the go tool reads as a
// comment.
//
// want +1 `"// clampvet:registry" is not a directive: write //clampvet:registry with no space`
// clampvet:registry
var Spaced = []string{}

// A and B share one spec.
//
// want +2 `//clampvet:registry documents a var spec that declares 2 names: it must declare exactly one`
//
//clampvet:registry
var A, B = []string{}, []string{}

// Group documents a var group of two specs.
//
// want +2 `//clampvet:registry documents a var group of 2 specs: move it to the one var it declares`
//
//clampvet:registry
var (
	G1 = []string{}
	G2 = []string{}
)

func misplaced() {
	// want +1 `misplaced //clampvet:registry: put it on a package-level var declaration with one name`
	//clampvet:registry
	var local = []string{}
	_ = local
}

// Seats is a role this analyzer does not own: no finding here.
//
//clampvet:seats
var Seats = 3
