package other

// Constructors is a registry in a package that takes no part: its own
// declarations cannot call a carrier, and it imports no constructor.
//
//clampvet:registry
var Constructors = []string{
	"other/other.go#Spec", // want `row "other/other.go#Spec": its package neither declares nor directly imports a carrier`
	"root.go#Build",       // want `row "root.go#Build": its package is not imported by the registry: import it there`
}

// Spec cannot call a carrier.
func Spec() {}
