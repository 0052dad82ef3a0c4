package clampseats

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/roles"
	"github.com/sema-agent/clampvet/testkit/typecheck"
	"golang.org/x/tools/go/analysis"
	analysischecker "golang.org/x/tools/go/analysis/checker"
	"golang.org/x/tools/go/packages"
)

// The sources of a small engine: a policy package with a carrier and seat
// list, a middle package with an alias, and a site package.
var engineSources = []struct {
	path string
	src  string
}{
	{"example.com/policy", `package policy

type Face string

type Source struct {
	ReadOnly bool
	Face     Face
	Deny     []string
	Max      int
}

type Clamps struct{ n int }

//clampvet:carrier
func Carry(s Source) Clamps {
	n := len(s.Face) + len(s.Deny) + s.Max
	if s.ReadOnly {
		n++
	}
	return Clamps{n: n}
}

//clampvet:seats
var Seats = []string{"ReadOnly", "Face", "Deny", "Max"}
`},
	{"example.com/middle", `package middle

import "example.com/policy"

type Src = policy.Source
`},
	{"example.com/site", `package site

import "example.com/middle"

var partial = middle.Src{Face: "roots"}
`},
}

// runEngine type-checks the engine sources afresh and runs the analyzer
// (with roles.Analyzer, which exports the facts) on each package in import
// order, returning every fact gob-encoded, keyed
// by the object (or package) it is about, and the findings.
func runEngine(t *testing.T) (encoded map[string][]byte, findings []string) {
	t.Helper()
	w := newWorld()
	fs := typecheck.NewFacts()
	for _, s := range engineSources {
		l := w.add(t, s.path, map[string]string{"x.go": s.src})
		for _, d := range w.run(t, l, fs, true) {
			findings = append(findings, fmt.Sprintf("%s: %s", w.Fset.Position(d.Pos), d.Message))
		}
	}
	encoded = make(map[string][]byte)
	encode := func(key string, f analysis.Fact) {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(f); err != nil {
			t.Fatalf("encode %s: %v", key, err)
		}
		if _, dup := encoded[key]; dup {
			t.Fatalf("fact %s exported twice", key)
		}
		encoded[key] = buf.Bytes()
	}
	for _, e := range fs.All() {
		if e.Object != nil {
			encode(fmt.Sprintf("%s.%s %T", e.Object.Pkg().Path(), e.Object.Name(), e.Fact), e.Fact)
		} else {
			encode(fmt.Sprintf("%s %T", e.Package.Path(), e.Fact), e.Fact)
		}
	}
	return encoded, findings
}

// TestFactsEncodeDeterministically runs the analyzer twice on freshly
// type-checked packages and requires byte-identical fact encodings: the
// vet cache and Bazel key on them.
func TestFactsEncodeDeterministically(t *testing.T) {
	first, findings := runEngine(t)
	want := []string{
		"example.com/middle *roles.Visible",
		"example.com/policy *roles.Visible",
		"example.com/policy.Carry *roles.CarrierFact",
		"example.com/policy.Source *roles.SourceFact",
		"example.com/site *roles.Visible",
	}
	var keys []string
	for k := range first {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if strings.Join(keys, "\n") != strings.Join(want, "\n") {
		t.Errorf("facts:\n got  %q\n want %q", keys, want)
	}
	// The site sees the source only through the alias of a package it
	// imports, and still checks the literal.
	if len(findings) != 1 || !strings.Contains(findings[0], "policy.Source literal omits seats ReadOnly, Deny, Max") {
		t.Errorf("findings = %q, want the site's omitted seats", findings)
	}
	for i := range 3 {
		again, _ := runEngine(t)
		for k, b := range first {
			if !bytes.Equal(again[k], b) {
				t.Errorf("run %d: fact %s encodes differently", i+2, k)
			}
		}
	}
}

// TestPolicyModuleHasNoFindings runs the analyzer, as the standalone
// driver does, on the real policy module with its tests and requires zero
// findings and the facts its directives declare. The checker's sanity
// check also encodes every fact twice and compares the bytes.
func TestPolicyModuleHasNoFindings(t *testing.T) {
	if testing.Short() {
		t.Skip("loads the policy module from source")
	}
	dir, err := filepath.Abs(filepath.Join("..", "..", "policy"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := &packages.Config{
		Mode:  packages.LoadAllSyntax,
		Dir:   dir,
		Tests: true,
		Env:   append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod"),
	}
	pkgs, err := packages.Load(cfg, "./...")
	if err != nil {
		t.Fatal(err)
	}
	if n := packages.PrintErrors(pkgs); n > 0 {
		t.Fatalf("the policy module has %d load errors", n)
	}
	g, err := analysischecker.Analyze([]*analysis.Analyzer{Analyzer}, pkgs, &analysischecker.Options{SanityCheck: true})
	if err != nil {
		t.Fatal(err)
	}
	var facts []string
	for act := range g.All() {
		if act.Analyzer == roles.Analyzer && act.Package.PkgPath == "github.com/sema-agent/policy" && act.Package.ForTest == "" {
			for _, f := range act.AllObjectFacts() {
				if f.Object.Pkg() == act.Package.Types {
					facts = append(facts, fmt.Sprintf("%s: %v", f.Object.Name(), f.Fact))
				}
			}
		}
		if !act.IsRoot || act.Analyzer != Analyzer {
			continue
		}
		if act.Err != nil {
			t.Errorf("%s: %v", act, act.Err)
		}
		for _, d := range act.Diagnostics {
			t.Errorf("%s: %s", act.Package.Fset.Position(d.Pos), d.Message)
		}
	}
	sort.Strings(facts)
	want := []string{
		"ChildClampSeats: carrier of github.com/sema-agent/policy.ChildClampSource (seats HandsReadOnly, InteractiveTools, ReadFace, WriteFace, ReadDenyPatterns), with results, " +
			`restricting values HandsReadOnly true, InteractiveTools ToggleOff (1), ReadFace FaceRoots ("roots"), WriteFace FaceRoots ("roots")`,
		"ChildClampSource: source with seats HandsReadOnly, InteractiveTools, ReadFace, WriteFace, ReadDenyPatterns",
	}
	if strings.Join(facts, "\n") != strings.Join(want, "\n") {
		t.Errorf("policy facts:\n got  %q\n want %q", facts, want)
	}
}
