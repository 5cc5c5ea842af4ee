package sqlite

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// TestByIDStatementsUsePrimaryKey pins the query plans of the statements
// that read or change memories by id: each id is looked up by primary key,
// never by walking all the user's rows through memories_user.
func TestByIDStatementsUsePrimaryKey(t *testing.T) {
	s, err := Open(filepath.Join(t.TempDir(), "plan.db"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for _, c := range []struct {
		name string
		q    string
		args int
	}{
		{"get 3", getSQL(3), 5},
		{"get 500", getSQL(500), 502},
		{"delete 3", deleteSQL(3), 5},
		{"delete 500", deleteSQL(500), 502},
		{"set status", setStatusSQL, 5},
		{"status rows 1", statusRows.sql(1), statusCols},
		{"status rows 128", statusRows.sql(128), 128 * statusCols},
	} {
		args := make([]any, c.args)
		for i := range args {
			args[i] = fmt.Sprint(i)
		}
		rows, err := s.r.QueryContext(context.Background(), "EXPLAIN QUERY PLAN "+c.q, args...)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		// A multi-row update scans its VALUES first, then searches
		// memories by id for each row.
		search := -1
		for i, p := range plan {
			if strings.Contains(p, "memories_user") {
				search = -1
				break
			}
			if search < 0 && strings.Contains(p, "sqlite_autoindex_memories_1 (id=?)") {
				search = i
			}
		}
		if search < 0 || search > 0 && !strings.HasPrefix(c.name, "status rows") {
			t.Errorf("%s: plan %q, want a primary key search by id first", c.name, plan)
		}
	}
}
