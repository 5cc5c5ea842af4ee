package recall

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/embed/semantic"
	"github.com/engram-memory/engram/internal/embed/semantic/semantictest"
	"github.com/engram-memory/engram/internal/store/sqlite"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Word alignment (Config.AlignShare, the semantic embedder's Aligner)
// changes the dense score of memories in the other script than the query
// only: an English question keeps the same-script memory's score and moves
// the Chinese ones', and the Chinese allergy memory still comes first.
func TestAlignOtherScriptOnly(t *testing.T) {
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "a.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	emb := semantic.New(semantictest.Table(t))
	at := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	var mems []memory.Memory
	for _, s := range []string{"用户对海鲜过敏", "我开丰田车", "用户住在上海", "我女儿拉小提琴", "I drive a Toyota"} {
		mems = append(mems, memory.Memory{ID: memory.ID("t", "u", events.TypeFact, "", "", "", s), TenantID: "t", UserID: "u",
			Type: events.TypeFact, Content: s, Confidence: 0.9, Importance: 0.5, Status: memory.StatusActive, Version: 1,
			CreatedAt: at, UpdatedAt: at, SourceTurnIDs: []string{"t"}, EmbedderID: emb.ID(), Vector: emb.Vector(s)})
	}
	if err := st.Upsert(context.Background(), mems); err != nil {
		t.Fatal(err)
	}
	dense := func(share float64) (map[string]float64, string) {
		rc := New(st, st, emb, nil, Config{Gate: -1, MinRelevance: -1, AlignShare: share}, nil)
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "I'm allergic to shellfish", K: 5})
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]float64{}
		for _, m := range resp.Memories {
			out[m.Content] = m.Components.Dense
		}
		first := ""
		if len(resp.Memories) > 0 {
			first = resp.Memories[0].Content
		}
		return out, first
	}
	on, first := dense(0)
	off, _ := dense(-1)
	if first != "用户对海鲜过敏" {
		t.Errorf("first with alignment: %q, want the Chinese allergy memory", first)
	}
	if on["I drive a Toyota"] != off["I drive a Toyota"] {
		t.Errorf("same-script memory: dense %.4f with alignment, %.4f without", on["I drive a Toyota"], off["I drive a Toyota"])
	}
	if on["用户对海鲜过敏"] == off["用户对海鲜过敏"] {
		t.Errorf("other-script memory: dense %.4f unchanged by alignment", on["用户对海鲜过敏"])
	}
}
