package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"syscall"
	"time"

	"github.com/engram-memory/engram/internal/bench"
)

const benchUsage = `usage: engram bench ingest|recall|erase|memory|all [flags]

  ingest  turns/s end to end through the default pipeline, freshness at half
          that rate, and a raw JetStream baseline on the same server;
          --extractor llm|both runs the LLM extractor against a scripted
          model with --llm-latency (calls/turn, tokens/fact, lost, DLQ)
  recall  recall latency p50/p95/p99 at users × per-user memories (40 %
          episodes by default), in-process and over HTTP at a fixed rate
          (open loop); --embedder hashed|semantic|both
  erase   latency of erasing a user with 5,000 memories
  memory  disk and resident bytes per stored memory (the recall database)
`

// cmdBench runs `engram bench`: progress on stderr, a table (or --json) on
// stdout.
func cmdBench(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprint(stderr, benchUsage)
		return 2
	}
	if isHelp(args[0]) {
		fmt.Fprint(stdout, benchUsage)
		return 0
	}
	what := args[0]
	fs := flag.NewFlagSet("engram bench "+what, flag.ContinueOnError)
	fs.SetOutput(stderr)
	turns := fs.Int("turns", 20000, "ingest: turns published at the maximum rate")
	users := fs.Int("users", 1000, "ingest and recall: users")
	perUser := fs.Int("per-user", 1000, "recall and memory: memories per user")
	queries := fs.Int("queries", 20000, "recall: in-process queries")
	rate := fs.Float64("http-rate", 200, "recall: HTTP requests per second (open loop)")
	secs := fs.Float64("http-seconds", 15, "recall: HTTP phase duration")
	fresh := fs.Float64("freshness-seconds", 10, "ingest: duration of the paced freshness phase")
	freshRate := fs.Float64("freshness-rate", 0, "ingest: turns/s of the freshness phase (default: half the measured maximum)")
	eraseMems := fs.Int("erase-memories", 5000, "erase: memories per erased user")
	cacheDir := fs.String("cache-dir", "", "recall and memory: where the seeded database is kept (default: user cache dir)")
	noAccess := fs.Bool("no-access", false, "recall: do not record access statistics (isolates their cost)")
	extractor := fs.String("extractor", "rules", "ingest: rules, llm (a scripted OpenAI-compatible model) or both")
	llmLatency := fs.Duration("llm-latency", 800*time.Millisecond, "ingest --extractor llm: the scripted model's answer time")
	embedLatency := fs.Duration("embed-latency", 50*time.Millisecond, "ingest --extractor llm: the scripted embeddings call time")
	llmRPM := fs.Int("llm-rpm", 0, "ingest --extractor llm: requests per minute the scripted model allows (and the extractor is told)")
	concurrency := fs.Int("extract-concurrency", 0, "ingest --extractor llm: model calls in flight (default that of the extractor)")
	screen := fs.Bool("llm-screen", false, "ingest --extractor llm: screen turns with the rules first")
	share := fs.Duration("llm-share-window", 0, "ingest --extractor llm: let short turns of a user's session share a model call within this window (each user's turns are then one session)")
	embedders := fs.String("embedder", "hashed", "recall and memory: hashed, semantic, or both (one after the other in the same run, each in a process of its own)")
	modelsDir := fs.String("models-dir", "", "recall and memory: directory of the semantic table (default: as engram serve)")
	episodes := fs.Float64("episodes", bench.DefaultEpisodeShare, "recall and memory: share of the seeded memories that are episodes (0: none)")
	asJSON := fs.Bool("json", false, "print results as JSON")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (ingest alone: of its maximum-rate phase)")
	memProfile := fs.String("memprofile", "", "write an allocation profile (pprof allocs) to this file at the end of the run (ingest: of its maximum-rate phase)")
	if code, ok := parseFlags(fs, args[1:]); !ok {
		return code
	}
	var ingestProfile io.Writer
	if *cpuProfile != "" && what == "ingest" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "engram bench: %v\n", err)
			return 1
		}
		defer f.Close()
		ingestProfile = f
	} else if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintf(stderr, "engram bench: %v\n", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "engram bench: %v\n", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	var memOut io.Writer
	if *memProfile != "" {
		f, err := os.Create(*memProfile)
		if err != nil {
			fmt.Fprintf(stderr, "engram bench: %v\n", err)
			return 1
		}
		defer f.Close()
		memOut = f
		if what != "ingest" {
			defer func() {
				if err := pprof.Lookup("allocs").WriteTo(f, 0); err != nil {
					fmt.Fprintf(stderr, "engram bench: allocation profile: %v\n", err)
				}
			}()
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	out := map[string]any{}
	var rows []bench.Row
	run := func(name string) error {
		switch name {
		case "ingest":
			modes := map[string][]bool{"rules": {false}, "llm": {true}, "both": {false, true}}[*extractor]
			if modes == nil {
				return fmt.Errorf("--extractor %q: want rules, llm or both", *extractor)
			}
			for _, withLLM := range modes {
				o := bench.IngestOptions{Turns: *turns, Users: *users, FreshnessSeconds: *fresh, FreshnessRate: *freshRate, Progress: stderr, CPUProfile: ingestProfile, MemProfile: memOut}
				key := "ingest"
				if withLLM {
					o.LLM = &bench.LLMOptions{Latency: *llmLatency, EmbedLatency: *embedLatency, RPM: *llmRPM, Concurrency: *concurrency, Screen: *screen, ShareWindow: *share}
					o.CPUProfile, o.MemProfile, key = nil, nil, "ingest_llm"
				}
				r, err := bench.Ingest(ctx, o)
				if err != nil {
					return err
				}
				out[key] = r
				rows = append(rows, bench.IngestRows(r)...)
			}
		case "recall", "memory":
			if _, done := out["recall"]; done {
				return nil
			}
			names := map[string][]string{"hashed": {"hashed"}, "semantic": {"semantic"}, "both": {"hashed", "semantic"}}[*embedders]
			if names == nil {
				return fmt.Errorf("--embedder %q: want hashed, semantic or both", *embedders)
			}
			share := *episodes
			if share == 0 {
				share = -1
			}
			o := bench.RecallOptions{Users: *users, PerUser: *perUser, Queries: *queries, HTTPRate: *rate, HTTPSeconds: *secs, CacheDir: *cacheDir, NoAccess: *noAccess,
				Embedders: names, ModelsDir: *modelsDir, EpisodeShare: share, Progress: stderr}
			if name == "memory" {
				o.Queries, o.HTTPSeconds = 1, 0.01
			}
			var rs []*bench.RecallResult
			var err error
			if len(names) > 1 {
				rs, err = recallEachProcess(ctx, name, names, args[1:], stderr)
			} else {
				rs, err = bench.RecallEach(ctx, o)
			}
			for _, r := range rs {
				if name == "recall" {
					rows = append(rows, bench.RecallRows(r)...)
				}
				rows = append(rows, bench.MemoryRows(r)...)
			}
			if len(rs) == 1 {
				out[name] = rs[0]
			} else if len(rs) > 1 {
				out[name] = rs
			}
			if err != nil {
				return err
			}
		case "erase":
			r, err := bench.Erase(ctx, bench.EraseOptions{Memories: *eraseMems, Progress: stderr})
			if err != nil {
				return err
			}
			out["erase"] = r
			rows = append(rows, bench.EraseRows(r)...)
		default:
			return fmt.Errorf("unknown benchmark %q", name)
		}
		return nil
	}
	names := []string{what}
	if what == "all" {
		names = []string{"ingest", "recall", "erase"}
	}
	for _, n := range names {
		if err := run(n); err != nil {
			fmt.Fprintf(stderr, "engram bench %s: %v\n", n, err)
			if what != "all" {
				return 1
			}
		}
	}
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(out); err != nil {
			return 1
		}
		return 0
	}
	bench.WriteTable(stdout, rows)
	return 0
}
