package ingest

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/memory"
)

// commit writes the vector store for every user, then the state store: a
// crash in between is repaired by the redelivery, which finds the same ids.
func (in *Ingester) commit(ctx context.Context, works []*work) error {
	ctx = context.WithoutCancel(ctx)
	if in.wtx != nil {
		// One transaction for everything (SQLite in both roles).
		err := in.wtx.WriteTx(ctx, func(vec store.VectorStore, st store.StateStore) error {
			return in.commitTo(ctx, vec, st, works)
		})
		if !errors.Is(err, errors.ErrUnsupported) {
			if err != nil {
				return fmt.Errorf("write memories and state: %w", err)
			}
			return nil
		}
	}
	if err := in.commitVectors(ctx, in.vec, in.state, works); err != nil {
		return err
	}
	// A store that can (SQLite) takes the profile, audit and idempotency
	// writes of every user in one transaction.
	if tx, ok := stateTxer(in.state); ok {
		if err := tx.StateTx(ctx, func(st store.StateStore) error { return in.commitState(ctx, st, works) }); err != nil {
			return fmt.Errorf("write state: %w", err)
		}
		return nil
	}
	return in.commitState(ctx, in.state, works)
}

// commitTo writes works to vec and then st. When st can (a SQLite write
// transaction), it first checks that the users' locks are still held, so
// that an ingester paused past its lease writes nothing.
func (in *Ingester) commitTo(ctx context.Context, vec store.VectorStore, st store.StateStore, works []*work) error {
	if lv, ok := st.(lockVerifier); ok {
		keys := make([]string, len(works))
		for i, w := range works {
			keys[i] = lockName(w.u.tenant, w.uk)
		}
		if err := lv.VerifyLocks(ctx, keys); err != nil {
			return err
		}
	}
	if err := in.commitVectors(ctx, vec, st, works); err != nil {
		return err
	}
	return in.commitState(ctx, st, works)
}

// commitVectors upserts the changed memories of works, then makes their
// deletions.
func (in *Ingester) commitVectors(ctx context.Context, vec store.VectorStore, st store.StateStore, works []*work) error {
	n := 0
	for _, w := range works {
		n += len(w.dirty)
	}
	ns := 0
	for _, w := range works {
		ns += len(w.statusOnly)
	}
	ups := make([]memory.Memory, 0, n-ns)
	status := make([]memory.Memory, 0, ns)
	for _, w := range works {
		for id := range w.dirty {
			if w.statusOnly[id] {
				status = append(status, *w.mems[id])
			} else {
				ups = append(ups, *w.mems[id])
			}
		}
	}
	byID := func(a, b memory.Memory) int { return cmpString(a.ID, b.ID) }
	slices.SortFunc(ups, byID)
	slices.SortFunc(status, byID)
	if err := store.UpsertStatus(ctx, vec, ups, status); err != nil {
		return fmt.Errorf("write memories: %w", err)
	}
	// Deletions go through the stores one call at a time (they are rare:
	// forget intents and absorbed near-duplicates).
	for _, w := range works {
		if err := w.commitDeletes(ctx, vec, st); err != nil {
			return err
		}
	}
	return nil
}

// writeTxer is implemented by vector stores that write memories and state
// in one transaction when the state store is the same database
// (sqlite.Store.WriteTx, passed through instrumentation). It returns
// errors.ErrUnsupported, having done nothing, when it cannot.
type writeTxer interface {
	WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error
}

// innerState returns the state store under instrumentation.
func innerState(st store.StateStore) store.StateStore {
	if i, ok := st.(*instrumented.State); ok {
		return i.Inner
	}
	return st
}

// stateTx is implemented by state stores that can run several writes in
// one transaction (sqlite.Store.StateTx).
type stateTx interface {
	StateTx(ctx context.Context, fn func(st store.StateStore) error) error
}

// stateTxer returns st, or the store it instruments, as a stateTx.
func stateTxer(st store.StateStore) (stateTx, bool) {
	if i, ok := st.(*instrumented.State); ok {
		st = i.Inner
	}
	tx, ok := st.(stateTx)
	return tx, ok
}

// commitState writes the profiles, audit events and idempotency keys of
// works to st, in that order.
func (in *Ingester) commitState(ctx context.Context, st store.StateStore, works []*work) error {
	var audit []store.AuditEvent
	var profiles []store.UserProfile
	var keys []store.UserKeys
	for _, w := range works {
		if len(w.profile) > 0 {
			entries := make([]store.ProfileEntry, 0, len(w.profile))
			for _, e := range w.profile {
				entries = append(entries, e)
			}
			slices.SortFunc(entries, func(a, b store.ProfileEntry) int { return cmpString(a.Key, b.Key) })
			profiles = append(profiles, store.UserProfile{TenantID: w.u.tenant, UserID: w.u.user, Entries: entries})
		}
		audit = append(audit, w.audit...)
		if len(w.applied) > 0 {
			keys = append(keys, store.UserKeys{TenantID: w.u.tenant, UserKey: w.uk, Keys: w.applied})
		}
	}
	// A store that can (a SQLite transaction) writes every user's
	// profile entries and keys at once, many rows per statement.
	b, ok := st.(stateWriteBatcher)
	if !ok {
		b = perUser{st}
	}
	if err := b.SetProfiles(ctx, profiles); err != nil {
		return fmt.Errorf("write profile: %w", err)
	}
	if err := st.Audit(ctx, audit); err != nil {
		return fmt.Errorf("write audit: %w", err)
	}
	if err := b.MarkAppliedAll(ctx, keys, in.cfg.IdempotencyTTL); err != nil {
		return fmt.Errorf("mark applied: %w", err)
	}
	return nil
}

// stateWriteBatcher is implemented by state store views that write the
// profile entries and idempotency keys of many users in one call (a
// sqlite write transaction).
type stateWriteBatcher interface {
	SetProfiles(ctx context.Context, ps []store.UserProfile) error
	MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error
}

// perUser is a stateWriteBatcher for any state store: one call per user.
type perUser struct{ st store.StateStore }

func (p perUser) SetProfiles(ctx context.Context, ps []store.UserProfile) error {
	for _, u := range ps {
		if err := p.st.SetProfile(ctx, u.TenantID, u.UserID, u.Entries); err != nil {
			return err
		}
	}
	return nil
}

func (p perUser) MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error {
	for _, k := range keys {
		if err := p.st.MarkApplied(ctx, k.TenantID, k.UserKey, k.Keys, ttl); err != nil {
			return err
		}
	}
	return nil
}

// commitDeletes removes absorbed near-duplicates and forgotten memories of
// the user (after the upsert: a crash in between leaves a duplicate, never
// a lost source), tombstoning the forgotten ones and clearing profile
// entries that pointed at them.
func (w *work) commitDeletes(ctx context.Context, vec store.VectorStore, st store.StateStore) error {
	if len(w.absorbed) > 0 {
		if _, err := vec.Delete(ctx, w.u.tenant, w.u.user, w.absorbed); err != nil {
			return fmt.Errorf("delete absorbed near-duplicates: %w", err)
		}
		if err := st.DeleteAccess(ctx, w.u.tenant, w.u.user, w.absorbed); err != nil {
			return fmt.Errorf("delete access stats of absorbed near-duplicates: %w", err)
		}
	}
	if len(w.keyTombs) > 0 {
		if err := st.AddTombstones(ctx, w.keyTombs); err != nil {
			return fmt.Errorf("tombstone forgotten keys: %w", err)
		}
	}
	if len(w.deleted) == 0 {
		return nil
	}
	deleted := slices.Compact(slices.Sorted(slices.Values(w.deleted)))
	var gone []string
	for _, id := range deleted {
		if w.gone(id) {
			gone = append(gone, id)
		}
	}
	if len(gone) > 0 {
		if _, err := vec.Delete(ctx, w.u.tenant, w.u.user, gone); err != nil {
			return fmt.Errorf("delete forgotten memories: %w", err)
		}
	}
	// Every deleted id is tombstoned, also one asserted again after the
	// forget intent: the tombstone stops older assertions only.
	ts := make([]store.Tombstone, len(deleted))
	for i, id := range deleted {
		at, ok := w.tombAt[id]
		if !ok {
			at = w.in.Now()
		}
		ts[i] = store.Tombstone{TenantID: w.u.tenant, UserKey: w.uk, MemoryID: id, At: at}
	}
	if err := st.AddTombstones(ctx, ts); err != nil {
		return fmt.Errorf("tombstone forgotten memories: %w", err)
	}
	if err := st.DeleteAccess(ctx, w.u.tenant, w.u.user, deleted); err != nil {
		return fmt.Errorf("delete access stats: %w", err)
	}
	prof, err := st.Profile(ctx, w.u.tenant, w.u.user)
	if err != nil {
		return fmt.Errorf("read profile: %w", err)
	}
	for _, e := range prof {
		if slices.Contains(gone, e.MemoryID) {
			if _, pending := w.profile[e.Key]; !pending {
				w.profile[e.Key] = store.ProfileEntry{Key: e.Key}
			}
		}
	}
	for k, e := range w.profile {
		if slices.Contains(gone, e.MemoryID) {
			w.profile[k] = store.ProfileEntry{Key: k}
		}
	}
	return nil
}

func cmpString(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
