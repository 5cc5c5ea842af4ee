package forget_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/redisstore"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/testutil"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

var (
	keyer = events.NewKeyer([]byte("forget-test"))
	t0    = time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	day   = 24 * time.Hour
)

const tenant = "acme"

// backend opens a vector and a state store; the state may be SQLite (the
// same file, so records carry their own access columns) or Redis (access
// statistics only in the state store).
type backend struct {
	name string
	open func(t *testing.T) (store.VectorStore, store.StateStore)
}

func backends() []backend {
	return []backend{
		{"sqlite", func(t *testing.T) (store.VectorStore, store.StateStore) {
			st, err := sqlite.Open(filepath.Join(t.TempDir(), "f.db"), sqlite.Options{Keyer: keyer})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return st, st
		}},
		{"sqlite+redis", func(t *testing.T) (store.VectorStore, store.StateStore) {
			vec, err := sqlite.Open(filepath.Join(t.TempDir(), "f.db"), sqlite.Options{Keyer: keyer})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { vec.Close() })
			st, err := redisstore.Open(testutil.RedisURL(t), keyer, redisstore.Options{Prefix: testutil.RedisPrefix(t)})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { st.Close() })
			return vec, st
		}},
	}
}

// clock is a fake clock.
type clock struct{ now time.Time }

func (c *clock) Now() time.Time          { return c.now }
func (c *clock) Advance(d time.Duration) { c.now = c.now.Add(d) }

func mem(user, content string, imp float64, at time.Time) memory.Memory {
	return memory.Memory{
		ID:       memory.ID(tenant, user, events.TypeFact, "", "", "", content),
		TenantID: tenant, UserID: user, Type: events.TypeFact, Content: content,
		Confidence: 0.9, Importance: imp, Status: memory.StatusActive, Version: 1,
		CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"t1"}, ExtractorID: "test", EmbedderID: "test",
		Vector: []float32{1, 0, 0, 0},
	}
}

func upsert(t *testing.T, vec store.VectorStore, ms ...memory.Memory) {
	t.Helper()
	if err := vec.Upsert(context.Background(), ms); err != nil {
		t.Fatal(err)
	}
}

func get(t *testing.T, vec store.VectorStore, user string, ids ...string) map[string]memory.Memory {
	t.Helper()
	ms, err := vec.Get(context.Background(), tenant, user, ids)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]memory.Memory{}
	for _, m := range ms {
		out[m.ID] = m
	}
	return out
}

func run(t *testing.T, f *forget.Forgetter) *forget.Report {
	t.Helper()
	rep, err := f.RunOnce(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if rep.Skipped {
		t.Fatal("run skipped")
	}
	return rep
}

func newForgetter(vec store.VectorStore, st store.StateStore, c *clock, cfg forget.Config) *forget.Forgetter {
	cfg.PageSize = 3 // several pages even in small tests
	f := forget.New(vec, st, keyer, cfg, nil)
	f.Now = c.Now
	return f
}

func TestTTL(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			vec, st := b.open(t)
			c := &clock{t0}
			expired := mem("u1", "expired todo", 0.9, t0)
			expired.ExpiresAt = t0.Add(time.Hour)
			expired.Type, expired.Key, expired.Value = events.TypeProfile, "location", "Berlin"
			later := mem("u1", "later todo", 0.9, t0)
			later.ExpiresAt = t0.Add(3 * time.Hour)
			never := mem("u1", "no ttl", 0.9, t0)
			pinned := mem("u1", "pinned with ttl", 0.9, t0)
			pinned.ExpiresAt, pinned.Pinned = t0.Add(time.Hour), true
			upsert(t, vec, expired, later, never, pinned)
			if err := st.SetProfile(ctx, tenant, "u1", []store.ProfileEntry{{Key: "location", Value: "Berlin", Type: events.TypeProfile, MemoryID: expired.ID, UpdatedAt: t0}}); err != nil {
				t.Fatal(err)
			}
			if err := st.RecordAccess(ctx, []store.AccessHit{{TenantID: tenant, UserID: "u1", MemoryID: expired.ID, At: t0}}); err != nil {
				t.Fatal(err)
			}
			f := newForgetter(vec, st, c, forget.Config{})
			c.Advance(2 * time.Hour)
			rep := run(t, f)
			got := get(t, vec, "u1", expired.ID, later.ID, never.ID, pinned.ID)
			if _, ok := got[expired.ID]; ok {
				t.Error("expired memory survived")
			}
			for _, id := range []string{later.ID, never.ID, pinned.ID} {
				if _, ok := got[id]; !ok {
					t.Errorf("memory %s deleted before its time (or pinned)", id)
				}
			}
			if rep.Actions[forget.ActionExpired] != 1 || rep.ByTenant[tenant][forget.ActionExpired] != 1 || rep.Actions[forget.ActionProfileCleared] != 1 {
				t.Errorf("report %+v", rep.Actions)
			}
			prof, _ := st.Profile(ctx, tenant, "u1")
			if len(prof) != 0 {
				t.Errorf("profile still points at the expired memory: %+v", prof)
			}
			acc, _ := st.AccessStats(ctx, tenant, "u1", []string{expired.ID})
			if len(acc) != 0 {
				t.Errorf("access stats of the expired memory remain: %v", acc)
			}
			log, _ := st.AuditLog(ctx, tenant, keyer.UserKey(tenant, "u1"), expired.ID, 10)
			if len(log) == 0 || log[len(log)-1].Action != "expire" {
				t.Errorf("audit of expiry: %+v", log)
			}
			// Idempotent: a second run at the same time does nothing.
			if rep := run(t, f); len(rep.Actions) != 0 {
				t.Errorf("second run acted: %+v", rep.Actions)
			}
			c.Advance(2 * time.Hour)
			if rep := run(t, f); rep.Actions[forget.ActionExpired] != 1 {
				t.Errorf("later memory not expired: %+v", rep.Actions)
			}
		})
	}
}

func TestHalfLife(t *testing.T) {
	m := mem("u", "x", 0.8, t0)
	h := forget.HalfLife(10 * day)
	for _, tc := range []struct {
		at   time.Duration
		want float64
	}{{0, 0.8}, {10 * day, 0.4}, {20 * day, 0.2}, {5 * day, 0.8 / math.Sqrt2}, {-day, 0.8}} {
		if got := h.Effective(&m, t0, t0.Add(tc.at)); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("after %v: effective %v, want %v", tc.at, got, tc.want)
		}
	}
	if got := forget.HalfLife(0).Effective(&m, t0, t0.Add(1000*day)); got != 0.8 {
		t.Errorf("half-life 0 decayed to %v", got)
	}
	p := m
	p.Pinned = true
	if got := h.Effective(&p, t0, t0.Add(1000*day)); got != 0.8 {
		t.Errorf("pinned decayed to %v", got)
	}
}

// TestDecayArchiveGrace follows memories through decay, archival and grace
// deletion on a fake clock, and checks on every step that no memory's
// effective importance increased without an access.
func TestDecayArchiveGrace(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			vec, st := b.open(t)
			c := &clock{t0}
			cfg := forget.Config{Decay: forget.HalfLife(10 * day), Archive: forget.ArchiveBelow(0.3), Grace: forget.GracePeriod(7 * day)}
			f := newForgetter(vec, st, c, cfg)

			idle := mem("u1", "idle memory", 0.8, t0)     // below 0.3 after 14.15 days
			used := mem("u1", "used memory", 0.8, t0)     // accessed on day 12
			strong := mem("u1", "strong memory", 1, t0)   // below 0.3 after 17.4 days
			pinned := mem("u1", "pinned memory", 0.1, t0) // always below the threshold, never archived
			pinned.Pinned = true
			other := mem("u2", "other user", 0.8, t0)
			upsert(t, vec, idle, used, strong, pinned, other)
			ids := []string{idle.ID, used.ID, strong.ID, pinned.ID}

			effective := func() map[string]float64 {
				out := map[string]float64{}
				for _, u := range []string{"u1", "u2"} {
					ms, err := vec.Get(ctx, tenant, u, append(slices.Clone(ids), other.ID))
					if err != nil {
						t.Fatal(err)
					}
					var mids []string
					for _, m := range ms {
						mids = append(mids, m.ID)
					}
					acc, err := st.AccessStats(ctx, tenant, u, mids)
					if err != nil {
						t.Fatal(err)
					}
					for _, m := range ms {
						out[m.ID] = f.Effective(&m, acc[m.ID].LastAccess, c.Now())
					}
				}
				return out
			}
			status := func(user, id string) memory.Status {
				m, ok := get(t, vec, user, id)[id]
				if !ok {
					return "deleted"
				}
				return m.Status
			}
			prev := effective()
			accessed := map[string]bool{}
			for d := 1; d <= 30; d++ {
				c.Advance(day)
				if d == 12 {
					if err := st.RecordAccess(ctx, []store.AccessHit{{TenantID: tenant, UserID: "u1", MemoryID: used.ID, At: c.Now()}}); err != nil {
						t.Fatal(err)
					}
					accessed[used.ID] = true
				}
				before := effective()
				run(t, f)
				after := effective()
				for id, e := range after {
					if e > before[id]+1e-12 {
						t.Errorf("day %d: the run raised %s's effective importance from %v to %v", d, id, before[id], e)
					}
					if p, ok := prev[id]; ok && e > p+1e-12 && !accessed[id] {
						t.Errorf("day %d: %s's effective importance rose from %v to %v without an access", d, id, p, e)
					}
				}
				prev, accessed = after, map[string]bool{}

				switch d {
				case 14:
					if s := status("u1", idle.ID); s != memory.StatusActive {
						t.Errorf("day 14: idle is %s, want active (0.8·2^-1.4 = 0.303)", s)
					}
				case 15:
					if s := status("u1", idle.ID); s != memory.StatusArchived {
						t.Errorf("day 15: idle is %s, want archived", s)
					}
					if s := status("u1", used.ID); s != memory.StatusActive {
						t.Errorf("day 15: used is %s, want active (accessed on day 12)", s)
					}
				case 18:
					if s := status("u1", strong.ID); s != memory.StatusArchived {
						t.Errorf("day 18: strong is %s, want archived", s)
					}
				case 22:
					if s := status("u1", idle.ID); s != memory.StatusArchived {
						t.Errorf("day 22: idle is %s, want archived (7 days of grace)", s)
					}
				case 23:
					if s := status("u1", idle.ID); s != "deleted" {
						t.Errorf("day 23: idle is %s, want deleted after the grace period", s)
					}
				case 27:
					if s := status("u1", used.ID); s != memory.StatusArchived {
						t.Errorf("day 27: used is %s, want archived (12 + 14.15 days)", s)
					}
				}
			}
			if s := status("u1", pinned.ID); s != memory.StatusActive {
				t.Errorf("pinned memory is %s", s)
			}
			if s := status("u2", other.ID); s != "deleted" {
				t.Errorf("other user's idle memory is %s, want deleted like idle", s)
			}
		})
	}
}

func TestCap(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			vec, st := b.open(t)
			c := &clock{t0.Add(100 * day)}
			var ms []memory.Memory
			rng := rand.New(rand.NewPCG(1, 2))
			for i := range 20 {
				m := mem("u1", fmt.Sprintf("memory %d", i), float64(rng.IntN(10))/10, t0.Add(time.Duration(i)*day))
				ms = append(ms, m)
			}
			ms[0].Pinned, ms[0].Importance = true, 0 // lowest of all, but pinned
			ms[1].Status = memory.StatusSuperseded   // not active: not counted
			ms[2].Type, ms[2].Key, ms[2].Value = events.TypeProfile, "name", "Ada"
			ms[2].Importance = 0
			upsert(t, vec, ms...)
			if err := st.SetProfile(ctx, tenant, "u1", []store.ProfileEntry{{Key: "name", Value: "Ada", Type: events.TypeProfile, MemoryID: ms[2].ID, UpdatedAt: t0}}); err != nil {
				t.Fatal(err)
			}
			var small []memory.Memory
			for i := range 10 {
				small = append(small, mem("u2", fmt.Sprintf("small %d", i), 0.1, t0))
			}
			upsert(t, vec, small...)

			// Expected victims: the 4 lowest (importance, then older
			// update) of the 18 unpinned active memories; 19 active, cap 15.
			cands := slices.Clone(ms[2:])
			slices.SortStableFunc(cands, func(a, b memory.Memory) int {
				if a.Importance != b.Importance {
					if a.Importance < b.Importance {
						return -1
					}
					return 1
				}
				return a.UpdatedAt.Compare(b.UpdatedAt)
			})
			want := map[string]bool{}
			for _, m := range cands[:4] {
				want[m.ID] = true
			}

			f := newForgetter(vec, st, c, forget.Config{Cap: forget.MaxActive(15)})
			rep := run(t, f)
			if rep.Actions[forget.ActionCapped] != 4 {
				t.Errorf("capped %d, want 4 (%+v)", rep.Actions[forget.ActionCapped], rep.Actions)
			}
			got := get(t, vec, "u1", idsOf(ms)...)
			active := 0
			for _, m := range got {
				if m.Status == memory.StatusActive {
					active++
				}
				if (m.Status == memory.StatusArchived) != want[m.ID] {
					t.Errorf("memory %q (importance %v) is %s", m.Content, m.Importance, m.Status)
				}
			}
			if active != 15 {
				t.Errorf("%d active after the cap, want 15", active)
			}
			if got[ms[0].ID].Status != memory.StatusActive {
				t.Error("pinned memory archived by the cap")
			}
			if prof, _ := st.Profile(ctx, tenant, "u1"); len(prof) != 0 {
				t.Errorf("profile still points at an archived memory: %+v", prof)
			}
			for _, m := range get(t, vec, "u2", idsOf(small)...) {
				if m.Status != memory.StatusActive {
					t.Errorf("user under the cap lost %q", m.Content)
				}
			}
			if rep := run(t, f); rep.Actions[forget.ActionCapped] != 0 {
				t.Errorf("second run capped again: %+v", rep.Actions)
			}
		})
	}
}

func idsOf(ms []memory.Memory) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.ID
	}
	return out
}

// TestPinnedSurvivesEverything runs every policy at its harshest on a pinned
// memory.
func TestPinnedSurvivesEverything(t *testing.T) {
	vec, st := backends()[0].open(t)
	c := &clock{t0}
	p := mem("u1", "pinned", 0, t0)
	p.Pinned, p.ExpiresAt = true, t0.Add(time.Second)
	arch := mem("u1", "pinned and archived", 0, t0)
	arch.Pinned, arch.Status = true, memory.StatusArchived
	upsert(t, vec, p, arch)
	f := newForgetter(vec, st, c, forget.Config{Decay: forget.HalfLife(time.Second), Archive: forget.ArchiveBelow(1),
		Grace: forget.GracePeriod(time.Second), Cap: forget.MaxActive(1)})
	for range 5 {
		c.Advance(365 * day)
		if rep := run(t, f); len(rep.Actions) != 0 {
			t.Errorf("acted on pinned memories: %+v", rep.Actions)
		}
	}
	if got := get(t, vec, "u1", p.ID, arch.ID); len(got) != 2 || got[p.ID].Status != memory.StatusActive {
		t.Errorf("pinned memories: %+v", got)
	}
}

// TestLeaseAndInterruptedRun checks that a run skips while another holder
// has the lease, and that a run cancelled midway and run again ends in the
// state of one uninterrupted run.
func TestLeaseAndInterruptedRun(t *testing.T) {
	ctx := context.Background()
	seed := func(vec store.VectorStore) {
		var ms []memory.Memory
		for i := range 60 {
			m := mem(fmt.Sprintf("u%d", i%4), fmt.Sprintf("memory %d", i), float64(i%10)/10, t0)
			if i%7 == 0 {
				m.ExpiresAt = t0.Add(day)
			}
			ms = append(ms, m)
		}
		upsert(t, vec, ms...)
	}
	cfg := forget.Config{Decay: forget.HalfLife(10 * day), Archive: forget.ArchiveBelow(0.2), Cap: forget.MaxActive(8)}
	at := &clock{t0.Add(20 * day)}

	vecA, stA := backends()[0].open(t)
	seed(vecA)
	if ok, err := stA.AcquireLease(ctx, forget.LeaseName, "other", time.Minute); err != nil || !ok {
		t.Fatalf("take lease: %v %v", ok, err)
	}
	fa := newForgetter(vecA, stA, at, cfg)
	if rep, err := fa.RunOnce(ctx); err != nil || !rep.Skipped {
		t.Fatalf("run while another holds the lease: %+v %v", rep, err)
	}
	if err := stA.ReleaseLease(ctx, forget.LeaseName, "other"); err != nil {
		t.Fatal(err)
	}
	// Interrupt after two pages.
	cctx, cancel := context.WithCancel(ctx)
	pages := 0
	interrupted := forget.New(&cancelAfter{VectorStore: vecA, pages: &pages, n: 2, cancel: cancel}, stA, keyer, forget.Config{
		PageSize: 5, Decay: cfg.Decay, Archive: cfg.Archive, Cap: cfg.Cap}, nil)
	interrupted.Now = at.Now
	if _, err := interrupted.RunOnce(cctx); err == nil {
		t.Fatal("interrupted run reported success")
	}
	run(t, fa)

	vecB, stB := backends()[0].open(t)
	seed(vecB)
	run(t, newForgetter(vecB, stB, at, cfg))

	for u := range 4 {
		user := fmt.Sprintf("u%d", u)
		a := listAll(t, vecA, user)
		b := listAll(t, vecB, user)
		if len(a) != len(b) {
			t.Fatalf("%s: %d memories after an interrupted run, %d after a clean one", user, len(a), len(b))
		}
		for i := range a {
			if a[i].ID != b[i].ID || a[i].Status != b[i].Status {
				t.Errorf("%s: %s %s vs %s %s", user, a[i].ID, a[i].Status, b[i].ID, b[i].Status)
			}
		}
	}
}

type cancelAfter struct {
	store.VectorStore
	pages  *int
	n      int
	cancel func()
}

func (c *cancelAfter) Scan(ctx context.Context, size int, fn func([]memory.Memory) error) error {
	return c.VectorStore.Scan(ctx, size, func(ms []memory.Memory) error {
		*c.pages++
		if *c.pages > c.n {
			c.cancel()
			return ctx.Err()
		}
		return fn(ms)
	})
}

func listAll(t *testing.T, vec store.VectorStore, user string) []memory.Memory {
	t.Helper()
	var out []memory.Memory
	cursor := ""
	for {
		ms, next, err := vec.List(context.Background(), store.Filter{TenantID: tenant, UserID: user, AnyScope: true,
			Statuses: []memory.Status{memory.StatusActive, memory.StatusArchived, memory.StatusSuperseded}}, cursor, 100)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ms...)
		if next == "" {
			return out
		}
		cursor = next
	}
}

func TestFromEnv(t *testing.T) {
	env := map[string]string{
		forget.EnvDecayHalfLife: "720h", forget.EnvArchiveBelow: "0.25", forget.EnvArchiveGrace: "0",
		forget.EnvMaxActive: "0", forget.EnvForgetPageSize: "500",
	}
	cfg, err := forget.FromEnv(forget.Config{}, func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Decay != forget.HalfLife(720*time.Hour) || cfg.Archive != forget.ArchiveBelow(0.25) ||
		cfg.Grace != forget.GracePeriod(0) || cfg.Cap != forget.MaxActive(0) || cfg.PageSize != 500 {
		t.Errorf("config %+v", cfg)
	}
	cfg, err = forget.FromEnv(forget.Config{}, func(string) string { return "" })
	if err != nil || cfg.Decay != nil || cfg.Cap != nil {
		t.Errorf("empty env: %+v %v", cfg, err)
	}
	for k, v := range map[string]string{forget.EnvDecayHalfLife: "soon", forget.EnvArchiveBelow: "-1", forget.EnvMaxActive: "many"} {
		if _, err := forget.FromEnv(forget.Config{}, func(n string) string {
			if n == k {
				return v
			}
			return ""
		}); err == nil {
			t.Errorf("%s=%s accepted", k, v)
		}
	}
}

// Episodes older than their TTL are gone after a run; facts of the same age
// and newer episodes stay.
func TestEpisodeTTL(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			vec, st := b.open(t)
			c := &clock{t0}
			old := mem("u1", "asked about flights to Hangzhou", 0.4, t0)
			old.Type = events.TypeEpisode
			old.ID = memory.ID(tenant, "u1", events.TypeEpisode, "", "", "", old.Content)
			fact := mem("u1", "Flies to Hangzhou in December", 0.8, t0)
			recent := mem("u1", "said the trip was moved to March", 0.4, t0.Add(20*24*time.Hour))
			recent.Type = events.TypeEpisode
			recent.ID = memory.ID(tenant, "u1", events.TypeEpisode, "", "", "", recent.Content)
			upsert(t, vec, old, fact, recent)
			f := newForgetter(vec, st, c, forget.Config{Episodes: forget.Episodes{TTL: 30 * 24 * time.Hour}})
			c.Advance(31 * 24 * time.Hour)
			rep := run(t, f)
			got := get(t, vec, "u1", old.ID, fact.ID, recent.ID)
			if _, ok := got[old.ID]; ok {
				t.Error("an episode older than its TTL survived the run")
			}
			if _, ok := got[fact.ID]; !ok {
				t.Error("a fact of the same age was deleted by the episode TTL")
			}
			if _, ok := got[recent.ID]; !ok {
				t.Error("a recent episode was deleted")
			}
			if rep.Actions[forget.ActionExpired] != 1 {
				t.Errorf("report %+v", rep.Actions)
			}
		})
	}
}
