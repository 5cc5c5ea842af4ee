package sqlite

import (
	"context"
	"fmt"
)

// CountByStatus returns the number of stored memories per status, all
// tenants and users together, in one aggregate query on the reader pool
// (for the engram_memories gauge; never on a request path).
func (s *Store) CountByStatus(ctx context.Context) (map[string]int, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT status, COUNT(*) FROM memories GROUP BY status`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: count memories by status: %w", err)
	}
	defer rows.Close()
	out := map[string]int{}
	for rows.Next() {
		var status string
		var n int
		if err := rows.Scan(&status, &n); err != nil {
			return nil, fmt.Errorf("sqlite: count memories by status: %w", err)
		}
		out[status] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: count memories by status: %w", err)
	}
	return out, nil
}
