package agents // want package:"example.com/engine/agents files=agents.go decls=Explicit:func:agents.go:carrier,Inferred:func:agents.go:carrier"

import "example.com/engine/gpolicy"

// Explicit instantiates the carrier explicitly.
func Explicit(parent gpolicy.Source) gpolicy.Clamps { return gpolicy.Carry[int](parent, 0) }

// Inferred lets the type argument be inferred.
func Inferred(parent gpolicy.Source) gpolicy.Clamps { return gpolicy.Carry(parent, "x") }
