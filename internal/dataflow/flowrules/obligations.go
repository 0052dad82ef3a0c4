package flowrules

import (
	"go/types"
	"slices"

	"github.com/sema-agent/clampvet/internal/dataflow/summary"
)

// The flow rules number a function's parameters as go/types does, the
// receiver excluded; a summary counts the receiver first (package
// summary). These two convert at the summary's edge.

// obligationsOf returns the parameters obj (a function, or a constructor
// var) hands to a carrier, from its summary: another package's, or the
// package's own as found so far.
func (s *scan) obligationsOf(obj types.Object) ([]int, bool) {
	sum := s.tbl.Of(obj)
	if sum == nil || len(sum.Obligations) == 0 {
		return nil, false
	}
	sig := signatureOf(obj)
	if sig == nil || sig.Recv() == nil {
		return sum.Obligations, true
	}
	out := make([]int, 0, len(sum.Obligations))
	for _, p := range sum.Obligations {
		if i, ok := summary.SigParam(sig, p); ok {
			out = append(out, i)
		}
	}
	return out, true
}

// setObligations records ps as the obligations of obj, a declaration of
// the package.
func (s *scan) setObligations(obj types.Object, ps []int) {
	sig := signatureOf(obj)
	out := make([]int, len(ps))
	for k, p := range ps {
		out[k] = p
		if sig != nil {
			out[k] = summary.Index(sig, p)
		}
	}
	slices.Sort(out)
	s.tbl.Edit(obj).Obligations = out
}

// signatureOf is the signature of a function, or of the func literal a
// variable holds.
func signatureOf(obj types.Object) *types.Signature {
	sig, _ := types.Unalias(obj.Type()).Underlying().(*types.Signature)
	return sig
}
