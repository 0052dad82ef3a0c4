package other

// Constructors is a registry in a package that takes no part: its own
// declarations cannot call a carrier, and it imports no constructor.
//
//clampvet:registry
var Constructors = []string{
	"other/other.go#Spec", // want `row "other/other.go#Spec": package example.com/engine/other cannot call a carrier: it neither declares a //clampvet:carrier func nor directly imports a package that does`
	"root.go#Build",       // want `row "root.go#Build": package example.com/engine is not imported by example.com/engine/other`
}

// Spec cannot call a carrier.
func Spec() {}
