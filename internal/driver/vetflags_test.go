package driver_test

import (
	"encoding/json"
	"flag"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver"
	"github.com/sema-agent/clampvet/testkit/drivertest"
)

// TestVetProtocolFlagForms decides the protocol for every flag form go
// vet forwards to a tool (cmd/go forwards the raw arguments of each flag
// the tool lists in -flags: a value may be a separate argument) and for
// standalone command lines that look alike.
func TestVetProtocolFlagForms(t *testing.T) {
	const cfg = "/tmp/go-build1/b001/vet.cfg"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-json", cfg}, "unit"},
		{[]string{cfg}, "unit"},
		{[]string{"-tags", "foo", "-json", cfg}, "unit"},
		{[]string{"-tags=foo", "-json", cfg}, "unit"},
		{[]string{"--tags", "foo", cfg}, "unit"},
		{[]string{"-c=2", "-json", cfg}, "unit"},
		{[]string{"-c", "2", cfg}, "unit"},
		{[]string{"-todo.word", "FIXME", "-json", cfg}, "unit"},
		{[]string{"-todo.word=FIXME", "-json", cfg}, "unit"},
		{[]string{"-todo", "-json", cfg}, "unit"},
		{[]string{"-todo=false", "-reach", cfg}, "unit"},
		{[]string{"-fix", "-diff", cfg}, "unit"},
		{[]string{"-v", "-all", "-source", cfg}, "unit"},
		{[]string{"-V=full"}, "version"},
		{[]string{"-V"}, "version"},
		{[]string{"-flags"}, "flags"},
		// Standalone command lines.
		{[]string{"./..."}, "standalone"},
		{[]string{"-tags", "foo", "./..."}, "standalone"},
		{[]string{"-todo.word", "x.cfg", "./..."}, "standalone"}, // x.cfg is the flag's value
		{[]string{"-format=json", cfg}, "standalone"},            // no vet flag
		{[]string{"-json", cfg, "./..."}, "standalone"},
		{[]string{"-c=two", cfg}, "standalone"},
		{[]string{"help"}, "standalone"},
		{nil, "standalone"},
	} {
		if got := driver.VetCallName(drivertest.Suite(), tc.args); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.args, got, tc.want)
		}
	}
}

// TestVetFlagSetIsUnitcheckers compares the flag set vetProtocol parses
// with the one x/tools' unitchecker really defines, as its -flags prints
// it: a flag unitchecker gained (or a boolean flag that became a string)
// would make the driver misread go vet's command lines.
func TestVetFlagSetIsUnitcheckers(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := subprocess(t, t.TempDir(), exe, "-flags")
	var flags []struct {
		Name string
		Bool bool
	}
	if err := json.Unmarshal([]byte(stdout), &flags); err != nil || code != 0 {
		t.Fatalf("-flags (exit %d): %v\n%s%s", code, err, stdout, stderr)
	}
	want := map[string]bool{"fix": true} // unitchecker parses -fix but leaves it out of -flags
	for _, f := range flags {
		// The test binary's own flags (test.*, -update) are on the
		// command line unitchecker registers on; clampvet has none.
		if flag.Lookup(f.Name) == nil {
			want[f.Name] = f.Bool
		}
	}
	got := driver.VetFlags(drivertest.Suite())
	if !maps.Equal(got, want) {
		t.Errorf("vet flag set (name: boolean):\n%v\nunitchecker's:\n%v", got, want)
	}
	for _, name := range []string{"tags", "todo.word", "json", "c", "V"} {
		if _, ok := got[name]; !ok {
			t.Errorf("no -%s in %s", name, strings.Join(slices.Sorted(maps.Keys(got)), " "))
		}
	}
}
