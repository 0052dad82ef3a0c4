package plugin

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/golangci/plugin-module-register/register"
	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/analyzers/constructors"
	"golang.org/x/tools/go/analysis"
)

// suiteNames are the analyzer names of the real suite, in order.
func suiteNames() []string {
	var out []string
	for _, a := range analyzers.Analyzers() {
		out = append(out, a.Name)
	}
	return out
}

func TestDecodeSettings(t *testing.T) {
	tests := []struct {
		name    string
		raw     any
		want    Settings
		wantErr string // substring; "" means success
	}{
		{name: "absent block", raw: nil, want: Settings{}},
		{name: "empty block", raw: map[string]any{}, want: Settings{}},
		{
			// The shape golangci-lint's configuration loader produces from YAML.
			name: "both keys",
			raw: map[string]any{
				"analyzers": []any{"notcarried", "clampseats"},
				"module":    "example.com/engine",
			},
			want: Settings{Analyzers: []string{"notcarried", "clampseats"}, Module: "example.com/engine"},
		},
		{name: "typed list", raw: map[string]any{"analyzers": []string{"constructors"}}, want: Settings{Analyzers: []string{"constructors"}}},
		{name: "empty list kept distinct from absent", raw: map[string]any{"analyzers": []any{}}, want: Settings{Analyzers: []string{}}},

		{name: "unknown key", raw: map[string]any{"modules": "example.com/engine"}, wantErr: `unknown key "modules" (valid keys: analyzers, module)`},
		{name: "key in another case", raw: map[string]any{"Module": "example.com/engine"}, wantErr: `unknown key "Module"`},
		{name: "analyzers as a string", raw: map[string]any{"analyzers": "clampseats"}, wantErr: `key "analyzers": expected a list of analyzer names, got a string`},
		{name: "analyzers as a mapping", raw: map[string]any{"analyzers": map[string]any{"clampseats": true}}, wantErr: `key "analyzers": expected a list of analyzer names, got a mapping`},
		{name: "analyzers null", raw: map[string]any{"analyzers": nil}, wantErr: `key "analyzers": expected a list of analyzer names, got null`},
		{name: "analyzer name a number", raw: map[string]any{"analyzers": []any{"clampseats", 3}}, wantErr: `key "analyzers": element 2: expected an analyzer name, got a number`},
		{name: "module a number", raw: map[string]any{"module": 42}, wantErr: `key "module": expected a module path such as "example.com/engine", got a number`},
		{name: "module a boolean", raw: map[string]any{"module": true}, wantErr: `key "module": expected a module path such as "example.com/engine", got a boolean`},
		{name: "module null", raw: map[string]any{"module": nil}, wantErr: `key "module": expected a module path`},
		{name: "module empty", raw: map[string]any{"module": ""}, wantErr: `key "module": "" is not a module path`},
		{name: "module with space", raw: map[string]any{"module": "example.com/my engine"}, wantErr: `key "module": "example.com/my engine" is not a module path`},
		{name: "block a list", raw: []any{"clampseats"}, wantErr: "expected a mapping with the keys analyzers, module, got a list"},
		{name: "block a string", raw: "clampseats", wantErr: "expected a mapping with the keys analyzers, module, got a string"},
		{name: "block not encodable", raw: map[string]any{"analyzers": func() {}}, wantErr: "cannot read the settings block"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeSettings(tt.raw)
			if tt.wantErr != "" {
				if err == nil {
					t.Fatalf("decodeSettings(%#v) = %+v, want an error containing %q", tt.raw, got, tt.wantErr)
				}
				if !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("decodeSettings(%#v) error = %q, want it to contain %q", tt.raw, err, tt.wantErr)
				}
				if !strings.HasPrefix(err.Error(), "clampvet settings: ") {
					t.Errorf("error %q does not say it is about the clampvet settings", err)
				}
				return
			}
			if err != nil {
				t.Fatalf("decodeSettings(%#v): %v", tt.raw, err)
			}
			if got.Module != tt.want.Module || !slices.Equal(got.Analyzers, tt.want.Analyzers) ||
				(got.Analyzers == nil) != (tt.want.Analyzers == nil) {
				t.Fatalf("decodeSettings(%#v) = %#v, want %#v", tt.raw, got, tt.want)
			}
		})
	}
}

// fakeSuite returns three analyzers; the second declares a module flag
// with a non-empty default, as a driver-independent stand-in for
// constructors.
func fakeSuite() []*analysis.Analyzer {
	run := func(*analysis.Pass) (any, error) { return nil, nil }
	a := &analysis.Analyzer{Name: "alpha", Doc: "alpha", Run: run}
	b := &analysis.Analyzer{Name: "beta", Doc: "beta", Run: run}
	b.Flags.String(moduleFlag, "default.example/mod", "module path")
	c := &analysis.Analyzer{Name: "gamma", Doc: "gamma", Run: run}
	return []*analysis.Analyzer{a, b, c}
}

func analyzerNames(list []*analysis.Analyzer) []string {
	var out []string
	for _, a := range list {
		out = append(out, a.Name)
	}
	return out
}

func TestSelection(t *testing.T) {
	tests := []struct {
		name    string
		want    []string
		got     []string
		wantErr string
	}{
		{name: "absent selects all", want: nil, got: []string{"alpha", "beta", "gamma"}},
		{name: "subset in suite order", want: []string{"gamma", "alpha"}, got: []string{"alpha", "gamma"}},
		{name: "one", want: []string{"beta"}, got: []string{"beta"}},
		{name: "unknown name lists the valid ones", want: []string{"alpha", "delta"}, wantErr: `unknown analyzer "delta" (valid: alpha, beta, gamma)`},
		{name: "duplicate", want: []string{"beta", "beta"}, wantErr: `analyzer "beta" is listed twice`},
		{name: "empty list", want: []string{}, wantErr: `key "analyzers" lists no analyzer; omit the key to run all of them (alpha, beta, gamma)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, err := newPlugin(Settings{Analyzers: tt.want}, fakeSuite())
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("newPlugin(%q) error = %v, want one containing %q", tt.want, err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			built, err := p.BuildAnalyzers()
			if err != nil {
				t.Fatal(err)
			}
			if got := analyzerNames(built); !slices.Equal(got, tt.got) {
				t.Fatalf("BuildAnalyzers() = %q, want %q", got, tt.got)
			}
		})
	}
}

func TestBuildAnalyzersReturnsAFreshSlice(t *testing.T) {
	p, err := newPlugin(Settings{}, fakeSuite())
	if err != nil {
		t.Fatal(err)
	}
	first, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	first[0] = nil
	second, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if second[0] == nil {
		t.Fatal("a caller's edit of the returned slice reached the plugin's selection")
	}
}

func TestModuleFlag(t *testing.T) {
	suite := fakeSuite()
	beta := suite[1]
	value := func() string { return beta.Flags.Lookup(moduleFlag).Value.String() }

	p, err := newPlugin(Settings{Module: "example.com/engine"}, suite)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.BuildAnalyzers(); err != nil {
		t.Fatal(err)
	}
	if got := value(); got != "example.com/engine" {
		t.Fatalf("after BuildAnalyzers with module set, -module = %q, want example.com/engine", got)
	}

	// A later instance without the setting must not inherit the value.
	p, err = newPlugin(Settings{}, suite)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.BuildAnalyzers(); err != nil {
		t.Fatal(err)
	}
	if got := value(); got != "default.example/mod" {
		t.Fatalf("after BuildAnalyzers without module, -module = %q, want the default default.example/mod", got)
	}

	// The setting without the analyzer that reads it is a mistake, named.
	_, err = newPlugin(Settings{Analyzers: []string{"alpha"}, Module: "example.com/engine"}, suite)
	if err == nil || !strings.Contains(err.Error(), `key "module" has no effect`) || !strings.Contains(err.Error(), "read by beta") {
		t.Fatalf("module without its reader: error = %v, want one naming beta", err)
	}

	// A suite in which nothing reads a module path.
	_, err = newPlugin(Settings{Module: "example.com/engine"}, []*analysis.Analyzer{suite[0], suite[2]})
	if err == nil || !strings.Contains(err.Error(), "no clampvet analyzer declares a -module flag") {
		t.Fatalf("module with no reader at all: error = %v", err)
	}
}

func TestModuleFlagRejected(t *testing.T) {
	a := &analysis.Analyzer{Name: "strict", Doc: "strict", Run: func(*analysis.Pass) (any, error) { return nil, nil }}
	a.Flags.Func(moduleFlag, "module path", func(v string) error {
		if strings.HasPrefix(v, "bad") {
			return errInvalid
		}
		return nil
	})
	p, err := newPlugin(Settings{Module: "bad.example/x"}, []*analysis.Analyzer{a})
	if err != nil {
		t.Fatal(err)
	}
	_, err = p.BuildAnalyzers()
	if err == nil || !strings.Contains(err.Error(), `analyzer strict rejects "bad.example/x"`) {
		t.Fatalf("BuildAnalyzers error = %v, want the analyzer's rejection", err)
	}
}

var errInvalid = errors.New("not a module this analyzer accepts")

func TestRegistered(t *testing.T) {
	newPlugin, err := register.GetPlugin(Name)
	if err != nil {
		t.Fatalf("the plugin is not registered: %v", err)
	}
	p, err := newPlugin(nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := p.GetLoadMode(); got != register.LoadModeTypesInfo {
		t.Errorf("GetLoadMode() = %q, want %q", got, register.LoadModeTypesInfo)
	}
	built, err := p.BuildAnalyzers()
	if err != nil {
		t.Fatal(err)
	}
	if got, want := analyzerNames(built), suiteNames(); !slices.Equal(got, want) {
		t.Fatalf("default selection = %q, want the whole suite %q", got, want)
	}
	for i, a := range analyzers.Analyzers() {
		if built[i] != a {
			t.Errorf("analyzer %s is not the suite's value: facts would not be shared with other drivers' runs", a.Name)
		}
	}

	_, err = newPlugin(map[string]any{"analyzers": []any{"clampseat"}})
	if err == nil || !strings.Contains(err.Error(), "valid: "+strings.Join(suiteNames(), ", ")) {
		t.Fatalf("unknown analyzer: error = %v, want one listing %q", err, suiteNames())
	}
}

// TestRealModuleSetting runs the module setting against the real suite.
// Until the constructors analyzer declares its -module flag the setting
// must be refused clearly; once it does, the flag must receive the value
// and be reset afterwards.
func TestRealModuleSetting(t *testing.T) {
	f := constructors.Analyzer.Flags.Lookup(moduleFlag)
	p, err := New(map[string]any{"module": "example.com/engine"})
	if f == nil {
		if err == nil || !strings.Contains(err.Error(), `key "module" is not supported`) {
			t.Fatalf("constructors has no -module flag: New error = %v, want a clear refusal", err)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.BuildAnalyzers(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = constructors.Analyzer.Flags.Set(moduleFlag, f.DefValue) })
	if got := f.Value.String(); got != "example.com/engine" {
		t.Fatalf("constructors -module = %q after BuildAnalyzers, want example.com/engine", got)
	}
	p, err = New(nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.BuildAnalyzers(); err != nil {
		t.Fatal(err)
	}
	if got := f.Value.String(); got != f.DefValue {
		t.Fatalf("constructors -module = %q after an instance without the setting, want the default %q", got, f.DefValue)
	}
}
