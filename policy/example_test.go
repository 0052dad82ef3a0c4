package policy_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sema-agent/policy"
)

// A constructor builds a verifier leg for a parent that runs with read-only
// hands, roots-confined reads and one deny rule. The verifier states its own
// values first, merges the headless-leg seats, then applies the parent's
// clamps through the one carrier: the parent's restricting values tighten the
// spec, its loose ones (an "on" toggle, a host write face) change nothing.
func ExampleChildClampSeats() {
	parent := policy.ChildClampSource{
		HandsReadOnly:    true,
		InteractiveTools: policy.ToggleOn,
		ReadFace:         policy.FaceRoots,
		WriteFace:        policy.FaceHost,
		ReadDenyPatterns: []policy.ReadDenyEntry{{Rule: "**/.env", CaseNote: "case-insensitive"}},
	}

	spec := policy.TaskSpec{MaxTurns: 8, AllowedTools: []string{"read", "grep"}}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(parent).Apply(&spec)

	fmt.Println("hands read-only:", spec.HandsReadOnly)
	fmt.Println("interactive tools:", spec.InteractiveTools)
	fmt.Println("posture:", spec.InteractionPosture)
	fmt.Printf("read face %q, write face %q\n", spec.ReadFace, spec.WriteFace)
	fmt.Println("deny:", spec.ReadDenyPatterns)
	fmt.Println("turns:", spec.MaxTurns, "tools:", spec.AllowedTools)
	// Output:
	// hands read-only: true
	// interactive tools: off
	// posture: headless
	// read face "roots", write face ""
	// deny: [{**/.env case-insensitive}]
	// turns: 8 tools: [read grep]
}

// Tightening a spec keeps, per seat, the stricter value: a loose tightening
// value never replaces a spec's own.
func ExampleTightenTaskSpec() {
	spec := policy.TaskSpec{
		InteractiveTools:   policy.ToggleOn,
		ReadFace:           policy.FaceHost,
		InteractionPosture: policy.PostureInteractive,
		MaxTurns:           20,
		AllowedTools:       []string{"read", "write", "shell"},
	}
	tightening := policy.TaskSpec{
		HandsReadOnly:    true,
		InteractiveTools: policy.ToggleOff,
		ReadFace:         policy.FaceRoots,
		WriteFace:        policy.FaceHost, // not restricting: ignored
		MaxTurns:         50,              // looser: ignored
		AllowedTools:     []string{"shell", "read", "fetch"},
	}
	out := policy.TightenTaskSpec(spec, tightening)
	fmt.Printf("%+v\n", out)
	// The interactive posture became headless: with no human-facing tool
	// the leg cannot ask a person, and the prepare door refuses the pair.
	fmt.Println(out.Validate())
	// Output:
	// {HandsReadOnly:true InteractiveTools:off ReadFace:roots WriteFace: ReadDenyPatterns:[] InteractionPosture:headless MaxTurns:20 AllowedTools:[read shell]}
	// <nil>
}

// A redeeming deployment folds the ancestor's recorded arming against its own
// current face. With equal prompt bodies the rebuild proceeds under the
// stricter knobs; a moved body refuses.
func ExampleFoldArmingRecipe() {
	recorded := []byte(`{"v":2,"settingsDenyRules":["git push --force"],"timeoutMs":20000,"denialLimit":{"maxConsecutive":3},"settingsEpoch":"rev-41"}`)

	current, err := policy.ArmingRecipeOf(policy.ArmingFace{
		SettingsDenyRules: []string{"git push --force"},
		TimeoutMs:         8000,
		DenialLimit:       &policy.DenialLimit{MaxConsecutive: 5, AutoDenyAfterMs: new(int64)}, // 0: no window
		SettingsEpoch:     "rev-42",
	}, policy.ArmingBind{})
	if err != nil {
		fmt.Println("the deployment's face is not serializable:", err)
		return
	}
	currentJSON, _ := current.Marshal()

	folded, err := policy.FoldArmingRecipe(recorded, currentJSON)
	if err != nil {
		fmt.Println(err)
		return
	}
	effective, _ := folded.Effective.Marshal()
	fmt.Println(string(effective))
	fmt.Println("tightened:", folded.Tightened)

	moved, err := policy.ArmingRecipeOf(policy.ArmingFace{SettingsDenyRules: []string{"rm -rf"}, SettingsEpoch: "rev-41"}, policy.ArmingBind{})
	if err != nil {
		fmt.Println(err)
		return
	}
	movedJSON, _ := moved.Marshal()
	_, err = policy.FoldArmingRecipe(recorded, movedJSON)
	var refusal *policy.RebuildRefusal
	if errors.As(err, &refusal) {
		fmt.Println(refusal.Reason)
	}
	// Output:
	// {"v":2,"settingsDenyRules":["git push --force"],"timeoutMs":8000,"denialLimit":{"maxConsecutive":3,"maxTotal":20,"autoDenyAfterMs":60000},"settingsEpoch":"rev-41"}
	// tightened: true
	// epoch_inconsistent
}

// A child's gate reuses the answer a person gave at the ancestor's approver,
// on the same bytes, for a covering question: one frame is booked, and the
// grant is gone.
func ExampleConsumeAskGrant() {
	ancestor := approver{name: "operator", id: policy.NewApproverID()}
	child := wrapped{inner: ancestor, provenance: "delegation 3"}

	grant, _ := policy.NewAskGrant(ancestor, map[string]string{"cmd": "make deploy"}, 4200, []policy.AskClass{policy.AskOrdinary})
	grants := map[string]policy.AskGrant{"call-9": grant}
	var review policy.HumanReview

	ask := policy.AskRequest{CallID: "call-9", Presented: map[string]string{"cmd": "make deploy"}, Classes: []policy.AskClass{policy.AskOrdinary}}
	res, ok := policy.ConsumeAskGrant(grants, child, &review, ask)
	fmt.Println(ok, string(res.PresentedInput), review.Count, review.TotalWaitMs, len(grants))

	_, ok = policy.ConsumeAskGrant(grants, child, &review, ask)
	fmt.Println("second time:", ok)
	// Output:
	// true {"cmd":"make deploy"} 1 4200 0
	// second time: false
}

// SanitizeArmingRecipe accepts only a recipe it fully understands and returns its
// canonical form; anything else is refused with its reason, which a caller
// can tell apart with errors.Is and say out loud.
func ExampleSanitizeArmingRecipe() {
	for _, raw := range []string{
		`{"timeoutMs": 1.2e4, "v": 2, "sessionContext": []}`,
		`{"v": 1}`,
		`{"v": 2, "timeoutMs": 0.5}`,
		`{"v": 2, "settingsDenyRules": ["rm", 7]}`,
		`{"v": 2, "failureThreshold": 3}`,
	} {
		r, err := policy.SanitizeArmingRecipe([]byte(raw))
		switch {
		case errors.Is(err, policy.ErrArmingRecipeVersion):
			fmt.Println("unknown version:", err)
		case err != nil:
			fmt.Println("refused:", err)
		default:
			b, _ := r.Marshal()
			fmt.Println(string(b))
		}
	}
	// Output:
	// {"v":2,"timeoutMs":12000}
	// unknown version: policy: recipe field "v": 1 is not 2
	// refused: policy: recipe field "timeoutMs": number 0.5 is not an integer
	// refused: policy: recipe field "settingsDenyRules": element 1: not a string
	// refused: policy: recipe field "failureThreshold": unknown field
}

// A run arms its provenance aggregate at prepare, records what it observes
// and what its children deliver, and reduces it to the attestation it
// delivers in turn. An observed external event outranks every gap; a gap
// (a child that delivered no attestation) makes clean unprovable.
func ExampleReduceAttestation() {
	agg := policy.NewProvenanceAggregate()
	fmt.Println("nothing observed:", policy.ReduceAttestation(agg, true))
	fmt.Println("child cut short:", policy.ReduceAttestation(agg, false))

	// A child delivered a card without an attestation: a gap.
	agg.RecordDelivered(policy.ReadCardAttestation(map[string]any{"summary": "done"}))
	fmt.Println("after a gap:", policy.ReduceAttestation(agg, true))

	// A child delivered external, as raw JSON: observed, so it reports.
	agg.RecordDelivered(policy.ReadCardAttestation(json.RawMessage(`{"attestation":"external"}`)))
	fmt.Println("after an external child:", policy.ReduceAttestation(agg, true))

	// A missing aggregate (lost on resume) proves nothing.
	fmt.Println("missing:", policy.ReduceAttestation(nil, true))
	// Output:
	// nothing observed: clean
	// child cut short: unknown
	// after a gap: unknown
	// after an external child: external
	// missing: unknown
}

// An aggregate persists as the seed's JSON shape and comes back with
// RestoreProvenanceAggregate. Unmarshaling into an aggregate only merges: it keeps
// evidence, and never turns an incomplete aggregate complete.
func ExampleRestoreProvenanceAggregate() {
	saved, _ := json.Marshal(policy.NewProvenanceAggregate())
	fmt.Println(string(saved))

	restored, err := policy.RestoreProvenanceAggregate(saved)
	fmt.Println("restored:", policy.ReduceAttestation(restored, true), err)

	_, err = policy.RestoreProvenanceAggregate([]byte(`{"version":2}`))
	fmt.Println(errors.Is(err, policy.ErrMalformedProvenanceAggregate))

	live := policy.NewProvenanceAggregate()
	live.RecordExternalInvocation()
	_ = json.Unmarshal(saved, live) // merges: the external event stays
	fmt.Println("live:", policy.ReduceAttestation(live, true))
	// Output:
	// {"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}
	// restored: clean <nil>
	// true
	// live: external
}

// A child run's effective content safety is its parent's snapshot narrowed
// by its own config: it may trust fewer tools, never more, and exec is
// external content if either side says so.
func ExampleNarrowContentSafety() {
	parent := &policy.ContentSafety{TrustedTools: []string{"read", "grep", "fetch"}}
	own := &policy.ContentSafety{TrustedTools: []string{"grep", "read", "shell"}, ExecIsExternalContent: true}
	eff, err := policy.NarrowContentSafety(parent, own)
	fmt.Println(eff.TrustedTools, eff.ExecIsExternalContent, err)

	// With neither side there is nothing to narrow: trust nothing, and say so.
	eff, err = policy.NarrowContentSafety(nil, nil)
	fmt.Println(eff.TrustedTools, eff.ExecIsExternalContent, errors.Is(err, policy.ErrNoContentSafety))
	// Output:
	// [grep read] true <nil>
	// [] true true
}
