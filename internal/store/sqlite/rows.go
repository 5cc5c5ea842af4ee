package sqlite

import (
	"context"
	"database/sql"
	"strings"
	"sync"
)

// rowsChunk is the most rows one multi-row statement writes (a power of
// two: statements of 1, 2, 4, … rowsChunk rows cover any count).
const rowsChunk = 128

// multiRow is an INSERT of many rows in one statement: head, then one
// parenthesised group of cols placeholders per row, then tail. One
// statement per chunk of rows instead of one per row saves most of the
// cost of a write that is small per row (an audit event, an idempotency
// key): database/sql's and the driver's per-statement work.
type multiRow struct {
	head, tail string
	cols       int
	once       sync.Once
	sqls       []string // sqls[i] writes 1<<i rows
}

// sql is the statement of n rows, n a power of two ≤ rowsChunk.
func (m *multiRow) sql(n int) string {
	m.once.Do(func() {
		group := "(" + strings.TrimSuffix(strings.Repeat("?,", m.cols), ",") + ")"
		for k := 1; k <= rowsChunk; k *= 2 {
			var b strings.Builder
			b.WriteString(m.head)
			b.WriteString(" VALUES ")
			for i := range k {
				if i > 0 {
					b.WriteByte(',')
				}
				b.WriteString(group)
			}
			b.WriteString(" ")
			b.WriteString(m.tail)
			m.sqls = append(m.sqls, b.String())
		}
	})
	i := 0
	for 1<<i < n {
		i++
	}
	return m.sqls[i]
}

// powerChunks splits n into powers of two of at most max (a power of
// two), largest first: statement sizes from a fixed, small set.
func powerChunks(n, max int) []int {
	var out []int
	for n > 0 {
		k := max
		for k > n {
			k /= 2
		}
		out = append(out, k)
		n -= k
	}
	return out
}

// Multi-row statements of the state writes.
var (
	auditRows = &multiRow{cols: 8,
		head: `INSERT INTO audit(at, tenant_id, user_key, memory_id, action, actor, turn_id, detail)`}
	appliedRows = &multiRow{cols: 4,
		head: `INSERT INTO applied(tenant_id, user_key, key, expires_at)`,
		tail: `ON CONFLICT DO UPDATE SET expires_at = excluded.expires_at`}
)

// statusRows change the status, supersedes and version of stored
// memories, by id and owner (the owner columns keep a write from touching
// another user's memory of the same id); statusReturning also returns
// what upsertSQL returns of each memory changed.
var (
	statusRows      = statusSet("")
	statusReturning = statusSet(`
		RETURNING memories.id, memories.tenant_id, memories.user_id, memories.access_count, memories.last_accessed_at`)
)

func statusSet(returning string) *multiRow {
	return &multiRow{cols: statusCols,
		head: `UPDATE memories SET status = v.column4, supersedes = v.column5, version = v.column6 FROM (`,
		tail: `) AS v WHERE memories.id = v.column1 AND memories.tenant_id = v.column2 AND memories.user_id = v.column3` + returning}
}

// statusCols is the number of values statusRows takes per memory.
const statusCols = 6

// profileRows set profile entries, bumping the version of a changed one;
// profileRowsTouch is for entries with an update time of their own, which
// moves updated_at even when nothing else changed.
var (
	profileRows      = profileSet("")
	profileRowsTouch = profileSet(" OR profile.updated_at != excluded.updated_at")
)

func profileSet(touch string) *multiRow {
	return &multiRow{cols: 9,
		head: `INSERT INTO profile(tenant_id, user_id, key, value, type, memory_id, scope, updated_at, version)`,
		tail: `ON CONFLICT(tenant_id, user_id, key) DO UPDATE SET value = excluded.value, type = excluded.type,
		memory_id = excluded.memory_id, scope = excluded.scope, updated_at = excluded.updated_at,
		version = CASE WHEN profile.value != excluded.value OR profile.type != excluded.type
			OR profile.memory_id != excluded.memory_id OR profile.scope != excluded.scope
			THEN profile.version + 1 ELSE profile.version END
		WHERE profile.value != excluded.value OR profile.type != excluded.type
		OR profile.memory_id != excluded.memory_id OR profile.scope != excluded.scope` + touch}
}

// prepareRows prepares every size of the multi-row statements on the
// writer, once, when the store opens (inside a transaction the writer's
// single connection is taken).
func (s *Store) prepareRows(ctx context.Context) error {
	for _, m := range []*multiRow{auditRows, appliedRows, profileRows, profileRowsTouch, statusRows, statusReturning, upsertRows} {
		for k := 1; k <= rowsChunk; k *= 2 {
			if _, err := s.prepared(ctx, s.w, m.sql(k)); err != nil {
				return err
			}
		}
	}
	return nil
}

// execRows writes the rows of args (m.cols values each) in tx, in chunks,
// with the statements prepareRows prepared (unprepared, should one be
// missing).
func (s *Store) execRows(ctx context.Context, tx *sql.Tx, m *multiRow, args []any) error {
	off := 0
	for _, k := range powerChunks(len(args)/m.cols, rowsChunk) {
		if _, err := s.execN(ctx, tx, m, k, args[off*m.cols:(off+k)*m.cols]); err != nil {
			return err
		}
		off += k
	}
	return nil
}

// execN runs the statement of n rows of m (n a power of two ≤ rowsChunk)
// with args in tx, prepared by prepareRows (unprepared, should it be
// missing).
func (s *Store) execN(ctx context.Context, tx *sql.Tx, m *multiRow, n int, args []any) (sql.Result, error) {
	q := m.sql(n)
	if st := s.preparedOnly(s.w, q); st != nil {
		return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
	}
	return tx.ExecContext(ctx, q, args...)
}

// queryRows runs the statement of n rows of m (n a power of two ≤
// rowsChunk) with args in tx and calls scan on each row it returns.
func (s *Store) queryRows(ctx context.Context, tx *sql.Tx, m *multiRow, n int, args []any, scan func(*sql.Rows) error) error {
	q := m.sql(n)
	var rows *sql.Rows
	var err error
	if st := s.preparedOnly(s.w, q); st != nil {
		rows, err = tx.StmtContext(ctx, st).QueryContext(ctx, args...)
	} else {
		rows, err = tx.QueryContext(ctx, q, args...)
	}
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := scan(rows); err != nil {
			return err
		}
	}
	if err := rows.Close(); err != nil {
		return err
	}
	return rows.Err()
}

// preparedOnly is the statement q prepared on db by prepared, or nil: it
// never prepares (inside a transaction the writer's connection is taken).
func (s *Store) preparedOnly(db *sql.DB, q string) *sql.Stmt {
	v, ok := stmtCaches.Load(db)
	if !ok {
		return nil
	}
	st, ok := v.(*sync.Map).Load(q)
	if !ok {
		return nil
	}
	return st.(*sql.Stmt)
}
