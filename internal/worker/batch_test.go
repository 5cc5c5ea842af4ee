package worker_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

// HandleBatch extracts every turn of a batch and publishes their fact
// batches together: each good turn's error is nil and its batch is in the
// facts stream once; a turn without facts publishes nothing; a malformed
// message gets its own ErrInvalid and does not hold up the others.
func TestExtractorHandleBatch(t *testing.T) {
	ctx := context.Background()
	keyer := events.NewKeyer([]byte("k"))
	js := testutil.JetStream(t)
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pub := events.NewPublisher(js, keyer)
	texts := []string{"I live in Lisbon.", "hi", "I work as a nurse.", "My favorite hobby is chess."}
	for i, text := range texts {
		tr := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: "turn-" + string(rune('a'+i)), TS: time.Now().UTC(),
			Messages: []events.Message{{Role: events.RoleUser, Content: text}}}
		if _, err := pub.PublishTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
		if i == 1 {
			// A malformed message between good ones.
			if _, err := js.Publish(ctx, keyer.Subject(events.KindTurns, "acme", "u1"), []byte(`{"not":"a turn"`)); err != nil {
				t.Fatal(err)
			}
		}
	}
	batch, err := cons.Fetch(len(texts)+1, jetstream.FetchMaxWait(5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var msgs []jetstream.Msg
	for m := range batch.Messages() {
		msgs = append(msgs, m)
	}
	if len(msgs) != len(texts)+1 {
		t.Fatalf("fetched %d messages, want %d", len(msgs), len(texts)+1)
	}
	h := &worker.Extractor{Extractor: rules.New(), Thresholds: extract.DefaultThresholds(), Publisher: pub,
		Keyer: keyer, Metrics: metrics.New(metrics.NewRegistry()), Parallelism: 3}
	errs := h.HandleBatch(ctx, msgs)
	if len(errs) != len(msgs) {
		t.Fatalf("%d errors for %d messages", len(errs), len(msgs))
	}
	for i, err := range errs {
		if i == 2 {
			if !errors.Is(err, events.ErrInvalid) {
				t.Errorf("malformed message: error %v, want ErrInvalid", err)
			}
			continue
		}
		if err != nil {
			t.Errorf("message %d: %v", i, err)
		}
	}
	fc, err := events.EnsureConsumer(ctx, js, events.StreamFacts, "check", events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fm, err := fc.Fetch(10, jetstream.FetchMaxWait(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int{}
	for m := range fm.Messages() {
		b, err := events.DecodeFactBatch(m.Data())
		if err != nil {
			t.Fatalf("decode published batch: %v", err)
		}
		if len(b.Facts) == 0 {
			t.Errorf("batch of %s has no facts", b.TurnID)
		}
		got[b.TurnID]++
	}
	want := map[string]int{"turn-a": 1, "turn-c": 1, "turn-d": 1}
	if len(got) != len(want) {
		t.Fatalf("published batches for %v, want %v", got, want)
	}
	for id, n := range want {
		if got[id] != n {
			t.Errorf("published batches for %v, want %v", got, want)
		}
	}
	// Handled again (a redelivery), the batches are stored once.
	if errs := h.HandleBatch(ctx, msgs); errs[0] != nil || errs[3] != nil {
		t.Fatalf("second handling: %v", errs)
	}
	fs, err := js.Stream(ctx, events.StreamFacts)
	if err != nil {
		t.Fatal(err)
	}
	info, err := fs.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if info.State.Msgs != 3 {
		t.Errorf("facts stream holds %d messages after a redelivery, want 3", info.State.Msgs)
	}
}
