// Command recaller serves recall and memory management over HTTP (JSON),
// and MCP (streamable HTTP at /mcp), with /metrics, /healthz and /readyz on
// the same address, over HTTPS with --tls-cert and --tls-key. API keys come
// from --api-keys-file (reloaded on SIGHUP and on change) and ENGRAM_API_KEYS;
// without keys it listens only on loopback unless --insecure-allow-open-network.
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
			return a.ServeAPI(ctx, cfg.HTTPAddr, api, func(addr net.Addr) {
				prefix := ""
				if mode == app.OpenNetworkNotice {
					prefix = "[OPEN NETWORK, NO API KEYS] "
				}
				fmt.Fprintf(os.Stdout, "%srecaller listening on %s://%s (MCP at /mcp)\n%s  auth: %s\n", prefix, a.APIScheme(), addr, prefix, mode)
			})
		})
	}))
}
