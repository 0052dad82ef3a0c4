package policy

// Port of core/auto-mode-arming.d.ts: the serializable auto-mode arming
// recipe, its strict sanitizer and canonical encoding, the denial-limit
// tighten, and the tighten-only fold of a recorded arming against a redeeming
// deployment's current settings.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ArmingRecipeVersion is the arming recipe format's version. A reader that does not
// know a version refuses it, never guesses: version 1 named a criterion
// (the breaker's failure threshold) that no decider enforces any more, so a
// version-1 recipe is refused as unknown, never read as version 2.
const ArmingRecipeVersion = 2

// The knob defaults. They are constants of this module so that the tracker,
// [ArmingRecipeOf] and [FoldArmingRecipe] can never disagree about them.
const (
	// DefaultClassifyTimeoutMs is the classify round-trip cap a deployment
	// gets when its face states none; [ArmingRecipeOf] materializes it, and [FoldArmingRecipe]
	// reads a current recipe without a timeout as this value.
	DefaultClassifyTimeoutMs int64 = 15000

	// RecordedAbsentTimeoutMs is how [FoldArmingRecipe] reads a recorded recipe without
	// a timeout: the default in force when such recipes were written (every
	// recipe minted since materializes the knob, so absence dates the
	// recording). Persisted data is read under the contract it was written
	// under, so a default that moves can never widen an ancestor's bound.
	RecordedAbsentTimeoutMs int64 = 15000

	// DefaultMaxConsecutiveDenials is the denial tracker's default for
	// consecutive classifier blocks before a person must look.
	DefaultMaxConsecutiveDenials int64 = 3

	// DefaultMaxTotalDenials is the denial tracker's default for total
	// classifier blocks in a run before a person must look.
	DefaultMaxTotalDenials int64 = 20

	// DefaultAutoDenyAfterMs is the denial tracker's default window for the
	// fallback ask: after this many milliseconds without an answer it is
	// auto-denied.
	DefaultAutoDenyAfterMs int64 = 60000

	// MaxSafeInteger is the largest value any numeric knob may hold: 2^53−1,
	// JavaScript's largest safe integer, so that every recipe round-trips
	// exactly through the TypeScript engine that shares the checkpoint.
	MaxSafeInteger int64 = 1<<53 - 1
)

// AutoModeRules holds the classifier prompt's rule overrides for its four
// paired sections. A nil section is omitted (the built-in defaults verbatim);
// a non-nil section, even an empty one, replaces the defaults, and the
// canonical encoding keeps the two apart.
type AutoModeRules struct {
	Allow       []string // actions the classifier lets through
	SoftDeny    []string // actions that need a reason in the transcript
	HardDeny    []string // actions refused outright
	Environment []string // facts about the environment the rules assume
}

func (r *AutoModeRules) empty() bool {
	return r == nil || (r.Allow == nil && r.SoftDeny == nil && r.HardDeny == nil && r.Environment == nil)
}

// AutoModeWindowOptions bounds the transcript window of the classify prompt.
// Each bound is a positive integer; 0 means omitted (the built-in window).
type AutoModeWindowOptions struct {
	MaxMessages int64 // at most this many transcript messages
	MaxChars    int64 // at most this many characters of transcript
}

// DerivedDenyRule is one of the engine's deny lines rendered into the
// classifier prompt: a read-deny rule as a rule text and its letter-case note
// ("" for none).
type DerivedDenyRule struct {
	Rule     string
	CaseNote string
}

// DerivedDenyRulesFrom renders read-deny entries as classifier deny lines,
// one per entry, in order. It returns nil for no entries.
func DerivedDenyRulesFrom(entries []ReadDenyEntry) []DerivedDenyRule {
	if len(entries) == 0 {
		return nil
	}
	out := make([]DerivedDenyRule, len(entries))
	for i, e := range entries {
		out[i] = DerivedDenyRule(e)
	}
	return out
}

// DenialLimit holds the classifier denial-limit bounds: how many blocks the
// classifier is allowed before a person must look, and the window the
// fallback ask runs under. An omitted bound is the tracker's default, never
// "unbounded".
//
// The tracker's screen: MaxConsecutive and MaxTotal are positive (0 means
// omitted); AutoDenyAfterMs is non-negative, where nil means omitted and 0
// means "no window at all" (the fallback ask blocks on the approver).
type DenialLimit struct {
	MaxConsecutive  int64
	MaxTotal        int64
	AutoDenyAfterMs *int64
}

// EffectiveDenialLimit is a fully explicit denial limit, as the tracker runs
// under it: every bound materialized. AutoDenyAfterMs 0 means no window.
type EffectiveDenialLimit struct {
	MaxConsecutive  int64
	MaxTotal        int64
	AutoDenyAfterMs int64
}

// Options returns e as a [DenialLimit] with every bound explicit (a fresh
// AutoDenyAfterMs pointer).
func (e EffectiveDenialLimit) Options() DenialLimit {
	w := e.AutoDenyAfterMs
	return DenialLimit{MaxConsecutive: e.MaxConsecutive, MaxTotal: e.MaxTotal, AutoDenyAfterMs: &w}
}

// Materialize returns d's effective bounds: each omitted bound is the
// tracker's default. A value outside the tracker's screen (a negative count
// or window) is read as the strictest value its bound can hold (1), so that
// a bad value never loosens anything. A nil d is all defaults.
func (d *DenialLimit) Materialize() EffectiveDenialLimit {
	e := EffectiveDenialLimit{DefaultMaxConsecutiveDenials, DefaultMaxTotalDenials, DefaultAutoDenyAfterMs}
	if d == nil {
		return e
	}
	pick := func(v, def int64) int64 {
		switch {
		case v == 0:
			return def
		case v < 0:
			return 1
		}
		return v
	}
	e.MaxConsecutive = pick(d.MaxConsecutive, DefaultMaxConsecutiveDenials)
	e.MaxTotal = pick(d.MaxTotal, DefaultMaxTotalDenials)
	if d.AutoDenyAfterMs != nil {
		e.AutoDenyAfterMs = *d.AutoDenyAfterMs
		if e.AutoDenyAfterMs < 0 {
			e.AutoDenyAfterMs = 1
		}
	}
	return e
}

// TightenDenialLimit is the one tighten rule for the denial-limit bounds.
// Both sides' effective values are materialized first (nil is all
// defaults), then:
//
//   - MaxConsecutive, MaxTotal: the minimum (a person looks sooner).
//   - AutoDenyAfterMs: the shorter window, where 0 is not a short window but
//     "no window": a side without a window never removes the other side's.
//
// The result is fully explicit. TightenDenialLimit is commutative and
// idempotent, and never looser than either side.
func TightenDenialLimit(a, b *DenialLimit) EffectiveDenialLimit {
	x, y := a.Materialize(), b.Materialize()
	out := EffectiveDenialLimit{
		MaxConsecutive:  min(x.MaxConsecutive, y.MaxConsecutive),
		MaxTotal:        min(x.MaxTotal, y.MaxTotal),
		AutoDenyAfterMs: x.AutoDenyAfterMs,
	}
	switch {
	case x.AutoDenyAfterMs == 0:
		out.AutoDenyAfterMs = y.AutoDenyAfterMs
	case y.AutoDenyAfterMs != 0:
		out.AutoDenyAfterMs = min(x.AutoDenyAfterMs, y.AutoDenyAfterMs)
	}
	return out
}

// ArmingRecipe is the serializable half of an auto-mode arming: everything the
// decider and its prompt need except the model leg. It rides a durable
// checkpoint row and is bound by a digest, so its JSON form is canonical: see
// [ArmingRecipe.Marshal] and [SanitizeArmingRecipe].
//
// Each optional field's zero value means omitted: nil lists and pointers, 0
// knobs, false, "". The top-level lists collapse: an empty list is omitted.
//
// The zero ArmingRecipe (V 0) is "no recipe": it has no canonical bytes
// ([ArmingRecipe.Marshal] refuses it), and encoding/json writes it as null.
//
// The fields fall into four groups, which is how [FoldArmingRecipe] treats them:
//   - prompt body: Rules, SettingsDenyRules, DerivedDenyRules,
//     SessionContext, Window, CrossSessionMessagesRule;
//   - knobs (orderable; the fold takes the stricter): TimeoutMs, DenialLimit;
//   - PromptDigest, the digest of the exact classifier prompt assembled;
//   - SettingsEpoch, the deployment's opaque settings generation.
type ArmingRecipe struct {
	// V is the format version; only ArmingRecipeVersion is valid.
	V int
	// Rules: the classifier prompt's section overrides (nil = defaults).
	Rules *AutoModeRules
	// SettingsDenyRules: the settings plane's deny rules.
	SettingsDenyRules []string
	// DerivedDenyRules: the engine's deny lines (its read-deny table as rules).
	DerivedDenyRules []DerivedDenyRule
	// SessionContext: facts appended to the prompt's session context.
	SessionContext []string
	// Window: transcript-window bounds (nil = the built-in window).
	Window *AutoModeWindowOptions
	// TimeoutMs: the classify round-trip cap, positive (0 = omitted).
	TimeoutMs int64
	// DenialLimit: the classifier denial-limit bounds (nil = omitted).
	DenialLimit *DenialLimit
	// CrossSessionMessagesRule: the cross-session lane's rule was spliced
	// into the prompt (false = not spliced, omitted).
	CrossSessionMessagesRule bool
	// PromptDigest: digest of the exact assembled classifier prompt.
	PromptDigest string
	// SettingsEpoch: the deployment's auto-mode settings generation.
	SettingsEpoch string
}

// SanitizeArmingRecipe validates and canonicalizes raw JSON as an arming recipe. It
// returns the canonical recipe and nil, or the zero ArmingRecipe and a
// *[ArmingRecipeError] when raw is not a valid recipe — never a partially pruned
// one, since silently dropping half a rule list would change the criteria a
// classifier enforces. The error's class (errors.Is with [ErrArmingRecipeSyntax],
// [ErrArmingRecipeDuplicateKey], [ErrArmingRecipeVersion], [ErrArmingRecipeUnknownField] or
// [ErrArmingRecipeValue]) and field say why, so a caller can say so out loud.
//
// A valid recipe is a JSON object (valid UTF-8, no duplicate keys at any
// level, nothing after it) whose keys are all known:
//
//   - "v": the number 2. An absent or any other version is refused.
//   - "rules": an object with only "allow", "softDeny", "hardDeny",
//     "environment", each an array of strings.
//   - "settingsDenyRules", "sessionContext": arrays of strings.
//   - "derivedDenyRules": an array of objects {"rule": string, "caseNote":
//     string}, "caseNote" optional ("" when absent).
//   - "window": an object {"maxMessages", "maxChars"}, positive integers.
//   - "timeoutMs": a positive integer.
//   - "denialLimit": an object {"maxConsecutive", "maxTotal"} positive
//     integers and "autoDenyAfterMs" a non-negative integer.
//   - "crossSessionMessagesRule": a boolean (false is read as omitted).
//   - "promptDigest", "settingsEpoch": strings ("" is read as omitted).
//
// Unknown keys are refused (fail closed: a field this build does not know
// may be a criterion it would not enforce). null is never read as absence.
// A knob is a JSON number whose exact value is an integer in [0, MaxSafeInteger];
// spellings such as 1.0 or 1e3 are accepted and canonicalized, a fractional
// or negative value is refused. Empty top-level lists and empty objects
// collapse to omitted.
//
// SanitizeArmingRecipe is idempotent: Marshal of its result, sanitized again, marshals
// to identical bytes.
func SanitizeArmingRecipe(raw []byte) (ArmingRecipe, error) {
	return parseRecipe(raw)
}

// CanonicalArmingRecipe returns the canonical JSON of raw as an arming recipe, or nil and
// the *[ArmingRecipeError] of [SanitizeArmingRecipe] when raw is not one.
func CanonicalArmingRecipe(raw []byte) ([]byte, error) {
	r, err := parseRecipe(raw)
	if err != nil {
		return nil, err
	}
	return r.Marshal()
}

// Marshal returns r's canonical JSON: compact, keys in declaration order (v,
// rules, settingsDenyRules, derivedDenyRules, sessionContext, window,
// timeoutMs, denialLimit, crossSessionMessagesRule, promptDigest,
// settingsEpoch), omitted values left out, strings escaped as encoding/json
// does. It returns a *[ArmingRecipeError], and no bytes, when r is not a valid
// recipe: a version other than ArmingRecipeVersion ([ErrArmingRecipeVersion]; the zero
// ArmingRecipe included, since it is "no recipe"), a knob out of range or a string
// that is not valid UTF-8 ([ErrArmingRecipeValue]).
func (r ArmingRecipe) Marshal() ([]byte, error) {
	if err := r.validate(); err != nil {
		return nil, err
	}
	var w canonWriter
	w.buf.WriteString(`{"v":`)
	w.buf.WriteString(strconv.Itoa(ArmingRecipeVersion))
	if !r.Rules.empty() {
		w.key("rules")
		w.buf.WriteByte('{')
		first := true
		for _, sec := range r.Rules.sections() {
			if sec.list == nil {
				continue
			}
			if !first {
				w.buf.WriteByte(',')
			}
			first = false
			w.str(sec.name)
			w.buf.WriteByte(':')
			w.strs(sec.list)
		}
		w.buf.WriteByte('}')
	}
	if len(r.SettingsDenyRules) > 0 {
		w.key("settingsDenyRules")
		w.strs(r.SettingsDenyRules)
	}
	if len(r.DerivedDenyRules) > 0 {
		w.key("derivedDenyRules")
		w.buf.WriteByte('[')
		for i, d := range r.DerivedDenyRules {
			if i > 0 {
				w.buf.WriteByte(',')
			}
			w.buf.WriteString(`{"rule":`)
			w.str(d.Rule)
			if d.CaseNote != "" {
				w.buf.WriteString(`,"caseNote":`)
				w.str(d.CaseNote)
			}
			w.buf.WriteByte('}')
		}
		w.buf.WriteByte(']')
	}
	if len(r.SessionContext) > 0 {
		w.key("sessionContext")
		w.strs(r.SessionContext)
	}
	if win := r.Window; win != nil && (win.MaxMessages != 0 || win.MaxChars != 0) {
		w.key("window")
		w.obj([]knobField{{"maxMessages", win.MaxMessages, win.MaxMessages != 0}, {"maxChars", win.MaxChars, win.MaxChars != 0}})
	}
	if r.TimeoutMs != 0 {
		w.key("timeoutMs")
		w.buf.WriteString(strconv.FormatInt(r.TimeoutMs, 10))
	}
	if d := r.DenialLimit; d != nil && (d.MaxConsecutive != 0 || d.MaxTotal != 0 || d.AutoDenyAfterMs != nil) {
		var ad int64
		if d.AutoDenyAfterMs != nil {
			ad = *d.AutoDenyAfterMs
		}
		w.key("denialLimit")
		w.obj([]knobField{
			{"maxConsecutive", d.MaxConsecutive, d.MaxConsecutive != 0},
			{"maxTotal", d.MaxTotal, d.MaxTotal != 0},
			{"autoDenyAfterMs", ad, d.AutoDenyAfterMs != nil},
		})
	}
	if r.CrossSessionMessagesRule {
		w.key("crossSessionMessagesRule")
		w.buf.WriteString("true")
	}
	if r.PromptDigest != "" {
		w.key("promptDigest")
		w.str(r.PromptDigest)
	}
	if r.SettingsEpoch != "" {
		w.key("settingsEpoch")
		w.str(r.SettingsEpoch)
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes(), nil
}

// MarshalJSON implements json.Marshaler with [ArmingRecipe.Marshal], so a ArmingRecipe
// embedded in a larger value encodes canonically. The zero ArmingRecipe ("no
// recipe") encodes as JSON null, so that a struct holding one that was never
// set still encodes; null is never a recipe, so [SanitizeArmingRecipe] and [FoldArmingRecipe] refuse
// it rather than read it as a bare one.
func (r ArmingRecipe) MarshalJSON() ([]byte, error) {
	if r.isZero() {
		return []byte("null"), nil
	}
	return r.Marshal()
}

// UnmarshalJSON implements json.Unmarshaler with the rules of [SanitizeArmingRecipe]:
// a malformed recipe is an error and leaves r unchanged. JSON null leaves r
// unchanged too (the encoding/json convention; the zero ArmingRecipe encodes as
// null).
func (r *ArmingRecipe) UnmarshalJSON(b []byte) error {
	if string(bytes.TrimSpace(b)) == "null" {
		return nil
	}
	parsed, err := parseRecipe(b)
	if err != nil {
		return err
	}
	*r = parsed
	return nil
}

// ArmingFace is the deployment's auto-mode assembly face a recipe is minted
// from. Zero values mean "not stated", as in [ArmingRecipe].
type ArmingFace struct {
	Rules             *AutoModeRules
	SettingsDenyRules []string
	SessionContext    []string
	Window            *AutoModeWindowOptions
	TimeoutMs         int64 // 0 = not stated: DefaultClassifyTimeoutMs
	DenialLimit       *DenialLimit
	SettingsEpoch     string
	// CrossSessionMessagesRule: the cross-session lane's classifier rule is
	// spliced into this deployment's prompt.
	CrossSessionMessagesRule bool
}

// ArmingBind carries what is the engine's rather than the deployment's: the
// assembled prompt's digest (the arming side only; "" for none) and the
// engine's deny lines (both sides).
type ArmingBind struct {
	PromptDigest     string
	DerivedDenyRules []DerivedDenyRule
}

// ArmingRecipeOf mints a canonical recipe from a deployment's assembly face and the
// engine's bind. It materializes the knobs (TimeoutMs defaults to
// DefaultClassifyTimeoutMs, DenialLimit is made fully explicit), so that a
// recipe minted now never depends on a default that may move. It returns a
// *[ArmingRecipeError] of class [ErrArmingRecipeValue] when the face is not serializable
// (a knob out of range, a string that is not valid UTF-8), naming the field;
// the caller is expected to say so out loud rather than park a silently
// thinner arming.
func ArmingRecipeOf(face ArmingFace, bind ArmingBind) (ArmingRecipe, error) {
	r := ArmingRecipe{
		V:                        ArmingRecipeVersion,
		Rules:                    face.Rules,
		SettingsDenyRules:        face.SettingsDenyRules,
		DerivedDenyRules:         bind.DerivedDenyRules,
		SessionContext:           face.SessionContext,
		Window:                   face.Window,
		TimeoutMs:                face.TimeoutMs,
		DenialLimit:              face.DenialLimit,
		CrossSessionMessagesRule: face.CrossSessionMessagesRule,
		PromptDigest:             bind.PromptDigest,
		SettingsEpoch:            face.SettingsEpoch,
	}
	if err := r.validate(); err != nil {
		return ArmingRecipe{}, err
	}
	if r.TimeoutMs == 0 {
		r.TimeoutMs = DefaultClassifyTimeoutMs
	}
	dl := r.DenialLimit.Materialize().Options()
	r.DenialLimit = &dl
	b, err := r.Marshal()
	if err != nil { // unreachable: validated above, and materializing stays in range
		return ArmingRecipe{}, err
	}
	// Re-reading the canonical bytes yields a recipe that shares nothing
	// with the face and is exactly what a later SanitizeArmingRecipe sees.
	return SanitizeArmingRecipe(b)
}

// RebuildRefusalReason says why [FoldArmingRecipe] refused a rebuild. Every refusal leaves the
// redemption on the honest path (unavailable, then a person): a refusal costs
// a second park, never a widened gate.
type RebuildRefusalReason string

// The six refusal reasons.
const (
	// RebuildRefusalMalformedRecipe: the recorded recipe is not one this build
	// understands (unknown version, not plain data, absent).
	RebuildRefusalMalformedRecipe RebuildRefusalReason = "malformed_recipe"
	// RebuildRefusalCurrentSettingsMissing: no current settings were declared, so
	// nothing bounds the rebuild.
	RebuildRefusalCurrentSettingsMissing RebuildRefusalReason = "current_settings_missing"
	// RebuildRefusalMalformedCurrentSettings: the redeeming deployment's own face
	// is malformed and cannot bound the rebuild.
	RebuildRefusalMalformedCurrentSettings RebuildRefusalReason = "malformed_current_settings"
	// RebuildRefusalPromptAssetsMoved: the redeeming build assembles a different
	// classifier prompt than the arming recorded.
	RebuildRefusalPromptAssetsMoved RebuildRefusalReason = "prompt_assets_moved"
	// RebuildRefusalSettingsMoved: the prompt body moved between the recorded
	// arming and the current settings.
	RebuildRefusalSettingsMoved RebuildRefusalReason = "settings_moved"
	// RebuildRefusalEpochInconsistent: both sides declare the same settings epoch
	// while their bodies differ.
	RebuildRefusalEpochInconsistent RebuildRefusalReason = "epoch_inconsistent"
)

// RebuildRefusal is the error [FoldArmingRecipe] returns when it refuses a rebuild.
type RebuildRefusal struct {
	Reason  RebuildRefusalReason
	Message string
	// Err is the *ArmingRecipeError behind a malformed_recipe or
	// malformed_current_settings refusal, nil otherwise.
	Err error
}

// Error returns "auto-mode rebuild refused (REASON): MESSAGE".
func (e *RebuildRefusal) Error() string {
	return "auto-mode rebuild refused (" + string(e.Reason) + "): " + e.Message
}

// Unwrap returns Err, so errors.Is(err, ErrArmingRecipeVersion) and the like see
// through a refusal of a malformed recipe.
func (e *RebuildRefusal) Unwrap() error { return e.Err }

// ArmingFold is the result of a successful [FoldArmingRecipe].
type ArmingFold struct {
	// Recorded is the recorded recipe, canonical: the digest-bearing half,
	// exactly what SanitizeArmingRecipe makes of the recorded bytes.
	Recorded ArmingRecipe
	// Effective is what the rebuilt decider runs under: the recorded
	// recipe with each knob replaced by the stricter of the two sides
	// (TimeoutMs the minimum, DenialLimit through TightenDenialLimit and
	// fully explicit). It shares no memory with Recorded.
	Effective ArmingRecipe
	// Tightened reports whether a knob was actually pulled in by the
	// current settings (informational, for a host log).
	Tightened bool
}

// FoldArmingRecipe folds a recorded arming recipe against the redeeming deployment's
// current one (the deployment's own face minted by [ArmingRecipeOf]), tighten-only.
// On refusal it returns a *[RebuildRefusal] naming one of the six reasons; the checks
// run in this order:
//
//  1. recorded is not a valid recipe (see [SanitizeArmingRecipe]; empty included):
//     malformed_recipe.
//  2. current is empty or only white space: current_settings_missing. A
//     deployment that runs no auto-mode settings of its own says so by
//     passing its own, possibly bare, recipe ({"v":2}); silence is not a
//     declaration.
//  3. current is not a valid recipe (JSON null included):
//     malformed_current_settings.
//  4. the prompt bodies differ: epoch_inconsistent when both sides declare
//     the same non-empty settings epoch (a contradiction, not a fold),
//     settings_moved otherwise. An epoch that moved while the bodies are
//     equal is harmless.
//  5. both sides carry a prompt digest and they differ: prompt_assets_moved
//     (checked after the bodies, since a moved body moves the digest too).
//     A current side without a digest leaves the check to the rebuild,
//     which must reproduce Effective.PromptDigest.
//
// Otherwise the effective recipe takes the minimum timeout, where a recorded
// recipe without one is read as RecordedAbsentTimeoutMs and a current one
// without one as DefaultClassifyTimeoutMs, and the denial limit of
// [TightenDenialLimit]. The effective recipe is never looser than either side.
func FoldArmingRecipe(recorded, current []byte) (ArmingFold, error) {
	rec, err := parseRecipe(recorded)
	if err != nil {
		return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalMalformedRecipe, Message: "the recorded arming recipe is not one this build understands: " + err.Error(), Err: err}
	}
	if len(bytes.TrimSpace(current)) == 0 {
		return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalCurrentSettingsMissing, Message: "no current auto-mode settings were declared, so nothing bounds the rebuild"}
	}
	cur, err := parseRecipe(current)
	if err != nil {
		return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalMalformedCurrentSettings, Message: "the redeeming deployment's own auto-mode settings are malformed: " + err.Error(), Err: err}
	}
	if moved := bodyDiff(rec, cur); moved != "" {
		if rec.SettingsEpoch != "" && rec.SettingsEpoch == cur.SettingsEpoch {
			return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalEpochInconsistent, Message: fmt.Sprintf("both sides declare settings epoch %s while their prompt bodies differ in %s", quoteInput(rec.SettingsEpoch), moved)}
		}
		return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalSettingsMoved, Message: "the prompt body moved since the arming was recorded: " + moved + " differs"}
	}
	if rec.PromptDigest != "" && cur.PromptDigest != "" && rec.PromptDigest != cur.PromptDigest {
		return ArmingFold{}, &RebuildRefusal{Reason: RebuildRefusalPromptAssetsMoved, Message: fmt.Sprintf("this build assembles prompt digest %s, the arming recorded %s", quoteInput(cur.PromptDigest), quoteInput(rec.PromptDigest))}
	}

	recTimeout := rec.TimeoutMs
	if recTimeout == 0 {
		recTimeout = RecordedAbsentTimeoutMs
	}
	curTimeout := cur.TimeoutMs
	if curTimeout == 0 {
		curTimeout = DefaultClassifyTimeoutMs
	}
	eff := rec.clone()
	eff.TimeoutMs = min(recTimeout, curTimeout)
	dl := TightenDenialLimit(rec.DenialLimit, cur.DenialLimit)
	opts := dl.Options()
	eff.DenialLimit = &opts
	tightened := eff.TimeoutMs < recTimeout || dl != rec.DenialLimit.Materialize()
	return ArmingFold{Recorded: rec, Effective: eff, Tightened: tightened}, nil
}

// bodyDiff names the first prompt-body field in which a and b differ, or "".
func bodyDiff(a, b ArmingRecipe) string {
	type part struct {
		name string
		a, b ArmingRecipe
	}
	parts := []part{
		{"rules", ArmingRecipe{V: ArmingRecipeVersion, Rules: a.Rules}, ArmingRecipe{V: ArmingRecipeVersion, Rules: b.Rules}},
		{"settingsDenyRules", ArmingRecipe{V: ArmingRecipeVersion, SettingsDenyRules: a.SettingsDenyRules}, ArmingRecipe{V: ArmingRecipeVersion, SettingsDenyRules: b.SettingsDenyRules}},
		{"derivedDenyRules", ArmingRecipe{V: ArmingRecipeVersion, DerivedDenyRules: a.DerivedDenyRules}, ArmingRecipe{V: ArmingRecipeVersion, DerivedDenyRules: b.DerivedDenyRules}},
		{"sessionContext", ArmingRecipe{V: ArmingRecipeVersion, SessionContext: a.SessionContext}, ArmingRecipe{V: ArmingRecipeVersion, SessionContext: b.SessionContext}},
		{"window", ArmingRecipe{V: ArmingRecipeVersion, Window: a.Window}, ArmingRecipe{V: ArmingRecipeVersion, Window: b.Window}},
		{"crossSessionMessagesRule", ArmingRecipe{V: ArmingRecipeVersion, CrossSessionMessagesRule: a.CrossSessionMessagesRule}, ArmingRecipe{V: ArmingRecipeVersion, CrossSessionMessagesRule: b.CrossSessionMessagesRule}},
	}
	for _, p := range parts {
		x, errX := p.a.Marshal()
		y, errY := p.b.Marshal()
		if errX != nil || errY != nil || !bytes.Equal(x, y) {
			return p.name
		}
	}
	return ""
}

// isZero reports whether r is the zero ArmingRecipe.
func (r ArmingRecipe) isZero() bool {
	return r.V == 0 && r.Rules == nil && r.SettingsDenyRules == nil && r.DerivedDenyRules == nil &&
		r.SessionContext == nil && r.Window == nil && r.TimeoutMs == 0 && r.DenialLimit == nil &&
		!r.CrossSessionMessagesRule && r.PromptDigest == "" && r.SettingsEpoch == ""
}

// clone returns a deep copy of r.
func (r ArmingRecipe) clone() ArmingRecipe {
	c := r
	if r.Rules != nil {
		c.Rules = &AutoModeRules{
			Allow:       cloneStrings(r.Rules.Allow),
			SoftDeny:    cloneStrings(r.Rules.SoftDeny),
			HardDeny:    cloneStrings(r.Rules.HardDeny),
			Environment: cloneStrings(r.Rules.Environment),
		}
	}
	c.SettingsDenyRules = cloneStrings(r.SettingsDenyRules)
	if r.DerivedDenyRules != nil {
		c.DerivedDenyRules = append([]DerivedDenyRule{}, r.DerivedDenyRules...)
	}
	c.SessionContext = cloneStrings(r.SessionContext)
	if r.Window != nil {
		w := *r.Window
		c.Window = &w
	}
	if r.DenialLimit != nil {
		d := *r.DenialLimit
		if d.AutoDenyAfterMs != nil {
			v := *d.AutoDenyAfterMs
			d.AutoDenyAfterMs = &v
		}
		c.DenialLimit = &d
	}
	return c
}

// cloneStrings copies s, keeping nil and empty apart.
func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string{}, s...)
}

type section struct {
	name string
	list []string
}

func (r *AutoModeRules) sections() []section {
	return []section{{"allow", r.Allow}, {"softDeny", r.SoftDeny}, {"hardDeny", r.HardDeny}, {"environment", r.Environment}}
}

// validate checks what Marshal needs of a Go-built recipe.
func (r ArmingRecipe) validate() error {
	if r.V != ArmingRecipeVersion {
		return &ArmingRecipeError{Kind: ErrArmingRecipeVersion, Field: "v", Detail: fmt.Sprintf("%d is not %d", r.V, ArmingRecipeVersion)}
	}
	var strs []string
	if r.Rules != nil {
		for _, sec := range r.Rules.sections() {
			strs = append(strs, sec.list...)
		}
	}
	strs = append(strs, r.SettingsDenyRules...)
	for _, d := range r.DerivedDenyRules {
		strs = append(strs, d.Rule, d.CaseNote)
	}
	strs = append(strs, r.SessionContext...)
	strs = append(strs, r.PromptDigest, r.SettingsEpoch)
	for _, s := range strs {
		if !utf8.ValidString(s) {
			return &ArmingRecipeError{Kind: ErrArmingRecipeValue, Detail: "string " + quoteInput(s) + " is not valid UTF-8"}
		}
	}
	knobs := []namedKnob{{"timeoutMs", r.TimeoutMs}}
	if r.Window != nil {
		knobs = append(knobs, namedKnob{"window.maxMessages", r.Window.MaxMessages}, namedKnob{"window.maxChars", r.Window.MaxChars})
	}
	if d := r.DenialLimit; d != nil {
		knobs = append(knobs, namedKnob{"denialLimit.maxConsecutive", d.MaxConsecutive}, namedKnob{"denialLimit.maxTotal", d.MaxTotal})
		if d.AutoDenyAfterMs != nil {
			knobs = append(knobs, namedKnob{"denialLimit.autoDenyAfterMs", *d.AutoDenyAfterMs})
		}
	}
	for _, k := range knobs {
		if k.v < 0 || k.v > MaxSafeInteger {
			field, _, _ := strings.Cut(k.name, ".")
			return &ArmingRecipeError{Kind: ErrArmingRecipeValue, Field: field, Detail: fmt.Sprintf("%s %d is outside [0, %d]", k.name, k.v, MaxSafeInteger)}
		}
	}
	return nil
}

type namedKnob struct {
	name string
	v    int64
}

type canonWriter struct{ buf bytes.Buffer }

func (w *canonWriter) key(name string) {
	w.buf.WriteByte(',')
	w.str(name)
	w.buf.WriteByte(':')
}

func (w *canonWriter) str(s string) {
	// encoding/json cannot fail on a string; validate ensured valid UTF-8.
	b, _ := json.Marshal(s)
	w.buf.Write(b)
}

func (w *canonWriter) strs(list []string) {
	w.buf.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			w.buf.WriteByte(',')
		}
		w.str(s)
	}
	w.buf.WriteByte(']')
}

type knobField struct {
	name string
	v    int64
	set  bool
}

func (w *canonWriter) obj(fields []knobField) {
	w.buf.WriteByte('{')
	first := true
	for _, f := range fields {
		if !f.set {
			continue
		}
		if !first {
			w.buf.WriteByte(',')
		}
		first = false
		w.str(f.name)
		w.buf.WriteByte(':')
		w.buf.WriteString(strconv.FormatInt(f.v, 10))
	}
	w.buf.WriteByte('}')
}

// parseRecipe is SanitizeArmingRecipe: a recipe, or a *ArmingRecipeError saying why not.
func parseRecipe(raw []byte) (ArmingRecipe, error) {
	if !utf8.Valid(raw) {
		return ArmingRecipe{}, &ArmingRecipeError{Kind: ErrArmingRecipeSyntax, Detail: "not valid UTF-8"}
	}
	if kindOf(raw) != '{' {
		return ArmingRecipe{}, &ArmingRecipeError{Kind: ErrArmingRecipeSyntax, Detail: "not a JSON object"}
	}
	fields, err := readObject(raw, true)
	if err != nil {
		return ArmingRecipe{}, recipeError("", err)
	}
	vRaw, ok := fields.get("v")
	if !ok {
		return ArmingRecipe{}, &ArmingRecipeError{Kind: ErrArmingRecipeVersion, Field: "v", Detail: "absent"}
	}
	if v, err := parseKnob(vRaw); err != nil || v != ArmingRecipeVersion {
		return ArmingRecipe{}, &ArmingRecipeError{Kind: ErrArmingRecipeVersion, Field: "v", Detail: fmt.Sprintf("%s is not %d", quoteJSON(vRaw), ArmingRecipeVersion)}
	}
	r := ArmingRecipe{V: ArmingRecipeVersion}
	for _, name := range fields.order {
		if err := r.parseField(name, fields.m[name]); err != nil {
			return ArmingRecipe{}, recipeError(name, err)
		}
	}
	return r, nil
}

// parseField reads the top-level member name into r.
func (r *ArmingRecipe) parseField(name string, val json.RawMessage) error {
	var err error
	switch name {
	case "v":
	case "rules":
		r.Rules, err = parseRules(val)
	case "settingsDenyRules":
		r.SettingsDenyRules, err = parseStrings(val)
		r.SettingsDenyRules = collapse(r.SettingsDenyRules)
	case "derivedDenyRules":
		r.DerivedDenyRules, err = parseDerived(val)
	case "sessionContext":
		r.SessionContext, err = parseStrings(val)
		r.SessionContext = collapse(r.SessionContext)
	case "window":
		r.Window, err = parseWindow(val)
	case "timeoutMs":
		r.TimeoutMs, err = parsePositive(val)
	case "denialLimit":
		r.DenialLimit, err = parseDenialLimit(val)
	case "crossSessionMessagesRule":
		r.CrossSessionMessagesRule, err = parseBool(val)
	case "promptDigest":
		r.PromptDigest, err = parseString(val)
	case "settingsEpoch":
		r.SettingsEpoch, err = parseString(val)
	default:
		err = &kindError{ErrArmingRecipeUnknownField, errors.New("unknown field")}
	}
	return err
}

// The refusal classes of a recipe: every error [SanitizeArmingRecipe], [CanonicalArmingRecipe],
// [ArmingRecipeOf], [ArmingRecipe.Marshal] and [ArmingRecipe.UnmarshalJSON] return is a
// *[ArmingRecipeError] for which errors.Is reports exactly one of these.
var (
	// ErrArmingRecipeSyntax: the input is not exactly one JSON object in valid
	// UTF-8 (malformed JSON, another JSON value, data after the object).
	ErrArmingRecipeSyntax = errors.New("policy: recipe is not one well-formed JSON object")
	// ErrArmingRecipeDuplicateKey: an object repeats a key, at any level (two
	// readers may pick different members).
	ErrArmingRecipeDuplicateKey = errors.New("policy: recipe repeats a key")
	// ErrArmingRecipeVersion: the version "v" is absent or not [ArmingRecipeVersion].
	ErrArmingRecipeVersion = errors.New("policy: recipe version is absent or unknown")
	// ErrArmingRecipeUnknownField: a member this build does not know, at any
	// level (it may be a criterion this build would not enforce).
	ErrArmingRecipeUnknownField = errors.New("policy: recipe has a field this build does not know")
	// ErrArmingRecipeValue: a known member holds a value of the wrong type or out
	// of range (a fractional or negative knob, null, a string that is not
	// valid UTF-8 or holds a lone surrogate escape).
	ErrArmingRecipeValue = errors.New("policy: recipe field holds a value it cannot hold")
)

// ArmingRecipeError is a recipe refusal: its class (one of the
// ErrArmingRecipe sentinels, which errors.Is matches), the top-level field
// at fault ("" for the recipe as a whole), what was wrong, and the error
// behind it where there is one.
type ArmingRecipeError struct {
	Kind   error  // ErrArmingRecipeSyntax, ErrArmingRecipeDuplicateKey, ErrArmingRecipeVersion, ErrArmingRecipeUnknownField or ErrArmingRecipeValue
	Field  string // the top-level field at fault, such as "denialLimit"; "" for the whole recipe
	Detail string // what was wrong, with the path inside the field where there is one; input is quoted only as a bounded prefix
	Err    error  // the cause, such as a *json.SyntaxError (with its offset) or io.ErrUnexpectedEOF for a truncated recipe; nil for none
}

// Error returns "policy: recipe field "F": DETAIL" (or "policy: recipe:
// DETAIL" for the whole recipe). A long field name is quoted as a bounded
// prefix and its length.
func (e *ArmingRecipeError) Error() string {
	if e.Field == "" {
		return "policy: recipe: " + e.Detail
	}
	return fmt.Sprintf("policy: recipe field %s: %s", quoteInput(e.Field), e.Detail)
}

// Unwrap returns the refusal class and the cause, so that
// errors.Is(err, ErrArmingRecipeValue) and errors.As(err, &syntaxErr) both
// work.
func (e *ArmingRecipeError) Unwrap() []error {
	if e.Err == nil {
		return []error{e.Kind}
	}
	return []error{e.Kind, e.Err}
}

// kindError is an inner parse error that already knows its refusal class;
// an inner error without one is a value error. It keeps the error behind
// it (a *json.SyntaxError and its offset) for errors.As.
type kindError struct {
	kind  error
	cause error
}

func (e *kindError) Error() string   { return e.cause.Error() }
func (e *kindError) Unwrap() []error { return []error{e.kind, e.cause} }

// recipeError classifies err, an error from reading field (or the whole
// recipe when field is ""), as a *ArmingRecipeError.
func recipeError(field string, err error) *ArmingRecipeError {
	kind := ErrArmingRecipeValue
	for _, k := range []error{ErrArmingRecipeSyntax, ErrArmingRecipeDuplicateKey, ErrArmingRecipeUnknownField} {
		if errors.Is(err, k) {
			kind = k
		}
	}
	return &ArmingRecipeError{Kind: kind, Field: field, Detail: err.Error(), Err: err}
}

// object is a JSON object's members in input order, duplicate-free.
type object struct {
	order []string
	m     map[string]json.RawMessage
}

func (o object) get(name string) (json.RawMessage, bool) {
	v, ok := o.m[name]
	return v, ok
}

// readObject reads raw as exactly one JSON object. Duplicate keys are an
// error (two parsers may pick different members), and so is anything after
// the object when whole is set.
func readObject(raw []byte, whole bool) (object, error) {
	if kindOf(raw) != '{' {
		return object{}, errors.New("not a JSON object")
	}
	syntax := func(err error) error { return &kindError{ErrArmingRecipeSyntax, truncated(err)} }
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return object{}, syntax(err)
	}
	o := object{m: map[string]json.RawMessage{}}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return object{}, syntax(err)
		}
		name, ok := tok.(string)
		if !ok { // unreachable: the decoder refuses a non-string key
			return object{}, syntax(errors.New("object key is not a string"))
		}
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return object{}, syntax(err)
		}
		if _, dup := o.m[name]; dup {
			return object{}, &kindError{ErrArmingRecipeDuplicateKey, fmt.Errorf("duplicate key %s", quoteInput(name))}
		}
		o.m[name] = v
		o.order = append(o.order, name)
	}
	if _, err := dec.Token(); err != nil {
		return object{}, syntax(err)
	}
	if whole {
		if _, err := dec.Token(); err != io.EOF {
			return object{}, syntax(errors.New("data after the object"))
		}
	}
	return o, nil
}

// kindOf returns the first non-space byte of a JSON value, or 0.
func kindOf(raw []byte) byte {
	t := bytes.TrimLeft(raw, " \t\r\n")
	if len(t) == 0 {
		return 0
	}
	return t[0]
}

// only refuses an object member that is not in names.
func (o object) only(names ...string) error {
	for _, k := range o.order {
		known := false
		for _, n := range names {
			known = known || k == n
		}
		if !known {
			return &kindError{ErrArmingRecipeUnknownField, fmt.Errorf("unknown field %s", quoteInput(k))}
		}
	}
	return nil
}

func parseString(raw json.RawMessage) (string, error) {
	if kindOf(raw) != '"' {
		return "", errors.New("not a string")
	}
	if err := checkSurrogates(raw); err != nil {
		return "", err
	}
	var s string
	err := json.Unmarshal(raw, &s)
	return s, err
}

// parseStrings reads an array of strings; an empty array is a non-nil empty
// slice (callers that collapse empty lists do so themselves).
func parseStrings(raw json.RawMessage) ([]string, error) {
	if kindOf(raw) != '[' {
		return nil, errors.New("not an array")
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(raw, &elems); err != nil {
		return nil, err
	}
	out := make([]string, 0, len(elems))
	for i, e := range elems {
		s, err := parseString(e)
		if err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
		out = append(out, s)
	}
	return out, nil
}

func collapse(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

func parseRules(raw json.RawMessage) (*AutoModeRules, error) {
	o, err := readObject(raw, false)
	if err != nil {
		return nil, err
	}
	if err := o.only("allow", "softDeny", "hardDeny", "environment"); err != nil {
		return nil, err
	}
	var r AutoModeRules
	for _, f := range []struct {
		name string
		dst  *[]string
	}{{"allow", &r.Allow}, {"softDeny", &r.SoftDeny}, {"hardDeny", &r.HardDeny}, {"environment", &r.Environment}} {
		if v, ok := o.get(f.name); ok {
			if *f.dst, err = parseStrings(v); err != nil {
				return nil, fmt.Errorf("%s: %w", f.name, err)
			}
		}
	}
	if r.empty() {
		return nil, nil
	}
	return &r, nil
}

func parseDerived(raw json.RawMessage) ([]DerivedDenyRule, error) {
	if kindOf(raw) != '[' {
		return nil, errors.New("not an array")
	}
	var elems []json.RawMessage
	if err := json.Unmarshal(raw, &elems); err != nil {
		return nil, err
	}
	if len(elems) == 0 {
		return nil, nil
	}
	out := make([]DerivedDenyRule, 0, len(elems))
	for i, e := range elems {
		o, err := readObject(e, false)
		if err == nil {
			err = o.only("rule", "caseNote")
		}
		var d DerivedDenyRule
		if err == nil {
			v, ok := o.get("rule")
			if !ok {
				err = errors.New(`no "rule"`)
			} else {
				d.Rule, err = parseString(v)
			}
		}
		if v, ok := o.get("caseNote"); ok && err == nil {
			d.CaseNote, err = parseString(v)
		}
		if err != nil {
			return nil, fmt.Errorf("element %d: %w", i, err)
		}
		out = append(out, d)
	}
	return out, nil
}

func parseWindow(raw json.RawMessage) (*AutoModeWindowOptions, error) {
	o, err := readObject(raw, false)
	if err != nil {
		return nil, err
	}
	if err := o.only("maxMessages", "maxChars"); err != nil {
		return nil, err
	}
	var w AutoModeWindowOptions
	if v, ok := o.get("maxMessages"); ok {
		if w.MaxMessages, err = parsePositive(v); err != nil {
			return nil, fmt.Errorf("maxMessages: %w", err)
		}
	}
	if v, ok := o.get("maxChars"); ok {
		if w.MaxChars, err = parsePositive(v); err != nil {
			return nil, fmt.Errorf("maxChars: %w", err)
		}
	}
	if w == (AutoModeWindowOptions{}) {
		return nil, nil
	}
	return &w, nil
}

func parseDenialLimit(raw json.RawMessage) (*DenialLimit, error) {
	o, err := readObject(raw, false)
	if err != nil {
		return nil, err
	}
	if err := o.only("maxConsecutive", "maxTotal", "autoDenyAfterMs"); err != nil {
		return nil, err
	}
	var d DenialLimit
	if v, ok := o.get("maxConsecutive"); ok {
		if d.MaxConsecutive, err = parsePositive(v); err != nil {
			return nil, fmt.Errorf("maxConsecutive: %w", err)
		}
	}
	if v, ok := o.get("maxTotal"); ok {
		if d.MaxTotal, err = parsePositive(v); err != nil {
			return nil, fmt.Errorf("maxTotal: %w", err)
		}
	}
	if v, ok := o.get("autoDenyAfterMs"); ok {
		n, err := parseKnob(v)
		if err != nil {
			return nil, fmt.Errorf("autoDenyAfterMs: %w", err)
		}
		d.AutoDenyAfterMs = &n
	}
	if d.MaxConsecutive == 0 && d.MaxTotal == 0 && d.AutoDenyAfterMs == nil {
		return nil, nil
	}
	return &d, nil
}

func parsePositive(raw json.RawMessage) (int64, error) {
	n, err := parseKnob(raw)
	if err == nil && n == 0 {
		err = errors.New("0 is not a positive integer")
	}
	return n, err
}

// parseKnob reads a JSON number whose exact value is an integer in
// [0, MaxSafeInteger]. It works on the decimal spelling, so 1.5 is refused even
// where a float64 would round, and a huge exponent costs nothing.
func parseKnob(raw json.RawMessage) (int64, error) {
	s := string(bytes.TrimSpace(raw))
	if s == "" || (s[0] != '-' && (s[0] < '0' || s[0] > '9')) {
		return 0, errors.New("not a number")
	}
	neg := s[0] == '-'
	if neg {
		s = s[1:]
	}
	mant, exp := s, 0
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		e, err := strconv.Atoi(s[i+1:])
		if err != nil || e > 1000 || e < -1000 {
			return 0, fmt.Errorf("number %s is out of range", quoteJSON(raw))
		}
		mant, exp = s[:i], e
	}
	intPart, frac := mant, ""
	if i := strings.IndexByte(mant, '.'); i >= 0 {
		intPart, frac = mant[:i], mant[i+1:]
	}
	for _, c := range intPart + frac {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("number %s is not a decimal number", quoteJSON(raw))
		}
	}
	digits := strings.TrimLeft(intPart+frac, "0")
	exp -= len(frac)
	for len(digits) > 0 && digits[len(digits)-1] == '0' {
		digits = digits[:len(digits)-1]
		exp++
	}
	switch {
	case digits == "":
		return 0, nil
	case neg:
		return 0, fmt.Errorf("number %s is negative", quoteJSON(raw))
	case exp < 0:
		return 0, fmt.Errorf("number %s is not an integer", quoteJSON(raw))
	case len(digits)+exp > 16:
		return 0, fmt.Errorf("number %s exceeds %d", quoteJSON(raw), MaxSafeInteger)
	}
	n, err := strconv.ParseInt(digits+strings.Repeat("0", exp), 10, 64)
	if err != nil || n > MaxSafeInteger {
		return 0, fmt.Errorf("number %s exceeds %d", quoteJSON(raw), MaxSafeInteger)
	}
	return n, nil
}

// checkSurrogates refuses a JSON string whose \u escapes spell a lone UTF-16
// surrogate: encoding/json would decode it as U+FFFD, so two different
// strings would canonicalize to one, and a digest-bound rule text would
// silently change.
func checkSurrogates(raw []byte) error {
	isHex := func(b []byte) (rune, bool) {
		if len(b) < 4 {
			return 0, false
		}
		n, err := strconv.ParseUint(string(b[:4]), 16, 32)
		return rune(n), err == nil
	}
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' || i+1 >= len(raw) {
			continue
		}
		if raw[i+1] != 'u' {
			i++ // skip the escaped character (it may be a backslash)
			continue
		}
		r, ok := isHex(raw[i+2:])
		if !ok {
			return errors.New("bad \\u escape")
		}
		i += 5
		switch {
		case r >= 0xDC00 && r <= 0xDFFF:
			return errors.New("lone low surrogate escape")
		case r >= 0xD800 && r <= 0xDBFF:
			if i+2 >= len(raw) || raw[i+1] != '\\' || raw[i+2] != 'u' {
				return errors.New("lone high surrogate escape")
			}
			lo, ok := isHex(raw[i+3:])
			if !ok || lo < 0xDC00 || lo > 0xDFFF {
				return errors.New("lone high surrogate escape")
			}
			i += 6
		}
	}
	return nil
}
