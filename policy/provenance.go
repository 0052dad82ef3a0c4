package policy

// Port of core/memory-engine/delegation-provenance.d.ts: the three-value
// delegation attestation and its monotonic aggregate.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"unicode/utf8"
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

// Known reports whether a is one of the three attestations.
func (a Attestation) Known() bool {
	return a == AttestationClean || a == AttestationExternal || a == AttestationUnknown
}

// ProvenanceAggregateVersion is the version of the [ProvenanceAggregate] shape.
const ProvenanceAggregateVersion = 1

// ProvenanceAggregate is the monotonic per-run provenance aggregate: the turn its
// recorder was armed from and two bits, sawExternal and incomplete, that the
// API can set but never clear.
//
// A missing aggregate (after a resume that lost it, or never armed) is a nil
// *ProvenanceAggregate: [ReduceAttestation] reads it as unknown, and the accessors read it as
// incomplete. The zero ProvenanceAggregate is an aggregate whose recorder was never
// armed from prepare: it reads as incomplete, and no method makes it
// complete (only the constructors [NewProvenanceAggregate], [NewProvenanceAggregateFromTurn] and
// [RestoreProvenanceAggregate] return a complete one), so overwriting an aggregate
// with the zero value can never manufacture a clean proof.
//
// No sequence of method calls clears sawExternal or incomplete, or moves
// the coverage start turn earlier; [ProvenanceAggregate.UnmarshalJSON] included.
//
// An ProvenanceAggregate is not safe for concurrent use; a run records from one
// goroutine or guards it itself.
type ProvenanceAggregate struct {
	minted            bool // built by a constructor or restored: only then can it be complete
	coverageStartTurn int
	sawExternal       bool
	incomplete        bool
}

// NewProvenanceAggregate returns an aggregate armed at prepare (coverage start turn
// 0, full coverage), with neither bit set.
func NewProvenanceAggregate() *ProvenanceAggregate {
	return &ProvenanceAggregate{minted: true}
}

// NewProvenanceAggregateFromTurn returns an aggregate whose recorder was armed from
// turn. Any turn other than 0 means some stretch of the run's conduct went
// unrecorded, so the aggregate starts incomplete; a negative turn is not a
// turn at all and is recorded as 0 with incomplete set. A turn above
// [MaxSafeInteger] is recorded as MaxSafeInteger (see
// [ProvenanceAggregate.RecordArmedAt]).
func NewProvenanceAggregateFromTurn(turn int) *ProvenanceAggregate {
	a := &ProvenanceAggregate{minted: true}
	a.RecordArmedAt(turn)
	return a
}

// Version returns [ProvenanceAggregateVersion].
func (a *ProvenanceAggregate) Version() int { return ProvenanceAggregateVersion }

// CoverageStartTurn returns the turn the recorder was armed from (0 for a
// nil aggregate, which [ProvenanceAggregate.Incomplete] reports as incomplete anyway).
func (a *ProvenanceAggregate) CoverageStartTurn() int {
	if a == nil {
		return 0
	}
	return a.coverageStartTurn
}

// SawExternal reports whether a polluting-class invocation was observed
// (own recorder, or a child's delivered external attestation). False for a
// nil aggregate.
func (a *ProvenanceAggregate) SawExternal() bool { return a != nil && a.sawExternal }

// Incomplete reports whether some stretch of the run's conduct is
// unprovable. True for a nil aggregate and for the zero ProvenanceAggregate.
func (a *ProvenanceAggregate) Incomplete() bool { return a == nil || !a.minted || a.incomplete }

// RecordExternalInvocation records an observed polluting-class invocation
// by the run's own recorder: it sets sawExternal.
//
// Like every recording method it panics on a nil aggregate: evidence
// recorded into nothing would be lost, and an observed external event must
// never disappear.
func (a *ProvenanceAggregate) RecordExternalInvocation() {
	a.mustExist("RecordExternalInvocation")
	a.sawExternal = true
}

// RecordDelivered records what a delegation delivered, as returned by
// [ReadCardAttestation]: none (ok false) or unknown sets incomplete,
// external sets sawExternal, clean records nothing. A value that is not one
// of the three attestations is read as unknown.
func (a *ProvenanceAggregate) RecordDelivered(att Attestation, ok bool) {
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
func (a *ProvenanceAggregate) RecordResumeLostAggregate() {
	a.mustExist("RecordResumeLostAggregate")
	a.incomplete = true
}

// RecordArmedAt records that the recorder was (re)armed from turn: any turn
// other than 0 sets incomplete. The coverage start turn only moves later,
// never earlier, since arming late can only lose coverage. Arming never
// completes an aggregate: the zero ProvenanceAggregate was not armed at prepare, so
// the conduct before this call went unrecorded and it stays incomplete.
//
// A turn above [MaxSafeInteger] is recorded as MaxSafeInteger, the largest
// turn the persisted form carries exactly (the TypeScript engine sharing the
// checkpoint reads it as a double): so the module never writes a checkpoint
// it would refuse to restore. Such an aggregate is incomplete either way.
func (a *ProvenanceAggregate) RecordArmedAt(turn int) {
	a.mustExist("RecordArmedAt")
	if turn != 0 {
		a.incomplete = true
	}
	if int64(turn) > MaxSafeInteger {
		turn = int(maxSafeTurn)
	}
	if turn > a.coverageStartTurn {
		a.coverageStartTurn = turn
	}
}

// maxSafeTurn is MaxSafeInteger as a variable, so that converting it to int
// compiles where int has 32 bits (where no int turn exceeds it).
var maxSafeTurn = MaxSafeInteger

func (a *ProvenanceAggregate) mustExist(method string) {
	if a == nil {
		panic("policy: ProvenanceAggregate." + method + " called on a nil *ProvenanceAggregate: evidence recorded into nothing is lost")
	}
}

// aggregateJSON is the persisted shape of an [ProvenanceAggregate], the seed's
// DelegationProvenanceAggregate.
type aggregateJSON struct {
	Version           int  `json:"version"`
	CoverageStartTurn int  `json:"coverageStartTurn"`
	SawExternal       bool `json:"sawExternal"`
	Incomplete        bool `json:"incomplete"`
}

// MarshalJSON encodes a as {"version":1,"coverageStartTurn":N,
// "sawExternal":B,"incomplete":B}, where incomplete is [ProvenanceAggregate.Incomplete]
// (the zero ProvenanceAggregate encodes as incomplete).
func (a ProvenanceAggregate) MarshalJSON() ([]byte, error) {
	return json.Marshal(aggregateJSON{ProvenanceAggregateVersion, a.coverageStartTurn, a.sawExternal, a.Incomplete()})
}

// ErrMalformedProvenanceAggregate is wrapped by the error [RestoreProvenanceAggregate] and
// [ProvenanceAggregate.UnmarshalJSON] return for input that is not a persisted
// aggregate.
var ErrMalformedProvenanceAggregate = errors.New("policy: not a persisted provenance aggregate")

// RestoreProvenanceAggregate restores an aggregate persisted by
// [ProvenanceAggregate.MarshalJSON] (a durable checkpoint's copy), the one way to
// bring back a complete aggregate after a resume.
//
// data must be exactly the object MarshalJSON writes: all four keys,
// version 1, a non-negative integer turn, two booleans, no other or
// duplicate key; a coverage start turn other than 0 reads as incomplete
// whatever the input says. Anything else, JSON null included, returns an
// error wrapping [ErrMalformedProvenanceAggregate] (and its cause, such as
// io.ErrUnexpectedEOF for a truncated checkpoint) together with an armed
// aggregate that reads incomplete, so that a caller that ignores the error
// still records into a real aggregate and can never prove clean. That
// aggregate keeps every monotonic bit the refused text still says: a
// top-level "sawExternal" (under any letter case) holding true before the
// text stops being readable sets sawExternal, since an observed external
// event must survive a damaged checkpoint.
//
// Every aggregate MarshalJSON writes is restored (its turn is at most
// [MaxSafeInteger]; see [ProvenanceAggregate.RecordArmedAt]).
func RestoreProvenanceAggregate(data []byte) (*ProvenanceAggregate, error) {
	r, err := parseAggregate(data)
	if err != nil {
		refused := &ProvenanceAggregate{minted: true, incomplete: true, sawExternal: salvageSawExternal(data)}
		return refused, fmt.Errorf("%w: %w", ErrMalformedProvenanceAggregate, err)
	}
	return &r, nil
}

// UnmarshalJSON merges a persisted aggregate (the shape [RestoreProvenanceAggregate]
// reads) into a: each bit becomes set if it is set on either side, and the
// coverage start turn is the later one. It can add evidence, never remove
// it: it never completes an incomplete aggregate, the zero ProvenanceAggregate
// included, so a restore through encoding/json keeps an observed external
// event but cannot bring back a clean proof; use [RestoreProvenanceAggregate] for that.
// JSON null, and a malformed input, set incomplete (the conduct the
// checkpoint should have described is unprovable); a malformed input also
// returns an error wrapping [ErrMalformedProvenanceAggregate], and merges the
// sawExternal it still says (see [RestoreProvenanceAggregate]).
func (a *ProvenanceAggregate) UnmarshalJSON(b []byte) error {
	if a == nil {
		return errors.New("policy: ProvenanceAggregate.UnmarshalJSON called on a nil *ProvenanceAggregate")
	}
	if string(bytes.TrimSpace(b)) == "null" {
		a.incomplete = true
		return nil
	}
	r, err := parseAggregate(b)
	if err != nil {
		a.incomplete = true
		a.sawExternal = a.sawExternal || salvageSawExternal(b)
		return fmt.Errorf("%w: %w", ErrMalformedProvenanceAggregate, err)
	}
	a.sawExternal = a.sawExternal || r.sawExternal
	a.incomplete = a.incomplete || r.incomplete
	a.coverageStartTurn = max(a.coverageStartTurn, r.coverageStartTurn)
	return nil
}

// parseAggregate reads the persisted shape strictly (see RestoreProvenanceAggregate).
func parseAggregate(b []byte) (ProvenanceAggregate, error) {
	if string(bytes.TrimSpace(b)) == "null" {
		return ProvenanceAggregate{}, errors.New("null: no aggregate was persisted")
	}
	if !utf8.Valid(b) {
		return ProvenanceAggregate{}, errors.New("not valid UTF-8")
	}
	o, err := readObject(b, true)
	if err != nil {
		return ProvenanceAggregate{}, err
	}
	if err := o.only("version", "coverageStartTurn", "sawExternal", "incomplete"); err != nil {
		return ProvenanceAggregate{}, err
	}
	field := func(name string) (json.RawMessage, error) {
		v, ok := o.get(name)
		if !ok {
			return nil, fmt.Errorf("no %q", name)
		}
		return v, nil
	}
	var vals [4]json.RawMessage
	for i, name := range []string{"version", "coverageStartTurn", "sawExternal", "incomplete"} {
		if vals[i], err = field(name); err != nil {
			return ProvenanceAggregate{}, err
		}
	}
	if v, err := parseKnob(vals[0]); err != nil || v != ProvenanceAggregateVersion {
		return ProvenanceAggregate{}, fmt.Errorf("version %s is not %d", quoteJSON(vals[0]), ProvenanceAggregateVersion)
	}
	turn, err := parseKnob(vals[1])
	if err == nil && int64(int(turn)) != turn {
		err = errors.New("it does not fit an int here")
	}
	if err != nil {
		return ProvenanceAggregate{}, fmt.Errorf("coverageStartTurn is not a turn: %w", err)
	}
	saw, err1 := parseBool(vals[2])
	inc, err2 := parseBool(vals[3])
	if err := errors.Join(err1, err2); err != nil {
		return ProvenanceAggregate{}, err
	}
	return ProvenanceAggregate{minted: true, coverageStartTurn: int(turn), sawExternal: saw, incomplete: inc || turn != 0}, nil
}

// salvageSawExternal reads, from a checkpoint parseAggregate refused, the
// one bit a refusal must not lose: whether any top-level member named
// "sawExternal" (under case folding, as encoding/json would decode it)
// holds true, up to where the text stops being readable. Seed 000:
// sawExternal, once set, is never cleared, so a duplicate key, an unknown
// field, a bad turn or a truncated tail cannot erase an observed event.
func salvageSawExternal(b []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(b))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return false
	}
	for {
		tok, err := dec.Token()
		name, isKey := tok.(string)
		if err != nil || !isKey {
			return false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return false
		}
		if matchKey(name, "sawExternal") != keyOther && string(bytes.TrimSpace(v)) == "true" {
			return true
		}
	}
}

// parseBool reads a JSON boolean.
func parseBool(raw json.RawMessage) (bool, error) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return false, fmt.Errorf("%s is not a boolean", quoteJSON(raw))
}

// ReduceAttestation reduces an aggregate to the attestation a child delivers, in the
// fixed order: sawExternal ⇒ external; else incomplete, a missing (nil)
// aggregate, or a child that did not complete ⇒ unknown; else clean.
//
// completed means the child reached its terminal normally with its full
// result delivered: a salvaged, partial or errored child can never prove
// clean, though an observed external event still reports.
func ReduceAttestation(agg *ProvenanceAggregate, completed bool) Attestation {
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

// ReadCardAttestation reads a delivered card's attestation seat: the
// member named "attestation" of the card as a JSON object. It returns the
// attestation and true only when the card says one of the three exact
// spellings; anything else — a missing member, a non-string, another
// spelling or letter case, a card it cannot read — returns ok false, which
// means "none": the static floor governs.
//
// The card may come in any shape a Go engine holds a JSON object in:
//
//   - a map whose keys are strings (or an interface holding them, as in
//     map[any]any), whose member is a string, a named string type such as
//     [Attestation], a json.RawMessage holding a JSON string, a value whose
//     MarshalJSON or MarshalText writes one, or a pointer or interface
//     holding one of these;
//   - JSON text: a json.RawMessage or []byte holding a JSON object;
//   - a struct, read through what encoding/json writes for it (so tags,
//     embedded fields and MarshalJSON and MarshalText methods count, on
//     value and pointer receivers alike); if it cannot be encoded as a
//     whole, its own fields whose JSON name is the key are read one by one;
//   - a pointer or interface holding any of these (nil reads as none).
//
// A bare string is never a card.
//
// It fails closed the way seed 000 orders the attestations: an observed
// external event must never disappear, and clean is proved only when
// nothing on the card disagrees. Every way the card can be read is read:
// the map or text itself, and what encoding/json writes for it, through
// the pointer the card came in (as json.Marshal of the card writes it) or,
// for a card held directly, both as it is and through a pointer to a copy,
// since a pointer-receiver marshaler runs only on the latter. Then
//
//   - the card reads external when any copy of the member, in any reading,
//     says external, including a member whose key equals "attestation" only
//     under Unicode case folding ("Attestation", as encoding/json writes an
//     untagged field and matches a key when it decodes one);
//   - it reads clean or unknown only when every reading finds the member,
//     every copy has exactly the key "attestation", and every copy spells
//     the same attestation; a case-folded copy can add external, never
//     prove clean;
//   - anything else reads as none.
//
// The cost is a few encodings of the card by encoding/json, linear in its
// size.
func ReadCardAttestation(details any) (Attestation, bool) {
	var r cardReading
	r.read(reflect.ValueOf(details), 0)
	return r.verdict()
}

// maxCardDepth bounds the pointers and interfaces followed to reach a card,
// so that a pointer cycle cannot loop.
const maxCardDepth = 32

// cardCopy is one copy of the attestation member found on a card.
type cardCopy struct {
	raw   json.RawMessage
	exact bool // its key is exactly "attestation", not equal only under case folding
}

// cardReading gathers what every reading of one card found.
type cardReading struct {
	readings int        // readings that read the card as an object
	missed   bool       // some reading found no member
	copies   []cardCopy // every copy of the member, in every reading
}

// add records one reading and the copies it found.
func (r *cardReading) add(copies []cardCopy) {
	r.readings++
	r.missed = r.missed || len(copies) == 0
	r.copies = append(r.copies, copies...)
}

// verdict is external if any copy says so; else the one attestation every
// copy spells, when every reading found the member under its exact key;
// else none.
func (r *cardReading) verdict() (Attestation, bool) {
	var first Attestation
	agree := r.readings > 0 && !r.missed
	for i, c := range r.copies {
		a, ok := attestationOf(c.raw)
		if ok && a == AttestationExternal {
			return a, true
		}
		if !ok || !c.exact || (i > 0 && a != first) {
			agree = false
		}
		if i == 0 {
			first = a
		}
	}
	if agree {
		return first, true
	}
	return "", false
}

// read reads the card v in every way it can be read.
func (r *cardReading) read(v reflect.Value, depth int) {
	if !v.IsValid() || depth > maxCardDepth {
		return
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			r.read(v.Elem(), depth+1)
		}
	case reflect.Slice:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			if copies, ok := jsonMembers(v.Bytes()); ok {
				r.add(copies)
			}
		}
	case reflect.Map:
		r.readEncodings(v)
		r.readMap(v, depth)
	case reflect.Struct:
		if !r.readEncodings(v) {
			r.readFields(v)
		}
	}
}

// readEncodings reads every JSON object encoding/json writes for v (see
// encodings), and reports whether there was one.
func (r *cardReading) readEncodings(v reflect.Value) bool {
	read := false
	for _, b := range encodings(v) {
		if copies, ok := jsonMembers(b); ok {
			r.add(copies)
			read = true
		}
	}
	return read
}

// encodings returns what encoding/json writes for v. A value reached
// through a pointer (addressable) is encoded through that pointer, exactly
// as json.Marshal of the card writes it; a value held directly is encoded
// both as it is and through a pointer to a copy, since a MarshalJSON or
// MarshalText with a pointer receiver (on v or on one of its fields) runs
// only for the latter, and a reader may hold the card either way.
//
// v can always be handed to an interface: the reading reaches values only
// through pointers, interfaces, map entries and exported fields.
func encodings(v reflect.Value) [][]byte {
	var views []reflect.Value
	if v.CanAddr() {
		views = []reflect.Value{v.Addr()}
	} else {
		p := reflect.New(v.Type())
		p.Elem().Set(v)
		views = []reflect.Value{v, p}
	}
	var out [][]byte
	for _, x := range views {
		if b, err := json.Marshal(x.Interface()); err == nil {
			out = append(out, b)
		}
	}
	return out
}

// readMap reads the members of a map whose key, a string (or an interface
// holding one), is the attestation key or equal to it under case folding.
func (r *cardReading) readMap(m reflect.Value, depth int) {
	kt := m.Type().Key()
	if kt.Kind() != reflect.String && kt.Kind() != reflect.Interface {
		return
	}
	var copies []cardCopy
	for it := m.MapRange(); it.Next(); {
		k := it.Key()
		if k.Kind() == reflect.Interface {
			k = k.Elem()
		}
		if !k.IsValid() || k.Kind() != reflect.String {
			continue
		}
		if match := matchKey(k.String(), CardAttestationKey); match != keyOther {
			copies = append(copies, memberCopies(it.Value(), match, depth)...)
		}
	}
	r.add(copies)
}

// readFields reads a struct that cannot be encoded as a whole through its
// own exported fields whose JSON name (the tag's, else the field's) is the
// attestation key or equal to it under case folding.
func (r *cardReading) readFields(v reflect.Value) {
	var copies []cardCopy
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		if match := matchKey(name, CardAttestationKey); f.IsExported() && match != keyOther {
			copies = append(copies, memberCopies(v.Field(i), match, 0)...)
		}
	}
	r.add(copies)
}

// memberCopies returns the encodings of one member value (see encodings),
// following pointers and interfaces.
func memberCopies(v reflect.Value, match keyMatch, depth int) []cardCopy {
	for v.Kind() == reflect.Pointer || v.Kind() == reflect.Interface {
		if v.IsNil() || depth > maxCardDepth {
			return nil
		}
		v, depth = v.Elem(), depth+1
	}
	var out []cardCopy
	for _, b := range encodings(v) {
		out = append(out, cardCopy{b, match == keyExact})
	}
	return out
}

// jsonMembers returns every member of the JSON object text b whose key is
// the attestation key or equal to it under case folding, in input order,
// duplicates included; ok is false when b is not exactly one valid JSON
// object.
func jsonMembers(b []byte) (copies []cardCopy, ok bool) {
	if kindOf(b) != '{' || !json.Valid(b) {
		return nil, false
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		return nil, false
	}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, false
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, false
		}
		name, _ := tok.(string)
		if match := matchKey(name, CardAttestationKey); match != keyOther {
			copies = append(copies, cardCopy{v, match == keyExact})
		}
	}
	return copies, true
}

// attestationOf reads one member's JSON as an exact attestation spelling.
// Escapes that spell the same characters count ("cl\u0065an"); a lone
// surrogate escape never does.
func attestationOf(raw json.RawMessage) (Attestation, bool) {
	if kindOf(raw) != '"' || checkSurrogates(raw) != nil {
		return "", false
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return "", false
	}
	if a := Attestation(s); a.Known() {
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
