package analyzers_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"sync/atomic"
	"testing"
	"unicode/utf8"
)

// maxMessage is the longest a finding's message may be, in runes. A
// message says what is wrong, names the seat, row, file and declaration,
// and gives a short remedy; the why belongs in the analyzer's
// documentation (clampvet help NAME, docs/analyzers.md), where a reader of
// a short message finds it. (x/tools' passes have a median of about 40,
// staticcheck's checks about 49.)
const maxMessage = 100

// longMessage is a kind of finding that may run past maxMessage, and why.
// Only the text its pattern's groups capture is not counted: the rest of
// the message must still fit. A pattern without groups exempts the whole
// message, and is kept for what no rewording can shorten.
type longMessage struct {
	analyzer string
	pattern  *regexp.Regexp
	why      string
}

func long(analyzer, pattern, why string) longMessage {
	return longMessage{analyzer, regexp.MustCompile(pattern), why}
}

// quoted is why a message may quote the user's expression: the shape and
// source text of what was found, which exprshape bounds (60 runes of
// source, 40 of a callee).
const quoted = "quotes what was found: the user's expression and its shape, which exprshape bounds"

// roleList is why a directive finding may list the roles a directive can name.
const roleList = "lists every role a //clampvet: directive may name"

// longMessages are the justified exceptions to maxMessage.
var longMessages = []longMessage{
	long("clampseats", `^seat list \S+ is initialized by (.*): expected`, quoted),
	long("constructors", `^registry \S+ is initialized with (.*): expected`, quoted),
	long("constructors", `^registry element (.*) is (.*): write the row as a string literal$`, quoted),
	long("notcarried", `^not-carried table \S+ is initialized with (.*): expected`, quoted),
	long("notcarried", `^reason for seat .* in table \S+ is (.*): write a string literal$`, quoted),

	long("clampseats", `^(?:empty )?\S+ literal(?: omits seats? (.*)|: name every seat \((.*)\)),`,
		"names every seat at fault: a source of many seats lists many"),
	long("clampseats", `names no role: .*, NAME one of (.*)$|^unknown directive .*: expected one of (.*)$`, roleList),
	long("notcarried", `^tighten function \S+ sees \d+ [a-z -]+ \((.*)\):`,
		"names every candidate, so that the reader can choose (each is also a related location)"),
	long("constructors", `^registry \S+: \d+ (?:unpaired carriers|carriers with a tighten function) \((.*)\):`,
		"names every candidate carrier, so that the reader can choose (each is also a related location)"),
	long("constructors", ` calls a carrier: add its row ("[^"]*") to `,
		"the row to add is written in full, so that it can be pasted into the registry"),
	long("clampseats", `^restricting values \S+ are initialized with (.*): expected`, quoted),
	long("clampseats", `^seat (\S+) of the carrier source is `, seatNames),
	long("clampseats", `^seat \S+ of the carrier source is read from (?:seat|field) (\S+)(?: of (\S+))?[:,]`, seatNames),
	long("clampseats", `^seat \S+ of the carrier source is (?:read from )?(?:a fresh value \((.*)\)|a literal looser than restricting value (.*)): `, quoted),
	long("clampseats", `^seat \S+ of the carrier source is (?:read from )?(.*), not (?:a read of the parent|a received parent|a known parent): `, quoted),
	long("clampseats", `^seat \S+ of the carrier source is read from a result of (\S+), which returns (.*)$`,
		"names the helper the parent comes from, and what it returns instead"),
	long("constructors", `^spec reaching (\S+) is handed to (.+) through seat (\S+) after its clamps: `,
		"names the sink, the func value or method and the seat, as the engine declares them"),
	long("constructors", `^spec reaching \S+ is a result of (\S+), which returns (.*): `,
		"names the helper the spec comes from, and what it returns: a spec written after its clamps there"),
}

// seatNames is why a seat finding may name the seats and fields at fault,
// which the engine declares.
const seatNames = "names the seat at fault and the seat or field it is read from, as the engine declares them"

// counted returns the runes of msg that count toward maxMessage under
// the exceptions, and the exceptions that apply.
func counted(analyzer, msg string, exceptions []longMessage) (int, []int) {
	skip := make([]bool, len(msg))
	var applied []int
	for i, e := range exceptions {
		if e.analyzer != analyzer {
			continue
		}
		ms := e.pattern.FindAllStringSubmatchIndex(msg, -1)
		if ms == nil {
			continue
		}
		applied = append(applied, i)
		if e.pattern.NumSubexp() == 0 {
			return 0, applied
		}
		for _, m := range ms {
			for g := 2; g+1 < len(m); g += 2 {
				for b := m[g]; b >= 0 && b < m[g+1]; b++ {
					skip[b] = true
				}
			}
		}
	}
	n := 0
	for i := range msg { // i is the byte offset of each rune
		if !skip[i] {
			n++
		}
	}
	return n, applied
}

// TestMessageLength runs the whole suite on every scenario under
// testdata/src and fails on a finding whose message is longer than
// maxMessage runes, outside the exceptions it names; an exception no
// finding needs any more is a failure too.
func TestMessageLength(t *testing.T) {
	all := longMessages
	var mu sync.Mutex
	used := make([]bool, len(all))
	seen := eachScenario(t, func(t *testing.T, ds []diagnostic) {
		for _, d := range ds {
			n, applied := counted(d.analyzer, d.message, all)
			if utf8.RuneCountInString(d.message) > maxMessage {
				mu.Lock()
				for _, i := range applied {
					used[i] = true
				}
				mu.Unlock()
			}
			if n > maxMessage {
				t.Errorf("%s: %s: message of %d runes (%d counted), longer than %d: %s",
					d.fset.Position(d.pos), d.analyzer, utf8.RuneCountInString(d.message), n, maxMessage, d.message)
			}
		}
	})
	if seen == 0 {
		t.Fatal("no finding in the scenarios: nothing was measured")
	}
	if t.Failed() {
		return
	}
	for i, e := range longMessages {
		if !used[i] {
			t.Errorf("exception %s %q is used by no finding longer than %d: remove it", e.analyzer, e.pattern, maxMessage)
		}
	}
}

// positionInMessage matches a position written into a message ("line 26",
// "a.go:12"): a finding points at another place with a related location
// (analysis.Diagnostic.Related), never with its position as text, which
// SARIF, editors and baselines cannot follow and which moves with every
// edit above it.
var positionInMessage = regexp.MustCompile(`line [0-9]|\.go:[0-9]`)

// TestMessagesQuoteNoPosition runs the whole suite on every scenario under
// testdata/src and fails on a finding whose message quotes a position.
func TestMessagesQuoteNoPosition(t *testing.T) {
	n := eachScenario(t, func(t *testing.T, ds []diagnostic) {
		for _, d := range ds {
			if m := positionInMessage.FindString(d.message); m != "" {
				t.Errorf("%s: %s: message quotes a position (%q): make it a related location: %s",
					d.fset.Position(d.pos), d.analyzer, m, d.message)
			}
		}
	})
	if n == 0 {
		t.Fatal("no finding in the scenarios: nothing was checked")
	}
}

// TestCounted pins how the exceptions are measured: the captured text
// does not count, the rest does, and a finding no exception names counts
// whole.
func TestCounted(t *testing.T) {
	ex := []longMessage{
		long("a", `^seat list \S+ names .* \(seats: (.*)\)$`, "seats"),
		long("a", ` (\(\S+\.go:\d+\))`, "positions"),
		long("b", `^whole$`, "all"),
	}
	cases := []struct {
		analyzer, msg string
		want          int
	}{
		{"a", "plain", 5},
		{"a", `seat list L names "X", not a seat of S (seats: A, B, C)`, len(`seat list L names "X", not a seat of S (seats: )`)},
		{"a", "key of T (t.go:3) and U (u.go:12)", len("key of T  and U ")}, // the space before each stays
		{"b", "whole", 0},
		{"b", "seat list L names", len("seat list L names")}, // another analyzer's exception does not apply
	}
	for _, c := range cases {
		if got, _ := counted(c.analyzer, c.msg, ex); got != c.want {
			t.Errorf("counted(%q, %q) = %d, want %d", c.analyzer, c.msg, got, c.want)
		}
	}
}

// diagnosticCache holds each scenario's findings, shared by the tests that
// run the whole suite over testdata/src (loading and analyzing a scenario
// is most of their time).
var diagnosticCache sync.Map // dir and mode -> *cachedRun

type cachedRun struct {
	once sync.Once
	ok   bool
	ds   []diagnostic
}

// eachScenario hands check, in parallel, the whole suite's findings in
// every scenario under testdata/src (then runs more in the same group),
// and returns how many findings it handed: a test that checks findings
// fails when there were none, since then it checked nothing.
func eachScenario(t *testing.T, check func(t *testing.T, ds []diagnostic), more ...func(t *testing.T)) int {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", "testdata", "src"))
	if err != nil {
		t.Fatal(err)
	}
	entries, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var seen atomic.Int64
	t.Run("scenarios", func(t *testing.T) {
		for _, e := range entries {
			if !e.IsDir() {
				continue
			}
			t.Run(e.Name(), func(t *testing.T) {
				t.Parallel()
				ds := cachedDiagnostics(t, filepath.Join(root, e.Name()), true)
				seen.Add(int64(len(ds)))
				check(t, ds)
			})
		}
		for _, m := range more {
			m(t)
		}
	})
	return int(seen.Load())
}

// cachedDiagnostics is suiteDiagnostics, run once per scenario and mode.
// A run that failed fails every test that asks for it again, rather than
// handing it no findings.
func cachedDiagnostics(t *testing.T, dir string, withModule bool) []diagnostic {
	t.Helper()
	v, _ := diagnosticCache.LoadOrStore(fmt.Sprint(dir, withModule), &cachedRun{})
	run := v.(*cachedRun)
	run.once.Do(func() {
		run.ds = suiteDiagnostics(t, dir, withModule)
		run.ok = true
	})
	if !run.ok {
		t.Fatalf("%s: loading or analyzing failed in an earlier test", dir)
	}
	return run.ds
}
