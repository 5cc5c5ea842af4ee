// The VectorStore methods of Store that read and delete memories by id and
// list them; writes are in upsert.go, searches in search.go.

package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// Get returns the memories with these ids of tenant and user.
func (s *Store) Get(ctx context.Context, tenant, user string, ids []string) ([]memory.Memory, error) {
	if err := requireUser(tenant, user); err != nil {
		return nil, err
	}
	if len(ids) == 0 {
		return nil, nil
	}
	var out []memory.Memory
	for chunk := range slices.Chunk(ids, 500) {
		args := make([]any, 0, len(chunk)+2)
		for _, id := range chunk {
			args = append(args, id)
		}
		args = append(args, tenant, user)
		st, err := s.prepared(ctx, s.r, getSQL(len(chunk)))
		if err != nil {
			return nil, fmt.Errorf("sqlite get: %w", err)
		}
		rows, err := st.QueryContext(ctx, args...)
		if err != nil {
			return nil, fmt.Errorf("sqlite get: %w", err)
		}
		ms, err := collect(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, ms...)
	}
	return out, nil
}

// getSQL and deleteSQL read and delete n memories of one user by id; their
// arguments are the ids, then tenant and user. The unary plus on the owner
// columns keeps the planner on the primary key (one lookup per id): on
// them it would walk every row of the user by memories_user, for every
// chunk of ids.
func getSQL(n int) string {
	return `SELECT ` + memCols + ` FROM memories m WHERE m.id IN (` + placeholders(n) + `) AND +m.tenant_id = ? AND +m.user_id = ?`
}

func deleteSQL(n int) string {
	return `DELETE FROM memories WHERE id IN (` + placeholders(n) + `) AND +tenant_id = ? AND +user_id = ?`
}

func collect(rows *sql.Rows) ([]memory.Memory, error) {
	defer rows.Close()
	var out []memory.Memory
	for rows.Next() {
		m, err := scanMemory(rows)
		if err != nil {
			return nil, fmt.Errorf("sqlite scan: %w", err)
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("sqlite rows: %w", err)
	}
	return out, nil
}

func placeholders(n int) string {
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}

func requireUser(tenant, user string) error {
	if tenant == "" || user == "" {
		return errors.New("tenant and user are required")
	}
	return nil
}

// where renders f as SQL conditions on alias m.
func where(f store.Filter) (string, []any, error) {
	if err := requireUser(f.TenantID, f.UserID); err != nil {
		return "", nil, err
	}
	conds := []string{"m.tenant_id = ?", "m.user_id = ?"}
	args := []any{f.TenantID, f.UserID}
	if !f.AnyScope {
		if f.Scope == "" {
			conds = append(conds, "m.scope = ''")
		} else {
			conds = append(conds, "m.scope IN ('', ?)")
			args = append(args, f.Scope)
		}
	}
	statuses := f.Statuses
	if len(statuses) == 0 {
		statuses = []memory.Status{memory.StatusActive}
	}
	conds = append(conds, "m.status IN ("+placeholders(len(statuses))+")")
	for _, st := range statuses {
		args = append(args, string(st))
	}
	if len(f.Types) > 0 {
		conds = append(conds, "m.type IN ("+placeholders(len(f.Types))+")")
		for _, t := range f.Types {
			args = append(args, string(t))
		}
	}
	if f.Key != "" {
		conds = append(conds, "m.key = ?")
		args = append(args, f.Key)
	}
	if !f.Now.IsZero() {
		conds = append(conds, "(m.expires_at = 0 OR m.expires_at > ?)")
		args = append(args, f.Now.UnixNano())
	}
	if f.EmbedderID != "" {
		conds = append(conds, "m.embedder_id = ?")
		args = append(args, f.EmbedderID)
	}
	return strings.Join(conds, " AND "), args, nil
}

// List pages through memories matching f ordered by id.
func (s *Store) List(ctx context.Context, f store.Filter, cursor string, limit int) ([]memory.Memory, string, error) {
	cond, args, err := where(f)
	if err != nil {
		return nil, "", err
	}
	if limit <= 0 {
		limit = 100
	}
	st, err := s.prepared(ctx, s.r, `SELECT `+memCols+` FROM memories m WHERE `+cond+` AND m.id > ? ORDER BY m.id LIMIT ?`)
	if err != nil {
		return nil, "", fmt.Errorf("sqlite list: %w", err)
	}
	rows, err := st.QueryContext(ctx, append(args, cursor, limit+1)...)
	if err != nil {
		return nil, "", fmt.Errorf("sqlite list: %w", err)
	}
	mems, err := collect(rows)
	if err != nil {
		return nil, "", err
	}
	next := ""
	if len(mems) > limit {
		mems = mems[:limit]
		next = mems[limit-1].ID
	}
	return mems, next, nil
}

// Delete removes these memories of tenant and user.
func (s *Store) Delete(ctx context.Context, tenant, user string, ids []string) (int, error) {
	if err := requireUser(tenant, user); err != nil {
		return 0, err
	}
	if len(ids) == 0 {
		return 0, nil
	}
	if err := s.prepareWrites(ctx); err != nil {
		return 0, fmt.Errorf("sqlite delete: %w", err)
	}
	var n int
	var w *userWrite
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		n, w, err = s.deleteTx(ctx, tx, tenant, user, ids)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("sqlite delete: %w", err)
	}
	s.patchCache([]*userWrite{w})
	return n, nil
}

// deleteTx removes these memories of tenant and user in tx and returns how
// many existed and the write for patchCache. prepareWrites must have run.
func (s *Store) deleteTx(ctx context.Context, tx *sql.Tx, tenant, user string, ids []string) (int, *userWrite, error) {
	gens, err := s.genStmts(ctx)
	if err != nil {
		return 0, nil, err
	}
	n := 0
	w := &userWrite{tenant: tenant, user: user, drop: map[string]bool{}}
	for _, id := range ids {
		w.drop[id] = true
	}
	for chunk := range slices.Chunk(ids, 500) {
		args := make([]any, 0, len(chunk)+2)
		for _, id := range chunk {
			args = append(args, id)
		}
		args = append(args, tenant, user)
		res, err := tx.ExecContext(ctx, deleteSQL(len(chunk)), args...)
		if err != nil {
			return 0, nil, err
		}
		k, _ := res.RowsAffected()
		n += int(k)
	}
	if err := gens.bump(ctx, tx, []*userWrite{w}); err != nil {
		return 0, nil, err
	}
	return n, w, nil
}

// DeleteUser removes every memory of tenant and user.
func (s *Store) DeleteUser(ctx context.Context, tenant, user string) (int, error) {
	if err := requireUser(tenant, user); err != nil {
		return 0, err
	}
	s.erased.Store(true)
	n := 0
	err := s.tx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, `DELETE FROM memories WHERE tenant_id = ? AND user_id = ?`, tenant, user)
		if err != nil {
			return err
		}
		k, _ := res.RowsAffected()
		n = int(k)
		_, err = tx.ExecContext(ctx, `DELETE FROM user_gen WHERE tenant_id = ? AND user_id = ?`, tenant, user)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("sqlite delete user: %w", err)
	}
	s.DropUserCache(tenant, user)
	return n, nil
}

// Scan visits every memory in pages of pageSize, ordered by id.
func (s *Store) Scan(ctx context.Context, pageSize int, fn func([]memory.Memory) error) error {
	if pageSize <= 0 {
		pageSize = 1000
	}
	cursor := ""
	for {
		rows, err := s.r.QueryContext(ctx, `SELECT `+memCols+` FROM memories m WHERE m.id > ? ORDER BY m.id LIMIT ?`, cursor, pageSize)
		if err != nil {
			return fmt.Errorf("sqlite scan: %w", err)
		}
		mems, err := collect(rows)
		if err != nil {
			return err
		}
		if len(mems) == 0 {
			return nil
		}
		if err := fn(mems); err != nil {
			return err
		}
		cursor = mems[len(mems)-1].ID
	}
}
