package rules

import (
	"context"
	"strings"
	"testing"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// benchSets are the workloads of BenchmarkExtractSet, drawn from the golden
// file's turns by source: the ingest benchmark's texts, the LoCoMo dialog
// turns and the labelled corpora as they are.
var benchSets = []struct{ name, prefix string }{
	{"bench", "bench"},
	{"locomo", "locomo:"},
	{"corpus", "corpus.jsonl:"},
}

// benchTurns returns the golden turns whose source starts with prefix, with
// the re-cased variants left out.
func benchTurns(b *testing.B, prefix string) []*events.Turn {
	var turns []*events.Turn
	for _, c := range readGolden(b) {
		if strings.HasPrefix(c.Src, prefix) && !strings.HasSuffix(c.Src, "/upper") && !strings.HasSuffix(c.Src, "/lower") {
			turns = append(turns, c.turn(b))
		}
	}
	if len(turns) == 0 {
		b.Fatalf("no golden turns from %q", prefix)
	}
	return turns
}

// benchExtract runs extract over the turns, one turn per op, so ns/op is
// the CPU cost of one turn.
func benchExtract(b *testing.B, turns []*events.Turn, extract func(context.Context, *events.Turn) (extract.Result, error)) {
	ctx := context.Background()
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		if _, err := extract(ctx, turns[i]); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(turns) {
			i = 0
		}
	}
}

// BenchmarkExtractSet measures Extract per turn on realistic workloads: the
// ingest benchmark's turns (the figure behind its turns/s), LoCoMo dialog
// turns and the labelled corpus.
func BenchmarkExtractSet(b *testing.B) {
	for _, s := range benchSets {
		b.Run(s.name, func(b *testing.B) {
			benchExtract(b, benchTurns(b, s.prefix), New().Extract)
		})
	}
}
