package d

import "example.com/omits/c"

// This file does not import shapes: shapes.Shape{} cannot be written here,
// so the finding comes without a fix.
var x = c.Carry(c.Source{N: 1}) // want `c.Source literal omits seat Shape`
