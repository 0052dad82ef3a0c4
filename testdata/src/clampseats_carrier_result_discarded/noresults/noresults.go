package noresults

// A carrier with no results has nothing to discard.

type Source struct{ A int }

var sink int

//clampvet:carrier
func Carry(s Source) { sink = s.A }

func site() {
	Carry(Source{A: 1})
	go Carry(Source{A: 2})
	defer Carry(Source{A: 3})
}
