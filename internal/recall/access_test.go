package recall

import (
	"context"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/store"
)

// A recall records access for the memories it ranks and for the memories
// behind the profile values it serves, even when the query matches none of
// them; memories it does not serve get nothing.
func TestRecallRecordsProfileAccess(t *testing.T) {
	ctx := context.Background()
	st := seed(t, "Ann plays the violin", "Ann's name is Ann Lee", "Ann lives in Oslo")
	all, _, err := st.List(ctx, store.Filter{TenantID: "t", UserID: "u"}, "", 10)
	if err != nil || len(all) != 3 {
		t.Fatalf("list: %v %d", err, len(all))
	}
	ids := map[string]string{}
	for _, m := range all {
		ids[m.Content] = m.ID
	}
	name, violin, oslo := ids["Ann's name is Ann Lee"], ids["Ann plays the violin"], ids["Ann lives in Oslo"]
	if err := st.SetProfile(ctx, "t", "u", []store.ProfileEntry{{Key: "name", Value: "Ann Lee", Type: "profile", MemoryID: name, UpdatedAt: time.Now()}}); err != nil {
		t.Fatal(err)
	}

	acc := NewAccessRecorder(st, time.Hour, nil)
	rc := New(st, st, embed.NewLocal(0), acc, Config{}, nil)
	resp, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "violin", K: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) != 1 || resp.Memories[0].ID != violin || resp.Profile["name"].MemoryID != name {
		t.Fatalf("unexpected response: %+v", resp)
	}
	acc.Close() // flushes

	stats, err := st.AccessStats(ctx, "t", "u", []string{name, violin, oslo})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]bool{name: true, violin: true, oslo: false} {
		if got := stats[id].Count > 0; got != want {
			t.Errorf("memory %s: accessed=%v, want %v (stats %+v)", id, got, want, stats[id])
		}
	}
}

// Recency counts from the last access as the state store records it, even
// when the vector store's copy of the memory lags (SQLite's hot index until
// the user's next write; a Qdrant payload always).
func TestRecencyFromFreshAccessStats(t *testing.T) {
	ctx := context.Background()
	st := seed(t, "Ann plays the violin", "Ann lives in Oslo")
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	recency := func() float64 {
		t.Helper()
		resp, err := rc.Recall(ctx, Request{TenantID: "t", UserID: "u", Query: "violin", K: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Memories) != 1 || resp.Memories[0].Content != "Ann plays the violin" {
			t.Fatalf("unexpected response: %+v", resp.Memories)
		}
		return resp.Memories[0].Components.Recency
	}
	before := recency() // loads the user's hot index; the memory dates from 2025
	if before > 0.5 {
		t.Fatalf("recency of a memory untouched since 2025 = %v, want low", before)
	}
	all, _, err := st.List(ctx, store.Filter{TenantID: "t", UserID: "u"}, "", 10)
	if err != nil {
		t.Fatal(err)
	}
	var violin string
	for _, m := range all {
		if m.Content == "Ann plays the violin" {
			violin = m.ID
		}
	}
	if err := st.RecordAccess(ctx, []store.AccessHit{{TenantID: "t", UserID: "u", MemoryID: violin, At: time.Now()}}); err != nil {
		t.Fatal(err)
	}
	if after := recency(); after < 0.99 {
		t.Errorf("recency right after an access = %v (before %v), want about 1", after, before)
	}
}
