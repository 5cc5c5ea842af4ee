package worker

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// keepAlive keeps a message in progress past its ack wait while running,
// and lets it be redelivered once stopped.
func TestKeepAlive(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	js := testutil.JetStream(t)
	keyer := events.NewKeyer([]byte("k"))
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "ka", events.ConsumerOptions{AckWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	tr := &events.Turn{TenantID: "acme", UserID: "u1", TurnID: "t1", TS: time.Now().UTC(),
		Messages: []events.Message{{Role: events.RoleUser, Content: "hello"}}}
	if _, err := events.NewPublisher(js, keyer).PublishTurn(ctx, tr); err != nil {
		t.Fatal(err)
	}
	fetch := func(wait time.Duration) jetstream.Msg {
		b, err := cons.Fetch(1, jetstream.FetchMaxWait(wait))
		if err != nil {
			t.Fatal(err)
		}
		for m := range b.Messages() {
			return m
		}
		return nil
	}
	m := fetch(5 * time.Second)
	if m == nil {
		t.Fatal("no message")
	}
	stop := keepAlive(ctx, m, 300*time.Millisecond)
	// Three ack waits pass: the message is not redelivered.
	if again := fetch(3 * time.Second); again != nil {
		t.Fatal("message redelivered while kept alive")
	}
	stop()
	// Stopped, the message is redelivered after its ack wait.
	again := fetch(5 * time.Second)
	if again == nil {
		t.Fatal("message not redelivered after keepAlive stopped")
	}
	_ = again.Ack()
}
