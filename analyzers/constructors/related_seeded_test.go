package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"wiring/wiring.go:20": {
			"wiring/wiring.go:19 step: the spec comes from here",
			"wiring/wiring.go:20 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:21 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:73": {
			"wiring/wiring.go:72 step: the spec comes from here",
			"wiring/wiring.go:73 step: seat Deny is written here by forgetFrom, after the clamps",
			"wiring/wiring.go:74 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:80": {
			"wiring/wiring.go:79 step: the spec comes from here",
			"wiring/wiring.go:80 step: it is handed to interface method Filter through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:81 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:57": {
			"wiring/wiring.go:56 step: the spec comes from here",
			"wiring/wiring.go:57 step: seat Tools is written here by enableAll, after the clamps",
			"wiring/wiring.go:58 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:184": {
			"agents/agents.go:183 step: the carrier is called here",
			"agents/agents.go:183 step: the clamps are applied here",
			"agents/agents.go:184 step: the spec is handed on here",
		},
		"wiring/wiring.go:34": {
			"wiring/wiring.go:33 step: the spec comes from here",
			"wiring/wiring.go:34 step: seat Tools is written here by agents.Enable, after the clamps",
			"wiring/wiring.go:35 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:155": {
			"agents/agents.go:154 step: the carrier is called here",
			"agents/agents.go:154 step: the clamps are applied here",
			"agents/agents.go:155 step: the elements of seat Tools are written here by agents.Enable",
		},
		"agents/agents.go:162": {
			"agents/agents.go:161 step: the carrier is called here",
			"agents/agents.go:161 step: the clamps are applied here",
			"agents/agents.go:162 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:93": {
			"agents/agents.go:92 step: the carrier is called here",
			"agents/agents.go:92 step: the clamps are applied here",
			"agents/agents.go:93 step: the elements of seat Deny are written here by copy",
		},
		"agents/agents.go:100": {
			"agents/agents.go:99 step: the carrier is called here",
			"agents/agents.go:99 step: the clamps are applied here",
			"agents/agents.go:100 step: the elements of seat Deny are written here by clear",
		},
		"agents/agents.go:107": {
			"agents/agents.go:106 step: the carrier is called here",
			"agents/agents.go:106 step: the clamps are applied here",
			"agents/agents.go:107 step: the elements of seat Deny are written here by append",
		},
		"agents/agents.go:115": {
			"agents/agents.go:114 step: the carrier is called here",
			"agents/agents.go:114 step: the clamps are applied here",
			"agents/agents.go:115 step: the elements of seat Tools are written here by delete",
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
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"agents/agents.go:174": {
			"agents/agents.go:173 step: the carrier is called here",
			"agents/agents.go:173 step: the clamps are applied here",
			"agents/agents.go:174 step: the spec is handed on here",
		},
		"runner/runner.go:57": {
			"runner/runner.go:56 step: the spec comes from here",
			"runner/runner.go:57 step: seat ReadDenyPatterns is written here by forget, after the clamps",
			"runner/runner.go:58 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:24": {
			"runner/runner.go:23 step: the spec comes from here",
			"runner/runner.go:24 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:25 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:38": {
			"runner/runner.go:37 step: the spec comes from here",
			"runner/runner.go:38 step: seat ReadDenyPatterns is written here by agents.Blank, after the clamps",
			"runner/runner.go:39 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:79": {
			"runner/runner.go:78 step: the spec comes from here",
			"runner/runner.go:79 step: it is handed to a func value through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:80 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:72": {
			"runner/runner.go:65 step: the carrier is called here",
			"runner/runner.go:71 step: the clamps are applied here",
			"runner/runner.go:72 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"agents/agents.go:148": {
			"agents/agents.go:147 step: the carrier is called here",
			"agents/agents.go:147 step: the clamps are applied here",
			"agents/agents.go:148 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:156": {
			"agents/agents.go:155 step: the carrier is called here",
			"agents/agents.go:155 step: the clamps are applied here",
			"agents/agents.go:156 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"agents/agents.go:81": {
			"agents/agents.go:80 step: the carrier is called here",
			"agents/agents.go:80 step: the clamps are applied here",
			"agents/agents.go:81 step: the elements of seat ReadDenyPatterns are written here by copy",
		},
		"agents/agents.go:88": {
			"agents/agents.go:87 step: the carrier is called here",
			"agents/agents.go:87 step: the clamps are applied here",
			"agents/agents.go:88 step: the elements of seat ReadDenyPatterns are written here by clear",
		},
		"agents/agents.go:95": {
			"agents/agents.go:94 step: the carrier is called here",
			"agents/agents.go:94 step: the clamps are applied here",
			"agents/agents.go:95 step: the elements of seat ReadDenyPatterns are written here by append",
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
