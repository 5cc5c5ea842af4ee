package recall

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Standing instructions are the user's preferences and rules (or, when
// the extractor kept no fact of one, the episode of the request) that govern
// every answer, whatever it is about: reply language, length, format, tone,
// units, time zone, how to address the user, how to explain or code, diet,
// religious food rules, and health constraints on food or
// medicine, accessibility needs. Recall finds them with one lexical search
// of their vocabulary (standing.Query: English, Simplified and Traditional
// Chinese, and the mark the rules extractor gives a standing instruction),
// whatever the query, keeps the hits package standing recognises, and
// renders them with the profile. A preference about one thing (a
// favourite film, a liked restaurant, a hobby) is no standing instruction.

// maxStanding bounds the standing memories one recall renders.
const maxStanding = 12

// standing returns the user's standing instructions, best first: the
// preferences, rules, facts and profile values standingKind recognises,
// then the episodes it recognises whose turn left no such memory (a
// request the extractor kept no fact of), then the recognised episodes
// that hold a kind of instruction the memories of their turn do not (a
// turn with several instructions whose facts kept one); the profile budget
// decides how many are rendered. It returns nil when the search fails,
// since the rest of the answer does not depend on them. With a store that
// has revisions, the answer is kept until the user's memories change
// (standing_cache.go); the memories returned are then shared: read them
// only.
func (rc *Recaller) standing(ctx context.Context, f store.Filter) []memory.Memory {
	ctx, cancel := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancel()
	var rev int64
	key := standingKey(f.TenantID, f.UserID, f.Scope)
	if r, ok := rc.vec.(store.Revisioner); ok {
		var err error
		if rev, err = r.Revision(ctx, f.TenantID, f.UserID); err != nil {
			rc.log.Debug("store revision unavailable; standing instructions searched", "err", err)
			rev = 0
		}
		if ms, ok := rc.stand.get(key, rev, f.Now); ok {
			return ms
		}
		if rev == 0 {
			rc.stand.drop(key) // erased, or never written: keep nothing of it
		}
	}
	f.Types = []events.FactType{events.TypePreference, events.TypeRule, events.TypeFact, events.TypeProfile, events.TypeEpisode}
	hits, err := rc.vec.SearchLexical(ctx, f, standing.Query, 4*maxStanding)
	if err != nil {
		rc.log.Debug("standing instructions unavailable", "err", err)
		return nil
	}
	out := standingOf(hits)
	if rev != 0 {
		var until time.Time
		for _, h := range hits {
			if e := h.Memory.ExpiresAt; !e.IsZero() && (until.IsZero() || e.Before(until)) {
				until = e
			}
		}
		rc.stand.put(key, rev, until, out)
	}
	return out
}

// standingOf is standing's choice among the hits of the standing search.
func standingOf(hits []store.Hit) []memory.Memory {
	type episode struct {
		m    memory.Memory
		kind standing.Kinds
	}
	var out []memory.Memory
	var eps []episode
	turns := map[string]standing.Kinds{} // kinds the kept memories of a turn hold
	for _, h := range hits {
		said := withoutReferent(h.Memory.Content)
		var kind standing.Kinds
		if h.Memory.Type == events.TypeEpisode {
			kind = standing.OfEpisode(h.Memory.Content)
		} else {
			kind = standing.Of(said)
		}
		if kind == 0 || kind&standing.Condition == 0 && standing.Once(said) {
			// a request bound to one piece of work ("for this letter only
			// keep it formal") governs that work, not every answer
			continue
		}
		if h.Memory.Type == events.TypeEpisode {
			eps = append(eps, episode{h.Memory, kind})
			continue
		}
		if len(out) < maxStanding {
			out = append(out, h.Memory)
			for _, t := range h.Memory.SourceTurnIDs {
				turns[t] |= kind
			}
		}
	}
	kept := func(e episode) (any bool, all standing.Kinds) {
		for _, t := range e.m.SourceTurnIDs {
			if k, ok := turns[t]; ok {
				any, all = true, all|k
			}
		}
		return any, all
	}
	// a turn with a marked instruction was judged sentence by sentence by
	// the rules extractor: its episode adds nothing it did not keep
	marked := func(e episode) bool {
		for _, t := range e.m.SourceTurnIDs {
			if turns[t]&standing.Marked != 0 {
				return true
			}
		}
		return false
	}
	var extra []memory.Memory
	for _, e := range eps {
		switch any, k := kept(e); {
		case !any:
			out = append(out, e.m)
		case e.kind&^k&standing.Topics != 0 && !marked(e):
			extra = append(extra, e.m)
		}
	}
	out = append(out, extra...)
	return out[:min(len(out), maxStanding)]
}

// renderStanding adds the standing instructions to the context's profile
// section, within the profile budget: after the profile lines, or under
// its own "## Profile" heading when the profile rendered none. It returns
// the ids it included and the tokens it added.
func renderStanding(ctxText string, ms []memory.Memory, profileBudget, used int) (string, []string, int) {
	if len(ms) == 0 {
		return ctxText, nil, 0
	}
	var lines strings.Builder
	var ids []string
	added := 0
	head := ""
	if !strings.HasPrefix(ctxText, "## Profile\n") {
		head = "## Profile\n"
		added = EstimateTokens(head)
	}
	for _, m := range ms {
		line := "- " + strings.ReplaceAll(m.Content, "\n", " ") + "\n"
		if strings.Contains(ctxText, line) {
			continue
		}
		t := EstimateTokens(line)
		if used+added+t > profileBudget {
			continue
		}
		added += t
		lines.WriteString(line)
		ids = append(ids, m.ID)
	}
	if len(ids) == 0 {
		return ctxText, nil, 0
	}
	if head != "" {
		return head + lines.String() + ctxText, ids, added
	}
	// after the profile lines: before the first other heading
	rest := ctxText[len("## Profile\n"):]
	cut := strings.Index(rest, "## ")
	if cut < 0 {
		cut = len(rest)
	}
	cut += len("## Profile\n")
	return ctxText[:cut] + lines.String() + ctxText[cut:], ids, added
}

// profileTokens is the size of the profile section of a rendered context.
func profileTokens(ctxText string) int {
	if !strings.HasPrefix(ctxText, "## Profile\n") {
		return 0
	}
	rest := ctxText[len("## Profile\n"):]
	if i := strings.Index(rest, "## "); i >= 0 {
		rest = rest[:i]
	}
	return EstimateTokens("## Profile\n" + rest)
}

// minReferent is the shortest trailing note withoutReferent takes for the
// rules extractor's referent (a sentence of the assistant's, not a gloss).
const minReferent = 20

// withoutReferent is content without the note the rules extractor appends
// to a fact that named its subject only by a pronoun: the assistant's
// sentence it points back at, in brackets at the end ("the popiah there
// is my fav (Look for a vegetarian stall …)"). What kind of instruction a
// memory is depends on what the user said, not on the assistant's words.
func withoutReferent(content string) string {
	for _, p := range [][2]string{{" (", ")"}, {"（", "）"}} {
		if !strings.HasSuffix(content, p[1]) {
			continue
		}
		if i := openingOf(content, p[0], p[1]); i > 0 && len(content)-i-len(p[0])-len(p[1]) >= minReferent {
			return content[:i]
		}
	}
	return content
}

// openingOf returns the index of the opening bracket (open, a space and
// the bracket) that the closing bracket at the end of content closes,
// counting the brackets nested inside the note ("(pack your kit (pens,
// ID), sleep early)"); -1 when there is none.
func openingOf(content, open, close string) int {
	bare := strings.TrimPrefix(open, " ")
	depth := 0
	for i := len(content) - len(close); i >= 0; {
		switch {
		case strings.HasPrefix(content[i:], close):
			depth++
		case strings.HasPrefix(content[i:], bare):
			depth--
			if depth == 0 {
				if bare != open {
					if i == 0 || content[i-1] != ' ' {
						return -1
					}
					return i - 1
				}
				return i
			}
		}
		if i == 0 {
			break
		}
		_, n := utf8.DecodeLastRuneInString(content[:i])
		i -= n
	}
	return -1
}
