package sqlite

import (
	"context"
	"errors"
	"fmt"

	"github.com/engram-memory/engram/internal/store"
)

var _ store.UserLister = (*Store)(nil)

// Users returns a page of the user ids of tenant that have memories, in
// ascending byte order after cursor (store.UserLister).
func (s *Store) Users(ctx context.Context, tenant, cursor string, limit int) ([]string, string, error) {
	if tenant == "" {
		return nil, "", errors.New("sqlite users: tenant is required")
	}
	if limit <= 0 {
		limit = 100
	}
	rows, err := s.r.QueryContext(ctx, `SELECT DISTINCT user_id FROM memories WHERE tenant_id = ? AND user_id > ? ORDER BY user_id LIMIT ?`,
		tenant, cursor, limit+1)
	if err != nil {
		return nil, "", fmt.Errorf("sqlite users: %w", err)
	}
	users, err := scanStrings(rows)
	if err != nil {
		return nil, "", fmt.Errorf("sqlite users: %w", err)
	}
	next := ""
	if len(users) > limit {
		users = users[:limit]
		next = users[limit-1]
	}
	return users, next, nil
}

// Scopes returns the distinct scopes of the memories of tenant and user,
// "" for unscoped ones (store.UserLister).
func (s *Store) Scopes(ctx context.Context, tenant, user string) ([]string, error) {
	if err := requireUser(tenant, user); err != nil {
		return nil, err
	}
	rows, err := s.r.QueryContext(ctx, `SELECT DISTINCT scope FROM memories WHERE tenant_id = ? AND user_id = ? ORDER BY scope`, tenant, user)
	if err != nil {
		return nil, fmt.Errorf("sqlite scopes: %w", err)
	}
	scopes, err := scanStrings(rows)
	if err != nil {
		return nil, fmt.Errorf("sqlite scopes: %w", err)
	}
	return scopes, nil
}

// scanStrings reads a one-column result of strings and closes rows.
func scanStrings(rows interface {
	Next() bool
	Scan(...any) error
	Err() error
	Close() error
}) ([]string, error) {
	defer rows.Close()
	var out []string
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}
