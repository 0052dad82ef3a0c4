package c

import "example.com/omits/shapes"

// A seat whose type comes from a package the construction site may not
// import.

type Source struct {
	Shape shapes.Shape
	N     int
}

//clampvet:carrier
func Carry(s Source) int { return s.Shape.N + s.N }
