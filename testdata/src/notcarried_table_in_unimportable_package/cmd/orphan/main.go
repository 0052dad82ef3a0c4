package main

// Failing: package main cannot be imported, and no tighten function is
// visible from it, so nothing can ever check this carrier and table.

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly } // want `carrier Carry is in package main and sees no tighten function: declare one here`

//clampvet:notcarried
var NotCarried = map[string]string{ // want `not-carried table NotCarried is in package main and sees no tighten function: declare one here`
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}

func main() { _ = Carry(Source{}) }
