package memory

import "github.com/engram-memory/engram/pkg/events"

// IsEpisode reports whether m is episodic memory (what the user said or
// asked in a turn) rather than a semantic memory.
func (m *Memory) IsEpisode() bool { return m.Type == events.TypeEpisode }

// Linked reports whether one of a and b is an episode and the other a fact
// of the same turn: they share a source turn. It is how a fact points at its
// episode and an episode knows its facts, without a stored copy that
// erasure, merges and supersession would have to keep in step.
func Linked(a, b *Memory) bool {
	if a.IsEpisode() == b.IsEpisode() || a.UserID != b.UserID || a.TenantID != b.TenantID {
		return false
	}
	for _, s := range a.SourceTurnIDs {
		for _, t := range b.SourceTurnIDs {
			if s == t {
				return true
			}
		}
	}
	return false
}

// Link fills EpisodeIDs of the facts and FactIDs of the episodes in ms from
// the links among them (see Linked), replacing what was there.
func Link(ms []Memory) {
	for i := range ms {
		ms[i].EpisodeIDs, ms[i].FactIDs = nil, nil
	}
	for i := range ms {
		if !ms[i].IsEpisode() {
			continue
		}
		for j := range ms {
			if Linked(&ms[i], &ms[j]) {
				ms[i].FactIDs = append(ms[i].FactIDs, ms[j].ID)
				ms[j].EpisodeIDs = append(ms[j].EpisodeIDs, ms[i].ID)
			}
		}
	}
}
