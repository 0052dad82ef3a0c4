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
	rowConst,                         // want `registry element rowConst is a named constant: write the row as a string literal`
	rowVar,                           // want `registry element rowVar is an identifier: write the row as a string literal`
	named.Row,                        // want `registry element named.Row is a named constant: write the row as a string literal`
	"good/" + "good.go#Build",        // want `registry element "good/" \+ "good.go#Build" is a concatenation: write the row as a string literal`
	strings.ToLower("GOOD.go#Build"), // want `registry element strings.ToLower\("GOOD.go#Build"\) is a call of strings.ToLower: write the row as a string literal`
	string(named.Kind("x.go#F")),     // want `registry element string\(named.Kind\("x.go#F"\)\) is a conversion: write the row as a string literal`
	(rowVar),                         // want `registry element \(rowVar\) is an identifier: write the row as a string literal`
	7:                                "good/good.go#Build", // want `registry element 7: "good/good.go#Build" is keyed: list the rows as plain string literals`
}
