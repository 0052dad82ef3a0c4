package roles

import (
	"go/token"
	"go/types"
	"testing"
)

// TestLookupDecl resolves declarations of the package and its direct
// imports, a method through its type, and nothing (never a panic) for what
// is not there or only in an import's import (go vet could not see it).
func TestLookupDecl(t *testing.T) {
	a := types.NewPackage("example.com/a", "a")
	b := types.NewPackage("example.com/b", "b")
	c := types.NewPackage("example.com/c", "c")
	a.SetImports([]*types.Package{c, b})
	deep := types.NewPackage("example.com/deep", "deep")
	deep.Scope().Insert(types.NewFunc(token.Pos(3), deep, "Carry", types.NewSignatureType(nil, nil, nil, nil, nil, false)))
	b.SetImports([]*types.Package{deep})

	carry := types.NewFunc(token.Pos(7), c, "Carry", types.NewSignatureType(nil, nil, nil, nil, nil, false))
	c.Scope().Insert(carry)
	tn := types.NewTypeName(token.Pos(9), c, "T", nil)
	named := types.NewNamed(tn, types.NewStruct(nil, nil), nil)
	c.Scope().Insert(tn)
	recv := types.NewVar(token.NoPos, c, "", named)
	m := types.NewFunc(token.Pos(11), c, "M", types.NewSignatureType(recv, nil, nil, nil, nil, false))
	named.AddMethod(m)

	for _, tc := range []struct {
		path, name string
		want       types.Object
	}{
		{"example.com/c", "Carry", carry},
		{"example.com/c", "T", tn},
		{"example.com/c", "T.M", m},
		{"example.com/c", "T.Nope", nil},
		{"example.com/c", "Carry.M", nil}, // not a type
		{"example.com/c", "Gone", nil},
		{"example.com/nowhere", "Carry", nil},
		{"example.com/deep", "Carry", nil}, // an import of an import
	} {
		if got := LookupDecl(a, tc.path, tc.name); got != tc.want {
			t.Errorf("LookupDecl(a, %q, %q) = %v, want %v", tc.path, tc.name, got, tc.want)
		}
	}
	if got := (DeclInfo{PkgPath: "example.com/c", PkgName: "c", Name: "Carry"}).Object(a); got != carry {
		t.Errorf("DeclInfo.Object = %v, want %v", got, carry)
	}
	if got := LookupDecl(nil, "example.com/c", "Carry"); got != nil {
		t.Errorf("LookupDecl from nil = %v, want nil", got)
	}
}
