package util

// Spec is imported by the registry's package, but util takes no part: it
// cannot call a carrier.
func Spec() string { return "spec" }
