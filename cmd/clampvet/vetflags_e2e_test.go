package main_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestE2EVetFlagForms runs go vet with every form of flag it forwards to
// a vet tool — a build flag it also forwards (-tags, with its value as a
// separate argument or after "="), -json, -c=N, an analyzer's flag with
// and without "=", and the flags that select or disable an analyzer — once
// with the stock vet and once with -vettool=clampvet, on one broken copy
// that has a finding of each (a printf mistake for stock vet, an omitted
// seat for clampvet). For every form clampvet must behave as stock vet
// does: the same exit code, and its finding printed exactly when stock vet
// prints its own. A value given as a separate argument once made clampvet
// take vet's unit for package patterns and fail every package.
func TestE2EVetFlagForms(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go vet twice per flag form")
	}
	// A module of its own, so that the test depends on neither the
	// example engine nor the policy module: agents.go has an omitted seat
	// on line 12 and a printf mistake on line 16.
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "vetforms"))); err != nil {
		t.Fatal(err)
	}
	const stockFinding, ourFinding = "agents/agents.go:16:", "agents/agents.go:12:"
	context := regexp.MustCompile(`(?m)^\d+\t`)

	for _, form := range []struct {
		name        string
		stock, ours []string
	}{
		{"tags separate", []string{"-tags", "e2e"}, []string{"-tags", "e2e"}},
		{"tags equals", []string{"-tags=e2e"}, []string{"-tags=e2e"}},
		{"json", []string{"-json"}, []string{"-json"}},
		{"json and tags separate", []string{"-json", "-tags", "e2e"}, []string{"-json", "-tags", "e2e"}},
		{"context", []string{"-c=1"}, []string{"-c=1"}},
		{"analyzer flag separate", []string{"-printf.funcs", "Wrapf"}, []string{"-constructors.module", "example.com/agentengine"}},
		{"analyzer flag equals", []string{"-printf.funcs=Wrapf"}, []string{"-constructors.module=example.com/agentengine"}},
		{"select analyzer", []string{"-printf"}, []string{"-clampseats"}},
		{"select analyzer equals", []string{"-printf=true"}, []string{"-clampseats=true"}},
		{"disable analyzer", []string{"-printf=false"}, []string{"-clampseats=false"}},
	} {
		t.Run(form.name, func(t *testing.T) {
			t.Parallel()
			stock := run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go", append(append([]string{"vet"}, form.stock...), "./...")...)
			ours := run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go",
				append(append([]string{"vet", "-vettool=" + clampvetBinary(t)}, form.ours...), "./...")...)
			stockSays := strings.Contains(stock.stdout+stock.stderr, stockFinding)
			oursSays := strings.Contains(ours.stdout+ours.stderr, ourFinding)
			if ours.code != stock.code || oursSays != stockSays {
				t.Errorf("stock vet: exit %d, its finding printed: %v; clampvet: exit %d, its finding printed: %v\n%s\n%s",
					stock.code, stockSays, ours.code, oursSays, stock, ours)
			}
			if strings.Contains(ours.stderr, "vet.cfg") || strings.Contains(ours.stdout, "vet.cfg") {
				t.Errorf("clampvet took go vet's unit for a package pattern\n%s", ours)
			}
			if form.name == "context" && (!context.MatchString(stock.stderr) || !context.MatchString(ours.stderr)) {
				t.Errorf("-c=1: want the offending line with context from both\n%s\n%s", stock, ours)
			}
		})
	}
	t.Run("stock vet finds its mistake", func(t *testing.T) {
		// Without this, both runs missing their findings would agree.
		t.Parallel()
		r := run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go", "vet", "-vettool="+clampvetBinary(t), "./...")
		s := run(t, vetSlots, dir, []string{"GOCACHE=" + vetCache(t)}, "go", "vet", "./...")
		if r.code != exitVet || !strings.Contains(r.stderr, ourFinding) || s.code != exitVet || !strings.Contains(s.stderr, stockFinding) {
			t.Errorf("want both findings without flags\n%s\n%s", s, r)
		}
	})
}
