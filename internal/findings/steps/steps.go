// Package steps is the one convention by which an analyzer marks the
// related locations of a finding that form a path, so that every output
// format can show the path as a path: SARIF as a codeFlows thread flow
// (code scanning's "show paths"), the other formats as the related lines
// they already print.
//
// A related location whose message starts with [Prefix] is one step of the
// path that leads to the finding. Steps are listed in the order the path
// runs. The path ends at the finding's own location (the fault: the return
// that hands out the loosened spec, the call of the sink), unless one of
// the steps is at that location already, in which case the steps are the
// whole path in their own order (a finding reported at the start of its
// path lists itself as its first step). Related locations without the
// prefix explain the finding without being on the path (a registry row,
// a table entry) and are shown as related locations only.
//
// The package depends on nothing but go/analysis, so that analyzers can
// use it without the driver's dependencies.
package steps

import (
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Prefix starts the message of a related location that is a step of the
// finding's path.
const Prefix = "step: "

// Related returns the related location [pos, end) that is a step of the
// path, described by what ("clamps applied here", "WriteFace loosened
// here"), in the convention of the package.
func Related(pos, end token.Pos, what string) analysis.RelatedInformation {
	return analysis.RelatedInformation{Pos: pos, End: end, Message: Prefix + what}
}

// Cut returns the description of a step without the prefix, and whether
// message is the message of a step.
func Cut(message string) (what string, ok bool) {
	return strings.CutPrefix(message, Prefix)
}
