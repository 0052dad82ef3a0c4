package census_test

import "testing"

// A function's summary lists the carried seats it may leave written below
// its pointer parameters on a normal return, and the specs it stores whole
// there: a write, a write through a callee, a deferred write, a method's
// write through its receiver. A write followed by a clean spec stored
// whole, a write on an error path, and a field that is no seat leave
// nothing.
const loosensSrc = `package helpers

import "example.com/policy"

type failure struct{}

func (failure) Error() string { return "no turns" }

type Task struct {
	ID   string
	Spec policy.TaskSpec
}

func Open(s *policy.TaskSpec) { s.WriteFace = "host" }

func Grant(t *Task) { Open(&t.Spec) }

func Later(s *policy.TaskSpec) { defer Open(s) }

func (t *Task) Widen() { t.Spec.HandsReadOnly = false }

func Rename(s *policy.TaskSpec) { s.MaxTurns = 9 }

func Reclamp(s *policy.TaskSpec, p policy.TaskSpec) {
	s.WriteFace = "host"
	var c policy.TaskSpec
	policy.Carry(policy.Source{HandsReadOnly: p.HandsReadOnly, WriteFace: p.WriteFace}).Apply(&c)
	*s = c
}

func Check(s *policy.TaskSpec) error {
	if s.MaxTurns == 0 {
		s.HandsReadOnly = false
		return failure{}
	}
	return nil
}

func Reset(s *policy.TaskSpec) { *s = policy.TaskSpec{} }

func Put(dst *policy.TaskSpec, src policy.TaskSpec) { *dst = src }
`

func TestLoosensSummary(t *testing.T) {
	w, _, fs := world(t, src{"example.com/policy", policySrc}, src{"example.com/helpers", loosensSrc})
	for name, want := range map[string]string{
		"Open":       "writes seat WriteFace below param 0",
		"Grant":      "writes seat WriteFace below param 0",
		"Later":      "writes seat WriteFace below param 0",
		"Task.Widen": "writes seat HandsReadOnly below param 0",
		"Rename":     "",
		"Reclamp":    "constructor",
		"Check":      "",
		"Reset":      "stores a spec whole below param 0",
		"Put":        "stores params 1 whole below param 0",
	} {
		if got := factOf(t, w, fs, "example.com/helpers", name); got != want {
			t.Errorf("fact of %s = %q, want %q", name, got, want)
		}
	}
}

// A function that writes a carried seat through memory it reads itself —
// a package-level map, a list it is handed, a registry that keeps one —
// or calls one that does, lists the seat in its summary; one that writes
// a field that is no seat, or only reads, lists none.
const memorySrc = `package helpers

import "example.com/policy"

type Task struct {
	ID   string
	Spec policy.TaskSpec
}

type Registry struct{ byName map[string]*Task }

var pending = map[string]*Task{}

func WidenPending(name string) { pending[name].Spec.WriteFace = "host" }

func WidenKept(name string) { WidenPending(name) }

func WidenAll(list []*Task) {
	for _, t := range list {
		t.Spec.HandsReadOnly = false
	}
}

func (r *Registry) Open(name string) { r.byName[name].Spec.WriteFace = "host" }

func RenamePending(name string) { pending[name].ID = name }

func CountOpen(list []*Task) int {
	n := 0
	for _, t := range list {
		if !t.Spec.HandsReadOnly {
			n++
		}
	}
	return n
}
`

func TestMemoryWritesSummary(t *testing.T) {
	w, _, fs := world(t, src{"example.com/policy", policySrc}, src{"example.com/helpers", memorySrc})
	for name, want := range map[string]string{
		"WidenPending":  "writes seats WriteFace through memory",
		"WidenKept":     "writes seats WriteFace through memory",
		"WidenAll":      "writes seats HandsReadOnly through memory",
		"Registry.Open": "writes seats WriteFace through memory",
		"RenamePending": "",
		"CountOpen":     "",
	} {
		if got := factOf(t, w, fs, "example.com/helpers", name); got != want {
			t.Errorf("fact of %s = %q, want %q", name, got, want)
		}
	}
}
