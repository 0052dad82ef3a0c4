package noresults // want package:"declares carrier Carry"

// A carrier with no results has nothing to discard.

type Source struct{ A int } // want Source:"seats A"

var sink int

//clampvet:carrier
func Carry(s Source) { sink = s.A } // want Carry:"without results"

func site() {
	Carry(Source{A: 1})
	go Carry(Source{A: 2})
	defer Carry(Source{A: 3})
}
