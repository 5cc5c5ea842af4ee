// Package openai is the remote embedder: it embeds texts with an
// OpenAI-compatible POST /v1/embeddings endpoint (OpenAI, vLLM, Ollama,
// text-embeddings-inference, ...) through github.com/sashabaranov/go-openai.
//
// Inputs are sent in batches of at most Config.BatchSize; each request is
// bounded by a timeout and retried on 429, 5xx and network errors with
// backoff, honouring Retry-After. Returned vectors are L2-normalised, so a
// dot product is a cosine similarity. Texts must already be PII-masked:
// this package sends them as given.
package openai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net/http"
	"strings"
	"sync/atomic"
	"time"

	"github.com/cenkalti/backoff/v4"
	goopenai "github.com/sashabaranov/go-openai"

	"github.com/engram-memory/engram/internal/openaix"
	"github.com/engram-memory/engram/pkg/events"
)

// Defaults applied by New for zero-valued Config fields.
const (
	DefaultTimeout    = 30 * time.Second
	DefaultMaxRetries = 3
	DefaultMaxWait    = 30 * time.Second
	// MaxBatchSize is the most inputs sent in one request, and the default
	// of Config.BatchSize.
	MaxBatchSize = 256
)

// ErrDimMismatch marks a reply whose vectors do not have the embedder's
// dimension (configured, or learned from the first reply): the endpoint
// serves a different model than configured. It wraps neither
// events.ErrTemporary nor events.ErrPermanent: the input is fine, the
// configuration is not, and an operator must fix it.
var ErrDimMismatch = errors.New("embedding dimension mismatch")

// Config configures the remote embedder.
type Config struct {
	// BaseURL is the OpenAI-compatible API root including the version path
	// (e.g. http://localhost:8080/v1). Required.
	BaseURL string
	// APIKey is sent as a bearer token; empty sends none.
	APIKey string
	// Model is the embedding model name. Required; it is part of ID().
	Model string
	// Dim is the expected vector dimension; 0 means learn it from the first
	// reply (Dim() returns 0 until then; see Probe).
	Dim int
	// BatchSize is the most inputs per request; 0 means MaxBatchSize (256),
	// which is also the maximum.
	BatchSize int
	// Timeout bounds each request; 0 means DefaultTimeout (30s).
	Timeout time.Duration
	// MaxRetries is how many times a request failed with 429, 5xx or a
	// network error is retried; 0 means DefaultMaxRetries (3), negative
	// means never.
	MaxRetries int
	// MaxWait caps one wait between retries, including one asked for by
	// Retry-After; 0 means DefaultMaxWait (30s).
	MaxWait time.Duration
}

// Validate reports every problem with the configuration, joined.
func (c Config) Validate() error {
	var errs []error
	if c.BaseURL == "" || (!strings.HasPrefix(c.BaseURL, "http://") && !strings.HasPrefix(c.BaseURL, "https://")) {
		errs = append(errs, fmt.Errorf("openai embedder: base URL %q must be an absolute http(s) URL", c.BaseURL))
	}
	if c.Model == "" {
		errs = append(errs, errors.New("openai embedder: model is required"))
	}
	if c.Dim < 0 || c.Dim > 65536 {
		errs = append(errs, fmt.Errorf("openai embedder: dim %d is out of range (0 to 65536)", c.Dim))
	}
	if c.BatchSize < 0 || c.BatchSize > MaxBatchSize {
		errs = append(errs, fmt.Errorf("openai embedder: batch size %d is out of range (0 to %d)", c.BatchSize, MaxBatchSize))
	}
	if c.Timeout < 0 || c.MaxWait < 0 {
		errs = append(errs, errors.New("openai embedder: timeout and max wait must not be negative"))
	}
	if c.MaxRetries > 20 {
		errs = append(errs, fmt.Errorf("openai embedder: max retries %d is over the limit of 20", c.MaxRetries))
	}
	return errors.Join(errs...)
}

// Embedder embeds texts with a remote endpoint. It is safe for concurrent
// use.
type Embedder struct {
	cfg    Config
	client *goopenai.Client
	dim    atomic.Int64
	after  func(time.Duration) <-chan time.Time
	now    func() time.Time
	http   *http.Client
}

// Option customises an Embedder.
type Option func(*Embedder)

// WithAfter replaces time.After for the waits between retries (tests).
func WithAfter(f func(time.Duration) <-chan time.Time) Option {
	return func(e *Embedder) { e.after = f }
}

// WithHTTPClient sets the HTTP client; its Timeout should be zero, as
// Config.Timeout bounds each request.
func WithHTTPClient(c *http.Client) Option {
	return func(e *Embedder) { e.http = c }
}

// New validates cfg, applies its defaults and returns an Embedder.
func New(cfg Config, opts ...Option) (*Embedder, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	if cfg.BatchSize == 0 {
		cfg.BatchSize = MaxBatchSize
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = DefaultTimeout
	}
	switch {
	case cfg.MaxRetries == 0:
		cfg.MaxRetries = DefaultMaxRetries
	case cfg.MaxRetries < 0:
		cfg.MaxRetries = 0
	}
	if cfg.MaxWait == 0 {
		cfg.MaxWait = DefaultMaxWait
	}
	e := &Embedder{cfg: cfg, after: time.After, now: time.Now, http: &http.Client{}}
	e.dim.Store(int64(cfg.Dim))
	for _, o := range opts {
		o(e)
	}
	oc := goopenai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	oc.HTTPClient = e.http
	e.client = goopenai.NewClientWithConfig(oc)
	return e, nil
}

// ID returns "openai:<model>". Vectors of different ids are never compared.
func (e *Embedder) ID() string { return "openai:" + e.cfg.Model }

// Dim returns the vector dimension: the configured one, else the one
// learned from the first reply, else 0.
func (e *Embedder) Dim() int { return int(e.dim.Load()) }

// Probe returns the dimension, embedding one short text to learn it if it
// is not known yet. Call it at start-up when a store needs the dimension
// before the first Embed.
func (e *Embedder) Probe(ctx context.Context) (int, error) {
	if d := e.Dim(); d > 0 {
		return d, nil
	}
	if _, err := e.Embed(ctx, []string{"dimension probe"}); err != nil {
		return 0, err
	}
	return e.Dim(), nil
}

// Embed returns one L2-normalised vector per text, in order. Texts are sent
// in batches of at most Config.BatchSize; blank texts are sent as a single
// space (endpoints reject empty inputs). Errors wrap events.ErrTemporary
// (retries exhausted, timeout, cancelled ctx, a deployment 4xx such as 401)
// or events.ErrPermanent (400/413/422: the input itself is refused), or
// ErrDimMismatch.
func (e *Embedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, 0, len(texts))
	for start := 0; start < len(texts); start += e.cfg.BatchSize {
		batch := texts[start:min(start+e.cfg.BatchSize, len(texts))]
		vecs, err := e.embedBatch(ctx, batch)
		if err != nil {
			return nil, fmt.Errorf("openai embedder: inputs %d-%d of %d: %w", start, start+len(batch)-1, len(texts), err)
		}
		out = append(out, vecs...)
	}
	return out, nil
}

func (e *Embedder) embedBatch(ctx context.Context, batch []string) ([][]float32, error) {
	input := make([]string, len(batch))
	for i, s := range batch {
		if strings.TrimSpace(s) == "" {
			s = " "
		}
		input[i] = s
	}
	req := goopenai.EmbeddingRequest{Input: input, Model: goopenai.EmbeddingModel(e.cfg.Model)}

	wb := openaix.NewWaitBackOff(e.cfg.MaxWait)
	b := backoff.WithContext(backoff.WithMaxRetries(wb, uint64(e.cfg.MaxRetries)), ctx)
	var resp goopenai.EmbeddingResponse
	attempts := 0
	op := func() error {
		attempts++
		callCtx, cancel := context.WithTimeout(ctx, e.cfg.Timeout)
		defer cancel()
		r, err := e.client.CreateEmbeddings(callCtx, req)
		if err == nil {
			resp = r
			return nil
		}
		f := openaix.Classify(ctx, callCtx, err, r.Header(), e.now())
		if f.Class != openaix.ClassRetry {
			return backoff.Permanent(f)
		}
		if f.HasAfter {
			wb.Honour(f.RetryAfter)
		}
		return f
	}
	if err := backoff.RetryNotifyWithTimer(op, b, nil, &openaix.AfterTimer{After: e.after}); err != nil {
		var f *openaix.Failure
		switch {
		case !errors.As(err, &f):
			return nil, fmt.Errorf("after %d attempts: %w (%w)", attempts, err, events.ErrTemporary)
		case f.Class == openaix.ClassClient && openaix.PermanentStatus(f.Status):
			return nil, fmt.Errorf("request rejected: %w (%w)", f.Err, events.ErrPermanent)
		case f.Class == openaix.ClassTimeout:
			return nil, fmt.Errorf("request timed out after %s: %w (%w)", e.cfg.Timeout, f.Err, events.ErrTemporary)
		default:
			return nil, fmt.Errorf("after %d attempts: %w (%w)", attempts, f.Err, events.ErrTemporary)
		}
	}
	return e.vectors(resp, len(batch))
}

// vectors checks a reply (one vector per input, by index, all of the
// embedder's dimension, finite) and returns its vectors normalised.
func (e *Embedder) vectors(resp goopenai.EmbeddingResponse, n int) ([][]float32, error) {
	if len(resp.Data) != n {
		return nil, fmt.Errorf("reply holds %d vectors for %d inputs (%w)", len(resp.Data), n, events.ErrTemporary)
	}
	out := make([][]float32, n)
	for _, d := range resp.Data {
		if d.Index < 0 || d.Index >= n || out[d.Index] != nil {
			return nil, fmt.Errorf("reply has a bad or repeated index %d (%w)", d.Index, events.ErrTemporary)
		}
		if len(d.Embedding) == 0 {
			return nil, fmt.Errorf("reply has an empty vector at index %d (%w)", d.Index, events.ErrTemporary)
		}
		want := int(e.dim.Load())
		if want == 0 && e.dim.CompareAndSwap(0, int64(len(d.Embedding))) {
			want = len(d.Embedding)
		} else if want == 0 {
			want = int(e.dim.Load())
		}
		if len(d.Embedding) != want {
			return nil, fmt.Errorf("vector %d has %d dimensions, want %d: %w", d.Index, len(d.Embedding), want, ErrDimMismatch)
		}
		v, ok := normalize(d.Embedding)
		if !ok {
			return nil, fmt.Errorf("vector %d has a NaN or infinite component (%w)", d.Index, events.ErrTemporary)
		}
		out[d.Index] = v
	}
	return out, nil
}

// normalize returns v scaled to unit length (a zero vector stays zero);
// false if a component is not finite.
func normalize(v []float32) ([]float32, bool) {
	var sum float64
	for _, x := range v {
		f := float64(x)
		if math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, false
		}
		sum += f * f
	}
	out := make([]float32, len(v))
	if sum == 0 {
		return out, true
	}
	inv := 1 / math.Sqrt(sum)
	for i, x := range v {
		out[i] = float32(float64(x) * inv)
	}
	return out, true
}
