// want package:".*"

// Package wiring starts children from the constructors of agents: an
// element of the map seat written between the constructor and the start
// is a finding at the write; an element of a map field that is no seat is
// not.
package wiring

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"sort"
	"strings"

	"example.com/engine/agents"
	"example.com/engine/policy"
	"example.com/engine/rules"
	"example.com/engine/sink"
	"example.com/lists"
)

// Widened turns a tool back on before the child starts.
func Widened(p policy.Spec) {
	c := agents.ToolsBefore(p)
	c.Tools["shell"] = true // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// Labelled writes an element of a map field that is no seat.
func Labelled(p policy.Spec) {
	c := agents.LabelsAfter(p)
	c.Labels["lane"] = "review"
	sink.Run(&c)
}

// Enabled turns a tool back on through a helper before the child starts.
func Enabled(p policy.Spec) {
	c := agents.ToolsBefore(p)
	agents.Enable(c.Tools, "shell") // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// Checked only reads the set through a helper.
func Checked(p policy.Spec) {
	c := agents.ToolsBefore(p)
	if !agents.Has(c.Tools, "shell") {
		sink.Run(&c)
	}
}

// enableAll turns every tool of the set it is handed on: a helper of this
// package, which no constructor names.
func enableAll(tools map[string]bool) {
	for name := range tools {
		tools[name] = true
	}
}

// AllEnabled turns every tool back on through it before the child starts.
func AllEnabled(p policy.Spec) {
	c := agents.ToolsBefore(p)
	enableAll(c.Tools) // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// forgetFrom empties the deny rules it is handed from an index on: the
// slice it clears is the one it was handed or a slice of it.
func forgetFrom(deny []string, from int) {
	if from > 0 {
		deny = deny[from:]
	}
	clear(deny)
}

// DenyForgotten empties the deny rules through it before the child starts.
func DenyForgotten(p policy.Spec) {
	c := agents.ToolsBefore(p)
	forgetFrom(c.Deny, 1) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// Filtered hands the tools to a filter before the child starts.
func Filtered(p policy.Spec, f agents.Filter) {
	c := agents.ToolsBefore(p)
	f.Filter(c.Tools) // want `^spec reaching sink.Run is handed to interface method Filter through seat Tools after its clamps: hand on a copy$`
	sink.Run(&c)
}

// FilteredCopy hands the filter a copy of them.
func FilteredCopy(p policy.Spec, f agents.Filter) {
	c := agents.ToolsBefore(p)
	f.Filter(maps.Clone(c.Tools))
	sink.Run(&c)
}

// Sorted sorts the deny rules with the standard library before the child
// starts: what sort.Strings writes is known.
func Sorted(p policy.Spec) {
	c := agents.ToolsBefore(p)
	sort.Strings(c.Deny) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// Joined only joins them.
func Joined(p policy.Spec) {
	c := agents.ToolsBefore(p)
	if strings.Join(c.Deny, ",") != "" {
		sink.Run(&c)
	}
}

// ToolsAdded copies tools into the map of seat Tools.
func ToolsAdded(p policy.Spec, extra map[string]bool) {
	c := agents.ToolsBefore(p)
	maps.Copy(c.Tools, extra) // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// Counted hands the tools to a function of a package that takes no part.
func Counted(p policy.Spec) {
	c := agents.ToolsBefore(p)
	if lists.Count(c.Tools) > 0 { // want `^spec reaching sink.Run is handed to lists.Count, out of view, through seat Tools after its clamps: hand on a copy$`
		sink.Run(&c)
	}
}

// RulesEnabled turns a tool back on through a helper of the module that
// takes no part: its summary says it writes the map.
func RulesEnabled(p policy.Spec) {
	c := agents.ToolsBefore(p)
	rules.Enable(c.Tools, "shell") // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// RulesAsked only asks.
func RulesAsked(p policy.Spec) {
	c := agents.ToolsBefore(p)
	if !rules.Has(c.Tools, "shell") {
		sink.Run(&c)
	}
}

// A func literal that captures the spec may run whenever after it is made
// (deferred, as a goroutine, handed to a framework): one that writes a
// seat writes it there, one that only reads it does not.

// ToolsReadLater reads the tools in a deferred func literal.
func ToolsReadLater(p policy.Spec, n *int) {
	c := agents.ToolsBefore(p)
	defer func() { *n = len(c.Tools) }()
	sink.Run(&c)
}

// ToolsEnabledInGoroutine turns a tool back on in a goroutine started
// before the child.
func ToolsEnabledInGoroutine(p policy.Spec) {
	c := agents.ToolsBefore(p)
	go func() { c.Tools["shell"] = true }() // want `^spec reaching sink.Run is written after its clamps \(seat Tools\): write it first$`
	sink.Run(&c)
}

// DenyDroppedByCallback drops the deny rules in a callback handed on.
func DenyDroppedByCallback(p policy.Spec, later func(func())) {
	c := agents.ToolsBefore(p)
	later(func() { c.Deny = nil }) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// A task handed on as an interface to a decoder is written through
// reflection; an encoder or a logger only reads it. A list converted to
// a type whose methods write it is written by what it is handed to.

// task holds a spec.
type task struct{ Spec policy.Spec }

// Decoded decodes a request into a task that holds a constructed spec.
func Decoded(p policy.Spec, data []byte) {
	t := &task{Spec: agents.ToolsBefore(p)}
	_ = json.Unmarshal(data, t) // want `^spec reaching sink.Run is handed on as an interface after its clamps: hand on a copy$`
	sink.Run(&t.Spec)
}

// Encoded encodes and logs it.
func Encoded(p policy.Spec) {
	t := &task{Spec: agents.ToolsBefore(p)}
	data, _ := json.Marshal(t)
	fmt.Println(string(data), t, t.Spec.Deny)
	sink.Run(&t.Spec)
}

// SortedAsInterface orders the deny rules through sort.Interface.
func SortedAsInterface(p policy.Spec) {
	c := agents.ToolsBefore(p)
	sort.Sort(sort.StringSlice(c.Deny)) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// SortedByMethod orders them through the method of sort.StringSlice.
func SortedByMethod(p policy.Spec) {
	c := agents.ToolsBefore(p)
	sort.StringSlice(c.Deny).Sort() // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// LoggedAsList prints the deny rules as a sort.StringSlice: fmt is handed
// them as an any, through which no method of the type that writes them
// (Swap, Sort) can be called.
func LoggedAsList(p policy.Spec) {
	c := agents.ToolsBefore(p)
	fmt.Println(sort.StringSlice(c.Deny))
	sink.Run(&c)
}

// OrderedByHelper hands them as an any to a helper of the engine's, which
// asserts sort.Interface and sorts them.
func OrderedByHelper(p policy.Spec) {
	c := agents.ToolsBefore(p)
	orderAny(sort.StringSlice(c.Deny)) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

func orderAny(v any) {
	if s, ok := v.(sort.Interface); ok {
		sort.Sort(s)
	}
}

// A func literal that writes a seat through a pointer it reads from
// memory itself (a package-level table of pending tasks) writes the
// child's seat once the task was kept there; one that only reads it does
// not.

// pending are the tasks waiting to start.
var pending = map[string]*task{}

// DroppedFromPending drops the deny rules of the task it keeps pending, in
// a callback that looks the task up.
func DroppedFromPending(p policy.Spec, later func(func())) {
	t := &task{Spec: agents.ToolsBefore(p)}
	pending["x"] = t
	later(func() { pending["x"].Spec.Deny = nil }) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&t.Spec)
}

// CountedFromPending only counts them there.
func CountedFromPending(p policy.Spec, later func(func()), n *int) {
	t := &task{Spec: agents.ToolsBefore(p)}
	pending["x"] = t
	later(func() { *n = len(pending["x"].Spec.Deny) })
	sink.Run(&t.Spec)
}

// A task handed to reflect.ValueOf may be written through the Value it
// returns; reading through reflection does not write it.

// Reflected drops the deny rules of a task through reflection.
func Reflected(p policy.Spec) {
	t := &task{Spec: agents.ToolsBefore(p)}
	v := reflect.ValueOf(t).Elem().FieldByName("Spec") // want `^spec reaching sink.Run is handed on as an interface after its clamps: hand on a copy$`
	v.FieldByName("Deny").Set(reflect.ValueOf([]string(nil)))
	sink.Run(&t.Spec)
}

// Inspected only reads it through reflection.
func Inspected(p policy.Spec) {
	t := &task{Spec: agents.ToolsBefore(p)}
	if reflect.ValueOf(t).Elem().FieldByName("Spec").FieldByName("Deny").Len() == 0 {
		sink.Run(&t.Spec)
	}
}

// The engine's decoder in another package writes what it is handed, by
// its summary; a helper there that only prints it does not.

// DecodedByHelper decodes a request into a task through agents.Decode.
func DecodedByHelper(p policy.Spec, data []byte) {
	t := &task{Spec: agents.ToolsBefore(p)}
	_ = agents.Decode(data, t) // want `^spec reaching sink.Run is handed on as an interface after its clamps: hand on a copy$`
	sink.Run(&t.Spec)
}

// ShownByHelper only prints it through agents.Show.
func ShownByHelper(p policy.Spec) {
	t := &task{Spec: agents.ToolsBefore(p)}
	agents.Show(t)
	sink.Run(&t.Spec)
}

// A func literal called where it is seen is read as a helper of the
// package is.

// DroppedByLocalHelper drops the deny rules through a local helper.
func DroppedByLocalHelper(p policy.Spec) {
	c := agents.ToolsBefore(p)
	func(s *policy.Spec) { s.Deny = nil }(&c) // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	sink.Run(&c)
}

// CountedByLocalHelper only counts them through one.
func CountedByLocalHelper(p policy.Spec, n *int) {
	c := agents.ToolsBefore(p)
	count := func(s *policy.Spec) int { return len(s.Deny) }
	*n = count(&c)
	sink.Run(&c)
}

// A task stored whole over the one that holds the constructed spec
// replaces its spec; one built from the constructor again does not.

// Replaced replaces the task with one holding a spec literal.
func Replaced(p policy.Spec, t *task) {
	t.Spec = agents.ToolsBefore(p)
	*t = task{Spec: policy.Spec{Turns: 1}} // want `^spec reaching sink.Run is a spec literal: use a constructor$`
	sink.Run(&t.Spec)
}

// Rebuilt replaces it with a task built from the constructor.
func Rebuilt(p policy.Spec, t *task) {
	*t = task{Spec: agents.ToolsBefore(p)}
	sink.Run(&t.Spec)
}

// A task put into an interface and asserted back is the same task.

// DroppedThroughInterface drops its deny rules through the asserted
// pointer.
func DroppedThroughInterface(p policy.Spec) {
	t := &task{Spec: agents.ToolsBefore(p)}
	var v any = t
	if u, ok := v.(*task); ok {
		u.Spec.Deny = nil // want `^spec reaching sink.Run is written after its clamps \(seat Deny\): write it first$`
	}
	sink.Run(&t.Spec)
}

// CountedThroughInterface only counts them so.
func CountedThroughInterface(p policy.Spec, n *int) {
	t := &task{Spec: agents.ToolsBefore(p)}
	var v any = t
	if u, ok := v.(*task); ok {
		*n = len(u.Spec.Deny)
	}
	sink.Run(&t.Spec)
}
