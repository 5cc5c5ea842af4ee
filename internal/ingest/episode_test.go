package ingest_test

import (
	"strings"
	"testing"
	"time"

	"github.com/engram-memory/engram/internal/ingest"
	"github.com/engram-memory/engram/pkg/events"
)

func episode(content string) events.Fact {
	return events.Fact{Type: events.TypeEpisode, Content: content, Confidence: 0.9, Importance: 0.4}
}

// The PII and erasure guarantees hold for episodes as for every memory: a
// phone number is masked in an episode, and "forget me" removes the user's
// episodes with their facts.
func TestEpisodesMaskedAndForgotten(t *testing.T) {
	e := newEnv(t, ingest.Config{})
	e.apply(t, batch("call", t0, episode("asked to call me back at 13812345678 about the Hangzhou flight"),
		fact(events.TypeFact, "Flies to Hangzhou in December")))
	s := e.snapshot(t)
	episodes := 0
	for _, m := range s.Memories {
		if m.Type == events.TypeEpisode {
			episodes++
		}
		if strings.Contains(m.Content, "13812345678") {
			t.Errorf("an episode holds the phone number in clear: %q", m.Content)
		}
	}
	if episodes != 1 || len(s.Memories) != 2 {
		t.Fatalf("memories %+v, want the episode beside its fact", s.Memories)
	}
	forgetMe := batch("forget-me", t0.Add(time.Hour))
	forgetMe.Forget = []events.ForgetIntent{{All: true}}
	e.apply(t, forgetMe)
	if s := e.snapshot(t); len(s.Memories) != 0 {
		t.Errorf("after forget-me: %+v, want no episode or fact", s.Memories)
	}
}
