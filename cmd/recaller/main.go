// Command recaller serves recall and memory management over HTTP (JSON),
// and MCP (streamable HTTP at /mcp), with /metrics, /healthz and /readyz on
// the same address. API keys come from --api-keys-file and ENGRAM_API_KEYS.
package main

import (
	"context"
	"fmt"
	"net"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
)

func main() {
	os.Exit(app.Main("recaller", os.Args[1:], []config.Group{config.GroupHTTP, config.GroupEmbed}, func(ctx context.Context, cfg config.Config) error {
		cfg.MetricsAddr = "" // served on the API address
		return app.RunWorker(ctx, cfg, app.Options{Binary: "recaller"}, func(ctx context.Context, a *app.App) error {
			rc, stop := a.NewRecaller()
			defer stop()
			api, mode, err := a.NewAPI(rc)
			if err != nil {
				return err
			}
			stopSampler := a.RunPipelineSampler(ctx)
			defer stopSampler()
			return a.ServeHTTP(ctx, cfg.HTTPAddr, api, func(addr net.Addr) {
				fmt.Fprintf(os.Stdout, "recaller listening on http://%s (MCP at /mcp)\n  auth: %s\n", addr, mode)
			})
		})
	}))
}
