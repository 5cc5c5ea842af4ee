package recall

import (
	"context"
	"path/filepath"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// countingStore is the SQLite store counting the standing searches that
// reach it.
type countingStore struct {
	*sqlite.Store
	standingSearches atomic.Int32
}

func (c *countingStore) SearchLexical(ctx context.Context, f store.Filter, query string, limit int) ([]store.Hit, error) {
	if query == standing.Query {
		c.standingSearches.Add(1)
	}
	return c.Store.SearchLexical(ctx, f, query, limit)
}

// standingMemory is a memory of user u as seedTyped writes it.
func standingMemory(typ events.FactType, content string, at time.Time) memory.Memory {
	emb := embed.NewLocal(0)
	return memory.Memory{ID: memory.ID("t", "u", typ, "", "", "", content), TenantID: "t", UserID: "u", Type: typ,
		Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
		CreatedAt: at, UpdatedAt: at, EmbedderID: emb.ID(), Vector: emb.Vector(content)}
}

// standingOfRecall is the standing ids of one recall of user u.
func standingOfRecall(t *testing.T, rc *Recaller, scope string) []string {
	t.Helper()
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "how does TLS work?", Scope: scope})
	if err != nil {
		t.Fatal(err)
	}
	return resp.Standing
}

// The standing instructions are searched once per revision of the user:
// every change of the user's memories (write, status change, delete,
// erasure) is seen by the next recall, and an erased user's standing
// memories are never served from the cache.
func TestStandingCacheFollowsEveryChange(t *testing.T) {
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	short := standingMemory(events.TypePreference, "Keep every answer under five sentences", at)
	st := &countingStore{Store: seedTyped(t, short, standingMemory(events.TypeFact, "Works as a nurse in Porto", at))}
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	ctx := context.Background()

	if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{short.ID}) {
		t.Fatalf("standing %v, want %v", got, []string{short.ID})
	}
	if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{short.ID}) || st.standingSearches.Load() != 1 {
		t.Fatalf("second recall: standing %v after %d searches, want %v from the cache (1 search)", got, st.standingSearches.Load(), []string{short.ID})
	}
	// another scope is another entry
	standingOfRecall(t, rc, "work")
	if n := st.standingSearches.Load(); n != 2 {
		t.Errorf("a recall in another scope searched %d times in all, want 2", n)
	}

	// a write
	peanuts := standingMemory(events.TypeFact, "Is allergic to peanuts", at)
	if err := st.Upsert(ctx, []memory.Memory{peanuts}); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); !slices.Contains(got, peanuts.ID) || len(got) != 2 {
		t.Fatalf("after a write: standing %v, want both", got)
	}
	// a status change (the forgetter's archive)
	if _, err := st.SetStatus(ctx, "t", "u", []string{short.ID}, memory.StatusArchived, at.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{peanuts.ID}) {
		t.Fatalf("after archiving: standing %v, want %v", got, []string{peanuts.ID})
	}
	// a delete
	if _, err := st.Delete(ctx, "t", "u", []string{peanuts.ID}); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); len(got) != 0 {
		t.Fatalf("after a delete: standing %v, want none", got)
	}
	// erasure of the user
	if err := st.Upsert(ctx, []memory.Memory{peanuts}); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{peanuts.ID}) {
		t.Fatalf("before erasure: standing %v, want %v", got, []string{peanuts.ID})
	}
	if _, err := st.DeleteUser(ctx, "t", "u"); err != nil {
		t.Fatal(err)
	}
	for range 2 {
		if got := standingOfRecall(t, rc, ""); len(got) != 0 {
			t.Fatalf("after erasure: standing %v served", got)
		}
	}
}

// Another process writing or erasing through its own store on the same
// file changes what the next recall of this one serves.
func TestStandingCacheAcrossProcesses(t *testing.T) {
	path := filepath.Join(t.TempDir(), "e.db")
	open := func() *sqlite.Store {
		st, err := sqlite.Open(path, sqlite.Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	here, there := open(), open()
	ctx := context.Background()
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	vegan := standingMemory(events.TypeFact, "Is vegan", at)
	if err := there.Upsert(ctx, []memory.Memory{vegan}); err != nil {
		t.Fatal(err)
	}
	rc := New(here, here, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	for range 2 {
		if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{vegan.ID}) {
			t.Fatalf("standing %v, want %v", got, []string{vegan.ID})
		}
	}
	metric := standingMemory(events.TypePreference, "Use metric units", at)
	if err := there.Upsert(ctx, []memory.Memory{metric}); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); len(got) != 2 {
		t.Fatalf("after another process's write: standing %v, want both", got)
	}
	if _, err := there.DeleteUser(ctx, "t", "u"); err != nil {
		t.Fatal(err)
	}
	if got := standingOfRecall(t, rc, ""); len(got) != 0 {
		t.Fatalf("after another process erased the user: standing %v served", got)
	}
}

// A standing memory is not served from the cache once it has expired.
func TestStandingCacheExpiry(t *testing.T) {
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	brief := standingMemory(events.TypePreference, "Keep answers brief", at)
	brief.ExpiresAt = at.Add(24 * time.Hour)
	st := &countingStore{Store: seedTyped(t, brief)}
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	now := at.Add(time.Hour)
	rc.Now = func() time.Time { return now }
	for range 2 {
		if got := standingOfRecall(t, rc, ""); !slices.Equal(got, []string{brief.ID}) {
			t.Fatalf("before expiry: standing %v, want %v", got, []string{brief.ID})
		}
	}
	if n := st.standingSearches.Load(); n != 1 {
		t.Errorf("%d standing searches before expiry, want 1", n)
	}
	now = brief.ExpiresAt
	if got := standingOfRecall(t, rc, ""); len(got) != 0 {
		t.Fatalf("at expiry: standing %v served", got)
	}
}

// The cache keeps at most its size, dropping the least recently used.
func TestStandingCacheBounded(t *testing.T) {
	c := newStandingCache(2)
	ms := []memory.Memory{{ID: "a", Vector: []float32{1}}}
	c.put("a", 1, time.Time{}, ms)
	c.put("b", 1, time.Time{}, ms)
	if _, ok := c.get("a", 1, time.Now()); !ok {
		t.Fatal("a not kept")
	}
	c.put("c", 1, time.Time{}, ms)
	if _, ok := c.get("b", 1, time.Now()); ok || c.len() != 2 {
		t.Errorf("b kept (%d entries): the least recently used goes first", c.len())
	}
	if got, ok := c.get("a", 1, time.Now()); !ok || got[0].Vector != nil {
		t.Errorf("a: %v %v, want kept without its vector", got, ok)
	}
	if _, ok := c.get("a", 2, time.Now()); ok {
		t.Error("served at another revision")
	}
	c.put("z", 0, time.Time{}, ms)
	if _, ok := c.get("z", 0, time.Now()); ok {
		t.Error("revision 0 kept")
	}
}

// DropUserCache (erasure's) forgets every scope of the user and nobody
// else.
func TestStandingCacheDropUser(t *testing.T) {
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	st := seedTyped(t, standingMemory(events.TypePreference, "Keep every answer under five sentences", at))
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	standingOfRecall(t, rc, "")
	standingOfRecall(t, rc, "work")
	rc.stand.put(standingKey("t", "u2", ""), 1, time.Time{}, nil)
	if n := rc.DropUserCache("t", "u"); n != 2 {
		t.Errorf("dropped %d entries of the user, want 2", n)
	}
	if n := rc.stand.len(); n != 1 {
		t.Errorf("%d entries left, want the other user's", n)
	}
}
