package recall

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Standing instructions are the user's preferences and rules (or, when
// the extractor kept no fact of one, the episode of the request) that govern
// every answer: reply language, length, format, dietary rules, allergies,
// accessibility needs. Recall finds them with one lexical search of their
// vocabulary, whatever the query, and renders them with the profile.

// standingQuery is the vocabulary the standing search looks for.
const standingQuery = "answer answers reply replies respond response language english chinese spanish french german " +
	"short brief concise long detailed sentences words bullet bullets list format markdown table " +
	"allergic allergy allergies vegetarian vegan halal kosher gluten lactose diet dairy nuts peanuts shellfish " +
	"screen reader blind dyslexia dyslexic deaf colour color font accessibility wheelchair"

// standingRe decides whether a memory found that way is standing.
var standingRe = regexp.MustCompile(`(?i)\b(?:allerg\w*|vegetarian|vegan|halal|kosher|gluten|lactose|intoleran\w*|` +
	`(?:don'?t|do not|never|doesn'?t|does not|cannot|can'?t) eat|` +
	`(?:answer|repl|respon|write|explain)\w*\b.{0,40}\b(?:in|under|at most|no more than|short|brief|concise|bullet|list|markdown|english|chinese|spanish|french|german|japanese|simple|plain)|` +
	`(?:short|brief|concise|bullet[- ]point|detailed) (?:answers|replies|responses)|` +
	`screen reader|dyslex\w*|colou?r[- ]blind|large (?:font|text)|hard of hearing|deaf|wheelchair)\b|` +
	`过敏|素食|吃素|清真|不吃|用中文|用英文|简短|简洁`)

// maxStanding bounds the standing memories one recall renders.
const maxStanding = 8

// standing returns the user's standing instructions (preferences and rules
// matching standingRe), best first; nil when the search fails, since the
// rest of the answer does not depend on them.
func (rc *Recaller) standing(ctx context.Context, f store.Filter) []memory.Memory {
	f.Types = []events.FactType{events.TypePreference, events.TypeRule, events.TypeFact, events.TypeProfile, events.TypeEpisode}
	ctx, cancel := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancel()
	hits, err := rc.vec.SearchLexical(ctx, f, standingQuery, 4*maxStanding)
	if err != nil {
		rc.log.Debug("standing instructions unavailable", "err", err)
		return nil
	}
	// Facts first; an episode (a standing request the extractor kept no
	// fact of, "please always keep your answers under five sentences")
	// only when no standing fact came from its turn.
	var out, eps []memory.Memory
	turns := map[string]bool{}
	for _, h := range hits {
		if !standingRe.MatchString(h.Memory.Content) {
			continue
		}
		if h.Memory.Type == events.TypeEpisode {
			eps = append(eps, h.Memory)
			continue
		}
		if len(out) < maxStanding {
			out = append(out, h.Memory)
			for _, t := range h.Memory.SourceTurnIDs {
				turns[t] = true
			}
		}
	}
	for _, m := range eps {
		if len(out) < maxStanding && !slices.ContainsFunc(m.SourceTurnIDs, func(t string) bool { return turns[t] }) {
			out = append(out, m)
		}
	}
	return out
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
