package constructors

import (
	"fmt"
	"go/token"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/analysistest"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// TestCategories checks that the findings of a few scenarios carry their
// kind as the diagnostic's Category (what drivers print, SARIF groups by
// and an exception names): one finding per kind class, each matched by
// its message. A report site that forgets its kind, or reports the wrong
// one, fails here even where the analyzers' catalogue test is still red
// for other analyzers.
func TestCategories(t *testing.T) {
	type want struct{ message, kind string }
	tests := []struct {
		scenario string
		wants    []want
	}{
		{"constructors_row_duplicate", []want{{`is listed twice`, kinds.RowDuplicate}}},
		{"constructors_row_malformed", []want{
			{`no '#' between the file and the name`, kinds.RowMalformed},
			{`the path starts with '/'`, kinds.RowMalformed},
		}},
		{"constructors_alias_receiver", []want{
			{`T is an alias of Teacher: write Teacher.Spec`, kinds.RowAliasReceiver},
			{`does not call a carrier`, kinds.RowCallsNoCarrier},
		}},
		{"constructors_unreadable_declarations", []want{{`make it a Go func`, kinds.RowNotAFunc}}},
		{"constructors_row_in_other_file", []want{{`is declared in .*, not in`, kinds.RowDeclaredInOtherFile}}},
		{"constructors_row_not_declared", []want{{`is not declared in`, kinds.RowNotDeclared}}},
		{"constructors_row_file_not_in_package", []want{{`is not in its package`, kinds.RowFileNotInPackage}}},
		{"constructors_own_package", []want{
			{`its package is not imported by the registry`, kinds.RowPackageNotImported},
			{`its package neither declares nor directly imports a carrier`, kinds.RowPackageNoCarrier},
		}},
		{"constructors_one_carrier_ambiguous", []want{
			{`unpaired carriers`, kinds.RegistryCarrierAmbiguous},
			{`carriers with a tighten function`, kinds.RegistryCarrierAmbiguous},
		}},
		{"constructors_one_carrier_own", []want{{`not the registry's clamp.Carry`, kinds.RowCallsOtherCarrier}}},
		{"constructors_two_carriers", []want{{`calls a carrier: add its row`, kinds.ConstructorNotRegistered}}},
		{"constructors_census_namesake_sink_policy", []want{
			{`^spec reaching (runner\.)?Spawn is a task\.Task whose Spec is never set`, kinds.SpecNotConstructed},
		}},
		{"constructors_census_namesake_sink_own", []want{
			{`^spec reaching (runner\.)?Runner\.Start is a spec literal`, kinds.SpecNotConstructed},
			{`^runner\.Runner\.Start, a spawn path, used as a value`, kinds.SpawnPathUsedAsValue},
		}},
		{"constructors_census_own_carrier", []want{
			{`no //clampvet:tighten func in view`, kinds.SpawnRoleNoTighten},
			{`^(spawn sink \S+ takes|root \S+ returns) no `, kinds.SpawnRoleShape},
			{`^spec reaching sink\.Run is a map lookup`, kinds.SpecOriginUnfollowed},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.scenario, func(t *testing.T) {
			results := analysistest.Run(t, scenarioDir(t, tt.scenario), Analyzer, "./...")
			var diags []analysis.Diagnostic
			for _, r := range results {
				diags = append(diags, r.Diagnostics...)
			}
			for _, w := range tt.wants {
				re := regexp.MustCompile(w.message)
				n := 0
				for _, d := range diags {
					if !re.MatchString(d.Message) {
						continue
					}
					n++
					if d.Category != w.kind {
						t.Errorf("%q: category %q, want %q", d.Message, d.Category, w.kind)
					}
				}
				if n == 0 {
					t.Errorf("no finding matches %q", w.message)
				}
			}
			// Every kind reported is one of the analyzer's own.
			for _, d := range diags {
				if k, ok := kinds.Lookup(d.Category); ok && k.Analyzer == "constructors" && !slices.Contains(kinds.Of("constructors"), k) {
					t.Errorf("%q: kind %s is not the analyzer's", d.Message, d.Category)
				}
			}
		})
	}
}

// TestModuleKinds checks the kinds of the two findings no scenario can
// give (analysistest always reports a module): a driver without module
// data and no -module flag, and a -module flag that names another
// module (the messages are TestModuleFlag's).
func TestModuleKinds(t *testing.T) {
	pkgs := load(t, scenarioDir(t, "constructors_cross_package"), false)
	for _, tt := range []struct{ flag, kind string }{
		{"", kinds.RegistryNoModule},
		{"example.com/elsewhere", kinds.RegistryOutsideModule},
	} {
		setModuleFlag(t, tt.flag)
		g, err := checker.Analyze([]*analysis.Analyzer{Analyzer}, pkgs, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, act := range g.Roots {
			for _, d := range act.Diagnostics {
				got = append(got, d.Category)
			}
		}
		if !slices.Equal(got, []string{tt.kind}) {
			t.Errorf("-module=%q: categories %q, want [%s]", tt.flag, got, tt.kind)
		}
	}
}

// TestCatalogueAllowable pins which of the registry's kinds an audited
// exception may cover: only a finding about one constructor's body. Every
// other kind is about the registry, clampvet's own configuration, or is
// reported at the registry for every site at once (completeness), where
// an exception would switch a check off for more than one reviewed site.
// (The dataflow and census kinds this analyzer also reports are
// dataflow.go's, and per site.)
func TestCatalogueAllowable(t *testing.T) {
	registry := []string{
		kinds.RegistryNoModule, kinds.RegistryOutsideModule, kinds.RegistryCarrierAmbiguous,
		kinds.RegistryNotALiteral, kinds.RegistryEmpty, kinds.RegistryElementNotALiteral, kinds.RegistryArrayShort,
		kinds.RowMalformed, kinds.RowDuplicate, kinds.RowPackageNotImported, kinds.RowPackageNoCarrier,
		kinds.RowFileNotInPackage, kinds.RowDeclaredInOtherFile, kinds.RowNotDeclared, kinds.RowAliasReceiver,
		kinds.RowNotAFunc, kinds.RowCallsNoCarrier, kinds.RowCallsOtherCarrier, kinds.ConstructorNotRegistered,
		kinds.SpawnRoleNoTighten, kinds.SpawnRoleShape,
	}
	var allowable []string
	for _, id := range registry {
		k, ok := kinds.Lookup(id)
		switch {
		case !ok:
			t.Errorf("kind %s is not in the catalogue", id)
		case k.Analyzer != "constructors":
			t.Errorf("kind %s is %q's, want constructors'", id, k.Analyzer)
		case k.Allowable():
			allowable = append(allowable, k.ID)
		}
	}
	if want := []string{kinds.RowCallsOtherCarrier}; !slices.Equal(allowable, want) {
		t.Errorf("allowable kinds %q, want %q", allowable, want)
	}
}

// TestRegistryFixBuilds applies every suggested fix of the array-registry
// scenario and type-checks the fixed packages: a fix must leave code that
// builds, since -fix applies it unseen. A registry whose type fixes its
// length ([1]string, a named array type) gets no fix (a row appended
// would overflow it), one of inferred length ([...]string) or a slice
// gets the row appended (the golden files).
func TestRegistryFixBuilds(t *testing.T) {
	dir := scenarioDir(t, "constructors_registry_array_fix")
	results := analysistest.RunWithSuggestedFixes(t, dir, Analyzer, "./...")

	type edit struct {
		start, end int
		text       string
	}
	edits := make(map[string][]edit)
	fixes := make(map[string]int) // package path -> findings with a fix
	for _, r := range results {
		for _, d := range r.Diagnostics {
			if len(d.SuggestedFixes) == 0 {
				continue
			}
			fixes[r.Pass.Pkg.Path()]++
			for _, e := range d.SuggestedFixes[0].TextEdits {
				p := r.Pass.Fset.Position(e.Pos)
				end := r.Pass.Fset.Position(e.End)
				edits[p.Filename] = append(edits[p.Filename], edit{p.Offset, end.Offset, string(e.NewText)})
			}
		}
	}
	for _, pkg := range []string{"example.com/engine/fixed", "example.com/engine/named"} {
		if fixes[pkg] != 0 {
			t.Errorf("%s: a fix for a registry of fixed length", pkg)
		}
	}
	for _, pkg := range []string{"example.com/engine/slice", "example.com/engine/ellipsis"} {
		if fixes[pkg] != 1 {
			t.Errorf("%s: %d fixes, want 1", pkg, fixes[pkg])
		}
	}

	overlay := make(map[string][]byte)
	for name, es := range edits {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		slices.SortFunc(es, func(a, b edit) int { return b.start - a.start }) // last first: offsets stay valid
		for _, e := range es {
			src = slices.Concat(src[:e.start], []byte(e.text), src[e.end:])
		}
		overlay[name] = src
	}
	if errs := typeErrors(t, dir, overlay); len(errs) > 0 {
		t.Errorf("the fixed packages do not type-check:\n%s", strings.Join(errs, "\n"))
	}
}

// typeErrors loads the module at dir from source, with overlay in place
// of the files it names, and returns its errors.
func typeErrors(t *testing.T, dir string, overlay map[string][]byte) []string {
	t.Helper()
	cfg := &packages.Config{
		Mode:    packages.LoadAllSyntax,
		Dir:     dir,
		Env:     append(os.Environ(), "GOPROXY=off", "GOWORK=off"),
		Overlay: overlay,
		Fset:    token.NewFileSet(),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			out = append(out, fmt.Sprintf("%s: %s", p.PkgPath, e))
		}
	})
	return out
}
