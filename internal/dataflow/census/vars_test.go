package census_test

import "testing"

// A package whose only declaration is a constructor var builds no SSA
// for the census (a constructor var's literal is read only when it names
// a target), yet its vars must carry the constructor fact to importers: a
// spec one of them returns reaches a sink clean. A var whose literal only
// names the carrier, as a value, is no constructor var.
const (
	varsSrc = `package vars

import "example.com/policy"

var Build = func(p policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{MaxTurns: 2}
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(&spec)
	return spec
}
`
	fakesSrc = `package fakes

import "example.com/policy"

var Fake = func(p policy.TaskSpec) policy.TaskSpec {
	_ = policy.Carry
	return policy.TaskSpec{MaxTurns: 2}
}
`
	spawnSrc = `package spawn

import (
	"example.com/fakes"
	"example.com/policy"
	"example.com/vars"
)

//clampvet:spawn
func start(spec policy.TaskSpec) {}

func Lanes(parent policy.TaskSpec) {
	start(vars.Build(parent))
	start(fakes.Fake(parent)) // want "^spec reaching start is a result of func var fakes.Fake, not known clean"
}
`
)

func TestConstructorVarsAlone(t *testing.T) {
	w, diags, fs := world(t,
		src{"example.com/policy", policySrc},
		src{"example.com/vars", varsSrc},
		src{"example.com/fakes", fakesSrc},
		src{"example.com/spawn", spawnSrc})
	if len(diags["example.com/vars"]) > 0 {
		t.Errorf("vars: unexpected findings %v", diags["example.com/vars"])
	}
	check(t, w.Fset, spawnSrc, diags["example.com/spawn"])
	if got := factOf(t, w, fs, "example.com/vars", "Build"); got != "constructor var; constructor" {
		t.Errorf("fact of vars.Build = %q, want %q", got, "constructor var; constructor")
	}
	if got := factOf(t, w, fs, "example.com/fakes", "Fake"); got != "" {
		t.Errorf("fact of fakes.Fake = %q, want none", got)
	}
}
