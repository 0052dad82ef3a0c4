package constructors

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// A registry checks its rows against exactly one carrier. Calling some
// carrier is not enough: a library's narrower carrier (one seat of five)
// would pass every row while the other seats never travel. The registry's
// carrier is the one whose tighten function (and so whose seat list and
// not-carried table) the registry's package sees, chosen by the rule
// notcarried pairs a tighten function with its carrier.

// registryCarrier returns the carrier the registry's rows must call: the
// one declared in the registry's package; else the only carrier visible
// from it; else the only visible carrier declared in the package of a
// visible tighten function. Several candidates is a finding at the
// registry, and then (as with none visible) it returns nil: rows are
// checked for calling a carrier only. known maps every visible carrier's
// key to its declaration, for naming the carriers a row calls.
func registryCarrier(pass *analysis.Pass, reg *roles.Registry) (carrier *roles.CarrierInfo, known map[string]roles.DeclInfo) {
	r := pass.ResultOf[roles.Analyzer].(*roles.Package)
	known = make(map[string]roles.DeclInfo)
	if r == nil {
		return nil, known
	}
	visible := r.Imported.Carriers
	for _, c := range visible {
		known[c.Decl.Key()] = c.Decl
	}
	if c := r.Carrier; c != nil {
		info := c.Info()
		known[info.Decl.Key()] = info.Decl
		return &info, known
	}
	switch len(visible) {
	case 0:
		return nil, known
	case 1:
		return &visible[0], known
	}
	var paired []roles.CarrierInfo
	for _, c := range visible {
		if slices.ContainsFunc(r.Imported.Tightens, func(t roles.DeclInfo) bool { return t.PkgPath == c.Decl.PkgPath }) {
			paired = append(paired, c)
		}
	}
	name := reg.Found.Name
	switch len(paired) {
	case 1:
		return &paired[0], known
	case 0:
		pass.Report(analysis.Diagnostic{Pos: name.Pos(), End: name.End(), Category: kinds.RegistryCarrierAmbiguous,
			Message: fmt.Sprintf("registry %s: %d unpaired carriers (%s): import the rows' carrier with its tighten function",
				name.Name, len(visible), carrierList(visible)),
			Related: carriersRelated(pass, visible)})
	default:
		pass.Report(analysis.Diagnostic{Pos: name.Pos(), End: name.End(), Category: kinds.RegistryCarrierAmbiguous,
			Message: fmt.Sprintf("registry %s: %d carriers with a tighten function (%s): import only the rows' carrier",
				name.Name, len(paired), carrierList(paired)),
			Related: carriersRelated(pass, paired)})
	}
	return nil, known
}

func carrierList(cs []roles.CarrierInfo) string {
	decls := make([]roles.DeclInfo, len(cs))
	for i, c := range cs {
		decls[i] = c.Decl
	}
	return roles.List(decls)
}

// carriersRelated is the declaration of each of cs, in their order (by
// package path, then name), as related locations "left.Carry is declared
// here"; a carrier go/types cannot resolve has none (its name is in the
// message).
func carriersRelated(pass *analysis.Pass, cs []roles.CarrierInfo) []analysis.RelatedInformation {
	var out []analysis.RelatedInformation
	for _, c := range cs {
		out = append(out, declRelated(pass, c.Decl.PkgPath, c.Decl.Name, c.Decl.Display(pass.Pkg.Path())+" is declared here")...)
	}
	return out
}

// otherCarrier returns a message when the declaration d, which calls some
// carrier, does not call the registry's: it names both carriers. The
// message follows the row that names d, so it does not repeat its name.
func (r *resolver) otherCarrier(d declSummary) string {
	if r.carrier == nil || slices.Contains(d.Carriers, r.carrierKey()) {
		return ""
	}
	called := make([]string, len(d.Carriers))
	for i, k := range d.Carriers {
		called[i] = r.carrierName(k)
	}
	return fmt.Sprintf("calls %s, not the registry's %s",
		strings.Join(called, " and "), r.carrier.Decl.Display(r.self))
}

// carrierName names the carrier of key k in a message: bare when it is
// declared in the registry's package, else qualified (never with its
// position: rowRelated points at its declaration).
func (r *resolver) carrierName(k string) string {
	if decl, ok := r.carriers[k]; ok {
		return decl.Display(r.self)
	}
	return strings.Replace(k, "\x00", ".", 1)
}

// carrierKey is r.carrier's key, built on first use; r.carrier is set
// once, before any row resolves.
func (r *resolver) carrierKey() string {
	if r.key == "" {
		r.key = r.carrier.Decl.Key()
	}
	return r.key
}
