// want package:"summary"

// Package wiring registers the constructor and starts children: a carried
// seat written between the constructor and the start loosens the child's
// clamps (a finding at the write); a write of another field, a tightening,
// a write followed by a new spec from the constructor, and a write on a
// path that starts nothing are not.
package wiring

import (
	"encoding/json"
	"fmt"
	"slices"

	"example.com/engine/agents"
	"example.com/engine/helpers"
	"example.com/engine/runner"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

//clampvet:registry
var Constructors = []string{"agents/agents.go#ChildSpec", "agents/agents.go#PairedLeg", "agents/agents.go#Clamp"}

// Delegated loosens a seat of a constructed task before it starts.
func Delegated(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	t.Spec.ReadDenyPatterns = nil // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	runner.StartTask(t)
}

// Observed loosens a seat after the task is put in its run.
func Observed(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	run := &task.Run{Task: t}
	t.Spec.WriteFace = policy.FaceHost // want `written after its clamps \(seat WriteFace\)`
	runner.Execute(run)
}

// ByValue loosens a constructed spec held in a local.
func ByValue(parent *task.Run) {
	spec := agents.ChildSpec(parent.Task.Spec)
	spec.HandsReadOnly = false // want `written after its clamps \(seat HandsReadOnly\)`
	runner.StartTask(&task.Task{ID: "v", Spec: spec})
}

// Element writes an element of the seat that holds a slice.
func Element(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil || len(t.Spec.ReadDenyPatterns) == 0 {
		return
	}
	t.Spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `written after its clamps \(seat ReadDenyPatterns\)`
	runner.StartTask(t)
}

// Restored puts a spec of its own in place of the constructed one.
func Restored(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	t.Spec = policy.TaskSpec{MaxTurns: 1} // want `spec reaching runner.StartTask is a spec literal`
	runner.StartTask(t)
}

// Relay writes a seat of the task it is handed, then hands it on.
func Relay(t *task.Task) {
	t.Spec.InteractiveTools = policy.ToggleOn // want `written after its clamps \(seat InteractiveTools\)`
	runner.StartTask(t)
}

// Tightened tightens a constructed task further: it can only tighten.
func Tightened(parent *task.Run, extra policy.TaskSpec) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	t.Spec = policy.TightenTaskSpec(t.Spec, extra)
	runner.StartTask(t)
}

// Renamed writes fields that are no carried seat.
func Renamed(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	t.ID = "renamed"
	t.Spec.MaxTurns = 3
	runner.StartTask(t)
}

// Remade writes a seat, then takes a new spec from the constructor.
func Remade(parent *task.Run) {
	spec := agents.ChildSpec(parent.Task.Spec)
	spec.ReadFace = policy.FaceHost
	spec = agents.ChildSpec(parent.Task.Spec)
	runner.StartTask(&task.Task{ID: "r", Spec: spec})
}

// Refused writes a seat only on a path that starts nothing.
func Refused(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	if t.ID == "" {
		t.Spec.ReadFace = policy.FaceHost
		return
	}
	runner.StartTask(t)
}

// must is a generic identity helper: what it returns is what it is given.
func must[T any](v T) T { return v }

// Must starts a constructed spec through the helper.
func Must(parent *task.Run) {
	runner.StartTask(&task.Task{ID: "m", Spec: must(agents.ChildSpec(parent.Task.Spec))})
}

// MustLiteral hands a literal through the helper.
func MustLiteral() {
	runner.StartTask(&task.Task{ID: "l", Spec: must(policy.TaskSpec{MaxTurns: 1})}) // want `^spec reaching runner.StartTask is a spec literal: use a constructor$`
}

// Helped hands the constructed spec's address to a helper that writes a
// seat.
func Helped(parent *task.Run) {
	spec := agents.ChildSpec(parent.Task.Spec)
	helpers.Open(&spec) // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
	runner.StartTask(&task.Task{ID: "h", Spec: spec})
}

// HelpedTask hands the constructed task to a helper that writes its
// spec's seat through another.
func HelpedTask(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Grant(t) // want `written after its clamps \(seat ReadFace\)`
	runner.StartTask(t)
}

// Held widens a held task by a method, then starts it.
func Held(parent *task.Run) {
	h := &helpers.Hold{T: task.Task{ID: "held", Spec: agents.ChildSpec(parent.Task.Spec)}}
	h.Widen() // want `written after its clamps \(seat WriteFace\)`
	runner.StartTask(&h.T)
}

// RelayHelped is a spawn path that has a helper write a seat of what it
// hands on.
func RelayHelped(t *task.Task) {
	helpers.Grant(t) // want `written after its clamps \(seat ReadFace\)`
	runner.StartTask(t)
}

// HelpedSafely uses the helpers that leave no carried seat written.
func HelpedSafely(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Rename(&t.Spec)
	helpers.Reclamp(&t.Spec, parent.Task.Spec)
	if err := helpers.Check(&t.Spec); err != nil {
		return
	}
	runner.StartTask(t)
}

// HelpedThenRemade has a helper write a seat, then takes a new spec from
// the constructor.
func HelpedThenRemade(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Grant(t)
	t.Spec = agents.ChildSpec(parent.Task.Spec)
	runner.StartTask(t)
}

// Fanned loosens every spec of a fan-out in one loop and starts them in
// another.
func Fanned(parent *task.Run, ids []string) {
	var specs []policy.TaskSpec
	for range ids {
		specs = append(specs, agents.ChildSpec(parent.Task.Spec))
	}
	for i := range specs {
		specs[i].ReadFace = policy.FaceHost // want `written after its clamps \(seat ReadFace\)`
	}
	for _, s := range specs {
		runner.StartTask(&task.Task{ID: "f", Spec: s})
	}
}

// FannedTasks loosens the tasks of a fan-out through their pointers.
func FannedTasks(parent *task.Run, n int) {
	var tasks []*task.Task
	for range n {
		t, err := agents.Delegate(parent)
		if err != nil {
			return
		}
		tasks = append(tasks, t)
	}
	for _, t := range tasks {
		t.Spec.ReadDenyPatterns = nil // want `written after its clamps \(seat ReadDenyPatterns\)`
	}
	for _, t := range tasks {
		runner.StartTask(t)
	}
}

// FannedRenamed writes a field of every spec that is no carried seat.
func FannedRenamed(parent *task.Run, ids []string) {
	var specs []policy.TaskSpec
	for range ids {
		specs = append(specs, agents.ChildSpec(parent.Task.Spec))
	}
	for i := range specs {
		specs[i].MaxTurns = 2
	}
	for _, s := range specs {
		runner.StartTask(&task.Task{ID: "f", Spec: s})
	}
}

// ResetTask has a helper store the zero spec over the constructed one.
func ResetTask(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Reset(&t.Spec) // want `^spec reaching runner.StartTask is written after its clamps \(the spec stored whole\): write it first$`
	runner.StartTask(t)
}

// PutLiteral has a helper store a spec literal over the constructed one.
func PutLiteral(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Put(&t.Spec, policy.TaskSpec{MaxTurns: 1}) // want `written after its clamps \(the spec stored whole\)`
	runner.StartTask(t)
}

// PutClean has a helper store another constructed spec over it.
func PutClean(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	helpers.Put(&t.Spec, agents.ChildSpec(parent.Task.Spec))
	runner.StartTask(t)
}

// ThroughRun loosens the task through the run that holds it.
func ThroughRun(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	run := &task.Run{Task: t}
	run.Task.Spec.ReadFace = policy.FaceHost // want `written after its clamps \(seat ReadFace\)`
	runner.Execute(run)
}

// ThroughRunRenamed writes a field of the task that is no seat.
func ThroughRunRenamed(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	run := &task.Run{Task: t}
	run.Task.ID = "renamed"
	runner.Execute(run)
}

// Options are hooks an engine runs on a task before it starts.
type Options struct {
	Configure func(*task.Task)
	Notify    chan *task.Task
}

// Configured hands the constructed task to a hook before it starts: the
// hook may write any seat.
func Configured(parent *task.Run, o Options) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	o.Configure(t) // want `^spec reaching runner.StartTask is handed to a func value after its clamps: hand on a copy$`
	runner.StartTask(t)
}

// ConfiguredCopy hands the hook a copy of the task.
func ConfiguredCopy(parent *task.Run, o Options) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	cp := *t
	o.Configure(&cp)
	runner.StartTask(t)
}

// Notified sends the task on a channel before it starts.
func Notified(parent *task.Run, o Options) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	o.Notify <- t // want `^spec reaching runner.StartTask is handed to a channel after its clamps`
	runner.StartTask(t)
}

// NotifiedAfter sends it once it started: the child took its spec.
func NotifiedAfter(parent *task.Run, o Options) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	runner.StartTask(t)
	o.Notify <- t
}

// configure runs the hook on what it is given.
func configure(t *task.Task, o Options) { o.Configure(t) }

// ConfiguredByHelper has a helper run the hook.
func ConfiguredByHelper(parent *task.Run, o Options) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	configure(t, o) // want `^spec reaching runner.StartTask is handed on unfollowed by configure after its clamps`
	runner.StartTask(t)
}

// Prepared hands the task to an interface method that a type in view
// implements by widening a seat.
func Prepared(parent *task.Run, p helpers.Preparer) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	p.Prepare(t) // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	runner.StartTask(t)
}

// Logged hands it to an interface method no implementation in view
// writes through.
func Logged(parent *task.Run, l helpers.Logger) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	l.Log(t)
	runner.StartTask(t)
}

// Decoded decodes saved settings over the constructed task's spec before
// it starts: what a decoder writes through an interface cannot be
// followed.
func Decoded(parent *task.Run, saved []byte) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	_ = json.Unmarshal(saved, &t.Spec) // want `^spec reaching runner.StartTask is handed on as an interface after its clamps: hand on a copy$`
	runner.StartTask(t)
}

// DecodedSeat decodes into one seat of it.
func DecodedSeat(parent *task.Run, saved []byte) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	_ = json.Unmarshal(saved, &t.Spec.ReadDenyPatterns) // want `^spec reaching runner.StartTask is handed on as an interface after its clamps: hand on a copy$`
	runner.StartTask(t)
}

// Printed prints a copy of the spec: a copy cannot write the child's.
func Printed(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	fmt.Println(t.Spec, t.Spec.ReadDenyPatterns)
	runner.StartTask(t)
}

// specRef keeps a pointer to a spec.
type specRef struct{ spec *policy.TaskSpec }

// Aliased keeps a pointer to the task's spec in a holder and widens a
// seat through it before the task starts: the pointer kept in memory is
// an alias the check does not follow.
func Aliased(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	h := &specRef{}
	h.spec = &t.Spec // want `^spec reaching runner.StartTask is stored as a pointer after its clamps: hand on a copy$`
	h.spec.WriteFace = policy.FaceHost
	runner.StartTask(t)
}

// AliasedCopy keeps a pointer to a copy: the child's spec is not
// reachable through it.
func AliasedCopy(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	c := t.Spec
	h := &specRef{spec: &c}
	h.spec.WriteFace = policy.FaceHost
	runner.StartTask(t)
}

// AliasedAfter keeps the pointer once the child started.
func AliasedAfter(parent *task.Run) *specRef {
	t, err := agents.Delegate(parent)
	if err != nil {
		return nil
	}
	runner.StartTask(t)
	return &specRef{spec: &t.Spec}
}

// Tuned hands the task's spec to an interface method no type in view
// implements: what the implementation writes is out of view.
func Tuned(parent *task.Run, tu helpers.Tuner) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	tu.Tune(&t.Spec) // want `^spec reaching runner.StartTask is handed to a method out of view after its clamps: hand on a copy$`
	runner.StartTask(t)
}

// TunedFirst tunes a spec the constructor does not build on.
func TunedFirst(parent *task.Run, tu helpers.Tuner) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	runner.StartTask(t)
	tu.Tune(&t.Spec)
}

// AliasedLocal loosens a constructed spec through a pointer to it, then starts
// it by value.
func AliasedLocal(parent policy.TaskSpec) {
	spec := agents.ChildSpec(parent)
	p := &spec
	p.ReadDenyPatterns = nil // want `^spec reaching runner.Start is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	runner.Start(spec)
}

// AliasedLocalBudget writes a field that is no seat through the pointer.
func AliasedLocalBudget(parent policy.TaskSpec) {
	spec := agents.ChildSpec(parent)
	p := &spec
	p.MaxTurns = 2
	runner.Start(spec)
}

// DecodedFirst decodes saved settings, then builds the child over them:
// the constructor's spec replaces whatever was decoded.
func DecodedFirst(parent policy.TaskSpec, saved []byte) {
	var spec policy.TaskSpec
	_ = json.Unmarshal(saved, &spec)
	spec = agents.ChildSpec(parent)
	runner.Start(spec)
}

// DecodedOnOnePath builds the child on one path only: on the other, the
// decoded spec reaches the start.
func DecodedOnOnePath(parent policy.TaskSpec, saved []byte, fresh bool) {
	var spec policy.TaskSpec
	_ = json.Unmarshal(saved, &spec) // want `^spec reaching runner.Start is a spec json.Unmarshal may write: use a constructor$`
	if fresh {
		spec = agents.ChildSpec(parent)
	}
	runner.Start(spec)
}

// pending keeps tasks by name until they start.
var pending = map[string]*task.Task{}

// Pending keeps the task in a map and widens it through the map before
// it starts: the pointer read from the map is the task's.
func Pending(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name] = t
	pending[name].Spec.WriteFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	runner.StartTask(t)
}

// Listed appends the task to a list and clears a seat of the list's last
// element before it starts.
func Listed(parent *task.Run, list []*task.Task) []*task.Task {
	t, err := agents.Delegate(parent)
	if err != nil {
		return list
	}
	list = append(list, t)
	list[len(list)-1].Spec.ReadDenyPatterns = nil // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	runner.StartTask(t)
	return list
}

// PendingGranted keeps the task in a map and hands the pointer read back
// from the map to a helper that writes a seat: the helper's summary makes
// the call a write, through memory, of the task's seat.
func PendingGranted(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name] = t
	helpers.Grant(pending[name]) // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
	runner.StartTask(t)
}

// PendingNamed hands the kept task to a helper that writes no seat.
func PendingNamed(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name] = t
	rename(pending[name], name)
	runner.StartTask(t)
}

// rename writes the task's ID, no seat.
func rename(t *task.Task, name string) { t.ID = name }

// widenPending widens the kept task by name: it reads the map itself.
func widenPending(name string) { pending[name].Spec.WriteFace = policy.FaceHost }

// widenKept widens it through widenPending: a caller of a function that
// writes through memory writes through memory too.
func widenKept(name string) { widenPending(name) }

// renamePending writes a field that is no seat through the map.
func renamePending(name string) { pending[name].ID = name }

// widenLast widens the last task of the list it is handed.
func widenLast(list []*task.Task) { list[len(list)-1].Spec.ReadFace = policy.FaceHost }

// PendingWidened keeps the task in the map, then a helper that reads the
// map widens it before it starts.
func PendingWidened(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name] = t
	widenKept(name) // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	runner.StartTask(t)
}

// PendingRenamed has a helper write a field that is no seat, and widens
// the map's task only once it started.
func PendingRenamed(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	widenPending(name)
	pending[name] = t
	renamePending(name)
	runner.StartTask(t)
	widenPending(name)
}

// ListedWidened appends the task to a list and hands the list to a helper
// that widens its last task.
func ListedWidened(parent *task.Run, list []*task.Task) []*task.Task {
	t, err := agents.Delegate(parent)
	if err != nil {
		return list
	}
	list = append(list, t)
	widenLast(list) // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
	runner.StartTask(t)
	return list
}

// ListedWidenedElsewhere hands the list to a helper of another package
// that widens every task of it.
func ListedWidenedElsewhere(parent *task.Run, list []*task.Task) []*task.Task {
	t, err := agents.Delegate(parent)
	if err != nil {
		return list
	}
	list = append(list, t)
	helpers.WidenEvery(list) // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	runner.StartTask(t)
	return list
}

// PendingBefore writes through the map before the task is kept, and
// PendingAfter once it started: neither can be the child's seat.
func PendingBefore(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name].Spec.WriteFace = policy.FaceHost
	pending[name] = t
	runner.StartTask(t)
}

// PendingAfter widens the kept task once it started.
func PendingAfter(parent *task.Run, name string) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	pending[name] = t
	runner.StartTask(t)
	pending[name].Spec.WriteFace = policy.FaceHost
}

// Copied overwrites the deny rules in place: copy writes the seat's
// elements, which the child's spec shares.
func Copied(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	copy(t.Spec.ReadDenyPatterns, []policy.ReadDenyEntry{{}}) // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	runner.StartTask(t)
}

// Cleared zeroes every deny rule in place.
func Cleared(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	clear(t.Spec.ReadDenyPatterns) // want `written after its clamps \(seat ReadDenyPatterns\)`
	runner.StartTask(t)
}

// Overwritten appends over the deny rules from their start: the slice
// shares the seat's elements.
func Overwritten(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	_ = append(t.Spec.ReadDenyPatterns[:0], policy.ReadDenyEntry{}) // want `written after its clamps \(seat ReadDenyPatterns\)`
	runner.StartTask(t)
}

// Tail writes through a slice of the deny rules.
func Tail(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil || len(t.Spec.ReadDenyPatterns) < 2 {
		return
	}
	rest := t.Spec.ReadDenyPatterns[1:]
	rest[0] = policy.ReadDenyEntry{} // want `written after its clamps \(seat ReadDenyPatterns\)`
	runner.StartTask(t)
}

// CopiedOut reads the deny rules into a buffer of its own and appends to
// a copy: neither writes the seat's elements.
func CopiedOut(parent *task.Run, buf []policy.ReadDenyEntry) []policy.ReadDenyEntry {
	t, err := agents.Delegate(parent)
	if err != nil {
		return nil
	}
	copy(buf, t.Spec.ReadDenyPatterns)
	more := append(t.Spec.ReadDenyPatterns, buf...)
	runner.StartTask(t)
	return more
}

// PairedSibling builds a leg beside t, which widens t's write face: a
// constructor clamps its output, not the other tasks it is handed.
func PairedSibling(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	leg := agents.PairedLeg(parent, t) // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	runner.StartTask(t)
	runner.Start(leg)
}

// PairedLegOnly hands the pair a task it never starts.
func PairedLegOnly(parent *task.Run, scratch *task.Task) {
	runner.Start(agents.PairedLeg(parent, scratch))
}

// ParentHanded widens the parent's task, hands the parent run to a
// constructor, then starts the parent's task: a constructor clamps what
// it returns, not the run it reads.
func ParentHanded(parent *task.Run) {
	parent.Task.Spec.WriteFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	if _, err := agents.Delegate(parent); err != nil {
		return
	}
	runner.StartTask(parent.Task)
}

// widened builds a task from a constructor and widens it before returning
// it: whoever starts what it returns starts a loosened spec.
func widened(parent *task.Run) *task.Task {
	t, err := agents.Delegate(parent)
	if err != nil {
		return nil
	}
	t.Spec.ReadFace = policy.FaceHost
	return t
}

// StartWidened starts what widened returns.
func StartWidened(parent *task.Run) {
	runner.StartTask(widened(parent)) // want `^spec reaching runner.StartTask is a result of widened, which returns a spec written after its clamps \(seat ReadFace\): write it first$`
}

// budgeted sizes a constructed task's budget before returning it: no seat.
func budgeted(parent *task.Run) *task.Task {
	t, err := agents.Delegate(parent)
	if err != nil {
		return nil
	}
	t.Spec.MaxTurns = 2
	return t
}

// StartBudgeted starts what budgeted returns.
func StartBudgeted(parent *task.Run) {
	runner.StartTask(budgeted(parent))
}

// stepTask states a step's own values in a literal, clamps the spec in
// place, and returns a task holding a copy: the literal's seats come
// before the clamps.
func stepTask(parent *task.Run, readOnly bool, tools []string) *task.Task {
	spec := policy.TaskSpec{HandsReadOnly: readOnly, AllowedTools: slices.Clone(tools)}
	agents.Clamp(parent, &spec)
	return &task.Task{ID: "step", Spec: spec}
}

// StartStep starts what stepTask returns.
func StartStep(parent *task.Run, tools []string) {
	runner.StartTask(stepTask(parent, false, tools))
}

// A task put in a slice (a literal, or appended) is the task the slice
// hands on: a seat written through the task after that loosens the child
// started from the slice's element.

// Batched loosens a task after it joined the batch it starts from.
func Batched(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	batch := []*task.Task{t}
	t.Spec.ReadDenyPatterns = nil // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	for _, b := range batch {
		runner.StartTask(b)
	}
}

// Appended loosens a task after it was appended to the batch.
func Appended(parent *task.Run, batch []*task.Task) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	batch = append(batch, t)
	t.Spec.WriteFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
	for _, b := range batch {
		runner.StartTask(b)
	}
}

// BatchedAsIs starts the batch as it was built.
func BatchedAsIs(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	batch := []*task.Task{t}
	t.ID = "renamed"
	for _, b := range batch {
		runner.StartTask(b)
	}
}

// A task started from a func literal (a goroutine, an errgroup's or a
// framework's callback) may start whenever after the literal is made: a
// seat written through the task in the maker, before or after that,
// loosens the child; one written after a literal that is only called
// there and then does not.

// StartedLoosened loosens the task while its goroutine may be starting it.
func StartedLoosened(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		runner.StartTask(t)
	}()
	t.Spec.HandsReadOnly = false // want `^spec reaching runner.StartTask is written after its clamps \(seat HandsReadOnly\): write it first$`
	<-done
}

// LoosenedThenStarted loosens it before the goroutine is made.
func LoosenedThenStarted(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	t.Spec.ReadFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
	go func() { runner.StartTask(t) }()
}

// Started starts it from a goroutine and renames it.
func Started(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		runner.StartTask(t)
	}()
	<-done
	fmt.Println(t.ID)
}

// StartedInPlace starts it from a literal called there and then: what is
// written after has run after the start.
func StartedInPlace(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	func() { runner.StartTask(t) }()
	t.Spec.ReadDenyPatterns = nil
}

// StartedEach builds, clamps in place and starts one task per name, each
// from its own goroutine: what the next round writes before its clamps
// is written into a new task, not the one a goroutine of the round
// before starts.
func StartedEach(parent *task.Run, names []string) {
	for _, name := range names {
		t := &task.Task{ID: name}
		t.Spec.ReadFace = policy.FaceHost
		agents.Clamp(parent, &t.Spec)
		go func() { runner.StartTask(t) }()
	}
}

// A task received from a channel made in view, every use of which is
// followed, is one a send sent: workers that start what they receive
// start the constructed tasks, and a seat written through a task after
// its send loosens the child a worker starts.

// Pooled hands constructed tasks to workers.
func Pooled(parent *task.Run, n int) {
	jobs := make(chan *task.Task)
	done := make(chan struct{})
	for range 2 {
		go func() {
			defer func() { done <- struct{}{} }()
			for t := range jobs {
				runner.StartTask(t)
			}
		}()
	}
	for range n {
		t, err := agents.Delegate(parent)
		if err != nil {
			break
		}
		jobs <- t
		t.ID = "sent"
	}
	close(jobs)
	<-done
	<-done
}

// PooledLoosened loosens each task after it was sent to the workers.
func PooledLoosened(parent *task.Run, n int) {
	jobs := make(chan *task.Task, n)
	go func() {
		for t := range jobs {
			runner.StartTask(t)
		}
	}()
	for range n {
		t, err := agents.Delegate(parent)
		if err != nil {
			break
		}
		jobs <- t
		t.Spec.ReadDenyPatterns = nil // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
	}
	close(jobs)
}

// Relayed hands the channel to a function, which may send anything on it.
func Relayed(parent *task.Run, relay func(chan<- *task.Task)) {
	jobs := make(chan *task.Task, 1)
	relay(jobs)
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	jobs <- t
	runner.StartTask(<-jobs) // want `^spec reaching runner.StartTask is a channel receive \(<-jobs\): use a constructor$`
}

// SpecDrained starts specs received by value until the channel is closed:
// a receive from a closed channel yields the zero spec.
func SpecDrained(parent *task.Run, n int) {
	specs := make(chan policy.TaskSpec, n)
	for range n {
		specs <- agents.ChildSpec(parent.Task.Spec)
	}
	close(specs)
	for range n + 1 {
		s := <-specs // want `^spec reaching runner.Start is the zero spec, received once the channel is closed: use a constructor$`
		runner.Start(s)
	}
}

// PooledEach builds each task, states its read face before the clamps,
// clamps it in place and sends it: what the next round writes is
// written into a new task.
func PooledEach(parent *task.Run, names []string) {
	jobs := make(chan *task.Task, len(names))
	for _, name := range names {
		t := &task.Task{ID: name}
		t.Spec.ReadFace = policy.FaceHost
		agents.Clamp(parent, &t.Spec)
		jobs <- t
	}
	close(jobs)
	for t := range jobs {
		runner.StartTask(t)
	}
}

// A go statement or a defer hands its arguments on when it runs, and the
// call starts later: a seat written through the task after it is made
// loosens the child; a defer's call sees what is written up to a return.

// GoLoosened loosens the task while its goroutine may be starting it.
func GoLoosened(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	go runner.StartTask(t)
	t.Spec.WriteFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat WriteFace\): write it first$`
}

// DeferLoosened loosens the task its deferred start will start.
func DeferLoosened(parent *task.Run) {
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	defer runner.StartTask(t)
	t.Spec.ReadDenyPatterns = nil // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadDenyPatterns\): write it first$`
}

// GoEach starts one task per name from a goroutine and renames it.
func GoEach(parent *task.Run, names []string) {
	for _, name := range names {
		t := &task.Task{ID: "pending"}
		t.Spec.ReadFace = policy.FaceHost
		agents.Clamp(parent, &t.Spec)
		go runner.StartTask(t)
		t.ID = name
	}
}

// DeferReclamped widens the task after its deferred start is registered,
// then clamps it again before it returns: the start sees the clamps.
func DeferReclamped(parent *task.Run) {
	t := &task.Task{ID: "d"}
	agents.Clamp(parent, &t.Spec)
	defer runner.StartTask(t)
	t.Spec.ReadFace = policy.FaceHost
	agents.Clamp(parent, &t.Spec)
}

// Selected starts what a worker receives in a select, until told to quit.
func Selected(parent *task.Run, quit chan struct{}) {
	jobs := make(chan *task.Task)
	go func() {
		for {
			select {
			case t := <-jobs:
				runner.StartTask(t)
			case <-quit:
				return
			}
		}
	}()
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	select {
	case jobs <- t:
	case <-quit:
	}
}

// SelectedLoosened loosens the task after a select sent it.
func SelectedLoosened(parent *task.Run, quit chan struct{}) {
	jobs := make(chan *task.Task, 1)
	go func() {
		select {
		case t := <-jobs:
			runner.StartTask(t)
		case <-quit:
		}
	}()
	t, err := agents.Delegate(parent)
	if err != nil {
		return
	}
	jobs <- t
	t.Spec.ReadFace = policy.FaceHost // want `^spec reaching runner.StartTask is written after its clamps \(seat ReadFace\): write it first$`
}
