package wiring // want package:"carriers{policy.ChildClampSeats<policy.ChildClampSource:HandsReadOnly,InteractiveTools,ReadDenyPatterns,ReadFace,WriteFace>} tables{policy.ChildClampSeatsNotCarried<AllowedTools,InteractionPosture,MaxTurns>} tightens{policy.TightenTaskSpec}"

// wiring reaches the policy only through engine.

import "example.com/realpolicy/engine"

var _ = engine.ObserverSpec
