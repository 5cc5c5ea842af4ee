package recallset

import (
	"context"
	"fmt"
	"github.com/engram-memory/engram/internal/eval/gatelog"
	"io"
	"log/slog"
	"os"
	"slices"
	"sort"
	"time"

	"github.com/engram-memory/engram/internal/app"
	"github.com/engram-memory/engram/internal/eval/locomo"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Tenant is the tenant every user of a set is stored under.
const Tenant = "recallset"

// ExtractorID marks the memories the runner writes.
const ExtractorID = "recallset/1"

// Options configure Run.
type Options struct {
	// Embedder is the pipeline's embedder: "hashed" (the default) or
	// "semantic" (the table of engram models pull, required).
	Embedder string
	// ModelsDir holds the semantic table; "" means the default place.
	ModelsDir string
	// K is the hit cut-off; 0 means 5.
	K int
	// Recall tunes the recaller; the zero value is engram's default.
	Recall recall.Config
	// Misses, if set, receives every query scored as a failure with what
	// came back. Use it on development sets only: a blind set's
	// per-query results are not to be read.
	Misses io.Writer
	// GateLog, if set, receives how the relatedness gate judged each
	// query (internal/eval/gatelog), for refitting the gate's model.
	GateLog io.Writer
}

// Group is the figures of one group of queries.
type Group struct {
	Queries int `json:"queries"`
	// Hits counts the queries with an expected memory in the top K; for
	// unrelated queries, those that returned no memory beyond the user's
	// standing instructions.
	Hits int `json:"hits"`
	// Rate is Hits / Queries.
	Rate float64 `json:"rate"`
}

func (g *Group) add(ok bool) {
	g.Queries++
	if ok {
		g.Hits++
	}
	g.Rate = float64(g.Hits) / float64(g.Queries)
}

// Result is the outcome of Run.
type Result struct {
	Embedder   string `json:"embedder"`
	EmbedderID string `json:"embedder_id"`
	K          int    `json:"k"`
	Memories   int    `json:"memories"`
	// Hit is hit@K over every query that expects a memory.
	Hit Group `json:"hit"`
	// Cross is hit@K over the cross-language queries, Same over the
	// same-language ones.
	Cross Group `json:"cross"`
	Same  Group `json:"same"`
	// Unrelated is the share of unrelated queries that returned no memory
	// beyond the user's standing instructions.
	Unrelated Group `json:"unrelated"`
	// ByLangKind splits every figure by query language and kind ("en/cross").
	ByLangKind map[string]*Group `json:"by_lang_kind"`
	// Hit1 is hit@1 over every query that expects a memory.
	Hit1 Group `json:"hit1"`
	// EmptyRelated counts queries that expect a memory and got none.
	EmptyRelated int     `json:"empty_related"`
	QuerySeconds float64 `json:"query_seconds"`
}

// RunFile loads path and runs it.
func RunFile(ctx context.Context, path string, o Options) (*Result, error) {
	s, err := LoadFile(path)
	if err != nil {
		return nil, err
	}
	return Run(ctx, s, o)
}

// Run writes the set's memories into a fresh embedded store and scores
// every query.
func Run(ctx context.Context, s *Set, o Options) (*Result, error) {
	if o.K == 0 {
		o.K = 5
	}
	if o.Embedder == "" {
		o.Embedder = "hashed"
	}
	dir, err := os.MkdirTemp("", "engram-recallset-")
	if err != nil {
		return nil, fmt.Errorf("create temp dir: %w", err)
	}
	defer os.RemoveAll(dir)
	cfg := locomo.EmbedderConfig(dir, o.Embedder, o.ModelsDir)
	log := slog.New(slog.DiscardHandler)
	a, err := app.Open(ctx, cfg, app.Options{Binary: "eval", NoNATS: true, Log: log})
	if err != nil {
		return nil, fmt.Errorf("open stores: %w", err)
	}
	defer a.Close()
	res := &Result{Embedder: o.Embedder, EmbedderID: a.Embedder.ID(), K: o.K, ByLangKind: map[string]*Group{}}
	// One creation time for every memory, so that recency ranks none
	// above another.
	at := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	users := map[string]bool{}
	for _, u := range s.Users {
		if err := write(ctx, a, u, at); err != nil {
			return nil, err
		}
		users[u.UserID] = true
		res.Memories += len(u.Memories)
	}
	rc := recall.New(a.Vectors, a.State, a.Embedder, nil, o.Recall, log)
	rc.Now = func() time.Time { return at.Add(24 * time.Hour) }
	standing := map[string]map[string]bool{}
	gl := gatelog.NewWriter(o.GateLog)
	start := time.Now()
	for _, q := range s.Queries {
		if !users[q.UserID] {
			return nil, fmt.Errorf("query %s: unknown user %s", q.ID, q.UserID)
		}
		if standing[q.UserID] == nil {
			st, err := standingIDs(ctx, rc, q.UserID)
			if err != nil {
				return nil, err
			}
			standing[q.UserID] = st
		}
		resp, err := rc.Recall(ctx, recall.Request{TenantID: Tenant, UserID: q.UserID, Query: q.Query, K: o.K, Explain: gl.On()})
		if err != nil {
			return nil, fmt.Errorf("recall query %s: %w", q.ID, err)
		}
		if err := gl.Write(gatelog.Line{ID: q.ID, Query: q.Query, Related: q.Kind != KindUnrelated, Gate: resp.Gate}); err != nil {
			return nil, err
		}
		ok, first := score(q, resp.Memories, standing[q.UserID])
		g := res.ByLangKind[q.Lang+"/"+q.Kind]
		if g == nil {
			g = &Group{}
			res.ByLangKind[q.Lang+"/"+q.Kind] = g
		}
		g.add(ok)
		switch q.Kind {
		case KindUnrelated:
			res.Unrelated.add(ok)
		default:
			res.Hit.add(ok)
			res.Hit1.add(first)
			if q.Kind == KindCross {
				res.Cross.add(ok)
			} else {
				res.Same.add(ok)
			}
			if len(resp.Memories) == 0 {
				res.EmptyRelated++
			}
		}
		if !ok && o.Misses != nil {
			writeMiss(o.Misses, q, resp.Memories)
		}
	}
	res.QuerySeconds = time.Since(start).Seconds()
	return res, nil
}

// write stores u's memories as given (the set's ids, importance 0.5),
// each embedded by the app's embedder.
func write(ctx context.Context, a *app.App, u User, at time.Time) error {
	texts := make([]string, len(u.Memories))
	for i, m := range u.Memories {
		texts[i] = m.Content
	}
	vecs, err := a.Embedder.Embed(ctx, texts)
	if err != nil {
		return fmt.Errorf("embed memories of %s: %w", u.UserID, err)
	}
	mems := make([]memory.Memory, len(u.Memories))
	for i, m := range u.Memories {
		mems[i] = memory.Memory{ID: m.ID, TenantID: Tenant, UserID: u.UserID, Type: events.FactType(m.Type), Content: m.Content,
			Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1, CreatedAt: at, UpdatedAt: at,
			SourceTurnIDs: []string{m.ID}, ExtractorID: ExtractorID, EmbedderID: a.Embedder.ID(), Vector: vecs[i]}
	}
	if err := a.Vectors.Upsert(ctx, mems); err != nil {
		return fmt.Errorf("write memories of %s: %w", u.UserID, err)
	}
	return nil
}

// standingIDs are the memories recall renders as the user's standing
// instructions whatever the query (those of a recall without a query).
func standingIDs(ctx context.Context, rc *recall.Recaller, user string) (map[string]bool, error) {
	resp, err := rc.Recall(ctx, recall.Request{TenantID: Tenant, UserID: user})
	if err != nil {
		return nil, fmt.Errorf("standing instructions of %s: %w", user, err)
	}
	out := map[string]bool{}
	for _, id := range resp.Standing {
		out[id] = true
	}
	return out, nil
}

// score tells whether q was answered: an expected memory in got (the top
// K), or, for an unrelated query, nothing in got but standing
// instructions; first is whether the top memory was expected.
func score(q Query, got []recall.Scored, standing map[string]bool) (ok, first bool) {
	if q.Kind == KindUnrelated {
		for _, m := range got {
			if !standing[m.ID] {
				return false, false
			}
		}
		return true, false
	}
	for i, m := range got {
		if slices.Contains(q.Expected, m.ID) {
			return true, i == 0
		}
	}
	return false, false
}

func writeMiss(w io.Writer, q Query, got []recall.Scored) {
	fmt.Fprintf(w, "MISS %s [%s/%s] %q expected %v\n", q.ID, q.Lang, q.Kind, q.Query, q.Expected)
	for _, m := range got {
		fmt.Fprintf(w, "    %s %.3f (dense %.2f lex %.2f) %s\n", m.ID, m.Score, m.Components.Dense, m.Components.Lexical, m.Content)
	}
}

// WriteTable prints r for a person.
func WriteTable(w io.Writer, r *Result) {
	fmt.Fprintf(w, "embedder %s (%s), %d memories, hit@%d\n", r.Embedder, r.EmbedderID, r.Memories, r.K)
	line := func(name string, g Group) {
		fmt.Fprintf(w, "  %-22s %6.1f %%  (%d of %d)\n", name, 100*g.Rate, g.Hits, g.Queries)
	}
	line(fmt.Sprintf("hit@%d overall", r.K), r.Hit)
	line("hit@1 overall", r.Hit1)
	line("same language", r.Same)
	line("cross-language", r.Cross)
	line("unrelated: no memory", r.Unrelated)
	keys := make([]string, 0, len(r.ByLangKind))
	for k := range r.ByLangKind {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		line("  "+k, *r.ByLangKind[k])
	}
	fmt.Fprintf(w, "  related queries with no memory: %d\n", r.EmptyRelated)
}
