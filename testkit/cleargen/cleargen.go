// Package cleargen composes the generated differential cases of
// clampvet's syntactic fast paths (the flow rules' and the census's): an
// atom (a statement that writes, reads, hands on, tightens, applies,
// spawns or returns), wrapped in a context (plain, if, either arm of an
// if-else, else-if, if with init, for, range, switch, select, block,
// defer, go, a closure), inserted at each position of a base function.
// Each fast path's test supplies its atoms and bases, written in its own
// placeholders, and checks every case against SSA; the grammar of
// contexts and the composition are one, so that both fast paths are tried
// on the same shapes.
package cleargen

import (
	"fmt"
	"strings"
)

// Atom is one statement template.
type Atom struct {
	Name, Code string
	Call       bool   // a call expression: defer and go may take it as is
	Spec       bool   // names the base's spec (or output)
	Src        bool   // names the base's source local
	Ret        string // the placeholder of the base's return it is, if any
}

// Wrap is a context an atom is placed in: {A} in Code is the atom.
type Wrap struct {
	Name, Code string
	CallOnly   bool // takes a call atom only (defer f(), go f())
	Closure    bool // a func literal: no return atom
}

// Wraps are the contexts, with neutral a call statement the fast path
// under test reads as neutral (the other arm of an if-else).
func Wraps(neutral string) []Wrap {
	ws := []Wrap{
		{Name: "plain", Code: "{A}"},
		{Name: "if", Code: "if x { {A} }"},
		{Name: "if-else then", Code: "if x { {A} } else { @n }"},
		{Name: "if-else else", Code: "if x { @n } else { {A} }"},
		{Name: "if-else both", Code: "if x { {A} } else { {A} }"},
		{Name: "else-if", Code: "if x { @n } else if n > 0 { {A} }"},
		{Name: "if init", Code: "if j := n; j > 0 { {A} }"},
		{Name: "for", Code: "for i := 0; i < n; i++ { {A} }"},
		{Name: "range", Code: "for range n { {A} }"},
		{Name: "switch case", Code: "switch n { case 1: {A}; default: @n }"},
		{Name: "switch default", Code: "switch { default: {A} }"},
		{Name: "select default", Code: "select { default: {A} }"},
		{Name: "block", Code: "{ {A} }"},
		{Name: "defer call", Code: "defer {A}", CallOnly: true},
		{Name: "defer closure", Code: "defer func() { {A} }()", Closure: true},
		{Name: "go call", Code: "go {A}", CallOnly: true},
		{Name: "go closure", Code: "go func() { {A} }()", Closure: true},
		{Name: "closure call", Code: "func() { {A} }()", Closure: true},
		{Name: "closure var", Code: "f := func() { {A} }; f()", Closure: true},
	}
	for i := range ws {
		ws[i].Code = strings.ReplaceAll(ws[i].Code, "@n", neutral)
	}
	return ws
}

// Base is a function with holes: @pre, @mid and @post are its positions
// (only those it has), and @app its application or spawn ({App}), itself
// a position: alone in each context. Vals fill its own placeholders
// ({App}, its returns, …) in every case.
type Base struct {
	Name, Code string
	Vals       map[string]string
	Spec, Src  bool // has a spec (or output), a source local
}

// Case is one composed function.
type Case struct {
	Label string // base / position / wrap / atom
	Code  string // in the test's placeholders
}

// positions are the holes a base may have, in order.
var positions = []string{"@pre", "@mid", "@app", "@post"}

// Compose places every atom in every context at every position of every
// base; at @app the atom is app (the base's application in each context).
// An atom is left out where the base lacks what it names, a context that
// takes calls only gets call atoms, and a closure gets no return.
func Compose(bases []Base, atoms []Atom, wraps []Wrap, app Atom) []Case {
	var out []Case
	for _, b := range bases {
		for _, pos := range positions {
			if !strings.Contains(b.Code, pos) {
				continue
			}
			as := atoms
			if pos == "@app" {
				as = []Atom{app}
			}
			for _, w := range wraps {
				for _, a := range as {
					if a.Spec && !b.Spec || a.Src && !b.Src || a.Ret != "" && b.Vals[a.Ret] == "" ||
						w.CallOnly && !a.Call || w.Closure && a.Ret != "" {
						continue
					}
					out = append(out, Case{Label: fmt.Sprintf("%s / %s / %s / %s", b.Name, pos[1:], w.Name, a.Name), Code: fill(b, pos, strings.ReplaceAll(w.Code, "{A}", a.Code))})
				}
			}
		}
	}
	return out
}

// fill is b's code with st at pos, the application in its place, the
// other positions removed and b's values filled in.
func fill(b Base, pos, st string) string {
	code := strings.Replace(b.Code, pos, st, 1)
	code = strings.Replace(code, "@app", "{App}", 1)
	for _, p := range positions {
		code = strings.Replace(code, "; "+p, "", 1)
		code = strings.Replace(code, p+"; ", "", 1)
	}
	for k, v := range b.Vals {
		code = strings.ReplaceAll(code, k, v)
	}
	return code
}
