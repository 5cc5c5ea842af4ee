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

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

func startJS(t *testing.T) jetstream.JetStream {
	t.Helper()
	js := testutil.JetStream(t)
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
