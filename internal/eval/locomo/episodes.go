package locomo

import (
	"fmt"
	"io"
	"sort"
	"strconv"

	"github.com/engram-memory/engram/internal/recall"
	"github.com/engram-memory/engram/pkg/events"
)

// EpisodeFigures split dialog-mode recall by memory layer, measured in the
// same run: the evidence recall through the episodes alone and the facts
// alone among the memories returned (overall, percent by k; a turn found
// by both counts in both), and the recall of the same questions with
// episodes excluded from the query (types = every other type).
type EpisodeFigures struct {
	ViaEpisodes     map[string]float64            `json:"via_episodes"`
	ViaFacts        map[string]float64            `json:"via_facts"`
	WithoutEpisodes map[string]map[string]float64 `json:"without_episodes"`
	viaEp, viaFact  map[int]*Tally
	without         map[int]*Tally
}

// nonEpisodeTypes are every fact type but episode.
var nonEpisodeTypes = []events.FactType{events.TypeProfile, events.TypePreference, events.TypeFact, events.TypeEvent,
	events.TypeRule, events.TypeTodo, events.TypeConclusion}

func newEpisodeFigures(ks []int) *EpisodeFigures {
	e := &EpisodeFigures{viaEp: map[int]*Tally{}, viaFact: map[int]*Tally{}, without: map[int]*Tally{}}
	for _, k := range ks {
		e.viaEp[k], e.viaFact[k], e.without[k] = NewTally(), NewTally(), NewTally()
	}
	return e
}

// add scores one question at k: got is the answer with episodes.
func (e *EpisodeFigures) add(category string, evidence []string, k int, got []recall.Scored) {
	var eps, facts []recall.Scored
	for _, m := range got {
		if m.Type == events.TypeEpisode {
			eps = append(eps, m)
		} else {
			facts = append(facts, m)
		}
	}
	e.viaEp[k].Add(category, EvidenceRecall(evidence, sourcesOf(eps, false)))
	e.viaFact[k].Add(category, EvidenceRecall(evidence, sourcesOf(facts, false)))
}

func (e *EpisodeFigures) finish() {
	e.ViaEpisodes, e.ViaFacts, e.WithoutEpisodes = map[string]float64{}, map[string]float64{}, map[string]map[string]float64{}
	for k := range e.viaEp {
		ks := strconv.Itoa(k)
		e.ViaEpisodes[ks] = e.viaEp[k].Percent()["overall"]
		e.ViaFacts[ks] = e.viaFact[k].Percent()["overall"]
		e.WithoutEpisodes[ks] = e.without[k].Percent()
	}
}

// writeEpisodeFigures prints the layer split under the main table.
func writeEpisodeFigures(w io.Writer, e *EpisodeFigures) {
	if e == nil {
		return
	}
	ks := make([]int, 0, len(e.ViaEpisodes))
	for k := range e.ViaEpisodes {
		n, _ := strconv.Atoi(k)
		ks = append(ks, n)
	}
	sort.Ints(ks)
	fmt.Fprint(w, "\nby layer (overall %, same run):\n")
	for _, k := range ks {
		s := strconv.Itoa(k)
		fmt.Fprintf(w, "  k=%-3d with episodes: via episodes %.1f, via facts %.1f; without episodes R@%d %.1f\n",
			k, e.ViaEpisodes[s], e.ViaFacts[s], k, e.WithoutEpisodes[s]["overall"])
	}
}
