package bench

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// TestLLMScreenAndSharedCalls runs the extractor with --llm-screen and
// --llm-share-window against the scripted model: chit-chat and a pure
// question skip the model (the question keeps its rules episode), the two
// statements of the session share one call, and every turn publishes its
// own fact batch.
func TestLLMScreenAndSharedCalls(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline")
	}
	o := LLMOptions{Latency: 50 * time.Millisecond, Screen: true, ShareWindow: 2 * time.Second}
	srv := scriptedModel(o)
	defer srv.Close()
	cfg := llmConfig(Config(t.TempDir()), srv, o)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, err := openPipelineWith(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	texts := map[string]string{
		"chat":     "thanks!",
		"question": "What's the capital of Peru?",
		"lyon":     "I live in Lyon and I work as a baker.",
		"cat":      "I have a cat named Miso.",
	}
	pub := events.NewPublisher(a.JS, a.Keyer)
	ts := time.Now()
	for i, id := range []string{"chat", "question", "lyon", "cat"} {
		turn := &events.Turn{TenantID: "scr", UserID: "u1", SessionID: "s1", TurnID: id, TS: ts.Add(time.Duration(i) * time.Second),
			Messages: []events.Message{{Role: events.RoleUser, Content: texts[id]}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
	}
	wctx, wcancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := a.RunExtractor(wctx); err != nil && !errors.Is(err, context.Canceled) {
			t.Error(err)
		}
	}()
	defer func() { wcancel(); wg.Wait() }()
	if err := drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, nil); err != nil {
		t.Fatal(err)
	}

	if n := srv.Count(llmtest.ChatPath); n != 1 {
		t.Errorf("%d model calls, want 1 (two turns screened out, two sharing a call)", n)
	}
	cons, err := a.JS.OrderedConsumer(ctx, events.StreamFacts, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	batches := map[string]events.FactBatch{}
	for len(batches) < 4 {
		mctx, mcancel := context.WithTimeout(ctx, 2*time.Second)
		m, err := cons.Next(jetstream.FetchContext(mctx))
		mcancel()
		if err != nil {
			break // every batch is in
		}
		var b events.FactBatch
		if err := json.Unmarshal(m.Data(), &b); err != nil {
			t.Fatalf("decode a fact batch: %v", err)
		}
		batches[b.TurnID] = b
	}
	for _, id := range []string{"lyon", "cat"} {
		b := batches[id]
		if len(b.Facts) != 1 || b.Facts[0].Content != texts[id] || b.ExtractorID == "" || b.ExtractorID[:4] != "llm:" {
			t.Errorf("turn %s: %s %+v, want the model's one fact %q", id, b.ExtractorID, b.Facts, texts[id])
		}
	}
	for _, id := range []string{"question", "lyon", "cat"} {
		if _, ok := batches[id]; !ok {
			t.Errorf("no fact batch for turn %s (got %d batches)", id, len(batches))
		}
	}
	if b := batches["chat"]; len(b.Facts) != 0 {
		t.Errorf("chit-chat left facts: %+v", b.Facts)
	}
	q := batches["question"]
	if len(q.Facts) != 1 || q.Facts[0].Type != events.TypeEpisode {
		t.Errorf("the screened question: %s %+v, want its rules episode alone", q.ExtractorID, q.Facts)
	}
}
