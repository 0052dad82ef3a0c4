package steps_test

import (
	"go/token"
	"testing"

	"github.com/sema-agent/clampvet/internal/findings/steps"
)

func TestRelatedCutRoundTrip(t *testing.T) {
	r := steps.Related(token.Pos(3), token.Pos(9), "clamps applied here")
	if r.Pos != 3 || r.End != 9 {
		t.Errorf("range = [%d, %d), want [3, 9)", r.Pos, r.End)
	}
	what, ok := steps.Cut(r.Message)
	if !ok || what != "clamps applied here" {
		t.Errorf("Cut(%q) = %q, %v; want the description and true", r.Message, what, ok)
	}
	if what, ok := steps.Cut("registry row here"); ok {
		t.Errorf("Cut of a plain related message = %q, true; want false", what)
	}
}
