// Package plugin exposes the clampvet analyzers to golangci-lint v2 as the
// module plugin (github.com/golangci/plugin-module-register) named
// "clampvet".
//
// A custom golangci-lint binary that imports this package for its side
// effect (see docs/golangci.md) offers the linter "clampvet", configured in
// .golangci.yml under linters.settings.custom.clampvet with type "module".
// Its settings block takes two keys, both optional, decoded strictly (an
// unknown key, a value of the wrong type or an unknown analyzer name stops
// golangci-lint with an error that names the key):
//
//	settings:
//	  analyzers: [clampseats, constructors, notcarried] # default: all of them
//	  module: example.com/engine # module path when the driver gives none
//
// The analyzers need type information and facts, so the plugin asks for
// [register.LoadModeTypesInfo].
package plugin

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/golangci/plugin-module-register/register"
	"github.com/sema-agent/clampvet/analyzers"
	"golang.org/x/tools/go/analysis"
)

// Name is the name the plugin registers under: the key of the custom
// linter in .golangci.yml and the linter name golangci-lint reports
// findings under.
const Name = "clampvet"

// The keys of the settings block.
const (
	keyAnalyzers = "analyzers"
	keyModule    = "module"
)

// moduleFlag is the name of the analyzer flag that carries the module path
// when the driver gives no pass.Module (Bazel nogo, and any driver that
// does not resolve modules). Every selected analyzer that declares it
// receives the "module" setting.
const moduleFlag = "module"

func init() {
	register.Plugin(Name, New)
}

// Settings is the decoded settings block of the clampvet linter.
type Settings struct {
	// Analyzers names the analyzers to run (key "analyzers"); nil runs
	// every analyzer of the suite. A listed name must be one of the suite's
	// analyzers and may appear once; the order of the list does not
	// matter: analyzers always run in the suite's order.
	Analyzers []string

	// Module is the module path of the code under analysis (key
	// "module"), used only when the driver gives the analyzers no
	// pass.Module; "" leaves each analyzer's own default in place.
	// golangci-lint resolves modules itself, so most configurations
	// leave it unset.
	Module string
}

// Plugin is the golangci-lint linter plugin built from one settings block.
// It implements [register.LinterPlugin].
type Plugin struct {
	settings Settings
	selected []*analysis.Analyzer // suite order; shared values, never mutated except the module flag
}

var _ register.LinterPlugin = (*Plugin)(nil)

// New decodes the raw settings golangci-lint hands a module plugin (nil
// when the configuration has no settings block) and returns the plugin.
// Every problem with the settings is reported here, before any package is
// loaded. It is the [register.NewPlugin] registered under [Name].
func New(conf any) (register.LinterPlugin, error) {
	s, err := decodeSettings(conf)
	if err != nil {
		return nil, err
	}
	return newPlugin(s, analyzers.Analyzers())
}

// newPlugin checks s against the suite and selects the analyzers.
func newPlugin(s Settings, suite []*analysis.Analyzer) (*Plugin, error) {
	selected, err := selectAnalyzers(s.Analyzers, suite)
	if err != nil {
		return nil, err
	}
	if s.Module != "" && len(takesModule(selected)) == 0 {
		if readers := takesModule(suite); len(readers) > 0 {
			return nil, fmt.Errorf("clampvet settings: key %q has no effect: no selected analyzer reads a module path (it is read by %s); add one to %q or drop the key",
				keyModule, names(readers), keyAnalyzers)
		}
		return nil, fmt.Errorf("clampvet settings: key %q is not supported by this build: no clampvet analyzer declares a -%s flag",
			keyModule, moduleFlag)
	}
	return &Plugin{settings: s, selected: selected}, nil
}

// BuildAnalyzers returns the selected analyzers, in the suite's order.
//
// The analyzers are the suite's shared values. The one piece of state the
// plugin changes on them is the module flag, because go/analysis flags
// live on the analyzer and not on a run: BuildAnalyzers sets it to the
// "module" setting, or back to the flag's default when the setting is
// absent, so that a plugin instance never inherits the value of an
// earlier one. golangci-lint builds one instance per process (the linter
// name is a unique key of the configuration), so the global never has two
// wanted values at once; two instances with different module settings
// cannot run side by side in one process, and the one built last wins.
func (p *Plugin) BuildAnalyzers() ([]*analysis.Analyzer, error) {
	if err := applyModule(p.selected, p.settings.Module); err != nil {
		return nil, err
	}
	return slices.Clone(p.selected), nil
}

// GetLoadMode returns [register.LoadModeTypesInfo]: the analyzers read
// types and exchange facts between packages.
func (*Plugin) GetLoadMode() string {
	return register.LoadModeTypesInfo
}

// flagMu serializes writes of analyzer flags, which are process-wide.
var flagMu sync.Mutex

// applyModule sets the module flag of every analyzer that declares one to
// module, or to the flag's default when module is "".
func applyModule(selected []*analysis.Analyzer, module string) error {
	flagMu.Lock()
	defer flagMu.Unlock()
	for _, a := range selected {
		f := a.Flags.Lookup(moduleFlag)
		if f == nil {
			continue
		}
		v := module
		if v == "" {
			v = f.DefValue
		}
		if err := a.Flags.Set(moduleFlag, v); err != nil {
			return fmt.Errorf("clampvet settings: key %q: analyzer %s rejects %q: %v", keyModule, a.Name, v, err)
		}
	}
	return nil
}

// takesModule returns the analyzers of list that declare the module flag.
func takesModule(list []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	for _, a := range list {
		if a.Flags.Lookup(moduleFlag) != nil {
			out = append(out, a)
		}
	}
	return out
}

// selectAnalyzers returns the analyzers of suite named by want, in suite
// order; nil want selects the whole suite.
func selectAnalyzers(want []string, suite []*analysis.Analyzer) ([]*analysis.Analyzer, error) {
	if want == nil {
		return slices.Clone(suite), nil
	}
	if len(want) == 0 {
		return nil, fmt.Errorf("clampvet settings: key %q lists no analyzer; omit the key to run all of them (%s)",
			keyAnalyzers, names(suite))
	}
	byName := make(map[string]*analysis.Analyzer, len(suite))
	for _, a := range suite {
		byName[a.Name] = a
	}
	seen := make(map[string]bool, len(want))
	for _, n := range want {
		if byName[n] == nil {
			return nil, fmt.Errorf("clampvet settings: key %q: unknown analyzer %q (valid: %s)", keyAnalyzers, n, names(suite))
		}
		if seen[n] {
			return nil, fmt.Errorf("clampvet settings: key %q: analyzer %q is listed twice", keyAnalyzers, n)
		}
		seen[n] = true
	}
	var out []*analysis.Analyzer
	for _, a := range suite {
		if seen[a.Name] {
			out = append(out, a)
		}
	}
	return out, nil
}

// names joins the analyzers' names with ", ".
func names(list []*analysis.Analyzer) string {
	s := make([]string, len(list))
	for i, a := range list {
		s[i] = a.Name
	}
	return strings.Join(s, ", ")
}

// settingKeys lists the valid keys, sorted, for error messages.
var settingKeys = []string{keyAnalyzers, keyModule}

// decodeSettings decodes the raw settings value strictly. golangci-lint
// hands over whatever its configuration loader produced for the
// "settings" key (nil, or a map of YAML-decoded values); the value is
// normalized through JSON, as register.DecodeSettings does, and then read
// key by key so that each error names the key and the expected shape
// (encoding/json alone would match keys case-insensitively and report Go
// type names).
func decodeSettings(raw any) (Settings, error) {
	var s Settings
	if raw == nil {
		return s, nil
	}
	data, err := json.Marshal(raw)
	if err != nil {
		return s, fmt.Errorf("clampvet settings: cannot read the settings block: %v", err)
	}
	if kind := jsonKind(data); kind != "a mapping" {
		if kind == "null" {
			return s, nil
		}
		return s, fmt.Errorf("clampvet settings: expected a mapping with the keys %s, got %s",
			strings.Join(settingKeys, ", "), kind)
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(data, &fields); err != nil {
		return s, fmt.Errorf("clampvet settings: cannot read the settings block: %v", err)
	}
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := fields[k]
		switch k {
		case keyAnalyzers:
			list, err := decodeNames(v)
			if err != nil {
				return Settings{}, err
			}
			s.Analyzers = list
		case keyModule:
			m, err := decodeModule(v)
			if err != nil {
				return Settings{}, err
			}
			s.Module = m
		default:
			return Settings{}, fmt.Errorf("clampvet settings: unknown key %q (valid keys: %s)", k, strings.Join(settingKeys, ", "))
		}
	}
	return s, nil
}

// decodeNames reads the value of "analyzers": a non-null list of strings.
func decodeNames(v json.RawMessage) ([]string, error) {
	if kind := jsonKind(v); kind != "a list" {
		return nil, fmt.Errorf("clampvet settings: key %q: expected a list of analyzer names, got %s", keyAnalyzers, kind)
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(v, &elems); err != nil {
		return nil, fmt.Errorf("clampvet settings: key %q: %v", keyAnalyzers, err)
	}
	out := make([]string, 0, len(elems))
	for i, e := range elems {
		if kind := jsonKind(e); kind != "a string" {
			return nil, fmt.Errorf("clampvet settings: key %q: element %d: expected an analyzer name, got %s", keyAnalyzers, i+1, kind)
		}
		var n string
		if err := json.Unmarshal(e, &n); err != nil {
			return nil, fmt.Errorf("clampvet settings: key %q: element %d: %v", keyAnalyzers, i+1, err)
		}
		out = append(out, n)
	}
	return out, nil
}

// decodeModule reads the value of "module": a non-empty string without
// white space.
func decodeModule(v json.RawMessage) (string, error) {
	if kind := jsonKind(v); kind != "a string" {
		return "", fmt.Errorf("clampvet settings: key %q: expected a module path such as \"example.com/engine\", got %s", keyModule, kind)
	}
	var m string
	if err := json.Unmarshal(v, &m); err != nil {
		return "", fmt.Errorf("clampvet settings: key %q: %v", keyModule, err)
	}
	if m == "" || strings.ContainsFunc(m, func(r rune) bool { return r <= ' ' }) {
		return "", fmt.Errorf("clampvet settings: key %q: %q is not a module path (expected e.g. \"example.com/engine\"; omit the key to use the driver's)", keyModule, m)
	}
	return m, nil
}

// jsonKind names the kind of a JSON value for error messages, in the
// words of the YAML a user writes.
func jsonKind(v []byte) string {
	v = bytes.TrimSpace(v)
	if len(v) == 0 {
		return "nothing"
	}
	switch v[0] {
	case '{':
		return "a mapping"
	case '[':
		return "a list"
	case '"':
		return "a string"
	case 't', 'f':
		return "a boolean"
	case 'n':
		return "null"
	default:
		return "a number"
	}
}
