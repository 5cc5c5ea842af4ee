package openai_test

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/openai"
	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

var _ embed.Embedder = (*openai.Embedder)(nil)

type waits struct {
	mu sync.Mutex
	d  []time.Duration
}

func (w *waits) after(d time.Duration) <-chan time.Time {
	w.mu.Lock()
	w.d = append(w.d, d)
	w.mu.Unlock()
	c := make(chan time.Time, 1)
	c <- time.Now()
	return c
}

func newEmbedder(t *testing.T, srv *llmtest.Server, mod func(*openai.Config)) (*openai.Embedder, *waits) {
	t.Helper()
	w := &waits{}
	cfg := openai.Config{BaseURL: srv.BaseURL(), Model: "emb-1", Timeout: 5 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	e, err := openai.New(cfg, openai.WithAfter(w.after))
	if err != nil {
		t.Fatal(err)
	}
	return e, w
}

func TestConfigValidate(t *testing.T) {
	for _, c := range []openai.Config{
		{},
		{BaseURL: "http://x/v1"},
		{BaseURL: "x/v1", Model: "m"},
		{BaseURL: "http://x/v1", Model: "m", BatchSize: 257},
		{BaseURL: "http://x/v1", Model: "m", Dim: -1},
	} {
		if err := c.Validate(); err == nil {
			t.Errorf("%+v: want an error", c)
		}
	}
}

func TestEmbedBatchesAndNormalises(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(llmtest.EmbeddingsFunc(16))
	e, _ := newEmbedder(t, srv, func(c *openai.Config) { c.BatchSize = 4 })
	if e.ID() != "openai:emb-1" || e.Dim() != 0 {
		t.Fatalf("ID %q Dim %d", e.ID(), e.Dim())
	}
	texts := make([]string, 10)
	for i := range texts {
		texts[i] = fmt.Sprintf("text %d", i)
	}
	texts[3] = ""
	vecs, err := e.Embed(context.Background(), texts)
	if err != nil {
		t.Fatal(err)
	}
	if len(vecs) != 10 || e.Dim() != 16 {
		t.Fatalf("%d vectors, dim %d", len(vecs), e.Dim())
	}
	reqs := srv.Requests(llmtest.EmbeddingsPath)
	if len(reqs) != 3 || len(reqs[0].EmbeddingsInput()) != 4 || len(reqs[2].EmbeddingsInput()) != 2 {
		t.Fatalf("%d requests", len(reqs))
	}
	if in := reqs[0].EmbeddingsInput()[3]; in != " " {
		t.Fatalf("blank input sent as %q", in)
	}
	for i, v := range vecs {
		if n := llmtest.Norm(v); math.Abs(n-1) > 1e-5 {
			t.Fatalf("vector %d norm %v", i, n)
		}
		// Same direction as the server's raw vector.
		raw := llmtest.Vector(reqs[i/4].EmbeddingsInput()[i%4], 16)
		var dot float64
		for j := range v {
			dot += float64(v[j]) * float64(raw[j])
		}
		if math.Abs(dot-llmtest.Norm(raw)) > 1e-4 {
			t.Fatalf("vector %d is not the normalised server vector (order?)", i)
		}
	}
	if out, err := e.Embed(context.Background(), nil); err != nil || len(out) != 0 || srv.Count("") != 3 {
		t.Fatalf("empty input: %v %v, %d requests", out, err, srv.Count(""))
	}
}

func TestEmbedDefaultBatchIs256(t *testing.T) {
	srv := llmtest.NewServer(t)
	e, _ := newEmbedder(t, srv, nil)
	texts := make([]string, 300)
	for i := range texts {
		texts[i] = fmt.Sprint(i)
	}
	if _, err := e.Embed(context.Background(), texts); err != nil {
		t.Fatal(err)
	}
	reqs := srv.Requests(llmtest.EmbeddingsPath)
	if len(reqs) != 2 || len(reqs[0].EmbeddingsInput()) != 256 || len(reqs[1].EmbeddingsInput()) != 44 {
		t.Fatalf("%d requests", len(reqs))
	}
}

func TestProbe(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(llmtest.EmbeddingsFunc(12))
	e, _ := newEmbedder(t, srv, nil)
	if d, err := e.Probe(context.Background()); err != nil || d != 12 {
		t.Fatalf("Probe = %d, %v", d, err)
	}
	if d, _ := e.Probe(context.Background()); d != 12 || srv.Count("") != 1 {
		t.Fatalf("second Probe made a request")
	}
}

func TestDimMismatch(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(llmtest.EmbeddingsFunc(8))
	e, _ := newEmbedder(t, srv, func(c *openai.Config) { c.Dim = 16 })
	if _, err := e.Embed(context.Background(), []string{"a"}); !errors.Is(err, openai.ErrDimMismatch) {
		t.Fatalf("err = %v", err)
	}
}

func TestRetryAfterThenSuccess(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueEmbeddings(
		llmtest.Error(429, "slow down").WithHeader("Retry-After", "4"),
		llmtest.Error(503, "busy"),
	)
	e, w := newEmbedder(t, srv, nil)
	vecs, err := e.Embed(context.Background(), []string{"a", "b"})
	if err != nil || len(vecs) != 2 {
		t.Fatalf("%v %v", vecs, err)
	}
	if srv.Count(llmtest.EmbeddingsPath) != 3 || len(w.d) != 2 || w.d[0] != 4*time.Second {
		t.Fatalf("%d requests, waits %v", srv.Count(llmtest.EmbeddingsPath), w.d)
	}
}

func TestRetriesExhausted(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(func(llmtest.Request) llmtest.Reply { return llmtest.Error(500, "down") })
	e, _ := newEmbedder(t, srv, func(c *openai.Config) { c.MaxRetries = 2 })
	_, err := e.Embed(context.Background(), []string{"a"})
	if !errors.Is(err, events.ErrTemporary) || srv.Count("") != 3 {
		t.Fatalf("err %v, %d requests", err, srv.Count(""))
	}
}

func TestNoRetryOn400(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(func(llmtest.Request) llmtest.Reply { return llmtest.Error(400, "input too long") })
	e, _ := newEmbedder(t, srv, nil)
	_, err := e.Embed(context.Background(), []string{"a"})
	if !errors.Is(err, events.ErrPermanent) || srv.Count("") != 1 {
		t.Fatalf("err %v, %d requests", err, srv.Count(""))
	}
}

func TestTimeout(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.HandleEmbeddings(func(llmtest.Request) llmtest.Reply { return llmtest.Hang() })
	e, _ := newEmbedder(t, srv, func(c *openai.Config) { c.Timeout = 50 * time.Millisecond })
	_, err := e.Embed(context.Background(), []string{"a"})
	if !errors.Is(err, events.ErrTemporary) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("err = %v", err)
	}
}

func TestBadReplies(t *testing.T) {
	for name, body := range map[string]string{
		"too few vectors": `{"object":"list","data":[{"object":"embedding","index":0,"embedding":[1,0]}]}`,
		"repeated index":  `{"object":"list","data":[{"index":0,"embedding":[1,0]},{"index":0,"embedding":[0,1]}]}`,
		"empty vector":    `{"object":"list","data":[{"index":0,"embedding":[]},{"index":1,"embedding":[0,1]}]}`,
		"ragged dims":     `{"object":"list","data":[{"index":0,"embedding":[1,0]},{"index":1,"embedding":[0,1,0]}]}`,
	} {
		t.Run(name, func(t *testing.T) {
			srv := llmtest.NewServer(t)
			srv.EnqueueEmbeddings(llmtest.Raw(body))
			e, _ := newEmbedder(t, srv, nil)
			if _, err := e.Embed(context.Background(), []string{"a", "b"}); err == nil {
				t.Fatal("want an error")
			}
		})
	}
}

func TestOutOfOrderIndices(t *testing.T) {
	srv := llmtest.NewServer(t)
	srv.EnqueueEmbeddings(llmtest.Raw(`{"object":"list","data":[{"index":1,"embedding":[0,3]},{"index":0,"embedding":[4,0]}]}`))
	e, _ := newEmbedder(t, srv, nil)
	vecs, err := e.Embed(context.Background(), []string{"a", "b"})
	if err != nil || vecs[0][0] != 1 || vecs[1][1] != 1 {
		t.Fatalf("%v %v", vecs, err)
	}
}
