package shapes

// Shape is a struct type of a package that takes no part.
type Shape struct{ N int }
