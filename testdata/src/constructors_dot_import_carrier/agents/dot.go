package agents

import . "example.com/engine/policy"

// Dotted calls the carrier through a dot import.
func Dotted(parent Source) Clamps { return Carry(parent) }

// Deferred calls it in a deferred closure.
func Deferred(parent Source) (c Clamps) {
	defer func() { c = Carry(parent) }() // want `^clamps made in a deferred func literal are not followed: make and apply them before returning$`
	return c
}

// NotCalled only names the dot-imported package's types.
func NotCalled(parent Source) Clamps { return Clamps{} }
