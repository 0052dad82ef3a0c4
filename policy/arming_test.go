package policy_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/sema-agent/policy"
)

func ptr(v int64) *int64 { return &v }

// sanitizeValid are inputs SanitizeArmingRecipe accepts, with their canonical JSON.
var sanitizeValid = []struct {
	name, in, want string
}{
	{"bare", `{"v":2}`, `{"v":2}`},
	{"white space, key order, number spellings", ` { "timeoutMs" : 1e3 , "v" : 2.0 } `, `{"v":2,"timeoutMs":1000}`},
	{"every field, scrambled",
		`{"settingsEpoch":"rev-7","promptDigest":"sha256:ab","crossSessionMessagesRule":true,` +
			`"denialLimit":{"autoDenyAfterMs":500,"maxTotal":9,"maxConsecutive":2},"timeoutMs":20000,` +
			`"window":{"maxChars":4000,"maxMessages":30},"sessionContext":["repo: x"],` +
			`"derivedDenyRules":[{"caseNote":"case-insensitive","rule":"**/.env"}],"settingsDenyRules":["rm -rf"],` +
			`"rules":{"environment":["ci"],"hardDeny":["push"],"softDeny":[],"allow":["read"]},"v":2}`,
		`{"v":2,"rules":{"allow":["read"],"softDeny":[],"hardDeny":["push"],"environment":["ci"]},"settingsDenyRules":["rm -rf"],` +
			`"derivedDenyRules":[{"rule":"**/.env","caseNote":"case-insensitive"}],"sessionContext":["repo: x"],` +
			`"window":{"maxMessages":30,"maxChars":4000},"timeoutMs":20000,"denialLimit":{"maxConsecutive":2,"maxTotal":9,"autoDenyAfterMs":500},` +
			`"crossSessionMessagesRule":true,"promptDigest":"sha256:ab","settingsEpoch":"rev-7"}`},
	{"absent and empty collapse",
		`{"v":2,"rules":{},"settingsDenyRules":[],"derivedDenyRules":[],"sessionContext":[],"window":{},"denialLimit":{},` +
			`"crossSessionMessagesRule":false,"promptDigest":"","settingsEpoch":""}`,
		`{"v":2}`},
	{"an empty rules section is an override, kept", `{"v":2,"rules":{"allow":[]}}`, `{"v":2,"rules":{"allow":[]}}`},
	{"empty case note omitted", `{"v":2,"derivedDenyRules":[{"caseNote":"","rule":"a"},{"rule":"b"}]}`, `{"v":2,"derivedDenyRules":[{"rule":"a"},{"rule":"b"}]}`},
	{"no auto-deny window is kept", `{"v":2,"denialLimit":{"autoDenyAfterMs":0}}`, `{"v":2,"denialLimit":{"autoDenyAfterMs":0}}`},
	{"negative zero is zero", `{"v":2,"denialLimit":{"autoDenyAfterMs":-0.0e5}}`, `{"v":2,"denialLimit":{"autoDenyAfterMs":0}}`},
	{"largest knob", `{"v":2,"timeoutMs":9007199254740991}`, `{"v":2,"timeoutMs":9007199254740991}`},
	{"integral fraction spelling", `{"v":2,"timeoutMs":1500.000e-1}`, `{"v":2,"timeoutMs":150}`},
	{"duplicates kept in lists (body is exact)", `{"v":2,"settingsDenyRules":["a","a",""]}`, `{"v":2,"settingsDenyRules":["a","a",""]}`},
	{"HTML characters escaped", `{"v":2,"sessionContext":["<a&b>"]}`, `{"v":2,"sessionContext":["\u003ca\u0026b\u003e"]}`},
	{"escapes decoded", `{"v":2,"settingsEpoch":"\u0041\ud83d\ude00\n"}`, `{"v":2,"settingsEpoch":"A😀\n"}`},
	{"escaped backslash before u", `{"v":2,"settingsEpoch":"\\ud800"}`, `{"v":2,"settingsEpoch":"\\ud800"}`},
	{"escaped key", `{"\u0076":2}`, `{"v":2}`},
}

// sanitizeInvalid are inputs SanitizeArmingRecipe refuses, with the class of refusal.
var sanitizeInvalid = []struct {
	name, in string
	kind     error // the refusal class
}{
	{"empty", ``, policy.ErrArmingRecipeSyntax},
	{"white space", ` `, policy.ErrArmingRecipeSyntax},
	{"null", `null`, policy.ErrArmingRecipeSyntax},
	{"array", `[]`, policy.ErrArmingRecipeSyntax},
	{"string", `"{\"v\":2}"`, policy.ErrArmingRecipeSyntax},
	{"number", `2`, policy.ErrArmingRecipeSyntax},
	{"truncated", `{"v":2`, policy.ErrArmingRecipeSyntax},
	{"trailing object", `{"v":2} {}`, policy.ErrArmingRecipeSyntax},
	{"trailing garbage", `{"v":2}x`, policy.ErrArmingRecipeSyntax},
	{"no version", `{}`, policy.ErrArmingRecipeVersion},
	{"version 1", `{"v":1}`, policy.ErrArmingRecipeVersion},
	{"version 3", `{"v":3}`, policy.ErrArmingRecipeVersion},
	{"version as string", `{"v":"2"}`, policy.ErrArmingRecipeVersion},
	{"version fractional", `{"v":2.5}`, policy.ErrArmingRecipeVersion},
	{"version null", `{"v":null}`, policy.ErrArmingRecipeVersion},
	{"version 1 with its breaker threshold", `{"v":1,"failureThreshold":3}`, policy.ErrArmingRecipeVersion},
	{"unknown field", `{"v":2,"failureThreshold":3}`, policy.ErrArmingRecipeUnknownField},
	{"unknown rules section", `{"v":2,"rules":{"allow":[],"deny":[]}}`, policy.ErrArmingRecipeUnknownField},
	{"unknown window field", `{"v":2,"window":{"maxTurns":3}}`, policy.ErrArmingRecipeUnknownField},
	{"unknown denial-limit field", `{"v":2,"denialLimit":{"failureThreshold":3}}`, policy.ErrArmingRecipeUnknownField},
	{"unknown derived field", `{"v":2,"derivedDenyRules":[{"rule":"a","why":"b"}]}`, policy.ErrArmingRecipeUnknownField},
	{"duplicate key", `{"v":2,"v":2}`, policy.ErrArmingRecipeDuplicateKey},
	{"duplicate key through an escape", `{"v":2,"\u0076":2}`, policy.ErrArmingRecipeDuplicateKey},
	{"duplicate nested key", `{"v":2,"window":{"maxChars":1,"maxChars":2}}`, policy.ErrArmingRecipeDuplicateKey},
	{"number in settings deny rules", `{"v":2,"settingsDenyRules":["a",1]}`, policy.ErrArmingRecipeValue},
	{"null in session context", `{"v":2,"sessionContext":[null]}`, policy.ErrArmingRecipeValue},
	{"bool in a rules section", `{"v":2,"rules":{"allow":[true]}}`, policy.ErrArmingRecipeValue},
	{"nested array in a rules section", `{"v":2,"rules":{"softDeny":[["a"]]}}`, policy.ErrArmingRecipeValue},
	{"string as a list", `{"v":2,"settingsDenyRules":"a"}`, policy.ErrArmingRecipeValue},
	{"rules as an array", `{"v":2,"rules":[]}`, policy.ErrArmingRecipeValue},
	{"derived rule as a string", `{"v":2,"derivedDenyRules":["a"]}`, policy.ErrArmingRecipeValue},
	{"derived rule without rule", `{"v":2,"derivedDenyRules":[{"caseNote":"x"}]}`, policy.ErrArmingRecipeValue},
	{"derived rule number", `{"v":2,"derivedDenyRules":[{"rule":1}]}`, policy.ErrArmingRecipeValue},
	{"derived case note number", `{"v":2,"derivedDenyRules":[{"rule":"a","caseNote":1}]}`, policy.ErrArmingRecipeValue},
	{"derived as an object", `{"v":2,"derivedDenyRules":{}}`, policy.ErrArmingRecipeValue},
	{"null rules", `{"v":2,"rules":null}`, policy.ErrArmingRecipeValue},
	{"null list", `{"v":2,"settingsDenyRules":null}`, policy.ErrArmingRecipeValue},
	{"null rules section", `{"v":2,"rules":{"allow":null}}`, policy.ErrArmingRecipeValue},
	{"null digest", `{"v":2,"promptDigest":null}`, policy.ErrArmingRecipeValue},
	{"null knob", `{"v":2,"timeoutMs":null}`, policy.ErrArmingRecipeValue},
	{"null cross-session bit", `{"v":2,"crossSessionMessagesRule":null}`, policy.ErrArmingRecipeValue},
	{"string cross-session bit", `{"v":2,"crossSessionMessagesRule":"true"}`, policy.ErrArmingRecipeValue},
	{"number epoch", `{"v":2,"settingsEpoch":7}`, policy.ErrArmingRecipeValue},
	{"NaN knob", `{"v":2,"timeoutMs":NaN}`, policy.ErrArmingRecipeSyntax},
	{"NaN string knob", `{"v":2,"timeoutMs":"NaN"}`, policy.ErrArmingRecipeValue},
	{"Infinity knob", `{"v":2,"timeoutMs":Infinity}`, policy.ErrArmingRecipeSyntax},
	{"negative knob", `{"v":2,"timeoutMs":-1}`, policy.ErrArmingRecipeValue},
	{"fractional knob", `{"v":2,"timeoutMs":1.5}`, policy.ErrArmingRecipeValue},
	{"tiny fraction", `{"v":2,"timeoutMs":1e-5}`, policy.ErrArmingRecipeValue},
	{"fraction float64 would round", `{"v":2,"timeoutMs":1.0000000000000000001}`, policy.ErrArmingRecipeValue},
	{"zero timeout", `{"v":2,"timeoutMs":0}`, policy.ErrArmingRecipeValue},
	{"knob above 2^53-1", `{"v":2,"timeoutMs":9007199254740992}`, policy.ErrArmingRecipeValue},
	{"huge knob", `{"v":2,"timeoutMs":1e400}`, policy.ErrArmingRecipeValue},
	{"huge exponent", `{"v":2,"timeoutMs":1e99999999999999999999}`, policy.ErrArmingRecipeValue},
	{"zero window bound", `{"v":2,"window":{"maxMessages":0}}`, policy.ErrArmingRecipeValue},
	{"negative window bound", `{"v":2,"window":{"maxChars":-4}}`, policy.ErrArmingRecipeValue},
	{"fractional window bound", `{"v":2,"window":{"maxChars":4.2}}`, policy.ErrArmingRecipeValue},
	{"window as a number", `{"v":2,"window":5}`, policy.ErrArmingRecipeValue},
	{"zero consecutive", `{"v":2,"denialLimit":{"maxConsecutive":0}}`, policy.ErrArmingRecipeValue},
	{"zero total", `{"v":2,"denialLimit":{"maxTotal":0}}`, policy.ErrArmingRecipeValue},
	{"negative auto-deny window", `{"v":2,"denialLimit":{"autoDenyAfterMs":-1}}`, policy.ErrArmingRecipeValue},
	{"fractional auto-deny window", `{"v":2,"denialLimit":{"autoDenyAfterMs":0.5}}`, policy.ErrArmingRecipeValue},
	{"denial limit as an array", `{"v":2,"denialLimit":[3]}`, policy.ErrArmingRecipeValue},
	{"invalid UTF-8", "{\"v\":2,\"settingsEpoch\":\"\xff\"}", policy.ErrArmingRecipeSyntax},
	{"lone high surrogate", `{"v":2,"settingsEpoch":"\ud800"}`, policy.ErrArmingRecipeValue},
	{"lone high surrogate before text", `{"v":2,"settingsEpoch":"\ud800abcdef"}`, policy.ErrArmingRecipeValue},
	{"high surrogate before a non-surrogate escape", `{"v":2,"settingsEpoch":"\ud800\u0041"}`, policy.ErrArmingRecipeValue},
	{"lone low surrogate", `{"v":2,"sessionContext":["\udc00"]}`, policy.ErrArmingRecipeValue},
	{"non-string key", `{2:2}`, policy.ErrArmingRecipeSyntax},
}

func TestSanitizeAccepts(t *testing.T) {
	for _, tt := range sanitizeValid {
		t.Run(tt.name, func(t *testing.T) {
			r, err := policy.SanitizeArmingRecipe([]byte(tt.in))
			if err != nil {
				t.Fatalf("SanitizeArmingRecipe(%s) refused a valid recipe: %v", tt.in, err)
			}
			got, err := r.Marshal()
			if err != nil {
				t.Fatalf("Marshal of a sanitized recipe: %v", err)
			}
			if string(got) != tt.want {
				t.Errorf("canonical JSON\n got %s\nwant %s", got, tt.want)
			}
			again, err := policy.CanonicalArmingRecipe(got)
			if err != nil || string(again) != string(got) {
				t.Errorf("sanitize is not idempotent: %s became %s (%v)", got, again, err)
			}
		})
	}
}

func TestSanitizeRefuses(t *testing.T) {
	for _, tt := range sanitizeInvalid {
		t.Run(tt.name, func(t *testing.T) {
			r, err := policy.SanitizeArmingRecipe([]byte(tt.in))
			if err == nil || !reflect.DeepEqual(r, policy.ArmingRecipe{}) {
				t.Fatalf("SanitizeArmingRecipe(%q) = %+v, %v; want the zero ArmingRecipe and an error", tt.in, r, err)
			}
			checkRecipeError(t, err, tt.kind)
			b, cerr := policy.CanonicalArmingRecipe([]byte(tt.in))
			if b != nil || cerr == nil || cerr.Error() != err.Error() {
				t.Errorf("CanonicalArmingRecipe(%q) = %s, %v; want nil and SanitizeArmingRecipe's error %v", tt.in, b, cerr, err)
			}
			var dst policy.ArmingRecipe
			if err := json.Unmarshal([]byte(`{"r":`+tt.in+`}`), &struct{ R *policy.ArmingRecipe }{&dst}); err == nil && tt.in != "null" {
				t.Errorf("json.Unmarshal accepted %q", tt.in)
			}
		})
	}
}

// checkRecipeError checks that err is a *ArmingRecipeError of exactly class kind.
func checkRecipeError(t *testing.T, err, kind error) {
	t.Helper()
	var re *policy.ArmingRecipeError
	if !errors.As(err, &re) || re.Detail == "" {
		t.Fatalf("error %v (%T) is not a *ArmingRecipeError with a detail", err, err)
	}
	for _, k := range []error{policy.ErrArmingRecipeSyntax, policy.ErrArmingRecipeDuplicateKey, policy.ErrArmingRecipeVersion, policy.ErrArmingRecipeUnknownField, policy.ErrArmingRecipeValue} {
		if errors.Is(err, k) != (k == kind) {
			t.Errorf("errors.Is(%v, %v) = %v, want %v", err, k, errors.Is(err, k), k == kind)
		}
	}
}

// TestRecipeErrorNamesTheField pins the field and the message of a refusal.
func TestRecipeErrorNamesTheField(t *testing.T) {
	tests := []struct{ in, field, msg string }{
		{`{"v":2,"denialLimit":{"maxTotal":0}}`, "denialLimit", `policy: recipe field "denialLimit": maxTotal: 0 is not a positive integer`},
		{`{"v":2,"failureThreshold":3}`, "failureThreshold", `policy: recipe field "failureThreshold": unknown field`},
		{`{"v":1}`, "v", `policy: recipe field "v": 1 is not 2`},
		{`{}`, "v", `policy: recipe field "v": absent`},
		{`[]`, "", `policy: recipe: not a JSON object`},
		{`{"v":2,"v":2}`, "", `policy: recipe: duplicate key "v"`},
	}
	for _, tt := range tests {
		_, err := policy.SanitizeArmingRecipe([]byte(tt.in))
		var re *policy.ArmingRecipeError
		if !errors.As(err, &re) || re.Field != tt.field || err.Error() != tt.msg {
			t.Errorf("SanitizeArmingRecipe(%s) = %v (field %q); want field %q and message %q", tt.in, err, fieldOf(re), tt.field, tt.msg)
		}
	}
}

func fieldOf(re *policy.ArmingRecipeError) string {
	if re == nil {
		return "<no ArmingRecipeError>"
	}
	return re.Field
}

func TestSanitizeDecodesTheFields(t *testing.T) {
	r, err := policy.SanitizeArmingRecipe([]byte(sanitizeValid[2].in))
	if err != nil {
		t.Fatal(err)
	}
	want := policy.ArmingRecipe{
		V:                        2,
		Rules:                    &policy.AutoModeRules{Allow: []string{"read"}, SoftDeny: []string{}, HardDeny: []string{"push"}, Environment: []string{"ci"}},
		SettingsDenyRules:        []string{"rm -rf"},
		DerivedDenyRules:         []policy.DerivedDenyRule{{Rule: "**/.env", CaseNote: "case-insensitive"}},
		SessionContext:           []string{"repo: x"},
		Window:                   &policy.AutoModeWindowOptions{MaxMessages: 30, MaxChars: 4000},
		TimeoutMs:                20000,
		DenialLimit:              &policy.DenialLimit{MaxConsecutive: 2, MaxTotal: 9, AutoDenyAfterMs: ptr(500)},
		CrossSessionMessagesRule: true,
		PromptDigest:             "sha256:ab",
		SettingsEpoch:            "rev-7",
	}
	if !reflect.DeepEqual(r, want) {
		t.Errorf("SanitizeArmingRecipe decoded\n %+v\nwant %+v", r, want)
	}
}

func TestMarshalRefusesInvalidRecipes(t *testing.T) {
	tests := []struct {
		name string
		r    policy.ArmingRecipe
		msg  string
		kind error
	}{
		{"zero version", policy.ArmingRecipe{}, `field "v": 0 is not 2`, policy.ErrArmingRecipeVersion},
		{"version 1", policy.ArmingRecipe{V: 1}, `field "v": 1 is not 2`, policy.ErrArmingRecipeVersion},
		{"version 0 with fields", policy.ArmingRecipe{TimeoutMs: 5}, `field "v": 0 is not 2`, policy.ErrArmingRecipeVersion},
		{"negative timeout", policy.ArmingRecipe{V: 2, TimeoutMs: -1}, "timeoutMs", policy.ErrArmingRecipeValue},
		{"timeout above MaxSafeInteger", policy.ArmingRecipe{V: 2, TimeoutMs: policy.MaxSafeInteger + 1}, "timeoutMs", policy.ErrArmingRecipeValue},
		{"negative window", policy.ArmingRecipe{V: 2, Window: &policy.AutoModeWindowOptions{MaxChars: -1}}, `field "window": window.maxChars`, policy.ErrArmingRecipeValue},
		{"negative count", policy.ArmingRecipe{V: 2, DenialLimit: &policy.DenialLimit{MaxTotal: -1}}, `field "denialLimit": denialLimit.maxTotal`, policy.ErrArmingRecipeValue},
		{"negative auto-deny", policy.ArmingRecipe{V: 2, DenialLimit: &policy.DenialLimit{AutoDenyAfterMs: ptr(-5)}}, "denialLimit.autoDenyAfterMs", policy.ErrArmingRecipeValue},
		{"invalid UTF-8 in a rules section", policy.ArmingRecipe{V: 2, Rules: &policy.AutoModeRules{HardDeny: []string{"\xff"}}}, "UTF-8", policy.ErrArmingRecipeValue},
		{"invalid UTF-8 in a derived rule", policy.ArmingRecipe{V: 2, DerivedDenyRules: []policy.DerivedDenyRule{{Rule: "a", CaseNote: "\xfe"}}}, "UTF-8", policy.ErrArmingRecipeValue},
		{"invalid UTF-8 in the epoch", policy.ArmingRecipe{V: 2, SettingsEpoch: "\xc0"}, "UTF-8", policy.ErrArmingRecipeValue},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := tt.r.Marshal()
			if err == nil || b != nil || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("Marshal() = %s, %v; want no bytes and an error naming %q", b, err, tt.msg)
			}
			checkRecipeError(t, err, tt.kind)
			if _, err := json.Marshal(tt.r); err == nil && tt.name != "zero version" {
				t.Errorf("json.Marshal accepted an invalid recipe")
			}
		})
	}
}

// TestRecipeJSONInterop pins that a ArmingRecipe inside a larger value encodes
// canonically and decodes with SanitizeArmingRecipe's rules.
func TestRecipeJSONInterop(t *testing.T) {
	type row struct {
		ID           string
		ArmingRecipe policy.ArmingRecipe
	}
	in := row{ID: "r1", ArmingRecipe: policy.ArmingRecipe{V: 2, SessionContext: []string{"<x>"}, SettingsDenyRules: []string{}, TimeoutMs: 9}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"ID":"r1","ArmingRecipe":{"v":2,"sessionContext":["\u003cx\u003e"],"timeoutMs":9}}`; string(b) != want {
		t.Errorf("json.Marshal = %s, want %s", b, want)
	}
	var out row
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if want := (policy.ArmingRecipe{V: 2, SessionContext: []string{"<x>"}, TimeoutMs: 9}); !reflect.DeepEqual(out.ArmingRecipe, want) {
		t.Errorf("json.Unmarshal = %+v, want %+v", out.ArmingRecipe, want)
	}
	// The zero ArmingRecipe is "no recipe": a struct holding one encodes (as
	// null), decodes back to the zero ArmingRecipe, and null is never a recipe.
	b, err = json.Marshal(row{ID: "none"})
	if want := `{"ID":"none","ArmingRecipe":null}`; err != nil || string(b) != want {
		t.Errorf("json.Marshal of a row with the zero ArmingRecipe = %s, %v; want %s", b, err, want)
	}
	var none row
	if err := json.Unmarshal(b, &none); err != nil || !reflect.DeepEqual(none, row{ID: "none"}) {
		t.Errorf("json.Unmarshal(%s) = %+v, %v", b, none, err)
	}
	if _, err := policy.FoldArmingRecipe([]byte(`null`), []byte(`{"v":2}`)); err == nil {
		t.Error("FoldArmingRecipe read a null recipe as a recipe")
	}
	keep := policy.ArmingRecipe{V: 2, SettingsEpoch: "kept"}
	err = json.Unmarshal([]byte(`{"v":1}`), &keep)
	if err == nil || keep.SettingsEpoch != "kept" {
		t.Errorf("a refused UnmarshalJSON returned %v and left %+v", err, keep)
	}
}

func TestTightenDenialLimit(t *testing.T) {
	def := policy.EffectiveDenialLimit{MaxConsecutive: policy.DefaultMaxConsecutiveDenials, MaxTotal: policy.DefaultMaxTotalDenials, AutoDenyAfterMs: policy.DefaultAutoDenyAfterMs}
	tests := []struct {
		name string
		a, b *policy.DenialLimit
		want policy.EffectiveDenialLimit
	}{
		{"both absent: the defaults, explicit", nil, nil, def},
		{"omitted bounds are defaults, not unbounded", &policy.DenialLimit{}, &policy.DenialLimit{MaxConsecutive: 10, MaxTotal: 100}, def},
		{"counts take the minimum", &policy.DenialLimit{MaxConsecutive: 2, MaxTotal: 15}, &policy.DenialLimit{MaxConsecutive: 1, MaxTotal: 18}, policy.EffectiveDenialLimit{MaxConsecutive: 1, MaxTotal: 15, AutoDenyAfterMs: def.AutoDenyAfterMs}},
		{"shorter window wins", &policy.DenialLimit{AutoDenyAfterMs: ptr(100)}, &policy.DenialLimit{AutoDenyAfterMs: ptr(50)}, policy.EffectiveDenialLimit{MaxConsecutive: def.MaxConsecutive, MaxTotal: def.MaxTotal, AutoDenyAfterMs: 50}},
		{"no window never disarms a window", &policy.DenialLimit{AutoDenyAfterMs: ptr(0)}, &policy.DenialLimit{AutoDenyAfterMs: ptr(100)}, policy.EffectiveDenialLimit{MaxConsecutive: def.MaxConsecutive, MaxTotal: def.MaxTotal, AutoDenyAfterMs: 100}},
		{"no window never disarms the default window", &policy.DenialLimit{AutoDenyAfterMs: ptr(0)}, nil, def},
		{"no window on both sides", &policy.DenialLimit{AutoDenyAfterMs: ptr(0)}, &policy.DenialLimit{AutoDenyAfterMs: ptr(0)}, policy.EffectiveDenialLimit{MaxConsecutive: def.MaxConsecutive, MaxTotal: def.MaxTotal, AutoDenyAfterMs: 0}},
		{"a longer window never lengthens", &policy.DenialLimit{AutoDenyAfterMs: ptr(10)}, &policy.DenialLimit{AutoDenyAfterMs: ptr(99999999)}, policy.EffectiveDenialLimit{MaxConsecutive: def.MaxConsecutive, MaxTotal: def.MaxTotal, AutoDenyAfterMs: 10}},
		{"out-of-screen values read as the strictest", &policy.DenialLimit{MaxConsecutive: -3, MaxTotal: -1, AutoDenyAfterMs: ptr(-7)}, nil, policy.EffectiveDenialLimit{MaxConsecutive: 1, MaxTotal: 1, AutoDenyAfterMs: 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := policy.TightenDenialLimit(tt.a, tt.b); got != tt.want {
				t.Errorf("TightenDenialLimit(a, b) = %+v, want %+v", got, tt.want)
			}
			if got := policy.TightenDenialLimit(tt.b, tt.a); got != tt.want {
				t.Errorf("TightenDenialLimit(b, a) = %+v, want %+v", got, tt.want)
			}
		})
	}
}

// windowLooser reports whether window w is looser than than (0 = no window,
// the loosest; otherwise the longer window is the looser).
func windowLooser(w, than int64) bool {
	if than == 0 {
		return false
	}
	return w == 0 || w > than
}

func denialLooser(got, than policy.EffectiveDenialLimit) bool {
	return got.MaxConsecutive > than.MaxConsecutive || got.MaxTotal > than.MaxTotal || windowLooser(got.AutoDenyAfterMs, than.AutoDenyAfterMs)
}

func randomDenialLimit(r *rand.Rand) *policy.DenialLimit {
	if r.Intn(5) == 0 {
		return nil
	}
	d := &policy.DenialLimit{}
	if r.Intn(2) == 0 {
		d.MaxConsecutive = int64(r.Intn(6))
	}
	if r.Intn(2) == 0 {
		d.MaxTotal = int64(r.Intn(30))
	}
	switch r.Intn(3) {
	case 0:
		d.AutoDenyAfterMs = ptr(0)
	case 1:
		d.AutoDenyAfterMs = ptr(int64(r.Intn(120000)))
	}
	return d
}

// TestTightenDenialLimitLaws is the property test: commutative, idempotent,
// never looser than either side, and always explicit.
func TestTightenDenialLimitLaws(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	for i := 0; i < 20000; i++ {
		a, b := randomDenialLimit(r), randomDenialLimit(r)
		ab := policy.TightenDenialLimit(a, b)
		if ba := policy.TightenDenialLimit(b, a); ab != ba {
			t.Fatalf("not commutative: %+v vs %+v", ab, ba)
		}
		if aa := policy.TightenDenialLimit(a, a); aa != a.Materialize() {
			t.Fatalf("T(a, a) = %+v, want a's effective %+v", aa, a.Materialize())
		}
		opts := ab.Options()
		if again := policy.TightenDenialLimit(&opts, &opts); again != ab {
			t.Fatalf("not idempotent: %+v then %+v", ab, again)
		}
		if again := policy.TightenDenialLimit(&opts, b); again != ab {
			t.Fatalf("re-tightening with a side moved %+v to %+v", ab, again)
		}
		if denialLooser(ab, a.Materialize()) || denialLooser(ab, b.Materialize()) {
			t.Fatalf("T(%+v, %+v) = %+v is looser than a side", a, b, ab)
		}
		if ab.MaxConsecutive <= 0 || ab.MaxTotal <= 0 || ab.AutoDenyAfterMs < 0 {
			t.Fatalf("result %+v is not explicit", ab)
		}
	}
}

func TestEffectiveDenialLimitOptionsIsFresh(t *testing.T) {
	e := policy.EffectiveDenialLimit{MaxConsecutive: 1, MaxTotal: 2, AutoDenyAfterMs: 3}
	o := e.Options()
	*o.AutoDenyAfterMs = 99
	if e.AutoDenyAfterMs != 3 || o.MaxConsecutive != 1 || o.MaxTotal != 2 {
		t.Errorf("Options() = %+v from %+v", o, e)
	}
}

func TestRecipeOf(t *testing.T) {
	tests := []struct {
		name string
		face policy.ArmingFace
		bind policy.ArmingBind
		want string
	}{
		{"bare face materializes the knobs", policy.ArmingFace{}, policy.ArmingBind{},
			`{"v":2,"timeoutMs":15000,"denialLimit":{"maxConsecutive":3,"maxTotal":20,"autoDenyAfterMs":60000}}`},
		{"every field", policy.ArmingFace{
			Rules:                    &policy.AutoModeRules{SoftDeny: []string{"curl"}},
			SettingsDenyRules:        []string{"rm"},
			SessionContext:           []string{"ctx"},
			Window:                   &policy.AutoModeWindowOptions{MaxMessages: 8},
			TimeoutMs:                9000,
			DenialLimit:              &policy.DenialLimit{MaxTotal: 4, AutoDenyAfterMs: ptr(0)},
			SettingsEpoch:            "e1",
			CrossSessionMessagesRule: true,
		}, policy.ArmingBind{PromptDigest: "d1", DerivedDenyRules: policy.DerivedDenyRulesFrom([]policy.ReadDenyEntry{{Rule: ".env", CaseNote: "exact"}})},
			`{"v":2,"rules":{"softDeny":["curl"]},"settingsDenyRules":["rm"],"derivedDenyRules":[{"rule":".env","caseNote":"exact"}],` +
				`"sessionContext":["ctx"],"window":{"maxMessages":8},"timeoutMs":9000,"denialLimit":{"maxConsecutive":3,"maxTotal":4,"autoDenyAfterMs":0},` +
				`"crossSessionMessagesRule":true,"promptDigest":"d1","settingsEpoch":"e1"}`},
		{"empty lists collapse", policy.ArmingFace{SettingsDenyRules: []string{}, Rules: &policy.AutoModeRules{}, Window: &policy.AutoModeWindowOptions{}}, policy.ArmingBind{DerivedDenyRules: []policy.DerivedDenyRule{}},
			`{"v":2,"timeoutMs":15000,"denialLimit":{"maxConsecutive":3,"maxTotal":20,"autoDenyAfterMs":60000}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := policy.ArmingRecipeOf(tt.face, tt.bind)
			if err != nil {
				t.Fatalf("ArmingRecipeOf refused a valid face: %v", err)
			}
			b, err := r.Marshal()
			if err != nil || string(b) != tt.want {
				t.Errorf("ArmingRecipeOf marshals to\n %s (%v)\nwant %s", b, err, tt.want)
			}
			if again, _ := policy.SanitizeArmingRecipe(b); !reflect.DeepEqual(again, r) {
				t.Errorf("ArmingRecipeOf is not canonical: %+v re-reads as %+v", r, again)
			}
		})
	}

	face := policy.ArmingFace{SettingsDenyRules: []string{"rm"}, Rules: &policy.AutoModeRules{Allow: []string{"x"}}}
	r, _ := policy.ArmingRecipeOf(face, policy.ArmingBind{})
	face.SettingsDenyRules[0] = "changed"
	face.Rules.Allow[0] = "changed"
	if r.SettingsDenyRules[0] != "rm" || r.Rules.Allow[0] != "x" {
		t.Errorf("the minted recipe shares memory with the face: %+v", r)
	}
}

func TestRecipeOfRefusesUnserializableFaces(t *testing.T) {
	for _, tt := range []struct {
		name, field string
		face        policy.ArmingFace
	}{
		{"negative timeout", "timeoutMs", policy.ArmingFace{TimeoutMs: -1}},
		{"timeout above MaxSafeInteger", "timeoutMs", policy.ArmingFace{TimeoutMs: policy.MaxSafeInteger + 1}},
		{"negative window", "window", policy.ArmingFace{Window: &policy.AutoModeWindowOptions{MaxMessages: -2}}},
		{"negative count", "denialLimit", policy.ArmingFace{DenialLimit: &policy.DenialLimit{MaxConsecutive: -1}}},
		{"negative auto-deny", "denialLimit", policy.ArmingFace{DenialLimit: &policy.DenialLimit{AutoDenyAfterMs: ptr(-1)}}},
		{"invalid UTF-8 rule", "", policy.ArmingFace{SettingsDenyRules: []string{"\xff"}}},
		{"invalid UTF-8 in epoch", "", policy.ArmingFace{SettingsEpoch: "\xff"}},
		{"invalid UTF-8 in a rule", "", policy.ArmingFace{Rules: &policy.AutoModeRules{Environment: []string{"ok", "\x80"}}}},
	} {
		r, err := policy.ArmingRecipeOf(tt.face, policy.ArmingBind{})
		var re *policy.ArmingRecipeError
		if !errors.As(err, &re) || !errors.Is(err, policy.ErrArmingRecipeValue) || re.Field != tt.field || !reflect.DeepEqual(r, policy.ArmingRecipe{}) {
			t.Errorf("%s: ArmingRecipeOf = %+v, %v; want the zero ArmingRecipe and a value error on field %q", tt.name, r, err, tt.field)
		}
	}
	if _, err := policy.ArmingRecipeOf(policy.ArmingFace{}, policy.ArmingBind{PromptDigest: "\xff"}); !errors.Is(err, policy.ErrArmingRecipeValue) {
		t.Errorf("ArmingRecipeOf of a digest that is not valid UTF-8: %v, want a value error", err)
	}
}

func TestDerivedDenyRulesFrom(t *testing.T) {
	if got := policy.DerivedDenyRulesFrom(nil); got != nil {
		t.Errorf("DerivedDenyRulesFrom(nil) = %v, want nil", got)
	}
	got := policy.DerivedDenyRulesFrom([]policy.ReadDenyEntry{denyA, denyB})
	want := []policy.DerivedDenyRule{{Rule: denyA.Rule, CaseNote: denyA.CaseNote}, {Rule: denyB.Rule, CaseNote: denyB.CaseNote}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DerivedDenyRulesFrom = %v, want %v", got, want)
	}
}

func mustJSON(t testing.TB, r policy.ArmingRecipe) []byte {
	t.Helper()
	b, err := r.Marshal()
	if err != nil {
		t.Fatalf("Marshal(%+v): %v", r, err)
	}
	return b
}

func TestFoldRefusals(t *testing.T) {
	body := policy.ArmingRecipe{V: 2, SettingsDenyRules: []string{"rm"}, SettingsEpoch: "e1", PromptDigest: "d1"}
	with := func(f func(*policy.ArmingRecipe)) []byte {
		r := body
		f(&r)
		return mustJSON(t, r)
	}
	ok := mustJSON(t, body)
	tests := []struct {
		name              string
		recorded, current []byte
		reason            policy.RebuildRefusalReason
	}{
		{"recorded absent", nil, ok, policy.RebuildRefusalMalformedRecipe},
		{"recorded version 1", []byte(`{"v":1,"failureThreshold":3}`), ok, policy.RebuildRefusalMalformedRecipe},
		{"recorded not plain data", []byte(`{"v":2,"timeoutMs":NaN}`), ok, policy.RebuildRefusalMalformedRecipe},
		{"recorded malformed wins over current missing", []byte(`[]`), nil, policy.RebuildRefusalMalformedRecipe},
		{"current absent", ok, nil, policy.RebuildRefusalCurrentSettingsMissing},
		{"current empty", ok, []byte{}, policy.RebuildRefusalCurrentSettingsMissing},
		{"current white space", ok, []byte(" \n\t"), policy.RebuildRefusalCurrentSettingsMissing},
		{"current null", ok, []byte("null"), policy.RebuildRefusalMalformedCurrentSettings},
		{"current malformed", ok, []byte(`{"v":2,"timeoutMs":-5}`), policy.RebuildRefusalMalformedCurrentSettings},
		{"current version 1", ok, []byte(`{"v":1}`), policy.RebuildRefusalMalformedCurrentSettings},
		{"body moved, epochs differ", ok, with(func(r *policy.ArmingRecipe) { r.SettingsDenyRules = []string{"rm", "mv"}; r.SettingsEpoch = "e2" }), policy.RebuildRefusalSettingsMoved},
		{"body moved, current without epoch", ok, with(func(r *policy.ArmingRecipe) { r.SettingsDenyRules = nil; r.SettingsEpoch = "" }), policy.RebuildRefusalSettingsMoved},
		{"body moved, neither with epoch", with(func(r *policy.ArmingRecipe) { r.SettingsEpoch = "" }), with(func(r *policy.ArmingRecipe) { r.SessionContext = []string{"x"}; r.SettingsEpoch = "" }), policy.RebuildRefusalSettingsMoved},
		{"body moved under the same epoch", ok, with(func(r *policy.ArmingRecipe) { r.SettingsDenyRules = []string{"mv"} }), policy.RebuildRefusalEpochInconsistent},
		{"rules moved", ok, with(func(r *policy.ArmingRecipe) {
			r.Rules = &policy.AutoModeRules{Allow: []string{"a"}}
			r.SettingsEpoch = "e9"
		}), policy.RebuildRefusalSettingsMoved},
		{"empty rules section is not omitted", with(func(r *policy.ArmingRecipe) { r.Rules = &policy.AutoModeRules{HardDeny: []string{}} }), ok, policy.RebuildRefusalEpochInconsistent},
		{"derived deny rules moved", ok, with(func(r *policy.ArmingRecipe) {
			r.DerivedDenyRules = []policy.DerivedDenyRule{{Rule: ".env"}}
			r.SettingsEpoch = "e2"
		}), policy.RebuildRefusalSettingsMoved},
		{"derived case note moved", with(func(r *policy.ArmingRecipe) { r.DerivedDenyRules = []policy.DerivedDenyRule{{Rule: ".env"}} }),
			with(func(r *policy.ArmingRecipe) {
				r.DerivedDenyRules = []policy.DerivedDenyRule{{Rule: ".env", CaseNote: "ci"}}
			}), policy.RebuildRefusalEpochInconsistent},
		{"session context moved", ok, with(func(r *policy.ArmingRecipe) { r.SessionContext = []string{"x"}; r.SettingsEpoch = "e2" }), policy.RebuildRefusalSettingsMoved},
		{"window moved", ok, with(func(r *policy.ArmingRecipe) {
			r.Window = &policy.AutoModeWindowOptions{MaxChars: 5}
			r.SettingsEpoch = "e2"
		}), policy.RebuildRefusalSettingsMoved},
		{"cross-session rule bit moved", with(func(r *policy.ArmingRecipe) { r.CrossSessionMessagesRule = true }), ok, policy.RebuildRefusalEpochInconsistent},
		{"prompt assets moved", ok, with(func(r *policy.ArmingRecipe) { r.PromptDigest = "d2" }), policy.RebuildRefusalPromptAssetsMoved},
		{"body moved and digest moved: the body is the diagnosis", ok, with(func(r *policy.ArmingRecipe) {
			r.SessionContext = []string{"x"}
			r.PromptDigest = "d2"
			r.SettingsEpoch = "e2"
		}), policy.RebuildRefusalSettingsMoved},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f, err := policy.FoldArmingRecipe(tt.recorded, tt.current)
			var ref *policy.RebuildRefusal
			if !errors.As(err, &ref) {
				t.Fatalf("FoldArmingRecipe = %+v, %v; want a *RebuildRefusal", f, err)
			}
			if ref.Reason != tt.reason {
				t.Errorf("reason = %s (%s), want %s", ref.Reason, ref.Message, tt.reason)
			}
			if ref.Message == "" || !strings.HasPrefix(err.Error(), "auto-mode rebuild refused ("+string(tt.reason)) {
				t.Errorf("error text %q does not name the reason", err)
			}
			if !reflect.DeepEqual(f, policy.ArmingFold{}) {
				t.Errorf("a refusal also returned a fold: %+v", f)
			}
		})
	}
}

func TestFoldEqualBodies(t *testing.T) {
	base := policy.ArmingRecipe{V: 2, SettingsDenyRules: []string{"rm"}, SettingsEpoch: "e1", PromptDigest: "d1"}
	with := func(f func(*policy.ArmingRecipe)) policy.ArmingRecipe {
		r := base
		f(&r)
		return r
	}
	def := policy.TightenDenialLimit(nil, nil)
	tests := []struct {
		name              string
		recorded, current policy.ArmingRecipe
		timeout           int64
		denial            policy.EffectiveDenialLimit
		tightened         bool
	}{
		{"identical, no knobs: recorded timeout read as 15000", base, base, 15000, def, false},
		{"current timeout shorter: tightened", with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 20000 }), with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 10000 }), 10000, def, true},
		{"current timeout longer: the recorded one stays", with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 10000 }), with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 20000 }), 10000, def, false},
		{"recorded without timeout, current longer: 15000", base, with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 30000 }), 15000, def, false},
		{"recorded without timeout, current shorter", base, with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 5000 }), 5000, def, true},
		{"recorded 30000, current without timeout: the default", with(func(r *policy.ArmingRecipe) { r.TimeoutMs = 30000 }), base, policy.DefaultClassifyTimeoutMs, def, true},
		{"denial limit pulled in", with(func(r *policy.ArmingRecipe) { r.DenialLimit = &policy.DenialLimit{MaxConsecutive: 3} }),
			with(func(r *policy.ArmingRecipe) {
				r.DenialLimit = &policy.DenialLimit{MaxConsecutive: 1, AutoDenyAfterMs: ptr(100)}
			}),
			15000, policy.EffectiveDenialLimit{MaxConsecutive: 1, MaxTotal: def.MaxTotal, AutoDenyAfterMs: 100}, true},
		{"looser current denial limit changes nothing", with(func(r *policy.ArmingRecipe) {
			r.DenialLimit = &policy.DenialLimit{MaxTotal: 5, AutoDenyAfterMs: ptr(10)}
		}),
			with(func(r *policy.ArmingRecipe) {
				r.DenialLimit = &policy.DenialLimit{MaxTotal: 50, AutoDenyAfterMs: ptr(0)}
			}),
			15000, policy.EffectiveDenialLimit{MaxConsecutive: def.MaxConsecutive, MaxTotal: 5, AutoDenyAfterMs: 10}, false},
		{"epoch moved with equal bodies is harmless", base, with(func(r *policy.ArmingRecipe) { r.SettingsEpoch = "e2" }), 15000, def, false},
		{"current without epoch", base, with(func(r *policy.ArmingRecipe) { r.SettingsEpoch = "" }), 15000, def, false},
		{"current without digest leaves the check to the rebuild", base, with(func(r *policy.ArmingRecipe) { r.PromptDigest = "" }), 15000, def, false},
		{"recorded without digest", with(func(r *policy.ArmingRecipe) { r.PromptDigest = "" }), base, 15000, def, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := mustJSON(t, tt.recorded)
			f, err := policy.FoldArmingRecipe(rec, mustJSON(t, tt.current))
			if err != nil {
				t.Fatalf("FoldArmingRecipe refused: %v", err)
			}
			if f.Effective.TimeoutMs != tt.timeout {
				t.Errorf("effective timeout = %d, want %d", f.Effective.TimeoutMs, tt.timeout)
			}
			if f.Effective.DenialLimit == nil || f.Effective.DenialLimit.Materialize() != tt.denial || f.Effective.DenialLimit.AutoDenyAfterMs == nil ||
				f.Effective.DenialLimit.MaxConsecutive == 0 || f.Effective.DenialLimit.MaxTotal == 0 {
				t.Errorf("effective denial limit = %+v, want explicit %+v", f.Effective.DenialLimit, tt.denial)
			}
			if f.Tightened != tt.tightened {
				t.Errorf("tightened = %v, want %v", f.Tightened, tt.tightened)
			}
			if got := mustJSON(t, f.Recorded); string(got) != string(rec) {
				t.Errorf("Recorded = %s, want the recorded canonical %s", got, rec)
			}
			// Effective is the recorded recipe with only the knobs replaced.
			eff := f.Effective
			eff.TimeoutMs, eff.DenialLimit = tt.recorded.TimeoutMs, tt.recorded.DenialLimit
			if string(mustJSON(t, eff)) != string(rec) {
				t.Errorf("Effective differs from Recorded beyond the knobs: %+v", f.Effective)
			}
		})
	}
}

func TestFoldEffectiveSharesNothingWithRecorded(t *testing.T) {
	r := policy.ArmingRecipe{V: 2, Rules: &policy.AutoModeRules{Allow: []string{"a"}}, SettingsDenyRules: []string{"s"}, DerivedDenyRules: []policy.DerivedDenyRule{{Rule: "d"}},
		SessionContext: []string{"c"}, Window: &policy.AutoModeWindowOptions{MaxChars: 1}, DenialLimit: &policy.DenialLimit{AutoDenyAfterMs: ptr(4)}}
	b := mustJSON(t, r)
	f, err := policy.FoldArmingRecipe(b, b)
	if err != nil {
		t.Fatal(err)
	}
	e := f.Effective
	e.Rules.Allow[0], e.SettingsDenyRules[0], e.DerivedDenyRules[0].Rule, e.SessionContext[0] = "x", "x", "x", "x"
	e.Window.MaxChars, *e.DenialLimit.AutoDenyAfterMs = 9, 9
	if got := mustJSON(t, f.Recorded); string(got) != string(b) {
		t.Errorf("mutating Effective changed Recorded to %s", got)
	}
}

// TestFoldNeverLooser is the property test: with equal bodies, the effective
// knobs are never looser than the recorded or the current side's (each read
// with its absent-value rule).
func TestFoldNeverLooser(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	for i := 0; i < 5000; i++ {
		var sides [2]policy.ArmingRecipe
		for s := range sides {
			sides[s] = policy.ArmingRecipe{V: 2, SessionContext: []string{"same"}}
			if r.Intn(3) > 0 {
				sides[s].TimeoutMs = int64(1 + r.Intn(40000))
			}
			sides[s].DenialLimit = randomDenialLimit(r)
			if d := sides[s].DenialLimit; d != nil && (d.MaxConsecutive < 0 || d.MaxTotal < 0) {
				sides[s].DenialLimit = nil
			}
			if r.Intn(2) == 0 {
				sides[s].SettingsEpoch = fmt.Sprint(r.Intn(3))
			}
		}
		rec, cur := sides[0], sides[1]
		f, err := policy.FoldArmingRecipe(mustJSON(t, rec), mustJSON(t, cur))
		if err != nil {
			t.Fatalf("FoldArmingRecipe(%+v, %+v) refused equal bodies: %v", rec, cur, err)
		}
		recT, curT := rec.TimeoutMs, cur.TimeoutMs
		if recT == 0 {
			recT = policy.RecordedAbsentTimeoutMs
		}
		if curT == 0 {
			curT = policy.DefaultClassifyTimeoutMs
		}
		if f.Effective.TimeoutMs > recT || f.Effective.TimeoutMs > curT || f.Effective.TimeoutMs <= 0 {
			t.Fatalf("effective timeout %d is looser than recorded %d or current %d", f.Effective.TimeoutMs, recT, curT)
		}
		eff := f.Effective.DenialLimit.Materialize()
		if denialLooser(eff, rec.DenialLimit.Materialize()) || denialLooser(eff, cur.DenialLimit.Materialize()) {
			t.Fatalf("effective denial limit %+v is looser than a side (%+v, %+v)", eff, rec.DenialLimit, cur.DenialLimit)
		}
		if want := f.Effective.TimeoutMs < recT || eff != rec.DenialLimit.Materialize(); f.Tightened != want {
			t.Fatalf("tightened = %v, want %v", f.Tightened, want)
		}
	}
}
