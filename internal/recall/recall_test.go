package recall

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

func seed(t *testing.T, texts ...string) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	emb := embed.NewLocal(0)
	at := time.Date(2025, 1, 1, 0, 0, 0, 0, time.UTC)
	var mems []memory.Memory
	for i, s := range texts {
		mems = append(mems, memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", s), TenantID: "t", UserID: "u",
			Type: events.TypeFact, Content: s, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"turn" + string(rune('a'+i))}, EmbedderID: emb.ID(), Vector: emb.Vector(s)})
	}
	if err := st.Upsert(context.Background(), mems); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestRecallRanksTheMatchFirst(t *testing.T) {
	st := seed(t,
		"Ann started learning the violin in June",
		"Bob works as a carpenter in Lisbon",
		"Ann loves hiking in the Alps with her sister",
		"Bob adopted a puppy named Rex",
	)
	for _, cfg := range []Config{{}, {Fusion: "rrf"}, {DenseShare: -1}, {DenseShare: 1}} {
		rc := New(st, st, embed.NewLocal(0), nil, cfg, nil)
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "Which instrument is Ann learning? violins", K: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Memories) == 0 || !strings.Contains(resp.Memories[0].Content, "violin") {
			t.Fatalf("%+v: first memory %+v, want the violin one", cfg, resp.Memories)
		}
		c := resp.Memories[0].Components
		if c.Similarity <= 0 || c.Similarity > 1 || c.Lexical < 0 || c.Lexical > 1 {
			t.Fatalf("%+v: components out of range: %+v", cfg, c)
		}
		if len(resp.Memories) > 2 || !resp.Memories[0].InContext || !strings.Contains(resp.Context, "violin") {
			t.Fatalf("%+v: k or rendering wrong: %+v", cfg, resp)
		}
	}
}

// A spelling variant the stemmer does not join still finds its memory,
// through the embedder's character trigrams and the lexical expansion.
func TestRecallSpellingVariant(t *testing.T) {
	st := seed(t, "Jon got mentored by a business person", "Gina opened an online clothing store")
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "mentorship", K: 1})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) != 1 || !strings.Contains(resp.Memories[0].Content, "mentored") {
		t.Fatalf("got %+v", resp.Memories)
	}
}

func TestDefaults(t *testing.T) {
	c := Config{}.withDefaults()
	if c.DenseShare != 0.3 || c.Weights != (Weights{0.5, 0.3, 0.2}) || c.MinRelevance != DefaultMinRelevance {
		t.Fatalf("defaults %+v", c)
	}
	if (Config{DenseShare: -1}).withDefaults().DenseShare != 0 {
		t.Fatal("negative dense share should mean lexical only")
	}
}
