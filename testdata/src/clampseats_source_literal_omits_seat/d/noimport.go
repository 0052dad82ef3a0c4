package d

import "example.com/omits/c"

// The seat given is a literal, not read from a base: the finding comes
// without a fix, and never with a zero value (shapes.Shape{} could not
// even be named here).
var x = c.Carry(c.Source{N: 1}) // want `c.Source literal omits seat Shape`
