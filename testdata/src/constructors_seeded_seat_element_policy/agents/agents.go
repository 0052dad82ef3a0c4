// want package:".*"

// Package agents writes elements of the seat that holds a slice
// (ReadDenyPatterns): before the clamps they are the constructor's own
// values; after them, each such write loosens what the clamps set, a
// finding at the write as a write of the seat itself is. The policy
// module has no seat that holds a map; the engine's own carrier of
// constructors_seeded_seat_element_own has one.
package agents

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"

	"example.com/engine/rules"
	"example.com/lists"
	"github.com/sema-agent/policy"
)

func source(p policy.TaskSpec) policy.ChildClampSource {
	return policy.ChildClampSource{
		HandsReadOnly:    p.HandsReadOnly,
		InteractiveTools: p.InteractiveTools,
		ReadFace:         p.ReadFace,
		WriteFace:        p.WriteFace,
		ReadDenyPatterns: p.ReadDenyPatterns,
	}
}

// Passing shapes.

// DenyBefore fills the slice seat before the clamps.
func DenyBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1), MaxTurns: 3}
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{}
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// AllowedAfter writes an element of a slice field that is no seat.
func AllowedAfter(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{AllowedTools: []string{"grep"}}
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.AllowedTools[0] = "read"
	return spec
}

// Failing shapes.

// DenyAfter clears an element of the slice seat after the clamps.
func DenyAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyAfterInPlace does so to the spec it clamps in place.
func DenyAfterInPlace(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(source(p)).Apply(spec)
	spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} // want `^ReadDenyPatterns written after the clamps were applied`
}

// Builtins that write a seat's elements in place: copy into it, clear,
// and append over a slice of it.

// DenyCopiedBefore fills the slice seat with copy before the clamps.
func DenyCopiedBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	copy(spec.ReadDenyPatterns, []policy.ReadDenyEntry{{Rule: "secrets/"}})
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyCopiedOut copies the seat out and appends it to a list of its own.
func DenyCopiedOut(p policy.TaskSpec, buf []policy.ReadDenyEntry) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	copy(buf, spec.ReadDenyPatterns)
	_ = append(buf, spec.ReadDenyPatterns...)
	return spec
}

// DenyCopied overwrites the deny rules the clamps set.
func DenyCopied(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	copy(spec.ReadDenyPatterns, spec.ReadDenyPatterns[1:]) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyCleared empties every deny rule.
func DenyCleared(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(source(p)).Apply(spec)
	clear(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied`
}

// DenyAppendedOver appends over the deny rules from their start.
func DenyAppendedOver(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	_ = append(spec.ReadDenyPatterns[:0], policy.ReadDenyEntry{}) // want `^ReadDenyPatterns written after the clamps were applied`
	return spec
}

// Helpers handed the seat's value: the slice they are handed shares its
// elements with the seat, so what they write into it is written into the
// seat, before the clamps (the constructor's own values) or after them (a
// finding at the call, as at a write of the seat itself).

// blank empties every rule of the list it is handed.
func blank(rules []policy.ReadDenyEntry) {
	for i := range rules {
		rules[i] = policy.ReadDenyEntry{}
	}
}

// Blank blanks the rules through blank: a helper of a helper, exported so
// that its summary reaches the packages that call it.
func Blank(rules []policy.ReadDenyEntry) { blank(rules) }

// Count only reads the list it is handed.
func Count(rules []policy.ReadDenyEntry) int {
	n := 0
	for _, r := range rules {
		if r.Rule != "" {
			n++
		}
	}
	return n
}

// DenyBlankedBefore blanks its own rules before the clamps.
func DenyBlankedBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	blank(spec.ReadDenyPatterns)
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyCountedAfter only reads the rules after the clamps.
func DenyCountedAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	if Count(spec.ReadDenyPatterns) == 0 {
		spec.MaxTurns = 1
	}
	return spec
}

// DenyBlankedAfter blanks the rules the clamps set.
func DenyBlankedAfter(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyBlankedThrough does so through a helper of a helper, to the spec it
// clamps in place.
func DenyBlankedThrough(p policy.TaskSpec, spec *policy.TaskSpec) {
	policy.ChildClampSeats(source(p)).Apply(spec)
	Blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied`
}

// A func value handed the seat's value may write its elements: what it
// does is not followed, and the hand-off after the clamps is a finding.

// DenyHookedBefore hands its own rules to a hook before the clamps.
func DenyHookedBefore(p policy.TaskSpec, hook func([]policy.ReadDenyEntry)) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	hook(spec.ReadDenyPatterns)
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyHookedAfter hands the clamped rules to a hook.
func DenyHookedAfter(p policy.TaskSpec, hook func([]policy.ReadDenyEntry)) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	hook(spec.ReadDenyPatterns) // want `^ReadDenyPatterns passed to a func value after the clamps: it may write its elements$`
	return spec
}

// A generic helper is handed the seat's value as it is (S ~[]E): what it
// writes into the list is written into the seat.

// blankAll empties every element of any list it is handed.
func blankAll[S ~[]E, E any](s S) {
	var zero E
	for i := range s {
		s[i] = zero
	}
}

// DenyBlankedGenericBefore blanks its own rules before the clamps.
func DenyBlankedGenericBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	blankAll(spec.ReadDenyPatterns)
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyBlankedGeneric blanks the rules the clamps set through it.
func DenyBlankedGeneric(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	blankAll(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// The standard library takes no part, but what its functions write into a
// list or a map they are handed is known: slices.Reverse writes the
// seat's elements, slices.ContainsFunc only reads them.

// DenyReversed reorders the rules the clamps set.
func DenyReversed(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	slices.Reverse(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySearched only searches them.
func DenySearched(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	if slices.ContainsFunc(spec.ReadDenyPatterns, func(e policy.ReadDenyEntry) bool { return e.Rule == "" }) {
		spec.MaxTurns = 1
	}
	return spec
}

// A function of a package that takes no part (no summary is read) may
// write what it is handed: the hand-off after the clamps is a finding,
// before them it is the constructor's own values.

// DenyResetBefore resets its own rules before the clamps.
func DenyResetBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	lists.Reset(spec.ReadDenyPatterns)
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyMeasured hands the clamped rules to a function out of view.
func DenyMeasured(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	if lists.Len(spec.ReadDenyPatterns) == 0 { // want `^ReadDenyPatterns passed to lists.Len, out of view, after the clamps: it may write its elements$`
		spec.MaxTurns = 1
	}
	return spec
}

// A write on one path after the clamps is the finding; the return after
// it has nothing to add unless another path never saw the clamps.

// DenyBlankedOnOnePath blanks the rules the clamps set on one path.
func DenyBlankedOnOnePath(p policy.TaskSpec, x bool) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	if x {
		blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	}
	return spec
}

// DenyBlankedOrNeverClamped clamps and blanks on one path and never
// clamps on the other: the write and the return are both findings.
func DenyBlankedOrNeverClamped(p policy.TaskSpec, x bool) policy.TaskSpec {
	var spec policy.TaskSpec
	if x {
		policy.ChildClampSeats(source(p)).Apply(&spec)
		blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	}
	return spec // want `^clamps not applied on every path to this return: apply them after the last branch$`
}

// A deferred call runs when the constructor returns, after the clamps,
// wherever it was registered.

// DenyBlankedDeferred registers, before the clamps, a helper that blanks
// the rules.
func DenyBlankedDeferred(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	defer blank(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// show only reads the rules it is handed.
func show(rules []policy.ReadDenyEntry) { _ = len(rules) }

// DenyShownDeferred registers one that only reads them.
func DenyShownDeferred(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 1)}
	defer show(spec.ReadDenyPatterns)
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// A package of the module under analysis that takes no part has its list
// helpers read all the same: what rules.Drop writes is known, and that
// rules.Size only reads.

// DenyDropped zeroes the clamped rules through it.
func DenyDropped(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	rules.Drop(spec.ReadDenyPatterns) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySized only sizes them.
func DenySized(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	if rules.Size(spec.ReadDenyPatterns) == 0 {
		spec.MaxTurns = 1
	}
	return spec
}

// A func literal that captures the spec may run at any time; one that
// only reads it cannot loosen it, whenever it runs.

// DenyMeasuredLater reads the clamped rules in a deferred func literal.
func DenyMeasuredLater(p policy.TaskSpec, n *int) policy.TaskSpec {
	var spec policy.TaskSpec
	defer func() { *n = len(spec.ReadDenyPatterns) }()
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenyBlankedLater blanks them in a func literal it hands on.
func DenyBlankedLater(p policy.TaskSpec, later func(func())) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	later(func() { spec.ReadDenyPatterns[0] = policy.ReadDenyEntry{} }) // want `^spec captured by a closure: writes through it cannot be followed; apply the clamps in this function$`
	return spec
}

// A list handed on as an interface is written where the callee writes it
// through reflection (sort.Slice swaps its elements); a reader (fmt, a
// JSON encoder) leaves it as it was.

// DenySortedBefore orders its own rules before the clamps.
func DenySortedBefore(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{ReadDenyPatterns: make([]policy.ReadDenyEntry, 2)}
	sort.Slice(spec.ReadDenyPatterns, func(i, j int) bool { return i < j })
	policy.ChildClampSeats(source(p)).Apply(&spec)
	return spec
}

// DenySortedThroughReflection orders the rules the clamps set.
func DenySortedThroughReflection(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	sort.Slice(spec.ReadDenyPatterns, func(i, j int) bool { return i < j }) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenySortedByMethod orders them through sort.Interface: the Swap of the
// engine's ordering type writes them.
func DenySortedByMethod(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	sort.Sort(entries(spec.ReadDenyPatterns)) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

// DenyPrintedAsList prints them as that type: fmt, handed an any, cannot
// call Swap.
func DenyPrintedAsList(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	fmt.Println(entries(spec.ReadDenyPatterns))
	return spec
}

// DenyOrderedByHelper hands them as an any to a helper of the engine's,
// which asserts sort.Interface and sorts them.
func DenyOrderedByHelper(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	orderAny(entries(spec.ReadDenyPatterns)) // want `^ReadDenyPatterns written after the clamps were applied: write it before applying them$`
	return spec
}

func orderAny(v any) {
	if s, ok := v.(sort.Interface); ok {
		sort.Sort(s)
	}
}

// entries orders deny entries; its Swap writes them.
type entries []policy.ReadDenyEntry

func (e entries) Len() int           { return len(e) }
func (e entries) Less(i, j int) bool { return i < j }
func (e entries) Swap(i, j int)      { e[i], e[j] = e[j], e[i] }

// DenyPrinted prints and encodes them.
func DenyPrinted(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.ChildClampSeats(source(p)).Apply(&spec)
	fmt.Println(spec.ReadDenyPatterns)
	_, _ = json.Marshal(spec.ReadDenyPatterns)
	return spec
}
