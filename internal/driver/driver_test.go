package driver_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/testkit/drivertest"
	"github.com/sema-agent/clampvet/testkit/golden"
)

var update = flag.Bool("update", false, "rewrite the golden files of TestFormats")

// mainEnv makes the test binary behave as a clampvet binary whose suite
// is drivertest's: the tests of the go vet protocol and of -fix/-diff
// (delegated to x/tools, which exit the process) run it as a subprocess.
const mainEnv = "CLAMPVET_DRIVERTEST_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(mainEnv) == "1" {
		os.Exit(driver.Main(drivertest.Suite(), os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

var (
	scenario, _ = filepath.Abs(filepath.Join("..", "..", "testkit", "drivertest", "testdata", "scenario"))
	broken, _   = filepath.Abs(filepath.Join("..", "..", "testkit", "drivertest", "testdata", "broken"))
)

// clampvet runs the driver in-process with the drivertest suite.
func clampvet(t *testing.T, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	t.Setenv("GITHUB_WORKSPACE", "")
	t.Setenv(driver.LoadEnv, "")
	var out, errb bytes.Buffer
	code = driver.Main(drivertest.Suite(), args, &out, &errb)
	return out.String(), errb.String(), code
}

// normalize replaces the machine-dependent parts of an output.
func normalize(s string) string {
	s = strings.ReplaceAll(s, "file://"+filepath.ToSlash(scenario), "file://$SCENARIO")
	s = strings.ReplaceAll(s, scenario, "$SCENARIO")
	s = strings.ReplaceAll(s, `"version": "`+driver.Version()+`"`, `"version": "$VERSION"`)
	return s
}

// TestFormats compares each output format on the scenario module with its
// golden file (go test -run TestFormats -update rewrites them).
func TestFormats(t *testing.T) {
	for _, format := range []string{"text", "json", "sarif", "github"} {
		t.Run(format, func(t *testing.T) {
			stdout, stderr, code := clampvet(t, "-C", scenario, "-format="+format, "./...")
			if code != driver.ExitFindings {
				t.Errorf("exit code %d, want %d; stderr:\n%s", code, driver.ExitFindings, stderr)
			}
			if stderr != "" {
				t.Errorf("stderr: %s", stderr)
			}
			if format == "sarif" {
				validateSARIF(t, []byte(stdout))
			}
			got := normalize(stdout)
			golden.Compare(t, filepath.Join("testdata", format+".golden"), got, *update, "go test -run TestFormats -update")
		})
	}
}

// validateSARIF validates a SARIF log against the OASIS schema (the copy
// in internal/driver/sarif/testdata).
func validateSARIF(t *testing.T, data []byte) {
	t.Helper()
	f, err := os.Open(filepath.Join("sarif", "testdata", "sarif-schema-2.1.0.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	if err := c.AddResource("sarif.json", doc); err != nil {
		t.Fatal(err)
	}
	sch, err := c.Compile("sarif.json")
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("SARIF output is not JSON: %v", err)
	}
	if err := sch.Validate(inst); err != nil {
		t.Errorf("SARIF output does not validate: %v", err)
	}
}

// TestTextIsRelativeAndDeduplicated checks the text format's paths and
// that a finding shared by a package and its test variant is printed once.
func TestTextIsRelativeAndDeduplicated(t *testing.T) {
	stdout, _, _ := clampvet(t, "-C", scenario, "./top")
	want := "top/top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)\n" +
		"top/top.go:9:42: todo left in comment, want it done (todo)\n" +
		"top/top.go:2:9: \tin this package\n" +
		"top/top.go:10:25: call of middle.Wrap reaches a carrier (calls carrier via policy.Carry) (reach)\n"
	if stdout != want {
		t.Errorf("text output:\n%s\nwant:\n%s", stdout, want)
	}
	// The JSON keeps the package IDs: nothing under the test variant.
	stdout, _, _ = clampvet(t, "-C", scenario, "-json", "./top")
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal([]byte(stdout), &tree); err != nil {
		t.Fatal(err)
	}
	if _, ok := tree["example.com/scenario/top [example.com/scenario/top.test]"]; ok || len(tree) != 1 {
		t.Errorf("JSON package IDs: %v, want only the plain package", keys(tree))
	}
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

func TestExitCodes(t *testing.T) {
	cases := []struct {
		name   string
		args   []string
		code   int
		stderr string // substring of stderr
	}{
		{"clean", []string{"-C", scenario, "./plain"}, driver.ExitClean, ""},
		{"findings text", []string{"-C", scenario, "./top"}, driver.ExitFindings, ""},
		{"findings json", []string{"-C", scenario, "-format=json", "./top"}, driver.ExitFindings, ""},
		{"findings -json", []string{"-C", scenario, "-json", "./top"}, driver.ExitFindings, ""},
		{"findings sarif", []string{"-C", scenario, "-format=sarif", "./top"}, driver.ExitFindings, ""},
		{"findings github", []string{"-C", scenario, "-format=github", "./top"}, driver.ExitFindings, ""},
		{"clean sarif", []string{"-C", scenario, "-format=sarif", "./plain"}, driver.ExitClean, ""},
		{"type error", []string{"-C", broken, "./..."}, driver.ExitErrors, `bad/bad.go:5:23: cannot use "one"`},
		{"type error json", []string{"-C", broken, "-format=json", "./..."}, driver.ExitErrors, `cannot use "one"`},
		{"type error sarif", []string{"-C", broken, "-format=sarif", "./..."}, driver.ExitErrors, `cannot use "one"`},
		{"type error full load", []string{"-C", broken, "-load=full", "./..."}, driver.ExitErrors, `cannot use "one"`},
		{"no such package", []string{"-C", scenario, "./nothing"}, driver.ExitErrors, "nothing"},
		{"no patterns", []string{"-C", scenario}, driver.ExitUsage, "no packages to analyze"},
		{"unknown format", []string{"-format=xml", "./..."}, driver.ExitUsage, `unknown -format "xml"`},
		{"json and sarif", []string{"-json", "-format=sarif", "./..."}, driver.ExitUsage, "disagree"},
		{"unknown flag", []string{"-bogus", "./..."}, driver.ExitUsage, "flag provided but not defined: -bogus"},
		{"bad load mode", []string{"-load=lazy", "./..."}, driver.ExitUsage, `unknown load mode "lazy"`},
		{"no such dir", []string{"-C", filepath.Join(scenario, "nonexistent"), "./..."}, driver.ExitUsage, "not a directory"},
		{"all disabled", []string{"-reach=false", "-todo=false", "./..."}, driver.ExitUsage, "every analyzer is disabled"},
		{"bad enable value", []string{"-reach=maybe", "./..."}, driver.ExitUsage, "want true or false"},
		{"help unknown", []string{"help", "nope"}, driver.ExitUsage, `no analyzer "nope"; the analyzers are: reach todo`},
		{"-h", []string{"-h"}, driver.ExitClean, "Exit codes (standalone):\n  0  no findings"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, stderr, code := clampvet(t, c.args...)
			if code != c.code {
				t.Errorf("clampvet %q: exit code %d, want %d; stderr:\n%s", c.args, code, c.code, stderr)
			}
			if c.stderr != "" && !strings.Contains(stderr, c.stderr) {
				t.Errorf("clampvet %q: stderr does not contain %q:\n%s", c.args, c.stderr, stderr)
			}
		})
	}
}

// TestTypeErrorReportedOnce checks that a package that does not
// type-check is reported once on stderr (not once per test variant, not
// again by the compiler's report, not once per skipped analyzer), in both
// load modes, and fails the run.
func TestTypeErrorReportedOnce(t *testing.T) {
	want := "bad/bad.go:5:23: cannot use \"one\" (untyped string constant) as int value in return statement\n"
	for _, mode := range []string{"selective", "full"} {
		stdout, stderr, code := clampvet(t, "-C", broken, "-load="+mode, "./...")
		if code != driver.ExitErrors || stderr != want || stdout != "" {
			t.Errorf("-load=%s: exit %d, stdout %q, stderr:\n%s\nwant:\n%s", mode, code, stdout, stderr, want)
		}
	}
	stdout, _, _ := clampvet(t, "-C", broken, "-format=github", "./...")
	if want := "::error file=bad/bad.go,line=5,col=23,title=clampvet::cannot use \"one\" (untyped string constant) as int value in return statement\n"; stdout != want {
		t.Errorf("-format=github:\n%s\nwant:\n%s", stdout, want)
	}
	stdout, _, _ = clampvet(t, "-C", broken, "-format=sarif", "./...")
	validateSARIF(t, []byte(stdout))
	if !strings.Contains(stdout, `"executionSuccessful": false`) || !strings.Contains(stdout, `"uri": "bad/bad.go"`) {
		t.Errorf("-format=sarif: want an unsuccessful invocation with the error's location:\n%s", stdout)
	}
}

// TestSrcRoot checks where SARIF and GitHub paths are relative to: the
// module root by default, -srcroot (relative to -C) when given, and for
// GitHub $GITHUB_WORKSPACE when it is set.
func TestSrcRoot(t *testing.T) {
	stdout, _, _ := clampvet(t, "-C", filepath.Join(scenario, "top"), "-format=sarif", ".")
	if !strings.Contains(stdout, `"uri": "top/top.go"`) || !strings.Contains(stdout, `"uri": "file://`+filepath.ToSlash(scenario)+`/"`) {
		t.Errorf("sarif from a subdirectory: want paths relative to the module root:\n%s", stdout)
	}
	stdout, _, _ = clampvet(t, "-C", scenario, "-format=sarif", "-srcroot=..", "./top")
	if !strings.Contains(stdout, `"uri": "scenario/top/top.go"`) {
		t.Errorf("sarif -srcroot=..: want paths relative to the parent:\n%s", stdout)
	}
	stdout, _, _ = clampvet(t, "-C", scenario, "-format=github", "-srcroot=..", "./top")
	if !strings.HasPrefix(stdout, "::error file=scenario/top/top.go,") {
		t.Errorf("github -srcroot=..:\n%s", stdout)
	}
	var out, errb bytes.Buffer
	t.Setenv("GITHUB_WORKSPACE", filepath.Dir(filepath.Dir(scenario)))
	driver.Main(drivertest.Suite(), []string{"-C", scenario, "-format=github", "./top"}, &out, &errb)
	if !strings.HasPrefix(out.String(), "::error file=testdata/scenario/top/top.go,") {
		t.Errorf("github with $GITHUB_WORKSPACE:\n%s", out.String())
	}
}

func TestTestFlag(t *testing.T) {
	stdout, _, code := clampvet(t, "-C", scenario, "./policy")
	if code != driver.ExitFindings || !strings.Contains(stdout, "policy/policy_test.go") {
		t.Errorf("with tests: exit %d, output:\n%s\nwant findings in policy_test.go", code, stdout)
	}
	stdout, _, code = clampvet(t, "-C", scenario, "-test=false", "./policy")
	if code != driver.ExitClean || stdout != "" {
		t.Errorf("-test=false: exit %d, output:\n%s\nwant none", code, stdout)
	}
}

func TestAnalyzerFlags(t *testing.T) {
	count := func(out, analyzer string) int { return strings.Count(out, "("+analyzer+")\n") }

	stdout, _, _ := clampvet(t, "-C", scenario, "-reach=false", "./top")
	if count(stdout, "reach") != 0 || count(stdout, "todo") != 1 {
		t.Errorf("-reach=false:\n%s", stdout)
	}
	stdout, _, _ = clampvet(t, "-C", scenario, "-reach", "./top")
	if count(stdout, "reach") != 2 || count(stdout, "todo") != 0 {
		t.Errorf("-reach (select):\n%s", stdout)
	}
	t.Cleanup(func() { drivertest.TodoWord = "TODO(fix)" })
	stdout, _, _ = clampvet(t, "-C", scenario, "-todo.word=wörld", "./top")
	if !strings.Contains(stdout, "top/top.go:9:30: todo left in comment") {
		t.Errorf("-todo.word=wörld: want the finding at wörld:\n%s", stdout)
	}
}

// TestLoadModes checks that -load=full and $CLAMPVET_LOAD=full select the
// plain LoadAllSyntax path and print the same findings.
func TestLoadModes(t *testing.T) {
	sel, stderr, _ := clampvet(t, "-C", scenario, "-stats", "./...")
	if !strings.Contains(stderr, "load=selective") {
		t.Errorf("-stats: %s", stderr)
	}
	full, stderr, _ := clampvet(t, "-C", scenario, "-stats", "-load=full", "./...")
	if !strings.Contains(stderr, "load=full") {
		t.Errorf("-load=full -stats: %s", stderr)
	}
	if sel != full {
		t.Errorf("selective:\n%s\nfull:\n%s", sel, full)
	}
	var out, errb bytes.Buffer
	t.Setenv(driver.LoadEnv, "full")
	driver.Main(drivertest.Suite(), []string{"-C", scenario, "-stats", "./top"}, &out, &errb)
	if !strings.Contains(errb.String(), "load=full") {
		t.Errorf("%s=full: %s", driver.LoadEnv, errb.String())
	}
}

func TestHelp(t *testing.T) {
	stdout, _, code := clampvet(t, "help")
	if code != 0 || !strings.Contains(stdout, "  reach          Packages that reach a carrier\n") ||
		!strings.Contains(stdout, "go vet -vettool=$(command -v clampvet)") ||
		!strings.Contains(stdout, "Exit codes (standalone):\n  0  no findings") {
		t.Errorf("help (exit %d):\n%s", code, stdout)
	}
	stdout, _, code = clampvet(t, "help", "todo")
	for _, want := range []string{
		"todo: Comments that say TODO(fix)\n\nEvery TODO(fix) is reported",
		"Available since\n    v0.0.1\n",
		"Severity\n    warning\n",
		"Flags\n  -todo.word word\n",
		"Online documentation\n    https://example.com/drivertest#todo\n",
	} {
		if code != 0 || !strings.Contains(stdout, want) {
			t.Errorf("help todo (exit %d): missing %q in\n%s", code, want, stdout)
		}
	}
	stdout, _, code = clampvet(t, "help", "-markdown")
	if code != 0 || stdout != driver.Markdown(drivertest.Suite()) {
		t.Errorf("help -markdown (exit %d):\n%s", code, stdout)
	}
	for _, want := range []string{"| [reach](#reach) | Packages that reach a carrier | error | v0.0.1 |", "\n## todo\n",
		"`'//clampvet:carrier'`"} {
		if want == "`'//clampvet:carrier'`" {
			if strings.Contains(stdout, want) {
				t.Errorf("markdown keeps lint quoting: %s", want)
			}
			continue
		}
		if !strings.Contains(stdout, want) {
			t.Errorf("markdown: missing %q in\n%s", want, stdout)
		}
	}
}

// fullVersion matches "-V=full" as cmd/go/internal/work/buildid.go (toolID)
// parses it: at least three fields, the second "version", and for a
// "devel" version a last field "buildID=...".
var fullVersion = regexp.MustCompile(`^clampvet version (\S+)( \S+)* buildID=[0-9a-f]{64}\n$`)

func TestVersion(t *testing.T) {
	stdout, _, code := clampvet(t, "-version")
	if code != 0 || stdout != "clampvet "+driver.Version()+"\n" {
		t.Errorf("-version (exit %d): %q", code, stdout)
	}
	for _, arg := range []string{"-V=full", "-V"} {
		stdout, _, code = clampvet(t, arg)
		if code != 0 || !fullVersion.MatchString(stdout) {
			t.Errorf("%s (exit %d): %q, want %v", arg, code, stdout, fullVersion)
		}
	}
}

// subprocess runs the test binary as clampvet (see TestMain).
func subprocess(t *testing.T, dir string, name string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), mainEnv+"=1", "GITHUB_WORKSPACE=", driver.LoadEnv+"=")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return out.String(), errb.String(), code
}

// TestVetTool runs the test binary as go vet's -vettool: facts flow
// through vet's separate units, and vet's exit codes apply.
func TestVetTool(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet")
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	stdout, _, code := subprocess(t, scenario, exe, "-flags")
	var flags []struct{ Name string }
	if err := json.Unmarshal([]byte(stdout), &flags); err != nil || code != 0 {
		t.Fatalf("-flags (exit %d): %v\n%s", code, err, stdout)
	}
	var names []string
	for _, f := range flags {
		names = append(names, f.Name)
	}
	for _, want := range []string{"reach", "todo", "todo.word", "json"} {
		if !strings.Contains(" "+strings.Join(names, " ")+" ", " "+want+" ") {
			t.Errorf("-flags lacks %q: %v", want, names)
		}
	}

	_, stderr, code := subprocess(t, scenario, "go", "vet", "-vettool="+exe, "./top")
	if code != 1 || !strings.Contains(stderr, "top/top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy") {
		t.Errorf("go vet ./top: exit %d, want 1 and the reach finding; stderr:\n%s", code, stderr)
	}
	_, stderr, code = subprocess(t, scenario, "go", "vet", "-vettool="+exe, "-todo.word=nowhere", "./plain")
	if code != 0 {
		t.Errorf("go vet ./plain: exit %d, want 0; stderr:\n%s", code, stderr)
	}
	// go vet forwards a flag's value as a separate argument when it is
	// given so: the driver must still see the vet protocol.
	for _, form := range [][]string{{"-tags", "foo"}, {"-todo.word", "nowhere"}, {"-tags", "foo", "-todo.word", "Top"}} {
		args := append(append([]string{"vet", "-vettool=" + exe}, form...), "./top")
		_, stderr, code = subprocess(t, scenario, "go", args...)
		if code != 1 || !strings.Contains(stderr, "top/top.go:2:9: package top reaches a carrier") || strings.Contains(stderr, "vet.cfg") {
			t.Errorf("go %s: exit %d, want 1 and the reach finding; stderr:\n%s", strings.Join(args, " "), code, stderr)
		}
	}
}

// TestFixAndDiff runs -diff and -fix on a copy of the scenario: the fix is
// shown (or applied) at the right bytes, and the findings no fix removes
// (the reach finding has none) are reported, with exit code 3; with every
// finding fixed the exit code is 0.
func TestFixAndDiff(t *testing.T) {
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(scenario)); err != nil {
		t.Fatal(err)
	}
	topGo := filepath.Join(dir, "top", "top.go")
	before, err := os.ReadFile(topGo)
	if err != nil {
		t.Fatal(err)
	}
	const hunk = "-// Top calls Wrap. // héllo wörld 🙂 TODO(fix) soon\n+// Top calls Wrap. // héllo wörld 🙂 DONE soon\n"
	const left = "top/top.go:2:9: package top reaches a carrier through example.com/scenario/middle -> example.com/scenario/policy (reach)\n" +
		"top/top.go:10:25: call of middle.Wrap reaches a carrier (calls carrier via policy.Carry) (reach)\n"

	stdout, stderr, code := clampvet(t, "-C", dir, "-reach=false", "-diff", "./top")
	if code != driver.ExitClean || stderr != "" || !strings.Contains(stdout, "--- "+topGo+" (old)\n+++ "+topGo+" (new)\n") || !strings.Contains(stdout, hunk) {
		t.Errorf("-diff, every finding fixable: exit %d, want 0 and the diff; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	stdout, stderr, code = clampvet(t, "-C", dir, "-diff", "./top")
	if code != driver.ExitFindings || stderr != left || !strings.Contains(stdout, hunk) {
		t.Errorf("-diff with a finding left: exit %d, want 3, the diff on stdout and the finding left on stderr; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
	if after, _ := os.ReadFile(topGo); !bytes.Equal(after, before) {
		t.Errorf("-diff changed %s", topGo)
	}

	stdout, stderr, code = clampvet(t, "-C", dir, "-fix", "./top")
	after, _ := os.ReadFile(topGo)
	if code != driver.ExitFindings || stdout != left || stderr != "" || !bytes.Contains(after, []byte("🙂 DONE soon")) {
		t.Errorf("-fix: exit %d, want 3 and the finding left on stdout; stdout:\n%s\nstderr:\n%s\nfile:\n%s", code, stdout, stderr, after)
	}
	// Fixed: no todo finding is left, and -fix has nothing more to do.
	stdout, _, code = clampvet(t, "-C", dir, "-todo", "./top")
	if code != driver.ExitClean {
		t.Errorf("after -fix: exit %d:\n%s", code, stdout)
	}
	stdout, stderr, code = clampvet(t, "-C", dir, "-todo", "-fix", "./top")
	if code != driver.ExitClean || stdout != "" || stderr != "" {
		t.Errorf("-fix on a fixed copy: exit %d, want 0 and no output; stdout:\n%s\nstderr:\n%s", code, stdout, stderr)
	}
}

// TestFixNotOnErrors checks that -fix applies nothing when a package does
// not type-check: the findings of a partial analysis are no ground for
// edits.
func TestFixNotOnErrors(t *testing.T) {
	_, stderr, code := clampvet(t, "-C", broken, "-fix", "./...")
	if code != driver.ExitErrors || stderr == "" {
		t.Errorf("-fix on a broken module: exit %d, want %d and the errors; stderr:\n%s", code, driver.ExitErrors, stderr)
	}
	_, stderr, code = clampvet(t, "-C", scenario, "-fix", "-format=json", "./...")
	if code != driver.ExitUsage || !strings.Contains(stderr, "-fix and -diff print what they leave as text") {
		t.Errorf("-fix -format=json: exit %d, want %d; stderr:\n%s", code, driver.ExitUsage, stderr)
	}
}
