package flow

import "go/types"

// The predicates below let a syntactic pass over a package (package
// flowrules clears simple constructors without SSA) ask the roles the same
// questions the SSA rules ask.

// IsSpec reports whether t is the spec type T.
func (r *Roles) IsSpec(t types.Type) bool { return r.isSpec(t) }

// IsSpecPtr reports whether t is *T.
func (r *Roles) IsSpecPtr(t types.Type) bool { return r.isSpecPtr(t) }

// IsResult reports whether t is R, the carrier's result type.
func (r *Roles) IsResult(t types.Type) bool { return r.isResult(t) }

// IsSource reports whether t is the source type S.
func (r *Roles) IsSource(t types.Type) bool { return r.isSource(t) }

// IsCarried reports whether field is a carried seat of T.
func (r *Roles) IsCarried(field *types.Var) bool { return r.isCarried(field) }

// CarriedBy returns the field of T that carries seat, or nil.
func (r *Roles) CarriedBy(seat *types.Var) *types.Var { return r.carriedBy[seat] }

// SharesSeatElements reports whether a value of type t may share its
// elements with a carried seat of T that holds a slice or a map: t is
// that seat's type. A call handed such a value may write the seat.
func (r *Roles) SharesSeatElements(t types.Type) bool {
	if t == nil {
		return false
	}
	for _, c := range r.Carried {
		if HoldsElements(c.Type()) && types.Identical(c.Type(), t) {
			return true
		}
	}
	return false
}
