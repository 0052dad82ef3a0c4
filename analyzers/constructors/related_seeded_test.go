package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"agents/agents.go:93": {
			"agents/agents.go:92 step: the carrier is called here",
			"agents/agents.go:92 step: the clamps are applied here",
			"agents/agents.go:93 step: a carried seat is written here",
		},
		"agents/agents.go:100": {
			"agents/agents.go:99 step: the carrier is called here",
			"agents/agents.go:99 step: the clamps are applied here",
			"agents/agents.go:100 step: a carried seat is written here",
		},
		"agents/agents.go:107": {
			"agents/agents.go:106 step: the carrier is called here",
			"agents/agents.go:106 step: the clamps are applied here",
			"agents/agents.go:107 step: a carried seat is written here",
		},
		"agents/agents.go:115": {
			"agents/agents.go:114 step: the carrier is called here",
			"agents/agents.go:114 step: the clamps are applied here",
			"agents/agents.go:115 step: a carried seat is written here",
		},
		"agents/agents.go:51": {
			"agents/agents.go:50 step: the carrier is called here",
			"agents/agents.go:50 step: the clamps are applied here",
			"agents/agents.go:51 step: a carried seat is written here",
		},
		"agents/agents.go:58": {
			"agents/agents.go:57 step: the carrier is called here",
			"agents/agents.go:57 step: the clamps are applied here",
			"agents/agents.go:58 step: a carried seat is written here",
		},
		"agents/agents.go:65": {
			"agents/agents.go:64 step: the carrier is called here",
			"agents/agents.go:64 step: the clamps are applied here",
			"agents/agents.go:65 step: a carried seat is written here",
		},
		"wiring/wiring.go:18": {
			"wiring/wiring.go:17 step: the spec comes from here",
			"wiring/wiring.go:18 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:19 step: the spec reaches spawn sink sink.Run here",
		},
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"agents/agents.go:81": {
			"agents/agents.go:80 step: the carrier is called here",
			"agents/agents.go:80 step: the clamps are applied here",
			"agents/agents.go:81 step: a carried seat is written here",
		},
		"agents/agents.go:88": {
			"agents/agents.go:87 step: the carrier is called here",
			"agents/agents.go:87 step: the clamps are applied here",
			"agents/agents.go:88 step: a carried seat is written here",
		},
		"agents/agents.go:95": {
			"agents/agents.go:94 step: the carrier is called here",
			"agents/agents.go:94 step: the clamps are applied here",
			"agents/agents.go:95 step: a carried seat is written here",
		},
		"agents/agents.go:47": {
			"agents/agents.go:46 step: the carrier is called here",
			"agents/agents.go:46 step: the clamps are applied here",
			"agents/agents.go:47 step: a carried seat is written here",
		},
		"agents/agents.go:54": {
			"agents/agents.go:53 step: the carrier is called here",
			"agents/agents.go:53 step: the clamps are applied here",
			"agents/agents.go:54 step: a carried seat is written here",
		},
		"runner/runner.go:22": {
			"runner/runner.go:21 step: the spec comes from here",
			"runner/runner.go:22 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:23 step: the spec reaches spawn sink Start here",
		},
	}
	relatedWant["constructors_seeded_deferred_apply_own"] = map[string][]string{
		"agents/agents.go:39": {
			"agents/agents.go:36 step: the spec is built here",
			"agents/agents.go:38 step: the carrier is called here",
		},
	}
	relatedWant["constructors_seeded_deferred_apply_policy"] = map[string][]string{
		"agents/agents.go:44": {
			"agents/agents.go:41 step: the spec is built here",
			"agents/agents.go:43 step: the carrier is called here",
		},
	}
}
