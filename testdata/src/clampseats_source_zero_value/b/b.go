package b

import (
	"unsafe"

	"example.com/zerovalue/a"
)

// Every way to make a source value without a literal that names its seats.

var pkgLevel a.Source // want `var pkgLevel declares a zero a.Source that names no seat: initialize it with keyed a.Source literals naming every seat`

var arr [2]a.Source // want `var arr of type \[2\]a.Source holds a zero a.Source that names no seat: initialize it with keyed a.Source literals naming every seat`

type Holder struct {
	S a.Source
	N int
}

var h Holder // want `var h of type Holder holds a zero a.Source that names no seat`

var partialHolder = Holder{N: 1} // want `Holder literal omits field S, which then holds a zero a.Source that names no seat: write S with keyed a.Source literals naming every seat`

var shortArr = [2]a.Source{{A: 1, B: ""}} // want `\[2\]a.Source literal gives 1 of 2 elements: the rest hold a zero a.Source that names no seat; write every element with keyed a.Source literals naming every seat`

var gappy = []a.Source{2: {A: 1, B: ""}} // want `\[\]a.Source literal gives 1 of 3 elements: the rest hold a zero a.Source`

var gappyArr = [...]a.Source{1: {A: 1, B: ""}} // want `\[2\]a.Source literal gives 1 of 2 elements`

func named() (s a.Source, n int) { // want `named result s declares a zero a.Source that names no seat: leave the result unnamed and return keyed a.Source literals naming every seat`
	return a.Source{A: n, B: ""}, n
}

type Mine a.Source

type P *a.Source

func sites(n int, m Mine, p *a.Source) {
	var local a.Source           // want `var local declares a zero a.Source`
	ptr := new(a.Source)         // want `new\(a.Source\) makes a zero a.Source that names no seat: take the address of a keyed a.Source literal naming every seat`
	hp := new(Holder)            // want `new\(Holder\) makes a zero a.Source`
	xs := make([]a.Source, 3)    // want `make\(\[\]a.Source, 3\) makes zero a.Source values that name no seat: make it with length 0 and append keyed a.Source literals naming every seat`
	ys := make([]a.Source, n, 8) // want `make\(\[\]a.Source, n\) makes zero a.Source values`
	type other struct {
		A int
		B string
	}
	conv := a.Source(other{A: 1, B: ""})    // want `conversion to a.Source from other builds a source value that names no seat: write a keyed a.Source literal naming every seat`
	back := a.Source(m)                     // want `conversion to a.Source from Mine builds a source value`
	view := (*a.Source)(unsafe.Pointer(&m)) // want `conversion to \*a.Source from unsafe.Pointer views memory as a source value that names no seat: point at a keyed a.Source literal naming every seat`
	_, _, _, _, _, _, _, _, _ = local, ptr, hp, xs, ys, conv, back, view, p
}

// What is fine: every value below is named by a keyed literal, or is no
// source at all.

var (
	withInit   a.Source = a.Source{A: 1, B: ""}
	empty      [0]a.Source
	pointer    *a.Source
	slice      []a.Source
	mapping    map[string]a.Source
	holder     = Holder{S: a.Source{A: 1, B: ""}}
	unkeyed    = Holder{a.Source{A: 1, B: ""}, 2}
	fullArr    = [...]a.Source{{A: 1, B: ""}}
	indexedArr = [2]a.Source{1: {A: 1, B: ""}, 0: {A: 2, B: ""}}
	indexedSl  = []a.Source{1: {A: 1, B: ""}, 0: {A: 2, B: ""}}
	_          a.Source
)

func fine(p *a.Source, pp P, m Mine) (int, a.Source) {
	q := new(a.Source{A: 1, B: ""})
	xs := make([]a.Source, 0, 8)
	same := a.Source(a.Source{A: 1, B: ""})
	none := (*a.Source)(nil)
	fromNamed := (*a.Source)(pp)
	mine := Mine{} // Mine is not a source: its conversion back is the finding
	_, _, _, _, _, _ = q, xs, same, none, fromNamed, mine
	return a.Carry(*p), *p
}
