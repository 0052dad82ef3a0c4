package census

import (
	"fmt"
	"go/types"
	"slices"
)

// verify takes the census of want again over SSA for every function,
// without the syntactic pass, and returns each difference from got:
// findings, origin → sink pairs, facts.
func (cs *censusSite) verify(want map[types.Object]bool, got *Result) []string {
	full := cs.run(want, nil, nil)
	var out []string
	if a, b := findingKeys(full), findingKeys(got); !slices.Equal(a, b) {
		out = append(out, fmt.Sprintf("%s: findings differ:\n  SSA:  %q\n  pass: %q", cs.pass.Pkg.Path(), a, b))
	}
	if !slices.Equal(full.Reaches, got.Reaches) {
		out = append(out, fmt.Sprintf("%s: origin → sink pairs differ:\n  SSA:  %v\n  pass: %v", cs.pass.Pkg.Path(), full.Reaches, got.Reaches))
	}
	objs := map[types.Object]bool{}
	for obj := range full.Facts {
		objs[obj] = true
	}
	for obj := range got.Facts {
		objs[obj] = true
	}
	for obj := range objs {
		if a, b := factKey(full.Facts[obj]), factKey(got.Facts[obj]); a != b {
			out = append(out, fmt.Sprintf("%s.%s: facts differ: SSA %s, pass %s", cs.pass.Pkg.Path(), obj.Name(), a, b))
		}
	}
	slices.Sort(out)
	return out
}

func findingKeys(res *Result) []string {
	var out []string
	for _, f := range res.Findings {
		out = append(out, fmt.Sprint(f.Pos, f.End, f.Message, f.Related))
	}
	slices.Sort(out)
	return out
}

// factKey prints a fact with nil and empty lists alike (as gob encodes
// them).
func factKey(f *Fact) string {
	if f == nil || empty(f) && len(f.Sinks) == 0 && len(f.Origins) == 0 {
		return "none"
	}
	return fmt.Sprintf("ctor=%v clean=%v from=%v origins=%v reaches=%v sinks=%v", f.Constructor, f.Clean, f.From, f.Origins, f.Reaches, f.Sinks)
}
