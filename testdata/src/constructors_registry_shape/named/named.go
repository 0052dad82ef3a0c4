package named

// Row is a constant row, which a registry may not use.
const Row = "good/good.go#Build"

// Kind is a string type.
type Kind string
