package forget_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/forget"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

func episode(user, content string, imp float64, at time.Time) memory.Memory {
	m := mem(user, content, imp, at)
	m.Type = events.TypeEpisode
	m.ID = memory.ID(tenant, user, events.TypeEpisode, "", "", "", content)
	m.EventTime = &at
	return m
}

// A user over the episode cap loses the least useful episodes (archived
// first, then the most decayed: low importance or old), keeps pinned ones
// and every fact; a user under the cap loses nothing; a second run does
// nothing more.
func TestEpisodeCap(t *testing.T) {
	for _, b := range backends() {
		t.Run(b.name, func(t *testing.T) {
			vec, st := b.open(t)
			c := &clock{t0.Add(40 * day)}
			var eps []memory.Memory
			// Ten episodes a day apart, importance 0.4; day 0 is the oldest.
			for i := range 10 {
				eps = append(eps, episode("u1", fmt.Sprintf("asked about flights, day %d", i), 0.4, t0.Add(time.Duration(i)*day)))
			}
			eps[8].Importance = 0.05 // recent but of little use
			eps[0].Pinned = true     // the oldest, but pinned
			archived := episode("u1", "said something long archived", 0.9, t0.Add(30*day))
			archived.Status = memory.StatusArchived
			var facts []memory.Memory
			for i := range 5 {
				facts = append(facts, mem("u1", fmt.Sprintf("old fact %d", i), 0.1, t0))
			}
			other := []memory.Memory{episode("u2", "asked about trains", 0.1, t0), episode("u2", "asked about buses", 0.1, t0)}
			upsert(t, vec, eps...)
			upsert(t, vec, archived)
			upsert(t, vec, facts...)
			upsert(t, vec, other...)

			f := newForgetter(vec, st, c, forget.Config{Episodes: forget.Episodes{MaxPerUser: 5, TTL: -1}})
			rep := run(t, f)
			// 11 episodes, cap 5: six go: the archived one, the unimportant
			// day 8, then the oldest unpinned (days 1-4); pinned day 0 and
			// days 5, 6, 7, 9 stay.
			if got := rep.Actions[forget.ActionEpisodeCapped]; got != 6 {
				t.Fatalf("capped %d, want 6 (report %+v)", got, rep.Actions)
			}
			var ids []string
			for _, m := range append(append(eps, archived), facts...) {
				ids = append(ids, m.ID)
			}
			got := get(t, vec, "u1", ids...)
			wantGone := map[string]bool{archived.ID: true, eps[8].ID: true, eps[1].ID: true, eps[2].ID: true, eps[3].ID: true, eps[4].ID: true}
			for _, m := range append(append(eps, archived), facts...) {
				_, kept := got[m.ID]
				if kept == wantGone[m.ID] {
					t.Errorf("%q kept=%v, want kept=%v", m.Content, kept, !wantGone[m.ID])
				}
			}
			if n := len(get(t, vec, "u2", other[0].ID, other[1].ID)); n != 2 {
				t.Errorf("user under the cap kept %d of 2 episodes", n)
			}
			rep = run(t, f)
			if n := rep.Actions[forget.ActionEpisodeCapped]; n != 0 {
				t.Errorf("second run capped %d more", n)
			}
		})
	}
}

func TestEpisodeCapEnv(t *testing.T) {
	env := func(v string) func(string) string {
		return func(n string) string {
			if n == forget.EnvEpisodeMax {
				return v
			}
			return ""
		}
	}
	cfg, err := forget.FromEnv(forget.Config{}, env("300"))
	if err != nil || cfg.Episodes.MaxPerUser != 300 {
		t.Errorf("300: %+v %v", cfg.Episodes, err)
	}
	cfg, err = forget.FromEnv(forget.Config{}, env("0"))
	if err != nil || cfg.Episodes.MaxPerUser >= 0 {
		t.Errorf("0 should turn the cap off: %+v %v", cfg.Episodes, err)
	}
	if _, err := forget.FromEnv(forget.Config{}, env("-3")); err == nil {
		t.Error("a negative cap was accepted")
	}
}
