package a

type Source struct{ HandsReadOnly bool }

//clampvet:carrier
func Carry(source Source) bool { return source.HandsReadOnly }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
}
