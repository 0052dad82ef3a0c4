package load

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/directive"
	"golang.org/x/tools/go/packages"
)

// benchGraph loads, once per benchmark, the graph the scan runs on: the
// drivertest scenario, or the module in $CLAMPVET_BENCH_DIR (patterns
// $CLAMPVET_BENCH_PATTERNS, default ./...), as BenchmarkLoad does.
func benchGraph(b *testing.B) []*packages.Package {
	b.Helper()
	dir, patterns := filepath.Join("..", "..", "..", "testkit", "drivertest", "testdata", "scenario"), []string{"./..."}
	if d := os.Getenv("CLAMPVET_BENCH_DIR"); d != "" {
		dir = d
		if p := os.Getenv("CLAMPVET_BENCH_PATTERNS"); p != "" {
			patterns = strings.Fields(p)
		}
	}
	pkgs, err := load(Config{Dir: dir, Tests: true}, packages.LoadSyntax|packages.NeedModule, patterns)
	if err != nil {
		b.Fatal(err)
	}
	return dropTestMains(pkgs)
}

// BenchmarkSelectParticipants measures the scan step alone: without the
// cache (every file of every non-std package without syntax is read), and
// with a warm cache (the steady state of repeated runs).
func BenchmarkSelectParticipants(b *testing.B) {
	roots := benchGraph(b)
	cacheDir := b.TempDir()
	warm := &markScanner{cache: openScanCache(cacheDir)}
	selectParticipants(roots, warm)
	warm.save()
	for _, c := range []struct {
		name string
		dir  string
	}{{"nocache", "off"}, {"warmcache", cacheDir}} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				sc := &markScanner{cache: openScanCache(c.dir)}
				sel := selectParticipants(roots, sc)
				b.ReportMetric(float64(sel.graph), "packages")
				b.ReportMetric(float64(sc.scanned.Load()), "files-read")
				b.ReportMetric(float64(sc.cached.Load()), "files-cached")
			}
		})
	}
}

// BenchmarkFileMentions measures the byte scan of one file of the page
// cache: this package's largest source file.
func BenchmarkFileMentions(b *testing.B) {
	var sc markScanner
	var buf []byte
	for b.Loop() {
		_, buf = sc.fileMentions("complete.go", buf)
	}
}

// BenchmarkCommentsMention measures the scan of a loaded package's
// comments, the path of every package loaded from source.
func BenchmarkCommentsMention(b *testing.B) {
	var largest *packages.Package
	packages.Visit(benchGraph(b), nil, func(p *packages.Package) {
		if len(p.Syntax) > 0 && (largest == nil || len(p.Syntax) > len(largest.Syntax)) {
			largest = p
		}
	})
	for b.Loop() {
		directive.FilesMention(largest.Syntax, largest.IgnoredFiles, os.ReadFile)
	}
}
