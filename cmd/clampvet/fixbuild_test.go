package main_test

// The end-to-end tests of what -fix and -diff leave behind: a fix is
// applied unseen, so the packages it changed must still build, and when
// they do not the run must say so and exit 1, never 0 or 3.

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// arrayFixModule copies the scenario whose registries are a slice, an
// array of inferred length, an array of written length and a named array
// type, each asked for the same missing row, into a fresh directory, and
// returns it.
func arrayFixModule(t *testing.T) string {
	t.Helper()
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	src := filepath.Join(repoRoot, "testdata", "src", "constructors_registry_array_fix")
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dir
}

func readFile(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestFixLeavesABuild runs -fix where every fix the analyzers offer
// builds: the registries that can take a row get it, those whose type
// fixes their length get no fix (their findings are left: exit 3), and
// the module builds afterwards. Before the registries of fixed length
// were left alone, -fix appended a row that overflowed them and exited 0
// on a module that no longer built.
func TestFixLeavesABuild(t *testing.T) {
	dir := arrayFixModule(t)
	fixed := filepath.Join(dir, "fixed", "fixed.go")
	before := readFile(t, fixed)

	r := clampvet(t, dir, "-fix", "./...")
	if r.code != exitFindings {
		t.Errorf("-fix: exit %d, want %d (the fixed-length registries' findings left)\n%s", r.code, exitFindings, r)
	}
	for _, pkg := range []string{"fixed/fixed.go", "named/named.go"} {
		if !strings.Contains(r.stdout, pkg+":") || !strings.Contains(r.stdout, "declare it [...]string first") {
			t.Errorf("-fix: want the finding of %s left, saying what to write\n%s", pkg, r)
		}
	}
	if after := readFile(t, fixed); after != before {
		t.Errorf("-fix changed fixed/fixed.go, whose registry has a fixed length:\n%s", after)
	}
	for _, name := range []string{"slice/slice.go", "ellipsis/ellipsis.go"} {
		if !strings.Contains(readFile(t, filepath.Join(dir, name)), `"agents/agents.go#Extra"`) {
			t.Errorf("-fix: %s did not get the missing row", name)
		}
	}
	if b := run(t, 1, dir, nil, "go", "build", "./..."); b.code != 0 {
		t.Errorf("the module does not build after -fix:\n%s", b)
	}
}

// TestFixThatBreaksTheBuild gives -fix and -diff a fix that type-checks
// where it is made but breaks a use elsewhere in its package: a test that
// takes the [...]string registry by its length. The fix is applied (or
// shown), the packages are type-checked again, and the run prints the
// error and exits 1, the exit code of a package that does not
// type-check; -diff writes nothing.
func TestFixThatBreaksTheBuild(t *testing.T) {
	dir := arrayFixModule(t)
	const test = `package ellipsis

import "testing"

// rows relies on the registry's length.
var rows [1]string = Constructors

func TestRows(t *testing.T) { _ = rows }
`
	testFile := filepath.Join(dir, "ellipsis", "ellipsis_test.go")
	if err := os.WriteFile(testFile, []byte(test), 0o666); err != nil {
		t.Fatal(err)
	}
	ellipsis := filepath.Join(dir, "ellipsis", "ellipsis.go")
	before := readFile(t, ellipsis)

	r := clampvet(t, dir, "-diff", "./...")
	if r.code != exitErrors || !strings.Contains(r.stderr, "no longer type-check") ||
		!strings.Contains(r.stderr, "ellipsis/ellipsis_test.go:6:") {
		t.Errorf("-diff: want exit %d and the type error of ellipsis_test.go:6 on stderr\n%s", exitErrors, r)
	}
	if !strings.Contains(r.stdout, `+var Constructors = [...]string{"agents/agents.go#Full", "agents/agents.go#Extra"}`) {
		t.Errorf("-diff: want the patch on stdout\n%s", r)
	}
	if after := readFile(t, ellipsis); after != before {
		t.Errorf("-diff wrote ellipsis.go")
	}

	r = clampvet(t, dir, "-fix", "./...")
	if r.code != exitErrors || !strings.Contains(r.stderr, "no longer type-check") ||
		!strings.Contains(r.stderr, "ellipsis/ellipsis_test.go:6:") {
		t.Errorf("-fix: want exit %d and the type error of ellipsis_test.go:6 on stderr\n%s", exitErrors, r)
	}
	if after := readFile(t, ellipsis); !strings.Contains(after, `"agents/agents.go#Extra"`) {
		t.Errorf("-fix did not write the fix that breaks the build:\n%s", after)
	}
	// Only the changed packages are checked: the others' findings are
	// still printed, and a package -fix did not touch is not blamed.
	if strings.Contains(r.stderr, "fixed/fixed.go") || strings.Contains(r.stderr, "named/named.go") {
		t.Errorf("-fix: errors reported for packages it did not change\n%s", r)
	}

	// Without the tests, the fix builds: the test variant is what broke.
	dir = arrayFixModule(t)
	if err := os.WriteFile(filepath.Join(dir, "ellipsis", "ellipsis_test.go"), []byte(test), 0o666); err != nil {
		t.Fatal(err)
	}
	if r = clampvet(t, dir, "-test=false", "-fix", "./..."); r.code != exitFindings {
		t.Errorf("-test=false -fix: exit %d, want %d (the fixed-length registries' findings left)\n%s", r.code, exitFindings, r)
	}
}
