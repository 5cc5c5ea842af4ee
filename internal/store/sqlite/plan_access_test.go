package sqlite

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
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
