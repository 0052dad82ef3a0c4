package other

// Sum takes no part.
func Sum(a, b int) int { return a + b }
