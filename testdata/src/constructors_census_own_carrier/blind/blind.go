// Package blind starts runs but sees no tighten function: it imports no
// package that declares one, so the census cannot judge what reaches it.
package blind

// Spec is a spec type of its own, unknown to the engine's roles.
type Spec struct{ ReadOnly bool }

// want +2 `spawn sink Start: no //clampvet:tighten func in view: import the package that declares it`
//
//clampvet:spawn
func Start(spec Spec) {}

// want +2 `root Parent: no //clampvet:tighten func in view: import the package that declares it`
//
//clampvet:root
func Parent() Spec { return Spec{ReadOnly: true} }
