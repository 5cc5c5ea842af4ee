package ingest

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store/instrumented"
)

// stateBatcher is implemented by state stores that read the idempotency
// keys and tombstones of several users of a tenant in one query
// (sqlite.Store): Applied and Tombstoned by user key.
type stateBatcher interface {
	AppliedUsers(ctx context.Context, tenant string, keys map[string][]string) (map[string]map[string]bool, error)
	TombstonedUsers(ctx context.Context, tenant string, ids map[string][]string) (map[string]map[string]time.Time, error)
}

// userPinner is implemented by vector stores that read the hot-index
// generations of several locked users in one query, for the reads of one
// call (sqlite.Store.PinUsers).
type userPinner interface {
	PinUsers(ctx context.Context, tenant string, users []string) (context.Context, error)
}

// pin returns ctx with the prepared users pinned in the vector store when
// it can (userPinner); on failure, ctx (each read then checks for itself).
func (in *Ingester) pin(ctx context.Context, preps []*userPrep) context.Context {
	p, ok := innerVectors(in.vec).(userPinner)
	if !ok {
		return ctx
	}
	byTenant := map[string][]string{}
	for _, up := range preps {
		if up != nil {
			byTenant[up.w.u.tenant] = append(byTenant[up.w.u.tenant], up.w.u.user)
		}
	}
	for tenant, users := range byTenant {
		pctx, err := p.PinUsers(ctx, tenant, users)
		if err != nil {
			in.log.Debug("pinning users failed; reads check generations one by one", "err", err)
			continue
		}
		ctx = pctx
	}
	return ctx
}

// readState makes the state reads of every prepared user (nil entries are
// users that failed to prepare) in one query per tenant when the state
// store can; otherwise, or if that fails, it returns nil for a user and
// applyUser reads its state itself.
func (in *Ingester) readState(ctx context.Context, preps []*userPrep) []*userReads {
	out := make([]*userReads, len(preps))
	st := in.state
	if i, ok := st.(*instrumented.State); ok {
		st = i.Inner
	}
	b, ok := st.(stateBatcher)
	if !ok {
		return out
	}
	byTenant := map[string][]int{}
	for k, p := range preps {
		if p != nil {
			byTenant[p.w.u.tenant] = append(byTenant[p.w.u.tenant], k)
		}
	}
	for tenant, ks := range byTenant {
		keys, ids := map[string][]string{}, map[string][]string{}
		for _, k := range ks {
			p := preps[k]
			keys[p.w.uk] = append(keys[p.w.uk], p.idemKeys...)
			ids[p.w.uk] = append(ids[p.w.uk], p.ids...)
		}
		// The two reads are independent: run them at once.
		var applied map[string]map[string]bool
		var tombs map[string]map[string]time.Time
		var aerr, terr error
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			aerr = instrumented.Time(in.state, metrics.OpGet, func() (err error) {
				applied, err = b.AppliedUsers(ctx, tenant, keys)
				return err
			})
		}()
		terr = instrumented.Time(in.state, metrics.OpGet, func() (err error) {
			tombs, err = b.TombstonedUsers(ctx, tenant, ids)
			return err
		})
		wg.Wait()
		if aerr != nil {
			in.log.Debug("batched idempotency read failed; reading per user", "err", aerr)
			continue
		}
		if terr != nil {
			in.log.Debug("batched tombstone read failed; reading per user", "err", terr)
			continue
		}
		for _, k := range ks {
			uk := preps[k].w.uk
			r := &userReads{applied: applied[uk], tombs: tombs[uk]}
			if r.applied == nil {
				r.applied = map[string]bool{}
			}
			if r.tombs == nil {
				r.tombs = map[string]time.Time{}
			}
			out[k] = r
		}
	}
	return out
}

// lock takes the users' locks, waiting at most LockWait. The locks are
// renewed while ctx is alive, until release.
func (in *Ingester) lock(ctx context.Context, keys []string) (release func(), err error) {
	// LockUsers renews while its ctx is alive, so the wait is bounded by a
	// timer that cancels it only if it fires before the locks are taken.
	lctx, cancel := context.WithCancel(ctx)
	timer := time.AfterFunc(in.cfg.LockWait, cancel)
	rel, err := in.state.LockUsers(lctx, keys, in.cfg.LockTTL)
	if err != nil {
		timer.Stop()
		cancel()
		return nil, err
	}
	if !timer.Stop() {
		// The timer fired just as the locks were taken: renewal is off.
		rel()
		cancel()
		return nil, fmt.Errorf("locks taken after the %v wait bound", in.cfg.LockWait)
	}
	return func() {
		rel()
		cancel()
	}, nil
}
