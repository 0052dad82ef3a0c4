// Package top reaches the carrier through middle only.
package top

import (
	"example.com/scenario/middle"
	"example.com/scenario/plain"
)

// Top calls Wrap. // héllo wörld 🙂 TODO(fix) soon
func Top() int { return middle.Wrap() + plain.N() }
