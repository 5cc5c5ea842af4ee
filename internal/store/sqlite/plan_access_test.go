package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestAccessStatsUsesPrimaryKey pins the plan of AccessStats' statement:
// each id of the JSON array is looked up by the access table's primary key.
func TestAccessStatsUsesPrimaryKey(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "plan.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	rows, err := s.r.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+accessStatsSQL, "t", "u", `["a","b"]`)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	if !strings.Contains(strings.Join(plan, "\n"), "memory_id=?") {
		t.Errorf("access stats plan does not look ids up by primary key:\n%s", strings.Join(plan, "\n"))
	}
}

// TestRecordAccessLeavesMemoryRows: recall hits go to the access table
// only (the memory's row, with its content and vector, is not rewritten
// per hit), and every read of a memory reports the access table's
// statistics, or the row's own when they are higher (a memory written
// with statistics keeps them).
func TestRecordAccessLeavesMemoryRows(t *testing.T) {
	ctx := context.Background()
	s, err := Open(filepath.Join(t.TempDir(), "access.db"), Options{CacheUsers: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	t0 := time.Unix(1_800_000_000, 0).UTC()
	mk := func(id string, count int64, last time.Time) memory.Memory {
		return memory.Memory{ID: id, TenantID: "t", UserID: "u", Type: events.TypePreference, Content: "likes tea " + id,
			Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1, CreatedAt: t0, UpdatedAt: t0,
			AccessCount: count, LastAccessedAt: last}
	}
	if err := s.Upsert(ctx, []memory.Memory{mk("m1", 0, time.Time{}), mk("m2", 9, t0.Add(time.Hour))}); err != nil {
		t.Fatal(err)
	}
	hits := []store.AccessHit{
		{TenantID: "t", UserID: "u", MemoryID: "m1", At: t0.Add(time.Minute)},
		{TenantID: "t", UserID: "u", MemoryID: "m1", At: t0.Add(2 * time.Minute)},
		{TenantID: "t", UserID: "u", MemoryID: "m2", At: t0.Add(time.Minute)},
	}
	if err := s.RecordAccess(ctx, hits); err != nil {
		t.Fatal(err)
	}
	var rowCount, rowLast int64
	if err := s.r.QueryRowContext(ctx, `SELECT access_count, last_accessed_at FROM memories WHERE id = 'm1'`).Scan(&rowCount, &rowLast); err != nil {
		t.Fatal(err)
	}
	if rowCount != 0 || rowLast != 0 {
		t.Errorf("m1's row was rewritten by RecordAccess: access_count %d, last_accessed_at %d", rowCount, rowLast)
	}
	want := map[string]struct {
		count int64
		last  time.Time
	}{"m1": {2, t0.Add(2 * time.Minute)}, "m2": {9, t0.Add(time.Hour)}}
	check := func(how string, ms []memory.Memory) {
		t.Helper()
		if len(ms) != 2 {
			t.Fatalf("%s: %d memories, want 2", how, len(ms))
		}
		for _, m := range ms {
			w := want[m.ID]
			if m.AccessCount != w.count || !m.LastAccessedAt.Equal(w.last) {
				t.Errorf("%s %s: access %d at %v, want %d at %v", how, m.ID, m.AccessCount, m.LastAccessedAt, w.count, w.last)
			}
		}
	}
	got, err := s.Get(ctx, "t", "u", []string{"m1", "m2"})
	if err != nil {
		t.Fatal(err)
	}
	check("Get", got)
	page, _, err := s.List(ctx, store.Filter{TenantID: "t", UserID: "u"}, "", 10)
	if err != nil {
		t.Fatal(err)
	}
	check("List", page)
}
