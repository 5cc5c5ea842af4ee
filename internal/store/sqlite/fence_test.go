package sqlite_test

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
)

type lockVerifier interface {
	VerifyLocks(ctx context.Context, keys []string) error
}

// verify runs VerifyLocks for keys inside a write transaction of s.
func verify(t *testing.T, s *sqlite.Store, keys ...string) error {
	t.Helper()
	var got error
	err := s.WriteTx(context.Background(), func(_ store.VectorStore, st store.StateStore) error {
		lv, ok := st.(lockVerifier)
		if !ok {
			t.Fatalf("the write transaction's state view %T cannot verify locks", st)
		}
		got = lv.VerifyLocks(context.Background(), keys)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestVerifyLocksFencesAPausedHolder: a holder whose lease lapsed (its
// renewal stopped, as in a long pause) and was taken over by another
// process fails VerifyLocks inside its write transaction; the new holder
// passes; a lock never taken fails; a released lock fails.
func TestVerifyLocksFencesAPausedHolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "engram.db")
	open := func() *sqlite.Store {
		s, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	a, b := open(), open()
	const key = "acme/user-key-1"

	actx, pause := context.WithCancel(context.Background())
	if _, err := a.LockUsers(actx, []string{key}, 300*time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := verify(t, a, key); err != nil {
		t.Fatalf("holder with a live lease: %v", err)
	}
	if err := verify(t, a, key, "acme/never-locked"); !errors.Is(err, sqlite.ErrLockLost) {
		t.Fatalf("a lock never taken: err %v, want ErrLockLost", err)
	}
	pause() // renewal stops: the lease lapses after its TTL
	relB, err := b.LockUsers(context.Background(), []string{key}, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if err := verify(t, a, key); !errors.Is(err, sqlite.ErrLockLost) {
		t.Fatalf("paused holder after takeover: err %v, want ErrLockLost", err)
	}
	if err := verify(t, b, key); err != nil {
		t.Fatalf("new holder: %v", err)
	}
	relB()
	if err := verify(t, b, key); !errors.Is(err, sqlite.ErrLockLost) {
		t.Fatalf("after release: err %v, want ErrLockLost", err)
	}
}
