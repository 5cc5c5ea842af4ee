package recall

import (
	"github.com/engram-memory/engram/pkg/events"
)

// episodeLine renders an episode under its own heading, dated with when it
// was said: "- 2026-11-27: asked about flights to Hangzhou".
func episodeLine(m *Scored) string {
	at := m.CreatedAt
	if m.EventTime != nil {
		at = *m.EventTime
	}
	content := escapeContent(m.Content)
	if at.IsZero() {
		return "- " + content
	}
	return "- " + at.Format("2006-01-02") + ": " + content
}

// foldEpisodes returns the top k of ranked memories after folding every
// episode one of whose facts (a memory of the same source turn) is in that
// top k too: the episode is dropped, recorded on those facts (EpisodeIDs),
// and the next memory moves up. The fact already says what the episode
// would; the episode is not shown twice.
func foldEpisodes(out []Scored, k int) []Scored {
	for {
		top := out[:min(k, len(out))]
		e := foldable(top)
		if e < 0 {
			return top
		}
		out = append(out[:e], out[e+1:]...)
	}
}

// foldable finds an episode in top with a fact of its turn in top, records
// it on those facts and returns its index; -1 if there is none.
func foldable(top []Scored) int {
	for e := range top {
		if top[e].Type != events.TypeEpisode {
			continue
		}
		found := false
		for i := range top {
			if top[i].Type != events.TypeEpisode && shareTurn(top[i].SourceTurnIDs, top[e].SourceTurnIDs) {
				top[i].EpisodeIDs = appendOnce(top[i].EpisodeIDs, top[e].ID)
				found = true
			}
		}
		if found {
			return e
		}
	}
	return -1
}

func shareTurn(a, b []string) bool {
	for _, x := range a {
		for _, y := range b {
			if x == y {
				return true
			}
		}
	}
	return false
}

func appendOnce(ids []string, id string) []string {
	for _, x := range ids {
		if x == id {
			return ids
		}
	}
	return append(ids, id)
}
