// Package forget is engram's scheduled forgetting: one run scans every
// memory and applies the policies (TTL expiry first). Runs are serialised
// across replicas by a lease in the state store, and are safe to kill and
// run again: every action is idempotent.
package forget

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Config tunes the forgetter. The zero value is the default.
type Config struct {
	// LeaseTTL bounds how long a crashed run blocks the next; 0 means 10m.
	LeaseTTL time.Duration
	// Holder names this process in the lease; "" means a random id.
	Holder string
}

// Report is the outcome of one run, printed as JSON by `forgetter --once`.
type Report struct {
	Started  time.Time                 `json:"started"`
	Duration string                    `json:"duration"`
	Skipped  bool                      `json:"skipped,omitempty"`
	Scanned  int                       `json:"scanned"`
	Actions  map[string]int            `json:"actions"`
	ByTenant map[string]map[string]int `json:"by_tenant"`
}

func (r *Report) count(tenant, action string, n int) {
	if n == 0 {
		return
	}
	r.Actions[action] += n
	if r.ByTenant[tenant] == nil {
		r.ByTenant[tenant] = map[string]int{}
	}
	r.ByTenant[tenant][action] += n
}

// Forgetter applies forgetting policies.
type Forgetter struct {
	vec   store.VectorStore
	state store.StateStore
	keyer *events.Keyer
	cfg   Config
	log   *slog.Logger
	// Now is the clock; tests replace it.
	Now func() time.Time
}

// New returns a Forgetter.
func New(vec store.VectorStore, state store.StateStore, keyer *events.Keyer, cfg Config, log *slog.Logger) *Forgetter {
	if cfg.LeaseTTL == 0 {
		cfg.LeaseTTL = 10 * time.Minute
	}
	if cfg.Holder == "" {
		cfg.Holder = fmt.Sprintf("forgetter-%d", time.Now().UnixNano())
	}
	if log == nil {
		log = slog.Default()
	}
	return &Forgetter{vec: vec, state: state, keyer: keyer, cfg: cfg, log: log, Now: time.Now}
}

// RunOnce performs one run, or reports Skipped if another holds the lease.
func (f *Forgetter) RunOnce(ctx context.Context) (*Report, error) {
	start := f.Now()
	rep := &Report{Started: start, Actions: map[string]int{}, ByTenant: map[string]map[string]int{}}
	ok, err := f.state.AcquireLease(ctx, "forgetter", f.cfg.Holder, f.cfg.LeaseTTL)
	if err != nil {
		return nil, fmt.Errorf("forgetter lease: %w", err)
	}
	if !ok {
		rep.Skipped = true
		rep.Duration = time.Since(start).String()
		return rep, nil
	}
	defer f.state.ReleaseLease(context.WithoutCancel(ctx), "forgetter", f.cfg.Holder)
	now := f.Now()
	type uk struct{ tenant, user string }
	expired := map[uk][]string{}
	err = f.vec.Scan(ctx, 1000, func(ms []memory.Memory) error {
		rep.Scanned += len(ms)
		for _, m := range ms {
			if !m.ExpiresAt.IsZero() && !m.ExpiresAt.After(now) && !m.Pinned {
				k := uk{m.TenantID, m.UserID}
				expired[k] = append(expired[k], m.ID)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("forgetter scan: %w", err)
	}
	for k, ids := range expired {
		n, err := f.vec.Delete(ctx, k.tenant, k.user, ids)
		if err != nil {
			return nil, fmt.Errorf("delete expired: %w", err)
		}
		if err := f.state.DeleteAccess(ctx, k.tenant, k.user, ids); err != nil {
			return nil, fmt.Errorf("delete access of expired: %w", err)
		}
		key := f.keyer.UserKey(k.tenant, k.user)
		evs := make([]store.AuditEvent, len(ids))
		for i, id := range ids {
			evs[i] = store.AuditEvent{At: now, TenantID: k.tenant, UserKey: key, MemoryID: id, Action: "expire", Actor: "forgetter"}
		}
		if err := f.state.Audit(ctx, evs); err != nil {
			return nil, fmt.Errorf("audit expiry: %w", err)
		}
		rep.count(k.tenant, "expired", n)
	}
	rep.Duration = time.Since(start).String()
	return rep, nil
}

// Loop runs every interval until ctx is cancelled.
func (f *Forgetter) Loop(ctx context.Context, interval time.Duration, onReport func(*Report)) error {
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		rep, err := f.RunOnce(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return nil
			}
			f.log.Error("forgetter run failed", "err", err)
		} else if onReport != nil {
			onReport(rep)
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}
