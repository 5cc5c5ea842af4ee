package storetest

import (
	"context"
	"slices"
	"testing"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// testUsers checks store.UserLister: the users of a tenant in pages, in
// byte order, never those of another tenant, whatever the status of their
// memories; the scopes of a user with "" for unscoped memories.
func testUsers(t *testing.T, s store.VectorStore) {
	ul, ok := s.(store.UserLister)
	if !ok {
		t.Skip("the store does not implement store.UserLister")
	}
	ctx := context.Background()
	tn, _ := owner()
	other, _ := owner()
	users := []string{"carol@example.com", "alice", "bob", "dave", "Émile"}
	for i, u := range users {
		m := mem(tn, u, events.TypeFact, "", "likes tea number "+u, axis(i%VectorDims))
		if i == 1 {
			m.Status = memory.StatusArchived
		}
		upsert(t, s, m)
	}
	upsert(t, s, mem(tn, "alice", events.TypeFact, "project-b", "project b fact", axis(1)),
		mem(tn, "alice", events.TypeFact, "project-a", "project a fact", axis(2)),
		mem(other, "zed", events.TypeFact, "", "other tenant", axis(3)))

	var got []string
	cursor, pages := "", 0
	for {
		page, next, err := ul.Users(ctx, tn, cursor, 2)
		if err != nil {
			t.Fatalf("Users: %v", err)
		}
		if len(page) > 2 {
			t.Fatalf("Users page of %d, over the limit of 2", len(page))
		}
		got = append(got, page...)
		pages++
		if next == "" {
			break
		}
		if pages > 10 {
			t.Fatal("Users never ends")
		}
		cursor = next
	}
	want := slices.Clone(users)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("Users = %q, want %q", got, want)
	}
	if pages != 3 {
		t.Errorf("Users took %d pages of 2 for 5 users, want 3", pages)
	}
	scopes, err := ul.Scopes(ctx, tn, "alice")
	if err != nil {
		t.Fatalf("Scopes: %v", err)
	}
	if want := []string{"", "project-a", "project-b"}; !slices.Equal(scopes, want) {
		t.Errorf("Scopes(alice) = %q, want %q", scopes, want)
	}
	scopes, err = ul.Scopes(ctx, tn, "nobody")
	if err != nil || len(scopes) != 0 {
		t.Errorf("Scopes(nobody) = %q, %v; want none", scopes, err)
	}
	if _, err := s.DeleteUser(ctx, tn, "bob"); err != nil {
		t.Fatal(err)
	}
	got, _, err = ul.Users(ctx, tn, "", 100)
	if err != nil || slices.Contains(got, "bob") || len(got) != 4 {
		t.Errorf("Users after erasing bob = %q, %v", got, err)
	}
}
