package ingest

import (
	"context"
	"fmt"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// forget applies a forget intent: deletes matching memories of the user and
// tombstones them.
func (w *work) forget(ctx context.Context, it Item, fi events.ForgetIntent) (int, error) {
	b := it.Batch
	f := store.Filter{TenantID: b.TenantID, UserID: b.UserID, Scope: b.Scope, AnyScope: fi.All}
	var ids []string
	switch {
	case fi.All:
		all, err := listAll(ctx, w.in.vec, f)
		if err != nil {
			return 0, err
		}
		ids = all
	case fi.Key != "":
		f.Key = memory.NormalizeKey(fi.Key)
		f.Statuses = []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}
		all, err := listAll(ctx, w.in.vec, f)
		if err != nil {
			return 0, err
		}
		ids = all
	case fi.Query != "":
		hits, err := w.in.vec.SearchLexical(ctx, f, fi.Query, 3)
		if err != nil {
			return 0, fmt.Errorf("forget search: %w", err)
		}
		for _, h := range hits {
			ids = append(ids, h.Memory.ID)
		}
	}
	if len(ids) == 0 {
		return 0, nil
	}
	w.deleted = append(w.deleted, ids...)
	for _, id := range ids {
		delete(w.mems, id)
		delete(w.dirty, id)
		w.audit = append(w.audit, w.event(id, "delete", b.TurnID, "forget intent"))
	}
	return len(ids), nil
}

func listAll(ctx context.Context, vec store.VectorStore, f store.Filter) ([]string, error) {
	var ids []string
	cursor := ""
	for {
		ms, next, err := vec.List(ctx, f, cursor, 500)
		if err != nil {
			return nil, fmt.Errorf("list memories: %w", err)
		}
		for _, m := range ms {
			ids = append(ids, m.ID)
		}
		if next == "" {
			return ids, nil
		}
		cursor = next
	}
}
