package ingest

import (
	"context"
	"fmt"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// UserEraser erases a whole user while the caller holds the user's lock;
// *erase.Eraser implements it.
type UserEraser interface {
	EraseUserLocked(ctx context.Context, tenant, user, actor string) (*erase.Receipt, error)
}

// SetEraser makes forget-me intents (ForgetIntent.All) a full erasure through
// e: memories, state, the user's turns, fact batches and dead letters, and a
// user tombstone. Without it (or with nil) the ingester erases with an
// eraser that has no stream access: memories, state and the tombstone only,
// and the streams keep the user's raw turns until the caller also erases the
// user through the API. Call it before the first Apply.
func (in *Ingester) SetEraser(e UserEraser) { in.eraser = e }

// forget applies a forget intent. All erases the whole user (see SetEraser)
// and discards everything this Apply was about to write for the user,
// including idempotency keys, so that nothing of the user remains; facts of
// the same Apply, even from later turns, are forgotten with it. Key and
// Query delete the matching memories of the batch's scope and tombstone
// them (at commit).
func (w *work) forget(ctx context.Context, it Item, fi events.ForgetIntent) (int, error) {
	b := it.Batch
	if fi.All {
		return w.forgetAll(ctx, b)
	}
	var ids []string
	switch {
	case fi.Key != "":
		f := store.Filter{TenantID: b.TenantID, UserID: b.UserID, Scope: b.Scope, Key: memory.NormalizeKey(fi.Key),
			Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
		all, err := erase.ListIDs(ctx, w.in.vec, f)
		if err != nil {
			return 0, err
		}
		ids = all
	case fi.Query != "":
		hits, err := w.in.vec.SearchLexical(ctx, store.Filter{TenantID: b.TenantID, UserID: b.UserID, Scope: b.Scope}, fi.Query, 3)
		if err != nil {
			return 0, fmt.Errorf("forget search: %w", err)
		}
		for _, h := range hits {
			ids = append(ids, h.Memory.ID)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	w.deleted = append(w.deleted, ids...)
	for _, id := range ids {
		delete(w.mems, id)
		delete(w.dirty, id)
		w.audit = append(w.audit, w.event(id, "delete", b.TurnID, "forget intent"))
	}
	return len(ids), nil
}

// forgetAll erases the user under the lock Apply already holds.
func (w *work) forgetAll(ctx context.Context, b *events.FactBatch) (int, error) {
	e := w.in.eraser
	if e == nil {
		e = erase.New(w.in.vec, w.in.state, nil, w.in.keyer, w.in.log)
	}
	actor := w.in.cfg.Actor + ":forget-intent"
	r, err := e.EraseUserLocked(ctx, b.TenantID, b.UserID, actor)
	if err != nil {
		return 0, fmt.Errorf("erase user on forget intent: %w", err)
	}
	// Nothing of the user may be written after the erasure, not even the
	// audit of facts that will now never be written (the erasure is audited).
	w.mems = map[string]*memory.Memory{}
	w.dirty = map[string]bool{}
	w.profile = map[string]store.ProfileEntry{}
	w.deleted = nil
	w.applied = nil
	w.audit = nil
	return r.Removed[erase.PlaceVectorStore], nil
}
