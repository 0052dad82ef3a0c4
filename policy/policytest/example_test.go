package policytest_test

import (
	"fmt"
	"slices"

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
// write face to the carrier, and the check says so once, with the first
// parent that shows it; CheckKeepsOwn finds nothing, since a loose parent
// does not lift the leg's own values.
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
	// error: policytest: under parent {HandsReadOnly:false InteractiveTools:unset ReadFace: WriteFace:roots ReadDenyPatterns:[] InteractionPosture: MaxTurns:0 AllowedTools:[]}: the child's WriteFace is "", want "roots" (the child of the same parent without its clamps, with the parent's clamps carried onto it)
}

// An engine with its own spec, clamp source and carrier checks its
// constructors through an Engine it fills in once. The sandbox leg below
// skips the carrier when its parent has a turn budget, as most real parents
// do; the probes vary every field of the parent, so the check finds it.
func ExampleEngine() {
	type spec struct {
		ReadOnly bool
		Deny     []string
		Budget   int
	}
	type source struct {
		ReadOnly bool
		Deny     []string
	}
	carry := func(src source, s *spec) { // the engine's carrier, applied
		s.ReadOnly = s.ReadOnly || src.ReadOnly
		s.Deny = append(slices.Clip(s.Deny), src.Deny...)
	}
	engine := policytest.Engine[spec, source]{
		Seats:  []string{"ReadOnly", "Deny"},
		Carry:  carry,
		Strict: spec{ReadOnly: true, Deny: []string{".env", "*.pem", "secrets/**"}},
	}
	sandboxLeg := func(parent spec) spec {
		child := spec{Budget: 5}
		if parent.Budget == 0 { // the bug: a budgeted parent's clamps are dropped
			carry(source{ReadOnly: parent.ReadOnly, Deny: parent.Deny}, &child)
		}
		return child
	}
	engine.CheckCarries(printer{}, sandboxLeg)
	// Output:
	// error: policytest: under parent {ReadOnly:true Deny:[] Budget:2}: the child's ReadOnly is false, want true (the child of the same parent without its clamps, with the parent's clamps carried onto it)
	// error: policytest: under parent {ReadOnly:false Deny:[.env *.pem secrets/**] Budget:2}: the child's Deny is [], want [.env *.pem secrets/**] (the child of the same parent without its clamps, with the parent's clamps carried onto it)
}
