package policy_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sema-agent/policy"
)

// The fuzz targets run on arbitrary bytes. Their seeds are the table inputs
// of the unit tests plus the committed corpora under testdata/fuzz/.

// FuzzSanitizeArmingRecipe: SanitizeArmingRecipe never panics, a recipe it accepts marshals without
// error, and sanitizing the canonical JSON gives the same recipe and
// byte-identical JSON.
func FuzzSanitizeArmingRecipe(f *testing.F) {
	for _, tt := range sanitizeValid {
		f.Add([]byte(tt.in))
	}
	for _, tt := range sanitizeInvalid {
		f.Add([]byte(tt.in))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		r, err := policy.SanitizeArmingRecipe(raw)
		canon, cerr := policy.CanonicalArmingRecipe(raw)
		if (err == nil) != (cerr == nil) {
			t.Fatalf("SanitizeArmingRecipe error %v but CanonicalArmingRecipe error %v", err, cerr)
		}
		if err != nil {
			if !reflect.DeepEqual(r, policy.ArmingRecipe{}) {
				t.Fatalf("a refusal returned a partial recipe %+v", r)
			}
			classes := 0
			for _, k := range recipeErrorClasses {
				if errors.Is(err, k) {
					classes++
				}
			}
			var re *policy.ArmingRecipeError
			if classes != 1 || !errors.As(err, &re) || re.Detail == "" {
				t.Fatalf("refusal %v (%T) is not a *ArmingRecipeError of exactly one class", err, err)
			}
			return
		}
		b, err := r.Marshal()
		if err != nil {
			t.Fatalf("an accepted recipe does not marshal: %v", err)
		}
		if !bytes.Equal(b, canon) {
			t.Fatalf("Marshal(SanitizeArmingRecipe) %s != CanonicalArmingRecipe %s", b, canon)
		}
		r2, err := policy.SanitizeArmingRecipe(b)
		if err != nil {
			t.Fatalf("the canonical JSON %s is refused: %v", b, err)
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

var recipeErrorClasses = []error{policy.ErrArmingRecipeSyntax, policy.ErrArmingRecipeDuplicateKey, policy.ErrArmingRecipeVersion, policy.ErrArmingRecipeUnknownField, policy.ErrArmingRecipeValue}

var refusalReasons = map[policy.RebuildRefusalReason]bool{
	policy.RebuildRefusalMalformedRecipe: true, policy.RebuildRefusalCurrentSettingsMissing: true, policy.RebuildRefusalMalformedCurrentSettings: true,
	policy.RebuildRefusalPromptAssetsMoved: true, policy.RebuildRefusalSettingsMoved: true, policy.RebuildRefusalEpochInconsistent: true,
}

// FuzzFoldArmingRecipe: FoldArmingRecipe never panics; it refuses with one of the six reasons, or
// returns the recorded recipe exactly as sanitized and an effective recipe
// never looser than either side.
func FuzzFoldArmingRecipe(f *testing.F) {
	f.Add([]byte(`{"v":2}`), []byte(`{"v":2}`))
	f.Add([]byte(`{"v":2,"timeoutMs":20000}`), []byte(`{"v":2,"timeoutMs":100,"denialLimit":{"maxTotal":2}}`))
	f.Add([]byte(`{"v":2,"settingsEpoch":"e","sessionContext":["a"]}`), []byte(`{"v":2,"settingsEpoch":"e"}`))
	f.Add([]byte(`{"v":2,"promptDigest":"a"}`), []byte(`{"v":2,"promptDigest":"b"}`))
	f.Add([]byte(`{"v":1}`), []byte(nil))
	f.Add([]byte(`{"v":2}`), []byte(nil))
	f.Add([]byte(`{"v":2}`), []byte(`null`))
	f.Fuzz(func(t *testing.T, recorded, current []byte) {
		folded, err := policy.FoldArmingRecipe(recorded, current)
		if err != nil {
			var ref *policy.RebuildRefusal
			if !errors.As(err, &ref) || !refusalReasons[ref.Reason] || ref.Message == "" {
				t.Fatalf("FoldArmingRecipe returned %v, not a refusal with a known reason", err)
			}
			return
		}
		rec, err := policy.SanitizeArmingRecipe(recorded)
		if err != nil || !reflect.DeepEqual(folded.Recorded, rec) {
			t.Fatalf("Recorded = %+v, want SanitizeArmingRecipe(recorded) = %+v (%v)", folded.Recorded, rec, err)
		}
		cur, err := policy.SanitizeArmingRecipe(current)
		if err != nil {
			t.Fatalf("FoldArmingRecipe accepted a current recipe SanitizeArmingRecipe refuses: %v", err)
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

// FuzzReadCardAttestation: reading a card never panics; a card decoded by
// encoding/json reads as an attestation exactly when its "attestation" key
// holds one of the three spellings; and every other shape of the same card
// reads the same: raw JSON text ([]byte and json.RawMessage), a pointer to
// the map, a map[string]string or map[string]json.RawMessage of the same
// members, a struct with an "attestation" field. Raw text with a duplicate
// key may read differently from its last-wins decoding only in the safe
// direction: external is never lost, and nothing else is invented.
func FuzzReadCardAttestation(f *testing.F) {
	for _, s := range []string{`{"attestation":"clean"}`, `{"attestation":"external"}`, `{"attestation":"unknown"}`,
		`{"attestation":"Clean"}`, `{"attestation":null}`, `{"attestation":1}`, `{}`, `null`, `"clean"`, `[{"attestation":"clean"}]`, `not json`,
		`{"attestation":"external","attestation":"clean"}`, `{"attestation":"clean","attestation":"external"}`, `{"attestation":"clean","attestation":"clean"}`,
		`{"attestation":"clean","attestation":"unknown"}`, `{"attestation":"cl\u0065an"}`, `{"attestation":"\ud800"}`, `{"a":{"attestation":"clean"}}`,
		`{"Attestation":"external"}`, `{"attestation":"clean","ATTESTATION":"clean"}`, `{"atte\u017ftation":"external"}`, `{"Attestation":"clean"}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var card any
		if json.Unmarshal(data, &card) != nil {
			card = string(data)
		}
		got, ok := policy.ReadCardAttestation(card)
		m, isMap := card.(map[string]any)
		want, wantOK := cardModel(m)
		if got != want || ok != wantOK {
			t.Fatalf("ReadCardAttestation(%#v) = %q, %v; want %q, %v", card, got, ok, want, wantOK)
		}
		// A bare string is never a card, whatever it spells.
		if _, ok := policy.ReadCardAttestation(string(data)); ok {
			t.Fatalf("a bare string read as a card")
		}
		// Raw text: the same reading in both byte types; against the
		// decoded map, external is never lost and nothing else invented.
		rawGot, rawOK := policy.ReadCardAttestation(json.RawMessage(data))
		if g, o := policy.ReadCardAttestation(data); g != rawGot || o != rawOK {
			t.Fatalf("[]byte reads %q %v, json.RawMessage reads %q %v", g, o, rawGot, rawOK)
		}
		if wantOK && want == policy.AttestationExternal && rawGot != policy.AttestationExternal {
			t.Fatalf("raw %q lost the external its decoding holds (read %q %v)", data, rawGot, rawOK)
		}
		if rawOK && rawGot != policy.AttestationExternal && (rawGot != want || !wantOK) {
			t.Fatalf("raw %q reads %q, its decoding %q %v", data, rawGot, want, wantOK)
		}
		// What a pointer-receiver MarshalJSON writes reads as the text
		// itself reads.
		if g, o := policy.ReadCardAttestation(&marshalsThroughPointer{data}); g != rawGot || o != rawOK {
			t.Fatalf("a *card writing %q through a pointer-receiver MarshalJSON reads %q %v, the text %q %v", data, g, o, rawGot, rawOK)
		}
		if !isMap {
			return
		}
		same := func(shape string, details any) {
			if g, o := policy.ReadCardAttestation(details); g != want || o != wantOK {
				t.Fatalf("%s of %q reads %q %v, the decoded map %q %v", shape, data, g, o, want, wantOK)
			}
		}
		same("*map[string]any", &m)
		same("a *card whose members' pointer-receiver MarshalText writes them", &memberThroughPointer{m})
		same("any holding *map", any(&m))
		rawMembers := map[string]json.RawMessage{}
		strMembers := map[string]string{}
		allStrings := true
		for k, v := range m {
			b, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("a decoded member does not encode: %v", err)
			}
			rawMembers[k] = b
			s, isStr := v.(string)
			strMembers[k] = s
			allStrings = allStrings && isStr
		}
		same("map[string]json.RawMessage", rawMembers)
		if allStrings {
			same("map[string]string", strMembers)
		}
		if v, has := m["attestation"]; has && len(foldedKeys(m)) == 1 {
			b, _ := json.Marshal(v)
			same("struct with a tagged field", struct {
				Other string          `json:"other"`
				Att   json.RawMessage `json:"attestation"`
			}{"x", b})
		}
	})
}

// cardModel is what a decoded card map says: external if any key equal to
// "attestation" under case folding holds "external"; else the exact key's
// spelling when it is the only such key; else none.
func cardModel(m map[string]any) (policy.Attestation, bool) {
	keys := foldedKeys(m)
	for _, k := range keys {
		if m[k] == "external" {
			return policy.AttestationExternal, true
		}
	}
	if s, isStr := m["attestation"].(string); isStr && len(keys) == 1 && (s == "clean" || s == "unknown") {
		return policy.Attestation(s), true
	}
	return "", false
}

// foldedKeys returns the keys of m equal to "attestation" under case folding.
func foldedKeys(m map[string]any) []string {
	var out []string
	for k := range m {
		if strings.EqualFold(k, "attestation") {
			out = append(out, k)
		}
	}
	return out
}

// marshalsThroughPointer is a card whose MarshalJSON, on a pointer
// receiver, writes raw.
type marshalsThroughPointer struct{ raw []byte }

func (c *marshalsThroughPointer) MarshalJSON() ([]byte, error) { return c.raw, nil }

// memberThroughPointer is a card whose members encode through a
// pointer-receiver MarshalText (strings) or as they are.
type memberThroughPointer struct{ members map[string]any }

func (c *memberThroughPointer) MarshalJSON() ([]byte, error) {
	out := map[string]any{}
	for k, v := range c.members {
		if s, ok := v.(string); ok {
			out[k] = &textThroughPointer{s}
		} else {
			out[k] = v
		}
	}
	return json.Marshal(out)
}

// textThroughPointer writes its string only through a pointer.
type textThroughPointer struct{ s string }

func (x *textThroughPointer) MarshalText() ([]byte, error) { return []byte(x.s), nil }

// FuzzAskGrantShapeOf: AskGrantShapeOf never panics, every decoded JSON value has a shape
// unless two keys of one object are equal under case folding, the shape is
// a fixed point (the shape of the decoded shape is itself), and
// a string has a shape exactly when it is valid UTF-8. Raw JSON has a shape
// only when every reader reads it alike: then its shape is the shape of its
// decoding, and it has no duplicate key (under case folding), invalid UTF-8
// or lone surrogate escape.
func FuzzAskGrantShapeOf(f *testing.F) {
	for _, s := range []string{`null`, `{"b":1,"a":[true,null]}`, `{"n":1.0}`, `"a<b"`, `"\ud800"`, `"\ufffd"`, `[[[]]]`, `1e400`, "\xff", `{"a":{"a":{"a":1}}}`,
		`{"path":"a.txt","path":"/etc/shadow"}`, `{"a":1,"A":2}`, `[{"k":1},{"k":1}]`, `{"a":{"b":1},"b":{"a":1}}`, `{"\u0061":1,"a":2}`, "\"\xff\"", `{"k":"\u212a","K":1}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, ok := policy.AskGrantShapeOf(string(data)); ok != utf8.Valid(data) {
			t.Fatalf("AskGrantShapeOf(string %q) ok = %v, want %v", data, ok, !ok)
		}
		rawShape, rawOK := policy.AskGrantShapeOf(json.RawMessage(data))
		if rawOK {
			if !utf8.Valid(data) || hasFoldedDuplicate(t, data) {
				t.Fatalf("raw %q is ambiguous but has shape %s", data, rawShape)
			}
			var v any
			dec := json.NewDecoder(bytes.NewReader(data))
			dec.UseNumber()
			if err := dec.Decode(&v); err != nil {
				t.Fatalf("raw %q has a shape but does not decode: %v", data, err)
			}
			if s, ok := policy.AskGrantShapeOf(v); !ok || s != rawShape {
				t.Fatalf("raw %q has shape %s, its decoding %s (%v): shown and executed differ", data, rawShape, s, ok)
			}
		}
		var v any
		if json.Unmarshal(data, &v) != nil {
			return
		}
		shape, ok := policy.AskGrantShapeOf(v)
		if enc, _ := json.Marshal(v); !ok && !hasFoldedDuplicate(t, enc) {
			t.Fatalf("decoded value %#v has no shape", v)
		} else if !ok {
			return // keys equal under case folding: no shape, by design
		}
		var again any
		dec := json.NewDecoder(bytes.NewReader([]byte(shape)))
		dec.UseNumber()
		if err := dec.Decode(&again); err != nil {
			t.Fatalf("shape %s does not decode: %v", shape, err)
		}
		if shape2, ok := policy.AskGrantShapeOf(again); !ok || shape2 != shape {
			t.Fatalf("shape is not a fixed point: %s then %s (%v)", shape, shape2, ok)
		}
	})
}

// hasFoldedDuplicate reports whether the JSON text data holds an object
// with two keys equal under strings.EqualFold, by brute force over the
// decoded tokens (an oracle independent of the package's own check).
func hasFoldedDuplicate(t *testing.T, data []byte) bool {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(data))
	type frame struct {
		object  bool
		keys    []string
		wantKey bool
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err != nil {
			return false
		}
		if n := len(stack); n > 0 && stack[n-1].object && stack[n-1].wantKey {
			top := stack[n-1]
			if tok == json.Delim('}') {
				stack = stack[:n-1]
				continue
			}
			for _, k := range top.keys {
				if strings.EqualFold(k, tok.(string)) {
					return true
				}
			}
			top.keys = append(top.keys, tok.(string))
			top.wantKey = false
			continue
		} else if n > 0 && stack[n-1].object {
			stack[n-1].wantKey = true
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{object: true, wantKey: true})
		case json.Delim('['):
			stack = append(stack, &frame{})
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
	}
}

// FuzzProvenanceAggregate drives an aggregate through a call sequence spelt by the
// input, from the zero value, a fresh one, one armed late or one restored
// from JSON the input also spells, with turns over the whole int range,
// and checks after every call that no bit read as set is ever cleared and
// the coverage start never moves earlier; that what the module writes it
// restores; and that a checkpoint it refuses keeps a readable sawExternal.
func FuzzProvenanceAggregate(f *testing.F) {
	f.Add([]byte{0, 4, 0}, []byte(`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`), 0)
	f.Add([]byte{1, 3, 0, 5}, []byte(`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`), 3)
	f.Add([]byte{3, 6, 1, 2}, []byte(`{"version":1,"coverageStartTurn":4,"sawExternal":true,"incomplete":false}`), -7)
	f.Add([]byte{2, 5}, []byte(`null`), int(^uint(0)>>1))
	f.Add([]byte{0, 6}, []byte(`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false,"incomplete":true}`), 1<<53)
	f.Add([]byte{2, 1, 0}, []byte(`{"version":1,"coverageStartTurn":0.5,"SawExternal":true,"incomplete":false}`), -1<<62)
	f.Fuzz(func(t *testing.T, ops, restore []byte, turn int) {
		if len(ops) == 0 {
			return
		}
		checkRefusalKeepsSawExternal(t, restore)
		a, start := startAggregate(ops[0], restore, turn)
		st := observe(a)
		for i, op := range ops[1:] {
			call := applyOp(a, op, restore, turn)
			now := observe(a)
			if st.saw && !now.saw || st.incomplete && !now.incomplete || now.turn < st.turn {
				t.Fatalf("from %s, after %s (call %d): %+v became %+v", start, call, i, st, now)
			}
			if st.reduced == policy.AttestationExternal && now.reduced != policy.AttestationExternal ||
				st.reduced == policy.AttestationUnknown && now.reduced == policy.AttestationClean {
				t.Fatalf("from %s, after %s: ReduceAttestation moved from %q to %q", start, call, st.reduced, now.reduced)
			}
			st = now
		}
		// Persisting and restoring keeps every bit; unmarshaling into a
		// zero value keeps every bit and stays incomplete.
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		back, err := policy.RestoreProvenanceAggregate(b)
		if err != nil || observe(back) != st {
			t.Fatalf("round trip of %+v through %s gave %+v (%v)", st, b, observe(back), err)
		}
		var zero policy.ProvenanceAggregate
		if err := json.Unmarshal(b, &zero); err != nil || zero.SawExternal() != st.saw || !zero.Incomplete() {
			t.Fatalf("json.Unmarshal of %s into the zero value gave %+v (%v)", b, observe(&zero), err)
		}
	})
}

type aggState struct {
	saw, incomplete bool
	turn            int
	reduced         policy.Attestation
}

func observe(a *policy.ProvenanceAggregate) aggState {
	return aggState{a.SawExternal(), a.Incomplete(), a.CoverageStartTurn(), policy.ReduceAttestation(a, true)}
}

// checkRefusalKeepsSawExternal: when RestoreProvenanceAggregate refuses
// restore but restore decodes as an object with a top-level key equal to
// "sawExternal" under case folding holding true, the fallback saw external.
func checkRefusalKeepsSawExternal(t *testing.T, restore []byte) {
	t.Helper()
	back, err := policy.RestoreProvenanceAggregate(restore)
	var members map[string]json.RawMessage
	if err == nil || json.Unmarshal(restore, &members) != nil {
		return
	}
	for k, v := range members {
		if strings.EqualFold(k, "sawExternal") && string(v) == "true" && !back.SawExternal() {
			t.Fatalf("RestoreProvenanceAggregate(%q) refused (%v) and lost sawExternal", restore, err)
		}
	}
}

// startAggregate picks the starting aggregate by b.
func startAggregate(b byte, restore []byte, turn int) (*policy.ProvenanceAggregate, string) {
	switch b % 4 {
	case 0:
		return &policy.ProvenanceAggregate{}, "the zero value"
	case 1:
		return policy.NewProvenanceAggregate(), "NewProvenanceAggregate"
	case 2:
		return policy.NewProvenanceAggregateFromTurn(turn), "NewProvenanceAggregateFromTurn(" + strconv.Itoa(turn) + ")"
	}
	a, _ := policy.RestoreProvenanceAggregate(restore) // a malformed input restores incomplete
	return a, "RestoreProvenanceAggregate(" + strconv.Quote(string(restore)) + ")"
}

// applyOp makes the call op spells on a and names it.
func applyOp(a *policy.ProvenanceAggregate, op byte, restore []byte, turn int) string {
	atts := []policy.Attestation{"clean", "external", "unknown", "Clean", ""}
	switch op % 7 {
	case 0:
		if op/7%2 == 0 {
			turn = int(op/7) % 3
		}
		a.RecordArmedAt(turn)
		return "RecordArmedAt(" + strconv.Itoa(turn) + ")"
	case 1:
		a.RecordExternalInvocation()
		return "RecordExternalInvocation"
	case 2:
		att := atts[int(op/7)%len(atts)]
		a.RecordDelivered(att, op/7%2 == 0)
		return "RecordDelivered(" + string(att) + ")"
	case 3:
		a.RecordResumeLostAggregate()
		return "RecordResumeLostAggregate"
	case 4:
		_ = a.UnmarshalJSON(restore)
		return "UnmarshalJSON(" + strconv.Quote(string(restore)) + ")"
	case 5:
		_ = a.UnmarshalJSON([]byte(`{"version":1,"coverageStartTurn":0,"sawExternal":false,"incomplete":false}`))
		return "UnmarshalJSON(a clean complete aggregate)"
	}
	_ = json.Unmarshal([]byte(`null`), a)
	return "json.Unmarshal(null)"
}

// FuzzTightenTaskSpec: over specs that vary every field (arbitrary face
// and posture strings and toggle bytes, typos included; turns over the
// whole int range; deny lists and allow-lists of any length, nil and empty
// apart), TightenTaskSpec is never looser than either side, holds only
// known values, is idempotent, and Apply never loosens.
func FuzzTightenTaskSpec(f *testing.F) {
	f.Add("roots", "Roots", "headless", "Headless", byte(1), byte(7), true, 3, -1, ".env,*.pem,secrets/**", "", "read,grep,edit", "-")
	f.Add("", "host", "", "interactive", byte(2), byte(0), false, 0, 5, "-", "a,b,a", "", "grep,read,shell,read")
	f.Add("HOST", "", "other", "", byte(255), byte(2), false, -3, 0, "", "-", "-", "")
	f.Add("", "", "interactive", "", byte(0), byte(1), false, int(^uint(0)>>1), -int(^uint(0)>>1)-1, "x", "x,y,z,w", "a", "a")
	f.Fuzz(func(t *testing.T, face1, face2, posture1, posture2 string, tog1, tog2 byte, hands bool, turns1, turns2 int, deny1, deny2, tools1, tools2 string) {
		spec := policy.TaskSpec{ReadFace: policy.Face(face1), WriteFace: policy.Face(face2), InteractionPosture: policy.Posture(posture1),
			InteractiveTools: policy.Toggle(tog1), MaxTurns: turns1, HandsReadOnly: hands, ReadDenyPatterns: denyList(deny1), AllowedTools: toolList(tools1)}
		tightening := policy.TaskSpec{ReadFace: policy.Face(face2), WriteFace: policy.Face(face1), InteractionPosture: policy.Posture(posture2),
			InteractiveTools: policy.Toggle(tog2), MaxTurns: turns2, HandsReadOnly: !hands, ReadDenyPatterns: denyList(deny2), AllowedTools: toolList(tools2)}
		got := policy.TightenTaskSpec(spec, tightening)
		for _, side := range []policy.TaskSpec{spec, tightening} {
			if l := looserSeats(got, side); l != nil {
				t.Fatalf("TightenTaskSpec(%+v, %+v) = %+v is looser than %+v in %v", spec, tightening, got, side, l)
			}
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("TightenTaskSpec kept an unknown value: %v", err)
		}
		if again := policy.TightenTaskSpec(got, tightening); !reflect.DeepEqual(again, got) {
			t.Fatalf("not idempotent: %+v then %+v", got, again)
		}
		applied := spec
		policy.ChildClampSeats(policy.ChildClampSource{
			HandsReadOnly:    tightening.HandsReadOnly,
			InteractiveTools: tightening.InteractiveTools,
			ReadFace:         tightening.ReadFace,
			WriteFace:        tightening.WriteFace,
			ReadDenyPatterns: tightening.ReadDenyPatterns,
		}).Apply(&applied)
		clamps := policy.TaskSpec{HandsReadOnly: tightening.HandsReadOnly, InteractiveTools: tightening.InteractiveTools, ReadFace: tightening.ReadFace,
			WriteFace: tightening.WriteFace, ReadDenyPatterns: tightening.ReadDenyPatterns}
		if l := append(looserSeats(applied, spec), looserSeats(applied, clamps)...); l != nil {
			t.Fatalf("Apply of %+v onto %+v gave %+v, looser in %v", clamps, spec, applied, l)
		}
	})
}

// toolList spells an allow-list: "-" is no list (nil), "" the empty list,
// anything else its comma-separated entries.
func toolList(s string) []string {
	switch s {
	case "-":
		return nil
	case "":
		return []string{}
	}
	return strings.Split(s, ",")
}

// denyList spells a deny list as toolList does, each entry a rule whose
// case note is the entry's first byte, so that one rule with two notes
// occurs.
func denyList(s string) []policy.ReadDenyEntry {
	tools := toolList(s)
	if tools == nil {
		return nil
	}
	out := make([]policy.ReadDenyEntry, len(tools))
	for i, rule := range tools {
		out[i] = policy.ReadDenyEntry{Rule: rule, CaseNote: rule[:min(1, len(rule))]}
	}
	return out
}
