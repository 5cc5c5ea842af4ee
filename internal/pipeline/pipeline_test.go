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
	// The server updates a consumer's counts shortly after a publish.
	waitStage := func(what string, ok func(StageSample) bool) StageSample {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for {
			got := s.SampleOnce(ctx).Stages["extract"]
			if ok(got) {
				return got
			}
			if time.Now().After(deadline) {
				t.Fatalf("extract stage %s: %+v", what, got)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	waitStage("after 5 unconsumed turns, want 5 pending", func(g StageSample) bool { return g.Pending == 5 && !g.Missing })
	batch, err := cons.Fetch(5, jetstream.FetchMaxWait(2*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	for m := range batch.Messages() {
		if err := m.DoubleAck(ctx); err != nil {
			t.Fatal(err)
		}
	}
	waitStage("after acking every turn, want none pending and a positive rate", func(g StageSample) bool {
		return g.Pending == 0 && g.AckPending == 0 && g.Acked == 5 && g.PerSecond > 0
	})
	s.SampleOnce(ctx)
	if h := s.History(); len(h) != 3 || !h[0].At.Before(h[2].At) {
		t.Fatalf("history of %d samples, want the last 3 in order", len(h))
	}
}
