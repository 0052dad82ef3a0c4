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
	"wiring/wiring.go#Build#Too",  // want `row "wiring/wiring.go#Build#Too": 2 '#' characters: expected exactly one, between the file and the name`
	"wiring/wiring.go# Build",     // want `row "wiring/wiring.go# Build": white space or a control character at byte 17`
	"#Build",                      // want `row "#Build": no file before '#'`
	"/wiring/wiring.go#Build",     // want `row "/wiring/wiring.go#Build": path "/wiring/wiring.go" starts with '/': expected a path relative to the module root`
	`wiring\wiring.go#Build`,      // want `row "wiring\\\\wiring.go#Build": path "wiring\\\\wiring.go" contains a backslash: separate directories with '/'`
	"wiring//wiring.go#Build",     // want `row "wiring//wiring.go#Build": path "wiring//wiring.go" has an empty segment \("//"\): expected a clean slash-separated path`
	"wiring/#Build",               // want `row "wiring/#Build": path "wiring/" ends in '/': expected a file name ending in ".go" before '#'`
	"../wiring/wiring.go#Build",   // want `row "../wiring/wiring.go#Build": path "../wiring/wiring.go" has a ".." segment: expected a clean path inside the module, relative to its root`
	"./wiring/wiring.go#Build",    // want `row "./wiring/wiring.go#Build": path "./wiring/wiring.go" has a "." segment: expected a clean path relative to the module root, with no "./"`
	"wiring/wiring.ts#Build",      // want `row "wiring/wiring.ts#Build": file "wiring.ts" does not end in ".go": a row names the Go file that declares the constructor`
	"wiring/wiring_test.go#Build", // want `row "wiring/wiring_test.go#Build": file "wiring_test.go" is a test file: a constructor is declared in a non-test file`
	"wiring/_wiring.go#Build",     // want `row "wiring/_wiring.go#Build": file "_wiring.go" starts with "_", so the go tool ignores it: name a file of the package's build`
	"wiring/wiring.go#",           // want `row "wiring/wiring.go#": no name after '#': expected an identifier \(a func or var\) or Type.Method`
	"wiring/wiring.go#*T.Build",   // want `row "wiring/wiring.go#\*T.Build": name "\*T.Build" is not an identifier or Type.Method`
	"wiring/wiring.go#a.b.c",      // want `row "wiring/wiring.go#a.b.c": name "a.b.c" has 2 dots`
	"wiring/wiring.go#_",          // want `row "wiring/wiring.go#_": name "_" uses the blank identifier, which declares nothing`
	// Every rule a row breaks is its own finding.
	"/a/../b.ts#1x", // want `row "/a/../b.ts#1x": path "/a/../b.ts" starts with '/'` `row "/a/../b.ts#1x": path "/a/../b.ts" has a ".." segment` `row "/a/../b.ts#1x": file "b.ts" does not end in ".go"` `row "/a/../b.ts#1x": name "1x" is not an identifier`
}
