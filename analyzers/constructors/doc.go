// Package constructors defines an analyzer that checks the constructor
// registry: every registered child-spec constructor resolves to exactly one
// readable declaration, in its own file, that calls a carrier.
//
// [Documentation] is the analyzer's one description (clampvet help
// constructors, docs/analyzers.md); the roles it checks are read by package
// internal/roles, and the declaration index that lets a row's failure be
// named precisely is this package's own package fact.
package constructors

import "honnef.co/go/tools/analysis/lint"

// Documentation is the analyzer's structured documentation, rendered by the
// drivers and docs/analyzers.md.
var Documentation = &lint.RawDocumentation{
	Title: "Registered constructors resolve to one declaration in their own file that calls the carrier",
	Text: `Every row of the \'//clampvet:registry\' var, \'"DIR/FILE.go#Name"\' or
\'"DIR/FILE.go#Type.Method"\' with DIR relative to the module root, must name
a func declaration, a method, or a package-level var initialized with a func
literal, declared in that very file of a package the registry's package
imports (directly or through packages of its module), whose body calls a
\'//clampvet:carrier\' func. The registry must be a closed literal of string
literals that lists at least one row (an empty registry checks nothing; an
array literal must give every element of its length, or use \'[...]string\'),
and each row must be well-formed and listed once. The registry may sit in
any package of the module from which the constructors are in view: a wiring
package that imports them, or the constructors' own package (its rows then
name files of that very package, which needs no import), or the package that
declares the carrier.

The rows are checked against one carrier: the one declared in the
registry's package, else the only carrier visible from it, else the only
visible carrier whose package declares a visible \'//clampvet:tighten\'
func (the carrier whose seat list and tighten function the registry sees).
A row whose body calls only other carriers (a library's narrower one) is a
finding that names both; several candidates is a finding at the registry.
A method declared with an alias receiver (\'type T = Teacher\') is
Teacher's: its row is \'Teacher.Method\', and a row naming the alias is
told so. Calls through func values and interface methods, and carriers
called only by a callee, do not count as calling a carrier.

The analyzer fails closed: a row it cannot resolve, or a shape it cannot read
(a var bound to a call result or a method value, a type, a constant), is a
finding at the row that says what was found, never a silent pass.

The clamps reach the spec, a dataflow rule (SSA, test files excepted), checked in every function
that calls a carrier, where it is declared. On every path from entry to a normal return, the
carrier's result must be applied to the function's output after every write of a carried seat
to it. The output is the spec it returns (or the spec field of a struct of its own that it
returns), the spec behind a pointer it returns (\'&T{...}\', \'new(T)\', \'&v\', or a pointer to a
struct of its own whose spec field is the output), each spec of a slice it returns (a fan-out:
clamped specs appended to a nil or empty slice), the spec behind a pointer parameter it clamps
in place, or the clamps it returns for its caller (then they must be the carrier's result). A
deferred application runs at every return, after the results are set, so
\'defer Carry(src).Apply(&spec)\' clamps a named result; a call registered with defer that is
handed the spec without applying the clamps runs after them, and is a finding. Applied
means: the output is passed to a function or method of the carrier's package together with the
carrier's result (\'Clamps.Apply\'), or assigned the tighten function's result with the
carrier's result (or a clamped spec) as either operand, or a same-package function
that does either on every return is called with it. Writes before the application are the
constructor's own stricter values; a write of a carried seat after it, a path that skips it
(an \'if\', dead code, a closure never called), clamps applied to a copy, clamps kept and never
applied, a fresh spec returned, and a spec whose address escapes to a call or a closure after
the clamps are findings. A path that returns a zero spec with a non-nil error needs no clamps
(a named result nothing has written yet is the zero spec).

	// finding: WriteFace written after the clamps were applied
	func verifierSpec(parent policy.TaskSpec) policy.TaskSpec {
		var spec policy.TaskSpec
		policy.ChildClampSeats(source(parent)).Apply(&spec)
		spec.WriteFace = policy.FaceHost
		return spec
	}

	// no finding: the lane's own stricter value first, then the clamps
	func verifierSpec(parent policy.TaskSpec) policy.TaskSpec {
		spec := policy.TaskSpec{WriteFace: policy.FaceRoots}
		policy.ChildClampSeats(source(parent)).Apply(&spec)
		return spec
	}

Constructor vars stay what they were: a package-level variable initialized with a func literal
that calls a carrier must never be assigned after its declaration, nor have its address taken,
in any package (a fact carries it to the importers): make it a func declaration.

	var verifierSpec = func(p policy.TaskSpec) policy.TaskSpec { ... }
	func init() { verifierSpec = looser } // finding: constructor var verifierSpec is reassigned

Constructor tables are read the same way. A package-level variable initialized by a table of
func literals (a map, slice, array or struct literal holding them, at any depth) one of which
calls a carrier is a constructor table: its row names the table (\'legs/legs.go#ByName\'), every
literal in it is checked as a constructor (its clamps reach its output, no carried seat is
written after them), an entry that calls no carrier is a finding at the entry (a spec a call
through the table returns is accepted whichever entry the key picks), and the table must stay
the literal it is declared with, in any package: an entry assigned, the table reassigned, an
entry's address taken, or the table handed on as a value or sliced is a finding. Indexing it,
ranging over it, len, cap, delete and clear only read it or take entries out (a call of a
missing entry panics and starts nothing). A spec a call of one of its entries returns (by
index, comma-ok lookup, range value, field, or a table of tables) is then a constructor's.

	var ByName = map[string]Builder{
		"verify": func(p policy.TaskSpec) (*task.Task, error) { ... ChildClampSeats(...).Apply(&t.Spec) ... },
		"plain":  func(p policy.TaskSpec) (*task.Task, error) { ... }, // finding: entry calls no carrier
	}
	func init() { ByName["fix"] = looser } // finding: constructor table ByName has an entry assigned

Not followed (findings, never silent passes): calls through func values and interface methods
(passing the spec to one loses the clamps), a spec captured by a closure that may write it (a
literal that only reads it, a deferred log, is none) or stored in memory, reflection and unsafe. Panicking paths are not returns. A carried seat that holds a
slice, map or pointer shares what it points to with every copy of the spec and of the seat: a
write into its elements after the clamps is a write of the seat, assigned
(spec.ReadDenyPatterns[0] = ...) or made in place by a builtin (copy into it, clear, delete, an
append over a slice of it), or made by a function handed the seat's value (a helper that fills or
clears the slice it is given, at any depth of calls, a func literal called where it is made, a
generic helper of a type parameter that holds a slice or a map, S ~[]E). Such a function's
summary lists the parameters whose elements it writes. A package of the module under analysis has
such summaries whether it takes part or not (an engine's own utility packages take none); a
package of another module has them only where it takes part. The standard library takes no part, but what its functions write into what
they are handed is known: clampvet carries a table read from the standard library's own bodies
by the same walk (slices.Sort, slices.Delete, sort.Strings, maps.Copy and maps.DeleteFunc
write; strings.Join, slices.Contains and slices.Index only read). The seat's value converted to an
interface is written by a function of the standard library that writes through reflection what
its interface parameter holds (a second table read from its bodies: sort.Slice, json.Unmarshal,
errors.As; fmt and json.Marshal only read), and by a call that may call a method of the type
it was converted to that writes it: a function of the standard library through the methods of
the interface it is handed (sort.Sort(sort.StringSlice(spec.Deny)) calls Swap;
fmt.Println(sort.StringSlice(spec.Deny)), handed an any, cannot), any other callee whatever
the interface, since it may assert one (sort.StringSlice(spec.Deny).Sort() writes too). The seat's value handed after
the clamps to a func value, an interface method, or a function of another module's package that
takes no part (out of view) may have its elements written: a finding ("ReadDenyPatterns passed
to a func value after the clamps", "... passed to lists.Len, out of view, after the clamps");
hand on a copy (slices.Clone, maps.Clone). One gap: the rule runs where a carrier is
called, so a builder that calls no carrier but hands its spec to a registered in-place applier
(or applies a registered producer's clamps) and then writes a carried seat is not reported here;
the census reports it where that spec reaches a spawn sink ("a spec written after its clamps
were applied"), and without a sink in view nothing does. A carrier whose result is a basic type
(a bool, an int) or that has no single result gives nothing a spec can be given: its calls are
not checked by this rule, only by the syntactic ones.

The registry is complete: a function, method, func-literal var or constructor table of a same-module package the
registry's package sees, in a non-test file, that calls the registry's carrier itself and is
named by no row is a finding at the registry, with a fix that adds its row in the
\'DIR/FILE.go#Name\' form (none for a registry whose type fixes its length, \'[2]string\', where
the row would not compile: declare it \'[...]string\' or \'[]string\'). Only the registry's own
carrier counts: in an engine of several carriers, each with its registry, a function that calls
only another carrier is that carrier's registry's to list, and while the registry's carrier is
ambiguous nothing is proposed. Calling a registered constructor (applying the clamps a registered
clamp producer returns, or handing a spec to a registered in-place applier) needs no row; a
declaration a row already means but misnames (another file, a method without its type) is left
to that row's finding. Test files are exempt.

	//clampvet:registry
	var Constructors = []string{"agents/subagent.go#buildChildSpec"}
	// finding at Constructors: fixLegSpec calls a carrier: add its row
	// "agents/verify.go#fixLegSpec" to Constructors

	var Constructors = []string{"agents/subagent.go#buildChildSpec", "agents/verify.go#fixLegSpec"}

The census (SSA, test files excepted): \'//clampvet:spawn\' marks a func or method that starts a
child run (a spawn sink), \'//clampvet:root\' one that builds the spec of a root run; several of
each per package. On an interface's method, \'//clampvet:spawn\' makes every call through that
method a sink's call, whatever type implements it; a call through an unmarked interface method
that a spawn sink in view (a method of the package or of one it imports) implements is a finding
at the call: the child it may start would be checked by no one. A sink's spec-carrying parameters are those whose type is the spec type (the
tighten function's), a pointer to it, a struct (or pointer to one) holding it at any depth of
fields, or a slice, array, map (a variadic \'...T\' included) or func of those: each element, and
what the func returns, is checked like a spec argument. Every spec that reaches one, at every static call in any package, must come on every
path from: a constructor (a function that calls the carrier; registry completeness lists it), a
spec clamped in place where it is used (the clamps applied in the function, to the spec or to
every spec a local task struct holds, or an in-place applier of any package called on every path
with no write after it: a constructor clamps its output, what it returns or, when it returns no
spec, the spec pointers it is handed; a sibling task or a parent run it is handed is not clamped
by the call, and what its summary leaves written there is a write at the call), a root, a function whose
every return is such a spec (a fact carries it to importers), or a parameter of the caller, in
which case its callers are checked in turn (the caller is then a spawn path). Specs are followed
through locals, struct fields and composite literals, slices and maps built in view, \'append\',
ranges, phis, function results (a generic helper's included: \'must(ChildSpec(p))\' passes on
what it is given) and the tighten function (clean when either operand is). A path that returns
a non-nil error is not followed. A constructor of another module in which the flow rules found a
finding there (its clamps do not reach its output, its source is not whole) is not accepted: an
engine checked alone never sees that module's findings, so a spec it returns is a finding at the
call; in its own module the finding at the constructor says it. The module is the one the
driver names (without one, as under Bazel nogo, every constructor is accepted).

Clamping in place right before the sink is the common shape of a child started from a closure
(a goroutine, an errgroup callback, a framework's tool callback, an iterator's body): the
function that calls the carrier there is a constructor like any other (its row names the
declared function that holds the closure), its carrier result is not lost when the function
starts a child (a sink, or a function of another package whose parameters reach one), and the
spec it hands on is checked at the sink like any other.

	go func() {
		t := &task.Task{Spec: policy.TaskSpec{MaxTurns: 2}}
		policy.ChildClampSeats(source(parent)).Apply(&t.Spec) // no finding: clamped in place
		runner.StartTask(t)
	}()

What happens to a spec on its way is followed too. A spec clamped when it was made (by a
constructor, a root, a clean function) must still be clamped at the call that hands it on: a
carried seat written between the two (\'t.Spec.ReadFace = policy.FaceHost\' after the constructor
returns, through the local that holds it, the task struct or run literal it is put in (read back
through it: \'run.Task.Spec.ReadFace = ...\'), the pointer
the constructor returned, or a parameter the function hands on), or an element of a seat that
holds a slice or map (assigned, or written in place by copy, clear, delete or an append over a
slice of it), is a finding at the write, unless the clamps are applied again or a clamped
spec is stored whole in between on every path. A call that is handed the spec's address (or the
address of what holds it) writes what its callee writes: each function's summary lists the seats
it may leave written below its pointer parameters on a normal return (\'func open(s *Spec) {
s.ReadFace = FaceHost }\', a method \'(*Job).Widen\', a helper that calls another, a deferred write)
and the specs it stores whole there that are not clean, a fact carries it to other packages, and
the call is the finding. A helper that writes a seat and then stores a clamped spec over it,
writes on a path that returns an error only, or writes no carried seat leaves nothing written;
one that stores its other parameter whole (\'*dst = src\') writes only where that argument is not
clean. The elements of a slice or array are one location: a loop that writes \'specs[i].ReadFace\'
before a loop that starts \'specs[j]\' is a finding (rebuild each element in the loop that writes
it: a second loop may, as far as the analysis knows, run fewer times). A spec stored whole below
a pointer (\'t.Spec = saved\') must itself be clean, and a spec converted to unsafe.Pointer is a
finding where the conversion can run before the call. A field that is no carried seat, and the
tighten function, may be used freely. A sink takes the spec at the call: a write that runs after
it (a deferred call of the function that starts the child) does not reach the child. The same
holds on the way to a return: a function whose result is a spec written after its clamps (a
helper that builds a task from a constructor and widens it before returning it) returns no clean
spec, and where its result is started the finding says so: "a result of agents.ObserverTask,
which returns a spec written after its clamps (seat ReadFace)" (a fact carries it to other
packages). A literal copied into a spec that is clamped afterwards (spec := T{...};
Apply(&spec)) is covered by those clamps.

	t, err := agents.Delegate(run, req)
	if err != nil {
		return
	}
	// finding: spec reaching Runner.spawn is written after its clamps (seat
	// ReadDenyPatterns): write it first
	t.Spec.ReadDenyPatterns = nil
	r.spawn(ctx, run, t, depth)

	// no finding: the tighten function can only tighten
	t.Spec = policy.TightenTaskSpec(t.Spec, extra)
	r.spawn(ctx, run, t, depth)

	// finding at the call: open writes seat ReadFace of what it is given
	open(&t.Spec)
	r.spawn(ctx, run, t, depth)

A spec whose address (or the address of what holds it) is handed where no write can be followed
between its clamps and the call, to a func value, a helper that hands it to one, or a channel,
has an unknown state: a finding at the hand-off ("handed to a func value after its clamps: hand
on a copy"). So has the address of the spec itself, or of one of its seats, converted to an
interface there: 'json.Unmarshal(data, &t.Spec)' is "handed on as an interface after its
clamps", its step naming json.Unmarshal. So is the address of a struct that holds the spec handed
as an interface to a function of the standard library that writes through reflection what its
interface parameter holds ('json.Unmarshal(data, t)', 'errors.As'), or to a function whose
result a later call writes that way ('reflect.ValueOf(t).Elem().Field(0).SetZero()': the
finding is at the hand-off), or to an engine's own function that does either (a
'decode(data, v any)' around json.Unmarshal, of the package or of another that takes part: its
summary says which parameters it writes through reflection); handed so to a logger, fmt,
json.Marshal or reflect.TypeOf, which only read, it is no hand-off. So has that address stored in memory (a field of a holder, a
variable whose address is taken, a package-level variable): what is written through the pointer
kept there is not followed, and 'h.spec = &t.Spec' is "stored as a pointer after its clamps". A
copy handed on ('fmt.Println(t.Spec)', 'c := t.Spec; h.spec = &c') is no hand-off. A func read from a constructor var or table is no hook: it is a constructor, whose
output the clamps rule checks. A call through an interface method writes what the methods in view that implement it
write (a method of the package, or one whose fact an import carries, of the method's name, whose
receiver type implements the interface), as a helper's call does. Handed the address of the spec
or of a seat, an interface method that no type in view implements (of the package or of one it
imports) is a hand-off too: "handed to a method out of view after its clamps", its step naming
the method.

A struct that holds the spec (a task, a run) stored in memory before the call (appended to a
list, put in a map) may be read back from there: a carried seat written in the same function
through a pointer read from memory (a map lookup, a slice element, a field loaded through a
pointer), or by a helper handed such a pointer whose summary writes a seat below it
(\'helpers.Grant(pending[name])\'), after that store and before the call, is "written after its
clamps", at the write. So is a call of a function that writes a seat through memory it reads
itself: a list or map of tasks it is handed, a struct it is handed that keeps one (a registry),
a package-level variable of its package, or a function that calls such a one. So is a func
literal made or handed there that writes a seat that way (a goroutine or a callback that looks
the task up in a map of pending tasks it captures, or in a package-level one): it may run
whenever after it is made, and its write stands there, its step "by the func literal made
here". Its summary names
the seats it writes that way, in its package and in every package that calls it; a write it makes
before clamps applied again through another pointer to the same memory still counts (which
memory a pointer reads is not followed).

A write into a seat's elements by a function handed the seat's value is followed on the way as in
a constructor: "written after its clamps", at the call, its step naming the helper (a function
of the standard library by the tables above: 'sort.Strings(t.Spec.Deny)' and
'sort.Slice(t.Spec.Deny, less)' are writes, 'strings.Join' and 'fmt.Println(t.Spec.Deny)' are
not); the seat's value handed to a func value, an interface method or a function out of view (of
another module's package that takes no part) is "handed to a func value through seat
ReadDenyPatterns after its clamps".

A func literal that captures the spec and writes a seat through it may run whenever after it is
made (called there, deferred, started as a goroutine, handed to a framework or an errgroup): its
write is "written after its clamps" where the literal is made, its step "seat Deny is written by
the func literal made here". A literal that only reads the spec (a deferred log, a goroutine that
counts the deny rules) is silent. A func literal called where it is seen and handed the spec's
address ('widen := func(s *Spec) {...}; widen(&t.Spec)') is read as a helper of the package is:
what it leaves written below that address is written at the call.

The other way round, a func literal that hands on a spec its maker captured (a goroutine, an
errgroup or framework callback that starts the task) may start it whenever after it is made: a
seat written through the task in the maker, before the literal is made or after it ('go func() {
runner.StartTask(t) }(); t.Spec.ReadFace = ...'), is "written after its clamps", at the write.
Silent: a write after a literal that is only called where it is made (it has run by then); what
the next round of a loop writes into the task it declares anew (one task built, clamped in place
and started from a goroutine each round); a task the maker clamped in place before the literal is
made, which is clamped in it.

A go statement or a defer that hands the task on starts its call later: a seat written through
the task after it ('go runner.StartTask(t); t.Spec.ReadFace = ...'), is "written after its
clamps", at the write; after a defer, only where the write can reach a return without the clamps
applied again.

A task sent on a channel the census follows (a pool of workers that start what they receive)
is the task they receive: a seat written through it in the sender, before the send or after it
(the worker may start it whenever), is "written after its clamps", at the write; a task built
anew each round of the sending loop is another task.

A task put in a slice, a literal or appended to ('batch := []*Task{t}'), is the task the slice
hands on: a seat written through it after that, with the slice's element started, is "written
after its clamps", at the write.

A task put into an interface and asserted back ('var v any = t; v.(*Task).Spec.ReadFace = ...')
is the same task: a write through the asserted pointer is a write of its spec.

What holds the spec stored whole over it ('*t = Task{}') replaces the spec with the one it holds:
"the zero spec", "a spec literal", or silent where that spec is clean (a copy of the task taken
before, a task built from a constructor again). One false finding remains: a seat written and
then overwritten by such a store is still judged by the write, since the origin walk reads every
store into a location, not the last.

Not followed yet on the way (each a silent gap, listed so that none is a surprise): the seat's
value or a holder's address handed as an interface to a function that writes it through
reflection in a package that takes no part (an engine's utility package: it has no summaries),
or through a func value or an interface method; a write through memory by a function that reads a
package-level variable of another package, or that is called through a func value or an
interface method; a write by an implementation of an interface
method that is out of view while another implementation is in view, or that is handed a struct
holding the spec (an engine's model is handed its runs); and a write by a method of a holder
that the standard library calls through an interface it is handed as (a String method of the
task that fmt calls): an engine hands its runs and tasks to its model and its
logger that way, and with no implementation in view a read cannot be told from a write. One
possible false finding: encoding/xml's Marshal is listed as a writer (its walk of a struct's
fields shares a helper with decoding that sets nil pointers under a flag the table does not
read).

	// finding: spec reaching Runner.execute is a spec literal: use a constructor
	r.execute(ctx, &task.Run{Task: &task.Task{Spec: policy.TaskSpec{HandsReadOnly: true}}}, run, depth+1)

	// no finding: the task comes from a registered constructor
	ot, err := agents.ObserverTask(run)
	if err != nil {
		return
	}
	r.execute(ctx, &task.Run{Task: ot}, run, depth+1)

Not followed by the census, each a finding that names the origin: a map lookup without comma-ok,
or with an ok that does not rule the miss out before every use (a miss is the zero spec), and a map or slice not built in view, an interface method's or a func
value's result, a receive from a channel not made in view or handed where sends cannot be
followed (one made in view, whose every use is a send, a receive, close, len, cap, or a variable
or func literal that holds it, yields what its sends sent; a spec by value received plainly from
one that may be closed is the zero spec too, as is a select's receive case none of whose cases
reads its ok), a type assertion, a package-level variable, a variable
captured by a func literal and written after the literal is made (one not written after keeps
its origin in the literal) or a func literal's parameter, a recursive helper, a value handed to
a call as an interface (\'json.Unmarshal\') or a spec field of a local filled by a call (a
persisted seed), a spec clamped on some paths only or written after its clamps, a spec converted
to unsafe.Pointer, and a sink or a
spawn path used as a value. A pointer handed to a function with a typed parameter keeps the
origin of what was stored into it in view. A sink or root with no tighten function in view, a
sink without a spec-carrying parameter and a root that returns no spec are findings at the
directive. Without any \'//clampvet:spawn\' in view the census is silent.

What the analyzers prove and what they leave to the runtime: they prove that every spec reaching
a sink was built by a registered constructor (or is a root, or was clamped in place), that the
constructor applies the carrier's result after its own writes, that the carrier reads every
seat of a whole source, and that each seat of the source is read, unwritten, from the same seat
of one parent value the constructor received (a parameter, its receiver, a root's spec, a helper
of its package that returns one) or is the seat's restricting value (clampseats, where a tighten
function names the spec type). They do not check which parent a constructor is given: a
constructor handed the root's spec, a sibling's, or a zero parent when the real one is in scope
passes, since its argument is a spec like any other, and so does a helper that picks one of
several parameters; a write to the parent's memory through another alias (a second pointer to
the same run, a slice or map the seat shares with its copies) is not seen. Nor do they check
that a sink honours the seats it receives (that the run refuses a write outside its roots):
that is the runtime's job. A constructor's test with \'policy/policytest\' (\'CheckCarries\',
\'CheckKeepsOwn\') checks, at run time, that a strict parent's clamps reach the child and a loose
parent lifts none of the child's own; the engine's own tests check its sinks and the parent it
hands each constructor.

For drivers that report no module (Bazel nogo), set the \'-module\' flag to
the module path of the registry's module (\'-constructors.module\' when
several analyzers run).

Why each finding about a row asks what it asks (the messages are short; the
reasons are here):

- A row is \'"DIR/FILE.go#Name"\' (\'"FILE.go#Name"\' for the module's root
  package): one '#', no white space, DIR a clean slash-separated path inside
  the module, relative to its root (no leading '/', no backslash, no empty,
  "." or ".." segment), FILE a Go file the go tool builds (ending in ".go",
  not a test file, not starting with "_" or "."), and Name an identifier (a
  func or a var) or \'Type.Method\', the method named by its receiver's type
  without '*' or type parameters (through an alias, the type it names).

- "its package is not imported by the registry": the registry's package must
  import every constructor's package, directly or through packages of its
  module that reach a carrier, so that the constructor's facts reach it.

- "its package neither declares nor imports a carrier": nothing there can
  call a carrier; with "directly imports", the package of the constructor
  reaches a carrier only through packages that do not take part.

- "file F is not in its package", "is not among the N files of its package",
  "is excluded by build constraints in this build": the row names a file the
  package's build does not include for this GOOS, GOARCH and these tags.

- "X is <what was found>: make it a Go func": a constructor must be a func
  declaration, a method, or a package-level var initialized with a func
  literal, whose Go body the analyzers read; a var bound to a call result,
  a method value or another identifier, a type, a constant, or a func
  without a Go body cannot be followed.

- "X does not call a carrier: call one in its body": no call in its body
  resolves to a \'//clampvet:carrier\' func, so the seats do not travel.

- "X names only a method (T.X): write Type.Method": the name is not declared
  at package level, but methods of that name are.

- The registry is a closed literal of string literals (\'[]string\' or
  \'[N]string\'): a concatenation, a call, a named constant or an identifier
  could hide a row, an empty registry checks nothing, and an array literal
  shorter than its length leaves empty rows.

- "calls lib.Narrow, not the registry's C": the rows are checked against
  one carrier (see above); a row whose body calls only another one (a
  library's narrower carrier) carries other seats than the registry's
  carrier, or fewer. Call C in its body.

- "T is an alias of U: write U.Method": a method belongs to the type an
  alias names, whichever name its receiver is written with; one spelling
  per constructor keeps the check for rows listed twice meaningful. "type
  T (an alias of U) has no method M": neither name has it.

- "registry R: N unpaired carriers (...)": several carriers are in view of
  the registry's package and none is paired, that is, none is declared in
  a package that also declares a \'//clampvet:tighten\' func in view, so
  the analyzer cannot tell which one the rows mean. Import the package of
  the carrier the rows call, with its tighten function. "N carriers with a
  tighten function": several are paired; import only the one the rows
  call.

Why each finding of the dataflow rule, registry completeness and the census
asks what it asks:

- "F written after the clamps were applied: write it before applying
  them" (the application is a step of the finding): a carried seat written before the application is the
  lane's own value, which the clamps then tighten; written after it, the
  value reaches the spec unclamped, on at least one path.

- "carrier result lost in F: return ...": F calls the carrier but has no
  output: it returns no spec, clamps no spec behind a pointer parameter and
  returns no clamps, so the clamps it computes reach no spec. Return the
  spec (or the clamps, for the caller to apply).

- "F calls a carrier: add its row ...": a function that calls the
  registry's carrier is a constructor, and every constructor is listed, so
  that the registry is the one place that says which functions build child
  specs; the suggested fix adds the row.

- "spec reaching F is <origin>: use a constructor": F is a spawn sink
  (\'//clampvet:spawn\') or a spawn path (a function whose spec parameter
  reaches one; the finding's related locations are the steps of the path).
  Every spec that reaches a sink comes from a constructor (a function that
  calls the carrier, so registered), from a \'//clampvet:root\' func for a
  root run, from a function whose every return is such a spec, or is
  clamped in place where it is used. The origins named: "a map lookup" (a
  miss is the zero spec: without comma-ok, or with an ok that does not
  guard every use), "a lookup in a map not built in
  view", "a T whose Spec is never set" (the zero spec), "seed.Spec, filled
  by G" (a field of a local that a call fills out of the census' view, a
  persisted seed), "a result of G, not known clean" (no fact says that
  every return of G is such a spec), "a result of G, which returns ..."
  (G's own fault), "a spec G may write" (a spec handed to a call that may
  write it, \'json.Unmarshal\'), "a parameter of a func literal" (a func
  literal's callers are not followed).

- "F, a spawn path, used as a value: call it directly": calls through a
  func value cannot be followed, so the specs passed there are not checked.`,
	Before: `// Package wiring registers the engine's child-spec constructors.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/subagent.go#observerSpec", // declared in observer.go
	"agents/verify.go#verifierSpec",   // does not call the carrier
}`,
	After: `// Package wiring registers the engine's child-spec constructors.
package wiring

import _ "example.com/engine/agents"

//clampvet:registry
var Constructors = []string{
	"agents/observer.go#observerSpec",
	"agents/verify.go#verifierSpec", // calls policy.ChildClampSeats
}`,
	Since:    "v0.1.0",
	Severity: lint.SeverityError,
}
