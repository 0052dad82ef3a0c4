// Package a holds audited exceptions of every form: one that covers a
// finding on its own line, one on the line above, one that covers
// nothing, one with no reason, one naming no kind of the suite and one
// naming a kind no exception may cover.
package a

type Source struct {
	ReadOnly bool
	Deny     []string
}

//clampvet:carrier
func Carry(s Source) int {
	n := len(s.Deny)
	if s.ReadOnly {
		n++
	}
	return n
}

// Covered on the line above: no finding.
//
//clampvet:allow source-literal-omits-seat the resumed run re-reads its deny rules from disk
var resumed = Carry(Source{ReadOnly: true})

// Covered on its own line: no finding; the second kind it names covers nothing.
// want +1 `exception for carrier-result-discarded covers no finding on its line or the next: remove or move it`
var woken = Carry(Source{ReadOnly: true}) //clampvet:allow source-literal-omits-seat,carrier-result-discarded woken runs re-read their rules

// An exception with no reason covers nothing: the finding stays.
// want +2 `exception gives no reason: write why the finding is accepted after "source-literal-omits-seat"`
//
//clampvet:allow source-literal-omits-seat
var unexplained = Carry(Source{ReadOnly: true}) // want `Source literal omits seat Deny: name every seat, zero values included`

// want +2 `exception for carrier-result-discarded covers no finding on its line or the next: remove or move it`
//
//clampvet:allow carrier-result-discarded nothing below is discarded
var whole = Carry(Source{ReadOnly: true, Deny: nil})

// want +2 `exception names "no-such-kind", not a finding kind: see clampvet help kinds`
//
//clampvet:allow no-such-kind a typo
var typo = Carry(Source{ReadOnly: true, Deny: nil})

// want +2 `findings of kind directive-unknown cannot be excepted: see clampvet help directive-unknown`
//
//clampvet:allow directive-unknown clampvet's own configuration
var config = Carry(Source{ReadOnly: true, Deny: nil})

// An exception for another analyzer's kind is that analyzer's to judge:
// constructors reports it unused, clampseats says nothing.
//
//clampvet:allow seat-written-after-clamps nothing is written after clamps here
var other = Carry(Source{ReadOnly: true, Deny: nil})
