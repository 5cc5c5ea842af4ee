package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/pkg/events"
)

// Standing instructions by the learned model. The expressions of package
// standing know the forms of standing instructions they were written for;
// a sentence they leave alone, and that left no standing fact otherwise,
// is asked of the learned model (standing.Learned), and one it reads as
// an instruction (learnedStands) is kept as a marked instruction: a short
// sentence whole, a long one in the parts the model scores so
// (learnedParts), or the preference the rules kept of it marked
// (markKept).
// A message that held an injection is left to the expressions, as is a
// sentence that asks the assistant to promote or steer (standing.Steers),
// is bound to one matter (standing.Scoped), denies a need
// (standing.Denies) or speaks for a team (plural).

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
		// the model first: it is cheap, and most sentences end there
		if sp.kept || !learnedStands(sp.said) || standingFact(r.facts[sp.from:sp.to]) ||
			extract.IsInstruction(sp.said) || standing.Steers(sp.said) || standing.Scoped(sp.said) || standing.Denies(sp.said) || plural(sp.said) {
			continue
		}
		back := refersBack(sp.said) && shortReference(sp.said)
		if back && sp.to > sp.from {
			continue
		}
		parts := learnedParts(sp.said)
		if !back && keptWish(r.facts[sp.from:sp.to]) {
			// the sentence as a whole must read as an instruction for its
			// preference to be marked: one clause of it may be one about
			// something else ("我超爱吃榴莲，别人都受不了我")
			if standing.Learned(sp.said) >= standing.LearnedThreshold {
				markKept(r.facts[sp.from:sp.to], strings.Join(parts, " "))
			}
			continue
		}
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
// once, in the rules' wording, or in the words of part (what the model
// scored of the sentence) when the rules kept less than half as much of
// it ("以后都这样" of "直接给代码，解释两三句就行，以后都这样").
func markKept(facts []events.Fact, part string) {
	for i, f := range facts {
		if f.Type != events.TypePreference && f.Type != events.TypeRule {
			continue
		}
		content := f.Content
		if part != "" && 2*utf8.RuneCountInString(wishLead.ReplaceAllString(content, "")) < utf8.RuneCountInString(part) {
			content, part = part, "" // once: a second wish keeps its words
		}
		facts[i].Content = standing.Mark(content)
	}
}

// wishLead is the lead the rules give a wish ("用户希望", "Wants: ").
var wishLead = regexp.MustCompile(`^(?:用户(?:不)?希望|用户喜欢|用户不喜欢|(?:Doesn't\s+want|Wants|Prefers|Likes|Dislikes):?\s*)`)

// longSentence reports whether s is long enough to run several matters
// together (dictated text): more than 40 characters of Chinese or 25 words.
// A shorter sentence the model scores as a whole is kept whole.
func longSentence(s string) bool {
	if hasHan(s) {
		return utf8.RuneCountInString(s) > 40
	}
	return len(strings.Fields(s)) > 25
}

// shortReference reports whether s is short enough to be only a pointer
// back at the sentence before it ("keep doing that", "以后都这样"), not a
// sentence of its own that ends with one.
func shortReference(s string) bool {
	if hasHan(s) {
		return utf8.RuneCountInString(s) <= 10
	}
	return len(strings.Fields(s)) <= 6
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

// learnedChunks cuts sentence s into the parts the learned model weighs
// alone: its clauses (splitClauses), a Chinese clause also at a space
// between two Chinese characters (dictated text has spaces for commas),
// and a long English clause also before a conjunction ("… right now and
// this thing reads your answers out loud so don't send me tables").
func learnedChunks(s string) []string {
	var out []string
	for _, c := range splitClauses(s, nil) {
		switch {
		case hasHan(c):
			out = append(out, hanSpaceSplit(c)...)
		case len(strings.Fields(c)) > longClauseWords:
			out = append(out, conjunctionSplit(c)...)
		default:
			out = append(out, c)
		}
	}
	return out
}

// longClauseWords is the length in words above which an English clause is
// also cut before its conjunctions (learnedChunks).
const longClauseWords = 15

// hanSpaceSplit cuts c at every run of spaces between two Chinese
// characters.
func hanSpaceSplit(c string) []string {
	rs := []rune(c)
	var out []string
	start := 0
	for i := 0; i < len(rs); i++ {
		if rs[i] != ' ' {
			continue
		}
		j := i
		for j < len(rs) && rs[j] == ' ' {
			j++
		}
		if i > 0 && j < len(rs) && unicode.Is(unicode.Han, rs[i-1]) && unicode.Is(unicode.Han, rs[j]) {
			if part := strings.TrimSpace(string(rs[start:i])); part != "" {
				out = append(out, part)
			}
			start = j
		}
		i = j - 1
	}
	if part := strings.TrimSpace(string(rs[start:])); part != "" {
		out = append(out, part)
	}
	return out
}

// conjunctionRe finds a conjunction that may open a new part of a long
// English clause.
var conjunctionRe = regexp.MustCompile(`(?i)\s(?:so|and|but|because|cause|cos|btw|also|which|just|plus)\s`)

// conjunctionSplit cuts c before each conjunction conjunctionRe finds,
// the conjunction staying with the part it opens.
func conjunctionSplit(c string) []string {
	var out []string
	start := 0
	for _, m := range conjunctionRe.FindAllStringIndex(c, -1) {
		if part := strings.TrimSpace(c[start:m[0]]); part != "" {
			out = append(out, part)
		}
		start = m[0] + 1
	}
	if part := strings.TrimSpace(c[start:]); part != "" {
		out = append(out, part)
	}
	return out
}

// trimToInstruction cuts from a standing instruction of three parts or
// more (learnedChunks) the leading parts that the learned model scores
// under trimBelow, as long as what is left is still an instruction by the
// expressions: dictated text runs one matter into the next ("想考个无人机执照 以后巡检用得上 对了 跟你说一下我是回族 以后说到吃的
// 别给我推荐带猪肉的" keeps from "跟你说一下"), and what is not the
// instruction would be rendered in every context.
func trimToInstruction(content string) string {
	parts := learnedChunks(content)
	if len(parts) < 3 {
		return content
	}
	i, j := 0, len(parts)
	// the parts after the instruction are left: they go on with it ("别整
	// 那些表格 星号 井号啥的")
	for i < j-1 && standing.Learned(parts[i]) < trimBelow && standing.Instruction(parts[i]) == 0 {
		i++
	}
	if i == 0 {
		return content
	}
	if i > 0 && consequenceRe.MatchString(parts[i]) {
		i-- // the reason stays with what follows from it
	}
	rest := strings.Join(parts[i:j], " ")
	if standing.Instruction(rest) == 0 {
		return content
	}
	return rest
}

// trimBelow is the learned model's probability under which
// trimToInstruction cuts a part off.
const trimBelow = 0.5

// consequenceRe opens a clause that follows from the one before it ("so
// …", "which means …", "所以…"): the clause before holds its reason.
var consequenceRe = regexp.MustCompile(`(?i)^\W*(?:so|which\s+means|that'?s\s+why|therefore|hence|because\s+of\s+(?:that|this))\b|^\W*(?:所以|因此|因为这样|因為這樣|那么|那麼|这样|這樣)`)

// learnedStands reports whether the learned model reads sentence s as a
// standing instruction: it scores it LearnedThreshold or more, or
// TopicFloor or more when the expressions find a kind of instruction in
// its words that they did not take alone ("lactose intolerant fyi so not
// everything greek yogurt": a need without the "I'm" their forms want).
func learnedStands(s string) bool {
	p := learnedScore(s)
	return p >= standing.LearnedThreshold || p >= TopicFloor && standing.Of(s)&standing.Topics != 0
}

// TopicFloor is the learned model's probability at or above which a
// sentence that names a kind of instruction is one (learnedStands).
const TopicFloor = 0.35

// learnedScore is the learned model's probability for sentence s, or for
// its best part (learnedChunks) when that is higher and the sentence
// itself scores ClauseFloor or more: a request inside a long sentence
// about something else ("on a night bus with 2% battery, tiny answers
// only from here on") is weighed on its own words.
func learnedScore(s string) float64 {
	p := standing.Learned(s)
	if p < ClauseFloor {
		return p
	}
	for _, c := range learnedChunks(s) {
		p = max(p, standing.Learned(c))
	}
	return p
}

// ClauseFloor is the learned model's probability for a whole sentence
// under which its parts are not weighed alone (learnedScore): a short
// part of a sentence about something else reads too easily as a request
// ("Please I have catarrh" of a question about medicine).
const ClauseFloor = 0.05

// Chunks returns the parts of sentence s the learned model weighs alone
// (learnedChunks); the trainer scores its examples so.
func Chunks(s string) []string { return learnedChunks(s) }

// learnedParts returns sentence s when it is short and the learned model
// scores it whole as a standing instruction; otherwise the parts of s
// (learnedChunks) it scores so, joined where they follow each other, or s
// when none does alone.
func learnedParts(s string) []string {
	clauses := learnedChunks(s)
	if len(clauses) < 2 || !longSentence(s) && standing.Learned(s) >= standing.LearnedThreshold {
		return []string{strings.TrimSpace(s)}
	}
	sep := " "
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
