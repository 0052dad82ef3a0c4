// Package lists holds generic map helpers, in a module of its own. It
// mentions no directive and imports no package that takes part, so
// clampvet reads no summary of it (only a package of the module under
// analysis is summarized whether it takes part or not):
// what its functions write into a map they are handed is not followed.
package lists

// Count only reads the map it is handed.
func Count[M ~map[K]V, K comparable, V any](m M) int { return len(m) }
