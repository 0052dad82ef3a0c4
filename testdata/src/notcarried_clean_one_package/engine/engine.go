package engine

// Package engine declares no role but imports one that takes part: it
// carries the roles forward in its own fact.

import "example.com/clean/clamp"

// Child builds a child spec.
func Child(parent clamp.Spec) clamp.Spec {
	_ = clamp.Carry(clamp.Source{HandsReadOnly: parent.HandsReadOnly, ReadFace: parent.ReadFace})
	return clamp.Tighten(clamp.Spec{}, parent)
}
