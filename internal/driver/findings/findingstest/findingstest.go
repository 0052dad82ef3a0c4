// Package findingstest holds a small engine on disk and the findings with
// related locations and paths that clampvet reports on it, written by
// hand, so that every output format's rendering of related locations and
// of paths (see package steps) is tested on the same findings.
package findingstest

import (
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/steps"
)

// Files are the engine's files, by slash-separated path under its root.
// The write in verify.go is on a line with non-ASCII text before the
// field, so its UTF-16 column differs from its byte column.
var Files = map[string]string{
	"agents/verify.go": `package agents

import "example.com/policy"

func verifierSpec(parent policy.TaskSpec) policy.TaskSpec {
	spec := policy.TaskSpec{HandsReadOnly: true}
	policy.ChildClampSeats(sourceOf(parent)).Apply(&spec)
	/* prüfen */ spec.WriteFace = policy.FaceHost
	return spec
}
`,
	"runner/runner.go": `package runner

import "example.com/policy"

//clampvet:spawn
func Spawn(spec policy.TaskSpec) { start(spec) }

func StepTask(spec policy.TaskSpec) { Spawn(spec) }

func Loop() { StepTask(policy.TaskSpec{MaxTurns: 3}) }
`,
	"wiring/wiring.go": `package wiring

//clampvet:registry
var childSpecConstructors = []string{
	"agents/verify.go#verifierSpec",
	"agents/teacher.go#teacherSpec",
}
`,
}

// Write writes [Files] under a new temporary directory and returns it.
func Write(t testing.TB) string {
	t.Helper()
	dir := t.TempDir()
	for name, content := range Files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// at returns the position of the first occurrence of text in the file
// name of [Files] under dir, and the position after it.
func at(dir, name, text string) (pos, end token.Position) {
	content := Files[name]
	off := strings.Index(content, text)
	if off < 0 {
		panic("internal error: " + name + " has no " + text)
	}
	pos = token.Position{
		Filename: filepath.Join(dir, filepath.FromSlash(name)),
		Offset:   off,
		Line:     1 + strings.Count(content[:off], "\n"),
		Column:   off - strings.LastIndexByte(content[:off], "\n"[0]), // bytes, 1-based
	}
	end = pos
	end.Offset += len(text)
	end.Column += len(text)
	return pos, end
}

func related(dir, name, text, message string) findings.Related {
	pos, end := at(dir, name, text)
	return findings.Related{Pos: pos, End: end, Message: message}
}

// Result returns the findings on the engine written under dir: a flow
// finding whose path ends at the finding (clamps applied, a seat
// loosened, the spec returned), a census finding reported at the start
// of its path (a spec literal reaching a spawn sink through a call), and
// a registry finding whose one related location is not a step.
func Result(dir string) *findings.Result {
	ret, retEnd := at(dir, "agents/verify.go", "return spec")
	lit, litEnd := at(dir, "runner/runner.go", "policy.TaskSpec{MaxTurns: 3}")
	row, rowEnd := at(dir, "wiring/wiring.go", `"agents/teacher.go#teacherSpec"`)
	return &findings.Result{Findings: []findings.Finding{{
		Analyzer: "clampseats", Package: "example.com/engine/agents",
		Pos: ret, End: retEnd,
		Message: "returned spec has seat WriteFace looser than the clamps applied",
		Related: []findings.Related{
			related(dir, "agents/verify.go", "policy.ChildClampSeats(sourceOf(parent)).Apply(&spec)", steps.Prefix+"clamps applied here"),
			related(dir, "agents/verify.go", "spec.WriteFace = policy.FaceHost", steps.Prefix+"WriteFace loosened here"),
		},
	}, {
		Analyzer: "constructors", Package: "example.com/engine/runner",
		Pos: lit, End: litEnd,
		Message: "spec [from a literal] reaches spawn sink Spawn without a constructor",
		Related: []findings.Related{
			{Pos: lit, End: litEnd, Message: steps.Prefix + "spec built here"},
			related(dir, "runner/runner.go", "StepTask(policy.TaskSpec{MaxTurns: 3})", steps.Prefix+"passed to StepTask"),
			related(dir, "runner/runner.go", "Spawn(spec)", steps.Prefix+"reaches spawn sink Spawn"),
		},
	}, {
		Analyzer: "constructors", Package: "example.com/engine/wiring",
		Pos: row, End: rowEnd,
		Message: `row "agents/teacher.go#teacherSpec": teacherSpec does not call the carrier`,
		Related: []findings.Related{
			related(dir, "agents/verify.go", "func verifierSpec", "a constructor that does: verifierSpec"),
		},
	}}}
}
