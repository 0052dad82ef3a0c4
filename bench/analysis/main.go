// Command analysis times the analysis phase alone, in process, for
// bench/run.sh: it loads PACKAGES once with clampvet's loader and then runs
// the go/analysis checker on the same loaded graph, alternating the no-op
// suite of noopvet (A) and the clampvet suite (B) N times, and prints the
// median of each and the median of the per-pair ratios:
//
//	analysis noop=MEDIAN clampvet=MEDIAN ratio=MEDIAN pairs=N cpu-noop=MEDIAN cpu-clampvet=MEDIAN seq-NAME=MEDIAN...
//
// (wall times, then the CPU time of the process during each analysis, then
// the time of each analyzer, of every analyzer they require (the role model
// clampvetroles, the shared SSA step) and of inspect, summed over the
// packages when the clampvet suite runs sequentially).
// Whole-process pairs on a shared machine carry the noise of two go list
// runs and of type-checking; this isolates what the analyzers themselves
// add to the floor on a graph where both have the same syntax and types.
//
// Usage:
//
//	go run ./bench/analysis [-C dir] [-n 9] [-test=false] [-cpuprofile file [-profile-runs k]] [-whole-graph] PACKAGES
//
// A profile of one run of the clampvet suite holds a few hundred samples
// at N=10,000, too few to rank functions that cost a few milliseconds
// each: -profile-runs k profiles k back-to-back runs instead (the first
// pair's; they are not timed).
package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"syscall"
	"time"

	"github.com/sema-agent/clampvet/analyzers"
	"github.com/sema-agent/clampvet/internal/driver/load"
	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/analysis/passes/inspect"
	"golang.org/x/tools/go/packages"
)

// noop is noopvet's analyzer.
var noop = &analysis.Analyzer{
	Name:     "noop",
	Doc:      "noop does nothing",
	Requires: []*analysis.Analyzer{inspect.Analyzer},
	Run:      func(*analysis.Pass) (any, error) { return nil, nil },
}

func main() {
	dir := flag.String("C", "", "run in `dir`")
	n := flag.Int("n", 9, "pairs")
	tests := flag.Bool("test", true, "include test files and test variants")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the first clampvet run to `file`")
	memprofile := flag.String("memprofile", "", "write the allocations of the first clampvet run to `file`, and those made before it to file.base\n(read with: go tool pprof -sample_index=alloc_space -diff_base file.base file)")
	profileRuns := flag.Int("profile-runs", 1, "with -cpuprofile or -memprofile, profile this many back-to-back clampvet runs")
	whole := flag.Bool("whole-graph", false, "give the clampvet suite Roots, the whole graph, as the driver did before\nAnalysisRoots existed (to measure what they save)")
	flag.Parse()
	if flag.NArg() == 0 || *n < 1 {
		fmt.Fprintln(os.Stderr, "usage: analysis [-C dir] [-n pairs] [-test=false] PACKAGES")
		os.Exit(2)
	}
	res, err := load.Load(load.Config{Dir: *dir, Tests: *tests, Analyzers: analyzers.Analyzers()}, flag.Args())
	if err != nil {
		fmt.Fprintln(os.Stderr, "analysis:", err)
		os.Exit(1)
	}
	clampRoots := res.AnalysisRoots
	if *whole {
		clampRoots = res.Roots
	}
	// run returns the wall and CPU time (user+system of the whole
	// process: the checker runs in parallel) of one analysis.
	run := func(suite []*analysis.Analyzer, roots []*packages.Package) (time.Duration, time.Duration) {
		c0, t0 := cpuTime(), time.Now()
		if _, err := checker.Analyze(suite, roots, nil); err != nil {
			fmt.Fprintln(os.Stderr, "analysis:", err)
			os.Exit(1)
		}
		return time.Since(t0), cpuTime() - c0
	}
	// What the driver gives the checker: Roots for the suite without
	// facts (which the checker runs on the roots only), AnalysisRoots for
	// the clampvet suite (the roots and imports of T only).
	var a, b, ca, cb, ratios []float64
	for i := range *n {
		ta, ua := run([]*analysis.Analyzer{noop}, res.Roots)
		profiling := (*cpuprofile != "" || *memprofile != "") && i == 0 // the first clampvet run
		if profiling && *memprofile != "" {
			writeHeapProfile(*memprofile + ".base")
		}
		if profiling && *cpuprofile != "" {
			f, err := os.Create(*cpuprofile)
			if err != nil {
				fmt.Fprintln(os.Stderr, "analysis:", err)
				os.Exit(1)
			}
			defer f.Close()
			if err := pprof.StartCPUProfile(f); err != nil {
				fmt.Fprintln(os.Stderr, "analysis:", err)
				os.Exit(1)
			}
		}
		tb, ub := run(analyzers.Analyzers(), clampRoots)
		if profiling {
			for range *profileRuns - 1 {
				run(analyzers.Analyzers(), clampRoots)
			}
			pprof.StopCPUProfile()
			if *memprofile != "" {
				writeHeapProfile(*memprofile)
			}
		}
		a = append(a, ta.Seconds())
		b = append(b, tb.Seconds())
		ca = append(ca, ua.Seconds())
		cb = append(cb, ub.Seconds())
		ratios = append(ratios, tb.Seconds()/ta.Seconds())
		if ta == 0 {
			ratios[len(ratios)-1] = 1
		}
	}
	fmt.Printf("analysis noop=%.3fs clampvet=%.3fs ratio=%.3f pairs=%d cpu-noop=%.3fs cpu-clampvet=%.3fs",
		median(a), median(b), median(ratios), *n, median(ca), median(cb))

	timeSequential(clampRoots, *n)
}

// writeHeapProfile writes the heap profile, whose alloc_space counts every
// allocation sampled since the process started: the difference of two
// such profiles is what happened between them. The profile counts as of
// the last completed collection, hence the collection first.
func writeHeapProfile(file string) {
	runtime.GC()
	f, err := os.Create(file)
	if err == nil {
		err = pprof.Lookup("heap").WriteTo(f, 0)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "analysis:", err)
		os.Exit(1)
	}
}

// timeSequential runs the clampvet suite sequentially n times and prints
// the median time of each analyzer summed over the packages (Action.Duration
// is the time of one action alone): the least noisy measure of how the
// analyzers' own work grows with the code they read.
func timeSequential(roots []*packages.Package, n int) {
	sums := make(map[string][]float64)
	timed := suiteClosure(analyzers.Analyzers())
	if !slices.Contains(timed, inspect.Analyzer) {
		timed = append(timed, inspect.Analyzer)
	}
	for range n {
		g, err := checker.Analyze(analyzers.Analyzers(), roots, &checker.Options{Sequential: true})
		if err != nil {
			fmt.Fprintln(os.Stderr, "analysis:", err)
			os.Exit(1)
		}
		sum := make(map[string]time.Duration)
		for act := range g.All() {
			sum[act.Analyzer.Name] += act.Duration
		}
		for _, a := range timed {
			sums[a.Name] = append(sums[a.Name], sum[a.Name].Seconds())
		}
	}
	for _, a := range timed {
		fmt.Printf(" seq-%s=%.4fs", a.Name, median(sums[a.Name]))
	}
	fmt.Println()
}

// suiteClosure returns the analyzers of suite and every analyzer they
// require, transitively, each once, suite first and then in the order they
// are first required. The analyzers the suite requires do real work once
// per package (the role model, the shared SSA step): timing only the suite
// would hide them, and naming them here would miss the next one.
func suiteClosure(suite []*analysis.Analyzer) []*analysis.Analyzer {
	var out []*analysis.Analyzer
	seen := make(map[*analysis.Analyzer]bool)
	queue := slices.Clone(suite)
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		if seen[a] {
			continue
		}
		seen[a] = true
		out = append(out, a)
		queue = append(queue, a.Requires...)
	}
	return out
}

// cpuTime is the user and system time the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}
