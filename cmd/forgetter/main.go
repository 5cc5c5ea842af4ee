// Command forgetter applies forgetting policies (TTL expiry, decay,
// archival, caps). With --once it runs once, prints a JSON report and exits
// (for cron); otherwise it loops every --interval. Only one run at a time
// happens across replicas (a lease in the state store).
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
		if cfg.Once {
			cfg.MetricsAddr = ""
		}
		return app.RunWorker(ctx, cfg, app.Options{Binary: "forgetter"}, func(ctx context.Context, a *app.App) error {
			f := forget.New(a.Vectors, a.State, a.Keyer, forget.Config{}, a.Log)
			enc := json.NewEncoder(os.Stdout)
			if cfg.Once {
				rep, err := f.RunOnce(ctx)
				if err != nil {
					return err
				}
				return enc.Encode(rep)
			}
			return f.Loop(ctx, cfg.ForgetInterval, func(r *forget.Report) { _ = enc.Encode(r) })
		})
	}))
}
