package policytest_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/policy/policytest"
)

// The engine below defines its own spec, clamp source and carrier, as real
// engines do; its spec embeds a base struct (as engines embed
// policy.TaskSpec) and holds fields of many kinds for the probes to vary.

type laneBase struct {
	Zone string // "" unset, "box" restricting, "open" loose; any other value reads as "box"
}

type laneSpec struct {
	laneBase
	ReadOnly bool
	Deny     []string
	Budget   int
	Labels   map[string]string
	Owner    *string
	Weight   float64
	Tags     [2]string
	Level    uint8
	Hook     func()
	Audit    bool
	Window   struct{ From, to int }
	Chain    *chain // a recursive type: made up and copied to a bounded depth
	Steps    []int
	next     *laneSpec // unexported: copied, never varied
}

type chain struct{ Next *chain }

type laneSource struct {
	ReadOnly bool
	Zone     string
	Deny     []string
}

// laneClamps is the engine's carrier result: only restricting values.
type laneClamps struct {
	readOnly, boxed bool
	deny            []string
}

func carryLane(src laneSource) laneClamps {
	c := laneClamps{readOnly: src.ReadOnly, boxed: src.Zone != "" && src.Zone != "open"}
	if len(src.Deny) > 0 {
		c.deny = slices.Clone(src.Deny)
	}
	return c
}

func (c laneClamps) apply(s *laneSpec) {
	s.ReadOnly = s.ReadOnly || c.readOnly
	if c.boxed || (s.Zone != "" && s.Zone != "open") {
		s.Zone = "box"
	}
	for _, d := range c.deny {
		if !slices.Contains(s.Deny, d) {
			s.Deny = append(slices.Clip(s.Deny), d)
		}
	}
}

func laneEngine() policytest.Engine[laneSpec, laneSource] {
	return policytest.Engine[laneSpec, laneSource]{
		Seats:    []string{"ReadOnly", "Zone", "Deny"},
		Carry:    func(src laneSource, s *laneSpec) { carryLane(src).apply(s) },
		Strict:   laneSpec{ReadOnly: true, laneBase: laneBase{Zone: "box"}, Deny: []string{"a", "b", "c"}},
		Misspelt: laneSpec{laneBase: laneBase{Zone: "Box"}},
		Loose:    laneSpec{laneBase: laneBase{Zone: "open"}},
		Samples:  []laneSpec{{Budget: 9, Labels: map[string]string{}, Tags: [2]string{"x", "y"}}, {Budget: 9, Steps: []int{0, 4}}},
	}
}

func laneSourceOf(p laneSpec) laneSource {
	return laneSource{ReadOnly: p.ReadOnly, Zone: p.Zone, Deny: p.Deny}
}

// reviewLane is a well-written constructor: its own values, then the carrier.
func reviewLane(p laneSpec) laneSpec {
	s := laneSpec{ReadOnly: true, Budget: 3}
	carryLane(laneSourceOf(p)).apply(&s)
	return s
}

func TestEngineAcceptsAWellWrittenConstructor(t *testing.T) {
	var r recorder
	laneEngine().CheckCarries(&r, reviewLane)
	laneEngine().CheckKeepsOwn(&r, reviewLane)
	if len(r.errors) != 0 {
		t.Errorf("a correct constructor was reported:\n%s", strings.Join(r.errors, "\n"))
	}
	// A lane without a value for a seat names it not carried.
	noDeny := func(p laneSpec) laneSpec {
		src := laneSourceOf(p)
		src.Deny = nil
		var s laneSpec
		carryLane(src).apply(&s)
		return s
	}
	laneEngine().CheckCarries(&r, noDeny, "Deny")
	if len(r.errors) != 0 {
		t.Errorf("a declared not-carried seat was reported:\n%s", strings.Join(r.errors, "\n"))
	}
}

func TestEngineReportsBrokenConstructors(t *testing.T) {
	dropping := func(drop func(*laneSource)) func(laneSpec) laneSpec {
		return func(p laneSpec) laneSpec {
			src := laneSourceOf(p)
			drop(&src)
			var s laneSpec
			carryLane(src).apply(&s)
			return s
		}
	}
	skipsWhen := func(skip func(laneSpec) bool) func(laneSpec) laneSpec {
		return func(p laneSpec) laneSpec {
			if skip(p) {
				return laneSpec{Budget: 3}
			}
			return reviewLane(p)
		}
	}
	for name, tc := range map[string]struct {
		build func(laneSpec) laneSpec
		want  string
	}{
		"drops ReadOnly":           {dropping(func(s *laneSource) { s.ReadOnly = false }), "the child's ReadOnly is false, want true"},
		"drops Zone":               {dropping(func(s *laneSource) { s.Zone = "" }), `the child's Zone is "", want "box"`},
		"drops Deny":               {dropping(func(s *laneSource) { s.Deny = nil }), "the child's Deny is []"},
		"filters a misspelt zone":  {dropping(func(s *laneSource) { s.Zone = strings.ReplaceAll(s.Zone, "Box", "") }), `Zone:Box`},
		"skips under a budget":     {skipsWhen(func(p laneSpec) bool { return p.Budget > 0 }), "the child's ReadOnly is false"},
		"skips under labels":       {skipsWhen(func(p laneSpec) bool { return p.Labels != nil }), "Labels:map[]"},
		"skips under an owner":     {skipsWhen(func(p laneSpec) bool { return p.Owner != nil }), "the child's"},
		"skips under tags":         {skipsWhen(func(p laneSpec) bool { return p.Tags[0] != "" }), "the child's"},
		"skips under a long deny":  {skipsWhen(func(p laneSpec) bool { return len(p.Deny) > 2 }), "the child's Deny"},
		"skips under a level":      {skipsWhen(func(p laneSpec) bool { return p.Level > 0 }), "the child's"},
		"skips under a weight":     {skipsWhen(func(p laneSpec) bool { return p.Weight != 0 }), "the child's"},
		"skips under an audit":     {skipsWhen(func(p laneSpec) bool { return p.Audit }), "Audit:true"},
		"skips under a window":     {skipsWhen(func(p laneSpec) bool { return p.Window.From != 0 }), "the child's"},
		"skips under a chain":      {skipsWhen(func(p laneSpec) bool { return p.Chain != nil }), "the child's"},
		"keeps the parent's steps": {func(p laneSpec) laneSpec { s := reviewLane(p); s.Steps = p.Steps; return s }, "changed the child's Steps"},
		"shares the parent's list": {func(p laneSpec) laneSpec { s := reviewLane(p); s.Deny = p.Deny; return s }, "changing the parent's lists after the spawn changed the child's Deny"},
		"writes into its parent": {func(p laneSpec) laneSpec {
			if len(p.Deny) > 0 {
				p.Deny[0] = "rewritten"
			}
			return reviewLane(p)
		}, "build changed the Deny of the parent"},
		"lets a loose zone lift its own": {func(p laneSpec) laneSpec {
			s := laneSpec{laneBase: laneBase{Zone: "box"}}
			if p.Zone == "open" {
				s.Zone = "open"
			}
			carryLane(laneSourceOf(p)).apply(&s)
			return s
		}, "a loose parent changed the child's Zone"},
		"differs only in an unexported field": {func(p laneSpec) laneSpec {
			s := reviewLane(p)
			if p.ReadOnly {
				s.next = &laneSpec{}
			}
			return s
		}, "unexported fields differ"},
	} {
		t.Run(name, func(t *testing.T) {
			var r recorder
			laneEngine().CheckCarries(&r, tc.build)
			laneEngine().CheckKeepsOwn(&r, tc.build)
			if !contains(r.errors, tc.want) {
				t.Errorf("want a finding containing %q, got:\n%s", tc.want, strings.Join(r.errors, "\n"))
			}
			seen := map[string]bool{}
			for _, e := range r.errors {
				if seen[e] {
					t.Errorf("reported twice: %s", e)
				}
				seen[e] = true
			}
		})
	}
}

// TestEngineRefusesWhatItCannotCheck: an Engine the checks cannot use is a
// fatal error, never a check that silently passes.
func TestEngineRefusesWhatItCannotCheck(t *testing.T) {
	broken := func(edit func(*policytest.Engine[laneSpec, laneSource])) policytest.Engine[laneSpec, laneSource] {
		e := laneEngine()
		edit(&e)
		return e
	}
	for name, tc := range map[string]struct {
		check func(policytest.T)
		want  string
	}{
		"spec not a struct": {func(t policytest.T) {
			policytest.Engine[int, laneSource]{Seats: []string{"X"}, Carry: func(laneSource, *int) {}}.CheckCarries(t, func(int) int { return 0 })
		}, "must be struct types"},
		"no carrier": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) { e.Carry = nil }).CheckKeepsOwn(t, reviewLane)
		}, "Engine.Carry is nil"},
		"no seats": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) { e.Seats = nil }).CheckCarries(t, reviewLane)
		}, "Engine.Seats is empty"},
		"a seat twice": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) { e.Seats = append(e.Seats, "Zone") }).CheckCarries(t, reviewLane)
		}, "named twice"},
		"a seat not in source": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) { e.Seats = append(e.Seats, "Budget") }).CheckCarries(t, reviewLane)
		}, "not an exported field of both"},
		"a strict seat zero": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) { e.Strict.Deny = nil }).CheckCarries(t, reviewLane)
		}, "Engine.Strict leaves clamp seat Deny"},
		"a carrier that drops a seat": {func(t policytest.T) {
			broken(func(e *policytest.Engine[laneSpec, laneSource]) {
				e.Carry = func(src laneSource, s *laneSpec) { src.ReadOnly = false; carryLane(src).apply(s) }
			}).CheckCarries(t, reviewLane)
		}, "carrier does not carry clamp seat ReadOnly"},
		"a not-carried typo": {func(t policytest.T) { laneEngine().CheckCarries(t, reviewLane, "Denny") }, `not-carried seat "Denny" is not a clamp seat`},
	} {
		var r recorder
		tc.check(&r)
		if !r.fatal || !contains(r.errors, tc.want) {
			t.Errorf("%s: fatal %v, errors %q; want a fatal error containing %q", name, r.fatal, r.errors, tc.want)
		}
	}
}

// seatTyped has a seat whose type differs between spec and source.
type seatTyped struct{ Zone int }

func TestEngineRefusesASeatOfTwoTypes(t *testing.T) {
	var r recorder
	policytest.Engine[seatTyped, laneSource]{Seats: []string{"Zone"}, Carry: func(laneSource, *seatTyped) {}}.CheckCarries(&r, func(s seatTyped) seatTyped { return s })
	if !r.fatal || !contains(r.errors, "has one type in") {
		t.Errorf("fatal %v, errors %q", r.fatal, r.errors)
	}
}
