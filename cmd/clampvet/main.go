// Command clampvet checks that an agent engine's child-task constructors
// carry the policy clamp seats of their parent. It is one binary with every
// clampvet analyzer, usable three ways:
//
//	clampvet [flags] PACKAGES                        standalone
//	go vet -vettool=$(command -v clampvet) PACKAGES  as a go vet tool
//	clampvet help [NAME]                             the analyzers' documentation
//
// Standalone, clampvet loads PACKAGES with go/packages (test files
// included; -test=false skips them), parsing and type-checking from source
// only the packages that can take part in the analysis — those whose files
// contain a "clampvet:" directive and those that import them — and taking
// every other package from export data; findings in a file shared by a
// package and its test variant are printed once. -C dir runs as if started
// in dir. -format selects the output: text (file:line:col: message
// (analyzer)), json (the shape of go vet -json), sarif (SARIF 2.1.0, paths
// relative to the module root) or github (GitHub Actions annotations).
// SARIF and GitHub paths are relative to -srcroot (default: the module
// root; for github, $GITHUB_WORKSPACE when set). -fix applies suggested
// fixes and -diff shows them; both print the findings no fix removed. -NAME=false disables an analyzer;
// -NAME.FLAG sets an analyzer flag. -load=full (or CLAMPVET_LOAD=full)
// loads every package from source instead, as any go/analysis driver with
// facts does, to compare and benchmark; -stats prints the size of the
// graph and the time of each phase.
//
// The exit codes (0 no findings, 3 findings, 1 errors, 2 usage; vet's own
// under go vet) are stated once, in "clampvet help" and the generated
// docs/analyzers.md.
//
// -V=full prints the version line go vet keys its cache on (the module
// version or VCS stamp, and a hash of the executable); -version prints the
// version.
package main

//go:generate sh -c "cd ../.. && go run ./cmd/clampvet help -markdown > docs/analyzers.md"

import (
	"os"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver"
)

func main() {
	os.Exit(driver.Main(analyzers.All(), os.Args[1:], os.Stdout, os.Stderr))
}
