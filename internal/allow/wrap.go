package allow

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/sema-agent/clampvet/internal/kinds"
	"github.com/sema-agent/clampvet/internal/roles"
	"golang.org/x/tools/go/analysis"
)

// Result is the result of an analyzer run under [Wrap]: the findings the
// package's exceptions cover, in the order the analyzer reported them.
type Result struct {
	Allowed []Allowed
}

// Allowed is a finding an exception covers, with the exception.
type Allowed struct {
	Diagnostic analysis.Diagnostic
	Exception  Exception
}

// none is the result of a package with nothing covered; it is shared and
// never written.
var none = &Result{}

// Wrap makes a's run hold back what it reports and match it against the
// exceptions of its package (see the package doc), and gives a the result
// type *Result. hygiene marks the one analyzer of the suite that reports
// the exceptions that cannot be read, name no kind or name a kind that
// cannot be excepted; every analyzer reports its own kinds' unused
// exceptions. a must return no result of its own, and require
// roles.Analyzer, whose early exit tells that a package has no exception.
// Wrap returns a.
func Wrap(a *analysis.Analyzer, hygiene bool) *analysis.Analyzer {
	if a.ResultType != nil || !slices.Contains(a.Requires, roles.Analyzer) {
		panic(fmt.Sprintf("allow.Wrap(%s): the analyzer must have no result and require roles.Analyzer", a.Name))
	}
	run := a.Run
	a.ResultType = reflect.TypeFor[*Result]()
	a.Run = func(pass *analysis.Pass) (any, error) {
		report := pass.Report
		var held []analysis.Diagnostic
		pass.Report = func(d analysis.Diagnostic) { held = append(held, d) }
		_, err := run(pass)
		pass.Report = report
		if err != nil {
			return (*Result)(nil), err
		}
		if r, _ := pass.ResultOf[roles.Analyzer].(*roles.Package); r == nil {
			// No comment of the package mentions clampvet (the roles'
			// early exit), so it has no exception: no scan.
			for _, d := range held {
				report(d)
			}
			return none, nil
		}
		return match(pass, report, held, Parse(pass.Files), hygiene), nil
	}
	return a
}

// match reports the findings of held that no exception of exc covers, and
// the exceptions' own findings, and returns the covered ones.
func match(pass *analysis.Pass, report func(analysis.Diagnostic), held []analysis.Diagnostic, exc []Exception, hygiene bool) *Result {
	if len(exc) == 0 {
		for _, d := range held {
			report(d)
		}
		return none
	}
	used := make([][]bool, len(exc))
	for i, e := range exc {
		used[i] = make([]bool, len(e.Kinds))
	}
	res := &Result{}
	for _, d := range held {
		if i := cover(pass, exc, used, d); i >= 0 {
			res.Allowed = append(res.Allowed, Allowed{Diagnostic: d, Exception: exc[i]})
			continue
		}
		report(d)
	}
	for i, e := range exc {
		for _, d := range judge(pass.Analyzer.Name, e, used[i], hygiene) {
			report(d)
		}
	}
	if len(res.Allowed) == 0 {
		return none
	}
	return res
}

// cover returns the index of the first exception that covers d, marking
// every kind of every exception that does as used, or -1. A finding whose
// kind cannot be excepted is never covered.
func cover(pass *analysis.Pass, exc []Exception, used [][]bool, d analysis.Diagnostic) int {
	k, ok := kinds.Lookup(d.Category)
	if !ok || !k.Allowable() {
		return -1
	}
	first := -1
	for i, e := range exc {
		if e.Malformed != "" || !e.covers(pass.Fset, d.Pos) {
			continue
		}
		for j, name := range e.Kinds {
			if name == k.ID {
				used[i][j] = true
				if first < 0 {
					first = i
				}
			}
		}
	}
	return first
}

// judge returns the findings about exception e itself that the analyzer
// named analyzer reports.
func judge(analyzer string, e Exception, used []bool, hygiene bool) []analysis.Diagnostic {
	at := func(kind, format string, args ...any) analysis.Diagnostic {
		return analysis.Diagnostic{Pos: e.Pos, End: e.End, Category: kind, Message: fmt.Sprintf(format, args...)}
	}
	if e.Malformed != "" {
		if hygiene {
			return []analysis.Diagnostic{at(kinds.AllowMalformed, "exception %s", e.Malformed)}
		}
		return nil
	}
	var out []analysis.Diagnostic
	for j, name := range e.Kinds {
		k, ok := kinds.Lookup(name)
		switch {
		case !ok:
			if hygiene {
				out = append(out, at(kinds.AllowUnknownKind, "exception names %s, not a finding kind: see clampvet help kinds", quote(name)))
			}
		case !k.Allowable():
			if hygiene {
				out = append(out, at(kinds.AllowNotAllowable, "findings of kind %s cannot be excepted: see clampvet help %s", k.ID, k.ID))
			}
		case k.Analyzer == analyzer && !used[j]:
			out = append(out, at(kinds.AllowUnused, unusedFormat, k.ID))
		}
	}
	return out
}

// unusedFormat is the message of an unused exception; [UnusedKind] reads
// it back.
const unusedFormat = "exception for %s covers no finding on its line or the next: remove or move it"

// UnusedKind returns the kind an allow-unused finding's message names:
// a driver that analyzes a file twice (a package and its test variant)
// drops the finding when the other analysis used the exception for it.
func UnusedKind(message string) (string, bool) {
	rest, ok := strings.CutPrefix(message, "exception for ")
	if !ok {
		return "", false
	}
	id, tail, ok := strings.Cut(rest, " ")
	return id, ok && fmt.Sprintf(unusedFormat, id) == "exception for "+id+" "+tail
}
