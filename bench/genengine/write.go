package genengine

import (
	"fmt"
	"os"
	"path/filepath"
)

// Write writes the engine's files under dir, creating it. dir must not
// exist or be empty, unless replace is set and dir holds a tree an earlier
// Write produced (it has the generator's marker file at its root): that
// tree is removed first. Anything else is refused, so that a mistyped -o
// never deletes a directory of someone's work.
func (e *Engine) Write(dir string, replace bool) error {
	entries, err := os.ReadDir(dir)
	switch {
	case os.IsNotExist(err):
	case err != nil:
		return fmt.Errorf("genengine: %v", err)
	case len(entries) == 0:
	case !replace:
		return fmt.Errorf("genengine: %s is not empty: write to a new directory, or pass replace to rewrite an earlier generated tree", dir)
	default:
		if _, err := os.Stat(filepath.Join(dir, markerFile)); err != nil {
			return fmt.Errorf("genengine: %s is not empty and has no %s: it was not written by genengine, so it is not replaced", dir, markerFile)
		}
		if err := os.RemoveAll(dir); err != nil {
			return fmt.Errorf("genengine: removing the earlier tree: %v", err)
		}
	}

	made := make(map[string]bool)
	for _, f := range e.Files {
		path := filepath.Join(dir, filepath.FromSlash(f.Path))
		if d := filepath.Dir(path); !made[d] {
			if err := os.MkdirAll(d, 0o755); err != nil {
				return fmt.Errorf("genengine: %v", err)
			}
			made[d] = true
		}
		if err := os.WriteFile(path, f.Data, 0o644); err != nil {
			return fmt.Errorf("genengine: %v", err)
		}
	}
	return nil
}
