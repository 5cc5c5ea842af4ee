package forget_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/internal/metrics/metricstest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/instrumented"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// spyStore is a SQLite store that counts whole-record writes and in-place
// status changes.
type spyStore struct {
	*sqlite.Store
	upserts, sets int
}

func (s *spyStore) Upsert(ctx context.Context, ms []memory.Memory) error {
	s.upserts++
	return s.Store.Upsert(ctx, ms)
}

func (s *spyStore) SetStatus(ctx context.Context, tenant, user string, ids []string, st memory.Status, at time.Time) (int, error) {
	s.sets++
	return s.Store.SetStatus(ctx, tenant, user, ids, st, at)
}

// upsertOnly hides the store's SetStatus: the forgetter's old path.
type upsertOnly struct{ store.VectorStore }

// seedStatusPaths writes the same memories into st: users over a small
// cap, memories that decay, expire, carry profile keys, are pinned or have
// recorded accesses.
func seedStatusPaths(t *testing.T, st *sqlite.Store) {
	t.Helper()
	ctx := context.Background()
	r := rand.New(rand.NewPCG(5, 6))
	var ms []memory.Memory
	var hits []store.AccessHit
	for i := range 90 {
		u := fmt.Sprintf("u%d", i%4)
		if i%9 == 0 {
			u = "heavy" // over the cap of 8
		}
		m := mem(u, fmt.Sprintf("memory %d", i), 0.05+0.95*r.Float64(), t0.Add(-time.Duration(r.IntN(20))*day))
		m.Vector = []float32{r.Float32(), r.Float32(), r.Float32(), 1}
		m.Version = int64(1 + r.IntN(3))
		switch {
		case i%11 == 0:
			m.ExpiresAt = t0.Add(time.Duration(r.IntN(30)) * day)
		case i%13 == 0:
			m.Pinned = true
		case i%7 == 0:
			m.Type, m.Key, m.Value = events.TypeProfile, fmt.Sprintf("key_%d", i), "value"
			m.ID = memory.ID(tenant, u, m.Type, "", m.Key, m.Value, m.Content)
		}
		if i%5 == 0 {
			hits = append(hits, store.AccessHit{TenantID: tenant, UserID: u, MemoryID: m.ID, At: t0.Add(time.Duration(r.IntN(15)) * day)})
		}
		ms = append(ms, m)
	}
	if err := st.Upsert(ctx, ms); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordAccess(ctx, hits); err != nil {
		t.Fatal(err)
	}
	var entries = map[string][]store.ProfileEntry{}
	for _, m := range ms {
		if m.Key != "" {
			entries[m.UserID] = append(entries[m.UserID], store.ProfileEntry{Key: m.Key, Value: m.Value, Type: m.Type, MemoryID: m.ID, UpdatedAt: t0})
		}
	}
	for u, es := range entries {
		if err := st.SetProfile(ctx, tenant, u, es); err != nil {
			t.Fatal(err)
		}
	}
}

// TestStatusPathMatchesUpsertPath runs the forgetter over two copies of the
// same data: through a store with SetStatus under the instrumentation
// wrapper, and through one that only has Upsert. The first archives in
// place (no Upsert, every SetStatus recorded as a "put") and both end with
// the same memories, vectors included, the same profiles, audit trail and
// reports.
func TestStatusPathMatchesUpsertPath(t *testing.T) {
	ctx := context.Background()
	open := func() *sqlite.Store {
		st, err := sqlite.Open(filepath.Join(t.TempDir(), "f.db"), sqlite.Options{Keyer: keyer})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		seedStatusPaths(t, st)
		return st
	}
	stA, stB := open(), open()
	spy := &spyStore{Store: stA}
	obs := &metricstest.StoreOps{}
	cfg := forget.Config{Decay: forget.HalfLife(10 * day), Archive: forget.ArchiveBelow(0.3),
		Grace: forget.GracePeriod(7 * day), Cap: forget.MaxActive(8)}
	ca, cb := &clock{t0}, &clock{t0}
	fa := newForgetter(instrumented.NewVectors(spy, "sqlite", obs), stA, ca, cfg)
	fb := newForgetter(upsertOnly{stB}, stB, cb, cfg)

	users := []string{"u0", "u1", "u2", "u3", "heavy"}
	archived := 0
	for step := range 6 {
		ra, rb := run(t, fa), run(t, fb)
		if !reflect.DeepEqual(ra.Actions, rb.Actions) || ra.Scanned != rb.Scanned {
			t.Fatalf("step %d: status path %v (scanned %d), upsert path %v (scanned %d)", step, ra.Actions, ra.Scanned, rb.Actions, rb.Scanned)
		}
		archived += ra.Actions[forget.ActionArchived] + ra.Actions[forget.ActionCapped]
		for _, u := range users {
			a, b := listAll(t, stA, u), listAll(t, stB, u)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("step %d user %s: memories differ:\nstatus path %+v\nupsert path %+v", step, u, a, b)
			}
			pa, err := stA.Profile(ctx, tenant, u)
			if err != nil {
				t.Fatal(err)
			}
			pb, err := stB.Profile(ctx, tenant, u)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(pa, pb) {
				t.Fatalf("step %d user %s: profiles differ: %v vs %v", step, u, pa, pb)
			}
			uk := keyer.UserKey(tenant, u)
			aa, err := stA.AuditLog(ctx, tenant, uk, "", 1000)
			if err != nil {
				t.Fatal(err)
			}
			ab, err := stB.AuditLog(ctx, tenant, uk, "", 1000)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(aa, ab) {
				t.Fatalf("step %d user %s: audit trails differ:\n%v\n%v", step, u, aa, ab)
			}
		}
		ca.Advance(4 * day)
		cb.Advance(4 * day)
	}
	if archived == 0 {
		t.Fatal("no memory was archived: the test exercises nothing")
	}
	if spy.sets == 0 || spy.upserts != 0 {
		t.Errorf("status path: %d SetStatus and %d Upsert calls, want some and none", spy.sets, spy.upserts)
	}
	if n := obs.Count("sqlite", "put"); n != spy.sets {
		t.Errorf("%d puts recorded in the store metrics for %d SetStatus calls", n, spy.sets)
	}
}
