// Command ingester consumes fact batches from ENGRAM_FACTS, masks PII,
// dedups and reconciles them with what is stored, and writes the vector and
// state stores idempotently before acknowledging. Run any number of
// replicas; they share the durable consumer "ingester".
package main

import (
	"context"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
)

func main() {
	os.Exit(app.Main("ingester", os.Args[1:], []config.Group{config.GroupEmbed, config.GroupIngest}, func(ctx context.Context, cfg config.Config) error {
		return app.RunWorker(ctx, cfg, app.Options{Binary: "ingester"}, func(ctx context.Context, a *app.App) error {
			return a.RunIngester(ctx)
		})
	}))
}
