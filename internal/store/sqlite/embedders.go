package sqlite

import (
	"context"
	"fmt"
)

// EmbedderCounts returns the number of stored memories per tenant and
// embedder id, every status together, in one aggregate query on the reader
// pool: what re-embedding has left to move (reembed.Counter). It is never
// on a request path.
func (s *Store) EmbedderCounts(ctx context.Context) (map[string]map[string]int, error) {
	rows, err := s.r.QueryContext(ctx, `SELECT tenant_id, embedder_id, COUNT(*) FROM memories GROUP BY tenant_id, embedder_id`)
	if err != nil {
		return nil, fmt.Errorf("sqlite: count memories by embedder: %w", err)
	}
	defer rows.Close()
	out := map[string]map[string]int{}
	for rows.Next() {
		var tenant, emb string
		var n int
		if err := rows.Scan(&tenant, &emb, &n); err != nil {
			return nil, fmt.Errorf("sqlite: count memories by embedder: %w", err)
		}
		if out[tenant] == nil {
			out[tenant] = map[string]int{}
		}
		out[tenant][emb] = n
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite: count memories by embedder: %w", err)
	}
	return out, nil
}
