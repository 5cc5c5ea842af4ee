package erase_test

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

const tenant = "acme"

var keyer = events.NewKeyer([]byte("erase-test"))

func discard() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func openSQLite(t *testing.T) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

func mem(user string, typ events.FactType, key, value, content string) memory.Memory {
	now := time.Now()
	return memory.Memory{ID: memory.ID(tenant, user, typ, "", key, value, content), TenantID: tenant, UserID: user,
		Type: typ, Key: key, Value: value, Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive,
		Version: 1, CreatedAt: now, UpdatedAt: now, SourceTurnIDs: []string{"t"}, ExtractorID: "x", EmbedderID: "e",
		Vector: []float32{1, 0}}
}

func TestEraseMemoriesAndForgetQuery(t *testing.T) {
	ctx := context.Background()
	st := openSQLite(t)
	city := mem("u1", events.TypeProfile, "location", "Berlin", "Lives in Berlin")
	dog := mem("u1", events.TypeFact, "", "", "Has a dog named Rex")
	hike := mem("u1", events.TypePreference, "", "", "Enjoys hiking in the Alps")
	other := mem("u2", events.TypeFact, "", "", "Has a dog named Rex")
	if err := st.Upsert(ctx, []memory.Memory{city, dog, hike, other}); err != nil {
		t.Fatal(err)
	}
	if err := st.SetProfile(ctx, tenant, "u1", []store.ProfileEntry{{Key: "location", Value: "Berlin", Type: events.TypeProfile, MemoryID: city.ID, UpdatedAt: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	if err := st.RecordAccess(ctx, []store.AccessHit{{TenantID: tenant, UserID: "u1", MemoryID: dog.ID, At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	er := erase.New(st, st, nil, keyer, discard())

	r, err := er.EraseMemories(ctx, tenant, "u1", []string{dog.ID, dog.ID, "no-such-id"}, "api:k1")
	if err != nil {
		t.Fatal(err)
	}
	if r.Scope != erase.ScopeMemory || r.Removed[erase.PlaceVectorStore] != 1 || r.Removed[erase.PlaceAccess] != 1 || r.Tombstones != 2 {
		t.Errorf("receipt %+v", r)
	}
	uk := keyer.UserKey(tenant, "u1")
	tombs, _ := st.Tombstoned(ctx, tenant, uk, []string{dog.ID})
	if tombs[dog.ID].IsZero() {
		t.Error("no tombstone for the erased memory")
	}
	if ms, _ := st.Get(ctx, tenant, "u2", []string{other.ID}); len(ms) != 1 {
		t.Error("another user's identical memory was erased")
	}

	// A query naming a profile key erases the key's memories and the
	// profile entry; a lexical query erases its matches.
	r, err = er.ForgetQuery(ctx, tenant, "u1", "", "location", "api:k1")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(r.MemoryIDs, city.ID) || r.Removed[erase.PlaceProfile] != 1 {
		t.Errorf("forget location: %+v", r)
	}
	if prof, _ := st.Profile(ctx, tenant, "u1"); len(prof) != 0 {
		t.Errorf("profile left: %+v", prof)
	}
	r, err = er.ForgetQuery(ctx, tenant, "u1", "", "hiking", "api:k1")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(r.MemoryIDs, []string{hike.ID}) || r.Removed[erase.PlaceVectorStore] != 1 {
		t.Errorf("forget hiking: %+v", r)
	}
	if ms, _ := st.Get(ctx, tenant, "u1", []string{city.ID, dog.ID, hike.ID}); len(ms) != 0 {
		t.Errorf("%d memories left", len(ms))
	}
	log, _ := st.AuditLog(ctx, tenant, uk, "", 100)
	var erases, deletes int
	for _, ev := range log {
		switch ev.Action {
		case "erase":
			erases++
		case "delete":
			deletes++
		}
		if ev.Actor != "api:k1" {
			t.Errorf("audit actor %q", ev.Actor)
		}
	}
	if erases != 3 || deletes != 4 { // two ids asked in EraseMemories, one per query
		t.Errorf("audit: %d erase and %d delete events, want 3 and 4", erases, deletes)
	}
	if _, err := er.ForgetQuery(ctx, tenant, "u1", "", " ", "x"); err == nil {
		t.Error("empty query accepted")
	}
	if _, err := er.EraseUser(ctx, "bad tenant", "u1", "x"); err == nil {
		t.Error("invalid tenant accepted")
	}
}

type countingDropper struct{ calls []string }

func (c *countingDropper) DropUserCache(tenant, user string) int {
	c.calls = append(c.calls, tenant+"/"+user)
	return 2
}

// A CacheSet drops the user from every cache registered with it and sums
// their counts.
func TestCacheSet(t *testing.T) {
	var s erase.CacheSet
	if n := s.DropUserCache("t", "u"); n != 0 {
		t.Errorf("empty set dropped %d", n)
	}
	a, b := &countingDropper{}, &countingDropper{}
	s.Add(a)
	s.Add(b)
	if n := s.DropUserCache("t", "u"); n != 4 || len(a.calls) != 1 || len(b.calls) != 1 || a.calls[0] != "t/u" {
		t.Errorf("dropped %d, calls %v %v", n, a.calls, b.calls)
	}
}
