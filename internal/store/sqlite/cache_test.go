package sqlite_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestCachePatchedOnWrite checks that the hot index, patched in place by
// Upsert and Delete instead of reloaded, always answers like a store
// without a cache reading the same file, and that writes through another
// Store on the file (another process) are seen.
func TestCachePatchedOnWrite(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "engram.db")
	hot, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer hot.Close()
	cold, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer, CacheUsers: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer cold.Close()
	other, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()

	r := rand.New(rand.NewPCG(1, 2))
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	users := []string{"alice", "bob"}
	keys := []string{"", "", "employer", "city"}
	statuses := []memory.Status{memory.StatusActive, memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}
	mk := func(i int) memory.Memory {
		vec := make([]float32, 8)
		for j := range vec {
			vec[j] = r.Float32() - 0.5
		}
		k := keys[r.IntN(len(keys))]
		m := memory.Memory{ID: fmt.Sprintf("m%02d", r.IntN(40)), TenantID: "t1", UserID: users[r.IntN(len(users))],
			Type: events.TypeFact, Content: fmt.Sprintf("statement number %d", i), Key: k, Status: statuses[r.IntN(len(statuses))],
			Confidence: 0.9, Importance: 0.5, Version: int64(i + 1), CreatedAt: t0.Add(time.Duration(i) * time.Minute),
			UpdatedAt: t0.Add(time.Duration(i) * time.Minute), SourceTurnIDs: []string{fmt.Sprintf("turn-%d", i)},
			EmbedderID: "e1", Vector: vec}
		if k != "" {
			m.Type, m.Value = events.TypeProfile, fmt.Sprintf("value %d", i)
		}
		if i%5 == 0 {
			et := t0.Add(-time.Hour)
			m.EventTime = &et
		}
		return m
	}
	// Ids are shared by both users: a write of one user's id must never
	// touch the other user's record of that id (the store keeps the first).
	check := func(step int) {
		t.Helper()
		for _, u := range users {
			f := store.Filter{TenantID: "t1", UserID: u, AnyScope: true,
				Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
			q := make([]float32, 8)
			q[step%8] = 1
			got, err := hot.SearchDense(ctx, f, q, 100)
			if err != nil {
				t.Fatal(err)
			}
			want, err := cold.SearchDense(ctx, f, q, 100)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("step %d user %s: dense search from the patched cache differs:\n got %+v\nwant %+v", step, u, got, want)
			}
			var ids []string
			for i := range 40 {
				ids = append(ids, fmt.Sprintf("m%02d", i))
			}
			gm, err := hot.GetIndexed(ctx, "t1", u, ids)
			if err != nil {
				t.Fatal(err)
			}
			wm, err := cold.Get(ctx, "t1", u, ids)
			if err != nil {
				t.Fatal(err)
			}
			byID := func(a, b memory.Memory) int {
				if a.ID < b.ID {
					return -1
				}
				if a.ID > b.ID {
					return 1
				}
				return 0
			}
			slices.SortFunc(gm, byID)
			slices.SortFunc(wm, byID)
			if !reflect.DeepEqual(gm, wm) {
				t.Fatalf("step %d user %s: GetIndexed differs from Get:\n got %+v\nwant %+v", step, u, gm, wm)
			}
			kf := store.Filter{TenantID: "t1", UserID: u, AnyScope: true,
				Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded}}
			gk, err := hot.ListKeys(ctx, kf, []string{"employer", "city"})
			if err != nil {
				t.Fatal(err)
			}
			wk, err := cold.ListKeys(ctx, kf, []string{"employer", "city"})
			if err != nil {
				t.Fatal(err)
			}
			slices.SortFunc(gk, byID)
			slices.SortFunc(wk, byID)
			if !reflect.DeepEqual(gk, wk) {
				t.Fatalf("step %d user %s: ListKeys from the cache differs from SQL:\n got %+v\nwant %+v", step, u, gk, wk)
			}
		}
	}
	for step := range 60 {
		switch op := r.IntN(10); {
		case op < 6:
			var ms []memory.Memory
			for i := range 1 + r.IntN(6) {
				ms = append(ms, mk(step*10+i))
			}
			w := hot
			if op == 0 {
				w = other
			}
			if err := w.Upsert(ctx, ms); err != nil {
				t.Fatal(err)
			}
		case op < 8:
			if _, err := hot.Delete(ctx, "t1", users[r.IntN(2)], []string{fmt.Sprintf("m%02d", r.IntN(40)), fmt.Sprintf("m%02d", r.IntN(40))}); err != nil {
				t.Fatal(err)
			}
		case op < 9:
			if _, err := other.Delete(ctx, "t1", users[r.IntN(2)], []string{fmt.Sprintf("m%02d", r.IntN(40))}); err != nil {
				t.Fatal(err)
			}
		default:
			if _, err := hot.DeleteUser(ctx, "t1", users[r.IntN(2)]); err != nil {
				t.Fatal(err)
			}
		}
		check(step)
	}
}
