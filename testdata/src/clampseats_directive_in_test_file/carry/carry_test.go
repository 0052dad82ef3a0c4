package carry

// A role declared here would exist only in the test build, and compete
// with the package's own roles there.

// want +2 "//clampvet:carrier in a test file: declare roles in non-test files"
//
//clampvet:carrier
func testCarry(s Source) int { return s.A }

var _ = testCarry
