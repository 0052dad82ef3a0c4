package policy

import (
	"reflect"
	"testing"
)

// TestRestrictingValuesRestrict is the run-time witness of the
// //clampvet:restricting var clampvet reads: every value it states is the
// one the carrier reads as restricting, so a constructor that writes it in
// a seat can be looser than no parent; carrying it clamps every such seat.
// ReadDenyPatterns, an add-only list, states none.
func TestRestrictingValuesRestrict(t *testing.T) {
	r := childClampRestricting
	if !r.HandsReadOnly || !r.InteractiveTools.Restricts() || !r.ReadFace.Restricts() || !r.WriteFace.Restricts() {
		t.Errorf("childClampRestricting = %+v: every value it states must restrict", r)
	}
	if r.ReadDenyPatterns != nil {
		t.Errorf("childClampRestricting.ReadDenyPatterns = %v, want nil: a list seat has no restricting value", r.ReadDenyPatterns)
	}
	want := TaskSpec{HandsReadOnly: true, InteractiveTools: ToggleOff, ReadFace: FaceRoots, WriteFace: FaceRoots}
	if got := ChildClampSeats(r).Seats(); !reflect.DeepEqual(got, want) {
		t.Errorf("ChildClampSeats(childClampRestricting).Seats() = %+v, want %+v", got, want)
	}
}
