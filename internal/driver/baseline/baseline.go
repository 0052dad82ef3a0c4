// Package baseline reads and writes clampvet baselines: the fingerprints
// of findings a team has accepted for now, so that a gate adopted on an
// engine with known findings fails only on new ones.
//
// A baseline is a JSON file:
//
//	{
//	  "version": 1,
//	  "findings": [
//	    {"fingerprint": "…", "kind": "constructors/seat-written-after-clamps",
//	     "file": "agents/subagent.go", "message": "…"}
//	  ]
//	}
//
// Only the fingerprints are read back; the kind, file and message are
// there for the people who review the file. A fingerprint hashes the
// kind, the package, the file's base name, the enclosing declaration and
// the message without positions (see findings.FingerprintKey), so a
// finding stays in the baseline when lines move, and leaves it when it is
// fixed or changes.
package baseline

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/kinds"
)

// Version is the version of the file format.
const Version = 1

// maxSize bounds the file read: a baseline lists findings, and one larger
// than this is not a baseline.
const maxSize = 64 << 20

// File is a baseline file.
type File struct {
	Version  int     `json:"version"`
	Findings []Entry `json:"findings"`
}

// Entry is one accepted finding.
type Entry struct {
	Fingerprint string `json:"fingerprint"`
	Kind        string `json:"kind,omitempty"`
	File        string `json:"file,omitempty"`
	Message     string `json:"message,omitempty"`
}

// Set is the fingerprints of a baseline.
type Set map[string]bool

// Read reads a baseline file. A file that is not a baseline of this
// version is an error, never an empty baseline: a gate that silently
// accepted nothing would be noticed, one that silently accepted
// everything would not, and a typo must not be either.
func Read(path string) (Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxSize {
		return nil, fmt.Errorf("%s: larger than %d bytes: not a baseline", path, maxSize)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var bf File
	if err := dec.Decode(&bf); err != nil {
		return nil, fmt.Errorf("%s: not a clampvet baseline: %v", path, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%s: not a clampvet baseline: data after the object", path)
	}
	if bf.Version != Version {
		return nil, fmt.Errorf("%s: baseline version %d, want %d", path, bf.Version, Version)
	}
	set := make(Set, len(bf.Findings))
	for i, e := range bf.Findings {
		if e.Fingerprint == "" {
			return nil, fmt.Errorf("%s: finding %d has no fingerprint", path, i+1)
		}
		set[e.Fingerprint] = true
	}
	return set, nil
}

// Filter returns the findings of fs whose fingerprints are not in s, and
// how many were in it.
func (s Set) Filter(fs []findings.Finding) (kept []findings.Finding, known int) {
	for _, f := range fs {
		if s[f.Fingerprint] {
			known++
			continue
		}
		kept = append(kept, f)
	}
	return kept, known
}

// Write writes the baseline of fs to path, file names relative to dir
// with forward slashes, in the findings' order.
func Write(path string, fs []findings.Finding, dir string) error {
	bf := File{Version: Version, Findings: []Entry{}}
	for _, f := range fs {
		name := f.Pos.Filename
		if rel, err := filepath.Rel(dir, name); err == nil && filepath.IsLocal(rel) {
			name = rel
		}
		bf.Findings = append(bf.Findings, Entry{
			Fingerprint: f.Fingerprint,
			Kind:        kinds.Qualified(f.Analyzer, f.Kind()),
			File:        filepath.ToSlash(name),
			Message:     f.Message,
		})
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(bf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}
