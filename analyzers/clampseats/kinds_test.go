package clampseats

import (
	"path/filepath"
	"regexp"
	"slices"
	"testing"

	"github.com/sema-agent/clampvet/internal/allow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestCategories pins the kind each class of finding is reported with, as
// the diagnostic's Category, which drivers print, SARIF makes a rule of
// and an exception names: every finding of a scenario whose message
// matches a row's pattern carries the row's kind, and each row matches at
// least one finding.
func TestCategories(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		message  string // a pattern of the findings' messages
		kind     string
	}{
		{"clampseats_carrier_unread_seat", `^carrier \S+ does not read seat`, kinds.CarrierUnreadSeat},
		{"clampseats_carrier_unnamed_param", `^carrier \S+ does not read seat`, kinds.CarrierUnreadSeat},
		{"clampseats_carrier_bad_shape", `^carrier \S+ has \d+ parameters`, kinds.CarrierSignature},
		{"clampseats_carrier_bad_shape", `^carrier \S+ parameter`, kinds.CarrierSourceType},
		{"clampseats_carrier_bad_shape", `^(exported )?source \S+ of carrier`, kinds.CarrierSourceFields},
		{"clampseats_seatlist_mismatch", `^seat list \S+ (names|is missing|lists)`, kinds.SeatListMismatch},
		{"clampseats_seatlist_not_literal", `^(seat list|element \d+ of seat list)`, kinds.SeatListShape},
		{"clampseats_seatlist_without_carrier", `has no carrier to compare with`, kinds.SeatListWithoutCarrier},
		{"clampseats_source_literal_omits_seat", `literal omits seats? `, kinds.SourceLiteralOmitsSeat},
		{"clampseats_source_literal_omits_seat", `^empty \S+ literal`, kinds.SourceLiteralOmitsSeat},
		{"clampseats_source_literal_unkeyed", `^unkeyed \S+ literal`, kinds.SourceLiteralUnkeyed},
		{"clampseats_source_zero_value", `^(var|named result|new|make)\b`, kinds.SourceZeroValue},
		{"clampseats_source_zero_value", `^conversion to `, kinds.SourceConversion},
		{"clampseats_whole_real_policy", `^carrier source is a map lookup`, kinds.SourceNotWhole},
		{"clampseats_whole_own_carrier", `^carrier source is a map lookup`, kinds.SourceNotWhole},
		{"clampseats_carrier_result_discarded", `^result of carrier \S+ is discarded`, kinds.CarrierResultDiscarded},
		{"clampseats_seats_real_policy", `^seat \S+ of the carrier source is `, kinds.SourceSeatNotFromParent},
		{"clampseats_seats_own_carrier", `^seat \S+ of the carrier source is `, kinds.SourceSeatNotFromParent},
		{"clampseats_restricting_shape", `^(restricting values|value of seat) `, kinds.RestrictingShape},
		{"clampseats_directive_hygiene", `^unknown directive|names no role`, kinds.DirectiveUnknown},
		{"clampseats_directive_hygiene", `is not a directive`, kinds.DirectiveMisspelt},
		{"clampseats_directive_hygiene", `^misplaced |documents `, kinds.DirectiveMisplaced},
		{"clampseats_directive_hygiene", `^second //clampvet:`, kinds.DirectiveDuplicate},
		{"clampseats_directive_in_test_file", `in a test file`, kinds.DirectiveInTestFile},
		{"clampseats_allow", `^exception for \S+ covers no finding`, kinds.AllowUnused},
		{"clampseats_allow", `^exception gives no reason`, kinds.AllowMalformed},
		{"clampseats_allow", `not a finding kind`, kinds.AllowUnknownKind},
		{"clampseats_allow", `cannot be excepted`, kinds.AllowNotAllowable},
	} {
		t.Run(tc.scenario+"/"+tc.kind, func(t *testing.T) {
			k, ok := kinds.Lookup(tc.kind)
			if !ok || (k.Analyzer != Analyzer.Name && k.Analyzer != "") {
				t.Fatalf("%s is not a kind of %s", tc.kind, Analyzer.Name)
			}
			re := regexp.MustCompile(tc.message)
			dir := filepath.Join("..", "..", "testdata", "src", tc.scenario)
			n := 0
			for _, r := range analysistest.Run(t, dir, Analyzer, "./...") {
				for _, d := range r.Diagnostics {
					if !re.MatchString(d.Message) {
						continue
					}
					n++
					if d.Category != tc.kind {
						t.Errorf("%s: %q has category %q, want %q", r.Pass.Fset.Position(d.Pos), d.Message, d.Category, tc.kind)
					}
				}
			}
			if n == 0 {
				t.Errorf("no finding matches %q", tc.message)
			}
		})
	}
}

// TestAllowedResult checks what the analyzer's result holds under its
// exceptions: the findings they cover, each with its exception's reason,
// and none of those reported (the scenario's "// want" comments check
// that only the uncovered finding and the exceptions' own findings are).
func TestAllowedResult(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "src", "clampseats_allow")
	var got []string
	for _, r := range analysistest.Run(t, dir, Analyzer, "./...") {
		res, ok := r.Result.(*allow.Result)
		if !ok {
			t.Fatalf("result %T, want *allow.Result", r.Result)
		}
		for _, a := range res.Allowed {
			got = append(got, a.Diagnostic.Category+": "+a.Exception.Reason)
		}
	}
	want := []string{
		"source-literal-omits-seat: the resumed run re-reads its deny rules from disk",
		"source-literal-omits-seat: woken runs re-read their rules",
	}
	if !slices.Equal(got, want) {
		t.Errorf("allowed findings:\n got %q\nwant %q", got, want)
	}
}
