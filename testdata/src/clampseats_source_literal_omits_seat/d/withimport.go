package d

import (
	"example.com/omits/c"
	sh "example.com/omits/shapes"
)

// This file imports shapes as sh: the fix writes sh.Shape{}.
var y = c.Carry(c.Source{N: 1}) // want `c.Source literal omits seat Shape`

var _ sh.Shape = sh.Shape{N: 1}
