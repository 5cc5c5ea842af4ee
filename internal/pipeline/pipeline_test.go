package pipeline

import (
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
)

// The sampler reads lag and acknowledgements from the server: turns
// published while nobody consumes are the extract stage's lag; once a
// consumer acks them the lag falls and the rate is positive. The history
// stays within its capacity.
func TestSamplerFollowsConsumers(t *testing.T) {
	ctx := context.Background()
	js := testutil.JetStream(t)
	s := &Sampler{JS: js, Capacity: 3}
	if smp := s.SampleOnce(ctx); !smp.Stages["extract"].Missing {
		t.Fatalf("no extractor consumer yet, sample says %+v", smp.Stages["extract"])
	}
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	pub := events.NewPublisher(js, events.NewKeyer([]byte("0123456789abcdef0123456789abcdef")))
	for i := range 5 {
		tr := &events.Turn{TenantID: "acme", UserID: "u1", AgentID: "a", SessionID: "s", TurnID: "t" + string(rune('a'+i)),
			TS: time.Now(), Messages: []events.Message{{Role: events.RoleUser, Content: "hello"}}}
		if _, err := pub.PublishTurn(ctx, tr); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.SampleOnce(ctx).Stages["extract"]; got.Pending != 5 || got.Missing {
		t.Fatalf("extract stage after 5 unconsumed turns: %+v, want 5 pending", got)
	}
	batch, err := cons.Fetch(5, jetstream.FetchMaxWait(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	for m := range batch.Messages() {
		if err := m.DoubleAck(ctx); err != nil {
			t.Fatal(err)
		}
	}
	time.Sleep(20 * time.Millisecond)
	got := s.SampleOnce(ctx).Stages["extract"]
	if got.Pending != 0 || got.AckPending != 0 || got.Acked != 5 || got.PerSecond <= 0 {
		t.Fatalf("extract stage after acking every turn: %+v", got)
	}
	s.SampleOnce(ctx)
	if h := s.History(); len(h) != 3 || !h[0].At.Before(h[2].At) {
		t.Fatalf("history of %d samples, want the last 3 in order", len(h))
	}
}
