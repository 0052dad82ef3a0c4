// want package:"summary module=example.com/engine pkgs: example.com/engine/pairagents files=pairagents.go decls=PairOne:func:pairagents.go:carrier,PairTwo:func:pairagents.go:carrier;.*}$"

// Package pairagents calls the carriers that have a tighten function.
package pairagents

import (
	"example.com/engine/pairone"
	"example.com/engine/pairtwo"
)

// PairOne calls pairone's carrier.
func PairOne(p pairone.Spec) bool { return pairone.Carry(pairone.Source{A: p.A}) }

// PairTwo calls pairtwo's carrier.
func PairTwo(p pairtwo.Spec) bool { return pairtwo.Carry(pairtwo.Source{A: p.A}) }
