// Package sqlite is engram's embedded backend: one SQLite file (pure Go,
// WAL mode) that plays both storage roles, the vector store (memories,
// vectors as compact blobs, an FTS5 index of lexical terms) and the state
// store (profiles, idempotency keys, access statistics, tombstones, locks,
// leases, audit). Several processes may open the same file; writes are
// serialised by SQLite and reconciliation by lease rows in the locks table.
//
// Open the file with any SQLite client to see every memory:
//
//	sqlite3 engram.db 'select type, content, status from memories'
package sqlite

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	sqlitedrv "modernc.org/sqlite" // also registers the "sqlite" driver

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Store is the SQLite backend. It is safe for concurrent use.
type Store struct {
	path     string
	w        *sql.DB // one connection: the single writer, BEGIN IMMEDIATE
	r        *sql.DB // readers
	keyer    *events.Keyer
	cache    *vecCache
	holderID string
	// held maps the lock names this Store holds to their holder token
	// (LockUsers), for txState.VerifyLocks.
	held sync.Map
	// stmts are the prepared write statements (batch_stmt.go).
	stmts [nStmts]*sql.Stmt
	// reads are the prepared read statements of the ingest path.
	reads [nReadStmts]*sql.Stmt
	// stopCheckpoints stops the background checkpoints.
	stopCheckpoints func()
	// erased is set by a user erasure (DeleteUser, EraseUserState) and
	// cleared by ScrubPersisted, which rebuilds the file once per erasure.
	erased atomic.Bool
}

// Options tune Open. The zero value is the default.
type Options struct {
	// Keyer hashes user ids for tombstones, idempotency keys and audit;
	// nil means a keyer with an empty secret.
	Keyer *events.Keyer
	// CacheUsers bounds how many users' vectors are kept hot in memory for
	// dense and lexical search; 0 means 4,096, negative disables the cache.
	// Without it, lexical search runs on the FTS5 index, which the store
	// then maintains (rebuilt at Open if it was not; see ensureFTS) for
	// every process on the file from then on.
	CacheUsers int
	// CacheMemories bounds the memories of the cached users together (about
	// 1.5 KB of heap each); 0 means 262,144. The least recently used users
	// go first; the last one used always stays.
	CacheMemories int
}

// busyTimeoutMS is how long a connection waits for a lock (busy_timeout).
const busyTimeoutMS = 10000

// Open opens (creating if needed) the database at path, applies pending
// migrations and returns the store.
func Open(path string, o Options) (*Store, error) {
	q := url.Values{}
	q.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", busyTimeoutMS))
	q.Add("_pragma", "journal_mode(WAL)")
	// Durability: in WAL mode, synchronous=NORMAL fsyncs at checkpoints,
	// not at every commit. A committed transaction survives a crash of the
	// process (the WAL is in the OS page cache, which outlives it); a power
	// loss or kernel crash may lose the transactions since the last
	// checkpoint (at most CheckpointInterval, or 8,000 WAL pages, of
	// writes), never corrupt the database. So the ingester acknowledges a
	// message once its writes are committed, which is durable against
	// process crashes; against power loss the window is the same kind
	// JetStream's file storage has (it syncs to disk periodically, not per
	// message, by default).
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "foreign_keys(on)")
	// Deleted content is overwritten with zeros, so that an erased user's
	// bytes do not linger in free pages (see ScrubDeleted for the WAL).
	q.Add("_pragma", "secure_delete(on)")
	// Statement journals (an upsert of many rows opens one) stay in memory
	// instead of spilling to a temporary file.
	q.Add("_pragma", "temp_store(MEMORY)")
	q.Add("_time_format", "sqlite")
	dsn := "file:" + path + "?" + q.Encode()
	// Checkpoints (copying the WAL into the database, with an fsync of
	// each) run in the background (checkpointLoop) instead of inside the
	// commit that crosses the WAL threshold, which stalled the ingester;
	// the writer still checkpoints past 8,000 pages, should the
	// background ones fall behind.
	wq := url.Values{}
	wq.Add("_pragma", "wal_autocheckpoint(8000)")
	// The writer's page cache holds WriterCacheKiB: the ingester's
	// transactions touch a few pages per user in every index, and with
	// SQLite's default 2 MB most of them were read again, one pread each,
	// at every call (BENCHMARKS.md, ingest).
	wq.Add("_pragma", fmt.Sprintf("cache_size(%d)", -WriterCacheKiB))
	wq.Add("_txlock", "immediate")
	w, err := sql.Open("sqlite", dsn+"&"+wq.Encode())
	if err != nil {
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	r, err := sql.Open("sqlite", dsn)
	if err != nil {
		w.Close()
		return nil, fmt.Errorf("open sqlite %s: %w", path, err)
	}
	r.SetMaxOpenConns(8)
	keyer := o.Keyer
	if keyer == nil {
		keyer = events.NewKeyer(nil)
	}
	cu := o.CacheUsers
	if cu == 0 {
		cu = 4096
	}
	cm := o.CacheMemories
	if cm <= 0 {
		cm = 1 << 18
	}
	var b [8]byte
	h := sha256.Sum256(fmt.Appendf(b[:0], "%d", time.Now().UnixNano()))
	s := &Store{path: path, w: w, r: r, keyer: keyer, holderID: hex.EncodeToString(h[:6])}
	if cu > 0 {
		s.cache = newVecCache(cu, cm)
	}
	if err := s.migrateRetrying(context.Background()); err != nil {
		s.Close()
		return nil, err
	}
	if s.cache == nil {
		if err := s.ensureFTS(context.Background()); err != nil {
			s.Close()
			return nil, err
		}
	}
	if err := s.prepare(context.Background()); err != nil {
		s.Close()
		return nil, err
	}
	s.stopCheckpoints = s.checkpointLoop(CheckpointInterval)
	return s, nil
}

// WriterCacheKiB is the page cache of the writer connection, in KiB.
const WriterCacheKiB = 64 << 10

// CheckpointInterval is how often the store checkpoints the WAL in the
// background (PRAGMA wal_checkpoint(PASSIVE) on a reader connection: it
// copies what no reader still needs and never blocks the writer). At 250 ms
// the recall tail over HTTP at 1,000,000 memories doubled (p99 19–25 ms in
// four runs against 8–13 ms before background checkpoints); at 2 s it was
// 8–20 ms in three runs, for an ingest rate within the noise of 250 ms.
const CheckpointInterval = 2 * time.Second

// checkpointLoop checkpoints every interval until the returned func is
// called (which waits for a checkpoint in progress).
func (s *Store) checkpointLoop(every time.Duration) (stop func()) {
	done, finished := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
				var busy, logFrames, done int
				_ = s.r.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &done)
				cancel()
			}
		}
	}()
	var once sync.Once
	return func() { once.Do(func() { close(done); <-finished }) }
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// Close closes the database.
func (s *Store) Close() error {
	if s.stopCheckpoints != nil {
		s.stopCheckpoints()
	}
	return errors.Join(s.closeStmts(), s.w.Close(), s.r.Close())
}

// Ping checks that the database answers.
func (s *Store) Ping(ctx context.Context) error {
	if err := s.r.PingContext(ctx); err != nil {
		return fmt.Errorf("ping sqlite: %w", err)
	}
	return nil
}

// openBusyWait bounds how long Open retries migrations that find the
// file busy.
const openBusyWait = 30 * time.Second

// migrateRetrying is migrate, retried while the file is busy. Processes
// opening a new file together (the four workers started at once on a fresh
// data directory) race to set WAL mode and migrate, and SQLite can answer
// SQLITE_BUSY at once rather than wait (busy_timeout does not cover every
// case: upgrading a read to a write, changing the journal mode).
func (s *Store) migrateRetrying(ctx context.Context) error {
	deadline := time.Now().Add(openBusyWait)
	for wait := 10 * time.Millisecond; ; wait = min(2*wait, time.Second) {
		err := s.migrate(ctx)
		if err == nil || !isBusy(err) || time.Now().After(deadline) {
			return err
		}
		time.Sleep(wait)
	}
}

// isBusy tells whether err is SQLite's SQLITE_BUSY (any extended code).
func isBusy(err error) bool {
	var e *sqlitedrv.Error
	return errors.As(err, &e) && e.Code()&0xff == 5
}

func (s *Store) migrate(ctx context.Context) error {
	// In a write transaction begun IMMEDIATE, which waits for the write
	// lock (busy_timeout): as a plain statement it would read the schema
	// first and then ask for the lock, and a process that opens a new file
	// at the same time as another (the four workers starting together)
	// could not upgrade its stale read and got SQLITE_BUSY at once.
	if err := s.tx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at INTEGER NOT NULL)`)
		return err
	}); err != nil {
		return fmt.Errorf("create schema_migrations: %w", err)
	}
	// A file migrated by a newer engram may hold what this one cannot read
	// (the code that brought schema 4 also stores vectors sparse, which
	// older builds misread): refuse it rather than misread it.
	var newest int
	if err := s.w.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&newest); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if newest > len(migrations) {
		return fmt.Errorf("%s has schema version %d, newer than this engram knows (%d): run a newer engram on it", s.path, newest, len(migrations))
	}
	for i, m := range migrations {
		v := i + 1
		err := s.tx(ctx, func(tx *sql.Tx) error {
			var n int
			if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM schema_migrations WHERE version = ?`, v).Scan(&n); err != nil {
				return err
			}
			if n > 0 {
				return nil
			}
			if _, err := tx.ExecContext(ctx, m); err != nil {
				return err
			}
			_, err := tx.ExecContext(ctx, `INSERT INTO schema_migrations(version, applied_at) VALUES (?, ?)`, v, time.Now().Unix())
			return err
		})
		if err != nil {
			return fmt.Errorf("apply migration %d: %w", v, err)
		}
	}
	return nil
}

// ensureFTS makes sure the FTS5 index is maintained and complete, for a
// store that searches it (one without the hot index): if the triggers that
// keep it in step are missing (migration 4 dropped them), it creates them
// and rebuilds the index from the memories, in one transaction. Once
// created they stay, for every process on the file.
func (s *Store) ensureFTS(ctx context.Context) error {
	return s.tx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, ftsOnSQL).Scan(&n); err != nil {
			return fmt.Errorf("read fts triggers: %w", err)
		}
		if n == 3 {
			return nil
		}
		// Rows written while nobody maintained FTS5 have no terms.
		if err := fillTerms(ctx, tx); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, ftsTriggers); err != nil {
			return fmt.Errorf("create fts triggers: %w", err)
		}
		if _, err := tx.ExecContext(ctx, `INSERT INTO memories_fts(memories_fts) VALUES ('rebuild')`); err != nil {
			return fmt.Errorf("rebuild fts index: %w", err)
		}
		return nil
	})
}

// fillTerms computes the terms column of the memories that have none.
func fillTerms(ctx context.Context, tx *sql.Tx) error {
	rows, err := tx.QueryContext(ctx, `SELECT rowid, tenant_id, user_id, content, value, key FROM memories WHERE terms = ''`)
	if err != nil {
		return fmt.Errorf("read memories without terms: %w", err)
	}
	type fill struct {
		rowid int64
		terms string
	}
	var fills []fill
	for rows.Next() {
		var f fill
		var m memory.Memory
		if err := rows.Scan(&f.rowid, &m.TenantID, &m.UserID, &m.Content, &m.Value, &m.Key); err != nil {
			rows.Close()
			return fmt.Errorf("read memories without terms: %w", err)
		}
		if f.terms = terms(m.TenantID, m.UserID, indexText(m)); f.terms != "" {
			fills = append(fills, f)
		}
	}
	if err := rows.Close(); err != nil {
		return fmt.Errorf("read memories without terms: %w", err)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("read memories without terms: %w", err)
	}
	st, err := tx.PrepareContext(ctx, `UPDATE memories SET terms = ? WHERE rowid = ?`)
	if err != nil {
		return fmt.Errorf("fill terms: %w", err)
	}
	defer st.Close()
	for _, f := range fills {
		if _, err := st.ExecContext(ctx, f.terms, f.rowid); err != nil {
			return fmt.Errorf("fill terms: %w", err)
		}
	}
	return nil
}

// SchemaVersion returns the highest applied migration.
func (s *Store) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := s.r.QueryRowContext(ctx, `SELECT coalesce(max(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}

// tx runs fn in a write transaction (BEGIN IMMEDIATE) and commits it.
func (s *Store) tx(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	if err := fn(tx); err != nil {
		_ = tx.Rollback()
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	return nil
}

// userPrefix is the per-user prefix of lexical terms in the FTS index, so
// that a MATCH only touches that user's rows and BM25 statistics are the
// user's own.
func userPrefix(tenant, user string) string {
	h := sha256.Sum256([]byte(tenant + "\x00" + user))
	return "u" + hex.EncodeToString(h[:6]) + "x"
}
