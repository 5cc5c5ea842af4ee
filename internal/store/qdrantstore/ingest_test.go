package qdrantstore

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/internal/store/storetest"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// ingestBatches asserts a preference that changes and comes back, an exact
// repeat and two near-duplicate phrasings.
func ingestBatches() []*events.FactBatch {
	t0 := time.Date(2026, 1, 5, 9, 0, 0, 0, time.UTC)
	pref := func(v string) events.Fact {
		return events.Fact{Type: events.TypePreference, Content: "Prefers " + v + " answers", Key: "response_style",
			Value: v, Confidence: 0.9, Importance: 0.7}
	}
	f := func(c string) events.Fact {
		return events.Fact{Type: events.TypePreference, Content: c, Confidence: 0.85, Importance: 0.6}
	}
	b := func(turn string, h int, fs ...events.Fact) *events.FactBatch {
		return &events.FactBatch{Version: events.Version, TenantID: "acme", UserID: "ada@example.com", TurnID: turn,
			TS: t0.Add(time.Duration(h) * time.Hour), ExtractorID: "rules/1", Facts: fs}
	}
	return []*events.FactBatch{
		b("t1", 0, pref("short"), f("Enjoys hiking in the mountains")),
		b("t2", 1, pref("detailed"), f("Enjoys hiking in mountains")),
		b("t3", 2, f("Enjoys hiking in the mountains")),
	}
}

// testIngestOn applies ingestBatches once, checks the key history and the
// near-duplicate merge, then applies them ten times more and requires the
// same state, versions included.
func testIngestOn(t *testing.T, vec store.VectorStore, emb embed.Embedder) {
	t.Helper()
	state, err := sqlite.Open(filepath.Join(t.TempDir(), "state.db"), sqlite.Options{Keyer: storetest.StateKeyer})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { state.Close() })
	in := ingest.New(vec, state, emb, storetest.StateKeyer, ingest.Config{}, nil)
	ctx := context.Background()
	apply := func() {
		t.Helper()
		var items []ingest.Item
		for _, b := range ingestBatches() {
			items = append(items, ingest.Item{Batch: b, PublishedAt: b.TS})
		}
		errs, _ := in.Apply(ctx, items)
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	apply()
	once, err := storetest.TakeSnapshot(ctx, vec, state, "acme", "ada@example.com")
	if err != nil {
		t.Fatal(err)
	}
	var active, superseded []string
	for _, m := range once.Memories {
		switch m.Status {
		case memory.StatusActive:
			active = append(active, m.Content)
		case memory.StatusSuperseded:
			superseded = append(superseded, m.Content)
		}
	}
	if len(active) != 2 || len(superseded) != 1 || superseded[0] != "Prefers short answers" {
		t.Errorf("active %q, superseded %q; want detailed and one hiking memory active, short superseded", active, superseded)
	}
	if p := once.Profile["response_style"]; p.Value != "detailed" {
		t.Errorf("profile = %+v, want detailed", p)
	}
	for range 10 {
		apply()
	}
	again, err := storetest.TakeSnapshot(ctx, vec, state, "acme", "ada@example.com")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range storetest.Diff(again, once, storetest.CompareOptions{}) {
		t.Error(d)
	}
}

// TestIngesterOnRecorder runs the ingester's queries (get by id, dense
// search for near duplicates, listing a key in every status and scope)
// through the adapter against the request recorder.
func TestIngesterOnRecorder(t *testing.T) {
	r := newRecorder(t)
	emb := embed.NewLocal(0)
	testIngestOn(t, openOn(t, r, map[string]int{emb.ID(): emb.Dim()}), emb)
	if len(r.unsupported) > 0 {
		t.Errorf("adapter sent conditions the recorder cannot evaluate: %v", r.unsupported)
	}
}

// TestIngesterLive does the same against a live Qdrant at QDRANT_URL.
func TestIngesterLive(t *testing.T) {
	addr := os.Getenv("QDRANT_URL")
	if addr == "" {
		t.Skip("QDRANT_URL not set: live Qdrant ingest test not run")
	}
	emb := embed.NewLocal(0)
	var b [6]byte
	_, _ = rand.Read(b[:])
	coll := "engram_ingest_test_" + hex.EncodeToString(b[:])
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	s, err := New(ctx, Config{Addr: addr, APIKey: os.Getenv("QDRANT_API_KEY"), Collection: coll,
		Dims: map[string]int{emb.ID(): emb.Dim()}})
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
	testIngestOn(t, s, emb)
}
