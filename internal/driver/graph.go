package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/sema-agent/clampvet/internal/dataflow"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/gcpace"
	"github.com/sema-agent/clampvet/internal/driver/graph"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/internal/driver/output"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"honnef.co/go/tools/analysis/lint"
)

// graphUsage is the head of "clampvet graph -h"; the flags follow.
const graphUsage = `usage: clampvet graph [-format=dot|mermaid] [flags] PACKAGES

graph loads PACKAGES as the standalone checker does, runs the analyzers,
and prints the clamp topology of the packages that take part: carriers and
their seats, tighten functions with the seats they govern and the
not-carried seats with their reasons, registry rows and the constructors
they name, spawn sinks and roots, and every finding in red on the node or
edge at fault. Load errors go to stderr. The exit codes are those of the
checker (see "clampvet help"): findings drawn exit 3.

Flags:
`

// graphRun is one "clampvet graph" invocation.
type graphRun struct {
	suite          []*lint.Analyzer
	stdout, stderr io.Writer
	format, dir    string
	tags, loadMode string
	tests          bool
}

// graphMain runs "clampvet graph" with args (after "graph").
func graphMain(suite []*lint.Analyzer, args []string, stdout, stderr io.Writer) int {
	r := &graphRun{suite: suite, stdout: stdout, stderr: stderr}
	fs := flag.NewFlagSet("clampvet graph", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), graphUsage)
		fs.PrintDefaults()
	}
	fs.StringVar(&r.format, "format", "dot", "output `format`: dot (Graphviz) or mermaid (a flowchart GitHub renders in Markdown)")
	fs.StringVar(&r.dir, "C", "", "run as if clampvet was started in `dir`")
	fs.StringVar(&r.tags, "tags", "", "a comma-separated `list` of build tags, as the go command's -tags")
	fs.BoolVar(&r.tests, "test", true, "read test files and test variants too")
	def := os.Getenv(LoadEnv)
	if def == "" {
		def = load.Selective.String()
	}
	fs.StringVar(&r.loadMode, "load", def, "loading `strategy`: selective or full, as for the checker")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitUsage
	}
	usageErr := func(format string, args ...any) int {
		fmt.Fprintf(stderr, "clampvet graph: "+format+"\n", args...)
		fmt.Fprintln(stderr, "run 'clampvet graph -h' for usage")
		return ExitUsage
	}
	render, ok := map[string]func(io.Writer, *graph.Graph) error{"dot": graph.DOT, "mermaid": graph.Mermaid}[r.format]
	if !ok {
		return usageErr("unknown -format %q: want dot or mermaid", r.format)
	}
	mode, err := load.ParseMode(r.loadMode)
	if err != nil {
		return usageErr("-load: %v", err)
	}
	if fs.NArg() == 0 {
		return usageErr("no packages to draw")
	}
	dir, err := filepath.Abs(r.dir)
	if st, serr := os.Stat(dir); err != nil || serr != nil || !st.IsDir() {
		return usageErr("-C %s: not a directory", r.dir)
	}
	return r.draw(dir, mode, fs.Args(), render)
}

// draw loads and analyzes patterns as the checker does and renders the
// topology.
func (r *graphRun) draw(dir string, mode load.Mode, patterns []string, render func(io.Writer, *graph.Graph) error) int {
	var flags []string
	if r.tags != "" {
		flags = []string{"-tags=" + r.tags}
	}
	analyzers := plain(r.suite)
	var pkgs collected
	loaded, err := load.Load(load.Config{Dir: dir, BuildFlags: flags, Tests: r.tests, Mode: mode, Analyzers: analyzers}, patterns)
	if err != nil {
		fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
		return ExitErrors
	}
	loadErrors := findings.LoadErrors(loaded.Roots)
	for _, e := range loadErrors {
		if e.Pos.IsValid() {
			e.Pos.Filename = output.RelPath(dir, e.Pos.Filename)
		}
		fmt.Fprintln(r.stderr, e.String())
	}
	release := gcpace.Hold() // as for the findings: see package gcpace
	g, err := checker.Analyze(append(analyzers, collector(&pkgs)), loaded.AnalysisRoots, nil)
	release()
	if err != nil {
		fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
		return ExitErrors
	}
	res := findings.Collect(g)
	res.LoadErrors = loadErrors
	for _, e := range res.PrimaryErrors() {
		fmt.Fprintf(r.stderr, "clampvet: %s\n", e.Error())
	}
	if err := render(r.stdout, graph.Build(pkgs.packages(), res.Findings, res.Allowed)); err != nil {
		fmt.Fprintf(r.stderr, "clampvet: writing output: %v\n", err)
		return ExitErrors
	}
	return exitCode(res)
}

// collector returns an analyzer that records the role model of every
// package of the run, dependencies included: the checker keeps only the
// results of root actions, and the carrier of an engine is usually in a
// dependency (the policy module). It requires the roles analyzer, as
// every clampvet analyzer does, and declares a fact type it never exports
// so that the checker runs it on dependencies too; outside the packages
// that take part it returns at once.
func collector(into *collected) *analysis.Analyzer {
	return &analysis.Analyzer{
		Name:      "clampvetgraph",
		Doc:       "records the clampvet roles of every package for clampvet graph; reports nothing",
		Requires:  []*analysis.Analyzer{roles.Analyzer, dataflow.Analyzer},
		FactTypes: []analysis.Fact{new(noFact)},
		Run: func(pass *analysis.Pass) (any, error) {
			r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package)
			if r == nil {
				return nil, nil
			}
			p := graph.Package{Path: pass.Pkg.Path(), Fset: pass.Fset, Files: pass.Files, Roles: r}
			if df, _ := pass.ResultOf[dataflow.Analyzer].(*dataflow.Result); df != nil {
				p.Reaches = df.Census.Reaches
			}
			if m := pass.Module; m != nil {
				p.ModulePath, p.ModuleDir = m.Path, m.Dir
			}
			into.add(p)
			return nil, nil
		},
	}
}

// noFact is never exported: declaring it makes the collector run on
// dependencies.
type noFact struct{}

func (*noFact) AFact() {}

// collected are the packages the collector recorded, each once: a package
// and its test variant are one package, and the variant (it has the test
// files, so it sees their roles too) is kept.
type collected struct {
	mu     sync.Mutex
	byPath map[string]graph.Package
}

func (c *collected) add(p graph.Package) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.byPath == nil {
		c.byPath = make(map[string]graph.Package)
	}
	if prev, ok := c.byPath[p.Path]; !ok || len(p.Files) > len(prev.Files) {
		c.byPath[p.Path] = p
	}
}

// packages returns the recorded packages sorted by path.
func (c *collected) packages() []graph.Package {
	var out []graph.Package
	for _, path := range slices.Sorted(maps.Keys(c.byPath)) {
		out = append(out, c.byPath[path])
	}
	return out
}
