package policytest

import (
	"reflect"
	"slices"

	"github.com/sema-agent/policy"
)

// CheckCarries checks that build carries the parent's clamps:
//
//   - seat by seat: a parent that clamps only seat S yields exactly the child
//     of a parent that clamps nothing, tightened by S, so S travels, and
//     travels into S, not into another seat;
//   - seat by seat, a parent holding a misspelt face or toggle (which the
//     policy reads as the restricting value) yields the same child as the
//     restricting value itself: the constructor passes the value through
//     the carrier rather than filtering it;
//   - all together, from [Strict];
//   - the deny list is a copy taken at spawn: changing the parent's list
//     afterwards never reaches the child, and build never changes the
//     parent it is handed.
//
// notCarried names seats the constructor's lane has no value for (its
// source literal writes the zero value there): a parent's clamp of such a
// seat must leave the child as an unclamped parent would. A name in
// notCarried that is not a clamp seat is a fatal error, so that a typo
// cannot silently exempt a seat.
func CheckCarries(t T, build Build, notCarried ...string) {
	t.Helper()
	seats := policy.ChildClampSeatNames()
	checkCarries(t, build, seats[:], notCarried)
}

// checkCarries is CheckCarries over the seats named.
func checkCarries(t T, build Build, seats, notCarried []string) {
	t.Helper()
	for _, name := range notCarried {
		if !slices.Contains(seats, name) {
			t.Fatalf("policytest: not-carried seat %q is not a clamp seat (the seats are %v)", name, seats)
			return
		}
	}
	if _, err := strictOf(seats); err != nil {
		t.Fatalf("%v", err)
		return
	}
	base := build(policy.TaskSpec{})
	for _, name := range seats {
		carried := !slices.Contains(notCarried, name)
		var parent, only policy.TaskSpec
		_ = clamp(&parent, name) // checked by strictOf
		want := base
		if carried {
			_ = clamp(&only, name)
			want = policy.TightenTaskSpec(base, only)
		}
		if got := build(parent); !reflect.DeepEqual(got, want) {
			t.Errorf("parent clamping only %s:\n got child %+v\nwant child %+v", name, got, want)
		}
		var typo policy.TaskSpec
		if misspell(&typo, name) {
			if got := build(typo); !reflect.DeepEqual(got, want) {
				t.Errorf("parent holding the misspelt %s %+v (read as its restricting value):\n got child %+v\nwant child %+v", name, typo, got, want)
			}
		}
	}
	checkStrict(t, build, seats, notCarried)
}

// checkStrict checks the child of a parent clamping every seat, and that
// the deny list is copied at spawn.
func checkStrict(t T, build Build, seats, notCarried []string) {
	t.Helper()
	parent, _ := strictOf(seats)
	child := build(parent)
	if again, _ := strictOf(seats); !reflect.DeepEqual(parent, again) {
		t.Errorf("build changed the parent's spec it was handed: %+v", parent)
	}
	for _, name := range seats {
		if slices.Contains(notCarried, name) {
			continue
		}
		var only policy.TaskSpec
		_ = clamp(&only, name)
		if tightened := policy.TightenTaskSpec(child, only); !reflect.DeepEqual(tightened, child) {
			t.Errorf("parent clamping every seat: the child does not hold the %s clamp: %+v", name, child)
		}
	}
	if slices.Contains(notCarried, "ReadDenyPatterns") || len(parent.ReadDenyPatterns) == 0 {
		return
	}
	parent.ReadDenyPatterns[0].Rule = "changed after spawn"
	for _, e := range DenyEntries() {
		if !slices.Contains(child.ReadDenyPatterns, e) {
			t.Errorf("after the parent's deny list changed, the child lost entry %+v: %+v", e, child.ReadDenyPatterns)
		}
	}
}

// CheckKeepsOwn checks that a loose parent never lifts the child's own
// values: under [Loose], every clamp seat of the child holds exactly what it
// holds under a parent that states nothing. A constructor's own stricter
// value (a verifier's read-only hands, a fix leg's roots-confined writes)
// survives any parent; the parent's loose values never travel.
func CheckKeepsOwn(t T, build Build) {
	t.Helper()
	unclamped, loose := build(policy.TaskSpec{}), build(Loose())
	for _, name := range policy.ChildClampSeatNames() {
		u, _ := seat(&unclamped, name)
		l, _ := seat(&loose, name)
		if !reflect.DeepEqual(u.Interface(), l.Interface()) {
			t.Errorf("a loose parent changed the child's %s: %v under a parent stating nothing, %v under %+v", name, u, l, Loose())
		}
	}
}
