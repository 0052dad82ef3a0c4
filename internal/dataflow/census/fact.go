package census

import (
	"strconv"
	"strings"
)

// Fact is the object fact the census exports on a function (or on a
// package-level var initialized with a func literal) so that the census of
// an importing package can follow a spec through a call of it. It is small
// and depends only on the declaration, so it encodes byte-identically.
type Fact struct {
	// Constructor is set on a function that calls the carrier itself: the
	// Reach rule checks its output and the registry lists it.
	Constructor bool
	// Clean is set when every spec the function returns is clean, given
	// that the arguments at the parameters in From are.
	Clean bool
	From  []int
	// Origins are the constructors and roots its clean returns come
	// from, sorted (for the graph of what reaches each sink).
	Origins []Origin
	// Reaches are the parameters (SSA order: the receiver first) whose
	// value reaches a spawn sink: every call must pass a clean spec there.
	Reaches []int
	// Sinks are the spawn sinks those parameters reach, sorted.
	Sinks []Func
}

// AFact marks Fact as an analysis fact.
func (*Fact) AFact() {}

func (f *Fact) String() string {
	var parts []string
	if f.Constructor {
		parts = append(parts, "constructor")
	}
	if f.Clean {
		s := "returns clean specs"
		if len(f.From) > 0 {
			s += " from params " + ints(f.From)
		}
		parts = append(parts, s)
	}
	if len(f.Reaches) > 0 {
		parts = append(parts, "params "+ints(f.Reaches)+" reach a spawn sink")
	}
	return "census: " + strings.Join(parts, "; ")
}

func (f *Fact) empty() bool { return !f.Constructor && !f.Clean && len(f.Reaches) == 0 }

func ints(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}
