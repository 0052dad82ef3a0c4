package unexportedsource

// An unexported source may have unexported seats: only its own package
// can construct it.

type source struct {
	a int
	b string
}

//clampvet:carrier
func carry(s source) int {
	return s.a + len(s.b)
}

var c = carry(source{a: 1, b: ""})

var _ = source{a: 1} // want `source literal omits seat b: name every seat, zero values included`
