// want package:".*"

// Package runner starts children from the constructors of agents: an
// element of the slice seat written between the constructor and the
// start is a finding at the write; an element of a slice field that is
// no seat is not.
package runner

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"sort"

	"example.com/engine/agents"
	"example.com/engine/rules"
	"example.com/lists"
	"github.com/sema-agent/policy"
)

// Start starts a child run.
//
//clampvet:spawn
func Start(spec *policy.TaskSpec) {}

// Widened clears a deny pattern before the child starts.
func Widened(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	c.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Allowed writes an element of a slice field that is no seat.
func Allowed(p policy.TaskSpec) {
	c := agents.AllowedAfter(p)
	c.AllowedTools[0] = "write"
	Start(&c)
}

// Blanked blanks the deny rules through a helper before the child starts.
func Blanked(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	agents.Blank(c.ReadDenyPatterns) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Counted only reads them.
func Counted(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if agents.Count(c.ReadDenyPatterns) > 0 {
		Start(&c)
	}
}

// forget empties the rules it is handed: a helper of this package, which
// no constructor names.
func forget(rules []policy.ReadDenyEntry) { clear(rules) }

// Forgotten empties the deny rules through it before the child starts.
func Forgotten(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	forget(c.ReadDenyPatterns) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// BlankedChild is a constructor of this package: it blanks the rules the
// clamps set through a helper of another package, known by its summary.
func BlankedChild(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}).Apply(&spec)
	agents.Blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// Hooked hands the deny rules to a hook before the child starts.
func Hooked(p policy.TaskSpec, hook func([]policy.ReadDenyEntry)) {
	c := agents.DenyBefore(p)
	hook(c.ReadDenyPatterns) // want `^spec reaching Start is handed to a func value through seat ReadDenyPatterns after its clamps: hand on a copy$`
	Start(&c)
}

// HookedCopy hands the hook a copy of them.
func HookedCopy(p policy.TaskSpec, hook func([]policy.ReadDenyEntry)) {
	c := agents.DenyBefore(p)
	hook(slices.Clone(c.ReadDenyPatterns))
	Start(&c)
}

// Reversed reorders the deny rules with the standard library before the
// child starts: what slices.Reverse writes is known.
func Reversed(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	slices.Reverse(c.ReadDenyPatterns) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Searched only searches them.
func Searched(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if !slices.ContainsFunc(c.ReadDenyPatterns, func(e policy.ReadDenyEntry) bool { return e.Rule == "" }) {
		Start(&c)
	}
}

// Measured hands them to a function of a package that takes no part:
// what it writes is not followed.
func Measured(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if lists.Len(c.ReadDenyPatterns) > 0 { // want `^spec reaching Start is handed to lists.Len, out of view, through seat ReadDenyPatterns after its clamps: hand on a copy$`
		Start(&c)
	}
}

// ResetCopy hands it a copy.
func ResetCopy(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	lists.Reset(slices.Clone(c.ReadDenyPatterns))
	Start(&c)
}

// Dropped zeroes the deny rules through a helper of the module that takes
// no part: its summary says it writes them.
func Dropped(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	rules.Drop(c.ReadDenyPatterns) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Sized only sizes them.
func Sized(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if rules.Size(c.ReadDenyPatterns) > 0 {
		Start(&c)
	}
}

// DroppedFirst zeroes the first deny rule through a helper of the module
// that hands it to a helper of its own.
func DroppedFirst(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	rules.DropFirst(c.ReadDenyPatterns) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// CheckedFirst only reads it that way.
func CheckedFirst(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if rules.HasFirst(c.ReadDenyPatterns) {
		Start(&c)
	}
}

// A func literal that captures the spec may run whenever after it is made
// (deferred, as a goroutine, handed to a framework): one that writes a
// seat writes it there, one that only reads it does not.

// LoggedLater reads the deny rules in a deferred func literal.
func LoggedLater(p policy.TaskSpec, n *int) {
	c := agents.DenyBefore(p)
	defer func() { *n = len(c.ReadDenyPatterns) }()
	Start(&c)
}

// CountedInGoroutine reads them in a goroutine started before the child.
func CountedInGoroutine(p policy.TaskSpec, done chan int) {
	c := agents.DenyBefore(p)
	go func() { done <- agents.Count(c.ReadDenyPatterns) }()
	Start(&c)
}

// ClearedInGoroutine empties them in a goroutine started before the child.
func ClearedInGoroutine(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	go func() { clear(c.ReadDenyPatterns) }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// DroppedInGoroutine drops them in a goroutine started before the child.
func DroppedInGoroutine(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	go func() { c.ReadDenyPatterns = nil }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// DroppedInLiteral drops them in a func literal called where it is made.
func DroppedInLiteral(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	func() { c.ReadDenyPatterns = nil }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// Bagged hands them to a method of a type out of view.
func Bagged(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	if lists.Bag[policy.ReadDenyEntry](c.ReadDenyPatterns).Len() > 0 { // want `^spec reaching Start is handed to lists.Bag.Len, out of view, through seat ReadDenyPatterns after its clamps: hand on a copy$`
		Start(&c)
	}
}

// held is a task that holds a spec.
type held struct{ spec policy.TaskSpec }

// DroppedThroughPointer drops the rules of a held spec in a goroutine.
func DroppedThroughPointer(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	go func() { t.spec.ReadDenyPatterns = nil }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&t.spec)
}

// newHeld builds a held task.
func newHeld(p policy.TaskSpec) *held { return &held{spec: agents.DenyBefore(p)} }

// DroppedThroughResult drops the rules of a task a helper built, in a
// goroutine.
func DroppedThroughResult(p policy.TaskSpec) {
	t := newHeld(p)
	go func() { t.spec.ReadDenyPatterns = nil }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&t.spec)
}

// A task handed on as an interface to a decoder is written through
// reflection: every seat of the spec it holds may be. An encoder or a
// logger only reads it.

// Decoded decodes a request into a task that holds a constructed spec.
func Decoded(p policy.TaskSpec, data []byte) {
	t := &held{spec: agents.DenyBefore(p)}
	_ = json.Unmarshal(data, t) // want `^spec reaching Start is handed on as an interface after its clamps: hand on a copy$`
	Start(&t.spec)
}

// Encoded encodes and logs it.
func Encoded(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	data, _ := json.Marshal(t)
	fmt.Println(string(data), t, t.spec.ReadDenyPatterns)
	Start(&t.spec)
}

// SortedThroughReflection reorders the deny rules through sort.Slice.
func SortedThroughReflection(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	sort.Slice(c.ReadDenyPatterns, func(i, j int) bool { return i < j }) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// byIndex orders deny entries; its Swap writes them.
type byIndex []policy.ReadDenyEntry

func (b byIndex) Len() int           { return len(b) }
func (b byIndex) Less(i, j int) bool { return i < j }
func (b byIndex) Swap(i, j int)      { b[i], b[j] = b[j], b[i] }

// SortedAsInterface orders them through sort.Interface, whose Swap (a
// method of the engine's byIndex) writes them.
func SortedAsInterface(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	sort.Sort(byIndex(c.ReadDenyPatterns)) // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&c)
}

// LoggedAsList prints them as a byIndex: fmt is handed an any, through
// which it cannot call Swap.
func LoggedAsList(p policy.TaskSpec) {
	c := agents.DenyBefore(p)
	fmt.Println(byIndex(c.ReadDenyPatterns))
	Start(&c)
}

// A func literal that writes a seat through a pointer it reads from
// memory itself (a map of pending tasks it captures) writes the child's
// seat once the task was kept there; one that only reads it does not.

// DroppedFromPending drops the rules of the task it keeps pending, in a
// goroutine that looks the task up.
func DroppedFromPending(p policy.TaskSpec, pending map[string]*held) {
	t := &held{spec: agents.DenyBefore(p)}
	pending["x"] = t
	go func() { pending["x"].spec.ReadDenyPatterns = nil }() // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&t.spec)
}

// CountedFromPending only counts them there.
func CountedFromPending(p policy.TaskSpec, pending map[string]*held, n *int) {
	t := &held{spec: agents.DenyBefore(p)}
	pending["x"] = t
	go func() { *n = len(pending["x"].spec.ReadDenyPatterns) }()
	Start(&t.spec)
}

// hooks keeps callbacks that run later.
type hooks struct{ onStart func() }

// DroppedByStoredHook keeps a hook that drops the rules of the pending
// task: a literal kept for later may run before the child starts.
func DroppedByStoredHook(p policy.TaskSpec, pending map[string]*held, h *hooks) {
	t := &held{spec: agents.DenyBefore(p)}
	pending["x"] = t
	h.onStart = func() { pending["x"].spec.ReadDenyPatterns = nil } // want `^spec reaching Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	Start(&t.spec)
}

// A task handed to reflect.ValueOf may be written through the Value it
// returns: a Set on a value derived from it writes the task. Reading
// through reflection (its type, a field count) does not.

// job holds a spec in an exported field, as a task reflection fills.
type job struct{ Spec policy.TaskSpec }

// Reflected drops the deny rules of a job through reflection.
func Reflected(p policy.TaskSpec) {
	j := &job{Spec: agents.DenyBefore(p)}
	reflect.ValueOf(j).Elem().Field(0).FieldByName("ReadDenyPatterns").SetZero() // want `^spec reaching Start is handed on as an interface after its clamps: hand on a copy$`
	Start(&j.Spec)
}

// Inspected only reads it through reflection.
func Inspected(p policy.TaskSpec) {
	j := &job{Spec: agents.DenyBefore(p)}
	if reflect.ValueOf(j).Elem().NumField() > 0 && reflect.TypeOf(j).Elem().Name() != "" {
		Start(&j.Spec)
	}
}

// An engine's own decoder around json.Unmarshal writes what it is handed
// as json.Unmarshal does; a helper that only logs what it is handed does
// not.

// decodeInto decodes data into v.
func decodeInto(data []byte, v any) error { return json.Unmarshal(data, v) }

// logged prints v.
func logged(v any) { fmt.Println(v) }

// DecodedByHelper decodes a request into a task through the helper.
func DecodedByHelper(p policy.TaskSpec, data []byte) {
	t := &held{spec: agents.DenyBefore(p)}
	_ = decodeInto(data, t) // want `^spec reaching Start is handed on as an interface after its clamps: hand on a copy$`
	Start(&t.spec)
}

// LoggedByHelper only logs the task through the other.
func LoggedByHelper(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	logged(t)
	Start(&t.spec)
}

// A func literal called where it is seen is read as a helper of the
// package is: its writes below the pointer it is handed are the call's.

// WidenedByLocalHelper widens the task's read face through a local
// helper.
func WidenedByLocalHelper(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	widen := func(s *policy.TaskSpec) { s.ReadFace = policy.FaceHost }
	widen(&t.spec) // want `^spec reaching Start is written after its clamps \(seat ReadFace\): write it first$`
	Start(&t.spec)
}

// CheckedByLocalHelper only reads it through one.
func CheckedByLocalHelper(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	readOnly := func(s *policy.TaskSpec) bool { return s.HandsReadOnly }
	if readOnly(&t.spec) {
		Start(&t.spec)
	}
}

// A task stored whole over the one that holds the constructed spec
// replaces its spec: the zero task holds the zero spec. Stored back from
// a copy of itself, it holds what it held.

// Reset replaces the task with the zero task before it starts.
func Reset(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	*t = held{}
	Start(&t.spec) // want `^spec reaching Start is the zero spec: use a constructor$`
}

// Restored stores it back from a copy of itself.
func Restored(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	saved := *t
	*t = saved
	Start(&t.spec)
}

// A task put into an interface and asserted back is the same task.

// WidenedThroughInterface widens its read face through the asserted
// pointer.
func WidenedThroughInterface(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	var v any = t
	v.(*held).spec.ReadFace = policy.FaceHost // want `^spec reaching Start is written after its clamps \(seat ReadFace\): write it first$`
	Start(&t.spec)
}

// ReadThroughInterface only reads it so.
func ReadThroughInterface(p policy.TaskSpec) {
	t := &held{spec: agents.DenyBefore(p)}
	var v any = t
	if v.(*held).spec.HandsReadOnly {
		Start(&t.spec)
	}
}

// copyOf returns a copy of what it is handed: fresh memory, not it.
func copyOf(v any) any {
	h := *v.(*held)
	return &h
}

// DecodedIntoCopy decodes into a copy of the task, not the task: what a
// call handed the task returns is followed only when it is a
// reflect.Value.
func DecodedIntoCopy(p policy.TaskSpec, data []byte, keep func(*held)) {
	t := &held{spec: agents.DenyBefore(p)}
	c := copyOf(t).(*held)
	_ = json.Unmarshal(data, c)
	keep(c)
	Start(&t.spec)
}
