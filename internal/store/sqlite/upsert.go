package sqlite

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/memory"
)

// upsertChunk is the most memories one upsert statement writes.
const upsertChunk = 256

// upsertSQL is the upsert of n memories in one statement. One statement
// per chunk, not per memory: the FTS5 index flushes its pending terms to a
// new segment at every statement that opens a statement journal (an
// insert firing triggers does), so a statement per memory wrote, and later
// merged, one tiny segment per memory.
func upsertSQL(n int) string {
	if n > 0 && n <= upsertChunk && n&(n-1) == 0 {
		return upsertSQLs[bits.TrailingZeros(uint(n))]
	}
	return buildUpsertSQL(n)
}

// upsertSQLs are the statements of the sizes upsertSizes uses, built once.
var upsertSQLs = func() (out []string) {
	for n := 1; n <= upsertChunk; n *= 2 {
		out = append(out, buildUpsertSQL(n))
	}
	return out
}()

func buildUpsertSQL(n int) string {
	var b strings.Builder
	b.WriteString(upsertHead)
	b.WriteString(`
			VALUES `)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")
	}
	b.WriteString(upsertTail)
	b.WriteString(`
			RETURNING id, tenant_id, user_id, access_count, last_accessed_at`)
	return b.String()
}

// The upsert of memories: a memory of the same id is updated only if it
// belongs to the same tenant and user (the first writer of an id keeps
// it); access statistics are left as stored.
const (
	upsertHead = `INSERT INTO memories (id, tenant_id, user_id, agent_id, scope, type, content, key, value,
			confidence, importance, sensitivity, status, version, created_at, updated_at, last_accessed_at, access_count,
			expires_at, event_time, pinned, source_turn_ids, extractor_id, embedder_id, supersedes, vector, terms,
			assertions)`
	upsertTail = `
			ON CONFLICT(id) DO UPDATE SET agent_id=excluded.agent_id, scope=excluded.scope, type=excluded.type,
			content=excluded.content, key=excluded.key, value=excluded.value, confidence=excluded.confidence,
			importance=excluded.importance, sensitivity=excluded.sensitivity, status=excluded.status,
			version=excluded.version, created_at=excluded.created_at, updated_at=excluded.updated_at,
			expires_at=excluded.expires_at, event_time=excluded.event_time, pinned=excluded.pinned,
			source_turn_ids=excluded.source_turn_ids, extractor_id=excluded.extractor_id,
			embedder_id=excluded.embedder_id, supersedes=excluded.supersedes, vector=excluded.vector,
			terms=excluded.terms, assertions=excluded.assertions
			WHERE memories.tenant_id = excluded.tenant_id AND memories.user_id = excluded.user_id`
)

// upsertRows is the upsert without RETURNING, for writes whose access
// statistics are taken as given (upsertTx); writeRows checks that every
// row was written.
var upsertRows = &multiRow{cols: upsertCols, head: upsertHead, tail: upsertTail}

// stored is what a write returns of a memory for the hot index: its
// access statistics as stored.
type stored struct{ accessCount, accessed int64 }

// writeRows writes the n rows of args, one per memory of chunk, with the
// statement of m, and records each memory written in written, with its
// access statistics as given. A row not written (its id belongs to
// another user: the statement changed fewer than n rows) is found by
// reading the owners of the chunk's ids.
func (s *Store) writeRows(ctx context.Context, tx *sql.Tx, m *multiRow, n int, args []any, chunk []memory.Memory, written map[[3]string]stored) error {
	res, err := s.execN(ctx, tx, m, n, args)
	if err != nil {
		return err
	}
	all := false
	if c, err := res.RowsAffected(); err == nil && c == int64(n) {
		all = true
	}
	var owners map[string][2]string
	if !all {
		ids := make([]string, len(chunk))
		for i, m := range chunk {
			ids[i] = m.ID
		}
		if owners, err = s.owners(ctx, tx, ids); err != nil {
			return err
		}
	}
	for _, m := range chunk {
		if !all && owners[m.ID] != [2]string{m.TenantID, m.UserID} {
			continue
		}
		written[[3]string{m.ID, m.TenantID, m.UserID}] = stored{m.AccessCount, nanos(m.LastAccessedAt)}
	}
	return nil
}

// owners reads in tx the tenant and user of the memories with these ids.
func (s *Store) owners(ctx context.Context, tx *sql.Tx, ids []string) (map[string][2]string, error) {
	list, err := jsonList(ids)
	if err != nil {
		return nil, err
	}
	rows, err := tx.QueryContext(ctx, `SELECT id, tenant_id, user_id FROM memories WHERE id IN (SELECT value FROM json_each(?))`, list)
	if err != nil {
		return nil, fmt.Errorf("read owners: %w", err)
	}
	defer rows.Close()
	out := make(map[string][2]string, len(ids))
	for rows.Next() {
		var id string
		var o [2]string
		if err := rows.Scan(&id, &o[0], &o[1]); err != nil {
			return nil, fmt.Errorf("read owners: %w", err)
		}
		out[id] = o
	}
	return out, rows.Err()
}

// upsertSizes splits n into statement sizes: powers of two up to
// upsertChunk, so that at most 9 statement texts are ever prepared.
func upsertSizes(n int) []int { return powerChunks(n, upsertChunk) }

// Upsert writes memories by id in one transaction.
func (s *Store) Upsert(ctx context.Context, mems []memory.Memory) error {
	return s.UpsertStatus(ctx, mems, nil)
}

// UpsertStatus is Upsert of mems and statusOnly in one transaction,
// writing of the stored memories of statusOnly only their Status,
// Supersedes and Version (see store.StatusUpserter).
func (s *Store) UpsertStatus(ctx context.Context, mems, statusOnly []memory.Memory) error {
	if len(mems)+len(statusOnly) == 0 {
		return nil
	}
	if err := s.prepareWrites(ctx); err != nil {
		return fmt.Errorf("sqlite upsert: %w", err)
	}
	var writes []*userWrite
	err := s.tx(ctx, func(tx *sql.Tx) error {
		var err error
		writes, err = s.upsertTx(ctx, tx, mems, statusOnly, true)
		return err
	})
	if err != nil {
		return fmt.Errorf("sqlite upsert: %w", err)
	}
	s.patchCache(writes)
	return nil
}

var _ store.StatusUpserter = (*Store)(nil)

// prepareWrites prepares the statements of upsertTx and deleteTx (every
// upsert size, the generation statements), which run inside a transaction
// and so cannot prepare on the writer's single connection themselves.
func (s *Store) prepareWrites(ctx context.Context) error {
	if _, err := s.genStmts(ctx); err != nil {
		return err
	}
	for n := 1; n <= upsertChunk; n *= 2 {
		if _, err := s.prepared(ctx, s.w, upsertSQL(n)); err != nil {
			return err
		}
	}
	if _, err := s.prepared(ctx, s.w, verifyLocksSQL); err != nil {
		return err
	}
	if _, err := s.prepared(ctx, s.w, ftsOnSQL); err != nil {
		return err
	}
	return nil
}

// ftsOnSQL counts the FTS5 triggers (ftsTriggers; ensureFTS creates all
// three): a write computes and stores the terms column only when they exist.
const ftsOnSQL = `SELECT count(*) FROM sqlite_schema WHERE type = 'trigger' AND name IN ('memories_ai', 'memories_ad', 'memories_au')`

// upsertTx writes memories by id in tx and returns what it did to each
// user, for patchCache once tx has committed. prepareWrites must have run.
// Of the memories of statusOnly, stored ones whose only change is their
// Status, Supersedes and Version (store.StatusUpserter), only those three
// columns are written; the others are written whole with mems.
//
// The hot index is patched with the records as written. Their access
// statistics (which a write leaves as stored) are read back from the
// database when exactAccess is set; otherwise they are taken as given:
// WriteTx's callers (the ingester) pass them as they read them from the
// hot index, so that the index keeps them as it had them (lagging
// RecordAccess, as documented), without the cost of a RETURNING clause
// on every row (about 7 % of the ingester's time).
func (s *Store) upsertTx(ctx context.Context, tx *sql.Tx, mems, statusOnly []memory.Memory, exactAccess bool) ([]*userWrite, error) {
	gens, err := s.genStmts(ctx)
	if err != nil {
		return nil, err
	}
	// The terms column feeds only FTS5: computed when a store on the file
	// maintains it (read inside the transaction, so that ensureFTS in
	// another process cannot slip in between).
	fts, err := s.prepared(ctx, s.w, ftsOnSQL)
	if err != nil {
		return nil, err
	}
	var ftsOn int
	if err := tx.StmtContext(ctx, fts).QueryRowContext(ctx).Scan(&ftsOn); err != nil {
		return nil, fmt.Errorf("read fts triggers: %w", err)
	}
	var users []*userWrite
	byUser := map[[2]string]*userWrite{}
	for _, ms := range [][]memory.Memory{mems, statusOnly} {
		for _, m := range ms {
			if m.TenantID == "" || m.UserID == "" || m.ID == "" {
				return nil, fmt.Errorf("upsert memory %q: id, tenant and user are required", m.ID)
			}
			if uk := [2]string{m.TenantID, m.UserID}; byUser[uk] == nil {
				byUser[uk] = &userWrite{tenant: m.TenantID, user: m.UserID, drop: map[string]bool{}}
				users = append(users, byUser[uk])
			}
		}
	}
	written := make(map[[3]string]stored, len(mems)+len(statusOnly))
	// Generations first: a statement after the memories' would flush the
	// FTS5 terms pending since them (see upsertSQL).
	if err := gens.bump(ctx, tx, users); err != nil {
		return nil, err
	}
	// Status changes of stored memories; one not found (it cannot be, the
	// ingester holds its user's lock, but a store must not lose a write) is
	// written whole below.
	var statusDone []memory.Memory
	if len(statusOnly) > 0 {
		args := make([]any, 0, statusCols*len(statusOnly))
		for _, m := range statusOnly {
			args = append(args, m.ID, m.TenantID, m.UserID, string(m.Status), m.Supersedes, m.Version)
		}
		off := 0
		for _, n := range powerChunks(len(statusOnly), rowsChunk) {
			chunk, a := statusOnly[off:off+n], args[statusCols*off:statusCols*(off+n)]
			var err error
			if exactAccess {
				err = s.queryRows(ctx, tx, statusReturning, n, a, func(rows *sql.Rows) error {
					var k [3]string
					var st stored
					if err := rows.Scan(&k[0], &k[1], &k[2], &st.accessCount, &st.accessed); err != nil {
						return err
					}
					written[k] = st
					return nil
				})
			} else {
				err = s.writeRows(ctx, tx, statusRows, n, a, chunk, written)
			}
			if err != nil {
				return nil, fmt.Errorf("update the status of %d memories: %w", n, err)
			}
			off += n
		}
		for _, m := range statusOnly {
			if _, ok := written[[3]string{m.ID, m.TenantID, m.UserID}]; ok {
				statusDone = append(statusDone, m)
			} else {
				mems = append(mems, m)
			}
		}
	}
	args := make([]any, 0, upsertCols*len(mems))
	for _, m := range mems {
		src, _ := json.Marshal(orEmpty(m.SourceTurnIDs))
		var et any
		if m.EventTime != nil {
			et = m.EventTime.UnixNano()
		}
		args = append(args, m.ID, m.TenantID, m.UserID, m.AgentID, m.Scope, string(m.Type), m.Content,
			m.Key, m.Value, m.Confidence, m.Importance, string(m.Sensitivity), string(m.Status), m.Version,
			nanos(m.CreatedAt), nanos(m.UpdatedAt), nanos(m.LastAccessedAt), m.AccessCount, nanos(m.ExpiresAt), et,
			boolInt(m.Pinned), string(src), m.ExtractorID, m.EmbedderID, m.Supersedes, encodeVector(m.Vector),
			memTerms(ftsOn > 0, m), memory.EncodeAssertions(&m))
	}
	sizes := upsertSizes(len(mems))
	if !exactAccess {
		sizes = powerChunks(len(mems), rowsChunk)
	}
	off := 0
	for _, n := range sizes {
		a := args[upsertCols*off : upsertCols*(off+n)]
		if !exactAccess {
			if err := s.writeRows(ctx, tx, upsertRows, n, a, mems[off:off+n], written); err != nil {
				return nil, fmt.Errorf("upsert %d memories: %w", n, err)
			}
			off += n
			continue
		}
		st, err := s.prepared(ctx, s.w, upsertSQL(n))
		if err != nil {
			return nil, err
		}
		rows, err := tx.StmtContext(ctx, st).QueryContext(ctx, a...)
		if err != nil {
			return nil, fmt.Errorf("upsert %d memories: %w", n, err)
		}
		for rows.Next() {
			var k [3]string
			var st stored
			if err := rows.Scan(&k[0], &k[1], &k[2], &st.accessCount, &st.accessed); err != nil {
				rows.Close()
				return nil, fmt.Errorf("upsert %d memories: %w", n, err)
			}
			// A missing id belongs to another user: not written.
			written[k] = st
		}
		if err := rows.Close(); err != nil {
			return nil, fmt.Errorf("upsert %d memories: %w", n, err)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("upsert %d memories: %w", n, err)
		}
		off += n
	}
	if s.cache != nil {
		// The records as stored (what a load would read back), the last
		// of each id.
		for i := len(mems) - 1; i >= 0; i-- {
			m := mems[i]
			st, ok := written[[3]string{m.ID, m.TenantID, m.UserID}]
			w := byUser[[2]string{m.TenantID, m.UserID}]
			if !ok || w.drop[m.ID] {
				continue
			}
			w.drop[m.ID] = true
			m.AccessCount, m.LastAccessedAt = st.accessCount, fromNanos(st.accessed)
			w.mems = append(w.mems, normalized(m))
		}
		// The status changes, unless written whole after them: of the
		// cached record, only what the database changed (patchedStatus).
		for _, m := range statusDone {
			w := byUser[[2]string{m.TenantID, m.UserID}]
			if w.drop[m.ID] {
				continue
			}
			st := written[[3]string{m.ID, m.TenantID, m.UserID}]
			if w.status == nil {
				w.status = map[string]statusChange{}
			}
			w.status[m.ID] = statusChange{status: m.Status, supersedes: m.Supersedes, version: m.Version,
				accessCount: st.accessCount, accessed: st.accessed}
		}
	}
	return users, nil
}

// normalized is m as the database gives it back: times in UTC at
// nanosecond precision. Its vector is the caller's slice, not a copy: the
// hot index copies it into its own arena (indexBuilder.add), the one use.
func normalized(m memory.Memory) memory.Memory {
	m.CreatedAt, m.UpdatedAt = fromNanos(nanos(m.CreatedAt)), fromNanos(nanos(m.UpdatedAt))
	m.LastAccessedAt, m.ExpiresAt = fromNanos(nanos(m.LastAccessedAt)), fromNanos(nanos(m.ExpiresAt))
	if m.EventTime != nil {
		t := time.Unix(0, m.EventTime.UnixNano()).UTC()
		m.EventTime = &t
	}
	m.SourceTurnIDs = slices.Clone(orEmpty(m.SourceTurnIDs))
	m.Assertions = normalizedAssertions(m.Assertions)
	return m
}

// upsertCols is the number of columns an upsert writes per memory.
const upsertCols = 28

// normalizedAssertions is as with times as the database gives them back.
func normalizedAssertions(as []memory.Assertion) []memory.Assertion {
	if len(as) == 0 {
		return nil
	}
	out := make([]memory.Assertion, len(as))
	for i, a := range as {
		a.At, a.ExpiresAt = fromNanos(nanos(a.At)), fromNanos(nanos(a.ExpiresAt))
		if a.EventTime != nil {
			t := fromNanos(a.EventTime.UnixNano())
			a.EventTime = &t
		}
		out[i] = a
	}
	return out
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
