// Package stdwrites says which functions of the standard library write
// the elements of a slice or a map they are handed, and which write,
// through package reflect, what an interface parameter holds.
//
// No package of the standard library takes part in clampvet, so no
// summary of its functions ever reaches a package that calls them; yet an
// engine hands a carried seat's list to them (slices.Delete, sort.Strings,
// maps.DeleteFunc), and what they write into it is written into the seat.
// The table is not written by hand: a test reads every exported function
// and method of the standard library with clampvet's own element-write
// walk (flow.Elements: stores, builtins, callees, captured cells, and
// every call through a func value or an interface counted as a write),
// and fails when the generated file differs. A second walk of the same
// bodies (reflect_test.go) follows each parameter, through the values
// derived from it (flow.Derived), to reflect's writing primitives (a
// Value's Set methods, Clear, Grow, Copy, Swapper; listed themselves):
// json.Unmarshal and sort.Slice write so, fmt and json.Marshal do not.
// Regenerate it with
//
//	go test ./internal/stdwrites -run TestTable -update
package stdwrites

import "strings"

// Params returns the parameters (SSA numbering: a method's receiver is 0)
// whose elements the function of the standard library named fullName
// (types.Func.FullName of the declared, generic, function) may write, and
// whether pkgPath is a package of the standard library at all. A function
// of the standard library that is not listed only reads what it is
// handed.
func Params(pkgPath, fullName string) (params []int, std bool) {
	if !packages[pkgPath] {
		return nil, false
	}
	return writers[fullName], true
}

// Release is the Go release whose standard library the table was read
// from.
func Release() string { return release }

// isStdPath reports whether path is a package the table covers: not
// internal to the standard library (no caller outside it can name one).
func isStdPath(path string) bool {
	for _, elem := range strings.Split(path, "/") {
		if elem == "internal" || elem == "vendor" {
			return false
		}
	}
	return true
}

// ReflectParams returns the parameters (SSA numbering), of an interface
// type or a reflect.Value, through which the function of the standard
// library named fullName may write, with package reflect, into what the
// value handed to them refers to: json.Unmarshal's v, sort.Slice's x,
// the receiver of reflect.Value's SetBool. It is nil for any other
// function.
func ReflectParams(pkgPath, fullName string) []int {
	if !packages[pkgPath] {
		return nil
	}
	return reflectWriters[fullName]
}
