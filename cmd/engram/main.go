// Command engram is the user's tool. `engram serve` runs the whole pipeline
// in one process on embedded defaults (in-process NATS JetStream on disk, a
// SQLite file, the rules extractor and the local embedder); the other
// subcommands talk to a running server or evaluate engram.
package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
)

const usage = `engram: long-term memory for LLM agents

Usage:
  engram serve   [flags]            run the whole pipeline on embedded defaults
  engram publish [flags] TEXT...    publish a turn to a running server
  engram recall  [flags] QUERY...   recall memories from a running server
  engram dlq ls|show|replay [flags] list, show and replay dead letters of a running server
  engram eval extract [flags]       precision and recall of the extractor on a labelled corpus
  engram eval locomo --data FILE [--mode observations|dialog] [--k 5,10,25] [--budget 1000] [--json]
                                    evidence recall on the LoCoMo benchmark, beside the paper's DRAGON figures
  engram bench ingest|recall|erase|memory|all [flags]
                                    throughput, freshness, latency and footprint, beside baselines of the same run
  engram models pull|import FILE...|status
                                    build the semantic embedder's table (recall by meaning, English and Chinese)
  engram keys hash|new [flags]      hash or make an API key for the keys file
  engram reembed --tenant T [flags] move a tenant's memories to the configured embedder, resumably, while serving
  engram version

Run 'engram <command> -h' for the flags of a command.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	switch args[0] {
	case "serve":
		return app.Main("engram serve", args[1:], []config.Group{config.GroupServe}, func(ctx context.Context, cfg config.Config) error {
			if !flagSet(args[1:], "nats-url") && os.Getenv("NATS_URL") == "" {
				cfg.NATSURL = "" // embedded by default
			}
			return app.Serve(ctx, cfg, stdout, nil)
		})
	case "publish":
		return cmdPublish(args[1:], stdin, stdout, stderr)
	case "recall":
		return cmdRecall(args[1:], stdout, stderr)
	case "dlq":
		return cmdDLQ(args[1:], stdout, stderr)
	case "bench":
		return cmdBench(args[1:], stdout, stderr)
	case "eval":
		return cmdEval(args[1:], stdout, stderr)
	case "models":
		return cmdModels(args[1:], stdout, stderr)
	case "reembed":
		return cmdReembed(args[1:], stdout, stderr)
	case "keys":
		return cmdKeys(args[1:], stdin, stdout, stderr)
	case "version", "--version", "-v":
		fmt.Fprintf(stdout, "engram %s\n", app.Version)
		return 0
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	}
	fmt.Fprintf(stderr, "engram: unknown command %q\n\n%s", args[0], usage)
	return 2
}

// flagSet reports whether --name or -name appears in args.
func flagSet(args []string, name string) bool {
	for _, a := range args {
		for _, p := range []string{"-" + name, "--" + name} {
			if a == p || len(a) > len(p) && a[:len(p)+1] == p+"=" {
				return true
			}
		}
	}
	return false
}
