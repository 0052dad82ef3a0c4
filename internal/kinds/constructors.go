package kinds

// The kinds the constructors analyzer reports about the registry: the
// module its rows are resolved in, the carrier they are checked against,
// its shape (read by package roles, reported by constructors), each row,
// and its completeness. The dataflow rules and the census it also reports
// are in dataflow.go; its directive's hygiene is clampseats' (the
// directive-* kinds).
const (
	// RegistryNoModule is a registry whose rows cannot be resolved
	// because the driver reports no module and -constructors.module is
	// not set.
	RegistryNoModule = "registry-no-module"
	// RegistryOutsideModule is a registry in a package outside the
	// module its rows are resolved in (the driver's, or -module's).
	RegistryOutsideModule = "registry-outside-module"
	// RegistryCarrierAmbiguous is a registry that sees several carriers
	// and cannot tell which one its rows must call.
	RegistryCarrierAmbiguous = "registry-carrier-ambiguous"
	// RegistryNotALiteral is a registry whose initializer is not a
	// []string or [N]string composite literal (or that has none).
	RegistryNotALiteral = "registry-not-a-literal"
	// RegistryEmpty is a registry literal that lists no row.
	RegistryEmpty = "registry-empty"
	// RegistryElementNotALiteral is an element of the registry literal
	// that is not a plain string literal (keyed, a constant, a call, a
	// concatenation...).
	RegistryElementNotALiteral = "registry-element-not-a-literal"
	// RegistryArrayShort is a registry array literal that gives fewer
	// elements than its length.
	RegistryArrayShort = "registry-array-short"
	// RowMalformed is a row not spelt "DIR/FILE.go#Name" or
	// "DIR/FILE.go#Type.Method".
	RowMalformed = "row-malformed"
	// RowDuplicate is a row listed a second time.
	RowDuplicate = "row-duplicate"
	// RowPackageNotImported is a row naming a package the registry's
	// package does not import.
	RowPackageNotImported = "row-package-not-imported"
	// RowPackageNoCarrier is a row naming a package that cannot call a
	// carrier: it neither declares nor (directly) imports one.
	RowPackageNoCarrier = "row-package-no-carrier"
	// RowFileNotInPackage is a row naming a file its package's build
	// does not include.
	RowFileNotInPackage = "row-file-not-in-package"
	// RowDeclaredInOtherFile is a row naming a declaration in a file of
	// its package other than the one that declares it.
	RowDeclaredInOtherFile = "row-declared-in-other-file"
	// RowNotDeclared is a row naming nothing its package declares at
	// package level (a method named without its type included).
	RowNotDeclared = "row-not-declared"
	// RowAliasReceiver is a row naming a method through an alias of its
	// receiver's type.
	RowAliasReceiver = "row-alias-receiver"
	// RowNotAFunc is a row naming a declaration whose body cannot be read
	// as a constructor: a type, a constant, a var not bound to a func
	// literal, a func without a Go body.
	RowNotAFunc = "row-not-a-func"
	// RowCallsNoCarrier is a row naming a func whose body calls no
	// carrier.
	RowCallsNoCarrier = "row-calls-no-carrier"
	// RowCallsOtherCarrier is a row naming a func that calls a carrier,
	// but not the registry's.
	RowCallsOtherCarrier = "row-calls-other-carrier"
	// ConstructorNotRegistered is a func that calls the registry's
	// carrier and is named by no row.
	ConstructorNotRegistered = "constructor-not-registered"

	// SpawnRoleNoTighten is a spawn sink or root with no tighten
	// function in view, so that the census cannot tell a tightened spec
	// from a loosened one.
	SpawnRoleNoTighten = "spawn-role-no-tighten"
	// SpawnRoleShape is a spawn sink with no spec-carrying parameter, or
	// a root that returns no spec.
	SpawnRoleShape = "spawn-role-shape"
)

// The reasons no exception may cover a kind of the registry's: each says
// why an exception would switch a check off beyond one reviewed site.
const (
	noModuleResolves = "without the module no row resolves: an exception would switch off the check of every row and the registry's completeness"
	carrierUndecided = "without one carrier every row is checked against any carrier and completeness is not checked: an exception would switch that off for every row"
	registryUnread   = "a registry that cannot be read checks no row and no completeness: an exception would switch the check off for every constructor"
	rowIsConfig      = "a row is a line of clampvet's own configuration, and mending it (write it right, or remove it) never loses a check: an excepted row would stay a claim nothing verifies"
	censusRole       = "a spawn sink or root is a directive of clampvet's own configuration: an exception would leave the role declared and every spec it starts or hands out unchecked"
	atTheRegistry    = "the finding is reported at the registry, so one exception there would cover every unregistered constructor, today's and tomorrow's; adding the row is always right"
)

// constructorsKinds are the kinds the constructors analyzer reports from
// its own code, in the order docs/analyzers.md explains them.
var constructorsKinds = []Kind{
	{
		ID:       RegistryNoModule,
		Analyzer: "constructors",
		Title:    "The driver reports no module, so the registry's rows cannot be resolved",
		Text: `Rows name files relative to the module root (\'agents/subagent.go#buildChildSpec\'),
so resolving them needs the module's path. The go command's drivers (go vet,
clampvet, golangci-lint) report it; Bazel nogo and other drivers without module
information do not. Set the analyzer's flag to the registry's module path:
\'-constructors.module=example.com/engine\' (\'-module\' when constructors runs alone).`,
		Bad: `// nogo, analyzer_flags: {}
//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"} // finding: the driver reports no module`,
		Good: `// nogo, analyzer_flags: {"constructors": {"module": "example.com/engine"}}
//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: noModuleResolves,
	},
	{
		ID:       RegistryOutsideModule,
		Analyzer: "constructors",
		Title:    "The registry's package is outside the module its rows are resolved in",
		Text: `Rows are paths relative to the root of the registry's own module, so the
registry's package must lie inside it. Either \'-constructors.module\' names
another module than the one the registry's package belongs to (set it to the
registry's module), or the driver placed the package outside its module (a
file list, a package of another module): run clampvet on the module that
declares the registry.`,
		Bad: `// package example.com/engine/wiring, run with -constructors.module=example.com/elsewhere
//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"} // finding: not in -module`,
		Good: `// package example.com/engine/wiring, run with -constructors.module=example.com/engine
//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: noModuleResolves,
	},
	{
		ID:       RegistryCarrierAmbiguous,
		Analyzer: "constructors",
		Title:    "The registry sees several carriers and cannot tell which one its rows must call",
		Text: `Every row is checked against one carrier: the one declared in the registry's
package, else the only one visible from it, else the only visible one whose
package declares a visible \'//clampvet:tighten\' func. Calling some carrier is not
enough: a library's narrower carrier would pass every row while the other seats
never travel. When several carriers are candidates (none paired with a tighten
function, or several), import into the registry's package only the package of
the carrier the rows call, with its tighten function, or declare the registry in
that carrier's package.`,
		Bad: `import (
	_ "example.com/engine/left"  // declares a carrier, no tighten function
	_ "example.com/engine/right" // declares a carrier, no tighten function
)

//clampvet:registry
var Constructors = []string{"agents/agents.go#Left"} // finding: 2 unpaired carriers`,
		Good: `import _ "example.com/engine/policy" // the carrier and its tighten function

//clampvet:registry
var Constructors = []string{"agents/agents.go#Left"}`,
		NotAllowable: carrierUndecided,
	},
	{
		ID:       RegistryNotALiteral,
		Analyzer: "constructors",
		Title:    "The registry is not initialized with a []string literal",
		Text: `The registry is a closed list: a \'[]string\' (or \'[N]string\', \'[...]string\')
composite literal written in the var's declaration, so that every row is in
view of the analyzer and of a reviewer. A var with no initializer, one bound to
an identifier, a call (\'append\'), a map or a list of another element type could
gain or lose rows where no check sees them. Write the rows in the literal.`,
		Bad: `var extra = []string{"agents/verify.go#fixLegSpec"}

//clampvet:registry
var Constructors = append([]string{"agents/subagent.go#buildChildSpec"}, extra...) // finding: a call of append`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#buildChildSpec",
	"agents/verify.go#fixLegSpec",
}`,
		NotAllowable: registryUnread,
	},
	{
		ID:       RegistryEmpty,
		Analyzer: "constructors",
		Title:    "The registry lists no constructor",
		Text: `An empty registry checks nothing: no row is resolved, and the census has no
constructor to trace a spec to. The analyzer fails closed rather than pass a
module whose constructors nobody listed. List each child-spec constructor, one
row each (\'clampvet -fix\' proposes the rows of the functions that call the carrier
once the registry has one).`,
		Bad: `//clampvet:registry
var Constructors = []string{} // finding: lists no constructor`,
		Good: `//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: registryUnread,
	},
	{
		ID:       RegistryElementNotALiteral,
		Analyzer: "constructors",
		Title:    "A registry element is not a plain string literal",
		Text: `Every row is a string literal written in the registry: a named constant, a
variable, a call, a conversion or a concatenation could hide what the row names
(and change it where the registry is not), and a keyed element (\'7: "..."\')
leaves the elements before it empty. Write each row as a plain string literal.`,
		Bad: `const observerRow = "agents/subagent.go#observerSpec"

//clampvet:registry
var Constructors = []string{
	observerRow,                              // finding: a named constant
	"agents/" + "subagent.go#buildChildSpec", // finding: a concatenation
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#observerSpec",
	"agents/subagent.go#buildChildSpec",
}`,
		NotAllowable: registryUnread,
	},
	{
		ID:       RegistryArrayShort,
		Analyzer: "constructors",
		Title:    "The registry array gives fewer rows than its length",
		Text: `The elements an array literal leaves out are empty strings: rows nobody wrote,
which would otherwise pass unseen. Declare the registry \'[...]string\' or
\'[]string\', so that its length is the number of rows written (and \'clampvet -fix\'
can add a row).`,
		Bad: `//clampvet:registry
var Constructors = [3]string{"agents/subagent.go#buildChildSpec"} // finding: 1 element, length 3`,
		Good: `//clampvet:registry
var Constructors = [...]string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: registryUnread,
	},
	{
		ID:       RowMalformed,
		Analyzer: "constructors",
		Title:    "A registry row is not spelt DIR/FILE.go#Name",
		Text: `A row is \'"DIR/FILE.go#Name"\' or \'"DIR/FILE.go#Type.Method"\' (\'"FILE.go#Name"\' in the
module's root package): one '#', no white space, DIR a clean slash-separated
path relative to the module root (no leading '/', no backslash, no empty, "."
or ".." segment), FILE a non-test Go file the go tool builds, and Name an
identifier or \'Type.Method\' with the receiver's type written without '*' or type
parameters. The message says the first rule the row breaks and what to write.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"./agents/subagent.go#(*Runner).buildChildSpec", // finding: a "." segment, a name that is not an identifier
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#Runner.buildChildSpec",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowDuplicate,
		Analyzer: "constructors",
		Title:    "A registry row is listed twice",
		Text: `The registry is the one list of the engine's child-spec constructors, one row
each. A second copy of a row adds no check and hides a mistake: usually the copy
was meant to name another constructor. Delete it, or correct it.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#buildChildSpec",
	"agents/subagent.go#buildChildSpec", // finding: listed twice
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#buildChildSpec",
	"agents/subagent.go#observerSpec",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowPackageNotImported,
		Analyzer: "constructors",
		Title:    "A registry row names a package the registry's package does not import",
		Text: `The analyzer learns a constructor's declarations from its package's facts,
which reach the registry only through its imports: the registry's package must
import every constructor's package, directly or through packages of its module
that take part. A blank import in the registry's file is enough.`,
		Bad: `package wiring // imports nothing of the engine

//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"} // finding: not imported`,
		Good: `package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{"agents/subagent.go#buildChildSpec"}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowPackageNoCarrier,
		Analyzer: "constructors",
		Title:    "A registry row names a package that cannot call a carrier",
		Text: `A constructor calls a \'//clampvet:carrier\' func in its body, so its package
declares a carrier or imports the package that declares one. A row naming a
package that does neither names no constructor (with "directly imports", the
package reaches a carrier only through packages that do not take part). Name the
package that builds the child spec, or import the carrier's package there and
call the carrier.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"util/strings.go#Trim", // finding: package util neither declares nor imports a carrier
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#buildChildSpec",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowFileNotInPackage,
		Analyzer: "constructors",
		Title:    "A registry row names a file its package does not build",
		Text: `The file of a row must be one of its package's non-test Go files in this build
(this GOOS, GOARCH and these build tags): a file that was renamed or deleted, or
one build constraints exclude, holds nothing the analyzer can check. The message
lists the package's files when they are few. Name the file that declares the
constructor, in an unconstrained file.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"agents/observer.go#observerSpec", // finding: file observer.go is not in its package (its files: subagent.go, verify.go)
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#observerSpec",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowDeclaredInOtherFile,
		Analyzer: "constructors",
		Title:    "A registry row names its constructor in the wrong file",
		Text: `A row names the very file that declares its constructor, so that a reader finds
it from the row and a constructor moved to another file is noticed. Write the
file the message names.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#observerSpec", // finding: observerSpec is declared in observer.go, not in subagent.go
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/observer.go#observerSpec",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowNotDeclared,
		Analyzer: "constructors",
		Title:    "A registry row names nothing its package declares",
		Text: `The name of a row must be a package-level func or var of its package, or
\'Type.Method\' for a method of a type the package declares. A method named alone
is not a package-level name: write its type (the message names the methods of
that name). A name that is declared nowhere was misspelt, or its constructor was
renamed or deleted: write its current name, or remove the row.`,
		Bad: `//clampvet:registry
var Constructors = []string{
	"agents/teacher.go#inheritedDeploymentConfig", // finding: names only a method (Teacher.inheritedDeploymentConfig)
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/teacher.go#Teacher.inheritedDeploymentConfig",
}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowAliasReceiver,
		Analyzer: "constructors",
		Title:    "A registry row names a method through an alias of its type",
		Text: `A method belongs to the type an alias names, whichever name its receiver is
written with (\'type T = Teacher\'; \'func (t T) Spec()\' is \'Teacher.Spec\'). One
spelling per constructor keeps the check for rows listed twice meaningful:
write the aliased type's name.`,
		Bad: `type T = Teacher

//clampvet:registry
var Constructors = []string{"agents/agents.go#T.Spec"} // finding: T is an alias of Teacher`,
		Good: `type T = Teacher

//clampvet:registry
var Constructors = []string{"agents/agents.go#Teacher.Spec"}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowNotAFunc,
		Analyzer: "constructors",
		Title:    "A registry row names a declaration whose body cannot be read",
		Text: `A constructor must be a func declaration, a method, or a package-level var
initialized with a func literal: the analyzers read its Go body to check that it
calls the carrier and applies the clamps. A var bound to a call result, a method
value, a conversion or another identifier, a type, a constant, or a func without
a Go body cannot be followed. Make the constructor a Go func, and name it.`,
		Bad: `var observerSpec = makeBuilder(observerLane) // a var bound to a call result

//clampvet:registry
var Constructors = []string{"agents/subagent.go#observerSpec"} // finding: make it a Go func`,
		Good: `func observerSpec(parent *task.Run) policy.TaskSpec { return build(observerLane, parent) }

//clampvet:registry
var Constructors = []string{"agents/subagent.go#observerSpec"}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowCallsNoCarrier,
		Analyzer: "constructors",
		Title:    "A registry row names a func that calls no carrier",
		Text: `A registered constructor calls a \'//clampvet:carrier\' func in its own body
(through go/types: aliases and dot imports count; namesakes, func values,
interface methods and a carrier called only by a callee do not), so that the
seats travel and the dataflow rules can check it. A func that calls no carrier
is not a constructor: call the carrier in its body, or, when it builds its spec
through a registered constructor or helper that does, remove the row (calling
a registered constructor needs no row, and the helper that calls the carrier is
the one to register).`,
		Bad: `func verifierSpec(parent *task.Run) policy.TaskSpec {
	return policy.TaskSpec{HandsReadOnly: true}
}

//clampvet:registry
var Constructors = []string{"agents/verify.go#verifierSpec"} // finding: does not call a carrier`,
		Good: `func verifierSpec(parent *task.Run) policy.TaskSpec {
	spec := policy.TaskSpec{HandsReadOnly: true}
	policy.ChildClampSeats(sourceOf(parent)).Apply(&spec)
	return spec
}

//clampvet:registry
var Constructors = []string{"agents/verify.go#verifierSpec"}`,
		NotAllowable: rowIsConfig,
	},
	{
		ID:       RowCallsOtherCarrier,
		Analyzer: "constructors",
		Title:    "A registry row names a func that calls another carrier than the registry's",
		Text: `The rows are checked against the registry's carrier (the one whose seat list
and tighten function the registry sees). A constructor that calls only another
carrier — a library's narrower one — carries other seats than the registry's
carrier, or fewer, so the seats the registry's carrier carries do not reach its
child. Call the registry's carrier in its body. An exception may cover one such
row when a review has found that this lane needs only the other carrier's seats:
it covers that constructor alone.`,
		Bad: `func narrowLeg(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	lib.NarrowClamps(lib.Hands{HandsReadOnly: parent.HandsReadOnly}).Apply(&spec)
	return spec
}

//clampvet:registry
var Constructors = []string{"agents/legs.go#narrowLeg"} // finding: calls lib.NarrowClamps, not the registry's policy.ChildClampSeats`,
		Good: `func narrowLeg(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{}
	policy.ChildClampSeats(sourceOf(parent)).Apply(&spec)
	return spec
}

//clampvet:registry
var Constructors = []string{"agents/legs.go#narrowLeg"}`,
	},
	{
		ID:       ConstructorNotRegistered,
		Analyzer: "constructors",
		Title:    "A func that calls the registry's carrier is not registered",
		Text: `The registry is the complete list of the engine's child-spec constructors: a
func, method or func-literal var of a same-module package the registry's package
sees, in a non-test file, that calls the registry's carrier itself is a
constructor and needs its row, so that the registry is the one place that says
which functions build child specs. The finding is at the registry (its related
location is the carrier call) and names the row to add; \'clampvet -fix\' adds it
to a \'[]string\' or \'[...]string\' registry. A registry declared with a fixed
length (\'[2]string\') gets no fix, since a row added there would not compile:
declare it \'[...]string\' or \'[]string\'. Calling a registered constructor, or
calling another carrier than the registry's, needs no row.

No exception can cover this kind: every such finding is reported at the
registry's name, so an exception there would cover every unregistered
constructor, today's and tomorrow's, while adding the row is always right.`,
		Bad: `//clampvet:registry
var Constructors = []string{ // finding: fixLegSpec calls a carrier: add its row "agents/verify.go#fixLegSpec"
	"agents/subagent.go#buildChildSpec",
}`,
		Good: `//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#buildChildSpec",
	"agents/verify.go#fixLegSpec",
}`,
		NotAllowable: atTheRegistry,
	},
	{
		ID:       SpawnRoleNoTighten,
		Analyzer: "constructors",
		Title:    "A spawn sink or root has no tighten function in view",
		Text: `The census judges every spec that reaches a \'//clampvet:spawn\' sink or leaves a
\'//clampvet:root\', and a spec passed through the \'//clampvet:tighten\' function
counts as clamped (it can only tighten). Without that function in view (declared
in the package or in one it imports) the census cannot tell a tightened spec
from a loosened one, so it checks nothing at this role and says so: import the
package that declares the tighten function.`,
		Bad: `package runner // imports no package with a //clampvet:tighten func

//clampvet:spawn
func start(spec pol.Spec) {} // finding: no //clampvet:tighten func in view`,
		Good: `package runner

import "example.com/engine/pol" // declares //clampvet:tighten

//clampvet:spawn
func start(spec pol.Spec) {}`,
		NotAllowable: censusRole,
	},
	{
		ID:       SpawnRoleShape,
		Analyzer: "constructors",
		Title:    "A spawn sink takes no spec, or a root returns none",
		Text: `A \'//clampvet:spawn\' sink is a function whose spec-carrying parameters start a
child run: a parameter of the spec type T, a *T, a struct holding one, or a
slice, array, map (a variadic ...T included) or func of them. A
\'//clampvet:root\' returns such a spec. A sink with no such parameter, or a root
with no such result, declares a role the census can attach to nothing: move the
directive to the function that takes (or returns) the spec, or change its
signature.`,
		Bad: `//clampvet:spawn
func start(name string) {} // finding: spawn sink start takes no pol.Spec`,
		Good: `//clampvet:spawn
func start(name string, spec pol.Spec) {}`,
		NotAllowable: censusRole,
	},
}
