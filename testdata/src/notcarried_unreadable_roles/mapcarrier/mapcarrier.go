package mapcarrier

// An unnamed struct is no clamp source either.

//clampvet:carrier
func Carry(source struct{ HandsReadOnly bool }) bool { return source.HandsReadOnly }
