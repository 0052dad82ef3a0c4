package a

// A source with a seat of every kind of zero value.

type Face string

type Toggle uint8

type Entry struct{ Rule string }

type Source struct {
	ReadOnly bool
	Tools    Toggle
	Face     Face
	Deny     []Entry
	Limits   map[string]int
	Next     *Entry
	Hook     func() int
	Any      any
	Entry    Entry
	Pair     [2]int
	Ratio    float64
}

//clampvet:carrier
func Carry(s Source) int {
	n := 0
	if s.ReadOnly {
		n++
	}
	n += int(s.Tools) + len(s.Face) + len(s.Deny) + len(s.Limits)
	if s.Next != nil || s.Hook != nil || s.Any != nil {
		n++
	}
	return n + len(s.Entry.Rule) + s.Pair[0] + int(s.Ratio)
}

// In the source's own package, zero values name local types unqualified.
var local = Carry(Source{ReadOnly: true}) // want `Source literal omits seats Tools, Face, Deny, Limits, Next, Hook, Any, Entry, Pair, Ratio: name every seat, zero values included`
