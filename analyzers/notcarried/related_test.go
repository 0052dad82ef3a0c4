package notcarried_test

import (
	"testing"

	"github.com/sema-agent/clampvet/analyzers/notcarried"
	"github.com/sema-agent/clampvet/testkit/relatedlocs"
)

// relatedWant pins the related locations of every finding, in every
// notcarried scenario, that carries any: the scenario, the finding's place
// ("dir/file.go:line"), and its related locations in order, each
// "dir/file.go:line message" (a file of another module by its base name
// alone). A finding is named by its place, not its message, so that
// rewording a message does not move the pins.
var relatedWant = relatedlocs.Pins{
	"notcarried_directive_problems": {
		"clamp/clamp.go:24": {
			"clamp/clamp.go:17 the first //clampvet:notcarried, on NotCarried",
		},
		"clamp/clamp.go:36": {
			"clamp/clamp.go:27 the first //clampvet:tighten, on Tighten",
		},
	},
	"notcarried_ambiguous_candidates": {
		"both/both.go:16": {
			"a/a.go:6 carrier a.Carry is declared here",
			"b/b.go:6 carrier b.Carry is declared here",
			"--",
			"a/a.go:9 not-carried table a.NotCarried is declared here",
			"b/b.go:9 not-carried table b.NotCarried is declared here",
		},
	},
	"notcarried_carrier_in_other_package": {
		"wider/wider.go:16": {
			"clamp/clamp.go:9 carried by clamp.Carry here",
			"clamp/clamp.go:15 carrier clamp.Carry is declared here",
			"wider/wider.go:10 spec field ReadFace is declared here",
		},
		"wider/wider.go:19": {
			"wider/wider.go:12 spec field Posture is declared here",
			"clamp/clamp.go:18 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_composite_literal": {
		"clamp/clamp.go:28": {
			"clamp/clamp.go:6 spec field Posture is declared here",
			"clamp/clamp.go:15 not-carried table NotCarried is declared here",
		},
		"positional/positional.go:12": {
			"clamp/clamp.go:6 spec field Posture is declared here",
			"clamp/clamp.go:15 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_governed_seat_unlisted": {
		"clamp/clamp.go:30": {
			"clamp/clamp.go:8 spec field Posture is declared here",
			"clamp/clamp.go:20 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_key_names_carried_seat": {
		"clamp/clamp.go:22": {
			"clamp/clamp.go:11 carried by Carry here",
		},
	},
	"notcarried_placeholder_reason": {
		"clamp/clamp.go:18": {
			"clamp/clamp.go:5 spec field A is declared here",
		},
		"clamp/clamp.go:19": {
			"clamp/clamp.go:5 spec field B is declared here",
		},
		"clamp/clamp.go:20": {
			"clamp/clamp.go:5 spec field C is declared here",
		},
		"clamp/clamp.go:21": {
			"clamp/clamp.go:5 spec field D is declared here",
		},
		"clamp/clamp.go:22": {
			"clamp/clamp.go:5 spec field E is declared here",
		},
		"clamp/clamp.go:23": {
			"clamp/clamp.go:5 spec field F is declared here",
		},
		"clamp/clamp.go:24": {
			"clamp/clamp.go:5 spec field G is declared here",
		},
		"clamp/clamp.go:25": {
			"clamp/clamp.go:5 spec field H is declared here",
		},
		"clamp/clamp.go:26": {
			"clamp/clamp.go:6 spec field I is declared here",
		},
	},
	"notcarried_promoted_field": {
		"clamp/clamp.go:34": {
			"clamp/clamp.go:15 spec field MaxTurns is declared here",
		},
		"clamp/clamp.go:41": {
			"clamp/clamp.go:5 spec field Deep is declared here",
			"clamp/clamp.go:32 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_promoted_seat": {
		"clamp/clamp.go:51": {
			"clamp/clamp.go:26 spec type Spec is declared here",
		},
		"clamp/clamp.go:52": {
			"clamp/clamp.go:24 spec field Shallow is declared here",
		},
		"clamp/clamp.go:61": {
			"clamp/clamp.go:24 spec field Deep is declared here",
			"clamp/clamp.go:48 not-carried table NotCarried is declared here",
		},
	},
	"notcarried_reached_transitively": {
		// The table is two imports away: go vet's export data does not
		// hold it, and neither driver points at it (roles.LookupDecl).
		"engine/engine.go:15": {
			"engine/engine.go:9 spec type Spec is declared here",
		},
	},
	"notcarried_remote_table_findings": {
		"engine/engine.go:17": {
			"clamp/clamp.go:18 table NotCarried, whose row for Gone is at clamp.go:21",
			"engine/engine.go:5 spec type Spec is declared here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for MaxTurns is at clamp.go:19",
			"engine/engine.go:8 spec field MaxTurns is declared here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for Posture is at clamp.go:23",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for ReadFace is at clamp.go:20",
			"clamp/clamp.go:9 carried by clamp.Carry here",
			"--",
			"clamp/clamp.go:18 table NotCarried, whose row for Untouched is at clamp.go:22",
			"engine/engine.go:10 spec field Untouched is declared here",
		},
	},
	"notcarried_source_field_not_in_spec": {
		"clamp/clamp.go:11": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:12": {
			"clamp/clamp.go:6 spec field Ignored is declared here",
		},
	},
	"notcarried_stale_key": {
		"clamp/clamp.go:19": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:20": {
			"clamp/clamp.go:6 spec field Untouched is declared here",
		},
		"clamp/clamp.go:23": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
		"clamp/clamp.go:24": {
			"clamp/clamp.go:3 spec type Spec is declared here",
		},
	},
	"notcarried_unreadable_roles": {
		"remotecarrier/remotecarrier.go:11": {
			"mapcarrier/mapcarrier.go:6 carrier mapcarrier.Carry is declared here",
		},
		"remotetable/remotetable.go:19": {
			"badtable/badtable.go:6 not-carried table badtable.NotCarried is declared here",
		},
	},
}

// TestRelatedLocations compares the related locations of every finding, in
// every notcarried scenario, with relatedWant, both ways (package relatedlocs).
func TestRelatedLocations(t *testing.T) {
	relatedlocs.Check(t, notcarried.Analyzer, "notcarried", relatedWant, nil)
}
