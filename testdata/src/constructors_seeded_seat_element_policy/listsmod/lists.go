// Package lists holds generic list helpers, in a module of its own. It
// mentions no directive and imports no package that takes part, so
// clampvet reads no summary of it (only a package of the module under
// analysis is summarized whether it takes part or not):
// what its functions write into a list they are handed is not followed.
package lists

// Reset empties every element of the list it is handed.
func Reset[S ~[]E, E any](s S) { clear(s) }

// Len only reads it.
func Len[S ~[]E, E any](s S) int { return len(s) }

// Bag is a list with methods.
type Bag[E any] []E

// Len only reads the bag.
func (b Bag[E]) Len() int { return len(b) }
