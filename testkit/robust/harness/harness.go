// Package harness runs the real clampvet driver in-process, with the real
// suite (analyzers.All), on small modules written by tests, and returns its
// exit code, its errors and its findings in a form tests can compare.
//
// It exists for the robustness tests (package testkit/robust) and the
// catalogue of malformed inputs (package testkit/catalogue): both must
// observe what a user of the clampvet command observes, so they go through
// driver.Main with -format=json rather than through analysistest, which
// runs one analyzer at a time on a different loader.
package harness

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver"
)

// Finding is one diagnostic of the suite, with its file relative to the
// directory the driver ran in (slash-separated) and its 1-based line and
// byte column (Col is 0 when the position has none, as after a //line
// directive without a column). EndLine and EndCol are the end of the
// range the diagnostic highlights (exclusive), read the same way; [String]
// leaves them out, as the text format does.
type Finding struct {
	Analyzer string
	File     string
	Line     int
	Col      int
	EndLine  int
	EndCol   int
	Message  string
}

// String formats f as the driver's text output does:
// "file:line:col: message (analyzer)".
func (f Finding) String() string {
	pos := fmt.Sprintf("%s:%d", f.File, f.Line)
	if f.Col > 0 {
		pos += fmt.Sprintf(":%d", f.Col)
	}
	return fmt.Sprintf("%s: %s (%s)", pos, f.Message, f.Analyzer)
}

// Result is what one run of the driver produced.
type Result struct {
	// Code is the driver's exit code (driver.ExitClean, ExitFindings, …).
	Code int
	// Stderr is everything the driver wrote on standard error: load and
	// type errors, usage errors.
	Stderr string
	// Findings are the diagnostics of every package, sorted by file,
	// line, column, analyzer and message.
	Findings []Finding
	// Errors are the analysis errors of the JSON output, one
	// "package: analyzer: error" line each, sorted.
	Errors []string
}

// Strings returns the findings formatted by [Finding.String], one per
// element, for messages of failing tests.
func (r *Result) Strings() []string {
	out := make([]string, len(r.Findings))
	for i, f := range r.Findings {
		out[i] = f.String()
	}
	return out
}

// Run runs clampvet (driver.Main with analyzers.All()) as
// "clampvet -C dir -format=json ARGS..." and parses its output. The
// patterns belong in args (for example "./..."). The go command the
// driver starts inherits the process environment: set GOFLAGS and the
// like before calling Run. An error means the output could not be read,
// never that clampvet reported something.
func Run(dir string, args ...string) (*Result, error) {
	var stdout, stderr bytes.Buffer
	code := driver.Main(analyzers.All(), append([]string{"-C", dir, "-format=json"}, args...), &stdout, &stderr)
	res := &Result{Code: code, Stderr: stderr.String()}
	if code == driver.ExitUsage || stdout.Len() == 0 {
		return res, nil
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, err
	}
	fs, errs, err := parseJSON(stdout.Bytes(), abs)
	if err != nil {
		return nil, fmt.Errorf("reading clampvet -format=json output: %v\n%s", err, stdout.String())
	}
	res.Findings, res.Errors = fs, errs
	return res, nil
}

// parseJSON reads the go vet -json shape: package ID → analyzer → either
// a list of diagnostics or {"error": "..."}.
func parseJSON(data []byte, dir string) ([]Finding, []string, error) {
	var tree map[string]map[string]json.RawMessage
	if err := json.Unmarshal(data, &tree); err != nil {
		return nil, nil, err
	}
	var fs []Finding
	var errs []string
	for pkg, byAnalyzer := range tree {
		for analyzer, raw := range byAnalyzer {
			if bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
				var e struct {
					Err string `json:"error"`
				}
				if err := json.Unmarshal(raw, &e); err != nil {
					return nil, nil, err
				}
				errs = append(errs, fmt.Sprintf("%s: %s: %s", pkg, analyzer, e.Err))
				continue
			}
			var diags []struct {
				Posn    string `json:"posn"`
				End     string `json:"end"`
				Message string `json:"message"`
			}
			if err := json.Unmarshal(raw, &diags); err != nil {
				return nil, nil, err
			}
			for _, d := range diags {
				f, err := parsePosn(d.Posn, dir)
				if err != nil {
					return nil, nil, err
				}
				f.Analyzer, f.Message = analyzer, d.Message
				if end, err := parsePosn(d.End, dir); err == nil {
					f.EndLine, f.EndCol = end.Line, end.Col
				}
				fs = append(fs, f)
			}
		}
	}
	Sort(fs)
	sort.Strings(errs)
	return fs, errs, nil
}

// parsePosn reads "file:line:col" or "file:line" and makes file relative
// to dir when it is inside it.
func parsePosn(s, dir string) (Finding, error) {
	var f Finding
	rest := s
	nums := make([]int, 0, 2)
	for len(nums) < 2 {
		i := strings.LastIndexByte(rest, ':')
		if i < 0 {
			break
		}
		n, err := strconv.Atoi(rest[i+1:])
		if err != nil {
			break
		}
		nums = append(nums, n)
		rest = rest[:i]
	}
	switch len(nums) {
	case 2:
		f.Line, f.Col = nums[1], nums[0]
	case 1:
		f.Line = nums[0]
	default:
		return f, fmt.Errorf("position %q has no line", s)
	}
	f.File = filepath.ToSlash(rest)
	if rel, err := filepath.Rel(dir, rest); err == nil && !strings.HasPrefix(rel, "..") {
		f.File = filepath.ToSlash(rel)
	}
	return f, nil
}

// Sort sorts findings by file, line, column, analyzer and message.
func Sort(fs []Finding) {
	sort.Slice(fs, func(i, j int) bool {
		a, b := fs[i], fs[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		if a.Analyzer != b.Analyzer {
			return a.Analyzer < b.Analyzer
		}
		return a.Message < b.Message
	})
}

// WriteTree writes files (slash-separated paths relative to dir → content)
// under dir, creating directories as needed.
func WriteTree(dir string, files map[string]string) error {
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(content), 0o666); err != nil {
			return err
		}
	}
	return nil
}

// CopyTree copies the regular files under src to dst, for tests that
// modify a copy of a module kept in testdata.
func CopyTree(dst, src string) error {
	return filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil {
			return err
		}
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o777)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, data, 0o666)
	})
}
