package findings

import (
	"crypto/sha256"
	"encoding/hex"
	"go/ast"
	"go/token"
	"go/types"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"

	"golang.org/x/tools/go/packages"
)

// FingerprintKey is the key of clampvet's fingerprint in a SARIF result's
// partialFingerprints; its version changes whenever what it hashes does.
const FingerprintKey = "clampvet/v1"

// A finding's fingerprint identifies it across commits that move lines,
// so that code scanning tracks one alert through them and a baseline
// (clampvet -baseline) keeps accepting a known finding. It hashes what
// says which finding it is and never where it is:
//
//   - the analyzer and the kind;
//   - the package path, and the base name of the file;
//   - the declaration that encloses it ("Type.Method", "Func", the first
//     name of a var, const or type declaration; "" outside declarations);
//   - the message with every position taken out ("line 26", "a.go:12:3"),
//     which keeps the seat, row, field or declaration it names;
//   - its rank among the findings with all of the above equal, in source
//     order, so that two identical findings in one function differ.
//
// Editing the declaration's name or the finding's message makes a new
// fingerprint: it is a new finding to a reader too.

// baseFingerprint is the fingerprint of a finding of pkg at pos, before
// its rank among equal findings is known.
func baseFingerprint(pkg *packages.Package, pos token.Pos, f Finding) string {
	h := sha256.New()
	for _, part := range []string{f.Analyzer, f.Category, pkg.PkgPath, filepath.Base(f.Pos.Filename), enclosingDecl(pkg, pos), stripPositions(f.Message)} {
		h.Write([]byte(part))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// rankFingerprints makes each fingerprint of the lists unique by its rank,
// in source order, among the findings of all the lists with the same base
// fingerprint (an allowed finding and an identical reported one differ).
// Each list is sorted.
func rankFingerprints(lists ...[]Finding) {
	var all []*Finding
	for _, l := range lists {
		for i := range l {
			all = append(all, &l[i])
		}
	}
	slices.SortStableFunc(all, func(a, b *Finding) int { return compare(*a, *b) })
	rank := make(map[string]int)
	for _, f := range all {
		base := f.Fingerprint
		if n := rank[base]; n > 0 {
			sum := sha256.Sum256([]byte(base + "#" + strconv.Itoa(n)))
			f.Fingerprint = hex.EncodeToString(sum[:16])
		}
		rank[base]++
	}
}

// positionsInText match the positions a message may quote.
var positionsInText = regexp.MustCompile(`(\.go):\d+(?::\d+)?|\b(line|column|lines) \d+(?:[-–]\d+)?`)

// stripPositions takes the line and column numbers out of a message.
func stripPositions(msg string) string {
	return positionsInText.ReplaceAllString(msg, "$1$2")
}

// enclosingDecl names the top-level declaration of pkg whose extent, doc
// comment included, holds pos.
func enclosingDecl(pkg *packages.Package, pos token.Pos) string {
	for _, file := range pkg.Syntax {
		if pos < file.FileStart || pos > file.FileEnd {
			continue
		}
		for _, d := range file.Decls {
			start := d.Pos()
			if doc := declDoc(d); doc != nil {
				start = doc.Pos()
			}
			if start <= pos && pos < d.End() {
				return declName(d)
			}
		}
	}
	return ""
}

func declDoc(d ast.Decl) *ast.CommentGroup {
	switch d := d.(type) {
	case *ast.FuncDecl:
		return d.Doc
	case *ast.GenDecl:
		return d.Doc
	}
	return nil
}

func declName(d ast.Decl) string {
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Recv != nil && len(d.Recv.List) == 1 {
			return recvName(d.Recv.List[0].Type) + "." + d.Name.Name
		}
		return d.Name.Name
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.ValueSpec:
				return d.Tok.String() + " " + s.Names[0].Name
			case *ast.TypeSpec:
				return "type " + s.Name.Name
			}
		}
		return d.Tok.String()
	}
	return ""
}

// recvName is the name of a receiver's type, without pointer or type
// parameters.
func recvName(x ast.Expr) string {
	for {
		switch t := x.(type) {
		case *ast.StarExpr:
			x = t.X
		case *ast.ParenExpr:
			x = t.X
		case *ast.IndexExpr:
			x = t.X
		case *ast.IndexListExpr:
			x = t.X
		case *ast.Ident:
			return t.Name
		default:
			return types.ExprString(x)
		}
	}
}
