package bench

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// TestLLMProviderLimits runs the extractor against the scripted model
// (the test double at the model boundary) while the model enforces a
// provider's limits, over a window shortened from a minute to seconds.
// Told the limits, the extractor never exceeds them; not told, it meets
// 429 answers and slows down as Retry-After asks. Either way every turn
// is extracted and none is dead-lettered.
func TestLLMProviderLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline for about 40 s")
	}
	t.Run("known limits", func(t *testing.T) {
		lim := llmtest.Limits{Requests: 20, Tokens: 20000, Window: 10 * time.Second}
		u := runLimited(t, 30, lim, true)
		if u.MaxRequests > lim.Requests || u.MaxTokens > lim.Tokens {
			t.Errorf("limits exceeded: %d requests and %d tokens in a window (limits %d, %d)", u.MaxRequests, u.MaxTokens, lim.Requests, lim.Tokens)
		}
		if u.Rejected != 0 {
			t.Errorf("%d requests answered 429 although the extractor knew the limits", u.Rejected)
		}
	})
	t.Run("429 only", func(t *testing.T) {
		lim := llmtest.Limits{Requests: 10, Window: 5 * time.Second}
		u := runLimited(t, 20, lim, false)
		if u.Rejected == 0 {
			t.Error("the server never answered 429: the test did not throttle")
		}
		if u.MaxRequests > lim.Requests {
			t.Errorf("%d requests admitted in a window of %d", u.MaxRequests, lim.Requests)
		}
		// Slowing down: a turn answered 429 waits as Retry-After asks
		// instead of retrying at once, so no turn meets more than one.
		if u.Rejected > 20 {
			t.Errorf("%d answers 429 for 20 turns: the extractor retried without waiting", u.Rejected)
		}
	})
}

// runLimited extracts n turns with the scripted model enforcing lim; the
// extractor is told the limits when known. It returns what the server
// counted once every turn's fact batch is published.
func runLimited(t *testing.T, n int, lim llmtest.Limits, known bool) llmtest.Usage {
	t.Helper()
	o := LLMOptions{Latency: 200 * time.Millisecond}
	srv := scriptedModel(o)
	defer srv.Close()
	srv.SetLimits(lim)
	cfg := llmConfig(Config(t.TempDir()), srv, o)
	if known {
		cfg.LLMRPM, cfg.LLMTPM = lim.Requests, lim.Tokens
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	a, err := openPipelineWith(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	a.LLMRateWindow = lim.Window
	wctx, wcancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := a.RunExtractor(wctx); err != nil && !errors.Is(err, context.Canceled) {
			t.Error(err)
		}
	}()
	defer func() { wcancel(); wg.Wait() }()
	pub := events.NewPublisher(a.JS, a.Keyer)
	for i := range n {
		turn := &events.Turn{TenantID: "lim", UserID: "u" + strconv.Itoa(i%5), TurnID: "t" + strconv.Itoa(i), TS: time.Now(),
			Messages: []events.Message{{Role: events.RoleUser, Content: "I live in Lyon and I work as a baker, turn " + strconv.Itoa(i) + "."}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	if err := drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, nil); err != nil {
		t.Fatal(err)
	}
	took := time.Since(start)
	msgs := func(stream string) uint64 {
		st, err := a.JS.Stream(ctx, stream)
		if err != nil {
			t.Fatal(err)
		}
		si, err := st.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return si.State.Msgs
	}
	if got := msgs(events.StreamFacts); got != uint64(n) {
		t.Errorf("%d fact batches for %d turns", got, n)
	}
	if got := msgs(events.StreamDLQ); got != 0 {
		t.Errorf("%d dead letters", got)
	}
	u := srv.Usage()
	t.Logf("%d turns in %s: %d requests admitted, %d answered 429, at most %d requests and %d tokens in a %s window (limits %d, %d)",
		n, took.Round(100*time.Millisecond), u.Admitted, u.Rejected, u.MaxRequests, u.MaxTokens, lim.Window, lim.Requests, lim.Tokens)
	return u
}

// TestLLMTenantConcurrency: with --extract-tenant-concurrency 2 each of
// two tenants has at most 2 model calls in flight, whatever the process
// allows (16), and both progress side by side.
func TestLLMTenantConcurrency(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the pipeline")
	}
	o := LLMOptions{Latency: 300 * time.Millisecond, Concurrency: 16}
	srv := scriptedModel(o)
	defer srv.Close()
	var mu sync.Mutex
	inFlight, most := 0, 0
	reply := scriptedReply(o)
	srv.HandleChat(func(r llmtest.Request) llmtest.Reply {
		mu.Lock()
		inFlight++
		most = max(most, inFlight)
		mu.Unlock()
		time.Sleep(o.Latency)
		mu.Lock()
		inFlight--
		mu.Unlock()
		return reply(r).WithDelay(0)
	})
	cfg := llmConfig(Config(t.TempDir()), srv, o)
	cfg.TenantConcurrency = 2
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	a, err := openPipelineWith(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	wctx, wcancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		if err := a.RunExtractor(wctx); err != nil && !errors.Is(err, context.Canceled) {
			t.Error(err)
		}
	}()
	defer func() { wcancel(); wg.Wait() }()
	pub := events.NewPublisher(a.JS, a.Keyer)
	for i := range 16 {
		tenant := []string{"ten-a", "ten-b"}[i%2]
		turn := &events.Turn{TenantID: tenant, UserID: "u" + strconv.Itoa(i), TurnID: "t" + strconv.Itoa(i), TS: time.Now(),
			Messages: []events.Message{{Role: events.RoleUser, Content: "I grow tomatoes on plot " + strconv.Itoa(i) + "."}}}
		if _, err := pub.PublishTurn(ctx, turn); err != nil {
			t.Fatal(err)
		}
	}
	if err := drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, nil); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	t.Logf("16 turns of 2 tenants: at most %d model calls in flight", most)
	if most > 4 {
		t.Errorf("%d calls in flight, want at most 2 per tenant (4)", most)
	}
	if most < 3 {
		t.Errorf("at most %d calls in flight: the two tenants did not run side by side", most)
	}
}
