// want package:".*"

// Package agents writes elements of the seats that hold a map (Tools) or
// a slice (Deny): before the clamps they are the constructor's own
// values; after them, each such write loosens what the clamps set, a
// finding at the write as a write of the seat itself is. The engine's own
// carrier has a map seat, which the policy module's has not
// (constructors_seeded_seat_element_policy holds the slice shapes).
package agents

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"example.com/engine/policy"
	"example.com/engine/rules"
	"example.com/lists"
)

func source(p policy.Spec) policy.Source {
	return policy.Source{ReadOnly: p.ReadOnly, Tools: p.Tools, Deny: p.Deny}
}

// Passing shapes.

// ToolsBefore fills the map seat before the clamps.
func ToolsBefore(p policy.Spec) policy.Spec {
	spec := policy.Spec{Tools: map[string]bool{}, Turns: 3}
	spec.Tools["grep"] = true
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// LabelsAfter writes an element of a map field that is no seat.
func LabelsAfter(p policy.Spec) policy.Spec {
	spec := policy.Spec{Labels: map[string]string{}}
	policy.Carry(source(p)).Apply(&spec)
	spec.Labels["lane"] = "review"
	return spec
}

// ToolsReadAfter only reads the map seat after the clamps.
func ToolsReadAfter(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	if spec.Tools["shell"] {
		spec.Turns = 1
	}
	return spec
}

// Failing shapes.

// ToolsAfter turns a tool back on after the clamps.
func ToolsAfter(p policy.Spec) policy.Spec {
	spec := policy.Spec{Tools: map[string]bool{}}
	policy.Carry(source(p)).Apply(&spec)
	spec.Tools["shell"] = true // want `^Tools written after the clamps were applied: write it before applying them$`
	return spec
}

// ToolsAfterInPlace does so to the spec it clamps in place.
func ToolsAfterInPlace(p policy.Spec, spec *policy.Spec) {
	policy.Carry(source(p)).Apply(spec)
	spec.Tools["shell"] = true // want `^Tools written after the clamps were applied`
}

// DenyAfter clears an element of the slice seat after the clamps.
func DenyAfter(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	spec.Deny[0] = "" // want `^Deny written after the clamps were applied`
	return spec
}

// Builtins that write a seat's elements in place: copy into it, clear,
// delete, and append over a slice of it.

// DenyCopiedBefore fills the slice seat with copy before the clamps.
func DenyCopiedBefore(p policy.Spec) policy.Spec {
	spec := policy.Spec{Deny: make([]string, 1)}
	copy(spec.Deny, []string{"secrets/"})
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// DenyCopiedOut copies the seat out and appends it to a list of its own.
func DenyCopiedOut(p policy.Spec, buf []string) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	copy(buf, spec.Deny)
	_ = append(buf, spec.Deny...)
	return spec
}

// DenyCopied overwrites the deny rules the clamps set.
func DenyCopied(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	copy(spec.Deny, spec.Deny[1:]) // want `^Deny written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyCleared empties every deny rule.
func DenyCleared(p policy.Spec, spec *policy.Spec) {
	policy.Carry(source(p)).Apply(spec)
	clear(spec.Deny) // want `^Deny written after the clamps were applied`
}

// DenyAppendedOver appends over the deny rules from their start.
func DenyAppendedOver(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	_ = append(spec.Deny[:0], "") // want `^Deny written after the clamps were applied`
	return spec
}

// ToolsDeleted removes a tool's entry the clamps set.
func ToolsDeleted(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	delete(spec.Tools, "shell") // want `^Tools written after the clamps were applied`
	return spec
}

// Helpers handed the seat's value: the map or slice they are handed shares
// its elements with the seat, so what they write into it is written into
// the seat, before the clamps (the constructor's own values) or after them
// (a finding at the call).

// Enable turns a tool on in the set it is handed.
func Enable(tools map[string]bool, name string) { tools[name] = true }

// Has only reads the set it is handed.
func Has(tools map[string]bool, name string) bool { return tools[name] }

// forget empties the deny rules it is handed, through the builtin.
func forget(deny []string) { clear(deny) }

// ToolsEnabledBefore turns its own tool on before the clamps.
func ToolsEnabledBefore(p policy.Spec) policy.Spec {
	spec := policy.Spec{Tools: map[string]bool{}}
	Enable(spec.Tools, "grep")
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// ToolsReadByHelper only reads the set after the clamps.
func ToolsReadByHelper(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	if Has(spec.Tools, "shell") {
		spec.Turns = 1
	}
	return spec
}

// ToolsEnabledAfter turns a tool back on after the clamps.
func ToolsEnabledAfter(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	Enable(spec.Tools, "shell") // want `^Tools written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyForgotten empties the deny rules after the clamps.
func DenyForgotten(p policy.Spec, spec *policy.Spec) {
	policy.Carry(source(p)).Apply(spec)
	forget(spec.Deny) // want `^Deny written after the clamps were applied`
}

// An interface method handed the seat's value may write its elements:
// what its implementations do is not followed, and the hand-off after the
// clamps is a finding.

// Filter filters a set of tools.
type Filter interface{ Filter(tools map[string]bool) }

// ToolsFilteredBefore filters its own tools before the clamps.
func ToolsFilteredBefore(p policy.Spec, f Filter) policy.Spec {
	spec := policy.Spec{Tools: map[string]bool{"grep": true}}
	f.Filter(spec.Tools)
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// ToolsFilteredAfter filters the clamped tools.
func ToolsFilteredAfter(p policy.Spec, f Filter) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	f.Filter(spec.Tools) // want `^Tools passed to interface method Filter after the clamps: it may write its elements$`
	return spec
}

// A generic helper is handed the seat's value as it is (M ~map[K]V).

// setAll sets every key of the map it is handed to v.
func setAll[M ~map[K]V, K comparable, V any](m M, v V) {
	for k := range m {
		m[k] = v
	}
}

// ToolsSetGeneric turns every tool the clamps left back on through it.
func ToolsSetGeneric(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	setAll(spec.Tools, true) // want `^Tools written after the clamps were applied: write it before applying them$`
	return spec
}

// The standard library: maps.Copy and slices.Sort write what they are
// handed, strings.Join only reads it.

// ToolsCopiedInBefore fills its own tools with maps.Copy before the clamps.
func ToolsCopiedInBefore(p policy.Spec, extra map[string]bool) policy.Spec {
	spec := policy.Spec{Tools: map[string]bool{}}
	maps.Copy(spec.Tools, extra)
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// ToolsCopiedIn copies tools into the map the clamps set.
func ToolsCopiedIn(p policy.Spec, extra map[string]bool) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	maps.Copy(spec.Tools, extra) // want `^Tools written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySorted sorts the deny rules the clamps set in place.
func DenySorted(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	slices.Sort(spec.Deny) // want `^Deny written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyJoined only joins them into a label.
func DenyJoined(p policy.Spec) policy.Spec {
	spec := policy.Spec{Labels: map[string]string{}}
	policy.Carry(source(p)).Apply(&spec)
	spec.Labels["deny"] = strings.Join(spec.Deny, ",")
	return spec
}

// ToolsCounted hands the clamped tools to a function of a package that
// takes no part.
func ToolsCounted(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	spec.Turns = lists.Count(spec.Tools) // want `^Tools passed to lists.Count, out of view, after the clamps: it may write its elements$`
	return spec
}

// A write on one path after the clamps is the finding; the return after
// it has nothing to add unless another path never saw the clamps.

// DenyBlankedOnOnePath blanks the rules the clamps set on one path.
func DenyBlankedOnOnePath(p policy.Spec, x bool) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	if x {
		forget(spec.Deny) // want `^Deny written after the clamps were applied: write it before applying them$`
	}
	return spec
}

// DenyBlankedOrNeverClamped clamps and blanks on one path and never
// clamps on the other: the write and the return are both findings.
func DenyBlankedOrNeverClamped(p policy.Spec, x bool) policy.Spec {
	var spec policy.Spec
	if x {
		policy.Carry(source(p)).Apply(&spec)
		forget(spec.Deny) // want `^Deny written after the clamps were applied: write it before applying them$`
	}
	return spec // want `^clamps not applied on every path to this return: apply them after the last branch$`
}

// A deferred call runs when the constructor returns, after the clamps,
// wherever it was registered.

// DenyBlankedDeferred registers, before the clamps, a helper that blanks
// the rules.
func DenyBlankedDeferred(p policy.Spec) policy.Spec {
	spec := policy.Spec{Deny: make([]string, 1)}
	defer forget(spec.Deny) // want `^Deny written after the clamps were applied: write it before applying them$`
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// show only reads the rules it is handed.
func show(rules []string) { _ = len(rules) }

// DenyShownDeferred registers one that only reads them.
func DenyShownDeferred(p policy.Spec) policy.Spec {
	spec := policy.Spec{Deny: make([]string, 1)}
	defer show(spec.Deny)
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// A package of the module under analysis that takes no part has its
// helpers read all the same: rules.Enable writes, rules.Has only reads.

// ToolsEnabledByRules turns a tool back on through it.
func ToolsEnabledByRules(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	rules.Enable(spec.Tools, "shell") // want `^Tools written after the clamps were applied: write it before applying them$`
	return spec
}

// ToolsAskedOfRules only asks.
func ToolsAskedOfRules(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	if rules.Has(spec.Tools, "shell") {
		spec.Turns = 1
	}
	return spec
}

// A func literal that captures the spec may run at any time; one that
// only reads it cannot loosen it, whenever it runs.

// DenyMeasuredLater reads the clamped rules in a deferred func literal.
func DenyMeasuredLater(p policy.Spec, n *int) policy.Spec {
	var spec policy.Spec
	defer func() { *n = len(spec.Deny) }()
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// DenyBlankedLater blanks them in a func literal it hands on.
func DenyBlankedLater(p policy.Spec, later func(func())) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	later(func() { spec.Deny[0] = "" }) // want `^spec captured by a closure: writes through it cannot be followed; apply the clamps in this function$`
	return spec
}

// A list handed on as an interface is written where the callee writes it
// through reflection (sort.Slice), or where a method of the type it is
// converted to writes it (sort.StringSlice's Swap, which sort.Sort calls);
// a reader (fmt) leaves it as it was.

// DenySortedBefore orders its own rules before the clamps.
func DenySortedBefore(p policy.Spec) policy.Spec {
	spec := policy.Spec{Deny: []string{"b", "a"}}
	sort.Sort(sort.StringSlice(spec.Deny))
	policy.Carry(source(p)).Apply(&spec)
	return spec
}

// DenySortedAsInterface orders the rules the clamps set through
// sort.Interface.
func DenySortedAsInterface(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	sort.Sort(sort.StringSlice(spec.Deny)) // want `^Deny written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySortedByMethod orders them through the method of sort.StringSlice.
func DenySortedByMethod(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	sort.StringSlice(spec.Deny).Sort() // want `^Deny written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySortedThroughReflection orders them with sort.Slice.
func DenySortedThroughReflection(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	sort.Slice(spec.Deny, func(i, j int) bool { return spec.Deny[i] < spec.Deny[j] }) // want `^Deny written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyPrinted prints them, and the tools.
func DenyPrinted(p policy.Spec) policy.Spec {
	var spec policy.Spec
	policy.Carry(source(p)).Apply(&spec)
	fmt.Println(spec.Deny, spec.Tools, sort.StringSlice(spec.Deny).Len())
	return spec
}

// Decode decodes data into v: through reflection, it writes what v refers
// to, and its summary says so to the packages that call it.
func Decode(data []byte, v any) error { return json.Unmarshal(data, v) }

// Show prints v: it only reads what v refers to.
func Show(v any) { fmt.Println(v) }
