package notcarried_test

import (
	"path/filepath"
	"regexp"
	"testing"

	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/analysis/analysistest"
)

// TestCategories pins the kind each class of finding is reported with, as
// the diagnostic's Category: every finding of a scenario whose message
// matches a row's pattern carries the row's kind, and each row matches at
// least one finding. A finding about another package's table, reported at
// the tighten function, has the kind of the same finding at the table.
func TestCategories(t *testing.T) {
	for _, tc := range []struct {
		scenario string
		message  string // a pattern of the findings' messages
		kind     string
	}{
		{"notcarried_governed_seat_unlisted", `^governed seat \S+ is neither carried nor listed`, kinds.GovernedSeatUnlisted},
		{"notcarried_stale_key", `^key .* (names no field|is not governed)`, kinds.NotCarriedKeyStale},
		{"notcarried_key_names_carried_seat", `^key .* is carried by`, kinds.NotCarriedKeyCarried},
		{"notcarried_placeholder_reason", `gives seat \S+ (an empty|a placeholder) reason`, kinds.NotCarriedReasonPlaceholder},
		{"notcarried_source_field_not_in_spec", `^carried seat `, kinds.CarriedSeatNotGoverned},
		{"notcarried_table_shape", `^(not-carried table \S+ (has no initializer|is initialized)|key .* of table|reason for seat)`, kinds.NotCarriedTableShape},
		{"notcarried_remote_table_findings", `^reason for seat .* in table clamp\.NotCarried `, kinds.NotCarriedTableShape},
		{"notcarried_remote_table_findings", `^key .* of table clamp\.NotCarried names no field`, kinds.NotCarriedKeyStale},
		{"notcarried_tighten_shape", `^tighten function \S+ (has no parameter|takes)`, kinds.TightenSignature},
		{"notcarried_no_carrier_visible", `^tighten function \S+ sees no `, kinds.TightenSeesNoRole},
		{"notcarried_ambiguous_candidates", `^tighten function \S+ sees \d+ `, kinds.TightenSeesSeveralRoles},
		{"notcarried_unreadable_roles", `(has no readable clamp source|cannot be read): fix its findings`, kinds.PairedRoleUnreadable},
		{"notcarried_downstream_of_tighten", `is out of sight of`, kinds.RoleNeverChecked},
		{"notcarried_table_in_unimportable_package", `sees no tighten function: declare one here`, kinds.RoleNeverChecked},
		{"notcarried_directive_problems", `is not a directive`, kinds.DirectiveMisspelt},
		{"notcarried_directive_problems", `^second //clampvet:`, kinds.DirectiveDuplicate},
	} {
		t.Run(tc.scenario+"/"+tc.kind, func(t *testing.T) {
			k, ok := kinds.Lookup(tc.kind)
			if !ok || (k.Analyzer != notcarried.Analyzer.Name && k.Analyzer != "") {
				t.Fatalf("%s is not a kind of %s", tc.kind, notcarried.Analyzer.Name)
			}
			re := regexp.MustCompile(tc.message)
			n := 0
			for _, r := range analysistest.Run(t, filepath.Join(scenarios, tc.scenario), notcarried.Analyzer, "./...") {
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
