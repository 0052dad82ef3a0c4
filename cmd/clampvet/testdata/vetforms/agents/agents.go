// Package agents has one mistake for clampvet and one for stock vet.
package agents

import (
	"fmt"

	"example.com/vetforms/policy"
)

// Child omits the seat ReadFace.
func Child(parent policy.Source) policy.Clamps {
	return policy.Carry(policy.Source{HandsReadOnly: parent.HandsReadOnly})
}

// Label is a printf mistake.
var Label = fmt.Sprintf("%d", "x")
