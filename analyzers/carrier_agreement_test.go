package analyzers_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/clampseats"
	"github.com/sema-agent/clampvet/analyzers/constructors"
	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis"
)

// TestCarrierRuleAgrees runs one table of carrier declarations through the
// three analyzers and requires them to agree on the one rule of package
// internal/roles: every declaration is a carrier (calls of it count for
// constructors, and it has its roles fact), and its source is readable
// exactly when clampseats reports no shape finding — which is exactly when
// notcarried can check the seats it carries.
func TestCarrierRuleAgrees(t *testing.T) {
	const other = "package other\n\ntype Source struct{ A, B int }\n\ntype Box[T any] struct{ A, B T }\n"
	for _, tc := range []struct {
		name, decls, param, body string
		readable                 bool
		call                     string // how F calls the carrier
	}{
		{"named struct", "type Source struct{ A, B int }", "s Source", "s.A + s.B", true, `Carry(Source{A: 1, B: 2})`},
		{"local alias", "type Source struct{ A, B int }\n\ntype Alias = Source", "s Alias", "s.A + s.B", true, `Carry(Alias{A: 1, B: 2})`},
		{"generic func", "type Source struct{ A, B int }", "s Source, _ T", "s.A + s.B", false, `Carry[int](Source{A: 1, B: 2}, 0)`},
		{"foreign source", "", "s other.Source", "s.A + s.B", false, `Carry(other.Source{A: 1, B: 2})`},
		{"foreign alias", "type Local = other.Source", "s Local", "s.A + s.B", false, `Carry(Local{A: 1, B: 2})`},
		{"generic source", "type Source[T any] struct{ A, B T }", "s Source[int]", "s.A + s.B", false, `Carry(Source[int]{A: 1, B: 2})`},
		{"foreign generic source", "", "s other.Box[int]", "s.A + s.B", false, `Carry(other.Box[int]{A: 1, B: 2})`},
		{"embedded field", "type Base struct{ A int }\n\ntype Source struct {\n\tBase\n\tB int\n}", "s Source", "s.A + s.B", false, `Carry(Source{Base: Base{A: 1}, B: 2})`},
		{"pointer", "type Source struct{ A, B int }", "s *Source", "s.A + s.B", false, `Carry(&Source{A: 1, B: 2})`},
		{"two parameters", "type Source struct{ A, B int }", "s, u Source", "s.A + u.B", false, `Carry(Source{A: 1, B: 2}, Source{A: 1, B: 2})`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			typeParams := ""
			if tc.name == "generic func" {
				typeParams = "[T any]"
			}
			src := fmt.Sprintf(`package p

import "example.com/m/other"

var _ other.Source

%s

type Spec struct{ A, B int }

//clampvet:carrier
func Carry%s(%s) int { return %s }

//clampvet:notcarried
var NotCarried = map[string]string{"B": "a budget each leg sizes for itself"}

//clampvet:tighten
func Tighten(spec, t Spec) Spec {
	spec.A = max(spec.A, t.A)
	spec.B = max(spec.B, t.B)
	return spec
}

// F is a constructor: it calls the carrier.
func F() { _ = %s }
`, tc.decls, typeParams, tc.param, tc.body, tc.call)
			w := typecheck.NewWorld()
			w.Add(t, "example.com/m/other", map[string]string{"other.go": other})
			p := w.Add(t, "example.com/m/p", map[string]string{"p.go": src})
			module := &analysis.Module{Path: "example.com/m"}
			run := func(a *analysis.Analyzer) ([]string, *typecheck.Facts) {
				fs := typecheck.NewFacts()
				var msgs []string
				for _, d := range typecheck.Run(t, w.Fset, a, p, fs, typecheck.Options{Module: module}) {
					msgs = append(msgs, d.Message)
				}
				return msgs, fs
			}

			// roles: a carrier in every case, readable as the rule says.
			_, fs := run(roles.Analyzer)
			facts := fs.Object(roles.Analyzer, p.Types.Scope().Lookup("Carry"))
			if len(facts) != 1 {
				t.Fatalf("roles: Carry has facts %v, want one CarrierFact", facts)
			}
			if got := facts[0].(*roles.CarrierFact).Source != ""; got != tc.readable {
				t.Errorf("roles: source readable = %v, want %v (%v)", got, tc.readable, facts[0])
			}

			// clampseats: a shape finding exactly when unreadable.
			msgs, _ := run(clampseats.Analyzer)
			shape := hasAny(msgs, "carrier Carry is generic", "carrier Carry parameter", "carrier Carry has 2 parameters", "source Source of carrier Carry embeds")
			if shape == tc.readable {
				t.Errorf("clampseats: shape finding = %v, want %v: %q", shape, !tc.readable, msgs)
			}

			// notcarried: the seats cannot be checked exactly when unreadable.
			msgs, _ = run(notcarried.Analyzer)
			unchecked := hasAny(msgs, "carrier Carry has no readable clamp source")
			if unchecked == tc.readable {
				t.Errorf("notcarried: cannot-check finding = %v, want %v: %q", unchecked, !tc.readable, msgs)
			}

			// constructors: F calls a carrier either way.
			_, fs = run(constructors.Analyzer)
			summary := fmt.Sprint(fs.Package(constructors.Analyzer, p.Types))
			if !strings.Contains(summary, "F:func:p.go:carrier") {
				t.Errorf("constructors: F does not call a carrier in %s", summary)
			}
		})
	}
}

func hasAny(msgs []string, prefixes ...string) bool {
	for _, m := range msgs {
		for _, p := range prefixes {
			if strings.HasPrefix(m, p) {
				return true
			}
		}
	}
	return false
}
