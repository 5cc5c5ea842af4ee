package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/reembed"
	"github.com/engram-memory/engram/internal/store"
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
	users, ok := a.Vectors.(store.UserLister)
	if !ok {
		fmt.Fprint(stderr, "engram reembed: the vector store cannot list users\n")
		return 1
	}
	start := time.Now()
	job := &reembed.Job{Vectors: a.Vectors, Users: users, Locks: a.State, Embedder: a.Embedder, PageSize: *page,
		UserKey:        func(t, u string) string { return t + "/" + a.Keyer.UserKey(t, u) },
		CheckpointPath: filepath.Join(cfg.DataDir, "reembed", *tenant+".json"),
		Progress: func(cp reembed.Checkpoint) {
			el := time.Since(start)
			fmt.Fprintf(stderr, "\rreembed %s → %s: %d memories seen, %d moved, %d pages, %.0f ms per 1,000 moved  ",
				cp.Tenant, cp.EmbedderID, cp.Seen, cp.Moved, cp.Pages, perThousand(el, cp.Moved))
		}}
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
	fmt.Fprintf(stdout, "tenant %s is on %s: %d memories, %d moved in all; this run %d pages in %s\n",
		cp.Tenant, cp.EmbedderID, cp.Seen, cp.Moved, job.Pages, el.Round(time.Millisecond))
	return 0
}

func perThousand(d time.Duration, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(d.Milliseconds()) * 1000 / float64(n)
}
