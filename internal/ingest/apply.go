package ingest

import (
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// applyUser reconciles one prepared user into a work to commit; reads, if
// not nil, are the user's state reads, made beforehand.
func (in *Ingester) applyUser(ctx context.Context, up *userPrep, reads *userReads, stats *Stats) (*work, error) {
	w, u, items, preps, ids := up.w, up.w.u, up.items, up.preps, up.ids
	if reads == nil {
		applied, err := in.state.Applied(ctx, u.tenant, w.uk, up.idemKeys)
		if err != nil {
			return nil, fmt.Errorf("check idempotency: %w", err)
		}
		tombs, err := in.state.Tombstoned(ctx, u.tenant, w.uk, ids)
		if err != nil {
			return nil, fmt.Errorf("check tombstones: %w", err)
		}
		reads = &userReads{applied: applied, tombs: tombs}
	}
	applied, tombs := reads.applied, reads.tombs
	if err := w.load(ctx, ids); err != nil {
		return nil, err
	}
	// Embed what will be written.
	var texts []string
	var live []*prepared
	seen := map[string]bool{}
	for _, p := range preps {
		switch {
		case applied[p.idem] || seen[p.idem]:
			// Already applied, or twice in this call (a redelivery in the
			// same pull batch).
			stats.Skipped++
			continue
		case p.dropped != "":
		case !tombs[""].IsZero() && !p.pubAt.After(tombs[""]):
			p.dropped = "tombstone"
		case !tombs[p.id].IsZero() && !p.pubAt.After(tombs[p.id]):
			p.dropped = "tombstone"
		case p.fact.Key != "" && !p.pubAt.After(tombs[keyTombstone(p.item.Batch.Scope, p.fact.Key)]):
			p.dropped = "tombstone"
		}
		seen[p.idem] = true
		if p.dropped != "" {
			stats.Dropped++
			stats.DropReasons[p.dropped]++
			w.audit = append(w.audit, w.event(p.id, "drop", p.item.Batch.TurnID, p.dropped))
			w.applied = append(w.applied, p.idem)
			continue
		}
		texts = append(texts, p.fact.Content)
		live = append(live, p)
	}
	vecs, err := in.emb.Embed(ctx, texts)
	if err != nil {
		return nil, fmt.Errorf("embed %d facts: %w", len(texts), err)
	}
	next := 0
	for k, it := range items {
		if b := it.Batch; b.Skipped != "" {
			// The extractor could not extract this turn: the audit trail
			// records it once (a redelivery finds the key applied). The
			// extractor's metrics count it (llm outcome "unparseable").
			if key := skipKey(b); !applied[key] && !seen[key] {
				seen[key] = true
				w.audit = append(w.audit, w.event("", "drop", b.TurnID, "extraction skipped: "+b.Skipped))
				w.applied = append(w.applied, key)
			}
		}
		var intents []int
		for i := range it.Batch.Forget {
			if key := forgetKey(it.Batch, i); !applied[key] && !seen[key] {
				seen[key] = true
				intents = append(intents, i)
			}
		}
		if len(intents) > 0 && w.pending() {
			// Forget intents see the store: write what was said before.
			if err := w.reconcileKeys(ctx, stats); err != nil {
				return nil, err
			}
			if err := in.commit(ctx, []*work{w}); err != nil {
				return nil, err
			}
			w.reset()
		}
		for _, i := range intents {
			fi := it.Batch.Forget[i]
			w.applied = append(w.applied, forgetKey(it.Batch, i))
			before, auditBefore := len(w.deleted), len(w.audit)
			n, err := w.forget(ctx, it, fi)
			if err != nil {
				return nil, err
			}
			if fi.All {
				// The user is erased (tombstoned as of now): nothing more
				// of this call is written, like a later call would drop it.
				stats.Forgotten += n
				for ; next < len(live); next++ {
					stats.Dropped++
					stats.DropReasons["tombstone"]++
				}
				return w, nil
			}
			kept, err := w.keepLater(ctx, it.Batch, before, auditBefore)
			if err != nil {
				return nil, err
			}
			stats.Forgotten += n - kept
			at := it.PublishedAt.Add(-time.Nanosecond)
			if fi.Key != "" {
				w.keyTombs = append(w.keyTombs, store.Tombstone{TenantID: w.u.tenant, UserKey: w.uk,
					MemoryID: keyTombstone(it.Batch.Scope, memory.NormalizeKey(fi.Key)), At: at})
			}
			for _, id := range w.deleted[before:] {
				if cur, ok := w.tombAt[id]; !ok || at.After(cur) {
					w.tombAt[id] = at
				}
			}
		}
		for ; next < len(live) && live[next].itemIdx == k; next++ {
			p := live[next]
			if err := w.applyFact(ctx, p.item.Batch, p.fact, p.id, vecs[next], stats); err != nil {
				return nil, err
			}
			w.applied = append(w.applied, p.idem)
		}
	}
	if err := w.reconcileKeys(ctx, stats); err != nil {
		return nil, err
	}
	return w, nil
}

// applyFact reconciles one fact into the working set: an exact duplicate
// merges into its record, a near duplicate merges with the most similar
// unkeyed memory, anything else is added. Keyed facts are reconciled with
// the other values of their key afterwards, in reconcileKeys.
func (w *work) applyFact(ctx context.Context, b *events.FactBatch, f events.Fact, id string, vec []float32, stats *Stats) error {
	ts := b.TS.UTC()
	sources := f.SourceTurnIDs
	if len(sources) == 0 {
		sources = []string{b.TurnID}
	}
	m := &memory.Memory{
		ID: id, TenantID: b.TenantID, UserID: b.UserID, AgentID: b.AgentID, Scope: b.Scope,
		Type: f.Type, Content: f.Content, Key: f.Key, Value: f.Value,
		Confidence: f.Confidence, Importance: f.Importance, Sensitivity: f.Sensitivity,
		Status: memory.StatusActive, Version: 1, CreatedAt: ts, UpdatedAt: ts,
		EventTime: f.EventTime, SourceTurnIDs: slices.Clone(sources), ExtractorID: b.ExtractorID,
		EmbedderID: w.in.emb.ID(), Vector: vec,
	}
	if f.TTLSeconds > 0 {
		m.ExpiresAt = ts.Add(time.Duration(f.TTLSeconds) * time.Second)
	}
	m.Assertions = make([]memory.Assertion, 0, len(sources))
	for _, s := range sources {
		m.Assertions = append(m.Assertions, memory.Assertion{Turn: s, At: ts, Confidence: m.Confidence,
			Importance: m.Importance, Sensitivity: m.Sensitivity, ExpiresAt: m.ExpiresAt, EventTime: m.EventTime})
	}
	if f.Key != "" {
		if k, ok := w.keys[f.Key]; !ok || ts.After(k.ts) || ts.Equal(k.ts) && b.TurnID > k.turn {
			w.keys[f.Key] = keyTurn{b.TurnID, ts}
		}
	}
	if cur, ok := w.mems[id]; ok {
		changed := mergeInto(cur, m)
		if changed && cur.Status == memory.StatusArchived {
			// Asserted again by another turn: it is live again (for a key,
			// reconcileKeys decides whether it is current or history). A
			// replay of a turn it already holds leaves it archived.
			cur.Status = memory.StatusActive
		}
		if !changed {
			stats.Skipped++
			return nil
		}
		cur.Version++
		w.touch(cur)
		stats.Merged++
		w.audit = append(w.audit, w.event(id, "merge", b.TurnID, ""))
		return nil
	}
	if f.Key == "" && w.in.cfg.NearDuplicate > 0 {
		dup, err := w.nearDuplicate(ctx, m)
		if err != nil {
			return err
		}
		if dup != nil {
			// The representative of a cluster of near duplicates is its
			// earliest assertion (ties by id), whatever the delivery order.
			if earlier(dup, m) {
				if mergeInto(dup, m) {
					dup.Version++
					w.touch(dup)
					stats.Merged++
					w.audit = append(w.audit, w.event(dup.ID, "merge", b.TurnID, "near-duplicate"))
				} else {
					stats.Skipped++
				}
				return nil
			}
			mergeInto(m, dup)
			m.Version = dup.Version + 1
			w.touch(m)
			delete(w.mems, dup.ID)
			delete(w.dirty, dup.ID)
			delete(w.statusOnly, dup.ID)
			w.absorbed = append(w.absorbed, dup.ID)
			stats.Merged++
			w.audit = append(w.audit, w.event(m.ID, "merge", b.TurnID, "near-duplicate, absorbed "+dup.ID),
				w.event(dup.ID, "merge", b.TurnID, "absorbed into "+m.ID))
			return nil
		}
	}
	w.touch(m)
	stats.Added++
	w.audit = append(w.audit, w.event(id, "add", b.TurnID, string(f.Type)))
	return nil
}
