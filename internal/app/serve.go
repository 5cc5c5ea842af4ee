package app

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/engram-memory/engram/internal/auth"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/dlq"
	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/mcpserver"
	"github.com/engram-memory/engram/internal/pipeline"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/pkg/events"
)

// Serve runs the whole pipeline in one process on cfg (by default the
// embedded NATS server, the SQLite file, the rules extractor and the local
// embedder) until ctx is cancelled. It prints where it listens to out.
// onReady, if set, is called with the HTTP address once everything runs.
func Serve(ctx context.Context, cfg config.Config, out io.Writer, onReady func(addr string)) error {
	embedded := cfg.NATSURL == ""
	a, err := Open(ctx, cfg, Options{Binary: "engram", EmbeddedNATS: embedded})
	if err != nil {
		return err
	}
	defer a.Close()
	rc, stopAccess := a.NewRecaller()
	defer stopAccess()
	api, mode, err := a.NewAPI(rc)
	if err != nil {
		return err
	}

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	errc := make(chan error, 8)
	run := func(name string, fn func(context.Context) error) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := fn(ctx); err != nil && ctx.Err() == nil {
				errc <- fmt.Errorf("%s: %w", name, err)
				cancel()
			}
		}()
	}
	run("extractor", a.RunExtractor)
	run("ingester", a.RunIngester)
	fg, err := a.NewForgetter()
	if err != nil {
		return err
	}
	run("forgetter", func(ctx context.Context) error {
		return fg.Loop(ctx, cfg.ForgetInterval, func(r *forget.Report) {
			a.ObserveForget(r)
		})
	})
	stopPoll := a.PollMemories(ctx)
	defer stopPoll()
	stopSampler := a.RunPipelineSampler(ctx)
	defer stopSampler()
	run("http", func(ctx context.Context) error {
		return a.ServeHTTP(ctx, cfg.HTTPAddr, api, func(addr net.Addr) {
			fmt.Fprintf(out, "engram %s listening on http://%s\n", Version, addr)
			fmt.Fprintf(out, "  data:  %s\n", cfg.DataDir)
			if embedded {
				nats := "in-process only"
				if u := a.Embedded.URL(); u != "" {
					nats = u
				}
				fmt.Fprintf(out, "  nats:  embedded JetStream (%s)\n", nats)
			} else {
				fmt.Fprintf(out, "  nats:  %s\n", cfg.NATSURL)
			}
			fmt.Fprintf(out, "  store: vectors=%s state=%s (%s)\n", cfg.VectorStore, cfg.StateStore, cfg.SQLiteFile())
			fmt.Fprintf(out, "  auth:  %s\n", mode)
			fmt.Fprintf(out, "  mcp:   http://%s/mcp (streamable HTTP; tools recall, remember, forget, list_memories)\n", addr)
			if mode == DevModeNotice {
				self := selfCommand(os.Args[0])
				fmt.Fprintf(out, "try it:\n  %s publish --addr http://%s --tenant demo --user u1 \"My name is Zhang San and I prefer short answers\"\n", self, addr)
				fmt.Fprintf(out, "  %s recall  --addr http://%s --tenant demo --user u1 \"what is my name\"\n", self, addr)
			} else {
				fmt.Fprintf(out, "try it:\n  curl -H 'Authorization: Bearer <key>' -d '{\"user_id\":\"u1\",\"query\":\"what is my name\"}' http://%s/v1/recall\n", addr)
			}
			if onReady != nil {
				onReady(addr.String())
			}
		})
	})
	<-ctx.Done()
	wg.Wait()
	close(errc)
	var first error
	for err := range errc {
		if first == nil {
			first = err
		}
	}
	return first
}

// selfCommand is how the start-up banner names engram in the commands it
// suggests: "go run ./cmd/engram" when argv0 is a binary that go run built
// in a temporary directory (it is not on the PATH), else argv0 as given,
// or "engram" when argv0 was found on the PATH.
func selfCommand(argv0 string) string {
	if strings.Contains(argv0, string(filepath.Separator)+"go-build") {
		return "go run ./cmd/engram"
	}
	if !strings.ContainsRune(argv0, filepath.Separator) {
		return argv0 // found on the PATH
	}
	if p, err := exec.LookPath(filepath.Base(argv0)); err == nil {
		if abs, err := filepath.Abs(argv0); err == nil && p == abs {
			return filepath.Base(argv0)
		}
	}
	return argv0
}

// DevModeNotice is what the API says at start-up when no keys are configured.
const DevModeNotice = "development mode: no API keys configured, the tenant comes from each request"

// NewAPI builds the HTTP API (with MCP at /mcp) on the app's components:
// API keys from Cfg.APIKeysFile and ENGRAM_API_KEYS, per-tenant rate limits
// from ENGRAM_RATE_LIMIT / ENGRAM_RATE_BURST, erasure over the app's stores
// and streams. It returns a one-line description of the auth mode and logs
// it (a warning in development mode).
// pipelineSampler returns the app's pipeline sampler, made on first use;
// RunPipelineSampler runs it.
func (a *App) pipelineSampler() *pipeline.Sampler {
	if a.pipeline == nil {
		a.pipeline = &pipeline.Sampler{JS: a.JS}
	}
	return a.pipeline
}

// RunPipelineSampler samples the pipeline's streams and consumers for the
// inspector (GET /v1/pipeline) until ctx is cancelled or stop is called.
func (a *App) RunPipelineSampler(ctx context.Context) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() { defer close(done); a.pipelineSampler().Run(ctx) }()
	return func() { cancel(); <-done }
}

func (a *App) NewAPI(rc *recall.Recaller) (*httpapi.Server, string, error) {
	keys, err := auth.Load(a.Cfg.APIKeysFile, os.Getenv("ENGRAM_API_KEYS"))
	if err != nil {
		return nil, "", err
	}
	lc, err := auth.LimitFromEnv()
	if err != nil {
		return nil, "", err
	}
	lim := auth.NewLimiter(lc)
	pub := events.NewPublisher(a.JS, a.Keyer)
	er := a.NewEraser()
	mcpH := mcpserver.Handler(mcpserver.Deps{Recaller: rc, Vectors: a.Vectors, Publisher: pub, Forgetter: er,
		Keys: keys, Limiter: lim, Metrics: a.Metrics, Log: a.Log, Version: Version})
	api := httpapi.New(httpapi.Deps{Publisher: pub, Recaller: rc, Vectors: a.Vectors, State: a.State, Keyer: a.Keyer,
		Eraser: er, Keys: keys, Limiter: lim, MCP: mcpH,
		Ingester:    ingest.New(a.Vectors, a.State, a.Embedder, a.Keyer, httpapi.WriteIngestConfig(), a.Log),
		DeadLetters: &dlq.Queue{JS: a.JS, State: a.State},
		Pipeline:    a.pipelineSampler(),
		Metrics:     a.Metrics, Registry: a.Registry, Ready: a.Ready, Log: a.Log})
	if keys.Dev() {
		a.Log.Warn(DevModeNotice)
		return api, DevModeNotice, nil
	}
	mode := fmt.Sprintf("%d API keys for %d tenants; the tenant comes from the key", keys.Len(), len(keys.Tenants()))
	a.Log.Info("api keys loaded", "keys", keys.Len(), "tenants", len(keys.Tenants()))
	return api, mode, nil
}
