package a

// Package a declares a carrier that reads every seat, a seat list equal to
// the source's fields, and constructions that name every seat.

// Face is a containment face.
type Face string

// Source is the clamp source.
type Source struct {
	ReadOnly bool
	Face     Face
	Deny     []string
	Max      int
}

// Clamps is what the carrier returns.
type Clamps struct{ n int }

// Seats lists the seats as string literals, in field order.
//
//clampvet:seats
var Seats = []string{"ReadOnly", "Face", "Deny", "Max"}

// Carry reads every seat; taking a seat's address counts as a read.
//
//clampvet:carrier
func Carry(src Source) Clamps {
	var c Clamps
	if src.ReadOnly {
		c.n++
	}
	if (src).Face == "roots" {
		c.n++
	}
	c.n += len(src.Deny)
	p := &src.Max
	c.n += *p
	return c
}

// Build names every seat, writing the zero value where it has none.
func Build() Clamps {
	s := Source{ReadOnly: true, Face: "", Deny: nil, Max: 0}
	return Carry(s)
}
