package erase

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/store"
)

// Values of Receipt.Scrub.
const (
	// ScrubComplete: no byte of what was erased is left in the stores'
	// files (database and WAL; with SecureDelete, Redis' append-only file
	// and dump too).
	ScrubComplete = "complete"
	// ScrubPending: a store's WAL could not be emptied yet; the eraser
	// retries in the background and audits "scrub" when it is done.
	ScrubPending = "pending"
)

// Scrubber is implemented by a store whose deleted records may linger in its
// files (SQLite free pages and WAL frames); erasure calls it once the user's
// records are deleted so that their bytes are overwritten or dropped.
// complete is false when they could not all be dropped yet (readers hold
// the WAL); the eraser then tries again later.
type Scrubber interface {
	ScrubDeleted(ctx context.Context) (complete bool, err error)
}

// PersistenceScrubber is implemented by a store whose files keep deleted
// values beyond what Scrubber drops until they are rewritten: Redis' append-
// only file and RDB dump, and the unused space of SQLite pages (copies of
// earlier row versions, rebuilt by VACUUM). With SecureDelete, erasure
// calls it after the user's records are deleted; it is costly (a rewrite
// of the store's files). complete is false when the rewrite could not be
// done yet, and the eraser tries again later.
type PersistenceScrubber interface {
	ScrubPersisted(ctx context.Context) (complete bool, err error)
}

// scrubQueue holds the erasures whose scrub is pending and runs at most one
// background retry loop.
type scrubQueue struct {
	mu      sync.Mutex
	users   []string // tenant + "\x00" + userkey
	running bool
	idle    chan struct{} // closed when nothing is pending; nil while idle
}

// scrub asks the stores that can to drop the bytes of deleted records and
// reports whether all of them did.
func (e *Eraser) scrub(ctx context.Context) (bool, error) {
	var done []any
	complete := true
	for _, s := range []any{e.vec, e.state} {
		sc, ok := s.(Scrubber)
		if !ok || slices.Contains(done, s) {
			continue
		}
		done = append(done, s)
		ok, err := sc.ScrubDeleted(ctx)
		if err != nil {
			return false, fmt.Errorf("scrub deleted records: %w", err)
		}
		complete = complete && ok
	}
	if !e.SecureDelete {
		return complete, nil
	}
	done = done[:0]
	for _, s := range []any{e.vec, e.state} {
		ps, ok := s.(PersistenceScrubber)
		if !ok || slices.Contains(done, s) {
			continue
		}
		done = append(done, s)
		ok, err := ps.ScrubPersisted(ctx)
		if err != nil {
			// The records are gone from the store; only its files may
			// still hold them: pending, retried in the background.
			e.log.Warn("erasure scrub: the store's persistence files could not be rewritten yet", "err", err)
			ok = false
		}
		complete = complete && ok
	}
	return complete, nil
}

// scrubLater queues the user's erasure for a background scrub.
func (e *Eraser) scrubLater(tenant, uk string) {
	q := &e.scrubs
	q.mu.Lock()
	defer q.mu.Unlock()
	if k := tenant + "\x00" + uk; !slices.Contains(q.users, k) {
		q.users = append(q.users, k)
	}
	if q.idle == nil {
		q.idle = make(chan struct{})
	}
	if !q.running {
		q.running = true
		go e.retryScrub()
	}
	e.log.Warn("erasure scrub pending: the SQLite WAL is busy or a store's files are being rewritten; retrying in the background", "tenant", tenant, "user_key", uk)
}

// retryScrub tries the scrub again with a growing delay until it completes,
// then audits "scrub" for every erasure that waited on it.
func (e *Eraser) retryScrub() {
	wait := e.ScrubRetry
	if wait <= 0 {
		wait = time.Second
	}
	for tries := 1; ; tries++ {
		time.Sleep(wait)
		wait = min(2*wait, time.Minute)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		complete, err := e.scrub(ctx)
		if err != nil {
			e.log.Error("erasure scrub failed; retrying", "tries", tries, "err", err)
		}
		if !complete {
			cancel()
			continue
		}
		q := &e.scrubs
		q.mu.Lock()
		users := q.users
		q.users = nil
		q.running = false
		idle := q.idle
		q.idle = nil
		q.mu.Unlock()
		now := e.Now()
		var evs []store.AuditEvent
		for _, k := range users {
			tenant, uk, _ := strings.Cut(k, "\x00")
			evs = append(evs, store.AuditEvent{At: now, TenantID: tenant, UserKey: uk, Action: "scrub", Actor: "eraser",
				Detail: fmt.Sprintf("scrub complete after %d background tries", tries)})
			e.log.Info("erasure scrub complete", "tenant", tenant, "user_key", uk, "tries", tries)
		}
		if err := e.state.Audit(ctx, evs); err != nil {
			e.log.Error("audit erasure scrub", "err", err)
		}
		cancel()
		close(idle)
		return
	}
}

// ScrubPending returns how many erasures wait for their background scrub.
func (e *Eraser) ScrubPending() int {
	e.scrubs.mu.Lock()
	defer e.scrubs.mu.Unlock()
	return len(e.scrubs.users)
}

// WaitScrubbed waits until no erasure waits for its scrub, or ctx ends.
func (e *Eraser) WaitScrubbed(ctx context.Context) error {
	e.scrubs.mu.Lock()
	idle := e.scrubs.idle
	e.scrubs.mu.Unlock()
	if idle == nil {
		return nil
	}
	select {
	case <-idle:
		return nil
	case <-ctx.Done():
		return fmt.Errorf("wait for erasure scrub: %w", ctx.Err())
	}
}
