// Package driver is the command line of clampvet: one binary that is a go
// vet tool, a standalone checker, and the documentation of its analyzers.
//
// [Main] dispatches on its arguments:
//
//   - the go vet protocol ("-V=full", "-flags", or vet flags then one
//     "*.cfg" argument), decided by parsing the arguments with the flag
//     set of golang.org/x/tools/go/analysis/unitchecker, which then runs
//     the unit, with vet's exit codes. -V=full prints the version and a content hash of the
//     executable, so that a rebuilt clampvet invalidates go vet's cache;
//   - "help", "help NAME", "help -markdown": the lint documentation;
//   - "graph": the clamp topology of the packages as Graphviz DOT or
//     Mermaid, with the findings drawn on it (graph.go);
//   - "-version": the module version or VCS stamp;
//   - anything else: the standalone checker over go/packages and
//     golang.org/x/tools/go/analysis/checker, with the selective loader of
//     internal/driver/load, tests included by default, findings deduplicated
//     across test variants, and the output formats text, json, sarif and
//     github; with -fix or -diff it applies or shows the suggested fixes
//     of that same run (fix.go) and prints the findings left.
//
// The exit codes are [ExitClean], [ExitFindings], [ExitErrors] and
// [ExitUsage]; "clampvet help" states what each means (from exitCodes in
// help.go, the one place they are written down).
package driver

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"github.com/sema-agent/clampvet/internal/driver/baseline"
	"github.com/sema-agent/clampvet/internal/driver/findings"
	"github.com/sema-agent/clampvet/internal/driver/gcpace"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"github.com/sema-agent/clampvet/internal/driver/output"
	"github.com/sema-agent/clampvet/internal/driver/sarif"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/unitchecker"
	"golang.org/x/tools/go/packages"
	"honnef.co/go/tools/analysis/lint"
)

// Exit codes of the standalone checker; exitCodes (help.go) says what
// each means, for the users.
const (
	ExitClean    = 0
	ExitErrors   = 1
	ExitUsage    = 2
	ExitFindings = 3
)

// InformationURI is clampvet's home page, in SARIF output.
const InformationURI = "https://github.com/sema-agent/clampvet"

// LoadEnv is the environment variable that sets the default of -load
// ("selective" or "full").
const LoadEnv = "CLAMPVET_LOAD"

// usage is the head of "clampvet -h"; the flags follow.
const usage = `usage: clampvet [flags] PACKAGES
       go vet -vettool=$(command -v clampvet) [vet flags] PACKAGES
       clampvet graph [-format=dot|mermaid] PACKAGES
       clampvet help [NAME]

Standalone, clampvet loads PACKAGES (go list patterns, tests included)
and prints findings on stdout and errors on stderr.

Flags:
`

// Main runs clampvet with the analyzers of suite on the command-line
// arguments args (without the program name) and returns the exit code.
// The go vet protocol and -fix/-diff are delegated to x/tools, which read
// os.Args and exit the process themselves: Main sets os.Args from args
// before delegating.
func Main(suite []*lint.Analyzer, args []string, stdout, stderr io.Writer) int {
	// The go vet protocol comes first: vet asks -V=full and -flags, then
	// runs "clampvet [vet flags] unit.cfg" once per package.
	switch vetProtocol(plain(suite), args) {
	case vetVersion:
		if err := printFullVersion(stdout); err != nil {
			fmt.Fprintf(stderr, "clampvet: %v\n", err)
			return ExitErrors
		}
		return ExitClean
	case vetFlagList, vetUnit:
		delegate(unitchecker.Main, plain(suite), args)
	}
	if len(args) > 0 && args[0] == "help" {
		return help(suite, args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "graph" {
		return graphMain(suite, args[1:], stdout, stderr)
	}

	r := &run{suite: suite, stdout: stdout, stderr: stderr}
	fs, err := r.flags()
	if err != nil {
		panic("internal error: " + err.Error())
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitClean
		}
		return ExitUsage // the flag package has printed the error and usage
	}
	if r.version {
		fmt.Fprintf(stdout, "clampvet %s\n", Version())
		return ExitClean
	}
	return r.main(fs.Args())
}

// delegate runs an x/tools main function (which exits the process) as if
// clampvet had been called with args.
func delegate(main func(...*analysis.Analyzer), analyzers []*analysis.Analyzer, args []string) {
	os.Args = append([]string{os.Args[0]}, args...)
	main(analyzers...)
	panic("internal error: x/tools main returned")
}

// plain returns the analyzers of suite as every driver mode runs them:
// each reports its diagnostics through [findings.CgoFixes], so that a
// suggested fix in a cgo package addresses the user's .go file (or is
// dropped where the mapping is not exact) in every output, under go vet
// too, whose JSON and -fix come from x/tools.
func plain(suite []*lint.Analyzer) []*analysis.Analyzer {
	out := make([]*analysis.Analyzer, len(suite))
	for i, a := range suite {
		out[i] = cgoFixing(a.Analyzer)
	}
	return out
}

// cgoFixing returns a copy of a whose pass reports through
// [findings.CgoFixes]. The copy keeps a's name, flags, requirements and
// fact types; no analyzer of the suite requires another, so none looks
// for a's result under its old address.
func cgoFixing(a *analysis.Analyzer) *analysis.Analyzer {
	w := *a
	w.Run = func(pass *analysis.Pass) (any, error) {
		p := *pass
		p.Report = func(d analysis.Diagnostic) {
			pass.Report(findings.CgoFixes(pass.Fset, pass.Files, d, os.ReadFile))
		}
		return a.Run(&p)
	}
	return &w
}

// run is one standalone invocation.
type run struct {
	suite          []*lint.Analyzer
	stdout, stderr io.Writer

	format     string
	json       bool
	tests      bool
	dir        string
	context    int
	fix, diff  bool
	srcroot    string
	loadMode   string
	tags       string
	version    bool
	stats      bool
	allowed    bool   // list the audited exceptions instead of the findings
	baseline   string // report only findings not in this baseline file
	writeBase  string // write the findings' baseline to this file
	cpuprofile string
	memprofile string
	enabled    map[*lint.Analyzer]*triState
}

// buildFlags returns the go command flags the standalone load passes on.
func (r *run) buildFlags() []string {
	if r.tags == "" {
		return nil
	}
	return []string{"-tags=" + r.tags}
}

func (r *run) flags() (*flag.FlagSet, error) {
	fs := flag.NewFlagSet("clampvet", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), usage)
		fs.PrintDefaults()
		fmt.Fprintln(fs.Output())
		printExitCodes(fs.Output())
	}
	fs.StringVar(&r.format, "format", "text", "output `format`: text (file:line:col: message (analyzer/kind)), json (the shape of go vet -json),\nsarif (SARIF 2.1.0) or github (GitHub Actions workflow commands)")
	fs.BoolVar(&r.json, "json", false, "same as -format=json (go vet's flag)")
	fs.BoolVar(&r.tests, "test", true, "analyze test files and test variants too")
	fs.StringVar(&r.dir, "C", "", "run as if clampvet was started in `dir`: patterns, -srcroot and printed paths are relative to it")
	fs.IntVar(&r.context, "c", -1, "with -format=text, print the offending lines with this many `lines` of context")
	fs.BoolVar(&r.fix, "fix", false, "apply the suggested fixes, then print the findings left (no fix, or one that could not be applied)")
	fs.BoolVar(&r.diff, "diff", false, "print the suggested fixes as a unified diff instead of applying them (implies -fix); the findings left go to stderr")
	fs.StringVar(&r.srcroot, "srcroot", "", "with -format=sarif or github, the `dir` paths are relative to (default: the main module's root;\nfor github, $GITHUB_WORKSPACE when it is set)")
	def := os.Getenv(LoadEnv)
	if def == "" {
		def = load.Selective.String()
	}
	fs.StringVar(&r.loadMode, "load", def, "loading `strategy`: selective (source only for packages that can take part) or full (every\npackage from source, for comparison and benchmarks); the default comes from $"+LoadEnv)
	fs.StringVar(&r.tags, "tags", "", "a comma-separated `list` of build tags, as the go command's -tags (files they exclude are not\nanalyzed, and a registry row naming one is reported as excluded by build constraints)")
	fs.BoolVar(&r.allowed, "allowed", false, "list every finding an audited exception (//clampvet:allow KIND reason) covers, with its\nreason, instead of the findings; the exit code is 0 unless there are errors")
	fs.StringVar(&r.baseline, "baseline", "", "report only the findings whose fingerprints are not in the baseline `file` (see -write-baseline)")
	fs.StringVar(&r.writeBase, "write-baseline", "", "write the fingerprints of the findings to the baseline `file` and exit 0 (1 on errors:\nno baseline is written from a partial analysis)")
	fs.BoolVar(&r.version, "version", false, "print the version and exit")
	fs.BoolVar(&r.stats, "stats", false, "print the size of the loaded graph and the time of each phase on stderr")
	fs.StringVar(&r.cpuprofile, "cpuprofile", "", "write a CPU profile to `file`")
	fs.StringVar(&r.memprofile, "memprofile", "", "write a memory profile to `file`")

	r.enabled = make(map[*lint.Analyzer]*triState)
	for _, a := range r.suite {
		name := a.Analyzer.Name
		if fs.Lookup(name) != nil {
			return nil, fmt.Errorf("analyzer %s has the name of a clampvet flag", name)
		}
		ts := new(triState)
		r.enabled[a] = ts
		fs.Var(ts, name, fmt.Sprintf("enable the %s analyzer (-%s=false: disable it)", name, name))
		var err error
		a.Analyzer.Flags.VisitAll(func(f *flag.Flag) {
			full := name + "." + f.Name
			if fs.Lookup(full) != nil {
				err = fmt.Errorf("analyzer flag -%s registered twice", full)
				return
			}
			fs.Var(f.Value, full, f.Usage)
		})
		if err != nil {
			return nil, err
		}
	}
	return fs, nil
}

// selected returns the analyzers the -NAME flags select: if any is set to
// true, those only; otherwise all but those set to false (the rule of go
// vet and multichecker).
func (r *run) selected() []*lint.Analyzer {
	var hasTrue bool
	for _, ts := range r.enabled {
		hasTrue = hasTrue || *ts == setTrue
	}
	var out []*lint.Analyzer
	for _, a := range r.suite {
		switch ts := *r.enabled[a]; {
		case hasTrue && ts == setTrue, !hasTrue && ts != setFalse:
			out = append(out, a)
		}
	}
	return out
}

func (r *run) usageError(format string, args ...any) int {
	fmt.Fprintf(r.stderr, "clampvet: "+format+"\n", args...)
	fmt.Fprintln(r.stderr, "run 'clampvet -h' for usage")
	return ExitUsage
}

func (r *run) main(patterns []string) int {
	if r.json {
		if r.format != "text" && r.format != "json" {
			return r.usageError("-json and -format=%s disagree", r.format)
		}
		r.format = "json"
	}
	switch r.format {
	case "text", "json", "sarif", "github":
	default:
		return r.usageError("unknown -format %q: want text, json, sarif or github", r.format)
	}
	if (r.fix || r.diff) && r.format != "text" {
		return r.usageError("-fix and -diff print what they leave as text, not -format=%s", r.format)
	}
	if r.allowed && (r.fix || r.diff || r.writeBase != "" || r.format != "text") {
		return r.usageError("-allowed lists the exceptions as text, alone: not with -fix, -diff, -write-baseline or -format=%s", r.format)
	}
	if r.writeBase != "" && (r.baseline != "" || r.fix || r.diff) {
		return r.usageError("-write-baseline writes every finding: not with -baseline, -fix or -diff")
	}
	var known baseline.Set
	if r.baseline != "" {
		var err error
		if known, err = baseline.Read(r.baseline); err != nil {
			return r.usageError("-baseline: %v", err)
		}
	}
	mode, err := load.ParseMode(r.loadMode)
	if err != nil {
		return r.usageError("-load: %v", err)
	}
	if len(patterns) == 0 {
		return r.usageError("no packages to analyze")
	}
	suite := r.selected()
	if len(suite) == 0 {
		return r.usageError("every analyzer is disabled")
	}

	dir, err := filepath.Abs(r.dir)
	if err != nil {
		return r.usageError("-C: %v", err)
	}
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return r.usageError("-C %s: not a directory", r.dir)
	}

	if r.cpuprofile != "" {
		f, err := os.Create(r.cpuprofile)
		if err != nil {
			fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
			return ExitErrors
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
			return ExitErrors
		}
		defer func() { pprof.StopCPUProfile(); f.Close() }()
	}
	if r.memprofile != "" {
		defer func() {
			f, err := os.Create(r.memprofile)
			if err == nil {
				runtime.GC()
				err = pprof.WriteHeapProfile(f)
				f.Close()
			}
			if err != nil {
				fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
			}
		}()
	}
	return r.analyze(suite, dir, mode, patterns, known)
}

func (r *run) analyze(suite []*lint.Analyzer, dir string, mode load.Mode, patterns []string, known baseline.Set) int {
	t0 := time.Now()
	loaded, err := load.Load(load.Config{Dir: dir, BuildFlags: r.buildFlags(), Tests: r.tests, Mode: mode, Analyzers: plain(suite)}, patterns)
	if err != nil {
		fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
		return ExitErrors
	}
	t1 := time.Now()
	loadErrors := findings.LoadErrors(loaded.Roots)
	for i, e := range loadErrors {
		// The compiler's report of a package loaded from export data
		// names files relative to the go command's directory.
		if e.Pos.IsValid() && !filepath.IsAbs(e.Pos.Filename) {
			loadErrors[i].Pos.Filename = filepath.Join(dir, e.Pos.Filename)
		}
	}
	for _, e := range loadErrors {
		if e.Pos.IsValid() {
			e.Pos.Filename = output.RelPath(dir, e.Pos.Filename)
		}
		fmt.Fprintln(r.stderr, e.String())
	}

	release := gcpace.Hold() // the loaded program stays live to the end: see package gcpace
	g, err := checker.Analyze(plain(suite), loaded.AnalysisRoots, nil)
	release()
	if err != nil {
		fmt.Fprintf(r.stderr, "clampvet: %v\n", err)
		return ExitErrors
	}
	res := findings.Collect(g)
	res.LoadErrors = loadErrors
	t2 := time.Now()
	if r.stats {
		ms := func(d time.Duration) time.Duration { return d.Round(time.Millisecond) }
		fmt.Fprintf(r.stderr, "clampvet: load=%s graph=%d marked=%d participating=%d completed=%d rechecked=%d roots=%d analyzed-roots=%d "+
			"scanned-files=%d cached-files=%d syntax-packages=%d "+
			"load-time=%s (load %s, scan %s, complete %s) analysis-time=%s\n",
			mode, loaded.Graph, loaded.Marked, loaded.Participating, len(loaded.Completed), len(loaded.Rechecked), len(loaded.Roots), len(loaded.AnalysisRoots),
			loaded.ScannedFiles, loaded.CachedFiles, loaded.SyntaxPackages,
			ms(t1.Sub(t0)), ms(loaded.Load), ms(loaded.Scan), ms(loaded.Complete), ms(t2.Sub(t1)))
	}

	for _, e := range res.PrimaryErrors() {
		fmt.Fprintf(r.stderr, "clampvet: %s\n", e.Error())
	}
	if known != nil {
		var n int
		res.Findings, n = known.Filter(res.Findings)
		if n > 0 {
			fmt.Fprintf(r.stderr, "clampvet: %d finding(s) of the baseline %s not reported\n", n, r.baseline)
		}
	}
	switch {
	case r.writeBase != "":
		return r.writeBaseline(res, dir)
	case r.allowed:
		if err := output.Allowed(r.stdout, res.Allowed, dir); err != nil {
			fmt.Fprintf(r.stderr, "clampvet: writing output: %v\n", err)
			return ExitErrors
		}
		if len(res.LoadErrors) > 0 || len(res.Errors) > 0 {
			return ExitErrors
		}
		return ExitClean
	}
	if r.fix || r.diff {
		if len(loadErrors) > 0 || len(res.Errors) > 0 {
			return ExitErrors // fixes from a partial analysis could be wrong: none applied
		}
		return r.applyFixes(res, dir)
	}

	if err := r.print(res, suite, loaded.Roots, dir); err != nil {
		fmt.Fprintf(r.stderr, "clampvet: writing output: %v\n", err)
		return ExitErrors
	}
	return exitCode(res)
}

// writeBaseline writes the baseline of res's findings, unless the
// analysis was partial: a baseline from it would accept findings a full
// analysis has not seen, and miss those it would.
func (r *run) writeBaseline(res *findings.Result, dir string) int {
	if len(res.LoadErrors) > 0 || len(res.Errors) > 0 {
		fmt.Fprintf(r.stderr, "clampvet: errors: no baseline written to %s\n", r.writeBase)
		return ExitErrors
	}
	if err := baseline.Write(r.writeBase, res.Findings, dir); err != nil {
		fmt.Fprintf(r.stderr, "clampvet: -write-baseline: %v\n", err)
		return ExitErrors
	}
	fmt.Fprintf(r.stderr, "clampvet: wrote %d finding(s) to the baseline %s\n", len(res.Findings), r.writeBase)
	return ExitClean
}

// exitCode is the exit code of a run that printed res: errors (load errors
// included) before findings, as the exit codes' documentation orders them.
func exitCode(res *findings.Result) int {
	switch {
	case len(res.LoadErrors) > 0 || len(res.Errors) > 0:
		return ExitErrors
	case len(res.Findings) > 0:
		return ExitFindings
	}
	return ExitClean
}

func (r *run) print(res *findings.Result, suite []*lint.Analyzer, roots []*packages.Package, dir string) error {
	root := func() string {
		if r.srcroot != "" {
			if filepath.IsAbs(r.srcroot) {
				return filepath.Clean(r.srcroot)
			}
			return filepath.Join(dir, r.srcroot)
		}
		return moduleRoot(roots, dir)
	}
	switch r.format {
	case "json":
		return output.JSON(r.stdout, res)
	case "sarif":
		return sarif.Write(r.stdout, res, sarif.Options{
			Version:        Version(),
			InformationURI: InformationURI,
			Root:           root(),
			Analyzers:      suite,
			Source:         findings.NewSource(),
		})
	case "github":
		base := root()
		if ws := os.Getenv("GITHUB_WORKSPACE"); r.srcroot == "" && ws != "" {
			base = ws
		}
		levels := make(map[string]output.Level)
		for _, a := range suite {
			switch sarif.Level(a.Doc) {
			case "warning":
				levels[a.Analyzer.Name] = output.Warning
			case "note":
				levels[a.Analyzer.Name] = output.Notice
			}
		}
		return output.GitHub(r.stdout, res, base, findings.NewSource(), func(name string) output.Level {
			if lv, ok := levels[name]; ok {
				return lv
			}
			return output.Error
		})
	}
	return output.Text(r.stdout, res.Findings, dir, r.context)
}

// moduleRoot returns the root of the main module that contains dir (the
// innermost, in a workspace), or of the first root package's main module,
// or dir itself.
func moduleRoot(roots []*packages.Package, dir string) string {
	best := ""
	var first string
	packages.Visit(roots, nil, func(p *packages.Package) {
		m := p.Module
		if m == nil || !m.Main || m.Dir == "" {
			return
		}
		if first == "" {
			first = m.Dir
		}
		if (dir == m.Dir || strings.HasPrefix(dir, m.Dir+string(filepath.Separator))) && len(m.Dir) > len(best) {
			best = m.Dir
		}
	})
	switch {
	case best != "":
		return best
	case first != "":
		return first
	}
	return dir
}

// A triState is a boolean flag that knows whether it was set, as go vet's
// analyzer flags: -NAME selects, -NAME=false disables.
type triState int

const (
	unset triState = iota
	setTrue
	setFalse
)

func (ts *triState) Get() any        { return *ts == setTrue }
func (ts triState) IsBoolFlag() bool { return true }
func (ts *triState) String() string {
	if ts != nil && *ts == setFalse {
		return "false"
	}
	return "true"
}

func (ts *triState) Set(value string) error {
	b, err := strconv.ParseBool(value)
	if err != nil {
		return errors.New("want true or false")
	}
	if b {
		*ts = setTrue
	} else {
		*ts = setFalse
	}
	return nil
}
