package rules

import (
	"regexp"
	"strings"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/pkg/events"
)

// Standing instructions by the learned model. The expressions of package
// standing know the forms of standing instructions they were written for;
// a sentence they leave alone, and that left no standing fact otherwise,
// is asked of the learned model (standing.Learned), and one it scores at
// standing.LearnedThreshold or above is kept as a marked instruction: the
// clauses it scores so, or the whole sentence when no clause alone does.
// A message that held an injection is left to the expressions, as is a
// sentence that asks the assistant to promote or steer (standing.Steers).

// sentenceSpan is a sentence of the message as said and the facts drawn
// from it (facts[from:to]); kept is set when the sentence completed the
// standing instruction of the sentence before it (standingBack).
type sentenceSpan struct {
	said     string
	from, to int
	kept     bool
}

// learnedStanding keeps the standing instructions the learned model finds
// in the sentences of a message.
func (r *run) learnedStanding(spans []sentenceSpan) {
	if r.tainted || len(r.forget) > r.forget0 {
		return
	}
	for i, sp := range spans {
		if sp.kept || standingFact(r.facts[sp.from:sp.to]) || extract.IsInstruction(sp.said) || standing.Steers(sp.said) ||
			standing.Scoped(sp.said) || plural(sp.said) || standing.Instruction(sp.said) != 0 ||
			learnedScore(sp.said) < standing.LearnedThreshold {
			continue
		}
		back := refersBack(sp.said)
		if back && sp.to > sp.from {
			continue
		}
		if !back && keptWish(r.facts[sp.from:sp.to]) {
			// the sentence as a whole must read as an instruction for its
			// preference to be marked: one clause of it may be one about
			// something else ("我超爱吃榴莲，别人都受不了我")
			if standing.Learned(sp.said) >= standing.LearnedThreshold {
				markKept(r.facts[sp.from:sp.to])
			}
			continue
		}
		parts := learnedParts(sp.said)
		if back {
			// "Keep that in mind whenever food comes up": what it points
			// at is the sentence before it
			if i == 0 || standingFact(r.facts[spans[i-1].from:spans[i-1].to]) {
				continue
			}
			parts = []string{sp.said}
			sep := " "
			if hasHan(sp.said) {
				sep = ""
			}
			parts[0] = strings.TrimSpace(spans[i-1].said) + sep + parts[0]
		}
		for _, part := range parts {
			typ := events.TypePreference
			if standing.Addressed(part) {
				typ = events.TypeRule
			}
			r.add(events.Fact{Type: typ, Content: standing.Mark(part), Confidence: confPreference, Importance: impPreference})
		}
	}
}

// pluralRe opens a sentence in the first person plural: a team's or a
// household's matter ("our repo …", "我们项目现在…"), which the learned
// model was not trained to tell from the user's own wishes.
var pluralRe = regexp.MustCompile(`(?i)^\W*(?:\w+\W+){0,2}?(?:we|we're|we've|our|us)\b|^[^，。,.!?！？]{0,6}我们`)

// plural reports whether s opens in the first person plural (pluralRe).
func plural(s string) bool { return pluralRe.MatchString(s) }

// keptWish reports whether facts, a sentence's own, hold a preference or
// a rule.
func keptWish(facts []events.Fact) bool {
	for _, f := range facts {
		if f.Type == events.TypePreference || f.Type == events.TypeRule {
			return true
		}
	}
	return false
}

// markKept marks the preferences and rules among facts, a sentence's own,
// as standing instructions (standing.Mark): the sentence's wish is kept
// once, in the rules' wording.
func markKept(facts []events.Fact) {
	for i, f := range facts {
		if f.Type == events.TypePreference || f.Type == events.TypeRule {
			facts[i].Content = standing.Mark(f.Content)
		}
	}
}

// standingFact reports whether one of facts is a standing instruction as
// recall reads them.
func standingFact(facts []events.Fact) bool {
	for _, f := range facts {
		if standing.Of(f.Content)&(standing.Topics|standing.Condition|standing.Marked) != 0 || keyKinds[f.Key] != 0 {
			return true
		}
	}
	return false
}

// consequenceRe opens a clause that follows from the one before it ("so
// …", "which means …", "所以…"): the clause before holds its reason.
var consequenceRe = regexp.MustCompile(`(?i)^\W*(?:so|which\s+means|that'?s\s+why|therefore|hence|because\s+of\s+(?:that|this))\b|^\W*(?:所以|因此|因为这样|因為這樣|那么|那麼|这样|這樣)`)

// learnedScore is the learned model's probability for sentence s, or for
// its best clause when that is higher: a request inside a long sentence
// about something else ("on a night bus with 2% battery, tiny answers
// only from here on") is weighed on its own words.
func learnedScore(s string) float64 {
	p := standing.Learned(s)
	for _, c := range splitClauses(s, nil) {
		p = max(p, standing.Learned(c))
	}
	return p
}

// learnedParts returns the clauses of sentence s the learned model scores
// as standing instructions, joined where they follow each other, or s
// when none does alone.
func learnedParts(s string) []string {
	clauses := splitClauses(s, nil)
	if len(clauses) < 2 {
		return []string{strings.TrimSpace(s)}
	}
	sep := ", "
	if hasHan(s) {
		sep = "，"
	}
	var out []string
	run := []string(nil)
	for i, c := range clauses {
		if standing.Learned(c) >= standing.LearnedThreshold {
			if len(run) == 0 && i > 0 && consequenceRe.MatchString(c) {
				// "我坐轮椅的，所以 route 要 accessible": the reason is
				// the need
				run = append(run, strings.TrimSpace(clauses[i-1]))
			}
			run = append(run, strings.TrimSpace(c))
			continue
		}
		if len(run) > 0 {
			out = append(out, strings.Join(run, sep))
			run = nil
		}
	}
	if len(run) > 0 {
		out = append(out, strings.Join(run, sep))
	}
	if len(out) == 0 {
		return []string{strings.TrimSpace(s)}
	}
	return out
}
