// want package:"summary"

// Package sink starts children.
package sink

import "example.com/own/pol"

// Job is a child's task.
type Job struct {
	Name string
	Spec pol.Spec
}

// Runner starts jobs.
type Runner struct{}

// Start starts a job.
//
//clampvet:spawn
func (*Runner) Start(j *Job) {}
