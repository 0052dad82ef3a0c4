package policy_test

import (
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
		InteractiveTools: policy.On,
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
		InteractiveTools:   policy.On,
		ReadFace:           policy.FaceHost,
		InteractionPosture: policy.PostureInteractive,
		MaxTurns:           20,
		AllowedTools:       []string{"read", "write", "shell"},
	}
	tightening := policy.TaskSpec{
		HandsReadOnly:    true,
		InteractiveTools: policy.Off,
		ReadFace:         policy.FaceRoots,
		WriteFace:        policy.FaceHost, // not restricting: ignored
		MaxTurns:         50,              // looser: ignored
		AllowedTools:     []string{"shell", "read", "fetch"},
	}
	out := policy.TightenTaskSpec(spec, tightening)
	fmt.Printf("%+v\n", out)
	// Output:
	// {HandsReadOnly:true InteractiveTools:off ReadFace:roots WriteFace: ReadDenyPatterns:[] InteractionPosture:interactive MaxTurns:20 AllowedTools:[read shell]}
}

// A redeeming deployment folds the ancestor's recorded arming against its own
// current face. With equal prompt bodies the rebuild proceeds under the
// stricter knobs; a moved body refuses.
func ExampleFold() {
	recorded := []byte(`{"v":2,"settingsDenyRules":["git push --force"],"timeoutMs":20000,"denialLimit":{"maxConsecutive":3},"settingsEpoch":"rev-41"}`)

	current, _ := policy.RecipeOf(policy.ArmingFace{
		SettingsDenyRules: []string{"git push --force"},
		TimeoutMs:         8000,
		DenialLimit:       &policy.DenialLimit{MaxConsecutive: 5, AutoDenyAfterMs: new(int64)}, // 0: no window
		SettingsEpoch:     "rev-42",
	}, policy.Bind{})
	currentJSON, _ := current.Marshal()

	folded, err := policy.Fold(recorded, currentJSON)
	if err != nil {
		fmt.Println(err)
		return
	}
	effective, _ := folded.Effective.Marshal()
	fmt.Println(string(effective))
	fmt.Println("tightened:", folded.Tightened)

	moved, _ := policy.RecipeOf(policy.ArmingFace{SettingsDenyRules: []string{"rm -rf"}, SettingsEpoch: "rev-41"}, policy.Bind{})
	movedJSON, _ := moved.Marshal()
	_, err = policy.Fold(recorded, movedJSON)
	var refusal *policy.Refusal
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

// Sanitize accepts only a recipe it fully understands and returns its
// canonical form; anything else is "no recipe".
func ExampleSanitize() {
	for _, raw := range []string{
		`{"timeoutMs": 1.2e4, "v": 2, "sessionContext": []}`,
		`{"v": 1}`,
		`{"v": 2, "timeoutMs": 0.5}`,
		`{"v": 2, "settingsDenyRules": ["rm", 7]}`,
	} {
		r, ok := policy.Sanitize([]byte(raw))
		if !ok {
			fmt.Println("no recipe")
			continue
		}
		b, _ := r.Marshal()
		fmt.Println(string(b))
	}
	// Output:
	// {"v":2,"timeoutMs":12000}
	// no recipe
	// no recipe
	// no recipe
}
