package recall

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// During re-embedding a user's memories are of two embedders. A memory
// not yet moved has no dense score for the query's embedder; its rare word
// still brings it first, ahead of moved memories that share only the
// query's common words (and their trigrams) and so have a dense score too.
func TestRecallDuringReembedding(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	oldEmb := embed.NewLocal(0)
	newEmb := semantic.New(semantictest.Table(t))
	at := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	var mems []memory.Memory
	for i := range 1000 {
		s := fmt.Sprintf("Keeps a note about the garden and the kitchen, entry kw%dq", i)
		id, vec := newEmb.ID(), newEmb.Vector(s) // moved
		if i%2 == 0 {
			id, vec = oldEmb.ID(), oldEmb.Vector(s) // not yet
		}
		mems = append(mems, memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", s), TenantID: "t", UserID: "u",
			Type: events.TypeFact, Content: s, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"t"}, EmbedderID: id, Vector: vec})
	}
	if err := st.Upsert(context.Background(), mems); err != nil {
		t.Fatal(err)
	}
	for _, emb := range []embed.Embedder{newEmb, oldEmb} {
		rc := New(st, st, emb, nil, Config{}, nil)
		missed := 0
		for i, m := range mems {
			resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: fmt.Sprintf("entry kw%dq", i), K: 5})
			if err != nil {
				t.Fatal(err)
			}
			if len(resp.Memories) == 0 || resp.Memories[0].ID != m.ID {
				missed++
			}
		}
		if missed > 0 {
			t.Errorf("recall on %s: %d of %d memories not first for their rare word", emb.ID(), missed, len(mems))
		}
	}
}
