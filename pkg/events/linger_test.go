package events_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/pkg/events"
)

// recordBatches is a BatchHandler that records the size of each batch and
// acks everything.
type recordBatches struct {
	mu    sync.Mutex
	sizes []int
	total int
	done  chan struct{}
	want  int
}

func (r *recordBatches) HandleBatch(_ context.Context, msgs []jetstream.Msg) []error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sizes = append(r.sizes, len(msgs))
	r.total += len(msgs)
	if r.total >= r.want {
		select {
		case <-r.done:
		default:
			close(r.done)
		}
	}
	return make([]error, len(msgs))
}

// TestLoopLinger: with Linger set, messages that trickle in within it are
// handed over as one batch; with the batch full, the loop does not wait.
func TestLoopLinger(t *testing.T) {
	js := startJS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	keyer := events.NewKeyer([]byte("s"))
	pub := events.NewPublisher(js, keyer)
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	h := &recordBatches{done: make(chan struct{}), want: 3}
	loop := &events.Loop{Stage: "test", JS: js, Consumer: cons, Batch: 3, Linger: 5 * time.Second}
	lctx, stop := context.WithCancel(ctx)
	errc := make(chan error, 1)
	go func() { errc <- loop.Run(lctx, h) }()
	start := time.Now()
	for i := range 3 {
		turn := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: fmt.Sprintf("t%d", i), TS: time.Now(),
			Messages: []events.Message{{Role: events.RoleUser, Content: "hello"}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
		time.Sleep(50 * time.Millisecond)
	}
	select {
	case <-h.done:
	case <-ctx.Done():
		t.Fatal("messages not handled")
	}
	// The third message filled the batch: handed over at once, long before
	// the 5 s linger ran out.
	if waited := time.Since(start); waited > 4*time.Second {
		t.Errorf("a full batch waited %s for the linger to run out", waited)
	}
	stop()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.sizes) != 1 || h.sizes[0] != 3 {
		t.Errorf("batches %v, want the three trickling messages in one", h.sizes)
	}
}

// TestLoopLingerStop: a batch lingering when the loop is stopped is still
// handled (and acked), not dropped.
func TestLoopLingerStop(t *testing.T) {
	js := startJS(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	keyer := events.NewKeyer([]byte("s"))
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	turn := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: "t0", TS: time.Now(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "hello"}}}
	if _, err := events.NewPublisher(js, keyer).PublishTurn(ctx, turn); err != nil {
		t.Fatal(err)
	}
	h := &recordBatches{done: make(chan struct{}), want: 1}
	loop := &events.Loop{Stage: "test", JS: js, Consumer: cons, Batch: 10, Linger: time.Hour}
	lctx, stop := context.WithCancel(ctx)
	errc := make(chan error, 1)
	go func() { errc <- loop.Run(lctx, h) }()
	time.Sleep(300 * time.Millisecond) // the message is in hand, lingering
	stop()
	if err := <-errc; err != nil {
		t.Fatal(err)
	}
	select {
	case <-h.done:
	default:
		t.Fatal("the lingering batch was not handled on stop")
	}
	// The server applies acks asynchronously: wait (bounded) for it to
	// have applied the one the loop sent before it returned.
	var info *jetstream.ConsumerInfo
	for {
		info, err = cons.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if info.NumAckPending == 0 && info.NumPending == 0 || ctx.Err() != nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if info.NumAckPending != 0 || info.NumPending != 0 {
		t.Errorf("after stop: %d pending acks, %d pending messages; want the batch acked", info.NumAckPending, info.NumPending)
	}
}
