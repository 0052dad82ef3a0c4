package clampseats

import (
	"testing"

	"github.com/sema-agent/clampvet/testkit/relatedlocs"
)

// relatedWant pins the related locations of every finding, in every
// clampseats scenario, that carries any: the scenario, the finding's place
// ("dir/file.go:line"), and its related locations in order, each
// "dir/file.go:line message". A finding is named by its place, not its
// message, so that rewording a message does not move the pins.
var relatedWant = relatedlocs.Pins{
	"clampseats_seats_real_policy": {
		"agents/fail.go:26": {
			"agents/fail.go:22 step: the spec being built comes from here",
		},
		"agents/fail.go:39": {
			"agents/fail.go:34 step: the spec being built comes from here",
		},
		"agents/fail.go:53": {
			"agents/fail.go:49 step: the parent is written here",
		},
		"agents/fail.go:68": {
			"agents/fail.go:63 step: the parent is written here",
		},
		"agents/fail.go:82": {
			"agents/fail.go:80 step: the parent is handed to agents.loosen here",
		},
		"agents/fail.go:83": {
			"agents/fail.go:80 step: the parent is handed to agents.loosen here",
		},
		"agents/fail.go:84": {
			"agents/fail.go:80 step: the parent is handed to agents.loosen here",
		},
		"agents/fail.go:85": {
			"agents/fail.go:80 step: the parent is handed to agents.loosen here",
		},
		"agents/fail.go:86": {
			"agents/fail.go:80 step: the parent is handed to agents.loosen here",
		},
		"agents/fail.go:98": {
			"agents/fail.go:94 step: the fresh value is made here",
		},
		"agents/fail.go:110": {
			"agents/fail.go:108 step: the fresh value is made here",
		},
		"agents/fail.go:128": {
			"agents/fail.go:122 step: the fresh value is made here",
		},
		"agents/fail.go:142": {
			"agents/fail.go:137 step: the fresh value is made here",
		},
		"agents/fail.go:143": {
			"agents/fail.go:137 step: the fresh value is made here",
		},
		"agents/fail.go:144": {
			"agents/fail.go:137 step: the fresh value is made here",
		},
		"agents/fail.go:145": {
			"agents/fail.go:137 step: the fresh value is made here",
		},
		"agents/fail.go:146": {
			"agents/fail.go:137 step: the fresh value is made here",
		},
		"agents/fail.go:176": {
			"agents/fail.go:168 step: the parent comes from here",
		},
		"agents/fail.go:195": {
			"agents/fail.go:190 step: the parent comes from here",
		},
		"agents/fail.go:222": {
			"agents/fail.go:228 step: the parent is written here",
		},
	},
	"clampseats_seats_own_carrier": {
		"agents/agents.go:113": {
			"agents/agents.go:111 step: the spec being built comes from here",
		},
		"agents/agents.go:129": {
			"agents/agents.go:124 step: the parent is written here",
		},
		"agents/agents.go:141": {
			"agents/agents.go:137 step: the fresh value is made here",
		},
	},
	"clampseats_directive_hygiene": {
		"second/second.go:12": {
			"second/second.go:7 the first //clampvet:carrier, on Carry",
		},
	},
	"clampseats_carrier_valid": {
		"b/b.go:39": {
			"b/b.go:39 step: the source comes from here",
			"b/b.go:39 step: the carrier is called here",
		},
	},
	"clampseats_source_zero_value": {
		"b/b.go:79": {
			"b/b.go:79 step: the source comes from here",
			"b/b.go:79 step: the carrier is called here",
		},
	},
	"clampseats_whole_ctorvar_own_carrier": {
		"agents/agents.go:46": {
			"agents/agents.go:46 step: the source comes from here",
			"agents/agents.go:46 step: the source is handed to agents.ApplyClamps here",
		},
		"agents/agents.go:51": {
			"agents/agents.go:51 step: the source comes from here",
			"agents/agents.go:51 step: the source is handed to agents.Produce here",
		},
		"wiring/wiring.go:24": {
			"wiring/wiring.go:24 step: the source comes from here",
			"wiring/wiring.go:24 step: the source is handed to agents.ApplyClamps here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the source comes from here",
			"wiring/wiring.go:25 step: the source is handed to agents.Relay here",
		},
		"wiring/wiring.go:30": {
			"wiring/wiring.go:30 step: the source comes from here",
			"wiring/wiring.go:30 step: the source is handed to agents.Produce here",
		},
	},
	"clampseats_whole_ctorvar_real_policy": {
		"agents/agents.go:45": {
			"agents/agents.go:44 step: the source comes from here",
			"agents/agents.go:45 step: the source is handed to agents.InPlace here",
		},
		"agents/agents.go:52": {
			"agents/agents.go:51 step: the source comes from here",
			"agents/agents.go:52 step: the source is handed to agents.ChildClamps here",
		},
		"wiring/wiring.go:19": {
			"wiring/wiring.go:19 step: the source comes from here",
			"wiring/wiring.go:19 step: the source is handed to agents.InPlace here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the source comes from here",
			"wiring/wiring.go:25 step: the source is handed to agents.ChildClamps here",
		},
	},
	"clampseats_whole_own_carrier": {
		"agents/agents.go:82": {
			"agents/agents.go:80 step: the source comes from here",
			"agents/agents.go:82 step: the carrier is called here",
		},
		"agents/agents.go:27": {
			"agents/agents.go:26 step: the source comes from here",
			"agents/agents.go:27 step: the carrier is called here",
		},
		"agents/agents.go:33": {
			"agents/agents.go:33 step: the source comes from here",
			"agents/agents.go:33 step: the carrier is called here",
		},
		"agents/agents.go:40": {
			"agents/agents.go:39 step: the source comes from here",
			"agents/agents.go:40 step: the carrier is called here",
		},
		"agents/agents.go:47": {
			"agents/agents.go:47 step: the source comes from here",
			"agents/agents.go:47 step: the carrier is called here",
		},
		"agents/agents.go:53": {
			"agents/agents.go:53 step: the source comes from here",
			"agents/agents.go:53 step: the source is handed to helpers.Hand here",
		},
		"agents/agents.go:62": {
			"agents/agents.go:61 step: the source comes from here",
			"agents/agents.go:62 step: the carrier is called here",
		},
		"agents/agents.go:70": {
			"agents/agents.go:69 step: the source comes from here",
			"agents/agents.go:70 step: the source is handed to helpers.Hand here",
		},
		"wiring/wiring.go:20": {
			"wiring/wiring.go:20 step: the source comes from here",
			"wiring/wiring.go:20 step: the source is handed to agents.Relay here",
		},
	},
	"clampseats_whole_real_policy": {
		"agents/agents.go:115": {
			"agents/agents.go:113 step: the source comes from here",
			"agents/agents.go:115 step: the carrier is called here",
		},
		"agents/agents.go:30": {
			"agents/agents.go:29 step: the source comes from here",
			"agents/agents.go:30 step: the carrier is called here",
		},
		"agents/agents.go:36": {
			"agents/agents.go:36 step: the source comes from here",
			"agents/agents.go:36 step: the carrier is called here",
		},
		"agents/agents.go:42": {
			"agents/agents.go:42 step: the source comes from here",
			"agents/agents.go:42 step: the carrier is called here",
		},
		"agents/agents.go:49": {
			"agents/agents.go:48 step: the source comes from here",
			"agents/agents.go:49 step: the carrier is called here",
		},
		"agents/agents.go:55": {
			"agents/agents.go:55 step: the source comes from here",
			"agents/agents.go:55 step: the carrier is called here",
		},
		"agents/agents.go:63": {
			"agents/agents.go:62 step: the source comes from here",
			"agents/agents.go:63 step: the carrier is called here",
		},
		"agents/agents.go:74": {
			"agents/agents.go:74 step: the source comes from here",
			"agents/agents.go:69 step: zero returns a source that is not whole here",
			"agents/agents.go:74 step: the carrier is called here",
		},
		"agents/agents.go:80": {
			"agents/agents.go:80 step: the source comes from here",
			"agents/agents.go:80 step: the source is handed to helpers.Hand here",
		},
		"agents/agents.go:95": {
			"agents/agents.go:94 step: the source comes from here",
			"agents/agents.go:95 step: the carrier is called here",
		},
		"agents/agents.go:103": {
			"agents/agents.go:102 step: the source comes from here",
			"agents/agents.go:103 step: the source is handed to helpers.Hand here",
		},
	},
}

// TestRelatedLocations compares the related locations of every finding, in
// every clampseats scenario, with relatedWant, both ways (package relatedlocs).
func TestRelatedLocations(t *testing.T) {
	relatedlocs.Check(t, Analyzer, "clampseats", relatedWant, nil)
}
