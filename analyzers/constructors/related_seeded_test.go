package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"wiring/wiring.go:219": {
			"wiring/wiring.go:217 step: the spec comes from here",
			"wiring/wiring.go:219 step: seat Deny is written here through a pointer read from memory by the func literal handed here, after the clamps",
			"wiring/wiring.go:220 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:117": {
			"agents/agents.go:116 step: the carrier is called here",
			"agents/agents.go:116 step: the clamps are applied here",
			"agents/agents.go:117 step: the elements of seat Deny are written here by append",
		},
		"agents/agents.go:165": {
			"agents/agents.go:164 step: the carrier is called here",
			"agents/agents.go:164 step: the clamps are applied here",
			"agents/agents.go:165 step: the elements of seat Tools are written here by agents.Enable",
		},
		"agents/agents.go:380": {
			"agents/agents.go:379 step: the carrier is called here",
			"agents/agents.go:379 step: the clamps are applied here",
			"agents/agents.go:380 step: the elements of seat Deny are written here by sort.Slice",
		},
		"wiring/wiring.go:40": {
			"wiring/wiring.go:39 step: the spec comes from here",
			"wiring/wiring.go:40 step: seat Tools is written here by agents.Enable, after the clamps",
			"wiring/wiring.go:41 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:101": {
			"wiring/wiring.go:100 step: the spec comes from here",
			"wiring/wiring.go:101 step: seat Deny is written here by sort.Strings, after the clamps",
			"wiring/wiring.go:102 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:195": {
			"wiring/wiring.go:194 step: the spec comes from here",
			"wiring/wiring.go:195 step: seat Deny is written here by sort.Sort, after the clamps",
			"wiring/wiring.go:196 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:75": {
			"agents/agents.go:74 step: the carrier is called here",
			"agents/agents.go:74 step: the clamps are applied here",
			"agents/agents.go:75 step: a carried seat is written here",
		},
		"wiring/wiring.go:86": {
			"wiring/wiring.go:85 step: the spec comes from here",
			"wiring/wiring.go:86 step: it is handed to interface method Filter through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:87 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:230": {
			"agents/agents.go:229 step: the carrier is called here",
			"agents/agents.go:229 step: the clamps are applied here",
			"agents/agents.go:230 step: the elements of seat Tools are written here by maps.Copy",
		},
		"agents/agents.go:238": {
			"agents/agents.go:237 step: the carrier is called here",
			"agents/agents.go:237 step: the clamps are applied here",
			"agents/agents.go:238 step: the elements of seat Deny are written here by slices.Sort",
		},
		"agents/agents.go:61": {
			"agents/agents.go:60 step: the carrier is called here",
			"agents/agents.go:60 step: the clamps are applied here",
			"agents/agents.go:61 step: a carried seat is written here",
		},
		"agents/agents.go:342": {
			"agents/agents.go:341 step: the carrier is called here",
		},
		"agents/agents.go:290": {
			"agents/agents.go:290 step: the elements of seat Deny are written by agents.forget, deferred here, when the function returns",
			"agents/agents.go:291 step: the carrier is called here",
			"agents/agents.go:291 step: the clamps are applied here",
		},
		"wiring/wiring.go:159": {
			"wiring/wiring.go:158 step: the spec comes from here",
			"wiring/wiring.go:159 step: seat Tools is written by the func literal made here, after the clamps",
			"wiring/wiring.go:160 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:166": {
			"wiring/wiring.go:165 step: the spec comes from here",
			"wiring/wiring.go:166 step: seat Deny is written by the func literal made here, after the clamps",
			"wiring/wiring.go:167 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:68": {
			"agents/agents.go:67 step: the carrier is called here",
			"agents/agents.go:67 step: the clamps are applied here",
			"agents/agents.go:68 step: a carried seat is written here",
		},
		"agents/agents.go:172": {
			"agents/agents.go:171 step: the carrier is called here",
			"agents/agents.go:171 step: the clamps are applied here",
			"agents/agents.go:172 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:194": {
			"agents/agents.go:193 step: the carrier is called here",
			"agents/agents.go:193 step: the clamps are applied here",
			"agents/agents.go:194 step: the spec is handed on here",
		},
		"wiring/wiring.go:79": {
			"wiring/wiring.go:78 step: the spec comes from here",
			"wiring/wiring.go:79 step: seat Deny is written here by forgetFrom, after the clamps",
			"wiring/wiring.go:80 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:211": {
			"agents/agents.go:210 step: the carrier is called here",
			"agents/agents.go:210 step: the clamps are applied here",
			"agents/agents.go:211 step: the elements of seat Tools are written here by agents.setAll",
		},
		"agents/agents.go:280": {
			"agents/agents.go:277 step: the carrier is called here",
			"agents/agents.go:277 step: the clamps are applied here",
		},
		"agents/agents.go:372": {
			"agents/agents.go:371 step: the carrier is called here",
			"agents/agents.go:371 step: the clamps are applied here",
			"agents/agents.go:372 step: the elements of seat Deny are written here by sort.Sort",
		},
		"wiring/wiring.go:26": {
			"wiring/wiring.go:25 step: the spec comes from here",
			"wiring/wiring.go:26 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:27 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:116": {
			"wiring/wiring.go:115 step: the spec comes from here",
			"wiring/wiring.go:116 step: seat Tools is written here by maps.Copy, after the clamps",
			"wiring/wiring.go:117 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:132": {
			"wiring/wiring.go:131 step: the spec comes from here",
			"wiring/wiring.go:132 step: seat Tools is written here by rules.Enable, after the clamps",
			"wiring/wiring.go:133 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:63": {
			"wiring/wiring.go:62 step: the spec comes from here",
			"wiring/wiring.go:63 step: seat Tools is written here by enableAll, after the clamps",
			"wiring/wiring.go:64 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:255": {
			"agents/agents.go:254 step: the carrier is called here",
			"agents/agents.go:254 step: the clamps are applied here",
			"agents/agents.go:255 step: the spec is handed on here",
		},
		"agents/agents.go:103": {
			"agents/agents.go:102 step: the carrier is called here",
			"agents/agents.go:102 step: the clamps are applied here",
			"agents/agents.go:103 step: the elements of seat Deny are written here by copy",
		},
		"agents/agents.go:267": {
			"agents/agents.go:265 step: the carrier is called here",
			"agents/agents.go:265 step: the clamps are applied here",
			"agents/agents.go:267 step: the elements of seat Deny are written here by agents.forget",
		},
		"wiring/wiring.go:180": {
			"wiring/wiring.go:179 step: the spec comes from here",
			"wiring/wiring.go:180 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"wiring/wiring.go:181 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:125": {
			"agents/agents.go:124 step: the carrier is called here",
			"agents/agents.go:124 step: the clamps are applied here",
			"agents/agents.go:125 step: the elements of seat Tools are written here by delete",
		},
		"agents/agents.go:313": {
			"agents/agents.go:312 step: the carrier is called here",
			"agents/agents.go:312 step: the clamps are applied here",
			"agents/agents.go:313 step: the elements of seat Tools are written here by rules.Enable",
		},
		"agents/agents.go:364": {
			"agents/agents.go:363 step: the carrier is called here",
			"agents/agents.go:363 step: the clamps are applied here",
			"agents/agents.go:364 step: the elements of seat Deny are written here by sort.Sort",
		},
		"wiring/wiring.go:123": {
			"wiring/wiring.go:122 step: the spec comes from here",
			"wiring/wiring.go:123 step: it is handed to lists.Count, out of view, through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:124 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:202": {
			"wiring/wiring.go:201 step: the spec comes from here",
			"wiring/wiring.go:202 step: seat Deny is written here by sort.StringSlice.Sort, after the clamps",
			"wiring/wiring.go:203 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:110": {
			"agents/agents.go:109 step: the carrier is called here",
			"agents/agents.go:109 step: the clamps are applied here",
			"agents/agents.go:110 step: the elements of seat Deny are written here by clear",
		},
		"agents/agents.go:278": {
			"agents/agents.go:277 step: the carrier is called here",
			"agents/agents.go:277 step: the clamps are applied here",
			"agents/agents.go:278 step: the elements of seat Deny are written here by agents.forget",
		},
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"runner/runner.go:282": {
			"runner/runner.go:280 step: the spec comes from here",
			"runner/runner.go:282 step: seat ReadDenyPatterns is written here through a pointer read from memory by the func literal made here, after the clamps",
			"runner/runner.go:283 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:262": {
			"runner/runner.go:260 step: the spec comes from here",
			"runner/runner.go:262 step: seat ReadDenyPatterns is written here through a pointer read from memory by the func literal made here, after the clamps",
			"runner/runner.go:263 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:187": {
			"runner/runner.go:186 step: the spec comes from here",
			"runner/runner.go:187 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:188 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:56": {
			"agents/agents.go:55 step: the carrier is called here",
			"agents/agents.go:55 step: the clamps are applied here",
			"agents/agents.go:56 step: a carried seat is written here",
		},
		"agents/agents.go:157": {
			"agents/agents.go:156 step: the carrier is called here",
			"agents/agents.go:156 step: the clamps are applied here",
			"agents/agents.go:157 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:266": {
			"agents/agents.go:264 step: the carrier is called here",
			"agents/agents.go:264 step: the clamps are applied here",
			"agents/agents.go:266 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:289": {
			"agents/agents.go:289 step: the elements of seat ReadDenyPatterns are written by agents.blank, deferred here, when the function returns",
			"agents/agents.go:290 step: the carrier is called here",
			"agents/agents.go:290 step: the clamps are applied here",
		},
		"agents/agents.go:362": {
			"agents/agents.go:361 step: the carrier is called here",
			"agents/agents.go:361 step: the clamps are applied here",
			"agents/agents.go:362 step: the elements of seat ReadDenyPatterns are written here by sort.Slice",
		},
		"runner/runner.go:249": {
			"runner/runner.go:248 step: the spec comes from here",
			"runner/runner.go:249 step: seat ReadDenyPatterns is written here by sort.Slice, after the clamps",
			"runner/runner.go:250 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:252": {
			"agents/agents.go:251 step: the carrier is called here",
			"agents/agents.go:251 step: the clamps are applied here",
			"agents/agents.go:252 step: the spec is handed on here",
		},
		"agents/agents.go:277": {
			"agents/agents.go:276 step: the carrier is called here",
			"agents/agents.go:276 step: the clamps are applied here",
			"agents/agents.go:277 step: the elements of seat ReadDenyPatterns are written here by agents.blank",
		},
		"agents/agents.go:279": {
			"agents/agents.go:276 step: the carrier is called here",
			"agents/agents.go:276 step: the clamps are applied here",
		},
		"agents/agents.go:342": {
			"agents/agents.go:341 step: the carrier is called here",
		},
		"runner/runner.go:62": {
			"runner/runner.go:61 step: the spec comes from here",
			"runner/runner.go:62 step: seat ReadDenyPatterns is written here by forget, after the clamps",
			"runner/runner.go:63 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:183": {
			"agents/agents.go:182 step: the carrier is called here",
			"agents/agents.go:182 step: the clamps are applied here",
			"agents/agents.go:183 step: the spec is handed on here",
		},
		"agents/agents.go:210": {
			"agents/agents.go:209 step: the carrier is called here",
			"agents/agents.go:209 step: the clamps are applied here",
			"agents/agents.go:210 step: the elements of seat ReadDenyPatterns are written here by agents.blankAll",
		},
		"runner/runner.go:29": {
			"runner/runner.go:28 step: the spec comes from here",
			"runner/runner.go:29 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:30 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:84": {
			"runner/runner.go:83 step: the spec comes from here",
			"runner/runner.go:84 step: it is handed to a func value through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:85 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:234": {
			"runner/runner.go:233 step: the spec comes from here",
			"runner/runner.go:234 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"runner/runner.go:235 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:147": {
			"runner/runner.go:146 step: the spec comes from here",
			"runner/runner.go:147 step: seat ReadDenyPatterns is written here by rules.DropFirst, after the clamps",
			"runner/runner.go:148 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:201": {
			"runner/runner.go:200 step: the spec comes from here",
			"runner/runner.go:201 step: it is handed to lists.Bag.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:202 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:77": {
			"runner/runner.go:70 step: the carrier is called here",
			"runner/runner.go:76 step: the clamps are applied here",
			"runner/runner.go:77 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"runner/runner.go:43": {
			"runner/runner.go:42 step: the spec comes from here",
			"runner/runner.go:43 step: seat ReadDenyPatterns is written here by agents.Blank, after the clamps",
			"runner/runner.go:44 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:131": {
			"runner/runner.go:130 step: the spec comes from here",
			"runner/runner.go:131 step: seat ReadDenyPatterns is written here by rules.Drop, after the clamps",
			"runner/runner.go:132 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:223": {
			"runner/runner.go:222 step: the spec comes from here",
			"runner/runner.go:223 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:224 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:180": {
			"runner/runner.go:179 step: the spec comes from here",
			"runner/runner.go:180 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:181 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:90": {
			"agents/agents.go:89 step: the carrier is called here",
			"agents/agents.go:89 step: the clamps are applied here",
			"agents/agents.go:90 step: the elements of seat ReadDenyPatterns are written here by copy",
		},
		"agents/agents.go:97": {
			"agents/agents.go:96 step: the carrier is called here",
			"agents/agents.go:96 step: the clamps are applied here",
			"agents/agents.go:97 step: the elements of seat ReadDenyPatterns are written here by clear",
		},
		"agents/agents.go:104": {
			"agents/agents.go:103 step: the carrier is called here",
			"agents/agents.go:103 step: the clamps are applied here",
			"agents/agents.go:104 step: the elements of seat ReadDenyPatterns are written here by append",
		},
		"agents/agents.go:313": {
			"agents/agents.go:312 step: the carrier is called here",
			"agents/agents.go:312 step: the clamps are applied here",
			"agents/agents.go:313 step: the elements of seat ReadDenyPatterns are written here by rules.Drop",
		},
		"runner/runner.go:99": {
			"runner/runner.go:98 step: the spec comes from here",
			"runner/runner.go:99 step: seat ReadDenyPatterns is written here by slices.Reverse, after the clamps",
			"runner/runner.go:100 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:212": {
			"runner/runner.go:211 step: the spec comes from here",
			"runner/runner.go:212 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:213 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:63": {
			"agents/agents.go:62 step: the carrier is called here",
			"agents/agents.go:62 step: the clamps are applied here",
			"agents/agents.go:63 step: a carried seat is written here",
		},
		"agents/agents.go:165": {
			"agents/agents.go:164 step: the carrier is called here",
			"agents/agents.go:164 step: the clamps are applied here",
			"agents/agents.go:165 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"agents/agents.go:222": {
			"agents/agents.go:221 step: the carrier is called here",
			"agents/agents.go:221 step: the clamps are applied here",
			"agents/agents.go:222 step: the elements of seat ReadDenyPatterns are written here by slices.Reverse",
		},
		"runner/runner.go:115": {
			"runner/runner.go:114 step: the spec comes from here",
			"runner/runner.go:115 step: it is handed to lists.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:116 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:194": {
			"runner/runner.go:193 step: the spec comes from here",
			"runner/runner.go:194 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:195 step: the spec reaches spawn sink Start here",
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
