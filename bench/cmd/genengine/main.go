// Command genengine writes a synthetic engine module for clampvet's scale
// benchmarks and negative tests: N child-spec constructors over P packages
// arranged in layers, S clamp seats, and a registry of N rows. See package
// bench/genengine for what the module holds and why it is shaped so.
//
// Usage:
//
//	go run ./bench/cmd/genengine -n 1000 -p 50 -s 16 -layers 3 -o DIR
//
// The same flags write a byte-identical tree. -broken K injects K mistakes
// (an omitted seat, a constructor without the carrier, a row naming the
// wrong file, a discarded carrier result) and lists them on standard
// output, one per line: kind, row, file, declaration, seat.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/sema-agent/clampvet/bench/genengine"
)

func main() {
	var cfg genengine.Config
	flag.IntVar(&cfg.N, "n", 1000, "constructors in total")
	flag.IntVar(&cfg.P, "p", 50, "constructor packages")
	flag.IntVar(&cfg.S, "s", 16, fmt.Sprintf("clamp seats (1 to %d)", genengine.MaxSeats))
	flag.IntVar(&cfg.Layers, "layers", 3, "layers of constructor packages (wiring imports layer 1 only)")
	flag.IntVar(&cfg.Broken, "broken", 0, "mistakes to inject, for negative tests")
	flag.IntVar(&cfg.PerFile, "per-file", genengine.DefaultPerFile, "constructors per file")
	flag.StringVar(&cfg.Module, "module", genengine.DefaultModule, "module path of the generated engine")
	out := flag.String("o", "", "directory to write (must not exist or be empty; see -replace)")
	replace := flag.Bool("replace", false, "replace -o if it holds a tree genengine wrote earlier")
	quiet := flag.Bool("q", false, "do not report the size and time on standard error")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: genengine [flags] -o DIR\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	if *out == "" || flag.NArg() != 0 {
		flag.Usage()
		os.Exit(2)
	}

	start := time.Now()
	e, err := genengine.Generate(cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	generated := time.Since(start)
	if err := e.Write(*out, *replace); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for _, m := range e.Mistakes {
		fmt.Printf("%s\t%s\t%s\t%s\t%s\n", m.Kind, m.Row, m.File, m.Decl, m.Seat)
	}
	if !*quiet {
		fmt.Fprintf(os.Stderr, "genengine %s: %d files, %d bytes, %d rows; generated in %v, written in %v to %s\n",
			e.Config.Flags(), len(e.Files), e.Size(), len(e.Rows),
			generated.Round(time.Millisecond), (time.Since(start) - generated).Round(time.Millisecond), *out)
	}
}
