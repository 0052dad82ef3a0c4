package constructors

// The related locations of the scenarios that the mutation tests of the
// dataflow added (constructors_seeded_*), pinned beside the others of
// relatedWant so that TestRelatedLocations checks them both ways.
func init() {
	relatedWant["constructors_seeded_seat_element_own"] = map[string][]string{
		"wiring/wiring.go:220": {
			"wiring/wiring.go:219 step: the spec comes from here",
			"wiring/wiring.go:220 step: seat Deny is written here by orderAny, after the clamps",
			"wiring/wiring.go:221 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:297": {
			"wiring/wiring.go:296 step: the spec comes from here",
			"wiring/wiring.go:297 step: seat Deny is written here by a func literal, after the clamps",
			"wiring/wiring.go:298 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:315": {
			"wiring/wiring.go:315 step: the spec comes from here",
			"wiring/wiring.go:316 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:243": {
			"wiring/wiring.go:241 step: the spec comes from here",
			"wiring/wiring.go:243 step: seat Deny is written here through a pointer read from memory by the func literal handed here, after the clamps",
			"wiring/wiring.go:244 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:280": {
			"wiring/wiring.go:279 step: the spec comes from here",
			"wiring/wiring.go:280 step: it is handed on as an interface (agents.Decode) here, after the clamps: any seat may be written",
			"wiring/wiring.go:281 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:261": {
			"wiring/wiring.go:260 step: the spec comes from here",
			"wiring/wiring.go:261 step: it is handed on as an interface (reflect.ValueOf) here, after the clamps: any seat may be written",
			"wiring/wiring.go:263 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:333": {
			"wiring/wiring.go:330 step: the spec comes from here",
			"wiring/wiring.go:333 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:335 step: the spec reaches spawn sink sink.Run here",
		},
		"agents/agents.go:195": {
			"agents/agents.go:194 step: the carrier is called here",
			"agents/agents.go:194 step: the clamps are applied here",
			"agents/agents.go:195 step: the spec is handed on here",
		},
		"agents/agents.go:281": {
			"agents/agents.go:278 step: the carrier is called here",
			"agents/agents.go:278 step: the clamps are applied here",
		},
		"agents/agents.go:314": {
			"agents/agents.go:313 step: the carrier is called here",
			"agents/agents.go:313 step: the clamps are applied here",
			"agents/agents.go:314 step: the elements of seat Tools are written here by rules.Enable",
		},
		"agents/agents.go:62": {
			"agents/agents.go:61 step: the carrier is called here",
			"agents/agents.go:61 step: the clamps are applied here",
			"agents/agents.go:62 step: a carried seat is written here",
		},
		"agents/agents.go:104": {
			"agents/agents.go:103 step: the carrier is called here",
			"agents/agents.go:103 step: the clamps are applied here",
			"agents/agents.go:104 step: the elements of seat Deny are written here by copy",
		},
		"agents/agents.go:118": {
			"agents/agents.go:117 step: the carrier is called here",
			"agents/agents.go:117 step: the clamps are applied here",
			"agents/agents.go:118 step: the elements of seat Deny are written here by append",
		},
		"agents/agents.go:173": {
			"agents/agents.go:172 step: the carrier is called here",
			"agents/agents.go:172 step: the clamps are applied here",
			"agents/agents.go:173 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:239": {
			"agents/agents.go:238 step: the carrier is called here",
			"agents/agents.go:238 step: the clamps are applied here",
			"agents/agents.go:239 step: the elements of seat Deny are written here by slices.Sort",
		},
		"agents/agents.go:256": {
			"agents/agents.go:255 step: the carrier is called here",
			"agents/agents.go:255 step: the clamps are applied here",
			"agents/agents.go:256 step: the spec is handed on here",
		},
		"agents/agents.go:111": {
			"agents/agents.go:110 step: the carrier is called here",
			"agents/agents.go:110 step: the clamps are applied here",
			"agents/agents.go:111 step: the elements of seat Deny are written here by clear",
		},
		"agents/agents.go:231": {
			"agents/agents.go:230 step: the carrier is called here",
			"agents/agents.go:230 step: the clamps are applied here",
			"agents/agents.go:231 step: the elements of seat Tools are written here by maps.Copy",
		},
		"agents/agents.go:268": {
			"agents/agents.go:266 step: the carrier is called here",
			"agents/agents.go:266 step: the clamps are applied here",
			"agents/agents.go:268 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:291": {
			"agents/agents.go:291 step: the elements of seat Deny are written by agents.forget, deferred here, when the function returns",
			"agents/agents.go:292 step: the carrier is called here",
			"agents/agents.go:292 step: the clamps are applied here",
		},
		"agents/agents.go:365": {
			"agents/agents.go:364 step: the carrier is called here",
			"agents/agents.go:364 step: the clamps are applied here",
			"agents/agents.go:365 step: the elements of seat Deny are written here by sort.Sort",
		},
		"agents/agents.go:212": {
			"agents/agents.go:211 step: the carrier is called here",
			"agents/agents.go:211 step: the clamps are applied here",
			"agents/agents.go:212 step: the elements of seat Tools are written here by agents.setAll",
		},
		"agents/agents.go:381": {
			"agents/agents.go:380 step: the carrier is called here",
			"agents/agents.go:380 step: the clamps are applied here",
			"agents/agents.go:381 step: the elements of seat Deny are written here by sort.Slice",
		},
		"agents/agents.go:373": {
			"agents/agents.go:372 step: the carrier is called here",
			"agents/agents.go:372 step: the clamps are applied here",
			"agents/agents.go:373 step: the elements of seat Deny are written here by sort.Sort",
		},
		"agents/agents.go:69": {
			"agents/agents.go:68 step: the carrier is called here",
			"agents/agents.go:68 step: the clamps are applied here",
			"agents/agents.go:69 step: a carried seat is written here",
		},
		"agents/agents.go:76": {
			"agents/agents.go:75 step: the carrier is called here",
			"agents/agents.go:75 step: the clamps are applied here",
			"agents/agents.go:76 step: a carried seat is written here",
		},
		"agents/agents.go:279": {
			"agents/agents.go:278 step: the carrier is called here",
			"agents/agents.go:278 step: the clamps are applied here",
			"agents/agents.go:279 step: the elements of seat Deny are written here by agents.forget",
		},
		"agents/agents.go:343": {
			"agents/agents.go:342 step: the carrier is called here",
		},
		"agents/agents.go:166": {
			"agents/agents.go:165 step: the carrier is called here",
			"agents/agents.go:165 step: the clamps are applied here",
			"agents/agents.go:166 step: the elements of seat Tools are written here by agents.Enable",
		},
		"agents/agents.go:126": {
			"agents/agents.go:125 step: the carrier is called here",
			"agents/agents.go:125 step: the clamps are applied here",
			"agents/agents.go:126 step: the elements of seat Tools are written here by delete",
		},
		"wiring/wiring.go:41": {
			"wiring/wiring.go:40 step: the spec comes from here",
			"wiring/wiring.go:41 step: seat Tools is written here by agents.Enable, after the clamps",
			"wiring/wiring.go:42 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:203": {
			"wiring/wiring.go:202 step: the spec comes from here",
			"wiring/wiring.go:203 step: seat Deny is written here by sort.StringSlice.Sort, after the clamps",
			"wiring/wiring.go:204 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:124": {
			"wiring/wiring.go:123 step: the spec comes from here",
			"wiring/wiring.go:124 step: it is handed to lists.Count, out of view, through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:125 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:87": {
			"wiring/wiring.go:86 step: the spec comes from here",
			"wiring/wiring.go:87 step: it is handed to interface method Filter through seat Tools here, after the clamps: its elements may be written",
			"wiring/wiring.go:88 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:117": {
			"wiring/wiring.go:116 step: the spec comes from here",
			"wiring/wiring.go:117 step: seat Tools is written here by maps.Copy, after the clamps",
			"wiring/wiring.go:118 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:133": {
			"wiring/wiring.go:132 step: the spec comes from here",
			"wiring/wiring.go:133 step: seat Tools is written here by rules.Enable, after the clamps",
			"wiring/wiring.go:134 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:181": {
			"wiring/wiring.go:180 step: the spec comes from here",
			"wiring/wiring.go:181 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"wiring/wiring.go:182 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:64": {
			"wiring/wiring.go:63 step: the spec comes from here",
			"wiring/wiring.go:64 step: seat Tools is written here by enableAll, after the clamps",
			"wiring/wiring.go:65 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:167": {
			"wiring/wiring.go:166 step: the spec comes from here",
			"wiring/wiring.go:167 step: seat Deny is written by the func literal made here, after the clamps",
			"wiring/wiring.go:168 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:196": {
			"wiring/wiring.go:195 step: the spec comes from here",
			"wiring/wiring.go:196 step: seat Deny is written here by sort.Sort, after the clamps",
			"wiring/wiring.go:197 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:27": {
			"wiring/wiring.go:26 step: the spec comes from here",
			"wiring/wiring.go:27 step: seat Tools is written here, after the clamps",
			"wiring/wiring.go:28 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:102": {
			"wiring/wiring.go:101 step: the spec comes from here",
			"wiring/wiring.go:102 step: seat Deny is written here by sort.Strings, after the clamps",
			"wiring/wiring.go:103 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:160": {
			"wiring/wiring.go:159 step: the spec comes from here",
			"wiring/wiring.go:160 step: seat Tools is written by the func literal made here, after the clamps",
			"wiring/wiring.go:161 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:80": {
			"wiring/wiring.go:79 step: the spec comes from here",
			"wiring/wiring.go:80 step: seat Deny is written here by forgetFrom, after the clamps",
			"wiring/wiring.go:81 step: the spec reaches spawn sink sink.Run here",
		},
	}
	relatedWant["constructors_seeded_seat_element_policy"] = map[string][]string{
		"runner/runner.go:286": {
			"runner/runner.go:284 step: the spec comes from here",
			"runner/runner.go:286 step: seat ReadDenyPatterns is written here through a pointer read from memory by the func literal made here, after the clamps",
			"runner/runner.go:287 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:345": {
			"runner/runner.go:344 step: the spec comes from here",
			"runner/runner.go:345 step: it is handed on as an interface (decodeInto) here, after the clamps: any seat may be written",
			"runner/runner.go:346 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:403": {
			"runner/runner.go:401 step: the spec comes from here",
			"runner/runner.go:403 step: seat ReadFace is written here, after the clamps",
			"runner/runner.go:404 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:371": {
			"agents/agents.go:370 step: the carrier is called here",
			"agents/agents.go:370 step: the clamps are applied here",
			"agents/agents.go:371 step: the elements of seat ReadDenyPatterns are written here by sort.Sort",
		},
		"runner/runner.go:385": {
			"runner/runner.go:385 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:265": {
			"runner/runner.go:264 step: the spec comes from here",
			"runner/runner.go:265 step: seat ReadDenyPatterns is written here by sort.Sort, after the clamps",
			"runner/runner.go:266 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:306": {
			"runner/runner.go:304 step: the spec comes from here",
			"runner/runner.go:306 step: seat ReadDenyPatterns is written here through a pointer read from memory by the func literal made here, after the clamps",
			"runner/runner.go:307 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:364": {
			"runner/runner.go:362 step: the spec comes from here",
			"runner/runner.go:364 step: seat ReadFace is written here by a func literal, after the clamps",
			"runner/runner.go:365 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:320": {
			"runner/runner.go:319 step: the spec comes from here",
			"runner/runner.go:320 step: it is handed on as an interface (reflect.ValueOf) here, after the clamps: any seat may be written",
			"runner/runner.go:321 step: the spec reaches spawn sink Start here",
		},
		"agents/agents.go:389": {
			"agents/agents.go:388 step: the carrier is called here",
			"agents/agents.go:388 step: the clamps are applied here",
			"agents/agents.go:389 step: the elements of seat ReadDenyPatterns are written here by agents.orderAny",
		},
		"runner/runner.go:63": {
			"runner/runner.go:62 step: the spec comes from here",
			"runner/runner.go:63 step: seat ReadDenyPatterns is written here by forget, after the clamps",
			"runner/runner.go:64 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:132": {
			"runner/runner.go:131 step: the spec comes from here",
			"runner/runner.go:132 step: seat ReadDenyPatterns is written here by rules.Drop, after the clamps",
			"runner/runner.go:133 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:213": {
			"runner/runner.go:212 step: the spec comes from here",
			"runner/runner.go:213 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:214 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:202": {
			"runner/runner.go:201 step: the spec comes from here",
			"runner/runner.go:202 step: it is handed to lists.Bag.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:203 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:224": {
			"runner/runner.go:223 step: the spec comes from here",
			"runner/runner.go:224 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:225 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:44": {
			"runner/runner.go:43 step: the spec comes from here",
			"runner/runner.go:44 step: seat ReadDenyPatterns is written here by agents.Blank, after the clamps",
			"runner/runner.go:45 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:235": {
			"runner/runner.go:234 step: the spec comes from here",
			"runner/runner.go:235 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"runner/runner.go:236 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:100": {
			"runner/runner.go:99 step: the spec comes from here",
			"runner/runner.go:100 step: seat ReadDenyPatterns is written here by slices.Reverse, after the clamps",
			"runner/runner.go:101 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:116": {
			"runner/runner.go:115 step: the spec comes from here",
			"runner/runner.go:116 step: it is handed to lists.Len, out of view, through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:117 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:85": {
			"runner/runner.go:84 step: the spec comes from here",
			"runner/runner.go:85 step: it is handed to a func value through seat ReadDenyPatterns here, after the clamps: its elements may be written",
			"runner/runner.go:86 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:181": {
			"runner/runner.go:180 step: the spec comes from here",
			"runner/runner.go:181 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:182 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:188": {
			"runner/runner.go:187 step: the spec comes from here",
			"runner/runner.go:188 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:189 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:195": {
			"runner/runner.go:194 step: the spec comes from here",
			"runner/runner.go:195 step: seat ReadDenyPatterns is written by the func literal made here, after the clamps",
			"runner/runner.go:196 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:250": {
			"runner/runner.go:249 step: the spec comes from here",
			"runner/runner.go:250 step: seat ReadDenyPatterns is written here by sort.Slice, after the clamps",
			"runner/runner.go:251 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:148": {
			"runner/runner.go:147 step: the spec comes from here",
			"runner/runner.go:148 step: seat ReadDenyPatterns is written here by rules.DropFirst, after the clamps",
			"runner/runner.go:149 step: the spec reaches spawn sink Start here",
		},
		"runner/runner.go:78": {
			"runner/runner.go:71 step: the carrier is called here",
			"runner/runner.go:77 step: the clamps are applied here",
			"runner/runner.go:78 step: the elements of seat ReadDenyPatterns are written here by agents.Blank",
		},
		"runner/runner.go:30": {
			"runner/runner.go:29 step: the spec comes from here",
			"runner/runner.go:30 step: seat ReadDenyPatterns is written here, after the clamps",
			"runner/runner.go:31 step: the spec reaches spawn sink Start here",
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
