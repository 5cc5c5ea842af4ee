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
// erase.Scrubber. A checkpoint waits for readers; it is bounded by ctx.
func (s *Store) ScrubDeleted(ctx context.Context) error {
	for attempt := 0; ; attempt++ {
		var busy, logFrames, checkpointed int
		if err := s.w.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &checkpointed); err != nil {
			return fmt.Errorf("sqlite checkpoint: %w", err)
		}
		if busy == 0 || attempt == 4 {
			// Still busy after retries: the rows are deleted and zeroed in
			// the database; their WAL frames are overwritten by later
			// checkpoints. Not a reason to fail an erasure.
			return nil
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("sqlite checkpoint: %w", ctx.Err())
		case <-time.After(time.Duration(attempt+1) * 20 * time.Millisecond):
		}
	}
}
