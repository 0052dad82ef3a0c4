// want package:"summary"

// Package helpers writes specs through the addresses it is given: some
// functions leave a carried seat written (their summary says which), some
// write only other fields, restore the clamps after a write, or write on
// an error path.
package helpers

import (
	"errors"

	"example.com/engine/agents"
	"example.com/engine/task"
	"github.com/sema-agent/policy"
)

// Open writes a carried seat of the spec it is given.
func Open(s *policy.TaskSpec) {
	s.ReadFace = policy.FaceHost
}

// Grant writes a carried seat through another helper.
func Grant(t *task.Task) {
	Open(&t.Spec)
}

// Hold is a task the engine keeps.
type Hold struct{ T task.Task }

// Widen is a method whose receiver's task loses a seat.
func (h *Hold) Widen() {
	h.T.Spec.WriteFace = policy.FaceHost
}

// Rename writes a field that is no carried seat.
func Rename(s *policy.TaskSpec) { s.MaxTurns = 9 }

// Reclamp writes a seat, then applies the clamps again.
func Reclamp(s *policy.TaskSpec, parent policy.TaskSpec) {
	s.ReadFace = policy.FaceHost
	*s = agents.ChildSpec(parent)
}

// Check writes a seat only on the path that returns an error.
func Check(s *policy.TaskSpec) error {
	if s.MaxTurns == 0 {
		s.HandsReadOnly = false
		return errors.New("no turns")
	}
	return nil
}

// Reset stores the zero spec over the one it is given.
func Reset(s *policy.TaskSpec) { *s = policy.TaskSpec{} }

// Put stores src over dst: what it leaves is as clean as src.
func Put(dst *policy.TaskSpec, src policy.TaskSpec) { *dst = src }

// Preparer prepares a task before it starts.
type Preparer interface{ Prepare(t *task.Task) }

// Sharer prepares a task by widening its write face.
type Sharer struct{}

// Prepare widens the task's write face.
func (*Sharer) Prepare(t *task.Task) { t.Spec.WriteFace = policy.FaceHost }

// Logger records a task; no implementation in view writes through it.
type Logger interface{ Log(t *task.Task) }

// Tuner tunes a spec before it starts; no type in view implements it.
type Tuner interface{ Tune(s *policy.TaskSpec) }

// WidenEvery widens every task of the list it is handed: a function that
// writes a seat through memory it reads, whose summary tells the packages
// that call it.
func WidenEvery(list []*task.Task) {
	for _, t := range list {
		t.Spec.WriteFace = policy.FaceHost
	}
}
