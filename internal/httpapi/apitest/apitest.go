// Package apitest starts the real engram API for tests: an in-process
// nats-server with JetStream on a temporary directory, a SQLite store file,
// the local embedder, the real recaller, ingester and eraser, the HTTP API
// with MCP at /mcp, and optionally the extractor and ingester workers. It is
// shared by the tests of httpapi, mcpserver and pkg/client.
package apitest

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/dlq"
	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/extract/rules"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/mcpserver"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/natsembed"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/worker"
	"github.com/engram-memory/engram/pkg/events"
)

// Secret is the user-key secret of every Env.
var Secret = []byte("apitest-secret")

// Options configure Start. The zero value is development mode without workers.
type Options struct {
	// Keys maps API keys to tenants; empty means development mode.
	Keys map[string]string
	// Limit is the per-tenant rate limit; the zero value is the default.
	Limit auth.LimitConfig
	// Workers starts the extractor and ingester loops.
	Workers bool
	// Vectors and State, if set, replace the SQLite store in that role
	// (e.g. a second SQLite file that a test closes to simulate an outage).
	Vectors store.VectorStore
	State   store.StateStore
}

// Env is a running API.
type Env struct {
	Dir      string
	Store    *sqlite.Store
	Vectors  store.VectorStore
	State    store.StateStore
	NATS     *natsembed.Server
	NC       *nats.Conn
	JS       jetstream.JetStream
	Keyer    *events.Keyer
	Embedder embed.Embedder
	Recaller *recall.Recaller
	Ingester *ingest.Ingester
	Eraser   *erase.Eraser
	Keys     *auth.Keyring
	Metrics  *metrics.Metrics
	API      *httpapi.Server
	// Handler is the API's root handler (what a server would serve).
	Handler http.Handler
}

// Start builds an Env and stops it when the test ends.
func Start(t testing.TB, o Options) *Env {
	t.Helper()
	ctx := context.Background()
	e := &Env{Dir: t.TempDir(), Keyer: events.NewKeyer(Secret), Embedder: embed.NewLocal(0)}
	log := slog.New(slog.DiscardHandler)
	var err error
	e.Store, err = sqlite.Open(filepath.Join(e.Dir, "engram.db"), sqlite.Options{Keyer: e.Keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Store.Close() })
	e.Vectors, e.State = e.Store, e.Store
	if o.Vectors != nil {
		e.Vectors = o.Vectors
	}
	if o.State != nil {
		e.State = o.State
	}
	e.NATS, err = natsembed.Start(natsembed.Config{StoreDir: filepath.Join(e.Dir, "nats")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.NATS.Stop)
	e.NC, err = e.NATS.Connect("apitest")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(e.NC.Close)
	e.JS, err = jetstream.New(e.NC)
	if err != nil {
		t.Fatal(err)
	}
	if err := events.EnsureStreams(ctx, e.JS, events.StreamOptions{}); err != nil {
		t.Fatal(err)
	}
	e.Keys, err = auth.NewKeyring(o.Keys)
	if err != nil {
		t.Fatal(err)
	}
	acc := recall.NewAccessRecorder(e.State, 0, log)
	t.Cleanup(acc.Close)
	e.Recaller = recall.New(e.Vectors, e.State, e.Embedder, acc, recall.Config{StoreTimeout: 500 * time.Millisecond}, log)
	e.Ingester = ingest.New(e.Vectors, e.State, e.Embedder, e.Keyer, ingest.Config{}, log)
	e.Eraser = erase.New(e.Vectors, e.State, e.JS, e.Keyer, log)
	lim := auth.NewLimiter(o.Limit)
	pub := events.NewPublisher(e.JS, e.Keyer)
	reg := metrics.NewRegistry()
	e.Metrics = metrics.New(reg)
	mcpH := mcpserver.Handler(mcpserver.Deps{Recaller: e.Recaller, Vectors: e.Vectors, Publisher: pub, Forgetter: e.Eraser,
		Keys: e.Keys, Limiter: lim, Metrics: e.Metrics, Log: log, Version: "test"})
	e.API = httpapi.New(httpapi.Deps{Publisher: pub, Recaller: e.Recaller, Vectors: e.Vectors, State: e.State, Keyer: e.Keyer,
		Eraser: e.Eraser, Keys: e.Keys, Limiter: lim, MCP: mcpH, Log: log, Metrics: e.Metrics, Registry: reg,
		Ingester:    ingest.New(e.Vectors, e.State, e.Embedder, e.Keyer, httpapi.WriteIngestConfig(), log),
		DeadLetters: &dlq.Queue{JS: e.JS, State: e.State},
		Ready:       func(ctx context.Context) error { return e.State.Ping(ctx) }})
	e.Handler = e.API
	if o.Workers {
		e.runWorkers(t, log)
	}
	return e
}

func (e *Env) runWorkers(t testing.TB, log *slog.Logger) {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	t.Cleanup(func() { cancel(); wg.Wait() })
	xc, err := events.EnsureConsumer(ctx, e.JS, events.StreamTurns, events.ConsumerExtractor, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	ic, err := events.EnsureConsumer(ctx, e.JS, events.StreamFacts, events.ConsumerIngester, events.ConsumerOptions{})
	if err != nil {
		t.Fatal(err)
	}
	x := &worker.Extractor{Extractor: rules.New(), Thresholds: extract.DefaultThresholds(), Publisher: events.NewPublisher(e.JS, e.Keyer),
		Keyer: e.Keyer, Log: log}
	in := &worker.Ingester{Ingester: e.Ingester, Keyer: e.Keyer, Log: log}
	// The loops count their outcomes on e.Metrics, as the workers do.
	observe := func(stage string, o events.Outcome, reason string) {
		e.Metrics.ObserveOutcome(stage, string(o), reason)
	}
	for _, l := range []struct {
		loop *events.Loop
		h    events.BatchHandler
	}{
		{&events.Loop{Stage: worker.StageExtract, JS: e.JS, Consumer: xc, Logger: log, Batch: 64, Observe: observe}, events.Each(x)},
		{&events.Loop{Stage: worker.StageIngest, JS: e.JS, Consumer: ic, Logger: log, Batch: 256, Observe: observe}, in},
	} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := l.loop.Run(ctx, l.h); err != nil && !errors.Is(err, context.Canceled) {
				t.Errorf("%s loop: %v", l.loop.Stage, err)
			}
		}()
	}
}

// Seed applies fact batches directly through the ingester (no streams) and
// fails the test on any per-item error.
func (e *Env) Seed(t testing.TB, batches ...*events.FactBatch) ingest.Stats {
	t.Helper()
	items := make([]ingest.Item, len(batches))
	now := time.Now()
	for i, b := range batches {
		if b.TS.IsZero() {
			b.TS = now
		}
		if b.ExtractorID == "" {
			b.ExtractorID = "apitest/1"
		}
		if err := b.Validate(); err != nil {
			t.Fatalf("seed batch %d: %v", i, err)
		}
		items[i] = ingest.Item{Batch: b, PublishedAt: now}
	}
	errs, st := e.Ingester.Apply(context.Background(), items)
	for i, err := range errs {
		if err != nil {
			t.Fatalf("seed batch %d: %v", i, err)
		}
	}
	return st
}
