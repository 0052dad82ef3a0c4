// want package:"summary"

// Package relay starts jobs without importing the carrier's package: a seat
// is known by its name from the carriers in view, so a write on the way is
// still found.
package relay

import (
	"example.com/own/hold"
	"example.com/own/sink"
)

// Relay loosens a seat of the job it is handed, then starts it.
func Relay(j *hold.Job) {
	j.Spec.ReadOnly = false // want `written after its clamps \(seat ReadOnly\)`
	sink.Run(&j.Spec)
}

// Renamed writes a field that is no seat.
func Renamed(j *hold.Job) {
	j.Spec.Turns = 2
	sink.Run(&j.Spec)
}

// Opened has the job's own method loosen it, then starts it.
func Opened(j *hold.Job) {
	j.Open() // want `written after its clamps \(seat ReadOnly\)`
	sink.Run(&j.Spec)
}

// Named has the job's method write a field that is no seat.
func Named(j *hold.Job) {
	j.Name()
	sink.Run(&j.Spec)
}
