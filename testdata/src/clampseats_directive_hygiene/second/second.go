package second

// A second carrier, and a second role on one declaration.

type Source struct{ A int }

//clampvet:carrier
func Carry(s Source) int { return s.A }

// want +2 `second //clampvet:carrier on Again \(first on Carry\): keep one per package`
//
//clampvet:carrier
func Again(s Source) int { return s.A }

// want +3 "Both already declares role //clampvet:tighten: a declaration takes one role"
//
//clampvet:tighten
//clampvet:carrier
func Both(s Source) Source { return s }
