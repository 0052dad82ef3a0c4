package agents // want package:"example.com/engine/agents files=agents.go decls=Generic:type:agents.go,Generic.Spec:method:agents.go:carrier,IntBox:alias=Generic:agents.go,P:alias=Teacher:agents.go,Ptr:alias=Teacher:agents.go,T:alias=Teacher:agents.go,Teacher:type:agents.go,Teacher.NoCall:method:agents.go,Teacher.Ptr:method:agents.go:carrier,Teacher.Spec:method:agents.go:carrier"

import "example.com/engine/policy"

// Teacher's methods are declared through aliases of it: they are Teacher's
// methods, and a row names them Teacher.Method.
type Teacher struct{ parent policy.Source }

// T is an alias of Teacher.
type T = Teacher

// P is an alias of an alias.
type P = T

// Ptr is an alias of a pointer to Teacher.
type Ptr = *Teacher

// Spec is Teacher.Spec, declared with the alias as its receiver.
func (t T) Spec() policy.Clamps { return policy.Carry(t.parent) }

// Ptr is Teacher.Ptr, through an alias of an alias, by pointer.
func (p *P) Ptr() policy.Clamps { return policy.Carry(p.parent) }

// NoCall is Teacher.NoCall, through an alias of a pointer type.
func (p Ptr) NoCall() policy.Clamps { return policy.Clamps{} }

// Generic has a method declared through an alias of its instance.
type Generic[X any] struct{ parent policy.Source }

// Spec calls the carrier.
func (g *Generic[X]) Spec() policy.Clamps { return policy.Carry(g.parent) }

// IntBox is an alias of an instance of Generic.
type IntBox = Generic[int]
