package straightline

// Verify makes every run of the dataflow check both fast paths against
// SSA: SSA is built for the declarations they clear too, and each rule
// records in its Report where SSA's verdict differs from the fast path's.
// Only tests set it (TestFastPathAgreesWithSSA and the shapes and
// generated cases of each rule), one run at a time.
var Verify = false

// Off turns both fast paths off, so that benchmarks can pair a run with
// them and one that builds SSA for every declaration.
var Off = false

// Report is what one rule's fast path did in one package, filled only
// under Verify (a run without it reads neither).
type Report struct {
	// Cleared are the names of the declarations it cleared: no SSA is
	// built for them outside Verify.
	Cleared []string
	// Disagreements are where SSA's verdict on the package differs from
	// the fast path's.
	Disagreements []string
}
