package kinds

// The kinds of the dataflow rules: the flow rules (package internal/dataflow/flow:
// the clamps reach the spec, constructor vars stay put, whole sources,
// carriers used as values) and the census (package internal/dataflow/census: every
// spec reaching a spawn sink comes from a constructor, a clamped location
// or a root). A rule sets its finding's kind where it creates the finding.
const (
	// The clamps reach the spec (constructors).

	// SeatWrittenAfterClamps is a carried seat written after the clamps
	// were applied (or a new spec stored over the clamped one).
	SeatWrittenAfterClamps = "seat-written-after-clamps"
	// SpecHandedOnAfterClamps is the clamped spec handed to a call that
	// may write a seat.
	SpecHandedOnAfterClamps = "spec-handed-on-after-clamps"
	// SpecEscapes is a spec captured by a closure or whose address is
	// stored in memory: writes through it cannot be followed.
	SpecEscapes = "spec-escapes"
	// ClampsOnSomePaths is an output the clamps reach on some paths only.
	ClampsOnSomePaths = "clamps-on-some-paths"
	// ClampsAppliedToCopy is clamps applied to a copy of the output.
	ClampsAppliedToCopy = "clamps-applied-to-copy"
	// ClampsNeverApplied is a carrier result kept but never applied to
	// the output.
	ClampsNeverApplied = "clamps-never-applied"
	// ReturnedSpecUnclamped is a returned spec the clamps never reached.
	ReturnedSpecUnclamped = "returned-spec-unclamped"
	// ReturnedClampsNotCarriers is returned clamps that are not the
	// carrier's result.
	ReturnedClampsNotCarriers = "returned-clamps-not-carriers"
	// SpecHolderUnfollowed is a returned struct whose spec field the rule
	// cannot follow.
	SpecHolderUnfollowed = "spec-holder-unfollowed"
	// CarrierResultLost is a function that calls the carrier and has no
	// output the clamps could reach.
	CarrierResultLost = "carrier-result-lost"
	// ClampsInDeferredFunc is a carrier called in a deferred func literal.
	ClampsInDeferredFunc = "clamps-in-deferred-func"

	// Constructor vars stay what they were (constructors).

	// ConstructorVarReassigned is a constructor var assigned after its
	// declaration, or whose address is taken.
	ConstructorVarReassigned = "constructor-var-reassigned"
	// ConstructorTableWritten is a constructor table (a package-level
	// table of func literals, one calling a carrier) assigned, written
	// through an entry, or handed on as a value.
	ConstructorTableWritten = "constructor-table-written"
	// TableEntryWithoutCarrier is a func literal of a constructor table
	// that calls no carrier.
	TableEntryWithoutCarrier = "table-entry-without-carrier"

	// The census (constructors).

	// SpecNotConstructed is a spec that reaches a spawn sink from a
	// literal or a zero value instead of a constructor.
	SpecNotConstructed = "spec-not-constructed"
	// SpecResultNotKnownClean is a spec returned by a function (or a func
	// var) no fact says returns constructed specs.
	SpecResultNotKnownClean = "spec-result-not-known-clean"
	// SpecCrossesFuncLiteral is a spec that enters a func literal, as a
	// captured variable or a parameter, on its way to a sink.
	SpecCrossesFuncLiteral = "spec-crosses-func-literal"
	// SpawnBehindInterface is a call through an interface method that a
	// spawn sink implements, the interface method unmarked.
	SpawnBehindInterface = "spawn-behind-interface"
	// SpecFilledOutOfView is a spec a call may write where the census
	// cannot follow (json.Unmarshal, a loader filling a seed).
	SpecFilledOutOfView = "spec-filled-out-of-view"
	// SpecOriginUnfollowed is a spec from a shape the census does not
	// follow: a map lookup, a channel receive, a type assertion, a
	// package-level variable, a call through a func value or an interface.
	SpecOriginUnfollowed = "spec-origin-unfollowed"
	// SpawnPathUsedAsValue is a spawn sink, or a function that hands its
	// spec to one, used other than as a callee.
	SpawnPathUsedAsValue = "spawn-path-used-as-value"

	// Whole sources (clampseats).

	// SourceNotWhole is a carrier source (or one handed to a function
	// that passes it to the carrier) not known to be a keyed literal.
	SourceNotWhole = "source-not-whole"
	// SourceWrittenBeforeCarrier is a source literal written (or handed
	// to a call, captured, or stored by address) between the literal and
	// the carrier call.
	SourceWrittenBeforeCarrier = "source-written-before-carrier"
	// SourceSeatNotFromParent is a seat of a source literal not read from
	// the same seat of one parent value of known origin, written by
	// nothing on the way: a swap, the spec being built, a copy written
	// before the read, a fresh value, or a literal other than the seat's
	// restricting value.
	SourceSeatNotFromParent = "source-seat-not-from-parent"
	// CarrierUsedAsValue is a carrier, a function that hands a source to
	// one or a constructor var used other than as a callee.
	CarrierUsedAsValue = "carrier-used-as-value"
)

// dataflowKinds are the kinds of the dataflow rules, which the clampseats
// and constructors analyzers report: every finding they make is of a
// site in the engine's code, so an audited exception may cover any of them.
var dataflowKinds = []Kind{
	// The clamps reach the spec.
	{
		ID:       SeatWrittenAfterClamps,
		Analyzer: "constructors",
		Title:    "A carried seat is written after the clamps were applied",
		Text: `A constructor's own values for carried seats come first and the clamps after
them, so that the clamps tighten whatever the lane wrote. A seat written after
the application (or a new spec stored over the clamped one) reaches the child
unclamped on at least one path. The census reports the same fault where a spec
reaches a spawn sink: a spec a constructor returned (or one handed to an
in-place applier, or a parameter handed on) whose carried seat, or an element
of a seat that holds a slice or map, is written on the way, after the
constructor and before the call, with no clamps applied again in between.
Write the seat before applying the clamps, or tighten the spec through the
tighten function.`,
		Bad: `func verifierSpec(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	spec.WriteFace = policy.FaceHost // finding: WriteFace written after the clamps were applied
	return spec
}`,
		Good: `func verifierSpec(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{WriteFace: policy.FaceRoots}
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec
}`,
	},
	{
		ID:       SpecHandedOnAfterClamps,
		Analyzer: "constructors",
		Title:    "The clamped spec is handed to a call that may write a seat",
		Text: `The rule follows the spec's value in the constructor only: a call given the
spec (or its address) after the clamps were applied may write a carried seat
where the rule cannot see it, and that write would reach the child unclamped.
Call it before applying the clamps, or give it a copy of the values it reads.`,
		Bad: `policy.ChildClampSeats(source(parent)).Apply(&spec)
widen(&spec) // finding: spec passed to widen after the clamps were applied
return spec`,
		Good: `widen(&spec)
policy.ChildClampSeats(source(parent)).Apply(&spec)
return spec`,
	},
	{
		ID:       SpecEscapes,
		Analyzer: "constructors",
		Title:    "The spec escapes into a closure or memory the rule cannot follow",
		Text: `A spec captured by a func literal, or whose address is stored in memory (a
field, a slice, a global), can be written through that reference at any time,
before or after the clamps, and the rule cannot see when. Keep the spec in a
local variable of the constructor and apply the clamps there. A func literal
that only reads the spec (logs it, measures a list seat, copies a field out,
\'defer func() { log.Print(spec) }()\') cannot loosen it, whenever it runs, and is no
escape; one that writes it, or hands its address or a copy on, is.`,
		Bad: `spec := policy.TaskSpec{}
f := func() { policy.ChildClampSeats(source(p)).Apply(&spec) } // finding: spec captured by a closure
f()
return spec`,
		Good: `spec := policy.TaskSpec{}
policy.ChildClampSeats(source(p)).Apply(&spec)
return spec`,
	},
	{
		ID:       ClampsOnSomePaths,
		Analyzer: "constructors",
		Title:    "The clamps reach the spec on some paths only",
		Text: `Every path from the constructor's entry to a normal return must apply the
clamps: an \'if\' that skips the application, or a loop that may not run,
returns an unclamped spec on the other path. (A path that returns a zero spec
with a non-nil error needs none.) Apply the clamps after the last branch. A
path that applied them and then wrote a carried seat is reported at the write
(seat-written-after-clamps), not again here; a return that another path
reaches with no clamps at all is still this finding. The census reports the same fault where a spec handed to an in-place applier on
some paths only reaches a spawn sink.`,
		Bad: `spec := policy.TaskSpec{}
if parent.Delegated {
	policy.ChildClampSeats(source(parent)).Apply(&spec)
}
return spec // finding: clamps not applied on every path to this return`,
		Good: `spec := policy.TaskSpec{}
if parent.Delegated {
	spec.MaxTurns = 4
}
policy.ChildClampSeats(source(parent)).Apply(&spec)
return spec`,
	},
	{
		ID:       ClampsAppliedToCopy,
		Analyzer: "constructors",
		Title:    "The clamps are applied to a copy of the spec, not the one returned",
		Text: `A spec is a value: clamps applied to a copy leave the original, the one
returned, unclamped. Apply them to the spec the constructor returns.`,
		Bad: `cp := spec
policy.ChildClampSeats(source(parent)).Apply(&cp)
return spec // finding: clamps applied to a copy of the spec`,
		Good: `policy.ChildClampSeats(source(parent)).Apply(&spec)
return spec`,
	},
	{
		ID:       ClampsNeverApplied,
		Analyzer: "constructors",
		Title:    "The carrier's result is kept but never applied to the spec",
		Text: `The constructor calls the carrier and keeps its result, but nothing applies it
to the spec it returns: no \'Apply\' (a function or method of the carrier's
package given the spec and the clamps) and no tighten call with the clamps as
an operand. \'defer Carry(...).Apply(&spec)\' is no application either: it runs
after the returned value was copied out. Apply the clamps to the output before
returning it.`,
		Bad: `c := policy.ChildClampSeats(source(parent))
_ = c
return spec // finding: carrier result never applied to the spec`,
		Good: `policy.ChildClampSeats(source(parent)).Apply(&spec)
return spec`,
	},
	{
		ID:       ReturnedSpecUnclamped,
		Analyzer: "constructors",
		Title:    "A constructor returns a spec the clamps never reached",
		Text: `The constructor applies the clamps to one spec and returns another: a fresh
literal, or the result of a helper that does not apply the clamps on every
return. The spec returned is the child's, so it is the one that must be
clamped. Apply the clamps to the spec returned (or make the helper do so on
every return).`,
		Bad: `policy.ChildClampSeats(source(parent)).Apply(&spec)
return policy.TaskSpec{MaxTurns: 1} // finding: returns a spec that the clamps never reached`,
		Good: `spec.MaxTurns = 1
policy.ChildClampSeats(source(parent)).Apply(&spec)
return spec`,
	},
	{
		ID:       ReturnedClampsNotCarriers,
		Analyzer: "constructors",
		Title:    "A clamp producer returns clamps that are not the carrier's result",
		Text: `A function that returns the clamps for its caller to apply is trusted to
return what the carrier computed from the source it was given; other clamps
(a zero value, another call's) would be applied in the carrier's place.
Return the carrier's result.`,
		Bad: `func childClamps(parent policy.TaskSpec) policy.Clamps {
	var other policy.Clamps
	_ = policy.ChildClampSeats(source(parent))
	return other // finding: returns clamps that are not the carrier's result
}`,
		Good: `func childClamps(parent policy.TaskSpec) policy.Clamps {
	return policy.ChildClampSeats(source(parent))
}`,
	},
	{
		ID:       SpecHolderUnfollowed,
		Analyzer: "constructors",
		Title:    "A constructor returns a struct whose spec the rule cannot follow",
		Text: `A constructor that returns a struct of its own holding the spec (a task with a
Spec field) is checked through that field; a struct built where the rule cannot
follow its spec field (returned from a call, read through a pointer) cannot be
checked. Build the struct in a local variable and clamp its spec field there.`,
		Bad: `func childTask(parent policy.TaskSpec, t *Task) Task {
	policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
	return *t // finding: returns a struct whose spec cannot be followed
}`,
		Good: `func childTask(parent policy.TaskSpec) Task {
	t := Task{Name: "verify"}
	policy.ChildClampSeats(source(parent)).Apply(&t.Spec)
	return t
}`,
	},
	{
		ID:       CarrierResultLost,
		Analyzer: "constructors",
		Title:    "A function calls the carrier but has no output for the clamps",
		Text: `The function keeps the carrier's result but returns no spec, clamps no spec
behind a pointer parameter and returns no clamps: the clamps it computes reach
no child. A func literal that clamps a spec it captures counts as one, since
the rule does not follow captured variables. Return the spec, or the clamps for
the caller to apply.`,
		Bad: `func init() {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&spec) // finding: carrier result lost in init#1
	register(spec)
}`,
		Good: `func childSpec(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(parent)).Apply(&spec)
	return spec
}`,
	},
	{
		ID:       ClampsInDeferredFunc,
		Analyzer: "constructors",
		Title:    "The clamps are made in a deferred func literal",
		Text: `A deferred func literal runs after the return statement has copied out the
results: clamps it applies to a local spec never reach the spec returned, and
those it applies to a named result work only because of that name, which the
rule does not follow into the literal (nor \'defer Carry(...).Apply(&spec)\',
for the same reason). Call the carrier and apply its clamps in the function
itself, before returning.`,
		Bad: `func Deferred(parent Source) (c Clamps) {
	defer func() { c = Carry(parent) }() // finding: clamps made in a deferred func literal are not followed
	return
}`,
		Good: `func Deferred(parent Source) Clamps {
	return Carry(parent)
}`,
	},

	// Constructor vars stay what they were.
	{
		ID:       ConstructorVarReassigned,
		Analyzer: "constructors",
		Title:    "A constructor var is reassigned or has its address taken",
		Text: `A package-level variable initialized with a func literal that calls a carrier
stands for a constructor only while it keeps that literal: an assignment (in
any package) or its address handed out would let a func that skips the carrier
take its place, and every call through the var would follow. Make it a func
declaration.`,
		Bad: `var verifierSpec = func(p policy.TaskSpec) policy.TaskSpec { ... }

func init() { verifierSpec = looser } // finding: constructor var verifierSpec is reassigned`,
		Good: `func verifierSpec(p policy.TaskSpec) policy.TaskSpec { ... }`,
	},
	{
		ID:       ConstructorTableWritten,
		Analyzer: "constructors",
		Title:    "A constructor table is written or handed on",
		Text: `A package-level table of func literals (a map, slice, array or struct literal)
one of which calls a carrier is a constructor table: every literal in it is
checked as a constructor, and a spec a call through it returns is accepted as
clamped. That holds only while the table holds the literals it is declared
with: an entry assigned (in any package), the table reassigned, an entry's
address taken, or the table handed on as a value or sliced (a map or slice
shares its entries with the callee) would let a func that skips the carrier in.
Index it, range over it, or take its len; declare every entry in the literal.`,
		Bad: `var Legs = map[string]Builder{"verifier": func(p policy.TaskSpec) policy.TaskSpec { ... }}

func init() { Legs["fixer"] = looser } // finding: constructor table Legs has an entry assigned`,
		Good: `var Legs = map[string]Builder{
	"verifier": func(p policy.TaskSpec) policy.TaskSpec { ... },
	"fixer":    func(p policy.TaskSpec) policy.TaskSpec { ... },
}`,
	},
	{
		ID:       TableEntryWithoutCarrier,
		Analyzer: "constructors",
		Title:    "An entry of a constructor table calls no carrier",
		Text: `A spec a call through a constructor table returns is accepted as clamped, whichever
entry the key picks, so every func literal of the table must be a constructor
itself: call the carrier in it and apply its clamps to what it returns. An
entry that only builds a literal, or forwards to another function, is not
followed: call the carrier in it, or move it out of the table (a registered
constructor's result needs no table).`,
		Bad: `var Legs = map[string]Builder{
	"verifier": func(p policy.TaskSpec) policy.TaskSpec { ... policy.ChildClampSeats(...) ... },
	"loose":    func(p policy.TaskSpec) policy.TaskSpec { return policy.TaskSpec{} }, // finding
}`,
		Good: `var Legs = map[string]Builder{
	"verifier": func(p policy.TaskSpec) policy.TaskSpec { ... policy.ChildClampSeats(...) ... },
}`,
	},

	// The census.
	{
		ID:       SpecNotConstructed,
		Analyzer: "constructors",
		Title:    "A spec reaching a spawn sink is built without a constructor",
		Text: `Every spec that reaches a \'//clampvet:spawn\' sink comes from a constructor (a
function that calls the carrier, so registered), a \'//clampvet:root\' func, a
function whose every return is such a spec, or is clamped in place where it is
used. A spec literal, a zero spec, or a holder whose spec field is never set
carries no clamp of the parent: the child would run with the literal's seats.
Build the spec with a constructor (or, for a root run, a root func).`,
		Bad: `r.execute(ctx, &task.Run{Task: &task.Task{Spec: policy.TaskSpec{HandsReadOnly: true}}}, run, depth+1) // finding: spec reaching Runner.execute is a spec literal`,
		Good: `ot, err := agents.ObserverTask(run)
if err != nil {
	return
}
r.execute(ctx, &task.Run{Task: ot}, run, depth+1)`,
	},
	{
		ID:       SpecResultNotKnownClean,
		Analyzer: "constructors",
		Title:    "A spec reaching a spawn sink comes from a function not known to construct it",
		Text: `The spec is a result of a function (or of a func var) that neither calls the
carrier nor is known, by its package's facts, to return on every path a spec
from a constructor or a root: its package takes no part in the analysis, or
the function returns something else on some path. Call a constructor, or make
the helper return one's result on every path.`,
		Bad: `spec := agents.Handmade(run)
r.spawn(spec) // finding: spec reaching Runner.spawn is a result of agents.Handmade, not known clean`,
		Good: `spec := agents.ObserverSpec(run)
r.spawn(spec)`,
	},
	{
		ID:       SpecCrossesFuncLiteral,
		Analyzer: "constructors",
		Title:    "A spec enters a func literal on its way to a spawn sink",
		Text: `A variable a func literal captures (a framework callback, a goroutine,
\'errgroup.Go\') keeps the origin it had where the literal was made, as long
as nothing writes the variable after that point. Written after it, what the
literal reads when it runs is not known; a parameter of the literal has callers
that are not known either. Do not reassign a captured spec after the literal
is made, or call the constructor inside the literal, so that the spec is
built where it is spawned.`,
		Bad: `spec := agents.ObserverSpec(run)
g.Go(func() error {
	return r.spawn(ctx, spec) // finding: spec reaching Runner.spawn is spec, captured by a func literal
})
spec = agents.ObserverSpec(other)`,
		Good: `spec := agents.ObserverSpec(run)
g.Go(func() error {
	return r.spawn(ctx, spec)
})`,
	},
	{
		ID:       SpecFilledOutOfView,
		Analyzer: "constructors",
		Title:    "A spec reaching a spawn sink is filled by a call the census cannot follow",
		Text: `A spec handed to a call as an interface (\'json.Unmarshal(data, &t)\'), or a
spec field of a local that a call fills (a persisted seed loaded back), holds
whatever that call wrote: seats from a file or a store, not the parent's clamps.
Build the child's spec with a constructor from what was loaded, rather than
spawning the loaded value.`,
		Bad: `var t task.Task
_ = json.Unmarshal(data, &t) // finding: spec reaching runner.Runner.Start is a spec json.Unmarshal may write
r.Start(&t)`,
		Good: `var seed task.Seed
_ = json.Unmarshal(data, &seed)
t, err := agents.ResumeTask(parent, seed)
if err != nil {
	return err
}
r.Start(t)`,
	},
	{
		ID:       SpawnBehindInterface,
		Analyzer: "constructors",
		Title:    "A spawn sink is called through an interface method that is not marked",
		Text: `A call through an interface method starts whatever the value's type does. When a
spawn sink in view (a method marked \'//clampvet:spawn\' in this package or one it
imports) implements the interface, the call may start a child run, and the
specs it hands on are checked by no one: the census checks the arguments of a
sink's calls, and this call names no sink. Mark the interface method
\'//clampvet:spawn\': every call through it is then checked like a call of a sink,
whatever implements it.`,
		Bad: `type Starter interface{ Start(t *task.Task) }

var s Starter = &runner.Runner{} // Runner.Start is //clampvet:spawn
s.Start(&task.Task{}) // finding: call through Starter.Start may start a child: mark the method a spawn sink`,
		Good: `type Starter interface {
	//clampvet:spawn
	Start(t *task.Task)
}

s.Start(t) // checked: t must come from a constructor`,
	},
	{
		ID:       SpecOriginUnfollowed,
		Analyzer: "constructors",
		Title:    "A spec reaching a spawn sink comes from a shape the census does not follow",
		Text: `The census follows specs through locals, fields, composite literals, slices and
maps built in view, \'append\', ranges, function results and the tighten
function. It does not follow a map lookup without comma-ok, or whose ok does
not rule the miss out before every use (a miss is the zero spec), a map not built in view, a channel receive, a type assertion, a
package-level variable, a call through a func value or an interface method, or
a recursive helper: what comes out of those is not known to come from a
constructor. Call the constructor where the spec is spawned, or hand the spec
on through a shape the census follows (a parameter of a declared function).`,
		Bad: `spec := <-r.results
r.spawn(spec) // finding: spec reaching Runner.spawn is a channel receive (<-r.results)`,
		Good: `res := <-r.results
spec := agents.ObserverSpec(res.Parent)
r.spawn(spec)`,
	},
	{
		ID:       SpawnPathUsedAsValue,
		Analyzer: "constructors",
		Title:    "A spawn sink or spawn path is used as a func value",
		Text: `Calls through a func value cannot be followed, so the specs passed to a spawn
sink (or to a function that hands its spec on to one) through a func value are
not checked. Call it directly, by name.`,
		Bad:  `hooks.OnReady = r.spawn // finding: Runner.spawn, a spawn path, used as a value`,
		Good: `hooks.OnReady = func(run *task.Run) { r.spawn(agents.ObserverTask(run)) }`,
	},

	// Whole sources.
	{
		ID:       SourceNotWhole,
		Analyzer: "clampseats",
		Title:    "A carrier source is not known to be a keyed literal",
		Text: `Only a keyed literal is known to carry every seat (every keyed literal names
every seat). The argument of a carrier call (or of a function that hands its
parameter on to the carrier) must be, on every path, such a literal, the result
of a function whose every return is one, or a parameter of a declared function
(whose callers are then checked). A map lookup (a miss is the zero source), a
type assertion, a channel receive, a field or element read, a value read
through a pointer or captured by a closure, a parameter of a func literal, a
generic zero or the result of a function not known to return a whole literal
may hold any seats. Pass a keyed literal.`,
		Bad: `func legSpec(lanes map[string]policy.ChildClampSource) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(lanes["verify"]).Apply(&spec) // finding: carrier source is a map lookup
	return spec
}`,
		Good: `func legSpec(parent policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(whole(parent)).Apply(&spec)
	return spec
}`,
	},
	{
		ID:       SourceWrittenBeforeCarrier,
		Analyzer: "clampseats",
		Title:    "A source is written between its literal and the carrier call",
		Text: `A seat written after the source's keyed literal, or the source handed to a
call (\'json.Unmarshal\'), captured by a closure or its address stored before
the carrier call, may no longer hold what the literal named: the literal's
guarantee that every seat was written on purpose is lost. Write every seat in
the literal itself.`,
		Bad: `src := policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: p.InteractiveTools, ReadFace: p.ReadFace, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}
src.ReadFace = policy.FaceHost
policy.ChildClampSeats(src).Apply(&spec) // finding: seat ReadFace cleared before the carrier call`,
		Good: `src := policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: p.InteractiveTools, ReadFace: p.ReadFace, WriteFace: p.WriteFace, ReadDenyPatterns: p.ReadDenyPatterns}
policy.ChildClampSeats(src).Apply(&spec)`,
	},
	{
		ID:       SourceSeatNotFromParent,
		Analyzer: "clampseats",
		Title:    "A seat of a carrier source is not read from the same seat of the parent",
		Text: `A whole source names every seat; what it names must be the parent's. Each
seat of a source literal is read from the same seat of one parent value: the
spec field that carries the seat (go/types identity, never the name), or the
seat itself of another source. The read may go through field selections,
loads, conversions and phis whose every edge qualifies. The parent must be a
parameter (the receiver included), the result of a same-package function
whose every return is one, or a \'//clampvet:root\' spec; it must not be the
spec the clamps are applied to (the child being built), and nothing may write
it between its origin and the read. A literal is accepted only where it is the
seat's restricting value, declared in the carrier's package by
\'//clampvet:restricting\': it cannot be looser than any parent's value. A seat
without one (an add-only list, whose literal would drop the parent's entries)
takes no literal. The rule runs where a tighten function names the spec type.
Read the seat from the parent.`,
		Bad: `policy.ChildClampSeats(policy.ChildClampSource{
	HandsReadOnly:    parent.HandsReadOnly,
	InteractiveTools: parent.InteractiveTools,
	ReadFace:         parent.WriteFace, // finding: seat ReadFace of the carrier source is read from seat WriteFace
	WriteFace:        policy.FaceHost,  // finding: seat WriteFace of the carrier source is a literal looser than restricting value
	ReadDenyPatterns: parent.ReadDenyPatterns,
}).Apply(&spec)`,
		Good: `policy.ChildClampSeats(policy.ChildClampSource{
	HandsReadOnly:    parent.HandsReadOnly,
	InteractiveTools: parent.InteractiveTools,
	ReadFace:         parent.ReadFace,
	WriteFace:        policy.FaceRoots, // the restricting value: no parent is stricter
	ReadDenyPatterns: parent.ReadDenyPatterns,
}).Apply(&spec)`,
	},
	{
		ID:       CarrierUsedAsValue,
		Analyzer: "clampseats",
		Title:    "A carrier, or a function that hands a source to it, is used as a func value",
		Text: `Every caller of a carrier (and of a function or constructor var that hands its
source parameter on to one) must pass a whole source, and that is checked at
each call by name. A call through a func value cannot be checked, so a caller
could pass any source there. Call it directly.`,
		Bad:  `clamp := policy.ChildClampSeats // finding: carrier policy.ChildClampSeats used as a value`,
		Good: `clamps := policy.ChildClampSeats(whole(parent))`,
	},
}
