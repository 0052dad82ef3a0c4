// Package drivertest provides two small analyzers for testing the clampvet
// drivers without depending on the real analyzers: Reach, whose findings
// exist only if package and object facts flow through packages that are
// not roots of the analysis, and Todo, which reports comments with a
// suggested fix. They are never part of the clampvet suite.
package drivertest

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"honnef.co/go/tools/analysis/lint"
)

// ReachesFact is the package fact of a package that declares a carrier
// (a func documented "//clampvet:carrier") or imports, directly, a package
// that has the fact. Path lists the packages from this one to the carrier's.
type ReachesFact struct{ Path []string }

// AFact marks ReachesFact as an analysis fact.
func (*ReachesFact) AFact() {}

func (f *ReachesFact) String() string { return "reaches " + strings.Join(f.Path, " -> ") }

// CallsFact is the object fact of a func that is a carrier (Via empty) or
// calls, directly, a func that has the fact.
type CallsFact struct{ Via string }

// AFact marks CallsFact as an analysis fact.
func (*CallsFact) AFact() {}

func (f *CallsFact) String() string {
	if f.Via == "" {
		return "carrier"
	}
	return "calls carrier via " + f.Via
}

// Reach reports, in every package that reaches a carrier only through its
// imports, the chain of packages that leads there (at the package clause
// of its first file), and every call of an imported func that reaches a
// carrier. It relies only on facts of direct imports, as go vet requires.
var Reach = &analysis.Analyzer{
	Name:      "reach",
	Doc:       "report packages and calls that reach a //clampvet:carrier func through other packages",
	URL:       "https://example.com/drivertest#reach",
	Run:       runReach,
	FactTypes: []analysis.Fact{new(ReachesFact), new(CallsFact)},
}

func runReach(pass *analysis.Pass) (any, error) {
	// Cheap early exit, as the real analyzers do: no directive and no
	// import with the fact.
	via := importedReach(pass)
	declares := exportCarriers(pass)
	if via == nil && !declares {
		return nil, nil
	}
	switch {
	case declares:
		pass.ExportPackageFact(&ReachesFact{Path: []string{pass.Pkg.Path()}})
	default:
		pass.ExportPackageFact(&ReachesFact{Path: append([]string{pass.Pkg.Path()}, via.Path...)})
		if len(pass.Files) > 0 {
			f := pass.Files[0]
			pass.Report(analysis.Diagnostic{
				Pos: f.Name.Pos(), End: f.Name.End(),
				Message: fmt.Sprintf("package %s reaches a carrier through %s", pass.Pkg.Name(), strings.Join(via.Path, " -> ")),
			})
		}
	}
	reportCalls(pass)
	return nil, nil
}

// importedReach is the ReachesFact of the first direct import, by path,
// that has one; nil when none has.
func importedReach(pass *analysis.Pass) *ReachesFact {
	imports := pass.Pkg.Imports()
	sort.Slice(imports, func(i, j int) bool { return imports[i].Path() < imports[j].Path() })
	for _, imp := range imports {
		var f ReachesFact
		if pass.ImportPackageFact(imp, &f) {
			return &f
		}
	}
	return nil
}

// exportCarriers exports a CallsFact on every func the package declares a
// carrier, and reports whether there is one.
func exportCarriers(pass *analysis.Pass) bool {
	declares := false
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Doc == nil {
				continue
			}
			for _, c := range fd.Doc.List {
				if c.Text == "//clampvet:carrier" {
					declares = true
					if obj := pass.TypesInfo.Defs[fd.Name]; obj != nil {
						pass.ExportObjectFact(obj, &CallsFact{})
					}
				}
			}
		}
	}
	return declares
}

// reportCalls gives a func calling a func with CallsFact the fact, and
// reports each call of an imported func with the fact at the call.
func reportCalls(pass *analysis.Pass) {
	for _, file := range pass.Files {
		for _, decl := range file.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				if call, ok := n.(*ast.CallExpr); ok {
					reportCall(pass, fd, call)
				}
				return true
			})
		}
	}
}

// reportCall is reportCalls for one call in fd.
func reportCall(pass *analysis.Pass, fd *ast.FuncDecl, call *ast.CallExpr) {
	callee := calleeFunc(pass.TypesInfo, call)
	if callee == nil {
		return
	}
	var cf CallsFact
	if !pass.ImportObjectFact(callee, &cf) {
		return
	}
	if obj := pass.TypesInfo.Defs[fd.Name]; obj != nil && obj.Pkg() == pass.Pkg {
		pass.ExportObjectFact(obj, &CallsFact{Via: callee.Pkg().Name() + "." + callee.Name()})
	}
	if callee.Pkg() != pass.Pkg {
		pass.Report(analysis.Diagnostic{
			Pos: call.Pos(), End: call.End(),
			Message: fmt.Sprintf("call of %s.%s reaches a carrier (%s)", callee.Pkg().Name(), callee.Name(), &cf),
		})
	}
}

func calleeFunc(info *types.Info, call *ast.CallExpr) *types.Func {
	var id *ast.Ident
	switch fun := ast.Unparen(call.Fun).(type) {
	case *ast.Ident:
		id = fun
	case *ast.SelectorExpr:
		id = fun.Sel
	default:
		return nil
	}
	fn, _ := info.Uses[id].(*types.Func)
	return fn
}

// Todo reports every "TODO(fix)" in a comment, with a suggested fix that
// replaces it by "DONE", and a related location at the start of the file's
// package clause. Its findings land on lines with non-ASCII text in the
// tests, which checks UTF-16 columns.
// Its flag -word (default "TODO(fix)") sets the word reported.
var Todo = &analysis.Analyzer{
	Name: "todo",
	Doc:  "report TODO(fix) comments",
	URL:  "https://example.com/drivertest#todo",
	Run:  runTodo,
}

// TodoWord is the value of Todo's -word flag.
var TodoWord = "TODO(fix)"

func init() {
	Todo.Flags.StringVar(&TodoWord, "word", TodoWord, "the `word` to report in comments")
}

func runTodo(pass *analysis.Pass) (any, error) {
	word := TodoWord
	for _, f := range pass.Files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				i := strings.Index(c.Text, word)
				if i < 0 {
					continue
				}
				pos := c.Pos() + token.Pos(i)
				end := pos + token.Pos(len(word))
				pass.Report(analysis.Diagnostic{
					Pos: pos, End: end,
					Category: "todo",
					Message:  "todo left in comment, want it done",
					SuggestedFixes: []analysis.SuggestedFix{{
						Message:   "mark it done",
						TextEdits: []analysis.TextEdit{{Pos: pos, End: end, NewText: []byte("DONE")}},
					}},
					Related: []analysis.RelatedInformation{{
						Pos: f.Name.Pos(), End: f.Name.End(), Message: "in this package",
					}},
				})
			}
		}
	}
	return nil, nil
}

// Suite returns Reach and Todo with lint documentation, as the drivers
// take the real suite.
func Suite() []*lint.Analyzer {
	return []*lint.Analyzer{
		{Analyzer: Reach, Doc: &lint.RawDocumentation{
			Title:    "Packages that reach a carrier",
			Text:     "A package that imports a package declaring a \\'//clampvet:carrier\\' func, directly or not, is reported.",
			Before:   "import \"middle\"",
			After:    "import \"fmt\"",
			Since:    "v0.0.1",
			Severity: lint.SeverityError,
		}},
		{Analyzer: Todo, Doc: &lint.RawDocumentation{
			Title:    "Comments that say TODO(fix)",
			Text:     "Every \\'TODO(fix)\\' is reported, with a fix that marks it done.",
			Since:    "v0.0.1",
			Severity: lint.SeverityWarning,
		}},
	}
}
