package sqlite_test

import (
	"fmt"
	"path/filepath"
	"sync"
	"testing"

	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
)

// Several stores opening one new file at once (the four workers started
// together on a fresh data directory) all succeed: the first migrates, the
// others wait for it instead of failing with SQLITE_BUSY.
func TestConcurrentOpenOfNewFile(t *testing.T) {
	for round := range 10 {
		path := filepath.Join(t.TempDir(), fmt.Sprintf("engram-%d.db", round))
		var wg sync.WaitGroup
		errs := make([]error, 6)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
				if err != nil {
					errs[i] = err
					return
				}
				errs[i] = s.Close()
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("round %d, store %d: %v", round, i, err)
			}
		}
	}
}
