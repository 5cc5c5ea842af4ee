package reembed

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/metrics"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// TestReembedSQLiteResumesAndKeepsRecall moves 2,100 memories of three
// users from one embedder to another on a real SQLite store while
// recalls run, stops the job in the middle (as a kill would), resumes it
// from its checkpoint, and checks that no finished page is redone, that
// no recall failed or missed the memory it asked for, and that every
// memory ends with the new embedder's vector.
func TestReembedSQLiteResumesAndKeepsRecall(t *testing.T) {
	dir := t.TempDir()
	keyer := events.NewKeyer([]byte("reembed-test"))
	st, err := sqlite.Open(filepath.Join(dir, "engram.db"), sqlite.Options{Keyer: keyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	oldEmb, newEmb := embed.NewLocal(256), embed.NewLocal(64)
	const tenant, perUser = "acme", 700
	users := []string{"ana", "bo", "cy"}
	now := time.Now().UTC()
	var all []memory.Memory
	for _, u := range users {
		var page []memory.Memory
		for i := range perUser {
			content := fmt.Sprintf("%s keeps note number %d about topic%dx", u, i, i)
			m := memory.Memory{ID: memory.ID(tenant, u, events.TypeFact, "", "", "", content), TenantID: tenant, UserID: u,
				Type: events.TypeFact, Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive,
				Version: 1, CreatedAt: now, UpdatedAt: now, SourceTurnIDs: []string{"t"}, ExtractorID: "rules:v1",
				EmbedderID: oldEmb.ID(), Vector: oldEmb.Vector(content)}
			page = append(page, m)
		}
		if err := st.Upsert(ctx, page); err != nil {
			t.Fatal(err)
		}
		all = append(all, page...)
	}
	userKey := func(tn, u string) string { return tn + "/" + keyer.UserKey(tn, u) }
	reg := prometheus.NewRegistry()
	met := metrics.NewReembed(reg, nil)
	job := func() *Job {
		return &Job{Vectors: st, Users: st, Locks: st, Embedder: newEmb, UserKey: userKey,
			CheckpointPath: filepath.Join(dir, "reembed.json"), PageSize: 100, Metrics: met}
	}

	// Recall load on the new embedder throughout: every query names one
	// memory's rare word, which must come back first.
	rc := recall.New(st, st, newEmb, nil, recall.Config{}, nil)
	stop := make(chan struct{})
	var recalls, failed, missed atomic.Int64
	var wg sync.WaitGroup
	for w := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; ; i += 7 {
				select {
				case <-stop:
					return
				default:
				}
				m := all[i%len(all)]
				resp, err := rc.Recall(ctx, recall.Request{TenantID: tenant, UserID: m.UserID, Query: fmt.Sprintf("topic%dx", i%len(all)%perUser), K: 5})
				recalls.Add(1)
				if err != nil || resp.Degraded {
					failed.Add(1)
					continue
				}
				if len(resp.Memories) == 0 || resp.Memories[0].ID != m.ID {
					missed.Add(1)
				}
			}
		}()
	}

	// First run, stopped after 9 pages.
	j1 := job()
	cctx, cancel := context.WithCancel(ctx)
	j1.Progress = func(cp Checkpoint) {
		if cp.Remaining != len(all)-cp.Moved {
			t.Errorf("after %d moved, %d remaining of %d", cp.Moved, cp.Remaining, len(all))
		}
		if cp.Pages == 9 {
			cancel()
		}
	}
	if _, err := j1.Run(cctx, tenant); !errors.Is(err, context.Canceled) {
		t.Fatalf("first run: %v, want canceled", err)
	}
	// Second run resumes.
	j2 := job()
	cp, err := j2.Run(ctx, tenant)
	if err != nil {
		t.Fatal(err)
	}
	close(stop)
	wg.Wait()
	pages := len(users) * perUser / 100
	if j1.Pages != 9 || j1.Pages+j2.Pages != pages || !cp.Done || cp.Moved != len(all) {
		t.Fatalf("pages %d + %d, want %d in all; checkpoint %+v", j1.Pages, j2.Pages, pages, cp)
	}
	if cp.Remaining != 0 {
		t.Errorf("%d remaining at the end", cp.Remaining)
	}
	if moved, left := testutil.ToFloat64(met.Moved.WithLabelValues(tenant)), testutil.ToFloat64(met.Remaining.WithLabelValues(tenant)); moved != float64(len(all)) || left != 0 {
		t.Errorf("metrics: %v moved, %v remaining", moved, left)
	}
	if recalls.Load() == 0 || failed.Load() != 0 || missed.Load() != 0 {
		t.Fatalf("%d recalls, %d failed, %d missed their memory", recalls.Load(), failed.Load(), missed.Load())
	}
	t.Logf("%d recalls during the job, none failed or missed", recalls.Load())
	for _, u := range users {
		var cursor string
		for {
			page, next, err := st.List(ctx, store.Filter{TenantID: tenant, UserID: u, AnyScope: true, Statuses: allStatuses}, cursor, 500)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range page {
				if m.EmbedderID != newEmb.ID() || len(m.Vector) != 64 {
					t.Fatalf("%s: embedder %q, %d dims", m.ID, m.EmbedderID, len(m.Vector))
				}
			}
			if next == "" {
				break
			}
			cursor = next
		}
	}
	// A third run has nothing left to do.
	j3 := job()
	if _, err := j3.Run(ctx, tenant); err != nil || j3.Pages != 0 {
		t.Fatalf("third run: %v, %d pages", err, j3.Pages)
	}
}

// writeBeforeLock is the real store's lock, after a write of change: the
// ingester updating a memory between the job's read of a page and its
// lock.
type writeBeforeLock struct {
	*sqlite.Store
	change func()
}

func (w *writeBeforeLock) LockUsers(ctx context.Context, keys []string, ttl time.Duration) (func(), error) {
	if w.change != nil {
		w.change()
		w.change = nil
	}
	return w.Store.LockUsers(ctx, keys, ttl)
}

// A memory whose content changes after the job embedded its page (and
// before it took the lock) gets the vector of its new content, and the
// new content is kept.
func TestReembedKeepsAChangeMadeMeanwhile(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "engram.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ctx := context.Background()
	oldEmb, newEmb := embed.NewLocal(256), embed.NewLocal(64)
	now := time.Now().UTC()
	var ms []memory.Memory
	for i := range 3 {
		c := fmt.Sprintf("Likes tea number %d", i)
		ms = append(ms, memory.Memory{ID: memory.ID("acme", "ana", events.TypeFact, "", "", "", c), TenantID: "acme", UserID: "ana",
			Type: events.TypeFact, Content: c, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: now, UpdatedAt: now, SourceTurnIDs: []string{"t"}, ExtractorID: "rules/1", EmbedderID: oldEmb.ID(), Vector: oldEmb.Vector(c)})
	}
	if err := st.Upsert(ctx, ms); err != nil {
		t.Fatal(err)
	}
	changed := ms[1]
	changed.Content, changed.Version = "Likes green tea from Hangzhou", 2
	changed.Vector = oldEmb.Vector(changed.Content)
	locks := &writeBeforeLock{Store: st, change: func() {
		if err := st.Upsert(ctx, []memory.Memory{changed}); err != nil {
			t.Error(err)
		}
	}}
	j := &Job{Vectors: st, Users: st, Locks: locks, Embedder: newEmb, UserKey: func(tn, u string) string { return tn + "/" + u }}
	if _, err := j.Run(ctx, "acme"); err != nil {
		t.Fatal(err)
	}
	got, err := st.Get(ctx, "acme", "ana", []string{changed.ID})
	if err != nil || len(got) != 1 {
		t.Fatalf("get: %v %d", err, len(got))
	}
	m := got[0]
	if m.Content != changed.Content || m.EmbedderID != newEmb.ID() || embed.Cosine(m.Vector, newEmb.Vector(changed.Content)) < 0.999 {
		t.Errorf("content %q, embedder %q, cosine to the new content's vector %.3f", m.Content, m.EmbedderID, embed.Cosine(m.Vector, newEmb.Vector(changed.Content)))
	}
}
