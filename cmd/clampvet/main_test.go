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
