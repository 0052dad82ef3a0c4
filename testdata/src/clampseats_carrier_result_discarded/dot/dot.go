package dot // want package:"imports a package that takes part"

import . "example.com/discarded/a"

func site() {
	Carry(Source{A: 1}) // want `result of carrier a.Carry is discarded \(its value is unused\)`
}
