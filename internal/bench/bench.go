// Package bench measures engram on this machine: ingest throughput and
// freshness through the default pipeline beside a raw JetStream baseline
// measured in the same run, recall latency at a million memories in-process
// and over HTTP (open loop), erasure latency, and memory and disk per stored
// memory. `engram bench` prints the results; BENCHMARKS.md records them.
// Nothing here asserts a speed: the numbers are reported, not tested.
package bench

import (
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Latencies summarises a set of durations.
type Latencies struct {
	N   int     `json:"n"`
	P50 float64 `json:"p50_ms"`
	P95 float64 `json:"p95_ms"`
	P99 float64 `json:"p99_ms"`
	Max float64 `json:"max_ms"`
}

// Summarize computes percentiles (nearest rank) of ds in milliseconds.
func Summarize(ds []time.Duration) Latencies {
	if len(ds) == 0 {
		return Latencies{}
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	q := func(p float64) float64 {
		i := int(p*float64(len(s))+0.999999) - 1
		i = min(max(i, 0), len(s)-1)
		return ms(s[i])
	}
	return Latencies{N: len(s), P50: q(0.50), P95: q(0.95), P99: q(0.99), Max: ms(s[len(s)-1])}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Row is one line of the final table.
type Row struct {
	Bench, Metric, Value, Baseline, Note string
}

// WriteTable prints rows aligned.
func WriteTable(w io.Writer, rows []Row) {
	widths := [4]int{5, 6, 5, 8}
	for _, r := range rows {
		for i, s := range []string{r.Bench, r.Metric, r.Value, r.Baseline} {
			widths[i] = max(widths[i], len(s))
		}
	}
	line := func(a, b, c, d, e string) {
		fmt.Fprintf(w, "%-*s  %-*s  %*s  %-*s  %s\n", widths[0], a, widths[1], b, widths[2], c, widths[3], d, e)
	}
	line("bench", "metric", "value", "baseline", "note")
	for _, r := range rows {
		line(r.Bench, r.Metric, r.Value, r.Baseline, r.Note)
	}
}

func f1(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }
func f2(x float64) string { return strconv.FormatFloat(x, 'f', 2, 64) }
func f3(x float64) string { return strconv.FormatFloat(x, 'f', 3, 64) }

// loadAverage is the one-minute load average (Linux), 0 elsewhere.
func loadAverage() float64 {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(b))
	if len(f) == 0 {
		return 0
	}
	x, _ := strconv.ParseFloat(f[0], 64)
	return x
}

// rssBytes is the process's resident set size (Linux), 0 elsewhere.
func rssBytes() int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			f := strings.Fields(l)
			if len(f) >= 2 {
				n, _ := strconv.ParseInt(f[1], 10, 64)
				return n * 1024
			}
		}
	}
	return 0
}

// Words for generated memories and turns: realistic short personal facts.
var (
	subjects   = []string{"hiking", "sushi", "jazz", "chess", "running", "painting", "photography", "gardening", "climbing", "cooking", "yoga", "cycling", "pottery", "baking", "surfing", "knitting", "tennis", "poetry", "astronomy", "birdwatching"}
	places     = []string{"Boston", "Berlin", "Tokyo", "Lisbon", "Austin", "Denver", "Madrid", "Seoul", "Toronto", "Oslo", "Lyon", "Kyoto", "Prague", "Dublin", "Quebec"}
	jobs       = []string{"teacher", "nurse", "engineer", "designer", "chef", "pilot", "lawyer", "writer", "carpenter", "pharmacist", "accountant", "architect"}
	people     = []string{"sister", "brother", "mother", "father", "friend", "colleague", "neighbor", "cousin", "daughter", "son"}
	activities = []string{"went to a concert", "adopted a puppy", "started a new course", "moved apartments", "ran a half marathon", "visited a museum", "joined a book club", "planted tomatoes", "fixed the bike", "baked sourdough"}
	days       = []string{"on Monday", "last weekend", "yesterday", "in March", "two weeks ago", "on Friday evening", "last summer", "this morning"}
)

func pick[T any](r *rand.Rand, s []T) T { return s[r.IntN(len(s))] }

// memoryText is a realistic short memory.
func memoryText(r *rand.Rand) string {
	switch r.IntN(5) {
	case 0:
		return fmt.Sprintf("Enjoys %s and %s on weekends", pick(r, subjects), pick(r, subjects))
	case 1:
		return fmt.Sprintf("Works as a %s in %s", pick(r, jobs), pick(r, places))
	case 2:
		return fmt.Sprintf("Their %s %s %s", pick(r, people), pick(r, activities), pick(r, days))
	case 3:
		return fmt.Sprintf("Is planning a trip to %s to try %s", pick(r, places), pick(r, subjects))
	default:
		return fmt.Sprintf("%s %s in %s with a %s", strings.ToUpper(pick(r, activities)[:1])+pick(r, activities)[1:], pick(r, days), pick(r, places), pick(r, people))
	}
}

// episodeText is a realistic episode: what the user said or asked in a
// turn, as the rules extractor renders it.
func episodeText(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return fmt.Sprintf("asked about flights to %s %s", pick(r, places), pick(r, days))
	case 1:
		return fmt.Sprintf("said their %s %s", pick(r, people), pick(r, activities))
	case 2:
		return fmt.Sprintf("asked for tips on %s and %s", pick(r, subjects), pick(r, subjects))
	default:
		return fmt.Sprintf("talked about work as a %s in %s %s", pick(r, jobs), pick(r, places), pick(r, days))
	}
}

// queryText is a realistic recall query.
func queryText(r *rand.Rand) string {
	switch r.IntN(4) {
	case 0:
		return "what does the user do for fun, like " + pick(r, subjects)
	case 1:
		return "where does the user work as a " + pick(r, jobs)
	case 2:
		return "what did their " + pick(r, people) + " do " + pick(r, days)
	default:
		return "trip to " + pick(r, places)
	}
}

// turnText is a user message the rules extractor turns into a fact.
func turnText(r *rand.Rand, i int) string {
	switch i % 4 {
	case 0:
		return fmt.Sprintf("I love %s and I go every week with my %s.", pick(r, subjects), pick(r, people))
	case 1:
		return fmt.Sprintf("I work as a %s in %s.", pick(r, jobs), pick(r, places))
	case 2:
		return fmt.Sprintf("My favorite hobby is %s.", pick(r, subjects))
	default:
		return fmt.Sprintf("I live in %s and I prefer short answers.", pick(r, places))
	}
}

// IngestRows are the table rows of an ingest result.
func IngestRows(r *IngestResult) []Row {
	if r.LLM != nil {
		return llmRows(r)
	}
	return []Row{
		{"ingest", "turns/s (end to end, rules)", f1(r.TurnsPerSecond), f1(r.RawPerSecond) + " raw JetStream msg/s",
			fmt.Sprintf("ratio %.3f; %d turns in %.1fs, %d memory writes", r.Ratio, r.Turns, r.Seconds, r.MemoriesWritten)},
		{"ingest", "CPU ms/turn (whole process)", f3(1000 * r.CPUSeconds / float64(r.Turns)), "",
			fmt.Sprintf("%.1f CPU-s in %.1fs: %.2f cores busy", r.CPUSeconds, r.Seconds, r.CPUSeconds/r.Seconds)},
		{"ingest", "freshness p50/p95/p99 ms", f1(r.Freshness.P50) + "/" + f1(r.Freshness.P95) + "/" + f1(r.Freshness.P99), "",
			fmt.Sprintf("at %.0f turns/s, %d turns, %d not written", r.FreshRate, r.FreshTurns, r.FreshLost)},
	}
}

// RecallRows are the table rows of a recall result.
func RecallRows(r *RecallResult) []Row {
	acc := "access recording on"
	if !r.AccessRecording {
		acc = "access recording off"
	}
	b := "recall " + embedderName(r.Embedder)
	return []Row{
		{b, "in-process p50/p95/p99 ms", f3(r.InProcess.P50) + "/" + f3(r.InProcess.P95) + "/" + f3(r.InProcess.P99), "mem0 p50/p95 148/200 ms",
			fmt.Sprintf("%d memories (%d episodes, %d users), %d queries, %s, %s", r.Memories, r.Episodes, r.Users, r.InProcess.N, acc, r.Embedder)},
		{b, "in-process CPU p50/p95/p99 ms", f3(r.InProcessCPU.P50) + "/" + f3(r.InProcessCPU.P95) + "/" + f3(r.InProcessCPU.P99), "",
			fmt.Sprintf("CPU time of each query on its thread (without waiting for a core); load average %.1f on %d cores", r.LoadAverage, runtime.NumCPU())},
		{b, "HTTP p50/p95/p99 ms", f2(r.HTTP.P50) + "/" + f2(r.HTTP.P95) + "/" + f2(r.HTTP.P99), "",
			fmt.Sprintf("open loop at %.0f req/s, %d requests, %d errors, %s", r.HTTPRate, r.HTTP.N, r.HTTPErrors, acc)},
	}
}

// embedderName is the kind of an embedder id: "hashed", "semantic" or the
// id itself.
func embedderName(id string) string {
	switch {
	case strings.HasPrefix(id, "local-hash/"):
		return "hashed"
	case strings.HasPrefix(id, "semantic/"):
		return "semantic"
	}
	return id
}

// MemoryRows are the table rows of the memory figures.
func MemoryRows(r *RecallResult) []Row {
	b := "memory " + embedderName(r.Embedder)
	return []Row{
		{b, "disk bytes/memory", f1(r.DiskBytesPerMemory), "", "SQLite file + WAL (vectors sparse when smaller; no FTS5 index: the default store does not keep one)"},
		{b, "resident bytes/memory", f1(r.ResidentBytesPerMemory), "", fmt.Sprintf("RSS growth with every user's index hot (Go heap %.0f B/memory)", r.HeapBytesPerMemory)},
	}
}

// EraseRows are the table rows of an erase result.
func EraseRows(r *EraseResult) []Row {
	return []Row{{"erase", "erase user p50/max ms", f1(r.Latency.P50) + "/" + f1(r.Latency.Max), "",
		fmt.Sprintf("%d memories and %d turns per user, %d users", r.Memories, r.Turns, r.Latency.N)}}
}

// llmRows are the table rows of an ingest result through the LLM path.
func llmRows(r *IngestResult) []Row {
	l := r.LLM
	setup := fmt.Sprintf("model %.0f ms, embeddings %.0f ms, %d calls in flight", l.LatencyMS, l.EmbedLatencyMS, l.Concurrency)
	if l.RPM > 0 {
		setup += fmt.Sprintf(", %d requests/min (%.1f calls/s at most)", l.RPM, float64(l.RPM)/60)
	}
	if l.Screen {
		setup += ", screened"
	}
	if l.ShareWindowMS > 0 {
		setup += fmt.Sprintf(", calls shared within %.0f ms", l.ShareWindowMS)
	}
	return []Row{
		{"ingest llm", "turns/s (end to end)", f1(r.TurnsPerSecond), "",
			fmt.Sprintf("%s; %d turns in %.1fs, %d memory writes, %d lost, %d dead letters", setup, r.Turns, r.Seconds, r.MemoriesWritten, l.Lost, l.DeadLetters)},
		{"ingest llm", "freshness p50/p95/p99 ms", f1(r.Freshness.P50) + "/" + f1(r.Freshness.P95) + "/" + f1(r.Freshness.P99), "",
			fmt.Sprintf("at %.1f turns/s, %d turns, %d not written", r.FreshRate, r.FreshTurns, r.FreshLost)},
		{"ingest llm", "model calls/turn", f3(l.CallsPerTurn), "",
			fmt.Sprintf("%d chat calls (%d answered 429), %d embedding calls of %.1f inputs", l.ChatCalls, l.Rejected429, l.EmbedCalls, float64(l.EmbedInputs)/float64(max(l.EmbedCalls, 1)))},
		{"ingest llm", "tokens/remembered fact", f1(l.TokensPerFact), "",
			fmt.Sprintf("%d prompt + %d completion tokens; %.0f prompt tokens per call", l.PromptTokens, l.Completion, l.TokensPerCall)},
		{"ingest llm", "CPU ms/turn (whole process)", f3(1000 * r.CPUSeconds / float64(r.Turns)), "",
			fmt.Sprintf("%.1f CPU-s in %.1fs, scripted model included", r.CPUSeconds, r.Seconds)},
	}
}
