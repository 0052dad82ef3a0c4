package policy_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"testing"
	"unicode/utf8"

	"github.com/sema-agent/policy"
)

// The fuzz targets run on arbitrary bytes. Their seeds are the table inputs
// of the unit tests plus the committed corpora under testdata/fuzz/.

// FuzzSanitize: Sanitize never panics, a recipe it accepts marshals without
// error, and sanitizing the canonical JSON gives the same recipe and
// byte-identical JSON.
func FuzzSanitize(f *testing.F) {
	for _, tt := range sanitizeValid {
		f.Add([]byte(tt.in))
	}
	for _, tt := range sanitizeInvalid {
		f.Add([]byte(tt.in))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		r, ok := policy.Sanitize(raw)
		canon, cok := policy.Canonical(raw)
		if ok != cok {
			t.Fatalf("Sanitize ok %v but Canonical ok %v", ok, cok)
		}
		if !ok {
			if !reflect.DeepEqual(r, policy.Recipe{}) {
				t.Fatalf("a refusal returned a partial recipe %+v", r)
			}
			return
		}
		b, err := r.Marshal()
		if err != nil {
			t.Fatalf("an accepted recipe does not marshal: %v", err)
		}
		if !bytes.Equal(b, canon) {
			t.Fatalf("Marshal(Sanitize) %s != Canonical %s", b, canon)
		}
		r2, ok := policy.Sanitize(b)
		if !ok {
			t.Fatalf("the canonical JSON %s is refused", b)
		}
		b2, err := r2.Marshal()
		if err != nil || !bytes.Equal(b, b2) {
			t.Fatalf("not idempotent: %s then %s (%v)", b, b2, err)
		}
		if !reflect.DeepEqual(r, r2) {
			t.Fatalf("not idempotent: %+v then %+v", r, r2)
		}
	})
}

var refusalReasons = map[policy.RefusalReason]bool{
	policy.RefusalMalformedRecipe: true, policy.RefusalCurrentSettingsMissing: true, policy.RefusalMalformedCurrentSettings: true,
	policy.RefusalPromptAssetsMoved: true, policy.RefusalSettingsMoved: true, policy.RefusalEpochInconsistent: true,
}

// FuzzFold: Fold never panics; it refuses with one of the six reasons, or
// returns the recorded recipe exactly as sanitized and an effective recipe
// never looser than either side.
func FuzzFold(f *testing.F) {
	f.Add([]byte(`{"v":2}`), []byte(`{"v":2}`))
	f.Add([]byte(`{"v":2,"timeoutMs":20000}`), []byte(`{"v":2,"timeoutMs":100,"denialLimit":{"maxTotal":2}}`))
	f.Add([]byte(`{"v":2,"settingsEpoch":"e","sessionContext":["a"]}`), []byte(`{"v":2,"settingsEpoch":"e"}`))
	f.Add([]byte(`{"v":2,"promptDigest":"a"}`), []byte(`{"v":2,"promptDigest":"b"}`))
	f.Add([]byte(`{"v":1}`), []byte(nil))
	f.Add([]byte(`{"v":2}`), []byte(nil))
	f.Add([]byte(`{"v":2}`), []byte(`null`))
	f.Fuzz(func(t *testing.T, recorded, current []byte) {
		folded, err := policy.Fold(recorded, current)
		if err != nil {
			var ref *policy.Refusal
			if !errors.As(err, &ref) || !refusalReasons[ref.Reason] || ref.Message == "" {
				t.Fatalf("Fold returned %v, not a refusal with a known reason", err)
			}
			return
		}
		rec, ok := policy.Sanitize(recorded)
		if !ok || !reflect.DeepEqual(folded.Recorded, rec) {
			t.Fatalf("Recorded = %+v, want Sanitize(recorded) = %+v (%v)", folded.Recorded, rec, ok)
		}
		cur, ok := policy.Sanitize(current)
		if !ok {
			t.Fatalf("Fold accepted a current recipe Sanitize refuses")
		}
		recT, curT := rec.TimeoutMs, cur.TimeoutMs
		if recT == 0 {
			recT = policy.RecordedAbsentTimeoutMs
		}
		if curT == 0 {
			curT = policy.DefaultClassifyTimeoutMs
		}
		if e := folded.Effective.TimeoutMs; e <= 0 || e > recT || e > curT {
			t.Fatalf("effective timeout %d looser than %d / %d", e, recT, curT)
		}
		eff := folded.Effective.DenialLimit.Materialize()
		if denialLooser(eff, rec.DenialLimit.Materialize()) || denialLooser(eff, cur.DenialLimit.Materialize()) {
			t.Fatalf("effective denial limit %+v looser than a side", eff)
		}
		if _, err := folded.Effective.Marshal(); err != nil {
			t.Fatalf("effective recipe does not marshal: %v", err)
		}
	})
}

// FuzzReadCardAttestation: reading a decoded card never panics, and a card
// reads as an attestation exactly when its "attestation" key holds one of
// the three spellings.
func FuzzReadCardAttestation(f *testing.F) {
	for _, s := range []string{`{"attestation":"clean"}`, `{"attestation":"external"}`, `{"attestation":"unknown"}`,
		`{"attestation":"Clean"}`, `{"attestation":null}`, `{"attestation":1}`, `{}`, `null`, `"clean"`, `[{"attestation":"clean"}]`, `not json`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var card any
		if json.Unmarshal(data, &card) != nil {
			card = string(data)
		}
		got, ok := policy.ReadCardAttestation(card)
		want, wantOK := policy.Attestation(""), false
		if m, isMap := card.(map[string]any); isMap {
			if s, isStr := m["attestation"].(string); isStr && (s == "clean" || s == "external" || s == "unknown") {
				want, wantOK = policy.Attestation(s), true
			}
		}
		if got != want || ok != wantOK {
			t.Fatalf("ReadCardAttestation(%#v) = %q, %v; want %q, %v", card, got, ok, want, wantOK)
		}
		// A bare string is never a card, whatever it spells.
		if _, ok := policy.ReadCardAttestation(string(data)); ok {
			t.Fatalf("a bare string read as a card")
		}
	})
}

// FuzzShapeOf: ShapeOf never panics, every decoded JSON value has a shape,
// the shape is a fixed point (the shape of the decoded shape is itself), and
// a string has a shape exactly when it is valid UTF-8.
func FuzzShapeOf(f *testing.F) {
	for _, s := range []string{`null`, `{"b":1,"a":[true,null]}`, `{"n":1.0}`, `"a<b"`, `"\ud800"`, `"\ufffd"`, `[[[]]]`, `1e400`, "\xff", `{"a":{"a":{"a":1}}}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, ok := policy.ShapeOf(string(data)); ok != utf8.Valid(data) {
			t.Fatalf("ShapeOf(string %q) ok = %v, want %v", data, ok, !ok)
		}
		_, _ = policy.ShapeOf(json.RawMessage(data))
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		shape, ok := policy.ShapeOf(v)
		if !ok {
			t.Fatalf("decoded value %#v has no shape", v)
		}
		var again any
		dec := json.NewDecoder(bytes.NewReader([]byte(shape)))
		dec.UseNumber()
		if err := dec.Decode(&again); err != nil {
			t.Fatalf("shape %s does not decode: %v", shape, err)
		}
		if shape2, ok := policy.ShapeOf(again); !ok || shape2 != shape {
			t.Fatalf("shape is not a fixed point: %s then %s (%v)", shape, shape2, ok)
		}
	})
}
