// Package instrumented wraps a store.VectorStore or store.StateStore so that
// every operation's latency and outcome is recorded with
// metrics.Metrics.ObserveStore under a fixed backend and operation label.
// The wrappers add no behaviour: results and errors pass through unchanged,
// and they are as safe for concurrent use as the store they wrap.
package instrumented

import (
	"context"
	"errors"
	"time"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// Observer records one store operation; *metrics.Metrics implements it (and
// is nil-safe).
type Observer interface {
	ObserveStore(backend, op string, d time.Duration, err error)
}

var _ Observer = (*metrics.Metrics)(nil)

func observe(o Observer, backend, op string, start time.Time, err error) {
	if o != nil {
		o.ObserveStore(backend, op, time.Since(start), err)
	}
}

// Vectors wraps a VectorStore. Backend is the "backend" label value
// (metrics.BackendSQLite, metrics.BackendQdrant, ...).
type Vectors struct {
	Inner   store.VectorStore
	Backend string
	Obs     Observer
}

var _ store.VectorStore = (*Vectors)(nil)

// Timed runs fn, a call to a backend-specific method of the wrapped store
// that the wrapper does not forward (sqlite.Store.ListKeys, say), and
// records it as op like the wrapper's own methods.
func (v *Vectors) Timed(op string, fn func() error) error {
	start := time.Now()
	err := fn()
	observe(v.Obs, v.Backend, op, start, err)
	return err
}

// Timed is Vectors.Timed for the state role.
func (s *State) Timed(op string, fn func() error) error {
	start := time.Now()
	err := fn()
	observe(s.Obs, s.Backend, op, start, err)
	return err
}

// Time runs fn, a call made past store w's instrumentation, recorded as op
// when w is a *Vectors or a *State; for any other store (or nil) it just
// runs fn.
func Time(w any, op string, fn func() error) error {
	switch x := w.(type) {
	case *Vectors:
		return x.Timed(op, fn)
	case *State:
		return x.Timed(op, fn)
	}
	return fn()
}

// NewVectors returns v instrumented with o under backend.
func NewVectors(v store.VectorStore, backend string, o Observer) *Vectors {
	return &Vectors{Inner: v, Backend: backend, Obs: o}
}

// Upsert is recorded as op "put".
func (v *Vectors) Upsert(ctx context.Context, mems []memory.Memory) error {
	start := time.Now()
	err := v.Inner.Upsert(ctx, mems)
	observe(v.Obs, v.Backend, metrics.OpPut, start, err)
	return err
}

// UpsertStatus is recorded as op "put"; it is store.UpsertStatus on the
// wrapped store (its UpsertStatus, else Upsert).
func (v *Vectors) UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error {
	start := time.Now()
	err := store.UpsertStatus(ctx, v.Inner, mems, statusOnly)
	observe(v.Obs, v.Backend, metrics.OpPut, start, err)
	return err
}

// Get is recorded as op "get".
func (v *Vectors) Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error) {
	start := time.Now()
	ms, err := v.Inner.Get(ctx, tenant, user, ids)
	observe(v.Obs, v.Backend, metrics.OpGet, start, err)
	return ms, err
}

// SearchDense is recorded as op "search".
func (v *Vectors) SearchDense(ctx context.Context, f store.Filter, vec []float32, limit int) ([]store.Hit, error) {
	start := time.Now()
	hs, err := v.Inner.SearchDense(ctx, f, vec, limit)
	observe(v.Obs, v.Backend, metrics.OpSearch, start, err)
	return hs, err
}

// SearchLexical is recorded as op "lexical_search".
func (v *Vectors) SearchLexical(ctx context.Context, f store.Filter, query string, limit int) ([]store.Hit, error) {
	start := time.Now()
	hs, err := v.Inner.SearchLexical(ctx, f, query, limit)
	observe(v.Obs, v.Backend, metrics.OpLexSearch, start, err)
	return hs, err
}

// List is recorded as op "scan".
func (v *Vectors) List(ctx context.Context, f store.Filter, cursor string, limit int) ([]memory.Memory, string, error) {
	start := time.Now()
	ms, next, err := v.Inner.List(ctx, f, cursor, limit)
	observe(v.Obs, v.Backend, metrics.OpScan, start, err)
	return ms, next, err
}

// Delete is recorded as op "delete".
func (v *Vectors) Delete(ctx context.Context, tenant, user string, ids []string) (int, error) {
	start := time.Now()
	n, err := v.Inner.Delete(ctx, tenant, user, ids)
	observe(v.Obs, v.Backend, metrics.OpDelete, start, err)
	return n, err
}

// DeleteUser is recorded as op "purge".
func (v *Vectors) DeleteUser(ctx context.Context, tenant, user string) (int, error) {
	start := time.Now()
	n, err := v.Inner.DeleteUser(ctx, tenant, user)
	observe(v.Obs, v.Backend, metrics.OpPurge, start, err)
	return n, err
}

// Scan is recorded as op "scan", once for the whole scan (fn's time
// included, since pages are produced lazily).
func (v *Vectors) Scan(ctx context.Context, pageSize int, fn func([]memory.Memory) error) error {
	start := time.Now()
	err := v.Inner.Scan(ctx, pageSize, fn)
	observe(v.Obs, v.Backend, metrics.OpScan, start, err)
	return err
}

// Close closes the wrapped store; it is not recorded.
func (v *Vectors) Close() error { return v.Inner.Close() }

// Counter is the optional interface of a store that can count memories per
// status cheaply (one aggregate query). Vectors implements it when the
// wrapped store does; see CountByStatus.
type Counter interface {
	// CountByStatus returns the number of stored memories per status
	// ("active", "superseded", "archived", ...), all tenants together.
	CountByStatus(ctx context.Context) (map[string]int, error)
}

// CountByStatus forwards to the wrapped store, recorded as op "count"; it
// returns errors.ErrUnsupported when the wrapped store is not a Counter.
func (v *Vectors) CountByStatus(ctx context.Context) (map[string]int, error) {
	c, ok := v.Inner.(Counter)
	if !ok {
		return nil, errUnsupported
	}
	start := time.Now()
	n, err := c.CountByStatus(ctx)
	observe(v.Obs, v.Backend, metrics.OpCount, start, err)
	return n, err
}

// State wraps a StateStore. Backend is the "backend" label value.
type State struct {
	Inner   store.StateStore
	Backend string
	Obs     Observer
}

var _ store.StateStore = (*State)(nil)

// NewState returns s instrumented with o under backend.
func NewState(s store.StateStore, backend string, o Observer) *State {
	return &State{Inner: s, Backend: backend, Obs: o}
}

// LockUsers is recorded as op "cas" (the time includes waiting for the lock).
func (s *State) LockUsers(ctx context.Context, keys []string, ttl time.Duration) (func(), error) {
	start := time.Now()
	rel, err := s.Inner.LockUsers(ctx, keys, ttl)
	observe(s.Obs, s.Backend, metrics.OpCAS, start, err)
	return rel, err
}

// Applied is recorded as op "get".
func (s *State) Applied(ctx context.Context, tenant, userKey string, keys []string) (map[string]bool, error) {
	start := time.Now()
	r, err := s.Inner.Applied(ctx, tenant, userKey, keys)
	observe(s.Obs, s.Backend, metrics.OpGet, start, err)
	return r, err
}

// MarkApplied is recorded as op "put".
func (s *State) MarkApplied(ctx context.Context, tenant, userKey string, keys []string, ttl time.Duration) error {
	start := time.Now()
	err := s.Inner.MarkApplied(ctx, tenant, userKey, keys, ttl)
	observe(s.Obs, s.Backend, metrics.OpPut, start, err)
	return err
}

// Profile is recorded as op "get".
func (s *State) Profile(ctx context.Context, tenant, user string) ([]store.ProfileEntry, error) {
	start := time.Now()
	r, err := s.Inner.Profile(ctx, tenant, user)
	observe(s.Obs, s.Backend, metrics.OpGet, start, err)
	return r, err
}

// SetProfile is recorded as op "put".
func (s *State) SetProfile(ctx context.Context, tenant, user string, entries []store.ProfileEntry) error {
	start := time.Now()
	err := s.Inner.SetProfile(ctx, tenant, user, entries)
	observe(s.Obs, s.Backend, metrics.OpPut, start, err)
	return err
}

// AddTombstones is recorded as op "put".
func (s *State) AddTombstones(ctx context.Context, ts []store.Tombstone) error {
	start := time.Now()
	err := s.Inner.AddTombstones(ctx, ts)
	observe(s.Obs, s.Backend, metrics.OpPut, start, err)
	return err
}

// Tombstoned is recorded as op "get".
func (s *State) Tombstoned(ctx context.Context, tenant, userKey string, memoryIDs []string) (map[string]time.Time, error) {
	start := time.Now()
	r, err := s.Inner.Tombstoned(ctx, tenant, userKey, memoryIDs)
	observe(s.Obs, s.Backend, metrics.OpGet, start, err)
	return r, err
}

// RecordAccess is recorded as op "put".
func (s *State) RecordAccess(ctx context.Context, hits []store.AccessHit) error {
	start := time.Now()
	err := s.Inner.RecordAccess(ctx, hits)
	observe(s.Obs, s.Backend, metrics.OpPut, start, err)
	return err
}

// AccessStats is recorded as op "get".
func (s *State) AccessStats(ctx context.Context, tenant, user string, ids []string) (map[string]store.Access, error) {
	start := time.Now()
	r, err := s.Inner.AccessStats(ctx, tenant, user, ids)
	observe(s.Obs, s.Backend, metrics.OpGet, start, err)
	return r, err
}

// Audit is recorded as op "put".
func (s *State) Audit(ctx context.Context, evs []store.AuditEvent) error {
	start := time.Now()
	err := s.Inner.Audit(ctx, evs)
	observe(s.Obs, s.Backend, metrics.OpPut, start, err)
	return err
}

// AuditLog is recorded as op "scan".
func (s *State) AuditLog(ctx context.Context, tenant, userKey, memoryID string, limit int) ([]store.AuditEvent, error) {
	start := time.Now()
	r, err := s.Inner.AuditLog(ctx, tenant, userKey, memoryID, limit)
	observe(s.Obs, s.Backend, metrics.OpScan, start, err)
	return r, err
}

// EraseUserState is recorded as op "purge".
func (s *State) EraseUserState(ctx context.Context, tenant, user, userKey string) (map[string]int, error) {
	start := time.Now()
	r, err := s.Inner.EraseUserState(ctx, tenant, user, userKey)
	observe(s.Obs, s.Backend, metrics.OpPurge, start, err)
	return r, err
}

// DeleteAccess is recorded as op "delete".
func (s *State) DeleteAccess(ctx context.Context, tenant, user string, ids []string) error {
	start := time.Now()
	err := s.Inner.DeleteAccess(ctx, tenant, user, ids)
	observe(s.Obs, s.Backend, metrics.OpDelete, start, err)
	return err
}

// AcquireLease is recorded as op "cas".
func (s *State) AcquireLease(ctx context.Context, name, holder string, ttl time.Duration) (bool, error) {
	start := time.Now()
	ok, err := s.Inner.AcquireLease(ctx, name, holder, ttl)
	observe(s.Obs, s.Backend, metrics.OpCAS, start, err)
	return ok, err
}

// ReleaseLease is recorded as op "delete".
func (s *State) ReleaseLease(ctx context.Context, name, holder string) error {
	start := time.Now()
	err := s.Inner.ReleaseLease(ctx, name, holder)
	observe(s.Obs, s.Backend, metrics.OpDelete, start, err)
	return err
}

// Ping is not recorded (readiness probes would drown the latencies).
func (s *State) Ping(ctx context.Context) error { return s.Inner.Ping(ctx) }

// Close closes the wrapped store; it is not recorded.
func (s *State) Close() error { return s.Inner.Close() }

var errUnsupported = errors.ErrUnsupported

// WriteTxer is the optional interface of a vector store that writes
// memories and state in one transaction (sqlite.Store.WriteTx): fn gets a
// vector store and a state store bound to it.
type WriteTxer interface {
	WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error
}

// WriteTx forwards to the wrapped store, with fn's vector store
// instrumented like v (its Upsert recorded as op "put", and so on); it
// returns errors.ErrUnsupported, having done nothing, when the wrapped
// store is not a WriteTxer. The state store is passed as is.
func (v *Vectors) WriteTx(ctx context.Context, fn func(vec store.VectorStore, st store.StateStore) error) error {
	w, ok := v.Inner.(WriteTxer)
	if !ok {
		return errUnsupported
	}
	return w.WriteTx(ctx, func(vec store.VectorStore, st store.StateStore) error {
		return fn(&Vectors{Inner: vec, Backend: v.Backend, Obs: v.Obs}, st)
	})
}

var _ store.UserLister = (*Vectors)(nil)

// Users forwards to the wrapped store's store.UserLister, recorded as op
// "scan"; errors.ErrUnsupported when the wrapped store has none.
func (v *Vectors) Users(ctx context.Context, tenant, cursor string, limit int) ([]string, string, error) {
	ul, ok := v.Inner.(store.UserLister)
	if !ok {
		return nil, "", errUnsupported
	}
	start := time.Now()
	users, next, err := ul.Users(ctx, tenant, cursor, limit)
	observe(v.Obs, v.Backend, metrics.OpScan, start, err)
	return users, next, err
}

// Scopes forwards to the wrapped store's store.UserLister, recorded as op
// "scan"; errors.ErrUnsupported when the wrapped store has none.
func (v *Vectors) Scopes(ctx context.Context, tenant, user string) ([]string, error) {
	ul, ok := v.Inner.(store.UserLister)
	if !ok {
		return nil, errUnsupported
	}
	start := time.Now()
	scopes, err := ul.Scopes(ctx, tenant, user)
	observe(v.Obs, v.Backend, metrics.OpScan, start, err)
	return scopes, err
}

// Revision forwards to the wrapped store (store.Revisioner); a store
// without it reports 0, no revision known.
func (v *Vectors) Revision(ctx context.Context, tenant, user string) (int64, error) {
	if r, ok := v.Inner.(store.Revisioner); ok {
		return r.Revision(ctx, tenant, user)
	}
	return 0, nil
}
