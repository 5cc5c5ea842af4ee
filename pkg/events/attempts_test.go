package events_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// TestLoopWaitsForAttemptsBucket: a message delivered many times without
// being started (workers killed while it sat in their buffers) is no poison
// pill. When the attempts bucket does not answer (a cluster losing the node
// that holds it), the loop puts the message back instead of judging it by
// its delivery count, and processes it once the bucket is back: nothing is
// dead-lettered.
func TestLoopWaitsForAttemptsBucket(t *testing.T) {
	js := testutil.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	pub := events.NewPublisher(js, events.NewKeyer([]byte("s")))
	turn := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: "t1", TS: time.Now(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "I keep bees"}}}
	if _, err := pub.PublishTurn(ctx, turn); err != nil {
		t.Fatal(err)
	}
	const maxDeliver = 5
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "waits", events.ConsumerOptions{MaxDeliver: maxDeliver, AckWait: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	// Seven deliveries, none started: each handed back unprocessed, the
	// last one for a while, so that the loop below meets it again only
	// after the bucket is gone.
	for i := range 7 {
		b, err := cons.Fetch(1, jetstream.FetchMaxWait(5*time.Second))
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		for m := range b.Messages() {
			got++
			if i < 6 {
				_ = m.Nak()
			} else {
				_ = m.NakWithDelay(2 * time.Second)
			}
		}
		if got != 1 {
			t.Fatalf("delivery %d: %d messages", i+1, got)
		}
	}
	var processed atomic.Int32
	h := events.HandlerFunc(func(context.Context, jetstream.Msg) error { processed.Add(1); return nil })
	loop := &events.Loop{Stage: "waits", JS: js, Consumer: cons, MaxDeliver: maxDeliver, Batch: 4, DrainTimeout: time.Second}
	lctx, lcancel := context.WithCancel(ctx)
	errc := make(chan error, 1)
	go func() { errc <- loop.Run(lctx, events.Each(h)) }()
	defer func() { lcancel(); <-errc }()
	if err := js.DeleteKeyValue(ctx, events.AttemptsBucket); err != nil {
		t.Fatal(err)
	}
	time.Sleep(5 * time.Second)
	dlq := func() uint64 {
		st, err := js.Stream(ctx, events.StreamDLQ)
		if err != nil {
			t.Fatal(err)
		}
		return st.CachedInfo().State.Msgs
	}
	if n := dlq(); n != 0 || processed.Load() != 0 {
		t.Fatalf("without the attempts bucket: %d dead letters, processed %d times; want the message waiting", n, processed.Load())
	}
	if err := events.EnsureStreams(ctx, js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(20 * time.Second); processed.Load() == 0 && time.Now().Before(deadline); {
		time.Sleep(100 * time.Millisecond)
	}
	if n := dlq(); n != 0 || processed.Load() != 1 {
		t.Fatalf("with the bucket back: %d dead letters, processed %d times; want 0 and 1", n, processed.Load())
	}
}
