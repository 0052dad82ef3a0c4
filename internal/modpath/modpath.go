// Package modpath computes module-relative file paths of the files under
// analysis without touching the disk, so that the analyzers work the same
// under go vet, the standalone checker, golangci-lint and Bazel nogo (where
// file names may be sandbox or cache paths and no go.mod is at hand).
//
// A file's module-relative path is the package's directory relative to the
// module root (the package path minus the module path) joined with the
// file's base name. The base name is taken from the position of the package
// clause, which honours //line directives: the files cgo generates from
// x.go start with "//line .../x.go:1" and so map back to "x.go", while the
// purely generated cgo files (_cgo_gotypes.go, _cgo_import.go, …, or their
// build-cache names under go/packages) have no source of their own and are
// skipped.
package modpath

import (
	"go/ast"
	"go/token"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// Base returns the base name of the Go source file f stands for, and false
// for a cgo-generated file with no source of its own.
//
// A //line directive before the package clause is honoured when it names a
// .go file (cgo's rewritten files do); a directive naming anything else (a
// grammar file, say) is ignored, since a registry row always names a .go
// file of the package. A file whose name does not end in ".go" and that no
// //line maps to one has no source of its own: go/packages hands over cgo's
// generated files under build-cache names ending in "-d".
func Base(fset *token.FileSet, f *ast.File) (string, bool) {
	raw := baseName(fset.PositionFor(f.Package, false).Filename)
	if IsCgoGenerated(raw) {
		return "", false
	}
	if adj := baseName(fset.PositionFor(f.Package, true).Filename); strings.HasSuffix(adj, ".go") && adj != ".go" {
		return adj, true
	}
	if !strings.HasSuffix(raw, ".go") || raw == ".go" {
		// A file with no .go name of its own and no //line to one: the
		// go command's build cache holds cgo's generated files under
		// names such as "43de…8f-d", which go/packages hands over as is.
		return "", false
	}
	return raw, true
}

// IsCgoGenerated reports whether a file's base name is one cgo generates
// without a source file behind it (for example _cgo_gotypes.go).
func IsCgoGenerated(base string) bool { return strings.HasPrefix(base, "_cgo_") }

// IsTestFile reports whether a base name is a test file's ("_test.go").
func IsTestFile(base string) bool { return strings.HasSuffix(base, "_test.go") }

// IsXTest reports whether a package is an external test package: its path
// ends in "_test" and every one of its files is a test file. Its files live
// in the directory of the package it tests.
func IsXTest(pkgPath string, bases []string) bool {
	if !strings.HasSuffix(pkgPath, "_test") || len(bases) == 0 {
		return false
	}
	for _, b := range bases {
		if !IsTestFile(b) {
			return false
		}
	}
	return true
}

// Module returns the module path of the package under analysis: the
// driver's pass.Module when it names one, else the value of a -module flag
// (for drivers such as Bazel nogo that give no module). fromFlag says which
// one answered; "" means neither is known.
func Module(m *analysis.Module, flag string) (path string, fromFlag bool) {
	if m != nil && m.Path != "" {
		return m.Path, false
	}
	if flag != "" {
		return flag, true
	}
	return "", false
}

// Dir returns the directory of package pkgPath relative to the root of
// module modPath ("" for the module's root package), and false when the
// package is not inside the module (or the module is unknown). For an
// external test package (xtest) the "_test" suffix is trimmed first.
func Dir(pkgPath, modPath string, xtest bool) (string, bool) {
	if modPath == "" {
		return "", false
	}
	if xtest {
		pkgPath = strings.TrimSuffix(pkgPath, "_test")
	}
	if pkgPath == modPath {
		return "", true
	}
	if rest, ok := strings.CutPrefix(pkgPath, modPath+"/"); ok && rest != "" {
		return rest, true
	}
	return "", false
}

// File returns the module-relative, slash-separated path of f ("DIR/FILE.go",
// or "FILE.go" in the module's root package), and false for a cgo-generated
// file or a package outside the module.
func File(fset *token.FileSet, f *ast.File, pkgPath, modPath string, xtest bool) (string, bool) {
	base, ok := Base(fset, f)
	if !ok {
		return "", false
	}
	dir, ok := Dir(pkgPath, modPath, xtest)
	if !ok {
		return "", false
	}
	if dir == "" {
		return base, true
	}
	return dir + "/" + base, true
}

// baseName is the last element of a file name, whichever separator the
// driver's file names use.
func baseName(name string) string {
	if i := strings.LastIndexAny(name, `/\`); i >= 0 {
		return name[i+1:]
	}
	return name
}
