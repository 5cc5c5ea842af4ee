package erase_test

import (
	"bytes"
	"context"
	"database/sql"
	"os"
	"path/filepath"
	"testing"
	"time"

	_ "modernc.org/sqlite"

	"github.com/engram-memory/engram/internal/erase"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// canaryFiles counts the SQLite files under dir (database, WAL) that hold
// canary.
func canaryFiles(t *testing.T, dir, canary string) []string {
	t.Helper()
	var hit []string
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range ents {
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if bytes.Contains(b, []byte(canary)) {
			hit = append(hit, e.Name())
		}
	}
	return hit
}

// TestErasureScrubPendingWhileReadersHoldTheWAL: a reader in another
// connection holds a snapshot (a recall in flight in another process) while
// a user is erased, so the WAL cannot be emptied. The receipt says the
// scrub is pending, not complete; once the reader is gone the background
// retry empties the WAL and audits it, and no file holds the erased text.
// Before, the erasure gave up silently and the WAL kept the text.
func TestErasureScrubPendingWhileReadersHoldTheWAL(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	path := filepath.Join(dir, "e.db")
	st, err := sqlite.Open(path, sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	const canary = "Xylophrastic Quandermoor"
	m := mem("victim", events.TypeFact, "", "", "Lives at "+canary)
	if err := st.Upsert(ctx, []memory.Memory{m}); err != nil {
		t.Fatal(err)
	}
	if hit := canaryFiles(t, dir, canary); len(hit) == 0 {
		t.Fatal("setup: the canary is in no file")
	}
	reader, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(100)")
	if err != nil {
		t.Fatal(err)
	}
	defer reader.Close()
	tx, err := reader.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM memories`).Scan(&n); err != nil {
		t.Fatal(err)
	}
	er := erase.New(st, st, nil, keyer, discard())
	er.ScrubRetry = 50 * time.Millisecond
	r, err := er.EraseUser(ctx, tenant, "victim", "test")
	if err != nil {
		t.Fatal(err)
	}
	hit := canaryFiles(t, dir, canary)
	t.Logf("with a reader holding the WAL: receipt scrub %q, canary in %v", r.Scrub, hit)
	if len(hit) > 0 && r.Scrub != erase.ScrubPending {
		t.Errorf("receipt says scrub %q while %v still hold the erased text", r.Scrub, hit)
	}
	if err := tx.Rollback(); err != nil {
		t.Fatal(err)
	}
	wctx, cancel := context.WithTimeout(ctx, 20*time.Second)
	defer cancel()
	if err := er.WaitScrubbed(wctx); err != nil {
		t.Fatal(err)
	}
	if hit := canaryFiles(t, dir, canary); len(hit) != 0 {
		t.Errorf("after the background scrub the erased text is still in %v", hit)
	}
	if er.ScrubPending() != 0 {
		t.Errorf("%d scrubs still pending", er.ScrubPending())
	}
	evs, err := st.AuditLog(ctx, tenant, keyer.UserKey(tenant, "victim"), "", 100)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, ev := range evs {
		found = found || ev.Action == "scrub"
	}
	if !found {
		t.Errorf("no scrub audit event in %v", evs)
	}
	// With no reader the scrub completes at once.
	m2 := mem("victim2", events.TypeFact, "", "", "Lives at "+canary)
	if err := st.Upsert(ctx, []memory.Memory{m2}); err != nil {
		t.Fatal(err)
	}
	r, err = er.EraseUser(ctx, tenant, "victim2", "test")
	if err != nil {
		t.Fatal(err)
	}
	if r.Scrub != erase.ScrubComplete || len(canaryFiles(t, dir, canary)) != 0 {
		t.Errorf("without readers: scrub %q, canary in %v", r.Scrub, canaryFiles(t, dir, canary))
	}
}
