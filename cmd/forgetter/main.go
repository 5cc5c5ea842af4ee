// Command forgetter applies forgetting policies: TTL expiry, decay,
// archival below a threshold, deletion of archived memories after a grace
// period and a per-user cap of active memories (see internal/forget).
//
// With --once it runs once, prints a JSON report (counts per action and per
// tenant, duration) on stdout and exits: status 0 when the run completed or
// was skipped because another replica holds the lease ("skipped": true),
// non-zero when it failed. Otherwise it loops every --interval. Only one run
// at a time happens across replicas (a lease in the state store); a run can
// be killed at any point and run again. Every run also sweeps recent user
// erasures (erase.Eraser.Sweep): fact batches that extractions in flight
// published after the erasure are removed from the streams.
//
// Policies are read from the environment:
//
//	ENGRAM_DECAY_HALF_LIFE      half-life of effective importance (e.g. 720h); unset or 0: no decay
//	ENGRAM_ARCHIVE_BELOW        archive active memories whose effective importance is below it; unset or 0: never
//	ENGRAM_ARCHIVE_GRACE        delete memories archived for longer than it (e.g. 2160h); unset or 0: never
//	ENGRAM_MAX_ACTIVE_PER_USER  cap on active memories per user; unset: 5000; 0: no cap
//	ENGRAM_EPISODE_TTL          delete episodes this long after they were last said; unset: 4320h; 0: never
//	ENGRAM_EPISODE_HALF_LIFE    half-life of an episode's effective importance; unset: 720h; 0: as other memories
//	ENGRAM_EPISODE_MAX_PER_USER cap on stored episodes per user (least useful deleted); unset: 2000; 0: no cap
//	ENGRAM_FORGET_PAGE_SIZE     memories per scan page; unset: 1000
//	ENGRAM_FORGET_LEASE_TTL     lease duration, renewed during a run; unset: 2m
package main

import (
	"context"
	"encoding/json"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/forget"
)

func main() {
	os.Exit(app.Main("forgetter", os.Args[1:], []config.Group{config.GroupForget}, func(ctx context.Context, cfg config.Config) error {
		if _, err := forget.FromEnv(forget.Config{}, os.Getenv); err != nil {
			return err // before connecting: a bad policy fails fast
		}
		if cfg.Once {
			cfg.MetricsAddr = ""
		}
		return app.RunWorker(ctx, cfg, app.Options{Binary: "forgetter"}, func(ctx context.Context, a *app.App) error {
			// One constructor for every eraser: it applies --erase-secure-delete.
			f, err := a.NewForgetter()
			if err != nil {
				return err
			}
			enc := json.NewEncoder(os.Stdout)
			if cfg.Once {
				rep, err := f.RunOnce(ctx)
				if err != nil {
					return err
				}
				a.ObserveForget(rep)
				return enc.Encode(rep)
			}
			stop := a.PollMemories(ctx)
			defer stop()
			return f.Loop(ctx, cfg.ForgetInterval, func(r *forget.Report) {
				a.ObserveForget(r)
				_ = enc.Encode(r)
			})
		})
	}))
}
