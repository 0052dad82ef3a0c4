package policy_test

import (
	"errors"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
)

func TestNewAggregate(t *testing.T) {
	tests := []struct {
		name                    string
		agg                     *policy.Aggregate
		turn                    int
		sawExternal, incomplete bool
	}{
		{"armed at prepare", policy.NewAggregate(), 0, false, false},
		{"armed from turn 0", policy.NewAggregateFromTurn(0), 0, false, false},
		{"armed after turn 0", policy.NewAggregateFromTurn(3), 3, false, true},
		{"negative turn", policy.NewAggregateFromTurn(-2), 0, false, true},
		{"zero value: never armed", &policy.Aggregate{}, 0, false, true},
		{"missing (nil)", nil, 0, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.agg.Version(); got != 1 {
				t.Errorf("Version() = %d, want 1", got)
			}
			if got := tt.agg.CoverageStartTurn(); got != tt.turn {
				t.Errorf("CoverageStartTurn() = %d, want %d", got, tt.turn)
			}
			if got := tt.agg.SawExternal(); got != tt.sawExternal {
				t.Errorf("SawExternal() = %v, want %v", got, tt.sawExternal)
			}
			if got := tt.agg.Incomplete(); got != tt.incomplete {
				t.Errorf("Incomplete() = %v, want %v", got, tt.incomplete)
			}
		})
	}
}

func TestAggregateRecording(t *testing.T) {
	type rec func(*policy.Aggregate)
	delivered := func(s string, ok bool) rec {
		return func(a *policy.Aggregate) { a.RecordDelivered(policy.Attestation(s), ok) }
	}
	tests := []struct {
		name                    string
		record                  []rec
		sawExternal, incomplete bool
		reduced                 policy.Attestation
	}{
		{"nothing recorded", nil, false, false, policy.AttestationClean},
		{"external invocation", []rec{(*policy.Aggregate).RecordExternalInvocation}, true, false, policy.AttestationExternal},
		{"child delivered clean", []rec{delivered("clean", true)}, false, false, policy.AttestationClean},
		{"child delivered external", []rec{delivered("external", true)}, true, false, policy.AttestationExternal},
		{"child delivered unknown", []rec{delivered("unknown", true)}, false, true, policy.AttestationUnknown},
		{"child delivered none", []rec{delivered("", false)}, false, true, policy.AttestationUnknown},
		{"child delivered an unknown spelling", []rec{delivered("CLEAN", true)}, false, true, policy.AttestationUnknown},
		{"clean with ok false is none", []rec{delivered("clean", false)}, false, true, policy.AttestationUnknown},
		{"resume lost the aggregate", []rec{(*policy.Aggregate).RecordResumeLostAggregate}, false, true, policy.AttestationUnknown},
		{"re-armed at turn 0", []rec{func(a *policy.Aggregate) { a.RecordArmedAt(0) }}, false, false, policy.AttestationClean},
		{"armed after turn 0", []rec{func(a *policy.Aggregate) { a.RecordArmedAt(4) }}, false, true, policy.AttestationUnknown},
		{"external outranks incomplete", []rec{(*policy.Aggregate).RecordResumeLostAggregate, (*policy.Aggregate).RecordExternalInvocation}, true, true, policy.AttestationExternal},
		{"clean delivered never clears incomplete", []rec{delivered("unknown", true), delivered("clean", true)}, false, true, policy.AttestationUnknown},
		{"clean delivered never clears external", []rec{delivered("external", true), delivered("clean", true)}, true, false, policy.AttestationExternal},
		{"arming at 0 never clears incomplete", []rec{(*policy.Aggregate).RecordResumeLostAggregate, func(a *policy.Aggregate) { a.RecordArmedAt(0) }}, false, true, policy.AttestationUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := policy.NewAggregate()
			for _, r := range tt.record {
				r(a)
			}
			if a.SawExternal() != tt.sawExternal || a.Incomplete() != tt.incomplete {
				t.Errorf("sawExternal %v incomplete %v, want %v %v", a.SawExternal(), a.Incomplete(), tt.sawExternal, tt.incomplete)
			}
			if got := policy.Reduce(a, true); got != tt.reduced {
				t.Errorf("Reduce(completed) = %q, want %q", got, tt.reduced)
			}
		})
	}
}

func TestRecordArmedAtMovesCoverageOnlyLater(t *testing.T) {
	a := policy.NewAggregateFromTurn(5)
	a.RecordArmedAt(2)
	if got := a.CoverageStartTurn(); got != 5 {
		t.Errorf("re-arming earlier moved the coverage start to %d, want 5", got)
	}
	a.RecordArmedAt(8)
	if got := a.CoverageStartTurn(); got != 8 {
		t.Errorf("re-arming later left the coverage start at %d, want 8", got)
	}
	// Arming a never-armed zero value makes it an armed aggregate.
	var z policy.Aggregate
	z.RecordArmedAt(0)
	if z.Incomplete() {
		t.Errorf("a zero Aggregate armed at turn 0 reads incomplete")
	}
}

// TestReduceOrder pins the fixed reduction order over every combination.
func TestReduceOrder(t *testing.T) {
	for _, saw := range []bool{false, true} {
		for _, inc := range []bool{false, true} {
			for _, completed := range []bool{false, true} {
				a := policy.NewAggregate()
				if saw {
					a.RecordExternalInvocation()
				}
				if inc {
					a.RecordResumeLostAggregate()
				}
				want := policy.AttestationClean
				switch {
				case saw:
					want = policy.AttestationExternal
				case inc || !completed:
					want = policy.AttestationUnknown
				}
				if got := policy.Reduce(a, completed); got != want {
					t.Errorf("saw %v incomplete %v completed %v: Reduce = %q, want %q", saw, inc, completed, got, want)
				}
			}
		}
	}
	for _, completed := range []bool{false, true} {
		if got := policy.Reduce(nil, completed); got != policy.AttestationUnknown {
			t.Errorf("Reduce(nil, %v) = %q, want unknown", completed, got)
		}
	}
}

// TestAggregateBitsAreMonotonic is a property test: no sequence of recordings
// ever clears a bit once set.
func TestAggregateBitsAreMonotonic(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	atts := []policy.Attestation{"clean", "external", "unknown", "other"}
	for i := 0; i < 2000; i++ {
		a := policy.NewAggregate()
		var saw, inc bool
		for step := 0; step < 12; step++ {
			switch r.Intn(4) {
			case 0:
				a.RecordExternalInvocation()
			case 1:
				a.RecordDelivered(atts[r.Intn(len(atts))], r.Intn(4) > 0)
			case 2:
				a.RecordResumeLostAggregate()
			case 3:
				a.RecordArmedAt(r.Intn(3))
			}
			if saw && !a.SawExternal() || inc && !a.Incomplete() {
				t.Fatalf("a bit was cleared at step %d", step)
			}
			saw, inc = a.SawExternal(), a.Incomplete()
		}
	}
}

func TestRecordingOnNilPanics(t *testing.T) {
	var a *policy.Aggregate
	for name, f := range map[string]func(){
		"RecordExternalInvocation":  a.RecordExternalInvocation,
		"RecordDelivered":           func() { a.RecordDelivered(policy.AttestationClean, true) },
		"RecordResumeLostAggregate": a.RecordResumeLostAggregate,
		"RecordArmedAt":             func() { a.RecordArmedAt(0) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if s, _ := recover().(string); !strings.Contains(s, name) || !strings.Contains(s, "nil *Aggregate") {
					t.Errorf("panic message %q does not name %s on a nil *Aggregate", s, name)
				}
			}()
			f()
		})
	}
}

func TestReadCardAttestation(t *testing.T) {
	tests := []struct {
		name    string
		details any
		want    policy.Attestation
		ok      bool
	}{
		{"clean", map[string]any{"attestation": "clean"}, policy.AttestationClean, true},
		{"external", map[string]any{"attestation": "external"}, policy.AttestationExternal, true},
		{"unknown", map[string]any{"attestation": "unknown"}, policy.AttestationUnknown, true},
		{"absent key", map[string]any{"other": "clean"}, "", false},
		{"empty card", map[string]any{}, "", false},
		{"nil card", nil, "", false},
		{"nil map", map[string]any(nil), "", false},
		{"upper case", map[string]any{"attestation": "Clean"}, "", false},
		{"padded", map[string]any{"attestation": " clean"}, "", false},
		{"other word", map[string]any{"attestation": "none"}, "", false},
		{"empty string", map[string]any{"attestation": ""}, "", false},
		{"bool", map[string]any{"attestation": true}, "", false},
		{"null", map[string]any{"attestation": nil}, "", false},
		{"nested", map[string]any{"attestation": map[string]any{"attestation": "clean"}}, "", false},
		{"typed Attestation value", map[string]any{"attestation": policy.AttestationClean}, "", false},
		{"other map type", map[string]string{"attestation": "clean"}, "", false},
		{"bare string", "clean", "", false},
		{"slice", []any{"clean"}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := policy.ReadCardAttestation(tt.details)
			if got != tt.want || ok != tt.ok {
				t.Errorf("ReadCardAttestation(%#v) = %q, %v; want %q, %v", tt.details, got, ok, tt.want, tt.ok)
			}
		})
	}
}

func TestNarrowContentSafety(t *testing.T) {
	cs := func(exec bool, tools ...string) *policy.ContentSafety {
		return &policy.ContentSafety{TrustedTools: tools, ExecIsExternalContent: exec}
	}
	tests := []struct {
		name        string
		parent, own *policy.ContentSafety
		want        policy.ContentSafety
		err         error
	}{
		{"both absent: trust nothing and an error", nil, nil, policy.ContentSafety{TrustedTools: []string{}, ExecIsExternalContent: true}, policy.ErrNoContentSafety},
		{"parent only", cs(false, "read", "grep", "read"), nil, policy.ContentSafety{TrustedTools: []string{"grep", "read"}}, nil},
		{"own only", nil, cs(true, "b", "a"), policy.ContentSafety{TrustedTools: []string{"a", "b"}, ExecIsExternalContent: true}, nil},
		{"intersect", cs(false, "read", "grep", "fetch"), cs(false, "grep", "read", "shell"), policy.ContentSafety{TrustedTools: []string{"grep", "read"}}, nil},
		{"wider child never widens", cs(false, "read"), cs(false, "read", "fetch", "shell"), policy.ContentSafety{TrustedTools: []string{"read"}}, nil},
		{"empty parent trusts none", cs(false), cs(false, "read"), policy.ContentSafety{TrustedTools: []string{}}, nil},
		{"exec external if parent says so", cs(true, "read"), cs(false, "read"), policy.ContentSafety{TrustedTools: []string{"read"}, ExecIsExternalContent: true}, nil},
		{"exec external if own says so", cs(false, "read"), cs(true, "read"), policy.ContentSafety{TrustedTools: []string{"read"}, ExecIsExternalContent: true}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := policy.NarrowContentSafety(tt.parent, tt.own)
			if !errors.Is(err, tt.err) || (err == nil) != (tt.err == nil) {
				t.Errorf("error = %v, want %v", err, tt.err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("NarrowContentSafety = %+v, want %+v", got, tt.want)
			}
			if got.TrustedTools == nil {
				t.Errorf("TrustedTools is nil, want a non-nil slice")
			}
		})
	}
}

// TestNarrowContentSafetyNeverWidens is a property test: the result trusts
// no tool a present side does not trust, and is exec-external whenever a
// present side is.
func TestNarrowContentSafetyNeverWidens(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	tools := []string{"a", "b", "c", "d"}
	side := func() *policy.ContentSafety {
		if r.Intn(4) == 0 {
			return nil
		}
		c := &policy.ContentSafety{ExecIsExternalContent: r.Intn(2) == 0}
		for _, tool := range tools {
			if r.Intn(2) == 0 {
				c.TrustedTools = append(c.TrustedTools, tool)
			}
		}
		return c
	}
	for i := 0; i < 2000; i++ {
		p, o := side(), side()
		got, err := policy.NarrowContentSafety(p, o)
		if (err != nil) != (p == nil && o == nil) {
			t.Fatalf("error %v for parent %v own %v", err, p, o)
		}
		for _, s := range []*policy.ContentSafety{p, o} {
			if s == nil {
				continue
			}
			for _, tool := range got.TrustedTools {
				if !s.Trusts(tool) {
					t.Fatalf("result trusts %q, which side %+v does not", tool, *s)
				}
			}
			if s.ExecIsExternalContent && !got.ExecIsExternalContent {
				t.Fatalf("result lost exec-is-external of side %+v", *s)
			}
		}
		if !slices.IsSorted(got.TrustedTools) {
			t.Fatalf("TrustedTools not sorted: %v", got.TrustedTools)
		}
	}
}

func TestAttestationValid(t *testing.T) {
	for _, a := range []policy.Attestation{"clean", "external", "unknown"} {
		if !a.Valid() {
			t.Errorf("%q.Valid() = false", a)
		}
	}
	for _, a := range []policy.Attestation{"", "none", "Clean"} {
		if a.Valid() {
			t.Errorf("%q.Valid() = true", a)
		}
	}
}
