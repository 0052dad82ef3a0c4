package other

// Source is a struct of another package: no carrier's source.
type Source struct{ A int }
