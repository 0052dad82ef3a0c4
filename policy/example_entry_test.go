package policy_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/sema-agent/policy"
)

// untaggedCard is how a card decoded by encoding/json into a plain struct
// looks: the field has no tag, and encoding/json matched "attestation" to
// it without regard to case.
type untaggedCard struct {
	Summary     string
	Attestation string
}

// A delivered card is read in whatever shape the engine holds it. External
// is never lost, whatever the key's letter case; clean is proved only by
// the exact key with every reading agreeing.
func ExampleReadCardAttestation() {
	var decoded untaggedCard
	_ = json.Unmarshal([]byte(`{"summary":"ok","attestation":"external"}`), &decoded)
	for _, card := range []any{
		map[string]any{"attestation": "clean"},
		json.RawMessage(`{"attestation":"unknown"}`),
		decoded,                            // encodes as {"Attestation":"external"}: the folded key still marks
		untaggedCard{Attestation: "clean"}, // a folded key never proves clean
		json.RawMessage(`{"attestation":"clean","Attestation":"external"}`), // copies disagree: external wins
		map[string]any{"attestation": "Clean"},                              // not one of the three spellings
		"clean",                                                             // a bare string is not a card
	} {
		att, ok := policy.ReadCardAttestation(card)
		fmt.Printf("%q %v\n", att, ok)
	}
	// Output:
	// "clean" true
	// "unknown" true
	// "external" true
	// "" false
	// "external" true
	// "" false
	// "" false
}

// The canonical bytes of a recipe are what a digest binds: the same recipe
// spelt differently canonicalizes to the same bytes.
func ExampleCanonicalArmingRecipe() {
	a, _ := policy.CanonicalArmingRecipe([]byte(`{"timeoutMs":1.5e4,"v":2,"settingsEpoch":"rev-7"}`))
	b, _ := policy.CanonicalArmingRecipe([]byte(`{"v":2.0, "settingsEpoch":"rev-7", "timeoutMs":15000}`))
	fmt.Println(string(a), string(a) == string(b))
	// Output:
	// {"v":2,"timeoutMs":15000,"settingsEpoch":"rev-7"} true
}

// A recipe minted from a deployment's face materializes every knob, so a
// default that moves later cannot widen it.
func ExampleArmingRecipeOf() {
	r, err := policy.ArmingRecipeOf(policy.ArmingFace{SettingsDenyRules: []string{"git push --force"}}, policy.ArmingBind{PromptDigest: "sha256:ab12"})
	b, _ := r.Marshal()
	fmt.Println(string(b), err)

	_, err = policy.ArmingRecipeOf(policy.ArmingFace{TimeoutMs: -1}, policy.ArmingBind{})
	fmt.Println(errors.Is(err, policy.ErrArmingRecipeValue))
	// Output:
	// {"v":2,"settingsDenyRules":["git push --force"],"timeoutMs":15000,"denialLimit":{"maxConsecutive":3,"maxTotal":20,"autoDenyAfterMs":60000},"promptDigest":"sha256:ab12"} <nil>
	// true
}

// Two denial limits tighten bound by bound: the smaller counts, and the
// shorter window, where 0 is no window at all rather than a short one.
func ExampleTightenDenialLimit() {
	noWindow := int64(0)
	a := &policy.DenialLimit{MaxConsecutive: 5, AutoDenyAfterMs: &noWindow}
	b := &policy.DenialLimit{MaxTotal: 8}
	fmt.Printf("%+v\n", policy.TightenDenialLimit(a, b))
	// Output:
	// {MaxConsecutive:3 MaxTotal:8 AutoDenyAfterMs:60000}
}

// A card answers a question only for the classes it carried; ordinary is
// answered by any card, and an unclassified question by none.
func ExampleAskGrantCovers() {
	card := []policy.AskClass{policy.AskOrdinary, policy.AskProbe}
	fmt.Println(policy.AskGrantCovers(card, []policy.AskClass{policy.AskProbe}))
	fmt.Println(policy.AskGrantCovers(card, []policy.AskClass{policy.AskShellFloor}))
	fmt.Println(policy.AskGrantCovers(card, nil))
	// Output:
	// true
	// false
	// false
}

// A grant is bound to the canonical bytes of what the person was shown; a
// snapshot two readers could read differently has no shape at all.
func ExampleAskGrantShapeOf() {
	shape, ok := policy.AskGrantShapeOf(struct {
		Path string `json:"path"`
		Mode int    `json:"mode"`
	}{"a.txt", 420})
	fmt.Println(shape, ok)

	_, ok = policy.AskGrantShapeOf(json.RawMessage(`{"path":"a.txt","Path":"/etc/shadow"}`))
	fmt.Println(ok)

	_, ok = policy.AskGrantShapeOf(strings.Repeat("x", policy.MaxAskGrantShapeBytes))
	fmt.Println(ok)
	// Output:
	// {"mode":420,"path":"a.txt"} true
	// false
	// false
}

// A person's clean allow becomes a grant only when something can match it:
// an approver with an identity and a snapshot with a shape.
func ExampleNewAskGrant() {
	op := approver{name: "operator", id: policy.NewApproverID()}
	g, ok := policy.NewAskGrant(op, map[string]string{"cmd": "ls"}, 900, []policy.AskClass{policy.AskProbe, policy.AskOrdinary})
	fmt.Println(g.Shape, g.Classes, ok)

	var none *ptrApprover // a nil pointer is no approver
	_, ok = policy.NewAskGrant(none, "ls", 900, nil)
	fmt.Println(ok)
	// Output:
	// {"cmd":"ls"} [ordinary probe] true
	// false
}

// An engine refuses, at its edge, a spec the policy would read as
// something else, and hears about every seat at once.
func ExampleTaskSpec_Validate() {
	err := policy.TaskSpec{ReadFace: "Roots", InteractionPosture: policy.PostureInteractive, InteractiveTools: policy.ToggleOff, MaxTurns: -1}.Validate()
	fmt.Println(err)
	// Output:
	// policy: TaskSpec.ReadFace holds "Roots", which is not a face ("", "roots" or "host")
	// policy: TaskSpec.MaxTurns holds -1, which is not a turn budget (0 for none, or a positive limit)
	// policy: TaskSpec.InteractionPosture is "interactive" while InteractiveTools is off: an interactive leg without human-facing tools is refused at prepare; state "headless"
}

// A leg that never asks a person states both halves of its posture; a
// loose parent cannot lift either.
func ExampleEngineHeadlessLegSeats() {
	spec := policy.TightenTaskSpec(policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.EngineHeadlessLegSeats())
	fmt.Println(spec.InteractiveTools, spec.InteractionPosture)
	// Output:
	// off headless
}

// The seats the tighten governs but the carrier does not carry each come
// with the reason, where a reader will look for it.
func ExampleChildClampSeatsNotCarried() {
	for _, seat := range []string{"InteractionPosture", "MaxTurns", "AllowedTools"} {
		_, listed := policy.ChildClampSeatsNotCarried()[seat]
		fmt.Println(seat, listed)
	}
	fmt.Println(policy.ChildClampSeatNames())
	// Output:
	// InteractionPosture true
	// MaxTurns true
	// AllowedTools true
	// [HandsReadOnly InteractiveTools ReadFace WriteFace ReadDenyPatterns]
}

// The zero Clamps is the mark of a skipped carrier, and is told apart from
// clamps that carry nothing; neither can be persisted.
func ExampleClamps_IsZero() {
	var skipped policy.Clamps
	nothing := policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    false,
		InteractiveTools: policy.ToggleUnset,
		ReadFace:         policy.FaceUnset,
		WriteFace:        policy.FaceUnset,
		ReadDenyPatterns: nil,
	})
	fmt.Println(skipped.IsZero(), nothing.IsZero(), nothing.ClampsNothing())
	_, err := json.Marshal(nothing)
	fmt.Println(errors.Is(err, policy.ErrClampsNotPersisted))
	// Output:
	// true false true
	// true
}
