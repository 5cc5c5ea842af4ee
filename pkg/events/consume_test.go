package events_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/pkg/events"
)

func startJS(t *testing.T) jetstream.JetStream {
	t.Helper()
	srv, err := natsembed.Start(natsembed.Config{StoreDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	nc, err := srv.Connect("test")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	if err := events.EnsureStreams(context.Background(), js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	// Idempotent.
	if err := events.EnsureStreams(context.Background(), js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	return js
}

// TestLoopAckRetryDeadLetter: the loop acks successes, retries temporary
// failures, dead-letters invalid messages at once and temporary ones on
// their last delivery, and keeps going.
func TestLoopAckRetryDeadLetter(t *testing.T) {
	js := startJS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	keyer := events.NewKeyer([]byte("s"))
	pub := events.NewPublisher(js, keyer)
	for i := range 10 {
		turn := &events.Turn{TenantID: "acme", UserID: fmt.Sprintf("u%d", i), TurnID: fmt.Sprintf("t%d", i), TS: time.Now(),
			Messages: []events.Message{{Role: events.RoleUser, Content: fmt.Sprintf("msg %d", i)}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
		// Publishing the same turn id again is deduplicated.
		ack, err := pub.PublishTurn(ctx, turn)
		if err != nil || !ack.Duplicate {
			t.Fatalf("republish: ack %+v err %v", ack, err)
		}
	}
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "test", events.ConsumerOptions{MaxDeliver: 3, AckWait: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	handled := map[string]int{}
	outcomes := map[events.Outcome]int{}
	var done atomic.Int32
	h := events.HandlerFunc(func(ctx context.Context, m jetstream.Msg) error {
		var turn events.Turn
		if err := json.Unmarshal(m.Data(), &turn); err != nil {
			return err
		}
		mu.Lock()
		handled[turn.TurnID]++
		mu.Unlock()
		switch turn.TurnID {
		case "t3":
			return fmt.Errorf("bad: %w", events.ErrInvalid)
		case "t5":
			return errors.New("store down") // temporary, forever
		case "t7":
			if handled[turn.TurnID] == 1 {
				return fmt.Errorf("flaky: %w", events.ErrTemporary)
			}
		}
		return nil
	})
	loop := &events.Loop{Stage: "test", JS: js, Consumer: cons, MaxDeliver: 3, Observe: func(_ string, o events.Outcome, _ string) {
		mu.Lock()
		outcomes[o]++
		mu.Unlock()
		done.Add(1)
	}}
	lctx, lcancel := context.WithCancel(ctx)
	errc := make(chan error, 1)
	go func() { errc <- loop.Run(lctx, events.Each(h)) }()
	deadline := time.Now().Add(20 * time.Second)
	for {
		mu.Lock()
		finished := outcomes[events.OutcomeAcked] == 8 && outcomes[events.OutcomeDeadLettered] == 2
		mu.Unlock()
		if finished {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("outcomes %v, handled %v", outcomes, handled)
		}
		time.Sleep(20 * time.Millisecond)
	}
	lcancel()
	if err := <-errc; err != nil {
		t.Fatalf("loop returned %v", err)
	}
	if handled["t3"] != 1 || handled["t5"] != 3 || handled["t7"] != 2 || handled["t0"] != 1 {
		t.Errorf("deliveries: %v", handled)
	}
	dlq, err := js.OrderedConsumer(ctx, events.StreamDLQ, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	batch, err := dlq.Fetch(10, jetstream.FetchMaxWait(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	reasons := map[string]string{}
	for m := range batch.Messages() {
		reasons[m.Headers().Get(events.HeaderDeliveries)] = m.Headers().Get(events.HeaderReason)
		if m.Headers().Get(events.HeaderStage) != "test" {
			t.Errorf("stage header %q", m.Headers().Get(events.HeaderStage))
		}
	}
	if len(reasons) != 2 || reasons["1"] == "" || reasons["3"] == "" {
		t.Errorf("dead letters by delivery count: %v", reasons)
	}
}

// partitionRecorder records, per subject, the order its messages were
// handled in, and how many batches ran at once.
type partitionRecorder struct {
	mu       sync.Mutex
	order    map[string][]string
	inFlight atomic.Int32
	maxAtOne atomic.Int32
	overlap  atomic.Int32 // a subject seen in two concurrent calls
	calls    atomic.Int32
	busy     map[string]bool
}

func (r *partitionRecorder) HandleBatch(ctx context.Context, msgs []jetstream.Msg) []error {
	n := r.inFlight.Add(1)
	defer r.inFlight.Add(-1)
	for {
		m := r.maxAtOne.Load()
		if n <= m || r.maxAtOne.CompareAndSwap(m, n) {
			break
		}
	}
	r.calls.Add(1)
	r.mu.Lock()
	mine := map[string]bool{}
	for _, m := range msgs {
		if r.busy[m.Subject()] && !mine[m.Subject()] {
			r.overlap.Add(1)
		}
		r.busy[m.Subject()], mine[m.Subject()] = true, true
		var turn events.Turn
		if err := json.Unmarshal(m.Data(), &turn); err == nil {
			r.order[m.Subject()] = append(r.order[m.Subject()], turn.TurnID)
		}
	}
	r.mu.Unlock()
	time.Sleep(2 * time.Millisecond) // a store commit: lets the other partition run meanwhile
	r.mu.Lock()
	for s := range mine {
		delete(r.busy, s)
	}
	r.mu.Unlock()
	return make([]error, len(msgs))
}

// TestLoopPartitions: with two partitions every message is handled once,
// each subject's messages in publication order and never in two batches at
// once, and batches of different subjects do run concurrently.
func TestLoopPartitions(t *testing.T) {
	js := startJS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	keyer := events.NewKeyer([]byte("s"))
	pub := events.NewPublisher(js, keyer)
	const users, perUser = 16, 40
	for i := range perUser {
		for u := range users {
			turn := &events.Turn{TenantID: "acme", UserID: fmt.Sprintf("u%d", u), TurnID: fmt.Sprintf("u%d-t%03d", u, i),
				TS: time.Now(), Messages: []events.Message{{Role: events.RoleUser, Content: "hello"}}}
			if _, err := pub.PublishTurn(ctx, turn); err != nil {
				t.Fatal(err)
			}
		}
	}
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "parts", events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	r := &partitionRecorder{order: map[string][]string{}, busy: map[string]bool{}}
	var acked atomic.Int32
	loop := &events.Loop{Stage: "test", JS: js, Consumer: cons, Batch: 8, Partitions: 2,
		Observe: func(_ string, o events.Outcome, _ string) {
			if o == events.OutcomeAcked {
				acked.Add(1)
			}
		}}
	lctx, stop := context.WithCancel(ctx)
	errc := make(chan error, 1)
	go func() { errc <- loop.Run(lctx, r) }()
	for acked.Load() < users*perUser {
		select {
		case <-ctx.Done():
			t.Fatalf("%d of %d messages acked", acked.Load(), users*perUser)
		case <-time.After(10 * time.Millisecond):
		}
	}
	stop()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.order) != users {
		t.Fatalf("%d subjects handled, want %d", len(r.order), users)
	}
	for s, ids := range r.order {
		if len(ids) != perUser {
			t.Errorf("%s: %d messages handled, want %d", s, len(ids), perUser)
		}
		for i := 1; i < len(ids); i++ {
			if ids[i] <= ids[i-1] {
				t.Errorf("%s: handled out of order: %v", s, ids)
				break
			}
		}
	}
	if n := r.overlap.Load(); n != 0 {
		t.Errorf("a subject was in two concurrent batches %d times", n)
	}
	if r.maxAtOne.Load() < 2 {
		t.Errorf("at most %d batch at once over %d calls: the partitions did not run concurrently", r.maxAtOne.Load(), r.calls.Load())
	}
}
