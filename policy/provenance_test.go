package policy_test

import (
	"encoding/json"
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
		agg                     *policy.ProvenanceAggregate
		turn                    int
		sawExternal, incomplete bool
	}{
		{"armed at prepare", policy.NewProvenanceAggregate(), 0, false, false},
		{"armed from turn 0", policy.NewProvenanceAggregateFromTurn(0), 0, false, false},
		{"armed after turn 0", policy.NewProvenanceAggregateFromTurn(3), 3, false, true},
		{"negative turn", policy.NewProvenanceAggregateFromTurn(-2), 0, false, true},
		{"zero value: never armed", &policy.ProvenanceAggregate{}, 0, false, true},
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
	type rec func(*policy.ProvenanceAggregate)
	delivered := func(s string, ok bool) rec {
		return func(a *policy.ProvenanceAggregate) { a.RecordDelivered(policy.Attestation(s), ok) }
	}
	tests := []struct {
		name                    string
		record                  []rec
		sawExternal, incomplete bool
		reduced                 policy.Attestation
	}{
		{"nothing recorded", nil, false, false, policy.AttestationClean},
		{"external invocation", []rec{(*policy.ProvenanceAggregate).RecordExternalInvocation}, true, false, policy.AttestationExternal},
		{"child delivered clean", []rec{delivered("clean", true)}, false, false, policy.AttestationClean},
		{"child delivered external", []rec{delivered("external", true)}, true, false, policy.AttestationExternal},
		{"child delivered unknown", []rec{delivered("unknown", true)}, false, true, policy.AttestationUnknown},
		{"child delivered none", []rec{delivered("", false)}, false, true, policy.AttestationUnknown},
		{"child delivered an unknown spelling", []rec{delivered("CLEAN", true)}, false, true, policy.AttestationUnknown},
		{"clean with ok false is none", []rec{delivered("clean", false)}, false, true, policy.AttestationUnknown},
		{"resume lost the aggregate", []rec{(*policy.ProvenanceAggregate).RecordResumeLostAggregate}, false, true, policy.AttestationUnknown},
		{"re-armed at turn 0", []rec{func(a *policy.ProvenanceAggregate) { a.RecordArmedAt(0) }}, false, false, policy.AttestationClean},
		{"armed after turn 0", []rec{func(a *policy.ProvenanceAggregate) { a.RecordArmedAt(4) }}, false, true, policy.AttestationUnknown},
		{"external outranks incomplete", []rec{(*policy.ProvenanceAggregate).RecordResumeLostAggregate, (*policy.ProvenanceAggregate).RecordExternalInvocation}, true, true, policy.AttestationExternal},
		{"clean delivered never clears incomplete", []rec{delivered("unknown", true), delivered("clean", true)}, false, true, policy.AttestationUnknown},
		{"clean delivered never clears external", []rec{delivered("external", true), delivered("clean", true)}, true, false, policy.AttestationExternal},
		{"arming at 0 never clears incomplete", []rec{(*policy.ProvenanceAggregate).RecordResumeLostAggregate, func(a *policy.ProvenanceAggregate) { a.RecordArmedAt(0) }}, false, true, policy.AttestationUnknown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := policy.NewProvenanceAggregate()
			for _, r := range tt.record {
				r(a)
			}
			if a.SawExternal() != tt.sawExternal || a.Incomplete() != tt.incomplete {
				t.Errorf("sawExternal %v incomplete %v, want %v %v", a.SawExternal(), a.Incomplete(), tt.sawExternal, tt.incomplete)
			}
			if got := policy.ReduceAttestation(a, true); got != tt.reduced {
				t.Errorf("ReduceAttestation(completed) = %q, want %q", got, tt.reduced)
			}
		})
	}
}

func TestRecordArmedAtMovesCoverageOnlyLater(t *testing.T) {
	a := policy.NewProvenanceAggregateFromTurn(5)
	a.RecordArmedAt(2)
	if got := a.CoverageStartTurn(); got != 5 {
		t.Errorf("re-arming earlier moved the coverage start to %d, want 5", got)
	}
	a.RecordArmedAt(8)
	if got := a.CoverageStartTurn(); got != 8 {
		t.Errorf("re-arming later left the coverage start at %d, want 8", got)
	}
}

// TestZeroAggregateCannotBeCompleted pins the seed's "once set, never
// cleared" for the zero ProvenanceAggregate, which reads incomplete: arming it at turn
// 0 (the old way to clear it), or merging a complete aggregate into it from
// JSON, leaves it incomplete, and ReduceAttestation never says clean.
func TestZeroAggregateCannotBeCompleted(t *testing.T) {
	var z policy.ProvenanceAggregate
	z.RecordArmedAt(0)
	if !z.Incomplete() || policy.ReduceAttestation(&z, true) != policy.AttestationUnknown {
		t.Errorf("the zero ProvenanceAggregate armed at turn 0 reads incomplete %v, ReduceAttestation %q; want true, unknown", z.Incomplete(), policy.ReduceAttestation(&z, true))
	}
	var j policy.ProvenanceAggregate
	if err := json.Unmarshal([]byte(`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`), &j); err != nil {
		t.Fatal(err)
	}
	j.RecordArmedAt(0)
	j.RecordDelivered(policy.AttestationClean, true)
	if !j.Incomplete() || policy.ReduceAttestation(&j, true) != policy.AttestationUnknown {
		t.Errorf("a complete aggregate unmarshaled into the zero value made it complete")
	}
}

// TestReduceOrder pins the fixed reduction order over every combination.
func TestReduceOrder(t *testing.T) {
	for _, saw := range []bool{false, true} {
		for _, inc := range []bool{false, true} {
			for _, completed := range []bool{false, true} {
				a := policy.NewProvenanceAggregate()
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
				if got := policy.ReduceAttestation(a, completed); got != want {
					t.Errorf("saw %v incomplete %v completed %v: ReduceAttestation = %q, want %q", saw, inc, completed, got, want)
				}
			}
		}
	}
	for _, completed := range []bool{false, true} {
		if got := policy.ReduceAttestation(nil, completed); got != policy.AttestationUnknown {
			t.Errorf("ReduceAttestation(nil, %v) = %q, want unknown", completed, got)
		}
	}
}

// TestAggregateBitsAreMonotonic is a property test: from every kind of
// start (the zero value, a fresh aggregate, one armed late, one restored
// from JSON, valid or not), no random sequence of calls (recordings,
// arming, UnmarshalJSON of valid, complete, null or malformed JSON) ever
// clears a bit once it reads set, moves the coverage start earlier, or moves
// ReduceAttestation from external, or from unknown to clean.
func TestAggregateBitsAreMonotonic(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	restores := []string{
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":true,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":3,"sawExternal":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":true}`,
		`null`, `{}`, `{"version":2,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`, `not json`,
	}
	starts := map[string]int{}
	for i := 0; i < 5000; i++ {
		restore := []byte(restores[r.Intn(len(restores))])
		turn := int(r.Int63()) >> r.Intn(64) * (1 - 2*r.Intn(2)) // over the whole int range
		a, start := startAggregate(byte(r.Intn(256)), restore, turn)
		starts[strings.SplitN(start, "(", 2)[0]]++
		st := observe(a)
		for step := 0; step < 16; step++ {
			call := applyOp(a, byte(r.Intn(256)), []byte(restores[r.Intn(len(restores))]), turn)
			now := observe(a)
			if st.saw && !now.saw || st.incomplete && !now.incomplete || now.turn < st.turn {
				t.Fatalf("from %s, step %d, %s: %+v became %+v", start, step, call, st, now)
			}
			if st.reduced == policy.AttestationExternal && now.reduced != policy.AttestationExternal ||
				st.reduced == policy.AttestationUnknown && now.reduced == policy.AttestationClean {
				t.Fatalf("from %s, step %d, %s: ReduceAttestation moved from %q to %q", start, step, call, st.reduced, now.reduced)
			}
			st = now
		}
	}
	if len(starts) != 4 {
		t.Errorf("the sequences started from %v, want all four kinds of start", starts)
	}
}

// TestAggregateJSON pins the persisted shape, the strict restore and the
// merging unmarshal.
func TestAggregateJSON(t *testing.T) {
	late := policy.NewProvenanceAggregateFromTurn(4)
	late.RecordExternalInvocation()
	for _, tt := range []struct {
		name string
		agg  policy.ProvenanceAggregate
		want string
	}{
		{"fresh", *policy.NewProvenanceAggregate(), `{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`},
		{"late and external", *late, `{"version":1,"coverageStartTurn":4,"sawExternal":true,"incomplete":true}`},
		{"zero value encodes as incomplete", policy.ProvenanceAggregate{}, `{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":true}`},
	} {
		b, err := json.Marshal(tt.agg)
		if err != nil || string(b) != tt.want {
			t.Errorf("%s: json.Marshal = %s, %v; want %s", tt.name, b, err, tt.want)
		}
	}
	for _, bad := range []string{
		`null`, ``, `[]`, `{}`, "{\"version\":1,\"x\":\"\xff\"}",
		`{"version":2,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":-1,"sawExternal":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":1.5,"sawExternal":false,"incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":"no","incomplete":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":0}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false,"extra":1}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false,"incomplete":true}`,
		`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false} {}`,
	} {
		a, err := policy.RestoreProvenanceAggregate([]byte(bad))
		if !errors.Is(err, policy.ErrMalformedProvenanceAggregate) || a == nil || !a.Incomplete() {
			t.Errorf("RestoreProvenanceAggregate(%q) = %+v, %v; want an incomplete aggregate and ErrMalformedProvenanceAggregate", bad, a, err)
			continue
		}
		a.RecordExternalInvocation() // a real aggregate: recording works
		live := policy.NewProvenanceAggregate()
		if err := live.UnmarshalJSON([]byte(bad)); (err == nil) != (bad == "null") || !live.Incomplete() {
			t.Errorf("UnmarshalJSON(%q) = %v and left complete %v; want an error (none for null) and incomplete", bad, err, !live.Incomplete())
		}
	}
	contradict, err := policy.RestoreProvenanceAggregate([]byte(`{"version":1,"coverageStartTurn":2,"sawExternal":false,"incomplete":false}`))
	if err != nil || !contradict.Incomplete() || contradict.CoverageStartTurn() != 2 {
		t.Errorf("a late coverage start without incomplete restored as %+v, %v; want incomplete from turn 2", contradict, err)
	}
	var nilAgg *policy.ProvenanceAggregate
	if err := nilAgg.UnmarshalJSON([]byte(`{}`)); err == nil {
		t.Error("UnmarshalJSON on a nil *ProvenanceAggregate returned nil")
	}
	merged := policy.NewProvenanceAggregateFromTurn(5)
	if err := json.Unmarshal([]byte(`{"version":1,"coverageStartTurn":2,"sawExternal":true,"incomplete":true}`), merged); err != nil {
		t.Fatal(err)
	}
	if !merged.SawExternal() || merged.CoverageStartTurn() != 5 {
		t.Errorf("merge gave saw %v turn %d; want true, 5 (the later start)", merged.SawExternal(), merged.CoverageStartTurn())
	}
}

func TestRecordingOnNilPanics(t *testing.T) {
	var a *policy.ProvenanceAggregate
	for name, f := range map[string]func(){
		"RecordExternalInvocation":  a.RecordExternalInvocation,
		"RecordDelivered":           func() { a.RecordDelivered(policy.AttestationClean, true) },
		"RecordResumeLostAggregate": a.RecordResumeLostAggregate,
		"RecordArmedAt":             func() { a.RecordArmedAt(0) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if s, _ := recover().(string); !strings.Contains(s, name) || !strings.Contains(s, "nil *ProvenanceAggregate") {
					t.Errorf("panic message %q does not name %s on a nil *ProvenanceAggregate", s, name)
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
		{"typed Attestation value", map[string]any{"attestation": policy.AttestationClean}, policy.AttestationClean, true},
		{"bare string", "clean", "", false},
		{"slice", []any{"clean"}, "", false},
		{"JSON text of a non-object", json.RawMessage(`["external"]`), "", false},
		{"JSON text with data after the object", json.RawMessage(`{"attestation":"clean"} x`), "", false},
		{"bytes that are not JSON", []byte(`attestation: external`), "", false},
		{"a nil pointer", (*map[string]any)(nil), "", false},
		{"a pointer cycle", cyclic(), "", false},
		{"map with int keys", map[int]string{1: "external"}, "", false},
		{"a number", 42, "", false},
		{"a member that does not encode", map[string]any{"attestation": func() {}}, "", false},
		{"a member that is a pointer to nothing", map[string]*string{"attestation": nil}, "", false},
		{"escapes spelling the word", json.RawMessage(`{"attestation":"cl\u0065an"}`), policy.AttestationClean, true},
		{"a lone surrogate escape", json.RawMessage(`{"attestation":"\ud800external"}`), "", false},
		{"struct without the tag: the key folds", struct{ Attestation string }{"external"}, policy.AttestationExternal, true},
		{"struct without the tag never proves clean", struct{ Attestation string }{"clean"}, "", false},
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

func cyclic() any {
	var p any
	p = &p
	return p
}

// card is a struct card as an engine might declare one.
type card struct {
	Summary     string             `json:"summary"`
	Attestation policy.Attestation `json:"attestation,omitempty"`
}

// envelope embeds a card: encoding/json promotes its attestation member.
type envelope struct {
	card
	ID string `json:"id"`
}

// liveCard cannot be encoded as a whole (a channel), but its tagged
// attestation field can be read on its own.
type liveCard struct {
	Done        chan struct{} `json:"done"`
	Attestation string        `json:"attestation"`
}

// TestReadCardAttestationReadsEveryCardShape pins the seed's "external marks
// unconditionally": the same external card in every shape a Go engine holds
// a JSON object in reads as external, so RecordDelivered records the
// observed event and ReduceAttestation says external (not unknown).
func TestReadCardAttestationReadsEveryCardShape(t *testing.T) {
	m := map[string]any{"attestation": "external", "summary": "x"}
	raw := `{"summary":"x","attestation":"external"}`
	ext := "external"
	shapes := map[string]any{
		"map[string]any":             m,
		"*map[string]any":            &m,
		"map[string]string":          map[string]string{"attestation": "external"},
		"map[string]json.RawMessage": map[string]json.RawMessage{"attestation": json.RawMessage(`"external"`)},
		"map[string]Attestation":     map[string]policy.Attestation{"attestation": policy.AttestationExternal},
		"map[string]*string":         map[string]*string{"attestation": &ext},
		"map[any]any":                map[any]any{"attestation": "external", 1: 2},
		"map of a named key type":    map[policy.Attestation]string{"attestation": "external"},
		"json.RawMessage":            json.RawMessage(raw),
		"[]byte":                     []byte(raw),
		"*json.RawMessage":           func() *json.RawMessage { r := json.RawMessage(raw); return &r }(),
		"struct with a tag":          card{Summary: "x", Attestation: policy.AttestationExternal},
		"*struct":                    &card{Attestation: policy.AttestationExternal},
		"embedded struct":            envelope{card: card{Attestation: policy.AttestationExternal}},
		"struct that cannot encode":  liveCard{Done: make(chan struct{}), Attestation: "external"},
		"interface holding a map":    any(m),
	}
	for name, details := range shapes {
		t.Run(name, func(t *testing.T) {
			got, ok := policy.ReadCardAttestation(details)
			if got != policy.AttestationExternal || !ok {
				t.Fatalf("ReadCardAttestation = %q, %v; want external, true", got, ok)
			}
			agg := policy.NewProvenanceAggregate()
			agg.RecordDelivered(policy.ReadCardAttestation(details))
			if r := policy.ReduceAttestation(agg, true); r != policy.AttestationExternal {
				t.Errorf("ReduceAttestation after the delivery = %q, want external", r)
			}
		})
	}
}

// TestReadCardAttestationDuplicates pins how a card that holds the member
// twice reads: external wins, agreeing copies read as themselves, and
// anything else is none (a gap), never a guess.
func TestReadCardAttestationDuplicates(t *testing.T) {
	tests := []struct {
		raw  string
		want policy.Attestation
		ok   bool
	}{
		{`{"attestation":"clean","attestation":"external"}`, policy.AttestationExternal, true},
		{`{"attestation":"external","attestation":"clean"}`, policy.AttestationExternal, true},
		{`{"attestation":7,"attestation":"external"}`, policy.AttestationExternal, true},
		{`{"attestation":"clean","attestation":"clean"}`, policy.AttestationClean, true},
		{`{"attestation":"clean","attestation":"unknown"}`, "", false},
		{`{"attestation":"clean","attestation":null}`, "", false},
		{`{"attestation":null,"attestation":"clean"}`, "", false},
	}
	for _, tt := range tests {
		got, ok := policy.ReadCardAttestation(json.RawMessage(tt.raw))
		if got != tt.want || ok != tt.ok {
			t.Errorf("ReadCardAttestation(%s) = %q, %v; want %q, %v", tt.raw, got, ok, tt.want, tt.ok)
		}
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

func TestAttestationKnown(t *testing.T) {
	for _, a := range []policy.Attestation{"clean", "external", "unknown"} {
		if !a.Known() {
			t.Errorf("%q.Known() = false", a)
		}
	}
	for _, a := range []policy.Attestation{"", "none", "Clean"} {
		if a.Known() {
			t.Errorf("%q.Known() = true", a)
		}
	}
}
