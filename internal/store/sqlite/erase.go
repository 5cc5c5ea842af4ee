package sqlite

import (
	"context"
	"fmt"
	"time"
)

// DropUserCache drops the user's hot in-memory index (records, vectors and
// lexical postings), so that nothing of an erased user stays in process
// memory; it returns how many cache entries it dropped (0 or 1). It
// implements erase.CacheDropper.
func (s *Store) DropUserCache(tenant, user string) int {
	if s.cache == nil {
		return 0
	}
	return s.cache.drop(cacheKey(tenant, user))
}

// ScrubDeleted makes deleted records unreadable in the database files: the
// connections run with secure_delete (deleted content is zeroed in its page),
// and a TRUNCATE checkpoint copies the WAL into the database and empties it,
// so that no old frame still holds an erased row. It implements
// erase.Scrubber: complete is false when readers still hold old frames after
// a few tries (the WAL could not be emptied; the caller retries later). A
// checkpoint waits for readers; it is bounded by ctx.
func (s *Store) ScrubDeleted(ctx context.Context) (complete bool, err error) {
	// The writer connection, pinned, with a short lock wait: a checkpoint
	// that waits busy_timeout for every reader would hold an erasure for
	// most of a minute while recalls run.
	conn, err := s.w.Conn(ctx)
	if err != nil {
		return false, fmt.Errorf("sqlite checkpoint: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA busy_timeout = %d`, scrubWaitMS)); err != nil {
		return false, fmt.Errorf("sqlite checkpoint: %w", err)
	}
	defer func() {
		if _, rerr := conn.ExecContext(context.WithoutCancel(ctx), fmt.Sprintf(`PRAGMA busy_timeout = %d`, busyTimeoutMS)); rerr != nil && err == nil {
			err = fmt.Errorf("sqlite checkpoint: restore busy_timeout: %w", rerr)
		}
	}()
	for attempt := 0; ; attempt++ {
		var busy, logFrames, checkpointed int
		if err := conn.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
			return false, fmt.Errorf("sqlite checkpoint: %w", err)
		}
		if busy == 0 {
			return true, nil
		}
		if attempt == 4 {
			return false, nil
		}
		select {
		case <-ctx.Done():
			return false, fmt.Errorf("sqlite checkpoint: %w", ctx.Err())
		case <-time.After(time.Duration(attempt+1) * 20 * time.Millisecond):
		}
	}
}

// scrubWaitMS is how long one scrub checkpoint waits for readers.
const scrubWaitMS = 200

// ScrubPersisted rebuilds the database file (VACUUM) after a user erasure
// and empties the WAL again. secure_delete zeroes a deleted row, but SQLite
// leaves copies of earlier versions of rows in the unused space of a page
// when it moves cells (an update that changes a row's size, a rebalance),
// and those stay readable after the row is erased until the page happens
// to be rewritten; VACUUM rewrites every page. It implements
// erase.PersistenceScrubber, which the eraser calls only with secure
// delete: it costs a copy of the live database (through the WAL). It
// rebuilds once per erasure made through this Store (a second call finds
// nothing new and only reports true). complete is false when the WAL could
// not be emptied afterwards (readers); ScrubDeleted, retried by the
// eraser, finishes that.
func (s *Store) ScrubPersisted(ctx context.Context) (complete bool, err error) {
	if !s.erased.Swap(false) {
		return true, nil
	}
	conn, err := s.w.Conn(ctx)
	if err != nil {
		s.erased.Store(true)
		return false, fmt.Errorf("sqlite vacuum: %w", err)
	}
	_, err = conn.ExecContext(ctx, `VACUUM`)
	conn.Close()
	if err != nil {
		s.erased.Store(true)
		return false, fmt.Errorf("sqlite vacuum: %w", err)
	}
	return s.ScrubDeleted(ctx)
}
