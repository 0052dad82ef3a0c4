package driver

import (
	"flag"
	"io"
	"strings"

	"golang.org/x/tools/go/analysis"
)

// A vetCall is the part of the go vet protocol a command line asks for.
type vetCall int

const (
	notVet      vetCall = iota // a standalone (or help) command line
	vetVersion                 // -V=full: the version go vet keys its cache on
	vetFlagList                // -flags: the flags go vet may forward, in JSON
	vetUnit                    // [flags] unit.cfg: analyze one package
)

// vetProtocol decides whether args are a call of the go vet protocol by
// parsing them with the flag set x/tools' unitchecker defines for
// analyzers (golang.org/x/tools/go/analysis/internal/analysisflags,
// multi-analyzer mode), as go vet forwards them: a value may be a separate
// argument ("-tags foo", "-constructors.module example.com/x") or follow
// "=". Inspecting raw arguments cannot tell "-tags foo unit.cfg" from two
// package patterns; parsing can. Flags a standalone run has but
// unitchecker lacks (-format, -test, …) make the parse fail: such a
// command line is never a vet call.
func vetProtocol(analyzers []*analysis.Analyzer, args []string) vetCall {
	fs, version, flags := vetFlagSet(analyzers)
	fs.SetOutput(io.Discard)
	if fs.Parse(args) != nil {
		return notVet
	}
	switch {
	case *version:
		return vetVersion
	case *flags:
		return vetFlagList
	case fs.NArg() == 1 && strings.HasSuffix(fs.Arg(0), ".cfg"):
		return vetUnit
	}
	return notVet
}

// vetFlagSet returns a flag set with the flags unitchecker registers for
// analyzers, and where -V and -flags are recorded. The analyzers' own
// flags are shadows: parsing records nothing in them (unitchecker parses
// the command line again, for real, and reports a bad value itself).
func vetFlagSet(analyzers []*analysis.Analyzer) (fs *flag.FlagSet, version, flags *bool) {
	fs = flag.NewFlagSet("vet", flag.ContinueOnError)
	for _, a := range analyzers {
		fs.Var(new(triState), a.Name, "enable "+a.Name)
		a.Flags.VisitAll(func(f *flag.Flag) {
			fs.Var(shadow{f.Value}, a.Name+"."+f.Name, f.Usage)
		})
	}
	flags = fs.Bool("flags", false, "print analyzer flags in JSON")
	v := new(versionValue)
	fs.Var(v, "V", "print version and exit")
	fs.Bool("json", false, "emit JSON output")
	fs.Int("c", -1, "display offending line with this many lines of context")
	fs.Bool("fix", false, "apply all suggested fixes")
	fs.Bool("diff", false, "with -fix, don't update the files, but print a unified diff")
	// The legacy vet flags unitchecker accepts and ignores; go vet
	// forwards -tags, a build flag too, to the tool.
	fs.Bool("source", false, "no effect (deprecated)")
	fs.Bool("v", false, "no effect (deprecated)")
	fs.Bool("all", false, "no effect (deprecated)")
	fs.String("tags", "", "no effect (deprecated)")
	return fs, (*bool)(v), flags
}

// versionValue is -V: a boolean flag that also takes "=full", as go vet
// asks it.
type versionValue bool

func (v *versionValue) IsBoolFlag() bool { return true }
func (v *versionValue) String() string   { return "" }
func (v *versionValue) Set(string) error { *v = true; return nil }

// shadow stands for an analyzer flag in vetFlagSet: it parses as the flag
// does (a boolean flag takes no separate value) and records nothing.
type shadow struct{ v flag.Value }

func (s shadow) String() string   { return "" }
func (s shadow) Set(string) error { return nil }
func (s shadow) IsBoolFlag() bool {
	b, ok := s.v.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}
