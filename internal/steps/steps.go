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
	"go/types"
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

// DeclRange is the range to show for the declaration of obj, seen from
// package here: its name, or, for a declaration of another package, the
// start of its line, where every driver agrees (go vet reads other packages
// from export data, which keeps lines, not columns). ok is false when the
// position is unknown.
func DeclRange(fset *token.FileSet, here *types.Package, obj types.Object) (pos, end token.Pos, ok bool) {
	if obj == nil || !obj.Pos().IsValid() {
		return token.NoPos, token.NoPos, false
	}
	pos = obj.Pos()
	if obj.Pkg() == here {
		return pos, pos + token.Pos(len(obj.Name())), true
	}
	if f := fset.File(pos); f != nil {
		pos = f.LineStart(f.Line(pos))
	}
	return pos, pos, true
}

// Decl is the declaration of obj, seen from package here, as a related
// location with message (not a step); nil when its position is unknown, and
// for an unexported declaration of another package (a method counts as
// unexported when its receiver's type is): go vet reads other packages
// from export data, which holds only what their exported API reaches, so
// the standalone driver alone could name it.
func Decl(fset *token.FileSet, here *types.Package, obj types.Object, message string) []analysis.RelatedInformation {
	if obj == nil || obj.Pkg() != here && !exportedDecl(obj) {
		return nil
	}
	pos, end, ok := DeclRange(fset, here, obj)
	if !ok {
		return nil
	}
	return []analysis.RelatedInformation{{Pos: pos, End: end, Message: message}}
}

// exportedDecl reports whether obj is exported, and, for a method, whether
// its receiver's type is.
func exportedDecl(obj types.Object) bool {
	if !obj.Exported() {
		return false
	}
	fn, ok := obj.(*types.Func)
	if !ok || fn.Signature().Recv() == nil {
		return true
	}
	t := fn.Signature().Recv().Type()
	if p, ok := types.Unalias(t).(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	return ok && n.Obj().Exported()
}
