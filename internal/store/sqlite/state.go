package sqlite

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

var errHeld = errors.New("lock held")

// ErrLockLost is returned by txState.VerifyLocks when a lock this Store
// took has lapsed or been taken over: the holder was paused past its
// lease, and its writes must not land.
var ErrLockLost = errors.New("sqlite: lock lost")

// LockUsers takes lease rows for keys in one transaction, retrying while any
// is held by another live holder. Expired leases are taken over. The rows
// are renewed every ttl/3 until release or until ctx is done; release is
// idempotent and deletes only rows this call still holds.
func (s *Store) LockUsers(ctx context.Context, keys []string, ttl time.Duration) (func(), error) {
	keys = slices.Clone(keys)
	slices.Sort(keys)
	keys = slices.Compact(keys)
	var tok [8]byte
	_, _ = rand.Read(tok[:])
	holder := s.holderID + "-" + hex.EncodeToString(tok[:])
	list, err := jsonList(keys)
	if err != nil {
		return nil, fmt.Errorf("sqlite lock users: %w", err)
	}
	wait := time.Millisecond
	for {
		err := s.tx(ctx, func(tx *sql.Tx) error {
			now := time.Now()
			res, err := s.stmt(ctx, tx, qLockTake).ExecContext(ctx, holder, now.Add(ttl).UnixNano(), list, now.UnixNano())
			if err != nil {
				return err
			}
			if n, err := res.RowsAffected(); err != nil || n != int64(len(keys)) {
				return errHeld
			}
			return nil
		})
		if err == nil {
			break
		}
		if !errors.Is(err, errHeld) {
			return nil, fmt.Errorf("sqlite lock users: %w", err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("sqlite lock users: %w", ctx.Err())
		case <-time.After(wait):
		}
		wait = min(wait*2, 50*time.Millisecond)
	}
	for _, k := range keys {
		s.held.Store(k, holder)
	}
	stop := renewLocks(ctx, ttl, func(rctx context.Context) {
		_ = s.tx(rctx, func(tx *sql.Tx) error {
			_, err := s.stmt(rctx, tx, qLockRenew).ExecContext(rctx, time.Now().Add(ttl).UnixNano(), holder, list)
			return err
		})
	})
	var once sync.Once
	return func() {
		once.Do(func() {
			stop()
			for _, k := range keys {
				s.held.CompareAndDelete(k, holder)
			}
			ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
			defer cancel()
			_ = s.tx(ctx, func(tx *sql.Tx) error {
				_, err := s.stmt(ctx, tx, qLockRelease).ExecContext(ctx, holder, list)
				return err
			})
		})
	}, nil
}

// renewLocks calls extend every ttl/3 until the returned stop is called or
// ctx is done (a holder whose context is gone is treated as crashed: its
// locks lapse after ttl). stop waits for a renewal in progress.
func renewLocks(ctx context.Context, ttl time.Duration, extend func(context.Context)) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(max(ttl/3, time.Millisecond))
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-ctx.Done():
				return
			case <-t.C:
				rctx, cancel := context.WithTimeout(ctx, ttl/3+time.Second)
				extend(rctx)
				cancel()
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}

// Applied reports which idempotency keys of a user are recorded and unexpired.
func (s *Store) Applied(ctx context.Context, tenant, userKey string, keys []string) (map[string]bool, error) {
	out := make(map[string]bool, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	list, err := jsonList(keys)
	if err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	rows, err := s.reads[rApplied].QueryContext(ctx, tenant, userKey, time.Now().UnixNano(), list)
	if err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var k string
		if err := rows.Scan(&k); err != nil {
			return nil, fmt.Errorf("sqlite applied: %w", err)
		}
		out[k] = true
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite applied: %w", err)
	}
	return out, nil
}

// MarkApplied records idempotency keys of a user for ttl.
func (s *Store) MarkApplied(ctx context.Context, tenant, userKey string, keys []string, ttl time.Duration) error {
	if err := s.tx(ctx, func(tx *sql.Tx) error { return s.markApplied(ctx, tx, tenant, userKey, keys, ttl) }); err != nil {
		return fmt.Errorf("sqlite mark applied: %w", err)
	}
	return nil
}

func (s *Store) markApplied(ctx context.Context, tx *sql.Tx, tenant, userKey string, keys []string, ttl time.Duration) error {
	if len(keys) == 0 {
		return nil
	}
	exp := time.Now().Add(ttl).UnixNano()
	args := make([]any, 0, 4*len(keys))
	for _, k := range keys {
		args = append(args, tenant, userKey, k, exp)
	}
	return s.execRows(ctx, tx, appliedRows, args)
}

// Profile returns a user's current profile entries ordered by key.
func (s *Store) Profile(ctx context.Context, tenant, user string) ([]store.ProfileEntry, error) {
	return s.profile(ctx, s.r, tenant, user)
}

// querier is a *sql.DB or a *sql.Tx.
type querier interface {
	QueryContext(ctx context.Context, q string, args ...any) (*sql.Rows, error)
}

func (s *Store) profile(ctx context.Context, db querier, tenant, user string) ([]store.ProfileEntry, error) {
	rows, err := db.QueryContext(ctx, `SELECT key, value, type, memory_id, scope, updated_at, version FROM profile
		WHERE tenant_id = ? AND user_id = ? AND value != '' ORDER BY key`, tenant, user)
	if err != nil {
		return nil, fmt.Errorf("sqlite profile: %w", err)
	}
	defer rows.Close()
	var out []store.ProfileEntry
	for rows.Next() {
		var e store.ProfileEntry
		var typ string
		var upd int64
		if err := rows.Scan(&e.Key, &e.Value, &typ, &e.MemoryID, &e.Scope, &upd, &e.Version); err != nil {
			return nil, fmt.Errorf("sqlite profile scan: %w", err)
		}
		e.Type, e.UpdatedAt = events.FactType(typ), fromNanos(upd)
		out = append(out, e)
	}
	return out, rows.Err()
}

// SetProfile sets or (empty Value) deletes profile entries; each change of
// value, type, memory id or scope bumps the key's version. An entry equal
// to the current one but for a non-zero UpdatedAt only moves UpdatedAt (the
// current value was asserted again).
func (s *Store) SetProfile(ctx context.Context, tenant, user string, entries []store.ProfileEntry) error {
	if err := s.tx(ctx, func(tx *sql.Tx) error { return s.setProfile(ctx, tx, tenant, user, entries) }); err != nil {
		return fmt.Errorf("sqlite set profile: %w", err)
	}
	return nil
}

func (s *Store) setProfile(ctx context.Context, tx *sql.Tx, tenant, user string, entries []store.ProfileEntry) error {
	return s.setProfiles(ctx, tx, []store.UserProfile{{TenantID: tenant, UserID: user, Entries: entries}})
}

// setProfiles writes the profile entries of several users: a cleared
// entry (empty value) one by one, the others many per statement.
func (s *Store) setProfiles(ctx context.Context, tx *sql.Tx, ps []store.UserProfile) error {
	var set, touched []any
	for _, p := range ps {
		for _, e := range p.Entries {
			if e.Value == "" {
				// Keep the row with an empty value so versions never go back.
				if _, err := s.stmt(ctx, tx, qProfileClear).ExecContext(ctx, time.Now().UnixNano(), p.TenantID, p.UserID, e.Key); err != nil {
					return err
				}
				continue
			}
			row := []any{p.TenantID, p.UserID, e.Key, e.Value, string(e.Type), e.MemoryID, e.Scope, e.UpdatedAt.UnixNano(), 1}
			if e.UpdatedAt.IsZero() {
				row[7] = time.Now().UnixNano()
				set = append(set, row...)
				continue
			}
			touched = append(touched, row...)
		}
	}
	if err := s.execRows(ctx, tx, profileRows, set); err != nil {
		return err
	}
	return s.execRows(ctx, tx, profileRowsTouch, touched)
}

// AddTombstones records tombstones; a later time replaces an earlier one.
func (s *Store) AddTombstones(ctx context.Context, ts []store.Tombstone) error {
	if err := s.tx(ctx, func(tx *sql.Tx) error { return s.addTombstones(ctx, tx, ts) }); err != nil {
		return fmt.Errorf("sqlite add tombstones: %w", err)
	}
	return nil
}

func (s *Store) addTombstones(ctx context.Context, tx *sql.Tx, ts []store.Tombstone) error {
	for _, t := range ts {
		if _, err := s.stmt(ctx, tx, qTombstone).ExecContext(ctx, t.TenantID, t.UserKey, t.MemoryID, t.At.UnixNano()); err != nil {
			return err
		}
	}
	return nil
}

// Tombstoned returns tombstone times for the user ("" key) and these memories.
func (s *Store) Tombstoned(ctx context.Context, tenant, userKey string, memoryIDs []string) (map[string]time.Time, error) {
	out := map[string]time.Time{}
	list, err := jsonList(append([]string{""}, memoryIDs...))
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	rows, err := s.reads[rTombstoned].QueryContext(ctx, tenant, userKey, list)
	if err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var at int64
		if err := rows.Scan(&id, &at); err != nil {
			return nil, fmt.Errorf("sqlite tombstoned: %w", err)
		}
		out[id] = fromNanos(at)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite tombstoned: %w", err)
	}
	return out, nil
}

// RecordAccess adds recall hits to the access table, in one transaction.
// It leaves the memories' rows alone: rewriting a memory's row (its
// content, terms and vector) for every hit wrote a page of the WAL per
// hit, which at a million memories was the tail of recall's latency
// (BENCHMARKS.md); reads take the statistics from the access table
// (memCols).
func (s *Store) RecordAccess(ctx context.Context, hits []store.AccessHit) error {
	if len(hits) == 0 {
		return nil
	}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		acc := s.stmt(ctx, tx, qAccess)
		for _, h := range hits {
			if _, err := acc.ExecContext(ctx, h.TenantID, h.UserID, h.MemoryID, h.At.UnixNano()); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("sqlite record access: %w", err)
	}
	return nil
}

// AccessStats returns access statistics of these memories of a user.
func (s *Store) AccessStats(ctx context.Context, tenant, user string, ids []string) (map[string]store.Access, error) {
	out := map[string]store.Access{}
	if len(ids) == 0 {
		return out, nil
	}
	// One prepared statement whatever the number of ids (they go in one
	// JSON array): recall asks on every query, and preparing a statement
	// costs more than running it.
	list, err := jsonList(ids)
	if err != nil {
		return nil, fmt.Errorf("sqlite access stats: %w", err)
	}
	st, err := s.prepared(ctx, s.r, accessStatsSQL)
	if err != nil {
		return nil, fmt.Errorf("sqlite access stats: %w", err)
	}
	rows, err := st.QueryContext(ctx, tenant, user, list)
	if err != nil {
		return nil, fmt.Errorf("sqlite access stats: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var id string
		var a store.Access
		var last int64
		if err := rows.Scan(&id, &a.Count, &last); err != nil {
			return nil, fmt.Errorf("sqlite access stats: %w", err)
		}
		a.LastAccess = fromNanos(last)
		out[id] = a
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite access stats: %w", err)
	}
	return out, nil
}

// accessStatsSQL reads the access statistics of a JSON array of memory ids.
const accessStatsSQL = `SELECT memory_id, count, last FROM access WHERE tenant_id = ? AND user_id = ? AND memory_id IN (SELECT value FROM json_each(?))`

// DeleteAccess removes access statistics of these memories.
func (s *Store) DeleteAccess(ctx context.Context, tenant, user string, ids []string) error {
	if err := s.tx(ctx, func(tx *sql.Tx) error { return s.deleteAccess(ctx, tx, tenant, user, ids) }); err != nil {
		return fmt.Errorf("sqlite delete access: %w", err)
	}
	return nil
}

func (s *Store) deleteAccess(ctx context.Context, tx *sql.Tx, tenant, user string, ids []string) error {
	for _, id := range ids {
		if _, err := s.stmt(ctx, tx, qAccessDelete).ExecContext(ctx, tenant, user, id); err != nil {
			return err
		}
	}
	return nil
}

// Audit appends audit events.
func (s *Store) Audit(ctx context.Context, evs []store.AuditEvent) error {
	if len(evs) == 0 {
		return nil
	}
	if err := s.tx(ctx, func(tx *sql.Tx) error { return s.audit(ctx, tx, evs) }); err != nil {
		return fmt.Errorf("sqlite audit: %w", err)
	}
	return nil
}

func (s *Store) audit(ctx context.Context, tx *sql.Tx, evs []store.AuditEvent) error {
	if len(evs) == 0 {
		return nil
	}
	args := make([]any, 0, 8*len(evs))
	for _, e := range evs {
		at := e.At
		if at.IsZero() {
			at = time.Now()
		}
		args = append(args, at.UnixNano(), e.TenantID, e.UserKey, e.MemoryID, e.Action, e.Actor, e.TurnID, e.Detail)
	}
	// Rows go in in order: seq keeps the events' order.
	return s.execRows(ctx, tx, auditRows, args)
}

// AuditLog returns a user's audit events oldest first, optionally of one memory.
func (s *Store) AuditLog(ctx context.Context, tenant, userKey, memoryID string, limit int) ([]store.AuditEvent, error) {
	if limit <= 0 {
		limit = 1000
	}
	q := `SELECT at, tenant_id, user_key, memory_id, action, actor, turn_id, detail FROM audit WHERE tenant_id = ? AND user_key = ?`
	args := []any{tenant, userKey}
	if memoryID != "" {
		q += ` AND memory_id = ?`
		args = append(args, memoryID)
	}
	rows, err := s.r.QueryContext(ctx, q+` ORDER BY seq LIMIT ?`, append(args, limit)...)
	if err != nil {
		return nil, fmt.Errorf("sqlite audit log: %w", err)
	}
	defer rows.Close()
	var out []store.AuditEvent
	for rows.Next() {
		var e store.AuditEvent
		var at int64
		if err := rows.Scan(&at, &e.TenantID, &e.UserKey, &e.MemoryID, &e.Action, &e.Actor, &e.TurnID, &e.Detail); err != nil {
			return nil, err
		}
		e.At = fromNanos(at)
		out = append(out, e)
	}
	return out, rows.Err()
}

// EraseUserState removes a user's profile, idempotency keys and access
// statistics; tombstones and the audit trail stay.
func (s *Store) EraseUserState(ctx context.Context, tenant, user, userKey string) (map[string]int, error) {
	s.erased.Store(true)
	counts := map[string]int{}
	err := s.tx(ctx, func(tx *sql.Tx) error {
		for _, q := range []struct{ kind, sql, who string }{
			{"profile", `DELETE FROM profile WHERE tenant_id = ? AND user_id = ? AND value != ''`, user},
			{"", `DELETE FROM profile WHERE tenant_id = ? AND user_id = ?`, user},
			{"idempotency", `DELETE FROM applied WHERE tenant_id = ? AND user_key = ?`, userKey},
			{"access", `DELETE FROM access WHERE tenant_id = ? AND user_id = ?`, user},
		} {
			res, err := tx.ExecContext(ctx, q.sql, tenant, q.who)
			if err != nil {
				return err
			}
			if q.kind != "" {
				n, _ := res.RowsAffected()
				counts[q.kind] = int(n)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sqlite erase user state: %w", err)
	}
	return counts, nil
}

// AcquireLease takes or renews the named lease for holder.
func (s *Store) AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	var got bool
	err := s.tx(ctx, func(tx *sql.Tx) error {
		now := time.Now()
		res, err := tx.ExecContext(ctx, `INSERT INTO leases(name, holder, expires_at) VALUES (?, ?, ?)
			ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
			WHERE leases.expires_at < ? OR leases.holder = excluded.holder`, name, holder, now.Add(ttl).UnixNano(), now.UnixNano())
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		got = n > 0
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("sqlite acquire lease: %w", err)
	}
	return got, nil
}

// ReleaseLease gives the lease up if holder has it.
func (s *Store) ReleaseLease(ctx context.Context, name, holder string) error {
	err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `DELETE FROM leases WHERE name = ? AND holder = ?`, name, holder)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite release lease: %w", err)
	}
	return nil
}

var (
	_ store.VectorStore = (*Store)(nil)
	_ store.StateStore  = (*Store)(nil)
)
