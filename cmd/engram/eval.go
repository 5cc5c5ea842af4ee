package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/engram-memory/engram/internal/eval/locomo"
	"github.com/engram-memory/engram/internal/extract/evalx"
	"github.com/engram-memory/engram/internal/recall"
)

const evalUsage = `usage: engram eval extract|locomo|recall|conversations [flags]

  extract        precision and recall of the extractor on labelled corpora
  locomo         evidence recall on the LoCoMo benchmark (observations or dialog mode)
  recall         hit@5 on a paraphrase and cross-language recall set (memories stored as given)
  conversations  standing instructions and unrelated probes on multi-turn conversations (real pipeline)

Run 'engram eval <what> -h' for its flags.
`

// isHelp reports whether arg asks for help.
func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--help", "help":
		return true
	}
	return false
}

// cmdEval runs `engram eval <what>`.
func cmdEval(args []string, stdout, stderr io.Writer) int {
	if len(args) < 1 {
		fmt.Fprint(stderr, evalUsage)
		return 2
	}
	if isHelp(args[0]) {
		fmt.Fprint(stdout, evalUsage)
		return 0
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch args[0] {
	case "extract":
		if err := evalx.Main(ctx, args[1:], stdout, stderr); err != nil {
			fmt.Fprintf(stderr, "engram eval extract: %v\n", err)
			return 1
		}
		return 0
	case "locomo":
		return cmdEvalLocomo(ctx, args[1:], stdout, stderr)
	case "recall":
		return cmdEvalRecall(ctx, args[1:], stdout, stderr)
	case "conversations":
		return cmdEvalConversations(ctx, args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "engram eval: unknown evaluation %q (want extract, locomo, recall or conversations)\n", args[0])
	return 2
}

// cmdEvalLocomo runs `engram eval locomo`: a table on stdout (or one JSON
// object with --json), a progress bar on stderr.
func cmdEvalLocomo(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("engram eval locomo", flag.ContinueOnError)
	fs.SetOutput(stderr)
	data := fs.String("data", "", "LoCoMo-layout JSON file (required)")
	mode := fs.String("mode", locomo.ModeObservations, "observations (observations ingested as facts) or dialog (raw turns through the whole pipeline)")
	ks := fs.String("k", "5,10,25", "comma-separated k values")
	budget := fs.Int("budget", 1000, "rendered context budget in tokens")
	asJSON := fs.Bool("json", false, "print one JSON object instead of the table")
	dataDir := fs.String("data-dir", "", "keep the pipeline's data here (empty means a temporary directory)")
	quiet := fs.Bool("quiet", false, "no progress bar")
	denseShare := fs.Float64("dense-share", 0, "recaller: weight of dense cosine in similarity (0 means the default, negative lexical only)")
	fusion := fs.String("fusion", "", "recaller: linear (default) or rrf")
	minRel := fs.Float64("min-relevance", 0, "recaller: relative relevance cut (0 means the default, negative none)")
	minCover := fs.Float64("min-coverage", 0, "recaller: query-relatedness coverage bar (0 means the default, negative none)")
	addr := fs.String("addr", "", "evaluate a running engram server at this URL instead of an embedded pipeline (dialog mode only)")
	apiKey := fs.String("api-key", os.Getenv("ENGRAM_API_KEY"), "API key for --addr (env ENGRAM_API_KEY)")
	convSel := fs.String("conversations", "", "evaluate only these conversations, by 0-based index in the file: \"0-4\", \"5-9\", \"0,2,7-9\" (empty means all)")
	rawDense := fs.Bool("raw-dense", false, "recaller: no centring of the dense scores")
	lexCover := fs.Float64("lexical-cover", 0, "recaller: best coverage at which the lexical score counts in full (0 means 0.5, negative off)")
	gate := fs.Float64("gate", 0, "recaller: relatedness gate, the gate model's probability under which a query returns no memory (0 means the embedder's: 0.3 semantic, none hashed; negative off)")
	embedder := fs.String("embedder", "hashed", "pipeline embedder: hashed, semantic (the table of engram models pull, required) or local (semantic when the table is there)")
	modelsDir := fs.String("models-dir", "", "directory of the semantic table (empty means ENGRAM_MODELS_DIR or <data dir>/models)")
	misses := fs.Bool("misses", false, "print each question missed at the smallest k (gold evidence and top memories) on stderr")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if *data == "" {
		fmt.Fprint(stderr, "engram eval locomo: --data is required\n")
		return 2
	}
	var kv []int
	for _, s := range strings.Split(*ks, ",") {
		k, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			fmt.Fprintf(stderr, "engram eval locomo: --k %q: %v\n", *ks, err)
			return 2
		}
		kv = append(kv, k)
	}
	o := locomo.Options{Mode: *mode, Ks: kv, Budget: *budget, DataDir: *dataDir, Progress: stderr, Conversations: *convSel,
		Embedder: *embedder, ModelsDir: *modelsDir,
		Recall: recall.Config{DenseShare: *denseShare, Fusion: *fusion, RawDense: *rawDense, MinRelevance: *minRel, MinCoverage: *minCover, Gate: *gate, LexicalCover: *lexCover}}
	if *misses {
		o.Misses = stderr
	}
	if *quiet {
		o.Progress = nil
	}
	var res *locomo.Result
	var err error
	if *addr != "" {
		if !flagSet(args, "mode") {
			o.Mode = locomo.ModeDialog
		}
		res, err = runLocomoServer(ctx, *data, *addr, *apiKey, o)
	} else {
		res, err = locomo.RunFile(ctx, *data, o)
	}
	if err != nil {
		fmt.Fprintf(stderr, "engram eval locomo: %v\n", err)
		return 1
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		if err := enc.Encode(res); err != nil {
			fmt.Fprintf(stderr, "engram eval locomo: %v\n", err)
			return 1
		}
		return 0
	}
	locomo.WriteTable(stdout, res)
	return 0
}

func runLocomoServer(ctx context.Context, path, addr, apiKey string, o locomo.Options) (*locomo.Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open locomo data: %w", err)
	}
	defer f.Close()
	convs, q, err := locomo.Load(f)
	if err != nil {
		return nil, err
	}
	if convs, err = locomo.SelectConversations(convs, o.Conversations); err != nil {
		return nil, err
	}
	res, err := locomo.RunServer(ctx, addr, apiKey, convs, o, 0)
	if res != nil {
		res.Quirks = q
	}
	return res, err
}
