package sqlite_test

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestVectorContractWithoutHotIndex runs the vector contract on a store
// without the hot per-user index, whose lexical search reads FTS5.
func TestVectorContractWithoutHotIndex(t *testing.T) {
	storetest.TestVectorStore(t, func(t *testing.T) store.VectorStore {
		s, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{Keyer: storetest.StateKeyer, CacheUsers: -1})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	})
}

func ftsMem(user, content string) memory.Memory {
	at := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	return memory.Memory{ID: memory.ID("t", user, events.TypeFact, "", "", "", content), TenantID: "t", UserID: user,
		Type: events.TypeFact, Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
		CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"turn-1"}, EmbedderID: "e", Vector: []float32{1, 0, 0, 0}}
}

// ftsRows counts the documents in the FTS5 index, read from its own
// shadow table.
func ftsRows(t *testing.T, path string) int {
	return count(t, path, `SELECT count(*) FROM memories_fts_docsize`)
}

// count runs a count query on the file at path.
func count(t *testing.T, path, query string) int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var n int
	if err := db.QueryRow(query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

const withTerms = `SELECT count(*) FROM memories WHERE terms != ''`

// TestFTSOnlyWithoutHotIndex: the default store does not maintain FTS5;
// opening the file without the hot index rebuilds it from the memories
// and, from then on, every store on the file keeps it in step, erasure
// included.
func TestFTSOnlyWithoutHotIndex(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "engram.db")
	hot, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	defer hot.Close()
	if err := hot.Upsert(ctx, []memory.Memory{ftsMem("u1", "Keeps a zebra named Stripes"), ftsMem("u2", "Rides a zebra")}); err != nil {
		t.Fatal(err)
	}
	if n := ftsRows(t, path); n != 0 {
		t.Fatalf("default store: FTS5 holds %d documents, want 0 (not maintained)", n)
	}
	if n := count(t, path, withTerms); n != 0 {
		t.Fatalf("default store: %d memories with FTS terms, want 0 (not computed)", n)
	}
	cold, err := sqlite.Open(path, sqlite.Options{Keyer: storetest.StateKeyer, CacheUsers: -1})
	if err != nil {
		t.Fatal(err)
	}
	defer cold.Close()
	if n := ftsRows(t, path); n != 2 {
		t.Fatalf("after opening without the hot index: FTS5 holds %d documents, want 2 (rebuilt)", n)
	}
	if n := count(t, path, withTerms); n != 2 {
		t.Fatalf("after opening without the hot index: %d memories with FTS terms, want 2 (filled in)", n)
	}
	find := func(user, word string) int {
		t.Helper()
		hits, err := cold.SearchLexical(ctx, store.Filter{TenantID: "t", UserID: user}, word, 5)
		if err != nil {
			t.Fatal(err)
		}
		return len(hits)
	}
	if n := find("u1", "zebra"); n != 1 {
		t.Errorf("u1 zebra: %d hits after rebuild, want 1", n)
	}
	// A write through the default store (another process) is indexed too.
	if err := hot.Upsert(ctx, []memory.Memory{ftsMem("u1", "Feeds the giraffe on Sundays")}); err != nil {
		t.Fatal(err)
	}
	if n := find("u1", "giraffe"); n != 1 {
		t.Errorf("u1 giraffe: %d hits after a write through the default store, want 1", n)
	}
	// Erasure through the default store removes the user's FTS5 entries.
	if _, err := hot.Delete(ctx, "t", "u1", []string{ftsMem("u1", "Keeps a zebra named Stripes").ID, ftsMem("u1", "Feeds the giraffe on Sundays").ID}); err != nil {
		t.Fatal(err)
	}
	if n := find("u1", "zebra") + find("u1", "giraffe"); n != 0 {
		t.Errorf("u1: %d hits after deletion, want 0", n)
	}
	if n := ftsRows(t, path); n != 1 {
		t.Errorf("after deletion: FTS5 holds %d documents, want 1 (u2's)", n)
	}
	if n := find("u2", "zebra"); n != 1 {
		t.Errorf("u2 zebra: %d hits, want 1", n)
	}
}

// TestNewerSchemaRefused: a file migrated by a newer engram is refused
// with a message that says so, not misread.
func TestNewerSchemaRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "engram.db")
	s, err := sqlite.Open(path, sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	v, err := s.SchemaVersion(context.Background())
	s.Close()
	if err != nil {
		t.Fatal(err)
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`INSERT INTO schema_migrations(version, applied_at) VALUES (?, 0)`, v+1); err != nil {
		t.Fatal(err)
	}
	db.Close()
	if s, err := sqlite.Open(path, sqlite.Options{}); err == nil {
		s.Close()
		t.Fatal("a file of a newer schema opened")
	} else if !strings.Contains(err.Error(), "newer than this engram knows") {
		t.Fatalf("error %q does not say the file is newer", err)
	}
}
