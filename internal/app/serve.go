package app

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"sync"
	"syscall"

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
	if !embedded {
		cfg.NATSListen = "" // only the embedded server listens
	}
	keys, err := auth.Load(cfg.APIKeysFile, os.Getenv("ENGRAM_API_KEYS"))
	if err != nil {
		return err
	}
	open, err := CheckExposure(cfg, keys)
	if err != nil {
		return err
	}
	var log *slog.Logger
	if open {
		out = prefixWriter{w: out, prefix: "[OPEN NETWORK, NO API KEYS] "}
		log = NewLogger(cfg, os.Stderr).With("open_network_without_keys", true)
	}
	a, err := Open(ctx, cfg, Options{Binary: "engram", EmbeddedNATS: embedded, Log: log})
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
	run("reembed", a.RunReembed)
	run("http", func(ctx context.Context) error {
		return a.ServeAPI(ctx, cfg.HTTPAddr, api, func(addr net.Addr) {
			if open {
				fmt.Fprintln(out, OpenNetworkNotice)
			}
			fmt.Fprintf(out, "engram %s listening on %s://%s\n", Version, a.APIScheme(), addr)
			fmt.Fprintf(out, "  data:  %s\n", cfg.DataDir)
			if embedded {
				nats := "in-process only"
				if u := a.Embedded.URL(); u != "" {
					nats = u + ", token in " + a.NATSTokenFile
					if cfg.Security.NATSListenCertFile != "" {
						nats += ", TLS"
					}
				}
				fmt.Fprintf(out, "  nats:  embedded JetStream (%s)\n", nats)
			} else {
				fmt.Fprintf(out, "  nats:  %s\n", cfg.NATSURL)
			}
			fmt.Fprintf(out, "  store: vectors=%s state=%s (%s)\n", cfg.VectorStore, cfg.StateStore, cfg.SQLiteFile())
			fmt.Fprintf(out, "  embed: %s\n", a.EmbedderLine())
			fmt.Fprintf(out, "  auth:  %s\n", mode)
			fmt.Fprintf(out, "  mcp:   %s://%s/mcp (streamable HTTP; tools recall, remember, forget, list_memories)\n", a.APIScheme(), addr)
			if keys.Dev() {
				self := selfCommand(os.Args[0])
				fmt.Fprintf(out, "try it:\n  %s publish --addr %s://%s --tenant demo --user u1 \"My name is Zhang San and I prefer short answers\"\n", self, a.APIScheme(), addr)
				fmt.Fprintf(out, "  %s recall  --addr %s://%s --tenant demo --user u1 \"what is my name\"\n", self, a.APIScheme(), addr)
			} else {
				fmt.Fprintf(out, "try it:\n  curl -H 'Authorization: Bearer <key>' -d '{\"user_id\":\"u1\",\"query\":\"what is my name\"}' %s://%s/v1/recall\n", a.APIScheme(), addr)
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

// NewAPI builds the HTTP API (with MCP at /mcp) on the app's components:
// API keys from Cfg.APIKeysFile and ENGRAM_API_KEYS, per-tenant rate limits
// from ENGRAM_RATE_LIMIT / ENGRAM_RATE_BURST, erasure over the app's stores
// and streams. It returns a one-line description of the auth mode and logs
// it (a warning in development mode). Without keys it refuses a
// non-loopback --http-addr unless --insecure-allow-open-network is set
// (CheckExposure); then /healthz says the server is open. The keys file is
// reloaded on SIGHUP and when it changes (auth.Keyring.Watch).
func (a *App) NewAPI(rc *recall.Recaller) (http.Handler, string, error) {
	keys, err := auth.Load(a.Cfg.APIKeysFile, os.Getenv("ENGRAM_API_KEYS"))
	if err != nil {
		return nil, "", err
	}
	open, err := CheckExposure(a.Cfg, keys)
	if err != nil {
		return nil, "", err
	}
	a.watchKeys(keys)
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
	if open {
		a.Log.Warn(OpenNetworkNotice, "http_addr", a.Cfg.HTTPAddr, "flag", "--"+config.InsecureFlag)
		return openHealth(api), OpenNetworkNotice, nil
	}
	if keys.Dev() {
		a.Log.Warn(DevModeNotice)
		return api, DevModeNotice, nil
	}
	mode := fmt.Sprintf("%d API keys for %d tenants; the tenant comes from the key", keys.Len(), len(keys.Tenants()))
	a.Log.Info("api keys loaded", "keys", keys.Len(), "tenants", len(keys.Tenants()))
	return api, mode, nil
}

// watchKeys reloads the keys file on SIGHUP and when its content changes,
// until the app closes; reloads are logged with the number of keys, never
// a key.
func (a *App) watchKeys(keys *auth.Keyring) {
	if a.Cfg.APIKeysFile == "" {
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	trigger := make(chan struct{})
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-hup:
				select {
				case trigger <- struct{}{}:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	done := make(chan struct{})
	go func() {
		defer close(done)
		keys.Watch(ctx, 0, trigger, func(n int, err error) {
			if err != nil {
				a.Log.Error("api keys reload failed; the keys in force stay", "keys", n, "err", err)
				return
			}
			a.Log.Info("api keys reloaded", "keys", n, "tenants", len(keys.Tenants()))
		})
	}()
	a.closers = append(a.closers, func() error {
		signal.Stop(hup)
		cancel()
		<-done
		return nil
	})
}

// openHealth answers GET /healthz itself, saying the server is open to the
// network without API keys; every other request goes to h.
func openHealth(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodGet && r.URL.Path == "/healthz" {
			w.Header().Set("Content-Type", "application/json")
			_ = json.NewEncoder(w).Encode(map[string]any{"status": "ok", "open_network_without_keys": true, "warning": OpenNetworkNotice})
			return
		}
		h.ServeHTTP(w, r)
	})
}

// prefixWriter starts every line written to w with prefix.
type prefixWriter struct {
	w      io.Writer
	prefix string
}

func (p prefixWriter) Write(b []byte) (int, error) {
	lines := strings.SplitAfter(string(b), "\n")
	var sb strings.Builder
	for _, l := range lines {
		if l != "" {
			sb.WriteString(p.prefix + l)
		}
	}
	if _, err := io.WriteString(p.w, sb.String()); err != nil {
		return 0, err
	}
	return len(b), nil
}
