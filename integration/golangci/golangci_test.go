package golangci

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver"
)

// golangciConfig is the .golangci.yml of every run: only clampvet, and none
// of golangci-lint's defaults that drop findings (see docs/golangci.md):
//   - max-issues-per-linter (50) and max-same-issues (3) cut long lists;
//   - uniq-by-line (true) keeps one finding per line, across analyzers;
//   - exclusions.generated "lax" skips files that merely mention
//     generation, which the standalone driver analyzes.
//
// output.path-mode "abs" makes the reported paths independent of where
// golangci-lint thinks the configuration lives.
const golangciConfig = `version: "2"
linters:
  default: none
  enable:
    - clampvet
  settings:
    custom:
      clampvet:
        type: module
        description: every child-spec constructor carries the parent's clamp seats
        original-url: https://github.com/sema-agent/clampvet
        settings:
          analyzers: [clampseats, constructors, notcarried]
  exclusions:
    generated: disable
issues:
  max-issues-per-linter: 0
  max-same-issues: 0
  uniq-by-line: false
output:
  path-mode: abs
`

// A target is a module golangci-lint and the standalone driver both check:
// a copy of dir (relative to the repository root) with edits applied.
// analyzer names the analyzer that must report on the copy ("" for a
// clean target, on which nothing may be reported).
type target struct {
	name     string
	dir      string
	edits    []edit
	analyzer string
	allowed  int // findings audited exceptions cover, in the standalone JSON
}

// An edit replaces the one occurrence of old in file (slash path relative
// to the target) with new. With line set it deletes instead the one line
// whose trimmed text is old (or, with prefix also set, starts with old);
// with create set it writes a new file holding new. An edit whose anchor
// is missing or ambiguous fails the test: the module it breaks has changed
// and the edit must follow.
type edit struct {
	file, old, new       string
	line, prefix, create bool
}

// manyEmptySources returns a Go file of package agents with n empty
// clamp.Source literals, the last two on one line.
func manyEmptySources(n int) string {
	var b strings.Builder
	b.WriteString("package agents\n\nimport \"example.com/gcltarget/clamp\"\n\n")
	b.WriteString("// Empty builds sources that name no seat.\nfunc Empty() []clamp.Source {\n\treturn []clamp.Source{\n")
	for range n - 2 {
		b.WriteString("\t\tclamp.Source{},\n")
	}
	b.WriteString("\t\tclamp.Source{}, clamp.Source{},\n\t}\n}\n")
	return b.String()
}

var targets = []target{
	{name: "roles", dir: "integration/golangci/testdata/roles"},
	{
		name: "roles/source_omits_seat", dir: "integration/golangci/testdata/roles", analyzer: "clampseats",
		edits: []edit{{file: "agents/agents.go",
			old: "\tsrc := clamp.Source{\n\t\tReadOnly: parent.ReadOnly,\n\t\tReadFace: parent.ReadFace,\n\t\tDeny:     parent.Deny,\n\t}\n",
			new: "\tsrc := clamp.Source{\n\t\tReadOnly: parent.ReadOnly,\n\t\tReadFace: parent.ReadFace,\n\t}\n"}},
	},
	{
		name: "roles/registry_row_unresolved", dir: "integration/golangci/testdata/roles", analyzer: "constructors",
		edits: []edit{
			{file: "wiring/wiring.go", old: `"agents/agents.go#ChildSpec",`, new: `"agents/agents.go#ChildSpecs",`},
			{file: "wiring/wiring.go", old: `"workflow/workflow.go#StepSpec",`, new: `"workflow/steps.go#StepSpec",`},
		},
	},
	{
		name: "roles/constructor_skips_carrier", dir: "integration/golangci/testdata/roles", analyzer: "constructors",
		edits: []edit{{file: "workflow/workflow.go",
			old: "\tclamp.Carry(clamp.Source{\n\t\tReadOnly: parent.ReadOnly,\n\t\tReadFace: parent.ReadFace,\n\t\tDeny:     parent.Deny,\n\t}).Apply(&spec)\n",
			new: "\tspec = clamp.Tighten(spec, parent)\n"}},
	},
	{
		name: "roles/seat_not_carried", dir: "integration/golangci/testdata/roles", analyzer: "notcarried",
		edits: []edit{{file: "clamp/clamp.go", line: true,
			old: `"MaxTurns": "a budget is sized for the child's own job, not copied from its parent",`}},
	},

	{
		// More findings than golangci-lint shows by default: 60 with the
		// same text (max-same-issues 3, max-issues-per-linter 50), two of
		// them on one line (uniq-by-line).
		name: "roles/many_findings", dir: "integration/golangci/testdata/roles", analyzer: "clampseats",
		edits: []edit{{file: "agents/many.go", create: true, new: manyEmptySources(60)}},
	},

	{name: "engine", dir: "examples/engine"},
	{
		name: "engine/source_omits_seat", dir: "examples/engine", analyzer: "clampseats",
		edits: []edit{{file: "agents/subagent.go", line: true, old: "WriteFace:        parent.Task.Spec.WriteFace,"}},
	},
	// An audited exception covers its finding in both drivers, and one
	// that covers nothing is a finding in both.
	{
		name: "engine/source_omits_seat_allowed", dir: "examples/engine", allowed: 1,
		edits: []edit{
			{file: "agents/subagent.go", line: true, old: "ReadDenyPatterns: w.ReadDenyPatterns,"},
			{file: "agents/subagent.go", old: "\twakerClamps := policy.ChildClampSource{",
				new: "\t//clampvet:allow source-literal-omits-seat the woken run re-reads its deny rules\n\twakerClamps := policy.ChildClampSource{"},
		},
	},
	{
		name: "engine/allow_unused", dir: "examples/engine", analyzer: "clampseats",
		edits: []edit{{file: "agents/subagent.go", old: "\twakerClamps := policy.ChildClampSource{",
			new: "\t//clampvet:allow source-literal-omits-seat nothing is omitted here\n\twakerClamps := policy.ChildClampSource{"}},
	},
	{
		name: "engine/registry_row_unresolved", dir: "examples/engine", analyzer: "constructors",
		edits: []edit{{file: "wiring/wiring.go", old: `"agents/verify.go#fixLegSpec",`, new: `"agents/verify.go#fixLegSpecs",`}},
	},
	{
		name: "engine/constructor_skips_carrier", dir: "examples/engine", analyzer: "constructors",
		edits: []edit{{file: "orchestration/workflow_primitives.go",
			old: "\tclamps := policy.ChildClampSeats(policy.ChildClampSource{\n" +
				"\t\tHandsReadOnly:    run.Task.Spec.HandsReadOnly,\n" +
				"\t\tInteractiveTools: run.Task.Spec.InteractiveTools,\n" +
				"\t\tReadFace:         run.Task.Spec.ReadFace,\n" +
				"\t\tWriteFace:        run.Task.Spec.WriteFace,\n" +
				"\t\tReadDenyPatterns: run.Task.Spec.ReadDenyPatterns,\n" +
				"\t})\n" +
				"\tclamps.Apply(spec)\n",
			new: "\tspec.HandsReadOnly = spec.HandsReadOnly || run.Task.Spec.HandsReadOnly\n"}},
	},

	// The policy module is no clean target: its own tests build partial
	// sources on purpose, and clampseats reports them. Its broken copy
	// still has to give both drivers the same findings.
	{
		name: "policy/seat_not_carried", dir: "policy", analyzer: "notcarried",
		edits: []edit{{file: "clampseats.go", line: true, prefix: true, old: `"MaxTurns":`}},
	},
}

// finding is one diagnostic, in the terms both drivers share. File is
// slash-separated and relative to the target's root.
type finding struct {
	File      string
	Line, Col int
	Analyzer  string // "name", or "name(related information)"
	Message   string
}

func (f finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s (%s)", f.File, f.Line, f.Col, f.Message, f.Analyzer)
}

func sortFindings(fs []finding) {
	slices.SortFunc(fs, func(a, b finding) int { return strings.Compare(a.key(), b.key()) })
}

func (f finding) key() string {
	return fmt.Sprintf("%s\x00%09d\x00%09d\x00%s\x00%s", f.File, f.Line, f.Col, f.Analyzer, f.Message)
}

func TestGolangciLintMatchesStandalone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds golangci-lint v2.15.0 with the clampvet plugin (minutes on a cold build cache)")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	ctx := testContext(t)

	start := time.Now()
	gcl := buildGolangci(ctx, t, root)
	t.Logf("golangci-lint with the plugin ready in %s: %s", time.Since(start).Round(time.Millisecond), gcl)
	clampvet := buildClampvet(ctx, t, root)

	// One golangci-lint cache for the whole test, created empty: no result
	// of an earlier plugin build can be read. Targets run in order, so the
	// broken copies of a module find the facts of its unchanged packages in
	// the cache, the path an incremental run on a developer's machine
	// takes (facts of dependencies read back from golangci-lint's cache
	// instead of recomputed).
	cache := t.TempDir()

	t.Run("settings_are_strict", func(t *testing.T) {
		dir := materialize(ctx, t, root, targets[0])
		// Upper case on purpose: golangci-lint lower-cases keys before the
		// plugin sees them, and the error must name the key as written.
		cfg := strings.Replace(golangciConfig, "        settings:\n", "        settings:\n          Analyser: [clampseats]\n", 1)
		code, stdout, stderr := golangci(ctx, t, gcl, dir, t.TempDir(), cfg)
		want := `clampvet settings: unknown key "analyser" (valid keys: analyzers, module)`
		if code != 3 || !strings.Contains(stderr, want) {
			t.Errorf("golangci-lint with an unknown settings key: exit %d, want 3 and an error containing %q\nstderr:\n%s\nstdout:\n%s",
				code, want, stderr, stdout)
		}
	})

	// The .golangci.yml of docs/golangci.md, as a user copies it, loses
	// no finding either. It keeps the user's linter selection, so only
	// clampvet is enabled from the command line.
	t.Run("documented_config", func(t *testing.T) {
		i := slices.IndexFunc(targets, func(tg target) bool { return tg.name == "roles/many_findings" })
		dir := materialize(ctx, t, root, targets[i])
		want, _ := runClampvet(ctx, t, clampvet, dir)
		got := runGolangci(ctx, t, gcl, dir, t.TempDir(), documentedConfig(t, root), "--enable-only=clampvet")
		if missing, extra := diff(want, got); len(missing)+len(extra) > 0 {
			t.Errorf("with the documented configuration, golangci-lint and the standalone driver disagree\nonly standalone:\n%s\nonly golangci-lint:\n%s",
				lines(missing), lines(extra))
		}
	})

	for _, tg := range targets {
		t.Run(tg.name, func(t *testing.T) {
			dir := materialize(ctx, t, root, tg)
			want, allowed := runClampvet(ctx, t, clampvet, dir)
			if allowed != tg.allowed {
				t.Errorf("the standalone driver lists %d findings covered by exceptions on %s, want %d", allowed, tg.name, tg.allowed)
			}
			got := runGolangci(ctx, t, gcl, dir, cache, golangciConfig)
			t.Logf("%d findings from the standalone driver, %d from golangci-lint:\n%s", len(want), len(got), lines(got))

			if tg.analyzer == "" {
				if len(want) > 0 {
					t.Errorf("the standalone driver reports findings on the clean target %s:\n%s", tg.name, lines(want))
				}
			} else if !slices.ContainsFunc(want, func(f finding) bool { return f.Analyzer == tg.analyzer }) {
				t.Errorf("the standalone driver reports no %s finding on %s (the broken copy must be caught):\n%s",
					tg.analyzer, tg.name, lines(want))
			}
			if missing, extra := diff(want, got); len(missing)+len(extra) > 0 {
				t.Errorf("golangci-lint and the standalone driver disagree on %s\nonly standalone:\n%s\nonly golangci-lint:\n%s",
					tg.name, lines(missing), lines(extra))
			}
		})
	}
}

// documentedConfig returns the first YAML block under the heading of
// .golangci.yml in docs/golangci.md.
func documentedConfig(t *testing.T, root string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(root, "docs", "golangci.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, ok := strings.Cut(string(data), "\n## `.golangci.yml`\n")
	if !ok {
		t.Fatal("docs/golangci.md has no section \"## `.golangci.yml`\"")
	}
	_, block, ok := strings.Cut(section, "```yaml\n")
	if ok {
		block, _, ok = strings.Cut(block, "```")
	}
	if !ok {
		t.Fatal("the .golangci.yml section of docs/golangci.md has no ```yaml block")
	}
	return block
}

// testContext returns a context that ends a minute before the test's
// deadline, so that a hung child process fails the test with its output
// instead of the test binary panicking.
func testContext(t *testing.T) context.Context {
	ctx := context.Background()
	if d, ok := t.Deadline(); ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, d.Add(-time.Minute))
		t.Cleanup(cancel)
	}
	return ctx
}

// buildGolangci builds the wrapper module gcl/ (golangci-lint v2.15.0 with
// the plugin) into a temporary directory and returns the binary's path.
// Every run builds it afresh, so no binary of an earlier plugin can be
// used; go build's cache makes that a relink when nothing changed. (A
// binary kept between runs would save the relink but could be
// overwritten under a concurrent run that still executes it.)
func buildGolangci(ctx context.Context, t *testing.T, root string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "golangci-lint")
	// -s -w as golangci-lint custom links: no symbol table or DWARF, a
	// shorter link.
	cmd := exec.CommandContext(ctx, "go", "build", "-ldflags=-s -w", "-o", bin, ".")
	cmd.Dir = filepath.Join(root, "integration", "golangci", "gcl")
	// -mod=readonly: the committed go.sum must be complete. GOWORK=off: a
	// user's go.work must not change what is built.
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=readonly -buildvcs=false")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building golangci-lint with the plugin (%s in %s): %v\n%s\n"+
			"(after a change of the root module's requirements, run: go -C integration/golangci/gcl mod tidy)",
			cmd, cmd.Dir, err, out)
	}
	return bin
}

// targetEnv is the environment of every run on a target: no network, no
// workspace, and the module's own go.mod taken as it is.
func targetEnv(extra ...string) []string {
	return append(os.Environ(), append([]string{"GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=mod"}, extra...)...)
}

// materialize copies the target's module into a temporary directory,
// applies its edits, and points every relative replace directive of its
// go.mod back at the repository, so that the copy builds as the original
// does.
func materialize(ctx context.Context, t *testing.T, root string, tg target) string {
	t.Helper()
	src := filepath.Join(root, filepath.FromSlash(tg.dir))
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatalf("copying %s: %v", src, err)
	}
	for _, e := range tg.edits {
		if err := e.apply(dst); err != nil {
			t.Fatalf("target %s: %v", tg.name, err)
		}
	}

	out, err := goCmd(ctx, dst, "mod", "edit", "-json")
	if err != nil {
		t.Fatal(err)
	}
	var mod struct {
		Replace []struct {
			Old, New struct{ Path, Version string }
		}
	}
	if err := json.Unmarshal(out, &mod); err != nil {
		t.Fatalf("go mod edit -json in %s: %v", dst, err)
	}
	for _, r := range mod.Replace {
		if r.New.Version != "" || !(strings.HasPrefix(r.New.Path, "./") || strings.HasPrefix(r.New.Path, "../")) {
			continue
		}
		abs := filepath.Join(src, filepath.FromSlash(r.New.Path))
		if _, err := goCmd(ctx, dst, "mod", "edit", "-replace="+r.Old.Path+"="+abs); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

func goCmd(ctx context.Context, dir string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = dir
	cmd.Env = targetEnv()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s in %s: %v\n%s", cmd, dir, err, stderr.Bytes())
	}
	return out, nil
}

func (e edit) apply(dir string) error {
	path := filepath.Join(dir, filepath.FromSlash(e.file))
	if e.create {
		if _, err := os.Stat(path); err == nil {
			return fmt.Errorf("edit of %s: the file already exists", e.file)
		}
		return os.WriteFile(path, []byte(e.new), 0o644)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("edit of %s: %v", e.file, err)
	}
	text := string(data)
	if e.line {
		var kept []string
		n := 0
		for _, l := range strings.SplitAfter(text, "\n") {
			trimmed := strings.TrimSpace(l)
			if trimmed == e.old || (e.prefix && strings.HasPrefix(trimmed, e.old)) {
				n++
				continue
			}
			kept = append(kept, l)
		}
		if n != 1 {
			return fmt.Errorf("edit of %s: %d lines read %q, want exactly one (the file changed: update the edit)", e.file, n, e.old)
		}
		text = strings.Join(kept, "")
	} else {
		if n := strings.Count(text, e.old); n != 1 {
			return fmt.Errorf("edit of %s: %q occurs %d times, want exactly once (the file changed: update the edit)", e.file, e.old, n)
		}
		text = strings.Replace(text, e.old, e.new, 1)
	}
	return os.WriteFile(path, []byte(text), 0o644)
}

// golangciOutput is the part of golangci-lint's JSON report the test reads.
type golangciOutput struct {
	Issues []struct {
		FromLinter string
		Text       string
		Pos        struct {
			Filename     string
			Line, Column int
		}
	}
}

// golangci runs golangci-lint with the configuration cfg (written to
// .golangci.yml in dir) on the module in dir, with its cache in cache and
// its JSON report on stdout, and returns its exit code and output.
func golangci(ctx context.Context, t *testing.T, bin, dir, cache, cfg string, flags ...string) (code int, stdout, stderr string) {
	t.Helper()
	path := filepath.Join(dir, ".golangci.yml")
	if err := os.WriteFile(path, []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	args := append([]string{"run", "--config", path, "--output.json.path", "stdout", "--show-stats=false"}, flags...)
	cmd := exec.CommandContext(ctx, bin, append(args, "./...")...)
	cmd.Dir = dir
	cmd.Env = targetEnv("GOLANGCI_LINT_CACHE=" + cache)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	start := time.Now()
	err := cmd.Run()
	code = exitCode(err)
	t.Logf("golangci-lint: exit %d in %s", code, time.Since(start).Round(time.Millisecond))
	if code < 0 {
		t.Fatalf("golangci-lint run in %s: %v", dir, err)
	}
	return code, out.String(), errOut.String()
}

// runGolangci runs golangci-lint on the module in dir with the
// configuration cfg and returns its findings. golangci-lint exits 1 when it
// reports an issue and 0 when it reports none; anything else is a failure.
func runGolangci(ctx context.Context, t *testing.T, bin, dir, cache, cfg string, flags ...string) []finding {
	t.Helper()
	code, stdout, stderr := golangci(ctx, t, bin, dir, cache, cfg, flags...)
	if code != 0 && code != 1 {
		t.Fatalf("golangci-lint run in %s: exit %d\nstderr:\n%s\nstdout:\n%s", dir, code, stderr, stdout)
	}
	var out golangciOutput
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("golangci-lint run in %s: reading its JSON report: %v\nstdout:\n%s\nstderr:\n%s", dir, err, stdout, stderr)
	}
	suite := analyzerNames()
	var got []finding
	for _, is := range out.Issues {
		if is.FromLinter != "clampvet" {
			// typecheck and friends: the target does not build as golangci-lint sees it.
			t.Errorf("golangci-lint reports an issue of linter %q: %s:%d: %s", is.FromLinter, is.Pos.Filename, is.Pos.Line, is.Text)
			continue
		}
		// The text is "ANALYZER: message" (the linter is named clampvet,
		// not after the analyzer), or "ANALYZER(related information): ...".
		name, msg, ok := strings.Cut(is.Text, ": ")
		if !ok || !slices.Contains(suite, strings.TrimSuffix(name, "(related information)")) {
			t.Errorf("golangci-lint issue text %q does not start with an analyzer name", is.Text)
			continue
		}
		got = append(got, finding{File: relTo(t, dir, is.Pos.Filename), Line: is.Pos.Line, Col: is.Pos.Column, Analyzer: name, Message: msg})
	}
	if want := 0; len(got) == 0 && code != want {
		t.Errorf("golangci-lint exited %d with no clampvet finding\nstderr:\n%s", code, stderr)
	}
	if len(got) > 0 && code != 1 {
		t.Errorf("golangci-lint exited %d with %d findings, want 1", code, len(got))
	}
	sortFindings(got)
	return got
}

func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}

func analyzerNames() []string {
	var out []string
	for _, a := range analyzers.Analyzers() {
		out = append(out, a.Name)
	}
	return out
}

// relTo returns path relative to dir, slash-separated; a path outside dir
// fails the test (both drivers must report inside the module they check).
// A relative path is taken as relative to dir, where the configuration
// lies: golangci-lint reports paths relative to its configuration file
// unless output.path-mode is "abs".
func relTo(t *testing.T, dir, path string) string {
	t.Helper()
	if !filepath.IsAbs(path) {
		path = filepath.Join(dir, path)
	}
	// Temporary directories may be reached through a symbolic link
	// (macOS's /var): compare resolved paths.
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		dir = r
	}
	if r, err := filepath.EvalSymlinks(path); err == nil {
		path = r
	}
	rel, err := filepath.Rel(dir, path)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		t.Errorf("finding in %s, outside the target %s", path, dir)
		return path
	}
	return filepath.ToSlash(rel)
}

// diff returns the findings only in want and only in got (both sorted).
func diff(want, got []finding) (missing, extra []finding) {
	count := map[finding]int{}
	for _, f := range got {
		count[f]++
	}
	for _, f := range want {
		if count[f] > 0 {
			count[f]--
			continue
		}
		missing = append(missing, f)
	}
	for _, f := range got {
		if count[f] > 0 {
			count[f]--
			extra = append(extra, f)
		}
	}
	return missing, extra
}

func lines(fs []finding) string {
	if len(fs) == 0 {
		return "\t(none)"
	}
	var b strings.Builder
	for _, f := range fs {
		fmt.Fprintf(&b, "\t%s\n", f)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// buildClampvet builds the standalone driver, cmd/clampvet, from this
// checkout, and returns the binary's path.
func buildClampvet(ctx context.Context, t *testing.T, root string) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "clampvet")
	cmd := exec.CommandContext(ctx, "go", "build", "-o", bin, "./cmd/clampvet")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOWORK=off")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the standalone driver: %v\n%s", err, out)
	}
	return bin
}

// vetJSON is the shape of `go vet -json` that cmd/clampvet -format=json
// writes: package ID → analyzer → diagnostics (or an error).
type vetJSON map[string]map[string]json.RawMessage

type vetDiagnostic struct {
	Posn    string `json:"posn"`
	Message string `json:"message"`
	// Allowed is set on a finding an audited exception covers: the
	// standalone JSON keeps it, golangci-lint (like go vet) never sees it.
	Allowed *struct {
		Reason string `json:"reason"`
	} `json:"allowed"`
	Related []struct {
		Posn    string `json:"posn"`
		Message string `json:"message"`
	} `json:"related"`
}

// runClampvet runs the standalone driver on the module in dir with
// -format=json and returns its findings, related information expanded as
// golangci-lint expands it. Its exit code must say what it found: 0 with
// no finding, 3 with findings; errors fail the test.
func runClampvet(ctx context.Context, t *testing.T, bin, dir string) (fs []finding, allowed int) {
	t.Helper()
	cmd := exec.CommandContext(ctx, bin, "-format=json", "./...")
	cmd.Dir = dir
	cmd.Env = targetEnv()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := exitCode(err)
	if code < 0 {
		t.Fatalf("clampvet in %s: %v", dir, err)
	}
	dec := json.NewDecoder(&stdout)
	for {
		var tree vetJSON
		if err := dec.Decode(&tree); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("clampvet -format=json in %s (exit %d): reading its output: %v\nstderr:\n%s", dir, code, err, stderr.Bytes())
		}
		for pkg, byAnalyzer := range tree {
			for name, raw := range byAnalyzer {
				var e struct{ Error string }
				if json.Unmarshal(raw, &e) == nil && e.Error != "" {
					t.Errorf("clampvet: analyzer %s failed on %s: %s", name, pkg, e.Error)
					continue
				}
				var diags []vetDiagnostic
				if err := json.Unmarshal(raw, &diags); err != nil {
					t.Fatalf("clampvet -format=json: diagnostics of %s on %s: %v", name, pkg, err)
				}
				for _, d := range diags {
					if d.Allowed != nil {
						allowed++
						continue
					}
					fs = append(fs, expand(t, dir, name, d)...)
				}
			}
		}
	}
	switch {
	case code == driver.ExitErrors || code == driver.ExitUsage:
		t.Fatalf("clampvet in %s exited %d (errors)\nstderr:\n%s", dir, code, stderr.Bytes())
	case len(fs) == 0 && code != driver.ExitClean:
		t.Fatalf("clampvet in %s exited %d with no finding, want %d\nstderr:\n%s", dir, code, driver.ExitClean, stderr.Bytes())
	case len(fs) > 0 && code != driver.ExitFindings:
		t.Errorf("clampvet in %s exited %d with %d findings, want %d", dir, code, len(fs), driver.ExitFindings)
	}
	// The standalone driver deduplicates a package and its test variant;
	// be sure of it here, so that a duplicate reported by golangci-lint
	// alone shows up as a difference.
	sortFindings(fs)
	return slices.Compact(fs), allowed
}

// expand turns one diagnostic into findings as golangci-lint presents it:
// the diagnostic, then one finding per related information, at its own
// position when it is in the diagnostic's file and at the diagnostic's
// otherwise.
func expand(t *testing.T, dir, analyzer string, d vetDiagnostic) []finding {
	t.Helper()
	main := parsePosn(t, dir, d.Posn)
	main.Analyzer, main.Message = analyzer, d.Message
	out := []finding{main}
	for _, r := range d.Related {
		f := parsePosn(t, dir, r.Posn)
		if f.File != main.File {
			f = main
		}
		f.Analyzer, f.Message = analyzer+"(related information)", r.Message
		out = append(out, f)
	}
	return out
}

// parsePosn reads "file:line:col" (file may itself contain colons).
func parsePosn(t *testing.T, dir, posn string) finding {
	t.Helper()
	rest, colStr, ok1 := cutLast(posn, ":")
	file, lineStr, ok2 := cutLast(rest, ":")
	line, err1 := strconv.Atoi(lineStr)
	col, err2 := strconv.Atoi(colStr)
	if !ok1 || !ok2 || err1 != nil || err2 != nil {
		t.Fatalf("position %q is not file:line:col", posn)
	}
	return finding{File: relTo(t, dir, file), Line: line, Col: col}
}

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}
