// Package summary holds the one fact the dataflow analyzer exports: the
// summary of a function (or of a package-level variable initialized with a
// func literal, which stands for a function declaration), read by the
// dataflow of every package that calls it.
//
// A summary is the dataflow's whole answer about a declaration, so each
// part of the analysis reads and writes its own fields of the same value:
// the flow rules (whole sources, obligations, constructor vars) and the
// census (constructors, clean returns, what reaches a spawn sink). One
// fact per object means one lookup per call site, one encoding per
// package, and one place to add what a later rule needs to know.
//
// # Parameter numbering
//
// Every parameter index in a summary counts as SSA does: the receiver of a
// method is parameter 0 and its first parameter is 1; a function without a
// receiver starts at 0. [Index] and [SigParam] convert.
package summary

import (
	"go/types"
	"strconv"
	"strings"
)

// Summary is the object fact on a function or a func-literal variable.
// It is small and depends only on the declaration, so a package's facts
// encode byte-identically on every run. The zero Summary says nothing and
// is never exported.
type Summary struct {
	// Whole is set when every normal return is a whole carrier source: a
	// keyed literal naming every seat, with no seat written after it, or
	// the result of another such function.
	Whole bool
	// Obligations are the parameters handed to a carrier as its source,
	// ascending: every call must pass a whole source there.
	Obligations []int
	// ConstructorVar is set on a package-level variable initialized with a
	// func literal that calls a carrier by name: it must stay that literal.
	ConstructorVar bool
	// Table is set on a package-level variable initialized by a table of
	// func literals (roles.TableLits) one of which calls a carrier: it
	// must stay that table, and a func read from it is a constructor.
	Table bool

	// Constructor is set on a function (or variable) whose body calls a
	// carrier itself: the registry lists it and the census accepts its
	// output as clamped.
	Constructor bool
	// Faulty is set on a declaration in which the flow rules found a
	// finding (its clamps do not reach its output, or its source is not
	// whole): its module is told so at the declaration, and a census of
	// another module does not accept its output as clamped.
	Faulty bool
	// Clean is set when every spec the function returns is clean, given
	// that the arguments at the parameters in From are.
	Clean bool
	From  []int
	// Origins are the constructors and roots its clean returns come from,
	// sorted (for the graph of what reaches each sink).
	Origins []Origin
	// Reaches are the parameters whose value reaches a spawn sink: every
	// call must pass a clean spec there.
	Reaches []int
	// Sinks are the spawn sinks those parameters reach, sorted.
	Sinks []Func
	// Loosens are the carried seats the function may leave written below
	// its pointer parameters on a normal return, sorted: a call that hands
	// it a spec's address writes those seats as a store would.
	Loosens []SeatWrite
	// Written is set on a function that is no constructor and returns a
	// spec written after its clamps: what it returns ("a spec written
	// after its clamps (seat ReadFace)"), for the finding where another
	// package starts it.
	Written string
	// Elements are the parameters holding a slice or a map whose
	// elements the function may write in place, ascending: a call that
	// hands one the value of a carried seat writes that seat.
	Elements []int
	// MemoryWrites are the carried seats the function may write through
	// a pointer read from memory (a list or map of tasks, a package-level
	// variable), itself or through its callees, sorted: a call of it
	// after a child was stored in memory may write the child's seat.
	MemoryWrites []string
	// ReflectWrites are the parameters, of an interface type or a
	// reflect.Value, through which the function may write with package
	// reflect into what the value handed there refers to, ascending: an
	// engine's decoder around json.Unmarshal. A call that hands one the
	// address of what holds a spec, or a seat's list, writes it.
	ReflectWrites []int
	// ListsRead is set on a function of a package of the module under
	// analysis that takes no part, with a parameter holding a slice or a
	// map: its Elements were read, so a function whose Elements are
	// empty only reads what it is handed (a helper of such a package
	// without this summary would be out of view).
	ListsRead bool
}

// SeatWrite is a carried seat a function writes below a parameter: the
// seat at the field path Path (".2" for field 2 of what the parameter
// points to, ".0.2" for field 2 of its field 0), named Seat. A Seat of ""
// is a spec stored whole at Path; when From lists parameters, what is
// stored is clean if the arguments there are, and the call writes only if
// one is not.
//
// Opaque is set when what is at Path is handed where no write can be
// followed (a func value, an interface method, an interface, a channel):
// any seat may be written, and Seat is "".
type SeatWrite struct {
	Param  int
	Path   string
	Seat   string
	From   []int
	Opaque bool
}

// Merge writes into s every field o sets (a true flag, a non-empty list or
// string): one part of the dataflow exports what it found into the
// summary another part may have begun. TestMerge fails when a field is
// added and not merged here.
func (s *Summary) Merge(o *Summary) {
	s.Whole = s.Whole || o.Whole
	s.ConstructorVar = s.ConstructorVar || o.ConstructorVar
	s.Table = s.Table || o.Table
	s.Constructor = s.Constructor || o.Constructor
	s.Faulty = s.Faulty || o.Faulty
	s.Clean = s.Clean || o.Clean
	s.ListsRead = s.ListsRead || o.ListsRead
	setList(&s.Obligations, o.Obligations)
	setList(&s.From, o.From)
	setList(&s.Origins, o.Origins)
	setList(&s.Reaches, o.Reaches)
	setList(&s.Sinks, o.Sinks)
	setList(&s.Loosens, o.Loosens)
	setList(&s.Elements, o.Elements)
	setList(&s.MemoryWrites, o.MemoryWrites)
	setList(&s.ReflectWrites, o.ReflectWrites)
	if o.Written != "" {
		s.Written = o.Written
	}
}

// setList sets *dst to src when src is not empty.
func setList[T any](dst *[]T, src []T) {
	if len(src) > 0 {
		*dst = src
	}
}

// AFact marks Summary as an analysis fact.
func (*Summary) AFact() {}

// Empty reports whether s says nothing, so that it is not exported.
func (s *Summary) Empty() bool {
	return !s.Whole && len(s.Obligations) == 0 && !s.ConstructorVar && !s.Table &&
		!s.Constructor && !s.Faulty && !s.Clean && len(s.Reaches) == 0 && len(s.Sinks) == 0 && len(s.Origins) == 0 &&
		len(s.Loosens) == 0 && s.Written == "" && len(s.Elements) == 0 && len(s.MemoryWrites) == 0 && !s.ListsRead &&
		len(s.ReflectWrites) == 0
}

func (s *Summary) String() string {
	var parts []string
	if s.Whole {
		parts = append(parts, "returns a whole source")
	}
	if len(s.Obligations) > 0 {
		parts = append(parts, "hands parameter "+ints(s.Obligations, ", ")+" to the carrier")
	}
	if s.ConstructorVar {
		parts = append(parts, "constructor var")
	}
	if s.Table {
		parts = append(parts, "constructor table")
	}
	if s.Constructor {
		parts = append(parts, "constructor")
	}
	if s.Faulty {
		parts = append(parts, "with findings")
	}
	if s.Clean {
		c := "returns clean specs"
		if len(s.From) > 0 {
			c += " from params " + ints(s.From, ",")
		}
		parts = append(parts, c)
	}
	if len(s.Reaches) > 0 {
		parts = append(parts, "params "+ints(s.Reaches, ",")+" reach a spawn sink")
	}
	if s.Written != "" {
		parts = append(parts, "returns "+s.Written)
	}
	if len(s.Elements) > 0 {
		parts = append(parts, "writes the elements of params "+ints(s.Elements, ","))
	}
	if len(s.MemoryWrites) > 0 {
		parts = append(parts, "writes seats "+strings.Join(s.MemoryWrites, ",")+" through memory")
	}
	if len(s.ReflectWrites) > 0 {
		parts = append(parts, "writes through reflection what params "+ints(s.ReflectWrites, ",")+" refer to")
	}
	if s.ListsRead {
		parts = append(parts, "lists read")
	}
	for _, w := range s.Loosens {
		switch {
		case w.Opaque:
			parts = append(parts, "hands param "+strconv.Itoa(w.Param)+" on unfollowed")
		case w.Seat != "":
			parts = append(parts, "writes seat "+w.Seat+" below param "+strconv.Itoa(w.Param))
		case len(w.From) > 0:
			parts = append(parts, "stores params "+ints(w.From, ",")+" whole below param "+strconv.Itoa(w.Param))
		default:
			parts = append(parts, "stores a spec whole below param "+strconv.Itoa(w.Param))
		}
	}
	return strings.Join(parts, "; ")
}

func ints(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// Func names a function in results and facts: its package path, the file
// that declares it (base name) and its name (Type.Method for a method).
type Func struct {
	Pkg, File, Name string
}

func (f Func) String() string { return f.Pkg + "." + f.Name }

// Origin is a constructor or a root a spec comes from.
type Origin struct {
	Func
	Root bool
}

// Index is the summary's index of parameter i of sig as go/types numbers
// it (the receiver excluded).
func Index(sig *types.Signature, i int) int {
	if sig.Recv() != nil {
		return i + 1
	}
	return i
}

// SigParam is the go/types index (the receiver excluded) of the summary's
// parameter index i of sig, and false for the receiver.
func SigParam(sig *types.Signature, i int) (int, bool) {
	if sig.Recv() != nil {
		return i - 1, i > 0
	}
	return i, true
}
