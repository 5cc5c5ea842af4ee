package ingest

import (
	"context"
	"fmt"
	"slices"

	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// reconcileKeys settles every profile key asserted in this batch: within
// each scope, of the memories of the key that are active or superseded, the
// newest assertion (latest UpdatedAt, ties by id) is active and the others
// are superseded history, each pointing at the one before it; archived ones
// stay archived. The profile entry of the key is the newest active
// profile or preference memory of any scope. The outcome is a function of
// the stored and asserted memories only, not of the order they came in.
func (w *work) reconcileKeys(ctx context.Context, stats *Stats) error {
	keys := make([]string, 0, len(w.keys))
	for k := range w.keys {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	stored, err := w.listKeys(ctx, keys)
	if err != nil {
		return err
	}
	for _, key := range keys {
		turn := w.keys[key].turn
		all := map[string]*memory.Memory{}
		for _, m := range stored[key] {
			if slices.Contains(w.absorbed, m.ID) || w.gone(m.ID) {
				continue
			}
			if lm, ok := w.mems[m.ID]; ok {
				all[lm.ID] = lm
			} else {
				all[m.ID] = m
			}
		}
		for id := range w.dirty {
			if lm := w.mems[id]; lm.Key == key {
				all[id] = lm
			}
		}
		byScope := map[string][]*memory.Memory{}
		for _, m := range all {
			if m.Status == memory.StatusActive || m.Status == memory.StatusSuperseded {
				byScope[m.Scope] = append(byScope[m.Scope], m)
			}
		}
		var current *memory.Memory
		for _, ms := range byScope {
			slices.SortFunc(ms, func(a, b *memory.Memory) int {
				switch {
				case newer(a, b):
					return -1
				case newer(b, a):
					return 1
				}
				return 0
			})
			for i, m := range ms {
				status, prev := memory.StatusSuperseded, ""
				if i == 0 {
					status = memory.StatusActive
				}
				if i+1 < len(ms) {
					prev = ms[i+1].ID
				}
				if m.Status == status && m.Supersedes == prev {
					continue
				}
				if m.Status == memory.StatusActive && status == memory.StatusSuperseded {
					stats.Superseded++
					w.audit = append(w.audit, w.event(m.ID, "supersede", turn, "by "+ms[0].ID))
				}
				m.Status, m.Supersedes = status, prev
				m.Version++
				w.touchStatus(m)
			}
			if top := ms[0]; (top.Type == events.TypeProfile || top.Type == events.TypePreference) && newer(top, current) {
				current = top
			}
		}
		if current == nil {
			w.profile[key] = store.ProfileEntry{Key: key}
			continue
		}
		w.profile[key] = store.ProfileEntry{Key: key, Value: current.Value, Type: current.Type,
			MemoryID: current.ID, Scope: current.Scope, UpdatedAt: current.UpdatedAt}
	}
	return nil
}

// listKeys returns the stored active and superseded memories of each key,
// of any scope: in one call when the store can (keyLister), else one List
// per key.
func (w *work) listKeys(ctx context.Context, keys []string) (map[string][]*memory.Memory, error) {
	out := make(map[string][]*memory.Memory, len(keys))
	if len(keys) == 0 {
		return out, nil
	}
	f := store.Filter{TenantID: w.u.tenant, UserID: w.u.user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded}}
	if w.in.keys != nil {
		var ms []memory.Memory
		err := instrumented.Time(w.in.vec, metrics.OpGet, func() (err error) {
			ms, err = w.in.keys.ListKeys(ctx, f, keys)
			return err
		})
		if err != nil {
			return nil, fmt.Errorf("list %d keys: %w", len(keys), err)
		}
		for i := range ms {
			out[ms[i].Key] = append(out[ms[i].Key], &ms[i])
		}
		return out, nil
	}
	for _, key := range keys {
		f.Key = key
		cursor := ""
		for {
			page, next, err := w.in.vec.List(ctx, f, cursor, 500)
			if err != nil {
				return nil, fmt.Errorf("list key %s: %w", key, err)
			}
			for i := range page {
				out[key] = append(out[key], &page[i])
			}
			if next == "" {
				break
			}
			cursor = next
		}
	}
	return out, nil
}

// newer orders assertions of one key: later UpdatedAt wins, ties by id.
func newer(a, b *memory.Memory) bool {
	if b == nil {
		return true
	}
	if !a.UpdatedAt.Equal(b.UpdatedAt) {
		return a.UpdatedAt.After(b.UpdatedAt)
	}
	return a.ID > b.ID
}
