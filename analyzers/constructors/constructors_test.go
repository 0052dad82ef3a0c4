package constructors

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"
)

// scenarioDir is the module of one testdata scenario. The scenarios live
// in the repository's shared testdata tree, each with its own go.mod:
// analysistest runs in module mode when dir holds a go.mod.
func scenarioDir(t *testing.T, name string) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "..", "testdata", "src", name))
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestScenarios runs the analyzer on every scenario; each finding and each
// exported fact is expected by a // want comment.
func TestScenarios(t *testing.T) {
	for _, name := range []string{
		"constructors_cross_package",
		"constructors_cross_package_broken",
		"constructors_registry_shape",
		"constructors_registry_directive",
		"constructors_row_malformed",
		"constructors_row_duplicate",
		"constructors_row_in_other_file",
		"constructors_row_file_not_in_package",
		"constructors_row_not_declared",
		"constructors_var_bound_to_call",
		"constructors_var_bound_to_method_value",
		"constructors_unreadable_declarations",
		"constructors_func_literal_var",
		"constructors_method_pointer_receiver",
		"constructors_dot_import_carrier",
		"constructors_namesake_carrier",
		"constructors_generic_carrier",
		"constructors_own_package",
		"constructors_invalid_carrier_directive",
		"constructors_transitive_package",
		"constructors_carrier_other_module",
		"constructors_real_policy",
		"constructors_cgo_file",
	} {
		t.Run(name, func(t *testing.T) {
			if strings.Contains(name, "cgo") && !cgoAvailable() {
				t.Skip("cgo is disabled or there is no C compiler")
			}
			analysistest.Run(t, scenarioDir(t, name), Analyzer, "./...")
		})
	}
}

// cgoAvailable reports whether the go command can build cgo packages here.
func cgoAvailable() bool {
	out, err := exec.Command("go", "env", "CGO_ENABLED", "CC").Output()
	if err != nil {
		return false
	}
	fields := strings.Fields(string(out))
	if len(fields) < 2 || fields[0] != "1" {
		return false
	}
	_, err = exec.LookPath(fields[1])
	return err == nil
}
