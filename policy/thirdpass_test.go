package policy_test

// The third audit's defects, one test each (the smaller findings after the
// eight numbered ones). Each of these tests failed on the module as it was
// before the audit's fixes.

import (
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
)

// ptrCard encodes only through a pointer: encoding/json calls a
// pointer-receiver MarshalJSON only for an addressable value.
type ptrCard struct{ summary string }

func (c *ptrCard) MarshalJSON() ([]byte, error) {
	return []byte(`{"summary":"x","attestation":"external"}`), nil
}

// ptrAttestation is a member whose MarshalText has a pointer receiver.
type ptrAttestation struct{ said string }

func (a *ptrAttestation) MarshalText() ([]byte, error) { return []byte("external"), nil }

type cardWithPtrMember struct {
	Summary     string         `json:"summary"`
	Attestation ptrAttestation `json:"attestation"`
}

// TestCardThroughPointerReceiverMarshaler (defect 1): what json.Marshal
// writes for the card the caller handed over is what is read, so an
// external that only a pointer-receiver marshaler writes is never lost.
func TestCardThroughPointerReceiverMarshaler(t *testing.T) {
	for name, details := range map[string]any{
		"*card with a pointer MarshalJSON":             &ptrCard{},
		"card value with a pointer MarshalJSON":        ptrCard{},
		"*card whose member has a pointer MarshalText": &cardWithPtrMember{Summary: "x"},
		"map member with a pointer MarshalText":        map[string]any{"attestation": &ptrAttestation{}},
		"map member value with a pointer MarshalText":  map[string]ptrAttestation{"attestation": {}},
	} {
		t.Run(name, func(t *testing.T) {
			if b, err := json.Marshal(details); err == nil && !strings.Contains(string(b), "external") && !strings.HasPrefix(name, "card value") && !strings.HasPrefix(name, "map member value") {
				t.Fatalf("test card encodes as %s", b)
			}
			agg := policy.NewProvenanceAggregate()
			agg.RecordDelivered(policy.ReadCardAttestation(details))
			if got := policy.ReduceAttestation(agg, true); got != policy.AttestationExternal {
				t.Errorf("ReduceAttestation after delivering %T = %q, want external", details, got)
			}
		})
	}
}

// TestCardDecodedIntoUntaggedStruct (defect 2): the wire card decoded into
// struct{ Attestation string } keeps its external; a key equal to
// "attestation" only under case folding never proves clean.
func TestCardDecodedIntoUntaggedStruct(t *testing.T) {
	var c struct{ Attestation string }
	if err := json.Unmarshal([]byte(`{"attestation":"external"}`), &c); err != nil || c.Attestation != "external" {
		t.Fatalf("decoding: %v %+v", err, c)
	}
	for name, tc := range map[string]struct {
		details any
		want    policy.Attestation
		ok      bool
	}{
		"untagged struct, external":  {c, policy.AttestationExternal, true},
		"*untagged struct, external": {&c, policy.AttestationExternal, true},
		"untagged struct, clean":     {struct{ Attestation string }{"clean"}, "", false},
		"folded map key, external":   {map[string]any{"Attestation": "external"}, policy.AttestationExternal, true},
		"folded map key, clean":      {map[string]any{"ATTESTATION": "clean"}, "", false},
		"long s folds to s":          {json.RawMessage(`{"atte\u017ftation":"external"}`), policy.AttestationExternal, true},
		"folded key in map[any]any":  {map[any]any{"Attestation": "external", 1: 2}, policy.AttestationExternal, true},
	} {
		got, ok := policy.ReadCardAttestation(tc.details)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: ReadCardAttestation = %q, %v; want %q, %v", name, got, ok, tc.want, tc.ok)
		}
	}
}

// TestCaseFoldedCopiesNeverReadClean (defect 3): the reading never disagrees
// with encoding/json decoding the same bytes into a tagged struct in the
// loosening direction.
func TestCaseFoldedCopiesNeverReadClean(t *testing.T) {
	for _, tc := range []struct {
		raw  string
		want policy.Attestation
		ok   bool
	}{
		{`{"attestation":"clean","Attestation":"external"}`, policy.AttestationExternal, true},
		{`{"Attestation":"external","attestation":"clean"}`, policy.AttestationExternal, true},
		{`{"attestation":"clean","ATTESTATION":"unknown"}`, "", false},
		{`{"attestation":"clean","Attestation":1}`, "", false},
		{`{"attestation":"clean","attestation":"clean"}`, policy.AttestationClean, true},
	} {
		got, ok := policy.ReadCardAttestation(json.RawMessage(tc.raw))
		if got != tc.want || ok != tc.ok {
			t.Errorf("ReadCardAttestation(%s) = %q, %v; want %q, %v", tc.raw, got, ok, tc.want, tc.ok)
		}
		var tagged struct {
			A string `json:"attestation"`
		}
		if json.Unmarshal([]byte(tc.raw), &tagged) == nil && tagged.A == "external" && got != policy.AttestationExternal {
			t.Errorf("%s: encoding/json reads external, ReadCardAttestation %q", tc.raw, got)
		}
	}
}

// TestRefusedCheckpointKeepsSawExternal (defect 4): the module restores
// what it writes, and a checkpoint it refuses keeps a readable sawExternal.
func TestRefusedCheckpointKeepsSawExternal(t *testing.T) {
	big := policy.NewProvenanceAggregateFromTurn(int(^uint(0) >> 1))
	big.RecordExternalInvocation()
	b, err := json.Marshal(big)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	if r, err := policy.RestoreProvenanceAggregate(b); err != nil || !r.SawExternal() || !r.Incomplete() {
		t.Errorf("restoring the module's own checkpoint %s: %v, sawExternal %v", b, err, r.SawExternal())
	}
	for _, raw := range []string{
		`{"version":1,"coverageStartTurn":0,"sawExternal":true,"incomplete":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":true,"incomplete":false,"extra":1}`,
		`{"version":1,"coverageStartTurn":1.5,"sawExternal":true,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":9007199254740992,"sawExternal":true,"incomplete":true}`,
		`{"version":2,"coverageStartTurn":0,"sawExternal":true,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"sawExternal":true,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":true,"incomp`,
	} {
		r, err := policy.RestoreProvenanceAggregate([]byte(raw))
		if err == nil || !r.SawExternal() || !r.Incomplete() {
			t.Errorf("RestoreProvenanceAggregate(%s) = sawExternal %v, incomplete %v, %v; want both set and an error", raw, r.SawExternal(), r.Incomplete(), err)
		}
		a := policy.NewProvenanceAggregate() // the method itself: json.Unmarshal refuses truncated text before calling it
		if err := a.UnmarshalJSON([]byte(raw)); err == nil || !a.SawExternal() || !a.Incomplete() {
			t.Errorf("UnmarshalJSON(%s) = sawExternal %v, incomplete %v, %v; want both set and an error", raw, a.SawExternal(), a.Incomplete(), err)
		}
	}
	_, err = policy.RestoreProvenanceAggregate([]byte(`{"version":1,"coverageStartTurn":0,"sawExternal":true,"incomp`))
	if !errors.Is(err, io.ErrUnexpectedEOF) || strings.HasSuffix(err.Error(), ": EOF") {
		t.Errorf("a truncated checkpoint: %v, want it reported as truncated", err)
	}
}

// TestClampsGuardHasNoBypass (defect 6): every way to read a Clamps the
// carrier did not build fails loudly, and Clamps are never persisted.
func TestClampsGuardHasNoBypass(t *testing.T) {
	var skipped policy.Clamps
	func() {
		defer func() {
			if recover() == nil {
				t.Error("Seats() on a Clamps the carrier did not build returned")
			}
		}()
		_ = skipped.Seats()
	}()
	carried := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots, ReadDenyPatterns: []policy.ReadDenyEntry{denyA}})
	if b, err := json.Marshal(carried); err == nil {
		t.Errorf("json.Marshal(Clamps) = %s, nil; want an error (clamps saved this way arrive empty)", b)
	}
	if err := json.Unmarshal([]byte(`{}`), &skipped); err == nil {
		t.Error("json.Unmarshal into a Clamps succeeded")
	}
	nothing := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil})
	if !skipped.IsZero() || nothing.IsZero() {
		t.Errorf("IsZero: skipped carrier %v, carrier of an unclamped parent %v; want true, false", skipped.IsZero(), nothing.IsZero())
	}
}

// TestInteractivePostureWithToolsOffIsRefused (defect 7): seed 004's prepare
// door refuses an interactive posture without human-facing tools; Validate
// refuses the pair and the tighten never produces it.
func TestInteractivePostureWithToolsOffIsRefused(t *testing.T) {
	pair := policy.TaskSpec{InteractionPosture: policy.PostureInteractive, InteractiveTools: policy.ToggleOff}
	if err := pair.Validate(); err == nil {
		t.Error("Validate accepts an interactive posture with InteractiveTools Off")
	}
	got := policy.TightenTaskSpec(policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractiveTools: policy.ToggleOff})
	if err := got.Validate(); err != nil || got.InteractionPosture != policy.PostureHeadless || got.InteractiveTools != policy.ToggleOff {
		t.Errorf("tightening an interactive leg with the hard-headless clamp = %+v (%v); want headless and Off", got, err)
	}
}

// TestRefusalsQuoteABoundedPrefix (defect 8): an error quotes at most a
// bounded prefix of the input and says how long it was.
func TestRefusalsQuoteABoundedPrefix(t *testing.T) {
	huge := strings.Repeat("7", 1<<20)
	invalid := strings.Repeat("\xff", 1<<20)
	_, recipeKnob := policy.SanitizeArmingRecipe([]byte(`{"v":2,"timeoutMs":` + huge + `}`))
	_, recipeKey := policy.SanitizeArmingRecipe([]byte(`{"v":2,"` + huge + `":1}`))
	_, recipeRule := policy.ArmingRecipeOf(policy.ArmingFace{SettingsDenyRules: []string{invalid}}, policy.ArmingBind{})
	_, checkpoint := policy.RestoreProvenanceAggregate([]byte(`{"version":1,"coverageStartTurn":` + huge + `,"sawExternal":false,"incomplete":false}`))
	face := policy.TaskSpec{ReadFace: policy.Face(huge)}.Validate()
	for name, err := range map[string]error{"knob": recipeKnob, "key": recipeKey, "rule": recipeRule, "checkpoint": checkpoint, "face": face} {
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if msg := err.Error(); len(msg) > 1024 || !strings.Contains(msg, "1048576 bytes") {
			t.Errorf("%s: a %d-byte error (want at most 1 KiB, naming the input's length): %.200s", name, len(msg), msg)
		}
	}
}

// ptrApprover is an Approver whose method needs its receiver.
type ptrApprover struct{ id policy.ApproverID }

func (a *ptrApprover) ApproverIdentity() policy.ApproverID { return a.id }

// TestTypedNilApproverIsNoApprover: a nil *T in the Approver interface is no
// approver, never a panic.
func TestTypedNilApproverIsNoApprover(t *testing.T) {
	var none *ptrApprover
	if g, ok := policy.NewAskGrant(none, "x", 1, []policy.AskClass{policy.AskOrdinary}); ok {
		t.Errorf("NewAskGrant with a typed-nil approver = %+v, true", g)
	}
	grants := map[string]policy.AskGrant{"c": {Approver: policy.NewApproverID(), Shape: `"x"`, Classes: []policy.AskClass{policy.AskOrdinary}}}
	if _, ok := policy.ConsumeAskGrant(grants, none, &policy.HumanReview{}, policy.AskRequest{CallID: "c", Presented: "x", Classes: []policy.AskClass{policy.AskOrdinary}}); ok || len(grants) != 1 {
		t.Errorf("ConsumeAskGrant with a typed-nil approver reused the grant")
	}
}

// TestNegativeMaxTurnsRestricts: a negative turn budget is not a limit this
// package knows; Validate refuses it, and the tighten reads it as the
// strictest limit, as every other unknown value restricts.
func TestNegativeMaxTurnsRestricts(t *testing.T) {
	if err := (policy.TaskSpec{MaxTurns: -1}).Validate(); err == nil {
		t.Error("Validate accepts MaxTurns -1")
	}
	for _, tc := range [][2]policy.TaskSpec{{{MaxTurns: -1}, {}}, {{}, {MaxTurns: -5}}, {{MaxTurns: 9}, {MaxTurns: -1}}} {
		got := policy.TightenTaskSpec(tc[0], tc[1])
		if got.MaxTurns != 1 || got.Validate() != nil {
			t.Errorf("TightenTaskSpec(%d, %d).MaxTurns = %d, want 1", tc[0].MaxTurns, tc[1].MaxTurns, got.MaxTurns)
		}
	}
}

// TestErrorsKeepTheirCause: a refusal wraps what caused it and names every
// bad seat.
func TestErrorsKeepTheirCause(t *testing.T) {
	var syntax *json.SyntaxError
	if _, err := policy.SanitizeArmingRecipe([]byte(`{"v":2,"timeoutMs" 1}`)); !errors.As(err, &syntax) || syntax.Offset == 0 || !errors.Is(err, policy.ErrArmingRecipeSyntax) {
		t.Errorf("a syntax error: %v, want a *json.SyntaxError with its offset", err)
	}
	if _, err := policy.SanitizeArmingRecipe([]byte(`{"v":2`)); !errors.Is(err, io.ErrUnexpectedEOF) {
		t.Errorf("a truncated recipe: %v, want io.ErrUnexpectedEOF", err)
	}
	err := policy.TaskSpec{ReadFace: "Roots", WriteFace: "Host", InteractionPosture: "x"}.Validate()
	for _, seat := range []string{"ReadFace", "WriteFace", "InteractionPosture"} {
		if err == nil || !strings.Contains(err.Error(), seat) {
			t.Errorf("Validate: %v, want it to name %s", err, seat)
		}
	}
}

// TestShapeOfIsBounded: a snapshot larger than the bound has no shape (a
// re-ask), so the cost of a grant is bounded by the bound.
func TestShapeOfIsBounded(t *testing.T) {
	big := map[string]int{}
	for i := 0; i < 1<<17; i++ {
		big[strings.Repeat("k", 1+i%7)+string(rune('a'+i%26))+strings.Repeat("z", i%5)+itoa(i)] = i
	}
	if _, ok := policy.AskGrantShapeOf(big); ok {
		t.Error("a 128k-key snapshot has a shape")
	}
	if _, ok := policy.AskGrantShapeOf(strings.Repeat("a", 8<<20)); ok {
		t.Error("an 8 MiB string has a shape")
	}
	if s, ok := policy.AskGrantShapeOf(map[string]int{"a": 1}); !ok || !reflect.DeepEqual(s, `{"a":1}`) {
		t.Errorf("a small snapshot: %q %v", s, ok)
	}
}

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

// liveUntagged cannot be encoded as a whole; its untagged field's name
// folds to the key.
type liveUntagged struct {
	Done        chan struct{}
	Attestation string
}

// TestCardFieldsReadOneByOne: a card that cannot be encoded is read field
// by field, folding the field's name as encoding/json would.
func TestCardFieldsReadOneByOne(t *testing.T) {
	if got, ok := policy.ReadCardAttestation(liveUntagged{Attestation: "external"}); got != policy.AttestationExternal || !ok {
		t.Errorf("an untagged external field of a card that cannot encode: %q %v", got, ok)
	}
	if got, ok := policy.ReadCardAttestation(liveUntagged{Attestation: "clean"}); ok {
		t.Errorf("an untagged clean field proved %q", got)
	}
}

// TestSalvageStopsWhereTheTextDoes: a checkpoint whose text breaks before
// any "sawExternal":true salvages nothing, and one that says false keeps
// false.
func TestSalvageStopsWhereTheTextDoes(t *testing.T) {
	for _, raw := range []string{`{"sawExternal":false,"x":[1,`, `[true]`, `{"sawExternal":"true"}`, `{"version":1,"SawExternal":false,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`} {
		if r, err := policy.RestoreProvenanceAggregate([]byte(raw)); err == nil || r.SawExternal() || !r.Incomplete() {
			t.Errorf("RestoreProvenanceAggregate(%s) = sawExternal %v incomplete %v, %v", raw, r.SawExternal(), r.Incomplete(), err)
		}
	}
	r, err := policy.RestoreProvenanceAggregate([]byte(`{"version":1,"coverageStartTurn":0,"SawExternal":true,"incomplete":false}`))
	if err == nil || !r.SawExternal() {
		t.Errorf("a case-folded sawExternal key: sawExternal %v, %v", r.SawExternal(), err)
	}
}

// TestBoundedQuotesCutAtACharacter: a long quoted value is cut at a
// character boundary, never inside one.
func TestBoundedQuotesCutAtACharacter(t *testing.T) {
	err := policy.TaskSpec{WriteFace: policy.Face("x" + strings.Repeat("é", 100))}.Validate()
	if err == nil || !strings.Contains(err.Error(), `"x`+strings.Repeat("é", 31)+`"… (201 bytes)`) {
		t.Errorf("Validate of a 201-byte face: %v", err)
	}
}

// TestRebuildRefusalWrapsItsCause: a refusal of a malformed recipe is its
// recipe error too.
func TestRebuildRefusalWrapsItsCause(t *testing.T) {
	_, err := policy.FoldArmingRecipe([]byte(`{"v":1}`), []byte(`{"v":2}`))
	var refusal *policy.RebuildRefusal
	if !errors.As(err, &refusal) || !errors.Is(err, policy.ErrArmingRecipeVersion) {
		t.Errorf("FoldArmingRecipe of a version-1 recipe: %v", err)
	}
}

// cleanPtrCard writes a clean card only through a pointer.
type cleanPtrCard struct{ note string }

func (c *cleanPtrCard) MarshalJSON() ([]byte, error) { return []byte(`{"attestation":"clean"}`), nil }

// TestPointerMarshalerCardsStillProveClean: a card handed over through the
// pointer its marshaler needs reads as what json.Marshal writes for it;
// held directly, its two encodings disagree, which is none, not clean.
func TestPointerMarshalerCardsStillProveClean(t *testing.T) {
	if got, ok := policy.ReadCardAttestation(&cleanPtrCard{}); got != policy.AttestationClean || !ok {
		t.Errorf("*cleanPtrCard = %q %v, want clean", got, ok)
	}
	if got, ok := policy.ReadCardAttestation(cleanPtrCard{}); ok {
		t.Errorf("cleanPtrCard by value = %q, want none (its value encoding has no member)", got)
	}
}
