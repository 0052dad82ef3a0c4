package engine

import "example.com/crosspackage/middle"

// engine never imports policy: it sees the source only through the alias,
// and the source fact through the type.

var viaAlias = middle.Src{Face: "roots"} // want `policy.Source literal omits seat ReadOnly`

var elided = []middle.Src{{}} // want `empty policy.Source literal`

var zero middle.Src // want `var zero is a zero policy.Source, naming no seat: initialize it with keyed literals`

var complete = middle.Src{ReadOnly: false, Face: ""}

var built = middle.Build()
var Uses = []any{viaAlias, elided, zero, complete, built}
