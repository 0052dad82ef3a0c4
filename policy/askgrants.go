package policy

// Port of core/runner/inherited-ask-grants.d.ts: reuse of a person's answer
// across delegation frames (the duplicate-frame collapse, consume half).

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"reflect"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode"
	"unicode/utf8"
)

// AskClass is one class of question a permission gate asks a person.
// [AskOrdinary] is the plain hesitation every other class is a stricter
// form of; each other class is a question only a card that carried it
// answers.
type AskClass string

// The ask classes, in their canonical order (see [AskClasses]).
const (
	AskOrdinary            AskClass = "ordinary"              // the plain hesitation
	AskHook                AskClass = "hook"                  // a hook's ask
	AskDenialLimitFallback AskClass = "denial_limit_fallback" // the classifier's denial-limit fallback
	AskOperatorForced      AskClass = "operator_forced"       // a tool the operator marked
	AskWriteProtection     AskClass = "write_protection"      // a protected write target
	AskProbe               AskClass = "probe"                 // an out-of-root read
	AskShellFloor          AskClass = "shell_floor"           // the operator's shell floor
)

// AskClasses returns the seven ask classes in their canonical order (a
// fresh slice each call).
func AskClasses() []AskClass {
	return []AskClass{AskOrdinary, AskHook, AskDenialLimitFallback, AskOperatorForced, AskWriteProtection, AskProbe, AskShellFloor}
}

// Known reports whether c is one of the seven ask classes.
func (c AskClass) Known() bool {
	for _, k := range AskClasses() {
		if c == k {
			return true
		}
	}
	return false
}

// AskGrantCovers reports whether a card a person answered for the classes granted
// answers a question the gate classified as asked:
//
//   - asked nil or empty (unclassified) ⇒ never;
//   - granted holding no known class (a card with no class) ⇒ never;
//   - otherwise every asked class must be covered: ordinary by any answered
//     card, every other class only by a card it was on. A class this
//     package does not know is never covered.
func AskGrantCovers(granted, asked []AskClass) bool {
	if len(asked) == 0 {
		return false
	}
	onCard := map[AskClass]bool{}
	for _, c := range granted {
		if c.Known() {
			onCard[c] = true
		}
	}
	if len(onCard) == 0 {
		return false
	}
	for _, c := range asked {
		switch {
		case !c.Known():
			return false
		case c == AskOrdinary:
		case !onCard[c]:
			return false
		}
	}
	return true
}

// AskGrantShapeOf returns the canonical JSON of args, the byte shape a grant is
// bound to, and true; or "" and false when args has no comparable shape.
// "No shape" never matches anything: the safe direction, a re-ask.
//
// args has no shape when it cannot be encoded (a cycle, a func or chan, a
// NaN or infinite float, an error from a MarshalJSON), and whenever two JSON
// readers could read its encoding differently, since the person must be
// shown exactly what runs:
//
//   - a string that is not valid UTF-8, or raw JSON (a json.RawMessage, a
//     MarshalJSON output) with invalid UTF-8 or a lone surrogate escape:
//     encoding/json would silently replace either with U+FFFD;
//   - an object, at any depth, with two keys that are equal, or equal under
//     Unicode case folding (encoding/json matches struct fields that way):
//     one reader takes the first, another the last, and the canonical form
//     would keep only one.
//
// The canonical form is encoding/json's encoding re-decoded and re-encoded:
// compact, object keys sorted, numbers spelt as encoded, so a struct and a
// map with the same members have the same shape.
//
// An encoding longer than [MaxAskGrantShapeBytes] has no shape either: a
// person cannot be shown a megabyte of input to approve, and the checks
// above cost memory and time in proportion to it. The cost of a call is one
// json.Marshal of args (paid before the bound can be seen) plus work
// linear in at most MaxAskGrantShapeBytes.
func AskGrantShapeOf(args any) (string, bool) {
	first, err := json.Marshal(args)
	if err != nil || len(first) > MaxAskGrantShapeBytes || !utf8.Valid(first) || hasReplacementEscape(first) || checkSurrogates(first) != nil || hasFoldedDuplicateKey(first) {
		return "", false
	}
	dec := json.NewDecoder(bytes.NewReader(first))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return "", false
	}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	if err := enc.Encode(v); err != nil {
		return "", false
	}
	return string(bytes.TrimSuffix(out.Bytes(), []byte("\n"))), true
}

// MaxAskGrantShapeBytes bounds the encoding [AskGrantShapeOf] gives a shape:
// 1 MiB.
const MaxAskGrantShapeBytes = 1 << 20

// hasReplacementEscape reports whether the JSON text b holds a \ufffd
// escape: encoding/json writes one exactly where it replaced invalid UTF-8
// (a real U+FFFD is written as itself), and a Marshaler's own escape is
// refused too, which only ever costs a re-ask.
func hasReplacementEscape(b []byte) bool {
	for i := 0; i+1 < len(b); i++ {
		if b[i] != '\\' {
			continue
		}
		if b[i+1] == 'u' && i+6 <= len(b) {
			if n, err := strconv.ParseUint(string(b[i+2:i+6]), 16, 32); err == nil && n == 0xFFFD {
				return true
			}
		}
		i++ // skip the escaped character, which may itself be a backslash
	}
	return false
}

// hasFoldedDuplicateKey reports whether the JSON text b (valid, as
// json.Marshal wrote it) holds an object with two keys equal under Unicode
// case folding, at any depth. It reports true for text it cannot read.
func hasFoldedDuplicateKey(b []byte) bool {
	dec := json.NewDecoder(bytes.NewReader(b))
	type frame struct {
		object  bool
		keys    map[string]bool
		wantKey bool
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return false
		}
		if err != nil {
			return true
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.wantKey {
			if d, ok := tok.(json.Delim); ok && d == '}' {
				stack = stack[:len(stack)-1]
				continue
			}
			key := foldKey(tok.(string))
			if top.keys[key] {
				return true
			}
			top.keys[key] = true
			top.wantKey = false
			continue
		}
		if top != nil && top.object {
			top.wantKey = true // this token is a value (or opens one)
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{object: true, keys: map[string]bool{}, wantKey: true})
		case json.Delim('['):
			stack = append(stack, &frame{})
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
	}
}

// foldKey maps s to a representative of its Unicode case-folding class:
// each rune becomes the smallest rune of its simple folding orbit, so
// foldKey(a) == foldKey(b) exactly when strings.EqualFold(a, b).
func foldKey(s string) string {
	var out strings.Builder
	for _, r := range s {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		out.WriteRune(least)
	}
	return out.String()
}

// ApproverID is the identity of a live approver: comparable with ==, and
// minted only by [NewApproverID], so no name or other data can forge one.
// The zero ApproverID is "no identity" and matches nothing, itself
// included.
type ApproverID struct{ p *approverToken }

type approverToken struct{ n uint64 }

var approverSeq atomic.Uint64

// NewApproverID mints a fresh identity, different from every other.
func NewApproverID() ApproverID {
	return ApproverID{&approverToken{approverSeq.Add(1)}}
}

// IsZero reports whether id is the zero ApproverID.
func (id ApproverID) IsZero() bool { return id.p == nil }

// String returns "approver#N" (N the mint order) or "approver#none".
func (id ApproverID) String() string {
	if id.p == nil {
		return "approver#none"
	}
	return "approver#" + strconv.FormatUint(id.p.n, 10)
}

// Approver is a live approver as the consume half sees it: only its
// identity, which answers "is this the same consultation". A delegated
// child's approver that wraps its ancestor's (adding provenance, granting no
// authority of its own) must report the ancestor's identity; a different
// approver must report a different one.
type Approver interface {
	ApproverIdentity() ApproverID
}

// identityOf returns approver's identity, or the zero ApproverID (which
// matches nothing) for no approver: nil, or a nil pointer, map, func,
// slice or channel held in the interface, whose method would only panic.
func identityOf(approver Approver) ApproverID {
	if approver == nil {
		return ApproverID{}
	}
	switch v := reflect.ValueOf(approver); v.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Func, reflect.Slice, reflect.Chan:
		if v.IsNil() {
			return ApproverID{}
		}
	}
	return approver.ApproverIdentity()
}

// AskGrant is one inherited ask grant: a person's clean allow at an
// ancestor's live approver, on one presented shape, to one question.
type AskGrant struct {
	// Approver is the identity of the approver the person answered at.
	Approver ApproverID
	// Shape is AskGrantShapeOf the presented snapshot, as the person saw it. On
	// reuse these very bytes are re-emitted as the executed input, so what
	// was shown is what runs, by construction.
	Shape string
	// WaitMs is how long the one real consultation took.
	WaitMs int64
	// Classes is the card's class set, in AskClasses order.
	Classes []AskClass
}

// NewAskGrant records a person's clean allow as a grant. It returns false,
// and no grant, when the presented snapshot has no shape (see [AskGrantShapeOf]) or
// the approver is nil (a nil interface, or a nil pointer or other nil value in it) or has no identity: a grant nothing can match is not
// recorded. The classes are copied and put in [AskClasses] order, each once;
// a negative wait is recorded as 0.
func NewAskGrant(approver Approver, presented any, waitMs int64, classes []AskClass) (AskGrant, bool) {
	id := identityOf(approver)
	shape, ok := AskGrantShapeOf(presented)
	if id.IsZero() || !ok {
		return AskGrant{}, false
	}
	var ordered []AskClass
	for _, k := range AskClasses() {
		for _, c := range classes {
			if c == k {
				ordered = append(ordered, k)
				break
			}
		}
	}
	return AskGrant{Approver: id, Shape: shape, WaitMs: max(waitMs, 0), Classes: ordered}, true
}

// AskRequest is the ask a gate is about to put to a person.
type AskRequest struct {
	// CallID is the tool call the grants are keyed by.
	CallID string
	// Presented is the input this ask presents (after any rewrite).
	Presented any
	// Classes is the gate's stamped class set; nil means unclassified.
	Classes []AskClass
}

// HumanReviewGate is one human-review frame booked in the ledger.
type HumanReviewGate struct {
	// CallID is the tool call the frame answered.
	CallID string
	// WaitMs is the frame's wait: the one real consultation's duration.
	WaitMs int64
	// Classes is the class set of the question the frame answered.
	Classes []AskClass
	// Inherited is true for a frame booked by reusing an inherited grant.
	Inherited bool
}

// HumanReview is the run's human-review ledger: one frame per real
// consultation.
type HumanReview struct {
	// Count is the number of frames booked.
	Count int
	// TotalWaitMs is the sum of the booked frames' waits.
	TotalWaitMs int64
	// Gates holds one row per booked frame, in booking order.
	Gates []HumanReviewGate
}

// ResolvedAsk is an ask answered by reusing an inherited grant.
type ResolvedAsk struct {
	// PresentedInput is the grant's presented snapshot, the canonical JSON
	// the person saw (a fresh copy): the input to execute.
	PresentedInput json.RawMessage
	// Approver is the identity that answered.
	Approver ApproverID
	// WaitMs is the consultation's wait, as booked.
	WaitMs int64
}

// ConsumeAskGrant is the consume half of the duplicate-frame collapse: when
// an inherited layer already resolved this call as a clean allow at the same
// approver, on exactly the shape this ask presents, for a question that
// covers this one, asking again would be a second frame for one authority.
//
// It reuses the grant held under ask.CallID only when all of these hold:
// approver is not nil (as NewAskGrant reads nil) and reports the grant's (non-zero) identity; AskGrantShapeOf
// ask.Presented succeeds and is byte-equal to the grant's shape; and
// AskGrantCovers(grant.Classes, ask.Classes). On reuse it deletes the grant from
// grants, books exactly one frame in review (Count+1, TotalWaitMs plus the
// grant's wait, one Gates row marked Inherited) and returns the resolution
// with true. The ledger saturates at the largest int64 (and Count at the
// largest int) rather than wrap: a booked wait can never turn the total
// negative. On every mismatch — including nil grants, a nil review (a
// frame that cannot be booked must not be reused) or no grant for the call —
// it returns false, leaves grants and review untouched, and the gate asks
// its own question.
func ConsumeAskGrant(grants map[string]AskGrant, approver Approver, review *HumanReview, ask AskRequest) (ResolvedAsk, bool) {
	if grants == nil || review == nil {
		return ResolvedAsk{}, false
	}
	g, ok := grants[ask.CallID]
	if !ok || g.Approver.IsZero() || identityOf(approver) != g.Approver {
		return ResolvedAsk{}, false
	}
	shape, ok := AskGrantShapeOf(ask.Presented)
	if !ok || g.Shape == "" || shape != g.Shape {
		return ResolvedAsk{}, false
	}
	if !AskGrantCovers(g.Classes, ask.Classes) {
		return ResolvedAsk{}, false
	}
	delete(grants, ask.CallID)
	wait := max(g.WaitMs, 0)
	if review.Count < math.MaxInt {
		review.Count++
	}
	review.TotalWaitMs = saturatingAdd(review.TotalWaitMs, wait)
	review.Gates = append(review.Gates, HumanReviewGate{
		CallID:    ask.CallID,
		WaitMs:    wait,
		Classes:   append([]AskClass(nil), ask.Classes...),
		Inherited: true,
	})
	return ResolvedAsk{PresentedInput: json.RawMessage(g.Shape), Approver: g.Approver, WaitMs: wait}, true
}

// saturatingAdd returns total + wait (wait >= 0), or math.MaxInt64 where the
// sum would overflow.
func saturatingAdd(total, wait int64) int64 {
	if total > math.MaxInt64-wait {
		return math.MaxInt64
	}
	return total + wait
}
