package events_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/pkg/events"
)

// TestLoopCrashLoopPoisonPill runs a worker in a crash loop: one message
// (a poison pill) makes it die every time it is started, as a SIGKILL
// would (its connection closes with nothing acked or nakked), and a fresh
// worker takes over. Every innocent message is processed once the worker
// recovers, and the poison pill lands in the dead-letter stream with its
// stage, the reason "deliveries exhausted" and the delivery count, before
// anything would give up on it. It runs in both consumer modes: batches
// (the ingester) and one message per goroutine (the extractor).
func TestLoopCrashLoopPoisonPill(t *testing.T) {
	for _, mode := range []struct {
		name              string
		batch, concurrent int
	}{{"batch", 8, 0}, {"concurrent", 0, 4}} {
		t.Run(mode.name, func(t *testing.T) {
			crashLoop(t, mode.batch, mode.concurrent)
		})
	}
}

func crashLoop(t *testing.T, batch, concurrency int) {
	srv, err := natsembed.Start(natsembed.Config{StoreDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	connect := func() (*nats.Conn, jetstream.JetStream) {
		nc, err := srv.Connect("worker")
		if err != nil {
			t.Fatal(err)
		}
		js, err := jetstream.New(nc)
		if err != nil {
			t.Fatal(err)
		}
		return nc, js
	}
	nc, js := connect()
	defer nc.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	if err := events.EnsureStreams(ctx, js, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	pub := events.NewPublisher(js, events.NewKeyer([]byte("s")))
	const n, poison = 40, "t3"
	for i := range n {
		turn := &events.Turn{TenantID: "acme", UserID: "u" + strconv.Itoa(i%3), TurnID: "t" + strconv.Itoa(i), TS: time.Now(),
			Messages: []events.Message{{Role: events.RoleUser, Content: "msg"}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
	}
	const maxDeliver = 3
	cons, err := events.EnsureConsumer(ctx, js, events.StreamTurns, "crash", events.ConsumerOptions{MaxDeliver: maxDeliver, AckWait: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	_ = cons

	var mu sync.Mutex
	acked := map[string]int{}
	crashes := 0
	for cycle := 0; ; cycle++ {
		mu.Lock()
		done := len(acked) == n-1
		mu.Unlock()
		if st, err := js.Stream(ctx, events.StreamDLQ); err == nil && st.CachedInfo().State.Msgs == 0 {
			done = false
		}
		if done || cycle > 30 {
			break
		}
		wnc, wjs := connect()
		wcons, err := wjs.Consumer(ctx, events.StreamTurns, "crash")
		if err != nil {
			t.Fatal(err)
		}
		died := make(chan struct{})
		var once sync.Once
		h := events.HandlerFunc(func(ctx context.Context, m jetstream.Msg) error {
			var turn events.Turn
			if err := json.Unmarshal(m.Data(), &turn); err != nil {
				return err
			}
			if turn.TurnID == poison {
				// Die: the connection goes with every message unsettled.
				once.Do(func() { wnc.Close(); close(died) })
				return nil
			}
			mu.Lock()
			acked[turn.TurnID]++
			mu.Unlock()
			return nil
		})
		wctx, wcancel := context.WithCancel(ctx)
		loop := &events.Loop{Stage: "crashtest", JS: wjs, Consumer: wcons, MaxDeliver: maxDeliver, Batch: batch, Concurrency: concurrency,
			DrainTimeout: time.Second}
		errc := make(chan error, 1)
		go func() { errc <- loop.Run(wctx, events.Each(h)) }()
		select {
		case <-died:
			crashes++
		case <-time.After(3 * time.Second):
		}
		wcancel()
		<-errc
		wnc.Close()
	}
	mu.Lock()
	defer mu.Unlock()
	for i := range n {
		id := "t" + strconv.Itoa(i)
		if id != poison && acked[id] == 0 {
			t.Errorf("innocent message %s never processed (crashes %d)", id, crashes)
		}
	}
	if crashes < maxDeliver {
		t.Errorf("the poison pill crashed the worker %d times, want at least %d", crashes, maxDeliver)
	}
	dlq, err := js.OrderedConsumer(ctx, events.StreamDLQ, jetstream.OrderedConsumerConfig{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := dlq.Fetch(10, jetstream.FetchMaxWait(time.Second))
	if err != nil {
		t.Fatal(err)
	}
	var letters []string
	for m := range got.Messages() {
		var turn events.Turn
		_ = json.Unmarshal(m.Data(), &turn)
		h := m.Headers()
		letters = append(letters, turn.TurnID)
		if turn.TurnID != poison {
			continue
		}
		if h.Get(events.HeaderStage) != "crashtest" || !strings.Contains(h.Get(events.HeaderReason), "deliveries exhausted") {
			t.Errorf("poison dead letter: stage %q reason %q", h.Get(events.HeaderStage), h.Get(events.HeaderReason))
		}
		if d, _ := strconv.Atoi(h.Get(events.HeaderDeliveries)); d <= maxDeliver {
			t.Errorf("poison dead letter: deliveries %q, want more than %d", h.Get(events.HeaderDeliveries), maxDeliver)
		}
	}
	if fmt.Sprint(letters) != "["+poison+"]" {
		t.Errorf("dead letters %v, want only the poison pill %s", letters, poison)
	}
	t.Logf("%d messages, %d crashes, %d innocents processed, dead letters %v", n, crashes, len(acked), letters)
}
