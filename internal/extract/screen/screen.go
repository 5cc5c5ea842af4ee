// Package screen decides, before a model call, whether a turn may carry
// memory. The LLM extractor path runs the rules extractor first and calls
// the model only for turns that may: chit-chat and pure questions skip the
// model (a question keeps whatever the rules made of it), while a short
// acknowledgement right after an assistant's message, text in a language
// the rules do not know, and everything else go to the model. It errs
// towards calling: a skipped turn that held a fact is a memory lost, a
// needless call only costs tokens.
package screen

import (
	"strings"
	"unicode"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Decisions (the reason a turn was or was not sent to the model).
const (
	// Call: the turn may carry memory.
	Call = "call"
	// CallRules: the rules found facts or forget intents; the model
	// extracts them better.
	CallRules = "rules_found"
	// CallConfirm: a short acknowledgement after an assistant's message
	// may confirm what the assistant proposed.
	CallConfirm = "confirmation"
	// CallLanguage: the rules know no word of the turn's language.
	CallLanguage = "language"
	// SkipChitChat: a short message with nothing about the user.
	SkipChitChat = "chitchat"
	// SkipQuestion: only questions, nothing stated about the user.
	SkipQuestion = "question"
	// SkipEmpty: no user text at all.
	SkipEmpty = "empty"
)

// Decisions lists every decision, for metrics.
var Decisions = []string{Call, CallRules, CallConfirm, CallLanguage, SkipChitChat, SkipQuestion, SkipEmpty}

// Skips reports whether decision d skips the model.
func Skips(d string) bool { return d == SkipChitChat || d == SkipQuestion || d == SkipEmpty }

// Decide returns the decision for turn t, given what the rules extractor
// made of it (its episode, if it made one, does not count: every turn
// with content has one).
func Decide(t *events.Turn, rules extract.Result) string {
	last := -1
	var user []string
	for i, m := range t.Messages {
		if m.Role == events.RoleUser && strings.TrimSpace(m.Content) != "" {
			user = append(user, m.Content)
			last = i
		}
	}
	if len(user) == 0 {
		return SkipEmpty
	}
	if len(rules.Forget) > 0 || hasFacts(rules.Facts) {
		return CallRules
	}
	text := strings.Join(user, "\n")
	if !known(text) {
		return CallLanguage
	}
	words := wordsOf(text)
	// An answer to an assistant: "yes", "sure, book it", "好的".
	if last > 0 && t.Messages[last-1].Role == events.RoleAssistant && size(words) <= 8 {
		return CallConfirm
	}
	if hasHan(text) {
		return decideChinese(text, words)
	}
	return decideEnglish(text)
}

// hasFacts reports whether facts holds anything but an episode.
func hasFacts(facts []events.Fact) bool {
	for _, f := range facts {
		if f.Type != events.TypeEpisode {
			return true
		}
	}
	return false
}

// decideChinese screens text with Chinese in it: a question or a short
// message that says nothing of the speaker skips the model.
func decideChinese(text string, words []string) string {
	personal := aboutUser(words, text)
	if isQuestionOnly(text) && !personal {
		return SkipQuestion
	}
	if !personal && !hasDigit(text) && size(words) <= 6 {
		return SkipChitChat
	}
	return Call
}

// decideEnglish screens English text sentence by sentence: the model is
// called when any sentence may carry memory (see informative); a turn of
// reactions, praise, wishes and questions to the other party skips it.
func decideEnglish(text string) string {
	questions, n := true, 0
	for _, s := range sentences(text) {
		if strings.TrimSpace(s) == "" {
			continue
		}
		n++
		if informative(s) {
			return Call
		}
		if !isQuestion(s) {
			questions = false
		}
	}
	if questions && n > 0 {
		return SkipQuestion
	}
	return SkipChitChat
}

// known reports whether the rules know the text's language: Chinese, or
// Latin script that reads as English (some of its commonest words).
func known(text string) bool {
	latin, other := 0, 0
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Han, r):
			return true
		case unicode.Is(unicode.Latin, r):
			latin++
		case unicode.IsLetter(r):
			other++
		}
	}
	if other > latin {
		return false
	}
	ws := wordsOf(text)
	if len(ws) < 3 {
		return true // too short to tell; chit-chat rules below are English
	}
	hits := 0
	for _, w := range ws {
		if english[w] {
			hits++
		}
	}
	return hits*5 >= len(ws) // at least one word in five
}

// english holds common English words, most of them function words.
var english = set("the a an and or but so to of in on at for with from by is are was were be been am i i'm im me my mine we our us you your it it's its this that these those what who how why when where which do does did have has had not no yes can could will would should just really so very too oh wow hey hi hello thanks thank ok okay sure great good nice love like that's there here about")

// firstPerson marks a statement about the speaker.
var firstPerson = set("i i'm im i've ive i'd id i'll ill me my mine myself we we're we've our ours us")

// aboutUser reports whether the text speaks of the user (first person,
// English or Chinese).
func aboutUser(words []string, text string) bool {
	for _, w := range words {
		if firstPerson[w] {
			return true
		}
	}
	return strings.Contains(text, "我")
}

// isQuestionOnly reports whether every sentence of text is a question.
func isQuestionOnly(text string) bool {
	n := 0
	for _, s := range sentences(text) {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		n++
		if !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "？") && !strings.HasSuffix(s, "吗") && !strings.HasSuffix(s, "呢") {
			return false
		}
	}
	return n > 0
}

// sentences cuts text after each . ! ? and their full-width forms,
// keeping the mark.
func sentences(text string) []string {
	var out []string
	start := 0
	rs := []rune(text)
	for i, r := range rs {
		switch r {
		case '.', '!', '?', '。', '！', '？', '\n':
			if r == '.' && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) {
				continue // 3.5, e.g.
			}
			out = append(out, string(rs[start:i+1]))
			start = i + 1
		}
	}
	if start < len(rs) {
		out = append(out, string(rs[start:]))
	}
	// A greeting before a question ("Hi! How are you?") is not a statement.
	kept := out[:0]
	for _, s := range out {
		w := wordsOf(s)
		if len(w) <= 2 && allIn(w, greetings) {
			continue
		}
		kept = append(kept, s)
	}
	return kept
}

var greetings = set("hi hey hello wow oh ah yay yes yeah ok okay sure thanks thank you great cool nice awesome amazing haha lol hmm well good morning evening")

func allIn(ws []string, s map[string]bool) bool {
	for _, w := range ws {
		if !s[w] {
			return false
		}
	}
	return true
}

// size is the length of a message in words, a Chinese character
// counting as one (Chinese is written without spaces).
func size(words []string) int {
	n := 0
	for _, w := range words {
		han := 0
		for _, r := range w {
			if unicode.Is(unicode.Han, r) {
				han++
			}
		}
		n += max(1, han)
	}
	return n
}

func hasDigit(s string) bool {
	return strings.ContainsFunc(s, unicode.IsDigit)
}

// wordsOf lower-cases text and splits it into words (letters, digits and
// apostrophes).
func wordsOf(text string) []string {
	return strings.FieldsFunc(strings.ToLower(strings.ReplaceAll(text, "’", "'")), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
}

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
