// Package catalogue is the catalogue of malformed inputs: one
// table that maps every malformed directive, registry, registry row, seat
// list, not-carried table, tighten function, carrier and source
// construction the analyzers' documentation names (and more found while writing
// it) to the exact findings it produces.
//
// Each entry is either a tiny module written inline (a package p that
// declares every role correctly plus the one malformed declaration, or a
// copy of the robustness engine with a malformed registry), or a
// reference to a line of an existing analysistest scenario under
// testdata/src (reused, not copied). Every entry is run through the real
// driver with the whole suite, as a user runs clampvet, and must produce
// exactly its findings — analyzer, whole message, line — with exit code 3,
// no error and no panic; an entry with no expected finding is rejected, so
// nothing in the catalogue can pass silently. TestCoverage checks that
// every shape of the list in required, every registry row rule of package
// registryrow and every placeholder word and work marker of the notcarried
// analyzer has an entry.
package catalogue

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode"
	"unicode/utf8"

	notcarriedpkg "github.com/sema-agent/clampvet/analyzers/notcarried"
	"github.com/sema-agent/clampvet/internal/directive"
	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/internal/registryrow"
	"github.com/sema-agent/clampvet/testkit/robust/harness"
)

// entry is one malformed input and the findings it produces.
type entry struct {
	// tag is the shape, one of required (or "row:RULE").
	tag string
	// name says what this case is, for test names and failures.
	name string

	// scenario names a module under testdata/src whose findings on the
	// lines of want are checked (other lines belong to other entries or
	// to passing cases).
	scenario string
	// files is an inline module (go.mod is added): every finding of the
	// module must be wanted.
	files map[string]string
	// engine writes files over a copy of testkit/robust/testdata/engine.
	engine bool

	want []want
}

// want is one expected finding: the analyzer, the one line of file that
// contains snippet, and a regular expression that must match the whole
// message.
type want struct {
	analyzer string
	file     string
	snippet  string
	msg      string
}

// w expects a finding whose message is exactly msg.
func w(analyzer, file, snippet, msg string) want {
	return want{analyzer, file, snippet, regexp.QuoteMeta(msg)}
}

const (
	clampseats   = "clampseats"
	constructors = "constructors"
	notcarried   = "notcarried"
)

// clean is a package that declares every role correctly and has no
// finding; inline directive cases append one declaration to it.
const clean = `// Package p declares every role correctly; a catalogue case adds one
// malformed declaration.
package p

// Source is the clamp source.
type Source struct {
	A bool
	B string
}

// Spec is the spec the tighten function merges.
type Spec struct {
	A bool
	B string
	C int
}

// Carry is the carrier.
//
//clampvet:carrier
func Carry(src Source) bool { return src.A && src.B != "" }

// Seats lists the seats.
//
//clampvet:seats
var Seats = []string{"A", "B"}

// Restricting states the seats' restricting values.
//
//clampvet:restricting
var Restricting = Source{A: true, B: "b"}

// NotCarried lists the governed seats the carrier does not carry.
//
//clampvet:notcarried
var NotCarried = map[string]string{"C": "a budget each lane sizes for itself"}

// Tighten merges t into spec.
//
//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.A = spec.A || t.A
	spec.B = t.B
	spec.C = min(spec.C, t.C)
	return spec
}

// Build is the one child-spec constructor.
func Build() bool { return Carry(Source{A: true, B: "b"}) }

// Registry lists the constructor.
//
//clampvet:registry
var Registry = []string{"p/p.go#Build"}
`

// p returns an inline module whose package p is clean plus extra.
func p(extra string) map[string]string {
	return map[string]string{"p/p.go": clean + extra}
}

// owner is the analyzer that reports a role's directive problems
// (docs/DESIGN.md, "Directives and roles").
func owner(r directive.Role) string {
	switch r {
	case directive.Carrier, directive.Seats, directive.Restricting:
		return clampseats
	case directive.Tighten, directive.NotCarried:
		return notcarried
	case directive.Registry, directive.Spawn, directive.Root:
		return constructors
	}
	panic("internal error: unknown role " + string(r))
}

// validDecl is a declaration of the shape role r requires, named X.
func validDecl(r directive.Role) string {
	switch r {
	case directive.Carrier:
		return "func X(src Source) bool { return src.A && src.B != \"\" }\n"
	case directive.Tighten:
		return "func X(spec, t Spec) Spec { return spec }\n"
	case directive.Seats:
		return "var X = []string{\"A\", \"B\"}\n"
	case directive.Restricting:
		return "var X = Source{A: true, B: \"b\"}\n"
	case directive.NotCarried:
		return "var X = map[string]string{}\n"
	case directive.Registry:
		return "var X = []string{}\n"
	case directive.Spawn:
		return "func X(spec Spec) {}\n"
	case directive.Root:
		return "func X() Spec { return Spec{C: 1} }\n"
	}
	panic("internal error: unknown role " + string(r))
}

// expected is what a directive of role r must document, as the findings
// say it.
func expected(r directive.Role) string {
	if r == directive.Spawn {
		return "func or method declaration, or an interface's method"
	}
	if r.Several() {
		return "func or method declaration"
	}
	if r.IsFunc() {
		return "func declaration"
	}
	return "var declaration with one name"
}

// directiveEntries is the matrix of directive problems: every problem for
// every role, each appended to the clean package.
func directiveEntries() []entry {
	var out []entry
	for _, r := range directive.Roles {
		role, a := string(r), owner(r)
		d := "//clampvet:" + role
		out = append(out,
			entry{tag: "directive:argument", name: role + " with an argument",
				files: p("\n" + d + " now\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", d+" now", `unexpected argument "now" to `+d+`: the directive takes no arguments`)}},
			entry{tag: "directive:argument", name: role + " with a quoted argument",
				files: p("\n" + d + ` "x y"` + "\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", d+` "x y"`, `unexpected argument "\"x y\"" to `+d+`: the directive takes no arguments`)}},
			entry{tag: "directive:space", name: role + " written with a space after the slashes",
				files: p("\n// clampvet:" + role + "\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", "// clampvet:"+role, `"// clampvet:`+role+`" is not a directive: write `+d+` with no space`)}},
			entry{tag: "directive:space", name: role + " written with a tab after the slashes",
				files: p("\n//\tclampvet:" + role + "\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", "//\tclampvet:"+role, `"//\tclampvet:`+role+`" is not a directive: write `+d+` with no space`)}},
			entry{tag: "directive:misplaced", name: role + " inside a func body",
				files: p("\nfunc body() {\n\t" + d + "\n\t_ = 0\n}\n"),
				want:  []want{w(a, "p/p.go", "\t"+d+"\n\t_ = 0", "misplaced "+d+": put it on a package-level "+expected(r))}},
			entry{tag: "directive:misplaced", name: role + " as a trailing comment",
				files: p("\nvar trailing = 0 " + d + "\n"),
				want:  []want{w(a, "p/p.go", "var trailing = 0 "+d, "misplaced "+d+": put it on a package-level "+expected(r))}},
			entry{tag: "directive:misplaced", name: role + " on a struct field",
				files: p("\ntype fielded struct {\n\t" + d + "\n\tF int\n}\n"),
				want:  []want{w(a, "p/p.go", "\t"+d+"\n\tF int", "misplaced "+d+": put it on a package-level "+expected(r))}},
			entry{tag: "directive:misplaced", name: role + " before the package clause",
				files: map[string]string{"p/p.go": clean, "p/q.go": d + "\npackage p\n"},
				want:  []want{w(a, "p/q.go", d, "misplaced "+d+": put it on a package-level "+expected(r))}},
			entry{tag: "directive:misplaced", name: role + " separated from its declaration by a blank line",
				files: p("\n" + d + "\n\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", d+"\n\n", "misplaced "+d+": put it on a package-level "+expected(r))}},
			entry{tag: "directive:wrong-decl", name: role + " on a type declaration",
				files: p("\n" + d + "\ntype X int\n"),
				want:  []want{w(a, "p/p.go", d+"\ntype X", d+" documents a type declaration: it must document a "+expected(r))}},
			entry{tag: "directive:wrong-decl", name: role + " on a const declaration",
				files: p("\n" + d + "\nconst X = 1\n"),
				want:  []want{w(a, "p/p.go", d+"\nconst X", d+" documents a const declaration: it must document a "+expected(r))}},
			entry{tag: "directive:wrong-decl", name: role + " on an import declaration",
				files: map[string]string{"p/p.go": strings.Replace(clean, "package p\n", "package p\n\n"+d+"\nimport _ \"fmt\"\n", 1)},
				want:  []want{w(a, "p/p.go", d+"\nimport", d+" documents an import declaration: it must document a "+expected(r))}},
		)

		// Block comments and test files: the go tool never reads the
		// first as a directive, and a role in the second would exist in
		// the test build only.
		out = append(out,
			entry{tag: "directive:block-comment", name: role + " in a block comment",
				files: p("\n/*clampvet:" + role + "*/\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", "/*clampvet:"+role+"*/", `"/*clampvet:`+role+`*/" is a block comment, not a directive: write `+d+` as a line comment`)}},
			entry{tag: "directive:block-comment", name: role + " in a block comment with spaces inside",
				files: p("\n/* clampvet:" + role + " */\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", "/* clampvet:"+role+" */", `"/* clampvet:`+role+` */" is a block comment, not a directive: write `+d+` as a line comment`)}},
			entry{tag: "directive:test-file", name: role + " in a test file",
				files: map[string]string{"p/p.go": clean, "p/p_test.go": "package p\n\n// X is declared in a test.\n//\n" + d + "\n" + validDecl(r)},
				want:  []want{w(a, "p/p_test.go", d, d+" in a test file: declare roles in non-test files")}},
		)

		first := "Carry"
		switch r {
		case directive.Seats:
			first = "Seats"
		case directive.Restricting:
			first = "Restricting"
		case directive.Tighten:
			first = "Tighten"
		case directive.NotCarried:
			first = "NotCarried"
		case directive.Registry:
			first = "Registry"
		}
		if r.Several() {
			// Several sinks and roots per package are allowed, and so are
			// methods; the rest of the func matrix holds.
			out = append(out,
				entry{tag: "directive:wrong-decl", name: role + " on a var",
					files: p("\n" + d + "\nvar X = 1\n"),
					want:  []want{w(a, "p/p.go", d+"\nvar X", d+" documents a var declaration: it must document a "+expected(r))}},
				entry{tag: "directive:no-body", name: role + " on a func without a body",
					files: map[string]string{"p/p.go": clean + "\n" + d + "\nfunc NoBody(spec Spec)\n", "p/p.s": "// NoBody is implemented here.\n"},
					want:  []want{w(a, "p/p.go", d+"\nfunc NoBody", d+" documents func NoBody, which has no Go body: it must document a func or method with one")}},
				entry{tag: "directive:repeated", name: role + " twice on one func",
					files: p("\n" + d + "\n" + d + "\n" + validDecl(r)),
					want:  []want{w(a, "p/p.go", d+"\nfunc X", d+" repeated on X: write it once")}},
			)
			continue
		}
		out = append(out, entry{tag: "directive:twice", name: "second " + role + " in a package",
			files: p("\n// X is a second declaration of the role.\n//\n" + d + "\n" + validDecl(r)),
			want: []want{w(a, "p/p.go", d+"\n"+validDecl(r)[:6],
				"second "+d+" on X (first on "+first+"): keep one per package")}})
		if r.IsFunc() {
			out = append(out,
				entry{tag: "directive:wrong-decl", name: role + " on a var",
					files: p("\n" + d + "\nvar X = 1\n"),
					want:  []want{w(a, "p/p.go", d+"\nvar X", d+" documents a var declaration: it must document a func declaration")}},
				entry{tag: "directive:method", name: role + " on a method",
					files: p("\ntype R struct{}\n\n" + d + "\nfunc (R) M(src Source) bool { return src.A }\n"),
					want:  []want{w(a, "p/p.go", d+"\nfunc (R)", d+" documents method M: it must document a plain func (no receiver)")}},
				entry{tag: "directive:no-body", name: role + " on a func without a body",
					// The assembly file lets the go command compile a
					// bodyless func; without it the package is a build
					// error (see the robustness tests).
					files: map[string]string{"p/p.go": clean + "\n" + d + "\nfunc NoBody(src Source) bool\n", "p/p.s": "// NoBody is implemented here.\n"},
					want:  []want{w(a, "p/p.go", d+"\nfunc NoBody", d+" documents func NoBody, which has no Go body: it must document a func with one")}},
			)
			continue
		}
		out = append(out,
			entry{tag: "directive:wrong-decl", name: role + " on a func",
				files: p("\n" + d + "\nfunc X() {}\n"),
				want:  []want{w(a, "p/p.go", d+"\nfunc X", d+" documents func X: it must document a package-level var declaration")}},
			entry{tag: "directive:var-group", name: role + " on a var group of two specs",
				files: p("\n" + d + "\nvar (\n\tX1 = 1\n\tX2 = 2\n)\n"),
				want:  []want{w(a, "p/p.go", d+"\nvar (", d+" documents a var group of 2 specs: move it to the one var it declares")}},
			entry{tag: "directive:multi-name", name: role + " on a var spec with two names",
				files: p("\n" + d + "\nvar X1, X2 = 1, 2\n"),
				want:  []want{w(a, "p/p.go", d+"\nvar X1, X2", d+" documents a var spec that declares 2 names: it must declare exactly one")}},
			entry{tag: "directive:multi-name", name: role + " on a spec with two names inside a var group",
				files: p("\nvar (\n\t" + d + "\n\tX1, X2 = 1, 2\n)\n"),
				want:  []want{w(a, "p/p.go", "\t"+d+"\n\tX1", d+" documents a var spec that declares 2 names: it must declare exactly one")}},
		)
	}
	// Problems no role owns are clampseats's.
	const q = "q/q.go"
	return append(out,
		entry{tag: "directive:unknown-name", name: "unknown name",
			files: p("\n//clampvet:carriers\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet:carriers", "unknown directive //clampvet:carriers: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root")}},
		entry{tag: "directive:unknown-name", name: "known name in upper case",
			files: p("\n//clampvet:Carrier\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet:Carrier", "unknown directive //clampvet:Carrier: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root")}},
		entry{tag: "directive:unknown-name", name: "unknown name inside a func body",
			files: p("\nfunc body() {\n\t//clampvet:nope\n}\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet:nope", "unknown directive //clampvet:nope: expected one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root")}},
		entry{tag: "directive:space", name: "unknown name with a space after the slashes",
			files: p("\n// clampvet:nope\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "// clampvet:nope", `"// clampvet:nope" is not a directive: write //clampvet:nope with no space`)}},
		entry{tag: "directive:no-name", name: "no name",
			files: p("\n//clampvet:\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet:\n", `"//clampvet:" names no role: write //clampvet:NAME, NAME one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`)}},
		entry{tag: "directive:no-name", name: "space after the colon",
			files: p("\n//clampvet: carrier\nfunc X(src Source) bool { return src.A }\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet: carrier", `"//clampvet: carrier" names no role: write //clampvet:NAME, NAME one of carrier, seats, restricting, tighten, notcarried, registry, spawn, root`)}},
		entry{tag: "directive:argument", name: "a second directive on the same line is an argument",
			files: p("\n//clampvet:seats //clampvet:registry\nvar X = []string{}\n"),
			want:  []want{w(clampseats, "p/p.go", "//clampvet:seats //clampvet:registry", `unexpected argument "//clampvet:registry" to //clampvet:seats: the directive takes no arguments`)}},
		entry{tag: "directive:two-roles", name: "carrier and tighten on one func",
			files: map[string]string{q: "package q\n\n// Source is a source.\ntype Source struct{ A bool }\n\n//clampvet:carrier\n//clampvet:tighten\nfunc Both(src Source) bool { return src.A }\n"},
			want:  []want{w(notcarried, q, "//clampvet:tighten", "Both already declares role //clampvet:carrier: a declaration takes one role")}},
		entry{tag: "directive:two-roles", name: "seats and registry on one var",
			files: map[string]string{q: "package q\n\n//clampvet:registry\n//clampvet:seats\nvar Both = []string{}\n"},
			want: []want{w(clampseats, q, "//clampvet:seats", "Both already declares role //clampvet:registry: a declaration takes one role"),
				// Both is a registry, and an empty one.
				w(constructors, q, "var Both", `registry Both lists no constructor: list each child-spec constructor, one row each`)}},
		entry{tag: "directive:block-comment", name: "unknown name in a block comment",
			files: p("\n/*clampvet:nope*/\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "/*clampvet:nope*/", `"/*clampvet:nope*/" is a block comment, not a directive: write //clampvet:nope as a line comment`)}},
		entry{tag: "directive:block-comment", name: "block comment inside a func body",
			files: p("\nfunc body() {\n\t/*clampvet:registry*/\n\t_ = 0\n}\n"),
			want:  []want{w(constructors, "p/p.go", "\t/*clampvet:registry*/", `"/*clampvet:registry*/" is a block comment, not a directive: write //clampvet:registry as a line comment`)}},
		entry{tag: "directive:block-comment", name: "block comment with no name",
			files: p("\n/*clampvet:*/\nfunc X() {}\n"),
			want:  []want{w(clampseats, "p/p.go", "/*clampvet:*/", `"/*clampvet:*/" is a block comment, not a directive: write //clampvet:NAME as a line comment`)}},
		entry{tag: "directive:test-file", name: "carrier in an external test package",
			files: map[string]string{"p/p.go": clean, "p/x_test.go": "package p_test\n\nimport \"example.com/c/p\"\n\n// X is declared in a test.\n//\n//clampvet:carrier\nfunc X(src p.Source) bool { return src.A && src.B != \"\" }\n"},
			want:  []want{w(clampseats, "p/x_test.go", "//clampvet:carrier", "//clampvet:carrier in a test file: declare roles in non-test files")}},
		entry{tag: "directive:test-file", name: "registry in a test file, next to the package's own",
			files: map[string]string{"p/p.go": clean, "p/p_test.go": "package p\n\n// TestRows is a registry of the test build.\n//\n//clampvet:registry\nvar TestRows = []string{\"p/p.go#Build\"}\n"},
			want:  []want{w(constructors, "p/p_test.go", "//clampvet:registry", "//clampvet:registry in a test file: declare roles in non-test files")}},
		entry{tag: "directive:repeated", name: "carrier twice on one func",
			files: map[string]string{q: "package q\n\n// Source is a source.\ntype Source struct{ A bool }\n\n//clampvet:carrier\n//clampvet:carrier\nfunc Carry(src Source) bool { return src.A }\n"},
			want:  []want{w(clampseats, q, "//clampvet:carrier\nfunc", "//clampvet:carrier repeated on Carry: write it once")}},
	)
}

// nearMissEntries are the comments a person reads as a directive but the
// go tool does not: each is a finding of its role's analyzer that shows the
// right spelling. The last is a package whose only mention is such a
// comment: the selective loader must still load and analyze it.
func nearMissEntries() []entry {
	var out []entry
	for _, r := range directive.Roles {
		role, a := string(r), owner(r)
		d := "//clampvet:" + role
		upper := strings.ToUpper(role)
		for _, c := range []struct{ name, comment, snippet, msg string }{
			{"three slashes", "///clampvet:" + role, "///clampvet:" + role, `"///clampvet:` + role + `" is not a directive: write ` + d + ` with two slashes`},
			{"upper case", "//CLAMPVET:" + upper, "//CLAMPVET:" + upper, `"//CLAMPVET:` + upper + `" is not a directive: write ` + d + ` in lower case`},
			{"mixed case", "//ClampVet:" + role, "//ClampVet:" + role, `"//ClampVet:` + role + `" is not a directive: write ` + d + ` in lower case`},
			{"space before the colon", "//clampvet :" + role, "//clampvet :" + role, `"//clampvet :` + role + `" is not a directive: write ` + d + ` with no space`},
			{"spaces around the colon", "// clampvet : " + role, "// clampvet : " + role, `"// clampvet : ` + role + `" is not a directive: write ` + d + ` with no space`},
			{"no colon", "//clampvet " + role, "//clampvet " + role + "\n", `"//clampvet ` + role + `" is not a directive: write ` + d + ` with a colon`},
			{"multi-line block comment", "/*\n * clampvet:" + role + "\n */", "/*\n * clampvet:" + role, `"clampvet:` + role + `" in a block comment is not a directive: write ` + d + ` as a line comment`},
		} {
			out = append(out, entry{tag: "directive:near-miss", name: role + " " + c.name,
				files: p("\n" + c.comment + "\n" + validDecl(r)),
				want:  []want{w(a, "p/p.go", c.snippet, c.msg)}})
		}
	}
	const q = "q/q.go"
	return append(out, entry{tag: "directive:near-miss", name: "a package whose only mention is an upper-case directive",
		files: map[string]string{"p/p.go": clean, q: "package q\n\n//CLAMPVET:registry\nvar R = []string{}\n"},
		want:  []want{w(constructors, q, "//CLAMPVET:registry", `"//CLAMPVET:registry" is not a directive: write //clampvet:registry in lower case`)}})
}

// buildConstrainedEntries are roles declared only in a file the build
// excludes: the role vanishes from the run, so its declaration is a
// finding that names the constraint hiding it.
func buildConstrainedEntries() []entry {
	return []entry{{tag: "directive:build-constrained", name: "registry only in a file behind a build tag",
		files: map[string]string{"p/p.go": clean, "q/q.go": "package q\n", "q/reg.go": "//go:build sometag\n\npackage q\n\n//clampvet:registry\nvar R = []string{}\n"},
		want:  []want{w(constructors, "q/reg.go", "//clampvet:registry", "//clampvet:registry in reg.go is hidden by //go:build sometag: move it to an unconstrained file")}},
		{tag: "directive:build-constrained", name: "spawn sink only in a file behind a build tag",
			files: map[string]string{"p/p.go": clean, "q/q.go": "package q\n", "q/sink.go": "//go:build sometag\n\npackage q\n\nimport \"example.com/c/p\"\n\n//clampvet:spawn\nfunc S(spec p.Spec) {}\n"},
			want:  []want{w(constructors, "q/sink.go", "//clampvet:spawn", "//clampvet:spawn in sink.go is hidden by //go:build sometag: move it to an unconstrained file")}},
		{tag: "directive:build-constrained", name: "root only in a file behind a build tag",
			files: map[string]string{"p/p.go": clean, "q/q.go": "package q\n", "q/root.go": "//go:build sometag\n\npackage q\n\nimport \"example.com/c/p\"\n\n//clampvet:root\nfunc R() p.Spec { return p.Spec{} }\n"},
			want:  []want{w(constructors, "q/root.go", "//clampvet:root", "//clampvet:root in root.go is hidden by //go:build sometag: move it to an unconstrained file")}},
	}
}

// registry returns a wiring package for the engine whose registry is
// declared by decl (a "var Constructors ..." declaration, with its
// helpers).
func registry(decl string) map[string]string {
	return map[string]string{"wiring/wiring.go": `// Package wiring registers the engine's constructors.
package wiring

import (
	"strings"

	_ "example.com/engine/agents"
	"example.com/engine/policy"
)

var (
	_ = strings.ToLower
	_ = policy.Seats
)

const rowConst = "agents/agents.go#Build"

var more = []string{"agents/agents.go#Build"}

func rows() []string { return more }

// Constructors is the registry.
//
//clampvet:registry
` + decl}
}

// rows returns a wiring package whose registry lists the given rows, one
// per line, after the engine's one constructor's row when no row names it
// exactly (so that registry completeness has nothing to add to the
// entry's own finding).
func rows(rs ...string) map[string]string {
	var b strings.Builder
	b.WriteString("var Constructors = []string{\n")
	if !slices.Contains(rs, buildRow) {
		b.WriteString("\t" + strconv.Quote(buildRow) + ", // the engine's constructor\n")
	}
	for _, r := range rs {
		b.WriteString("\t" + strconv.Quote(r) + ",\n")
	}
	b.WriteString("}\n")
	return registry(b.String())
}

const wiring = "wiring/wiring.go"

// buildRow is the row of the engine's one constructor.
const buildRow = "agents/agents.go#Build"

// registryEntries are the registry shapes, on the engine.
func registryEntries() []entry {
	closed := "expected a []string literal"
	element := "write the row as a string literal"
	empty := "registry Constructors lists no constructor: list each child-spec constructor, one row each"
	e := func(tag, name, decl, snippet, msg string) entry {
		return entry{tag: tag, name: name, engine: true, files: registry(decl), want: []want{w(constructors, wiring, snippet, msg)}}
	}
	// Two spellings of one row: the escape is unquoted before comparing.
	escaped := registry("var Constructors = []string{\n\t\"agents/agents.go#Build\",\n\t\"agents/agents.go#Bu\\u0069ld\",\n}\n")
	return []entry{
		e("registry:spread", "append of a slice with a spread", "var Constructors = append([]string{\"agents/agents.go#Build\"}, more...)\n",
			"Constructors = append", "registry Constructors is initialized with a call of append with a spread (append([]string{…}, more...)): "+closed),
		e("registry:identifier", "a var of the package", "var Constructors = more\n",
			"Constructors = more", "registry Constructors is initialized with an identifier (more): "+closed),
		e("registry:identifier", "nil", "var Constructors []string = nil\n",
			"Constructors []string = nil", "registry Constructors is initialized with nil: "+closed),
		e("registry:call", "a call", "var Constructors = rows()\n",
			"Constructors = rows()", "registry Constructors is initialized with a call of rows (rows()): "+closed),
		e("registry:non-literal-initializer", "the address of a literal", "var Constructors = &[]string{\"agents/agents.go#Build\"}\n",
			"Constructors = &", "registry Constructors is initialized with a pointer to a composite literal (&[]string{…}): "+closed),
		e("registry:non-literal-initializer", "a string", "var Constructors = \"agents/agents.go#Build\"\n",
			"Constructors = \"", "registry Constructors is initialized with a string literal (\"agents/agents.go#Build\"): "+closed),
		e("registry:no-initializer", "a []string var with no initializer", "var Constructors []string\n",
			"Constructors []string", "registry Constructors has no initializer: expected a []string literal"),
		e("registry:wrong-type", "a map[string]bool literal", "var Constructors = map[string]bool{\"agents/agents.go#Build\": true}\n",
			"Constructors = map", "registry Constructors is a map[string]bool literal: expected a []string literal"),
		e("registry:wrong-type", "a []any literal of rows", "var Constructors = []any{\"agents/agents.go#Build\"}\n",
			"Constructors = []any", "registry Constructors is a []any literal: expected a []string literal"),
		e("registry:wrong-type", "a [][]string literal", "var Constructors = [][]string{{\"agents/agents.go#Build\"}}\n",
			"Constructors = [][]string", "registry Constructors is a [][]string literal: expected a []string literal"),
		e("registry:concatenation", "an element that is a concatenation", "var Constructors = []string{\n\t\"agents/\" + \"agents.go#Build\",\n}\n",
			"\"agents/\" +", "registry element \"agents/\" + \"agents.go#Build\" is a concatenation: "+element),
		e("registry:element-identifier", "an element that is a named constant", "var Constructors = []string{\n\trowConst,\n}\n",
			"\trowConst,", "registry element rowConst is a named constant: "+element),
		e("registry:element-identifier", "an element that is a var of another package", "var Constructors = []string{\n\tpolicy.Seats[0],\n}\n",
			"\tpolicy.Seats[0],", "registry element policy.Seats[0] is an index expression: "+element),
		e("registry:element-call", "an element that is a call", "var Constructors = []string{\n\tstrings.ToLower(\"AGENTS/agents.go#Build\"),\n}\n",
			"\tstrings.ToLower", "registry element strings.ToLower(\"AGENTS/agents.go#Build\") is a call of strings.ToLower: "+element),
		e("registry:element-call", "an element that is a conversion", "var Constructors = []string{\n\tstring(\"agents/agents.go#Build\"),\n}\n",
			"\tstring(", "registry element string(\"agents/agents.go#Build\") is a conversion: "+element),
		e("registry:element-call", "an element that indexes a call", "var Constructors = []string{\n\trows()[0],\n}\n",
			"\trows()[0],", "registry element rows()[0] is an index expression: "+element),
		e("registry:element-call", "an element that slices a string", "var Constructors = []string{\n\t\"agents/agents.go#Build\"[:],\n}\n",
			"[:],", "registry element \"agents/agents.go#Build\"[:] is a slice expression: "+element),
		e("registry:empty", "an empty slice literal", "var Constructors = []string{}\n",
			"Constructors = []string{}", empty),
		e("registry:empty", "an empty array literal of inferred length", "var Constructors = [...]string{}\n",
			"Constructors = [...]string{}", empty),
		e("registry:empty", "an empty array literal of fixed length", "var Constructors = [2]string{}\n",
			"Constructors = [2]string{}", empty),
		e("registry:empty", "a literal whose only row is commented out", "var Constructors = []string{\n\t// \"agents/agents.go#Build\",\n}\n",
			"Constructors = []string{\n\t//", empty),
		e("registry:array-length", "an array literal shorter than its length", "var Constructors = [3]string{\"agents/agents.go#Build\"}\n",
			"Constructors = [3]string", "registry Constructors has 1 element but its array length is 3: use [...]string or []string"),
		{tag: "registry:array-length", name: "an array literal with one keyed element past the start", engine: true,
			files: registry("var Constructors = [3]string{\n\t2: \"agents/agents.go#Build\",\n}\n"),
			want: []want{
				w(constructors, wiring, "Constructors = [3]string", "registry Constructors has 1 element but its array length is 3: use [...]string or []string"),
				w(constructors, wiring, "\t2: ", "registry element 2: \"agents/agents.go#Build\" is keyed: list the rows as plain string literals"),
			}},
		e("registry:keyed-element", "an index key", "var Constructors = []string{\n\t3: \"agents/agents.go#Build\",\n}\n",
			"\t3: ", "registry element 3: \"agents/agents.go#Build\" is keyed: list the rows as plain string literals"),
		{tag: "row:duplicate", name: "a row spelt twice, once with an escape", engine: true,
			files: escaped,
			want:  []want{w(constructors, wiring, "#Bu\\u0069ld", "row \"agents/agents.go#Build\" is listed twice: list it once")}},
		{tag: "row:valid-name", name: "a method row with a pointer receiver", engine: true,
			files: rows("agents/agents.go#(*T).Build"),
			want:  []want{w(constructors, wiring, `"agents/agents.go#(*T).Build"`, `row "agents/agents.go#(*T).Build": name "(*T).Build" is not an identifier: expected Name or Type.Method`)}},
		{tag: "row:valid-name", name: "a generic method row", engine: true,
			files: rows("agents/agents.go#T[K].Build"),
			want:  []want{w(constructors, wiring, `"agents/agents.go#T[K].Build"`, `row "agents/agents.go#T[K].Build": name "T[K].Build" is not an identifier: expected Name or Type.Method`)}},
		{tag: "row:no-space", name: "a row with a trailing newline", engine: true,
			files: rows("agents/agents.go#Build\n"),
			want:  []want{w(constructors, wiring, `"agents/agents.go#Build\n"`, `row "agents/agents.go#Build\n": white space or a control character at byte 22: remove it`)}},
		{tag: "resolve:not-declared", name: "a row naming a type's field", engine: true,
			files: rows("policy/policy.go#Spec.A"),
			want: []want{w(constructors, wiring, `"policy/policy.go#Spec.A"`,
				`row "policy/policy.go#Spec.A": type Spec has no method A in example.com/engine/policy`)}},
		{tag: "resolve:no-carrier-call", name: "the carrier itself", engine: true,
			files: rows("policy/policy.go#Carry"),
			want: []want{w(constructors, wiring, `"policy/policy.go#Carry"`,
				`row "policy/policy.go#Carry": Carry does not call a carrier: call one in its body`)}},
		{tag: "resolve:unreadable-shape", name: "a row naming the registry itself", engine: true,
			files: rows("wiring/wiring.go#Constructors"),
			want: []want{w(constructors, wiring, `"wiring/wiring.go#Constructors"`,
				`row "wiring/wiring.go#Constructors": Constructors is a var not bound to a func literal: make it a Go func`)}},
		{tag: "resolve:unreadable-shape", name: "a row naming a constant", engine: true,
			files: rows("wiring/wiring.go#rowConst"),
			want: []want{w(constructors, wiring, `"wiring/wiring.go#rowConst"`,
				`row "wiring/wiring.go#rowConst": rowConst is a constant: make it a Go func`)}},
		{tag: "resolve:not-imported", name: "a row naming a standard library file", engine: true,
			files: rows("fmt/print.go#Println"),
			want: []want{w(constructors, wiring, `"fmt/print.go#Println"`,
				`row "fmt/print.go#Println": its package is not imported by the registry: import it there`)}},
	}
}

// sourceEntries are source constructions and carrier calls not already
// in a scenario, on a package that declares the carrier.
func sourceEntries() []entry {
	files := func(body string) map[string]string {
		return map[string]string{"p/p.go": clean + "\nfunc use() {\n" + body + "}\n\n// H embeds a source.\ntype H struct{ Source }\n"}
	}
	e := func(tag, name, body, snippet, msg string) entry {
		return entry{tag: tag, name: name, files: files(body), want: []want{w(clampseats, "p/p.go", snippet, msg)}}
	}
	return []entry{
		e("source:elided", "an elided literal in a map value", "\t_ = map[string]Source{\"x\": {}}\n",
			"{}}", "empty Source literal: name every seat (A, B), zero values included"),
		e("source:omits-seat", "the address of a literal", "\t_ = &Source{A: true}\n",
			"Source{A: true}", "Source literal omits seat B: name every seat, zero values included"),
		e("source:holder-omits-field", "a struct embedding the source", "\t_ = H{}\n",
			"H{}", "H literal omits field Source, leaving a zero Source: set Source to a keyed literal"),
		e("source:new", "dereferenced new", "\t_ = *new(Source)\n",
			"new(Source)", "new(Source) makes a zero Source, naming no seat: use &Source{...} naming every seat"),
		e("source:empty", "a source stored in an interface", "\tvar x any = Source{}\n\t_ = x\n",
			"Source{}", "empty Source literal: name every seat (A, B), zero values included"),
		e("source:conversion", "a conversion from an unnamed struct", "\t_ = Source(struct {\n\t\tA bool\n\t\tB string\n\t}{})\n",
			"Source(struct", "conversion to Source from struct{A bool; B string} names no seat: write a keyed Source literal"),
		e("source:array-short", "an array literal with an index key", "\t_ = [...]Source{1: {A: true, B: \"b\"}}\n",
			"[...]Source", "[2]Source literal gives 1 of 2 elements, leaving zero Source values: write every element"),
		func() entry { // use calls the carrier too, so registry completeness asks for its row
			en := e("carrier:result-discarded", "a carrier call in a func literal's expression statement", "\tgo func() { Carry(Source{B: \"b\", A: true}) }()\n",
				"Carry(Source{B: \"b\", A: true}) }", "result of carrier Carry is discarded (its value is unused): use it, or its seats are lost")
			en.want = append(en.want, w(constructors, "p/p.go", "var Registry = ",
				`use calls a carrier: add its row "p/p.go#use" to Registry`))
			return en
		}(),
	}
}

// notCarriedEntries are table and tighten shapes not already in a
// scenario. Each replaces the clean package's table or tighten function.
func notCarriedEntries() []entry {
	table := func(tag, name, tbl, snippet, msg string) entry {
		src := strings.Replace(clean, `var NotCarried = map[string]string{"C": "a budget each lane sizes for itself"}`, "var NotCarried = "+tbl, 1)
		return entry{tag: tag, name: name, files: map[string]string{"p/p.go": src}, want: []want{w(notcarried, "p/p.go", snippet, msg)}}
	}
	// placeholder and marker give seat C the reason reason, which is the
	// placeholder word word (or starts with the work marker word).
	placeholderOf := func(prefix, word, reason string) entry {
		q := strconv.Quote(reason)
		return table(prefix+word, q, `map[string]string{"C": `+q+`}`, q,
			`not-carried table NotCarried gives seat C a placeholder reason `+q+`: say why`)
	}
	placeholder := func(word, reason string) entry { return placeholderOf("placeholder:", word, reason) }
	marker := func(word, reason string) entry { return placeholderOf("marker:", word, reason) }
	return []entry{
		table("table:reason-non-string-literal", "an int reason", `map[string]int{"C": 1}`,
			`"C": 1`, "reason for seat C in table NotCarried is an integer literal (1): write a string literal"),
		table("table:key-non-string-literal", "an int key", `map[any]string{"C": "a budget", 1: "x"}`,
			`1: "x"`, "key 1 of table NotCarried is an integer literal: write a string literal"),
		table("table:not-map-literal", "a conversion of nil", `map[string]string(nil)`,
			`NotCarried = map[string]string(nil)`, "not-carried table NotCarried is initialized with a conversion (map[string]string(nil)): expected a map literal"),
		table("table:not-map-literal", "the address of a map literal", `&map[string]string{"C": "a budget"}`,
			`NotCarried = &`, "not-carried table NotCarried is initialized with a pointer to a composite literal (&map[string]string{…}): expected a map literal"),
		table("table:placeholder-reason", "an ellipsis", `map[string]string{"C": "…"}`,
			`"…"`, `not-carried table NotCarried gives seat C a placeholder reason "…": say why`),
		table("table:placeholder-reason", "lower-case todo", `map[string]string{"C": "todo"}`,
			`"todo"`, `not-carried table NotCarried gives seat C a placeholder reason "todo": say why`),
		table("table:placeholder-reason", "TODO and words", `map[string]string{"C": "TODO later"}`,
			`"TODO later"`, `not-carried table NotCarried gives seat C a placeholder reason "TODO later": say why`),
		table("table:placeholder-reason", "a question mark", `map[string]string{"C": "?"}`,
			`"?"`, `not-carried table NotCarried gives seat C a placeholder reason "?": say why`),
		// One entry per placeholder word and work marker of the rule
		// (TestCoverage requires them all), each in a spelling of its own.
		placeholder("todo", "Todo"),
		placeholder("tbd", "TBD."),
		placeholder("fixme", "fixme"),
		placeholder("xxx", "XXX"),
		placeholder("xxx", "xxx!"),
		placeholder("tba", "TBA"),
		placeholder("wip", "wip"),
		placeholder("wip", "(WIP)"),
		placeholder("n/a", "N/A"),
		placeholder("n.a", "N.A."),
		placeholder("n.a", "n.a."),
		placeholder("na", "na"),
		placeholder("na", "NA"),
		placeholder("none", "None"),
		placeholder("none", "none."),
		placeholder("placeholder", "<placeholder>"),
		placeholder("reason", "Reason."),
		placeholder("reason", "REASON"),
		marker("TODO", "TODO: decide"),
		marker("TBD", "TBD by the owner"),
		marker("FIXME", "FIXME(ann) later"),
		marker("XXX", "XXX: explain"),
		marker("TBA", "TBA - ask the owner"),
		marker("WIP", "WIP (see the issue)"),
		table("table:empty-reason", "only spaces", `map[string]string{"C": "   "}`,
			`"   "`, `not-carried table NotCarried gives seat C an empty reason: say why`),
		{tag: "table:stale-key", name: "a key in another letter case",
			files: map[string]string{"p/p.go": strings.Replace(clean, `{"C": "a budget each lane sizes for itself"}`, `{"C": "a budget", "c": "the same seat?"}`, 1)},
			want: []want{w(notcarried, "p/p.go", `"c": "the same seat?"`,
				`key "c" of table NotCarried names no field of Spec: remove the row`)}},
		{tag: "notcarried:governed-unlisted", name: "an empty table",
			files: map[string]string{"p/p.go": strings.Replace(clean, `{"C": "a budget each lane sizes for itself"}`, `{}`, 1)},
			want: []want{w(notcarried, "p/p.go", "spec.C = min",
				`governed seat C is neither carried nor listed: add it to Source or to NotCarried`)}},
		{tag: "notcarried:tighten-shape", name: "a pointer to a pointer to the spec",
			files: map[string]string{"p/p.go": strings.Replace(clean, "func Tighten(spec, t Spec) Spec {\n\tspec.A = spec.A || t.A\n\tspec.B = t.B\n\tspec.C = min(spec.C, t.C)\n\treturn spec\n}",
				"func Tighten(spec **Spec, t Spec) {\n\t(*spec).A = t.A\n\t(*spec).B = t.B\n\t(*spec).C = t.C\n}", 1)},
			want: []want{w(notcarried, "p/p.go", "func Tighten", "tighten function Tighten takes **Spec first: expected the spec, a named struct type")}},
	}
}

// scenarioEntries reference lines of the analysistest scenarios under
// testdata/src. Snippets are taken from the code before each line's
// "// want" comment.
func scenarioEntries() []entry {
	s := func(tag, scenario, name string, ws ...want) entry {
		return entry{tag: tag, scenario: scenario, name: name, want: ws}
	}
	const (
		badShape    = "clampseats_carrier_bad_shape"
		discarded   = "clampseats_carrier_result_discarded"
		unnamed     = "clampseats_carrier_unnamed_param"
		unread      = "clampseats_carrier_unread_seat"
		alias       = "clampseats_cross_package_alias"
		mismatch    = "clampseats_seatlist_mismatch"
		notLiteral  = "clampseats_seatlist_not_literal"
		noCarrier   = "clampseats_seatlist_without_carrier"
		omits       = "clampseats_source_literal_omits_seat"
		unkeyed     = "clampseats_source_literal_unkeyed"
		zero        = "clampseats_source_zero_value"
		regShape    = "constructors_registry_shape"
		regDir      = "constructors_registry_directive"
		malformed   = "constructors_row_malformed"
		duplicate   = "constructors_row_duplicate"
		notInPkg    = "constructors_row_file_not_in_package"
		otherFile   = "constructors_row_in_other_file"
		notDeclared = "constructors_row_not_declared"
		broken      = "constructors_cross_package_broken"
		transitive  = "constructors_transitive_package"
		ownPackage  = "constructors_own_package"
		boundCall   = "constructors_var_bound_to_call"
		methodValue = "constructors_var_bound_to_method_value"
		funcLit     = "constructors_func_literal_var"
		namesake    = "constructors_namesake_carrier"
		invalidDir  = "constructors_invalid_carrier_directive"
		ptrRecv     = "constructors_method_pointer_receiver"
		tableShape  = "notcarried_table_shape"
		placeholder = "notcarried_placeholder_reason"
		stale       = "notcarried_stale_key"
		contra      = "notcarried_key_names_carried_seat"
		unlisted    = "notcarried_governed_seat_unlisted"
		fieldSpec   = "notcarried_source_field_not_in_spec"
		noCarrierV  = "notcarried_no_carrier_visible"
		noTableV    = "notcarried_no_table_visible"
		ambiguous   = "notcarried_ambiguous_candidates"
		downstream  = "notcarried_downstream_of_tighten"
		unimport    = "notcarried_table_in_unimportable_package"
		tightShape  = "notcarried_tighten_shape"
		unreadable  = "notcarried_unreadable_roles"
		remote      = "notcarried_remote_table_findings"
		ncDir       = "notcarried_directive_problems"
	)
	const wg = "wiring/wiring.go"
	rowRule := func(rule, row, msg string) entry {
		return s("row:"+rule, malformed, "row "+strconv.Quote(row), w(constructors, wg, strconv.Quote(row)+",", "row "+strconv.Quote(row)+": "+msg))
	}
	const nameWant = "expected Name or Type.Method"
	return []entry{
		// Directives. Those of clampseats_directive_hygiene are inline:
		// its misplaced.go declares a func without a body and does not
		// compile, so the driver reports a build error there (see
		// TestBodylessFunc in testkit/robust).
		s("directive:twice", ncDir, "second not-carried table",
			w(notcarried, "clamp/clamp.go", "//clampvet:notcarried\nvar Again", "second //clampvet:notcarried on Again (first on NotCarried): keep one per package")),
		s("directive:twice", ncDir, "second tighten function",
			w(notcarried, "clamp/clamp.go", "//clampvet:tighten\nfunc TightenAgain", "second //clampvet:tighten on TightenAgain (first on Tighten): keep one per package")),
		s("directive:wrong-decl", ncDir, "seats on a func, next to tighten problems",
			w(clampseats, "clamp/clamp.go", "//clampvet:seats\nfunc NotSeats", "//clampvet:seats documents func NotSeats: it must document a package-level var declaration")),
		s("directive:twice", regDir, "second registry",
			w(constructors, wg, "//clampvet:registry\nvar Second", "second //clampvet:registry on Second (first on Constructors): keep one per package")),
		s("directive:misplaced", regDir, "registry on a local var",
			w(constructors, wg, "\t//clampvet:registry\n\tvar local", "misplaced //clampvet:registry: put it on a package-level var declaration with one name")),
		s("seats:non-string-literal", regDir, "a seat list initialized with an int, next to registry problems",
			w(clampseats, wg, "var Seats = 3", "seat list Seats is initialized by an integer literal (3): expected a []string literal")),

		// The registry.
		s("registry:wrong-type", regShape, "a []any literal",
			w(constructors, "anylist/anylist.go", "var Constructors", `registry Constructors is a []any literal: expected a []string literal`)),
		s("registry:spread", regShape, "append with a spread",
			w(constructors, "appendcall/appendcall.go", "var Constructors", `registry Constructors is initialized with a call of append with a spread (append([]string{…}, more...)): expected a []string literal`)),
		s("registry:element-identifier", regShape, "an element that is a var",
			w(constructors, "elements/elements.go", "\trowVar,", `registry element rowVar is an identifier: write the row as a string literal`)),
		s("registry:element-identifier", regShape, "an element that is a parenthesized var",
			w(constructors, "elements/elements.go", "\t(rowVar),", `registry element (rowVar) is an identifier: write the row as a string literal`)),
		s("registry:element-identifier", regShape, "an element that is a constant of another package",
			w(constructors, "elements/elements.go", "\tnamed.Row,", `registry element named.Row is a named constant: write the row as a string literal`)),
		s("registry:identifier", regShape, "another var",
			w(constructors, "ident/ident.go", "var Constructors = rows", `registry Constructors is initialized with an identifier (rows): expected a []string literal`)),
		s("registry:wrong-type", regShape, "a map literal",
			w(constructors, "maplit/maplit.go", "var Constructors", `registry Constructors is a map[string]string literal: expected a []string literal`)),
		s("registry:empty", regShape, "an empty literal holding a comment",
			w(constructors, "empty/empty.go", "var Constructors", `registry Constructors lists no constructor: list each child-spec constructor, one row each`)),
		s("registry:empty", regShape, "an empty array literal",
			w(constructors, "emptyarray/emptyarray.go", "var Constructors", `registry Constructors lists no constructor: list each child-spec constructor, one row each`)),
		s("registry:array-length", regShape, "an array shorter than its length",
			w(constructors, "arraylen/arraylen.go", "var Constructors", `registry Constructors has 1 element but its array length is 3: use [...]string or []string`)),
		s("registry:empty", regDir, "the first registry of a package, empty",
			w(constructors, wg, "var Constructors = []string{}", `registry Constructors lists no constructor: list each child-spec constructor, one row each`)),
		s("registry:no-initializer", regShape, "no initializer",
			w(constructors, "noinit/noinit.go", "var Constructors", `registry Constructors has no initializer: expected a []string literal`)),

		// Row well-formedness: one entry per rule, from the scenario.
		rowRule("one-hash", "", `the row is empty: expected "DIR/FILE.go#Name"`),
		rowRule("one-hash", "wiring/wiring.go", `no '#' between the file and the name: expected "DIR/FILE.go#Name"`),
		rowRule("one-hash", "wiring/wiring.go#Build#Too", `2 '#' characters: expected one, as in "DIR/FILE.go#Name"`),
		rowRule("no-space", "wiring/wiring.go# Build", `white space or a control character at byte 17: remove it`),
		rowRule("has-path", "#Build", `no file before '#': expected "DIR/FILE.go#Name"`),
		rowRule("relative", "/wiring/wiring.go#Build", `the path starts with '/': make it relative to the module root`),
		s("row:no-backslash", malformed, `row with a backslash`,
			w(constructors, wg, "`wiring\\wiring.go#Build`", `row "wiring\\wiring.go#Build": the path contains a backslash: separate directories with '/'`)),
		rowRule("no-empty-segment", "wiring//wiring.go#Build", `the path has an empty segment ("//"): remove it`),
		rowRule("no-empty-segment", "wiring/#Build", `the path ends in '/': add the file name before '#'`),
		rowRule("no-dotdot", "../wiring/wiring.go#Build", `the path has a ".." segment: expected a path inside the module`),
		rowRule("no-dot", "./wiring/wiring.go#Build", `the path has a "." segment: remove it`),
		rowRule("go-file", "wiring/wiring.ts#Build", `file "wiring.ts" does not end in ".go": name the constructor's Go file`),
		rowRule("not-test-file", "wiring/wiring_test.go#Build", `file "wiring_test.go" is a test file: name a non-test file`),
		rowRule("not-ignored-file", "wiring/_wiring.go#Build", `file "_wiring.go" is ignored by the go tool (leading "_"): rename it`),
		rowRule("valid-name", "wiring/wiring.go#", `no name after '#': `+nameWant),
		rowRule("valid-name", "wiring/wiring.go#*T.Build", `name "*T.Build" is not an identifier: `+nameWant),
		rowRule("valid-name", "wiring/wiring.go#a.b.c", `name "a.b.c" has 2 dots: `+nameWant),
		rowRule("valid-name", "wiring/wiring.go#_", `name "_" is the blank identifier: `+nameWant),
		s("row:several-rules", malformed, "a row breaking four rules at once",
			w(constructors, wg, `"/a/../b.ts#1x",`, `row "/a/../b.ts#1x": the path starts with '/': make it relative to the module root`),
			w(constructors, wg, `"/a/../b.ts#1x",`, `row "/a/../b.ts#1x": the path has a ".." segment: expected a path inside the module`),
			w(constructors, wg, `"/a/../b.ts#1x",`, `row "/a/../b.ts#1x": file "b.ts" does not end in ".go": name the constructor's Go file`),
			w(constructors, wg, `"/a/../b.ts#1x",`, `row "/a/../b.ts#1x": name "1x" is not an identifier: `+nameWant)),
		s("row:duplicate", duplicate, "a well-formed row twice",
			w(constructors, wg, `"wiring/wiring.go#Build", //`, `row "wiring/wiring.go#Build" is listed twice: list it once`)),
		s("row:duplicate", duplicate, "a malformed row twice: malformed, then a duplicate",
			w(constructors, wg, `"bad",                    // want `+"`"+`row "bad": no`, `row "bad": no '#' between the file and the name: expected "DIR/FILE.go#Name"`)),

		// Row resolution.
		s("resolve:file-not-in-package", notInPkg, "a file the package does not have",
			w(constructors, wg, `"agents/missing.go#Build",`, `row "agents/missing.go#Build": file missing.go is not in its package (its files: a.go, b.go)`)),
		s("resolve:excluded-by-build-constraints", notInPkg, "a file excluded by build constraints",
			w(constructors, wg, `"agents/excluded.go#Build",`, `row "agents/excluded.go#Build": file excluded.go is excluded by build constraints in this build`)),
		s("resolve:file-not-in-package", notInPkg, "a file of a package with many files",
			w(constructors, wg, `"many/f8.go#Build",`, `row "many/f8.go#Build": file f8.go is not among the 7 files of its package in this build`)),
		s("resolve:declared-in-other-file", otherFile, "a func in another file",
			w(constructors, wg, `"agents/agents.go#ObserverSpec",`, `row "agents/agents.go#ObserverSpec": ObserverSpec is declared in observer.go, not in agents.go`)),
		s("resolve:declared-in-other-file", otherFile, "a method in another file",
			w(constructors, wg, `"agents/agents.go#Observer.Spec",`, `row "agents/agents.go#Observer.Spec": Observer.Spec is declared in observer.go, not in agents.go`)),
		s("resolve:not-declared", notDeclared, "no such name",
			w(constructors, wg, `"agents/agents.go#Nope",`, `row "agents/agents.go#Nope": Nope is not declared in example.com/engine/agents`)),
		s("resolve:not-declared", notDeclared, "a method named without its type (two candidates)",
			w(constructors, wg, `"agents/agents.go#Build",`, `row "agents/agents.go#Build": Build names only methods (T.Build and U.Build): write Type.Method`)),
		s("resolve:not-declared", notDeclared, "a method named without its type (one candidate)",
			w(constructors, wg, `"agents/agents.go#Only",`, `row "agents/agents.go#Only": Only names only a method (T.Only): write Type.Method`)),
		s("resolve:method-not-declared", notDeclared, "no such type",
			w(constructors, wg, `"agents/agents.go#Missing.Run",`, `row "agents/agents.go#Missing.Run": type Missing is not declared in example.com/engine/agents`)),
		s("resolve:method-not-declared", notDeclared, "a func used as a type",
			w(constructors, wg, `"agents/agents.go#Fn.Build",`, `row "agents/agents.go#Fn.Build": Fn is a func declaration, not a type: Type.Method names a method`)),
		s("resolve:method-not-declared", notDeclared, "no such method",
			w(constructors, wg, `"agents/agents.go#T.Nope",`, `row "agents/agents.go#T.Nope": type T has no method Nope in example.com/engine/agents`)),
		s("resolve:no-carrier-call", broken, "a constructor that does not call the carrier",
			w(constructors, wg, `"verify/verify.go#VerifierSpec",`, `row "verify/verify.go#VerifierSpec": VerifierSpec does not call a carrier: call one in its body`)),
		s("resolve:not-imported", broken, "a package the registry's package does not import",
			w(constructors, wg, `"lonely/lonely.go#Spec",`, `row "lonely/lonely.go#Spec": its package is not imported by the registry: import it there`)),
		s("resolve:not-imported", broken, "a package that does not exist",
			w(constructors, wg, `"nowhere/x.go#F",`, `row "nowhere/x.go#F": its package is not imported by the registry: import it there`)),
		s("resolve:cannot-call-carrier", broken, "a package that imports no carrier",
			w(constructors, wg, `"util/util.go#Spec",`, `row "util/util.go#Spec": its package neither declares nor imports a carrier`)),
		s("resolve:cannot-call-carrier", transitive, "a package that reaches the carrier only indirectly",
			w(constructors, wg, `"legs/legs.go#All",`, `row "legs/legs.go#All": its package neither declares nor directly imports a carrier`)),
		s("resolve:not-imported", ownPackage, "the module's root package from a subpackage",
			w(constructors, "other/other.go", `"root.go#Build",`, `row "root.go#Build": its package is not imported by the registry: import it there`)),
		s("resolve:unreadable-shape", boundCall, "a var bound to a call result",
			w(constructors, wg, `"agents/agents.go#FromCall",`, `row "agents/agents.go#FromCall": FromCall is a var bound to a call result: make it a Go func`)),
		s("resolve:unreadable-shape", boundCall, "one of two vars bound to one call",
			w(constructors, wg, `"agents/agents.go#Pair2",`, `row "agents/agents.go#Pair2": Pair2 is a var bound to a call result: make it a Go func`)),
		s("resolve:unreadable-shape", boundCall, "a var bound to a conversion",
			w(constructors, wg, `"agents/agents.go#Converted",`, `row "agents/agents.go#Converted": Converted is a var bound to a conversion: make it a Go func`)),
		s("resolve:unreadable-shape", methodValue, "a var bound to a method value",
			w(constructors, wg, `"agents/agents.go#Value",`, `row "agents/agents.go#Value": Value is a var bound to a method value: make it a Go func`)),
		s("resolve:unreadable-shape", methodValue, "a var bound to a method expression",
			w(constructors, wg, `"agents/agents.go#Expr",`, `row "agents/agents.go#Expr": Expr is a var bound to a method expression: make it a Go func`)),
		s("resolve:unreadable-shape", methodValue, "a var bound to another func",
			w(constructors, wg, `"agents/agents.go#Alias",`, `row "agents/agents.go#Alias": Alias is a var bound to another identifier: make it a Go func`)),
		s("resolve:unreadable-shape", funcLit, "a var bound to a call of a func literal",
			w(constructors, wg, `"agents/agents.go#Wrapped",`, `row "agents/agents.go#Wrapped": Wrapped is a var bound to a call result: make it a Go func`)),
		s("resolve:no-carrier-call", funcLit, "a func literal var that does not call the carrier",
			w(constructors, wg, `"agents/agents.go#NoCall",`, `row "agents/agents.go#NoCall": NoCall does not call a carrier: call one in its body`)),
		s("resolve:no-carrier-call", namesake, "a call of a same-named func of another package",
			w(constructors, wg, `"agents/agents.go#Namesake",`, `row "agents/agents.go#Namesake": Namesake does not call a carrier: call one in its body`)),
		s("resolve:no-carrier-call", namesake, "a call through a variable holding the carrier",
			w(constructors, wg, `"agents/agents.go#ThroughVar",`, `row "agents/agents.go#ThroughVar": ThroughVar does not call a carrier: call one in its body`)),
		s("resolve:no-carrier-call", ptrRecv, "a pointer-receiver method that does not call the carrier",
			w(constructors, wg, `"agents/agents.go#Ptr.NoCall",`, `row "agents/agents.go#Ptr.NoCall": Ptr.NoCall does not call a carrier: call one in its body`)),
		s("resolve:cannot-call-carrier", invalidDir, "the carrier's directive has an argument, so no package can call a carrier",
			w(clampseats, "policy/policy.go", "//clampvet:carrier please", `unexpected argument "please" to //clampvet:carrier: the directive takes no arguments`)),

		// Seat lists.
		s("seats:spread", notLiteral, "append",
			w(clampseats, "call/call.go", "var Seats", `seat list Seats is initialized by a call of append (append([]string{…}, "C")): expected a []string literal`)),
		s("seats:identifier", notLiteral, "another var",
			w(clampseats, "ident/ident.go", "var Seats = base", `seat list Seats is initialized by an identifier (base): expected a []string literal`)),
		s("seats:identifier", notLiteral, "an element that is a constant",
			w(clampseats, "elements/elements.go", "\tB, ", `element 1 of seat list Seats is a named constant (B): expected a string literal`)),
		s("seats:concatenation", notLiteral, "an element that is a concatenation",
			w(clampseats, "elements/elements.go", `"C" + "",`, `element 2 of seat list Seats is a concatenation ("C" + ""): expected a string literal`)),
		s("seats:call", notLiteral, "an element that is a call",
			w(clampseats, "elements/elements.go", `name("C"),`, `element 3 of seat list Seats is a call of name (name("C")): expected a string literal`)),
		s("seats:call", notLiteral, "an element that is a conversion",
			w(clampseats, "elements/elements.go", `string(Seat("C")),`, `element 4 of seat list Seats is a conversion (string(Seat("C"))): expected a string literal`)),
		s("seats:index-key", notLiteral, "an index key",
			w(clampseats, "indexkey/indexkey.go", `0: "A",`, `element 0 of seat list Seats has an index key (0): remove the key`)),
		s("seats:array-length", notLiteral, "an array longer than its elements",
			w(clampseats, "arraylen/arraylen.go", "var Seats", `seat list Seats has 3 elements but its array length is 4: use [...]string or []string`)),
		s("seats:wrong-type", notLiteral, "a map literal",
			w(clampseats, "maplit/maplit.go", "var Seats", `seat list Seats is a map[string]bool literal: expected []string or an array of string`)),
		s("seats:wrong-type", notLiteral, "a []any literal",
			w(clampseats, "wrongtype/wrongtype.go", "var Seats", `seat list Seats is a []any literal: expected []string or an array of string`)),
		s("seats:no-initializer", notLiteral, "no initializer",
			w(clampseats, "noinit/noinit.go", "var Seats", `seat list Seats has no initializer: expected a []string literal of the seats in field order`)),
		s("seats:missing", mismatch, "a missing seat",
			w(clampseats, "missing/missing.go", "var Seats", `seat list Seats is missing seat C of Source: expected A, B, C`)),
		s("seats:extra", mismatch, "an extra name",
			w(clampseats, "extra/extra.go", "var Seats", `seat list Seats names "D", not a seat of Source (seats: A, B, C)`)),
		s("seats:duplicate", mismatch, "a name twice",
			w(clampseats, "duplicate/duplicate.go", "var Seats", `seat list Seats names "B" twice: list each seat once`)),
		s("seats:out-of-order", mismatch, "out of order",
			w(clampseats, "order/order.go", "\t\"B\", ", `seat list Seats lists "B" out of order: expected the field order of Source: A, B, C`)),
		s("seats:extra", mismatch, "a name in another letter case",
			w(clampseats, "mixed/mixed.go", "\t\"a\", ", `seat list Seats names "a", not a seat of Source (seats: A, B, C)`)),
		s("seats:no-carrier", noCarrier, "no carrier in the package",
			w(clampseats, "nocarrier/nocarrier.go", "var Seats", `seat list Seats has no carrier to compare with: declare a //clampvet:carrier func in this package`)),

		// Not-carried tables.
		s("table:not-map-literal", tableShape, "a call",
			w(notcarried, "call/call.go", "var NotCarried", `not-carried table NotCarried is initialized with a call of table (table()): expected a map literal`)),
		s("table:not-map-literal", tableShape, "another var",
			w(notcarried, "ident/ident.go", "var NotCarried", `not-carried table NotCarried is initialized with an identifier (other): expected a map literal`)),
		s("table:not-map-literal", tableShape, "nil",
			w(notcarried, "nilvalue/nilvalue.go", "var NotCarried", `not-carried table NotCarried is initialized with nil: expected a map literal`)),
		s("table:not-map-literal", tableShape, "a slice literal",
			w(notcarried, "slice/slice.go", "var NotCarried", `not-carried table NotCarried is initialized with a composite literal ([]string{…}): expected a map literal`)),
		s("table:no-initializer", tableShape, "no initializer",
			w(notcarried, "noinit/noinit.go", "var NotCarried", `not-carried table NotCarried has no initializer: expected a map literal of seat name to reason`)),
		s("table:key-identifier", tableShape, "a key that is a constant",
			w(notcarried, "elements/elements.go", "\tseat: ", `key seat of table NotCarried is a named constant: write a string literal`)),
		s("table:key-call", tableShape, "a key that is a call",
			w(notcarried, "elements/elements.go", "\tname(): ", `key name() of table NotCarried is a call of name: write a string literal`)),
		s("table:key-concatenation", tableShape, "a key that is a concatenation",
			w(notcarried, "elements/elements.go", "\tprefix + \"Tools\"", `key prefix + "Tools" of table NotCarried is a concatenation: write a string literal`)),
		s("table:key-concatenation", tableShape, "a key whose raw string spans lines, quoted on one line",
			w(notcarried, "elements/elements.go", "\tprefix + `Face", "key prefix + `Face\\n` of table NotCarried is a concatenation: write a string literal")),
		s("table:reason-call", tableShape, "a reason that is a call",
			w(notcarried, "elements/elements.go", "strings.ToLower(", `reason for seat Posture in table NotCarried is a call of strings.ToLower (strings.ToLower("A LEG'S OWN POSTURE")): write a string literal`)),
		s("table:reason-non-string-literal", tableShape, "a slice of a string literal, for a key that is not an identifier",
			w(notcarried, "elements/elements.go", `"Max Turns":`, `reason for seat "Max Turns" in table NotCarried is a slice expression ("per lane"[:]): write a string literal`)),
		s("table:reason-concatenation", tableShape, "a reason that is a concatenation",
			w(notcarried, "elements/elements.go", `"per " + "lane",`, `reason for seat Turns in table NotCarried is a concatenation ("per " + "lane"): write a string literal`)),
		s("table:reason-identifier", remote, "a reason that is a constant",
			w(notcarried, "clamp/clamp.go", `"Posture":   why,`, `reason for seat Posture in table NotCarried is a named constant (why): write a string literal`)),
		s("table:placeholder-reason", placeholder, "TODO",
			w(notcarried, "clamp/clamp.go", `"A": "TODO",`, `not-carried table NotCarried gives seat A a placeholder reason "TODO": say why`)),
		s("table:placeholder-reason", placeholder, "tbd with spaces and a period",
			w(notcarried, "clamp/clamp.go", `"B": "  tbd. ",`, `not-carried table NotCarried gives seat B a placeholder reason "  tbd. ": say why`)),
		s("table:placeholder-reason", placeholder, "a dash",
			w(notcarried, "clamp/clamp.go", `"C": "-",`, `not-carried table NotCarried gives seat C a placeholder reason "-": say why`)),
		s("table:empty-reason", placeholder, "an empty reason",
			w(notcarried, "clamp/clamp.go", `"D": "",`, `not-carried table NotCarried gives seat D an empty reason: say why`)),
		s("table:empty-reason", placeholder, "white space",
			w(notcarried, "clamp/clamp.go", `"E": " \t",`, `not-carried table NotCarried gives seat E an empty reason: say why`)),
		s("table:placeholder-reason", placeholder, "N/A",
			w(notcarried, "clamp/clamp.go", `"F": "N/A",`, `not-carried table NotCarried gives seat F a placeholder reason "N/A": say why`)),
		s("table:placeholder-reason", placeholder, "FIXME with words",
			w(notcarried, "clamp/clamp.go", `"G": "FIXME: later",`, `not-carried table NotCarried gives seat G a placeholder reason "FIXME: later": say why`)),
		s("table:placeholder-reason", placeholder, "Fixme in parentheses",
			w(notcarried, "clamp/clamp.go", `"H": "(Fixme)",`, `not-carried table NotCarried gives seat H a placeholder reason "(Fixme)": say why`)),
		s("table:placeholder-reason", placeholder, "TODO(name)",
			w(notcarried, "clamp/clamp.go", `"I": "TODO(ann)",`, `not-carried table NotCarried gives seat I a placeholder reason "TODO(ann)": say why`)),
		s("table:stale-key", stale, "a key the spec has no field for",
			w(notcarried, "clamp/clamp.go", `"Gone":`, `key "Gone" of table NotCarried names no field of Spec: remove the row`)),
		s("table:stale-key", stale, "a key with a trailing space, quoted where it names the field",
			w(notcarried, "clamp/clamp.go", `"MaxTurns ":`, `key "MaxTurns " of table NotCarried names no field of Spec: remove the row`)),
		s("table:stale-key", stale, "an empty key",
			w(notcarried, "clamp/clamp.go", `"":`, `key "" of table NotCarried names no field of Spec: remove the row`)),
		s("table:stale-key", stale, "a key the tighten function never touches",
			w(notcarried, "clamp/clamp.go", `"Untouched":`, `key "Untouched" of table NotCarried is not governed by Tighten: remove the row`)),
		s("table:contradiction", contra, "a key naming a carried seat",
			w(notcarried, "clamp/clamp.go", `"ReadFace": "the parent's face",`, `key "ReadFace" of table NotCarried is carried by Carry: remove the row`)),
		s("table:unreadable-remote", remote, "findings about a table in another package, at the tighten function",
			w(notcarried, "engine/engine.go", "func Tighten", `key "Gone" of table clamp.NotCarried names no field of Spec: remove the row`),
			w(notcarried, "engine/engine.go", "func Tighten", `key "ReadFace" of table clamp.NotCarried is carried by clamp.Carry: remove the row`),
			w(notcarried, "engine/engine.go", "func Tighten", `key "Untouched" of table clamp.NotCarried is not governed by Tighten: remove the row`),
			w(notcarried, "engine/engine.go", "func Tighten", `not-carried table clamp.NotCarried gives seat MaxTurns a placeholder reason "TODO": say why`),
			w(notcarried, "engine/engine.go", "func Tighten", `reason for seat Posture in table clamp.NotCarried is a named constant (why): write a string literal`)),
		s("table:unreadable-remote", unreadable, "a table in another package that cannot be read",
			w(notcarried, "remotetable/remotetable.go", "func Tighten", `not-carried table badtable.NotCarried cannot be read: fix its findings`)),

		// The tighten function and the pairing of roles.
		s("notcarried:governed-unlisted", unlisted, "a governed seat neither carried nor listed",
			w(notcarried, "clamp/clamp.go", `if t.Posture == "headless" {`, `governed seat Posture is neither carried nor listed: add it to Source or to NotCarried`)),
		s("notcarried:carried-not-in-spec", fieldSpec, "a source field the spec does not have",
			w(notcarried, "clamp/clamp.go", "\tExtra         bool   // want", `carried seat Extra (a field of Source) names no field of spec type Spec: rename or remove it`)),
		s("notcarried:carried-not-governed", fieldSpec, "a source field the tighten function never touches",
			w(notcarried, "clamp/clamp.go", "\tIgnored       string // want", `carried seat Ignored (a field of Source) is not governed by Tighten: govern it or remove it`)),
		s("notcarried:no-carrier-visible", noCarrierV, "no carrier",
			w(notcarried, "clamp/clamp.go", "func Tighten", `tighten function Tighten sees no carrier: declare one here or in an imported package`)),
		s("notcarried:no-table-visible", noTableV, "no table",
			w(notcarried, "clamp/clamp.go", "func Tighten", `tighten function Tighten sees no not-carried table: declare one here or in an imported package`)),
		s("notcarried:ambiguous", ambiguous, "two carriers and two tables imported, none local",
			w(notcarried, "both/both.go", "func Tighten", `tighten function Tighten sees 2 carriers (a.Carry, b.Carry): declare its own here or import only one`),
			w(notcarried, "both/both.go", "func Tighten", `tighten function Tighten sees 2 not-carried tables (a.NotCarried, b.NotCarried): declare its own here or import only one`)),
		s("notcarried:downstream", downstream, "a carrier downstream of the tighten function",
			w(clampseats, "engine/engine.go", "func Carry", `carrier Carry does not read seat Posture: read source.Posture in its body`),
			w(notcarried, "engine/engine.go", "func Carry", `carrier Carry is out of sight of policy.Tighten: move it up or add one here`)),
		s("notcarried:downstream", downstream, "a table downstream of the tighten function",
			w(notcarried, "engine/engine.go", "var NotCarried", `not-carried table NotCarried is out of sight of policy.Tighten: move it up or add one here`)),
		s("notcarried:unimportable", unimport, "a carrier in package main",
			w(notcarried, "cmd/orphan/main.go", "func Carry", `carrier Carry is in package main and sees no tighten function: declare one here`)),
		s("notcarried:unimportable", unimport, "a table in package main",
			w(notcarried, "cmd/orphan/main.go", "var NotCarried", `not-carried table NotCarried is in package main and sees no tighten function: declare one here`)),
		s("notcarried:tighten-shape", tightShape, "an unnamed struct spec",
			w(notcarried, "anonymous/anonymous.go", "func Tighten", `tighten function Tighten takes struct{MaxTurns int} first: expected the spec, a named struct type`)),
		s("notcarried:tighten-shape", tightShape, "no parameter",
			w(notcarried, "noparam/noparam.go", "func Tighten", `tighten function Tighten has no parameter: make the first one the spec, of a named struct type`)),
		s("notcarried:tighten-shape", tightShape, "a slice of specs",
			w(notcarried, "notstruct/notstruct.go", "func Tighten", `tighten function Tighten takes []clamp.Spec first: expected the spec, a named struct type`)),
		s("notcarried:unreadable-carrier", unreadable, "a carrier without a readable source",
			w(notcarried, "badcarrier/badcarrier.go", "func Tighten", `carrier Carry has no readable clamp source: fix its findings`)),

		// Carrier shapes.
		s("carrier:blank-field", badShape, "a blank field",
			w(clampseats, "blankfield/blankfield.go", "func Carry", `source Source of carrier Carry has a blank field: name every field, one per seat`)),
		s("carrier:embedded", badShape, "an embedded field",
			w(clampseats, "embedded/embedded.go", "func Carry", `source Source of carrier Carry embeds Base: expected named fields, one per seat`)),
		s("carrier:foreign-type", badShape, "a source of another package",
			w(clampseats, "foreign/foreign.go", "func Carry", `carrier Carry parameter type other.Source is declared in another package: declare the source here`)),
		s("carrier:foreign-alias", badShape, "an alias of a source of another package",
			w(clampseats, "foreignalias/foreignalias.go", "func Carry", `carrier Carry parameter type Local aliases other.Source of another package: declare the source here`)),
		s("carrier:generic-func", badShape, "a generic carrier",
			w(clampseats, "genericfunc/genericfunc.go", "func Carry", `carrier Carry is generic: expected a plain func of one source struct of this package`)),
		s("carrier:generic-type", badShape, "a generic source",
			w(clampseats, "generictype/generictype.go", "func Carry", `carrier Carry parameter type Source[int] is generic: expected a non-generic struct type`)),
		s("carrier:no-fields", badShape, "a source with no fields",
			w(clampseats, "nofields/nofields.go", "func Carry", `source Source of carrier Carry has no fields: expected one field per seat`)),
		s("carrier:param-count", badShape, "no parameter",
			w(clampseats, "noparams/noparams.go", "func Carry", `carrier Carry has 0 parameters: expected one, a source struct of this package`)),
		s("carrier:param-count", badShape, "two parameters",
			w(clampseats, "twoparams/twoparams.go", "func Carry", `carrier Carry has 2 parameters: expected one, a source struct of this package`)),
		s("carrier:not-struct", badShape, "a named slice type",
			w(clampseats, "notstruct/notstruct.go", "func Carry", `carrier Carry parameter type Source is not a struct but []string: expected a struct of seats`)),
		s("carrier:not-named-struct", badShape, "a pointer",
			w(clampseats, "pointer/pointer.go", "func Carry", `carrier Carry parameter has type *Source: expected a named struct of this package`)),
		s("carrier:not-named-struct", badShape, "an unnamed struct",
			w(clampseats, "unnamedstruct/unnamedstruct.go", "func Carry", `carrier Carry parameter has type struct{A int}: expected a named struct of this package`)),
		s("carrier:unexported-seat", badShape, "an unexported seat of an exported source",
			w(clampseats, "unexported/unexported.go", "func Carry", `exported source Source of carrier Carry has unexported seat b: export the field`)),
		s("carrier:variadic", badShape, "a variadic parameter",
			w(clampseats, "variadic/variadic.go", "func Carry", `carrier Carry has a variadic parameter: expected one, a source struct of this package`)),
		s("carrier:unread-seat", unread, "seats the carrier does not read",
			w(clampseats, "a/a.go", "func Carry", `carrier Carry does not read seat B: read src.B in its body`),
			w(clampseats, "a/a.go", "func Carry", `carrier Carry does not read seat C: read src.C in its body`),
			w(clampseats, "a/a.go", "func Carry", `carrier Carry does not read seat D: read src.D in its body`),
			w(clampseats, "a/a.go", "func Carry", `carrier Carry does not read seat E: read src.E in its body`),
			w(clampseats, "a/a.go", "func Carry", `carrier Carry does not read seat F: read src.F in its body`)),
		s("carrier:unnamed-param", unnamed, "an unnamed parameter",
			w(clampseats, "unnamed/unnamed.go", "func Carry", `carrier Carry does not read seat A: its source parameter is unnamed; name it and read each seat`),
			w(clampseats, "unnamed/unnamed.go", "func Carry", `carrier Carry does not read seat B: its source parameter is unnamed; name it and read each seat`)),
		s("carrier:unnamed-param", unnamed, "a parameter named _",
			w(clampseats, "blank/blank.go", "func Carry", `carrier Carry does not read seat A: its source parameter is named _; name it and read each seat`)),
		s("carrier:result-discarded", discarded, "an expression statement",
			w(clampseats, "b/b.go", "\tpol.Carry(s)  ", `result of carrier a.Carry is discarded (its value is unused): use it, or its seats are lost`)),
		s("carrier:result-discarded", discarded, "assigned to _",
			w(clampseats, "b/b.go", "\t_ = pol.Carry(s)", `result of carrier a.Carry is discarded (assigned to _): use it, or its seats are lost`)),
		s("carrier:result-discarded", discarded, "a go statement",
			w(clampseats, "b/b.go", "\tgo pol.Carry(s)", `result of carrier a.Carry is discarded (a go statement drops it): use it, or its seats are lost`)),
		s("carrier:result-discarded", discarded, "a defer statement",
			w(clampseats, "b/b.go", "\tdefer pol.Carry(s)", `result of carrier a.Carry is discarded (a defer statement drops it): use it, or its seats are lost`)),
		s("carrier:result-discarded", discarded, "through a dot import",
			w(clampseats, "dot/dot.go", "\tCarry(Source{A: 1})", `result of carrier a.Carry is discarded (its value is unused): use it, or its seats are lost`)),

		// Source constructions.
		s("source:omits-seats", omits, "a literal omitting many seats",
			w(clampseats, "a/a.go", "var local = Carry(", `Source literal omits seats Tools, Face, Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio: name every seat, zero values included`)),
		s("source:omits-seat", omits, "a literal of another package omitting one seat",
			w(clampseats, "b/b.go", "oneLine := pol.Source{", `a.Source literal omits seat Entry: name every seat, zero values included`)),
		s("source:empty", omits, "an empty literal",
			w(clampseats, "b/b.go", "empty := pol.Source{}", `empty a.Source literal: name every seat (ReadOnly, Tools, Face, Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio), zero values included`)),
		s("source:elided", omits, "an elided literal in a slice of pointers",
			w(clampseats, "b/b.go", "elidedPointers :=", `a.Source literal omits seat Entry: name every seat, zero values included`)),
		s("source:omits-seat", omits, "a literal in another package reached without importing the carrier's",
			w(clampseats, "d/noimport.go", "var x = c.Carry(", `c.Source literal omits seat Shape: name every seat, zero values included`)),
		s("source:unkeyed", unkeyed, "an unkeyed literal",
			w(clampseats, "b/b.go", "var one = a.Carry(", `unkeyed a.Source literal: name every seat with its key (ReadOnly, Face, Max)`)),
		s("source:alias", alias, "a literal through an alias declared in another package",
			w(clampseats, "engine/engine.go", "var viaAlias", `policy.Source literal omits seat ReadOnly: name every seat, zero values included`)),
		s("source:var-no-init", zero, "a package-level var",
			w(clampseats, "b/b.go", "var pkgLevel a.Source", `var pkgLevel is a zero a.Source, naming no seat: initialize it with keyed literals`)),
		s("source:var-no-init", zero, "a var holding sources",
			w(clampseats, "b/b.go", "var arr [2]a.Source", `var arr of type [2]a.Source holds a zero a.Source: initialize it with keyed literals`)),
		s("source:holder-omits-field", zero, "a struct literal omitting its source field",
			w(clampseats, "b/b.go", "var partialHolder", `Holder literal omits field S, leaving a zero a.Source: set S to a keyed literal`)),
		s("source:array-short", zero, "an array literal with fewer elements",
			w(clampseats, "b/b.go", "var shortArr", `[2]a.Source literal gives 1 of 2 elements, leaving zero a.Source values: write every element`)),
		s("source:array-short", zero, "a slice literal with a gap",
			w(clampseats, "b/b.go", "var gappy =", `[]a.Source literal gives 1 of 3 elements, leaving zero a.Source values: write every element`)),
		s("source:named-result", zero, "a named result",
			w(clampseats, "b/b.go", "func named()", `named result s is a zero a.Source, naming no seat: return keyed literals instead`)),
		s("source:new", zero, "new",
			w(clampseats, "b/b.go", "ptr := new(a.Source)", `new(a.Source) makes a zero a.Source, naming no seat: use &a.Source{...} naming every seat`)),
		s("source:new", zero, "new of a holder",
			w(clampseats, "b/b.go", "hp := new(Holder)", `new(Holder) makes a zero a.Source, naming no seat: use &a.Source{...} naming every seat`)),
		s("source:make", zero, "make with a length",
			w(clampseats, "b/b.go", "make([]a.Source, 3)", `make([]a.Source, 3) makes zero a.Source values: use length 0 and append keyed literals`)),
		s("source:conversion", zero, "a conversion from another struct type",
			w(clampseats, "b/b.go", "conv := a.Source(", `conversion to a.Source from other names no seat: write a keyed a.Source literal`)),
		s("source:unsafe-conversion", zero, "a conversion of an unsafe.Pointer",
			w(clampseats, "b/b.go", "view := (*a.Source)", `conversion to *a.Source from unsafe.Pointer names no seat: point at a keyed a.Source literal`)),
	}
}

// required lists every shape the catalogue must cover: those the analyzers
// are documented to refuse, and more found while writing it. TestCoverage adds
// "row:RULE" for every rule of package registryrow.
var required = []string{
	"directive:unknown-name", "directive:no-name", "directive:space", "directive:argument",
	"directive:wrong-decl", "directive:method", "directive:no-body", "directive:twice",
	"directive:two-roles", "directive:repeated", "directive:misplaced", "directive:var-group",
	"directive:multi-name", "directive:block-comment", "directive:test-file",
	"directive:near-miss", "directive:build-constrained",

	"registry:spread", "registry:identifier", "registry:call", "registry:concatenation",
	"registry:non-literal-initializer", "registry:no-initializer", "registry:wrong-type",
	"registry:keyed-element", "registry:element-identifier", "registry:element-call",
	"registry:empty", "registry:array-length",
	"row:duplicate", "row:several-rules",

	"resolve:not-imported", "resolve:cannot-call-carrier", "resolve:file-not-in-package",
	"resolve:excluded-by-build-constraints", "resolve:declared-in-other-file",
	"resolve:not-declared", "resolve:method-not-declared", "resolve:unreadable-shape",
	"resolve:no-carrier-call",

	"seats:spread", "seats:identifier", "seats:call", "seats:concatenation", "seats:missing",
	"seats:extra", "seats:out-of-order", "seats:duplicate", "seats:index-key",
	"seats:array-length", "seats:wrong-type", "seats:no-initializer", "seats:no-carrier",
	"seats:non-string-literal",

	"table:key-identifier", "table:key-call", "table:key-concatenation",
	"table:key-non-string-literal", "table:reason-identifier", "table:reason-call",
	"table:reason-concatenation", "table:reason-non-string-literal", "table:placeholder-reason",
	"table:empty-reason", "table:stale-key", "table:contradiction", "table:not-map-literal",
	"table:no-initializer", "table:unreadable-remote",

	"notcarried:governed-unlisted", "notcarried:carried-not-in-spec",
	"notcarried:carried-not-governed", "notcarried:no-carrier-visible",
	"notcarried:no-table-visible", "notcarried:ambiguous", "notcarried:downstream",
	"notcarried:unimportable", "notcarried:tighten-shape", "notcarried:unreadable-carrier",

	"carrier:param-count", "carrier:variadic", "carrier:not-named-struct", "carrier:foreign-type",
	"carrier:foreign-alias", "carrier:generic-func", "carrier:generic-type", "carrier:not-struct",
	"carrier:no-fields", "carrier:embedded", "carrier:blank-field", "carrier:unexported-seat",
	"carrier:unread-seat", "carrier:unnamed-param", "carrier:result-discarded",

	"source:omits-seat", "source:omits-seats", "source:empty", "source:unkeyed",
	"source:var-no-init", "source:named-result", "source:new", "source:make",
	"source:conversion", "source:unsafe-conversion", "source:holder-omits-field",
	"source:array-short", "source:elided", "source:alias",

	"reach:write-after", "reach:one-path", "reach:dead-code", "reach:closure-uncalled",
	"reach:copy", "reach:never-applied", "reach:fresh-spec", "reach:other-clamps",
	"reach:in-place-one-path", "ctorvar:reassigned", "ctorvar:address",

	"whole:cleared-seat", "whole:map-lookup", "whole:type-assertion", "whole:receive",
	"whole:unmarshal", "whole:generic-zero", "whole:not-whole-helper", "whole:field-read",
	"whole:obligation-argument", "whole:obligation-value", "whole:carrier-value",
	"whole:ctorvar-value",

	"census:literal", "census:zero-spec", "census:unset-field", "census:map-lookup",
	"census:interface-result", "census:func-value", "census:receive", "census:type-assertion",
	"census:global", "census:captured", "census:literal-param", "census:helper",
	"census:recursive", "census:may-write", "census:filled-out-of-view", "census:some-paths",
	"census:written-after", "census:obligation", "census:value-use", "census:not-known-clean",
	"census:sink-shape", "census:root-shape", "census:no-spec-type", "complete:unregistered",
}

// catalogue is every entry.
func catalogue() []entry {
	var out []entry
	out = append(out, directiveEntries()...)
	out = append(out, nearMissEntries()...)
	out = append(out, buildConstrainedEntries()...)
	out = append(out, registryEntries()...)
	out = append(out, sourceEntries()...)
	out = append(out, notCarriedEntries()...)
	out = append(out, scenarioEntries()...)
	out = append(out, flowEntries()...)
	out = append(out, censusEntries()...)
	return out
}

// rules lists the rules of package registryrow.
func rules() []registryrow.Rule {
	var out []registryrow.Rule
	for r := registryrow.Rule(1); !strings.HasPrefix(r.String(), "Rule("); r++ {
		out = append(out, r)
	}
	return out
}

// TestCoverage checks the table itself: every required shape and every
// registry row rule has an entry, every entry expects at least one
// finding, names are unique, and every "row:RULE" entry's row really
// breaks that rule.
func TestCoverage(t *testing.T) {
	entries := catalogue()
	tags := make(map[string]int)
	names := make(map[string]bool)
	for _, e := range entries {
		tags[e.tag]++
		key := e.tag + " " + e.name
		if names[key] {
			t.Errorf("entry %q is listed twice", key)
		}
		names[key] = true
		if len(e.want) == 0 {
			t.Errorf("entry %q expects no finding: every malformed input must produce one", key)
		}
		if (e.scenario == "") == (e.files == nil) {
			t.Errorf("entry %q must have either a scenario or inline files", key)
		}
		if !slices.Contains(required, e.tag) && !hasPrefix(e.tag, "row:", "placeholder:", "marker:") {
			t.Errorf("entry %q has tag %q, which is not in required", key, e.tag)
		}
	}
	need := slices.Clone(required)
	for _, r := range rules() {
		need = append(need, "row:"+r.String())
	}
	for _, word := range notcarriedpkg.PlaceholderWords() {
		need = append(need, "placeholder:"+word)
	}
	for _, m := range notcarriedpkg.PlaceholderMarkers() {
		need = append(need, "marker:"+m)
	}
	for _, tag := range need {
		if tags[tag] == 0 {
			t.Errorf("no catalogue entry for %s", tag)
		}
	}
	// A "row:RULE" entry's row must break RULE.
	for _, e := range entries {
		rule, ok := strings.CutPrefix(e.tag, "row:")
		if !ok || rule == "duplicate" || rule == "several-rules" {
			continue
		}
		lit := e.want[0].snippet
		lit = strings.TrimSuffix(lit, ",")
		row, err := strconv.Unquote(lit)
		if err != nil {
			t.Errorf("entry %q: snippet %s is not a quoted row", e.name, lit)
			continue
		}
		_, perr := registryrow.Parse(row)
		rerr, _ := perr.(*registryrow.Error)
		if rerr == nil || !slices.ContainsFunc(rules(), func(r registryrow.Rule) bool { return r.String() == rule && rerr.Has(r) }) {
			t.Errorf("entry %q: registryrow.Parse(%q) = %v, want a violation of %s", e.name, row, perr, rule)
		}
	}
	// A "placeholder:WORD" entry's reason is WORD once trimmed, in some
	// letter case; a "marker:WORD" entry's reason starts with WORD in
	// upper case and goes on with a rune that is not a letter or a digit.
	for _, e := range entries {
		word, isWord := strings.CutPrefix(e.tag, "placeholder:")
		m, isMarker := strings.CutPrefix(e.tag, "marker:")
		if !isWord && !isMarker {
			continue
		}
		reason, err := strconv.Unquote(e.want[0].snippet)
		if err != nil {
			t.Errorf("entry %q: snippet %s is not a quoted reason", e.name, e.want[0].snippet)
			continue
		}
		core := strings.TrimFunc(reason, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		switch {
		case isWord && !strings.EqualFold(core, word):
			t.Errorf("entry %q: reason %q is not the placeholder word %q", e.name, reason, word)
		case isMarker:
			rest, ok := strings.CutPrefix(core, m)
			if r, _ := utf8.DecodeRuneInString(rest); !ok || rest == "" || unicode.IsLetter(r) || unicode.IsDigit(r) {
				t.Errorf("entry %q: reason %q does not start with the marker %s followed by more words", e.name, reason, m)
			}
		}
	}
	t.Logf("catalogue: %d entries, %d shapes, %d inline, %d in scenarios", len(entries), len(tags), countInline(entries), len(entries)-countInline(entries))
}

// hasPrefix reports whether s starts with one of prefixes.
func hasPrefix(s string, prefixes ...string) bool {
	return slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(s, p) })
}

func countInline(es []entry) int {
	n := 0
	for _, e := range es {
		if e.files != nil {
			n++
		}
	}
	return n
}

// scenarioRuns caches one driver run per scenario module.
var scenarioRuns sync.Map // scenario name → *scenarioRun

type scenarioRun struct {
	once sync.Once
	res  *harness.Result
	err  error
}

func runScenario(name string) (*harness.Result, error) {
	v, _ := scenarioRuns.LoadOrStore(name, new(scenarioRun))
	r := v.(*scenarioRun)
	r.once.Do(func() {
		r.res, r.err = harness.Run(filepath.Join("..", "..", "testdata", "src", name), "./...")
	})
	return r.res, r.err
}

// TestCatalogue runs every entry through the real driver and compares the
// findings.
func TestCatalogue(t *testing.T) {
	if os.Getenv(driver.LoadEnv) != "" {
		t.Skipf("$%s is set: the catalogue runs the default loader", driver.LoadEnv)
	}
	engine := filepath.Join("..", "robust", "testdata", "engine")
	for _, e := range catalogue() {
		t.Run(e.tag+"/"+e.name, func(t *testing.T) {
			t.Parallel()
			if len(e.want) == 0 {
				t.Fatal("no expected finding")
			}
			var dir string
			var res *harness.Result
			var err error
			if e.scenario != "" {
				dir = filepath.Join("..", "..", "testdata", "src", e.scenario)
				res, err = runScenario(e.scenario)
			} else {
				dir = t.TempDir()
				if e.engine {
					if err := harness.CopyTree(dir, engine); err != nil {
						t.Fatal(err)
					}
				} else {
					e.files["go.mod"] = "module example.com/c\n\ngo 1.22\n"
				}
				if err := harness.WriteTree(dir, e.files); err != nil {
					t.Fatal(err)
				}
				res, err = harness.Run(dir, "./...")
			}
			if err != nil {
				t.Fatal(err)
			}
			check(t, e, dir, res)
		})
	}
}

// check compares res with e's wanted findings: for an inline entry, all
// of them; for a scenario, those on the wanted lines.
func check(t *testing.T, e entry, dir string, res *harness.Result) {
	t.Helper()
	if res.Code != driver.ExitFindings {
		t.Errorf("exit code %d, want %d (findings)", res.Code, driver.ExitFindings)
	}
	if e.scenario == "" && (res.Stderr != "" || len(res.Errors) > 0) {
		t.Errorf("errors: %s%s", res.Stderr, strings.Join(res.Errors, "\n"))
	}
	type line struct {
		file string
		n    int
	}
	lines := make(map[line]bool)
	var wants []harness.Finding
	for _, wt := range e.want {
		n, err := lineOf(dir, wt.file, wt.snippet)
		if err != nil {
			t.Fatal(err)
		}
		lines[line{wt.file, n}] = true
		wants = append(wants, harness.Finding{Analyzer: wt.analyzer, File: wt.file, Line: n, Message: wt.msg})
	}
	var got []harness.Finding
	for _, f := range res.Findings {
		if e.scenario == "" || lines[line{f.File, f.Line}] {
			got = append(got, f)
			// Every finding highlights the node at fault: a range, not
			// a point (analyzers.TestRanges checks which node).
			if f.EndLine < f.Line || f.EndLine == f.Line && f.EndCol <= f.Col {
				t.Errorf("%s: ends at %d:%d, not after its start", f, f.EndLine, f.EndCol)
			}
		}
	}
	// Match each wanted finding to one finding found, in order.
	used := make([]bool, len(got))
	var missing []string
	for _, wt := range wants {
		rx := regexp.MustCompile(`^(?:` + wt.Message + `)$`)
		found := false
		for i, g := range got {
			if !used[i] && g.Analyzer == wt.Analyzer && g.File == wt.File && g.Line == wt.Line && rx.MatchString(g.Message) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			missing = append(missing, wt.File+":"+strconv.Itoa(wt.Line)+": "+wt.Message+" ("+wt.Analyzer+")")
		}
	}
	var extra []string
	for i, g := range got {
		if !used[i] {
			extra = append(extra, g.String())
		}
	}
	sort.Strings(extra)
	if len(missing) > 0 || len(extra) > 0 {
		t.Errorf("findings differ\nmissing (want, regexp):\n\t%s\nunexpected:\n\t%s\nall findings:\n\t%s",
			strings.Join(missing, "\n\t"), strings.Join(extra, "\n\t"), strings.Join(res.Strings(), "\n\t"))
	}
}

// lineOf returns the line of the one occurrence of snippet in file (under
// dir); a snippet spanning lines gives the line it starts on.
func lineOf(dir, file, snippet string) (int, error) {
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(file)))
	if err != nil {
		return 0, err
	}
	src := string(data)
	if n := strings.Count(src, snippet); n != 1 {
		return 0, &snippetError{file, snippet, n}
	}
	return strings.Count(src[:strings.Index(src, snippet)], "\n") + 1, nil
}

type snippetError struct {
	file, snippet string
	n             int
}

func (e *snippetError) Error() string {
	return e.file + " contains " + strconv.Quote(e.snippet) + " " + strconv.Itoa(e.n) + " times, want exactly once"
}

// flowEntries reference the dataflow scenarios: the clamps reach the spec
// and constructor vars stay put (constructors), whole sources and func
// values (clampseats), on the policy module and on an own carrier.
func flowEntries() []entry {
	s := func(tag, scenario, name string, ws ...want) entry {
		return entry{tag: tag, scenario: scenario, name: name, want: ws}
	}
	const (
		reachPolicy = "constructors_reach_real_policy"
		reachOwn    = "constructors_reach_own_carrier"
		wholePolicy = "clampseats_whole_real_policy"
		wholeOwn    = "clampseats_whole_own_carrier"
		wholeVarPol = "clampseats_whole_ctorvar_real_policy"
		wholeVarOwn = "clampseats_whole_ctorvar_own_carrier"
		ag          = "agents/agents.go"
		notEvery    = "clamps not applied on every path to this return: apply them after the last branch"
	)
	return []entry{
		s("reach:write-after", reachPolicy, "a looser face after the clamps",
			w(constructors, ag, "spec.WriteFace = policy.FaceHost", "WriteFace written after the clamps were applied: write it before applying them")),
		s("reach:write-after", reachOwn, "an own carrier's seat after the clamps",
			w(constructors, ag, `spec.Face = "host"`, "Face written after the clamps were applied: write it before applying them")),
		s("reach:one-path", reachPolicy, "clamps inside an if",
			w(constructors, ag, "return spec // want `^clamps not applied on every path to this return`\n}\n\nfunc deadCode", notEvery)),
		s("reach:dead-code", reachPolicy, "clamps under if false",
			w(constructors, ag, "return spec // want `^clamps not applied on every path to this return`\n}\n\nfunc closureNeverCalled", notEvery)),
		s("reach:closure-uncalled", reachPolicy, "clamps in a closure never called",
			w(constructors, ag, "_ = func() { policy.ChildClampSeats(source(p)).Apply(&spec) }",
				"carrier result lost in a func literal in closureNeverCalled: return a policy.TaskSpec or the clamps")),
		s("reach:copy", reachPolicy, "clamps applied to a copy",
			w(constructors, ag, "return spec // want `^clamps applied to a copy", "clamps applied to a copy of the spec, not the returned value: apply them to the spec returned")),
		s("reach:never-applied", reachPolicy, "clamps kept in a variable",
			w(constructors, ag, "return policy.TaskSpec{} // want", "carrier result never applied to the spec: call its Apply (or the tighten function) on the output")),
		s("reach:never-applied", reachOwn, "an own carrier's clamps kept in a variable",
			w(constructors, ag, "return policy.Spec{} // want", "carrier result never applied to the spec: call its Apply (or the tighten function) on the output")),
		s("reach:fresh-spec", reachPolicy, "a fresh spec returned",
			w(constructors, ag, "return policy.TaskSpec{MaxTurns: 1}", "returns a spec that the clamps never reached: apply the clamps to it")),
		s("reach:other-clamps", reachPolicy, "a clamp producer returning other clamps",
			w(constructors, ag, "return other", "returns clamps that are not the carrier's result: return what the carrier returned")),
		s("reach:in-place-one-path", reachOwn, "an in-place applier clamping on one path",
			w(constructors, ag, "func inPlaceOnePath", notEvery)),
		s("ctorvar:reassigned", reachOwn, "reassigned in init",
			w(constructors, ag, "Build = func(p policy.Spec) policy.Spec { return p }", "constructor var Build is reassigned: make it a func declaration")),
		s("ctorvar:reassigned", reachOwn, "reassigned from another package",
			w(constructors, "wiring/wiring.go", "agents.Build = func", "constructor var agents.Build is reassigned: make it a func declaration")),
		s("ctorvar:address", reachOwn, "address taken in another package",
			w(constructors, "wiring/wiring.go", "ptr := &agents.Build", "constructor var agents.Build has its address taken: make it a func declaration")),

		s("whole:cleared-seat", wholePolicy, "a seat cleared after a helper's whole literal",
			w(clampseats, ag, "policy.ChildClampSeats(src).Apply(&spec) // want `^seat", "seat ReadDenyPatterns cleared before the carrier call: write it in the literal")),
		s("whole:cleared-seat", wholeOwn, "an own carrier's seat cleared after the literal",
			w(clampseats, ag, "policy.Carry(src).Apply(&spec) // want `^seat", "seat Face cleared before the carrier call: write it in the literal")),
		s("whole:map-lookup", wholePolicy, "a map lookup",
			w(clampseats, ag, `policy.ChildClampSeats(m["lane"])`, "carrier source is a map lookup: pass a keyed literal")),
		s("whole:map-lookup", wholeOwn, "a map lookup into an own carrier",
			w(clampseats, ag, `policy.Carry(m["lane"])`, "carrier source is a map lookup: pass a keyed literal")),
		s("whole:type-assertion", wholePolicy, "a comma-ok type assertion",
			w(clampseats, ag, "policy.ChildClampSeats(src).Apply(&spec) // want `^carrier source is a type assertion`", "carrier source is a type assertion: pass a keyed literal")),
		s("whole:receive", wholePolicy, "a channel receive",
			w(clampseats, ag, "policy.ChildClampSeats(<-ch)", "carrier source is a channel receive (<-ch): pass a keyed literal")),
		s("whole:receive", wholeOwn, "a channel receive into an own carrier",
			w(clampseats, ag, "policy.Carry(<-ch)", "carrier source is a channel receive (<-ch): pass a keyed literal")),
		s("whole:unmarshal", wholePolicy, "json.Unmarshal into the source",
			w(clampseats, ag, "policy.ChildClampSeats(src).Apply(&spec) // want `^source passed to json.Unmarshal", "source passed to json.Unmarshal before the carrier call; it may overwrite seats")),
		s("whole:generic-zero", wholePolicy, "a generic zero value",
			w(clampseats, ag, "zero[policy.ChildClampSource]()", "carrier source is a result of generic zero: pass a keyed literal")),
		s("whole:not-whole-helper", wholePolicy, "a helper of another package that clears a seat",
			w(clampseats, ag, "helpers.Partial(p)", "carrier source is a result of helpers.Partial, not known whole: pass a keyed literal")),
		s("whole:field-read", wholeOwn, "a field read handed to a function with an obligation",
			w(clampseats, ag, "helpers.Hand(h.src, &spec)", "source passed to helpers.Hand is a field read: pass a keyed literal")),
		s("whole:obligation-argument", wholePolicy, "a map lookup handed to a function with an obligation",
			w(clampseats, ag, `helpers.Hand(m["lane"], &spec)`, "source passed to helpers.Hand is a map lookup: pass a keyed literal")),
		s("whole:obligation-argument", wholeOwn, "an obligation two packages away",
			w(clampseats, "wiring/wiring.go", `agents.Relay(m["x"], &spec)`, "source passed to agents.Relay is a map lookup: pass a keyed literal")),
		s("whole:obligation-value", wholePolicy, "a function with an obligation as a value",
			w(clampseats, ag, "hand := helpers.Hand", "helpers.Hand, which hands a source to the carrier, used as a value: call it directly")),
		s("whole:obligation-value", wholeOwn, "a relayed obligation as a value",
			w(clampseats, "wiring/wiring.go", "relay := agents.Relay", "agents.Relay, which hands a source to the carrier, used as a value: call it directly")),
		s("whole:carrier-value", wholePolicy, "the carrier as a value",
			w(clampseats, ag, "carry := policy.ChildClampSeats", "carrier policy.ChildClampSeats used as a value: call it directly")),
		s("whole:ctorvar-value", wholeVarPol, "a constructor var stored as a value",
			w(clampseats, "wiring/wiring.go", `hooks["child"] = agents.ChildClamps`, "constructor var agents.ChildClamps used as a value: call it directly")),
		s("whole:ctorvar-value", wholeVarOwn, "a constructor var kept in a var",
			w(clampseats, "wiring/wiring.go", "var kept = agents.ApplyClamps", "constructor var agents.ApplyClamps used as a value: call it directly")),
		s("whole:obligation-argument", wholeVarPol, "a map lookup passed to a constructor var",
			w(clampseats, "wiring/wiring.go", `agents.InPlace(m["lane"], &spec)`, "source passed to agents.InPlace is a map lookup: pass a keyed literal")),
	}
}

// censusSink is what every census entry adds to the clean package: a task
// that holds the spec, a spawn sink that takes it, a root, and a function
// with an obligation (its parameter reaches the sink).
const censusSink = `
// Task holds a child's spec.
type Task struct{ Spec Spec }

// Spawn starts a child run.
//
//clampvet:spawn
func Spawn(t *Task) {}

// Root builds a root run's spec.
//
//clampvet:root
func Root() Spec { return Spec{C: 1} }

// Lane hands its task on to the sink.
func Lane(t *Task) { Spawn(t) }
`

// censusEntries are the spec origins the census refuses at a spawn sink
// (or at a call of a function with an obligation), the sinks and roots it
// cannot read, and a carrier caller the registry does not list.
func censusEntries() []entry {
	const pp = "p/p.go"
	c := func(tag, name, extra, snippet, what string) entry {
		return entry{tag: tag, name: name, files: p(censusSink + extra),
			want: []want{w(constructors, pp, snippet, "spec reaching Spawn is "+what+": use a constructor")}}
	}
	// applier is an in-place applier, a constructor the registry lists.
	applier := strings.Replace(clean, `var Registry = []string{"p/p.go#Build"}`, `var Registry = []string{"p/p.go#Build", "p/p.go#Apply"}`, 1) + censusSink + `
// Apply clamps spec in place.
func Apply(spec *Spec) {
	if Carry(Source{A: spec.A, B: spec.B}) {
		spec.A = true
	}
}
`
	return []entry{
		c("census:literal", "a spec literal at the sink", "\nfunc L() { Spawn(&Task{Spec: Spec{C: 2}}) }\n",
			"Spec{C: 2}", "a spec literal"),
		c("census:zero-spec", "a zero spec variable", "\nfunc Z() {\n\tvar s Spec\n\tSpawn(&Task{Spec: s})\n}\n",
			"Spawn(&Task{Spec: s})", "the zero spec"),
		c("census:unset-field", "a task whose spec is never set", "\nfunc U() { Spawn(&Task{}) }\n",
			"Spawn(&Task{})", "a Task whose Spec is never set"),
		c("census:map-lookup", "a map lookup", "\nfunc M(m map[string]Spec) { Spawn(&Task{Spec: m[\"x\"]}) }\n",
			`m["x"]`, "a map lookup"),
		c("census:interface-result", "an interface method's result", "\ntype Store interface{ Load() Spec }\n\nfunc I(s Store) { Spawn(&Task{Spec: s.Load()}) }\n",
			"s.Load()", "the result of interface method Load"),
		c("census:func-value", "a func value's result", "\nfunc F(f func() Spec) { Spawn(&Task{Spec: f()}) }\n",
			"f()", "the result of a func value call"),
		c("census:receive", "a channel receive", "\nfunc R(ch chan *Task) { Spawn(<-ch) }\n",
			"<-ch", "a channel receive (<-ch)"),
		c("census:type-assertion", "a type assertion", "\nfunc A(v any) { Spawn(v.(*Task)) }\n",
			"v.(*Task)", "a type assertion"),
		c("census:global", "a package-level variable", "\nvar saved *Task\n\nfunc G() { Spawn(saved) }\n",
			"Spawn(saved)", "a package-level variable saved"),
		{tag: "census:captured", name: "a variable captured by a func literal and written after it is made",
			files: p(censusSink + "\nfunc K() {\n\tt := &Task{Spec: Root()}\n\tf := func() { Spawn(t) }\n\tt = &Task{Spec: Spec{C: 9}}\n\tf()\n}\n"),
			want:  []want{w(constructors, pp, "f := func() { Spawn(t) }", "spec reaching Spawn is t, captured by a func literal: build it in the literal")}},
		c("census:literal-param", "a func literal's parameter", "\nfunc P() {\n\tf := func(t *Task) { Spawn(t) }\n\tf(&Task{Spec: Root()})\n}\n",
			"f := func(t *Task)", "a parameter of a func literal"),
		c("census:helper", "a helper that returns a literal", "\nfunc mk() Spec { return Spec{C: 3} }\n\nfunc H() { Spawn(&Task{Spec: mk()}) }\n",
			"Spawn(&Task{Spec: mk()})", "a result of mk, which returns a spec literal"),
		c("census:recursive", "a recursive helper", "\nfunc rec(n int) Spec {\n\tif n == 0 {\n\t\treturn Root()\n\t}\n\treturn rec(n - 1)\n}\n\nfunc RC() { Spawn(&Task{Spec: rec(2)}) }\n",
			"Spawn(&Task{Spec: rec(2)})", "a result of rec, which returns a spec from a recursive call of rec"),
		{tag: "census:may-write", name: "a task handed to json.Unmarshal",
			files: map[string]string{pp: strings.Replace(clean, "package p\n", "package p\n\nimport \"encoding/json\"\n", 1) + censusSink +
				"\nfunc J(data []byte) {\n\tt := &Task{Spec: Root()}\n\t_ = json.Unmarshal(data, t)\n\tSpawn(t)\n}\n"},
			want: []want{w(constructors, pp, "json.Unmarshal(data, t)", "spec reaching Spawn is a spec json.Unmarshal may write: use a constructor")}},
		c("census:filled-out-of-view", "a persisted seed's spec", "\n// Seed is a checkpoint.\ntype Seed struct{ Spec Spec }\n\nfunc load(s *Seed) {}\n\nfunc O() {\n\tvar seed Seed\n\tload(&seed)\n\tSpawn(&Task{Spec: seed.Spec})\n}\n",
			"Spawn(&Task{Spec: seed.Spec})", "seed.Spec, filled by load"),
		{tag: "census:some-paths", name: "an in-place applier on one path",
			files: map[string]string{pp: applier + "\nfunc S(x bool) {\n\tspec := Spec{C: 4}\n\tif x {\n\t\tApply(&spec)\n\t}\n\tSpawn(&Task{Spec: spec})\n}\n"},
			want:  []want{w(constructors, pp, "spec := Spec{C: 4}", "spec reaching Spawn is a spec the clamps reach on some paths only: use a constructor")}},
		{tag: "census:written-after", name: "a write after an in-place applier",
			files: map[string]string{pp: applier + "\nfunc W() {\n\tspec := Spec{C: 4}\n\tApply(&spec)\n\tspec.B = \"host\"\n\tSpawn(&Task{Spec: spec})\n}\n"},
			want:  []want{w(constructors, pp, `spec.B = "host"`, "spec reaching Spawn is written after its clamps (seat B): write it first")}},
		{tag: "census:obligation", name: "a literal handed to a function with an obligation",
			files: p(censusSink + "\nfunc OB() { Lane(&Task{Spec: Spec{C: 5}}) }\n"),
			want:  []want{w(constructors, pp, "Spec{C: 5}", "spec reaching Lane is a spec literal: use a constructor")}},
		{tag: "census:value-use", name: "the sink as a value",
			files: p(censusSink + "\nfunc V() func(*Task) { return Spawn }\n"),
			want:  []want{w(constructors, pp, "return Spawn", "Spawn, a spawn path, used as a value: call it directly")}},
		{tag: "census:not-known-clean", name: "a helper of another package",
			files: map[string]string{pp: clean + censusSink, "q/q.go": "package q\n\nimport \"example.com/c/p\"\n\n// Fetch returns a stored spec.\nfunc Fetch() p.Spec { return p.Spec{C: 6} }\n\n// Q spawns it.\nfunc Q() { p.Spawn(&p.Task{Spec: Fetch()}) }\n",
				"r/r.go": "package r\n\nimport (\n\t\"example.com/c/p\"\n\t\"example.com/c/q\"\n)\n\n// X spawns what q fetched.\nfunc X() { p.Lane(&p.Task{Spec: q.Fetch()}) }\n"},
			want: []want{
				w(constructors, "q/q.go", "func Q()", "spec reaching p.Spawn is a result of Fetch, which returns a spec literal: use a constructor"),
				w(constructors, "r/r.go", "q.Fetch()", "spec reaching p.Lane is a result of q.Fetch, not known clean: use a constructor")}},
		{tag: "census:sink-shape", name: "a sink that takes no spec",
			files: p(censusSink + "\n//clampvet:spawn\nfunc NoSpec(n int) {}\n"),
			want:  []want{w(constructors, pp, "//clampvet:spawn\nfunc NoSpec", "spawn sink NoSpec takes no p.Spec: expect T, *T, a holder of T, or a slice, map or func of T")}},
		{tag: "census:root-shape", name: "a root that returns no spec",
			files: p(censusSink + "\n//clampvet:root\nfunc NoRoot() int { return 0 }\n"),
			want:  []want{w(constructors, pp, "//clampvet:root\nfunc NoRoot", "root NoRoot returns no p.Spec: return T, *T or a struct holding one")}},
		{tag: "census:no-spec-type", name: "a sink and a root with no tighten function in view",
			files: map[string]string{pp: clean, "q/q.go": "package q\n\n//clampvet:spawn\nfunc S(n int) {}\n\n//clampvet:root\nfunc R() int { return 0 }\n"},
			want: []want{
				w(constructors, "q/q.go", "//clampvet:spawn", "spawn sink S: no //clampvet:tighten func in view: import the package that declares it"),
				w(constructors, "q/q.go", "//clampvet:root", "root R: no //clampvet:tighten func in view: import the package that declares it")}},
		{tag: "complete:unregistered", name: "a carrier caller the registry does not list",
			files: p("\n// Extra calls the carrier.\nfunc Extra() bool { return Carry(Source{A: true, B: \"b\"}) }\n"),
			want:  []want{w(constructors, pp, "var Registry", `Extra calls a carrier: add its row "p/p.go#Extra" to Registry`)}},
	}
}
