// want package:"summary"

// Package wiring registers the constructor and starts children: a carried
// seat written between the constructor and the start, or the spec handed
// to unsafe.Pointer, is a finding at the write; a field that is no seat,
// and a tightening, are not.
package wiring

import (
	"encoding/json"
	"fmt"
	"unsafe"

	"example.com/own/hold"
	"example.com/own/lanes"
	"example.com/own/pol"
	"example.com/own/sink"
)

//clampvet:registry
var Rows = []string{"lanes/lanes.go#Child", "lanes/lanes.go#Paired"}

// job holds a child's spec until it starts.
type job struct {
	name string
	spec pol.Spec
}

// Widened loosens a constructed spec before it starts.
func Widened(parent pol.Spec) {
	c := lanes.Child(parent)
	c.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	sink.Run(&c)
}

// Held loosens the spec a job holds.
func Held(parent pol.Spec) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	j.spec.Deny = nil // want `written after its clamps \(seat Deny\)`
	sink.Run(&j.spec)
}

// Cleared writes an element of the seat that holds a slice.
func Cleared(parent pol.Spec) {
	c := lanes.Child(parent)
	if len(c.Deny) > 0 {
		c.Deny[0] = "" // want `written after its clamps \(seat Deny\)`
	}
	sink.Run(&c)
}

// Forward writes a seat of the spec it is handed, then starts it.
func Forward(spec *pol.Spec) {
	spec.ReadOnly = false // want `written after its clamps \(seat ReadOnly\)`
	sink.Run(spec)
}

// Unsafe hands the spec to unsafe.Pointer: any seat may be written.
func Unsafe(parent pol.Spec) {
	c := lanes.Child(parent)
	p := (*bool)(unsafe.Pointer(&c)) // want `^spec reaching sink.Run is a spec converted to unsafe.Pointer: write its fields by name$`
	*p = false
	sink.Run(&c)
}

// Tightened tightens a constructed spec further: it can only tighten.
func Tightened(parent, extra pol.Spec) {
	c := lanes.Child(parent)
	c = pol.Tighten(c, extra)
	sink.Run(&c)
}

// Budget writes a field that is no carried seat.
func Budget(parent pol.Spec) {
	c := lanes.Child(parent)
	c.Turns = 9
	sink.Run(&c)
}

// must is a generic identity helper: what it returns is what it is given.
func must[T any](v T) T { return v }

// Must starts a constructed spec through the helper.
func Must(parent pol.Spec) {
	c := must(lanes.Child(parent))
	sink.Run(&c)
}

// MustLiteral hands a literal through the helper.
func MustLiteral() {
	c := must(pol.Spec{Turns: 1}) // want `^spec reaching sink.Run is a spec literal: use a constructor$`
	sink.Run(&c)
}

// Later starts a constructed spec from a callback: the variable is not
// written after the literal is made.
func Later(parent pol.Spec, later func(func())) {
	c := lanes.Child(parent)
	later(func() { sink.Run(&c) })
}

// LaterLoosened writes a seat of the captured spec inside the callback.
func LaterLoosened(parent pol.Spec, later func(func())) {
	c := lanes.Child(parent)
	later(func() {
		c.ReadOnly = false // want `written after its clamps \(seat ReadOnly\)`
		sink.Run(&c)
	})
}

// Rebound writes the captured variable after the literal is made.
func Rebound(parent pol.Spec, later func(func())) {
	c := lanes.Child(parent)
	later(func() { sink.Run(&c) }) // want `^spec reaching sink.Run is c, captured by a func literal: build it in the literal$`
	c = pol.Spec{}
}

// deny clears the spec's deny patterns in place, through its address.
func deny(s *pol.Spec) { s.Deny = nil }

// denyLater clears them in a deferred call: the clearing runs on return.
func denyLater(s *pol.Spec) { defer deny(s) }

// Denied has a helper clear a seat of a constructed spec.
func Denied(parent pol.Spec) {
	c := lanes.Child(parent)
	deny(&c) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// DeniedLater has a helper clear it when the helper returns.
func DeniedLater(parent pol.Spec) {
	c := lanes.Child(parent)
	denyLater(&c) // want `written after its clamps \(seat Deny\)`
	sink.Run(&c)
}

// DeniedAfter clears it after the run started, in a deferred call.
func DeniedAfter(parent pol.Spec) {
	c := lanes.Child(parent)
	defer deny(&c)
	sink.Run(&c)
}

// Reclamped clears a seat, then takes a new spec from the constructor.
func Reclamped(parent pol.Spec) {
	c := lanes.Child(parent)
	deny(&c)
	c = lanes.Child(parent)
	sink.Run(&c)
}

// DeniedAll has a helper clear a seat of every spec of a fan-out.
func DeniedAll(parents []pol.Spec) {
	cs := make([]pol.Spec, 0, len(parents))
	for _, p := range parents {
		cs = append(cs, lanes.Child(p))
	}
	for i := range cs {
		deny(&cs[i]) // want `written after its clamps \(seat Deny\)`
	}
	for i := range cs {
		sink.Run(&cs[i])
	}
}

// ReclampedAll clears a seat of each spec, then builds it again. (A
// second loop that rebuilds them could run fewer times than the first, as
// far as the analysis knows: rebuild in the loop that writes.)
func ReclampedAll(parents []pol.Spec) {
	cs := make([]pol.Spec, 0, len(parents))
	for _, p := range parents {
		cs = append(cs, lanes.Child(p))
	}
	for i := range cs {
		deny(&cs[i])
		cs[i] = lanes.Child(parents[i])
	}
	for i := range cs {
		sink.Run(&cs[i])
	}
}

// link holds a job by pointer.
type link struct{ j *job }

// Linked loosens a job through the link that points to it.
func Linked(parent pol.Spec) {
	l := &link{j: &job{name: "l", spec: lanes.Child(parent)}}
	l.j.spec.Deny = nil // want `written after its clamps \(seat Deny\)`
	sink.Run(&l.j.spec)
}

// LinkedRenamed writes a field that is no seat through the link.
func LinkedRenamed(parent pol.Spec) {
	l := &link{j: &job{name: "l", spec: lanes.Child(parent)}}
	l.j.spec.Turns = 3
	sink.Run(&l.j.spec)
}

// Hooked hands the constructed spec's address to a func value before the
// start: any seat may be written there.
func Hooked(parent pol.Spec, hook func(*pol.Spec)) {
	c := lanes.Child(parent)
	hook(&c) // want `^spec reaching sink.Run is handed to a func value after its clamps: hand on a copy$`
	sink.Run(&c)
}

// HookedFirst hands it to the func value before the spec is made.
func HookedFirst(parent pol.Spec, hook func(*pol.Spec)) {
	var c pol.Spec
	hook(&c)
	c = lanes.Child(parent)
	sink.Run(&c)
}

// HookedCopy hands the func value a copy.
func HookedCopy(parent pol.Spec, hook func(*pol.Spec)) {
	c := lanes.Child(parent)
	cp := c
	hook(&cp)
	sink.Run(&c)
}

// configure hands what it is given to a func value.
func configure(s *pol.Spec, f func(*pol.Spec)) { f(s) }

// Configured has a helper hand the spec's address to a func value.
func Configured(parent pol.Spec, hook func(*pol.Spec)) {
	c := lanes.Child(parent)
	configure(&c, hook) // want `^spec reaching sink.Run is handed on unfollowed by configure after its clamps`
	sink.Run(&c)
}

// Sent sends the spec's address on a channel before the start.
func Sent(parent pol.Spec, ch chan *pol.Spec) {
	c := lanes.Child(parent)
	ch <- &c // want `^spec reaching sink.Run is handed to a channel after its clamps`
	sink.Run(&c)
}

// Adjusted hands the spec to an interface method that a type in view
// implements by writing a seat.
func Adjusted(parent pol.Spec, a hold.Adjuster) {
	c := lanes.Child(parent)
	a.Adjust(&c) // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	sink.Run(&c)
}

// Read hands it to an interface method no implementation in view writes
// through.
func Read(parent pol.Spec, r hold.Reader) {
	c := lanes.Child(parent)
	_ = r.Read(&c)
	sink.Run(&c)
}

// trimmer trims a spec before it starts; its one implementation is in
// this package.
type trimmer interface{ trim(s *pol.Spec) }

// denyTrimmer clears the deny patterns.
type denyTrimmer struct{}

func (denyTrimmer) trim(s *pol.Spec) { s.Deny = nil }

// Trimmed hands the spec to an interface method a type of this package
// implements by writing a seat.
func Trimmed(parent pol.Spec, t trimmer) {
	c := lanes.Child(parent)
	t.trim(&c) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// Decoded decodes saved settings over the constructed spec before it
// starts: what a decoder writes through an interface cannot be followed
// (the spec is a local the origin walk reads, which names the writer).
func Decoded(parent pol.Spec, saved []byte) {
	c := lanes.Child(parent)
	_ = json.Unmarshal(saved, &c) // want `^spec reaching sink.Run is a spec json.Unmarshal may write: use a constructor$`
	sink.Run(&c)
}

// DecodedSeat decodes into one seat of it.
func DecodedSeat(parent pol.Spec, saved []byte) {
	c := lanes.Child(parent)
	_ = json.Unmarshal(saved, &c.Deny) // want `^spec reaching sink.Run is handed on as an interface after its clamps: hand on a copy$`
	sink.Run(&c)
}

// decodeInto decodes into the spec it is given: its summary says the
// spec is handed on unfollowed.
func decodeInto(s *pol.Spec, saved []byte) { _ = json.Unmarshal(saved, s) }

// DecodedByHelper has a helper decode over it.
func DecodedByHelper(parent pol.Spec, saved []byte) {
	c := lanes.Child(parent)
	decodeInto(&c, saved) // want `^spec reaching sink.Run is handed on unfollowed by decodeInto after its clamps: hand on a copy$`
	sink.Run(&c)
}

// Printed prints a copy of the spec, and the seat's value: a copy
// cannot write the child's.
func Printed(parent pol.Spec) {
	c := lanes.Child(parent)
	fmt.Println(c, c.Deny)
	sink.Run(&c)
}

// AliasedVar keeps a pointer to a seat in a variable whose address is
// taken, and clears the seat through it before the start.
func AliasedVar(parent pol.Spec) {
	c := lanes.Child(parent)
	p := &c.Deny // want `^spec reaching sink.Run is stored as a pointer after its clamps: hand on a copy$`
	pp := &p
	**pp = nil
	sink.Run(&c)
}

// AliasedLater keeps the pointer only after the start.
func AliasedLater(parent pol.Spec) *pol.Spec {
	c := lanes.Child(parent)
	sink.Run(&c)
	keep := []*pol.Spec{nil}
	keep[0] = &c
	return keep[0]
}

// kept is where keepSpec leaves the spec it is given.
var kept *pol.Spec

// keepSpec keeps a pointer to the spec: its summary says the spec is
// handed on unfollowed.
func keepSpec(s *pol.Spec) { kept = s }

// KeptByHelper has a helper keep a pointer to the spec before the start.
func KeptByHelper(parent pol.Spec) {
	c := lanes.Child(parent)
	keepSpec(&c) // want `^spec reaching sink.Run is handed on unfollowed by keepSpec after its clamps: hand on a copy$`
	sink.Run(&c)
}

// Tuned hands the spec to an interface method no type in view implements:
// what the implementation writes is out of view.
func Tuned(parent pol.Spec, t hold.Tuner) {
	c := lanes.Child(parent)
	t.Tune(&c) // want `^spec reaching sink.Run is handed to a method out of view after its clamps: hand on a copy$`
	sink.Run(&c)
}

// TunedCopy hands it a copy.
func TunedCopy(parent pol.Spec, t hold.Tuner) {
	c := lanes.Child(parent)
	cp := c
	t.Tune(&cp)
	sink.Run(&c)
}

// AliasedLocal loosens a constructed spec through a pointer to it, then starts
// it by value.
func AliasedLocal(parent pol.Spec) {
	c := lanes.Child(parent)
	p := &c
	p.ReadOnly = false // want `^spec reaching sink.Start is written after its clamps \(seat ReadOnly\): write it first$`
	sink.Start(c)
}

// AliasedLocalBudget writes a field that is no seat through the pointer.
func AliasedLocalBudget(parent pol.Spec) {
	c := lanes.Child(parent)
	p := &c
	p.Turns = 2
	sink.Start(c)
}

// DecodedFirst decodes saved settings, then builds the child over them:
// the constructor's spec replaces whatever was decoded.
func DecodedFirst(parent pol.Spec, saved []byte) {
	var c pol.Spec
	_ = json.Unmarshal(saved, &c)
	c = lanes.Child(parent)
	sink.Run(&c)
}

// DecodedOnOnePath builds the child on one path only: on the other, the
// decoded spec reaches the start.
func DecodedOnOnePath(parent pol.Spec, saved []byte, fresh bool) {
	var c pol.Spec
	_ = json.Unmarshal(saved, &c) // want `^spec reaching sink.Run is a spec json.Unmarshal may write: use a constructor$`
	if fresh {
		c = lanes.Child(parent)
	}
	sink.Run(&c)
}

// Keyed keeps the spec's address in a map and clears a seat through the
// map before the start.
func Keyed(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	byName["child"] = &c
	byName["child"].Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// KeyedAdjusted keeps the spec's address in a map and hands the pointer
// read back from the map to a helper that writes a seat.
func KeyedAdjusted(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	byName["child"] = &c
	hold.Widener{}.Adjust(byName["child"]) // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	sink.Run(&c)
}

// KeyedCounted hands it to one that only reads it.
func KeyedCounted(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	byName["child"] = &c
	_ = (&hold.Counter{}).Read(byName["child"])
	sink.Run(&c)
}

// clearKeyed clears a seat of the child kept in the map it is handed.
func clearKeyed(byName map[string]*pol.Spec) { byName["child"].Deny = nil }

// countKeyed only reads it.
func countKeyed(byName map[string]*pol.Spec) int { return len(byName["child"].Deny) }

// KeyedCleared keeps the spec's address in a map and hands the map to a
// helper that clears a seat through it before the start.
func KeyedCleared(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	byName["child"] = &c
	clearKeyed(byName) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// KeyedCountedByHelper hands the map to one that only reads it, and
// clears the map's child only before it is kept.
func KeyedCountedByHelper(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	clearKeyed(byName)
	byName["child"] = &c
	_ = countKeyed(byName)
	sink.Run(&c)
}

// keeper keeps specs by name.
type keeper struct{ byName map[string]*pol.Spec }

// open clears a seat of a kept spec: a method of what keeps the memory.
func (k *keeper) open(name string) { k.byName[name].Deny = nil }

// KeptOpened keeps the spec in a keeper, whose method clears its seat
// before the start.
func KeptOpened(parent pol.Spec, k *keeper) {
	c := lanes.Child(parent)
	k.byName["child"] = &c
	k.open("child") // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// KeyedTurns writes a field that is no seat through the map.
func KeyedTurns(parent pol.Spec, byName map[string]*pol.Spec) {
	c := lanes.Child(parent)
	byName["child"] = &c
	byName["child"].Turns = 3
	sink.Run(&c)
}

// Copied overwrites the deny rules in place: copy writes the seat's
// elements, which the child's spec shares.
func Copied(parent pol.Spec) {
	c := lanes.Child(parent)
	copy(c.Deny, []string{""}) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// Emptied zeroes every deny rule in place.
func Emptied(parent pol.Spec) {
	c := lanes.Child(parent)
	clear(c.Deny) // want `written after its clamps \(seat Deny\)`
	sink.Run(&c)
}

// Overwritten appends over the deny rules from their start.
func Overwritten(parent pol.Spec) {
	c := lanes.Child(parent)
	_ = append(c.Deny[:0], "") // want `written after its clamps \(seat Deny\)`
	sink.Run(&c)
}

// Tail writes through a slice of the deny rules.
func Tail(parent pol.Spec) {
	c := lanes.Child(parent)
	if len(c.Deny) > 1 {
		rest := c.Deny[1:]
		rest[0] = "" // want `written after its clamps \(seat Deny\)`
	}
	sink.Run(&c)
}

// CopiedOut reads the deny rules into a buffer and appends to a copy.
func CopiedOut(parent pol.Spec, buf []string) []string {
	c := lanes.Child(parent)
	copy(buf, c.Deny)
	more := append(c.Deny, buf...)
	sink.Run(&c)
	return more
}

// PairedSibling builds a second child beside c, which widens c's deny
// rules: a constructor clamps its output, not the other specs it is handed.
func PairedSibling(parent pol.Spec) {
	c := lanes.Child(parent)
	d := lanes.Paired(parent, &c) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
	sink.Run(&d)
}

// PairedFirst builds the sibling's spec after the pair: its clamps are
// applied after the write, and the pair does not clamp what it widens.
func PairedFirst(parent pol.Spec) {
	var c pol.Spec
	d := lanes.Paired(parent, &c)
	c = lanes.Child(parent)
	sink.Run(&c)
	sink.Run(&d)
}

// PairedOnly starts the sibling the pair widened and never clamped.
func PairedOnly(parent pol.Spec) {
	var c pol.Spec // want `^spec reaching sink.Run is the zero spec`
	d := lanes.Paired(parent, &c)
	sink.Run(&c)
	sink.Run(&d)
}

// StartWidened starts a child a helper widened after its constructor.
func StartWidened(parent pol.Spec) {
	c := lanes.Widened(parent) // want `^spec reaching sink.Run is a result of lanes.Widened, which returns a spec written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// StartBudgeted starts a child a helper only sized.
func StartBudgeted(parent pol.Spec) {
	c := lanes.Budgeted(parent)
	sink.Run(&c)
}

// A job put in a slice (a literal, or appended) is the job the slice
// hands on: a seat written through the job after that loosens the child
// started from the slice's element.

// Batched loosens a job after it joined the batch it starts from.
func Batched(parent pol.Spec) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	batch := []*job{j}
	j.spec.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	for _, b := range batch {
		sink.Run(&b.spec)
	}
}

// Appended loosens a job after it was appended to the batch.
func Appended(parent pol.Spec, batch []*job) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	batch = append(batch, j)
	j.spec.Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	for _, b := range batch {
		sink.Run(&b.spec)
	}
}

// BatchedAsIs starts the batch as it was built.
func BatchedAsIs(parent pol.Spec) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	batch := []*job{j}
	j.name = "b"
	for _, b := range batch {
		sink.Run(&b.spec)
	}
}

// A job started from a func literal (a goroutine, a callback) may start
// whenever after the literal is made: a seat written through the job in
// the maker, before or after that, loosens the child; one written after a
// literal that is only called there and then does not.

// StartedLoosened loosens the job while its goroutine may be starting it.
func StartedLoosened(parent pol.Spec, later func(func())) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	later(func() { sink.Run(&j.spec) })
	j.spec.Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
}

// LoosenedThenStarted loosens it before the goroutine is made.
func LoosenedThenStarted(parent pol.Spec) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	j.spec.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	go func() { sink.Run(&j.spec) }()
}

// Started starts it from a callback and renames it after.
func Started(parent pol.Spec, later func(func())) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	later(func() { sink.Run(&j.spec) })
	j.name = "b"
}

// StartedInPlace starts it from a literal called there and then.
func StartedInPlace(parent pol.Spec) {
	j := &job{name: "a", spec: lanes.Child(parent)}
	func() { sink.Run(&j.spec) }()
	j.spec.Deny = nil
}

// StartedEach starts one job per name, each from its own goroutine, and
// names the next after the goroutine is made: the next round's job is a
// new one.
func StartedEach(parent pol.Spec, names []string) {
	for _, name := range names {
		j := &job{spec: lanes.Child(parent)}
		go func() { sink.Run(&j.spec) }()
		j.name = name
	}
}

// StartedEachLoosened loosens each job after its goroutine is made.
func StartedEachLoosened(parent pol.Spec, names []string) {
	for _, name := range names {
		j := &job{name: name, spec: lanes.Child(parent)}
		go func() { sink.Run(&j.spec) }()
		j.spec.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
	}
}

// A job received from a channel made in view, every use of which is
// followed, is one a send sent.

// Pooled hands constructed jobs to a worker.
func Pooled(parent pol.Spec, names []string) {
	jobs := make(chan *job, len(names))
	done := make(chan bool)
	go func() {
		for j := range jobs {
			sink.Run(&j.spec)
		}
		done <- true
	}()
	for _, name := range names {
		j := &job{spec: lanes.Child(parent)}
		jobs <- j
		j.name = name
	}
	close(jobs)
	<-done
}

// PooledLoosened loosens each job after it was sent.
func PooledLoosened(parent pol.Spec, names []string) {
	jobs := make(chan *job, len(names))
	go func() {
		for j := range jobs {
			sink.Run(&j.spec)
		}
	}()
	for _, name := range names {
		j := &job{name: name, spec: lanes.Child(parent)}
		jobs <- j
		j.spec.Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	}
	close(jobs)
}

// Relayed hands the channel to a function, which may send anything on it.
func Relayed(parent pol.Spec, relay func(chan *job)) {
	jobs := make(chan *job, 1)
	relay(jobs)
	jobs <- &job{spec: lanes.Child(parent)}
	j := <-jobs // want `^spec reaching sink.Run is a channel receive \(<-jobs\): use a constructor$`
	sink.Run(&j.spec)
}

// SpecDrained starts specs received by value, one more than were sent.
func SpecDrained(parent pol.Spec, n int) {
	specs := make(chan pol.Spec, n)
	for range n {
		specs <- lanes.Child(parent)
	}
	close(specs)
	for range n + 1 {
		sink.Start(<-specs) // want `^spec reaching sink.Start is the zero spec, received once the channel is closed: use a constructor$`
	}
}

// A go statement or a defer starts its call later: a seat written
// through the job after it loosens the child.

// GoLoosened loosens the job while its goroutine may be starting it.
func GoLoosened(parent pol.Spec) {
	j := &job{spec: lanes.Child(parent)}
	go sink.Run(&j.spec)
	j.spec.ReadOnly = false // want `^spec reaching sink.Run is written after its clamps \(seat ReadOnly\): write it first$`
}

// DeferLoosened loosens the job its deferred start will start.
func DeferLoosened(parent pol.Spec) {
	j := &job{spec: lanes.Child(parent)}
	defer sink.Run(&j.spec)
	j.spec.Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
}

// GoEach starts one job per name from a goroutine and renames it.
func GoEach(parent pol.Spec, names []string) {
	for _, name := range names {
		j := &job{spec: lanes.Child(parent)}
		go sink.Run(&j.spec)
		j.name = name
	}
}

// Selected starts what a worker receives in a select, until told to quit.
func Selected(parent pol.Spec, quit chan bool) {
	jobs := make(chan *job)
	go func() {
		for {
			select {
			case j := <-jobs:
				sink.Run(&j.spec)
			case <-quit:
				return
			}
		}
	}()
	jobs <- &job{spec: lanes.Child(parent)}
}

// SelectedDrained starts specs a select receives from a channel that is
// closed: a receive case without its ok yields the zero spec then.
func SelectedDrained(parent pol.Spec, quit chan bool) {
	specs := make(chan pol.Spec, 1)
	specs <- lanes.Child(parent)
	close(specs)
	for {
		select {
		case s := <-specs: // want `^spec reaching sink.Start is the zero spec, received once the channel is closed: use a constructor$`
			sink.Start(s)
		case <-quit:
			return
		}
	}
}
