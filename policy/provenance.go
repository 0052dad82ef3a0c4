package policy

// Port of core/memory-engine/delegation-provenance.d.ts: the three-value
// delegation attestation and its monotonic aggregate.

import (
	"errors"
	"sort"
)

// Attestation is the three-value delegation attestation a child delivers to
// its parent. Only [AttestationClean] changes behaviour (the parent skips the
// static mark); [AttestationUnknown] is equivalent to no attestation at all
// (the static floor governs); [AttestationExternal] marks unconditionally.
//
// "No attestation" has no Attestation value: functions that may find none
// return an extra ok bool, false for none.
type Attestation string

// The three attestations. These exact spellings are the only ones read.
const (
	AttestationClean    Attestation = "clean"
	AttestationExternal Attestation = "external"
	AttestationUnknown  Attestation = "unknown"
)

// Valid reports whether a is one of the three attestations.
func (a Attestation) Valid() bool {
	return a == AttestationClean || a == AttestationExternal || a == AttestationUnknown
}

// AggregateVersion is the version of the [Aggregate] shape.
const AggregateVersion = 1

// Aggregate is the monotonic per-run provenance aggregate: the turn its
// recorder was armed from and two bits, sawExternal and incomplete, that the
// API can set but never clear.
//
// A missing aggregate (after a resume that lost it, or never armed) is a nil
// *Aggregate: [Reduce] reads it as unknown, and the accessors read it as
// incomplete. The zero Aggregate is an aggregate whose recorder was never
// armed: it reads as incomplete too, so overwriting an aggregate with the
// zero value can never manufacture a clean proof. Use [NewAggregate] or
// [NewAggregateFromTurn] to arm one.
//
// An Aggregate is not safe for concurrent use; a run records from one
// goroutine or guards it itself.
type Aggregate struct {
	armed             bool
	coverageStartTurn int
	sawExternal       bool
	incomplete        bool
}

// NewAggregate returns an aggregate armed at prepare (coverage start turn
// 0, full coverage), with neither bit set.
func NewAggregate() *Aggregate {
	return &Aggregate{armed: true}
}

// NewAggregateFromTurn returns an aggregate whose recorder was armed from
// turn. Any turn other than 0 means some stretch of the run's conduct went
// unrecorded, so the aggregate starts incomplete; a negative turn is not a
// turn at all and is recorded as 0 with incomplete set.
func NewAggregateFromTurn(turn int) *Aggregate {
	a := &Aggregate{armed: true}
	if turn != 0 {
		a.incomplete = true
	}
	if turn > 0 {
		a.coverageStartTurn = turn
	}
	return a
}

// Version returns [AggregateVersion].
func (a *Aggregate) Version() int { return AggregateVersion }

// CoverageStartTurn returns the turn the recorder was armed from (0 for a
// nil aggregate, which [Aggregate.Incomplete] reports as incomplete anyway).
func (a *Aggregate) CoverageStartTurn() int {
	if a == nil {
		return 0
	}
	return a.coverageStartTurn
}

// SawExternal reports whether a polluting-class invocation was observed
// (own recorder, or a child's delivered external attestation). False for a
// nil aggregate.
func (a *Aggregate) SawExternal() bool { return a != nil && a.sawExternal }

// Incomplete reports whether some stretch of the run's conduct is
// unprovable. True for a nil aggregate and for an aggregate never armed.
func (a *Aggregate) Incomplete() bool { return a == nil || !a.armed || a.incomplete }

// RecordExternalInvocation records an observed polluting-class invocation
// by the run's own recorder: it sets sawExternal.
//
// Like every recording method it panics on a nil aggregate: evidence
// recorded into nothing would be lost, and an observed external event must
// never disappear.
func (a *Aggregate) RecordExternalInvocation() {
	a.mustExist("RecordExternalInvocation")
	a.sawExternal = true
}

// RecordDelivered records what a delegation delivered, as returned by
// [ReadCardAttestation]: none (ok false) or unknown sets incomplete,
// external sets sawExternal, clean records nothing. A value that is not one
// of the three attestations is read as unknown.
func (a *Aggregate) RecordDelivered(att Attestation, ok bool) {
	a.mustExist("RecordDelivered")
	switch {
	case ok && att == AttestationExternal:
		a.sawExternal = true
	case ok && att == AttestationClean:
	default:
		a.incomplete = true
	}
}

// RecordResumeLostAggregate records that a resume could not restore the
// aggregate the run had before: the conduct before the resume is
// unprovable, so it sets incomplete.
func (a *Aggregate) RecordResumeLostAggregate() {
	a.mustExist("RecordResumeLostAggregate")
	a.incomplete = true
}

// RecordArmedAt records that the recorder was (re)armed from turn: any turn
// other than 0 sets incomplete. The coverage start turn only moves later,
// never earlier, since arming late can only lose coverage.
func (a *Aggregate) RecordArmedAt(turn int) {
	a.mustExist("RecordArmedAt")
	a.armed = true
	if turn != 0 {
		a.incomplete = true
	}
	if turn > a.coverageStartTurn {
		a.coverageStartTurn = turn
	}
}

func (a *Aggregate) mustExist(method string) {
	if a == nil {
		panic("policy: Aggregate." + method + " called on a nil *Aggregate: evidence recorded into nothing is lost")
	}
}

// Reduce reduces an aggregate to the attestation a child delivers, in the
// fixed order: sawExternal ⇒ external; else incomplete, a missing (nil)
// aggregate, or a child that did not complete ⇒ unknown; else clean.
//
// completed means the child reached its terminal normally with its full
// result delivered: a salvaged, partial or errored child can never prove
// clean, though an observed external event still reports.
func Reduce(agg *Aggregate, completed bool) Attestation {
	switch {
	case agg.SawExternal():
		return AttestationExternal
	case agg.Incomplete() || !completed:
		return AttestationUnknown
	}
	return AttestationClean
}

// CardAttestationKey is the key [ReadCardAttestation] reads.
const CardAttestationKey = "attestation"

// ReadCardAttestation reads a delivered card's attestation seat. details is
// a card as decoded by encoding/json into an interface value: a
// map[string]any whose "attestation" key holds a string. It returns the
// attestation and true only for the three exact spellings; anything else —
// another type of details, a missing key, a non-string, another spelling or
// letter case — returns ok false, which means "none": the static floor
// governs.
func ReadCardAttestation(details any) (Attestation, bool) {
	m, ok := details.(map[string]any)
	if !ok {
		return "", false
	}
	s, ok := m[CardAttestationKey].(string)
	if !ok {
		return "", false
	}
	if a := Attestation(s); a.Valid() {
		return a, true
	}
	return "", false
}

// ContentSafety is the frozen content-safety snapshot a parent hands its
// delegated children: the classification config a child's recorder judges
// under. TrustedTools is a set (order and duplicates carry no meaning; nil
// and empty both trust no tool).
type ContentSafety struct {
	TrustedTools          []string
	ExecIsExternalContent bool
}

// Trusts reports whether tool is one of c's trusted tools.
func (c ContentSafety) Trusts(tool string) bool {
	for _, t := range c.TrustedTools {
		if t == tool {
			return true
		}
	}
	return false
}

// ErrNoContentSafety is returned by [NarrowContentSafety] when neither side
// is present.
var ErrNoContentSafety = errors.New("policy: no content-safety config on either side: nothing to narrow, and trusting everything is not an option")

// NarrowContentSafety computes a run's effective content safety: the parent
// chain's frozen snapshot narrowed by the run's own config. A nil side is
// absent. The trusted tools are the intersection of the present sides (a
// child may narrow what the chain trusts, never widen it); exec is external
// content if either present side says so. The result's TrustedTools is a
// fresh, sorted, duplicate-free, non-nil slice.
//
// With both sides absent there is nothing to narrow: NarrowContentSafety
// returns the trust-nothing result (no trusted tool, exec external) together
// with [ErrNoContentSafety], so a caller that ignores the error still trusts
// nothing.
func NarrowContentSafety(parent, own *ContentSafety) (ContentSafety, error) {
	switch {
	case parent == nil && own == nil:
		return ContentSafety{TrustedTools: []string{}, ExecIsExternalContent: true}, ErrNoContentSafety
	case parent == nil:
		return ContentSafety{TrustedTools: sortedSet(own.TrustedTools), ExecIsExternalContent: own.ExecIsExternalContent}, nil
	case own == nil:
		return ContentSafety{TrustedTools: sortedSet(parent.TrustedTools), ExecIsExternalContent: parent.ExecIsExternalContent}, nil
	}
	return ContentSafety{
		TrustedTools:          intersectSorted(parent.TrustedTools, own.TrustedTools),
		ExecIsExternalContent: parent.ExecIsExternalContent || own.ExecIsExternalContent,
	}, nil
}

func sortedSet(in []string) []string {
	out := dedupeStrings(in)
	sort.Strings(out)
	return out
}

// intersectSorted returns the sorted, duplicate-free, non-nil intersection of
// two sets; nil and empty are both the empty set here (unlike an allow-list).
func intersectSorted(a, b []string) []string {
	inB := make(map[string]bool, len(b))
	for _, t := range b {
		inB[t] = true
	}
	var both []string
	for _, t := range a {
		if inB[t] {
			both = append(both, t)
		}
	}
	return sortedSet(both)
}
