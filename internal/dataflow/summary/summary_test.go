package summary

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"testing"
)

// TestNumbering pins the one parameter numbering of a summary: the
// receiver of a method is 0 and its first parameter 1; a function starts
// at 0; and SigParam undoes Index, refusing the receiver.
func TestNumbering(t *testing.T) {
	const src = `package p
type T struct{}
func (T) M(a, b int) {}
func F(a, b int) {}
`
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	pkg, err := (&types.Config{Importer: importer.Default()}).Check("p", fset, []*ast.File{f}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fn := pkg.Scope().Lookup("F").(*types.Func).Signature()
	m, _, _ := types.LookupFieldOrMethod(pkg.Scope().Lookup("T").Type(), false, pkg, "M")
	meth := m.(*types.Func).Signature()
	for _, tc := range []struct {
		name      string
		sig       *types.Signature
		param, at int
	}{{"func", fn, 1, 1}, {"method", meth, 1, 2}} {
		if got := Index(tc.sig, tc.param); got != tc.at {
			t.Errorf("%s: Index(%d) = %d, want %d", tc.name, tc.param, got, tc.at)
		}
		if got, ok := SigParam(tc.sig, tc.at); !ok || got != tc.param {
			t.Errorf("%s: SigParam(%d) = %d, %v, want %d, true", tc.name, tc.at, got, ok, tc.param)
		}
	}
	if _, ok := SigParam(meth, 0); ok {
		t.Error("SigParam(method, 0) names a parameter; it is the receiver")
	}
}

// oneField returns a summary with only field i set: a flag true, a list
// of one zero element, a string "x".
func oneField(t *testing.T, i int) *Summary {
	t.Helper()
	s := new(Summary)
	f := reflect.ValueOf(s).Elem().Field(i)
	switch f.Kind() {
	case reflect.Bool:
		f.SetBool(true)
	case reflect.Slice:
		f.Set(reflect.MakeSlice(f.Type(), 1, 1))
	case reflect.String:
		f.SetString("x")
	default:
		t.Fatalf("field %s of kind %s: teach oneField to set it", reflect.TypeFor[Summary]().Field(i).Name, f.Kind())
	}
	return s
}

// TestEmpty pins that a summary saying anything is exported: each field
// alone makes it non-empty.
func TestEmpty(t *testing.T) {
	if !new(Summary).Empty() {
		t.Fatal("the zero summary is not empty")
	}
	for i := range reflect.TypeFor[Summary]().NumField() {
		if reflect.TypeFor[Summary]().Field(i).Name == "From" {
			continue // read only with Clean: alone it says nothing
		}
		if oneField(t, i).Empty() {
			t.Errorf("a summary with only %s set is empty", reflect.TypeFor[Summary]().Field(i).Name)
		}
	}
}

// TestMerge pins that Merge carries every field: a part of the dataflow
// whose field is not merged would export nothing of it.
func TestMerge(t *testing.T) {
	for i := range reflect.TypeFor[Summary]().NumField() {
		src := oneField(t, i)
		dst := new(Summary)
		dst.Merge(src)
		if !reflect.DeepEqual(dst, src) {
			t.Errorf("Merge drops %s", reflect.TypeFor[Summary]().Field(i).Name)
		}
	}
}
