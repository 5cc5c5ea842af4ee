package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"

	"github.com/engram-memory/engram/internal/config"
)

// descriptions are the one-line descriptions that -h prints first.
var descriptions = map[string]string{
	"engram serve": "the whole pipeline in one process on embedded defaults (NATS JetStream in process, SQLite, rules extractor, local embedder)",
	"extractor":    "consumes turns from ENGRAM_TURNS, extracts and scores facts (rules or LLM), publishes fact batches to ENGRAM_FACTS",
	"ingester":     "consumes fact batches from ENGRAM_FACTS, masks PII, deduplicates and reconciles them, writes the vector and state stores",
	"recaller":     "serves recall and memory management over HTTP JSON and MCP (/mcp), with /metrics, /healthz and /readyz",
	"forgetter":    "applies the forgetting policies (TTL, decay, archival, caps) and sweeps erasures; --once for cron, else a loop",
}

// Main is the body of every binary's main: flags with env fallbacks, a
// signal-aware context, validation, then run. It returns the exit code.
func Main(name string, args []string, groups []config.Group, run func(ctx context.Context, cfg config.Config) error) int {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, groups...)
	fs.Usage = func() {
		w := fs.Output()
		if d := descriptions[name]; d != "" {
			fmt.Fprintf(w, "%s: %s\n\n", name, d)
		}
		fmt.Fprintf(w, "Usage:\n  %s [flags]\n\nEvery flag falls back to the environment variable it names.\n\nFlags:\n", name)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if err := cfg.Validate(); err != nil {
		fmt.Fprintf(os.Stderr, "%s: invalid configuration:\n%v\n", name, err)
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, cfg); err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
		return 1
	}
	return 0
}

// RunWorker opens the app for a worker binary, serves its ops endpoints
// (/metrics, /healthz, /readyz) on cfg.MetricsAddr, keeps engram_memories
// fresh when the binary has stores, and runs fn until ctx is cancelled.
//
// Shutdown is bounded: once ctx is cancelled, fn must return within
// cfg.ShutdownTimeout (the consumer loops finish the batch in hand within
// half of it and nak the rest); if it does not, RunWorker logs an error and
// returns without waiting, and the work still in flight is redelivered by
// JetStream after its ack wait. Closing the app then drains the NATS
// connection in what is left of the bound, so that the whole shutdown,
// from the signal to the return, takes at most cfg.ShutdownTimeout plus
// the time to close the stores.
func RunWorker(ctx context.Context, cfg config.Config, o Options, fn func(ctx context.Context, a *App) error) error {
	a, err := Open(ctx, cfg, o)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var opsErr error
	if cfg.MetricsAddr != "" {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := a.ServeHTTP(ctx, cfg.MetricsAddr, a.OpsHandler(nil), func(addr net.Addr) {
				a.Log.Info("ops endpoints listening", "addr", addr.String())
			}); err != nil {
				opsErr = err
				cancel()
			}
		}()
	}
	if a.Vectors != nil {
		stop := a.PollMemories(ctx)
		defer stop()
	}
	a.Log.Info(o.Binary+" started", "nats", redactURL(cfg.NATSURL))
	done := make(chan error, 1)
	go func() { done <- fn(ctx, a) }()
	select {
	case err = <-done:
	case <-ctx.Done():
		start := time.Now()
		a.deadline = start.Add(cfg.ShutdownTimeout)
		t := time.NewTimer(cfg.ShutdownTimeout)
		select {
		case err = <-done:
			t.Stop()
			a.Log.Info(o.Binary+" drained", "took", time.Since(start).Round(time.Millisecond).String())
		case <-t.C:
			a.Log.Error(o.Binary+" did not stop within the shutdown timeout; exiting, unfinished messages will be redelivered",
				"shutdown_timeout", cfg.ShutdownTimeout.String())
			return errors.New("shutdown timed out")
		}
	}
	cancel()
	wg.Wait()
	cerr := a.Close()
	a.Log.Info(o.Binary + " stopped")
	return errors.Join(err, opsErr, cerr)
}

// redactURL drops the user info (credentials) of a URL for logging.
func redactURL(s string) string {
	u, err := url.Parse(s)
	if err != nil || u.User == nil {
		return s
	}
	u.User = url.User("redacted")
	return u.String()
}
