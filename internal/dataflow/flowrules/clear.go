package flowrules

import (
	"cmp"
	"go/ast"
	"go/types"
	"slices"
	"sort"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/dataflow/straightline"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/ast/inspector"
	"golang.org/x/tools/go/types/typeutil"
)

// The syntactic pass: most constructors of an engine have one shape — state
// the spec's own values, build a keyed source literal, apply the carrier's
// clamps to the spec with one call, maybe tighten further, return the spec —
// and building SSA for each of them costs more than type-checking it. The
// pass below proves, from the syntax and go/types alone, that the SSA rules
// would report nothing in such a function, and computes the obligations the
// rules would give it. A builder, which hands its source to a function with
// an obligation instead of calling the carrier, is cleared under the same
// rules with that call in the carrier call's place (clearbuilder.go). It may
// only ever *clear*: every shape it does not recognize exactly (a loop, a
// closure, an else, a branch that does more than call, write a field or
// return an error, a second carrier call, an address of the spec taken
// anywhere but the application, a write of a carried seat after it, a source
// other than a keyed literal naming every seat, a local defined once by one,
// a whole call or a parameter, a call it cannot classify) leaves the
// function to SSA, which then gives today's findings and messages.
// TestFastPathAgreesWithSSA (package dataflow) checks, under
// straightline.Verify, on every scenario, the example engine and
// generated engines both clean and broken, that SSA reports nothing in each
// cleared function and derives the same obligations; TestClearShapes checks
// near misses of the shape one fault at a time.

// outputKind is the output a cleared constructor has.
type outputKind uint8

const (
	outSpec     outputKind = iota + 1 // returns T (or T, error): a local spec the clamps are applied to
	outProducer                       // returns R, the carrier's result: return Carry(src)
	outInPlace                        // returns nothing: applies the clamps to its one *T parameter
)

// clearer holds what the syntactic pass knows about one package.
type clearer struct {
	s    *scan
	want wantSet // the declarations the rules read: their obligations are SSA's
	// cands are the declarations the pass may try, in source order, each
	// with its verdict so far; candIndex finds a declaration's entry (byPos
	// orders them by position where source order does not). One table
	// rather than a map per datum: a package of a large engine has
	// thousands of candidates, and each map grew entry by entry.
	cands []clearCand
	byPos []int32
	out   map[types.Object][]int // the cleared ones with their obligations
	r     *flow.Roles
	info  *types.Info
	in    *inspector.Inspector // the inspect analyzer's, if run (usesPlaced)
	// free holds the states of functions tried and done, reused by the
	// next one (a builder's callee is tried while the builder is, so more
	// than one can be in use): their maps and slices keep their room.
	free []*fnClear
}

// clearCand is a declaration the pass may try: a function declaration, or
// a constructor var's literal, with the pass's verdict on it.
type clearCand struct {
	obj   types.Object
	ftype *ast.FuncType
	body  *ast.BlockStmt
	sig   *types.Signature
	// cur is body's cursor in the inspect analyzer's inspector, if valid
	// (usesPlaced reads its events).
	cur inspector.Cursor
	// state is candUntried, candTrying (a call back into it while it is
	// tried is a cycle, which declines) or candDone, with obs and ok.
	state uint8
	obs   []int
	ok    bool
}

const (
	candUntried uint8 = iota
	candTrying
	candDone
)

// newClearer returns the syntactic pass of the package, or nil when the
// package's roles are not the single followable carrier the pass handles.
func (f *flowRun) newClearer() *clearer {
	s := f.s
	carrier := s.clearCarrier()
	if straightline.Off || carrier == nil {
		return nil
	}
	r, err := flow.NewRoles(carrier, s.r.TightenFor(carrier))
	if err == nil {
		r.Restricting = s.restricting(carrier, r.Source)
		f.clearRoles = r
	}
	if err != nil || !followable(r) || r.Spec == nil || r.IsSpec(r.Result()) {
		return nil
	}
	if _, ok := s.sources[r.Source.Obj()]; !ok {
		return nil
	}
	in, _ := s.pass.ResultOf[inspect.Analyzer].(*inspector.Inspector)
	return &clearer{s: s, r: r, info: s.pass.TypesInfo, in: in}
}

// clearCarrier returns the one carrier the package's one source type goes
// to: the carrier the package uses, or, in a package that only hands
// sources on (its builders name no carrier), the one carrier its source's
// package declares for it, visible through the roles' facts. It is nil for
// any other package.
func (s *scan) clearCarrier() *types.Func {
	if len(s.sources) != 1 || len(s.carriers) > 1 {
		return nil
	}
	for fn := range s.carriers {
		return fn
	}
	var src *types.Named
	for _, named := range s.sources {
		src = named
	}
	return s.carrierOf(src)
}

// carrierOf returns the one carrier of src that src's package declares,
// visible through the roles' facts, or nil.
func (s *scan) carrierOf(src *types.Named) *types.Func {
	pkg := src.Obj().Pkg()
	var found *types.Func
	for _, ci := range s.r.Imported.Carriers {
		if pkg == nil || ci.Decl.PkgPath != pkg.Path() {
			continue
		}
		fn, ok := pkg.Scope().Lookup(ci.Decl.Name).(*types.Func)
		if !ok || fn.Signature().Params().Len() != 1 || !types.Identical(fn.Signature().Params().At(0).Type(), src) {
			continue
		}
		if found != nil {
			return nil
		}
		found = fn
	}
	return found
}

// clearAll returns the wanted function declarations, and literals of
// constructor vars, that the syntactic pass clears, each with its obligations (parameter
// indices, receiver excluded). A declaration is tried once; one that hands
// a source to a function of the package (a builder, clearbuilder.go) tries
// that function first, since its obligations are the builder's input.
func (c *clearer) clearAll(want wantSet) map[types.Object][]int {
	c.want = want
	// The candidates are wanted declarations: room for all of them at once.
	c.cands = make([]clearCand, 0, len(want.funcs)+len(want.vars))
	for file, fcur := range fileCursors(c.s.pass.Files, c.in) {
		if !c.s.isTest(file) {
			c.addCands(file, fcur)
		}
	}
	c.indexCands()
	c.out = make(map[types.Object][]int, len(c.cands))
	for i := range c.cands {
		c.clearAt(i)
	}
	return c.out
}

// addCands adds the wanted declarations of file to the candidates, each
// with its body's cursor when file's (fcur) is valid: found from its
// declaration's (declCursors) by a step among children, where a search
// from the root by position cost a descent through every enclosing list
// per candidate.
func (c *clearer) addCands(file *ast.File, fcur inspector.Cursor) {
	for d, dcur := range declCursors(file, fcur) {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if obj, ok := c.info.Defs[d.Name].(*types.Func); ok && c.want.funcs[obj] && d.Body != nil {
				cand := clearCand{obj: obj, ftype: d.Type, body: d.Body, sig: obj.Signature()}
				if dcur.Valid() {
					cand.cur = dcur.Child(d.Body)
				}
				c.addCand(cand)
			}
		case *ast.GenDecl:
			for v, lit := range roles.FuncLitVars(c.info, d) {
				// A var the rules keep fixed (rule 3) is called by
				// name only: its obligations move to its callers.
				if sig, ok := c.info.TypeOf(lit).(*types.Signature); ok && c.want.vars[v] && c.s.ctorVars[v] {
					cand := clearCand{obj: v, ftype: lit.Type, body: lit.Body, sig: sig}
					if cur, ok := bodyCursor(dcur, lit); ok {
						cand.cur = cur
					}
					c.addCand(cand)
				}
			}
		}
	}
}

// addCand appends a candidate to the table, in source order.
func (c *clearer) addCand(cand clearCand) {
	c.cands = append(c.cands, cand)
}

// indexCands makes candIndex's order, where it needs one: the candidates
// are in source order, so their objects' positions (their names') are
// increasing within a file, but the files of a package need not be in
// position order (go/packages parses them concurrently).
func (c *clearer) indexCands() {
	increasing := true
	for i := 1; i < len(c.cands) && increasing; i++ {
		increasing = c.cands[i-1].obj.Pos() < c.cands[i].obj.Pos()
	}
	if increasing {
		return
	}
	c.byPos = make([]int32, len(c.cands))
	for i := range c.byPos {
		c.byPos[i] = int32(i)
	}
	slices.SortFunc(c.byPos, func(i, j int32) int { return cmp.Compare(c.cands[i].obj.Pos(), c.cands[j].obj.Pos()) })
}

// candIndex returns the index of obj's entry in the table, found by a
// binary search of the candidates' positions (in byPos's order where
// indexCands made one) rather than in a map with an entry per candidate.
func (c *clearer) candIndex(obj types.Object) (int, bool) {
	pos := obj.Pos()
	n := len(c.cands)
	at := func(k int) int { return k } // the k-th candidate by position
	if c.byPos != nil {
		at = func(k int) int { return int(c.byPos[k]) }
	}
	k := sort.Search(n, func(k int) bool { return c.cands[at(k)].obj.Pos() >= pos })
	if k == n || c.cands[at(k)].obj != obj {
		return 0, false
	}
	return at(k), true
}

// clearObj returns the pass's verdict on one candidate, trying it the first
// time it is asked. A candidate asked for again while it is being tried (a
// cycle of calls) is declined, as is any object that is no candidate.
func (c *clearer) clearObj(obj types.Object) ([]int, bool) {
	i, ok := c.candIndex(obj)
	if !ok {
		return nil, false
	}
	return c.clearAt(i)
}

// clearAt is clearObj for the candidate at index i of the table.
func (c *clearer) clearAt(i int) ([]int, bool) {
	switch c.cands[i].state {
	case candDone:
		return c.cands[i].obs, c.cands[i].ok
	case candTrying:
		return nil, false
	}
	c.cands[i].state = candTrying
	cand := c.cands[i]
	obs, ok := c.clear(&cand)
	c.cands[i].state, c.cands[i].obs, c.cands[i].ok = candDone, obs, ok
	if ok {
		c.out[cand.obj] = obs
	}
	return obs, ok
}

// fnClear is the state of the pass over one function.
type fnClear struct {
	c       *clearer
	sig     *types.Signature
	kind    outputKind
	out     *types.Var // the local spec (outSpec) or the *T parameter (outInPlace)
	applied bool
	allowed map[*ast.Ident]bool // the uses of out, of sources and of source parameters placed by a rule
	placed  []*ast.Ident        // the same uses in the order placed (attempt undoes a failed rule's)
	// srcLocals are the locals of type S defined once by a whole source: a
	// slice, since a constructor defines one or none.
	srcLocals []*types.Var
	// seatRoots are the parameters a source literal's seats are read from
	// (clearseat.go): every use of one must be placed.
	seatRoots []*types.Var
	inIf      bool // reading an if's body
	carrier   int  // carrier calls seen by a rule
	handed    int  // calls handing a source to a function with an obligation (clearbuilder.go)
	obs       []int
	// nt is the walk of neutral, kept here so that the many walks of a
	// function allocate nothing.
	nt straightline.Neutral
}

// clear reports whether a candidate (its type, body and signature) is a
// constructor of the one shape the pass proves, and its obligations.
func (c *clearer) clear(cand *clearCand) ([]int, bool) {
	fc := c.newFnClear(cand.sig)
	defer c.release(fc)
	if !fc.signatureOK(cand.ftype) {
		return nil, false
	}
	list := cand.body.List
	if !straightline.Read(list, fc) {
		return nil, false
	}
	// One place gets the clamps: a carrier call, or (a builder) one call
	// handing the source to a function with an obligation.
	if fc.carrier+fc.handed != 1 || fc.kind != outProducer && !fc.applied {
		return nil, false
	}
	if fc.kind != outInPlace && (len(list) == 0 || !straightline.IsReturn(list[len(list)-1])) {
		return nil, false
	}
	slices.Sort(fc.obs)
	return slices.Compact(fc.obs), fc.usesPlaced(cand)
}

// newFnClear returns a state for one function, reusing one a function done
// before left (its map emptied, its slices cut to nothing).
func (c *clearer) newFnClear(sig *types.Signature) *fnClear {
	var fc *fnClear
	if n := len(c.free); n > 0 {
		fc, c.free = c.free[n-1], c.free[:n-1]
	} else {
		fc = &fnClear{c: c, allowed: map[*ast.Ident]bool{}}
		fc.nt.Judge = fc
	}
	clear(fc.allowed)
	fc.sig, fc.kind, fc.out, fc.applied, fc.inIf = sig, 0, nil, false, false
	fc.placed, fc.srcLocals, fc.seatRoots = fc.placed[:0], fc.srcLocals[:0], fc.seatRoots[:0]
	fc.carrier, fc.handed = 0, 0
	// obs is returned as the verdict, so it is never shared: nil until a
	// rule finds an obligation, as before any reuse.
	fc.obs = nil
	return fc
}

// release hands fc back for the next function.
func (c *clearer) release(fc *fnClear) {
	c.free = append(c.free, fc)
}

// place records that a rule placed the use id.
func (fc *fnClear) place(id *ast.Ident) {
	if !fc.allowed[id] {
		fc.allowed[id] = true
		fc.placed = append(fc.placed, id)
	}
}

// attempt runs one of several rules that may clear the same call, and
// undoes what it placed, counted or applied if it declines, so that the
// next rule tried (at last neutral, which reads no placement) starts from
// the state before it.
func (fc *fnClear) attempt(rule func(*ast.CallExpr) bool, call *ast.CallExpr) bool {
	placed, obs, carrier, handed, applied := len(fc.placed), len(fc.obs), fc.carrier, fc.handed, fc.applied
	if rule(call) {
		return true
	}
	for _, id := range fc.placed[placed:] {
		delete(fc.allowed, id)
	}
	fc.placed, fc.obs = fc.placed[:placed], fc.obs[:obs]
	fc.carrier, fc.handed, fc.applied = carrier, handed, applied
	return false
}

// signatureOK decides the output kind from the signature: results (T),
// (T, error), (R) or none with exactly one *T parameter; no type
// parameters, no named results, no spec receiver.
func (fc *fnClear) signatureOK(ftype *ast.FuncType) bool {
	r, sig := fc.c.r, fc.sig
	if sig.TypeParams().Len() > 0 || sig.RecvTypeParams().Len() > 0 {
		return false
	}
	if ftype.Results != nil {
		for _, f := range ftype.Results.List {
			if len(f.Names) > 0 {
				return false
			}
		}
	}
	if recv := sig.Recv(); recv != nil && fc.specLike(recv.Type()) {
		return false
	}
	res := sig.Results()
	switch {
	case res.Len() == 1 && r.IsSpec(res.At(0).Type()),
		res.Len() == 2 && r.IsSpec(res.At(0).Type()) && types.Identical(res.At(1).Type(), straightline.ErrorType):
		fc.kind = outSpec
	case res.Len() == 1 && r.IsResult(res.At(0).Type()):
		fc.kind = outProducer
	case res.Len() == 0:
		fc.kind = outInPlace
	default:
		return false
	}
	var ptrs []*types.Var
	for i := range sig.Params().Len() {
		if p := sig.Params().At(i); r.IsSpecPtr(p.Type()) {
			ptrs = append(ptrs, p)
		}
	}
	if fc.kind == outInPlace {
		if len(ptrs) != 1 {
			return false
		}
		fc.out = ptrs[0]
	}
	return true
}

// specLike reports whether t is T or *T.
func (fc *fnClear) specLike(t types.Type) bool {
	return fc.c.r.IsSpec(t) || fc.c.r.IsSpecPtr(t)
}

// static returns the function or method call calls statically, or nil.
func (fc *fnClear) static(call *ast.CallExpr) *types.Func {
	return typeutil.StaticCallee(fc.c.info, call)
}
