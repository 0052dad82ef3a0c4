package driver

import (
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// Version returns the version of the running clampvet: the main module's
// version when it was built from a module version (go install ...@v1.2.3,
// or a VCS-derived pseudo-version), else "(devel)"; followed by the VCS
// stamp (vcs.revision, vcs.time, vcs.modified) when the build has one.
// The result is one line of space-separated fields; the first is the
// version.
func Version() string {
	version := "(devel)"
	var vcs []string
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" {
			version = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision", "vcs.time", "vcs.modified":
				vcs = append(vcs, s.Key+"="+s.Value)
			}
		}
	}
	return strings.Join(append([]string{version}, vcs...), " ")
}

// printFullVersion answers "clampvet -V=full", the question the go command
// asks a vet tool to compute the key of go vet's result cache
// (cmd/go/internal/work/buildid.go, toolID). The line is
//
//	clampvet version VERSION [VCS STAMP] buildID=SHA256
//
// where SHA256 is the hash of the executable's content. For a "(devel)"
// version the go command keys the cache on the buildID field alone; for any
// other version it keys it on the whole line. Either way the content hash
// is part of the key, so a rebuilt clampvet — even one whose version and
// VCS stamp did not change, as in a dirty work tree — invalidates the
// results go vet cached for the previous binary.
func printFullVersion(w io.Writer) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	f, err := os.Open(exe)
	if err != nil {
		return err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "clampvet version %s buildID=%x\n", Version(), h.Sum(nil))
	return err
}
