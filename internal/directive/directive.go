// Package directive finds and validates the //clampvet: directives that
// declare the roles of the clamp-seat machinery (carrier, seat list, tighten
// function, not-carried table, constructor registry) and of the engine's
// census (spawn sinks, root spec builders).
//
// A directive is a line comment "//clampvet:NAME" with no space after the
// slashes, in the doc comment of a package-level declaration. Everything
// else that looks like one — an unknown name, an argument, a directive on
// the wrong kind of declaration, one that documents nothing, a role declared
// twice in a package, "// clampvet:" with a space — is returned as a
// [Problem] so that an analyzer reports it: a directive the analyzers cannot
// read must never pass silently.
package directive

import (
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/tools/go/analysis"

	"github.com/sema-agent/clampvet/internal/kinds"
)

// Tool is the directive prefix's tool name: "//clampvet:NAME".
const Tool = "clampvet"

// Role is the name of a clampvet directive.
type Role string

// The roles a directive can declare.
const (
	Carrier Role = "carrier" // a func: the one carrier of the clamp seats
	Seats   Role = "seats"   // a package-level var: the seat-name list
	// Restricting is a package-level var: a source literal of each seat's
	// restricting value.
	Restricting Role = "restricting"
	Tighten     Role = "tighten"    // a func: the tighten-only merge of a spec
	NotCarried  Role = "notcarried" // a package-level var: seat -> reason
	Registry    Role = "registry"   // a package-level var: the constructor registry
	Spawn       Role = "spawn"      // a func, method or interface method: it starts a child run (a spawn sink)
	Root        Role = "root"       // a func or method: it builds the spec of a root run
)

// Roles lists every known role, in the order the documentation gives them.
var Roles = []Role{Carrier, Seats, Restricting, Tighten, NotCarried, Registry, Spawn, Root}

// IsFunc reports whether the role documents a func declaration (as opposed
// to a package-level var).
func (r Role) IsFunc() bool { return r == Carrier || r == Tighten || r.Several() }

// Several reports whether a package may declare the role more than once:
// an engine may start child runs, and build root specs, in several places,
// while it has one carrier, one seat list, one registry. These roles may
// also document methods: a runner's spawn path is usually one.
func (r Role) Several() bool { return r == Spawn || r == Root }

func (r Role) known() bool {
	for _, k := range Roles {
		if r == k {
			return true
		}
	}
	return false
}

// Found is one valid role declaration.
type Found struct {
	Role Role
	Pos  token.Pos // position of the directive comment
	End  token.Pos // end of the directive comment (exclusive)

	// Func is the documented declaration for Carrier, Tighten, Spawn and
	// Root; nil for a Spawn on an interface method (Name is the method's).
	Func *ast.FuncDecl
	// Spec is the documented var spec (exactly one name) for Seats,
	// Restricting, NotCarried and Registry; Value is its initializer, or
	// nil.
	Spec  *ast.ValueSpec
	Value ast.Expr

	// Name is the declared identifier (the func's or the var's name).
	Name *ast.Ident
}

// Problem is a directive the analyzers cannot read, with a message that says
// what is expected. Role is the role the directive names when it is a known
// one ("" for unknown, misplaced or misspelt directives): each analyzer
// reports the problems of the roles it owns. Kind is the ID of the
// problem's kind in package kinds (one of the Directive* kinds), which the
// analyzer reports as the finding's category.
//
// Pos and End delimit the directive comment at fault, from its "//" (or
// "/*") to just past its last character, so that a finding reported from
// it highlights the whole directive.
type Problem struct {
	Pos     token.Pos
	End     token.Pos
	Role    Role
	Kind    string
	Message string
	// Related are the other places the problem involves (the first of
	// two directives of one role), reported as related locations: a
	// message names no position.
	Related []analysis.RelatedInformation
}

// Result holds what [Scan] found in one package.
type Result struct {
	Found    []Found
	Problems []Problem
}

// First returns the first valid declaration of role r, if any.
func (r *Result) First(role Role) (Found, bool) {
	for _, f := range r.Found {
		if f.Role == role {
			return f, true
		}
	}
	return Found{}, false
}

// ProblemsOf returns the problems owned by an analyzer that owns the given
// roles; unowned problems (Role "") are included when withUnowned is set.
func (r *Result) ProblemsOf(withUnowned bool, roles ...Role) []Problem {
	var out []Problem
	for _, p := range r.Problems {
		if p.Role == "" && withUnowned {
			out = append(out, p)
			continue
		}
		for _, role := range roles {
			if p.Role == role {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// Mentions reports, cheaply, whether any comment of the files looks like a
// clampvet directive (well-formed or not). It reads comment text only and
// is the early exit of every analyzer on packages that declare no role.
func Mentions(files []*ast.File) bool {
	for _, f := range files {
		for _, cg := range f.Comments {
			for _, c := range cg.List {
				if CommentMentions(c.Text) {
					return true
				}
			}
		}
	}
	return false
}

// Scan finds every //clampvet: directive in files and validates it. The
// result lists valid roles in source order and one problem per directive
// that cannot be read. fset is used only to name the first declaration of a
// duplicated role.
//
// "First" means first in the order of files (then of offsets within a
// file), never the order of token.Pos values: drivers parse a package's
// files in parallel, so which file gets the smaller positions changes from
// run to run, and the accepted declaration, the findings and the facts
// must not.
func Scan(fset *token.FileSet, files []*ast.File) *Result {
	res := &Result{}
	for _, f := range files {
		if isTestFile(fset, f) {
			scanTestFile(f, res)
			continue
		}
		scanFile(fset, f, res)
	}
	dedupe(fset, files, res)
	return res
}

// isTestFile reports whether f is a _test.go file, by its real name (a
// //line directive does not make a test file ordinary or the reverse).
func isTestFile(fset *token.FileSet, f *ast.File) bool {
	tf := fset.File(f.Pos())
	return tf != nil && strings.HasSuffix(tf.Name(), "_test.go")
}

// scanTestFile reports every directive in a test file. A role declared in
// a _test.go file would exist only in the package's test build, where it
// would compete with the package's own roles and make the test variant's
// facts differ from the package's: roles live in non-test files.
func scanTestFile(f *ast.File, res *Result) {
	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if !CommentMentions(c.Text) || IsAllow(c.Text) {
				continue
			}
			d, ok := parse(c, res)
			if !ok {
				continue
			}
			res.Problems = append(res.Problems, Problem{
				Pos:  c.Slash,
				End:  c.End(),
				Role: d.role,
				Kind: kinds.DirectiveInTestFile,
				Message: fmt.Sprintf("//%s:%s in a test file: declare roles in non-test files",
					Tool, d.role),
			})
		}
	}
}

func scanFile(fset *token.FileSet, f *ast.File, res *Result) {
	// Every directive-looking comment that a declaration's doc claims is
	// marked here; what is left over is misplaced.
	claimed := make(map[*ast.Comment]bool)

	for _, decl := range f.Decls {
		switch decl := decl.(type) {
		case *ast.FuncDecl:
			for _, d := range directivesIn(decl.Doc, claimed, res) {
				checkFunc(d, decl, res)
			}
		case *ast.GenDecl:
			groupDirs := directivesIn(decl.Doc, claimed, res)
			for _, d := range groupDirs {
				checkGenGroup(d, decl, res)
			}
			for _, spec := range decl.Specs {
				var doc *ast.CommentGroup
				switch s := spec.(type) {
				case *ast.ValueSpec:
					doc = s.Doc
				case *ast.TypeSpec:
					doc = s.Doc
					scanInterface(s, claimed, res)
				}
				if doc == decl.Doc {
					continue // an ungrouped declaration: already read
				}
				for _, d := range directivesIn(doc, claimed, res) {
					checkSpec(d, decl.Tok, spec, res)
				}
			}
		}
	}

	for _, cg := range f.Comments {
		for _, c := range cg.List {
			if claimed[c] || !CommentMentions(c.Text) || IsAllow(c.Text) {
				continue
			}
			d, ok := parse(c, res)
			if !ok {
				continue
			}
			res.Problems = append(res.Problems, Problem{
				Pos:  c.Slash,
				End:  c.End(),
				Role: knownOrEmpty(d.role),
				Kind: kinds.DirectiveMisplaced,
				Message: fmt.Sprintf("misplaced //%s:%s: put it on a package-level %s",
					Tool, d.role, expectedDecl(d.role)),
			})
		}
	}
}

// scanInterface reads the directives on the methods of an interface type:
// //clampvet:spawn marks an interface method as a spawn sink (a call
// through it starts a child run, whatever type implements it); no other
// role documents an interface method.
func scanInterface(ts *ast.TypeSpec, claimed map[*ast.Comment]bool, res *Result) {
	it, ok := ts.Type.(*ast.InterfaceType)
	if !ok || it.Methods == nil {
		return
	}
	for _, m := range it.Methods.List {
		for _, d := range directivesIn(m.Doc, claimed, res) {
			_, isMethod := m.Type.(*ast.FuncType)
			switch {
			case d.role == Spawn && isMethod && len(m.Names) == 1:
				res.Found = append(res.Found, Found{Role: d.role, Pos: d.pos, End: d.end, Name: m.Names[0]})
			case d.role == Spawn:
				res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
					Message: fmt.Sprintf("//%s:%s documents an embedded interface of %s: put it on a method", Tool, d.role, ts.Name.Name)})
			default:
				res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
					Message: fmt.Sprintf("//%s:%s documents a method of interface %s: only //%s:%s may; put it on a package-level %s",
						Tool, d.role, ts.Name.Name, Tool, Spawn, expectedDecl(d.role))})
			}
		}
	}
}

// directive is one parsed //clampvet: comment.
type directive struct {
	pos, end token.Pos // the comment's extent
	role     Role
}

// directivesIn parses the directives of one doc comment, marks them
// claimed, and reports malformed ones (which are then not returned).
func directivesIn(doc *ast.CommentGroup, claimed map[*ast.Comment]bool, res *Result) []directive {
	if doc == nil {
		return nil
	}
	var out []directive
	for _, c := range doc.List {
		if !CommentMentions(c.Text) || IsAllow(c.Text) {
			continue
		}
		claimed[c] = true
		if d, ok := parse(c, res); ok {
			out = append(out, d)
		}
	}
	return out
}

// parse reads one comment that reads as a directive. It reports a wrong
// spelling (see [readSpelling]), a missing or unknown name and any
// argument, and returns ok only for a well-formed directive of a known
// role.
//
// The name is the text after "clampvet:" up to the first white space, as
// [ast.ParseDirective] reads it. ParseDirective itself is not used: it
// rejects a name that does not start with a lower-case letter or digit
// ("//clampvet:Carrier", "//clampvet: carrier"), and those must be reported
// as an unknown or missing name, not as a misplaced space.
func parse(c *ast.Comment, res *Result) (directive, bool) {
	sp, ok := readSpelling(c.Text)
	if !ok {
		return directive{}, false // callers checked CommentMentions
	}
	if sp.fault != exact {
		misspelt(c, sp, res)
		return directive{}, false
	}
	name, args := sp.name, sp.args
	if name == "" {
		res.Problems = append(res.Problems, Problem{
			Pos:  c.Slash,
			End:  c.End(),
			Kind: kinds.DirectiveUnknown,
			Message: fmt.Sprintf("%q names no role: write //%s:NAME, NAME one of %s",
				c.Text, Tool, knownList()),
		})
		return directive{}, false
	}
	role := Role(name)
	if !role.known() {
		res.Problems = append(res.Problems, Problem{
			Pos:     c.Slash,
			End:     c.End(),
			Kind:    kinds.DirectiveUnknown,
			Message: fmt.Sprintf("unknown directive //%s:%s: expected one of %s", Tool, name, knownList()),
		})
		return directive{}, false
	}
	if args != "" {
		res.Problems = append(res.Problems, Problem{
			Pos:  c.Slash,
			End:  c.End(),
			Role: role,
			Kind: kinds.DirectiveArgument,
			Message: fmt.Sprintf("unexpected argument %q to //%s:%s: the directive takes no arguments",
				args, Tool, role),
		})
		return directive{}, false
	}
	return directive{pos: c.Slash, end: c.End(), role: role}, true
}

// misspelt reports a comment that reads as a directive but is not one to
// the go tool, with the spelling that is: "//clampvet:NAME", the name in
// lower case when that makes it a known role. The problem belongs to that
// role.
func misspelt(c *ast.Comment, sp spelling, res *Result) {
	name := sp.name
	if lower := strings.ToLower(name); Role(lower).known() {
		name = lower
	}
	if name == "" {
		name = "NAME"
	}
	want := "//" + Tool + ":" + name
	quoted := c.Text
	if sp.fault == blockComent && strings.Contains(strings.TrimSpace(c.Text), "\n") {
		quoted = sp.line // a multi-line comment: quote the line that reads as a directive
	}
	var msg string
	switch sp.fault {
	case blockComent:
		if quoted != c.Text {
			msg = fmt.Sprintf("%q in a block comment is not a directive: write %s as a line comment", quoted, want)
		} else {
			msg = fmt.Sprintf("%q is a block comment, not a directive: write %s as a line comment", quoted, want)
		}
	case leadSpace:
		msg = fmt.Sprintf("%q is not a directive: write %s with no space", quoted, want)
	case extraSlash:
		msg = fmt.Sprintf("%q is not a directive: write %s with two slashes", quoted, want)
	case letterCase:
		msg = fmt.Sprintf("%q is not a directive: write %s in lower case", quoted, want)
	case spaceColon:
		msg = fmt.Sprintf("%q is not a directive: write %s with no space", quoted, want)
	case separator:
		msg = fmt.Sprintf("%q is not a directive: write %s with a colon, not %q", quoted, want, sp.sep)
	default: // noColon
		msg = fmt.Sprintf("%q is not a directive: write %s with a colon", quoted, want)
	}
	res.Problems = append(res.Problems, Problem{
		Pos: c.Slash, End: c.End(), Role: knownOrEmpty(Role(name)), Kind: kinds.DirectiveMisspelt, Message: msg,
	})
}

// splitName splits the text after "clampvet:" into the name (up to the
// first white space) and the trimmed rest.
func splitName(s string) (name, rest string) {
	i := strings.IndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	return s[:i], strings.TrimSpace(s[i:])
}

func checkFunc(d directive, decl *ast.FuncDecl, res *Result) {
	switch {
	case !d.role.IsFunc():
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents func %s: it must document a package-level var declaration",
				Tool, d.role, decl.Name.Name)})
	case decl.Recv != nil && !d.role.Several():
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents method %s: it must document a plain func (no receiver)",
				Tool, d.role, decl.Name.Name)})
	case decl.Body == nil:
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents func %s, which has no Go body: it must document a %s with one",
				Tool, d.role, decl.Name.Name, funcKind(d.role))})
	default:
		res.Found = append(res.Found, Found{Role: d.role, Pos: d.pos, End: d.end, Func: decl, Name: decl.Name})
	}
}

// checkGenGroup handles a directive in a GenDecl's own doc comment.
func checkGenGroup(d directive, decl *ast.GenDecl, res *Result) {
	if d.role.IsFunc() || decl.Tok != token.VAR {
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents %s declaration: it must document a %s",
				Tool, d.role, withArticle(decl.Tok.String()), expectedDecl(d.role))})
		return
	}
	if decl.Lparen.IsValid() && len(decl.Specs) != 1 {
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents a var group of %d specs: move it to the one var it declares",
				Tool, d.role, len(decl.Specs))})
		return
	}
	checkSpec(d, decl.Tok, decl.Specs[0], res)
}

func checkSpec(d directive, tok token.Token, spec ast.Spec, res *Result) {
	vs, ok := spec.(*ast.ValueSpec)
	if d.role.IsFunc() || !ok || tok != token.VAR {
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents %s declaration: it must document a %s",
				Tool, d.role, withArticle(tok.String()), expectedDecl(d.role))})
		return
	}
	if len(vs.Names) != 1 {
		res.Problems = append(res.Problems, Problem{Pos: d.pos, End: d.end, Role: d.role, Kind: kinds.DirectiveMisplaced,
			Message: fmt.Sprintf("//%s:%s documents a var spec that declares %d names: it must declare exactly one",
				Tool, d.role, len(vs.Names))})
		return
	}
	var value ast.Expr
	if len(vs.Values) == 1 {
		value = vs.Values[0]
	}
	res.Found = append(res.Found, Found{Role: d.role, Pos: d.pos, End: d.end, Spec: vs, Value: value, Name: vs.Names[0]})
}

// dedupe keeps the first declaration of each role (in file order) and
// reports every further one: each role is expected once per package.
func dedupe(fset *token.FileSet, files []*ast.File, res *Result) {
	before := sourceOrder(fset, files)
	sort.SliceStable(res.Found, func(i, j int) bool { return before(res.Found[i].Pos, res.Found[j].Pos) })
	first := make(map[Role]Found)
	byDecl := make(map[*ast.Ident]Found)
	kept := res.Found[:0]
	for _, f := range res.Found {
		if prev, dup := byDecl[f.Name]; dup {
			msg := fmt.Sprintf("%s already declares role //%s:%s: a declaration takes one role",
				f.Name.Name, Tool, prev.Role)
			if prev.Role == f.Role {
				msg = fmt.Sprintf("//%s:%s repeated on %s: write it once", Tool, f.Role, f.Name.Name)
			}
			res.Problems = append(res.Problems, Problem{Pos: f.Pos, End: f.End, Role: f.Role, Kind: kinds.DirectiveDuplicate, Message: msg})
			continue
		}
		if prev, dup := first[f.Role]; dup && !f.Role.Several() {
			res.Problems = append(res.Problems, Problem{Pos: f.Pos, End: f.End, Role: f.Role, Kind: kinds.DirectiveDuplicate,
				Message: fmt.Sprintf("second //%s:%s on %s (first on %s): keep one per package", Tool, f.Role, f.Name.Name, prev.Name.Name),
				Related: []analysis.RelatedInformation{{Pos: prev.Pos, End: prev.End, Message: fmt.Sprintf("the first //%s:%s, on %s", Tool, f.Role, prev.Name.Name)}}})
			continue
		}
		first[f.Role] = f
		byDecl[f.Name] = f
		kept = append(kept, f)
	}
	res.Found = kept
	sort.SliceStable(res.Problems, func(i, j int) bool { return before(res.Problems[i].Pos, res.Problems[j].Pos) })
}

// sourceOrder returns a less function ordering positions by the index of
// their file in files, then by offset: a deterministic order, unlike the
// token.Pos values themselves (see [Scan]).
func sourceOrder(fset *token.FileSet, files []*ast.File) func(a, b token.Pos) bool {
	index := make(map[*token.File]int, len(files))
	for i, f := range files {
		if tf := fset.File(f.Pos()); tf != nil {
			index[tf] = i
		}
	}
	key := func(p token.Pos) (int, int) {
		tf := fset.File(p)
		if tf == nil {
			return len(files), int(p)
		}
		i, ok := index[tf]
		if !ok {
			i = len(files)
		}
		return i, tf.Offset(p)
	}
	return func(a, b token.Pos) bool {
		fa, oa := key(a)
		fb, ob := key(b)
		if fa != fb {
			return fa < fb
		}
		return oa < ob
	}
}

// withArticle prefixes a keyword with "a" or "an" ("an import", "a type").
func withArticle(word string) string {
	if word != "" && strings.ContainsRune("aeiou", rune(word[0])) {
		return "an " + word
	}
	return "a " + word
}

// funcKind is the declaration a func role documents.
func funcKind(r Role) string {
	if r.Several() {
		return "func or method"
	}
	return "func"
}

func expectedDecl(r Role) string {
	if r == Spawn {
		return "func or method declaration, or an interface's method"
	}
	if r.Several() {
		return "func or method declaration"
	}
	if r.IsFunc() {
		return "func declaration"
	}
	if r.known() {
		return "var declaration with one name"
	}
	return "declaration"
}

func knownOrEmpty(r Role) Role {
	if r.known() {
		return r
	}
	return ""
}

func knownList() string {
	names := make([]string, len(Roles))
	for i, r := range Roles {
		names[i] = string(r)
	}
	return strings.Join(names, ", ")
}
