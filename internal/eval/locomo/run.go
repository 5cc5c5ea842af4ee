package locomo

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/config"
	"github.com/engram-memory/engram/internal/eval/progress"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Modes of an evaluation.
const (
	ModeObservations = "observations"
	ModeDialog       = "dialog"
)

// Tenant is the tenant every conversation is stored under; the user is the
// conversation's sample_id.
const Tenant = "locomo"

// ObservationExtractorID names the observation import in fact batches.
const ObservationExtractorID = "locomo-observations/1"

// Options configure Run. The zero value evaluates observations at k = 5,
// 10, 25 and a 1,000-token budget in a temporary directory.
type Options struct {
	// Mode is ModeObservations (default) or ModeDialog.
	Mode string
	// Ks are the k values; nil means 5, 10, 25.
	Ks []int
	// Budget is the rendered token budget; 0 means 1,000, negative skips
	// the budget measurement.
	Budget int
	// DataDir holds the embedded pipeline; "" means a temporary directory
	// removed afterwards.
	DataDir string
	// Recall tunes the recaller; the zero value is engram's default.
	Recall recall.Config
	// Progress receives a progress bar; nil draws none.
	Progress io.Writer
	// Log receives the pipeline's logs; nil discards them.
	Log *slog.Logger
	// Misses, if set, receives each question whose recall at the smallest
	// k is below 1, with its gold evidence and what was retrieved.
	Misses io.Writer
	// Conversations selects conversations of a file by 0-based index for
	// RunFile ("0-4", "5-9", "0,2,7-9"; see SelectConversations); ""
	// means all.
	Conversations string
	// Embedder is the pipeline's embedder (config.Config.Embedder); ""
	// means hashed, so that figures do not depend on a table being there.
	Embedder string
	// ModelsDir holds the semantic table for Embedder "semantic" or
	// "local"; "" means the default place under the user's data directory.
	ModelsDir string
}

// ConversationStats describes what was stored for one conversation.
type ConversationStats struct {
	SampleID            string  `json:"sample_id"`
	Questions           int     `json:"questions"`
	Inputs              int     `json:"inputs"`
	MemoriesStored      int     `json:"memories_stored"`
	AvgSourcesPerMemory float64 `json:"avg_sources_per_memory"`
}

// Result is the outcome of an evaluation; recall figures are percentages
// keyed by category name and "overall".
type Result struct {
	Mode      string `json:"mode"`
	Questions int    `json:"questions"`
	// Recall is keyed by k ("5", "10", "25").
	Recall         map[string]map[string]float64 `json:"recall"`
	RecallAtBudget map[string]float64            `json:"recall_at_budget"`
	Budget         int                           `json:"budget"`
	// AvgInContext is the mean number of memories that fit the budget.
	AvgInContext   float64 `json:"avg_in_context"`
	MemoriesStored int     `json:"memories_stored"`
	// Ceiling is the recall with every stored memory retrieved: the share
	// of gold evidence that made it into some memory's sources at all (by
	// category and overall, percent). Below 100 only when inputs were
	// dropped, e.g. turns the extractor kept nothing from.
	Ceiling             map[string]float64  `json:"recall_ceiling"`
	AvgSourcesPerMemory float64             `json:"avg_sources_per_memory"`
	Conversations       []ConversationStats `json:"conversations"`
	CategoryCounts      map[string]int      `json:"category_counts"`
	Quirks              Quirks              `json:"quirks"`
	DeadLetters         int                 `json:"dead_letters"`
	IngestSeconds       float64             `json:"ingest_seconds"`
	// Episodes splits dialog-mode recall by layer (episodes.go).
	Episodes     *EpisodeFigures `json:"episodes,omitempty"`
	QuerySeconds float64         `json:"query_seconds"`
}

// RunFile loads path and runs the evaluation.
func RunFile(ctx context.Context, path string, o Options) (*Result, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open locomo data: %w", err)
	}
	defer f.Close()
	convs, q, err := Load(f)
	if err != nil {
		return nil, err
	}
	if convs, err = SelectConversations(convs, o.Conversations); err != nil {
		return nil, err
	}
	res, err := Run(ctx, convs, o)
	if res != nil {
		res.Quirks = q
	}
	return res, err
}

// Run feeds convs into a fresh embedded engram (embedded JetStream, SQLite,
// the real ingester and, in dialog mode, the configured extractor) and
// scores every question.
func Run(ctx context.Context, convs []Conversation, o Options) (*Result, error) {
	if o.Mode == "" {
		o.Mode = ModeObservations
	}
	if o.Mode != ModeObservations && o.Mode != ModeDialog {
		return nil, fmt.Errorf("unknown mode %q (want observations or dialog)", o.Mode)
	}
	if len(o.Ks) == 0 {
		o.Ks = []int{5, 10, 25}
	}
	for _, k := range o.Ks {
		if k < 1 || k > recall.MaxK {
			return nil, fmt.Errorf("k %d is out of range 1..%d", k, recall.MaxK)
		}
	}
	if o.Budget == 0 {
		o.Budget = recall.DefaultTokenBudget
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	dir := o.DataDir
	if dir == "" {
		d, err := os.MkdirTemp("", "engram-locomo-")
		if err != nil {
			return nil, fmt.Errorf("create temp dir: %w", err)
		}
		defer os.RemoveAll(d)
		dir = d
	}
	cfg := EmbedderConfig(dir, o.Embedder, o.ModelsDir)
	a, err := app.Open(ctx, cfg, app.Options{Binary: "eval", EmbeddedNATS: true, Log: o.Log})
	if err != nil {
		return nil, fmt.Errorf("open pipeline: %w", err)
	}
	defer a.Close()

	res := &Result{Mode: o.Mode, Budget: o.Budget, Recall: map[string]map[string]float64{}, CategoryCounts: map[string]int{}}
	start := time.Now()
	if err := feed(ctx, a, convs, o, res); err != nil {
		return nil, err
	}
	res.IngestSeconds = time.Since(start).Seconds()
	if err := countMemories(ctx, storeLister(a.Vectors), convs, res); err != nil {
		return nil, err
	}
	start = time.Now()
	if err := score(ctx, localRecall(recall.New(a.Vectors, a.State, a.Embedder, nil, o.Recall, o.Log)), convs, o, res); err != nil {
		return nil, err
	}
	res.QuerySeconds = time.Since(start).Seconds()
	return res, nil
}

// PipelineConfig is the default embedded configuration rooted at dir.
func PipelineConfig(dir string) config.Config {
	return config.Config{
		DataDir: dir, VectorStore: "sqlite", StateStore: "sqlite", LogFormat: "text", LogLevel: "warn",
		ShutdownTimeout: 10 * time.Second, StreamReplicas: 1, Extractor: "rules", Embedder: "local",
		MinConfidence: 0.7, MinImportance: 0.3, UserKeySecret: "locomo-eval",
	}
}

// EmbedderConfig is PipelineConfig with the evaluated embedder: hashed
// when embedder is empty, the semantic table looked up in modelsDir (empty
// means the default models directory).
func EmbedderConfig(dir, embedder, modelsDir string) config.Config {
	cfg := PipelineConfig(dir)
	cfg.Embedder, cfg.ModelsDir = cmp.Or(embedder, "hashed"), cmp.Or(modelsDir, config.DefaultModelsDir())
	return cfg
}

// feed publishes the inputs and runs the workers until all are processed.
func feed(ctx context.Context, a *app.App, convs []Conversation, o Options, res *Result) error {
	wctx, cancel := context.WithCancel(ctx)
	defer cancel()
	errc := make(chan error, 2)
	workers := 0
	start := func(fn func(context.Context) error) {
		workers++
		go func() { errc <- fn(wctx) }()
	}
	start(a.RunIngester)
	if o.Mode == ModeDialog {
		start(a.RunExtractor)
	}
	pub := events.NewPublisher(a.JS, a.Keyer)
	total := 0
	for _, c := range convs {
		if o.Mode == ModeDialog {
			for _, s := range c.Sessions {
				total += len(s.Turns)
			}
		} else {
			total += len(c.Observations)
		}
	}
	bar := progress.New(o.Progress, "publish "+o.Mode, total)
	for _, c := range convs {
		var n int
		var err error
		if o.Mode == ModeDialog {
			n, err = publishDialog(ctx, func(ctx context.Context, t *events.Turn) error {
				_, err := pub.PublishTurn(ctx, t)
				return err
			}, c, bar)
		} else {
			n, err = publishObservations(ctx, pub, c, bar)
		}
		if err != nil {
			return err
		}
		res.Conversations = append(res.Conversations, ConversationStats{SampleID: c.SampleID, Inputs: n, Questions: len(c.Questions)})
	}
	bar.Done()
	if o.Mode == ModeDialog {
		if err := Drain(ctx, a.JS, events.StreamTurns, events.ConsumerExtractor, o.Progress, "extract", errc); err != nil {
			return err
		}
	}
	if err := Drain(ctx, a.JS, events.StreamFacts, events.ConsumerIngester, o.Progress, "ingest", errc); err != nil {
		return err
	}
	if s, err := a.JS.Stream(ctx, events.StreamDLQ); err == nil {
		if info, err := s.Info(ctx); err == nil {
			res.DeadLetters = int(info.State.Msgs)
		}
	}
	cancel()
	for range workers {
		if err := <-errc; err != nil && !errors.Is(err, context.Canceled) {
			return err
		}
	}
	return nil
}

func publishObservations(ctx context.Context, pub *events.Publisher, c Conversation, bar *progress.Bar) (int, error) {
	type group struct {
		session int
		speaker string
	}
	var order []group
	byGroup := map[group][]Observation{}
	for _, ob := range c.Observations {
		g := group{ob.Session, ob.Speaker}
		if _, ok := byGroup[g]; !ok {
			order = append(order, g)
		}
		byGroup[g] = append(byGroup[g], ob)
	}
	dates := map[int]time.Time{}
	for _, s := range c.Sessions {
		dates[s.N] = s.Date
	}
	n := 0
	for gi, g := range order {
		ts := dates[g.session]
		if ts.IsZero() {
			ts = time.Date(2023, 1, 1, 0, 0, 0, 0, time.UTC)
		}
		for chunk, obs := range chunks(byGroup[g], events.MaxFacts) {
			b := &events.FactBatch{TenantID: Tenant, UserID: c.SampleID, SessionID: c.SampleID + "/S" + strconv.Itoa(g.session),
				TurnID: fmt.Sprintf("%s/obs-S%d-%d-%d", c.SampleID, g.session, gi, chunk), TS: ts, ExtractorID: ObservationExtractorID}
			for _, ob := range obs {
				b.Facts = append(b.Facts, events.Fact{Type: events.TypeFact, Content: ob.Text, Confidence: 0.9, Importance: 0.5,
					SourceTurnIDs: ob.DiaIDs})
			}
			if err := pub.PublishFacts(ctx, b); err != nil {
				return n, fmt.Errorf("publish observations of %s: %w", c.SampleID, err)
			}
			n += len(obs)
			bar.Add(len(obs))
		}
	}
	return n, nil
}

func chunks[T any](s []T, size int) func(func(int, []T) bool) {
	return func(yield func(int, []T) bool) {
		for i := 0; i*size < len(s); i++ {
			if !yield(i, s[i*size:min((i+1)*size, len(s))]) {
				return
			}
		}
	}
}

// TurnText is what a dialog turn says, with the caption of a shared image.
func TurnText(t Turn) string {
	if t.Caption == "" {
		return t.Text
	}
	if t.Text == "" {
		return "[shares a photo of " + t.Caption + "]"
	}
	return t.Text + " [shares a photo of " + t.Caption + "]"
}

// turnPublisher publishes one turn.
type turnPublisher func(ctx context.Context, t *events.Turn) error

func publishDialog(ctx context.Context, pub turnPublisher, c Conversation, bar *progress.Bar) (int, error) {
	n := 0
	for _, s := range c.Sessions {
		for i, t := range s.Turns {
			turn := &events.Turn{TenantID: Tenant, UserID: c.SampleID, SessionID: c.SampleID + "/S" + strconv.Itoa(s.N),
				TurnID: c.SampleID + "/" + t.DiaID, TS: s.Date.Add(time.Duration(i) * time.Second),
				Messages: []events.Message{{Role: events.RoleUser, Name: t.Speaker, Content: TurnText(t)}}}
			if err := pub(ctx, turn); err != nil {
				return n, fmt.Errorf("publish turn %s: %w", turn.TurnID, err)
			}
			n++
			bar.Add(1)
		}
	}
	return n, nil
}

// Drain waits until the durable consumer has acknowledged (or
// dead-lettered) every message of its stream, or a worker failed.
func Drain(ctx context.Context, js jetstream.JetStream, stream, consumer string, w io.Writer, label string, errc chan error) error {
	st, err := js.Stream(ctx, stream)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	var bar *progress.Bar
	for {
		si, err := st.Info(ctx)
		if err != nil {
			return fmt.Errorf("stream %s info: %w", stream, err)
		}
		last := si.State.LastSeq
		if bar == nil {
			bar = progress.New(w, label, int(last))
		}
		if c, err := js.Consumer(ctx, stream, consumer); err == nil {
			ci, err := c.Info(ctx)
			if err != nil {
				return fmt.Errorf("consumer %s info: %w", consumer, err)
			}
			bar.Set(int(ci.AckFloor.Stream))
			if ci.AckFloor.Stream >= last && ci.NumPending == 0 && ci.NumAckPending == 0 {
				bar.Done()
				return nil
			}
		}
		select {
		case err := <-errc:
			errc <- err
			return fmt.Errorf("worker stopped while draining %s: %w", stream, err)
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// lister pages through a user's active memories, returning their source
// turn ids.
type lister func(ctx context.Context, user, cursor string) (sources [][]string, next string, err error)

func storeLister(vec store.VectorStore) lister {
	return func(ctx context.Context, user, cursor string) ([][]string, string, error) {
		mems, next, err := vec.List(ctx, store.Filter{TenantID: Tenant, UserID: user, AnyScope: true,
			Statuses: []memory.Status{memory.StatusActive}}, cursor, 1000)
		out := make([][]string, len(mems))
		for i, m := range mems {
			out[i] = m.SourceTurnIDs
		}
		return out, next, err
	}
}

// recallFunc answers one recall request with the ranked memories.
type recallFunc func(ctx context.Context, req recall.Request) ([]recall.Scored, error)

func localRecall(rc *recall.Recaller) recallFunc {
	return func(ctx context.Context, req recall.Request) ([]recall.Scored, error) {
		r, err := rc.Recall(ctx, req)
		if err != nil {
			return nil, err
		}
		return r.Memories, nil
	}
}

func countMemories(ctx context.Context, list lister, convs []Conversation, res *Result) error {
	total, sources := 0, 0
	ceiling := NewTally()
	for i, c := range convs {
		n, s := 0, 0
		var all [][]string
		cursor := ""
		for {
			srcs, next, err := list(ctx, c.SampleID, cursor)
			if err != nil {
				return fmt.Errorf("count memories of %s: %w", c.SampleID, err)
			}
			for _, src := range srcs {
				n++
				s += len(src)
				all = append(all, src)
			}
			if next == "" {
				break
			}
			cursor = next
		}
		if i < len(res.Conversations) {
			res.Conversations[i].MemoriesStored = n
			if n > 0 {
				res.Conversations[i].AvgSourcesPerMemory = float64(s) / float64(n)
			}
		}
		total += n
		sources += s
		for _, q := range c.Questions {
			ceiling.Add(q.Category, EvidenceRecall(q.Evidence, all))
		}
	}
	res.Ceiling = ceiling.Percent()
	res.MemoriesStored = total
	if total > 0 {
		res.AvgSourcesPerMemory = float64(sources) / float64(total)
	}
	return nil
}

// score asks every question at every k and at the budget.
func score(ctx context.Context, rc recallFunc, convs []Conversation, o Options, res *Result) error {
	nq := 0
	for _, c := range convs {
		nq += len(c.Questions)
	}
	bar := progress.New(o.Progress, "recall", nq)
	tallies := map[int]*Tally{}
	for _, k := range o.Ks {
		tallies[k] = NewTally()
	}
	budget := NewTally()
	inContext := 0
	var ep *EpisodeFigures
	if o.Mode == ModeDialog {
		ep = newEpisodeFigures(o.Ks)
	}
	for _, c := range convs {
		for _, q := range c.Questions {
			for _, k := range o.Ks {
				got, err := rc(ctx, recall.Request{TenantID: Tenant, UserID: c.SampleID, Query: q.Question, K: k})
				if err != nil {
					return fmt.Errorf("recall %q: %w", q.Question, err)
				}
				rk := EvidenceRecall(q.Evidence, sourcesOf(got, false))
				tallies[k].Add(q.Category, rk)
				if ep != nil {
					ep.add(q.Category, q.Evidence, k, got)
					facts, err := rc(ctx, recall.Request{TenantID: Tenant, UserID: c.SampleID, Query: q.Question, K: k, Types: nonEpisodeTypes})
					if err != nil {
						return fmt.Errorf("recall %q without episodes: %w", q.Question, err)
					}
					ep.without[k].Add(q.Category, EvidenceRecall(q.Evidence, sourcesOf(facts, false)))
				}
				if o.Misses != nil && k == o.Ks[0] && rk < 1 {
					writeMiss(o.Misses, c, q, k, rk, got)
				}
			}
			if o.Budget > 0 {
				got, err := rc(ctx, recall.Request{TenantID: Tenant, UserID: c.SampleID, Query: q.Question, K: recall.MaxK, TokenBudget: o.Budget})
				if err != nil {
					return fmt.Errorf("recall %q: %w", q.Question, err)
				}
				src := sourcesOf(got, true)
				inContext += len(src)
				budget.Add(q.Category, EvidenceRecall(q.Evidence, src))
			}
			res.CategoryCounts[q.Category]++
			res.Questions++
			bar.Add(1)
		}
	}
	bar.Done()
	for _, k := range o.Ks {
		res.Recall[strconv.Itoa(k)] = tallies[k].Percent()
	}
	res.RecallAtBudget = budget.Percent()
	if ep != nil {
		ep.finish()
		res.Episodes = ep
	}
	if res.Questions > 0 {
		res.AvgInContext = float64(inContext) / float64(res.Questions)
	}
	return nil
}

func sourcesOf(ms []recall.Scored, inContextOnly bool) [][]string {
	out := make([][]string, 0, len(ms))
	for _, m := range ms {
		if inContextOnly && !m.InContext {
			continue
		}
		out = append(out, slices.Clone(m.SourceTurnIDs))
	}
	return out
}

func writeMiss(w io.Writer, c Conversation, q Question, k int, r float64, got []recall.Scored) {
	fmt.Fprintf(w, "MISS %s [%s] R@%d=%.2f %q\n  gold:", c.SampleID, q.Category, k, r, q.Question)
	for _, g := range q.Evidence {
		fmt.Fprintf(w, " %s", g)
		for _, ob := range c.Observations {
			if slices.Contains(ob.DiaIDs, g) {
				fmt.Fprintf(w, "\n    %s: %s", g, ob.Text)
			}
		}
	}
	fmt.Fprintln(w, "\n  got:")
	for i, m := range got {
		if i == 3 {
			break
		}
		fmt.Fprintf(w, "    %v %.3f %s\n", m.SourceTurnIDs, m.Score, m.Content)
	}
}
