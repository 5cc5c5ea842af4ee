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

// seedTyped stores memories of the given types and turns for user u.
func seedTyped(t *testing.T, ms ...memory.Memory) *sqlite.Store {
	t.Helper()
	st, err := sqlite.Open(filepath.Join(t.TempDir(), "e.db"), sqlite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	emb := embed.NewLocal(0)
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	for i := range ms {
		m := &ms[i]
		m.ID = memory.ID("t", "u", m.Type, "", "", "", m.Content)
		m.TenantID, m.UserID, m.Confidence, m.Status, m.Version = "t", "u", 0.9, memory.StatusActive, 1
		m.CreatedAt, m.UpdatedAt, m.EmbedderID, m.Vector = at, at, emb.ID(), emb.Vector(m.Content)
		if m.Importance == 0 {
			m.Importance = 0.5
		}
	}
	if err := st.Upsert(context.Background(), ms); err != nil {
		t.Fatal(err)
	}
	return st
}

func TestEpisodesRenderDatedAndFoldIntoTheirFacts(t *testing.T) {
	st := seedTyped(t,
		memory.Memory{Type: events.TypeEpisode, Content: "asked about flights to Hangzhou", Importance: 0.4, SourceTurnIDs: []string{"t1"}},
		memory.Memory{Type: events.TypeEpisode, Content: "I'm flying to Lisbon for the conference", Importance: 0.4, SourceTurnIDs: []string{"t2"}},
		memory.Memory{Type: events.TypeEvent, Content: "Flies to Lisbon for a conference", SourceTurnIDs: []string{"t2"}},
		memory.Memory{Type: events.TypeFact, Content: "Works as a nurse in Porto", SourceTurnIDs: []string{"t3"}},
	)
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "flights to Hangzhou", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(resp.Context, "## Episodes\n- 2026-11-27: asked about flights to Hangzhou\n") {
		t.Fatalf("context does not render the dated episode:\n%s", resp.Context)
	}
	resp, err = rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "flying to Lisbon conference", K: 5})
	if err != nil {
		t.Fatal(err)
	}
	var fact *Scored
	for i, m := range resp.Memories {
		if m.Type == events.TypeEpisode && strings.Contains(m.Content, "Lisbon") {
			t.Fatalf("the Lisbon episode is shown beside its fact: %+v", resp.Memories)
		}
		if m.Type == events.TypeEvent {
			fact = &resp.Memories[i]
		}
	}
	if fact == nil || len(fact.EpisodeIDs) != 1 {
		t.Fatalf("the fact does not carry its folded episode: %+v", resp.Memories)
	}
	resp, err = rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: "flying to Lisbon conference", K: 5,
		Types: []events.FactType{events.TypeEpisode}})
	if err != nil {
		t.Fatal(err)
	}
	if len(resp.Memories) == 0 || resp.Memories[0].Type != events.TypeEpisode {
		t.Fatalf("types=episode did not select the episode: %+v", resp.Memories)
	}
}

// A user with a relevant memory gets it even when only the spelling joins
// it to the query; queries about something the user never said get
// nothing with the relatedness test on, although they share a word with a
// memory.
func TestRelativeRelevanceCut(t *testing.T) {
	st := seed(t, "Works at Spotify", "Is allergic to peanuts", "Has a daughter who starts school in Berlin",
		"Jon got mentored by a business person", "Lives in Rome")
	rc := New(st, st, embed.NewLocal(0), nil, Config{}, nil)
	for q, want := range map[string]string{
		"mentorship":                          "mentored",
		"where does my daughter go to school": "daughter",
		"peanut allergy":                      "peanuts",
	} {
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: q, K: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Memories) == 0 || !strings.Contains(resp.Memories[0].Content, want) {
			t.Errorf("%q: got %+v, want the %q memory first", q, resp.Memories, want)
		}
	}
	rc = New(st, st, embed.NewLocal(0), nil, Config{MinCoverage: DefaultMinCoverage}, nil)
	for _, q := range []string{"how does TLS work?", "write a poem about the sea", "explain quicksort", "what should I cook tonight"} {
		resp, err := rc.Recall(context.Background(), Request{TenantID: "t", UserID: "u", Query: q, K: 5})
		if err != nil {
			t.Fatal(err)
		}
		if len(resp.Memories) != 0 {
			t.Errorf("unrelated %q returned %+v", q, resp.Memories)
		}
	}
}
