package policy

import (
	"errors"
	"fmt"
	"strconv"
)

// Port of core/child-clamp-seats.d.ts: the tighten-only clamp seats an
// engine-built child spec carries from the run that builds it, the one carrier
// every such constructor passes them through, and the tighten-only merge.

// Face is a containment face of a task spec (the read face or the write face).
//
// [FaceRoots] restricts: it confines the leg to its roots. [FaceUnset] and
// [FaceHost] are the non-restricting values. A value this package does not
// know (a typo such as "Roots") is read as [FaceRoots] wherever the policy
// reads a face, so a typo can only restrict, never silently clamp nothing;
// [Face.Known] lets an engine reject it at its edge.
type Face string

// The faces this package knows.
const (
	FaceUnset Face = ""      // no face stated: the deployment's default governs
	FaceRoots Face = "roots" // confined to the leg's roots: the restricting value
	FaceHost  Face = "host"  // the whole host: a loose value that never travels
)

// Known reports whether f is one of the three faces this package knows.
func (f Face) Known() bool { return f == FaceUnset || f == FaceRoots || f == FaceHost }

// Restricts reports whether the policy reads f as confining the leg to its
// roots: [FaceRoots] and every value that is not [Face.Known].
func (f Face) Restricts() bool { return f != FaceUnset && f != FaceHost }

// Toggle is an optional boolean seat. The zero value is [ToggleUnset], which is
// neither [ToggleOff] nor [ToggleOn]: a seat nobody stated. It ports a TypeScript
// `boolean | undefined`. A value out of range is read as [ToggleOff], the
// restricting value, wherever the policy reads a toggle.
type Toggle uint8

// The values of a [Toggle].
const (
	ToggleUnset Toggle = iota // not stated (the zero value)
	ToggleOff                 // stated false
	ToggleOn                  // stated true
)

// String returns "unset", "off", "on", or "Toggle(N)" for a value out of range.
func (t Toggle) String() string {
	switch t {
	case ToggleUnset:
		return "unset"
	case ToggleOff:
		return "off"
	case ToggleOn:
		return "on"
	}
	return "Toggle(" + strconv.Itoa(int(t)) + ")"
}

// Known reports whether t is [ToggleUnset], [ToggleOff] or [ToggleOn].
func (t Toggle) Known() bool { return t <= ToggleOn }

// Restricts reports whether the policy reads t as [ToggleOff], the restricting
// value: ToggleOff itself and every value out of range.
func (t Toggle) Restricts() bool { return t != ToggleUnset && t != ToggleOn }

// Posture is a leg's interaction posture: whether a person can be asked.
//
// The tighten orders postures headless > interactive > unset: the stricter
// wins. A value this package does not know (a typo such as "Headless") is
// read as [PostureHeadless], the restricting value, wherever the policy
// reads a posture; [Posture.Known] lets an engine reject it at its edge.
type Posture string

// The postures this package knows.
const (
	PostureUnset       Posture = ""            // not stated: inherited from parent or deployment
	PostureInteractive Posture = "interactive" // a person may be asked
	PostureHeadless    Posture = "headless"    // the leg never asks a person
)

// Known reports whether p is one of the three postures this package knows.
func (p Posture) Known() bool {
	return p == PostureUnset || p == PostureInteractive || p == PostureHeadless
}

// Restricts reports whether the policy reads p as [PostureHeadless], the
// restricting value: headless itself and every posture that is not
// [Posture.Known].
func (p Posture) Restricts() bool { return p != PostureUnset && p != PostureInteractive }

// ReadDenyEntry is one read-deny rule of a task spec: the rule text and its
// letter-case note (how the rule treats letter case, as the engine renders it
// for a classifier). Two entries are the same entry only when both fields are
// equal: the same rule with a different case note is a different rule.
type ReadDenyEntry struct {
	Rule     string
	CaseNote string
}

// TaskSpec is the policy-governed part of a task spec: the five clamp seats
// and the other seats [TightenTaskSpec] governs. Engines embed it in their own
// spec type or carry it as a field.
//
// Each field's zero value is the "nothing stated" value: false, [ToggleUnset],
// [FaceUnset], a nil list, [PostureUnset], 0 (no turn limit), nil (no
// allow-list).
type TaskSpec struct {
	// HandsReadOnly: true = the leg's hands cannot write (restricting).
	HandsReadOnly bool
	// InteractiveTools: ToggleOff = no human-facing tool is mounted (restricting);
	// ToggleUnset and ToggleOn leave the default.
	InteractiveTools Toggle
	// ReadFace: FaceRoots confines reads to the leg's roots (restricting).
	ReadFace Face
	// WriteFace: FaceRoots confines writes to the leg's roots (restricting).
	WriteFace Face
	// ReadDenyPatterns: the deny-set additions; an add-only axis.
	ReadDenyPatterns []ReadDenyEntry
	// InteractionPosture: the leg's own statement of whether it asks a person.
	InteractionPosture Posture
	// MaxTurns: a per-lane turn budget; 0 means no limit, and the stricter
	// of two limits is the smaller positive one. A negative value is not a
	// limit this package knows: it is read as 1, the strictest limit, as
	// every other unknown value restricts (and the denial limit reads its
	// own negative bounds the same way).
	MaxTurns int
	// AllowedTools: nil means no allow-list; a non-nil list, even an empty
	// one, means only these tools. Two allow-lists tighten to their
	// intersection.
	AllowedTools []string
}

// Validate returns an error naming every seat of s that holds a value the
// policy would read as something else, or nil:
//
//   - a face, toggle or posture this package does not know (a typo), which
//     the policy reads as the restricting value;
//   - a negative MaxTurns, which the policy reads as 1;
//   - an interactive posture with InteractiveTools Off: seed 004's prepare
//     door refuses the pair (a leg that may ask a person has no tool to
//     ask with), and [TightenTaskSpec] reads it as headless.
//
// An engine calls Validate where specs enter it (a deployment's config, a
// request) to refuse such a spec instead. Every spec [TightenTaskSpec]
// returns passes Validate. A long value is quoted as a bounded prefix and
// its length.
func (s TaskSpec) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf("policy: TaskSpec."+format, args...)) }
	faces := fmt.Sprintf("(%q, %q or %q)", FaceUnset, FaceRoots, FaceHost)
	if !s.InteractiveTools.Known() {
		bad("InteractiveTools holds %s, which is not ToggleUnset, ToggleOff or ToggleOn", s.InteractiveTools)
	}
	if !s.ReadFace.Known() {
		bad("ReadFace holds %s, which is not a face %s", quoteInput(string(s.ReadFace)), faces)
	}
	if !s.WriteFace.Known() {
		bad("WriteFace holds %s, which is not a face %s", quoteInput(string(s.WriteFace)), faces)
	}
	if !s.InteractionPosture.Known() {
		bad("InteractionPosture holds %s, which is not a posture (%q, %q or %q)", quoteInput(string(s.InteractionPosture)), PostureUnset, PostureInteractive, PostureHeadless)
	}
	if s.MaxTurns < 0 {
		bad("MaxTurns holds %d, which is not a turn budget (0 for none, or a positive limit)", s.MaxTurns)
	}
	if s.InteractionPosture == PostureInteractive && s.InteractiveTools.Restricts() {
		bad("InteractionPosture is %q while InteractiveTools is %s: an interactive leg without human-facing tools is refused at prepare; state %q", PostureInteractive, s.InteractiveTools, PostureHeadless)
	}
	return errors.Join(errs...)
}

// ChildClampSource is the clamp source a construction site hands
// [ChildClampSeats]: every clamp seat of the parent run, in the order of
// [ChildClampSeatNames]. A site names every seat, each read from the parent (clampvet
// reports a literal that omits one). A seat's zero value says "the parent stated nothing":
// written as a filler where the parent did clamp, it drops that clamp for every run below.
type ChildClampSource struct {
	// HandsReadOnly is the write-hands clamp: only true travels.
	HandsReadOnly bool
	// InteractiveTools is the hard-headless clamp: only ToggleOff (or a value out
	// of range, read as ToggleOff) travels.
	InteractiveTools Toggle
	// ReadFace is the read containment face: only FaceRoots (or a face this
	// package does not know, read as FaceRoots) travels.
	ReadFace Face
	// WriteFace is the write containment face: only FaceRoots (or a face
	// this package does not know, read as FaceRoots) travels.
	WriteFace Face
	// ReadDenyPatterns are the deny-set additions: a non-empty list travels
	// as a copy taken at spawn.
	ReadDenyPatterns []ReadDenyEntry
}

// Clamps is the restricting part of a parent's clamp seats, as projected by
// [ChildClampSeats]. Its fields are unexported, so the carrier is the only way
// to build a usable one; its only effect on a spec is [Clamps.Apply], which
// tightens and never loosens.
//
// The zero Clamps (declared with var or written as a literal) was not built by
// the carrier: [Clamps.Apply] and [Clamps.Seats] panic on it, because it can
// only mean that a constructor skipped the carrier, and silently applying
// nothing is exactly the dropped clamp this type exists to prevent;
// [Clamps.IsZero] tells it apart from clamps that carry nothing
// ([Clamps.ClampsNothing]). A Clamps is never persisted: encoding/json
// refuses to encode or decode one (a decoded Clamps could only be the zero
// value or a forgery); persist the parent's spec and carry again. A Clamps
// holds its own copy of the deny list; copying a Clamps value is safe.
type Clamps struct {
	minted           bool
	handsReadOnly    bool
	interactiveOff   bool
	readRoots        bool
	writeRoots       bool
	readDenyPatterns []ReadDenyEntry
}

// ChildClampSeats projects a parent's clamps onto a child spec: the one place
// that decides, per seat, which value is the tightening one and how it is
// copied.
//
// Only the restricting value of each seat travels: HandsReadOnly true,
// InteractiveTools ToggleOff, ReadFace and WriteFace FaceRoots (a value the package
// does not know reads as the restricting one), and a non-empty
// ReadDenyPatterns list, copied here, so that mutating the parent's slice
// afterwards never reaches the child. A seat with nothing to clamp contributes
// nothing: a constructor's own stricter value, set before [Clamps.Apply], is
// kept, and a parent's loose value can never lift it.
//
//clampvet:carrier
func ChildClampSeats(source ChildClampSource) Clamps {
	c := Clamps{minted: true}
	c.handsReadOnly = source.HandsReadOnly
	c.interactiveOff = source.InteractiveTools.Restricts()
	c.readRoots = source.ReadFace.Restricts()
	c.writeRoots = source.WriteFace.Restricts()
	if len(source.ReadDenyPatterns) > 0 {
		c.readDenyPatterns = append([]ReadDenyEntry(nil), source.ReadDenyPatterns...)
	}
	return c
}

// childClampSeatNames is the closed list of the clamp seats, in the order of
// the fields of [ChildClampSource]: an array of string literals (the seed's
// readonly tuple) that clampvet reads. It is unexported so that no caller can
// rewrite it; [ChildClampSeatNames] hands out copies.
//
//clampvet:seats
var childClampSeatNames = [...]string{"HandsReadOnly", "InteractiveTools", "ReadFace", "WriteFace", "ReadDenyPatterns"}

// NumClampSeats is the number of clamp seats: the length of
// [ChildClampSeatNames].
const NumClampSeats = 5

// The seat list has exactly NumClampSeats entries, or this does not compile.
var _ [NumClampSeats]string = childClampSeatNames

// ChildClampSeatNames returns the clamp seats, in the order of the fields of
// [ChildClampSource]. The result is an array, a value: changing it changes
// the caller's copy only.
func ChildClampSeatNames() [NumClampSeats]string { return childClampSeatNames }

// childClampSeatsNotCarried maps every seat [TightenTaskSpec] governs that
// [ChildClampSeats] deliberately does not carry to the reason it is not
// carried: the "forgot" / "decided" distinction, kept where a new reader will
// trip over it. clampvet requires every governed seat to be either a clamp
// seat or a key here. It is unexported so that no caller can write into it;
// [ChildClampSeatsNotCarried] hands out copies.
//
//clampvet:notcarried
var childClampSeatsNotCarried = map[string]string{
	"InteractionPosture": "a leg's own statement of whether it asks a person, set by EngineHeadlessLegSeats or by the constructor; the parent's posture describes the parent's lane, and the restricting half that must travel (no human-facing tool) is the carried InteractiveTools seat",
	"MaxTurns":           "a per-lane budget each constructor sizes for its child's own job; the parent's limit counts the parent's turns, which already include the delegation that waits on the child, so copying it would cut the child by a number measured for different work",
	"AllowedTools":       "a lane's allow-list names the tools of that lane's role (a verifier's readers, an observer's none); intersecting the parent's role list into a child would strip tools the child's role needs while restricting no authority the carried seats do not already clamp",
}

// ChildClampSeatsNotCarried returns, for every seat [TightenTaskSpec]
// governs that [ChildClampSeats] deliberately does not carry, the reason it
// is not carried. The map is a fresh copy on every call: writing into it
// changes nothing else.
func ChildClampSeatsNotCarried() map[string]string {
	out := make(map[string]string, len(childClampSeatsNotCarried))
	for seat, reason := range childClampSeatsNotCarried {
		out[seat] = reason
	}
	return out
}

// Apply tightens spec with the clamps: for every seat, the stricter of spec's
// value and the carried one. It never loosens any seat of spec: a seat the
// parent did not clamp leaves spec's value as it is, and the deny list is a
// union that never aliases the Clamps' copy.
//
// Apply panics on a nil spec (a programming error, as in the standard
// library) and on a Clamps that [ChildClampSeats] did not build (a skipped
// carrier must fail loudly, never apply nothing silently).
func (c Clamps) Apply(spec *TaskSpec) {
	if spec == nil {
		panic("policy: Clamps.Apply called with a nil *TaskSpec")
	}
	c.mustBeCarried("Apply")
	*spec = TightenTaskSpec(*spec, c.Seats())
}

// mustBeCarried panics on a Clamps the carrier did not build.
func (c Clamps) mustBeCarried(method string) {
	if !c.minted {
		panic("policy: Clamps." + method + " called on a Clamps not built by ChildClampSeats (the zero value): the carrier was skipped")
	}
}

// Seats returns the carried clamps as a partial [TaskSpec]: each clamp seat
// holds its restricting value where the parent clamped it and the zero value
// elsewhere; every non-clamp seat is zero. The deny list is a fresh copy.
//
// Like Apply, Seats panics on a Clamps the carrier did not build, so that
// TightenTaskSpec(spec, c.Seats()) cannot apply nothing silently either.
func (c Clamps) Seats() TaskSpec {
	c.mustBeCarried("Seats")
	var s TaskSpec
	s.HandsReadOnly = c.handsReadOnly
	if c.interactiveOff {
		s.InteractiveTools = ToggleOff
	}
	if c.readRoots {
		s.ReadFace = FaceRoots
	}
	if c.writeRoots {
		s.WriteFace = FaceRoots
	}
	if len(c.readDenyPatterns) > 0 {
		s.ReadDenyPatterns = append([]ReadDenyEntry(nil), c.readDenyPatterns...)
	}
	return s
}

// IsZero reports whether c is the zero Clamps, which the carrier never
// returns: the mark of a constructor that skipped the carrier.
func (c Clamps) IsZero() bool { return !c.minted }

// ClampsNothing reports whether c was built by the carrier from a parent
// that stated no restricting value on any seat. It is false for the zero
// Clamps, whose clamps are unknown, not absent.
func (c Clamps) ClampsNothing() bool {
	return c.minted && !c.handsReadOnly && !c.interactiveOff && !c.readRoots && !c.writeRoots && len(c.readDenyPatterns) == 0
}

// ErrClampsNotPersisted is the error encoding/json gets from a [Clamps].
var ErrClampsNotPersisted = errors.New("policy: Clamps are not persisted: persist the parent's spec and carry its clamps again with ChildClampSeats")

// MarshalJSON refuses: see [ErrClampsNotPersisted]. Without it encoding/json
// would write {} and a restore would read back the zero Clamps.
func (c Clamps) MarshalJSON() ([]byte, error) { return nil, ErrClampsNotPersisted }

// UnmarshalJSON refuses and leaves c unchanged: see [ErrClampsNotPersisted].
func (c *Clamps) UnmarshalJSON([]byte) error { return ErrClampsNotPersisted }

// TightenTaskSpec merges tightening into spec, tighten-only: for every seat
// it governs, the stricter value wins, and a value in tightening that is not
// stricter than spec's never replaces it.
//
//   - HandsReadOnly: true beats false.
//   - InteractiveTools: ToggleOff beats ToggleUnset and ToggleOn; otherwise spec's value stays.
//     A value out of range, on either side, is read as ToggleOff.
//   - ReadFace, WriteFace: FaceRoots beats any other face; otherwise spec's
//     value stays (a FaceHost in tightening never replaces an unset face).
//     A face this package does not know, on either side, is read as
//     FaceRoots.
//   - ReadDenyPatterns: the union, spec's entries first, then the new ones,
//     with no entry twice; nil when both are empty.
//   - InteractionPosture: headless beats interactive beats unset; a posture
//     this package does not know, on either side, is read as headless. An
//     interactive result under InteractiveTools Off becomes headless: seed
//     004's prepare door refuses the pair, and of the two seats only the
//     posture can move without loosening (dropping the Off would lift the
//     parent's hard-headless clamp), so the merge keeps [TaskSpec.Validate]'s
//     law instead of leaving the refusal to the child's start.
//   - MaxTurns: the smaller positive limit, where a negative limit on either
//     side is read as 1; when neither is positive or negative, spec's value
//     stays.
//   - AllowedTools: nil means no allow-list; one list alone is kept (as a
//     copy), two lists intersect in spec's order; a non-nil result stays
//     non-nil even when empty, since an empty allow-list allows nothing.
//
// A value the package does not know is written out as the known value it is
// read as (FaceRoots, ToggleOff, PostureHeadless, MaxTurns 1), so the result
// passes [TaskSpec.Validate]. The result never aliases either input's slices.
//
//clampvet:tighten
func TightenTaskSpec(spec TaskSpec, tightening TaskSpec) TaskSpec {
	var out TaskSpec
	out.HandsReadOnly = spec.HandsReadOnly || tightening.HandsReadOnly
	out.InteractiveTools = spec.InteractiveTools
	if spec.InteractiveTools.Restricts() || tightening.InteractiveTools.Restricts() {
		out.InteractiveTools = ToggleOff
	}
	out.ReadFace = tightenFace(spec.ReadFace, tightening.ReadFace)
	out.WriteFace = tightenFace(spec.WriteFace, tightening.WriteFace)
	out.ReadDenyPatterns = unionDeny(spec.ReadDenyPatterns, tightening.ReadDenyPatterns)
	out.InteractionPosture = knownPosture(spec.InteractionPosture)
	if t := knownPosture(tightening.InteractionPosture); postureRank(t) > postureRank(out.InteractionPosture) {
		out.InteractionPosture = t
	}
	if out.InteractionPosture == PostureInteractive && out.InteractiveTools == ToggleOff {
		out.InteractionPosture = PostureHeadless
	}
	out.MaxTurns = knownTurns(spec.MaxTurns)
	if t := knownTurns(tightening.MaxTurns); t > 0 && (out.MaxTurns == 0 || t < out.MaxTurns) {
		out.MaxTurns = t
	}
	out.AllowedTools = intersectTools(spec.AllowedTools, tightening.AllowedTools)
	return out
}

// EngineHeadlessLegSeats returns the own posture of an engine-built leg that
// never asks a person (an observer sidecar, a verifier): InteractiveTools ToggleOff
// and InteractionPosture PostureHeadless, always together, since a leg that
// stated only the clamp would be refused under every interactive parent. Merge
// it with [TightenTaskSpec] before applying the parent's [Clamps], so that a
// parent's clamp can only tighten it.
func EngineHeadlessLegSeats() TaskSpec {
	return TaskSpec{InteractiveTools: ToggleOff, InteractionPosture: PostureHeadless}
}

func tightenFace(own, tightening Face) Face {
	if own.Restricts() || tightening.Restricts() {
		return FaceRoots
	}
	return own
}

// knownTurns returns n, or 1 (the strictest limit) for a negative n.
func knownTurns(n int) int {
	if n < 0 {
		return 1
	}
	return n
}

// knownPosture returns p, or PostureHeadless for a posture this package does
// not know.
func knownPosture(p Posture) Posture {
	if !p.Known() {
		return PostureHeadless
	}
	return p
}

func postureRank(p Posture) int {
	switch p {
	case PostureHeadless:
		return 2
	case PostureInteractive:
		return 1
	}
	return 0
}

// unionDeny returns a fresh slice: a's entries then b's, each entry once.
func unionDeny(a, b []ReadDenyEntry) []ReadDenyEntry {
	if len(a)+len(b) == 0 {
		return nil
	}
	out := make([]ReadDenyEntry, 0, len(a)+len(b))
	seen := make(map[ReadDenyEntry]bool, len(a)+len(b))
	for _, list := range [][]ReadDenyEntry{a, b} {
		for _, e := range list {
			if !seen[e] {
				seen[e] = true
				out = append(out, e)
			}
		}
	}
	return out
}

// intersectTools returns a fresh slice (nil only when both are nil).
func intersectTools(a, b []string) []string {
	switch {
	case a == nil && b == nil:
		return nil
	case a == nil:
		return dedupeStrings(b)
	case b == nil:
		return dedupeStrings(a)
	}
	inB := make(map[string]bool, len(b))
	for _, t := range b {
		inB[t] = true
	}
	out := make([]string, 0, len(a))
	seen := make(map[string]bool, len(a))
	for _, t := range a {
		if inB[t] && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}

// dedupeStrings returns a fresh non-nil slice holding each string of in once,
// in first-occurrence order.
func dedupeStrings(in []string) []string {
	out := make([]string, 0, len(in))
	seen := make(map[string]bool, len(in))
	for _, s := range in {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// childClampRestricting states each seat's restricting value: the one
// value a constructor may write in a [ChildClampSource] seat instead of
// reading it from the parent, since no parent's value is stricter there.
// ReadDenyPatterns has none: the seat is add-only, and a list written in
// the literal would drop the parent's entries. clampvet reads this literal
// and refuses every other literal in a seat.
//
//clampvet:restricting
var childClampRestricting = ChildClampSource{
	HandsReadOnly:    true,
	InteractiveTools: ToggleOff,
	ReadFace:         FaceRoots,
	WriteFace:        FaceRoots,
	ReadDenyPatterns: nil,
}

// ChildClampRestricting returns each seat's restricting value, as the
// //clampvet:restricting var states it: the one value a constructor may
// write in a seat of a [ChildClampSource] instead of the parent's. Its
// ReadDenyPatterns is nil: that seat has none. The result is a copy.
func ChildClampRestricting() ChildClampSource { return childClampRestricting }
