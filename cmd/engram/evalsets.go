package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/engram-memory/engram/internal/eval/conversations"
	"github.com/engram-memory/engram/internal/eval/recallset"
	"github.com/engram-memory/engram/internal/recall"
)

// recallFlags are the recaller flags shared by the set evaluations.
func recallFlags(fs *flag.FlagSet) func() recall.Config {
	denseShare := fs.Float64("dense-share", 0, "recaller: weight of dense cosine in similarity (0 means the default, negative lexical only)")
	minRel := fs.Float64("min-relevance", 0, "recaller: relative relevance cut (0 means the default, negative none)")
	minCover := fs.Float64("min-coverage", 0, "recaller: query-relatedness coverage bar (0 means the default, negative none)")
	lexCover := fs.Float64("lexical-cover", 0, "recaller: best coverage at which the lexical score counts in full (0 means 0.5, negative off)")
	gate := fs.Float64("gate", 0, "recaller: relatedness gate, the gate model's probability under which a query returns no memory (0 means the embedder's: 0.3 semantic, none hashed; negative off)")
	return func() recall.Config {
		return recall.Config{DenseShare: *denseShare, MinRelevance: *minRel, MinCoverage: *minCover, Gate: *gate, LexicalCover: *lexCover}
	}
}

// cmdEvalRecall runs `engram eval recall`.
func cmdEvalRecall(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram eval recall", flag.ContinueOnError)
	fs.SetOutput(stderr)
	set := fs.String("set", "", "recall set JSON file (layout of testdata/blind/recall/recall.json; required)")
	embedder := fs.String("embedder", "hashed", "embedder: hashed or semantic (the table of engram models pull, required)")
	modelsDir := fs.String("models-dir", "", "directory of the semantic table (empty means ENGRAM_MODELS_DIR or <data dir>/models)")
	k := fs.Int("k", 5, "hit cut-off")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the table")
	misses := fs.Bool("misses", false, "print each failed query on stderr (development sets only: never on a blind set)")
	gateLog := fs.String("gate-log", "", "write how the relatedness gate judged each query to this file, one JSON object per line (for refitting the gate: go run ./internal/recall/gatefit)")
	rcfg := recallFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *set == "" {
		fmt.Fprint(stderr, "engram eval recall: --set is required\n")
		return 2
	}
	o := recallset.Options{Embedder: *embedder, ModelsDir: *modelsDir, K: *k, Recall: rcfg()}
	if *misses {
		o.Misses = stderr
	}
	closeLog, err := openGateLog(*gateLog, &o.GateLog)
	if err != nil {
		fmt.Fprintf(stderr, "engram eval recall: %v\n", err)
		return 1
	}
	res, err := recallset.RunFile(ctx, *set, o)
	if cerr := closeLog(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintf(stderr, "engram eval recall: %v\n", err)
		return 1
	}
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(res); err != nil {
			fmt.Fprintf(stderr, "engram eval recall: %v\n", err)
			return 1
		}
		return 0
	}
	recallset.WriteTable(stdout, res)
	return 0
}

// cmdEvalConversations runs `engram eval conversations`.
func cmdEvalConversations(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram eval conversations", flag.ContinueOnError)
	fs.SetOutput(stderr)
	set := fs.String("set", "", "conversation set JSON file (layout of testdata/blind/conversations/conversations.json; required)")
	embedder := fs.String("embedder", "hashed", "embedder: hashed or semantic (the table of engram models pull, required)")
	modelsDir := fs.String("models-dir", "", "directory of the semantic table (empty means ENGRAM_MODELS_DIR or <data dir>/models)")
	k := fs.Int("k", 5, "memories each probe asks for")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the table")
	misses := fs.Bool("misses", false, "print each failed probe with its context on stderr (development sets only: never on a blind set)")
	statements := fs.Bool("statements", false, "print each standing and non-standing statement on stderr: the memories that stand for it and how often it was in unrelated contexts (development sets only)")
	gateLog := fs.String("gate-log", "", "write how the relatedness gate judged each query to this file, one JSON object per line (for refitting the gate: go run ./internal/recall/gatefit)")
	rcfg := recallFlags(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *set == "" {
		fmt.Fprint(stderr, "engram eval conversations: --set is required\n")
		return 2
	}
	o := conversations.Options{Embedder: *embedder, ModelsDir: *modelsDir, K: *k, Recall: rcfg()}
	if *misses {
		o.Misses = stderr
	}
	if *statements {
		o.Statements = stderr
	}
	closeLog, err := openGateLog(*gateLog, &o.GateLog)
	if err != nil {
		fmt.Fprintf(stderr, "engram eval conversations: %v\n", err)
		return 1
	}
	res, err := conversations.RunFile(ctx, *set, o)
	if cerr := closeLog(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintf(stderr, "engram eval conversations: %v\n", err)
		return 1
	}
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(res); err != nil {
			fmt.Fprintf(stderr, "engram eval conversations: %v\n", err)
			return 1
		}
		return 0
	}
	conversations.WriteTable(stdout, res)
	return 0
}

// openGateLog creates the --gate-log file, if one is named, and sets *w
// to it; the returned function closes it.
func openGateLog(path string, w *io.Writer) (func() error, error) {
	if path == "" {
		return func() error { return nil }, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("create gate log: %w", err)
	}
	*w = f
	return f.Close, nil
}
