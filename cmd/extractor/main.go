// Command extractor consumes turns from ENGRAM_TURNS, extracts and scores
// facts (rules or LLM) and publishes fact batches to ENGRAM_FACTS. Run any
// number of replicas; they share the durable consumer "extractor".
package main

import (
	"context"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
)

func main() {
	os.Exit(app.Main("extractor", os.Args[1:], []config.Group{config.GroupExtract}, func(ctx context.Context, cfg config.Config) error {
		return app.RunWorker(ctx, cfg, app.Options{Binary: "extractor", NoStores: true}, func(ctx context.Context, a *app.App) error {
			return a.RunExtractor(ctx)
		})
	}))
}
