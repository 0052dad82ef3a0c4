package census_test

import (
	"testing"

	"github.com/sema-agent/clampvet/internal/dataflow/census"
	"github.com/sema-agent/clampvet/testkit/analyzemodule"
)

// BenchmarkAnalyzer runs the census (with the analyzers it requires) on
// the performance figures' largest generated engine, where the syntactic
// pass clears nearly every builder; own-ns/op is the census's own time.
// Profile it with -cpuprofile focused on census.check.
func BenchmarkAnalyzer(b *testing.B) { analyzemodule.BenchAnalyzer(b, census.Analyzer) }
