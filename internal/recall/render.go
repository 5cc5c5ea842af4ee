package recall

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
)

// EstimateTokens estimates how many LLM tokens s takes: one per CJK
// character (Han, kana, hangul) and one per four bytes of other text, rounded
// up, plus one per line. It errs on the high side for English (where BPE
// tokenizers average about four characters per token) so that a rendered
// context never exceeds its budget on a real tokenizer by much.
func EstimateTokens(s string) int {
	cjk, other, lines := 0, 0, 0
	for _, r := range s {
		switch {
		case r == '\n':
			lines++
		case unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r):
			cjk++
		default:
			if r < 0x80 {
				other++
			} else {
				other += 2
			}
		}
	}
	return cjk + (other+3)/4 + lines
}

// section is where a type is rendered.
func section(t events.FactType) string {
	switch t {
	case events.TypePreference:
		return "Preferences"
	case events.TypeRule:
		return "Rules"
	case events.TypeEvent, events.TypeTodo:
		return "Events"
	case events.TypeEpisode:
		return "Episodes"
	default:
		return "Facts"
	}
}

var sectionOrder = []string{"Preferences", "Facts", "Rules", "Events", "Episodes"}

// GovernsAnswers reports whether a profile key belongs in every context:
// identity and settings (name, location, language, time zone, role …) do;
// a favourite ("favorite_film", "favorite_spot_there") is a liking that
// governs no answer, and is rendered only when recall ranks its memory
// for the query (it stays in Response.Profile).
func GovernsAnswers(key string) bool {
	return !strings.HasPrefix(key, "favorite_") && !strings.HasPrefix(key, "favourite_")
}

// Render builds the context block: the profile (current values that
// govern answers, GovernsAnswers; within profileBudget tokens) then the
// memories grouped as preferences / facts /
// rules / events, in rank order within each group, adding memories while
// they fit in budget tokens. It marks the memories it included and returns
// the text and its estimated size; the memories part never exceeds budget.
func Render(profile []store.ProfileEntry, scope string, mems []Scored, profileBudget, budget int) (string, int) {
	var b strings.Builder
	total := 0
	if len(profile) > 0 {
		head := "## Profile\n"
		used := EstimateTokens(head)
		var lines []string
		for _, e := range profile {
			if e.Scope != "" && e.Scope != scope || !GovernsAnswers(e.Key) {
				continue
			}
			line := fmt.Sprintf("- %s: %s\n", escapeContent(e.Key), escapeContent(e.Value))
			t := EstimateTokens(line)
			if used+t > profileBudget {
				continue
			}
			used += t
			lines = append(lines, line)
		}
		if len(lines) > 0 {
			b.WriteString(head)
			for _, l := range lines {
				b.WriteString(l)
			}
			total += used
		}
	}
	groups := map[string][]string{}
	used := 0
	for i := range mems {
		m := &mems[i]
		sec := section(m.Type)
		line := "- " + escapeContent(m.Content)
		if m.Type == events.TypeEpisode {
			line = episodeLine(m)
		} else if m.EventTime != nil {
			line += " (" + m.EventTime.Format("2006-01-02") + ")"
		}
		line += "\n"
		t := EstimateTokens(line)
		if len(groups[sec]) == 0 {
			t += EstimateTokens("## " + sec + "\n")
		}
		if used+t > budget {
			continue
		}
		used += t
		groups[sec] = append(groups[sec], line)
		m.InContext = true
	}
	for _, sec := range sectionOrder {
		if len(groups[sec]) == 0 {
			continue
		}
		b.WriteString("## " + sec + "\n")
		for _, l := range groups[sec] {
			b.WriteString(l)
		}
	}
	return b.String(), total + used
}

// escapeContent makes a memory's text safe inside the context block: line
// breaks become spaces (a memory cannot start a heading or a line of its
// own) and structural markers are replaced by inert look-alikes
// (extract.EscapeMarkers: "</context>" → "‹/context›", "SYSTEM:" →
// "SYSTEM∶"). The extractors strip markers already; this is the second line
// of defence for memories written by other paths.
func escapeContent(s string) string {
	if strings.ContainsAny(s, "\r\n") {
		s = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(s)
	}
	return extract.EscapeMarkers(s)
}
