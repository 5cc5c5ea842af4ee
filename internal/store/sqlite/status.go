package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

var _ store.StatusSetter = (*Store)(nil)

// setStatusChunk is the most ids one status update statement takes.
const setStatusChunk = 500

// setStatusSQL changes the status of the listed memories of one user. The
// unary plus on the owner columns keeps the planner on the primary key (one
// lookup per id) instead of walking all the user's rows by memories_user.
// The status change does not touch terms, so no FTS5 trigger fires.
const setStatusSQL = `UPDATE memories SET status = ?1, updated_at = ?2, version = version + 1
	WHERE id IN (SELECT value FROM json_each(?5)) AND +tenant_id = ?3 AND +user_id = ?4
	RETURNING id, version`

// SetStatus sets the status of these memories of tenant and user, their
// updated_at to at and their version to version+1, in one transaction with
// one UPDATE per chunk of ids (each memory changes once, even if listed
// twice); vectors and the other columns are not rewritten. The transaction bumps the user's generation like every write,
// and once it has committed the user's cached index, if any, is patched in
// place (see patchCache). It returns how many memories changed.
func (s *Store) SetStatus(ctx context.Context, tenant, user string, ids []string, status memory.Status, at time.Time) (int, error) {
	if err := requireUser(tenant, user); err != nil {
		return 0, fmt.Errorf("sqlite set status: %w", err)
	}
	if status == "" {
		return 0, errors.New("sqlite set status: status is required")
	}
	// Each memory changes once, however often its id is listed.
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	if len(ids) == 0 {
		return 0, nil
	}
	upd, err := s.prepared(ctx, s.w, setStatusSQL)
	if err != nil {
		return 0, fmt.Errorf("sqlite set status: %w", err)
	}
	gens, err := s.genStmts(ctx)
	if err != nil {
		return 0, fmt.Errorf("sqlite set status: %w", err)
	}
	when := nanos(at)
	versions := map[string]int64{}
	w := &userWrite{tenant: tenant, user: user}
	err = s.tx(ctx, func(tx *sql.Tx) error {
		clear(versions)
		st := tx.StmtContext(ctx, upd)
		for chunk := range slices.Chunk(ids, setStatusChunk) {
			list, err := json.Marshal(chunk)
			if err != nil {
				return fmt.Errorf("encode ids: %w", err)
			}
			rows, err := st.QueryContext(ctx, string(status), when, tenant, user, string(list))
			if err != nil {
				return fmt.Errorf("update %d memories: %w", len(chunk), err)
			}
			for rows.Next() {
				var id string
				var v int64
				if err := rows.Scan(&id, &v); err != nil {
					rows.Close()
					return fmt.Errorf("update %d memories: %w", len(chunk), err)
				}
				versions[id] = v
			}
			if err := rows.Close(); err != nil {
				return fmt.Errorf("update %d memories: %w", len(chunk), err)
			}
			if err := rows.Err(); err != nil {
				return fmt.Errorf("update %d memories: %w", len(chunk), err)
			}
		}
		if len(versions) == 0 {
			return nil // nothing changed: the generation stays
		}
		return gens.bump(ctx, tx, []*userWrite{w})
	})
	if err != nil {
		return 0, fmt.Errorf("sqlite set status: %w", err)
	}
	if len(versions) > 0 && s.cache != nil {
		updated := fromNanos(when)
		s.cache.patch(cacheKey(tenant, user), w.from, w.to, func(ix *userIdx) *userIdx {
			return ix.withStatus(versions, status, updated)
		})
	}
	return len(versions), nil
}

// withStatus returns ix with the records of the ids in versions given
// status, updated_at and the version the database returned (absolute, so
// that patching an index that already holds the change yields the same
// records); ix is not modified (see patched). Ids absent from ix are
// skipped. It returns nil if a record cannot be decoded (the caller then
// drops the index).
func (ix *userIdx) withStatus(versions map[string]int64, status memory.Status, updated time.Time) *userIdx {
	drop := make(map[string]bool, len(versions))
	var mems []memory.Memory
	for i := range ix.meta {
		v, ok := versions[string(ix.docID(i))]
		if !ok {
			continue
		}
		m, err := ix.record(i)
		if err != nil {
			return nil
		}
		m.Status, m.UpdatedAt, m.Version = status, updated, v
		drop[m.ID] = true
		mems = append(mems, m)
	}
	if len(drop) == 0 {
		return ix
	}
	return ix.patched(drop, mems)
}
