// want package:"summary"

// Package hold keeps a child's spec in a job until it starts.
package hold

import (
	"example.com/own/lanes"
	"example.com/own/pol"
)

// Job holds a child's spec.
type Job struct{ Spec pol.Spec }

// New builds a job whose spec comes from the constructor.
func New(p pol.Spec) *Job { return &Job{Spec: lanes.Child(p)} }

// Open loosens the job's spec: its summary says which seat.
func (j *Job) Open() { j.Spec.ReadOnly = false }

// Name writes a field that is no seat.
func (j *Job) Name() { j.Spec.Turns = 1 }
