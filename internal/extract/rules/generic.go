package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// The generic rule: an informative first-person declarative sentence that no
// specific rule covered becomes a fact (or a dated event) whose content is
// the sentence itself, lightly cleaned. doc.go documents the heuristic.

const (
	confGeneric = 0.75 // above the 0.7 default threshold; below every specific rule
	maxGeneric  = 300  // content limit in bytes
	impGenericB = 0.1  // base importance before the content-word bonus
)

// genericDenyEN are first-person openings that are reactions, hedges or
// remarks about the conversation rather than statements about one's life.
var genericDenyEN = []string{
	"i think", "i guess", "i mean", "i know", "i see", "i agree", "i bet", "i hope", "i wish", "i wonder",
	"i meant", "i suppose", "i believe", "i understand", "i get it", "i get that", "i feel you", "i hear", "i appreciate",
	"i can't believe", "i cannot believe", "i can't wait", "i cannot wait", "i don't know", "i do not know",
	"i'm not sure", "i am not sure", "i'm sure", "i am sure", "i'm glad", "i am glad", "i'm sorry", "i am sorry",
	"i'm fine", "i'm good", "i'm ok", "i'm okay", "i'm doing", "i am doing", "i'm here", "i am here",
	"i'm curious", "i am curious", "i'm confused", "i am confused", "i'm back", "i'm done", "i'm not",
	"i totally", "i completely", "i absolutely", "i just wanted", "i wanted to say", "i'd say", "i would say",
	"i'd love", "i would love", "i'd like", "i would like", "i love that", "i love this", "i love it",
	"i like that", "i like this", "i like it", "i'm so happy for", "i'm happy for", "i'm proud of",
	"i was wondering", "i was just", "i'm just", "i am just", "i'll", "i will", "i can imagine", "i can relate", "i can tell", "i can see", "i could", "i should",
	"i might", "i may", "i must", "me too", "me neither", "my pleasure", "my bad", "my god", "my goodness",
	"my gosh", "my thoughts", "my question", "my point", "we'll see", "we will see", "we should", "we could",
	"we can", "i need help", "i need a", "i need an", "i need some", "i want a", "i want an", "i want some",
	"i have a question", "i have another question", "i've got a question", "i have a quick question", "i've got a quick question", "i've got another question",
	"i'm trying to figure out", "i am trying to figure out", "i am fine", "i am good", "i am ok", "i am okay", "i am not",
}

// genericMetaEN are phrases about the conversation itself.
var genericMetaEN = []string{
	"conversation", "this chat", "our chat", "that answer", "this answer", "the answer", "your answer",
	"good question", "great question", "good point", "great point", "that idea", "this idea", "the advice",
	"that advice", "this advice", "that suggestion", "this suggestion", "the suggestion", "that's",
	"that is", "this is", "it's", "it is",
}

// genericDenyZH are Chinese openings that carry no fact.
var genericDenyZH = []string{
	"我觉得", "我认为", "我想想", "我知道", "我明白", "我懂", "我同意", "我也是", "我也这么", "我相信",
	"我希望", "我猜", "我看", "我不知道", "我不确定", "我不太清楚", "我没事", "我还好", "我挺好", "我很好",
	"我来了", "我回来了", "我在呢", "我说", "我是说", "我会", "我能", "我可以", "我应该", "我要", "我想",
	"我们可以", "我们应该", "我们要",
}

// requestVerbsEN open requests and questions to the listener; a sentence
// that starts with one is no statement about the speaker even when it says
// "my" ("Summarize my notes", "Can my landlord do that").
var requestVerbsEN = wordSet(`write tell help summarize summarise explain show give make check find send draft
		translate fix review read list create generate plan book schedule remind update edit rewrite look compare
		calculate convert please can could would will let take add remove get put keep call email text set sort
		organize organise proofread format suggest recommend describe analyze analyse answer do does did is are
		was were should shall may might must have has what why how when where who which whose`)

var youKnow = strings.NewReplacer(", you know", "", " you know,", "", "you know, ", "")

// stopWordsEN are English function words and conversational fillers that do not
// count as content words.
var stopWordsEN = wordSet(`i me my mine myself we us our ours you your he him his she her they them their it its
		a an the and or but so because as if then than that this these those there here what which who whom whose when
		where why how all any both each few more most other some such no nor not only own same too very just also
		am is are was were be been being have has had having do does did doing will would shall should can could may
		might must to of in on at by for with about against between into through during before after above below from
		up down out off over under again further once really pretty quite kind sort lot lots much many totally
		actually basically honestly literally definitely probably maybe like just yeah yes okay ok oh ah wow haha lol
		get got gets getting go going gone went make made thing things stuff something anything everything nothing
		know knew think thought feel felt guess mean see saw say said tell told want wanted need needed let
		good great nice cool awesome amazing fun happy glad sorry sure right well still even ever always never
		now today yesterday tomorrow tonight week weekend month year ago last next day days time times
		i'm i've i'd i'll it's that's don't didn't can't won't isn't wasn't doesn't haven't hasn't wouldn't couldn't
		im ive dont didnt cant wont been being into onto too`)

// stopCharsZH are Chinese function characters that do not count as content.
const stopCharsZH = "我你您他她它们的了是在也都很就还吗呢吧啊哦呀着过和跟与把被让给这那个一有没不就又才很太真好嗯哈"

// generic applies the generic rule to sentence s of message text when no
// specific rule emitted anything for it.
func (r *run) generic(text, s string) {
	if isQuestion(text, s) {
		return
	}
	if hasHan(s) {
		r.genericZH(s)
		return
	}
	r.genericEN(s)
}

// isQuestion reports whether sentence s of text ended with a question mark
// or is phrased as a Chinese question.
func isQuestion(text, s string) bool {
	if i := strings.Index(text, s); i >= 0 {
		rest := text[i+len(s):]
		if strings.HasPrefix(rest, "?") || strings.HasPrefix(rest, "？") {
			return true
		}
	}
	return false
}

func (r *run) genericEN(s string) {
	// A dash often joins two sentences in chat ("Crazy thing happened - I won
	// the final"); each part is judged on its own.
	for {
		i, n := dashIndex(s)
		if i < 0 {
			break
		}
		r.genericPartEN(s[:i])
		s = s[i+n:]
	}
	r.genericPartEN(s)
}

// dashIndex finds the first spaced dash in s and its length.
func dashIndex(s string) (int, int) {
	best, n := -1, 0
	for _, d := range []string{" - ", " — ", " – ", " -- "} {
		if i := strings.Index(s, d); i >= 0 && (best < 0 || i < best) {
			best, n = i, len(d)
		}
	}
	return best, n
}

func (r *run) genericPartEN(s string) {
	c := strings.TrimSpace(s)
	if w := firstWord(c); leadWordsEN[w] {
		c = leadEN.ReplaceAllString(c, "")
	}
	c = youKnow.Replace(c)
	c = trimTrail(c)
	if c == "" || isChitchat(c) {
		return
	}
	// A one-word vocative before a comma ("Mel, I went …", "Nate, after …")
	// is dropped; a longer adverbial ("After the race, I …") is kept.
	if i := strings.IndexByte(c, ','); i > 0 && i < 20 {
		if pre := c[:i]; !strings.Contains(pre, " ") && isUpperWord(pre) && pre != "I" {
			if _, ok := r.date(pre); !ok {
				c = strings.TrimLeft(c[i+1:], " ")
			}
		}
	}
	lower := strings.ToLower(c)
	if reactionEN(lower) {
		return
	}
	// A trailing clause addressed to the other party is cut off ("I joined
	// the classes to meet people, you can always improve"); a sentence
	// addressed to them from the start is dropped.
	if j := secondPersonAt(lower); j >= 0 {
		k := strings.LastIndex(lower[:j], ", ")
		if k <= 0 {
			return
		}
		c, lower = strings.TrimSpace(c[:k]), lower[:k]
	}
	if !hasFirstPersonEN(lower) || requestVerbsEN[firstWord(lower)] {
		return // no first person, or a request about the user's things ("summarize my notes")
	}
	if contextOnly(c, lower, false) {
		return // the task at hand or a passing state (context.go)
	}
	words, content, capital, number := 0, 0, false, false
	for i, w := range strings.FieldsFunc(c, func(r rune) bool { return !(unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'') }) {
		words++
		lw := strings.ToLower(strings.Trim(w, "'"))
		if lw == "" {
			continue // a bare quote mark
		}
		if isDigit(lw[0]) {
			number, content = true, content+1
			continue
		}
		if stopWordsEN[lw] || len(lw) < 3 {
			continue
		}
		if i > 0 && unicode.IsUpper(rune(w[0])) && lw != "i" {
			capital = true
		}
		content++
	}
	if words > 3 && content <= 4 {
		for _, m := range genericMetaEN {
			if strings.Contains(lower, m) && content <= 2 {
				return // "I think this is great", "it's a good point"
			}
		}
	}
	d, dated := r.date(c)
	imp := genericImportance(content, capital, number, dated)
	f := events.Fact{Type: cueTypeAt(c, false, d, dated, r.ts), Content: thirdEN(c), Confidence: confGeneric, Importance: imp}
	if dated {
		f.Content, f.EventTime = withDate(c, d, false)
	}
	f.Content = clip(f.Content)
	r.add(f)
}

// genericImportance is the documented heuristic: a base of 0.1, 0.07 per
// content word up to six, and 0.08 each for a named entity, a number and a
// date, capped at 0.7. One or two content words stay below 0.3, so the
// default threshold drops them.
func genericImportance(content int, capital, number, dated bool) float64 {
	imp := impGenericB + 0.07*float64(min(content, 6))
	if capital {
		imp += 0.08
	}
	if number {
		imp += 0.08
	}
	if dated {
		imp += 0.08
	}
	return min(imp, 0.7)
}

func (r *run) genericZH(s string) {
	c := s
	if ru, _ := utf8.DecodeRuneInString(c); strings.ContainsRune(leadStartsZH, ru) {
		c = leadZH.ReplaceAllString(c, "")
	}
	c = trimTrail(c)
	if c == "" || isChitchat(c) {
		return
	}
	core := c
	if d, ok := r.date(c); ok && d.start == 0 {
		core = strings.TrimLeft(c[d.end:], "，, ")
	}
	if !strings.HasPrefix(core, "我") {
		// a short time or place phrase may come first ("周末我一般在家看书"),
		// but no verb or preposition taking 我 as its object ("帮我写…", "把我的…")
		i := strings.Index(core, "我")
		if i < 0 || utf8.RuneCountInString(core[:i]) > 4 || strings.ContainsAny(core[:i], "他她它这那把帮给让叫替跟和对向请教诉被问") {
			return
		}
		core = core[i:]
	}
	for _, p := range genericDenyZH {
		if strings.HasPrefix(core, p) {
			return
		}
	}
	if strings.ContainsAny(c, "你您") || strings.HasSuffix(c, "吗") || strings.HasSuffix(c, "么") ||
		strings.Contains(c, "什么") || strings.Contains(c, "怎么") || strings.Contains(c, "为什么") ||
		strings.Contains(c, "哪") || strings.Contains(c, "谁") || strings.Contains(c, "多少") {
		return
	}
	if contextOnly(core, core, true) || contextOnly(c, c, true) {
		return // the task at hand or a passing state (context.go)
	}
	content, number := 0, false
	for _, ru := range c {
		switch {
		case ru >= '0' && ru <= '9':
			number = true
		case unicode.Is(unicode.Han, ru) && !strings.ContainsRune(stopCharsZH, ru):
			content++
		case ru < utf8.RuneSelf && unicode.IsLetter(ru):
			content++ // Latin names inside Chinese text count a little
		}
	}
	d, dated := r.date(c)
	// Two Han characters make roughly one content word.
	imp := genericImportance((content+1)/2, false, number, dated)
	content2 := thirdZH(c)
	if i := strings.Index(c, core); i > 0 && strings.HasPrefix(core, "我") && !strings.HasPrefix(core, "我们") {
		content2 = c[:i] + thirdZH(core) // "周末我一般在家看书" → "周末用户一般在家看书"
	} else if !strings.HasPrefix(content2, "用户") && !strings.HasPrefix(content2, "我们") {
		content2 = "用户" + content2
	}
	f := events.Fact{Type: cueTypeAt(c, true, d, dated, r.ts), Content: clip(content2), Confidence: confGeneric, Importance: imp}
	if dated {
		f.EventTime = r.dated(&f.Content, true)
	}
	r.add(f)
}

// secondPersonAt returns the offset of the first "you", "your", "you're" …
// in l, or -1.
func secondPersonAt(l string) int {
	for i := 0; ; {
		j := strings.Index(l[i:], "you")
		if j < 0 {
			return -1
		}
		j += i
		if (j == 0 || !isLetter(l[j-1])) && (j+3 == len(l) || !isLetter(l[j+3]) || l[j+3] == 'r') {
			return j
		}
		i = j + 3
	}
}

// hasFirstPersonEN reports whether the lower-cased l holds a first-person
// subject or possessive word (i, i'm, my …) anywhere, or starts with we/our.
func hasFirstPersonEN(l string) bool {
	for i := 0; i < len(l); {
		for i < len(l) && !isLetter(l[i]) {
			i++
		}
		j := i
		for j < len(l) && (isLetter(l[j]) || l[j] == '\'') {
			j++
		}
		switch l[i:j] {
		case "i", "i'm", "i've", "i'd", "my", "myself":
			return true
		case "we", "we're", "we've", "we'd", "our":
			if i == 0 {
				return true // a later "we"/"our" is usually generic ("how we think")
			}
		}
		i = j
	}
	return false
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

func isUpperWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}

// clip cuts s to at most maxGeneric bytes at a word (or rune) boundary.
func clip(s string) string {
	if len(s) <= maxGeneric {
		return s
	}
	cut := maxGeneric
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	if i := strings.LastIndexByte(s[:cut], ' '); i > maxGeneric/2 {
		cut = i
	}
	return strings.TrimRight(s[:cut], " ,;") + "…"
}

// reactionEN reports whether the lower-cased l opens with a reaction, hedge or
// politeness from genericDenyEN ("i think", "i'm sure", "me too").
func reactionEN(l string) bool {
	for _, p := range genericDenyEN {
		if strings.HasPrefix(l, p) && (len(l) == len(p) || !isLetter(l[len(p)])) {
			return true
		}
	}
	return false
}
