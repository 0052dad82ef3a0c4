// Package a states restricting values but declares no carrier.
package a

// Source would be a clamp source.
type Source struct{ ReadOnly bool }

// Restricting has no carrier to belong to.
//
//clampvet:restricting
var Restricting = Source{ReadOnly: true} // want `^restricting values Restricting have no carrier: declare them beside the //clampvet:carrier func$`
