// Command recaller serves recall and memory management over HTTP (JSON),
// with /metrics, /healthz and /readyz on the same address.
package main

import (
	"context"
	"fmt"
	"net"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/httpapi"
	"github.com/engram-memory/engram/pkg/events"
)

func main() {
	os.Exit(app.Main("recaller", os.Args[1:], []config.Group{config.GroupHTTP, config.GroupEmbed}, func(ctx context.Context, cfg config.Config) error {
		cfg.MetricsAddr = "" // served on the API address
		return app.RunWorker(ctx, cfg, app.Options{Binary: "recaller"}, func(ctx context.Context, a *app.App) error {
			rc, stop := a.NewRecaller()
			defer stop()
			api := httpapi.New(httpapi.Deps{Publisher: events.NewPublisher(a.JS, a.Keyer), Recaller: rc,
				Metrics: a.Metrics, Registry: a.Registry, Ready: a.Ready, Log: a.Log})
			return a.ServeHTTP(ctx, cfg.HTTPAddr, api, func(addr net.Addr) {
				fmt.Fprintf(os.Stdout, "recaller listening on http://%s\n", addr)
			})
		})
	}))
}
