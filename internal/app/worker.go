package app

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"sync"
	"syscall"

	"github.com/engram-memory/engram/internal/config"
)

// Main is the body of every binary's main: flags with env fallbacks, a
// signal-aware context, validation, then run. It returns the exit code.
func Main(name string, args []string, groups []config.Group, run func(ctx context.Context, cfg config.Config) error) int {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var cfg config.Config
	cfg.Register(fs, groups...)
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

// RunWorker opens the app for a worker binary, serves its ops endpoints on
// cfg.MetricsAddr and runs fn until ctx is cancelled.
func RunWorker(ctx context.Context, cfg config.Config, o Options, fn func(ctx context.Context, a *App) error) error {
	a, err := Open(ctx, cfg, o)
	if err != nil {
		return err
	}
	defer a.Close()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var opsErr error
	if cfg.MetricsAddr != "" {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := a.ServeHTTP(ctx, cfg.MetricsAddr, a.OpsHandler(nil), nil); err != nil {
				opsErr = err
				cancel()
			}
		}()
	}
	a.Log.Info(o.Binary+" started", "nats", cfg.NATSURL)
	err = fn(ctx, a)
	cancel()
	wg.Wait()
	a.Log.Info(o.Binary + " stopped")
	return errors.Join(err, opsErr)
}
