package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"agents/agents.go:287": {
			"agents/agents.go:287 step: the elements of seat Deny are written by agents.forget, deferred here, when the function returns",
			"agents/agents.go:288 step: the carrier is called here",
			"agents/agents.go:288 step: the clamps are applied here",
		},
		"agents/agents.go:275": {
			"agents/agents.go:274 step: the carrier is called here",
			"agents/agents.go:274 step: the clamps are applied here",
			"agents/agents.go:275 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:277": {
			"agents/agents.go:274 step: the carrier is called here",
			"agents/agents.go:274 step: the clamps are applied here",
		},
		"agents/agents.go:264": {
			"agents/agents.go:262 step: the carrier is called here",
			"agents/agents.go:262 step: the clamps are applied here",
			"agents/agents.go:264 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:252": {
			"agents/agents.go:251 step: the carrier is called here",
			"agents/agents.go:251 step: the clamps are applied here",
			"agents/agents.go:252 step: the spec is handed on here",
		},
		"wiring/wiring.go:23": {
			"wiring/wiring.go:22 step: the spec comes from here",
			"wiring/wiring.go:23 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:24 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:58": {
			"agents/agents.go:57 step: the carrier is called here",
			"agents/agents.go:57 step: the clamps are applied here",
			"agents/agents.go:58 step: a carried seat is written here",
		},
		"agents/agents.go:107": {
			"agents/agents.go:106 step: the carrier is called here",
			"agents/agents.go:106 step: the clamps are applied here",
			"agents/agents.go:107 step: the elements of seat Deny are written here by clear",
		},
		"agents/agents.go:162": {
			"agents/agents.go:161 step: the carrier is called here",
			"agents/agents.go:161 step: the clamps are applied here",
			"agents/agents.go:162 step: the elements of seat Tools are written here by agents.Enable",
		},
		"agents/agents.go:169": {
			"agents/agents.go:168 step: the carrier is called here",
			"agents/agents.go:168 step: the clamps are applied here",
			"agents/agents.go:169 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:208": {
			"agents/agents.go:207 step: the carrier is called here",
			"agents/agents.go:207 step: the clamps are applied here",
			"agents/agents.go:208 step: the elements of seat Tools are written here by agents.setAll",
		},
		"agents/agents.go:227": {
			"agents/agents.go:226 step: the carrier is called here",
			"agents/agents.go:226 step: the clamps are applied here",
			"agents/agents.go:227 step: the elements of seat Tools are written here by maps.Copy",
		},
		"wiring/wiring.go:37": {
			"wiring/wiring.go:36 step: the spec comes from here",
			"wiring/wiring.go:37 step: seat Tools is written here by agents.Enable, after the clamps",
			"wiring/wiring.go:38 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:98": {
			"wiring/wiring.go:97 step: the spec comes from here",
			"wiring/wiring.go:98 step: seat Deny is written here by sort.Strings, after the clamps",
			"wiring/wiring.go:99 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:65": {
			"agents/agents.go:64 step: the carrier is called here",
			"agents/agents.go:64 step: the clamps are applied here",
			"agents/agents.go:65 step: a carried seat is written here",
		},
		"agents/agents.go:72": {
			"agents/agents.go:71 step: the carrier is called here",
			"agents/agents.go:71 step: the clamps are applied here",
			"agents/agents.go:72 step: a carried seat is written here",
		},
		"agents/agents.go:122": {
			"agents/agents.go:121 step: the carrier is called here",
			"agents/agents.go:121 step: the clamps are applied here",
			"agents/agents.go:122 step: the elements of seat Tools are written here by delete",
		},
		"wiring/wiring.go:60": {
			"wiring/wiring.go:59 step: the spec comes from here",
			"wiring/wiring.go:60 step: seat Tools is written here by enableAll, after the clamps",
			"wiring/wiring.go:61 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:113": {
			"wiring/wiring.go:112 step: the spec comes from here",
			"wiring/wiring.go:113 step: seat Tools is written here by maps.Copy, after the clamps",
			"wiring/wiring.go:114 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:235": {
			"agents/agents.go:234 step: the carrier is called here",
			"agents/agents.go:234 step: the clamps are applied here",
			"agents/agents.go:235 step: the elements of seat Deny are written here by slices.Sort",
		},
		"wiring/wiring.go:76": {
			"wiring/wiring.go:75 step: the spec comes from here",
			"wiring/wiring.go:76 step: seat Deny is written here by forgetFrom, after the clamps",
			"wiring/wiring.go:77 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:83": {
			"wiring/wiring.go:82 step: the spec comes from here",
			"wiring/wiring.go:83 step: it is handed to interface method Filter through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:84 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:120": {
			"wiring/wiring.go:119 step: the spec comes from here",
			"wiring/wiring.go:120 step: it is handed to lists.Count, out of view, through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:121 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:100": {
			"agents/agents.go:99 step: the carrier is called here",
			"agents/agents.go:99 step: the clamps are applied here",
			"agents/agents.go:100 step: the elements of seat Deny are written here by copy",
		},
		"agents/agents.go:114": {
			"agents/agents.go:113 step: the carrier is called here",
			"agents/agents.go:113 step: the clamps are applied here",
			"agents/agents.go:114 step: the elements of seat Deny are written here by append",
		},
		"agents/agents.go:191": {
			"agents/agents.go:190 step: the carrier is called here",
			"agents/agents.go:190 step: the clamps are applied here",
			"agents/agents.go:191 step: the spec is handed on here",
		},
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"agents/agents.go:285": {
			"agents/agents.go:285 step: the elements of seat ReadDenyPatterns are written by agents.blank, deferred here, when the function returns",
			"agents/agents.go:286 step: the carrier is called here",
			"agents/agents.go:286 step: the clamps are applied here",
		},
		"agents/agents.go:273": {
			"agents/agents.go:272 step: the carrier is called here",
			"agents/agents.go:272 step: the clamps are applied here",
			"agents/agents.go:273 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:262": {
			"agents/agents.go:260 step: the carrier is called here",
			"agents/agents.go:260 step: the clamps are applied here",
			"agents/agents.go:262 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:275": {
			"agents/agents.go:272 step: the carrier is called here",
			"agents/agents.go:272 step: the clamps are applied here",
		},
		"agents/agents.go:52": {
			"agents/agents.go:51 step: the carrier is called here",
			"agents/agents.go:51 step: the clamps are applied here",
			"agents/agents.go:52 step: a carried seat is written here",
		},
		"agents/agents.go:206": {
			"agents/agents.go:205 step: the carrier is called here",
			"agents/agents.go:205 step: the clamps are applied here",
			"agents/agents.go:206 step: the elements of seat ReadDenyPatterns are written here by agents.blankAll",
		},
		"runner/runner.go:25": {
			"runner/runner.go:24 step: the spec comes from here",
			"runner/runner.go:25 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:26 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:111": {
			"runner/runner.go:110 step: the spec comes from here",
			"runner/runner.go:111 step: it is handed to lists.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:112 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:86": {
			"agents/agents.go:85 step: the carrier is called here",
			"agents/agents.go:85 step: the clamps are applied here",
			"agents/agents.go:86 step: the elements of seat ReadDenyPatterns are written here by copy",
		},
		"agents/agents.go:100": {
			"agents/agents.go:99 step: the carrier is called here",
			"agents/agents.go:99 step: the clamps are applied here",
			"agents/agents.go:100 step: the elements of seat ReadDenyPatterns are written here by append",
		},
		"agents/agents.go:153": {
			"agents/agents.go:152 step: the carrier is called here",
			"agents/agents.go:152 step: the clamps are applied here",
			"agents/agents.go:153 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:248": {
			"agents/agents.go:247 step: the carrier is called here",
			"agents/agents.go:247 step: the clamps are applied here",
			"agents/agents.go:248 step: the spec is handed on here",
		},
		"runner/runner.go:58": {
			"runner/runner.go:57 step: the spec comes from here",
			"runner/runner.go:58 step: seat ReadDenyPatterns is written here by forget, after the clamps",
			"runner/runner.go:59 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:80": {
			"runner/runner.go:79 step: the spec comes from here",
			"runner/runner.go:80 step: it is handed to a func value through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:81 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:95": {
			"runner/runner.go:94 step: the spec comes from here",
			"runner/runner.go:95 step: seat ReadDenyPatterns is written here by slices.Reverse, after the clamps",
			"runner/runner.go:96 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:59": {
			"agents/agents.go:58 step: the carrier is called here",
			"agents/agents.go:58 step: the clamps are applied here",
			"agents/agents.go:59 step: a carried seat is written here",
		},
		"agents/agents.go:179": {
			"agents/agents.go:178 step: the carrier is called here",
			"agents/agents.go:178 step: the clamps are applied here",
			"agents/agents.go:179 step: the spec is handed on here",
		},
		"agents/agents.go:218": {
			"agents/agents.go:217 step: the carrier is called here",
			"agents/agents.go:217 step: the clamps are applied here",
			"agents/agents.go:218 step: the elements of seat ReadDenyPatterns are written here by slices.Reverse",
		},
		"runner/runner.go:39": {
			"runner/runner.go:38 step: the spec comes from here",
			"runner/runner.go:39 step: seat ReadDenyPatterns is written here by agents.Blank, after the clamps",
			"runner/runner.go:40 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:93": {
			"agents/agents.go:92 step: the carrier is called here",
			"agents/agents.go:92 step: the clamps are applied here",
			"agents/agents.go:93 step: the elements of seat ReadDenyPatterns are written here by clear",
		},
		"agents/agents.go:161": {
			"agents/agents.go:160 step: the carrier is called here",
			"agents/agents.go:160 step: the clamps are applied here",
			"agents/agents.go:161 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"runner/runner.go:73": {
			"runner/runner.go:66 step: the carrier is called here",
			"runner/runner.go:72 step: the clamps are applied here",
			"runner/runner.go:73 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
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
