package main_test

// The end-to-end test of clampvet: it builds the real binary, as a user
// does, and runs every mode of it — standalone text, json, sarif and
// github, go vet -vettool, -diff, -fix, help, -version and -V=full —
// against copies of the example engine and of the policy module: the clean
// copies, and the broken copies catalogued in examples/engine/BREAKAGES.md
// (one per kind of finding). Every mode must exit with its documented code
// and print exactly the catalogued findings, so a finding that one mode
// prints and another drops, a column that differs, or a wrong exit code
// fails here.

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/testkit/breakages"
)

// Exit codes of clampvet, as documented in the command's doc comment.
const (
	exitClean    = 0
	exitErrors   = 1
	exitUsage    = 2
	exitFindings = 3
	exitVet      = 1 // go vet's code for findings or errors
)

// repoRoot is the repository root: the tests run in cmd/clampvet.
var repoRoot = func() string {
	dir, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		panic(err)
	}
	return dir
}()

var (
	buildOnce sync.Once
	buildDir  string // holds the binary and vetCache; removed by TestMain
	binary    string // the built clampvet
	buildErr  error
)

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// clampvetBinary builds cmd/clampvet once per test process, as a user does
// (go build in the repository, with the caller's environment, so that the
// VCS stamp -version prints is the real one), and returns its path.
func clampvetBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "clampvet-e2e-")
		if buildErr != nil {
			return
		}
		if buildErr = os.Mkdir(filepath.Join(buildDir, "gocache"), 0o777); buildErr != nil {
			return
		}
		exe := filepath.Join(buildDir, "clampvet")
		if runtime.GOOS == "windows" {
			exe += ".exe"
		}
		start := time.Now()
		build := func(flags ...string) ([]byte, error) {
			cmd := exec.Command("go", append(append([]string{"build"}, flags...), "-o", exe, "./cmd/clampvet")...)
			cmd.Dir = repoRoot
			return cmd.CombinedOutput()
		}
		out, err := build()
		if err != nil && bytes.Contains(out, []byte("-buildvcs=false")) {
			// A checkout git cannot read (no git, another owner): build
			// without the stamp rather than fail, as the go command suggests.
			out, err = build("-buildvcs=false")
		}
		if err != nil {
			buildErr = fmt.Errorf("go build ./cmd/clampvet: %v\n%s", err, out)
			return
		}
		binary = exe
		t.Logf("built %s in %s", exe, time.Since(start).Round(time.Millisecond))
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binary
}

// vetCache returns the GOCACHE of every go vet run of this process: a
// fresh one, shared by all of them.
//
// Fresh, because of go vet's caching bug (go1.26.8, stock vet too; see
// docs/go-analysis-notes.md): go vet keys a package's cached result without
// recording whether that run only computed facts (the package was a
// dependency) or also reported findings (it was a root), so a package first
// vetted as a dependency and later as a root can print nothing and exit 0.
// With the user's cache, a result cached by an earlier run could hide a
// finding, and the vet mode could pass without running clampvet at all.
//
// Shared, because within this process the keys cannot collide that way: a
// key includes the package's directory (no -trimpath), every case works on
// its own copy, and the standard library, the only thing all runs share, is
// never a root. Sharing it keeps the standard library's export data and
// facts, which every vet run needs, from being computed again for each run.
//
// The standalone runs keep the user's cache, as a user's clampvet does:
// they only read export data from it, which the go command caches
// correctly.
func vetCache(t *testing.T) string {
	t.Helper()
	clampvetBinary(t)
	return filepath.Join(buildDir, "gocache")
}

// A limiter bounds the subprocesses that run at once, by weight: go vet
// runs clampvet once per package of the graph and is heavier than the
// standalone runs.
type limiter struct {
	mu   sync.Mutex
	cond *sync.Cond
	free int
}

func newLimiter(n int) *limiter {
	l := &limiter{free: n}
	l.cond = sync.NewCond(&l.mu)
	return l
}

func (l *limiter) acquire(n int) {
	l.mu.Lock()
	for l.free < n {
		l.cond.Wait()
	}
	l.free -= n
	l.mu.Unlock()
}

func (l *limiter) release(n int) {
	l.mu.Lock()
	l.free += n
	l.mu.Unlock()
	l.cond.Broadcast()
}

var (
	slots    = max(1, runtime.NumCPU())
	vetSlots = min(2, slots) // a go vet run takes two cores
	procs    = newLimiter(slots)
)

// env is the environment of every run on a copy: offline (GOPROXY=off,
// everything the copies need is in the module cache), outside any
// workspace, with -mod=mod so the go command may complete the copy's
// go.mod instead of failing, without VCS stamping (a copy in a temporary
// directory is not a repository), with the local toolchain, and without
// the variables that change clampvet's output: GITHUB_WORKSPACE (the base
// of -format=github paths; set when this test runs in GitHub Actions) and
// CLAMPVET_LOAD. extra is added last.
func env(extra ...string) []string {
	drop := []string{"GOFLAGS", "GOWORK", "GOPROXY", "GOTOOLCHAIN", "GITHUB_WORKSPACE", "CLAMPVET_LOAD"}
	var out []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if !slices.Contains(drop, k) {
			out = append(out, kv)
		}
	}
	out = append(out, "GOFLAGS=-mod=mod -buildvcs=false", "GOWORK=off", "GOPROXY=off", "GOTOOLCHAIN=local")
	return append(out, extra...)
}

// A result is what one command printed and its exit code.
type result struct {
	cmd            string
	stdout, stderr string
	code           int
	took           time.Duration // from start to exit, without waiting for the limiter
}

func (r result) String() string {
	return fmt.Sprintf("$ %s\nexit %d\nstdout:\n%s\nstderr:\n%s", r.cmd, r.code, abridge(r.stdout), abridge(r.stderr))
}

// abridge cuts the middle out of a long output (a SARIF log's rules), so
// that a failure shows the head and the results at the end.
func abridge(s string) string {
	const head, tail = 1000, 3000
	if len(s) <= head+tail+100 {
		return s
	}
	return s[:head] + fmt.Sprintf("\n[... %d bytes ...]\n", len(s)-head-tail) + s[len(s)-tail:]
}

// run runs name args in dir (weight slots of the limiter) and returns its
// output and exit code.
func run(t *testing.T, weight int, dir string, extraEnv []string, name string, args ...string) result {
	t.Helper()
	procs.acquire(weight)
	defer procs.release(weight)
	start := time.Now()
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Env = env(extraEnv...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	r := result{
		cmd:    strings.Join(append([]string{filepath.Base(name)}, args...), " "),
		stdout: stdout.String(),
		stderr: stderr.String(),
		took:   time.Since(start),
	}
	t.Logf("%s: %s", r.cmd, r.took.Round(time.Millisecond))
	timings.add(r.cmd, r.took)
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee) && ctx.Err() == nil:
		r.code = ee.ExitCode()
	case err != nil:
		t.Fatalf("%s in %s: %v\n%s", r.cmd, dir, err, r)
	}
	return r
}

// timings sums the time of the runs of each command line, for the
// summary TestE2EBreakages logs.
var timings = &timing{total: make(map[string]time.Duration), count: make(map[string]int)}

type timing struct {
	mu    sync.Mutex
	total map[string]time.Duration
	count map[string]int
}

func (tm *timing) add(cmd string, d time.Duration) {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	tm.total[cmd] += d
	tm.count[cmd]++
}

func (tm *timing) String() string {
	tm.mu.Lock()
	defer tm.mu.Unlock()
	var b strings.Builder
	for _, cmd := range slices.Sorted(maps.Keys(tm.total)) {
		fmt.Fprintf(&b, "\n\t%3d × %s: %s", tm.count[cmd], cmd, tm.total[cmd].Round(time.Millisecond))
	}
	return b.String()
}

// clampvet runs the binary in dir.
func clampvet(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return run(t, 1, dir, nil, clampvetBinary(t), args...)
}

// goVet runs go vet -vettool=clampvet ./... in dir.
func goVet(t *testing.T, dir string) result {
	t.Helper()
	return run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go", "vet", "-vettool="+clampvetBinary(t), "./...")
}

// copyTree copies the policy module and the example engine into a fresh
// temporary directory, keeping their layout so that the engine's
// "replace github.com/sema-agent/policy => ../../policy" resolves, and
// returns the copy's root. The root has its symbolic links resolved, so
// that paths the tools print compare with paths built from it.
func copyTree(t *testing.T) string {
	t.Helper()
	root, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []string{"policy", filepath.Join("examples", "engine")} {
		if err := os.CopyFS(filepath.Join(root, d), os.DirFS(filepath.Join(repoRoot, d))); err != nil {
			t.Fatalf("copying %s: %v", d, err)
		}
	}
	return root
}

// A breakage is one case of examples/engine/BREAKAGES.md (package
// testkit/breakages): a broken copy and the findings clampvet must report.
type breakage = breakages.Case

// extraBreakages are the test's own cases, in the terms of BREAKAGES.md,
// for what the catalogue of the engine has no reason to show: a finding in
// a test file (only a test variant has it; standalone and go vet must both
// report it, once) on a line with non-ASCII text before the column (text
// and JSON count bytes, SARIF and GitHub UTF-16 units: 29 and 25 here),
// with a fix that -fix applies at the right offset.
var extraBreakages = []*breakage{{
	Name:     "test-file-non-ascii-column",
	Analyzer: "clampseats",
	Dir:      "examples/engine",
	File:     "examples/engine/agents/e2e_extra_test.go",
	Create:   true,
	New: "package agents_test\n\nimport \"github.com/sema-agent/policy\"\n\n" +
		"// Réglé: non-ASCII text before the finding, in a comment and on its line.\n" +
		"var _ = []any{\"ünï 🙂\", policy.ChildClampSource{HandsReadOnly: parent.HandsReadOnly}}\n\n" +
		"var parent policy.TaskSpec\n",
	Findings: []string{"agents/e2e_extra_test.go:6:29: policy.ChildClampSource literal omits seats InteractiveTools, ReadFace, WriteFace, ReadDenyPatterns: " +
		"name every seat, zero values included"},
	Fixed: "\"ünï 🙂\", policy.ChildClampSource{HandsReadOnly: parent.HandsReadOnly, InteractiveTools: parent.InteractiveTools, " +
		"ReadFace: parent.ReadFace, WriteFace: parent.WriteFace, ReadDenyPatterns: parent.ReadDenyPatterns}}\n",
	HasFixed: true,
}}

// breakagesFile is the catalogue of broken copies.
var breakagesFile = filepath.Join(repoRoot, "examples", "engine", "BREAKAGES.md")

// readBreakages parses the catalogue.
func readBreakages() ([]*breakage, error) { return breakages.Read(breakagesFile) }

// A finding is one diagnostic as a mode printed it, in the terms of
// BREAKAGES.md: File is slash-separated and relative to the directory
// clampvet ran in, Col counts bytes.
type finding struct {
	File      string
	Line, Col int
	Message   string
	Analyzer  string // "" when the mode does not say
	Kind      string // "" when the mode does not say
}

func (f finding) String() string {
	return fmt.Sprintf("%s:%d:%d: %s", f.File, f.Line, f.Col, f.Message)
}

// analyzerNames are the analyzers of the binary.
var analyzerNames = func() []string {
	var names []string
	for _, a := range analyzers.All() {
		names = append(names, a.Analyzer.Name)
	}
	return names
}()

var textLine = regexp.MustCompile(`^(.+?\.go):(\d+):(\d+): (.*)$`)

// kindSuffix is the " (analyzer/kind)" clampvet's text format ends a
// finding with.
var kindSuffix = regexp.MustCompile(`^(.*) \(([a-z]+)/([a-z0-9]+(?:-[a-z0-9]+)*)\)$`)

// parseText reads findings in the Go convention, file:line:col: message,
// followed by " (analyzer/kind)" when withAnalyzer is set (clampvet's text
// format), or not (go vet's output). Lines whose message starts with a
// tab, and lines that start with one, are related information of the
// finding above; with vet set, "# package"
// headers are skipped too. Any other line is an error.
func parseText(out string, withAnalyzer, vet bool) ([]finding, error) {
	var fs []finding
	for line := range strings.Lines(out) {
		line = strings.TrimSuffix(line, "\n")
		if line == "" || strings.HasPrefix(line, "\t") || vet && strings.HasPrefix(line, "# ") {
			continue
		}
		m := textLine.FindStringSubmatch(line)
		if m == nil {
			return fs, fmt.Errorf("not a finding: %q", line)
		}
		if strings.HasPrefix(m[4], "\t") {
			continue // related information: "file:line:col: \tmessage", as go vet prints it
		}
		f := finding{File: filepath.ToSlash(m[1]), Line: atoi(m[2]), Col: atoi(m[3]), Message: m[4]}
		if withAnalyzer {
			if m := kindSuffix.FindStringSubmatch(f.Message); m != nil && slices.Contains(analyzerNames, m[2]) {
				f.Message, f.Analyzer, f.Kind = m[1], m[2], m[3]
			}
			if f.Analyzer == "" || f.Kind == "" {
				return fs, fmt.Errorf("no (analyzer/kind) suffix: %q", line)
			}
		}
		fs = append(fs, f)
	}
	return fs, nil
}

func atoi(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		panic(err)
	}
	return n
}

var posn = regexp.MustCompile(`^(.+):(\d+):(\d+)$`)

// parseJSON reads the go vet -json shape: package ID → analyzer →
// diagnostics, or {"error": "..."}. Positions are absolute; they are made
// relative to dir.
func parseJSON(out, dir string) ([]finding, error) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		return nil, fmt.Errorf("not the go vet -json shape: %v", err)
	}
	var fs []finding
	for pkg, byAnalyzer := range tree {
		for name, raw := range byAnalyzer {
			if bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
				var e struct{ Error string }
				json.Unmarshal(raw, &e)
				return nil, fmt.Errorf("%s: analyzer %s: error %q", pkg, name, e.Error)
			}
			var diags []struct {
				Posn, End, Message string
			}
			if err := json.Unmarshal(raw, &diags); err != nil {
				return nil, fmt.Errorf("%s: %s: %v", pkg, name, err)
			}
			for _, d := range diags {
				m := posn.FindStringSubmatch(d.Posn)
				if m == nil {
					return nil, fmt.Errorf("%s: %s: posn %q is not file:line:col", pkg, name, d.Posn)
				}
				file, err := filepath.Rel(dir, m[1])
				if err != nil || !filepath.IsAbs(m[1]) {
					return nil, fmt.Errorf("%s: %s: posn %q is not an absolute path under %s", pkg, name, d.Posn, dir)
				}
				fs = append(fs, finding{File: filepath.ToSlash(file), Line: atoi(m[2]), Col: atoi(m[3]), Message: d.Message, Analyzer: name})
			}
		}
	}
	return fs, nil
}

// sarifLog is the part of a SARIF log the test reads.
type sarifLog struct {
	Version string
	Runs    []struct {
		Tool struct {
			Driver struct {
				Name  string
				Rules []struct{ ID, Name string }
			}
		}
		Invocations []struct {
			ExecutionSuccessful        bool
			ToolExecutionNotifications []sarifNotification
		}
		OriginalURIBaseIDs map[string]struct{ URI string } `json:"originalUriBaseIds"`
		ColumnKind         string
		Results            []struct {
			RuleID    string
			RuleIndex int
			Level     string
			Message   struct{ Text string }
			Locations []struct {
				PhysicalLocation struct {
					ArtifactLocation struct {
						URI       string
						URIBaseID string `json:"uriBaseId"`
					}
					Region struct {
						StartLine, StartColumn int
					}
				}
			}
		}
	}
}

// A sarifNotification is a tool execution notification: how SARIF
// carries load, type and analysis errors.
type sarifNotification struct {
	Level     string
	Message   struct{ Text string }
	Locations []struct {
		PhysicalLocation struct {
			ArtifactLocation struct{ URI string }
			Region           struct{ StartLine, StartColumn int }
		}
	}
}

// parseSARIF validates a SARIF log against the OASIS schema and reads its
// results; artifact URIs are resolved against their base and made
// relative to dir, UTF-16 columns are turned into byte columns. It returns
// whether the invocation was successful.
func parseSARIF(t *testing.T, out, dir string) (fs []finding, ok bool, err error) {
	t.Helper()
	if err := validateSARIF([]byte(out)); err != nil {
		return nil, false, err
	}
	var log sarifLog
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		return nil, false, err
	}
	if len(log.Runs) != 1 {
		return nil, false, fmt.Errorf("%d runs, want 1", len(log.Runs))
	}
	r := log.Runs[0]
	if r.Tool.Driver.Name != "clampvet" || len(r.Invocations) != 1 {
		return nil, false, fmt.Errorf("driver %q with %d invocations, want clampvet with 1", r.Tool.Driver.Name, len(r.Invocations))
	}
	var rules, want []string
	analyzerOf := make(map[string]string) // rule ID -> the analyzer its name says, "" for the suite's
	for _, rule := range r.Tool.Driver.Rules {
		rules = append(rules, rule.ID)
		a, id, ok := strings.Cut(rule.Name, "/")
		if !ok || id != rule.ID || a != "clampvet" && !slices.Contains(analyzerNames, a) {
			return nil, false, fmt.Errorf("rule %q is named %q, want analyzer/%s", rule.ID, rule.Name, rule.ID)
		}
		if a != "clampvet" {
			analyzerOf[rule.ID] = a
		}
	}
	for _, k := range kinds.All() {
		want = append(want, k.ID)
	}
	if !slices.Equal(slices.Sorted(slices.Values(rules)), slices.Sorted(slices.Values(want))) {
		return nil, false, fmt.Errorf("rules %v, want one per finding kind %v", rules, want)
	}
	if r.ColumnKind != "" && r.ColumnKind != "utf16CodeUnits" {
		return nil, false, fmt.Errorf("columnKind %q", r.ColumnKind)
	}
	for i, res := range r.Results {
		if len(res.Locations) != 1 {
			return nil, false, fmt.Errorf("result %d has %d locations, want 1", i, len(res.Locations))
		}
		if res.RuleIndex < 0 || res.RuleIndex >= len(rules) || rules[res.RuleIndex] != res.RuleID {
			return nil, false, fmt.Errorf("result %d: ruleIndex %d does not name rule %q", i, res.RuleIndex, res.RuleID)
		}
		if res.Level != "error" {
			return nil, false, fmt.Errorf("result %d: level %q, want error (every analyzer's severity)", i, res.Level)
		}
		loc := res.Locations[0].PhysicalLocation
		base, ok := r.OriginalURIBaseIDs[loc.ArtifactLocation.URIBaseID]
		if !ok {
			return nil, false, fmt.Errorf("result %d: uriBaseId %q is not in originalUriBaseIds", i, loc.ArtifactLocation.URIBaseID)
		}
		u, err := url.Parse(base.URI)
		if err != nil || u.Scheme != "file" {
			return nil, false, fmt.Errorf("result %d: base %q is not a file URI", i, base.URI)
		}
		if want := moduleRoot(dir); filepath.Clean(filepath.FromSlash(u.Path)) != want {
			return nil, false, fmt.Errorf("result %d: base %s, want the module root %s", i, u.Path, want)
		}
		abs := filepath.Join(filepath.FromSlash(u.Path), filepath.FromSlash(loc.ArtifactLocation.URI))
		col, err := byteColumn(abs, loc.Region.StartLine, loc.Region.StartColumn)
		if err != nil {
			return nil, false, fmt.Errorf("result %d: %v", i, err)
		}
		rel, _ := filepath.Rel(dir, abs)
		fs = append(fs, finding{File: filepath.ToSlash(rel), Line: loc.Region.StartLine, Col: col, Message: unlinkSARIF(res.Message.Text), Analyzer: analyzerOf[res.RuleID], Kind: res.RuleID})
	}
	return fs, r.Invocations[0].ExecutionSuccessful, nil
}

var (
	schemaOnce sync.Once
	schema     *jsonschema.Schema
	schemaErr  error
)

// validateSARIF validates a SARIF log against the OASIS schema (the copy
// in internal/driver/sarif/testdata).
func validateSARIF(data []byte) error {
	schemaOnce.Do(func() {
		var f *os.File
		f, schemaErr = os.Open(filepath.Join(repoRoot, "internal", "driver", "sarif", "testdata", "sarif-schema-2.1.0.json"))
		if schemaErr != nil {
			return
		}
		defer f.Close()
		var doc any
		if doc, schemaErr = jsonschema.UnmarshalJSON(f); schemaErr != nil {
			return
		}
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		if schemaErr = c.AddResource("sarif.json", doc); schemaErr != nil {
			return
		}
		schema, schemaErr = c.Compile("sarif.json")
	})
	if schemaErr != nil {
		return schemaErr
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("SARIF output is not JSON: %v", err)
	}
	if err := schema.Validate(inst); err != nil {
		return fmt.Errorf("SARIF output does not validate: %v", err)
	}
	return nil
}

// moduleRoot returns the directory of the go.mod that governs dir.
func moduleRoot(dir string) string {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d
		}
		if filepath.Dir(d) == d {
			return dir
		}
	}
}

// byteColumn turns a 1-based column in UTF-16 code units (SARIF's and
// GitHub's) on a line of file into the 1-based byte column go/token and
// the text format use.
func byteColumn(file string, line, col16 int) (int, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return 0, err
	}
	lines := strings.Split(string(data), "\n")
	if line < 1 || line > len(lines) {
		return 0, fmt.Errorf("%s has no line %d", file, line)
	}
	text, units, col := lines[line-1], 0, 1
	for units < col16-1 {
		if text == "" {
			return 0, fmt.Errorf("%s:%d: column %d (UTF-16) is past the end of the line", file, line, col16)
		}
		r, size := utf8.DecodeRuneInString(text)
		units += utf16.RuneLen(r)
		col += size
		text = text[size:]
	}
	return col, nil
}

var githubLine = regexp.MustCompile(`^::(error|warning|notice) ([^:]*)::(.*)$`)

// parseGitHub reads GitHub Actions workflow commands, one per finding:
// ::error file=F,line=L,col=C,title=T::message (with optional endLine and
// endColumn). File is relative to the module root of dir, col counts
// UTF-16 units.
func parseGitHub(out, dir string) ([]finding, error) {
	root := moduleRoot(dir)
	var fs []finding
	for line := range strings.Lines(out) {
		line = strings.TrimSuffix(line, "\n")
		m := githubLine.FindStringSubmatch(line)
		if m == nil {
			return nil, fmt.Errorf("not a workflow command: %q", line)
		}
		if m[1] != "error" {
			return nil, fmt.Errorf("level %s, want error (every analyzer's severity): %q", m[1], line)
		}
		props := make(map[string]string)
		for _, p := range strings.Split(m[2], ",") {
			k, v, ok := strings.Cut(p, "=")
			if !ok {
				return nil, fmt.Errorf("property %q is not key=value: %q", p, line)
			}
			props[k] = unescapeGitHub(v)
		}
		for _, k := range []string{"file", "line", "col", "title"} {
			if props[k] == "" {
				return nil, fmt.Errorf("no %s property: %q", k, line)
			}
		}
		abs := filepath.Join(root, filepath.FromSlash(props["file"]))
		ln, col16 := atoi(props["line"]), atoi(props["col"])
		col, err := byteColumn(abs, ln, col16)
		if err != nil {
			return nil, err
		}
		rel, _ := filepath.Rel(dir, abs)
		msg := unescapeGitHub(m[3])
		if i := strings.LastIndex(msg, " (see "); i >= 0 && strings.HasSuffix(msg, ")") {
			msg = msg[:i] // the related locations an annotation names in its message
		}
		analyzer, kind, ok := strings.Cut(props["title"], "/")
		if !ok || !slices.Contains(analyzerNames, analyzer) {
			return nil, fmt.Errorf("title %q is not analyzer/kind: %q", props["title"], line)
		}
		fs = append(fs, finding{File: filepath.ToSlash(rel), Line: ln, Col: col, Message: msg, Analyzer: analyzer, Kind: kind})
	}
	return fs, nil
}

// unlinkSARIF returns the finding's message of a SARIF message text: a
// message with related locations ends with " (see [..](1); ...)" and
// escapes its literal brackets and backslashes.
func unlinkSARIF(text string) string {
	i := strings.LastIndex(text, " (see [")
	if i < 0 || !strings.HasSuffix(text, ")") {
		return text
	}
	return strings.NewReplacer(`\\`, `\`, `\[`, `[`, `\]`, `]`).Replace(text[:i])
}

// unescapeGitHub undoes the escapes of @actions/core.
func unescapeGitHub(s string) string {
	return strings.NewReplacer("%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",", "%25", "%").Replace(s)
}

// compare reports, for one mode, the findings it printed that are not
// wanted and the wanted ones it did not print, as multisets (a finding
// printed twice is a discrepancy: clampvet deduplicates), and any finding
// attributed to another analyzer than analyzer.
func compare(t *testing.T, mode string, got []finding, want []string, analyzer string, r result) {
	t.Helper()
	var gotKeys []string
	for _, f := range got {
		gotKeys = append(gotKeys, f.String())
		if f.Analyzer != "" && analyzer != "" && f.Analyzer != analyzer {
			t.Errorf("%s: finding %s attributed to %s, want %s", mode, f, f.Analyzer, analyzer)
		}
	}
	extra, missing := multisetDiff(gotKeys, want)
	if len(extra) > 0 || len(missing) > 0 {
		t.Errorf("%s: findings differ from BREAKAGES.md\nunexpected:\n\t%s\nmissing:\n\t%s\n%s",
			mode, strings.Join(extra, "\n\t"), strings.Join(missing, "\n\t"), r)
	}
}

// multisetDiff returns the elements of got not matched in want and those
// of want not matched in got.
func multisetDiff(got, want []string) (extra, missing []string) {
	count := make(map[string]int)
	for _, w := range want {
		count[w]++
	}
	for _, g := range got {
		if count[g] > 0 {
			count[g]--
		} else {
			extra = append(extra, g)
		}
	}
	for _, w := range want {
		if count[w] > 0 {
			count[w]--
			missing = append(missing, w)
		}
	}
	return extra, missing
}

// A mode is one way of running clampvet on a directory, and how to read
// its findings.
type mode struct {
	name     string
	heavy    bool                                                        // go vet: skipped on broken copies with -short
	run      func(t *testing.T, dir string) result                       // runs the mode on ./... in dir
	findings func(t *testing.T, r result, dir string) ([]finding, error) // reads the findings of a run
	findCode int                                                         // the exit code with findings (without: 0)
}

var modes = []mode{
	{
		name:     "text",
		run:      func(t *testing.T, dir string) result { return clampvet(t, dir, "./...") },
		findings: func(t *testing.T, r result, dir string) ([]finding, error) { return parseText(r.stdout, true, false) },
		findCode: exitFindings,
	},
	{
		name:     "json",
		run:      func(t *testing.T, dir string) result { return clampvet(t, dir, "-format=json", "./...") },
		findings: func(t *testing.T, r result, dir string) ([]finding, error) { return parseJSON(r.stdout, dir) },
		findCode: exitFindings,
	},
	{
		name: "sarif",
		run:  func(t *testing.T, dir string) result { return clampvet(t, dir, "-format=sarif", "./...") },
		findings: func(t *testing.T, r result, dir string) ([]finding, error) {
			fs, ok, err := parseSARIF(t, r.stdout, dir)
			if err == nil && !ok {
				err = errors.New("invocation not successful")
			}
			return fs, err
		},
		findCode: exitFindings,
	},
	{
		name:     "github",
		run:      func(t *testing.T, dir string) result { return clampvet(t, dir, "-format=github", "./...") },
		findings: func(t *testing.T, r result, dir string) ([]finding, error) { return parseGitHub(r.stdout, dir) },
		findCode: exitFindings,
	},
	{
		name:  "vettool",
		heavy: true,
		run:   goVet,
		findings: func(t *testing.T, r result, dir string) ([]finding, error) {
			if r.stdout != "" {
				return nil, fmt.Errorf("go vet printed on stdout")
			}
			return parseText(r.stderr, false, true)
		},
		findCode: exitVet,
	},
}

// checkMode runs m in dir and wants the findings want (none: a clean run)
// by analyzer, with the mode's exit code and nothing on stderr (but go
// vet's findings).
func checkMode(t *testing.T, m mode, dir string, want []string, analyzer string) {
	t.Helper()
	r := m.run(t, dir)
	code := exitClean
	if len(want) > 0 {
		code = m.findCode
	}
	if r.code != code {
		t.Errorf("%s: exit %d, want %d\n%s", m.name, r.code, code, r)
	}
	if m.name != "vettool" && r.stderr != "" {
		t.Errorf("%s: stderr is not empty\n%s", m.name, r)
	}
	got, err := m.findings(t, r, dir)
	if err != nil {
		t.Errorf("%s: %v\n%s", m.name, err, r)
		return
	}
	compare(t, m.name, got, want, analyzer, r)
}

// TestE2EClean runs every mode on clean copies of the example engine and
// of the policy module: no findings, exit 0, and -diff has nothing to show.
func TestE2EClean(t *testing.T) {
	start := time.Now()
	t.Cleanup(func() { t.Logf("total %s", time.Since(start).Round(time.Millisecond)) })
	root := copyTree(t)
	for _, dir := range []string{"examples/engine", "policy"} {
		dir := filepath.Join(root, filepath.FromSlash(dir))
		t.Run(filepath.Base(dir), func(t *testing.T) {
			for i, m := range modes {
				t.Run(m.name, func(t *testing.T) {
					if i > 0 {
						t.Parallel() // after the first, as in TestE2EBreakages
					}
					checkMode(t, m, dir, nil, "")
				})
			}
			t.Run("sarif-empty", func(t *testing.T) {
				t.Parallel()
				r := clampvet(t, dir, "-format=sarif", "./...")
				var log sarifLog
				if err := json.Unmarshal([]byte(r.stdout), &log); err != nil || len(log.Runs) != 1 ||
					log.Runs[0].Results == nil || len(log.Runs[0].Results) != 0 ||
					len(log.Runs[0].Invocations) != 1 || !log.Runs[0].Invocations[0].ExecutionSuccessful {
					t.Errorf("want one successful run with an empty results array (err %v)\n%s", err, r)
				}
			})
			t.Run("diff", func(t *testing.T) {
				t.Parallel()
				r := clampvet(t, dir, "-diff", "./...")
				if r.code != 0 || r.stdout != "" || r.stderr != "" {
					t.Errorf("-diff on a clean copy: want exit 0 and no output\n%s", r)
				}
			})
		})
	}
}

// TestE2EBreakages runs every mode on each broken copy of
// examples/engine/BREAKAGES.md and wants exactly the catalogued findings
// from each; a case with a fix is also fixed with -diff and -fix, and one
// without has nothing to show with -diff, which reports its findings as
// left (exit 3). go test -short skips the go vet runs.
func TestE2EBreakages(t *testing.T) {
	cases, err := readBreakages()
	if err != nil {
		t.Fatal(err)
	}
	cases = append(cases, extraBreakages...)
	start := time.Now()
	t.Cleanup(func() {
		t.Logf("%d cases, total %s; time of the runs so far, by command:%s", len(cases), time.Since(start).Round(time.Millisecond), timings)
	})
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			t.Parallel()
			root := copyTree(t)
			c.Apply(t, root)
			dir := filepath.Join(root, filepath.FromSlash(c.Dir))
			for i, m := range modes {
				t.Run(m.name, func(t *testing.T) {
					if m.heavy && testing.Short() {
						t.Skip("go vet on every broken copy: not with -short")
					}
					if i > 0 {
						// The first mode runs alone: it compiles the
						// copy's packages, which the others then find
						// in the cache instead of compiling them too.
						t.Parallel()
					}
					checkMode(t, m, dir, c.Findings, c.Analyzer)
				})
			}
			if c.HasFixed {
				t.Run("fix", func(t *testing.T) {
					t.Parallel()
					checkFix(t, c)
				})
			} else {
				t.Run("diff", func(t *testing.T) {
					t.Parallel()
					// The catalogue lists every case with a fix: one it
					// does not list has nothing to show, and -diff and
					// -fix report every finding as left, with exit 3.
					r := clampvet(t, dir, "-diff", "./...")
					if r.code != exitFindings || r.stdout != "" {
						t.Errorf("-diff on a case with no fixed text: want exit %d and no diff (or list the fix in BREAKAGES.md)\n%s", exitFindings, r)
					}
					got, err := parseText(r.stderr, true, false)
					if err != nil {
						t.Errorf("-diff: the findings left on stderr: %v\n%s", err, r)
					}
					compare(t, "-diff (findings left)", got, c.Findings, c.Analyzer, r)
				})
			}
		})
	}
}

// checkFix runs -diff and -fix on its own copy of the case: -diff shows a
// unified diff that adds the fixed text and leaves the file alone; -fix
// writes it, and a second run is clean.
func checkFix(t *testing.T, c *breakage) {
	root := copyTree(t)
	c.Apply(t, root)
	dir := filepath.Join(root, filepath.FromSlash(c.Dir))
	file := filepath.Join(root, filepath.FromSlash(c.File))
	before, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}

	// Every catalogued finding of a case with a fix is fixed by it: -diff
	// and -fix leave none (exit 0).
	r := clampvet(t, dir, "-diff", "./...")
	if r.code != 0 || r.stderr != "" {
		t.Errorf("-diff: want exit 0 and no finding left on stderr\n%s", r)
	}
	header := "--- " + file + " (old)\n+++ " + file + " (new)\n"
	if !strings.Contains(r.stdout, header) {
		t.Errorf("-diff: no unified diff of %s\n%s", file, r)
	}
	if old, new := diffSides(strings.Replace(r.stdout, header, "", 1)); strings.Count(new, c.Fixed) <= strings.Count(old, c.Fixed) {
		t.Errorf("-diff: the diff does not add the fixed text %q\n%s", c.Fixed, r)
	}
	if after, _ := os.ReadFile(file); !bytes.Equal(after, before) {
		t.Errorf("-diff modified %s", file)
	}

	r = clampvet(t, dir, "-fix", "./...")
	if r.code != 0 || r.stdout != "" || r.stderr != "" {
		t.Errorf("-fix: want exit 0 and no output\n%s", r)
	}
	after, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(after, []byte(c.Fixed)) {
		t.Errorf("-fix: %s does not contain %q:\n%s", c.File, c.Fixed, after)
	}
	r = clampvet(t, dir, "./...")
	if r.code != exitClean || r.stdout != "" || r.stderr != "" {
		t.Errorf("after -fix: want a clean run\n%s", r)
	}
}

// TestE2EBreakagesParser checks that a catalogue the test cannot read
// fails it loudly instead of running fewer cases.
func TestE2EBreakagesParser(t *testing.T) {
	const good = "## Cases\n\n### a-case\n\nWhy.\n\n- analyzer: \"clampseats\"\n- dir: \"policy\"\n- file: \"policy/x.go\"\n" +
		"- old: \"a\\tb\"\n- new: \"\"\n- finding: \"x.go:1:1: one\"\n- finding: \"x.go:2:1: two\"\n"
	cases, err := breakages.Parse([]byte(good))
	if err != nil || len(cases) != 1 {
		t.Fatalf("good catalogue: %d cases, %v", len(cases), err)
	}
	c := cases[0]
	if c.Name != "a-case" || c.Old != "a\tb" || c.New != "" || c.HasFixed || !slices.Equal(c.Findings, []string{"x.go:1:1: one", "x.go:2:1: two"}) {
		t.Errorf("good catalogue: %+v", c)
	}
	for name, bad := range map[string]struct{ text, err string }{
		"no cases":       {"# Broken copies\n\n## Format\n\n- key: value\n", "no cases"},
		"unquoted value": {strings.Replace(good, `"clampseats"`, "clampseats", 1), "not a Go double-quoted string"},
		"bad escape":     {strings.Replace(good, `"a\tb"`, `"a\qb"`, 1), "not a Go double-quoted string"},
		"unknown key":    {strings.Replace(good, "- new:", "- neu:", 1), `unknown key "neu"`},
		"no finding":     {strings.ReplaceAll(good, "- finding:", "finding:"), "no finding"},
		"no old":         {strings.Replace(good, "- old: \"a\\tb\"\n", "", 1), "old are required"},
		"key twice":      {good + "- dir: \"policy\"\n", "dir given twice"},
		"dir elsewhere":  {strings.Replace(good, `- dir: "policy"`, `- dir: "internal"`, 1), "want examples/engine or policy"},
		"file outside":   {strings.Replace(good, `"policy/x.go"`, `"policy/../go.mod"`, 1), "is not inside dir"},
		"malformed line": {good + "- finding \"x\"\n", "want - key"},
	} {
		if _, err := breakages.Parse([]byte(bad.text)); err == nil || !strings.Contains(err.Error(), bad.err) {
			t.Errorf("%s: error %v, want one that says %q", name, err, bad.err)
		}
	}
}

// diffSides returns the text of the old and the new side of the hunks of
// a unified diff (file headers removed): context lines are on both sides.
func diffSides(diff string) (old, new string) {
	var o, n strings.Builder
	for l := range strings.Lines(diff) {
		switch {
		case strings.HasPrefix(l, " "):
			o.WriteString(l[1:])
			n.WriteString(l[1:])
		case strings.HasPrefix(l, "-"):
			o.WriteString(l[1:])
		case strings.HasPrefix(l, "+"):
			n.WriteString(l[1:])
		}
	}
	return o.String(), n.String()
}

// TestE2EErrors checks that a package that does not type-check is an
// error in every mode, never a silent pass — both a package that takes
// part in the analysis (parsed from source) and one that does not (taken
// from export data by the selective loader) — and that usage errors exit
// 2.
func TestE2EErrors(t *testing.T) {
	const badDecl = "var e2eTypeError int = \"not an int\"\n"
	typeErrors := []struct {
		name string
		file string // relative to the engine; badDecl is appended
		pre  string // the file's head, when the test creates it
	}{
		{name: "participating", file: "agents/teacher.go"},
		{name: "not-participating", file: "e2ebad/bad.go", pre: "// Package e2ebad takes no part in clampvet's analysis.\npackage e2ebad\n\n"},
	}
	for _, te := range typeErrors {
		t.Run(te.name, func(t *testing.T) {
			t.Parallel()
			root := copyTree(t)
			dir := filepath.Join(root, "examples", "engine")
			path := filepath.Join(dir, filepath.FromSlash(te.file))
			data := []byte(te.pre)
			if te.pre == "" {
				var err error
				if data, err = os.ReadFile(path); err != nil {
					t.Fatal(err)
				}
			}
			if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
				t.Fatal(err)
			}
			data = append(data, "\n"+badDecl...)
			if err := os.WriteFile(path, data, 0o666); err != nil {
				t.Fatal(err)
			}
			line := bytes.Count(data, []byte("\n"))
			const msg = "cannot use \"not an int\" (untyped string constant) as int value in variable declaration"
			wantErr := fmt.Sprintf("%s:%d:24: %s", te.file, line, msg)
			pkg := "example.com/agentengine/" + filepath.ToSlash(filepath.Dir(te.file))

			for _, format := range []string{"text", "json", "sarif", "github"} {
				t.Run(format, func(t *testing.T) {
					t.Parallel()
					r := clampvet(t, dir, "-format="+format, "./...")
					if r.code != exitErrors {
						t.Errorf("exit %d, want %d\n%s", r.code, exitErrors, r)
					}
					if !strings.Contains(r.stderr, wantErr) {
						t.Errorf("stderr does not hold the type error %q\n%s", wantErr, r)
					}
					switch format {
					case "text":
						if r.stdout != "" {
							t.Errorf("stdout is not empty\n%s", r)
						}
					case "json":
						// The go vet -json shape has no place for a
						// type error but the analyzers' {"error": ...}
						// of the package: it must be there.
						var tree map[string]map[string]struct{ Error string }
						if err := json.Unmarshal([]byte(r.stdout), &tree); err != nil {
							t.Errorf("json: want the go vet -json shape with errors: %v\n%s", err, r)
						}
						for _, name := range analyzerNames {
							if tree[pkg][name].Error == "" {
								t.Errorf("json: no error of %s for package %s\n%s", name, pkg, r)
							}
						}
					case "sarif":
						_, ok, err := parseSARIF(t, r.stdout, dir)
						if err != nil || ok {
							t.Errorf("sarif: want a valid log of an unsuccessful invocation (err %v, successful %v)\n%s", err, ok, r)
						}
						var log sarifLog
						json.Unmarshal([]byte(r.stdout), &log)
						var found bool
						for _, run := range log.Runs {
							for _, inv := range run.Invocations {
								for _, n := range inv.ToolExecutionNotifications {
									for _, l := range n.Locations {
										found = found || n.Level == "error" && n.Message.Text == msg &&
											l.PhysicalLocation.ArtifactLocation.URI == te.file &&
											l.PhysicalLocation.Region.StartLine == line && l.PhysicalLocation.Region.StartColumn == 24
									}
								}
							}
						}
						if !found {
							t.Errorf("sarif: no error notification %q at %s:%d:24\n%s", msg, te.file, line, r)
						}
					case "github":
						want := fmt.Sprintf("::error file=%s,line=%d,col=24,title=clampvet::", te.file, line)
						if !strings.Contains(r.stdout, want) {
							t.Errorf("github: no annotation %q\n%s", want, r)
						}
					}
				})
			}
			t.Run("vettool", func(t *testing.T) {
				t.Parallel()
				r := goVet(t, dir)
				if r.code != exitVet || !strings.Contains(r.stderr, wantErr) {
					t.Errorf("go vet: want exit %d and the type error\n%s", exitVet, r)
				}
			})
		})
	}

	usage := []struct {
		args   []string
		stderr string
	}{
		{[]string{"-bogus", "./..."}, "flag provided but not defined: -bogus"},
		{[]string{"-format=xml", "./..."}, `unknown -format "xml"`},
		{[]string{"help", "nope"}, `no analyzer "nope"`},
		{nil, "no packages to analyze"},
	}
	for _, u := range usage {
		t.Run("usage "+strings.Join(u.args, " "), func(t *testing.T) {
			t.Parallel()
			r := clampvet(t, repoRoot, u.args...)
			if r.code != exitUsage || !strings.Contains(r.stderr, u.stderr) || r.stdout != "" {
				t.Errorf("want exit %d and %q on stderr\n%s", exitUsage, u.stderr, r)
			}
		})
	}
}

// TestE2EHelpAndVersion checks help, help NAME, -version and -V=full: the
// version line go vet keys its cache on carries the hash of the very
// binary.
func TestE2EHelpAndVersion(t *testing.T) {
	bin := clampvetBinary(t)
	dir := t.TempDir()

	r := clampvet(t, dir, "help")
	if r.code != 0 || r.stderr != "" {
		t.Errorf("help: want exit 0\n%s", r)
	}
	for _, a := range analyzers.All() {
		if !regexp.MustCompile(`(?m)^\s+` + regexp.QuoteMeta(a.Analyzer.Name) + `\s+` + regexp.QuoteMeta(a.Doc.Title) + `$`).MatchString(r.stdout) {
			t.Errorf("help does not list %s with its title %q\n%s", a.Analyzer.Name, a.Doc.Title, r)
		}
		h := clampvet(t, dir, "help", a.Analyzer.Name)
		if h.code != 0 || h.stderr != "" || !strings.HasPrefix(h.stdout, a.Analyzer.Name+": "+a.Doc.Title+"\n") ||
			!strings.Contains(h.stdout, a.Analyzer.URL) {
			t.Errorf("help %s: want exit 0, the title %q and the URL %s\n%s", a.Analyzer.Name, a.Doc.Title, a.Analyzer.URL, h)
		}
	}

	v := clampvet(t, dir, "-version")
	version, ok := strings.CutPrefix(v.stdout, "clampvet ")
	version, nl := strings.CutSuffix(version, "\n")
	if v.code != 0 || !ok || !nl || version == "" || strings.Contains(version, "\n") {
		t.Fatalf("-version: want exit 0 and one line \"clampvet VERSION\"\n%s", v)
	}
	// The version is what the binary's build information says.
	bi := run(t, 1, dir, nil, "go", "version", "-m", bin)
	if bi.code != 0 {
		t.Fatalf("go version -m:\n%s", bi)
	}
	for _, key := range []string{"vcs.revision", "vcs.time", "vcs.modified"} {
		if m := regexp.MustCompile(`(?m)^\tbuild\t` + regexp.QuoteMeta(key) + `=(\S+)$`).FindStringSubmatch(bi.stdout); m != nil &&
			!slices.Contains(strings.Fields(version), key+"="+m[1]) {
			t.Errorf("-version %q lacks the build's %s=%s", version, key, m[1])
		}
	}
	if m := regexp.MustCompile(`(?m)^\tmod\t\S+\t(\S+)`).FindStringSubmatch(bi.stdout); m != nil && strings.Fields(version)[0] != m[1] {
		t.Errorf("-version %q: want the module version %s first", version, m[1])
	}

	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(data)
	want := "clampvet version " + version + " buildID=" + hex.EncodeToString(sum[:]) + "\n"
	for _, arg := range []string{"-V=full", "-V"} {
		r := clampvet(t, dir, arg)
		if r.code != 0 || r.stdout != want {
			t.Errorf("%s: want exit 0 and %q\n%s", arg, want, r)
		}
	}
	// The form cmd/go's toolID parses: "NAME version VERSION ... buildID=ID".
	if f := strings.Fields(want); len(f) < 4 || f[1] != "version" || !strings.HasPrefix(f[len(f)-1], "buildID=") {
		t.Errorf("-V=full %q is not of the form go vet reads", want)
	}
}
