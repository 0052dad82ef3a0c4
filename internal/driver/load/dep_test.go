package load_test

import (
	"archive/zip"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/testkit/drivertest"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/packages"
)

// depWorld is a main module (testdata/depmod/user) whose carrier lives in
// a dependency module (testdata/depmod/dep, example.com/dep v1.0.0) served
// by a file:// module proxy into a module cache of its own: the shape of a
// real engine that imports the policy module.
type depWorld struct {
	t                             *testing.T
	proxy, modcache, user, gocmds string
	cache                         string // the scan cache
}

func newDepWorld(t *testing.T) *depWorld {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a module proxy and a module cache")
	}
	root := t.TempDir()
	w := &depWorld{
		t:        t,
		proxy:    filepath.Join(root, "proxy"),
		modcache: filepath.Join(root, "modcache"),
		user:     filepath.Join(root, "user"),
		cache:    filepath.Join(root, "scancache"),
	}
	w.publish(nil)
	if err := os.CopyFS(w.user, os.DirFS(filepath.Join("testdata", "depmod", "user"))); err != nil {
		t.Fatal(err)
	}
	return w
}

// env is the go command's environment: the file proxy, the private module
// cache (writable, so that t.TempDir can remove it), no checksum database.
func (w *depWorld) env() []string {
	return append(os.Environ(),
		"GOPROXY=file://"+filepath.ToSlash(w.proxy),
		"GOMODCACHE="+w.modcache,
		"GOFLAGS=-mod=mod -modcacherw",
		"GOSUMDB=off",
		"GOWORK=off",
		"GOTOOLCHAIN=local",
	)
}

// publish writes example.com/dep v1.0.0 into the proxy from testdata,
// with the files of edit replacing or adding files (module-relative
// paths).
func (w *depWorld) publish(edit map[string]string) {
	t := w.t
	t.Helper()
	dir := filepath.Join(w.proxy, "example.com", "dep", "@v")
	if err := os.MkdirAll(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	src := filepath.Join("testdata", "depmod", "dep")
	files := make(map[string]string)
	err := filepath.WalkDir(src, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(src, path)
		files[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range edit {
		files[name] = data
	}
	f, err := os.Create(filepath.Join(dir, "v1.0.0.zip"))
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		fw, err := zw.Create("example.com/dep@v1.0.0/" + name)
		if err == nil {
			_, err = fw.Write([]byte(files[name]))
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"list":        "v1.0.0\n",
		"v1.0.0.info": `{"Version":"v1.0.0","Time":"2026-01-01T00:00:00Z"}`,
		"v1.0.0.mod":  files["go.mod"],
	} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

// republish publishes new contents under the same version and makes the
// go command take them: the module cache is emptied (it stays at the same
// path, so only the zip hash tells the versions apart) and go.sum, which
// pins the old contents, removed.
func (w *depWorld) republish(edit map[string]string) {
	w.t.Helper()
	cmd := exec.Command("go", "clean", "-modcache")
	cmd.Env = w.env()
	if out, err := cmd.CombinedOutput(); err != nil {
		w.t.Fatalf("go clean -modcache: %v\n%s", err, out)
	}
	if err := os.Remove(filepath.Join(w.user, "go.sum")); err != nil && !os.IsNotExist(err) {
		w.t.Fatal(err)
	}
	w.publish(edit)
}

// analyze loads patterns of the user module in mode and returns the
// drivertest findings and the load result.
func (w *depWorld) analyze(mode load.Mode, patterns ...string) ([]string, *load.Result) {
	t := w.t
	t.Helper()
	reach := []*analysis.Analyzer{drivertest.Reach}
	r, res := loadAndAnalyze(t, load.Config{Dir: w.user, Env: w.env(), Tests: true, Mode: mode, ScanCache: w.cache, Analyzers: reach}, patterns)
	var out []string
	for _, f := range r.Findings {
		out = append(out, fmt.Sprintf("%s:%d:%d: %s", filepath.Base(f.Pos.Filename), f.Pos.Line, f.Pos.Column, f.Message))
	}
	return out, res
}

// same checks that the selective load gives the findings of the full load
// and includes want.
func (w *depWorld) same(patterns []string, want ...string) *load.Result {
	t := w.t
	t.Helper()
	full, _ := w.analyze(load.Full, patterns...)
	sel, res := w.analyze(load.Selective, patterns...)
	if !slices.Equal(full, sel) {
		t.Errorf("selective and full loads differ\nfull:\n\t%s\nselective:\n\t%s",
			strings.Join(full, "\n\t"), strings.Join(sel, "\n\t"))
	}
	for _, f := range want {
		if !slices.Contains(sel, f) {
			t.Errorf("missing finding %q in\n\t%s", f, strings.Join(sel, "\n\t"))
		}
	}
	return res
}

// TestCarrierInDependencyModule covers completion: the package of T that
// the load took from export data is in another module (in the module
// cache), parsed and type-checked from source after the load, and the
// root above it is type-checked again; facts flow as with a full load.
func TestCarrierInDependencyModule(t *testing.T) {
	w := newDepWorld(t)
	res := w.same([]string{"./..."},
		"use.go:3:9: package use reaches a carrier through example.com/dep/clamp",
		"use.go:11:25: call of clamp.Carry reaches a carrier (carrier)")
	if want := []string{"example.com/dep/clamp"}; !slices.Equal(res.Completed, want) {
		t.Errorf("Completed = %q, want %q", res.Completed, want)
	}
	if want := []string{"example.com/user/use"}; !slices.Equal(res.Rechecked, want) {
		t.Errorf("Rechecked = %q, want %q (the root above the completed package)", res.Rechecked, want)
	}
	var clamp *packages.Package
	packages.Visit(res.Roots, nil, func(p *packages.Package) {
		if p.PkgPath == "example.com/dep/clamp" {
			clamp = p
		}
	})
	if clamp == nil || len(clamp.Syntax) == 0 || clamp.TypesInfo == nil {
		t.Fatalf("example.com/dep/clamp was not completed from source: %+v", clamp)
	}
}

// TestNothingMarkedIsOneLoad: where no package mentions the marker, the
// load of the patterns is all there is — nothing completed, nothing
// rechecked — and the checker is given the roots alone.
func TestNothingMarkedIsOneLoad(t *testing.T) {
	_, res := analyze(t, load.Selective, true, "./plain")
	if res.Marked != 0 || res.Participating != 0 || len(res.Completed) != 0 || len(res.Rechecked) != 0 {
		t.Errorf("Marked=%d Participating=%d Completed=%q Rechecked=%q, want nothing",
			res.Marked, res.Participating, res.Completed, res.Rechecked)
	}
	for _, p := range res.AnalysisRoots {
		if len(p.Imports) != 0 {
			t.Errorf("analysis root %s keeps imports %v: outside T there is nothing to analyze", p.ID, p.Imports)
		}
	}
	if res.Complete > res.Load {
		t.Errorf("Complete %v > Load %v for a graph with nothing to complete", res.Complete, res.Load)
	}
}

// TestScanCache covers the cache of the scan: the first run reads the
// dependency module's files and writes the cache, the second reads none of
// them, and a package of the main module is never cached (an edit between
// runs is seen).
func TestScanCache(t *testing.T) {
	w := newDepWorld(t)
	_, first := w.analyze(load.Selective, "./use")
	if first.ScannedFiles == 0 || first.CachedFiles != 0 {
		t.Errorf("first run: ScannedFiles=%d CachedFiles=%d, want files read and no cache hit", first.ScannedFiles, first.CachedFiles)
	}
	entries, _ := os.ReadDir(filepath.Join(w.cache, "scan"))
	if len(entries) != 1 {
		t.Errorf("cache holds %d entries, want 1 (example.com/dep@v1.0.0)", len(entries))
	}
	_, second := w.analyze(load.Selective, "./use")
	// mid (main module, export data) is read on every run: one file.
	if second.ScannedFiles != 1 || second.CachedFiles != first.ScannedFiles-1 {
		t.Errorf("second run: ScannedFiles=%d CachedFiles=%d, want 1 (mid) and %d", second.ScannedFiles, second.CachedFiles, first.ScannedFiles-1)
	}

	// A directive written into a main-module package between two runs.
	mid := `// Package mid now declares a carrier.
package mid

import "example.com/dep/plain"

// M is a carrier.
//
//clampvet:carrier
func M() int { return plain.N() }
`
	if err := os.WriteFile(filepath.Join(w.user, "mid", "mid.go"), []byte(mid), 0o666); err != nil {
		t.Fatal(err)
	}
	res := w.same([]string{"./use"}, "use.go:11:41: call of mid.M reaches a carrier (carrier)")
	if res.Marked != 2 {
		t.Errorf("Marked = %d, want 2 (clamp and mid)", res.Marked)
	}
}

// TestScanCacheStale: the same module version with other contents (a
// re-tagged private module, a refilled module cache) at the same path in
// the module cache must not be answered from the entry of the old
// contents. The cache keys entries on the zip hash.
func TestScanCacheStale(t *testing.T) {
	w := newDepWorld(t)
	_, first := w.analyze(load.Selective, "./use")
	if first.Marked != 1 {
		t.Fatalf("Marked = %d, want 1 (clamp)", first.Marked)
	}
	w.republish(map[string]string{"plain/plain.go": `// Package plain now declares a carrier.
package plain

// N is a carrier.
//
//clampvet:carrier
func N() int { return 2 }
`})
	res := w.same([]string{"./use"},
		"use.go:3:9: package use reaches a carrier through example.com/dep/clamp",
		"use.go:11:41: call of mid.M reaches a carrier (calls carrier via plain.N)")
	if res.Marked != 2 || res.CachedFiles != 0 {
		t.Errorf("after republishing: Marked=%d CachedFiles=%d, want 2 (clamp and plain) and no cache hit", res.Marked, res.CachedFiles)
	}
}
