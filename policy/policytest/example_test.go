package policytest_test

import (
	"fmt"

	"github.com/sema-agent/policy"
	"github.com/sema-agent/policy/policytest"
)

// printer is a policytest.T that prints what a check reports; in a real
// test, pass the *testing.T.
type printer struct{}

func (printer) Helper()                             {}
func (printer) Errorf(format string, args ...any)   { fmt.Printf("error: "+format+"\n", args...) }
func (p printer) Fatalf(format string, args ...any) { p.Errorf(format, args...) }

// An engine's test checks each child-spec constructor against every clamp
// seat of the policy module. The fix leg below forgets to pass the parent's
// write face to the carrier, and the check says so; CheckKeepsOwn finds
// nothing, since a loose parent does not lift the leg's own values.
func ExampleCheckCarries() {
	fixLeg := func(parent policy.TaskSpec) policy.TaskSpec {
		spec := policy.TaskSpec{MaxTurns: 6}
		policy.ChildClampSeats(policy.ChildClampSource{
			HandsReadOnly:    parent.HandsReadOnly,
			InteractiveTools: parent.InteractiveTools,
			ReadFace:         parent.ReadFace,
			WriteFace:        policy.FaceUnset, // forgot parent.WriteFace
			ReadDenyPatterns: parent.ReadDenyPatterns,
		}).Apply(&spec)
		return spec
	}
	policytest.CheckCarries(printer{}, fixLeg)
	policytest.CheckKeepsOwn(printer{}, fixLeg)
	// Output:
	// error: parent clamping only WriteFace:
	//  got child {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace: ReadDenyPatterns:[] InteractionPosture: MaxTurns:6 AllowedTools:[]}
	// want child {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace:roots ReadDenyPatterns:[] InteractionPosture: MaxTurns:6 AllowedTools:[]}
	// error: parent holding the misspelt WriteFace {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace:Roots ReadDenyPatterns:[] InteractionPosture: MaxTurns:0 AllowedTools:[]} (read as its restricting value):
	//  got child {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace: ReadDenyPatterns:[] InteractionPosture: MaxTurns:6 AllowedTools:[]}
	// want child {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace:roots ReadDenyPatterns:[] InteractionPosture: MaxTurns:6 AllowedTools:[]}
	// error: parent clamping every seat: the child does not hold the WriteFace clamp: {HandsReadOnly:true InteractiveTools:off ReadFace:roots WriteFace: ReadDenyPatterns:[{Rule:.env CaseNote:case-insensitive} {Rule:*.pem CaseNote:}] InteractionPosture: MaxTurns:6 AllowedTools:[]}
}
