package load

import (
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"golang.org/x/tools/go/packages"
)

// analyzeDespiteCompileErrors lets the checker analyze each root whose
// only errors are the compiler's, not the type checker's: go/types accepted
// its syntax (complete types, no parse or type error) and its imports are
// well typed, but the compiler rejected it (a func without a body, say),
// which go list reports as a "# path" report ([findings.IsCompilerReport]). go vet analyzes such a
// package (it type-checks the source itself and never compiles it), so the
// standalone driver does too, and both report the same findings; the
// compiler's errors are still reported, and still make the run exit with
// the errors code.
func analyzeDespiteCompileErrors(roots []*packages.Package) {
	for _, p := range roots {
		if p.IllTyped && compileErrorsOnly(p) {
			p.IllTyped = false
		}
	}
}

// compileErrorsOnly reports whether p type-checked from its syntax and
// every one of its errors is a compiler report.
func compileErrorsOnly(p *packages.Package) bool {
	if p.Types == nil || !p.Types.Complete() || p.TypesInfo == nil || len(p.Syntax) == 0 || len(p.TypeErrors) > 0 || len(p.Errors) == 0 {
		return false
	}
	for _, e := range p.Errors {
		if !findings.IsCompilerReport(e) {
			return false
		}
	}
	for _, imp := range p.Imports {
		if imp.IllTyped {
			return false
		}
	}
	return true
}
