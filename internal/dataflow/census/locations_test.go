package census_test

import (
	"strings"
	"testing"
)

// A spec read back through more values than the on-the-way check follows
// is a finding, not a pass: here the elements of one slice, each an
// address the check must follow, are more than its bound.
func TestLocationsBoundFailsClosed(t *testing.T) {
	var b strings.Builder
	b.WriteString(`package wide

import "example.com/policy"

//clampvet:spawn
func start(spec policy.TaskSpec) {}

func Ctor(p policy.TaskSpec) policy.TaskSpec {
	var spec policy.TaskSpec
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(&spec)
	return spec
}

func Wide(p policy.TaskSpec) {
	specs := []policy.TaskSpec{Ctor(p)}
	n := 0
`)
	for range 1100 {
		b.WriteString("\tn += specs[0].MaxTurns\n")
	}
	b.WriteString("\tstart(specs[0]) // want \"^spec reaching start is a spec read back through more places than the check follows: hand on a spec built in fewer steps$\"\n\t_ = n\n}\n")
	text := b.String()
	w, diags, _ := world(t, src{"example.com/policy", policySrc}, src{"example.com/wide", text})
	check(t, w.Fset, text, diags["example.com/wide"])
}
