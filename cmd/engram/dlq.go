package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"text/tabwriter"
	"time"

	"github.com/engram-memory/engram/pkg/client"
)

const dlqUsage = `Usage:
  engram dlq ls     [flags]        list the tenant's dead letters (without payloads)
  engram dlq show   [flags] SEQ    show one dead letter with its payload (raw event: what the user said)
  engram dlq replay [flags] SEQ... publish dead letters again on their original subjects

Flags: --addr URL (env ENGRAM_ADDR), --api-key KEY (env ENGRAM_API_KEY),
--tenant ID (env ENGRAM_TENANT; development mode only), --json.
`

// cmdDLQ lists, shows and replays dead letters through the HTTP API.
func cmdDLQ(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, dlqUsage)
		return 2
	}
	sub := args[0]
	fs := flag.NewFlagSet("engram dlq "+sub, flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", defaultAddr(), "engram server URL (env ENGRAM_ADDR)")
	apiKey := fs.String("api-key", os.Getenv("ENGRAM_API_KEY"), "API key (env ENGRAM_API_KEY)")
	tenant := fs.String("tenant", os.Getenv("ENGRAM_TENANT"), "tenant id, development mode only (env ENGRAM_TENANT)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := fs.Parse(args[1:]); err != nil {
		return 2
	}
	c, err := client.New(*addr, *apiKey, client.WithTenant(*tenant), client.WithRetry(2, 10*time.Second))
	if err != nil {
		fmt.Fprintf(stderr, "engram dlq: %v\n", err)
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	seqs := func() ([]uint64, bool) {
		if fs.NArg() == 0 {
			fmt.Fprintf(stderr, "engram dlq %s: need a sequence number\n", sub)
			return nil, false
		}
		var out []uint64
		for _, a := range fs.Args() {
			n, err := strconv.ParseUint(a, 10, 64)
			if err != nil {
				fmt.Fprintf(stderr, "engram dlq %s: %q is not a sequence number\n", sub, a)
				return nil, false
			}
			out = append(out, n)
		}
		return out, true
	}
	switch sub {
	case "ls":
		tw := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		if !*asJSON {
			fmt.Fprintln(tw, "SEQ\tSTAGE\tKIND\tTURN\tDEAD AT\tDELIVERIES\tREASON")
		}
		n := 0
		for d, err := range c.DeadLetters(ctx) {
			if err != nil {
				fmt.Fprintf(stderr, "engram dlq ls: %v\n", err)
				return 1
			}
			n++
			if *asJSON {
				_ = enc.Encode(d)
				continue
			}
			fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%d\t%s\n", d.Seq, d.Stage, d.Kind, d.TurnID, d.DeadAt.Format(time.RFC3339), d.Deliveries, d.Reason)
		}
		tw.Flush()
		if n == 0 && !*asJSON {
			fmt.Fprintln(stdout, "no dead letters")
		}
		return 0
	case "show":
		ss, ok := seqs()
		if !ok {
			return 2
		}
		for _, s := range ss {
			d, err := c.DeadLetter(ctx, s)
			if err != nil {
				fmt.Fprintf(stderr, "engram dlq show %d: %v\n", s, err)
				return 1
			}
			_ = enc.Encode(d)
		}
		return 0
	case "replay":
		ss, ok := seqs()
		if !ok {
			return 2
		}
		code := 0
		for _, s := range ss {
			r, err := c.ReplayDeadLetter(ctx, s)
			if err != nil {
				fmt.Fprintf(stderr, "engram dlq replay %d: %v\n", s, err)
				code = 1
				continue
			}
			if *asJSON {
				_ = enc.Encode(r)
			} else {
				fmt.Fprintf(stdout, "replayed %d to %s (stream %s, seq %d)\n", s, r.Subject, r.Stream, r.StreamSeq)
			}
		}
		return code
	}
	fmt.Fprintf(stderr, "engram dlq: unknown subcommand %q\n\n%s", sub, dlqUsage)
	return 2
}
