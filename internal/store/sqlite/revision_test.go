package sqlite_test

import (
	"context"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

var _ store.Revisioner = (*sqlite.Store)(nil)

// Revision changes with every write, status change and delete of the
// user's memories, whichever Store on the file made it, is 0 for a user
// without memories and after DeleteUser, and never comes back.
func TestRevision(t *testing.T) {
	_, a, b := openHotCold(t)
	ctx := context.Background()
	rev := func() int64 {
		t.Helper()
		ra, err := a.Revision(ctx, "t", "u")
		if err != nil {
			t.Fatal(err)
		}
		rb, err := b.Revision(ctx, "t", "u")
		if err != nil {
			t.Fatal(err)
		}
		if ra != rb {
			t.Fatalf("two stores on one file disagree: %d and %d", ra, rb)
		}
		return ra
	}
	if r := rev(); r != 0 {
		t.Fatalf("revision %d of a user without memories, want 0", r)
	}
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	m := memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", "Is vegan"), TenantID: "t", UserID: "u",
		Type: events.TypeFact, Content: "Is vegan", Status: memory.StatusActive, Version: 1, CreatedAt: at, UpdatedAt: at}
	seen := map[int64]bool{}
	step := func(what string, fn func() error) {
		t.Helper()
		if err := fn(); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		r := rev()
		if r == 0 || seen[r] {
			t.Fatalf("after %s: revision %d, want a new one", what, r)
		}
		seen[r] = true
	}
	step("a write by one store", func() error { return a.Upsert(ctx, []memory.Memory{m}) })
	step("a write by the other", func() error { return b.Upsert(ctx, []memory.Memory{m}) })
	step("a status change", func() error {
		_, err := a.SetStatus(ctx, "t", "u", []string{m.ID}, memory.StatusArchived, at.Add(time.Hour))
		return err
	})
	step("a delete", func() error { _, err := b.Delete(ctx, "t", "u", []string{m.ID}); return err })
	step("a write after it", func() error { return a.Upsert(ctx, []memory.Memory{m}) })
	if _, err := b.DeleteUser(ctx, "t", "u"); err != nil {
		t.Fatal(err)
	}
	if r := rev(); r != 0 {
		t.Fatalf("revision %d after erasure, want 0", r)
	}
	step("a write after erasure", func() error { return a.Upsert(ctx, []memory.Memory{m}) })
	if _, err := a.Revision(ctx, "", "u"); err == nil {
		t.Error("a revision without tenant, want an error")
	}
}
