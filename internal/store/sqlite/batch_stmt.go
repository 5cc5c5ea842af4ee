package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// Statements of the write path, prepared once on the writer connection when
// the store opens and bound to each transaction (database/sql reuses the
// connection's prepared statement), so that hot writes are not parsed and
// planned again for every row.
const (
	qProfileClear = iota
	qTombstone
	qAccess
	qAccessDelete
	qLockTake
	qLockRenew
	qLockRelease
	nStmts
)

var stmtSQL = [nStmts]string{
	qProfileClear: `UPDATE profile SET value = '', version = version + 1, updated_at = ?
		WHERE tenant_id = ? AND user_id = ? AND key = ? AND value != ''`,
	qTombstone: `INSERT INTO tombstones(tenant_id, user_key, memory_id, at) VALUES (?, ?, ?, ?)
		ON CONFLICT DO UPDATE SET at = max(at, excluded.at)`,
	qAccess: `INSERT INTO access(tenant_id, user_id, memory_id, count, last) VALUES (?, ?, ?, 1, ?)
		ON CONFLICT DO UPDATE SET count = count + 1, last = max(last, excluded.last)`,
	qAccessDelete: `DELETE FROM access WHERE tenant_id = ? AND user_id = ? AND memory_id = ?`,
	// The lock statements take their names as one JSON array: one
	// statement per call, whatever the number of users. A take inserts the
	// free names and takes over the expired ones; it changes fewer rows than
	// names when one is held (and the transaction is then rolled back).
	qLockTake: `INSERT INTO locks(name, holder, expires_at) SELECT value, ?, ? FROM json_each(?) WHERE true
		ON CONFLICT(name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
		WHERE locks.expires_at < ?`,
	qLockRenew:   `UPDATE locks SET expires_at = ? WHERE holder = ? AND name IN (SELECT value FROM json_each(?))`,
	qLockRelease: `DELETE FROM locks WHERE holder = ? AND name IN (SELECT value FROM json_each(?))`,
}

// Read statements, prepared on the reader pool (database/sql prepares them
// again on each reader connection the first time it runs them). Their ids
// go in one JSON array argument, so that one statement serves any count.
const (
	rApplied = iota
	rTombstoned
	nReadStmts
)

var readSQL = [nReadStmts]string{
	rApplied: `SELECT key FROM applied WHERE tenant_id = ? AND user_key = ? AND expires_at > ?
		AND key IN (SELECT value FROM json_each(?))`,
	rTombstoned: `SELECT memory_id, at FROM tombstones WHERE tenant_id = ? AND user_key = ?
		AND memory_id IN (SELECT value FROM json_each(?))`,
}

// prepare prepares the write statements on the writer connection. It must
// run before any transaction is open: the writer has a single connection.
func (s *Store) prepare(ctx context.Context) error {
	for i, q := range stmtSQL {
		st, err := s.w.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("prepare statement %d: %w", i, err)
		}
		s.stmts[i] = st
	}
	for i, q := range readSQL {
		st, err := s.r.PrepareContext(ctx, q)
		if err != nil {
			return fmt.Errorf("prepare read statement %d: %w", i, err)
		}
		s.reads[i] = st
	}
	if err := s.prepareRows(ctx); err != nil {
		return fmt.Errorf("prepare multi-row statements: %w", err)
	}
	return nil
}

// closeStmts closes the prepared statements.
func (s *Store) closeStmts() error {
	var errs []error
	for i, st := range s.stmts {
		if st != nil {
			errs = append(errs, st.Close())
			s.stmts[i] = nil
		}
	}
	for i, st := range s.reads {
		if st != nil {
			errs = append(errs, st.Close())
			s.reads[i] = nil
		}
	}
	return errors.Join(errs...)
}

// execer is what a write helper needs of a statement.
type execer interface {
	ExecContext(ctx context.Context, args ...any) (sql.Result, error)
}

// unprepared executes a query text in a transaction, for a store whose
// statements are not prepared.
type unprepared struct {
	tx *sql.Tx
	q  string
}

func (u unprepared) ExecContext(ctx context.Context, args ...any) (sql.Result, error) {
	return u.tx.ExecContext(ctx, u.q, args...)
}

// jsonList encodes ids as the JSON array argument of a read statement.
func jsonList(ids []string) (string, error) {
	b, err := json.Marshal(ids)
	if err != nil {
		return "", fmt.Errorf("encode ids: %w", err)
	}
	return string(b), nil
}

// stmt returns statement q bound to tx.
func (s *Store) stmt(ctx context.Context, tx *sql.Tx, q int) execer {
	if st := s.stmts[q]; st != nil {
		return tx.StmtContext(ctx, st)
	}
	return unprepared{tx, stmtSQL[q]}
}
