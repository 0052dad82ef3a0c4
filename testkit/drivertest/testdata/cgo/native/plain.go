package native

// Twice is in a file of the cgo package that does not import "C". TODO(fix) here too.
func Twice(x int) int { return 2 * x }
