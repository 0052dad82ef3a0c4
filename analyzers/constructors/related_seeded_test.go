package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"wiring/wiring.go:157": {
			"wiring/wiring.go:156 step: the spec comes from here",
			"wiring/wiring.go:157 step: seat Tools is written by the func literal made here, after the clamps",
			"wiring/wiring.go:158 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:164": {
			"wiring/wiring.go:163 step: the spec comes from here",
			"wiring/wiring.go:164 step: seat Deny is written by the func literal made here, after the clamps",
			"wiring/wiring.go:165 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:340": {
			"agents/agents.go:339 step: the carrier is called here",
		},
		"agents/agents.go:108": {
			"agents/agents.go:107 step: the carrier is called here",
			"agents/agents.go:107 step: the clamps are applied here",
			"agents/agents.go:108 step: the elements of seat Deny are written here by clear",
		},
		"agents/agents.go:123": {
			"agents/agents.go:122 step: the carrier is called here",
			"agents/agents.go:122 step: the clamps are applied here",
			"agents/agents.go:123 step: the elements of seat Tools are written here by delete",
		},
		"agents/agents.go:278": {
			"agents/agents.go:275 step: the carrier is called here",
			"agents/agents.go:275 step: the clamps are applied here",
		},
		"wiring/wiring.go:99": {
			"wiring/wiring.go:98 step: the spec comes from here",
			"wiring/wiring.go:99 step: seat Deny is written here by sort.Strings, after the clamps",
			"wiring/wiring.go:100 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:101": {
			"agents/agents.go:100 step: the carrier is called here",
			"agents/agents.go:100 step: the clamps are applied here",
			"agents/agents.go:101 step: the elements of seat Deny are written here by copy",
		},
		"agents/agents.go:253": {
			"agents/agents.go:252 step: the carrier is called here",
			"agents/agents.go:252 step: the clamps are applied here",
			"agents/agents.go:253 step: the spec is handed on here",
		},
		"agents/agents.go:276": {
			"agents/agents.go:275 step: the carrier is called here",
			"agents/agents.go:275 step: the clamps are applied here",
			"agents/agents.go:276 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:311": {
			"agents/agents.go:310 step: the carrier is called here",
			"agents/agents.go:310 step: the clamps are applied here",
			"agents/agents.go:311 step: the elements of seat Tools are written here by rules.Enable",
		},
		"wiring/wiring.go:24": {
			"wiring/wiring.go:23 step: the spec comes from here",
			"wiring/wiring.go:24 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:25 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:38": {
			"wiring/wiring.go:37 step: the spec comes from here",
			"wiring/wiring.go:38 step: seat Tools is written here by agents.Enable, after the clamps",
			"wiring/wiring.go:39 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:61": {
			"wiring/wiring.go:60 step: the spec comes from here",
			"wiring/wiring.go:61 step: seat Tools is written here by enableAll, after the clamps",
			"wiring/wiring.go:62 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:84": {
			"wiring/wiring.go:83 step: the spec comes from here",
			"wiring/wiring.go:84 step: it is handed to interface method Filter through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:85 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:59": {
			"agents/agents.go:58 step: the carrier is called here",
			"agents/agents.go:58 step: the clamps are applied here",
			"agents/agents.go:59 step: a carried seat is written here",
		},
		"agents/agents.go:66": {
			"agents/agents.go:65 step: the carrier is called here",
			"agents/agents.go:65 step: the clamps are applied here",
			"agents/agents.go:66 step: a carried seat is written here",
		},
		"agents/agents.go:115": {
			"agents/agents.go:114 step: the carrier is called here",
			"agents/agents.go:114 step: the clamps are applied here",
			"agents/agents.go:115 step: the elements of seat Deny are written here by append",
		},
		"agents/agents.go:163": {
			"agents/agents.go:162 step: the carrier is called here",
			"agents/agents.go:162 step: the clamps are applied here",
			"agents/agents.go:163 step: the elements of seat Tools are written here by agents.Enable",
		},
		"agents/agents.go:192": {
			"agents/agents.go:191 step: the carrier is called here",
			"agents/agents.go:191 step: the clamps are applied here",
			"agents/agents.go:192 step: the spec is handed on here",
		},
		"agents/agents.go:236": {
			"agents/agents.go:235 step: the carrier is called here",
			"agents/agents.go:235 step: the clamps are applied here",
			"agents/agents.go:236 step: the elements of seat Deny are written here by slices.Sort",
		},
		"wiring/wiring.go:77": {
			"wiring/wiring.go:76 step: the spec comes from here",
			"wiring/wiring.go:77 step: seat Deny is written here by forgetFrom, after the clamps",
			"wiring/wiring.go:78 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:121": {
			"wiring/wiring.go:120 step: the spec comes from here",
			"wiring/wiring.go:121 step: it is handed to lists.Count, out of view, through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:122 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:73": {
			"agents/agents.go:72 step: the carrier is called here",
			"agents/agents.go:72 step: the clamps are applied here",
			"agents/agents.go:73 step: a carried seat is written here",
		},
		"agents/agents.go:170": {
			"agents/agents.go:169 step: the carrier is called here",
			"agents/agents.go:169 step: the clamps are applied here",
			"agents/agents.go:170 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:209": {
			"agents/agents.go:208 step: the carrier is called here",
			"agents/agents.go:208 step: the clamps are applied here",
			"agents/agents.go:209 step: the elements of seat Tools are written here by agents.setAll",
		},
		"agents/agents.go:228": {
			"agents/agents.go:227 step: the carrier is called here",
			"agents/agents.go:227 step: the clamps are applied here",
			"agents/agents.go:228 step: the elements of seat Tools are written here by maps.Copy",
		},
		"agents/agents.go:265": {
			"agents/agents.go:263 step: the carrier is called here",
			"agents/agents.go:263 step: the clamps are applied here",
			"agents/agents.go:265 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:288": {
			"agents/agents.go:288 step: the elements of seat Deny are written by agents.forget, deferred here, when the function returns",
			"agents/agents.go:289 step: the carrier is called here",
			"agents/agents.go:289 step: the clamps are applied here",
		},
		"wiring/wiring.go:114": {
			"wiring/wiring.go:113 step: the spec comes from here",
			"wiring/wiring.go:114 step: seat Tools is written here by maps.Copy, after the clamps",
			"wiring/wiring.go:115 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:130": {
			"wiring/wiring.go:129 step: the spec comes from here",
			"wiring/wiring.go:130 step: seat Tools is written here by rules.Enable, after the clamps",
			"wiring/wiring.go:131 step: the spec reaches spawn sink sink.Run here",
		},
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"runner/runner.go:209": {
			"runner/runner.go:208 step: the spec comes from here",
			"runner/runner.go:209 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:210 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:198": {
			"runner/runner.go:197 step: the spec comes from here",
			"runner/runner.go:198 step: it is handed to lists.Bag.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:199 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:220": {
			"runner/runner.go:219 step: the spec comes from here",
			"runner/runner.go:220 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:221 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:191": {
			"runner/runner.go:190 step: the spec comes from here",
			"runner/runner.go:191 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:192 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:184": {
			"runner/runner.go:183 step: the spec comes from here",
			"runner/runner.go:184 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:185 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:177": {
			"runner/runner.go:176 step: the spec comes from here",
			"runner/runner.go:177 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:178 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:339": {
			"agents/agents.go:338 step: the carrier is called here",
		},
		"runner/runner.go:144": {
			"runner/runner.go:143 step: the spec comes from here",
			"runner/runner.go:144 step: seat ReadDenyPatterns is written here by rules.DropFirst, after the clamps",
			"runner/runner.go:145 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:60": {
			"agents/agents.go:59 step: the carrier is called here",
			"agents/agents.go:59 step: the clamps are applied here",
			"agents/agents.go:60 step: a carried seat is written here",
		},
		"agents/agents.go:180": {
			"agents/agents.go:179 step: the carrier is called here",
			"agents/agents.go:179 step: the clamps are applied here",
			"agents/agents.go:180 step: the spec is handed on here",
		},
		"agents/agents.go:249": {
			"agents/agents.go:248 step: the carrier is called here",
			"agents/agents.go:248 step: the clamps are applied here",
			"agents/agents.go:249 step: the spec is handed on here",
		},
		"agents/agents.go:274": {
			"agents/agents.go:273 step: the carrier is called here",
			"agents/agents.go:273 step: the clamps are applied here",
			"agents/agents.go:274 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:286": {
			"agents/agents.go:286 step: the elements of seat ReadDenyPatterns are written by agents.blank, deferred here, when the function returns",
			"agents/agents.go:287 step: the carrier is called here",
			"agents/agents.go:287 step: the clamps are applied here",
		},
		"agents/agents.go:310": {
			"agents/agents.go:309 step: the carrier is called here",
			"agents/agents.go:309 step: the clamps are applied here",
			"agents/agents.go:310 step: the elements of seat ReadDenyPatterns are written here by rules.Drop",
		},
		"runner/runner.go:40": {
			"runner/runner.go:39 step: the spec comes from here",
			"runner/runner.go:40 step: seat ReadDenyPatterns is written here by agents.Blank, after the clamps",
			"runner/runner.go:41 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:96": {
			"runner/runner.go:95 step: the spec comes from here",
			"runner/runner.go:96 step: seat ReadDenyPatterns is written here by slices.Reverse, after the clamps",
			"runner/runner.go:97 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:87": {
			"agents/agents.go:86 step: the carrier is called here",
			"agents/agents.go:86 step: the clamps are applied here",
			"agents/agents.go:87 step: the elements of seat ReadDenyPatterns are written here by copy",
		},
		"agents/agents.go:101": {
			"agents/agents.go:100 step: the carrier is called here",
			"agents/agents.go:100 step: the clamps are applied here",
			"agents/agents.go:101 step: the elements of seat ReadDenyPatterns are written here by append",
		},
		"agents/agents.go:263": {
			"agents/agents.go:261 step: the carrier is called here",
			"agents/agents.go:261 step: the clamps are applied here",
			"agents/agents.go:263 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"runner/runner.go:74": {
			"runner/runner.go:67 step: the carrier is called here",
			"runner/runner.go:73 step: the clamps are applied here",
			"runner/runner.go:74 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"agents/agents.go:94": {
			"agents/agents.go:93 step: the carrier is called here",
			"agents/agents.go:93 step: the clamps are applied here",
			"agents/agents.go:94 step: the elements of seat ReadDenyPatterns are written here by clear",
		},
		"agents/agents.go:162": {
			"agents/agents.go:161 step: the carrier is called here",
			"agents/agents.go:161 step: the clamps are applied here",
			"agents/agents.go:162 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"agents/agents.go:207": {
			"agents/agents.go:206 step: the carrier is called here",
			"agents/agents.go:206 step: the clamps are applied here",
			"agents/agents.go:207 step: the elements of seat ReadDenyPatterns are written here by agents.blankAll",
		},
		"runner/runner.go:26": {
			"runner/runner.go:25 step: the spec comes from here",
			"runner/runner.go:26 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:27 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:59": {
			"runner/runner.go:58 step: the spec comes from here",
			"runner/runner.go:59 step: seat ReadDenyPatterns is written here by forget, after the clamps",
			"runner/runner.go:60 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:81": {
			"runner/runner.go:80 step: the spec comes from here",
			"runner/runner.go:81 step: it is handed to a func value through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:82 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:128": {
			"runner/runner.go:127 step: the spec comes from here",
			"runner/runner.go:128 step: seat ReadDenyPatterns is written here by rules.Drop, after the clamps",
			"runner/runner.go:129 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:53": {
			"agents/agents.go:52 step: the carrier is called here",
			"agents/agents.go:52 step: the clamps are applied here",
			"agents/agents.go:53 step: a carried seat is written here",
		},
		"agents/agents.go:154": {
			"agents/agents.go:153 step: the carrier is called here",
			"agents/agents.go:153 step: the clamps are applied here",
			"agents/agents.go:154 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:219": {
			"agents/agents.go:218 step: the carrier is called here",
			"agents/agents.go:218 step: the clamps are applied here",
			"agents/agents.go:219 step: the elements of seat ReadDenyPatterns are written here by slices.Reverse",
		},
		"agents/agents.go:276": {
			"agents/agents.go:273 step: the carrier is called here",
			"agents/agents.go:273 step: the clamps are applied here",
		},
		"runner/runner.go:112": {
			"runner/runner.go:111 step: the spec comes from here",
			"runner/runner.go:112 step: it is handed to lists.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:113 step: the spec reaches spawn sink Start here",
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
