package main_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// guideBlock is one shell block of docs/ADOPTING.md: its commands, the exit
// code the guide says the block ends with (an "<!-- exit N -->" line right
// before it; 0 otherwise), and the output the guide shows for it (a
// ```text block right after it), if any.
type guideBlock struct {
	line      int // where the block starts in the guide
	script    string
	exit      int
	output    string
	hasOutput bool
}

var exitMark = regexp.MustCompile(`^<!-- exit (\d+) -->$`)

// guideBlocks returns the ```sh blocks of a Markdown guide.
func guideBlocks(t *testing.T, guide string) []guideBlock {
	t.Helper()
	lines := strings.Split(guide, "\n")
	var out []guideBlock
	for i := 0; i < len(lines); i++ {
		if lines[i] != "```sh" {
			continue
		}
		b := guideBlock{line: i + 1}
		if i > 0 {
			if m := exitMark.FindStringSubmatch(lines[i-1]); m != nil {
				b.exit, _ = strconv.Atoi(m[1])
			}
		}
		j := i + 1
		for ; j < len(lines) && lines[j] != "```"; j++ {
			b.script += lines[j] + "\n"
		}
		if j == len(lines) {
			t.Fatalf("line %d: unterminated sh block", b.line)
		}
		// The output: a ```text block after blank lines only.
		k := j + 1
		for k < len(lines) && lines[k] == "" {
			k++
		}
		if k < len(lines) && lines[k] == "```text" {
			b.hasOutput = true
			for k++; k < len(lines) && lines[k] != "```"; k++ {
				b.output += lines[k] + "\n"
			}
		}
		out = append(out, b)
		i = j
	}
	return out
}

// TestAdoptingGuide runs every shell block of docs/ADOPTING.md, from the
// root of a copy of the repository's examples/adopting, with clampvet the
// binary built from ./cmd/clampvet, and checks each block's exit code and,
// where the guide shows it, its output: a guide whose commands no longer do
// what it says fails here.
func TestAdoptingGuide(t *testing.T) {
	if testing.Short() {
		t.Skip("runs clampvet and go test on the guide's engine")
	}
	guide, err := os.ReadFile(filepath.Join(repoRoot, "docs", "ADOPTING.md"))
	if err != nil {
		t.Fatal(err)
	}
	blocks := guideBlocks(t, string(guide))
	if len(blocks) < 5 {
		t.Fatalf("docs/ADOPTING.md has %d sh blocks; the test expects the guide's commands", len(blocks))
	}
	bin := clampvetBinary(t)
	binDir := t.TempDir()
	if err := os.Symlink(bin, filepath.Join(binDir, "clampvet")); err != nil {
		t.Fatal(err)
	}
	// A copy, so that the commands that write (a baseline) leave the
	// repository alone.
	root := t.TempDir()
	for _, d := range []string{filepath.Join("examples", "adopting")} {
		if err := os.CopyFS(filepath.Join(root, d), os.DirFS(filepath.Join(repoRoot, d))); err != nil {
			t.Fatal(err)
		}
	}
	for _, b := range blocks {
		cmd := exec.Command("sh", "-c", b.script)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "PATH="+binDir+string(os.PathListSeparator)+os.Getenv("PATH"), "GOWORK=off", "GOFLAGS=", "CLAMPVET_LOAD=")
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("line %d: %v", b.line, err)
		}
		if code != b.exit {
			t.Errorf("docs/ADOPTING.md:%d: exit %d, the guide says %d:\n%s\n%s", b.line, code, b.exit, b.script, out.String())
			continue
		}
		if b.hasOutput && out.String() != b.output {
			t.Errorf("docs/ADOPTING.md:%d: output differs from the guide's:\n%s\ngot:\n%s\nthe guide shows:\n%s", b.line, b.script, out.String(), b.output)
		}
	}
}

// TestGuideBlocks checks the parser on a guide with both conventions.
func TestGuideBlocks(t *testing.T) {
	got := guideBlocks(t, "text\n\n<!-- exit 3 -->\n```sh\nclampvet ./...\n```\n\n```text\na.go:1:1: x (a/b)\n```\n```sh\ncd x\nls\n```\n```go\nnot run\n```\n")
	if len(got) != 2 {
		t.Fatalf("%d blocks: %+v", len(got), got)
	}
	if got[0].exit != 3 || got[0].script != "clampvet ./...\n" || !got[0].hasOutput || got[0].output != "a.go:1:1: x (a/b)\n" {
		t.Errorf("first block: %+v", got[0])
	}
	if got[1].exit != 0 || got[1].script != "cd x\nls\n" || got[1].hasOutput {
		t.Errorf("second block: %+v", got[1])
	}
}
