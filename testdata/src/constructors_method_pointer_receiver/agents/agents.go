package agents // want package:"example.com/engine/agents files=agents.go decls=Box:type:agents.go,Box.Spec:method:agents.go:carrier,Pair:type:agents.go,Pair.Spec:method:agents.go:carrier,Ptr:type:agents.go,Ptr.NoCall:method:agents.go,Ptr.Spec:method:agents.go:carrier,Val:type:agents.go,Val.Spec:method:agents.go:carrier"

import "example.com/engine/policy"

// Ptr has a pointer-receiver constructor.
type Ptr struct{ parent policy.Source }

// Spec calls the carrier.
func (p *Ptr) Spec() policy.Clamps { return policy.Carry(p.parent) }

// NoCall does not.
func (p *Ptr) NoCall() policy.Clamps { return policy.Clamps{} }

// Val has a value-receiver constructor.
type Val struct{ parent policy.Source }

// Spec calls the carrier.
func (v Val) Spec() policy.Clamps { return policy.Carry(v.parent) }

// Box and Pair have generic receivers.
type Box[T any] struct{ parent policy.Source }

// Spec calls the carrier.
func (b *Box[T]) Spec() policy.Clamps { return policy.Carry(b.parent) }

// Pair has two type parameters.
type Pair[K comparable, V any] struct{ parent policy.Source }

// Spec calls the carrier.
func (p Pair[K, V]) Spec() policy.Clamps { return policy.Carry(p.parent) }
