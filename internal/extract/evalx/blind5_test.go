package evalx

import (
	"bytes"
	"context"
	"testing"

	"github.com/engram-memory/engram/internal/extract/rules"
)

// blind5 are the blind sets of testdata/extract/blind5_README.md (170
// English and 170 Chinese turns, classes labelled, with context lines),
// written by someone who had not seen the rules and measured once, after
// the rules were final. Do not tune on them. The rules extractor does not
// meet their acceptance figures (precision 0.90, recall 0.80, no injection
// fact), so the figures are logged, not asserted; the test fails only if
// the set cannot be read or scored.
var blind5 = []string{"../../../testdata/extract/blind5_en.jsonl", "../../../testdata/extract/blind5_zh.jsonl"}

func TestRulesOnBlind5(t *testing.T) {
	for _, path := range blind5 {
		rep, err := EvalCorpus(context.Background(), rules.NewEpisodic(), path)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Turns != 170 || len(rep.ByClass) == 0 || rep.InjectionTurns == 0 {
			t.Fatalf("%s: %d turns, %d classes, %d injection turns", path, rep.Turns, len(rep.ByClass), rep.InjectionTurns)
		}
		var buf bytes.Buffer
		rep.Print(&buf)
		t.Logf("%s (reported, not asserted):\n%s", path, buf.String())
	}
}
