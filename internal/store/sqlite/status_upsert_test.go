package sqlite_test

import (
	"context"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestUpsertStatus: of a stored memory only Status, Supersedes and
// Version are written; an unknown one is written whole; another user's
// memory of the same id is left alone (whole or status-only); the hot
// index answers like a store without a cache. Both through UpsertStatus
// (which reads access statistics back) and inside WriteTx (which takes
// them as given, and finds the rows it did not write by their owners).
func TestUpsertStatus(t *testing.T) {
	for _, inTx := range []bool{false, true} {
		t.Run(map[bool]string{false: "UpsertStatus", true: "WriteTx"}[inTx], func(t *testing.T) { testUpsertStatus(t, inTx) })
	}
}

func testUpsertStatus(t *testing.T, inTx bool) {
	ctx := context.Background()
	_, hot, cold := openHotCold(t)
	t0 := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	mk := func(id, user, content string) memory.Memory {
		return memory.Memory{ID: id, TenantID: "t1", UserID: user, Type: events.TypeFact, Content: content,
			Status: memory.StatusActive, Confidence: 0.9, Importance: 0.5, Version: 1, CreatedAt: t0, UpdatedAt: t0,
			SourceTurnIDs: []string{"turn-1"}, EmbedderID: "e1", Vector: []float32{1, 0, 0, 0}}
	}
	if err := hot.Upsert(ctx, []memory.Memory{mk("a", "alice", "stored a"), mk("b", "bob", "bob's b")}); err != nil {
		t.Fatal(err)
	}
	// Warm alice's hot index.
	if _, err := hot.GetIndexed(ctx, "t1", "alice", []string{"a"}); err != nil {
		t.Fatal(err)
	}
	a := mk("a", "alice", "CHANGED content must not be written")
	a.Vector = []float32{0, 1, 0, 0}
	a.Status, a.Supersedes, a.Version = memory.StatusSuperseded, "z", 2
	newC := mk("c", "alice", "new c")
	newC.Status = memory.StatusSuperseded
	foreign := mk("b", "alice", "alice's claim on bob's id")
	foreign.Status = memory.StatusArchived
	foreignWhole := mk("b", "alice", "alice's whole claim on bob's id")
	write := func(mems, status []memory.Memory) error { return hot.UpsertStatus(ctx, mems, status) }
	if inTx {
		write = func(mems, status []memory.Memory) error {
			return hot.WriteTx(ctx, func(v store.VectorStore, _ store.StateStore) error {
				return v.(store.StatusUpserter).UpsertStatus(ctx, mems, status)
			})
		}
	}
	if err := write([]memory.Memory{foreignWhole}, []memory.Memory{a, newC, foreign}); err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		name string
		get  func(user string, ids []string) ([]memory.Memory, error)
	}{
		{"hot", func(u string, ids []string) ([]memory.Memory, error) { return hot.GetIndexed(ctx, "t1", u, ids) }},
		{"cold", func(u string, ids []string) ([]memory.Memory, error) { return cold.Get(ctx, "t1", u, ids) }},
	} {
		got, err := s.get("alice", []string{"a", "c", "b"})
		if err != nil {
			t.Fatal(err)
		}
		byID := map[string]memory.Memory{}
		for _, m := range got {
			byID[m.ID] = m
		}
		if m := byID["a"]; m.Content != "stored a" || m.Vector[0] != 1 || m.Status != memory.StatusSuperseded || m.Supersedes != "z" || m.Version != 2 {
			t.Errorf("%s: a = %q %v %s %q v%d, want the stored record with status superseded, supersedes z, version 2", s.name, m.Content, m.Vector, m.Status, m.Supersedes, m.Version)
		}
		if m := byID["c"]; m.Content != "new c" || m.Status != memory.StatusSuperseded {
			t.Errorf("%s: unknown c = %+v, want it written whole", s.name, m)
		}
		if _, ok := byID["b"]; ok {
			t.Errorf("%s: alice got bob's memory b", s.name)
		}
		bob, err := s.get("bob", []string{"b"})
		if err != nil {
			t.Fatal(err)
		}
		if len(bob) != 1 || bob[0].Status != memory.StatusActive || bob[0].Content != "bob's b" {
			t.Errorf("%s: bob's b = %+v, want it untouched", s.name, bob)
		}
	}
}
