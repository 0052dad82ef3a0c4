package findings_test

import (
	"errors"
	"go/token"
	"strings"
	"testing"

	"github.com/sema-agent/clampvet/internal/driver/findings"
)

func TestUTF16Column(t *testing.T) {
	const file = "package p\n// héllo 🙂 x\n"
	src := findings.NewSourceFunc(func(name string) ([]byte, error) {
		if name == "p.go" {
			return []byte(file), nil
		}
		return nil, errors.New("no such file")
	})
	line2 := strings.Index(file, "//")
	at := func(s string) token.Position {
		off := strings.Index(file, s)
		return token.Position{Filename: "p.go", Offset: off, Line: 2, Column: off - line2 + 1}
	}
	cases := []struct {
		pos  token.Position
		want int
	}{
		{at("//"), 1},
		{at("héllo"), 4},
		{at("llo"), 6},  // é is 2 bytes, 1 unit
		{at("🙂"), 10},   // byte column 11
		{at(" x"), 12},  // 🙂 is 4 bytes, 2 units: byte column 15
		{at("x\n"), 13}, // byte column 16
		{token.Position{Filename: "gone.go", Offset: 30, Line: 3, Column: 7}, 7},
		{token.Position{Filename: "p.go", Offset: 3, Line: 9, Column: 9}, 9}, // does not match the file
		{token.Position{}, 0},
	}
	for _, c := range cases {
		if got := src.UTF16Column(c.pos); got != c.want {
			t.Errorf("UTF16Column(%+v) = %d, want %d", c.pos, got, c.want)
		}
	}
}
