package l

// R is checked on linux only: on every other GOOS the file, and with it the
// registry, is not built (its finding then says the suffix hides it).
//
// want +2 "//clampvet[:]registry in reg_linux.go (holds only on _linux builds|is hidden by its file name suffix _linux): move it to an unconstrained file"
//
//clampvet:registry
var R = []string{"p/p.go#Build"}
