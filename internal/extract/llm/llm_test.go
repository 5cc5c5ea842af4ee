package llm_test

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/llm"
	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

const goodReply = `{"facts":[{"type":"profile","content":"The user's name is Ana.","key":"name","value":"Ana","confidence":0.95,"importance":0.9}],"forget":[]}`

func turn() *events.Turn {
	return &events.Turn{
		TenantID: "acme", UserID: "ana@example.com", TurnID: "t-1",
		TS: time.Date(2024, 5, 1, 9, 30, 0, 0, time.UTC),
		Messages: []events.Message{
			{Role: events.RoleUser, Content: "Hi, I'm Ana. I moved to Lisbon yesterday."},
			{Role: events.RoleAssistant, Content: "Welcome, Ana! You should try pastel de nata."},
		},
	}
}

// recorder collects hook calls and the waits asked for, and never sleeps.
type recorder struct {
	mu       sync.Mutex
	waits    []time.Duration
	outcomes []string
	prompt   int
	complete int
	tenants  []string
}

func (r *recorder) after(d time.Duration) <-chan time.Time {
	r.mu.Lock()
	r.waits = append(r.waits, d)
	r.mu.Unlock()
	c := make(chan time.Time, 1)
	c <- time.Now()
	return c
}

func (r *recorder) outcome(o string) { r.mu.Lock(); r.outcomes = append(r.outcomes, o); r.mu.Unlock() }

func (r *recorder) usage(tenant string, p, c int) {
	r.mu.Lock()
	r.tenants = append(r.tenants, tenant)
	r.prompt += p
	r.complete += c
	r.mu.Unlock()
}

func (r *recorder) Outcomes() string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return strings.Join(r.outcomes, ",")
}

func newExtractor(t *testing.T, srv *llmtest.Server, mod func(*llm.Config), opts ...llm.Option) (*llm.Extractor, *recorder) {
	t.Helper()
	rec := &recorder{}
	cfg := llm.Config{BaseURL: srv.BaseURL(), APIKey: "sk-test", Model: "m1", Timeout: 5 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	opts = append([]llm.Option{llm.WithLogger(slog.New(slog.DiscardHandler)), llm.WithAfter(rec.after), llm.WithOnOutcome(rec.outcome), llm.WithOnUsage(rec.usage)}, opts...)
	e, err := llm.New(cfg, opts...)
	if err != nil {
		t.Fatal(err)
	}
	return e, rec
}

func TestConfigValidate(t *testing.T) {
	if err := (llm.Config{}).Validate(); err == nil || !strings.Contains(err.Error(), "base URL") || !strings.Contains(err.Error(), "model") {
		t.Fatalf("empty config: %v", err)
	}
	for _, c := range []llm.Config{
		{BaseURL: "localhost:8080", Model: "m"},
		{BaseURL: "http://x/v1", Model: "m", PromptVersion: "p0"},
		{BaseURL: "http://x/v1", Model: "m", Concurrency: -1},
		{BaseURL: "http://x/v1", Model: "m", JSONMode: "on"},
		{BaseURL: "http://x/v1", Model: "m", Timeout: -time.Second},
	} {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v: want an error", c)
		}
	}
	if err := (llm.Config{BaseURL: "http://x/v1", Model: "m"}).Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestExtractValid(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(goodReply, 120, 30))
	e, rec := newExtractor(t, srv, nil)
	if e.ID() != "llm:m1/"+llm.PromptVersion {
		t.Fatalf("ID = %q", e.ID())
	}
	res, err := e.Extract(context.Background(), turn())
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Facts) != 1 || res.Facts[0].Key != "name" || res.Facts[0].Value != "Ana" {
		t.Fatalf("result = %+v", res)
	}
	if rec.Outcomes() != "ok" || rec.prompt != 120 || rec.complete != 30 || rec.tenants[0] != "acme" {
		t.Fatalf("hooks: %s %d %d %v", rec.Outcomes(), rec.prompt, rec.complete, rec.tenants)
	}
	reqs := srv.Requests(llmtest.ChatPath)
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	c := reqs[0].Chat()
	if c.Model != "m1" || c.ResponseFormat == nil || c.ResponseFormat.Type != "json_object" || len(c.Messages) != 2 {
		t.Fatalf("request = %+v", c)
	}
	if c.Temperature == nil || *c.Temperature > 1e-6 {
		t.Fatalf("temperature = %v, want ~0", c.Temperature)
	}
	user := c.Messages[1].Content
	for _, want := range []string{"2024-05-01T09:30:00Z", "Wednesday", "[USER]: Hi, I'm Ana", "[ASSISTANT]: Welcome"} {
		if !strings.Contains(user, want) {
			t.Errorf("user prompt lacks %q:\n%s", want, user)
		}
	}
	if strings.Contains(user, "ana@example.com") {
		t.Error("the user id must not be sent to the model")
	}
	if got := reqs[0].Header.Get("Authorization"); got != "Bearer sk-test" {
		t.Errorf("Authorization = %q", got)
	}
}

func TestExtractNoUserMessageMakesNoRequest(t *testing.T) {
	srv := llmtest.NewServer(t)
	e, _ := newExtractor(t, srv, nil)
	tr := turn()
	tr.Messages = []events.Message{{Role: events.RoleAssistant, Content: "You love Lisbon."}}
	res, err := e.Extract(context.Background(), tr)
	if err != nil || len(res.Facts) != 0 || srv.Count("") != 0 {
		t.Fatalf("res %+v err %v requests %d", res, err, srv.Count(""))
	}
}

func TestExtractCodeFenceAndProse(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(
		llmtest.Chat("```json\n"+goodReply+"\n```", 1, 1),
		llmtest.Chat("Here is what I found: "+goodReply+" Let me know.", 1, 1),
	)
	e, _ := newExtractor(t, srv, nil)
	for i := range 2 {
		res, err := e.Extract(context.Background(), turn())
		if err != nil || len(res.Facts) != 1 {
			t.Fatalf("reply %d: %+v %v", i, res, err)
		}
	}
	if srv.Count(llmtest.ChatPath) != 2 {
		t.Fatalf("%d requests, want no repair", srv.Count(llmtest.ChatPath))
	}
}

func TestExtractWrongTypes(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(`{"facts":[{"type":"Preference","content":"The user likes tea.","confidence":"0.9","importance":70},{"type":"gossip","content":"x"},{"type":"fact"}]}`, 1, 1))
	e, _ := newExtractor(t, srv, nil)
	res, err := e.Extract(context.Background(), turn())
	if err != nil || len(res.Facts) != 1 || res.Facts[0].Confidence != 0.9 || res.Facts[0].Importance != 0.7 {
		t.Fatalf("%+v %v", res, err)
	}
}

func TestExtractTruncatedRepaired(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(goodReply[:40], 1, 1), llmtest.Chat(goodReply, 1, 1))
	e, rec := newExtractor(t, srv, nil)
	res, err := e.Extract(context.Background(), turn())
	if err != nil || len(res.Facts) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	reqs := srv.Requests(llmtest.ChatPath)
	if len(reqs) != 2 {
		t.Fatalf("%d requests", len(reqs))
	}
	msgs := reqs[1].Chat().Messages
	if len(msgs) != 4 || msgs[2].Role != "assistant" || msgs[2].Content != goodReply[:40] || !strings.Contains(msgs[3].Content, "could not be parsed") {
		t.Fatalf("repair request = %+v", msgs)
	}
	if rec.Outcomes() != "unparseable,ok" {
		t.Fatalf("outcomes %s", rec.Outcomes())
	}
}

func TestExtractTruncatedTwiceFails(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(goodReply[:40], 1, 1), llmtest.Chat(goodReply[:60], 1, 1), llmtest.Chat(goodReply, 1, 1))
	e, rec := newExtractor(t, srv, nil)
	res, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, extract.ErrUnparseable) || !errors.Is(err, events.ErrPermanent) || errors.Is(err, events.ErrTemporary) {
		t.Fatalf("err = %v", err)
	}
	if len(res.Facts) != 0 || srv.Count(llmtest.ChatPath) != 2 {
		t.Fatalf("res %+v, %d requests (want exactly one repair)", res, srv.Count(llmtest.ChatPath))
	}
	if rec.Outcomes() != "unparseable,unparseable" {
		t.Fatalf("outcomes %s", rec.Outcomes())
	}
}

func TestExtractEmptyChoices(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.EmptyChoices(), llmtest.EmptyChoices())
	e, _ := newExtractor(t, srv, nil)
	_, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, extract.ErrUnparseable) || !errors.Is(err, events.ErrPermanent) {
		t.Fatalf("err = %v", err)
	}
	if srv.Count(llmtest.ChatPath) != 2 {
		t.Fatalf("%d requests", srv.Count(llmtest.ChatPath))
	}
}

func TestExtractRetryAfter(t *testing.T) {
	srv := llmtest.NewServer(t)
	date := time.Now().Add(90 * time.Second).UTC().Format(http.TimeFormat)
	srv.EnqueueChat(
		llmtest.Error(429, "slow down").WithHeader("Retry-After", "7"),
		llmtest.Error(429, "slow down").WithHeader("Retry-After", date),
		llmtest.Error(503, "busy").WithHeader("Retry-After", "3600"),
		llmtest.Chat(goodReply, 1, 1),
	)
	e, rec := newExtractor(t, srv, func(c *llm.Config) { c.MaxWait = 2 * time.Minute })
	res, err := e.Extract(context.Background(), turn())
	if err != nil || len(res.Facts) != 1 {
		t.Fatalf("%+v %v", res, err)
	}
	if srv.Count(llmtest.ChatPath) != 4 {
		t.Fatalf("%d requests", srv.Count(llmtest.ChatPath))
	}
	if len(rec.waits) != 3 || rec.waits[0] != 7*time.Second {
		t.Fatalf("waits = %v", rec.waits)
	}
	if w := rec.waits[1]; w < 80*time.Second || w > 91*time.Second {
		t.Fatalf("HTTP-date Retry-After wait = %v, want ~90s", w)
	}
	if rec.waits[2] != 2*time.Minute {
		t.Fatalf("Retry-After over MaxWait: wait = %v, want the 2m cap", rec.waits[2])
	}
	if rec.Outcomes() != "retry,retry,retry,ok" {
		t.Fatalf("outcomes %s", rec.Outcomes())
	}
}

func Test500ThenSuccess(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Error(500, "oops"), llmtest.Error(502, "bad gateway"), llmtest.Chat(goodReply, 1, 1))
	e, rec := newExtractor(t, srv, nil)
	res, err := e.Extract(context.Background(), turn())
	if err != nil || len(res.Facts) != 1 {
		t.Fatalf("%+v %v (outcomes %s)", res, err, rec.Outcomes())
	}
	if srv.Count(llmtest.ChatPath) != 3 || rec.Outcomes() != "retry,retry,ok" {
		t.Fatalf("%d requests, outcomes %s", srv.Count(llmtest.ChatPath), rec.Outcomes())
	}
	// Exponential backoff from 500ms with jitter: the first wait is in
	// [250ms,750ms], the second in [500ms,1.5s].
	if len(rec.waits) != 2 || rec.waits[0] < 250*time.Millisecond || rec.waits[0] > 750*time.Millisecond ||
		rec.waits[1] < 500*time.Millisecond || rec.waits[1] > 1500*time.Millisecond {
		t.Fatalf("waits = %v", rec.waits)
	}
}

func TestGarbage200NotRetried(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Raw("<html>bad gateway</html>").WithHeader("Content-Type", "text/html"))
	e, rec := newExtractor(t, srv, nil)
	_, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, events.ErrTemporary) || srv.Count(llmtest.ChatPath) != 1 || rec.Outcomes() != "http_error" {
		t.Fatalf("err %v, %d requests, outcomes %s", err, srv.Count(llmtest.ChatPath), rec.Outcomes())
	}
}

func Test500sExhausted(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Error(500, "down") })
	e, rec := newExtractor(t, srv, func(c *llm.Config) { c.MaxRetries = 2 })
	_, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, events.ErrTemporary) || errors.Is(err, events.ErrPermanent) {
		t.Fatalf("err = %v", err)
	}
	if n := srv.Count(llmtest.ChatPath); n != 3 {
		t.Fatalf("%d requests, want 1 + 2 retries", n)
	}
	if rec.Outcomes() != "retry,retry,http_error" {
		t.Fatalf("outcomes %s", rec.Outcomes())
	}
}

func TestNoRetryOn4xx(t *testing.T) {
	for _, tc := range []struct {
		status    int
		permanent bool
	}{{401, false}, {404, false}, {413, true}} {
		srv := llmtest.NewServer(t)
		srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Error(tc.status, "no") })
		e, rec := newExtractor(t, srv, nil)
		_, err := e.Extract(context.Background(), turn())
		if errors.Is(err, events.ErrPermanent) != tc.permanent || errors.Is(err, events.ErrTemporary) == tc.permanent {
			t.Errorf("%d: err = %v", tc.status, err)
		}
		if n := srv.Count(llmtest.ChatPath); n != 1 || rec.Outcomes() != "http_error" {
			t.Errorf("%d: %d requests, outcomes %s", tc.status, n, rec.Outcomes())
		}
	}
}

func TestTimeout(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Hang() })
	e, rec := newExtractor(t, srv, func(c *llm.Config) { c.Timeout = 50 * time.Millisecond })
	_, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, events.ErrTemporary) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
	if rec.Outcomes() != "timeout" || srv.Count(llmtest.ChatPath) != 1 {
		t.Fatalf("outcomes %s, %d requests", rec.Outcomes(), srv.Count(llmtest.ChatPath))
	}
}

func TestCallerCancel(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Hang() })
	e, _ := newExtractor(t, srv, nil)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		for srv.Count(llmtest.ChatPath) == 0 {
			time.Sleep(time.Millisecond)
		}
		cancel()
	}()
	_, err := e.Extract(ctx, turn())
	if !errors.Is(err, context.Canceled) || !errors.Is(err, events.ErrTemporary) {
		t.Fatalf("err = %v", err)
	}
}

func TestJSONModeFallback(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(r llmtest.Request) llmtest.Reply {
		if r.Chat().ResponseFormat != nil {
			return llmtest.Error(400, "response_format is not supported by this model")
		}
		return llmtest.Chat(goodReply, 1, 1)
	})
	e, rec := newExtractor(t, srv, nil)
	for range 2 {
		res, err := e.Extract(context.Background(), turn())
		if err != nil || len(res.Facts) != 1 {
			t.Fatalf("%+v %v", res, err)
		}
	}
	// First Extract: rejected + fallback; second: no response_format at all.
	if n := srv.Count(llmtest.ChatPath); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
	if rec.Outcomes() != "retry,ok,ok" {
		t.Fatalf("outcomes %s", rec.Outcomes())
	}
}

func TestJSONModeKeptOnUnrelated400(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Error(400, "context length exceeded") })
	e, _ := newExtractor(t, srv, nil)
	_, err := e.Extract(context.Background(), turn())
	if !errors.Is(err, events.ErrPermanent) {
		t.Fatalf("err = %v", err)
	}
	srv.HandleChat(func(llmtest.Request) llmtest.Reply { return llmtest.Chat(goodReply, 1, 1) })
	if _, err := e.Extract(context.Background(), turn()); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests(llmtest.ChatPath)
	if reqs[len(reqs)-1].Chat().ResponseFormat == nil {
		t.Fatal("JSON mode was turned off by a 400 unrelated to response_format")
	}
}

func TestJSONModeOff(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(goodReply, 1, 1))
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.JSONMode = llm.JSONOff; c.Temperature = -1 })
	if _, err := e.Extract(context.Background(), turn()); err != nil {
		t.Fatal(err)
	}
	c := srv.Requests(llmtest.ChatPath)[0].Chat()
	if c.ResponseFormat != nil || c.Temperature != nil {
		t.Fatalf("request = %+v", c)
	}
}

func TestConcurrencyLimit(t *testing.T) {
	srv := llmtest.NewServer(t)
	var inflight, peak atomic.Int32
	srv.HandleChat(func(llmtest.Request) llmtest.Reply {
		n := inflight.Add(1)
		for {
			p := peak.Load()
			if n <= p || peak.CompareAndSwap(p, n) {
				break
			}
		}
		time.Sleep(20 * time.Millisecond)
		inflight.Add(-1)
		return llmtest.Chat(goodReply, 1, 1)
	})
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.Concurrency = 2 })
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			if _, err := e.Extract(context.Background(), turn()); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if p := peak.Load(); p < 1 || p > 2 {
		t.Fatalf("peak in-flight requests = %d, want at most 2", p)
	}
}

func TestProgressHook(t *testing.T) {
	srv := llmtest.NewServer(t)
	progressed := make(chan struct{})
	var once sync.Once
	// The reply waits until the progress hook has fired at least once.
	srv.HandleChat(func(llmtest.Request) llmtest.Reply {
		select {
		case <-progressed:
			return llmtest.Chat(goodReply, 1, 1)
		case <-time.After(10 * time.Second):
			return llmtest.Error(500, "progress hook never called")
		}
	})
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.MaxRetries = -1; c.Timeout = 20 * time.Second }, llm.WithProgressInterval(time.Millisecond))
	var calls atomic.Int32
	var returned atomic.Bool
	ctx := llm.WithProgress(context.Background(), func() {
		if returned.Load() {
			t.Error("progress hook called after Extract returned")
		}
		calls.Add(1)
		once.Do(func() { close(progressed) })
	})
	if _, err := e.Extract(ctx, turn()); err != nil {
		t.Fatal(err)
	}
	returned.Store(true)
	if calls.Load() == 0 {
		t.Fatal("progress hook not called")
	}
	time.Sleep(5 * time.Millisecond) // a late call would fail the test
}

func TestReasoningModelGetsNoTemperature(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueChat(llmtest.Chat(goodReply, 1, 1))
	e, _ := newExtractor(t, srv, func(c *llm.Config) { c.Model = "o3-mini"; c.Temperature = 0.2 })
	if _, err := e.Extract(context.Background(), turn()); err != nil {
		t.Fatal(err)
	}
	if c := srv.Requests(llmtest.ChatPath)[0].Chat(); c.Temperature != nil {
		t.Fatalf("temperature sent to a reasoning model: %v", *c.Temperature)
	}
}
