package wiring // want package:"summary module=example.com/engine pkgs: example.com/engine/policy .*; example.com/engine/wiring files=wiring.go decls=Build:func:wiring.go:carrier,Constructors:othervar:wiring.go}$"

import "example.com/engine/policy"

// Build is a constructor of the registry's own package.
func Build(parent policy.Source) policy.Clamps { return policy.Carry(parent) }

// Constructors has one well-formed row and one row per well-formedness
// rule it can break.
//
//clampvet:registry
var Constructors = []string{
	"wiring/wiring.go#Build",
	"",                            // want `row "": the row is empty: expected "DIR/FILE.go#Name"`
	"wiring/wiring.go",            // want `row "wiring/wiring.go": no '#' between the file and the name: expected "DIR/FILE.go#Name"`
	"wiring/wiring.go#Build#Too",  // want `row "wiring/wiring.go#Build#Too": 2 '#' characters: expected one, as in "DIR/FILE.go#Name"`
	"wiring/wiring.go# Build",     // want `row "wiring/wiring.go# Build": white space or a control character at byte 17`
	"#Build",                      // want `row "#Build": no file before '#'`
	"/wiring/wiring.go#Build",     // want `row "/wiring/wiring.go#Build": the path starts with '/': make it relative to the module root`
	`wiring\wiring.go#Build`,      // want `row "wiring\\\\wiring.go#Build": the path contains a backslash: separate directories with '/'`
	"wiring//wiring.go#Build",     // want `row "wiring//wiring.go#Build": the path has an empty segment \("//"\): remove it`
	"wiring/#Build",               // want `row "wiring/#Build": the path ends in '/': add the file name before '#'`
	"../wiring/wiring.go#Build",   // want `row "../wiring/wiring.go#Build": the path has a ".." segment: expected a path inside the module`
	"./wiring/wiring.go#Build",    // want `row "./wiring/wiring.go#Build": the path has a "." segment: remove it`
	"wiring/wiring.ts#Build",      // want `row "wiring/wiring.ts#Build": file "wiring.ts" does not end in ".go": name the constructor's Go file`
	"wiring/wiring_test.go#Build", // want `row "wiring/wiring_test.go#Build": file "wiring_test.go" is a test file: name a non-test file`
	"wiring/_wiring.go#Build",     // want `row "wiring/_wiring.go#Build": file "_wiring.go" is ignored by the go tool \(leading "_"\): rename it`
	"wiring/wiring.go#",           // want `row "wiring/wiring.go#": no name after '#': expected Name or Type.Method`
	"wiring/wiring.go#*T.Build",   // want `row "wiring/wiring.go#\*T.Build": name "\*T.Build" is not an identifier: expected Name or Type.Method`
	"wiring/wiring.go#a.b.c",      // want `row "wiring/wiring.go#a.b.c": name "a.b.c" has 2 dots`
	"wiring/wiring.go#_",          // want `row "wiring/wiring.go#_": name "_" is the blank identifier: expected Name or Type.Method`
	// Every rule a row breaks is its own finding.
	"/a/../b.ts#1x", // want `row "/a/../b.ts#1x": the path starts with '/': make it relative to the module root` `row "/a/../b.ts#1x": the path has a ".." segment: expected a path inside the module` `row "/a/../b.ts#1x": file "b.ts" does not end in ".go"` `row "/a/../b.ts#1x": name "1x" is not an identifier`
}
