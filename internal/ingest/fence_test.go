package ingest_test

import (
	"context"
	"database/sql"
	"errors"
	"path/filepath"
	"testing"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
)

// takeoverEmbedder embeds like the local embedder, but first hands every
// lock to another holder, as if this ingester had been paused past its
// lease while another replica took the user over.
type takeoverEmbedder struct {
	embed.Embedder
	db *sql.DB
}

func (e takeoverEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if _, err := e.db.ExecContext(ctx, `UPDATE locks SET holder = 'another-replica'`); err != nil {
		return nil, err
	}
	return e.Embedder.Embed(ctx, texts)
}

// TestPausedIngesterWritesNothing: when the user's lock no longer names this
// ingester at commit (its lease lapsed and another replica took the user),
// the call fails as temporary and writes nothing: the memories and
// idempotency keys are left to the new holder.
func TestPausedIngesterWritesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "engram.db")
	st, err := sqlite.Open(path, sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	in := ingest.New(st, st, takeoverEmbedder{Embedder: embed.NewLocal(0), db: db}, keyer, ingest.Config{}, nil)
	b := batch("t1", t0, fact(events.TypeFact, "Has a dog named Rex"))
	errs, _ := in.Apply(context.Background(), []ingest.Item{{Batch: b, PublishedAt: b.TS}})
	if !errors.Is(errs[0], events.ErrTemporary) || !errors.Is(errs[0], sqlite.ErrLockLost) {
		t.Fatalf("Apply error = %v, want a temporary lock-lost error", errs[0])
	}
	e := &env{st: st, state: st, in: in}
	if s := e.snapshot(t); len(s.Memories) != 0 {
		t.Errorf("%d memories written by the paused ingester, want none", len(s.Memories))
	}
	applied, err := st.Applied(context.Background(), tenant, keyer.UserKey(tenant, user), []string{"t1/0/rules/1"})
	if err != nil {
		t.Fatal(err)
	}
	if applied["t1/0/rules/1"] {
		t.Errorf("idempotency key recorded by the paused ingester")
	}
}
