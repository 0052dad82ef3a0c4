package constructors

import (
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/testkit/relatedlocs"
)

// relatedWant pins the related locations of every finding, in every
// constructors scenario, that carries any: the scenario, the finding's
// place ("dir/file.go:line"), and its related locations in order, each
// "dir/file.go:line message". A finding is named by its place, not its
// message, so that rewording a message does not move the pins.
var relatedWant = relatedlocs.Pins{
	"constructors_loosened_policy": {
		"wiring/wiring.go:934": {
			"wiring/wiring.go:929 step: the spec comes from here",
			"wiring/wiring.go:933 step: it is sent here, to the receive that hands it on",
			"wiring/wiring.go:934 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:925 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:1065": {
			"wiring/wiring.go:1060 step: the spec comes from here",
			"wiring/wiring.go:1064 step: it is sent here, to the receive that hands it on",
			"wiring/wiring.go:1065 step: seat ReadFace is written here, after the clamps",
			"wiring/wiring.go:1056 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:847": {
			"wiring/wiring.go:843 step: the spec comes from here",
			"wiring/wiring.go:847 step: seat ReadFace is written here, after the clamps",
			"wiring/wiring.go:848 step: the func literal that hands it on is made here",
			"wiring/wiring.go:848 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:837": {
			"wiring/wiring.go:828 step: the spec comes from here",
			"wiring/wiring.go:833 step: the func literal that hands it on is made here",
			"wiring/wiring.go:837 step: seat HandsReadOnly is written here, after the clamps",
			"wiring/wiring.go:835 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:1003": {
			"wiring/wiring.go:998 step: the spec comes from here",
			"wiring/wiring.go:1003 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:1002 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:993": {
			"wiring/wiring.go:988 step: the spec comes from here",
			"wiring/wiring.go:993 step: seat WriteFace is written here, after the clamps",
			"wiring/wiring.go:992 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:960": {
			"wiring/wiring.go:960 step: the spec comes from here",
			"wiring/wiring.go:961 step: the spec reaches spawn sink runner.Start here",
		},
		"wiring/wiring.go:948": {
			"wiring/wiring.go:948 step: the spec comes from here",
			"wiring/wiring.go:948 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:801": {
			"wiring/wiring.go:796 step: the spec comes from here",
			"wiring/wiring.go:801 step: seat WriteFace is written here, after the clamps",
			"wiring/wiring.go:803 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:788": {
			"wiring/wiring.go:783 step: the spec comes from here",
			"wiring/wiring.go:788 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:790 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:473": {
			"wiring/wiring.go:471 step: the spec comes from here",
			"wiring/wiring.go:473 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:474 step: the spec reaches spawn sink runner.Start here",
		},
		"wiring/wiring.go:69": {
			"wiring/wiring.go:69 step: the spec comes from here",
			"wiring/wiring.go:70 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:138": {
			"wiring/wiring.go:137 step: the spec comes from here",
			"wiring/wiring.go:138 step: seat ReadFace is written here by helpers.Open, after the clamps",
			"wiring/wiring.go:139 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:149": {
			"wiring/wiring.go:145 step: the spec comes from here",
			"wiring/wiring.go:149 step: seat ReadFace is written here by helpers.Grant, after the clamps",
			"wiring/wiring.go:150 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:256": {
			"wiring/wiring.go:252 step: the spec comes from here",
			"wiring/wiring.go:256 step: the spec is stored whole here by helpers.Put, after the clamps",
			"wiring/wiring.go:257 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:277": {
			"wiring/wiring.go:276 step: the spec comes from here",
			"wiring/wiring.go:277 step: seat ReadFace is written here, after the clamps",
			"wiring/wiring.go:278 step: the spec reaches spawn sink runner.Execute here",
		},
		"wiring/wiring.go:393": {
			"wiring/wiring.go:389 step: the spec comes from here",
			"wiring/wiring.go:393 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"wiring/wiring.go:394 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:454": {
			"wiring/wiring.go:450 step: the spec comes from here",
			"wiring/wiring.go:454 step: it is handed to a method out of view (helpers.Tuner.Tune) here, after the clamps: any seat may be written",
			"wiring/wiring.go:455 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:687": {
			"wiring/wiring.go:682 step: the spec comes from here",
			"wiring/wiring.go:687 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:688 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:156": {
			"wiring/wiring.go:155 step: the spec comes from here",
			"wiring/wiring.go:156 step: seat WriteFace is written here by helpers.Hold.Widen, after the clamps",
			"wiring/wiring.go:157 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:711": {
			"wiring/wiring.go:707 step: the spec comes from here",
			"wiring/wiring.go:711 step: seat WriteFace is written here by agents.PairedLeg, after the clamps",
			"wiring/wiring.go:712 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:745": {
			"wiring/wiring.go:745 step: the spec comes from here",
			"wiring/wiring.go:745 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:305": {
			"wiring/wiring.go:301 step: the spec comes from here",
			"wiring/wiring.go:305 step: it is handed to a func value here, after the clamps: any seat may be written",
			"wiring/wiring.go:306 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:326": {
			"wiring/wiring.go:322 step: the spec comes from here",
			"wiring/wiring.go:326 step: it is handed to a channel here, after the clamps: any seat may be written",
			"wiring/wiring.go:327 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:360": {
			"wiring/wiring.go:356 step: the spec comes from here",
			"wiring/wiring.go:360 step: seat WriteFace is written here by an implementation of helpers.Preparer.Prepare, after the clamps",
			"wiring/wiring.go:361 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:542": {
			"wiring/wiring.go:537 step: the spec comes from here",
			"wiring/wiring.go:542 step: seat ReadFace is written here through a pointer read from memory by helpers.Grant, after the clamps",
			"wiring/wiring.go:543 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:607": {
			"wiring/wiring.go:602 step: the spec comes from here",
			"wiring/wiring.go:607 step: seat ReadFace is written here through a pointer read from memory by widenLast, after the clamps",
			"wiring/wiring.go:608 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:42": {
			"wiring/wiring.go:37 step: the spec comes from here",
			"wiring/wiring.go:42 step: seat WriteFace is written here, after the clamps",
			"wiring/wiring.go:43 step: the spec reaches spawn sink runner.Execute here",
		},
		"wiring/wiring.go:131": {
			"wiring/wiring.go:131 step: the spec comes from here",
			"wiring/wiring.go:131 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:201": {
			"wiring/wiring.go:203 step: the spec comes from here",
			"wiring/wiring.go:201 step: seat ReadFace is written here, after the clamps",
			"wiring/wiring.go:204 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:219": {
			"wiring/wiring.go:221 step: the spec comes from here",
			"wiring/wiring.go:219 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:222 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:528": {
			"wiring/wiring.go:523 step: the spec comes from here",
			"wiring/wiring.go:528 step: seat ReadDenyPatterns is written here through a pointer read from memory, after the clamps",
			"wiring/wiring.go:529 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:665": {
			"wiring/wiring.go:661 step: the spec comes from here",
			"wiring/wiring.go:665 step: seat ReadDenyPatterns is written here by clear, after the clamps",
			"wiring/wiring.go:666 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:725": {
			"wiring/wiring.go:724 step: the spec comes from here",
			"wiring/wiring.go:725 step: seat WriteFace is written here, after the clamps",
			"wiring/wiring.go:729 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:49": {
			"wiring/wiring.go:48 step: the spec comes from here",
			"wiring/wiring.go:49 step: seat HandsReadOnly is written here, after the clamps",
			"wiring/wiring.go:50 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:246": {
			"wiring/wiring.go:242 step: the spec comes from here",
			"wiring/wiring.go:246 step: the spec is stored whole here by helpers.Reset, after the clamps",
			"wiring/wiring.go:247 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:498": {
			"wiring/wiring.go:498 step: the spec comes from here",
			"wiring/wiring.go:502 step: the spec reaches spawn sink runner.Start here",
		},
		"wiring/wiring.go:516": {
			"wiring/wiring.go:511 step: the spec comes from here",
			"wiring/wiring.go:516 step: seat WriteFace is written here through a pointer read from memory, after the clamps",
			"wiring/wiring.go:517 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:620": {
			"wiring/wiring.go:615 step: the spec comes from here",
			"wiring/wiring.go:620 step: seat WriteFace is written here through a pointer read from memory by helpers.WidenEvery, after the clamps",
			"wiring/wiring.go:621 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:655": {
			"wiring/wiring.go:651 step: the spec comes from here",
			"wiring/wiring.go:655 step: seat ReadDenyPatterns is written here by copy, after the clamps",
			"wiring/wiring.go:656 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:75": {
			"wiring/wiring.go:74 step: the spec comes from here",
			"wiring/wiring.go:75 step: seat InteractiveTools is written here, after the clamps",
			"wiring/wiring.go:76 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:383": {
			"wiring/wiring.go:379 step: the spec comes from here",
			"wiring/wiring.go:383 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"wiring/wiring.go:384 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:676": {
			"wiring/wiring.go:672 step: the spec comes from here",
			"wiring/wiring.go:676 step: seat ReadDenyPatterns is written here by append, after the clamps",
			"wiring/wiring.go:677 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:31": {
			"wiring/wiring.go:27 step: the spec comes from here",
			"wiring/wiring.go:31 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:32 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:349": {
			"wiring/wiring.go:345 step: the spec comes from here",
			"wiring/wiring.go:349 step: it is handed on unfollowed by configure here, after the clamps: any seat may be written",
			"wiring/wiring.go:350 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:581": {
			"wiring/wiring.go:576 step: the spec comes from here",
			"wiring/wiring.go:581 step: seat WriteFace is written here through a pointer read from memory by widenKept, after the clamps",
			"wiring/wiring.go:582 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:59": {
			"wiring/wiring.go:55 step: the spec comes from here",
			"wiring/wiring.go:59 step: seat ReadDenyPatterns is written here, after the clamps",
			"wiring/wiring.go:60 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:163": {
			"wiring/wiring.go:162 step: the spec comes from here",
			"wiring/wiring.go:163 step: seat ReadFace is written here by helpers.Grant, after the clamps",
			"wiring/wiring.go:164 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:419": {
			"wiring/wiring.go:414 step: the spec comes from here",
			"wiring/wiring.go:419 step: it is stored as a pointer here, after the clamps: any seat may be written",
			"wiring/wiring.go:421 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
	},
	"constructors_loosened_own": {
		"wiring/wiring.go:633": {
			"wiring/wiring.go:631 step: the spec comes from here",
			"wiring/wiring.go:632 step: the func literal that hands it on is made here",
			"wiring/wiring.go:633 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:632 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:670": {
			"wiring/wiring.go:668 step: the spec comes from here",
			"wiring/wiring.go:669 step: it is sent here, to the receive that hands it on",
			"wiring/wiring.go:670 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:664 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:599": {
			"wiring/wiring.go:598 step: the spec comes from here",
			"wiring/wiring.go:599 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:600 step: the func literal that hands it on is made here",
			"wiring/wiring.go:600 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:593": {
			"wiring/wiring.go:591 step: the spec comes from here",
			"wiring/wiring.go:592 step: the func literal that hands it on is made here",
			"wiring/wiring.go:593 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:592 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:746": {
			"wiring/wiring.go:746 step: the spec comes from here",
			"wiring/wiring.go:747 step: the spec reaches spawn sink sink.Start here",
		},
		"wiring/wiring.go:703": {
			"wiring/wiring.go:701 step: the spec comes from here",
			"wiring/wiring.go:703 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:702 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:710": {
			"wiring/wiring.go:708 step: the spec comes from here",
			"wiring/wiring.go:710 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:709 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:680": {
			"wiring/wiring.go:680 step: the spec comes from here",
			"wiring/wiring.go:681 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:692": {
			"wiring/wiring.go:692 step: the spec comes from here",
			"wiring/wiring.go:692 step: the spec reaches spawn sink sink.Start here",
		},
		"wiring/wiring.go:568": {
			"wiring/wiring.go:566 step: the spec comes from here",
			"wiring/wiring.go:568 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:570 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:558": {
			"wiring/wiring.go:556 step: the spec comes from here",
			"wiring/wiring.go:558 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:560 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:205": {
			"wiring/wiring.go:204 step: the spec comes from here",
			"wiring/wiring.go:205 step: it is handed to a func value here, after the clamps: any seat may be written",
			"wiring/wiring.go:206 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:339": {
			"wiring/wiring.go:338 step: the spec comes from here",
			"wiring/wiring.go:339 step: it is handed on unfollowed by keepSpec here, after the clamps: any seat may be written",
			"wiring/wiring.go:340 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:497": {
			"wiring/wiring.go:494 step: the spec comes from here",
			"wiring/wiring.go:497 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:499 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:515": {
			"wiring/wiring.go:514 step: the spec comes from here",
			"wiring/wiring.go:515 step: seat Deny is written here by lanes.Paired, after the clamps",
			"wiring/wiring.go:516 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:298": {
			"wiring/wiring.go:297 step: the spec comes from here",
			"wiring/wiring.go:298 step: it is handed on unfollowed by decodeInto here, after the clamps: any seat may be written",
			"wiring/wiring.go:299 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:364": {
			"wiring/wiring.go:362 step: the spec comes from here",
			"wiring/wiring.go:364 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:365 step: the spec reaches spawn sink sink.Start here",
		},
		"wiring/wiring.go:389": {
			"wiring/wiring.go:389 step: the spec comes from here",
			"wiring/wiring.go:393 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:458": {
			"wiring/wiring.go:456 step: the spec comes from here",
			"wiring/wiring.go:458 step: seat Deny is written here through a pointer read from memory by keeper.open, after the clamps",
			"wiring/wiring.go:459 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:474": {
			"wiring/wiring.go:473 step: the spec comes from here",
			"wiring/wiring.go:474 step: seat Deny is written here by copy, after the clamps",
			"wiring/wiring.go:475 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:47": {
			"wiring/wiring.go:45 step: the spec comes from here",
			"wiring/wiring.go:47 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:49 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:106": {
			"wiring/wiring.go:104 step: the spec comes from here",
			"wiring/wiring.go:106 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:107 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:134": {
			"wiring/wiring.go:133 step: the spec comes from here",
			"wiring/wiring.go:134 step: seat Deny is written here by denyLater, after the clamps",
			"wiring/wiring.go:135 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:280": {
			"wiring/wiring.go:280 step: the spec comes from here",
			"wiring/wiring.go:281 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:347": {
			"wiring/wiring.go:346 step: the spec comes from here",
			"wiring/wiring.go:347 step: it is handed to a method out of view (hold.Tuner.Tune) here, after the clamps: any seat may be written",
			"wiring/wiring.go:348 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:410": {
			"wiring/wiring.go:408 step: the spec comes from here",
			"wiring/wiring.go:410 step: seat ReadOnly is written here through a pointer read from memory by hold.Widener.Adjust, after the clamps",
			"wiring/wiring.go:411 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:481": {
			"wiring/wiring.go:480 step: the spec comes from here",
			"wiring/wiring.go:481 step: seat Deny is written here by clear, after the clamps",
			"wiring/wiring.go:482 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:114": {
			"wiring/wiring.go:113 step: the spec comes from here",
			"wiring/wiring.go:114 step: the spec reaches spawn sink sink.Run here",
		},
		"relay/relay.go:15": {
			"relay/relay.go:14 step: the spec comes from here",
			"relay/relay.go:15 step: seat ReadOnly is written here, after the clamps",
			"relay/relay.go:16 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:488": {
			"wiring/wiring.go:487 step: the spec comes from here",
			"wiring/wiring.go:488 step: seat Deny is written here by append, after the clamps",
			"wiring/wiring.go:489 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:127": {
			"wiring/wiring.go:126 step: the spec comes from here",
			"wiring/wiring.go:127 step: seat Deny is written here by deny, after the clamps",
			"wiring/wiring.go:128 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:271": {
			"wiring/wiring.go:270 step: the spec comes from here",
			"wiring/wiring.go:271 step: seat Deny is written here by an implementation of trimmer.trim, after the clamps",
			"wiring/wiring.go:272 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:314": {
			"wiring/wiring.go:313 step: the spec comes from here",
			"wiring/wiring.go:314 step: it is stored as a pointer here, after the clamps: any seat may be written",
			"wiring/wiring.go:317 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:532": {
			"wiring/wiring.go:532 step: the spec comes from here",
			"wiring/wiring.go:534 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:540": {
			"wiring/wiring.go:540 step: the spec comes from here",
			"wiring/wiring.go:541 step: the spec reaches spawn sink sink.Run here",
		},
		"relay/relay.go:27": {
			"relay/relay.go:26 step: the spec comes from here",
			"relay/relay.go:27 step: seat ReadOnly is written here by hold.Job.Open, after the clamps",
			"relay/relay.go:28 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:91": {
			"wiring/wiring.go:91 step: the spec comes from here",
			"wiring/wiring.go:92 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:190": {
			"wiring/wiring.go:189 step: the spec comes from here",
			"wiring/wiring.go:190 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:191 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:238": {
			"wiring/wiring.go:237 step: the spec comes from here",
			"wiring/wiring.go:238 step: it is handed to a channel here, after the clamps: any seat may be written",
			"wiring/wiring.go:239 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:246": {
			"wiring/wiring.go:245 step: the spec comes from here",
			"wiring/wiring.go:246 step: seat ReadOnly is written here by an implementation of hold.Adjuster.Adjust, after the clamps",
			"wiring/wiring.go:247 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:433": {
			"wiring/wiring.go:431 step: the spec comes from here",
			"wiring/wiring.go:433 step: seat Deny is written here through a pointer read from memory by clearKeyed, after the clamps",
			"wiring/wiring.go:434 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:32": {
			"wiring/wiring.go:31 step: the spec comes from here",
			"wiring/wiring.go:32 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:33 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:231": {
			"wiring/wiring.go:230 step: the spec comes from here",
			"wiring/wiring.go:231 step: it is handed on unfollowed by configure here, after the clamps: any seat may be written",
			"wiring/wiring.go:232 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:287": {
			"wiring/wiring.go:286 step: the spec comes from here",
			"wiring/wiring.go:287 step: it is handed on as an interface (json.Unmarshal) here, after the clamps: any seat may be written",
			"wiring/wiring.go:288 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:401": {
			"wiring/wiring.go:399 step: the spec comes from here",
			"wiring/wiring.go:401 step: seat Deny is written here through a pointer read from memory, after the clamps",
			"wiring/wiring.go:402 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:39": {
			"wiring/wiring.go:38 step: the spec comes from here",
			"wiring/wiring.go:39 step: seat Deny is written here, after the clamps",
			"wiring/wiring.go:40 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:54": {
			"wiring/wiring.go:53 step: the spec comes from here",
			"wiring/wiring.go:54 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:55 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:61": {
			"wiring/wiring.go:61 step: the spec comes from here",
			"wiring/wiring.go:63 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:160": {
			"wiring/wiring.go:163 step: the spec comes from here",
			"wiring/wiring.go:160 step: seat Deny is written here by deny, after the clamps",
			"wiring/wiring.go:163 step: the spec reaches spawn sink sink.Run here",
		},
	},
	"constructors_loosened_module_own": {
		"wiring/wiring.go:15": {
			"wiring/wiring.go:15 step: the spec comes from here",
			"wiring/wiring.go:16 step: the spec reaches spawn sink sink.Run here",
		},
	},
	"constructors_loosened_module_policy": {
		"wiring/wiring.go:15": {
			"wiring/wiring.go:15 step: the spec comes from here",
			"wiring/wiring.go:15 step: the spec reaches spawn sink runner.Start here",
		},
	},
	"constructors_inplace_own": {
		"wiring/wiring.go:51": {
			"wiring/wiring.go:49 step: the spec comes from here",
			"wiring/wiring.go:51 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:52 step: the spec reaches spawn sink sink.Runner.Start here",
		},
		"wiring/wiring.go:59": {
			"wiring/wiring.go:59 step: the spec comes from here",
			"wiring/wiring.go:63 step: the spec reaches spawn sink sink.Runner.Start here",
		},
	},
	"constructors_inplace_policy": {
		"wiring/wiring.go:86": {
			"wiring/wiring.go:86 step: the spec comes from here",
			"wiring/wiring.go:90 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
		"wiring/wiring.go:99": {
			"wiring/wiring.go:97 step: the spec comes from here",
			"wiring/wiring.go:99 step: seat WriteFace is written here, after the clamps",
			"wiring/wiring.go:100 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
	},
	"constructors_sinks_own": {
		"wiring/wiring.go:33": {
			"wiring/wiring.go:33 step: the spec comes from here",
			"wiring/wiring.go:33 step: the spec reaches spawn sink sink.RunEach here",
		},
		"wiring/wiring.go:38": {
			"wiring/wiring.go:38 step: the spec comes from here",
			"wiring/wiring.go:38 step: the spec reaches spawn sink sink.RunLazy here",
		},
		"wiring/wiring.go:45": {
			"wiring/wiring.go:45 step: the spec comes from here",
			"wiring/wiring.go:45 step: the spec reaches spawn sink starters.Starter.Start here",
		},
		"wiring/wiring.go:51": {
			"starters/starters.go:26 step: starters.Launcher.Start is declared here, unmarked",
			"starters/starters.go:22 step: spawn sink starters.Pool.Start implements it here",
		},
		"wiring/wiring.go:28": {
			"wiring/wiring.go:28 step: the spec comes from here",
			"wiring/wiring.go:28 step: the spec reaches spawn sink sink.RunAll here",
		},
	},
	"constructors_sinks_policy": {
		"wiring/wiring.go:35": {
			"wiring/wiring.go:35 step: the spec reaches spawn sink runner.StartLazy here",
		},
		"wiring/wiring.go:46": {
			"wiring/wiring.go:46 step: the spec comes from here",
			"wiring/wiring.go:46 step: the spec reaches spawn sink runner.Service.Spawn here",
		},
		"wiring/wiring.go:52": {
			"wiring/wiring.go:40 step: launcher.Spawn is declared here, unmarked",
			"runner/service.go:18 step: spawn sink runner.Engine.Spawn implements it here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the spec comes from here",
			"wiring/wiring.go:25 step: the spec reaches spawn sink runner.StartAll here",
		},
		"wiring/wiring.go:30": {
			"wiring/wiring.go:30 step: the spec comes from here",
			"wiring/wiring.go:30 step: the spec reaches spawn sink runner.StartNamed here",
		},
	},
	"constructors_tables_own": {
		"lanes/lanes.go:19": {
			"lanes/lanes.go:18 step: the clamps are applied here",
			"lanes/lanes.go:18 step: the carrier is called here",
			"lanes/lanes.go:19 step: a carried seat is written here",
		},
		"wiring/wiring.go:15": {
			"lanes/lanes.go:29 Steps is declared here and calls a carrier in its literals",
		},
		"wiring/wiring.go:71": {
			"wiring/wiring.go:70 step: the spec comes from here",
			"wiring/wiring.go:71 step: seat ReadOnly is written here, after the clamps",
			"wiring/wiring.go:72 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:77": {
			"wiring/wiring.go:77 step: the spec comes from here",
			"wiring/wiring.go:78 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:97": {
			"wiring/wiring.go:97 step: the spec comes from here",
			"wiring/wiring.go:98 step: the spec reaches spawn sink sink.Run here",
		},
	},
	"constructors_tables_policy": {
		"legs/legs.go:46": {
			"legs/legs.go:45 step: the carrier is called here",
			"legs/legs.go:45 step: the clamps are applied here",
			"legs/legs.go:46 step: a carried seat is written here",
		},
		"wiring/wiring.go:14": {
			"legs/legs.go:28 ByName is declared here and calls a carrier in its literals",
		},
		"wiring/wiring.go:50": {
			"wiring/wiring.go:46 step: the spec comes from here",
			"wiring/wiring.go:50 step: seat ReadFace is written here, after the clamps",
			"wiring/wiring.go:51 step: the spec is handed to runner.StartTask here",
			"runner/runner.go:14 step: runner.StartTask hands it on to spawn sink runner.Execute",
		},
	},
	"constructors_outputs_own": {
		"lanes/lanes.go:33": {
			"lanes/lanes.go:35 step: the carrier is called here",
			"lanes/lanes.go:35 step: the clamps are applied here",
		},
		"lanes/lanes.go:50": {
			"lanes/lanes.go:49 step: the carrier is called here",
			"lanes/lanes.go:49 step: the clamps are applied here",
			"lanes/lanes.go:50 step: a carried seat is written here",
		},
		"lanes/lanes.go:66": {
			"lanes/lanes.go:63 step: the spec is built here",
			"lanes/lanes.go:65 step: the carrier is called here",
		},
		"lanes/lanes.go:87": {
			"lanes/lanes.go:87 step: the spec is handed on here",
			"lanes/lanes.go:88 step: the carrier is called here",
			"lanes/lanes.go:88 step: the clamps are applied here",
		},
		"lanes/lanes.go:109": {
			"lanes/lanes.go:108 step: the carrier is called here",
			"lanes/lanes.go:109 step: the spec is built here",
		},
		"lanes/lanes.go:127": {
			"lanes/lanes.go:126 step: the carrier is called here",
			"lanes/lanes.go:127 step: the spec is built here",
		},
		"lanes/lanes.go:148": {
			"lanes/lanes.go:147 step: the carrier is called here",
			"lanes/lanes.go:148 step: the spec is built here",
		},
	},
	"constructors_outputs_policy": {
		"agents/agents.go:40": {
			"agents/agents.go:42 step: the carrier is called here",
			"agents/agents.go:42 step: the clamps are applied here",
		},
		"agents/agents.go:57": {
			"agents/agents.go:56 step: the carrier is called here",
			"agents/agents.go:56 step: the clamps are applied here",
			"agents/agents.go:57 step: a carried seat is written here",
		},
		"agents/agents.go:73": {
			"agents/agents.go:70 step: the spec is built here",
			"agents/agents.go:72 step: the carrier is called here",
		},
		"agents/agents.go:95": {
			"agents/agents.go:95 step: the spec is handed on here",
			"agents/agents.go:96 step: the carrier is called here",
			"agents/agents.go:96 step: the clamps are applied here",
		},
		"agents/agents.go:117": {
			"agents/agents.go:116 step: the carrier is called here",
			"agents/agents.go:117 step: the spec is built here",
		},
		"agents/agents.go:134": {
			"agents/agents.go:133 step: the carrier is called here",
			"agents/agents.go:134 step: the spec is built here",
		},
		"agents/agents.go:156": {
			"agents/agents.go:154 step: the spec is built here",
			"agents/agents.go:155 step: the carrier is called here",
		},
	},
	"constructors_registry_directive": {
		"wiring/wiring.go:16": {
			"wiring/wiring.go:9 the first //clampvet:registry, on Constructors",
		},
	},
	"constructors_row_duplicate": {
		"wiring/wiring.go:19": {
			"wiring/wiring.go:17 the first listing of the row",
		},
		"wiring/wiring.go:21": {
			"wiring/wiring.go:20 the first listing of the row",
		},
	},
	"constructors_alias_receiver": {
		"wiring/wiring.go:13": {
			"agents/agents.go:25 Teacher.NoCall is declared here",
		},
	},
	"constructors_census_namesake_sink_own": {
		"runner/runner.go:29": {
			"runner/runner.go:29 step: the spec comes from here",
			"runner/runner.go:29 step: the spec reaches spawn sink Runner.Start here",
		},
		"wiring/wiring.go:20": {
			"wiring/wiring.go:20 step: the spec comes from here",
			"wiring/wiring.go:20 step: the spec reaches spawn sink runner.Runner.Start here",
		},
		"wiring/wiring.go:27": {
			"runner/runner.go:15 spawn sink runner.Runner.Start is declared here",
		},
	},
	"constructors_census_namesake_sink_policy": {
		"runner/runner.go:26": {
			"runner/runner.go:26 step: the spec comes from here",
			"runner/runner.go:26 step: the spec reaches spawn sink Spawn here",
		},
		"wiring/wiring.go:20": {
			"wiring/wiring.go:20 step: the spec comes from here",
			"wiring/wiring.go:20 step: the spec reaches spawn sink runner.Spawn here",
		},
	},
	"constructors_census_own_carrier": {
		"wiring/wiring.go:14": {
			"wiring/wiring.go:31 own calls the carrier here",
		},
		"wiring/wiring.go:25": {
			"wiring/wiring.go:25 step: the spec comes from here",
			"wiring/wiring.go:25 step: the spec reaches spawn sink sink.Run here",
		},
		"wiring/wiring.go:26": {
			"wiring/wiring.go:26 step: the spec comes from here",
			"wiring/wiring.go:26 step: the spec is handed to sink.Through here",
			"sink/sink.go:17 step: sink.Through hands it on to spawn sink sink.Run",
		},
		"wiring/wiring.go:41": {
			"wiring/wiring.go:41 step: the spec comes from here",
			"wiring/wiring.go:42 step: the spec reaches spawn sink sink.Run here",
		},
	},
	"constructors_dataflow_kinds": {
		"agents/agents.go:31": {
			"agents/agents.go:30 step: the carrier is called here",
			"agents/agents.go:30 step: the clamps are applied here",
			"agents/agents.go:31 step: the spec is handed on here",
		},
		"agents/agents.go:41": {
			"agents/agents.go:42 step: the carrier is called here",
		},
		"agents/agents.go:49": {
			"agents/agents.go:48 step: the carrier is called here",
		},
		"runner/runner.go:37": {
			"runner/runner.go:35 step: the spec comes from here",
			"runner/runner.go:37 step: the spec reaches spawn sink Runner.spawn here",
		},
		"runner/runner.go:44": {
			"runner/runner.go:44 step: the spec comes from here",
			"runner/runner.go:44 step: the spec reaches spawn sink Runner.spawn here",
		},
	},
	"constructors_census_policy": {
		"runner/runner.go:92": {
			"runner/runner.go:92 step: the spec comes from here",
			"runner/runner.go:93 step: the spec is handed to Runner.spawn here",
			"runner/runner.go:32 step: the spec reaches spawn sink Runner.execute here",
		},
		"runner/runner.go:42": {
			"runner/runner.go:42 step: the spec comes from here",
			"runner/runner.go:42 step: the spec is handed to Runner.spawn here",
			"runner/runner.go:32 step: the spec reaches spawn sink Runner.execute here",
		},
		"runner/runner.go:43": {
			"runner/runner.go:43 step: the spec comes from here",
			"runner/runner.go:43 step: the spec is handed to Runner.spawn here",
			"runner/runner.go:32 step: the spec reaches spawn sink Runner.execute here",
		},
		"runner/runner.go:47": {
			"runner/runner.go:47 step: the spec comes from here",
			"runner/runner.go:47 step: the spec reaches spawn sink Runner.execute here",
		},
		"runner/runner.go:51": {
			"runner/runner.go:51 step: the spec comes from here",
			"runner/runner.go:51 step: the spec is handed to Runner.spawn here",
			"runner/runner.go:32 step: the spec reaches spawn sink Runner.execute here",
		},
		"runner/runner.go:68": {
			"runner/runner.go:32 the spec reaches spawn sink Runner.execute here",
		},
		"wiring/wiring.go:20": {
			"agents/agents.go:44 Unlisted is declared here and calls a carrier in its body",
		},
		"wiring/wiring.go:29": {
			"wiring/wiring.go:29 step: the spec comes from here",
			"wiring/wiring.go:29 step: the spec is handed to runner.Runner.Start here",
			"runner/runner.go:22 step: runner.Runner.Start hands it on to spawn sink runner.Runner.execute",
		},
		"wiring/wiring.go:34": {
			"wiring/wiring.go:34 step: the spec comes from here",
			"wiring/wiring.go:35 step: the spec is handed to runner.Runner.Start here",
			"runner/runner.go:22 step: runner.Runner.Start hands it on to spawn sink runner.Runner.execute",
		},
	},
	"constructors_cross_package_broken": {
		"wiring/wiring.go:15": {
			"agents/observer.go:6 ObserverSpec is declared here",
		},
	},
	"constructors_dot_import_carrier": {
		"agents/dot.go:10": {
			"agents/dot.go:10 step: the carrier is called here",
		},
		"wiring/wiring.go:13": {
			"agents/dot.go:15 NotCalled is declared here",
		},
	},
	"constructors_func_literal_var": {
		"wiring/wiring.go:12": {
			"agents/agents.go:20 NoCall is declared here",
		},
		"wiring/wiring.go:13": {
			"agents/agents.go:26 Wrapped is declared here",
		},
	},
	"constructors_method_pointer_receiver": {
		"wiring/wiring.go:13": {
			"agents/agents.go:12 Ptr.NoCall is declared here",
		},
	},
	"constructors_namesake_carrier": {
		"wiring/wiring.go:10": {
			"agents/agents.go:9 Namesake is declared here",
		},
		"wiring/wiring.go:11": {
			"agents/agents.go:15 Local is declared here",
		},
		"wiring/wiring.go:12": {
			"agents/agents.go:20 ThroughVar is declared here",
		},
		"wiring/wiring.go:13": {
			"agents/agents.go:29 Apply is declared here",
		},
	},
	// constructors_one_carrier_ambiguous: the candidate carriers are
	// no direct imports of the registries' packages, so go vet's export
	// data does not hold them, and neither driver points at them
	// (roles.LookupDecl); the messages name them.
	"constructors_one_carrier_own": {
		// Neither carrier is a direct import of wiring (see above).
		"wiring/wiring.go:13": {
			"agents/agents.go:18 Narrowly is declared here",
		},
	},
	"constructors_one_carrier_real_policy": {
		"wiring/wiring.go:14": {
			"agents/agents.go:29 HandsOnly is declared here",
		},
	},
	"constructors_own_package": {
		"root.go:29": {
			"root.go:21 NoCall is declared here",
		},
	},
	"constructors_related_same_package": {
		"wiring/wiring.go:15": {
			"wiring/wiring.go:32 fromVar calls the carrier here",
		},
		"wiring/wiring.go:17": {
			"clamp/clamp.go:26 the registry's carrier clamp.Carry is declared here",
			"lib/lib.go:12 carrier lib.Narrow is declared here",
			"wiring/wiring.go:27 Narrowly calls another carrier here",
		},
	},
	"constructors_carrier_in_init": {
		"boot/boot.go:10": {
			"boot/boot.go:10 step: the carrier is called here",
		},
		"lanes/lanes.go:21": {
			"lanes/lanes.go:21 step: the carrier is called here",
		},
		"lanes/lanes.go:25": {
			"lanes/lanes.go:25 step: the carrier is called here",
		},
	},
	"constructors_registry_array_fix": {
		// Every registry's shape gets the same finding; only the fix
		// differs (none where the type fixes the length).
		"ellipsis/ellipsis.go:10": {"agents/agents.go:15 Extra is declared here and calls a carrier in its body"},
		"fixed/fixed.go:12":       {"agents/agents.go:15 Extra is declared here and calls a carrier in its body"},
		"named/named.go:13":       {"agents/agents.go:15 Extra is declared here and calls a carrier in its body"},
		"slice/slice.go:9":        {"agents/agents.go:15 Extra is declared here and calls a carrier in its body"},
	},
	"constructors_reach_own_carrier": {
		"agents/agents.go:35": {
			"agents/agents.go:34 step: the carrier is called here",
			"agents/agents.go:34 step: the clamps are applied here",
			"agents/agents.go:35 step: a carried seat is written here",
		},
		"agents/agents.go:39": {
			"agents/agents.go:41 step: the carrier is called here",
			"agents/agents.go:41 step: the clamps are applied here",
		},
		"agents/agents.go:48": {
			"agents/agents.go:46 step: the carrier is called here",
		},
	},
	"constructors_reach_real_policy": {
		"agents/agents.go:70": {
			"agents/agents.go:69 step: the carrier is called here",
			"agents/agents.go:69 step: the clamps are applied here",
			"agents/agents.go:70 step: a carried seat is written here",
		},
		"agents/agents.go:79": {
			"agents/agents.go:77 step: the carrier is called here",
			"agents/agents.go:77 step: the clamps are applied here",
		},
		"agents/agents.go:87": {
			"agents/agents.go:85 step: the carrier is called here",
			"agents/agents.go:85 step: the clamps are applied here",
		},
		"agents/agents.go:92": {
			"agents/agents.go:92 step: the carrier is called here",
		},
		"agents/agents.go:100": {
			"agents/agents.go:99 step: the carrier is called here",
			"agents/agents.go:99 step: the clamps are applied here",
		},
		"agents/agents.go:106": {
			"agents/agents.go:104 step: the carrier is called here",
		},
		"agents/agents.go:112": {
			"agents/agents.go:111 step: the carrier is called here",
			"agents/agents.go:112 step: the spec is built here",
		},
		"agents/agents.go:117": {
			"agents/agents.go:116 step: the carrier is called here",
		},
		"agents/agents.go:136": {
			"agents/agents.go:135 step: the carrier is called here",
			"agents/agents.go:135 step: the clamps are applied here",
			"agents/agents.go:136 step: a carried seat is written here",
		},
	},
	"constructors_row_in_other_file": {
		"wiring/wiring.go:10": {
			"agents/observer.go:6 ObserverSpec is declared here",
		},
		"wiring/wiring.go:11": {
			"agents/observer.go:9 Observer.Spec is declared here",
		},
		"wiring/wiring.go:12": {
			"agents/agents.go:6 Build is declared here",
		},
	},
	"constructors_two_carriers": {
		// Each registry is asked only for the functions that call its own
		// carrier; both's related location is its call of the engine's
		// carrier, not its first carrier call, lib.Narrow's.
		"lib/lib.go:28": {
			"lib/lib.go:22 unlistedLeg calls the carrier here",
		},
		"wiring/wiring.go:16": {
			"agents/agents.go:19 Unlisted is declared here and calls a carrier in its body",
			"--",
			"wiring/wiring.go:28 both calls the carrier here",
		},
	},
	"constructors_unreadable_declarations": {
		"wiring/wiring.go:10": {
			"agents/agents.go:9 Type is declared here",
		},
		"wiring/wiring.go:11": {
			"agents/agents.go:12 Const is declared here",
		},
		"wiring/wiring.go:12": {
			"agents/agents.go:15 NoValue is declared here",
		},
		"wiring/wiring.go:13": {
			"agents/agents.go:20 Instance is declared here",
		},
		"wiring/wiring.go:14": {
			"agents/agents.go:21 Indexed is declared here",
		},
		"wiring/wiring.go:15": {
			"agents/agents.go:22 Struct is declared here",
		},
		"wiring/wiring.go:16": {
			"agents/agents.go:28 NoBody is declared here",
		},
	},
	"constructors_var_bound_to_call": {
		"wiring/wiring.go:10": {
			"agents/agents.go:17 FromCall is declared here",
		},
		"wiring/wiring.go:11": {
			"agents/agents.go:20 Pair2 is declared here",
		},
		"wiring/wiring.go:12": {
			"agents/agents.go:23 Converted is declared here",
		},
	},
	"constructors_var_bound_to_method_value": {
		// wiring/wiring.go:8, the unregistered build of package agents:
		// unexported in another package, so go vet's export data does not
		// hold it, and neither driver names it (steps.Decl).
		"wiring/wiring.go:10": {
			"agents/agents.go:19 Value is declared here",
		},
		"wiring/wiring.go:11": {
			"agents/agents.go:20 Expr is declared here",
		},
		"wiring/wiring.go:12": {
			"agents/agents.go:21 Alias is declared here",
		},
		"wiring/wiring.go:13": {
			"agents/agents.go:22 FromOther is declared here",
		},
	},
}

// TestRelatedLocations compares the related locations of every finding, in
// every constructors scenario, with relatedWant, both ways (package relatedlocs).
func TestRelatedLocations(t *testing.T) {
	relatedlocs.Check(t, Analyzer, "constructors", relatedWant, func(name string) bool {
		// no finding with related locations; cgo may be unavailable
		return strings.Contains(name, "cgo") || strings.Contains(name, "build_constrained")
	})
}
