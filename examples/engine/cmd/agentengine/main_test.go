package main

import (
	"context"
	"strings"
	"testing"
)

func TestScriptedFlow(t *testing.T) {
	var out strings.Builder
	if err := run(context.Background(), &out); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		// the root saw external content through its delegated child
		"ci-bot/task-1 [root] done  ro=false interactive=off posture=\"headless\" read=\"roots\" write=\"roots\" deny=2 turns=5/10 attestation=external",
		// the case-insensitive deny rule held
		"refused: tool read_file reads /work/repo/.ENV, which read-deny rule \".env\" forbids",
		// the delegated child asked for read-only hands and kept them
		"refused: tool write_file writes, and this leg's hands are read-only",
		// the verifier is headless
		"refused: tool ask_user asks a person, and this leg is headless",
		"verify: PASS",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}
