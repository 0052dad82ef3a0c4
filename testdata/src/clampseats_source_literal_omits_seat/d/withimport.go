package d

import (
	"example.com/omits/c"
	sh "example.com/omits/shapes"
)

// This file imports shapes as sh, so sh.Shape{} could be written; a fix
// would still write a zero value a person did not choose: none is offered.
var y = c.Carry(c.Source{N: 1}) // want `c.Source literal omits seat Shape`

var _ sh.Shape = sh.Shape{N: 1}
