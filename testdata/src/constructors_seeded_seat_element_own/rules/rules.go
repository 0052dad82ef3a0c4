// Package rules holds map helpers of the engine's own module. It takes no
// part (no directive, no import that does), but as a package of the module
// under analysis its helpers are read: Enable writes what it is handed,
// Has only reads it.
package rules

// Enable turns key on in the set it is handed.
func Enable[M ~map[K]bool, K comparable](m M, key K) { m[key] = true }

// Has only reads it.
func Has[M ~map[K]bool, K comparable](m M, key K) bool { return m[key] }
