package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/reembed"
)

// cmdReembed runs `engram reembed --tenant T`: the tenant's memories move
// to the configured embedder page by page while engram serve keeps
// answering; a killed run resumes from its checkpoint.
func cmdReembed(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram reembed", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg config.Config
	cfg.Register(fs, config.GroupEmbed)
	tenant := fs.String("tenant", "", "tenant whose memories move to the embedder (required)")
	page := fs.Int("page", 256, "memories per page (one checkpoint per page)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *tenant == "" {
		fmt.Fprint(stderr, "engram reembed: --tenant is required\n")
		return 2
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a, err := app.Open(ctx, cfg, app.Options{Binary: "reembed", NoNATS: true})
	if err != nil {
		fmt.Fprintf(stderr, "engram reembed: %v\n", err)
		return 1
	}
	defer a.Close()
	job := a.NewReembedJob(*page)
	if job == nil {
		fmt.Fprint(stderr, "engram reembed: the vector store cannot list users\n")
		return 1
	}
	job.CheckpointPath = a.ReembedCheckpoint(*tenant)
	if metricsAddrSet(fs) && cfg.MetricsAddr != "" {
		if stopMetrics, addr, err := serveMetrics(cfg.MetricsAddr, a.Registry); err != nil {
			fmt.Fprintf(stderr, "engram reembed: metrics not served: %v\n", err)
		} else {
			defer stopMetrics()
			fmt.Fprintf(stderr, "engram reembed: metrics on http://%s/metrics\n", addr)
		}
	}
	start := time.Now()
	job.Progress = func(cp reembed.Checkpoint) {
		el := time.Since(start)
		left := "?"
		if cp.Remaining >= 0 {
			left = strconv.Itoa(cp.Remaining)
		}
		fmt.Fprintf(stderr, "\rreembed %s → %s: %d memories seen, %d moved, %s remaining, %d pages, %.0f ms per 1,000 moved this run  ",
			cp.Tenant, cp.EmbedderID, cp.Seen, cp.Moved, left, cp.Pages, perThousand(el, job.Moved))
	}
	cp, err := job.Run(ctx, *tenant)
	fmt.Fprintln(stderr)
	if err != nil {
		if errors.Is(err, context.Canceled) {
			fmt.Fprintf(stderr, "engram reembed: stopped; run it again to resume from the checkpoint\n")
		} else {
			fmt.Fprintf(stderr, "engram reembed: %v\n", err)
		}
		return 1
	}
	el := time.Since(start)
	fmt.Fprintf(stdout, "tenant %s is on %s: %d memories, %d moved in all; this run %d pages, %d moved in %s (%.0f ms per 1,000 moved)\n",
		cp.Tenant, cp.EmbedderID, cp.Seen, cp.Moved, job.Pages, job.Moved, el.Round(time.Millisecond), perThousand(el, job.Moved))
	return 0
}

// metricsAddrSet reports whether --metrics-addr or ENGRAM_METRICS_ADDR was
// given: a one-off command serves metrics only when asked to.
func metricsAddrSet(fs *flag.FlagSet) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == "metrics-addr" })
	_, env := os.LookupEnv("ENGRAM_METRICS_ADDR")
	return set || env
}

// serveMetrics serves reg's /metrics on addr until the returned stop.
func serveMetrics(addr string, reg prometheus.Gatherer) (func(), string, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, "", err
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", metrics.Handler(reg))
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go srv.Serve(ln)
	return func() { srv.Close() }, ln.Addr().String(), nil
}

func perThousand(d time.Duration, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(d.Milliseconds()) * 1000 / float64(n)
}
