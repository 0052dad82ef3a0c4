package top

import "testing"

// The in-package test makes the variant "top [top.test]" repeat every
// finding of top: the drivers must print each once.
func TestTop(t *testing.T) {
	if Top() != 3 {
		t.Fatal("want 3")
	}
}
