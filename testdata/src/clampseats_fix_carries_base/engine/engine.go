package engine

import "example.com/carries/policy"

// The fix for an omitted seat writes it from the base every other seat is
// read from, and only then: a fix never writes a zero where a value was
// carried.

// Spec is a spec with a field for every seat.
type Spec struct {
	ReadOnly bool
	Face     string
	Deny     []string
}

// Task holds a spec; Run holds a task through a pointer.
type Task struct{ Spec Spec }

type Run struct{ Task *Task }

// Limits is embedded in Wide: its Deny is promoted.
type Limits struct{ Deny []string }

type Wide struct {
	ReadOnly bool
	Face     string
	Limits
}

// Rules has a Deny of another type: not assignable to the seat.
type Rules struct {
	ReadOnly bool
	Face     string
	Deny     []int
}

// Faces has only a face: it cannot carry the other seats.
type Faces struct{ Face string }

// Default is a package-level base.
var Default Spec

func parentSeats(parent Spec) policy.Clamps {
	return policy.Carry(policy.Source{ // want `policy.Source literal omits seat Face: name every seat`
		ReadOnly: parent.ReadOnly,
		Deny:     parent.Deny,
	})
}

func wakerSeats(w Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: w.ReadOnly, Face: w.Face}) // want `policy.Source literal omits seat Deny`
}

func runSeats(run *Run) policy.Clamps {
	return policy.Carry(policy.Source{ // want `policy.Source literal omits seats ReadOnly, Deny`
		Face: run.Task.Spec.Face,
	})
}

func promoted(w Wide) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: w.ReadOnly, Face: w.Face}) // want `policy.Source literal omits seat Deny`
}

func packageBase() policy.Clamps {
	return policy.Carry(policy.Source{Face: Default.Face, Deny: Default.Deny}) // want `policy.Source literal omits seat ReadOnly`
}

// No base can be inferred below: the finding comes without a fix.

func notAssignable(r Rules) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: r.ReadOnly, Face: r.Face}) // want `policy.Source literal omits seat Deny`
}

func noSuchField(f Faces) policy.Clamps {
	return policy.Carry(policy.Source{Face: f.Face}) // want `policy.Source literal omits seats ReadOnly, Deny`
}

func twoBases(a, b Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: a.ReadOnly, Face: b.Face}) // want `policy.Source literal omits seat Deny`
}

func tightened(parent, own Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: parent.ReadOnly || own.ReadOnly, Face: parent.Face}) // want `policy.Source literal omits seat Deny`
}

func renamed(parent Spec, other Rules) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: parent.ReadOnly, Face: other.Face}) // want `policy.Source literal omits seat Deny`
}

func otherField(parent Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: parent.ReadOnly, Face: string(parent.Face)}) // want `policy.Source literal omits seat Deny`
}

func viaCall(get func() Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: get().ReadOnly, Face: get().Face}) // want `policy.Source literal omits seat Deny`
}

func viaIndex(specs []Spec) policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: specs[0].ReadOnly, Face: specs[0].Face}) // want `policy.Source literal omits seat Deny`
}

func literals() policy.Clamps {
	return policy.Carry(policy.Source{ReadOnly: true, Face: "roots"}) // want `policy.Source literal omits seat Deny`
}

func empty() policy.Source {
	return policy.Source{} // want `empty policy.Source literal: name every seat \(ReadOnly, Face, Deny\)`
}
