package analyzers_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/sema-agent/clampvet/analyzers"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// class is a kind of syntax a finding may highlight.
type class struct {
	name string
	is   func(ast.Node) bool
}

var (
	ident     = class{"an identifier", func(n ast.Node) bool { _, ok := n.(*ast.Ident); return ok }}
	stringLit = class{"a string literal", isStringLit}
	composite = class{"a composite literal", func(n ast.Node) bool { _, ok := n.(*ast.CompositeLit); return ok }}
	call      = class{"a call", func(n ast.Node) bool { _, ok := n.(*ast.CallExpr); return ok }}
	fieldList = class{"a parameter list", func(n ast.Node) bool { _, ok := n.(*ast.FieldList); return ok }}
	expr      = class{"an expression", func(n ast.Node) bool { _, ok := n.(ast.Expr); return ok }}
	comment   = class{"a comment", func(n ast.Node) bool { _, ok := n.(*ast.Comment); return ok }}
	// flowNode is where a dataflow finding stands: the statement or call
	// at fault, or a function's name (a literal's signature) for the
	// implicit return at the end of its body.
	flowNode = class{"a statement, call or function name", func(n ast.Node) bool {
		switch n.(type) {
		case ast.Stmt, *ast.CallExpr, *ast.CompositeLit, *ast.Ident, *ast.FuncType:
			return true
		}
		return false
	}}
	// censusOrigin is the expression a census finding names: the origin
	// of the spec (a literal, a call, a read, a parameter) or, when that
	// is out of view, the call (or send) that hands the spec on.
	censusOrigin = class{"an expression at the spec's origin", func(n ast.Node) bool {
		switch n.(type) {
		case *ast.CompositeLit, *ast.CallExpr, *ast.SelectorExpr, *ast.IndexExpr, *ast.Ident,
			*ast.UnaryExpr, *ast.StarExpr, *ast.FuncLit, *ast.SendStmt:
			return true
		}
		return false
	}}
	// write is an assignment, or the address-of expression, that lets a
	// constructor var be replaced.
	write = class{"an assignment or an address", func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.AssignStmt, *ast.RangeStmt:
			return true
		case *ast.UnaryExpr:
			return n.Op == token.AND
		}
		return false
	}}
)

// isStringLit reports whether n is a string literal, possibly
// parenthesized (as a registry row may be written).
func isStringLit(n ast.Node) bool {
	if e, ok := n.(ast.Expr); ok {
		lit, ok := ast.Unparen(e).(*ast.BasicLit)
		return ok && lit.Kind == token.STRING
	}
	return false
}

// rangeRule says what the findings of one analyzer whose message matches
// msg must highlight. The first matching rule of the analyzer applies.
type rangeRule struct {
	analyzer string
	msg      *regexp.Regexp
	want     class
}

func rule(analyzer, msg string, want class) rangeRule {
	return rangeRule{analyzer, regexp.MustCompile(msg), want}
}

// rangeRules gives, for every kind of finding, the node at fault: the
// declaration's name for a finding about a declaration as a whole, the
// initializer for one about its shape, the element, row, key or reason
// for one about a part of a literal, the literal for a construction that
// omits seats (the whole literal, type through closing brace, where the
// suggested fix edits), the call for a call, the parameter list or type
// for a signature, and the whole directive comment for a directive.
var rangeRules = []rangeRule{
	rule("clampseats", `^seat list \S+ has no (carrier to compare with|initializer)`, ident),
	rule("clampseats", `^seat list \S+ is initialized by `, expr),
	rule("clampseats", `^seat list \S+ (has \d+ elements? but|is an? .* literal:|is missing seat)`, composite),
	rule("clampseats", `^seat list \S+ (names|lists) "`, stringLit),
	rule("clampseats", `^element \d+ of seat list `, expr),
	rule("clampseats", `^carrier \S+ (is generic|has \d+ parameters|has a variadic parameter)`, fieldList),
	rule("clampseats", `^carrier \S+ does not read seat `, ident),
	rule("clampseats", `^(carrier \S+ parameter |(exported )?source \S+ of carrier )`, expr),
	rule("clampseats", `^(empty |unkeyed )?\S+ literal( omits| gives|:)`, composite),
	rule("clampseats", `^(var|named result) \S+ `, ident),
	rule("clampseats", `^(new|make)\(|^conversion to `, call),
	rule("clampseats", `^result of carrier \S+ is discarded`, call),
	rule("clampseats", `^seat \S+ of the carrier source is `, expr),
	rule("clampseats", `^restricting values \S+ have no `, ident),
	rule("clampseats", `^restricting values \S+ are initialized with `, expr),
	rule("clampseats", `^restricting value of seat `, expr),
	rule("clampseats", `clampvet:`, comment),
	rule("clampseats", `^(carrier source|source passed to|seat \S+ cleared before) `, flowNode),
	rule("clampseats", ` used as a value: call it directly`, ident),
	rule("clampseats", `^exception |^findings of kind \S+ cannot be excepted`, comment),
	rule("constructors", `^exception for \S+ covers no finding`, comment),

	rule("constructors", `^registry \S+ has no initializer`, ident),
	rule("constructors", `^registry \S+: `, ident),
	rule("constructors", `^registry \S+ is initialized with `, expr),
	rule("constructors", `^registry \S+ (is an? .* literal|lists no constructor|has .* but its array length)`, composite),
	rule("constructors", `^registry element `, expr),
	rule("constructors", `^row "`, stringLit),
	rule("constructors", `^spec reaching `, censusOrigin),
	rule("constructors", `, a spawn path, used as a value: `, ident),
	rule("constructors", ` calls a carrier: add its row `, ident),
	rule("constructors", `^call through \S+ may start a child`, call),
	rule("constructors", `^(spawn sink|root) \S+ `, comment),
	rule("constructors", `clampvet:`, comment),
	rule("constructors", `^(\S+ written after the clamps|clamps (not applied|applied to a copy)|carrier result (never applied|lost in)|returns (a spec|clamps) |returns a struct whose spec |spec captured by a closure|spec passed to \S+ after the clamps|\S+ passed to .+ after the clamps: it may write its elements|spec passed to deferred \S+, run after the clamps|returns a pointer whose spec |returns specs whose elements |spec address stored in memory|clamps made in a deferred func literal)`, flowNode),
	rule("constructors", `^constructor var \S+ (is reassigned|has its address taken)`, write),
	rule("constructors", `^constructor table \S+ (is reassigned|has its address taken|has an entry assigned|has an entry's address taken)`, write),
	rule("constructors", `^constructor table \S+ is used as a value`, expr),
	rule("constructors", `^entry of constructor table \S+ calls no carrier`, expr),

	rule("notcarried", `^(carrier|not-carried table) \S+ is (out of sight of|in .* and sees no tighten function)`, ident),
	rule("notcarried", `^not-carried table \S+ has no initializer`, ident),
	rule("notcarried", `^not-carried table \S+ is initialized with `, expr),
	rule("notcarried", `^key ".*" of table [^ .]+\.[^ ]+ `, ident), // a table of another package (qualified): at the tighten function
	rule("notcarried", `^key .* of table \S+ is .*: write a string literal`, expr),
	rule("notcarried", `^key "`, stringLit),
	rule("notcarried", `^reason for seat .* in table [^ .]+\.[^ ]+ is `, ident), // a table of another package (qualified): at the tighten function
	rule("notcarried", `^reason for seat `, expr),
	rule("notcarried", `^not-carried table [^ .]+\.[^ ]+ gives seat `, ident), // a table of another package (qualified)
	rule("notcarried", `^not-carried table \S+ gives seat `, stringLit),
	rule("notcarried", `^not-carried table \S+ cannot be read`, ident),
	rule("notcarried", `^governed seat `, expr), // the field selected, the literal's key, or a positional element
	rule("notcarried", `^carried seat `, ident),
	rule("notcarried", `^carrier \S+ has no readable clamp source`, ident),
	rule("notcarried", `^tighten function \S+ has no parameter`, fieldList),
	rule("notcarried", `^tighten function \S+ takes `, expr),
	rule("notcarried", `^tighten function \S+ (has no|sees) `, ident),
	rule("notcarried", `clampvet:`, comment),
}

// TestRanges runs the whole suite on every scenario under testdata/src and
// checks that every finding highlights the node at fault: its End is after
// its Pos, in the same file, and [Pos, End) is exactly one syntax node or
// comment of the class rangeRules gives for its message. (analysistest's
// "// want" matches the start line only, and text output and the e2e test
// show only the start: without this test a finding could lose its range,
// or highlight the wrong node, unnoticed in SARIF and GitHub annotations.)
func TestRanges(t *testing.T) {
	var mu sync.Mutex
	used := make([]bool, len(rangeRules))
	perAnalyzer := make(map[string]int)
	check := func(t *testing.T, ds []diagnostic) {
		for _, d := range ds {
			i := checkRange(t, d)
			mu.Lock()
			perAnalyzer[d.analyzer]++
			if i >= 0 {
				used[i] = true
			}
			mu.Unlock()
		}
	}
	// A driver that reports no module (Bazel nogo): the registry's
	// findings about the module path.
	eachScenario(t, check, func(t *testing.T) {
		t.Run("no_module", func(t *testing.T) {
			t.Parallel()
			dir, err := filepath.Abs(filepath.Join("..", "testdata", "src", "constructors_cross_package"))
			if err != nil {
				t.Fatal(err)
			}
			check(t, suiteDiagnostics(t, dir, false))
		})
	})
	for _, a := range analyzers.Analyzers() {
		if perAnalyzer[a.Name] == 0 {
			t.Errorf("no finding of %s in the scenarios: its ranges are unchecked", a.Name)
		}
	}
	if !t.Failed() {
		for i, r := range rangeRules {
			if !used[i] {
				t.Errorf("rule %s %q matches no finding of the scenarios: remove it, or add a scenario", r.analyzer, r.msg)
			}
		}
	}
}

// diagnostic is a finding with the syntax of its package.
type diagnostic struct {
	analyzer string
	fset     *token.FileSet
	files    []*ast.File
	pos, end token.Pos
	message  string
	category string // the finding's kind
}

// suiteDiagnostics runs analyzers.All on the module in dir, as analysistest
// loads a module (GOPROXY=off, GOWORK=off, tests included), and returns the
// findings of its packages. Without withModule the passes have no module
// data, as under Bazel nogo.
func suiteDiagnostics(t *testing.T, dir string, withModule bool) []diagnostic {
	t.Helper()
	mode := packages.LoadAllSyntax
	if withModule {
		mode |= packages.NeedModule
	}
	cfg := &packages.Config{
		Mode:  mode,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GO111MODULE=on", "GOPROXY=off", "GOWORK=off"),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	g, err := checker.Analyze(analyzers.Analyzers(), pkgs, nil)
	if err != nil {
		t.Fatal(err)
	}
	var out []diagnostic
	for act := range g.All() {
		if !act.IsRoot {
			continue
		}
		for _, d := range act.Diagnostics {
			out = append(out, diagnostic{act.Analyzer.Name, act.Package.Fset, act.Package.Syntax, d.Pos, d.End, d.Message, d.Category})
		}
	}
	return out
}

// checkRange checks the range of d and returns the index of the rule that
// applies to it, or -1.
func checkRange(t *testing.T, d diagnostic) int {
	t.Helper()
	pos := d.fset.Position(d.pos)
	if !d.end.IsValid() || d.end <= d.pos {
		t.Errorf("%s: %s: End %d is not after Pos %d: %s", pos, d.analyzer, d.end, d.pos, d.message)
		return -1
	}
	var file *ast.File
	for _, f := range d.files {
		if f.FileStart <= d.pos && d.pos <= f.FileEnd {
			file = f
		}
	}
	start, stop := d.pos, d.end
	if file == nil {
		file, start, stop = excludedFile(t, d)
	}
	if file == nil || stop > file.FileEnd {
		t.Errorf("%s: %s: [Pos, End) is not within one file of the package: %s", pos, d.analyzer, d.message)
		return -1
	}
	// Every node and comment spanning exactly [Pos, End).
	var nodes []ast.Node
	ast.Inspect(file, func(n ast.Node) bool {
		if n == nil || n.End() < start || n.Pos() > stop {
			return false
		}
		if n.Pos() == start && n.End() == stop {
			nodes = append(nodes, n)
		}
		return true
	})
	for _, cg := range file.Comments {
		for _, c := range cg.List {
			if c.Pos() == start && c.End() == stop {
				nodes = append(nodes, c)
			}
		}
	}
	end := d.fset.Position(d.end)
	if len(nodes) == 0 {
		t.Errorf("%s: %s: [%d:%d, %d:%d) is not exactly one node or comment: %s", pos, d.analyzer, pos.Line, pos.Column, end.Line, end.Column, d.message)
		return -1
	}
	for i, r := range rangeRules {
		if r.analyzer != d.analyzer || !r.msg.MatchString(d.message) {
			continue
		}
		for _, n := range nodes {
			if r.want.is(n) {
				return i
			}
		}
		t.Errorf("%s: %s: [%d:%d, %d:%d) is a %T, want %s: %s", pos, d.analyzer, pos.Line, pos.Column, end.Line, end.Column, nodes[0], r.want.name, d.message)
		return i
	}
	t.Errorf("%s: %s: no rule of rangeRules says what this finding highlights; add one: %s", pos, d.analyzer, d.message)
	return -1
}

// excludedFile parses the file d lies in when it is none of the package's
// files: a Go file the build excludes, which the directive scan parsed into
// the pass's file set to report a role it hides. It returns the file and
// d's range in it, or nil when d is in no readable Go file.
func excludedFile(t *testing.T, d diagnostic) (*ast.File, token.Pos, token.Pos) {
	t.Helper()
	tf := d.fset.File(d.pos)
	if tf == nil || !strings.HasSuffix(tf.Name(), ".go") || d.end > token.Pos(tf.Base()+tf.Size()) {
		return nil, 0, 0
	}
	src, err := os.ReadFile(tf.Name())
	if err != nil {
		return nil, 0, 0
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, tf.Name(), src, parser.ParseComments)
	if err != nil {
		return nil, 0, 0
	}
	base := fset.File(f.FileStart)
	return f, base.Pos(tf.Offset(d.pos)), base.Pos(tf.Offset(d.end))
}
