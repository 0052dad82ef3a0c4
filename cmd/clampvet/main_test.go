package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver"
)

// TestDocsUpToDate fails when docs/analyzers.md is not what
// "clampvet help -markdown" renders from the analyzers' lint documentation.
func TestDocsUpToDate(t *testing.T) {
	path := filepath.Join("..", "..", "docs", "analyzers.md")
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v; generate it with (from the repository root)\n\t%s", err, driver.MarkdownCommand)
	}
	if string(got) != driver.Markdown(analyzers.All()) {
		t.Errorf("docs/analyzers.md is stale; regenerate it with (from the repository root)\n\t%s\nor go generate ./cmd/clampvet", driver.MarkdownCommand)
	}
}

// TestURLsPointIntoTheDocs checks that every analyzer's URL is the anchor
// of its section in docs/analyzers.md.
func TestURLsPointIntoTheDocs(t *testing.T) {
	doc := driver.Markdown(analyzers.All())
	for _, a := range analyzers.All() {
		name := a.Analyzer.Name
		if want := "/docs/analyzers.md#" + name; !strings.HasSuffix(a.Analyzer.URL, want) {
			t.Errorf("%s: URL %q, want it to end in %q", name, a.Analyzer.URL, want)
		}
		if !strings.Contains(doc, "\n## "+name+"\n") {
			t.Errorf("%s: no section in docs/analyzers.md", name)
		}
		if a.Doc == nil || a.Doc.Title == "" || a.Doc.Text == "" {
			t.Errorf("%s: no lint documentation", name)
		}
	}
}

// engineCopy copies the policy module and the example engine into a
// temporary directory, keeping the engine's replace directive
// (../../policy) valid, applies mutate to the engine's files, and returns
// the engine's directory.
func engineCopy(t *testing.T, mutate func(dir string)) string {
	t.Helper()
	root := t.TempDir()
	for _, d := range []string{"policy", filepath.Join("examples", "engine")} {
		if err := os.CopyFS(filepath.Join(root, d), os.DirFS(filepath.Join("..", "..", d))); err != nil {
			t.Fatal(err)
		}
	}
	dir := filepath.Join(root, "examples", "engine")
	mutate(dir)
	return dir
}

// edit replaces old by new, once, in the file, and fails the test when the
// example engine no longer has old: a mutation that no longer applies
// would otherwise compare two clean runs and pass.
func edit(t *testing.T, file, old, new string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		t.Fatalf("%s no longer contains %q: update the mutation", file, old)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(data), old, new, 1)), 0o666); err != nil {
		t.Fatal(err)
	}
}

// TestSelectiveMatchesFullOnEngine runs the real analyzers on broken copies
// of the example engine with the selective and the full loader, on the
// whole module and on the registry's package alone (where the constructors
// it names come from packages that are not roots), and wants the same
// findings from both, and at least one.
func TestSelectiveMatchesFullOnEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the example engine several times")
	}
	if _, err := os.Stat(filepath.Join("..", "..", "examples", "engine", "go.mod")); err != nil {
		t.Fatalf("the example engine is part of the repository: %v", err)
	}
	mutations := map[string]func(t *testing.T, dir string){
		"seat omitted": func(t *testing.T, dir string) {
			edit(t, filepath.Join(dir, "agents", "subagent.go"),
				"\t\tWriteFace:        p.WriteFace,\n\t\tReadDenyPatterns: p.ReadDenyPatterns,\n\t}).Apply(&spec)",
				"\t\tWriteFace:        p.WriteFace,\n\t}).Apply(&spec)")
		},
		"carrier not called": func(t *testing.T, dir string) {
			edit(t, filepath.Join(dir, "agents", "subagent.go"),
				"\tpolicy.ChildClampSeats(policy.ChildClampSource{\n\t\tHandsReadOnly:    p.HandsReadOnly,\n\t\tInteractiveTools: p.InteractiveTools,\n\t\tReadFace:         p.ReadFace,\n\t\tWriteFace:        p.WriteFace,\n\t\tReadDenyPatterns: p.ReadDenyPatterns,\n\t}).Apply(&spec)\n",
				"\t_ = p\n")
		},
	}
	for name, mutate := range mutations {
		t.Run(name, func(t *testing.T) {
			dir := engineCopy(t, func(dir string) { mutate(t, dir) })
			for _, pattern := range []string{"./...", "./wiring"} {
				run := func(mode string) (string, int) {
					var out, errb strings.Builder
					code := driver.Main(analyzers.All(), []string{"-C", dir, "-load=" + mode, pattern}, &out, &errb)
					if errb.Len() > 0 {
						t.Errorf("-load=%s %s: stderr:\n%s", mode, pattern, errb.String())
					}
					return out.String(), code
				}
				sel, selCode := run("selective")
				full, fullCode := run("full")
				if sel != full || selCode != fullCode {
					t.Errorf("%s: selective (exit %d):\n%s\nfull (exit %d):\n%s", pattern, selCode, sel, fullCode, full)
				}
				if pattern == "./..." && (selCode != driver.ExitFindings || sel == "") {
					t.Errorf("%s: exit %d, want findings", pattern, selCode)
				}
			}
		})
	}
}

// TestExitCodesWrittenOnce checks that the exit codes are stated in one
// place — "clampvet help", rendered into docs/analyzers.md — and that the
// README points there instead of restating them.
func TestExitCodesWrittenOnce(t *testing.T) {
	doc := driver.Markdown(analyzers.All())
	for _, want := range []string{"\n## Exit codes\n", "| 3 | findings", "| 1 | load, type or analysis errors", "| 2 | usage errors |"} {
		if !strings.Contains(doc, want) {
			t.Errorf("docs/analyzers.md lacks %q", want)
		}
	}
	readme, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "docs/analyzers.md#exit-codes") {
		t.Error("README.md does not point to docs/analyzers.md#exit-codes")
	}
	for _, restated := range []string{"**3** findings", "3  findings", "0 no findings; 3"} {
		if strings.Contains(string(readme), restated) {
			t.Errorf("README.md restates the exit codes (%q): point to docs/analyzers.md#exit-codes", restated)
		}
	}
}
