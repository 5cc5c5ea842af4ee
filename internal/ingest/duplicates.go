package ingest

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// earlier reports whether a was first asserted before b (ties by id).
func earlier(a, b *memory.Memory) bool {
	if !a.CreatedAt.Equal(b.CreatedAt) {
		return a.CreatedAt.Before(b.CreatedAt)
	}
	return a.ID < b.ID
}

// nearDuplicate returns the active unkeyed memory of m's user, type, scope
// and embedder most similar to m, if its cosine similarity reaches the
// threshold: among stored memories and those added in this batch.
func (w *work) nearDuplicate(ctx context.Context, m *memory.Memory) (*memory.Memory, error) {
	hits, err := w.in.vec.SearchDense(ctx, store.Filter{TenantID: m.TenantID, UserID: m.UserID, Scope: m.Scope,
		Types: []events.FactType{m.Type}, EmbedderID: m.EmbedderID}, m.Vector, 4)
	if err != nil {
		return nil, fmt.Errorf("near-duplicate search: %w", err)
	}
	var best *memory.Memory
	bestSim := w.in.cfg.NearDuplicate
	consider := func(c *memory.Memory, sim float64) {
		if c.ID == m.ID || c.Key != "" || c.Scope != m.Scope || c.Type != m.Type ||
			c.Status != memory.StatusActive || c.EmbedderID != m.EmbedderID || sim < bestSim ||
			!sameWords(c.Content, m.Content) {
			return
		}
		if best != nil && sim == bestSim && best.ID < c.ID {
			return
		}
		best, bestSim = c, sim
	}
	for _, h := range hits {
		if slices.Contains(w.absorbed, h.Memory.ID) || w.gone(h.Memory.ID) {
			continue
		}
		c, ok := w.mems[h.Memory.ID]
		if !ok {
			d := h.Memory
			c = &d
		}
		consider(c, h.Score)
	}
	// Memories added or changed in this batch are not in the store yet.
	for id := range w.dirty {
		c := w.mems[id]
		consider(c, embed.Cosine(c.Vector, m.Vector))
	}
	if best != nil {
		w.mems[best.ID] = best
	}
	return best, nil
}

// sameWords is the lexical floor of a near duplicate: the two contents'
// search terms (lexical.Tokens) overlap by more than half (Jaccard) and
// hold the same numbers. A semantic embedder reads only the words of its
// table, so "Locker code is 4512" and "Locker code is 9931", or two names
// it does not know, embed alike; the cosine alone would merge them and
// lose one. With the hashed embedder a cosine over the threshold already
// implies this.
func sameWords(a, b string) bool {
	ta, tb := termSet(a), termSet(b)
	inter := 0
	for t := range ta {
		if tb[t] {
			inter++
		} else if hasDigit(t) {
			return false
		}
	}
	for t := range tb {
		if !ta[t] && hasDigit(t) {
			return false
		}
	}
	union := len(ta) + len(tb) - inter
	return union == 0 || 2*inter > union
}

func termSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, t := range lexical.Tokens(s) {
		m[t] = true
	}
	return m
}

func hasDigit(s string) bool {
	return strings.ContainsFunc(s, unicode.IsDigit)
}

// mergeInto folds src, another assertion of the same fact, into dst: union
// of sources, max of scores and sensitivity, times widened to cover both,
// the later expiry (none if either never expires), the earliest event time,
// pinned if either is. It reports whether dst changed. The result does not
// depend on the order of merges.
func mergeInto(dst, src *memory.Memory) bool {
	changed := false
	if len(dst.Assertions) > 0 || len(src.Assertions) > 0 {
		dst.Assertions, changed = memory.MergeAssertions(dst.Assertions, src.Assertions)
	}
	for _, s := range src.SourceTurnIDs {
		if !slices.Contains(dst.SourceTurnIDs, s) {
			dst.SourceTurnIDs = append(dst.SourceTurnIDs, s)
			changed = true
		}
	}
	if src.Confidence > dst.Confidence {
		dst.Confidence, changed = src.Confidence, true
	}
	if src.Importance > dst.Importance {
		dst.Importance, changed = src.Importance, true
	}
	if src.UpdatedAt.After(dst.UpdatedAt) {
		dst.UpdatedAt, changed = src.UpdatedAt, true
	}
	if src.CreatedAt.Before(dst.CreatedAt) {
		dst.CreatedAt, changed = src.CreatedAt, true
	}
	if memory.MergeExpiry(&dst.ExpiresAt, src.ExpiresAt) {
		changed = true
	}
	if memory.SensitivityRank(src.Sensitivity) > memory.SensitivityRank(dst.Sensitivity) {
		dst.Sensitivity, changed = src.Sensitivity, true
	}
	if memory.MergeEventTime(&dst.EventTime, src.EventTime) {
		changed = true
	}
	if src.Pinned && !dst.Pinned {
		dst.Pinned, changed = true, true
	}
	return changed
}
