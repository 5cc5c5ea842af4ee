package forget

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// ActionEpisodeCapped counts episodes deleted by the per-user episode cap.
const ActionEpisodeCapped = "episode_capped"

// allStatuses are the statuses an episode can be stored with; the cap
// counts every stored episode, since each one takes space.
var allStatuses = []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}

// capEpisodes deletes the least useful episodes of every user who holds
// more than the episode cap (Episodes.MaxPerUser), and lowers active by the
// active episodes it deleted, so that the general cap that follows counts
// what is left.
func (f *Forgetter) capEpisodes(ctx context.Context, episodes, active map[userRef]int, now time.Time, rep *Report) error {
	limit := f.cfg.Episodes.MaxPerUser
	if limit <= 0 {
		return nil
	}
	var over []userRef
	for u, n := range episodes {
		if n > limit {
			over = append(over, u)
		}
	}
	slices.SortFunc(over, cmpUser)
	for _, u := range over {
		if err := f.renew(ctx, false); err != nil {
			return err
		}
		n, err := f.capUserEpisodes(ctx, u, limit, now, rep)
		if err != nil {
			return err
		}
		active[u] -= n
	}
	return nil
}

// capUserEpisodes deletes u's episodes beyond limit under u's lock, the
// least useful first: archived ones, then by effective importance (which
// the episode half-life decays from the last access or update), then the
// oldest, then by id. Pinned episodes count but stay. It returns how many
// active episodes it deleted.
func (f *Forgetter) capUserEpisodes(ctx context.Context, u userRef, limit int, now time.Time, rep *Report) (int, error) {
	release, err := f.lock(ctx, []userRef{u})
	if err != nil {
		return 0, err
	}
	defer release()
	ctx = context.WithoutCancel(ctx)
	var all []ranked
	filter := store.Filter{TenantID: u.tenant, UserID: u.user, AnyScope: true, Statuses: allStatuses, Types: []events.FactType{events.TypeEpisode}}
	cursor := ""
	for {
		ms, next, err := f.vec.List(ctx, filter, cursor, 1000)
		if err != nil {
			return 0, fmt.Errorf("list episodes: %w", err)
		}
		ids := make([]string, len(ms))
		for i := range ms {
			ids[i] = ms[i].ID
		}
		acc, err := f.lastAccess(ctx, map[userRef][]string{u: ids})
		if err != nil {
			return 0, err
		}
		for i := range ms {
			m := &ms[i]
			if !m.IsEpisode() {
				continue
			}
			eff := f.Effective(m, acc[m.ID], now)
			if m.Status != memory.StatusActive {
				eff = -1
			}
			all = append(all, ranked{id: m.ID, eff: eff, ref: Reference(m, acc[m.ID]), pinned: m.Pinned})
		}
		if next == "" {
			break
		}
		cursor = next
	}
	excess := len(all) - limit
	if excess <= 0 {
		return 0, nil
	}
	cands := slices.DeleteFunc(all, func(r ranked) bool { return r.pinned })
	sort.Slice(cands, func(i, j int) bool { return less(cands[i], cands[j]) })
	excess = min(excess, len(cands))
	victims := make([]string, excess)
	for i := range victims {
		victims[i] = cands[i].id
	}
	uk := f.keyer.UserKey(u.tenant, u.user)
	deleted, activeDeleted := 0, 0
	for chunk := range slices.Chunk(victims, 1000) {
		ms, err := f.vec.Get(ctx, u.tenant, u.user, chunk)
		if err != nil {
			return activeDeleted, fmt.Errorf("reload episodes: %w", err)
		}
		c := &change{u: u, uk: uk}
		var evs []store.AuditEvent
		for _, m := range ms {
			if !m.IsEpisode() || m.Pinned {
				continue
			}
			c.deleted = append(c.deleted, m.ID)
			if m.Key != "" {
				c.keyed = append(c.keyed, m.ID)
			}
			if m.Status == memory.StatusActive {
				activeDeleted++
			}
			evs = append(evs, store.AuditEvent{At: now, TenantID: u.tenant, UserKey: uk, MemoryID: m.ID, Action: "delete", Actor: f.cfg.Actor, Detail: "episode cap"})
		}
		rep.count(u.tenant, ActionEpisodeCapped, len(c.deleted))
		deleted += len(c.deleted)
		if err := f.write(ctx, []*change{c}, evs, now, rep); err != nil {
			return activeDeleted, err
		}
	}
	f.log.Info("forgetter episode cap", "tenant", u.tenant, "user_key", uk, "deleted", deleted, "max_episodes", limit)
	return activeDeleted, nil
}
