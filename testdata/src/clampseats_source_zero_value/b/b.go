package b

import (
	"unsafe"

	"example.com/zerovalue/a"
)

// Every way to make a source value without a literal that names its seats.

var pkgLevel a.Source // want `var pkgLevel is a zero a.Source, naming no seat: initialize it with keyed literals`

var arr [2]a.Source // want `var arr of type \[2\]a.Source holds a zero a.Source: initialize it with keyed literals`

type Holder struct {
	S a.Source
	N int
}

var h Holder // want `var h of type Holder holds a zero a.Source: initialize it with keyed literals`

var partialHolder = Holder{N: 1} // want `Holder literal omits field S, leaving a zero a.Source: set S to a keyed literal`

var shortArr = [2]a.Source{{A: 1, B: ""}} // want `\[2\]a.Source literal gives 1 of 2 elements, leaving zero a.Source values: write every element`

var gappy = []a.Source{2: {A: 1, B: ""}} // want `\[\]a.Source literal gives 1 of 3 elements, leaving zero a.Source values: write every element`

var gappyArr = [...]a.Source{1: {A: 1, B: ""}} // want `\[2\]a.Source literal gives 1 of 2 elements`

func named() (s a.Source, n int) { // want `named result s is a zero a.Source, naming no seat: return keyed literals instead`
	return a.Source{A: n, B: ""}, n
}

type Mine a.Source

type P *a.Source

func sites(n int, m Mine, p *a.Source) {
	var local a.Source           // want `var local is a zero a.Source, naming no seat: initialize it with keyed literals`
	ptr := new(a.Source)         // want `new\(a.Source\) makes a zero a.Source, naming no seat: use &a.Source\{...\} naming every seat`
	hp := new(Holder)            // want `new\(Holder\) makes a zero a.Source`
	xs := make([]a.Source, 3)    // want `make\(\[\]a.Source, 3\) makes zero a.Source values: use length 0 and append keyed literals`
	ys := make([]a.Source, n, 8) // want `make\(\[\]a.Source, n\) makes zero a.Source values`
	type other struct {
		A int
		B string
	}
	conv := a.Source(other{A: 1, B: ""})    // want `conversion to a.Source from other names no seat: write a keyed a.Source literal`
	back := a.Source(m)                     // want `conversion to a.Source from Mine names no seat: write a keyed a.Source literal`
	view := (*a.Source)(unsafe.Pointer(&m)) // want `conversion to \*a.Source from unsafe.Pointer names no seat: point at a keyed a.Source literal`
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
	return a.Carry(*p), *p // want `^carrier source is a value read through a pointer`
}
