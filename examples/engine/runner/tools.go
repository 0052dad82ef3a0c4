package runner

import (
	"context"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/sema-agent/policy"
)

// Tool is a tool the engine can mount on a run. What the policy needs to
// know about a tool is declared here, not guessed from its name.
type Tool struct {
	Name string
	// Reads and Writes say whether the tool's argument is a path the tool
	// reads or writes: reads are subject to the read face and the read-deny
	// rules, writes to read-only hands and the write face.
	Reads, Writes bool
	// Interactive marks a human-facing tool (it asks a person).
	Interactive bool
	// External marks a tool whose output is content from outside the
	// deployment (the web, a mailbox); Exec marks a tool that runs programs,
	// whose output is external when the content-safety config says so.
	External, Exec bool
	// Do runs the tool on its argument.
	Do func(ctx context.Context, arg string) (string, error)
}

// ToolCall is a model's request to run a tool.
type ToolCall struct {
	Tool string
	Arg  string
}

// permit decides whether spec allows calling tool on arg, with roots as the
// leg's roots. The error says which seat refused the call.
func permit(spec policy.TaskSpec, roots []string, tool Tool, arg string) error {
	if tool.Interactive && (spec.InteractiveTools.Restricts() || spec.InteractionPosture.Restricts()) {
		return fmt.Errorf("tool %s asks a person, and this leg is headless", tool.Name)
	}
	if spec.AllowedTools != nil && !slices.Contains(spec.AllowedTools, tool.Name) {
		return fmt.Errorf("tool %s is not on this leg's allow-list %v", tool.Name, spec.AllowedTools)
	}
	if tool.Writes {
		if spec.HandsReadOnly {
			return fmt.Errorf("tool %s writes, and this leg's hands are read-only", tool.Name)
		}
		if spec.WriteFace.Restricts() && !underRoots(arg, roots) {
			return fmt.Errorf("tool %s writes %s, outside this leg's roots %v", tool.Name, arg, roots)
		}
	}
	if tool.Reads {
		if spec.ReadFace.Restricts() && !underRoots(arg, roots) {
			return fmt.Errorf("tool %s reads %s, outside this leg's roots %v", tool.Name, arg, roots)
		}
		for _, deny := range spec.ReadDenyPatterns {
			if denies(deny, arg) {
				return fmt.Errorf("tool %s reads %s, which read-deny rule %q forbids", tool.Name, arg, deny.Rule)
			}
		}
	}
	return nil
}

// underRoots reports whether p is one of roots or inside one of them.
func underRoots(p string, roots []string) bool {
	p = path.Clean("/" + p)
	for _, r := range roots {
		r = path.Clean("/" + r)
		if p == r || strings.HasPrefix(p, strings.TrimSuffix(r, "/")+"/") {
			return true
		}
	}
	return false
}

// CaseInsensitive is the case note of a read-deny rule that matches paths
// regardless of letter case.
const CaseInsensitive = "case-insensitive"

// denies reports whether the read-deny entry matches p: the rule is a
// path.Match pattern tried on the whole path and on its base name.
func denies(e policy.ReadDenyEntry, p string) bool {
	rule, subject := e.Rule, path.Clean("/"+p)
	if e.CaseNote == CaseInsensitive {
		rule, subject = strings.ToLower(rule), strings.ToLower(subject)
	}
	for _, s := range []string{subject, path.Base(subject)} {
		if ok, err := path.Match(rule, s); err == nil && ok {
			return true
		}
	}
	return false
}

// external reports whether the output of tool counts as external content
// under the run's content-safety config.
func external(safety policy.ContentSafety, tool Tool) bool {
	if safety.Trusts(tool.Name) {
		return false
	}
	return tool.External || (tool.Exec && safety.ExecIsExternalContent)
}
