package sqlite

import (
	"context"
	"database/sql"
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
