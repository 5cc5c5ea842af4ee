package rules

import (
	"regexp"
	"strings"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Pronouns pointing back.
//
// "ordered it last night", "那家我常去": the user's message names its
// subject only by a pronoun, and the thing it points at is in the
// assistant's message before it ("The Ninja AF101 air fryer is highly
// rated …"). The facts of such a message carry the assistant's sentence
// that names the thing, in brackets, so that the memory keeps its value; a
// message no rule took becomes one fact of its own (a preference when it
// likes or dislikes, else a fact). An assistant's message that holds an
// instruction or structural markers is never taken.

var (
	// backRefEN is an English pronoun or demonstrative that points back.
	backRefEN = regexp.MustCompile(`(?i)\b(?:it|that(?:\s+one)?|this\s+one|there|them|the\s+[a-z-]+\s+one)\b`)
	// backRefZH is the same in Chinese: 这个, 那家, 这本, 它, 那儿 …
	backRefZH = regexp.MustCompile(`[这那](?:个|本|家|套|款|种|班|部|首|条|里|儿|边|位|台|辆|次)|它`)
	likeRe    = regexp.MustCompile(`(?i)\b(?:love|like|liked|favou?rite|go-to|suits\s+me|prefer|not\s+a\s+fan|hate|dislike|enjoy|stick\s+with)\b|喜欢|适合我|没用|一绝|讨厌|不爱|最爱`)
)

// pointsBack reports whether a user's message names its subject only by a
// pronoun: it holds one and no name of its own (a capitalised word after
// the first, a quote, a title in 《》).
func pointsBack(text string) bool {
	if strings.ContainsAny(text, "?？") || len(text) > 160 || refusal(text) {
		return false
	}
	if hasHan(text) {
		return backRefZH.MatchString(text) && !strings.ContainsAny(text, "“《「")
	}
	if !backRefEN.MatchString(text) || strings.ContainsAny(text, `"“`) {
		return false
	}
	for i, w := range strings.Fields(text) {
		if i > 0 && w != "I" && !strings.HasPrefix(w, "I'") && w[0] >= 'A' && w[0] <= 'Z' && !calendarWord(w) {
			return false
		}
	}
	return true
}

// refusal reports whether text answers no ("no, not that one", "不用了").
func refusal(text string) bool {
	l := strings.ToLower(strings.TrimSpace(text))
	for _, p := range []string{"no", "nope", "nah", "not ", "never mind", "不", "别", "算了", "没有"} {
		if strings.HasPrefix(l, p) && (len(l) == len(p) || !isLetter(l[len(p)])) {
			return true
		}
	}
	return false
}

// calendarWord reports whether w is a weekday or month name, which names
// no thing ("should arrive Friday").
func calendarWord(w string) bool {
	w = strings.ToLower(strings.Trim(w, ".,!;:"))
	if _, ok := weekdaysEN[w]; ok {
		return true
	}
	for _, m := range []string{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"} {
		if w == m {
			return true
		}
	}
	return false
}

// referent returns the sentence of the assistant's message that names what
// a pronoun points at: the first sentence that holds a name (a capitalised
// word other than the sentence's first, a quote, a title, a number), else
// the first sentence; "" when the message may not be taken.
func referent(assistant string) string {
	assistant = strings.TrimSpace(assistant)
	if assistant == "" || extract.IsInstruction(assistant) || extract.HasMarkers(assistant) {
		return ""
	}
	sentences := splitSentences(assistant)
	if len(sentences) == 0 {
		return ""
	}
	for _, s := range sentences {
		if namesThing(s) {
			return s
		}
	}
	return sentences[0]
}

// namesThing reports whether s holds a name: a quote or title, a
// capitalised word after its first, or a Latin word in Chinese text.
func namesThing(s string) bool {
	if strings.ContainsAny(s, `“「《'"`) {
		return true
	}
	han := hasHan(s)
	for i, w := range strings.Fields(s) {
		if han && isLetter(w[0]) || !han && i > 0 && w[0] >= 'A' && w[0] <= 'Z' && w != "I" {
			return true
		}
	}
	return false
}

// resolveBack attaches the referent to the facts the message gave (from
// index n on), or adds the message as a fact of its own when it gave none.
func (r *run) resolveBack(text, ref string, n int) {
	han := hasHan(text)
	note := " (" + ref + ")"
	if han {
		note = "（" + ref + "）"
	}
	if len(r.facts) > n {
		for i := n; i < len(r.facts); i++ {
			f := &r.facts[i]
			if f.Key != "" || f.Type == events.TypeProfile {
				continue
			}
			// the referent names what the fact was vague about: it now
			// weighs as a fact, and a liking makes it a preference
			f.Content = clip(f.Content + note)
			f.Importance = max(f.Importance, impFact)
			if f.Type == events.TypeFact && likeRe.MatchString(text) {
				f.Type = events.TypePreference
			}
		}
		return
	}
	if len(r.forget) > r.forget0 || isChitchat(text) {
		return
	}
	typ, conf, imp := events.TypeFact, confFact, impFact
	if likeRe.MatchString(text) {
		typ, conf, imp = events.TypePreference, confPreference, impPreference
	}
	content := strings.TrimRight(strings.TrimSpace(text), ".!。！ ")
	if han {
		content = "用户：" + content
	} else {
		content = "User: " + content
	}
	r.add(events.Fact{Type: typ, Content: clip(content + note), Confidence: conf, Importance: imp})
}
