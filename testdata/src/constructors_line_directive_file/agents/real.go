//line renamed.go:1
package agents // want package:"example.com/engine/agents files=real.go "

import "example.com/engine/policy"

// Real is declared in real.go, whose //line directive names renamed.go: a
// row names the file as a person sees it in the repository, real.go.
func Real(parent policy.Source) policy.Clamps { return policy.Carry(parent) }
