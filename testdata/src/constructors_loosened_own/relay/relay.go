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
