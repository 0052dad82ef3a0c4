// Package policy is the runtime half of clampvet: the tighten-only policy
// rules a Go agent engine links into production code. It depends on the
// standard library only, so an engine that links it pulls in no analysis
// tooling.
//
// It is a port of four TypeScript declaration files of @sema-agent/core, one
// Go file each (input.go holds what they share: bounded quoting of refused
// input and the case-folded key match). Semantics are ported, not syntax: a
// TypeScript undefined becomes a Go zero value, a nil pointer or an ok
// bool, as each declaration's doc comment says.
//
//   - clampseats.go (seed 004): the child clamp seats ([TaskSpec],
//     [ChildClampSource]), the one carrier [ChildClampSeats] and its
//     [Clamps], the seat-name list [ChildClampSeatNames], the not-carried
//     table [ChildClampSeatsNotCarried], the tighten-only merge
//     [TightenTaskSpec] and [EngineHeadlessLegSeats].
//   - provenance.go (seed 000): the delegation attestation ([Attestation]),
//     its monotonic [ProvenanceAggregate] (persisted as JSON, brought back
//     by [RestoreProvenanceAggregate]), [ReduceAttestation],
//     [ReadCardAttestation] and [NarrowContentSafety].
//   - arming.go (seed 002): the auto-mode [ArmingRecipe] (version 2), its
//     strict [SanitizeArmingRecipe] (refusals are a *[ArmingRecipeError] of
//     one class, such as [ErrArmingRecipeUnknownField]) and canonical
//     [ArmingRecipe.Marshal], [TightenDenialLimit], [ArmingRecipeOf] and the
//     tighten-only [FoldArmingRecipe].
//   - askgrants.go (seed 003): inherited ask grants: [AskClass],
//     [AskGrantCovers], [AskGrantShapeOf], approver identities
//     ([ApproverID], [Approver]) and [ConsumeAskGrant].
//
// # Names
//
// One package, a prefix per specification: each exported name says which
// specification it belongs to (ReduceAttestation, FoldArmingRecipe,
// AskGrantShapeOf, ProvenanceAggregate, ToggleOff), following the seeds'
// own names (reduceDelegationAttestation, foldAutoModeArming,
// askGrantShapeOf). One package rather than one per specification, because
// the clamp-seat half's names are fixed where clampvet, its test data and
// engines already find them (package policy), the arming recipe renders
// the clamp seats' [ReadDenyEntry] into its deny lines, and the strict JSON
// reader is shared: three sibling packages would still depend on this one
// and on an internal one, and an engine would import four packages for one
// policy. Every enumeration has one validity predicate, Known, since a
// value the package does not know is read as the restricting one rather
// than rejected as invalid.
//
// # What fails closed, and how
//
// Every rule here fails closed: where an input is missing, malformed or
// ambiguous, the answer is the stricter one (a refusal, "unknown", "no
// shape", a re-ask), never a silently looser one. Per specification:
//
//   - Clamp seats. A face, toggle or posture this package does not know (a
//     typo) is read as the restricting value, a negative MaxTurns as 1, and
//     an interactive posture without human-facing tools as headless (seed
//     004's prepare door refuses that pair); the tighten writes out the
//     value it read, so its output always passes [TaskSpec.Validate], which
//     an engine calls at its edge to refuse such a spec instead. The zero
//     [Clamps] is the mark of a skipped carrier: [Clamps.Apply] and
//     [Clamps.Seats] panic on it, and encoding/json refuses any Clamps, so
//     a restore cannot bring back an empty one.
//   - Provenance. A missing (nil) or never-armed aggregate reads as
//     incomplete and reduces to unknown; sawExternal and incomplete are
//     never cleared. [RestoreProvenanceAggregate] reads only the exact
//     shape the module writes (turns are capped at [MaxSafeInteger] when
//     recorded, so it writes nothing it refuses); anything else returns an
//     error and an incomplete aggregate that keeps a readable sawExternal.
//     [ReadCardAttestation] reads external from any copy of the member in
//     any reading of the card, case-folded keys included, and clean only
//     when every reading agrees under the exact key. [NarrowContentSafety]
//     with neither side trusts nothing.
//   - Arming. [SanitizeArmingRecipe] refuses a whole recipe rather than
//     prune it: unknown versions and fields, duplicate keys, null, a knob
//     that is not an exact integer in [0, MaxSafeInteger]. An omitted or
//     out-of-screen denial bound reads as the default or the strictest
//     value, never as unbounded, and [FoldArmingRecipe] refuses, with a
//     reason, any rebuild it cannot bound; its effective recipe is never
//     looser than either side.
//   - Ask grants. A snapshot with no single reading (unencodable, invalid
//     UTF-8, a lone surrogate, keys equal under case folding, an encoding
//     over [MaxAskGrantShapeBytes]) has no shape and matches nothing; an
//     approver that is nil, a nil pointer or identity-less matches nothing;
//     a class this package does not know is never covered; every mismatch
//     leaves the grants and the ledger untouched, so the gate asks again.
//
// A refusal quotes at most a short prefix of the input it refuses, with the
// input's length, and wraps its cause (a *json.SyntaxError with its offset,
// io.ErrUnexpectedEOF for truncated input) for errors.As. The cost of every
// function is linear in its input; [AskGrantShapeOf] bounds what it reads.
//
// The subpackage policytest checks, in an engine's tests, that a child-spec
// constructor carries every clamp seat of its parent, for this package's
// carrier or, through its generic Engine, for an engine's own.
//
// # How to use the clamp seats
//
// Every function of an engine that builds a spec for a child run (a
// delegation lane, an observer sidecar, a verifier leg, a resume) does three
// things, in this order:
//
//  1. Set the child's own values on its spec, including any own stricter
//     default (a verifier's read-only hands, a lane's turn budget).
//  2. For a leg that never asks a person, merge the headless-leg seats:
//     spec = policy.TightenTaskSpec(spec, policy.EngineHeadlessLegSeats())
//  3. Apply the parent's clamps through the one carrier, naming every seat
//     of the source and reading each from the parent (its zero value means
//     the parent stated nothing, never "this lane has no value"; clampvet
//     reports a source literal that omits a seat):
//     policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: ...,
//     InteractiveTools: ..., ReadFace: ..., WriteFace: ...,
//     ReadDenyPatterns: ...}).Apply(&spec)
//
// Because the carrier only carries restricting values and [Clamps.Apply]
// only tightens, steps 1 and 2 can only be made stricter by step 3, never
// undone. Dropping the clamps by accident is hard: a [Clamps] cannot be built
// except by the carrier (Apply and Seats panic on the zero Clamps), and clampvet
// reports a carrier call whose result is discarded, a constructor that never
// calls the carrier, and a seat the tighten governs that is neither carried
// nor listed with a reason in [ChildClampSeatsNotCarried].
//
// The declarations with a //clampvet: directive (carrier, seats,
// restricting, tighten, notcarried) are the ones clampvet reads; this package is the first code
// clampvet checks.
//
// # Concurrency
//
// The functions are safe for concurrent use. A [ProvenanceAggregate] and the maps and
// ledgers handed to [ConsumeAskGrant] are not: guard them as any Go value.
package policy
