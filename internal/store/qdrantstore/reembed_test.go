package qdrantstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/internal/reembed"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Embedders of the re-embedding tests: the collection knows both.
var reembedOld, reembedNew = embed.NewLocal(256), embed.NewLocal(64)

var reembedDims = map[string]int{reembedOld.ID(): reembedOld.Dim(), reembedNew.ID(): reembedNew.Dim()}

// testReembedOn moves three users' memories from one embedder to another
// through the adapter: stopped after four pages (as a kill would), every
// memory is still found by its rare word by recallers of both embedders;
// the resumed run does only the pages left; every memory ends with the new
// embedder's vector and is found; a third run does nothing.
func testReembedOn(t *testing.T, s *Store) {
	t.Helper()
	ctx := context.Background()
	state, err := sqlite.Open(filepath.Join(t.TempDir(), "state.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { state.Close() })
	const tenant, perUser, page = "acme", 250, 100
	users := []string{"ana", "bo", "cy"}
	now := time.Now().UTC()
	var all []memory.Memory
	for _, u := range users {
		var ms []memory.Memory
		for i := range perUser {
			content := fmt.Sprintf("%s keeps a note about the garden, entry kw%dq", u, i)
			ms = append(ms, memory.Memory{ID: memory.ID(tenant, u, events.TypeFact, "", "", "", content), TenantID: tenant, UserID: u,
				Type: events.TypeFact, Content: content, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive,
				Version: 1, CreatedAt: now, UpdatedAt: now, SourceTurnIDs: []string{"t"}, ExtractorID: "rules/1",
				EmbedderID: reembedOld.ID(), Vector: reembedOld.Vector(content)})
		}
		if err := s.Upsert(ctx, ms); err != nil {
			t.Fatal(err)
		}
		all = append(all, ms...)
	}
	ckpt := filepath.Join(t.TempDir(), "reembed.json")
	job := func() *reembed.Job {
		return &reembed.Job{Vectors: s, Users: s, Locks: state, Embedder: reembedNew, PageSize: page, CheckpointPath: ckpt,
			UserKey: func(tn, u string) string { return tn + "/" + storetest.StateKeyer.UserKey(tn, u) }}
	}
	findAll := func(when string) {
		t.Helper()
		for _, emb := range []embed.Embedder{reembedOld, reembedNew} {
			rc := recall.New(s, state, emb, nil, recall.Config{}, nil)
			for k := 0; k < len(all); k += 17 {
				m := all[k]
				resp, err := rc.Recall(ctx, recall.Request{TenantID: tenant, UserID: m.UserID, Query: fmt.Sprintf("entry kw%dq", k%perUser), K: 5})
				if err != nil || resp.Degraded {
					t.Fatalf("%s: recall on %s: %v (degraded %v)", when, emb.ID(), err, resp != nil && resp.Degraded)
				}
				if len(resp.Memories) == 0 || resp.Memories[0].ID != m.ID {
					t.Errorf("%s: recall on %s did not find %q first", when, emb.ID(), m.Content)
				}
			}
		}
	}

	j1 := job()
	cctx, cancel := context.WithCancel(ctx)
	j1.Progress = func(cp reembed.Checkpoint) {
		if cp.Pages == 4 {
			cancel()
		}
	}
	if _, err := j1.Run(cctx, tenant); !errors.Is(err, context.Canceled) {
		t.Fatalf("first run: %v, want canceled", err)
	}
	findAll("half way")
	j2 := job()
	cp, err := j2.Run(ctx, tenant)
	if err != nil {
		t.Fatal(err)
	}
	pages := len(users) * ((perUser + page - 1) / page)
	if j1.Pages != 4 || j1.Pages+j2.Pages != pages || !cp.Done || cp.Moved != len(all) || j1.Moved+j2.Moved != len(all) {
		t.Fatalf("pages %d + %d (want %d in all), moved %d + %d; checkpoint %+v", j1.Pages, j2.Pages, pages, j1.Moved, j2.Moved, cp)
	}
	// The adapter cannot count by embedder: the remaining count is unknown.
	if cp.Remaining != -1 {
		t.Errorf("remaining %d, want -1 (unknown)", cp.Remaining)
	}
	for _, u := range users {
		ms, _, err := s.List(ctx, storeFilter(tenant, u), "", 1000)
		if err != nil {
			t.Fatal(err)
		}
		if len(ms) != perUser {
			t.Fatalf("%s: %d memories listed, want %d", u, len(ms), perUser)
		}
		for _, m := range ms {
			if m.EmbedderID != reembedNew.ID() || len(m.Vector) != reembedNew.Dim() {
				t.Fatalf("%s: embedder %q, %d dims", m.ID, m.EmbedderID, len(m.Vector))
			}
		}
	}
	findAll("after")
	j3 := job()
	if _, err := j3.Run(ctx, tenant); err != nil || j3.Pages != 0 {
		t.Fatalf("third run: %v, %d pages", err, j3.Pages)
	}
}

// TestReembedOnRecorder is re-embedding through the Qdrant adapter
// against the request recorder's in-memory stand-in of Qdrant.
func TestReembedOnRecorder(t *testing.T) {
	r := newRecorder(t)
	testReembedOn(t, openOn(t, r, reembedDims))
	if len(r.unsupported) > 0 {
		t.Errorf("adapter sent conditions the recorder cannot evaluate: %v", r.unsupported)
	}
}

// TestReembedLive does the same against a live Qdrant at QDRANT_URL.
func TestReembedLive(t *testing.T) {
	addr := os.Getenv("QDRANT_URL")
	if addr == "" {
		t.Skip("QDRANT_URL not set: live Qdrant re-embedding test not run")
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	coll := "engram_reembed_test_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := New(ctx, Config{Addr: addr, APIKey: os.Getenv("QDRANT_API_KEY"), Collection: coll, Dims: reembedDims})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if err := s.client.DeleteCollection(ctx, coll); err != nil {
			t.Errorf("drop collection %s: %v", coll, err)
		}
		_ = s.Close()
	})
	testReembedOn(t, s)
}

func storeFilter(tenant, user string) store.Filter {
	return store.Filter{TenantID: tenant, UserID: user, AnyScope: true,
		Statuses: []memory.Status{memory.StatusActive, memory.StatusSuperseded, memory.StatusArchived}}
}
