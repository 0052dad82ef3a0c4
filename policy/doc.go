// Package policy is the runtime half of clampvet: the tighten-only policy
// rules a Go agent engine links into production code. It depends on the
// standard library only, so an engine that links it pulls in no analysis
// tooling.
//
// It is a port of four TypeScript declaration files of @sema-agent/core, one
// Go file each. Semantics are ported, not syntax: a TypeScript undefined
// becomes a Go zero value, a nil pointer or an ok bool, as each
// declaration's doc comment says.
//
//   - clampseats.go: the child clamp seats ([TaskSpec], [ChildClampSource]),
//     the one carrier [ChildClampSeats] and its [Clamps], the seat-name list
//     [ChildClampSeatNames], the not-carried table
//     [ChildClampSeatsNotCarried], the tighten-only merge [TightenTaskSpec]
//     and [EngineHeadlessLegSeats].
//   - provenance.go: the delegation attestation ([Attestation]), its
//     monotonic [ProvenanceAggregate] (persisted as JSON, brought back by
//     [RestoreProvenanceAggregate]), [ReduceAttestation], [ReadCardAttestation] and
//     [NarrowContentSafety].
//   - arming.go: the auto-mode arming [ArmingRecipe] (version 2), its strict
//     [SanitizeArmingRecipe] (refusals are a *[ArmingRecipeError] of one class, such as
//     [ErrArmingRecipeUnknownField]) and canonical [ArmingRecipe.Marshal],
//     [TightenDenialLimit], [ArmingRecipeOf] and the tighten-only [FoldArmingRecipe].
//   - askgrants.go: inherited ask grants: [AskClass], [AskGrantCovers], [AskGrantShapeOf],
//     approver identities ([ApproverID], [Approver]) and [ConsumeAskGrant].
//
// Every rule here fails closed: where an input is missing, malformed or
// ambiguous, the answer is the stricter one (a refusal, "unknown", "no
// shape", a re-ask), never a silently looser one. A face, toggle or posture
// this package does not know (a typo) is read as the restricting value;
// [TaskSpec.Validate] lets an engine refuse it at its edge.
//
// The subpackage policytest checks, in an engine's tests, that a child-spec
// constructor carries every clamp seat of its parent.
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
//     of the source (write the zero value for a seat the lane has no value
//     for; clampvet reports a source literal that omits one):
//     policy.ChildClampSeats(policy.ChildClampSource{HandsReadOnly: ...,
//     InteractiveTools: ..., ReadFace: ..., WriteFace: ...,
//     ReadDenyPatterns: ...}).Apply(&spec)
//
// Because the carrier only carries restricting values and [Clamps.Apply]
// only tightens, steps 1 and 2 can only be made stricter by step 3, never
// undone. Dropping the clamps by accident is hard: a [Clamps] cannot be built
// except by the carrier (Apply panics on the zero Clamps), and clampvet
// reports a carrier call whose result is discarded, a constructor that never
// calls the carrier, and a seat the tighten governs that is neither carried
// nor listed with a reason in [ChildClampSeatsNotCarried].
//
// The declarations with a //clampvet: directive (carrier, seats, tighten,
// notcarried) are the ones clampvet reads; this package is the first code
// clampvet checks.
//
// # Concurrency
//
// The functions are safe for concurrent use. An [ProvenanceAggregate] and the maps and
// ledgers handed to [ConsumeAskGrant] are not: guard them as any Go value.
package policy
