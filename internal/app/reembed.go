package app

import (
	"context"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/reembed"
	"github.com/engram-memory/engram/internal/store"
)

// ReembedCheckpoint is the checkpoint file of tenant's re-embedding, shared
// by `engram reembed` and the background job of `engram serve`, so that
// either resumes what the other left.
func (a *App) ReembedCheckpoint(tenant string) string {
	return filepath.Join(a.Cfg.DataDir, "reembed", tenant+".json")
}

// ReembedMetrics returns the app's re-embedding metrics, registered on
// first use.
func (a *App) ReembedMetrics() *metrics.Reembed {
	if a.reembedMetrics == nil {
		a.reembedMetrics = metrics.NewReembed(a.Registry, a.Metrics.Tenants)
	}
	return a.reembedMetrics
}

// NewReembedJob returns the job that moves memories to the app's embedder
// with the app's stores, locks and metrics (nil when the vector store
// cannot list users).
func (a *App) NewReembedJob(page int) *reembed.Job {
	users, ok := a.Vectors.(store.UserLister)
	if !ok {
		return nil
	}
	return &reembed.Job{Vectors: a.Vectors, Users: users, Locks: a.State, Embedder: a.Embedder, PageSize: page,
		UserKey: func(t, u string) string { return t + "/" + a.Keyer.UserKey(t, u) },
		Metrics: a.ReembedMetrics()}
}

// reembedLogEvery spaces the background job's progress lines.
const reembedLogEvery = 10 * time.Second

// RunReembed is the background re-embedding of `engram serve`: once at
// start-up, every tenant with memories of another embedder than the
// configured one is moved to it, page by page, resumable from the same
// checkpoint as `engram reembed`, with progress in the log (every 10 s and
// at the end) and in engram_reembed_* metrics. Recall answers throughout
// (a memory not yet moved is found lexically). --reembed=false turns it
// off. A failure is logged, never fatal to serve. It needs a vector store
// that counts memories by embedder (SQLite); with another it says to run
// `engram reembed --tenant`.
func (a *App) RunReembed(ctx context.Context) error {
	if !a.Cfg.Reembed {
		return nil
	}
	c := reembed.CounterOf(a.Vectors)
	if c == nil {
		a.Log.Info("background re-embedding needs a vector store that counts memories by embedder; run `engram reembed --tenant T` after changing the embedder", "vector_store", a.Cfg.VectorStore)
		return nil
	}
	counts, err := c.EmbedderCounts(ctx)
	if err != nil {
		if ctx.Err() == nil {
			a.Log.Error("background re-embedding: count memories", "err", err)
		}
		return nil
	}
	id := a.Embedder.ID()
	var tenants []string
	for t := range counts {
		if reembed.Remaining(counts, t, id) > 0 {
			tenants = append(tenants, t)
		}
	}
	if len(tenants) == 0 {
		return nil
	}
	slices.Sort(tenants)
	for _, t := range tenants {
		n := reembed.Remaining(counts, t, id)
		a.Log.Info("re-embedding in the background: memories of another embedder move to the configured one; recall finds them by their words until then",
			"tenant", t, "memories", n, "embedder", id)
		job := a.NewReembedJob(256)
		if job == nil {
			a.Log.Info("background re-embedding: the vector store cannot list users; run `engram reembed --tenant T`")
			return nil
		}
		job.CheckpointPath = a.ReembedCheckpoint(t)
		start, last := time.Now(), time.Now()
		job.Progress = func(cp reembed.Checkpoint) {
			if time.Since(last) < reembedLogEvery {
				return
			}
			last = time.Now()
			a.Log.Info("re-embedding progress", "tenant", t, "moved", cp.Moved, "remaining", cp.Remaining, "pages", cp.Pages)
		}
		cp, err := job.Run(ctx, t)
		if err != nil {
			if errors.Is(err, context.Canceled) || ctx.Err() != nil {
				a.Log.Info("re-embedding stopped; it resumes at the next start", "tenant", t, "moved", cp.Moved, "remaining", cp.Remaining)
				return nil
			}
			a.Log.Error("re-embedding failed; it resumes at the next start or with `engram reembed`", "tenant", t, "err", err)
			continue
		}
		el := time.Since(start)
		a.Log.Info("re-embedding done", "tenant", t, "embedder", id, "moved", job.Moved, "pages", job.Pages,
			"duration", el.Round(time.Millisecond).String())
	}
	return nil
}

// EmbedderLine is serve's start-up line about the embedder: which one
// recall uses and, on the hashed fallback, how to get recall by meaning.
func (a *App) EmbedderLine() string {
	id := a.Embedder.ID()
	switch {
	case strings.HasPrefix(id, "semantic/"):
		return id + " (recall by meaning, English and Chinese; table in " + a.Cfg.ModelsPath() + ")"
	case strings.HasPrefix(id, "local-hash/") && a.Cfg.Embedder != "hashed":
		return id + " (recall by words only: no semantic table in " + a.Cfg.ModelsPath() + "; run `engram models pull` for recall by meaning, then restart)"
	}
	return id
}
