package policy_test

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"slices"
	"testing"

	"github.com/sema-agent/policy"
)

func TestAskClassesOrder(t *testing.T) {
	want := []policy.AskClass{"ordinary", "hook", "denial_limit_fallback", "operator_forced", "write_protection", "probe", "shell_floor"}
	got := policy.AskClasses()
	if !slices.Equal(got, want) {
		t.Fatalf("AskClasses() = %v, want %v", got, want)
	}
	got[0] = "changed"
	if policy.AskClasses()[0] != policy.AskOrdinary {
		t.Errorf("AskClasses() hands out shared memory")
	}
	for _, c := range want {
		if !c.Known() {
			t.Errorf("%q.Known() = false", c)
		}
	}
	if policy.AskClass("Ordinary").Known() || policy.AskClass("").Known() {
		t.Errorf("an unknown class reads as known")
	}
}

func TestCovers(t *testing.T) {
	type cs = []policy.AskClass
	all := policy.AskClasses()
	tests := []struct {
		name           string
		granted, asked cs
		want           bool
	}{
		{"ordinary covered by an ordinary card", cs{"ordinary"}, cs{"ordinary"}, true},
		{"ordinary covered by any answered card", cs{"hook"}, cs{"ordinary"}, true},
		{"hook needs hook on the card", cs{"ordinary"}, cs{"hook"}, false},
		{"hook on the card", cs{"ordinary", "hook"}, cs{"hook"}, true},
		{"ordinary and probe asked, probe on the card", cs{"probe"}, cs{"ordinary", "probe"}, true},
		{"a class the gate's judges added was asked of nobody", cs{"ordinary", "hook"}, cs{"hook", "write_protection"}, false},
		{"shell floor never answered by an ordinary card", cs{"ordinary"}, cs{"shell_floor"}, false},
		{"every class on the card", all, all, true},
		{"unclassified (nil) never", all, nil, false},
		{"unclassified (empty) never", all, cs{}, false},
		{"card with no class never", nil, cs{"ordinary"}, false},
		{"empty card never", cs{}, cs{"ordinary"}, false},
		{"card with only unknown classes never", cs{"bogus"}, cs{"ordinary"}, false},
		{"unknown asked class never covered", cs{"ordinary", "bogus"}, cs{"bogus"}, false},
		{"unknown asked class among known ones", all, cs{"ordinary", "Hook"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := policy.AskGrantCovers(tt.granted, tt.asked); got != tt.want {
				t.Errorf("AskGrantCovers(%v, %v) = %v, want %v", tt.granted, tt.asked, got, tt.want)
			}
		})
	}
}

type badMarshaler struct{}

func (badMarshaler) MarshalJSON() ([]byte, error) { return nil, errors.New("no") }

type rawMarshaler string

func (r rawMarshaler) MarshalJSON() ([]byte, error) { return []byte(r), nil }

func TestShapeOf(t *testing.T) {
	cyclicMap := map[string]any{}
	cyclicMap["self"] = cyclicMap
	type node struct{ Next *node }
	cyclicPtr := &node{}
	cyclicPtr.Next = cyclicPtr
	cyclicSlice := []any{nil}
	cyclicSlice[0] = cyclicSlice

	tests := []struct {
		name string
		args any
		want string
		ok   bool
	}{
		{"nil", nil, "null", true},
		{"string", "ls -la", `"ls -la"`, true},
		{"object keys sorted", map[string]any{"b": 1, "a": []any{true, nil}}, `{"a":[true,null],"b":1}`, true},
		{"struct reads as its object", struct {
			B int    `json:"b"`
			A string `json:"a"`
		}{2, "x"}, `{"a":"x","b":2}`, true},
		{"number spelling kept", json.RawMessage(`{"n":1.0}`), `{"n":1.0}`, true},
		{"white space removed", json.RawMessage(` { "n" : [ 1 , 2 ] } `), `{"n":[1,2]}`, true},
		{"HTML escaped", map[string]string{"cmd": "a<b"}, `{"cmd":"a\u003cb"}`, true},
		{"real replacement character", "\uFFFD", "\"\uFFFD\"", true},
		{"escaped backslash before ufffd", `\ufffd`, `"\\ufffd"`, true},
		{"cyclic map", cyclicMap, "", false},
		{"cyclic pointer", cyclicPtr, "", false},
		{"cyclic slice", cyclicSlice, "", false},
		{"func", func() {}, "", false},
		{"chan", make(chan int), "", false},
		{"func in a map", map[string]any{"f": func() {}}, "", false},
		{"NaN", math.NaN(), "", false},
		{"infinity", map[string]float64{"x": math.Inf(1)}, "", false},
		{"invalid UTF-8 string", "\xff", "", false},
		{"invalid UTF-8 key", map[string]int{"\xfe": 1}, "", false},
		{"marshaler error", badMarshaler{}, "", false},
		{"marshaler lone surrogate", rawMarshaler(`"\ud800"`), "", false},
		{"marshaler replacement escape", rawMarshaler(`"\ufffd"`), "", false},
		{"marshaler invalid JSON", rawMarshaler(`{`), "", false},
		{"raw duplicate key", json.RawMessage(`{"path":"a.txt","path":"/etc/shadow"}`), "", false},
		{"raw duplicate key through an escape", json.RawMessage(`{"path":"a.txt","p\u0061th":"/etc/shadow"}`), "", false},
		{"raw duplicate key, nested in an array", json.RawMessage(`{"ops":[{"rm":"a"},{"rm":"b","rm":"/"}]}`), "", false},
		{"marshaler duplicate key", rawMarshaler(`{"a":1,"a":2}`), "", false},
		{"keys equal under case folding", map[string]string{"path": "a.txt", "PATH": "/etc/shadow"}, "", false},
		{"keys equal under Unicode folding (Kelvin sign)", map[string]int{"k": 1, "\u212a": 2}, "", false},
		{"raw invalid UTF-8 in a string", json.RawMessage("\"\xff\""), "", false},
		{"raw invalid UTF-8 in a key", json.RawMessage("{\"\xfe\":1}"), "", false},
		{"raw lone surrogate", json.RawMessage(`{"a":"\udc00"}`), "", false},
		{"same key in sibling objects is fine", json.RawMessage(`[{"k":1},{"k":2}]`), `[{"k":1},{"k":2}]`, true},
		{"same key at two depths is fine", json.RawMessage(`{"k":{"k":1}}`), `{"k":{"k":1}}`, true},
		{"different keys that share a prefix are fine", map[string]int{"a": 1, "ab": 2}, `{"a":1,"ab":2}`, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := policy.AskGrantShapeOf(tt.args)
			if got != tt.want || ok != tt.ok {
				t.Errorf("AskGrantShapeOf = %q, %v; want %q, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	// Two different invalid strings must not share a shape: they share none.
	if a, okA := policy.AskGrantShapeOf("\xff"); okA {
		if b, _ := policy.AskGrantShapeOf("\xfe"); a == b {
			t.Errorf("two different invalid strings share the shape %q", a)
		}
	}
}

// approver is a live approver with an identity.
type approver struct {
	name string
	id   policy.ApproverID
}

func (a approver) ApproverIdentity() policy.ApproverID { return a.id }

// wrapped is a child's approver wrapping its ancestor's with provenance: a
// different value, the same consultation.
type wrapped struct {
	inner      policy.Approver
	provenance string
}

func (w wrapped) ApproverIdentity() policy.ApproverID { return w.inner.ApproverIdentity() }

func TestApproverID(t *testing.T) {
	a, b := policy.NewApproverID(), policy.NewApproverID()
	if a == b || a.IsZero() || b.IsZero() {
		t.Errorf("two minted identities compare equal or zero: %v %v", a, b)
	}
	if c := a; c != a {
		t.Errorf("an identity is not equal to its copy")
	}
	var z policy.ApproverID
	if !z.IsZero() || z.String() != "approver#none" {
		t.Errorf("zero identity: IsZero %v String %q", z.IsZero(), z)
	}
	if a.String() == b.String() || a.String() == "approver#none" {
		t.Errorf("String() does not tell identities apart: %q %q", a, b)
	}
}

func TestNewAskGrant(t *testing.T) {
	op := approver{"operator", policy.NewApproverID()}
	g, ok := policy.NewAskGrant(op, map[string]any{"cmd": "ls"}, 1200, []policy.AskClass{"probe", "ordinary", "probe", "bogus"})
	want := policy.AskGrant{Approver: op.id, Shape: `{"cmd":"ls"}`, WaitMs: 1200, Classes: []policy.AskClass{"ordinary", "probe"}}
	if !ok || !reflect.DeepEqual(g, want) {
		t.Errorf("NewAskGrant = %+v, %v; want %+v, true", g, ok, want)
	}
	if g, ok := policy.NewAskGrant(op, "x", -5, nil); !ok || g.WaitMs != 0 || g.Classes != nil {
		t.Errorf("negative wait / no classes: %+v, %v", g, ok)
	}
	for name, tc := range map[string]struct {
		a    policy.Approver
		args any
	}{
		"nil approver":       {nil, "x"},
		"zero identity":      {approver{"operator", policy.ApproverID{}}, "x"},
		"presented no shape": {op, func() {}},
	} {
		if g, ok := policy.NewAskGrant(tc.a, tc.args, 1, []policy.AskClass{"ordinary"}); ok {
			t.Errorf("%s: NewAskGrant = %+v, true; want false", name, g)
		}
	}
}

// TestDuplicateKeysNeverShareAShape pins the seed's "byte-equality against
// the presented snapshot": raw JSON with a duplicate key has no shape, so a
// grant given on its last-wins reading is not reused for it, and no grant is
// recorded on it.
func TestDuplicateKeysNeverShareAShape(t *testing.T) {
	op := approver{"operator", policy.NewApproverID()}
	shown := map[string]string{"path": "a.txt"}
	g, ok := policy.NewAskGrant(op, shown, 10, []policy.AskClass{policy.AskOrdinary})
	if !ok {
		t.Fatal("NewAskGrant refused")
	}
	dup := json.RawMessage(`{"path":"/etc/shadow","path":"a.txt"}`)
	if s, ok := policy.AskGrantShapeOf(dup); ok {
		t.Errorf("AskGrantShapeOf(%s) = %s, true: two inputs share one shape", dup, s)
	}
	grants := map[string]policy.AskGrant{"c": g}
	var review policy.HumanReview
	if _, reused := policy.ConsumeAskGrant(grants, op, &review, policy.AskRequest{CallID: "c", Presented: dup, Classes: []policy.AskClass{policy.AskOrdinary}}); reused {
		t.Errorf("the grant on %v was reused for %s", shown, dup)
	}
	if len(grants) != 1 || review.Count != 0 {
		t.Errorf("a refused reuse touched the grants %v or the ledger %+v", grants, review)
	}
	if _, ok := policy.NewAskGrant(op, dup, 10, []policy.AskClass{policy.AskOrdinary}); ok {
		t.Errorf("a grant was recorded on %s, which has no shape", dup)
	}
}

// TestLedgerSaturates pins that booking a wait never wraps the ledger.
func TestLedgerSaturates(t *testing.T) {
	op := approver{"operator", policy.NewApproverID()}
	for _, tt := range []struct {
		name         string
		wait, before int64
		count        int
		wantTotal    int64
		wantCount    int
	}{
		{"a wait of MaxInt64 on an empty ledger", math.MaxInt64, 0, 0, math.MaxInt64, 1},
		{"a wait that would overflow the total", math.MaxInt64, 5, 1, math.MaxInt64, 2},
		{"a small wait on a full ledger", 1, math.MaxInt64, 3, math.MaxInt64, 4},
		{"a full count stays full", 7, 0, math.MaxInt, 7, math.MaxInt},
		{"an ordinary booking adds", 250, 1000, 2, 1250, 3},
	} {
		g, ok := policy.NewAskGrant(op, "x", tt.wait, []policy.AskClass{policy.AskOrdinary})
		if !ok {
			t.Fatal("NewAskGrant refused")
		}
		review := policy.HumanReview{Count: tt.count, TotalWaitMs: tt.before}
		_, reused := policy.ConsumeAskGrant(map[string]policy.AskGrant{"c": g}, op, &review, policy.AskRequest{CallID: "c", Presented: "x", Classes: []policy.AskClass{policy.AskOrdinary}})
		if !reused || review.TotalWaitMs != tt.wantTotal || review.Count != tt.wantCount {
			t.Errorf("%s: reused %v, ledger %d frames %d ms; want %d frames %d ms", tt.name, reused, review.Count, review.TotalWaitMs, tt.wantCount, tt.wantTotal)
		}
	}
}

func TestConsumeAskGrant(t *testing.T) {
	op := approver{"operator", policy.NewApproverID()}
	sameName := approver{"operator", policy.NewApproverID()} // a name is never an identity
	presented := map[string]any{"cmd": "rm -rf build", "cwd": "/w"}
	grant := func() policy.AskGrant {
		g, ok := policy.NewAskGrant(op, presented, 2500, []policy.AskClass{"ordinary", "write_protection"})
		if !ok {
			t.Fatal("NewAskGrant refused")
		}
		return g
	}
	ask := policy.AskRequest{CallID: "call-1", Presented: map[string]any{"cwd": "/w", "cmd": "rm -rf build"}, Classes: []policy.AskClass{"write_protection"}}

	tests := []struct {
		name     string
		grants   map[string]policy.AskGrant
		approver policy.Approver
		review   *policy.HumanReview
		ask      policy.AskRequest
		reuse    bool
		// grantStays: on a mismatch the grant is left for the call-site sweep.
		grantStays bool
	}{
		{"reuse: same approver, same bytes, covered", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, ask, true, false},
		{"reuse through a wrapped ancestor approver", map[string]policy.AskGrant{"call-1": grant()}, wrapped{op, "child-7"}, &policy.HumanReview{}, ask, true, false},
		{"ordinary ask covered by the card", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, policy.AskRequest{CallID: "call-1", Presented: presented, Classes: []policy.AskClass{"ordinary"}}, true, false},
		{"same name, other approver", map[string]policy.AskGrant{"call-1": grant()}, sameName, &policy.HumanReview{}, ask, false, true},
		{"wrapper of another approver", map[string]policy.AskGrant{"call-1": grant()}, wrapped{sameName, "child"}, &policy.HumanReview{}, ask, false, true},
		{"approver without identity", map[string]policy.AskGrant{"call-1": grant()}, approver{"operator", policy.ApproverID{}}, &policy.HumanReview{}, ask, false, true},
		{"grant without identity", map[string]policy.AskGrant{"call-1": {Shape: grant().Shape, Classes: grant().Classes}}, approver{"x", policy.ApproverID{}}, &policy.HumanReview{}, ask, false, true},
		{"nil approver", map[string]policy.AskGrant{"call-1": grant()}, nil, &policy.HumanReview{}, ask, false, true},
		{"shape moved", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, policy.AskRequest{CallID: "call-1", Presented: map[string]any{"cmd": "rm -rf /", "cwd": "/w"}, Classes: ask.Classes}, false, true},
		{"shape moved by spelling only", map[string]policy.AskGrant{"call-1": {Approver: op.id, Shape: `{"n":1}`, Classes: []policy.AskClass{"ordinary"}}}, op, &policy.HumanReview{},
			policy.AskRequest{CallID: "call-1", Presented: json.RawMessage(`{"n":1.0}`), Classes: []policy.AskClass{"ordinary"}}, false, true},
		{"presented has no shape", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, policy.AskRequest{CallID: "call-1", Presented: func() {}, Classes: ask.Classes}, false, true},
		{"grant has no shape", map[string]policy.AskGrant{"call-1": {Approver: op.id, Shape: "", Classes: []policy.AskClass{"ordinary"}}}, op, &policy.HumanReview{}, ask, false, true},
		{"class not covered: the gate asks its own question", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, policy.AskRequest{CallID: "call-1", Presented: presented, Classes: []policy.AskClass{"probe"}}, false, true},
		{"unclassified ask", map[string]policy.AskGrant{"call-1": grant()}, op, &policy.HumanReview{}, policy.AskRequest{CallID: "call-1", Presented: presented}, false, true},
		{"no grant for this call", map[string]policy.AskGrant{"call-2": grant()}, op, &policy.HumanReview{}, ask, false, false},
		{"nil review: a frame that cannot be booked is not reused", map[string]policy.AskGrant{"call-1": grant()}, op, nil, ask, false, true},
		{"nil grants", nil, op, &policy.HumanReview{}, ask, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := 0
			if tt.review != nil {
				tt.review.Count, tt.review.TotalWaitMs = 4, 1000 // earlier frames
				before = len(tt.review.Gates)
			}
			res, ok := policy.ConsumeAskGrant(tt.grants, tt.approver, tt.review, tt.ask)
			if ok != tt.reuse {
				t.Fatalf("reuse = %v, want %v", ok, tt.reuse)
			}
			_, stays := tt.grants[tt.ask.CallID]
			if !ok {
				if !reflect.DeepEqual(res, policy.ResolvedAsk{}) {
					t.Errorf("a re-ask returned a resolution: %+v", res)
				}
				if stays != tt.grantStays {
					t.Errorf("grant stays = %v, want %v", stays, tt.grantStays)
				}
				if tt.review != nil && (tt.review.Count != 4 || tt.review.TotalWaitMs != 1000 || len(tt.review.Gates) != before) {
					t.Errorf("a re-ask booked a frame: %+v", tt.review)
				}
				return
			}
			if stays {
				t.Errorf("the grant was not consumed")
			}
			if tt.review.Count != 5 || tt.review.TotalWaitMs != 3500 || len(tt.review.Gates) != before+1 {
				t.Fatalf("ledger after reuse = %+v, want exactly one more frame with a 2500 ms wait", tt.review)
			}
			gate := tt.review.Gates[len(tt.review.Gates)-1]
			if gate.CallID != "call-1" || gate.WaitMs != 2500 || !gate.Inherited || !slices.Equal(gate.Classes, tt.ask.Classes) {
				t.Errorf("booked frame = %+v", gate)
			}
			if string(res.PresentedInput) != `{"cmd":"rm -rf build","cwd":"/w"}` || res.Approver != op.id || res.WaitMs != 2500 {
				t.Errorf("resolution = %+v (input %s)", res, res.PresentedInput)
			}
			// The grant lives within one evaluation: a second ask re-asks.
			if _, again := policy.ConsumeAskGrant(tt.grants, tt.approver, tt.review, tt.ask); again {
				t.Errorf("a consumed grant was reused twice")
			}
		})
	}
}

// TestConsumeAskGrantPresentsTheSnapshot pins shown == executed: the
// executed input is the snapshot's bytes, unaffected by later mutation of
// the value the grant was recorded from or of the returned input.
func TestConsumeAskGrantPresentsTheSnapshot(t *testing.T) {
	op := approver{"operator", policy.NewApproverID()}
	shown := map[string]any{"path": "a.txt"}
	g, _ := policy.NewAskGrant(op, shown, 0, []policy.AskClass{"ordinary"})
	shown["path"] = "b.txt"
	grants := map[string]policy.AskGrant{"c": g}
	res, ok := policy.ConsumeAskGrant(grants, op, &policy.HumanReview{}, policy.AskRequest{CallID: "c", Presented: map[string]any{"path": "a.txt"}, Classes: []policy.AskClass{"ordinary"}})
	if !ok || string(res.PresentedInput) != `{"path":"a.txt"}` {
		t.Fatalf("reuse = %v, input %s", ok, res.PresentedInput)
	}
	res.PresentedInput[2] = 'X'
	if g.Shape != `{"path":"a.txt"}` {
		t.Errorf("mutating the executed input reached the grant: %s", g.Shape)
	}
}
