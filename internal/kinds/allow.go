package kinds

// The kinds of audited exceptions (//clampvet:allow KIND reason…).
const (
	// AllowUnused is an exception that covers no finding.
	AllowUnused = "allow-unused"
	// AllowMalformed is an exception without a kind or a reason.
	AllowMalformed = "allow-malformed"
	// AllowUnknownKind is an exception that names no kind of the suite.
	AllowUnknownKind = "allow-unknown-kind"
	// AllowNotAllowable is an exception for a kind no exception may cover.
	AllowNotAllowable = "allow-not-allowable"
)

const exceptionsAreAudited = "an exception is itself the audit trail: one that cannot be read, or that covers nothing, must be mended, not excepted"

// allowKinds are reported by every analyzer, for the exceptions that
// name one of its kinds (AllowUnused), and by clampseats, which owns
// directive hygiene, for those that cannot be read at all.
var allowKinds = []Kind{
	{
		ID:    AllowUnused,
		Title: "An audited exception covers no finding",
		Text: `A \'//clampvet:allow KIND reason\' covers the findings of kind KIND that start
on its own line or on the line below it. One that covers none is stale (the
code was fixed, or moved away from it) or misplaced: left in place it would
silently cover the next finding that happens to land there. Delete it, or move
it to the line of the finding it is meant for.`,
		Bad: `//clampvet:allow seat-written-after-clamps the verifier widens its own write face on purpose
spec := verifierSpec(parent) // finding: the exception covers no finding`,
		Good:         `spec := verifierSpec(parent)`,
		NotAllowable: exceptionsAreAudited,
	},
	{
		ID:       AllowMalformed,
		Analyzer: "clampseats",
		Title:    "An audited exception names no kind or gives no reason",
		Text: `An exception is written \'//clampvet:allow KIND reason…\': the kind of the
finding it covers (several may be joined by commas, with no space) and a reason a
reviewer can check, in words. An exception without a reason is an unaudited
one and covers nothing.`,
		Bad:          `//clampvet:allow seat-written-after-clamps // finding: no reason`,
		Good:         `//clampvet:allow seat-written-after-clamps the resume restores the parent's own seats, checked in TestResumeSeats`,
		NotAllowable: exceptionsAreAudited,
	},
	{
		ID:       AllowUnknownKind,
		Analyzer: "clampseats",
		Title:    "An audited exception names a kind clampvet does not report",
		Text: `The kind of an exception must be the ID of a finding kind (the name after the
analyzer in a finding's "(analyzer/kind)"; "clampvet help kinds" lists them).
An analyzer's name, or a misspelt kind, covers nothing.`,
		Bad:          `//clampvet:allow constructors the lane is checked by hand // finding: an analyzer, not a kind`,
		Good:         `//clampvet:allow seat-written-after-clamps the lane is checked by hand in TestLane`,
		NotAllowable: exceptionsAreAudited,
	},
	{
		ID:       AllowNotAllowable,
		Analyzer: "clampseats",
		Title:    "An audited exception names a kind that cannot be excepted",
		Text: `Findings about clampvet's own configuration — a directive it cannot read, a
registry or seat list it cannot resolve, an exception — cannot be excepted: an
exception there would switch a check off for every site of the engine instead
of accepting one reviewed site. Mend the configuration instead; each such kind's
page says why it cannot be excepted.`,
		Bad:          `//clampvet:allow directive-misspelt we like the space // finding`,
		Good:         `//clampvet:spawn`,
		NotAllowable: exceptionsAreAudited,
	},
}
