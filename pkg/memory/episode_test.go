package memory

import (
	"slices"
	"testing"

	"github.com/engram-memory/engram/pkg/events"
)

func TestLinkJoinsFactsAndEpisodesOfOneTurn(t *testing.T) {
	ms := []Memory{
		{ID: "e1", TenantID: "t", UserID: "u", Type: events.TypeEpisode, SourceTurnIDs: []string{"turn-1"}},
		{ID: "f1", TenantID: "t", UserID: "u", Type: events.TypeFact, SourceTurnIDs: []string{"turn-1"}},
		{ID: "p1", TenantID: "t", UserID: "u", Type: events.TypePreference, SourceTurnIDs: []string{"turn-0", "turn-1"}},
		{ID: "f2", TenantID: "t", UserID: "u", Type: events.TypeFact, SourceTurnIDs: []string{"turn-2"}},
		{ID: "e2", TenantID: "t", UserID: "other", Type: events.TypeEpisode, SourceTurnIDs: []string{"turn-2"}},
	}
	Link(ms)
	if !slices.Equal(ms[0].FactIDs, []string{"f1", "p1"}) {
		t.Errorf("episode e1 knows facts %v, want [f1 p1]", ms[0].FactIDs)
	}
	if !slices.Equal(ms[1].EpisodeIDs, []string{"e1"}) || !slices.Equal(ms[2].EpisodeIDs, []string{"e1"}) {
		t.Errorf("facts point at %v and %v, want e1", ms[1].EpisodeIDs, ms[2].EpisodeIDs)
	}
	if ms[3].EpisodeIDs != nil || ms[4].FactIDs != nil {
		t.Errorf("another user's episode was linked: %v %v", ms[3].EpisodeIDs, ms[4].FactIDs)
	}
	if Linked(&ms[1], &ms[2]) {
		t.Error("two facts of one turn are not an episode link")
	}
}
