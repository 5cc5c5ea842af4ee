package sqlite

import (
	"context"
	"database/sql"
	"runtime"
	"sync"
)

// stmtCaches holds prepared statements per database handle (SQLite parses
// a statement in about as long as it takes to run a point query, and
// database/sql does not cache). An entry goes when its Store is collected.
var stmtCaches sync.Map // *sql.DB → *sync.Map (query text → *sql.Stmt)

// prepared returns db's prepared statement for q, preparing it once.
// Queries with a variable number of placeholders are bounded by their
// chunk sizes, so the cache stays small.
func (s *Store) prepared(ctx context.Context, db *sql.DB, q string) (*sql.Stmt, error) {
	v, ok := stmtCaches.Load(db)
	if !ok {
		var loaded bool
		v, loaded = stmtCaches.LoadOrStore(db, &sync.Map{})
		if !loaded {
			runtime.AddCleanup(s, func(db *sql.DB) { stmtCaches.Delete(db) }, db)
		}
	}
	m := v.(*sync.Map)
	if st, ok := m.Load(q); ok {
		return st.(*sql.Stmt), nil
	}
	st, err := db.PrepareContext(ctx, q)
	if err != nil {
		return nil, err
	}
	if prev, loaded := m.LoadOrStore(q, st); loaded {
		st.Close()
		return prev.(*sql.Stmt), nil
	}
	return st, nil
}
