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

// work is the state of one user's reconciliation in progress.
type work struct {
	in    *Ingester
	u     userRef
	uk    string
	mems  map[string]*memory.Memory // loaded or changed, by id
	dirty map[string]bool
	// statusOnly are the dirty memories, as loaded, whose only change is
	// their Status, Supersedes and Version (touchStatus): written without
	// the rest of their record where the store can (store.StatusUpserter).
	statusOnly map[string]bool
	profile    map[string]store.ProfileEntry
	audit      []store.AuditEvent
	applied    []string
	deleted    []string
	// absorbed are near-duplicates folded into another memory: removed
	// from the vector store without a tombstone.
	absorbed []string
	// keys are the profile keys asserted in this batch, with the newest
	// assertion, to reconcile once every fact is applied.
	keys map[string]keyTurn
	// tombAt is the tombstone time of each deleted memory: just before the
	// publication of the turn whose forget intent deleted it, so that what
	// the user said after it (published later) is not taken for a
	// resurrection.
	tombAt map[string]time.Time
	// keyTombs stop older assertions of keys forgotten in this batch.
	keyTombs []store.Tombstone
}

// pending reports whether w holds changes not yet committed.
func (w *work) pending() bool {
	return len(w.dirty) > 0 || len(w.audit) > 0 || len(w.applied) > 0 || len(w.deleted) > 0 || len(w.absorbed) > 0 ||
		len(w.keyTombs) > 0
}

// reset forgets what was committed, keeping the loaded memories (which now
// equal the store).
func (w *work) reset() {
	w.dirty = map[string]bool{}
	w.profile = map[string]store.ProfileEntry{}
	w.audit, w.applied, w.deleted, w.absorbed = nil, nil, nil, nil
	w.keys = map[string]keyTurn{}
	w.tombAt = map[string]time.Time{}
	w.keyTombs = nil
}

// gone reports whether id was deleted by a forget intent in this batch and
// not asserted again since.
func (w *work) gone(id string) bool {
	return !w.dirty[id] && slices.Contains(w.deleted, id)
}

// keyTurn is the turn of the newest assertion of a key in a batch.
type keyTurn struct {
	turn string
	ts   time.Time
}

// prepared is one fact of a user's call, ready to reconcile.
type prepared struct {
	item    Item
	itemIdx int
	ord     int
	idem    string
	fact    events.Fact
	id      string
	pubAt   time.Time
	dropped string
}

// userPrep is a user's items in publication order, their facts prepared,
// and the idempotency keys and ids whose state the reconciliation reads.
type userPrep struct {
	w             *work
	items         []Item
	preps         []*prepared
	idemKeys, ids []string
}

// userReads are the state reads of a user's reconciliation, made for
// every user of an Apply at once when the state store can (stateBatcher).
type userReads struct {
	applied map[string]bool
	tombs   map[string]time.Time
}

func (w *work) event(id, action, turn, detail string) store.AuditEvent {
	return store.AuditEvent{At: w.in.Now(), TenantID: w.u.tenant, UserKey: w.uk, MemoryID: id,
		Action: action, Actor: w.in.cfg.Actor, TurnID: turn, Detail: detail}
}

func (w *work) load(ctx context.Context, ids []string) error {
	var need []string
	for _, id := range ids {
		if _, ok := w.mems[id]; !ok {
			need = append(need, id)
		}
	}
	if len(need) == 0 {
		return nil
	}
	got, err := w.in.getMemories(ctx, w.u.tenant, w.u.user, need)
	if err != nil {
		return fmt.Errorf("load memories: %w", err)
	}
	for i := range got {
		m := got[i]
		w.mems[m.ID] = &m
	}
	return nil
}

func (w *work) touch(m *memory.Memory) {
	w.mems[m.ID] = m
	w.dirty[m.ID] = true
	delete(w.statusOnly, m.ID)
}

// touchStatus is touch for a change of m's Status, Supersedes and Version
// alone: m is written status-only if nothing else of it changed in this
// call, before or after.
func (w *work) touchStatus(m *memory.Memory) {
	if !w.dirty[m.ID] {
		w.statusOnly[m.ID] = true
	}
	w.mems[m.ID] = m
	w.dirty[m.ID] = true
}
