// Package app wires engram's components from a config.Config: the NATS
// connection (external or embedded), the stores, extractor, embedder,
// metrics and logs. Every binary, and `engram serve`, builds on it, so the
// embedded default and production run the same pipeline code.
package app

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/redis/go-redis/v9"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/embed"
	embedopenai "github.com/engram-memory/engram/internal/embed/openai"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/llm"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/pipeline"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/store/qdrantstore"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
)

// App holds the shared components of a process.
type App struct {
	Cfg      config.Config
	Log      *slog.Logger
	Registry *prometheus.Registry
	Metrics  *metrics.Metrics
	Keyer    *events.Keyer
	NATS     *nats.Conn
	JS       jetstream.JetStream
	Embedded *natsembed.Server // nil unless serving the embedded NATS
	// pipeline samples the streams for GET /v1/pipeline (pipelineSampler).
	pipeline *pipeline.Sampler
	// reembedMetrics are made on first use (ReembedMetrics).
	reembedMetrics *metrics.Reembed
	Vectors        store.VectorStore
	State          store.StateStore
	Embedder       embed.Embedder
	// LLMRateWindow is the window of the llm extractor's rate limits; 0
	// means a minute (tests shorten it).
	LLMRateWindow time.Duration

	// NATSTokenFile holds the token of the embedded --nats-listen.
	NATSTokenFile string

	closers []func() error
	// caches are the recallers' caches of users' data, which every
	// eraser of the app empties of the user it erases.
	caches erase.CacheSet
	// deadline, once set (by RunWorker when shutdown starts), bounds the
	// NATS drain in Close; zero means a quarter of Cfg.ShutdownTimeout.
	deadline time.Time
}

// NewLogger builds the slog logger the config asks for.
func NewLogger(cfg config.Config, w *os.File) *slog.Logger {
	var lvl slog.Level
	_ = lvl.UnmarshalText([]byte(cfg.LogLevel))
	opts := &slog.HandlerOptions{Level: lvl}
	if cfg.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// Options choose what Open sets up.
type Options struct {
	// Binary names the process in metrics and NATS.
	Binary string
	// EmbeddedNATS starts the in-process nats-server under DataDir/nats
	// instead of connecting to Cfg.NATSURL.
	EmbeddedNATS bool
	// NoStores skips opening stores (e.g. the extractor needs none).
	NoStores bool
	// NoNATS opens only the embedder and the stores (engram reembed).
	NoNATS bool
	// Log, if nil, is built from the config on stderr.
	Log *slog.Logger
}

// Open connects and opens everything the options ask for. Close releases it.
func Open(ctx context.Context, cfg config.Config, o Options) (_ *App, err error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	log := o.Log
	if log == nil {
		log = NewLogger(cfg, os.Stderr)
	}
	// a is not the named result: a failing return must leave it set for
	// the cleanup below and the closers that refer to it.
	a := &App{Cfg: cfg, Log: log, Registry: metrics.NewRegistry()}
	a.Metrics = metrics.New(a.Registry)
	a.Metrics.SetBuildInfo(o.Binary, Version)
	defer func() {
		if err != nil {
			a.Close()
		}
	}()
	secret, err := userKeySecret(cfg)
	if err != nil {
		return nil, err
	}
	a.Keyer = events.NewKeyer(secret)
	if o.NoNATS {
		if err := a.openEmbedder(ctx); err != nil {
			return nil, err
		}
		return a, a.openStores(ctx)
	}

	if o.EmbeddedNATS {
		ec := natsembed.Config{StoreDir: filepath.Join(cfg.DataDir, "nats"), Listen: cfg.NATSListen}
		if cfg.NATSListen != "" {
			// A listener always requires the token; TLS when configured.
			if ec.Token, a.NATSTokenFile, err = listenToken(cfg); err != nil {
				return nil, err
			}
			if ec.TLS, err = listenTLS(cfg); err != nil {
				return nil, err
			}
		}
		srv, err := natsembed.Start(ec)
		if err != nil {
			return nil, err
		}
		a.Embedded = srv
		a.closers = append(a.closers, func() error { srv.Stop(); return nil })
		a.NATS, err = srv.Connect("engram-" + o.Binary)
		if err != nil {
			return nil, err
		}
	} else {
		a.NATS, err = connectNATS(cfg, o.Binary)
		if err != nil {
			return nil, err
		}
	}
	nc := a.NATS
	a.closers = append(a.closers, func() error {
		bound := cfg.ShutdownTimeout / 4
		if !a.deadline.IsZero() {
			bound = min(bound, time.Until(a.deadline))
		}
		return drainConn(nc, bound)
	})
	a.JS, err = jetstream.New(a.NATS)
	if err != nil {
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	if err := a.retryJetStream(ctx, "ensure streams", func(ctx context.Context) error {
		return events.EnsureStreams(ctx, a.JS, events.StreamOptions{Replicas: cfg.StreamReplicas})
	}); err != nil {
		return nil, err
	}
	if o.NoStores {
		return a, nil
	}
	if err := a.openEmbedder(ctx); err != nil {
		return nil, err
	}
	if err := a.openStores(ctx); err != nil {
		return nil, err
	}
	return a, nil
}

// Version is engram's version. A release build sets it with
// -ldflags "-X github.com/engram-memory/engram/internal/app.Version=v1.2.3";
// otherwise it comes from the build information (see BuildVersion).
var Version = "dev"

func init() {
	if Version == "dev" {
		Version = BuildVersion(debug.ReadBuildInfo())
	}
}

// userKeySecret returns the configured secret, or the one kept in the data
// directory, creating it on first use.
func userKeySecret(cfg config.Config) ([]byte, error) {
	if cfg.UserKeySecret != "" {
		return []byte(cfg.UserKeySecret), nil
	}
	if err := os.MkdirAll(cfg.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("create data dir %s: %w", cfg.DataDir, err)
	}
	path := filepath.Join(cfg.DataDir, "secret")
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) > 0 {
		return []byte(strings.TrimSpace(string(b))), nil
	}
	var raw [32]byte
	if _, err := rand.Read(raw[:]); err != nil {
		return nil, err
	}
	s := hex.EncodeToString(raw[:])
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, os.ErrExist) {
		b, rerr := os.ReadFile(path)
		if rerr != nil {
			return nil, rerr
		}
		return []byte(strings.TrimSpace(string(b))), nil
	}
	if err != nil {
		return nil, fmt.Errorf("create user key secret %s: %w", path, err)
	}
	defer f.Close()
	if _, err := f.WriteString(s + "\n"); err != nil {
		return nil, err
	}
	return []byte(s), nil
}

func (a *App) openEmbedder(ctx context.Context) error {
	switch a.Cfg.Embedder {
	case "", "local", "semantic":
		e, err := semantic.Open(a.Cfg.ModelsPath())
		switch {
		case err == nil:
			a.Embedder = e
		case errors.Is(err, semantic.ErrNoTable) && a.Cfg.Embedder != "semantic":
			a.Embedder = embed.NewLocal(0)
			a.Log.Info("no semantic table in " + a.Cfg.ModelsPath() + ": recall matches words only (hashed embedder); run `engram models pull` for recall by meaning, in English and Chinese")
		default:
			return fmt.Errorf("semantic embedder: %w", err)
		}
	case "hashed":
		a.Embedder = embed.NewLocal(0)
	case "openai":
		e, err := embedopenai.New(embedopenai.Config{BaseURL: a.Cfg.OpenAIBaseURL, APIKey: a.Cfg.OpenAIAPIKey, Model: a.Cfg.EmbeddingModel})
		if err != nil {
			return fmt.Errorf("openai embedder: %w", err)
		}
		if e.Dim() == 0 {
			if _, err := e.Probe(ctx); err != nil {
				return fmt.Errorf("openai embedder: probe dimension: %w", err)
			}
		}
		a.Embedder = e
	}
	return nil
}

func (a *App) openStores(ctx context.Context) error {
	var lite *sqlite.Store
	openLite := func() (*sqlite.Store, error) {
		if lite != nil {
			return lite, nil
		}
		if err := os.MkdirAll(filepath.Dir(a.Cfg.SQLiteFile()), 0o700); err != nil {
			return nil, fmt.Errorf("create directory for %s: %w", a.Cfg.SQLiteFile(), err)
		}
		s, err := sqlite.Open(a.Cfg.SQLiteFile(), sqlite.Options{Keyer: a.Keyer})
		if err != nil {
			return nil, err
		}
		lite = s
		a.closers = append(a.closers, s.Close)
		return s, nil
	}
	defer func() {
		// Every store call is timed (engram_store_operation_duration_seconds).
		if a.Vectors != nil {
			a.Vectors = instrumented.NewVectors(a.Vectors, a.Cfg.VectorStore, a.Metrics)
		}
		if a.State != nil {
			a.State = instrumented.NewState(a.State, a.Cfg.StateStore, a.Metrics)
		}
	}()
	switch a.Cfg.VectorStore {
	case "sqlite":
		s, err := openLite()
		if err != nil {
			return err
		}
		a.Vectors = s
	case "qdrant":
		dims := map[string]int{a.Embedder.ID(): a.Embedder.Dim()}
		if dims[a.Embedder.ID()] == 0 {
			v, err := a.Embedder.Embed(ctx, []string{"probe"})
			if err != nil {
				return fmt.Errorf("probe embedder dimension: %w", err)
			}
			dims[a.Embedder.ID()] = len(v[0])
		}
		key, err := qdrantAPIKey(a.Cfg)
		if err != nil {
			return err
		}
		tc, err := qdrantTLS(a.Cfg)
		if err != nil {
			return err
		}
		q, err := qdrantstore.New(ctx, qdrantstore.Config{Addr: a.Cfg.QdrantURL, APIKey: key, UseTLS: tc != nil, TLS: tc, Dims: dims})
		if err != nil {
			return fmt.Errorf("qdrant at %s: %w", a.Cfg.QdrantURL, err)
		}
		a.Vectors = q
		a.closers = append(a.closers, q.Close)
	}
	switch a.Cfg.StateStore {
	case "sqlite":
		s, err := openLite()
		if err != nil {
			return err
		}
		a.State = s
	case "redis":
		opt, err := redisOptions(a.Cfg)
		if err != nil {
			return err
		}
		cli := redis.NewClient(opt)
		r, err := redisstore.New(cli, a.Keyer, redisstore.Options{})
		if err != nil {
			cli.Close()
			return err
		}
		if err := r.Ping(ctx); err != nil {
			cli.Close()
			return fmt.Errorf("redis at %s: %w", opt.Addr, err)
		}
		a.State = r
		a.closers = append(a.closers, cli.Close)
	}
	return nil
}

// NewExtractor builds the configured extractor.
func (a *App) NewExtractor() (extract.Extractor, error) {
	switch a.Cfg.Extractor {
	case "", "rules":
		return rules.NewEpisodic(), nil
	case "llm":
		m := a.Metrics
		x, err := llm.New(llm.Config{BaseURL: a.Cfg.OpenAIBaseURL, APIKey: a.Cfg.OpenAIAPIKey, Model: a.Cfg.LLMModel,
			Concurrency: a.Cfg.ExtractConcurrency, RPM: a.Cfg.LLMRPM, TPM: a.Cfg.LLMTPM, RateWindow: a.LLMRateWindow,
			ShareWindow: a.Cfg.LLMShareWindow},
			llm.WithLogger(a.Log),
			llm.WithOnInFlight(m.LLMInFlight), llm.WithOnQueue(m.LLMQueued), llm.WithOnThrottle(m.LLMThrottled),
			llm.WithProfileKeys(a.profileKeys),
			llm.WithHTTPClient(&http.Client{Transport: llmTransport{next: http.DefaultTransport, m: m}}),
			llm.WithOnUsage(func(tenant string, prompt, completion int) { llmTokens(m, tenant, prompt, completion) }))
		if err != nil {
			return nil, fmt.Errorf("llm extractor: %w", err)
		}
		return tenantScoped{x}, nil
	}
	return nil, fmt.Errorf("unknown extractor %q", a.Cfg.Extractor)
}

// tenantScoped puts the turn's tenant in the context of Extract so that
// llmTransport can label the request latency with it.
type tenantScoped struct{ extract.Extractor }

type tenantKey struct{}

func (t tenantScoped) Extract(ctx context.Context, turn *events.Turn) (extract.Result, error) {
	if turn != nil {
		ctx = context.WithValue(ctx, tenantKey{}, turn.TenantID)
	}
	return t.Extractor.Extract(ctx, turn)
}

// llmTransport times every request to the model endpoint
// (engram_llm_request_duration_seconds); an HTTP status of 400 or more
// counts as an error.
type llmTransport struct {
	next http.RoundTripper
	m    *metrics.Metrics
}

func (t llmTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	start := time.Now()
	resp, err := t.next.RoundTrip(req)
	oerr := err
	if err == nil && resp.StatusCode >= 400 {
		oerr = fmt.Errorf("http status %d", resp.StatusCode)
	}
	tenant, _ := req.Context().Value(tenantKey{}).(string)
	t.m.ObserveLLM(tenant, metrics.LLMChat, time.Since(start), oerr, 0, 0)
	return resp, err
}

// llmTokens counts the tokens a chat reply reported
// (engram_llm_tokens_total); latency is recorded by llmTransport.
func llmTokens(m *metrics.Metrics, tenant string, prompt, completion int) {
	if m == nil {
		return
	}
	t := m.Tenants.Label(tenant)
	if prompt > 0 {
		m.LLMTokens.WithLabelValues(t, metrics.LLMChat, metrics.TokensPrompt).Add(float64(prompt))
	}
	if completion > 0 {
		m.LLMTokens.WithLabelValues(t, metrics.LLMChat, metrics.TokensCompletion).Add(float64(completion))
	}
}

// drainConn drains nc (in-flight acks and publishes are flushed, then the
// connection closes) and waits for it to close, at most bound.
func drainConn(nc *nats.Conn, bound time.Duration) error {
	if nc.IsClosed() {
		return nil
	}
	if err := nc.Drain(); err != nil {
		nc.Close()
		return fmt.Errorf("drain nats connection: %w", err)
	}
	deadline := time.Now().Add(max(bound, 50*time.Millisecond))
	for !nc.IsClosed() {
		if time.Now().After(deadline) {
			nc.Close()
			return errors.New("drain nats connection: timed out")
		}
		time.Sleep(10 * time.Millisecond)
	}
	return nil
}

// Close releases everything in reverse order of opening.
func (a *App) Close() error {
	var errs []error
	for i := len(a.closers) - 1; i >= 0; i-- {
		if err := a.closers[i](); err != nil && !errors.Is(err, nats.ErrConnectionClosed) {
			errs = append(errs, err)
		}
	}
	a.closers = nil
	return errors.Join(errs...)
}
