package driver

import (
	"flag"

	"honnef.co/go/tools/analysis/lint"
)

// VetCallName names what vetProtocol decides for args, for the tests.
func VetCallName(suite []*lint.Analyzer, args []string) string {
	return [...]string{"standalone", "version", "flags", "unit"}[vetProtocol(plain(suite), args)]
}

// VetFlags returns the names of the flags vetProtocol parses and whether
// each is a boolean flag.
func VetFlags(suite []*lint.Analyzer) map[string]bool {
	fs, _, _ := vetFlagSet(plain(suite))
	out := make(map[string]bool)
	fs.VisitAll(func(f *flag.Flag) {
		b, ok := f.Value.(interface{ IsBoolFlag() bool })
		out[f.Name] = ok && b.IsBoolFlag()
	})
	return out
}
