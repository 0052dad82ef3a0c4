package policy_test

import (
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
)

var (
	denyA  = policy.ReadDenyEntry{Rule: "**/.env", CaseNote: "case-sensitive"}
	denyB  = policy.ReadDenyEntry{Rule: "secrets/**", CaseNote: "case-insensitive"}
	denyA2 = policy.ReadDenyEntry{Rule: "**/.env", CaseNote: "case-insensitive"} // same rule, other note: another entry
)

// TestChildClampSeatsOnlyRestrictingValuesTravel pins, per seat, that the
// restricting value travels and every other value contributes nothing.
func TestChildClampSeatsOnlyRestrictingValuesTravel(t *testing.T) {
	tests := []struct {
		name   string
		source policy.ChildClampSource
		want   policy.TaskSpec
	}{
		{"nothing clamped", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{}},
		{"hands read-only travels", policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{HandsReadOnly: true}},
		{"interactive tools off travels", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}},
		{"interactive tools on does not travel", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleOn, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{}},
		{"interactive tools out of range travels as off", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.Toggle(9), ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}},
		{"read face roots travels", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceRoots, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{ReadFace: policy.FaceRoots}},
		{"read face host does not travel", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceHost, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{}},
		{"read face unknown travels as roots", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: "Roots", WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}, policy.TaskSpec{ReadFace: policy.FaceRoots}},
		{"write face unknown travels as roots", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: "hosts", ReadDenyPatterns: nil}, policy.TaskSpec{WriteFace: policy.FaceRoots}},
		{"write face roots travels", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceRoots, ReadDenyPatterns: nil}, policy.TaskSpec{WriteFace: policy.FaceRoots}},
		{"write face host does not travel", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceHost, ReadDenyPatterns: nil}, policy.TaskSpec{}},
		{"non-empty deny list travels", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: []policy.ReadDenyEntry{denyA, denyB}}, policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{denyA, denyB}}},
		{"empty deny list does not travel", policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: []policy.ReadDenyEntry{}}, policy.TaskSpec{}},
		{"every seat", policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots, ReadDenyPatterns: []policy.ReadDenyEntry{denyA}},
			policy.TaskSpec{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots, ReadDenyPatterns: []policy.ReadDenyEntry{denyA}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := policy.ChildClampSeats(tt.source)
			if got := c.Seats(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Seats() = %+v, want %+v", got, tt.want)
			}
			if got, want := c.ClampsNothing(), reflect.DeepEqual(tt.want, policy.TaskSpec{}); got != want || c.IsZero() {
				t.Errorf("ClampsNothing() = %v, IsZero() = %v; want %v, false", got, c.IsZero(), want)
			}
			var spec policy.TaskSpec
			c.Apply(&spec)
			if !reflect.DeepEqual(spec, tt.want) {
				t.Errorf("Apply on an empty spec = %+v, want %+v", spec, tt.want)
			}
		})
	}
}

// TestChildClampSeatsCopiesDenyListAtSpawn pins that mutating the parent's
// slice after the carrier ran never reaches the child, and that neither the
// accessor nor Apply hands out the Clamps' own copy.
func TestChildClampSeatsCopiesDenyListAtSpawn(t *testing.T) {
	parent := []policy.ReadDenyEntry{denyA}
	c := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: parent})
	parent[0] = denyB
	_ = append(parent[:1], denyB)

	seats := c.Seats()
	if want := []policy.ReadDenyEntry{denyA}; !reflect.DeepEqual(seats.ReadDenyPatterns, want) {
		t.Fatalf("after the parent mutated its slice, Seats().ReadDenyPatterns = %v, want %v", seats.ReadDenyPatterns, want)
	}
	seats.ReadDenyPatterns[0] = denyB
	var spec policy.TaskSpec
	c.Apply(&spec)
	if want := []policy.ReadDenyEntry{denyA}; !reflect.DeepEqual(spec.ReadDenyPatterns, want) {
		t.Fatalf("after mutating Seats() output, Apply gave %v, want %v", spec.ReadDenyPatterns, want)
	}
	spec.ReadDenyPatterns[0] = denyB
	var again policy.TaskSpec
	c.Apply(&again)
	if want := []policy.ReadDenyEntry{denyA}; !reflect.DeepEqual(again.ReadDenyPatterns, want) {
		t.Fatalf("after mutating an applied spec, Apply gave %v, want %v", again.ReadDenyPatterns, want)
	}
}

// TestApplyKeepsConstructorsStricterValue pins that a seat the parent did not
// clamp never lifts a constructor's own stricter value.
func TestApplyKeepsConstructorsStricterValue(t *testing.T) {
	own := policy.TaskSpec{
		HandsReadOnly:      true,
		InteractiveTools:   policy.ToggleOff,
		ReadFace:           policy.FaceRoots,
		WriteFace:          policy.FaceRoots,
		ReadDenyPatterns:   []policy.ReadDenyEntry{denyA},
		InteractionPosture: policy.PostureHeadless,
		MaxTurns:           5,
		AllowedTools:       []string{"read"},
	}
	loose := policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleOn, ReadFace: policy.FaceHost, WriteFace: policy.FaceHost, ReadDenyPatterns: nil}
	spec := own
	spec.ReadDenyPatterns = slices.Clone(own.ReadDenyPatterns)
	spec.AllowedTools = slices.Clone(own.AllowedTools)
	policy.ChildClampSeats(loose).Apply(&spec)
	if !reflect.DeepEqual(spec, own) {
		t.Errorf("a loose parent changed the constructor's spec:\n got %+v\nwant %+v", spec, own)
	}

	// A loose spec value, by contrast, is tightened by a restricting clamp.
	spec = policy.TaskSpec{InteractiveTools: policy.ToggleOn, ReadFace: policy.FaceHost, WriteFace: policy.FaceHost, ReadDenyPatterns: []policy.ReadDenyEntry{denyA}}
	policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots, ReadDenyPatterns: []policy.ReadDenyEntry{denyB, denyA}}).Apply(&spec)
	want := policy.TaskSpec{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots, ReadDenyPatterns: []policy.ReadDenyEntry{denyA, denyB}}
	if !reflect.DeepEqual(spec, want) {
		t.Errorf("restricting clamps on a loose spec:\n got %+v\nwant %+v", spec, want)
	}
}

func TestApplyPanicsOnProgrammingErrors(t *testing.T) {
	tests := []struct {
		name   string
		apply  func()
		substr string
	}{
		{"nil spec", func() {
			policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleUnset, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}).Apply(nil)
		}, "nil *TaskSpec"},
		{"zero Clamps", func() { var c policy.Clamps; c.Apply(&policy.TaskSpec{}) }, "not built by ChildClampSeats"},
		{"Clamps literal", func() { policy.Clamps{}.Apply(&policy.TaskSpec{}) }, "not built by ChildClampSeats"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				if s, _ := r.(string); !strings.Contains(s, tt.substr) {
					t.Errorf("panic = %v, want one containing %q", r, tt.substr)
				}
			}()
			tt.apply()
		})
	}
}

// TestSeatNamesFollowSourceFields pins the seat list to ChildClampSource's
// fields, in order, and the table to exactly the governed seats not carried.
func TestSeatNamesFollowSourceFields(t *testing.T) {
	src := reflect.TypeFor[policy.ChildClampSource]()
	var fields []string
	for i := 0; i < src.NumField(); i++ {
		fields = append(fields, src.Field(i).Name)
	}
	names := policy.ChildClampSeatNames()
	if !slices.Equal(fields, names[:]) {
		t.Errorf("ChildClampSeatNames = %v, want the source's fields %v", names, fields)
	}
	if want := [...]string{"HandsReadOnly", "InteractiveTools", "ReadFace", "WriteFace", "ReadDenyPatterns"}; names != want {
		t.Errorf("ChildClampSeatNames = %v, want %v", names, want)
	}
	notCarried := policy.ChildClampSeatsNotCarried()
	spec := reflect.TypeOf(policy.TaskSpec{})
	for i := 0; i < spec.NumField(); i++ {
		name := spec.Field(i).Name
		carried := slices.Contains(names[:], name)
		reason, listed := notCarried[name]
		switch {
		case carried && listed:
			t.Errorf("seat %s is both carried and in the not-carried table", name)
		case !carried && !listed:
			t.Errorf("governed seat %s is neither carried nor in the not-carried table", name)
		case listed && len(strings.Fields(reason)) < 8:
			t.Errorf("not-carried seat %s has no real reason: %q", name, reason)
		}
		if carried {
			if f, ok := src.FieldByName(name); !ok || f.Type != spec.Field(i).Type {
				t.Errorf("seat %s has a different type in ChildClampSource and TaskSpec", name)
			}
		}
	}
	for name := range notCarried {
		if _, ok := spec.FieldByName(name); !ok {
			t.Errorf("not-carried key %s is not a TaskSpec seat", name)
		}
	}
}

// TestSeatListAndTableCannotBeWrittenThrough pins that what callers are
// handed is a copy: writing into it never reaches the policy's own list or
// table, nor another caller's copy.
func TestSeatListAndTableCannotBeWrittenThrough(t *testing.T) {
	names := policy.ChildClampSeatNames()
	other := names
	names[0] = "Rewritten"
	slices.Sort(names[:])
	if again := policy.ChildClampSeatNames(); again[0] != "HandsReadOnly" || again[4] != "ReadDenyPatterns" || other[0] != "HandsReadOnly" {
		t.Errorf("a caller's write reached the seat list: %v (a copy taken before: %v)", again, other)
	}
	if len(names) != policy.NumClampSeats {
		t.Errorf("NumClampSeats = %d, the list has %d", policy.NumClampSeats, len(names))
	}
	table := policy.ChildClampSeatsNotCarried()
	reason := table["MaxTurns"]
	table["MaxTurns"] = "rewritten"
	table["HandsReadOnly"] = "smuggled in"
	delete(table, "AllowedTools")
	again := policy.ChildClampSeatsNotCarried()
	if again["MaxTurns"] != reason || again["AllowedTools"] == "" || len(again) != 3 {
		t.Errorf("a caller's write reached the not-carried table: %v", again)
	}
	if _, ok := again["HandsReadOnly"]; ok {
		t.Errorf("a caller's write added a key to the not-carried table: %v", again)
	}
}

func TestTightenTaskSpec(t *testing.T) {
	tests := []struct {
		name             string
		spec, tightening policy.TaskSpec
		want             policy.TaskSpec
	}{
		{"zero with zero", policy.TaskSpec{}, policy.TaskSpec{}, policy.TaskSpec{}},
		{"hands: true beats false", policy.TaskSpec{}, policy.TaskSpec{HandsReadOnly: true}, policy.TaskSpec{HandsReadOnly: true}},
		{"hands: false never lifts true", policy.TaskSpec{HandsReadOnly: true}, policy.TaskSpec{}, policy.TaskSpec{HandsReadOnly: true}},
		{"interactive: off beats unset", policy.TaskSpec{}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}},
		{"interactive: off beats on", policy.TaskSpec{InteractiveTools: policy.ToggleOn}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}},
		{"interactive: on never lifts off", policy.TaskSpec{InteractiveTools: policy.ToggleOff}, policy.TaskSpec{InteractiveTools: policy.ToggleOn}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}},
		{"interactive: on never replaces unset", policy.TaskSpec{}, policy.TaskSpec{InteractiveTools: policy.ToggleOn}, policy.TaskSpec{}},
		{"interactive: spec's on stays", policy.TaskSpec{InteractiveTools: policy.ToggleOn}, policy.TaskSpec{}, policy.TaskSpec{InteractiveTools: policy.ToggleOn}},
		{"read face: roots beats unset", policy.TaskSpec{}, policy.TaskSpec{ReadFace: policy.FaceRoots}, policy.TaskSpec{ReadFace: policy.FaceRoots}},
		{"read face: roots beats host", policy.TaskSpec{ReadFace: policy.FaceHost}, policy.TaskSpec{ReadFace: policy.FaceRoots}, policy.TaskSpec{ReadFace: policy.FaceRoots}},
		{"read face: host never lifts roots", policy.TaskSpec{ReadFace: policy.FaceRoots}, policy.TaskSpec{ReadFace: policy.FaceHost}, policy.TaskSpec{ReadFace: policy.FaceRoots}},
		{"read face: host never replaces unset", policy.TaskSpec{}, policy.TaskSpec{ReadFace: policy.FaceHost}, policy.TaskSpec{}},
		{"write face: roots beats host", policy.TaskSpec{WriteFace: policy.FaceHost}, policy.TaskSpec{WriteFace: policy.FaceRoots}, policy.TaskSpec{WriteFace: policy.FaceRoots}},
		{"write face: unset never lifts roots", policy.TaskSpec{WriteFace: policy.FaceRoots}, policy.TaskSpec{}, policy.TaskSpec{WriteFace: policy.FaceRoots}},
		{"deny: union, spec's first, no duplicates",
			policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{denyA, denyA}},
			policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{denyB, denyA, denyA2}},
			policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{denyA, denyB, denyA2}}},
		{"deny: both empty is nil", policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{}}, policy.TaskSpec{}, policy.TaskSpec{}},
		{"posture: headless beats interactive", policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractionPosture: policy.PostureHeadless}, policy.TaskSpec{InteractionPosture: policy.PostureHeadless}},
		{"posture: interactive beats unset", policy.TaskSpec{}, policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractionPosture: policy.PostureInteractive}},
		{"posture: interactive never lifts headless", policy.TaskSpec{InteractionPosture: policy.PostureHeadless}, policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractionPosture: policy.PostureHeadless}},
		{"posture: unknown reads as headless and replaces unset", policy.TaskSpec{}, policy.TaskSpec{InteractionPosture: "Headless"}, policy.TaskSpec{InteractionPosture: policy.PostureHeadless}},
		{"posture: unknown reads as headless and beats interactive", policy.TaskSpec{InteractionPosture: "bogus"}, policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractionPosture: policy.PostureHeadless}},
		{"turns: smaller positive wins", policy.TaskSpec{MaxTurns: 10}, policy.TaskSpec{MaxTurns: 4}, policy.TaskSpec{MaxTurns: 4}},
		{"turns: larger never lifts", policy.TaskSpec{MaxTurns: 4}, policy.TaskSpec{MaxTurns: 10}, policy.TaskSpec{MaxTurns: 4}},
		{"turns: a limit beats no limit", policy.TaskSpec{}, policy.TaskSpec{MaxTurns: 7}, policy.TaskSpec{MaxTurns: 7}},
		{"turns: no limit never lifts a limit", policy.TaskSpec{MaxTurns: 7}, policy.TaskSpec{}, policy.TaskSpec{MaxTurns: 7}},
		{"turns: a negative tightening reads as the strictest limit", policy.TaskSpec{MaxTurns: 7}, policy.TaskSpec{MaxTurns: -1}, policy.TaskSpec{MaxTurns: 1}},
		{"turns: spec's negative limit reads as 1", policy.TaskSpec{MaxTurns: -3}, policy.TaskSpec{MaxTurns: 2}, policy.TaskSpec{MaxTurns: 1}},
		{"posture: interactive under the hard-headless clamp becomes headless", policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractiveTools: policy.ToggleOff}, policy.TaskSpec{InteractiveTools: policy.ToggleOff, InteractionPosture: policy.PostureHeadless}},
		{"posture: an interactive tightening of a spec without tools is headless", policy.TaskSpec{InteractiveTools: policy.ToggleOff}, policy.TaskSpec{InteractionPosture: policy.PostureInteractive}, policy.TaskSpec{InteractiveTools: policy.ToggleOff, InteractionPosture: policy.PostureHeadless}},
		{"tools: nil with nil is nil", policy.TaskSpec{}, policy.TaskSpec{}, policy.TaskSpec{}},
		{"tools: one list alone is kept", policy.TaskSpec{}, policy.TaskSpec{AllowedTools: []string{"read", "grep", "read"}}, policy.TaskSpec{AllowedTools: []string{"read", "grep"}}},
		{"tools: spec's list alone is kept", policy.TaskSpec{AllowedTools: []string{"read"}}, policy.TaskSpec{}, policy.TaskSpec{AllowedTools: []string{"read"}}},
		{"tools: intersect in spec's order", policy.TaskSpec{AllowedTools: []string{"write", "read", "grep"}}, policy.TaskSpec{AllowedTools: []string{"grep", "read", "shell"}}, policy.TaskSpec{AllowedTools: []string{"read", "grep"}}},
		{"tools: disjoint lists allow nothing (non-nil)", policy.TaskSpec{AllowedTools: []string{"write"}}, policy.TaskSpec{AllowedTools: []string{"read"}}, policy.TaskSpec{AllowedTools: []string{}}},
		{"tools: empty list stays an empty allow-list", policy.TaskSpec{AllowedTools: []string{}}, policy.TaskSpec{}, policy.TaskSpec{AllowedTools: []string{}}},
		{"tools: empty tightening empties", policy.TaskSpec{AllowedTools: []string{"read"}}, policy.TaskSpec{AllowedTools: []string{}}, policy.TaskSpec{AllowedTools: []string{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := policy.TightenTaskSpec(tt.spec, tt.tightening)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("TightenTaskSpec(%+v, %+v)\n got %+v\nwant %+v", tt.spec, tt.tightening, got, tt.want)
			}
			// nil and empty allow-lists mean different things: check it explicitly.
			if (got.AllowedTools == nil) != (tt.want.AllowedTools == nil) {
				t.Errorf("AllowedTools nil = %v, want nil = %v", got.AllowedTools == nil, tt.want.AllowedTools == nil)
			}
		})
	}
}

// TestTightenTaskSpecNeverAliases pins that the result shares no backing
// array with either input, in both directions of mutation.
func TestTightenTaskSpecNeverAliases(t *testing.T) {
	for _, tc := range []struct{ specFirst bool }{{true}, {false}} {
		a := policy.TaskSpec{ReadDenyPatterns: []policy.ReadDenyEntry{denyA}, AllowedTools: []string{"read", "grep"}}
		b := policy.TaskSpec{}
		if !tc.specFirst {
			a, b = b, a
		}
		got := policy.TightenTaskSpec(a, b)
		got.ReadDenyPatterns[0] = denyB
		got.AllowedTools[0] = "shell"
		for _, in := range []policy.TaskSpec{a, b} {
			if len(in.ReadDenyPatterns) > 0 && in.ReadDenyPatterns[0] != denyA {
				t.Errorf("mutating the result's deny list reached an input")
			}
			if len(in.AllowedTools) > 0 && in.AllowedTools[0] != "read" {
				t.Errorf("mutating the result's allow-list reached an input")
			}
		}
	}
}

func TestEngineHeadlessLegSeats(t *testing.T) {
	h := policy.EngineHeadlessLegSeats()
	if want := (policy.TaskSpec{InteractiveTools: policy.ToggleOff, InteractionPosture: policy.PostureHeadless}); !reflect.DeepEqual(h, want) {
		t.Fatalf("EngineHeadlessLegSeats() = %+v, want %+v", h, want)
	}
	// The intended order: own values, headless seats, then the parent's
	// clamps. A parent that is interactive and loose can lift neither seat.
	spec := policy.TaskSpec{InteractiveTools: policy.ToggleOn, InteractionPosture: policy.PostureInteractive}
	spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
	policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: policy.ToggleOn, ReadFace: policy.FaceUnset, WriteFace: policy.FaceUnset, ReadDenyPatterns: nil}).Apply(&spec)
	if spec.InteractiveTools != policy.ToggleOff || spec.InteractionPosture != policy.PostureHeadless {
		t.Errorf("headless leg after a loose parent's clamps: InteractiveTools %v, posture %q; want off, headless", spec.InteractiveTools, spec.InteractionPosture)
	}
}

// TestTypoClampsEverything pins that a face, toggle or posture this package
// does not know is read as the restricting value wherever the policy reads
// one: by the carrier, by the tighten on either side, and by Apply.
func TestTypoClampsEverything(t *testing.T) {
	clamps := policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: false, InteractiveTools: 7, ReadFace: "Roots", WriteFace: "root", ReadDenyPatterns: nil})
	spec := policy.TaskSpec{ReadFace: policy.FaceHost, WriteFace: policy.FaceHost, InteractiveTools: policy.ToggleOn}
	clamps.Apply(&spec)
	if spec.ReadFace != policy.FaceRoots || spec.WriteFace != policy.FaceRoots || spec.InteractiveTools != policy.ToggleOff {
		t.Errorf("the carrier let a typo clamp nothing: %+v", spec)
	}
	if clamps.ClampsNothing() {
		t.Error("Clamps of a typo source reports ClampsNothing")
	}
	for _, tt := range []struct {
		name             string
		spec, tightening policy.TaskSpec
		face             policy.Face
		toggle           policy.Toggle
		posture          policy.Posture
	}{
		{"typo in the tightening", policy.TaskSpec{ReadFace: policy.FaceHost, InteractiveTools: policy.ToggleOn, InteractionPosture: policy.PostureInteractive},
			policy.TaskSpec{ReadFace: "ROOTS", InteractiveTools: 3, InteractionPosture: "Headless"}, policy.FaceRoots, policy.ToggleOff, policy.PostureHeadless},
		{"typo in the spec", policy.TaskSpec{ReadFace: "hots", InteractiveTools: 200, InteractionPosture: "interactve"},
			policy.TaskSpec{ReadFace: policy.FaceHost, InteractiveTools: policy.ToggleOn, InteractionPosture: policy.PostureInteractive}, policy.FaceRoots, policy.ToggleOff, policy.PostureHeadless},
		{"known values keep their meaning", policy.TaskSpec{ReadFace: policy.FaceHost, InteractiveTools: policy.ToggleOn, InteractionPosture: policy.PostureInteractive},
			policy.TaskSpec{ReadFace: policy.FaceUnset, InteractiveTools: policy.ToggleUnset, InteractionPosture: policy.PostureUnset}, policy.FaceHost, policy.ToggleOn, policy.PostureInteractive},
	} {
		got := policy.TightenTaskSpec(tt.spec, tt.tightening)
		if got.ReadFace != tt.face || got.InteractiveTools != tt.toggle || got.InteractionPosture != tt.posture {
			t.Errorf("%s: TightenTaskSpec = face %q, toggle %s, posture %q; want %q, %s, %q",
				tt.name, got.ReadFace, got.InteractiveTools, got.InteractionPosture, tt.face, tt.toggle, tt.posture)
		}
		if err := got.Validate(); err != nil {
			t.Errorf("%s: the tightened spec holds an unknown value: %v", tt.name, err)
		}
	}
}

func TestKnown(t *testing.T) {
	for _, f := range []policy.Face{policy.FaceUnset, policy.FaceRoots, policy.FaceHost} {
		if !f.Known() {
			t.Errorf("Face %q is not Known", f)
		}
	}
	for _, f := range []policy.Face{"Roots", "root", " roots", "HOST"} {
		if f.Known() || !f.Restricts() {
			t.Errorf("Face %q: Known %v Restricts %v; want false, true", f, f.Known(), f.Restricts())
		}
	}
	if policy.FaceHost.Restricts() || policy.FaceUnset.Restricts() || !policy.FaceRoots.Restricts() {
		t.Error("Restricts of a known face is wrong")
	}
	for _, p := range []policy.Posture{policy.PostureUnset, policy.PostureInteractive, policy.PostureHeadless} {
		if !p.Known() {
			t.Errorf("Posture %q is not Known", p)
		}
	}
	if p := policy.Posture("Headless"); p.Known() || !p.Restricts() {
		t.Error(`Posture "Headless" is Known or does not restrict`)
	}
	if policy.PostureUnset.Restricts() || policy.PostureInteractive.Restricts() || !policy.PostureHeadless.Restricts() {
		t.Error("Restricts of a known posture is wrong")
	}
	for v := 0; v < 256; v++ {
		tg := policy.Toggle(v)
		if got, want := tg.Known(), v <= 2; got != want {
			t.Errorf("Toggle(%d).Known() = %v", v, got)
		}
		if got, want := tg.Restricts(), tg != policy.ToggleUnset && tg != policy.ToggleOn; got != want {
			t.Errorf("Toggle(%d).Restricts() = %v", v, got)
		}
	}
	for _, tt := range []struct {
		spec policy.TaskSpec
		msg  string
	}{
		{policy.TaskSpec{}, ""},
		{policy.TaskSpec{ReadFace: policy.FaceRoots, WriteFace: policy.FaceHost, InteractiveTools: policy.ToggleOff, InteractionPosture: policy.PostureHeadless}, ""},
		{policy.TaskSpec{InteractiveTools: 9}, "TaskSpec.InteractiveTools holds Toggle(9)"},
		{policy.TaskSpec{ReadFace: "Roots"}, `TaskSpec.ReadFace holds "Roots"`},
		{policy.TaskSpec{WriteFace: "Host"}, `TaskSpec.WriteFace holds "Host"`},
		{policy.TaskSpec{InteractionPosture: "Headless"}, `TaskSpec.InteractionPosture holds "Headless"`},
	} {
		err := tt.spec.Validate()
		if (err == nil) != (tt.msg == "") || err != nil && !strings.Contains(err.Error(), tt.msg) {
			t.Errorf("Validate(%+v) = %v, want an error containing %q", tt.spec, err, tt.msg)
		}
	}
}

func TestToggleString(t *testing.T) {
	for v, want := range map[policy.Toggle]string{policy.ToggleUnset: "unset", policy.ToggleOff: "off", policy.ToggleOn: "on", 7: "Toggle(7)"} {
		if got := v.String(); got != want {
			t.Errorf("Toggle(%d).String() = %q, want %q", uint8(v), got, want)
		}
	}
}

// looserSeats lists the seats in which got is looser than than.
func looserSeats(got, than policy.TaskSpec) []string {
	var out []string
	if than.HandsReadOnly && !got.HandsReadOnly {
		out = append(out, "HandsReadOnly")
	}
	if toggleOff(than.InteractiveTools) && !toggleOff(got.InteractiveTools) {
		out = append(out, "InteractiveTools")
	}
	if than.ReadFace.Restricts() && !got.ReadFace.Restricts() {
		out = append(out, "ReadFace")
	}
	if than.WriteFace.Restricts() && !got.WriteFace.Restricts() {
		out = append(out, "WriteFace")
	}
	for _, e := range than.ReadDenyPatterns {
		if !slices.Contains(got.ReadDenyPatterns, e) {
			out = append(out, "ReadDenyPatterns")
			break
		}
	}
	if postureRank(got.InteractionPosture) < postureRank(than.InteractionPosture) {
		out = append(out, "InteractionPosture")
	}
	if limit := turnLimit(than.MaxTurns); limit > 0 && (got.MaxTurns == 0 || turnLimit(got.MaxTurns) > limit) {
		out = append(out, "MaxTurns")
	}
	if than.AllowedTools != nil {
		if got.AllowedTools == nil {
			out = append(out, "AllowedTools")
		} else {
			for _, tool := range got.AllowedTools {
				if !slices.Contains(than.AllowedTools, tool) {
					out = append(out, "AllowedTools")
					break
				}
			}
		}
	}
	return out
}

// turnLimit is how the policy reads a turn budget: 0 no limit, a negative
// budget the strictest limit, 1.
func turnLimit(n int) int {
	if n < 0 {
		return 1
	}
	return n
}

// toggleOff reports whether the policy reads t as Off: Off and every value
// out of range (an oracle independent of Toggle.Restricts).
func toggleOff(t policy.Toggle) bool { return t == policy.ToggleOff || t > policy.ToggleOn }

// postureRank ranks postures as the tighten reads them: an unknown one as
// headless.
func postureRank(p policy.Posture) int {
	switch p {
	case policy.PostureUnset:
		return 0
	case policy.PostureInteractive:
		return 1
	}
	return 2
}

// normalized is spec with every unknown face, toggle, posture and turn
// budget replaced by the known value the policy reads it as, and an
// interactive posture without human-facing tools read as headless.
func normalized(s policy.TaskSpec) policy.TaskSpec {
	if !s.ReadFace.Known() {
		s.ReadFace = policy.FaceRoots
	}
	if !s.WriteFace.Known() {
		s.WriteFace = policy.FaceRoots
	}
	if !s.InteractiveTools.Known() {
		s.InteractiveTools = policy.ToggleOff
	}
	if !s.InteractionPosture.Known() || (s.InteractionPosture == policy.PostureInteractive && s.InteractiveTools == policy.ToggleOff) {
		s.InteractionPosture = policy.PostureHeadless
	}
	s.MaxTurns = turnLimit(s.MaxTurns)
	return s
}

// randomSpec draws a spec whose faces, toggles and postures include values
// the package does not know (typos).
func randomSpec(r *rand.Rand) policy.TaskSpec {
	faces := []policy.Face{policy.FaceUnset, policy.FaceRoots, policy.FaceHost, "other", "Roots", "HOST"}
	postures := []policy.Posture{policy.PostureUnset, policy.PostureInteractive, policy.PostureHeadless, "other", "Headless", "Interactive"}
	entries := []policy.ReadDenyEntry{denyA, denyB, denyA2, {Rule: "x"}}
	tools := []string{"read", "write", "grep", "shell"}
	var s policy.TaskSpec
	s.HandsReadOnly = r.Intn(2) == 0
	s.InteractiveTools = policy.Toggle(r.Intn(5))
	if r.Intn(8) == 0 {
		s.InteractiveTools = policy.Toggle(r.Intn(256))
	}
	s.ReadFace = faces[r.Intn(len(faces))]
	s.WriteFace = faces[r.Intn(len(faces))]
	if n := r.Intn(4); n > 0 || r.Intn(2) == 0 {
		s.ReadDenyPatterns = make([]policy.ReadDenyEntry, n)
		for i := range s.ReadDenyPatterns {
			s.ReadDenyPatterns[i] = entries[r.Intn(len(entries))]
		}
	}
	s.InteractionPosture = postures[r.Intn(len(postures))]
	s.MaxTurns = r.Intn(12) - 2
	if r.Intn(3) > 0 {
		s.AllowedTools = make([]string, 0, 4)
		for n := r.Intn(4); n > 0; n-- {
			s.AllowedTools = append(s.AllowedTools, tools[r.Intn(len(tools))])
		}
	}
	return s
}

// TestTightenOnlyLaws is the property test of the tighten-only laws: the
// result of TightenTaskSpec is never looser than either input in any seat,
// an input with nothing to tighten changes nothing, and the carrier's Apply
// is never looser than the spec or the parent's restricting values.
func TestTightenOnlyLaws(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := 0; i < 20000; i++ {
		spec, tightening := randomSpec(r), randomSpec(r)
		got := policy.TightenTaskSpec(spec, tightening)
		if l := looserSeats(got, spec); l != nil {
			t.Fatalf("TightenTaskSpec(%+v, %+v) = %+v is looser than spec in %v", spec, tightening, got, l)
		}
		if l := looserSeats(got, tightening); l != nil {
			t.Fatalf("TightenTaskSpec(%+v, %+v) = %+v is looser than the tightening in %v", spec, tightening, got, l)
		}
		if again := policy.TightenTaskSpec(got, tightening); !reflect.DeepEqual(again, got) {
			t.Fatalf("tightening twice moved the spec: %+v then %+v", got, again)
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("TightenTaskSpec(%+v, %+v) kept an unknown value: %v", spec, tightening, err)
		}

		// A tightening that states nothing leaves spec's every value,
		// loose ones included (up to duplicate entries), and reads an
		// unknown value as the restricting one.
		same := policy.TightenTaskSpec(spec, policy.TaskSpec{})
		same.ReadDenyPatterns, same.AllowedTools = nil, nil
		bare := normalized(spec)
		bare.ReadDenyPatterns, bare.AllowedTools = nil, nil
		if !reflect.DeepEqual(same, bare) {
			t.Fatalf("an empty tightening changed %+v into %+v", bare, same)
		}

		src := policy.ChildClampSource{
			HandsReadOnly:    tightening.HandsReadOnly,
			InteractiveTools: tightening.InteractiveTools,
			ReadFace:         tightening.ReadFace,
			WriteFace:        tightening.WriteFace,
			ReadDenyPatterns: tightening.ReadDenyPatterns,
		}
		applied := spec
		policy.ChildClampSeats(src).Apply(&applied)
		if l := looserSeats(applied, spec); l != nil {
			t.Fatalf("Apply loosened %+v into %+v in %v", spec, applied, l)
		}
		clampsOnly := policy.TaskSpec{HandsReadOnly: src.HandsReadOnly, InteractiveTools: src.InteractiveTools, ReadFace: src.ReadFace, WriteFace: src.WriteFace, ReadDenyPatterns: src.ReadDenyPatterns}
		if l := looserSeats(applied, clampsOnly); l != nil {
			t.Fatalf("Apply of %+v onto %+v gave %+v, looser than the parent in %v", src, spec, applied, l)
		}
		if err := applied.Validate(); err != nil {
			t.Fatalf("Apply of %+v onto %+v kept an unknown value: %v", src, spec, err)
		}
	}
}

// TestRestrictingValuesRestrict is the run-time witness of the
// //clampvet:restricting var clampvet reads: every value it states is one
// the carrier reads as restricting, so a constructor that writes it in a
// seat is looser than no parent, and carrying it clamps every such seat.
// ReadDenyPatterns, an add-only list, states none.
func TestRestrictingValuesRestrict(t *testing.T) {
	r := policy.ChildClampRestricting()
	if !r.HandsReadOnly || !r.InteractiveTools.Restricts() || !r.ReadFace.Restricts() || !r.WriteFace.Restricts() {
		t.Errorf("ChildClampRestricting() = %+v: every value it states must restrict", r)
	}
	if r.ReadDenyPatterns != nil {
		t.Errorf("ChildClampRestricting().ReadDenyPatterns = %v, want nil: a list seat has no restricting value", r.ReadDenyPatterns)
	}
	want := policy.TaskSpec{HandsReadOnly: true, InteractiveTools: policy.ToggleOff, ReadFace: policy.FaceRoots, WriteFace: policy.FaceRoots}
	if got := policy.ChildClampSeats(r).Seats(); !reflect.DeepEqual(got, want) {
		t.Errorf("ChildClampSeats(ChildClampRestricting()).Seats() = %+v, want %+v", got, want)
	}
}
