package agents

import (
	"errors"
	"fmt"
	"slices"

	"example.com/agentengine/task"
	"github.com/sema-agent/policy"
)

// Deployment is the part of a deployment's configuration that every run of
// the deployment, and every leg the engine runs on its own behalf, inherits:
// the clamps an operator set for the whole deployment.
//
// A deployment states no interactivity clamp: whether a person can be asked
// is a property of the channel a task arrives on, not of the deployment.
type Deployment struct {
	Name      string
	ReadOnly  bool
	ReadFace  policy.Face
	WriteFace policy.Face
	ReadDeny  []policy.ReadDenyEntry
}

// Validate refuses a face the policy does not know (a typo such as
// "Roots"): the policy would read it as roots, but a deployment's operator
// should hear about it where the configuration enters the engine.
func (d Deployment) Validate() error {
	if err := (policy.TaskSpec{ReadFace: d.ReadFace, WriteFace: d.WriteFace}).Validate(); err != nil {
		return fmt.Errorf("deployment %s: %w", d.Name, err)
	}
	return nil
}

// Teacher distils lessons from finished runs into notes that later runs
// read. Its lesson legs are the deployment's own legs, not a run's children:
// their parent is the deployment, whose clamps they inherit.
type Teacher struct {
	deployment Deployment
	// parent is the deployment's clamps as a spec: the parent of every
	// lesson leg. It states no interactivity clamp (see Deployment).
	parent   policy.TaskSpec
	legTurns int
	lessons  int
}

// NewTeacher returns the teacher of deployment d; each lesson leg gets
// legTurns turns.
func NewTeacher(d Deployment, legTurns int) (*Teacher, error) {
	if d.Name == "" {
		return nil, errors.New("agents: a teacher needs a named deployment")
	}
	if legTurns <= 0 {
		return nil, fmt.Errorf("agents: a lesson leg needs a positive turn budget, not %d", legTurns)
	}
	d.ReadDeny = slices.Clone(d.ReadDeny)
	parent := policy.TaskSpec{HandsReadOnly: d.ReadOnly, ReadFace: d.ReadFace, WriteFace: d.WriteFace, ReadDenyPatterns: d.ReadDeny}
	return &Teacher{deployment: d, parent: parent, legTurns: legTurns}, nil
}

// LessonTask returns the task of a lesson leg that reviews finished.
func (t *Teacher) LessonTask(finished *task.Run) *task.Task {
	t.lessons++
	return &task.Task{
		ID:   fmt.Sprintf("%s/lesson-%d", t.deployment.Name, t.lessons),
		Lane: task.LaneTeacher,
		Goal: fmt.Sprintf("distil a lesson from run %s (%s): %s", finished.Task.ID, finished.Status, finished.Task.Goal),
		Spec: t.inheritedDeploymentConfig(),
	}
}

// inheritedDeploymentConfig builds a lesson leg's spec: the leg writes its
// notes under its own roots and nowhere else, then inherits every clamp of
// the deployment.
func (t *Teacher) inheritedDeploymentConfig() policy.TaskSpec {
	spec := policy.TaskSpec{
		WriteFace:    policy.FaceRoots,
		MaxTurns:     t.legTurns,
		AllowedTools: []string{"read_file", "search", "write_file"},
	}
	d := t.parent
	policy.ChildClampSeats(policy.ChildClampSource{
		HandsReadOnly:    d.HandsReadOnly,
		InteractiveTools: d.InteractiveTools, // unset: a deployment states no interactivity clamp
		ReadFace:         d.ReadFace,
		WriteFace:        d.WriteFace,
		ReadDenyPatterns: d.ReadDenyPatterns,
	}).Apply(&spec)
	return spec
}
