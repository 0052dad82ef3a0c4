package clamp

type Source struct{ HandsReadOnly bool }

type Clamps struct{ src Source }

//clampvet:carrier
func Carry(source Source) Clamps { return Clamps{src: source} }

//clampvet:notcarried
var NotCarried = map[string]string{
	"MaxTurns": "a budget each constructor sizes for its child's own job",
	"Stale":    "no longer a seat",
}
