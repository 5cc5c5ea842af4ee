package sqlite_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// openHotCold opens one new database file twice: with the hot per-user
// index (the default) and without a cache, the reference.
func openHotCold(t *testing.T) (path string, hot, cold *sqlite.Store) {
	t.Helper()
	path = filepath.Join(t.TempDir(), "engram.db")
	hot, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { hot.Close() })
	cold, err = sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer, CacheUsers: -1})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cold.Close() })
	return path, hot, cold
}

// TestCachePatchedOnWrite checks that the hot index, patched in place by
// Upsert, Delete and SetStatus instead of reloaded, always answers like a store
// without a cache reading the same file, and that writes through another
// Store on the file (another process) are seen.
func TestCachePatchedOnWrite(t *testing.T) {
	ctx := context.Background()
	path, hot, cold := openHotCold(t)
	other, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()

	r := rand.New(rand.NewPCG(1, 2))
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	users := []string{"alice", "bob"}
	// Two tenants with the same user ids: one write holds both (their
	// generations are bumped tenant by tenant).
	tenants := []string{"t1", "t2"}
	keys := []string{"", "", "employer", "city"}
	statuses := []memory.Status{memory.StatusActive, memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}
	mk := func(i int) memory.Memory {
		vec := make([]float32, 8)
		for j := range vec {
			vec[j] = r.Float32() - 0.5
		}
		k := keys[r.IntN(len(keys))]
		m := memory.Memory{ID: fmt.Sprintf("m%02d", r.IntN(40)), TenantID: tenants[r.IntN(len(tenants))], UserID: users[r.IntN(len(users))],
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
	var checkUser func(step int, tn, u string)
	check := func(step int) {
		t.Helper()
		for _, tn := range tenants {
			for _, u := range users {
				checkUser(step, tn, u)
			}
		}
	}
	checkUser = func(step int, tn, u string) {
		t.Helper()
		{
			f := store.Filter{TenantID: tn, UserID: u, AnyScope: true,
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
			gm, err := hot.GetIndexed(ctx, tn, u, ids)
			if err != nil {
				t.Fatal(err)
			}
			wm, err := cold.Get(ctx, tn, u, ids)
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
			kf := store.Filter{TenantID: tn, UserID: u, AnyScope: true,
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
		switch op := r.IntN(12); {
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
			if _, err := hot.Delete(ctx, tenants[r.IntN(2)], users[r.IntN(2)], []string{fmt.Sprintf("m%02d", r.IntN(40)), fmt.Sprintf("m%02d", r.IntN(40))}); err != nil {
				t.Fatal(err)
			}
		case op < 9:
			if _, err := other.Delete(ctx, tenants[r.IntN(2)], users[r.IntN(2)], []string{fmt.Sprintf("m%02d", r.IntN(40))}); err != nil {
				t.Fatal(err)
			}
		case op < 10:
			w := hot
			if op == 9 {
				w = other
			}
			ids := []string{fmt.Sprintf("m%02d", r.IntN(40)), fmt.Sprintf("m%02d", r.IntN(40)), fmt.Sprintf("m%02d", r.IntN(40))}
			if _, err := w.SetStatus(ctx, tenants[r.IntN(2)], users[r.IntN(2)], ids, statuses[r.IntN(len(statuses))], t0.Add(time.Duration(step)*time.Hour+7)); err != nil {
				t.Fatal(err)
			}
		default:
			if _, err := hot.DeleteUser(ctx, tenants[r.IntN(2)], users[r.IntN(2)]); err != nil {
				t.Fatal(err)
			}
		}
		check(step)
	}
}

// TestSetStatusUnderConcurrentReaders changes statuses of one user while
// readers search the same user's hot index: a search filtered on active
// memories never returns another status, and at the end the hot index
// answers like a store without a cache. Run it with -race.
func TestSetStatusUnderConcurrentReaders(t *testing.T) {
	ctx := context.Background()
	_, hot, cold := openHotCold(t)
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	var ms []memory.Memory
	var ids []string
	for i := range 200 {
		vec := make([]float32, 8)
		vec[i%8], vec[(i+1)%8] = 1, 0.5
		m := memory.Memory{ID: fmt.Sprintf("m%03d", i), TenantID: "t1", UserID: "alice", Type: events.TypeFact,
			Content: fmt.Sprintf("statement number %d about boats", i), Status: memory.StatusActive, Confidence: 0.9,
			Importance: 0.5, Version: 1, CreatedAt: t0, UpdatedAt: t0, EmbedderID: "e1", Vector: vec}
		ms = append(ms, m)
		ids = append(ids, m.ID)
	}
	if err := hot.Upsert(ctx, ms); err != nil {
		t.Fatal(err)
	}
	active := store.Filter{TenantID: "t1", UserID: "alice", AnyScope: true, EmbedderID: "e1"}
	done := make(chan struct{})
	errs := make(chan error, 2)
	for g := range 2 {
		go func() {
			q := make([]float32, 8)
			q[g] = 1
			for {
				select {
				case <-done:
					errs <- nil
					return
				default:
				}
				hits, err := hot.SearchDense(ctx, active, q, 300)
				if err == nil {
					var lex []store.Hit
					lex, err = hot.SearchLexical(ctx, active, "boats", 300)
					hits = append(hits, lex...)
				}
				if err != nil {
					errs <- err
					return
				}
				for _, h := range hits {
					if h.Memory.Status != memory.StatusActive {
						errs <- fmt.Errorf("active search returned %s in status %s", h.Memory.ID, h.Memory.Status)
						return
					}
				}
			}
		}()
	}
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 40 {
		lo := r.IntN(len(ids))
		hi := min(len(ids), lo+1+r.IntN(60))
		st := memory.StatusArchived
		if i%3 == 2 {
			st = memory.StatusActive
		}
		if _, err := hot.SetStatus(ctx, "t1", "alice", ids[lo:hi], st, t0.Add(time.Duration(i+1)*time.Hour)); err != nil {
			t.Fatal(err)
		}
	}
	close(done)
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	// The hot index (GetIndexed) holds what SQL holds.
	got, err := hot.GetIndexed(ctx, "t1", "alice", ids)
	if err != nil {
		t.Fatal(err)
	}
	want, err := cold.Get(ctx, "t1", "alice", ids)
	if err != nil {
		t.Fatal(err)
	}
	byID := func(a, b memory.Memory) int { return strings.Compare(a.ID, b.ID) }
	slices.SortFunc(got, byID)
	slices.SortFunc(want, byID)
	if len(got) != len(ms) || !reflect.DeepEqual(got, want) {
		t.Fatalf("after SetStatus the hot index differs from SQL (%d records, want %d)", len(got), len(want))
	}
}

// TestCachePatchedManyUsers: a write of many users (patched on several
// goroutines), some of them written twice in the transaction (an upsert,
// then a delete), leaves every hot index like the database.
func TestCachePatchedManyUsers(t *testing.T) {
	ctx := context.Background()
	_, hot, cold := openHotCold(t)
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	mk := func(user string, i int) memory.Memory {
		return memory.Memory{ID: fmt.Sprintf("%s-m%d", user, i), TenantID: "t1", UserID: user, Type: events.TypeFact,
			Content: fmt.Sprintf("fact %d of %s", i, user), Status: memory.StatusActive, Confidence: 0.9, Importance: 0.5,
			Version: 1, CreatedAt: t0, UpdatedAt: t0, EmbedderID: "e1", Vector: []float32{1, float32(i), 0, 0}}
	}
	var users []string
	for u := range 150 {
		users = append(users, fmt.Sprintf("user%03d", u))
	}
	f := func(u string) store.Filter {
		return store.Filter{TenantID: "t1", UserID: u, AnyScope: true, Statuses: []memory.Status{memory.StatusActive}}
	}
	for round := range 3 {
		// Warm every user's hot index, so that each is patched.
		for _, u := range users {
			if _, err := hot.SearchDense(ctx, f(u), []float32{0, 1, 0, 0}, 10); err != nil {
				t.Fatal(err)
			}
		}
		err := hot.WriteTx(ctx, func(v store.VectorStore, _ store.StateStore) error {
			var ms []memory.Memory
			for _, u := range users {
				ms = append(ms, mk(u, round*2), mk(u, round*2+1))
			}
			if err := v.Upsert(ctx, ms); err != nil {
				return err
			}
			for i, u := range users {
				if i%3 == 0 {
					if _, err := v.Delete(ctx, "t1", u, []string{fmt.Sprintf("%s-m%d", u, round*2)}); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range users {
			got, err := hot.SearchDense(ctx, f(u), []float32{0, 1, 0, 0}, 10)
			if err != nil {
				t.Fatal(err)
			}
			want, err := cold.SearchDense(ctx, f(u), []float32{0, 1, 0, 0}, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(want) == 0 || !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d user %s: hot index gives %d hits, the database %d:\n got %+v\nwant %+v", round, u, len(got), len(want), got, want)
			}
		}
	}
}
