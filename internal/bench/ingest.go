package bench

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime/pprof"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/internal/llmtest"
	"github.com/engram-memory/engram/pkg/events"
)

// IngestOptions size the ingest benchmark; zero values take the defaults.
type IngestOptions struct {
	// Turns published at the maximum rate; 0 means 20,000.
	Turns int
	// Users the turns are spread over; 0 means 1,000.
	Users int
	// Publishers publishing concurrently; 0 means 4.
	Publishers int
	// FreshnessSeconds is how long the paced phase runs; 0 means 10.
	FreshnessSeconds float64
	// FreshnessRate is the paced phase's turns/s; 0 means half the
	// maximum rate just measured (set it to compare two builds at the
	// same rate).
	FreshnessRate float64
	// Dir holds the pipeline; "" means a temporary directory.
	Dir      string
	Progress io.Writer
	// CPUProfile, if set, receives a CPU profile of the maximum-rate
	// phase alone (publish to the last memory written).
	CPUProfile io.Writer
	// LLM, if set, runs the pipeline with the LLM extractor and the
	// OpenAI-compatible embedder against a scripted model (see LLMOptions).
	LLM *LLMOptions
	// MemProfile, if set, receives an allocation profile (pprof "allocs")
	// written at the end of the maximum-rate phase: what the process
	// allocated until then (the pipeline's setup is a small part of it).
	MemProfile io.Writer
}

// IngestResult is what the ingest benchmark measured.
type IngestResult struct {
	Turns          int     `json:"turns"`
	Seconds        float64 `json:"seconds"`
	TurnsPerSecond float64 `json:"turns_per_second"`
	// MemoriesWritten counts memory records written during the phase.
	MemoriesWritten int `json:"memories_written"`
	AvgTurnBytes    int `json:"avg_turn_bytes"`
	// RawPerSecond is the raw JetStream baseline: messages of the same size
	// published and consumed (one ack each) on the same server.
	RawPerSecond float64 `json:"raw_jetstream_per_second"`
	Ratio        float64 `json:"ratio_to_raw"`
	// Freshness is publish → recallable at FreshRate turns/s (half the
	// maximum rate unless IngestOptions.FreshnessRate is set).
	// CPUSeconds is the process's CPU time (user and system) in the
	// maximum-rate phase: a figure less sensitive than turns/s to what
	// else a shared machine is doing, for comparing two builds.
	CPUSeconds float64   `json:"cpu_seconds"`
	FreshRate  float64   `json:"freshness_rate"`
	Freshness  Latencies `json:"freshness"`
	FreshLost  int       `json:"freshness_unwritten"`
	FreshTurns int       `json:"freshness_turns"`
	// LLM holds the model-call figures of an LLM run.
	LLM *LLMFigures `json:"llm,omitempty"`
}

// Ingest measures throughput (turns/s end to end, publish to memory
// written) at the maximum rate, then freshness at half of it, then the raw
// JetStream baseline on the same server.
func Ingest(ctx context.Context, o IngestOptions) (*IngestResult, error) {
	if o.Turns <= 0 {
		o.Turns = 20000
	}
	if o.Users <= 0 {
		o.Users = 1000
	}
	if o.Publishers <= 0 {
		o.Publishers = 4
	}
	if o.FreshnessSeconds <= 0 {
		o.FreshnessSeconds = 10
	}
	dir := o.Dir
	if dir == "" {
		d, err := os.MkdirTemp("", "engram-bench-ingest-")
		if err != nil {
			return nil, fmt.Errorf("create temp dir: %w", err)
		}
		defer os.RemoveAll(d)
		dir = d
	}
	cfg := Config(dir)
	var model *llmtest.Server
	if o.LLM != nil {
		model = scriptedModel(*o.LLM)
		defer model.Close()
		cfg = llmConfig(cfg, model, *o.LLM)
	}
	a, err := openPipelineWith(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer a.Close()
	watch := newUpsertWatch(a.Vectors)
	a.Vectors = watch
	wctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	var werr atomic.Value
	for _, fn := range []func(context.Context) error{a.RunExtractor, a.RunIngester} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := fn(wctx); err != nil && !errors.Is(err, context.Canceled) {
				werr.Store(err)
			}
		}()
	}
	defer func() { cancel(); wg.Wait() }()

	pub := events.NewPublisher(a.JS, a.Keyer)
	res := &IngestResult{Turns: o.Turns}
	base := time.Now().Add(-time.Hour)
	mk := func(r *rand.Rand, prefix string, i int) *events.Turn {
		t := &events.Turn{TenantID: "bench", UserID: "user-" + strconv.Itoa(i%o.Users), TurnID: prefix + strconv.Itoa(i),
			TS: base.Add(time.Duration(i) * time.Millisecond), Messages: []events.Message{{Role: events.RoleUser, Content: turnText(r, i/o.Users)}}}
		if o.LLM != nil && o.LLM.ShareWindow > 0 {
			t.SessionID = "s-" + t.UserID // shared calls group turns of a session
		}
		return t
	}

	// Phase 1: maximum rate.
	if o.CPUProfile != nil {
		if err := pprof.StartCPUProfile(o.CPUProfile); err != nil {
			return nil, fmt.Errorf("cpu profile: %w", err)
		}
	}
	bar := progress.New(o.Progress, "ingest: publish", o.Turns)
	cpu0 := cpuTime()
	start := time.Now()
	var next atomic.Int64
	var perr atomic.Value
	var bytes atomic.Int64
	var pw sync.WaitGroup
	for p := range o.Publishers {
		pw.Add(1)
		go func() {
			defer pw.Done()
			r := rand.New(rand.NewPCG(uint64(p), 1))
			for {
				i := int(next.Add(1)) - 1
				if i >= o.Turns {
					return
				}
				t := mk(r, "max-", i)
				if model != nil {
					watch.watch(t.TurnID, time.Now())
				}
				ack, err := pub.PublishTurn(ctx, t)
				if err != nil {
					perr.Store(err)
					return
				}
				_ = ack
				bytes.Add(int64(len(t.Messages[0].Content)) + 200)
				bar.Add(1)
			}
		}()
	}
	pw.Wait()
	bar.Done()
	if err, _ := perr.Load().(error); err != nil {
		return nil, err
	}
	bar = progress.New(o.Progress, "ingest: extract", o.Turns)
	if err := drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, bar); err != nil {
		return nil, err
	}
	bar.Done()
	fs, _ := a.JS.Stream(ctx, events.StreamFacts)
	fi, _ := fs.Info(ctx)
	bar = progress.New(o.Progress, "ingest: ingest", int(fi.State.LastSeq))
	if err := drain(ctx, a.JS, events.StreamFacts, events.ConsumerIngester, bar); err != nil {
		return nil, err
	}
	bar.Done()
	res.Seconds = time.Since(start).Seconds()
	res.CPUSeconds = (cpuTime() - cpu0).Seconds()
	if o.CPUProfile != nil {
		pprof.StopCPUProfile()
	}
	if o.MemProfile != nil {
		if err := pprof.Lookup("allocs").WriteTo(o.MemProfile, 0); err != nil {
			return nil, fmt.Errorf("allocation profile: %w", err)
		}
	}
	res.TurnsPerSecond = float64(o.Turns) / res.Seconds
	_, _ = watch.state()
	watch.mu.Lock()
	res.MemoriesWritten = watch.written
	watch.mu.Unlock()
	res.AvgTurnBytes = int(bytes.Load()) / o.Turns
	if err, _ := werr.Load().(error); err != nil {
		return nil, err
	}
	if model != nil {
		res.LLM = llmFigures(model, *o.LLM, cfg, o.Turns, res.MemoriesWritten)
		res.LLM.Lost = watch.reset()
	}

	// Phase 2: freshness at half the maximum rate, open loop.
	res.FreshRate = res.TurnsPerSecond / 2
	if o.FreshnessRate > 0 {
		res.FreshRate = o.FreshnessRate
	}
	n := int(res.FreshRate * o.FreshnessSeconds)
	res.FreshTurns = n
	bar = progress.New(o.Progress, fmt.Sprintf("freshness @%.0f/s", res.FreshRate), n)
	r := rand.New(rand.NewPCG(99, 1))
	interval := time.Duration(float64(time.Second) / res.FreshRate)
	start = time.Now()
	for i := range n {
		if d := time.Until(start.Add(time.Duration(i) * interval)); d > 0 {
			time.Sleep(d)
		}
		t := mk(r, "fresh-", o.Turns+i)
		watch.watch(t.TurnID, time.Now())
		if _, err := pub.PublishTurn(ctx, t); err != nil {
			return nil, err
		}
		bar.Add(1)
	}
	bar.Done()
	deadline := time.Now().Add(10 * time.Second)
	for {
		pending, _ := watch.state()
		if pending == 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	pending, done := watch.state()
	res.Freshness, res.FreshLost = Summarize(done), pending
	if model != nil {
		if st, err := a.JS.Stream(ctx, events.StreamDLQ); err == nil {
			if si, err := st.Info(ctx); err == nil {
				res.LLM.DeadLetters = si.State.Msgs
			}
		}
		// The LLM path has no raw baseline of its own: the rules run of
		// the same invocation is its baseline.
		cancel()
		wg.Wait()
		return res, nil
	}

	// Phase 3: raw JetStream, same server, same count and size.
	cancel()
	wg.Wait()
	raw, err := rawJetStream(ctx, a.JS, o.Turns, res.AvgTurnBytes, o.Progress)
	if err != nil {
		return nil, err
	}
	res.RawPerSecond = raw
	res.Ratio = res.TurnsPerSecond / raw
	return res, nil
}

// rawJetStream publishes n messages of size bytes with message ids from
// concurrent publishers while one pull consumer acks each message; it
// returns messages per second until the last ack.
func rawJetStream(ctx context.Context, js jetstream.JetStream, n, size int, w io.Writer) (float64, error) {
	st, err := js.CreateOrUpdateStream(ctx, jetstream.StreamConfig{Name: "BENCH_RAW", Subjects: []string{"benchraw.>"}, Storage: jetstream.FileStorage})
	if err != nil {
		return 0, fmt.Errorf("create raw stream: %w", err)
	}
	defer js.DeleteStream(context.WithoutCancel(ctx), "BENCH_RAW")
	cons, err := st.CreateOrUpdateConsumer(ctx, jetstream.ConsumerConfig{Durable: "raw", AckPolicy: jetstream.AckExplicitPolicy, MaxAckPending: 4096})
	if err != nil {
		return 0, fmt.Errorf("create raw consumer: %w", err)
	}
	payload := make([]byte, size)
	for i := range payload {
		payload[i] = 'a' + byte(i%26)
	}
	bar := progress.New(w, "raw jetstream", n)
	var got atomic.Int64
	done := make(chan struct{})
	start := time.Now()
	cc, err := cons.Consume(func(m jetstream.Msg) {
		_ = m.Ack()
		bar.Add(1)
		if got.Add(1) == int64(n) {
			close(done)
		}
	})
	if err != nil {
		return 0, fmt.Errorf("consume raw: %w", err)
	}
	defer cc.Stop()
	var next atomic.Int64
	var perr atomic.Value
	var pw sync.WaitGroup
	for range 4 {
		pw.Add(1)
		go func() {
			defer pw.Done()
			for {
				i := next.Add(1) - 1
				if i >= int64(n) {
					return
				}
				msg := nats.NewMsg("benchraw.t.u" + strconv.FormatInt(i%1000, 10))
				msg.Data = payload
				if _, err := js.PublishMsg(ctx, msg, jetstream.WithMsgID("raw-"+strconv.FormatInt(i, 10))); err != nil {
					perr.Store(err)
					return
				}
			}
		}()
	}
	pw.Wait()
	if err, _ := perr.Load().(error); err != nil {
		return 0, fmt.Errorf("publish raw: %w", err)
	}
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		return 0, fmt.Errorf("raw consumer received %d of %d", got.Load(), n)
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	bar.Done()
	return float64(n) / time.Since(start).Seconds(), nil
}

// cpuTime is the CPU time (user and system) the process has used so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
