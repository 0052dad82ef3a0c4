package elements

import (
	"strings"

	"example.com/engine/named"
)

const rowConst = "good/good.go#Build"

var rowVar = "good/good.go#Build"

// Constructors has one element of each shape that is not a string literal.
//
//clampvet:registry
var Constructors = []string{
	rowConst,                         // want `registry element rowConst is a named constant, not a string literal: write each row as a literal "DIR/FILE.go#Name" \(the registry must be a closed literal\)`
	rowVar,                           // want `registry element rowVar is an identifier, not a string literal`
	named.Row,                        // want `registry element named.Row is a named constant, not a string literal`
	"good/" + "good.go#Build",        // want `registry element "good/" \+ "good.go#Build" is a concatenation, not a string literal`
	strings.ToLower("GOOD.go#Build"), // want `registry element strings.ToLower\("GOOD.go#Build"\) is a call of strings.ToLower, not a string literal`
	string(named.Kind("x.go#F")),     // want `registry element string\(named.Kind\("x.go#F"\)\) is a conversion, not a string literal`
	(rowVar),                         // want `registry element \(rowVar\) is an identifier, not a string literal`
	7:                                "good/good.go#Build", // want `registry element 7: "good/good.go#Build" is keyed: write the rows as a plain list of string literals`
}
