package dot

import . "example.com/discarded/a"

func site() {
	Carry(Source{A: 1}) // want `result of carrier a.Carry is discarded \(its value is unused\)`
}
