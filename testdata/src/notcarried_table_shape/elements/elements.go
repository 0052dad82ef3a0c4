package elements

import "strings"

const seat = "MaxTurns"

const prefix = "Allowed"

func name() string { return "ReadFace" }

// A table with an element of every refused shape; Good is read.
//
//clampvet:notcarried
var NotCarried = map[string]string{
	seat:             "a budget each constructor sizes",      // want `key seat of table NotCarried is a named constant: write a string literal`
	name():           "the parent's face",                    // want `key name\(\) of table NotCarried is a call of name: write a string literal`
	prefix + "Tools": "a lane's allow-list",                  // want `key prefix \+ "Tools" of table NotCarried is a concatenation: write a string literal`
	"Posture":        strings.ToLower("A LEG'S OWN POSTURE"), // want `reason for seat Posture in table NotCarried is a call of strings.ToLower \(strings.ToLower\("A LEG'S OWN POSTURE"\)\): write a string literal`
	"Turns":          "per " + "lane",                        // want `reason for seat Turns in table NotCarried is a concatenation \("per " \+ "lane"\): write a string literal`
	"Max Turns":      "per lane"[:],                          // want `reason for seat "Max Turns" in table NotCarried is a slice expression \("per lane"\[:\]\): write a string literal`
	"Good":           `a raw string literal is a string literal`,
	// A key whose raw string spans lines is quoted on one line.
	// want +1 "key prefix \\+ `Face\\\\n` of table NotCarried is a concatenation: write a string literal"
	prefix + `Face
`: "a key that spans lines",
}
