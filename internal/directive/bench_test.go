package directive

import (
	"go/build"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis"
)

// BenchmarkPassMentions measures the early exit on the standard packages
// with the most build-excluded files, against the comment test alone (the
// exit before build-excluded files were read): the difference is what
// reading and byte-scanning those files costs each analyzer.
func BenchmarkPassMentions(b *testing.B) {
	for _, path := range []string{"syscall", "runtime", "os"} {
		bp, err := build.Import(path, "", 0)
		if err != nil {
			b.Fatal(err)
		}
		pass := &analysis.Pass{Fset: token.NewFileSet(), ReadFile: os.ReadFile}
		for _, name := range bp.GoFiles {
			f, err := parser.ParseFile(pass.Fset, filepath.Join(bp.Dir, name), nil, parser.ParseComments)
			if err != nil {
				b.Fatal(err)
			}
			pass.Files = append(pass.Files, f)
		}
		for _, name := range bp.IgnoredGoFiles {
			pass.IgnoredFiles = append(pass.IgnoredFiles, filepath.Join(bp.Dir, name))
		}
		b.Run(path+"/comments", func(b *testing.B) {
			for b.Loop() {
				if Mentions(pass.Files) {
					b.Fatal("std mentions clampvet")
				}
			}
		})
		b.Run(path+"/pass", func(b *testing.B) {
			b.ReportMetric(float64(len(pass.IgnoredFiles)), "ignored-files")
			for b.Loop() {
				if PassMentions(pass) {
					b.Fatal("std mentions clampvet")
				}
			}
		})
	}
}
