// Package native imports "C": drivers analyze cmd/cgo's copy of this file,
// whose //line directives map positions back here.
package native

// #include <stdlib.h>
import "C"

// Abs is in a cgo file. TODO(fix) on a line cgo copies as it is.
func Abs(x int) int {
	return int(C.abs(C.int(x))) /* TODO(fix) on a line cgo rewrites */
}
