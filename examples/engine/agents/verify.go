package agents

import (
	"fmt"
	"slices"
	"strings"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// The verify gate's budgets.
const (
	verifierTurns      = 6
	fixTurnsPerFinding = 5
	maxFixTurns        = 30
)

// Verdict is what the verifier leg concluded about a run's answer.
type Verdict struct {
	Pass     bool
	Findings []string // why it failed; empty when it passed
}

// ParseVerdict reads a verifier's answer: "PASS", or "FAIL:" followed by
// findings separated by semicolons. Anything else is an error: a verifier
// that cannot say what it found has not verified anything.
func ParseVerdict(answer string) (Verdict, error) {
	answer = strings.TrimSpace(answer)
	if answer == "PASS" {
		return Verdict{Pass: true}, nil
	}
	rest, ok := strings.CutPrefix(answer, "FAIL:")
	if !ok {
		return Verdict{}, fmt.Errorf("agents: verifier answered %q: want PASS or FAIL: finding; finding", answer)
	}
	var v Verdict
	for _, f := range strings.Split(rest, ";") {
		if f = strings.TrimSpace(f); f != "" {
			v.Findings = append(v.Findings, f)
		}
	}
	if len(v.Findings) == 0 {
		return Verdict{}, fmt.Errorf("agents: verifier failed the answer without a finding: %q", answer)
	}
	return v, nil
}

// VerifierTask returns the task of the leg that checks parent's answer.
func VerifierTask(parent *task.Run) (*task.Task, error) {
	if parent == nil || parent.Task == nil {
		return nil, errNoParent
	}
	return &task.Task{
		ID:       childID(parent, task.LaneVerifier),
		ParentID: parent.Task.ID,
		Lane:     task.LaneVerifier,
		Goal:     fmt.Sprintf("verify the answer of run %s to %q: %s", parent.Task.ID, parent.Task.Goal, parent.Output),
		Spec:     verifierSpec(parent),
	}, nil
}

// verifierSpec builds the verify gate's checking leg: it reads and runs the
// tests, never writes, never asks a person, and has a short budget; the
// parent's clamps can only tighten that. It is a variable holding a func
// literal, a shape clampvet reads like a func declaration.
var verifierSpec = func(parent *task.Run) policy.TaskSpec {
	leg := policy.TaskSpec{
		HandsReadOnly: true,
		MaxTurns:      verifierTurns,
		AllowedTools:  []string{"read_file", "search", "run_tests"},
	}
	leg = policy.TightenTaskSpec(leg, policy.EngineHeadlessLegSeats())
	clamps := policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.Task.Spec.HandsReadOnly,
		InteractiveTools: parent.Task.Spec.InteractiveTools,
		ReadFace:         parent.Task.Spec.ReadFace,
		WriteFace:        parent.Task.Spec.WriteFace,
		ReadDenyPatterns: parent.Task.Spec.ReadDenyPatterns,
	})
	clamps.Apply(&leg)
	return leg
}

// FixTask returns the task of the leg that repairs what the verifier found
// in parent's answer.
func FixTask(parent *task.Run, v Verdict) (*task.Task, error) {
	if parent == nil || parent.Task == nil {
		return nil, errNoParent
	}
	if v.Pass || len(v.Findings) == 0 {
		return nil, fmt.Errorf("agents: run %s passed verification: there is nothing to fix", parent.Task.ID)
	}
	return &task.Task{
		ID:       childID(parent, task.LaneFix),
		ParentID: parent.Task.ID,
		Lane:     task.LaneFix,
		Goal:     fmt.Sprintf("fix the answer of run %s to %q: %s", parent.Task.ID, parent.Task.Goal, strings.Join(v.Findings, "; ")),
		Spec:     fixLegSpec(parent, v),
	}, nil
}

// fixLegSpec builds the verify gate's repairing leg: it acts in its parent's
// role (the parent's tools) but writes only under its own roots, with a
// budget sized by what there is to fix; then every clamp of the parent.
func fixLegSpec(parent *task.Run, v Verdict) policy.TaskSpec {
	spec := policy.TaskSpec{
		WriteFace:    policy.FaceRoots,
		MaxTurns:     min(fixTurnsPerFinding*len(v.Findings), maxFixTurns),
		AllowedTools: slices.Clone(parent.Task.Spec.AllowedTools),
	}
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    parent.Task.Spec.HandsReadOnly,
		InteractiveTools: parent.Task.Spec.InteractiveTools,
		ReadFace:         parent.Task.Spec.ReadFace,
		WriteFace:        parent.Task.Spec.WriteFace,
		ReadDenyPatterns: parent.Task.Spec.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}
