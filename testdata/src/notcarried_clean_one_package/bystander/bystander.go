package bystander

// Package bystander takes no part: it exports no fact (analysistest would
// report an unexpected one).

// Spec has fields named like seats, which mean nothing here.
type Spec struct{ MaxTurns int }

// Turns reads a field named like a seat.
func Turns(s Spec) int { return s.MaxTurns }
