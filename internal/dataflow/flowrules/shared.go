package flowrules

import (
	"go/ast"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/roles"
)

// SSA hands the package's SSA to the census, once: the census requires
// this analyzer and, where the build covers its own selection
// ([flow.Built.Covers]), reads it instead of building the same functions a
// second time. The result then drops it, so that no package's SSA outlives
// the two analyzers that read it. It returns nil where nothing was built or
// it was taken already.
func (r *Result) SSA() *flow.Built {
	if r == nil {
		return nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	b := r.built
	r.built = nil
	return b
}

// censusCandidates returns a superset of the declarations the census of
// this package builds (internal/dataflow/census selects among them with its own
// facts, which this analyzer cannot read): every function or method with a
// body whose signature carries a spec or whose body names a function that
// takes one, and every package-level variable initialized by such a func
// literal. It is nil where the package has no spec type in view.
func (s *scan) censusCandidates() map[types.Object]bool {
	specs := s.r.SpecTypes()
	if len(specs) == 0 {
		return nil
	}
	m := roles.NewSpecMatcher(specs)
	info := s.pass.TypesInfo
	out := map[types.Object]bool{}
	for _, file := range s.pass.Files {
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				obj, ok := info.Defs[d.Name].(*types.Func)
				if ok && d.Body != nil && (m.SignatureCarries(obj.Signature()) || namesSpecTaker(m, info, d.Body)) {
					out[obj] = true
				}
			case *ast.GenDecl:
				candidateVars(m, info, d, out)
			}
		}
	}
	return out
}

// candidateVars adds the variables of d initialized by a func literal whose
// signature carries a spec or whose body names a function that takes one.
func candidateVars(m roles.SpecMatcher, info *types.Info, d *ast.GenDecl, out map[types.Object]bool) {
	for obj, lit := range roles.FuncLitVars(info, d) {
		sig, _ := info.TypeOf(lit).(*types.Signature)
		if sig != nil && m.SignatureCarries(sig) || namesSpecTaker(m, info, lit.Body) {
			out[obj] = true
		}
	}
}

// namesSpecTaker reports whether body names a function or method whose
// receiver or a parameter carries a spec.
func namesSpecTaker(m roles.SpecMatcher, info *types.Info, body *ast.BlockStmt) bool {
	found := false
	ast.Inspect(body, func(n ast.Node) bool {
		if found {
			return false
		}
		if id, ok := n.(*ast.Ident); ok {
			if fn, ok := info.Uses[id].(*types.Func); ok {
				found = m.TakesSpec(fn.Signature())
			}
		}
		return !found
	})
	return found
}
