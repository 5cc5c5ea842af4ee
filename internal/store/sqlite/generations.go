package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Generation statements: the users' current generations, then their
// bump, for every user of a tenant in one statement each. The users go in
// one JSON array of user ids.
const (
	gensSQL     = `SELECT user_id, gen FROM user_gen WHERE tenant_id = ?1 AND user_id IN (SELECT value FROM json_each(?2))`
	bumpGensSQL = `INSERT INTO user_gen(tenant_id, user_id, gen) SELECT ?1, value, ?3 FROM json_each(?2) WHERE true
		ON CONFLICT(tenant_id, user_id) DO UPDATE SET gen = max(gen + 1, excluded.gen)
		RETURNING user_id, gen`
)

// genStmts are the prepared generation statements, prepared before the
// transaction (the writer has one connection, which the transaction holds).
type genStmts struct{ cur, next *sql.Stmt }

func (s *Store) genStmts(ctx context.Context) (g genStmts, err error) {
	if g.cur, err = s.prepared(ctx, s.w, gensSQL); err != nil {
		return g, err
	}
	if g.next, err = s.prepared(ctx, s.w, bumpGensSQL); err != nil {
		return g, err
	}
	return g, nil
}

// bump advances the generation of every user of ws inside tx, recording in
// each the generations before (0 for none) and after.
func (g genStmts) bump(ctx context.Context, tx *sql.Tx, ws []*userWrite) error {
	byTenant := map[string]map[string]*userWrite{}
	var tenants []string
	for _, w := range ws {
		if byTenant[w.tenant] == nil {
			byTenant[w.tenant] = map[string]*userWrite{}
			tenants = append(tenants, w.tenant)
		}
		byTenant[w.tenant][w.user] = w
		w.from, w.to = 0, 0
	}
	// Generations come from the clock so that a user erased and created
	// again never reuses a generation a cache may still hold.
	now := time.Now().UnixNano()
	for _, tenant := range tenants {
		users := byTenant[tenant]
		ids := make([]string, 0, len(users))
		for u := range users {
			ids = append(ids, u)
		}
		list, err := jsonList(ids)
		if err != nil {
			return err
		}
		scan := func(st *sql.Stmt, args ...any) error {
			rows, err := tx.StmtContext(ctx, st).QueryContext(ctx, args...)
			if err != nil {
				return err
			}
			defer rows.Close()
			for rows.Next() {
				var u string
				var gen int64
				if err := rows.Scan(&u, &gen); err != nil {
					return err
				}
				if w := users[u]; w != nil {
					if st == g.cur {
						w.from = gen
					} else {
						w.to = gen
					}
				}
			}
			return rows.Err()
		}
		if err := scan(g.cur, tenant, list); err != nil {
			return fmt.Errorf("read generations: %w", err)
		}
		if err := scan(g.next, tenant, list, now); err != nil {
			return fmt.Errorf("bump generations: %w", err)
		}
	}
	return nil
}

// generation reads the user's current generation; ok is false for a user
// with no data (no row: never written, or erased by DeleteUser).
func (s *Store) generation(ctx context.Context, tenant, user string) (gen int64, ok bool, err error) {
	st, err := s.prepared(ctx, s.r, `SELECT gen FROM user_gen WHERE tenant_id = ? AND user_id = ?`)
	if err != nil {
		return 0, false, fmt.Errorf("sqlite user generation: %w", err)
	}
	err = st.QueryRowContext(ctx, tenant, user).Scan(&gen)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("sqlite user generation: %w", err)
	}
	return gen, true, nil
}

// Revision implements store.Revisioner: the user's generation, bumped in
// every write transaction of the user's memories (by any process on the
// file), taken from the clock so that a user erased and written again
// never gets an old one back, and 0 once DeleteUser erased the user. A
// user pinned in ctx (PinUsers) has the pinned generation, the one the
// reads under ctx serve.
func (s *Store) Revision(ctx context.Context, tenant, user string) (int64, error) {
	if err := requireUser(tenant, user); err != nil {
		return 0, err
	}
	if gen, ok := pinned(ctx, cacheKey(tenant, user)); ok {
		return max(gen, 0), nil
	}
	gen, _, err := s.generation(ctx, tenant, user)
	return gen, err
}
