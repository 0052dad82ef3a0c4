package wiring // want package:"summary module=example.com/engine pkgs: "

import _ "example.com/engine/agents"

// Constructors names methods declared through alias receivers by the type
// the method belongs to; a row naming an alias is told that type.
//
//clampvet:registry
var Constructors = []string{
	"agents/agents.go#Teacher.Spec",
	"agents/agents.go#Teacher.Ptr",
	"agents/agents.go#Generic.Spec",
	"agents/agents.go#Teacher.NoCall", // want `row "agents/agents.go#Teacher.NoCall": Teacher.NoCall does not call a carrier: call one in its body`
	"agents/agents.go#T.Spec",         // want `row "agents/agents.go#T.Spec": T is an alias of Teacher: write Teacher.Spec`
	"agents/agents.go#P.Ptr",          // want `row "agents/agents.go#P.Ptr": P is an alias of Teacher: write Teacher.Ptr`
	"agents/agents.go#IntBox.Spec",    // want `row "agents/agents.go#IntBox.Spec": IntBox is an alias of Generic: write Generic.Spec`
	"agents/agents.go#T.Missing",      // want `row "agents/agents.go#T.Missing": type T \(an alias of Teacher\) has no method Missing`
}
