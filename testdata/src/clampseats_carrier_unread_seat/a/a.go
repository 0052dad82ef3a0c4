package a

// The carrier reads A and G only: writing a seat, updating it in place,
// writing into it, ranging into it, reading a shadowing variable or
// passing the whole parameter along reads nothing.

type Inner struct{ X int }

type Source struct {
	A int
	B int
	C int
	D int
	E Inner
	F int
	G []int
}

func helper(Source) int { return 0 }

//clampvet:carrier
func Carry(src Source) int { // want `carrier Carry does not read seat B: read src.B in its body` "carrier Carry does not read seat C: read src.C" "carrier Carry does not read seat D: read src.D" "carrier Carry does not read seat E: read src.E" "carrier Carry does not read seat F: read src.F"
	n := src.A
	src.C = 1
	src.D++
	src.D += 2
	src.E.X = 3
	for src.F = range 3 {
	}
	src.G[0] = 1    // a write into the seat: not a read of G ...
	n += len(src.G) // ... but this is
	func(src struct{ B int }) { n += src.B }(struct{ B int }{})
	return n + helper(src)
}
