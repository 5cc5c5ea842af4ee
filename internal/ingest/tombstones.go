package ingest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// keyTombstone is the tombstone id of a profile key forgotten in a scope:
// it stops assertions of any value of the key published before it, which
// a forget intent delivered before them could not find to delete. It is a
// hash, so tombstones stay free of scope names and keys.
func keyTombstone(scope, key string) string {
	h := sha256.Sum256([]byte(scope + "\x00" + key))
	return "key:" + hex.EncodeToString(h[:16])
}

// keepLater undoes the deletion, by the forget intent of b that appended
// w.deleted[before:] and w.audit[auditBefore:], of memories asserted after
// b's turn: said again after the intent, they stay whatever the order in
// which the intent and the later turn are delivered. A kept memory that
// records its assertions keeps only those made after b's turn, and its
// merged fields are folded again from them, so it equals the memory that
// the later turns alone would have built. It returns how many it kept.
func (w *work) keepLater(ctx context.Context, b *events.FactBatch, before, auditBefore int) (int, error) {
	ids := slices.Clone(w.deleted[before:])
	if len(ids) == 0 {
		return 0, nil
	}
	ms, err := w.in.getMemories(ctx, w.u.tenant, w.u.user, ids)
	if err != nil {
		return 0, fmt.Errorf("load forgotten memories: %w", err)
	}
	later := map[string]bool{}
	var trimmed []string
	for i := range ms {
		m := &ms[i]
		if !m.UpdatedAt.After(b.TS) {
			continue
		}
		if len(m.Assertions) > 0 {
			// Keep only what was said after the intent, as a serial order
			// would have: a new memory built from those assertions.
			var after []memory.Assertion
			for _, a := range m.Assertions {
				if a.At.After(b.TS) {
					after = append(after, a)
				}
			}
			if len(after) == 0 {
				continue
			}
			if len(after) < len(m.Assertions) {
				m.Fold(after)
				m.Version++
				w.dirty[m.ID] = true
				delete(w.statusOnly, m.ID)
				trimmed = append(trimmed, m.ID)
			}
		}
		later[m.ID] = true
		w.mems[m.ID] = m
	}
	if len(later) == 0 {
		return 0, nil
	}
	w.deleted = w.deleted[:before]
	for _, id := range ids {
		if !later[id] {
			w.deleted = append(w.deleted, id)
		}
	}
	evs := w.audit[:auditBefore]
	for _, ev := range w.audit[auditBefore:] {
		if !(ev.Action == "delete" && later[ev.MemoryID]) {
			evs = append(evs, ev)
		}
	}
	for _, id := range trimmed {
		evs = append(evs, w.event(id, "merge", b.TurnID, "forgot what was asserted before this turn"))
	}
	w.audit = evs
	return len(later), nil
}

// skipKey is the idempotency key of a skip batch (events.FactBatch.Skipped).
func skipKey(b *events.FactBatch) string {
	return b.TurnID + "/skip/" + b.ExtractorID
}

// forgetKey is the idempotency key of a batch's i-th forget intent: a
// redelivered intent must not delete what was said after it.
func forgetKey(b *events.FactBatch, i int) string {
	return b.TurnID + "/forget/" + strconv.Itoa(i) + "/" + b.ExtractorID
}
