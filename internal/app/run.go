package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/recall"
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
	cons, err := events.EnsureConsumer(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{AckWait: 2 * time.Minute})
	if err != nil {
		return err
	}
	th := extract.Thresholds{MinConfidence: a.Cfg.MinConfidence, MinImportance: a.Cfg.MinImportance}
	h := &worker.Extractor{Extractor: x, Thresholds: th, Publisher: events.NewPublisher(a.JS, a.Keyer),
		Keyer: a.Keyer, Metrics: a.Metrics, Log: a.Log}
	loop := &events.Loop{Stage: worker.StageExtract, JS: a.JS, Consumer: cons, Logger: a.Log,
		Observe: a.observe, DrainTimeout: a.Cfg.ShutdownTimeout / 2, Batch: 64}
	a.Log.Info("extractor running", "extractor", x.ID())
	return loop.Run(ctx, events.Each(h))
}

// NewIngester builds the reconciliation logic on the app's stores.
func (a *App) NewIngester() *ingest.Ingester {
	return ingest.New(a.Vectors, a.State, a.Embedder, a.Keyer, ingest.Config{}, a.Log)
}

// RunIngester consumes fact batches until ctx is cancelled.
func (a *App) RunIngester(ctx context.Context) error {
	cons, err := events.EnsureConsumer(ctx, a.JS, events.StreamFacts, events.ConsumerIngester, events.ConsumerOptions{})
	if err != nil {
		return err
	}
	h := &worker.Ingester{Ingester: a.NewIngester(), Keyer: a.Keyer, Metrics: a.Metrics, Log: a.Log}
	loop := &events.Loop{Stage: worker.StageIngest, JS: a.JS, Consumer: cons, Logger: a.Log,
		Observe: a.observe, DrainTimeout: a.Cfg.ShutdownTimeout / 2, Batch: 256}
	a.Log.Info("ingester running", "vector_store", a.Cfg.VectorStore, "state_store", a.Cfg.StateStore, "embedder", a.Embedder.ID())
	return loop.Run(ctx, h)
}

// NewRecaller builds the recall service with a background access recorder;
// the returned func stops the recorder.
func (a *App) NewRecaller() (*recall.Recaller, func()) {
	acc := recall.NewAccessRecorder(a.State, 0, a.Log)
	return recall.New(a.Vectors, a.State, a.Embedder, acc, recall.Config{}, a.Log), acc.Close
}

// ServeHTTP serves h on addr until ctx is cancelled, then shuts down within
// the configured bound. ready, if non-nil, receives the bound address.
func (a *App) ServeHTTP(ctx context.Context, addr string, h http.Handler, ready func(net.Addr)) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", addr, err)
	}
	if ready != nil {
		ready(ln.Addr())
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
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

// OpsHandler serves /metrics, /healthz and /readyz for a worker.
func (a *App) OpsHandler(ready func(context.Context) error) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler(a.Registry))
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
