package worker_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/llm"
	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

// fetchOne publishes t and returns it as the extractor consumer delivers it.
func fetchOne(t *testing.T, tr *events.Turn, keyer *events.Keyer) (jetstream.JetStream, jetstream.Msg) {
	t.Helper()
	ctx := context.Background()
	js := testutil.JetStream(t)
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := events.NewPublisher(js, keyer).PublishTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	msgs, err := cons.Fetch(1, jetstream.FetchMaxWait(5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	for m := range msgs.Messages() {
		return js, m
	}
	t.Fatal("no message fetched")
	return nil, nil
}

// A failed extraction is logged once, as JSON, with the turn id and the
// user key, and without the user id or the turn's content; the error keeps
// its class (permanent: the model refused this turn's request).
func TestExtractorFailureLogLine(t *testing.T) {
	const content = "My phone is 13812345678 and I love zorbling"
	keyer := events.NewKeyer([]byte("k"))
	tr := &events.Turn{TenantID: "acme", UserID: "ana@example.com", TurnID: "turn-42", TS: time.Now().UTC(),
		Messages: []events.Message{{Role: events.RoleUser, Content: content}}}
	js, m := fetchOne(t, tr, keyer)

	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply {
		return llmtest.Error(http.StatusBadRequest, "cannot process: \""+content+"\"")
	})
	var logs bytes.Buffer
	log := slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	x, err := llm.New(llm.Config{BaseURL: srv.BaseURL(), APIKey: "k", Model: "m"}, llm.WithLogger(log))
	if err != nil {
		t.Fatal(err)
	}
	h := &worker.Extractor{Extractor: x, Thresholds: extract.Thresholds{MinConfidence: 0.7, MinImportance: 0.3},
		Publisher: events.NewPublisher(js, keyer), Keyer: keyer, Metrics: metrics.New(metrics.NewRegistry()), Log: log}
	herr := h.Handle(context.Background(), m)
	if !errors.Is(herr, events.ErrPermanent) {
		t.Fatalf("Handle error = %v, want one wrapping ErrPermanent", herr)
	}
	if strings.Contains(herr.Error(), "13812345678") || strings.Contains(herr.Error(), "zorbling") {
		t.Errorf("error echoes the turn's content: %v", herr)
	}
	var lines []map[string]any
	for l := range strings.SplitSeq(strings.TrimSpace(logs.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Fatalf("log line is not JSON: %q", l)
		}
		lines = append(lines, rec)
	}
	var failed map[string]any
	for _, l := range lines {
		if l["msg"] == "extract failed" {
			failed = l
		}
	}
	if failed == nil {
		t.Fatalf("no \"extract failed\" line in %s", logs.String())
	}
	if failed["turn_id"] != "turn-42" || failed["user_key"] != keyer.UserKey("acme", "ana@example.com") {
		t.Errorf("log line lacks turn_id or user_key: %v", failed)
	}
	for _, leak := range []string{"ana@example.com", "13812345678", "zorbling"} {
		if strings.Contains(logs.String(), leak) {
			t.Errorf("logs contain %q:\n%s", leak, logs.String())
		}
	}
}

// An LLM reply that stays unparseable after the repair request dead-letters
// the turn (permanent) and publishes a skip batch for the audit trail,
// whether the turn is handled alone or in a batch.
func TestUnparseableReplyPublishesSkip(t *testing.T) {
	for _, batch := range []bool{false, true} {
		t.Run(map[bool]string{false: "Handle", true: "HandleBatch"}[batch], func(t *testing.T) { testUnparseable(t, batch) })
	}
}

func testUnparseable(t *testing.T, batch bool) {
	keyer := events.NewKeyer([]byte("k"))
	tr := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: "turn-7", TS: time.Now().UTC(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "I moved to Lisbon last week."}}}
	js, m := fetchOne(t, tr, keyer)
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply {
		return llmtest.Raw(`{"choices":[{"message":{"role":"assistant","content":"sorry, I cannot do JSON today"}}]}`)
	})
	x, err := llm.New(llm.Config{BaseURL: srv.BaseURL(), APIKey: "k", Model: "m"})
	if err != nil {
		t.Fatal(err)
	}
	h := &worker.Extractor{Extractor: x, Thresholds: extract.DefaultThresholds(),
		Publisher: events.NewPublisher(js, keyer), Keyer: keyer, Metrics: metrics.New(metrics.NewRegistry())}
	var herr error
	if batch {
		herr = h.HandleBatch(context.Background(), []jetstream.Msg{m})[0]
	} else {
		herr = h.Handle(context.Background(), m)
	}
	if !errors.Is(herr, events.ErrPermanent) || !errors.Is(herr, extract.ErrUnparseable) {
		t.Fatalf("Handle error = %v, want unparseable and permanent", herr)
	}
	ctx := context.Background()
	cons, err := events.EnsureConsumer(ctx, js, events.StreamFacts, "check", events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	msgs, err := cons.Fetch(2, jetstream.FetchMaxWait(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var got []*events.FactBatch
	for fm := range msgs.Messages() {
		b, err := events.DecodeFactBatch(fm.Data())
		if err != nil {
			t.Fatalf("decode published batch: %v", err)
		}
		got = append(got, b)
	}
	if len(got) != 1 || got[0].Skipped != events.SkipUnparseable || got[0].TurnID != "turn-7" || len(got[0].Facts) != 0 {
		t.Fatalf("published %+v, want one skip batch for turn-7", got)
	}
}
