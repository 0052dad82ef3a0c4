package load

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/go/packages"
)

// fakeModcache lays out module example.com/m@v1.2.3 as the go command does:
// files under GOMODCACHE/example.com/m@v1.2.3, the .mod and .ziphash under
// GOMODCACHE/cache/download/example.com/m/@v. It returns the module and
// the path of a file that mentions the marker and of one that does not.
func fakeModcache(t *testing.T) (m *packages.Module, marked, plain string) {
	t.Helper()
	root := t.TempDir()
	dir := filepath.Join(root, "example.com", "m@v1.2.3")
	dl := filepath.Join(root, "cache", "download", "example.com", "m", "@v")
	for _, d := range []string{filepath.Join(dir, "p"), dl} {
		if err := os.MkdirAll(d, 0o777); err != nil {
			t.Fatal(err)
		}
	}
	marked = filepath.Join(dir, "p", "a.go")
	plain = filepath.Join(dir, "p", "b.go")
	for name, data := range map[string]string{
		marked:                              "package p\n\n//clampvet:carrier\nfunc F() {}\n",
		plain:                               "package p\n",
		filepath.Join(dl, "v1.2.3.mod"):     "module example.com/m\n",
		filepath.Join(dl, "v1.2.3.ziphash"): "h1:abc=\n",
	} {
		if err := os.WriteFile(name, []byte(data), 0o666); err != nil {
			t.Fatal(err)
		}
	}
	return &packages.Module{Path: "example.com/m", Version: "v1.2.3", Dir: dir, GoMod: filepath.Join(dl, "v1.2.3.mod")}, marked, plain
}

// TestCacheOnlyImmutableModules: only packages of module versions in the
// module cache, with a readable zip hash, get an entry.
func TestCacheOnlyImmutableModules(t *testing.T) {
	m, marked, _ := fakeModcache(t)
	c := openScanCache(t.TempDir())
	pkg := func(m *packages.Module) *packages.Package {
		return &packages.Package{ID: "p", Module: m, GoFiles: []string{marked}}
	}
	main := *m
	main.Main, main.Version = true, ""
	dirReplace := *m
	dirReplace.Replace = &packages.Module{Path: "../m", Dir: "/src/m", GoMod: "/src/m/go.mod"}
	modReplace := packages.Module{Path: "example.com/old", Version: "v0.1.0", Replace: m}
	vendored := *m
	vendored.Dir, vendored.GoMod = "", ""
	noZiphash := *m
	noZiphash.Version = "v1.2.4" // no v1.2.4.ziphash, and Dir does not end in it
	for _, c2 := range []struct {
		name string
		m    *packages.Module
		want bool
	}{
		{"module cache", m, true},
		{"replaced by a module version", &modReplace, true},
		{"main module", &main, false},
		{"directory replacement", &dirReplace, false},
		{"vendored", &vendored, false},
		{"no zip hash", &noZiphash, false},
		{"no module (std, GOPATH)", nil, false},
	} {
		if got := c.module(pkg(c2.m)) != nil; got != c2.want {
			t.Errorf("%s: cacheable = %v, want %v", c2.name, got, c2.want)
		}
	}
	if openScanCache("off") != nil {
		t.Error(`ScanCache "off": want no cache`)
	}
}

// TestCacheEntries: an entry answers for the files it knows and learns the
// others; a damaged entry or one whose key line differs (another zip hash)
// is never believed.
func TestCacheEntries(t *testing.T) {
	m, marked, plain := fakeModcache(t)
	dir := t.TempDir()
	run := func(files ...string) (hit bool, sc *markScanner) {
		t.Helper()
		sc = &markScanner{cache: openScanCache(dir)}
		hit, _ = sc.mentions(&packages.Package{ID: "p", Module: m, GoFiles: files}, nil)
		sc.save()
		return hit, sc
	}
	if hit, sc := run(plain); hit || sc.scanned.Load() != 1 || sc.cached.Load() != 0 {
		t.Errorf("first run: hit=%v scanned=%d cached=%d, want false 1 0", hit, sc.scanned.Load(), sc.cached.Load())
	}
	if hit, sc := run(plain, marked); !hit || sc.scanned.Load() != 1 || sc.cached.Load() != 1 {
		t.Errorf("second run: hit=%v scanned=%d cached=%d, want true 1 1 (b.go known, a.go learned)", hit, sc.scanned.Load(), sc.cached.Load())
	}
	if hit, sc := run(plain, marked); !hit || sc.scanned.Load() != 0 || sc.cached.Load() != 2 {
		t.Errorf("third run: hit=%v scanned=%d cached=%d, want true 0 2", hit, sc.scanned.Load(), sc.cached.Load())
	}

	entries, err := filepath.Glob(filepath.Join(dir, "scan", "*"))
	if err != nil || len(entries) != 1 {
		t.Fatalf("entries = %q, %v; want one", entries, err)
	}
	entry := entries[0]
	data, err := os.ReadFile(entry)
	if err != nil {
		t.Fatal(err)
	}
	for name, bad := range map[string]string{
		// The entry of other contents of the same version, claiming a.go
		// mentions nothing.
		"other zip hash": strings.Replace(strings.Replace(string(data), "h1:abc=", "h1:xyz=", 1), "1 p/a.go", "0 p/a.go", 1),
		"damaged":        strings.Replace(string(data), "1 p/a.go", "yes p/a.go", 1),
		"truncated":      string(data[:len(data)/2]),
	} {
		if err := os.WriteFile(entry, []byte(bad), 0o666); err != nil {
			t.Fatal(err)
		}
		if hit, sc := run(plain, marked); !hit || sc.scanned.Load() != 2 {
			t.Errorf("%s entry: hit=%v scanned=%d, want true and both files read again", name, hit, sc.scanned.Load())
		}
		if hit, sc := run(plain, marked); !hit || sc.scanned.Load() != 0 {
			t.Errorf("%s entry: not rewritten (hit=%v scanned=%d)", name, hit, sc.scanned.Load())
		}
	}
}
