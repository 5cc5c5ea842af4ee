package sqlite

import (
	"context"
	"fmt"
)

// pinKey is the context key of pinned user generations (PinUsers).
type pinKey struct{}

// noGen is the pinned generation of a user with no data.
const noGen = -1

// PinUsers returns ctx carrying the current generation of each of tenant's
// users, read in one query. Reads of those users through this store under
// the returned ctx (Get through the hot index, ListKeys, searches) serve
// the hot index of the pinned generation, when it is cached, without
// reading the generation again: one query per call instead of one per
// read. A user not cached is read as without the pin.
//
// The caller must hold the users' locks (LockUsers) for as long as it
// reads under ctx, so that no other writer can change them meanwhile, and
// must not read under ctx after writing them. The ingester pins the users
// of a call after locking them and reads under ctx only before its commit.
func (s *Store) PinUsers(ctx context.Context, tenant string, users []string) (context.Context, error) {
	if s.cache == nil || len(users) == 0 {
		return ctx, nil
	}
	list, err := jsonList(users)
	if err != nil {
		return ctx, fmt.Errorf("sqlite pin users: %w", err)
	}
	st, err := s.prepared(ctx, s.r, `SELECT user_id, gen FROM user_gen WHERE tenant_id = ? AND user_id IN (SELECT value FROM json_each(?))`)
	if err != nil {
		return ctx, fmt.Errorf("sqlite pin users: %w", err)
	}
	old, _ := ctx.Value(pinKey{}).(map[string]int64)
	pins := make(map[string]int64, len(old)+len(users))
	for k, g := range old {
		pins[k] = g
	}
	for _, u := range users {
		pins[cacheKey(tenant, u)] = noGen
	}
	rows, err := st.QueryContext(ctx, tenant, list)
	if err != nil {
		return ctx, fmt.Errorf("sqlite pin users: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var u string
		var g int64
		if err := rows.Scan(&u, &g); err != nil {
			return ctx, fmt.Errorf("sqlite pin users: %w", err)
		}
		pins[cacheKey(tenant, u)] = g
	}
	if err := rows.Err(); err != nil {
		return ctx, fmt.Errorf("sqlite pin users: %w", err)
	}
	return context.WithValue(ctx, pinKey{}, pins), nil
}

// pinned is the generation pinned in ctx of the user with cache key key.
func pinned(ctx context.Context, key string) (gen int64, ok bool) {
	pins, _ := ctx.Value(pinKey{}).(map[string]int64)
	gen, ok = pins[key]
	return gen, ok
}
