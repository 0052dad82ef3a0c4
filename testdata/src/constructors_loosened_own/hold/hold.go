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

// Adjuster adjusts a spec before it starts.
type Adjuster interface{ Adjust(s *pol.Spec) }

// Widener is an Adjuster that loosens a seat.
type Widener struct{}

// Adjust loosens the spec it is given.
func (Widener) Adjust(s *pol.Spec) { s.ReadOnly = false }

// Reader only reads what it is given.
type Reader interface{ Read(s *pol.Spec) int }

// Counter is a Reader.
type Counter struct{}

// Read reads a seat.
func (*Counter) Read(s *pol.Spec) int { return len(s.Deny) }

// Tuner tunes a spec before it starts; no type in view implements it.
type Tuner interface{ Tune(s *pol.Spec) }
