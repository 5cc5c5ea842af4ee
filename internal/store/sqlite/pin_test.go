package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestPinUsers checks that reads under a pinned context serve each pinned
// user at the generation read by PinUsers (one query for all of them),
// while reads without the pin still see another process's later write;
// and that a user with no data pins as empty.
func TestPinUsers(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "engram.db")
	s, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	other, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	mk := func(id, user, content string) memory.Memory {
		return memory.Memory{ID: id, TenantID: "t1", UserID: user, Type: events.TypeFact, Content: content,
			Status: memory.StatusActive, Confidence: 0.9, Importance: 0.5, Version: 1, CreatedAt: t0, UpdatedAt: t0,
			EmbedderID: "e1", Vector: []float32{1, 0, 0, 0}}
	}
	if err := s.Upsert(ctx, []memory.Memory{mk("a1", "alice", "first"), mk("b1", "bob", "bob's")}); err != nil {
		t.Fatal(err)
	}
	// Loaded into the hot index (pins serve cached generations only).
	for _, u := range []string{"alice", "bob"} {
		if _, err := s.GetIndexed(ctx, "t1", u, []string{"x"}); err != nil {
			t.Fatal(err)
		}
	}
	pctx, err := s.PinUsers(ctx, "t1", []string{"alice", "bob", "carol"})
	if err != nil {
		t.Fatal(err)
	}
	// Another process writes alice and carol after the pin.
	if err := other.Upsert(ctx, []memory.Memory{mk("a1", "alice", "second"), mk("c1", "carol", "carol's")}); err != nil {
		t.Fatal(err)
	}
	content := func(ctx context.Context, user, id string) string {
		t.Helper()
		ms, err := s.GetIndexed(ctx, "t1", user, []string{id})
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) == 0 {
			return ""
		}
		return ms[0].Content
	}
	if got := content(pctx, "alice", "a1"); got != "first" {
		t.Errorf("pinned alice: got %q, want the pinned generation's %q", got, "first")
	}
	if got := content(pctx, "carol", "c1"); got != "" {
		t.Errorf("pinned carol (no data at the pin): got %q, want nothing", got)
	}
	if got := content(pctx, "bob", "b1"); got != "bob's" {
		t.Errorf("pinned bob: got %q", got)
	}
	if got := content(ctx, "alice", "a1"); got != "second" {
		t.Errorf("unpinned alice: got %q, want the other process's %q", got, "second")
	}
	if got := content(ctx, "carol", "c1"); got != "carol's" {
		t.Errorf("unpinned carol: got %q", got)
	}
	// A second pin on the same context adds users of another tenant.
	if err := s.Upsert(ctx, []memory.Memory{{ID: "x1", TenantID: "t2", UserID: "alice", Type: events.TypeFact, Content: "t2's",
		Status: memory.StatusActive, Confidence: 0.9, Importance: 0.5, Version: 1, CreatedAt: t0, UpdatedAt: t0, EmbedderID: "e1",
		Vector: []float32{1, 0, 0, 0}}}); err != nil {
		t.Fatal(err)
	}
	p2, err := s.PinUsers(pctx, "t2", []string{"alice"})
	if err != nil {
		t.Fatal(err)
	}
	if got := content(p2, "bob", "b1"); got != "bob's" {
		t.Errorf("t1 bob after pinning t2: got %q", got)
	}
	// The unpinned reads above replaced alice's cached index: the pin no
	// longer applies, and the read is as without it.
	if got := content(p2, "alice", "a1"); got != "second" {
		t.Errorf("t1 alice, pinned generation no longer cached: got %q, want %q", got, "second")
	}
	ms, err := s.GetIndexed(p2, "t2", "alice", []string{"x1"})
	if err != nil || len(ms) != 1 {
		t.Errorf("t2 alice pinned: %v, %v", ms, err)
	}
}
