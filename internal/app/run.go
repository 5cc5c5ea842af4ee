package app

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/secure"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

func (a *App) observe(stage string, o events.Outcome, reason string) {
	a.Metrics.ObserveOutcome(stage, string(o), reason)
}

// RunExtractor consumes turns until ctx is cancelled.
func (a *App) RunExtractor(ctx context.Context) error {
	x, err := a.NewExtractor()
	if err != nil {
		return err
	}
	cons, err := a.ensureConsumer(ctx, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{AckWait: a.turnsAckWait()})
	if err != nil {
		return err
	}
	th := extract.Thresholds{MinConfidence: a.Cfg.MinConfidence, MinImportance: a.Cfg.MinImportance}
	h := &worker.Extractor{Extractor: x, Thresholds: th, Publisher: events.NewPublisher(a.JS, a.Keyer),
		Keyer: a.Keyer, Metrics: a.Metrics, Log: a.Log, Parallelism: ExtractParallelism}
	loop := &events.Loop{Stage: worker.StageExtract, JS: a.JS, Consumer: cons, Logger: a.Log,
		Observe: a.observe, DrainTimeout: a.Cfg.ShutdownTimeout / 2, Batch: 256}
	if a.Cfg.Extractor == "llm" {
		// Model calls mostly wait: each turn is extracted on its own
		// goroutine, up to the configured concurrency, and its facts are
		// published as soon as it is done. A turn may wait for a slot or
		// the provider's limits as long as it needs (it is kept alive
		// meanwhile); each model request has its own timeout.
		loop.Concurrency = a.Cfg.ExtractConcurrency
		if loop.Concurrency <= 0 {
			loop.Concurrency = config.DefaultExtractConcurrency
		}
		h.Timeout = 30 * time.Minute
		h.TenantConcurrency = a.Cfg.TenantConcurrency
		if a.Cfg.LLMScreen {
			// The episodic rules: a skipped question keeps its episode.
			h.Screen = rules.NewEpisodic()
		}
	}
	a.Log.Info("extractor running", "extractor", x.ID())
	stop := a.pollConsumer(ctx, events.StreamTurns, events.ConsumerExtractor, cons)
	defer stop()
	// Turns are independent (the ingester orders fact batches by their
	// turn's publication time): extract them concurrently, then publish
	// their fact batches together.
	return loop.Run(ctx, h)
}

// turnsAckWait is the configured ack wait of the turn consumer
// (config.DefaultTurnsAckWait when unset).
func (a *App) turnsAckWait() time.Duration {
	if a.Cfg.TurnsAckWait > 0 {
		return a.Cfg.TurnsAckWait
	}
	return config.DefaultTurnsAckWait
}

// ExtractParallelism is how many turns of a pulled batch the extractor
// extracts at once.
const ExtractParallelism = 4

// NewIngester builds the reconciliation logic on the app's stores.
// A "forget me" intent becomes a full erasure, streams included.
func (a *App) NewIngester() *ingest.Ingester {
	icfg := ingest.Config{OnPII: a.Metrics.PII}
	if a.Cfg.Embedder == "openai" {
		// Each user of a call is embedded with its own request: a remote
		// embedder's calls mostly wait, so many users go at once.
		icfg.Parallelism = RemoteEmbedParallelism
	}
	in := ingest.New(a.Vectors, a.State, a.Embedder, a.Keyer, icfg, a.Log)
	in.SetEraser(a.NewEraser())
	return in
}

// RemoteEmbedParallelism is how many users of one ingest call are
// reconciled at once when the embedder is remote (--embedder openai); the
// local embedder uses one per core.
const RemoteEmbedParallelism = 64

// NewEraser builds the erasure service on the app's stores and streams,
// with --erase-secure-delete and the erasure metric applied. Every eraser of
// every binary (HTTP, MCP, the forgetter's sweep, the forget-me intent) is
// built here.
func (a *App) NewEraser() *erase.Eraser {
	e := erase.New(a.Vectors, a.State, a.JS, a.Keyer, a.Log)
	e.SecureDelete = a.Cfg.EraseSecureDelete
	e.Observe = a.Metrics.ObserveErasure
	e.Caches = &a.caches
	return e
}

// NewForgetter builds the forgetter with policies from the environment (see
// cmd/forgetter) and the erasure sweep.
func (a *App) NewForgetter() (*forget.Forgetter, error) {
	fcfg, err := forget.FromEnv(forget.Config{}, os.Getenv)
	if err != nil {
		return nil, err
	}
	if a.JS != nil {
		fcfg.Sweeper = a.NewEraser()
	}
	return forget.New(a.Vectors, a.State, a.Keyer, fcfg, a.Log), nil
}

// ingestBatch is the configured ingest call size (config.DefaultIngestBatch
// when unset).
func (a *App) ingestBatch() int {
	if a.Cfg.IngestBatch > 0 {
		return a.Cfg.IngestBatch
	}
	return config.DefaultIngestBatch
}

// RunIngester consumes fact batches until ctx is cancelled.
func (a *App) RunIngester(ctx context.Context) error {
	cons, err := a.ensureConsumer(ctx, events.StreamFacts, events.ConsumerIngester, events.ConsumerOptions{})
	if err != nil {
		return err
	}
	h := &worker.Ingester{Ingester: a.NewIngester(), Keyer: a.Keyer, Metrics: a.Metrics, Log: a.Log}
	loop := &events.Loop{Stage: worker.StageIngest, JS: a.JS, Consumer: cons, Logger: a.Log,
		Observe: a.observe, DrainTimeout: a.Cfg.ShutdownTimeout / 2, Batch: a.ingestBatch(), Linger: a.Cfg.IngestLinger}
	a.Log.Info("ingester running", "vector_store", a.Cfg.VectorStore, "state_store", a.Cfg.StateStore, "embedder", a.Embedder.ID())
	stop := a.pollConsumer(ctx, events.StreamFacts, events.ConsumerIngester, cons)
	defer stop()
	return loop.Run(ctx, h)
}

// NewRecaller builds the recall service with a background access recorder;
// the returned func stops the recorder. The app's erasers drop the users
// they erase from its cache.
func (a *App) NewRecaller() (*recall.Recaller, func()) {
	acc := recall.NewAccessRecorder(a.State, 0, a.Log)
	rc := recall.New(a.Vectors, a.State, a.Embedder, acc, recall.Config{}, a.Log)
	a.caches.Add(rc)
	return rc, acc.Close
}

// ServeHTTP serves h on addr until ctx is cancelled, then shuts down within
// the configured bound. ready, if non-nil, receives the bound address.
func (a *App) ServeHTTP(ctx context.Context, addr string, h http.Handler, ready func(net.Addr)) error {
	return a.serveHTTP(ctx, addr, h, nil, ready)
}

// ServeAPI serves the HTTP API h on addr like ServeHTTP, over HTTPS when
// --tls-cert and --tls-key are set (the pair is read again when the files
// change).
func (a *App) ServeAPI(ctx context.Context, addr string, h http.Handler, ready func(net.Addr)) error {
	var tc *tls.Config
	if s := a.Cfg.Security; s.HTTPCertFile != "" {
		var err error
		if tc, err = secure.ServerTLS(s.HTTPCertFile, s.HTTPKeyFile, ""); err != nil {
			return fmt.Errorf("--tls-cert: %w", err)
		}
	}
	return a.serveHTTP(ctx, addr, h, tc, ready)
}

// APIScheme is "https" when the API serves TLS, else "http".
func (a *App) APIScheme() string {
	if a.Cfg.Security.HTTPCertFile != "" {
		return "https"
	}
	return "http"
}

func (a *App) serveHTTP(ctx context.Context, addr string, h http.Handler, tc *tls.Config, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", addr, err)
	}
	if tc != nil {
		ln = tls.NewListener(ln, tc)
	}
	if ready != nil {
		ready(ln.Addr())
	}
	srv := httpapi.NewHTTPServer(h, 0)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return fmt.Errorf("http server: %w", err)
	case <-ctx.Done():
	}
	sctx, cancel := context.WithTimeout(context.Background(), a.Cfg.ShutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("http shutdown: %w", err)
	}
	return nil
}

// PollInterval is how often workers refresh the consumer lag gauges
// (engram_consumer_lag_messages, engram_consumer_ack_pending_messages) and
// the memories-per-status gauge (engram_memories).
const PollInterval = 5 * time.Second

// pollConsumer refreshes the lag gauges of a durable consumer now and every
// PollInterval until ctx is cancelled or the returned func is called.
func (a *App) pollConsumer(ctx context.Context, stream, name string, cons jetstream.Consumer) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(PollInterval)
		defer t.Stop()
		for {
			ictx, icancel := context.WithTimeout(ctx, 2*time.Second)
			info, err := cons.Info(ictx)
			icancel()
			if err == nil {
				a.Metrics.SetConsumerState(stream, name, info.NumPending, uint64(max(info.NumAckPending, 0)))
			} else if ctx.Err() == nil {
				a.Log.Debug("consumer info", "stream", stream, "consumer", name, "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() { cancel(); <-done }
}

// CountMemories refreshes engram_memories from the vector store when it can
// count cheaply (instrumented.Counter, e.g. SQLite); statuses with no
// memory are set to zero. It does nothing for stores that cannot count
// (Qdrant) or when the app has no stores.
func (a *App) CountMemories(ctx context.Context) error {
	c, ok := a.Vectors.(instrumented.Counter)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	n, err := c.CountByStatus(ctx)
	if errors.Is(err, errors.ErrUnsupported) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("count memories: %w", err)
	}
	for _, st := range metrics.Statuses {
		a.Metrics.SetMemories(st, n[st])
	}
	return nil
}

// PollMemories runs CountMemories now and every PollInterval until ctx is
// cancelled or the returned func is called. RunWorker runs it for every
// binary with stores; a process that serves /metrics some other way (e.g.
// `engram serve`) calls it itself.
func (a *App) PollMemories(ctx context.Context) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		t := time.NewTicker(PollInterval)
		defer t.Stop()
		for {
			if err := a.CountMemories(ctx); err != nil && ctx.Err() == nil {
				a.Log.Debug("count memories", "err", err)
			}
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
		}
	}()
	return func() { cancel(); <-done }
}

// ObserveForget records a forgetter run's report: the action counts
// (engram_forgetter_actions_total) and, unless the run was skipped because
// another replica held the lease, its completion time
// (engram_forgetter_last_run_timestamp_seconds). The forgetter calls it
// from its report hook: f.Loop(ctx, every, func(r *forget.Report) {
// a.ObserveForget(r); ... }), and after RunOnce.
func (a *App) ObserveForget(r *forget.Report) {
	if r == nil || r.Skipped {
		return
	}
	for action, n := range r.Actions {
		a.Metrics.ForgetAction(action, n)
	}
	a.Metrics.ForgetterRan(time.Now())
}

// OpsHandler serves /metrics, /healthz and /readyz for a worker. /healthz
// answers as long as the process serves HTTP; /readyz checks NATS, the state
// store and ready (if not nil). Each scrape of /metrics first refreshes
// engram_memories (CountMemories).
func (a *App) OpsHandler(ready func(context.Context) error) http.Handler {
	mux := http.NewServeMux()
	mh := metrics.Handler(a.Registry)
	mux.Handle("GET /metrics", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := a.CountMemories(r.Context()); err != nil {
			a.Log.Debug("count memories", "err", err)
		}
		mh.ServeHTTP(w, r)
	}))
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if err := a.Ready(r.Context()); err != nil {
			http.Error(w, "not ready: "+err.Error(), http.StatusServiceUnavailable)
			return
		}
		if ready != nil {
			if err := ready(r.Context()); err != nil {
				http.Error(w, "not ready: "+err.Error(), http.StatusServiceUnavailable)
				return
			}
		}
		w.Write([]byte("ready\n"))
	})
	return mux
}

// Ready reports whether NATS and the stores answer.
func (a *App) Ready(ctx context.Context) error {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Second)
	defer cancel()
	if !a.NATS.IsConnected() {
		return errors.New("nats not connected")
	}
	if a.State != nil {
		if err := a.State.Ping(ctx); err != nil {
			return err
		}
	}
	return nil
}
