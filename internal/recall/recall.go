// Package recall answers "what should the agent remember for this prompt":
// hybrid candidates (dense cosine and lexical BM25), scored as
// weights.Similarity·similarity + weights.Importance·importance +
// weights.Recency·recency, filtered by tenant, user, scope, type, status and
// expiry, and rendered into a context block that fits a token budget.
//
// Two refinements of similarity: the dense part is the cosine after
// removing the candidates' mean vector (centre), so what nearly every memory
// of the user shares, such as their name, does not decide it; and a query
// naming a calendar day or month with its year adds Config.TimeBoost times
// the closeness of a memory's creation or event time to that period
// (querySpans, closeness). Memories served, including those behind profile
// values, are recorded as accessed when an AccessRecorder is given.
package recall

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"sort"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Hard limits on a request.
const (
	DefaultK             = 5
	MaxK                 = 50
	MaxQueryBytes        = 4096
	DefaultTokenBudget   = 1000
	DefaultProfileBudget = 300
	MaxTokenBudget       = 32000
)

// ErrBadRequest marks a request that can never succeed (400).
var ErrBadRequest = errors.New("bad recall request")

// Weights of the final score; they need not sum to 1.
type Weights struct {
	Similarity, Importance, Recency float64
}

// Config tunes a Recaller. The zero value is the default.
type Config struct {
	// Weights; zero value means 0.5 / 0.3 / 0.2.
	Weights Weights
	// DenseShare is the weight of dense cosine within similarity (the rest
	// is normalised BM25); 0 means 0.3, negative means lexical only. The
	// offline hashed embedder is a fuzzy lexical signal, weaker than BM25 on
	// its own (LoCoMo observations: R@10 53.5 dense, 59.7 BM25, 59.8 mixed
	// at 0.3, 59.1 at 0.5), so it gets the smaller share.
	DenseShare float64
	// MinRelevance drops candidates whose similarity is below it times the
	// best candidate's (see relevance.go); 0 means 0.05, negative
	// disables the cut.
	MinRelevance float64
	// MinCoverage and MinDense decide whether a query is related to the
	// user's memories at all (relevance.go); MinCoverage 0 or negative (the
	// default) disables that test, DefaultMinCoverage is its tested value;
	// MinDense 0 means 0.65.
	MinCoverage, MinDense float64
	// RecencyHalfLife is the age at which recency is 0.5; 0 means 30 days.
	RecencyHalfLife time.Duration
	// Candidates is how many candidates each retriever returns; 0 means 4·k, at least 40.
	Candidates int
	// Fusion combines the dense and lexical retrievers: "linear" (the
	// default) mixes cosine and max-normalised BM25 by DenseShare; "rrf" is
	// reciprocal rank fusion (1/(60+rank) per list, weighted by DenseShare,
	// scaled so that first in both lists is 1).
	Fusion string
	// StoreTimeout bounds each store call so a slow store degrades the
	// answer instead of hanging it; 0 means 2s.
	StoreTimeout time.Duration
	// TimeBoost is added to the similarity of a memory said on (or dated
	// at) a calendar day or month the query names with its year ("what did
	// Gina find on 1 February, 2023", "in August 2023"), times its
	// closeness: 1 within that period, halving every week outside it. 0
	// means 0.3, negative disables it.
	TimeBoost float64
	// Gate is the relatedness gate (gate.go): a query for which the gate
	// model's probability of being related to the user's memories (from the
	// best candidate's plain cosine, the query's cosine to the candidates'
	// mean vector, the best term coverage, whether the query refers to the
	// speaker, whether it asks how to do or to explain something, and
	// whether it names a family member) is under Gate, and which shares no
	// more than half its search terms with any candidate nor names a date
	// one was said on, returns no memory (the standing instructions are
	// still rendered). 0 means the embedder's calibration (Gater; the
	// semantic embedder's is 0.3), none for an embedder without one such as
	// the hashed one; negative disables it.
	Gate float64
	// LexicalCover is the best candidate coverage (the share of the
	// query's search terms its content holds, relevance.go) at which the
	// lexical score counts in full in linear fusion: when no candidate
	// covers that much, every candidate's lexical score is scaled by the
	// best coverage over LexicalCover. The lexical score is normalised by
	// the best lexical hit, so without this a hit sharing one incidental
	// word of a long query ("weekend", "ward") scores 1, as high as one
	// sharing all of them, and outranks the memory that only the dense
	// search finds (a paraphrase, or a memory in the other language). 0
	// means DefaultLexicalCover, negative disables it.
	LexicalCover float64
	// RawDense turns off centring (see centre): the dense component is then
	// the store's plain cosine. Centring applies to linear fusion only.
	RawDense bool
	// AlignShare is the weight of word alignment (Aligner) within the
	// dense component in linear fusion, for candidates in the other script
	// than the query (align): the dense score of each of the AlignTop best
	// becomes (1-AlignShare)·dense + AlignShare·alignment, and the others'
	// (1-AlignShare)·dense. 0 means
	// the embedder's (the semantic embedder's is 0.5), none for an
	// embedder that does not align, such as the hashed one; negative
	// disables it.
	AlignShare float64
	// AlignTop is how many candidates, best first by similarity, are
	// aligned; 0 means DefaultAlignTop.
	AlignTop int
}

// DefaultAlignTop is how many candidates are aligned by default: alignment
// costs a few microseconds a candidate, and a memory outside the best 24
// by similarity rarely reaches the first five through it.
const DefaultAlignTop = 24

// Aligner is implemented by embedders that can score a query against a
// text word by word (the semantic embedder's word alignment); New uses its
// AlignShare when Config.AlignShare is 0.
type Aligner interface {
	AlignShare() float64
	// AlignQuery returns the scorer of query: its alignment, 0-1, with a
	// text.
	AlignQuery(query string) func(text string) float64
}

// DenseSharer is implemented by embedders whose vectors deserve another
// DenseShare than the default (tuned for the hashed lexical embedder);
// New uses it when Config.DenseShare is 0.
type DenseSharer interface {
	DenseShare() float64
}

// Gater is implemented by embedders whose vectors are calibrated for the
// relatedness gate's model (gate.go, fitted on the semantic embedder's
// cosines) and returns the probability under which a query is gated
// (Config.Gate); New uses it when Config.Gate is 0.
type Gater interface {
	Gate() float64
}

func (c Config) withDefaults() Config {
	if c.Weights == (Weights{}) {
		c.Weights = Weights{0.5, 0.3, 0.2}
	}
	if c.DenseShare == 0 {
		c.DenseShare = 0.3
	}
	if c.DenseShare < 0 {
		c.DenseShare = 0
	}
	if c.MinRelevance == 0 {
		c.MinRelevance = DefaultMinRelevance
	}
	if c.MinDense == 0 {
		c.MinDense = DefaultMinDense
	}
	if c.RecencyHalfLife == 0 {
		c.RecencyHalfLife = 30 * 24 * time.Hour
	}
	if c.StoreTimeout == 0 {
		c.StoreTimeout = 2 * time.Second
	}
	if c.TimeBoost == 0 {
		c.TimeBoost = 0.3
	}
	if c.LexicalCover == 0 {
		c.LexicalCover = DefaultLexicalCover
	}
	if c.AlignTop == 0 {
		c.AlignTop = DefaultAlignTop
	}
	return c
}

// Request is one recall query. TenantID must come from the caller's
// credential, never from untrusted input, when keys are configured.
type Request struct {
	TenantID    string            `json:"tenant_id"`
	UserID      string            `json:"user_id"`
	Query       string            `json:"query"`
	Scope       string            `json:"scope,omitempty"`
	Types       []events.FactType `json:"types,omitempty"`
	K           int               `json:"k,omitempty"`
	TokenBudget int               `json:"token_budget,omitempty"`
	// ProfileBudget bounds the profile part of the context; 0 means 300.
	ProfileBudget int `json:"profile_budget,omitempty"`
	// Explain asks for the candidates that were not returned
	// (Response.BelowCut) and for the relatedness gate's judgement
	// (Response.Gate).
	Explain bool `json:"explain,omitempty"`
}

// Components are the parts of a memory's score.
type Components struct {
	Similarity float64 `json:"similarity"`
	Dense      float64 `json:"dense"`
	Lexical    float64 `json:"lexical"`
	// Time is how close the memory is to a date the query names (1 on
	// it; 0 when the query names none); Similarity includes
	// Config.TimeBoost times it.
	Time       float64 `json:"time,omitempty"`
	Importance float64 `json:"importance"`
	Recency    float64 `json:"recency"`
}

// Scored is one recalled memory with its score and provenance.
type Scored struct {
	ID            string          `json:"id"`
	Type          events.FactType `json:"type"`
	Content       string          `json:"content"`
	Key           string          `json:"key,omitempty"`
	Value         string          `json:"value,omitempty"`
	Scope         string          `json:"scope,omitempty"`
	Score         float64         `json:"score"`
	Components    Components      `json:"components"`
	SourceTurnIDs []string        `json:"source_turn_ids"`
	ExtractorID   string          `json:"extractor_id"`
	EmbedderID    string          `json:"embedder_id"`
	CreatedAt     time.Time       `json:"created_at"`
	UpdatedAt     time.Time       `json:"updated_at"`
	EventTime     *time.Time      `json:"event_time,omitempty"`
	// EpisodeIDs, on a fact, are the episodes of its turn folded into it
	// (not listed separately).
	EpisodeIDs []string `json:"episode_ids,omitempty"`
	// InContext tells whether the memory fit into the rendered context.
	InContext bool `json:"in_context"`
}

// ProfileValue is one current profile value.
type ProfileValue struct {
	Value     string    `json:"value"`
	MemoryID  string    `json:"memory_id"`
	UpdatedAt time.Time `json:"updated_at"`
}

// Response is the answer to a Request.
type Response struct {
	Profile  map[string]ProfileValue `json:"profile"`
	Memories []Scored                `json:"memories"`
	Context  string                  `json:"context"`
	// ContextTokens is the estimated size of Context.
	ContextTokens int `json:"context_tokens"`
	// Standing are the ids of the user's standing instructions (reply
	// language, length, format, diet, allergies, accessibility) rendered
	// with the profile whatever the query (standing.go).
	Standing []string `json:"standing,omitempty"`
	// Degraded is set when a store could not be reached and the answer is partial.
	Degraded bool     `json:"degraded,omitempty"`
	Reasons  []string `json:"degraded_reasons,omitempty"`
	// BelowCut, with Request.Explain, are the candidates that were
	// considered but not returned (under the relevance cut or ranked
	// beyond k), best first, at most MaxExplained.
	BelowCut []Scored `json:"below_cut,omitempty"`
	// Gate, with Request.Explain, is how the relatedness gate judged the
	// query (absent when no gate applies: hashed embedder, no query).
	Gate *GateReport `json:"gate,omitempty"`
}

// Recaller serves recall queries.
type Recaller struct {
	vec    store.VectorStore
	state  store.StateStore
	emb    embed.Embedder
	cfg    Config
	access *AccessRecorder
	stand  *standingCache
	log    *slog.Logger
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// New returns a Recaller. access may be nil (no access statistics).
func New(vec store.VectorStore, state store.StateStore, emb embed.Embedder, access *AccessRecorder, cfg Config, log *slog.Logger) *Recaller {
	if ds, ok := emb.(DenseSharer); ok && cfg.DenseShare == 0 {
		cfg.DenseShare = ds.DenseShare()
	}
	if g, ok := emb.(Gater); ok && cfg.Gate == 0 {
		cfg.Gate = g.Gate()
	}
	if a, ok := emb.(Aligner); ok && cfg.AlignShare == 0 {
		cfg.AlignShare = a.AlignShare()
	}
	if log == nil {
		log = slog.Default()
	}
	return &Recaller{vec: vec, state: state, emb: emb, cfg: cfg.withDefaults(), access: access,
		stand: newStandingCache(standingCacheSize), log: log, Now: time.Now}
}

// Validate normalises defaults in r and checks limits.
func (r *Request) Validate() error {
	if err := events.ValidateTenant(r.TenantID); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	if r.UserID == "" || len(r.UserID) > events.MaxIDLen {
		return fmt.Errorf("%w: user_id is required (at most %d bytes)", ErrBadRequest, events.MaxIDLen)
	}
	if len(r.Query) > MaxQueryBytes {
		return fmt.Errorf("%w: query is %d bytes, over the limit of %d", ErrBadRequest, len(r.Query), MaxQueryBytes)
	}
	if err := events.ValidateScope(r.Scope); err != nil {
		return fmt.Errorf("%w: %w", ErrBadRequest, err)
	}
	for _, t := range r.Types {
		if !events.ValidFactType(t) {
			return fmt.Errorf("%w: unknown type %q", ErrBadRequest, t)
		}
	}
	switch {
	case r.K == 0:
		r.K = DefaultK
	case r.K < 0 || r.K > MaxK:
		return fmt.Errorf("%w: k must be between 1 and %d", ErrBadRequest, MaxK)
	}
	switch {
	case r.TokenBudget == 0:
		r.TokenBudget = DefaultTokenBudget
	case r.TokenBudget < 0 || r.TokenBudget > MaxTokenBudget:
		return fmt.Errorf("%w: token_budget must be between 1 and %d", ErrBadRequest, MaxTokenBudget)
	}
	switch {
	case r.ProfileBudget == 0:
		r.ProfileBudget = DefaultProfileBudget
	case r.ProfileBudget < 0 || r.ProfileBudget > MaxTokenBudget:
		return fmt.Errorf("%w: profile_budget must be between 1 and %d", ErrBadRequest, MaxTokenBudget)
	}
	return nil
}

type cand struct {
	m                memory.Memory
	dense, lex       float64
	cosine           float64 // the store's plain cosine, before centring
	denseRk, lexRank int     // 1-based ranks in each list; 0 = absent
	when             float64 // closeness to the dates the query names
	cover            float64 // share of the query's search terms in the content (relevance.go)
}

// Recall answers req. It degrades rather than fails when one store is
// down; it returns an error wrapping store.ErrUnavailable only when nothing
// could be read.
func (rc *Recaller) Recall(ctx context.Context, req Request) (*Response, error) {
	if err := req.Validate(); err != nil {
		return nil, err
	}
	now := rc.Now()
	resp := &Response{Profile: map[string]ProfileValue{}, Memories: []Scored{}}
	f := store.Filter{TenantID: req.TenantID, UserID: req.UserID, Scope: req.Scope, Types: req.Types, Now: now}
	n := rc.cfg.Candidates
	if n == 0 {
		n = max(4*req.K, 40)
	}
	// One deadline bounds the whole answer, however many stores hang; the
	// profile is read while the searches run.
	ctx, cancelAll := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancelAll()
	type profResult struct {
		entries []store.ProfileEntry
		err     error
	}
	profc := make(chan profResult, 1)
	go func() {
		p, err := rc.state.Profile(ctx, req.TenantID, req.UserID)
		profc <- profResult{p, err}
	}()
	cands := map[string]*cand{}
	failures := 0
	var qvec []float32
	if req.Query != "" {
		if rc.cfg.DenseShare > 0 {
			var err error
			if qvec, err = rc.dense(ctx, f, req.Query, n, cands); err != nil {
				failures++
				resp.degrade("dense search unavailable: " + err.Error())
			}
		}
		if err := rc.lexical(ctx, f, req.Query, n, cands); err != nil {
			failures++
			resp.degrade("lexical search unavailable: " + err.Error())
		}
	}
	pr := <-profc
	prof, perr := pr.entries, pr.err
	if perr != nil {
		resp.degrade("profile unavailable: " + perr.Error())
	}
	searches := 2
	if rc.cfg.DenseShare <= 0 {
		searches = 1
	}
	if perr != nil && (req.Query == "" || failures == searches) {
		return nil, fmt.Errorf("recall: no store reachable: %w", store.ErrUnavailable)
	}
	for _, e := range prof {
		if e.Scope != "" && e.Scope != req.Scope {
			continue
		}
		resp.Profile[e.Key] = ProfileValue{Value: e.Value, MemoryID: e.MemoryID, UpdatedAt: e.UpdatedAt}
	}
	if !rc.cfg.RawDense && rc.cfg.Fusion != "rrf" {
		centre(cands, qvec, rc.emb.ID())
	}
	if perr == nil {
		rc.freshAccess(ctx, req, cands)
	}
	var spans []span
	if rc.cfg.TimeBoost > 0 {
		spans = querySpans(req.Query)
	}
	if len(spans) > 0 {
		for _, c := range cands {
			c.when = closeness(c.m.CreatedAt, spans, timeHalfLife)
			if c.m.EventTime != nil {
				c.when = max(c.when, closeness(*c.m.EventTime, spans, timeHalfLife))
			}
		}
	}
	// Coverage tokenises every candidate: it is computed only when a test
	// of relatedness needs it, once.
	covered, terms := false, 0
	cover := func() {
		if !covered {
			covered = true
			terms = coverage(req.Query, cands)
		}
	}
	if rc.cfg.MinCoverage > 0 && !rc.related(cands, cover) {
		clear(cands) // unrelated query: nothing beyond the standing instructions
	}
	if rc.cfg.Gate > 0 && qvec != nil {
		g := rc.gated(req.Query, qvec, cands, cover, req.Explain)
		if !g.Passed {
			clear(cands)
		}
		if req.Explain {
			resp.Gate = &g
		}
	}
	if rc.cfg.LexicalCover > 0 && rc.cfg.Fusion != "rrf" && len(cands) > 0 {
		if !covered {
			// Only the lexical hits can hold the query's terms: the
			// others' coverage is not needed (and costs a tokenisation
			// each).
			lex := make(map[string]*cand, len(cands))
			for id, c := range cands {
				if c.lexRank > 0 {
					lex[id] = c
				}
			}
			terms = coverage(req.Query, lex)
		}
		scaleLexical(cands, terms, rc.cfg.LexicalCover)
	}
	rc.align(req.Query, cands)
	resp.Memories = rc.rank(cands, req.K, now)
	if req.Explain {
		resp.BelowCut = rc.explain(cands, resp.Memories, now)
	}
	resp.Context, resp.ContextTokens = Render(prof, req.Scope, resp.Memories, req.ProfileBudget, req.TokenBudget)
	if st := rc.standing(ctx, f); len(st) > 0 {
		var added int
		resp.Context, resp.Standing, added = renderStanding(resp.Context, st, req.ProfileBudget, profileTokens(resp.Context))
		resp.ContextTokens += added
	}
	if rc.access != nil {
		rc.recordAccess(req, resp, now)
	}
	return resp, nil
}

// freshAccess sets each candidate's last access time and count from the
// state store's access statistics, which recall hits update: the vector
// store's copy lags (SQLite's hot index until the user's next write, a
// Qdrant payload always), and recency is measured from the later of the
// last update and the last access. A failure leaves the candidates as the
// vector store gave them.
func (rc *Recaller) freshAccess(ctx context.Context, req Request, cands map[string]*cand) {
	if len(cands) == 0 {
		return
	}
	ids := make([]string, 0, len(cands))
	for id := range cands {
		ids = append(ids, id)
	}
	stats, err := rc.state.AccessStats(ctx, req.TenantID, req.UserID, ids)
	if err != nil {
		rc.log.Debug("access statistics unavailable; recency from the memories alone", "err", err)
		return
	}
	for id, a := range stats {
		if c := cands[id]; c != nil {
			if a.LastAccess.After(c.m.LastAccessedAt) {
				c.m.LastAccessedAt = a.LastAccess
			}
			c.m.AccessCount = max(c.m.AccessCount, a.Count)
		}
	}
}

// recordAccess queues an access hit for every memory the response serves:
// the ranked memories and the memories behind the profile values. Profile
// memories count as used too; otherwise a decay policy would fade a user's
// name and reply preferences while every recall was relying on them.
func (rc *Recaller) recordAccess(req Request, resp *Response, now time.Time) {
	hits := make([]store.AccessHit, 0, len(resp.Memories)+len(resp.Profile))
	seen := make(map[string]bool, cap(hits))
	add := func(id string) {
		if id == "" || seen[id] {
			return
		}
		seen[id] = true
		hits = append(hits, store.AccessHit{TenantID: req.TenantID, UserID: req.UserID, MemoryID: id, At: now})
	}
	for _, m := range resp.Memories {
		add(m.ID)
	}
	for _, v := range resp.Profile {
		add(v.MemoryID)
	}
	if len(hits) > 0 {
		rc.access.Record(hits)
	}
}

func (r *Response) degrade(reason string) {
	r.Degraded = true
	r.Reasons = append(r.Reasons, reason)
}

// dense adds the dense search's hits to cands and returns the query vector.
func (rc *Recaller) dense(ctx context.Context, f store.Filter, query string, n int, cands map[string]*cand) ([]float32, error) {
	ctx, cancel := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancel()
	vecs, err := rc.emb.Embed(ctx, []string{query})
	if err != nil {
		return nil, fmt.Errorf("embed query: %w", err)
	}
	f.EmbedderID = rc.emb.ID()
	hits, err := rc.vec.SearchDense(ctx, f, vecs[0], n)
	if err != nil {
		return nil, err
	}
	for _, h := range hits {
		c := cands[h.Memory.ID]
		if c == nil {
			c = &cand{m: h.Memory}
			cands[h.Memory.ID] = c
		}
		c.dense = max(h.Score, 0)
		c.cosine = h.Score
	}
	for i, h := range hits {
		cands[h.Memory.ID].denseRk = i + 1
	}
	return vecs[0], nil
}

// align mixes the word alignment of the query into the dense score of the
// candidates written in the other script (CJK against Latin) among the
// AlignTop best by similarity (Config.AlignShare); the other-script
// candidates below them are scaled alike, with no alignment. Within one
// language the lexical search already matches words; across languages
// nothing does, and the averaged sentence vector blurs the one word that
// carries the match. On the development recall sets (testdata/recall and
// the spent blind sets recall to recall4) it raised cross-language hit@5
// from 83.1 / 66.7 / 73.0 / 91.7 / 74.2 % to 86.2 / 71.6 / 76.4 / 91.7 /
// 79.5 % (BENCHMARKS.md); aligning same-script candidates too gained
// less and cost about 3 ms a query on LoCoMo.
func (rc *Recaller) align(query string, cands map[string]*cand) {
	a, ok := rc.emb.(Aligner)
	share := rc.cfg.AlignShare
	if !ok || share <= 0 || query == "" || len(cands) == 0 || rc.cfg.Fusion == "rrf" {
		return
	}
	type scored struct {
		c     *cand
		other bool // in the other script than the query
	}
	qcjk := lexical.HasCJK(query)
	top := make([]scored, 0, len(cands))
	others := 0
	for _, c := range cands {
		o := lexical.HasCJK(c.m.Content) != qcjk
		top = append(top, scored{c, o})
		if o {
			others++
		}
	}
	if others == 0 {
		return
	}
	sort.Slice(top, func(i, j int) bool {
		if si, sj := rc.linear(top[i].c), rc.linear(top[j].c); si != sj {
			return si > sj
		}
		return top[i].c.m.ID < top[j].c.m.ID
	})
	score := a.AlignQuery(query)
	for i, t := range top {
		if !t.other {
			continue // the same script: the lexical search reads its words
		}
		al := 0.0
		if i < rc.cfg.AlignTop {
			al = score(t.c.m.Content)
		}
		t.c.dense = (1-share)*t.c.dense + share*al
	}
}

// linear is c's similarity in linear fusion: DenseShare of its dense score
// and the rest of its lexical one.
func (rc *Recaller) linear(c *cand) float64 {
	return rc.cfg.DenseShare*c.dense + (1-rc.cfg.DenseShare)*c.lex
}

// timeHalfLife is how fast the time boost fades outside the named period.
const timeHalfLife = 7 * 24 * time.Hour

// minCentre is the fewest candidate vectors whose mean is worth removing:
// the mean of a handful of vectors is mostly those vectors.
const minCentre = 8

// centre rescores the dense component of every candidate as the cosine of
// the query and the candidate's vector after removing the candidates' mean
// vector (mean-centring: Mu and Viswanath, "All-but-the-Top", ICLR 2018;
// the common-component removal of Arora et al., ICLR 2017). Whatever all
// the candidates share (the user's own name in every memory, a frequent
// word a stateless embedder cannot down-weight) no longer makes every
// memory look alike, and candidates found by the lexical search alone get
// a dense score too. Candidates of another embedder, or stored without a
// vector, keep their score. On LoCoMo observations it moved R@5 / R@10 /
// R@25 from 56.5 / 61.7 / 67.4 to 56.6 / 61.9 / 67.7 on conversations 0-4
// and from 54.5 / 60.2 / 68.1 to 54.5 / 62.1 / 68.8 on conversations 5-9
// (BENCHMARKS.md).
func centre(cands map[string]*cand, q []float32, embedderID string) {
	if len(q) == 0 {
		return
	}
	var use []*cand
	for _, c := range cands {
		if len(c.m.Vector) == len(q) && c.m.EmbedderID == embedderID {
			use = append(use, c)
		}
	}
	if len(use) < minCentre {
		return
	}
	// Summed in id order, so the scores do not depend on map order.
	sort.Slice(use, func(i, j int) bool { return use[i].m.ID < use[j].m.ID })
	mu := make([]float64, len(q))
	for _, c := range use {
		for j, x := range c.m.Vector {
			mu[j] += float64(x)
		}
	}
	n := len(use)
	var qq float64
	qc := make([]float64, len(q))
	for j, x := range q {
		mu[j] /= float64(n)
		qc[j] = float64(x) - mu[j]
		qq += qc[j] * qc[j]
	}
	if qq == 0 {
		return
	}
	for _, c := range use {
		var dot, vv float64
		for j, x := range c.m.Vector {
			y := float64(x) - mu[j]
			dot += qc[j] * y
			vv += y * y
		}
		c.dense = 0
		if vv > 0 {
			c.dense = max(dot/math.Sqrt(qq*vv), 0)
		}
	}
}

func (rc *Recaller) lexical(ctx context.Context, f store.Filter, query string, n int, cands map[string]*cand) error {
	ctx, cancel := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancel()
	hits, err := rc.vec.SearchLexical(ctx, f, query, n)
	if err != nil {
		return err
	}
	best := 0.0
	for _, h := range hits {
		best = max(best, h.Score)
	}
	for _, h := range hits {
		c := cands[h.Memory.ID]
		if c == nil {
			c = &cand{m: h.Memory}
			cands[h.Memory.ID] = c
		}
		if best > 0 {
			c.lex = h.Score / best
		}
	}
	for i, h := range hits {
		cands[h.Memory.ID].lexRank = i + 1
	}
	return nil
}

// rrfK is the usual reciprocal rank fusion constant.
const rrfK = 60

// rank scores candidates and returns the top k above the relevance threshold.
func (rc *Recaller) rank(cands map[string]*cand, k int, now time.Time) []Scored {
	w := rc.cfg.Weights
	out := make([]Scored, 0, len(cands))
	for _, c := range cands {
		sim := rc.linear(c)
		if rc.cfg.Fusion == "rrf" {
			sim = 0
			if c.denseRk > 0 {
				sim += rc.cfg.DenseShare * rrfK / float64(rrfK+c.denseRk-1)
			}
			if c.lexRank > 0 {
				sim += (1 - rc.cfg.DenseShare) * rrfK / float64(rrfK+c.lexRank-1)
			}
		}
		sim += rc.cfg.TimeBoost * c.when
		ref := c.m.UpdatedAt
		if c.m.LastAccessedAt.After(ref) {
			ref = c.m.LastAccessedAt
		}
		age := now.Sub(ref)
		rec := 1.0
		if age > 0 {
			rec = math.Exp2(-float64(age) / float64(rc.cfg.RecencyHalfLife))
		}
		comp := Components{Similarity: sim, Dense: c.dense, Lexical: c.lex, Time: c.when, Importance: c.m.Importance, Recency: rec}
		m := c.m
		out = append(out, Scored{
			ID: m.ID, Type: m.Type, Content: m.Content, Key: m.Key, Value: m.Value, Scope: m.Scope,
			Score:      w.Similarity*sim + w.Importance*m.Importance + w.Recency*rec,
			Components: comp, SourceTurnIDs: m.SourceTurnIDs, ExtractorID: m.ExtractorID, EmbedderID: m.EmbedderID,
			CreatedAt: m.CreatedAt, UpdatedAt: m.UpdatedAt, EventTime: m.EventTime,
		})
	}
	out = rc.relevant(out)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Score != out[j].Score {
			return out[i].Score > out[j].Score
		}
		return out[i].ID < out[j].ID
	})
	return foldEpisodes(out, k)
}
