package sqlite

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
)

// SearchLexical ranks the user's memories by BM25+ over lexical terms
// (lexical.Tokens of content, value and key; lexical.QueryTokens of the
// query), with document frequencies and lengths of that user's memories
// only. It runs on the user's in-memory
// index (see SearchDense); the FTS5 table mirrors the same terms for SQLite
// clients and for a store opened without the cache.
func (s *Store) SearchLexical(ctx context.Context, f store.Filter, query string, limit int) ([]store.Hit, error) {
	if err := requireUser(f.TenantID, f.UserID); err != nil {
		return nil, err
	}
	toks := lexical.QueryTokens(query)
	if len(toks) == 0 || limit <= 0 {
		return nil, nil
	}
	if s.cache == nil {
		return s.searchFTS(ctx, f, toks, limit)
	}
	ix, err := s.userIndex(ctx, f.TenantID, f.UserID)
	if err != nil || ix == nil {
		return nil, err
	}
	ix.lexicalIndex()
	q, w := ix.expandUnknown(toks)
	scores := ix.bm25(q, w)
	if prfWeight > 0 {
		scores = ix.feedback(toks, scores)
	}
	cands := make([]scored, 0, 64)
	for i, sc := range scores {
		if sc > 0 && ix.matches(f, i) {
			cands = append(cands, scored{i, sc})
		}
	}
	return ix.hits(topK(cands, limit))
}

// searchFTS is SearchLexical on the FTS5 index, for a store without cache.
func (s *Store) searchFTS(ctx context.Context, f store.Filter, toks []string, limit int) ([]store.Hit, error) {
	cond, args, err := where(f)
	if err != nil {
		return nil, err
	}
	p := userPrefix(f.TenantID, f.UserID)
	seen := map[string]bool{}
	var q []string
	for _, t := range toks {
		if !seen[t] {
			seen[t] = true
			q = append(q, `"`+p+strings.ReplaceAll(t, `"`, `""`)+`"`)
		}
	}
	rows, err := s.r.QueryContext(ctx, `SELECT `+memCols+`, bm25(memories_fts) AS r FROM memories_fts
		JOIN memories m ON m.rowid = memories_fts.rowid
		WHERE memories_fts MATCH ? AND `+cond+` ORDER BY r LIMIT ?`,
		append(append([]any{strings.Join(q, " OR ")}, args...), limit)...)
	if err != nil {
		return nil, fmt.Errorf("sqlite lexical search: %w", err)
	}
	defer rows.Close()
	var hits []store.Hit
	for rows.Next() {
		var r float64
		m, err := scanMemory(rows, &r)
		if err != nil {
			return nil, fmt.Errorf("sqlite scan: %w", err)
		}
		hits = append(hits, store.Hit{Memory: m, Score: -r})
	}
	return hits, rows.Err()
}

// SearchDense ranks the user's memories by cosine similarity to vec, among
// vectors of f.EmbedderID. A user's records, vectors and lexical postings
// are kept hot in memory and reloaded only when the user's data changed (a
// generation counter bumped in every write transaction), so a search costs
// one indexed lookup of the generation plus a scan in Go.
func (s *Store) SearchDense(ctx context.Context, f store.Filter, vec []float32, limit int) ([]store.Hit, error) {
	if err := requireUser(f.TenantID, f.UserID); err != nil {
		return nil, err
	}
	if limit <= 0 || len(vec) == 0 {
		return nil, nil
	}
	ix, err := s.userIndex(ctx, f.TenantID, f.UserID)
	if err != nil || ix == nil {
		return nil, err
	}
	cands := make([]scored, 0, 64)
	for i := range ix.meta {
		v := ix.vector(i)
		if len(v) != len(vec) || !ix.matches(f, i) {
			continue
		}
		cands = append(cands, scored{i, dot(vec, v)})
	}
	return ix.hits(topK(cands, limit))
}

// dot is the cosine of two unit vectors of one length, embed.Cosine with
// four partial sums (so that the multiplications do not wait on one sum):
// the dense scan's inner loop, about twice as fast. It may differ from
// embed.Cosine in the last bits of the float32 sum.
func dot(a, b []float32) float64 {
	if len(a) != len(b) {
		return 0
	}
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return float64((s0 + s1) + (s2 + s3))
}

type scored struct {
	doc   int
	score float64
}

// topK returns the best k candidates, best first (ties by document order).
func topK(c []scored, k int) []scored {
	better := func(a, b scored) bool {
		if a.score != b.score {
			return a.score > b.score
		}
		return a.doc < b.doc
	}
	if len(c) > 4*k {
		// Partial selection: keep a sorted window of k.
		top := make([]scored, 0, k+1)
		for _, x := range c {
			if len(top) == k && !better(x, top[k-1]) {
				continue
			}
			i := sort.Search(len(top), func(i int) bool { return better(x, top[i]) })
			top = slices.Insert(top, i, x)
			if len(top) > k {
				top = top[:k]
			}
		}
		return top
	}
	sort.Slice(c, func(i, j int) bool { return better(c[i], c[j]) })
	if len(c) > k {
		c = c[:k]
	}
	return c
}
