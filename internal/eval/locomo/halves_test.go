package locomo

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestHalves evaluates the two halves of a full LoCoMo file separately
// (conversations 0-4 and 5-9), the split used to check that a retrieval
// change generalises: decide on one half, confirm on the other. It runs
// only when ENGRAM_LOCOMO_DATA names the file, e.g.
//
//	ENGRAM_LOCOMO_DATA=/work/shared/bench/locomo10.json go test ./internal/eval/locomo -run TestHalves -v
//
// ENGRAM_LOCOMO_MODE selects the mode (default observations).
func TestHalves(t *testing.T) {
	path := os.Getenv("ENGRAM_LOCOMO_DATA")
	if path == "" {
		t.Skip("ENGRAM_LOCOMO_DATA not set")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	convs, _, err := Load(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if len(convs) < 2 {
		t.Fatalf("%d conversations, need at least 2", len(convs))
	}
	mid := len(convs) / 2
	for i, half := range [][]Conversation{convs[:mid], convs[mid:]} {
		res, err := Run(context.Background(), half, Options{Mode: os.Getenv("ENGRAM_LOCOMO_MODE"), Budget: -1})
		if err != nil {
			t.Fatal(err)
		}
		if res.Questions == 0 {
			t.Fatalf("half %d: no questions scored", i)
		}
		var line strings.Builder
		fmt.Fprintf(&line, "half %d (%d questions):", i, res.Questions)
		for _, k := range []string{"5", "10", "25"} {
			fmt.Fprintf(&line, " R@%s %.1f", k, res.Recall[k]["overall"])
		}
		t.Log(line.String())
	}
}
