package sqlite_test

import (
	"path/filepath"
	"testing"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
)

func open(t *testing.T) *sqlite.Store {
	t.Helper()
	s, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestStateContract(t *testing.T) {
	storetest.TestStateStore(t, func(t *testing.T) store.StateStore { return open(t) })
}

func TestVectorContract(t *testing.T) {
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore { return open(t) })
}
