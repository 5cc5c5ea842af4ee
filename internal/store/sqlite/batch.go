package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// ErrNotInTx is returned by the methods of a StateTx view that cannot run
// inside its transaction (locks, leases, access recording, erasure).
var ErrNotInTx = errors.New("sqlite: operation not available inside a state transaction")

// StateTx runs fn with a state store whose writes (SetProfile, Audit,
// MarkApplied, AddTombstones, DeleteAccess) all go to one write
// transaction, committed when fn returns nil and rolled back otherwise.
// Profile reads inside the transaction (it sees the writes made so far);
// the other reads (Applied, Tombstoned, AccessStats, AuditLog) read
// committed state; the remaining methods return ErrNotInTx. fn must not
// write this store by any other means: the writer connection is held by
// the transaction. One transaction instead of one per call and user is
// what makes the ingester's state writes cheap.
func (s *Store) StateTx(ctx context.Context, fn func(st store.StateStore) error) error {
	err := s.tx(ctx, func(tx *sql.Tx) error { return fn(&txState{Store: s, tx: tx}) })
	if err != nil {
		return fmt.Errorf("sqlite state transaction: %w", err)
	}
	return nil
}

// WriteTx runs fn with a vector store and a state store whose writes all
// go to one write transaction, committed when fn returns nil and rolled
// back otherwise: the ingester's memories, deletions, profiles, audit
// events and idempotency keys of a call in one commit, when SQLite holds
// both roles. The vector store view writes Upsert and Delete in the
// transaction (DeleteUser returns ErrNotInTx) and reads committed state;
// the state store view is StateTx's. The hot indexes are patched once the
// transaction has committed, with the access statistics of the memories
// written as given (the ingester's, read from the hot index; a write
// leaves them as stored in the database): pass them as read, or the hot
// index will show them as passed until it is next loaded. fn must not
// write this store by other means.
func (s *Store) WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error {
	if err := s.prepareWrites(ctx); err != nil {
		return fmt.Errorf("sqlite write transaction: %w", err)
	}
	var writes []*userWrite
	err := s.tx(ctx, func(tx *sql.Tx) error {
		writes = nil
		return fn(&txVectors{Store: s, tx: tx, writes: &writes}, &txState{Store: s, tx: tx})
	})
	if err != nil {
		return fmt.Errorf("sqlite write transaction: %w", err)
	}
	s.patchCache(writes)
	return nil
}

// txVectors is the WriteTx vector store view.
type txVectors struct {
	*Store
	tx     *sql.Tx
	writes *[]*userWrite
}

func (t *txVectors) Upsert(ctx context.Context, mems []memory.Memory) error {
	if len(mems) == 0 {
		return nil
	}
	ws, err := t.upsertTx(ctx, t.tx, mems, nil, false)
	if err != nil {
		return fmt.Errorf("sqlite upsert: %w", err)
	}
	*t.writes = append(*t.writes, ws...)
	return nil
}

// UpsertStatus is Upsert of mems and statusOnly, writing of the stored
// memories of statusOnly only their Status, Supersedes and Version (see
// store.StatusUpserter).
func (t *txVectors) UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error {
	if len(mems)+len(statusOnly) == 0 {
		return nil
	}
	ws, err := t.upsertTx(ctx, t.tx, mems, statusOnly, false)
	if err != nil {
		return fmt.Errorf("sqlite upsert: %w", err)
	}
	*t.writes = append(*t.writes, ws...)
	return nil
}

func (t *txVectors) Delete(ctx context.Context, tenant, user string, ids []string) (int, error) {
	if err := requireUser(tenant, user); err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, nil
	}
	n, w, err := t.deleteTx(ctx, t.tx, tenant, user, ids)
	if err != nil {
		return 0, fmt.Errorf("sqlite delete: %w", err)
	}
	*t.writes = append(*t.writes, w)
	return n, nil
}

func (t *txVectors) DeleteUser(context.Context, string, string) (int, error) { return 0, ErrNotInTx }

// Close does nothing: the transaction ends when WriteTx's fn returns.
func (t *txVectors) Close() error { return nil }

var (
	_ store.VectorStore    = (*txVectors)(nil)
	_ store.StatusUpserter = (*txVectors)(nil)
)

// txState is the StateTx view: the store's reads, its writes bound to tx.
type txState struct {
	*Store
	tx *sql.Tx
}

// verifyLocksSQL reads the lock rows named in a JSON array.
const verifyLocksSQL = `SELECT name, holder, expires_at FROM locks WHERE name IN (SELECT value FROM json_each(?))`

// VerifyLocks fails with ErrLockLost unless every one of keys is a lock
// this Store took with LockUsers and still holds in the database (same
// holder, lease not expired), read inside the write transaction: it fences
// a holder that was paused past its lease (a long GC pause, a stopped
// process) from writing after another replica took the user over. Renewal
// keeps a live holder's leases current, so a live holder passes.
func (t *txState) VerifyLocks(ctx context.Context, keys []string) error {
	if len(keys) == 0 {
		return nil
	}
	list, err := jsonList(keys)
	if err != nil {
		return fmt.Errorf("sqlite verify locks: %w", err)
	}
	st, err := t.prepared(ctx, t.w, verifyLocksSQL) // prepared by prepareWrites, before the transaction
	if err != nil {
		return fmt.Errorf("sqlite verify locks: %w", err)
	}
	rows, err := t.tx.StmtContext(ctx, st).QueryContext(ctx, list)
	if err != nil {
		return fmt.Errorf("sqlite verify locks: %w", err)
	}
	defer rows.Close()
	now := time.Now().UnixNano()
	ok := make(map[string]bool, len(keys))
	for rows.Next() {
		var name, holder string
		var exp int64
		if err := rows.Scan(&name, &holder, &exp); err != nil {
			return fmt.Errorf("sqlite verify locks: %w", err)
		}
		mine, _ := t.held.Load(name)
		ok[name] = mine == holder && exp > now
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("sqlite verify locks: %w", err)
	}
	for _, k := range keys {
		if !ok[k] {
			return fmt.Errorf("%w: %s", ErrLockLost, k)
		}
	}
	return nil
}

func (t *txState) MarkApplied(ctx context.Context, tenant, userKey string, keys []string, ttl time.Duration) error {
	if err := t.markApplied(ctx, t.tx, tenant, userKey, keys, ttl); err != nil {
		return fmt.Errorf("sqlite mark applied: %w", err)
	}
	return nil
}

func (t *txState) SetProfile(ctx context.Context, tenant, user string, entries []store.ProfileEntry) error {
	if err := t.setProfile(ctx, t.tx, tenant, user, entries); err != nil {
		return fmt.Errorf("sqlite set profile: %w", err)
	}
	return nil
}

// MarkAppliedAll is MarkApplied for several users, many keys per
// statement.
func (t *txState) MarkAppliedAll(ctx context.Context, keys []store.UserKeys, ttl time.Duration) error {
	exp := time.Now().Add(ttl).UnixNano()
	var args []any
	for _, k := range keys {
		for _, key := range k.Keys {
			args = append(args, k.TenantID, k.UserKey, key, exp)
		}
	}
	if err := t.execRows(ctx, t.tx, appliedRows, args); err != nil {
		return fmt.Errorf("sqlite mark applied: %w", err)
	}
	return nil
}

// SetProfiles is SetProfile for several users, many entries per
// statement.
func (t *txState) SetProfiles(ctx context.Context, ps []store.UserProfile) error {
	if err := t.setProfiles(ctx, t.tx, ps); err != nil {
		return fmt.Errorf("sqlite set profile: %w", err)
	}
	return nil
}

func (t *txState) Profile(ctx context.Context, tenant, user string) ([]store.ProfileEntry, error) {
	return t.profile(ctx, t.tx, tenant, user)
}

func (t *txState) AddTombstones(ctx context.Context, ts []store.Tombstone) error {
	if err := t.addTombstones(ctx, t.tx, ts); err != nil {
		return fmt.Errorf("sqlite add tombstones: %w", err)
	}
	return nil
}

func (t *txState) DeleteAccess(ctx context.Context, tenant, user string, ids []string) error {
	if err := t.deleteAccess(ctx, t.tx, tenant, user, ids); err != nil {
		return fmt.Errorf("sqlite delete access: %w", err)
	}
	return nil
}

func (t *txState) Audit(ctx context.Context, evs []store.AuditEvent) error {
	if err := t.audit(ctx, t.tx, evs); err != nil {
		return fmt.Errorf("sqlite audit: %w", err)
	}
	return nil
}

func (t *txState) LockUsers(context.Context, []string, time.Duration) (func(), error) {
	return nil, ErrNotInTx
}

func (t *txState) RecordAccess(context.Context, []store.AccessHit) error { return ErrNotInTx }

func (t *txState) EraseUserState(context.Context, string, string, string) (map[string]int, error) {
	return nil, ErrNotInTx
}

func (t *txState) AcquireLease(context.Context, string, string, time.Duration) (bool, error) {
	return false, ErrNotInTx
}

func (t *txState) ReleaseLease(context.Context, string, string) error { return ErrNotInTx }

// Close does nothing: the transaction ends when StateTx's fn returns.
func (t *txState) Close() error { return nil }

var _ store.StateStore = (*txState)(nil)
