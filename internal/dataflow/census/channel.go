package census

import (
	"go/token"
	"go/types"

	"github.com/sema-agent/clampvet/internal/dataflow/flow"
	"github.com/sema-agent/clampvet/internal/kinds"
	"golang.org/x/tools/go/ssa"
)

// A spec received from a channel is one that was sent on it. Engines hand
// children to worker goroutines that way (jobs <- t in the maker, for t :=
// range jobs { spawn(t) } in the workers), so where the channel is made in
// view and every use of it is followed — sends, receives, close, len, cap,
// a variable that holds it, the func literals that capture it — what a
// receive yields is what the sends sent, each from its own origin, and its
// state on the way is judged at the send (loosen.go). A channel handed to a
// function, stored in memory or converted to an interface may be sent on
// where the census cannot see: its receive is a finding, as before.

// channelSend is one value sent on a followed channel: by a send statement
// or a select's send case (instr).
type channelSend struct {
	val   ssa.Value
	instr ssa.Instruction
}

// received returns the channel v is received from: a receive (<-ch), the
// value of a comma-ok one or of a range over a channel, or the value of a
// select's receive case. Nil for any other v.
func received(v ssa.Value) ssa.Value {
	switch x := v.(type) {
	case *ssa.UnOp:
		if x.Op == token.ARROW {
			return x.X
		}
	case *ssa.Extract:
		switch t := x.Tuple.(type) {
		case *ssa.UnOp:
			if t.Op == token.ARROW && x.Index == 0 {
				return t.X
			}
		case *ssa.Select:
			if st := flow.SelectCase(x); st != nil {
				return st.Chan
			}
		}
	}
	return nil
}

// sends lists what is sent on the channel ch, read where it is received,
// and reports whether every channel ch may be is made in view with every
// use followed. closed reports whether one may be closed.
func sends(ch ssa.Value) (out []channelSend, closed, ok bool) {
	makes, ok := channelsOf(ch, 0)
	if !ok || len(makes) == 0 {
		return nil, false, false
	}
	for _, m := range makes {
		s, c, ok := sendsOn(m)
		if !ok {
			return nil, false, false
		}
		out, closed = append(out, s...), closed || c
	}
	return out, closed, true
}

// channelsOf returns the channels made in view that v, a channel value,
// may be: through phis, conversions, and variables (a local cell, one a
// func literal captures).
func channelsOf(v ssa.Value, depth int) ([]*ssa.MakeChan, bool) {
	if depth > 8 {
		return nil, false
	}
	switch x := v.(type) {
	case *ssa.MakeChan:
		return []*ssa.MakeChan{x}, true
	case *ssa.ChangeType:
		return channelsOf(x.X, depth+1)
	case *ssa.Phi:
		var out []*ssa.MakeChan
		for _, e := range x.Edges {
			ms, ok := channelsOf(e, depth+1)
			if !ok {
				return nil, false
			}
			out = append(out, ms...)
		}
		return out, true
	case *ssa.UnOp:
		if x.Op == token.MUL {
			return cellChannels(x.X, depth+1)
		}
	case *ssa.FreeVar:
		return boundChannels(x, depth+1, channelsOf)
	}
	return nil, false
}

// cellChannels returns the channels stored into the variable whose cell
// is addr: a local, or one a func literal captures.
func cellChannels(addr ssa.Value, depth int) ([]*ssa.MakeChan, bool) {
	switch a := addr.(type) {
	case *ssa.Alloc:
		var out []*ssa.MakeChan
		for _, ref := range flow.Referrers(a) {
			if st, ok := ref.(*ssa.Store); ok && st.Addr == ssa.Value(a) {
				ms, ok := channelsOf(st.Val, depth)
				if !ok {
					return nil, false
				}
				out = append(out, ms...)
			}
		}
		return out, true
	case *ssa.FreeVar:
		return boundChannels(a, depth, cellChannels)
	}
	return nil, false
}

// boundChannels applies of to what every maker of fv's literal bound to
// it.
func boundChannels(fv *ssa.FreeVar, depth int, of func(ssa.Value, int) ([]*ssa.MakeChan, bool)) ([]*ssa.MakeChan, bool) {
	var out []*ssa.MakeChan
	found := false
	for _, bd := range flow.Bindings(fv) {
		ms, ok := of(bd.Value, depth)
		if !ok {
			return nil, false
		}
		out, found = append(out, ms...), true
	}
	return out, found
}

// sendsOn lists what is sent on m, following every use of it; ok is false
// at the first use that is not followed.
func sendsOn(m *ssa.MakeChan) (out []channelSend, closed, ok bool) {
	work, seen := []ssa.Value{m}, map[ssa.Value]bool{m: true}
	alias := func(v ssa.Value) {
		if !seen[v] {
			seen[v] = true
			work = append(work, v)
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for _, ref := range flow.Referrers(v) {
			switch r := ref.(type) {
			case *ssa.Send:
				if r.X == v {
					return nil, false, false // the channel itself sent on
				}
				out = append(out, channelSend{val: r.X, instr: r})
			case *ssa.Select:
				for _, st := range r.States {
					if st.Chan == v && st.Dir == types.SendOnly {
						out = append(out, channelSend{val: st.Send, instr: r})
					}
				}
			case *ssa.UnOp:
				if r.Op != token.ARROW && r.Op != token.MUL {
					return nil, false, false
				}
				if r.Op == token.MUL {
					alias(r) // a load of the variable that holds it
				}
			case *ssa.Call:
				b, builtin := r.Call.Value.(*ssa.Builtin)
				if !builtin || b.Name() != "close" && b.Name() != "len" && b.Name() != "cap" {
					return nil, false, false
				}
				closed = closed || b.Name() == "close"
			case *ssa.Store:
				if r.Addr == v {
					continue // a channel stored into the variable followed
				}
				a, local := r.Addr.(*ssa.Alloc)
				if !local {
					return nil, false, false
				}
				alias(a)
			case *ssa.MakeClosure:
				for _, fv := range flow.Captures(r, v) {
					alias(fv)
				}
			case *ssa.Phi, *ssa.ChangeType:
				alias(r.(ssa.Value))
			case *ssa.DebugRef:
			default:
				return nil, false, false
			}
		}
	}
	return out, closed, true
}

// receivedOrigin is the origin of v, a value received from a followed
// channel: what every send sent. A plain receive of a spec by value from
// a channel that may be closed yields the zero spec once it is.
func (c *Census) receivedOrigin(v, ch ssa.Value) (verdict, bool) {
	sent, closed, ok := sends(ch)
	if !ok {
		return verdict{}, false
	}
	out := verdict{}
	for _, s := range sent {
		out = union(out, c.originAt(s.val, s.instr))
	}
	if closed && plainReceive(v) && c.zeroHolds(v.Type()) {
		pos := v.Pos()
		if _, at, ok := flow.Receive(v); ok && at.IsValid() {
			pos = at // a select's case, rather than the select
		}
		out = union(out, bad(pos, kinds.SpecNotConstructed, "the zero spec, received once the channel is closed"))
	}
	return out, true
}

// originAt is the origin of v where at runs: a spec or a task built in
// view and clamped in place before at (appliedInPlace) comes from its
// appliers; any other v, from its origin.
func (c *Census) originAt(v ssa.Value, at ssa.Instruction) verdict {
	if a, ok := v.(*ssa.Alloc); ok {
		if os, ok := c.appliedInPlace(a, at); ok {
			return origins(os...)
		}
	}
	return c.origin(v)
}

// plainReceive reports whether v is received without comma-ok: a plain
// receive, or a select's receive case when no case of it reads its ok.
func plainReceive(v ssa.Value) bool {
	switch x := v.(type) {
	case *ssa.UnOp:
		return true
	case *ssa.Extract:
		sel, ok := x.Tuple.(*ssa.Select)
		if !ok {
			return false
		}
		for _, ref := range flow.Referrers(sel) {
			if e, ok := ref.(*ssa.Extract); ok && e.Index == 1 && len(flow.Referrers(e)) > 0 {
				return false
			}
		}
		return true
	}
	return false
}
