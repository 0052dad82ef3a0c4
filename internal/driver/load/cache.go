package load

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/tools/go/packages"
)

// CacheEnv is the environment variable that sets the directory of the scan
// cache when [Config].ScanCache is empty ("off" disables the cache).
const CacheEnv = "CLAMPVET_CACHE"

// The scan cache remembers, for each module version of the module cache,
// which of its Go files mention [directive.Marker] (build-excluded files
// included), so that a run over a large
// dependency graph reads no dependency file twice across runs.
//
// Why it is safe: the go command writes a module version's files into the
// module cache once, after checking them against go.sum, and never changes
// them (they are read-only; editing them is unsupported and `go mod verify`
// flags it). An entry is keyed on the module path, the version, the
// directory and the hash of the module zip the files were extracted from
// (the ".ziphash" file next to the module's .mod in the download cache),
// so a module re-downloaded with different contents under the same version
// (a private proxy that re-tagged it, a cleaned and refilled module cache)
// gets a new entry. Only such packages are cached: those of the main
// modules and of directory replacements, and vendored packages, have no
// download-cache files and are always read.
//
// An entry is one file, named by the hash of its key, holding the key on
// its first line and one line per file scanned so far ("1 rel/path.go" or
// "0 rel/path.go"); files not yet in it are read and added. A file that
// cannot be parsed, or whose key line differs, is ignored and rewritten.
// Entries are written to a temporary file and renamed, so a concurrent run
// sees an old entry or a new one, never half of one.
type scanCache struct {
	dir string

	mu      sync.Mutex
	modules map[string]*moduleSlot // by the module's Dir
}

// A moduleSlot finds a module's entry once, outside the cache's lock.
type moduleSlot struct {
	once sync.Once
	cm   *cachedModule // nil: not cacheable
}

// cacheFormat names the format and the mention test: version 2 reads the
// marker in any letter case ([directive.SourceMentions]); version 1 entries,
// which read it case-sensitively, are replaced.
const cacheFormat = "clampvet scan cache 2"

// openScanCache returns the cache in dir (see Config.ScanCache), or nil if
// it is off or its directory cannot be created: a cache never fails a run.
func openScanCache(dir string) *scanCache {
	if dir == "" {
		dir = os.Getenv(CacheEnv)
	}
	if dir == "off" {
		return nil
	}
	if dir == "" {
		ucd, err := os.UserCacheDir()
		if err != nil {
			return nil
		}
		dir = filepath.Join(ucd, "clampvet")
	}
	dir = filepath.Join(dir, "scan")
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return nil
	}
	return &scanCache{dir: dir, modules: make(map[string]*moduleSlot)}
}

// A cachedModule is the entry of one module version.
type cachedModule struct {
	dir  string // the module's directory, with a trailing separator
	key  string // the first line of the entry file
	file string // the entry file

	once  sync.Once
	mu    sync.Mutex
	files map[string]bool // module-relative slash path → mentions the marker
	dirty bool
}

// module returns the entry of p's module, or nil if p's files may change
// (see the type documentation) or the module's zip hash cannot be read.
func (c *scanCache) module(p *packages.Package) *cachedModule {
	m := p.Module
	if m == nil {
		return nil
	}
	if m.Replace != nil {
		m = m.Replace
	}
	if m.Main || m.Version == "" || m.Dir == "" || !strings.HasSuffix(m.Dir, "@"+m.Version) {
		return nil
	}
	mod, ok := strings.CutSuffix(m.GoMod, string(filepath.Separator)+"@v"+string(filepath.Separator)+m.Version+".mod")
	if !ok {
		return nil
	}
	c.mu.Lock()
	slot, ok := c.modules[m.Dir]
	if !ok {
		slot = new(moduleSlot)
		c.modules[m.Dir] = slot
	}
	c.mu.Unlock()
	slot.once.Do(func() { slot.cm = c.newModule(m, mod) })
	return slot.cm
}

// newModule returns the entry of module m, whose download-cache files are
// mod/@v/VERSION.*, or nil if the zip hash cannot be read.
func (c *scanCache) newModule(m *packages.Module, mod string) *cachedModule {
	zh, err := os.ReadFile(filepath.Join(mod, "@v", m.Version+".ziphash"))
	if err != nil || !bytes.HasPrefix(zh, []byte("h1:")) {
		return nil
	}
	key := fmt.Sprintf("%s %s@%s %s %s", cacheFormat, m.Path, m.Version, strings.TrimSpace(string(zh)), m.Dir)
	sum := sha256.Sum256([]byte(key))
	return &cachedModule{
		dir:  m.Dir + string(filepath.Separator),
		key:  key,
		file: filepath.Join(c.dir, hex.EncodeToString(sum[:16])),
	}
}

// mentions reports whether any of files (absolute paths in the module)
// mentions the marker, reading only the files the entry does not know.
func (cm *cachedModule) mentions(sc *markScanner, files []string, buf []byte) (bool, []byte) {
	cm.once.Do(cm.read)
	any := false
	for _, name := range files {
		rel, ok := strings.CutPrefix(name, cm.dir)
		if !ok {
			// Not a file of the module (cannot happen for a module
			// cache package, but never trust the cache for it).
			var hit bool
			hit, buf = sc.fileMentions(name, buf)
			any = any || hit
			continue
		}
		rel = filepath.ToSlash(rel)
		cm.mu.Lock()
		hit, known := cm.files[rel]
		cm.mu.Unlock()
		if known {
			sc.cached.Add(1)
		} else {
			hit, buf = sc.fileMentions(name, buf)
			cm.mu.Lock()
			cm.files[rel] = hit
			cm.dirty = true
			cm.mu.Unlock()
		}
		// Every file is looked at (no early return), so that the entry
		// learns the whole package in one run.
		any = any || hit
	}
	return any, buf
}

// read loads the entry file, if any and if its key is cm's.
func (cm *cachedModule) read() {
	cm.files = make(map[string]bool)
	data, err := os.ReadFile(cm.file)
	if err != nil {
		return
	}
	line, rest, _ := bytes.Cut(data, []byte("\n"))
	if string(line) != cm.key {
		cm.dirty = true // a stale or colliding entry: replace it
		return
	}
	files := make(map[string]bool)
	for len(rest) > 0 {
		line, rest, _ = bytes.Cut(rest, []byte("\n"))
		if len(line) < 3 || line[1] != ' ' || (line[0] != '0' && line[0] != '1') {
			cm.dirty = true // damaged: forget it all, rewrite it
			return
		}
		files[string(line[2:])] = line[0] == '1'
	}
	cm.files = files
}

// save writes the entries that learned something.
func (c *scanCache) save() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, slot := range c.modules {
		if cm := slot.cm; cm != nil && cm.dirty {
			cm.write() // best effort: a cache that cannot be written is only slower
		}
	}
}

func (cm *cachedModule) write() error {
	f, err := os.CreateTemp(filepath.Dir(cm.file), "tmp-*")
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	fmt.Fprintln(w, cm.key)
	for rel, hit := range cm.files {
		if strings.ContainsAny(rel, "\n\r") {
			continue // cannot be written as a line; read again next time
		}
		b := byte('0')
		if hit {
			b = '1'
		}
		w.WriteByte(b)
		w.WriteByte(' ')
		w.WriteString(rel)
		w.WriteByte('\n')
	}
	err = w.Flush()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), cm.file)
	}
	if err != nil {
		os.Remove(f.Name())
		return err
	}
	cm.dirty = false
	return nil
}
