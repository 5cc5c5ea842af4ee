package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Confirmation of the assistant's proposal.
//
// When the assistant has spelled out a booking, an address or a reminder
// ("The 9:40 train to Lyon on Friday, 58 EUR. Shall I book it?") and the
// user answers with a bare confirmation ("yes, book that one", "对，就这样"),
// the user has stated the proposal as their own: its statements, the
// assistant's framing and go-ahead question cut off and turned into the
// first person, become one fact typed by what it holds (confirmedType),
// dated when it holds a date and does not recur. The assistant's question that asks for
// the confirmation is left out, and a proposal that IsInstruction flags or
// that holds structural markers is never taken.

// confirmWordsEN and confirmWordsZH open a confirmation.
var (
	confirmWordsEN = []string{"yes", "yep", "yeah", "yup", "sure", "ok", "okay", "sounds good", "perfect", "great",
		"correct", "right", "exactly", "that's right", "that works", "go ahead", "do it", "please do", "book it",
		"book that", "confirm", "confirmed", "let's do it", "let's go with", "deal", "go for it", "locked in", "lock it in",
		"sounds great", "works for me", "absolutely", "definitely", "yes please", "all good"}
	confirmWordsZH = []string{"对", "是的", "好的", "好", "行", "可以", "没问题", "就这样", "就这个", "就它", "确认", "订吧",
		"订这个", "就订", "嗯", "没错", "同意", "就按这个", "按这个来", "那就这样"}
)

// maxConfirmBytes bounds a confirmation: a longer answer says more than yes
// and is read by the rules as usual.
const maxConfirmBytes = 60

// isConfirmation reports whether text is a bare confirmation.
func isConfirmation(text string) bool {
	t := strings.ToLower(strings.TrimLeftFunc(text, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	if t == "" || len(t) > maxConfirmBytes || strings.ContainsAny(t, "?？") {
		return false
	}
	words := confirmWordsEN
	if hasHan(t) {
		words = confirmWordsZH
	}
	for _, w := range words {
		if strings.HasPrefix(t, w) {
			rest := t[len(w):]
			if rest == "" || !hasHan(t) && !isLetter(rest[0]) || hasHan(t) {
				return !strings.Contains(t, "不") && !strings.Contains(t, " not") && !strings.Contains(t, "n't")
			}
		}
	}
	return false
}

// confirm records the assistant's proposal as the user's fact when text
// confirms it, and reports whether it did.
func (r *run) confirm(text, proposal string) bool {
	proposal = strings.TrimSpace(proposal)
	if proposal == "" || !strings.ContainsAny(proposal, "?？") || !isConfirmation(text) || extract.IsInstruction(proposal) || extract.HasMarkers(proposal) {
		return false
	}
	var kept []string
	pos := 0
	for _, s := range splitSentences(proposal) {
		// give the sentence its question mark back: the ask is read by it
		if i := strings.Index(proposal[pos:], s); i >= 0 {
			pos += i + len(s)
			if rest := proposal[pos:]; strings.HasPrefix(rest, "?") || strings.HasPrefix(rest, "？") {
				s += "?"
			}
		}
		if s = trimAskTail(s); s == "" {
			continue // "Is that right?"
		}
		if askingProposal(s) && bareAsk(trimProposalAsk(s)) {
			continue // "Shall I book it?", "Should I keep that as your default?"
		}
		kept = append(kept, trimProposalAsk(s))
	}
	if len(kept) == 0 {
		return false
	}
	han := hasHan(proposal)
	content := strings.Join(kept, " ")
	if han {
		content = strings.Join(kept, "，")
	}
	content = strings.TrimSpace(strings.TrimLeft(proposalLead.ReplaceAllString(content, ""), " ,，:："))
	if content == "" {
		return false
	}
	content = ownPerson(content, han)
	// the date is read before the prefix: "Confirmed" would read as a past tense
	d, dated := r.date(content)
	if han {
		content = "用户确认：" + content
	} else {
		content = "Confirmed: " + upperFirst(content)
	}
	dated = dated && !recurring(content, han)
	typ, conf, imp := confirmedType(content, han, dated)
	f := events.Fact{Type: typ, Content: clip(content), Confidence: conf, Importance: imp}
	if dated {
		day := d.day
		f.EventTime = &day
	}
	r.add(f)
	return true
}

// proposalLead is the assistant's framing before the proposal itself:
// "So", "Just to confirm,", "Got it — so", "It sounds like", "I've got",
// "帮您记下：", "确认一下，", "我理解", "所以", "那就".
var proposalLead = regexp.MustCompile(`(?i)^(?:(?:ok(?:ay)?|so|great|got\s+it|perfect|alright|right|just\s+to\s+confirm|to\s+confirm|let\s+me\s+confirm|it\s+sounds\s+like|sounds\s+like|i\s+understand|i've\s+got|i\s+have|i'll\s+note|i\s+noted|noted|so\s+the\s+plan(?:\s+is)?|the\s+plan(?:\s+is)?)[\s,:—–-]*)+|^(?:(?:好的|好|所以|那就|那|确认一下|我确认一下|我理解|帮您记下|帮你记下|我记下了|我会)[\s，,：:]*)+`)

// ownPerson turns the assistant's second person into the user's first:
// "your flight" → "my flight", "you prefer" → "I prefer", "您的地址" →
// "我的地址".
func ownPerson(s string, han bool) string {
	if han {
		return strings.NewReplacer("您的", "我的", "你的", "我的", "您", "我", "你", "我").Replace(s)
	}
	return secondPerson.ReplaceAllStringFunc(s, func(w string) string {
		lower := strings.ToLower(w)
		out := map[string]string{"your": "my", "yours": "mine", "you're": "I'm", "you've": "I've", "you'd": "I'd",
			"you'll": "I'll", "you are": "I am", "you": "I"}[lower]
		if out == "" {
			return w
		}
		if w[0] >= 'A' && w[0] <= 'Z' && out != "I" && out != "I'm" && out != "I've" && out != "I'd" && out != "I'll" {
			out = strings.ToUpper(out[:1]) + out[1:]
		}
		return out
	})
}

var secondPerson = regexp.MustCompile(`(?i)\b(?:you\s+are|you're|you've|you'd|you'll|yours|your|you)\b`)

// confirmedType types a confirmed proposal by what it holds: a reminder is
// a todo; something that recurs (every Friday, 每月) a fact; a task to do a
// todo; a standing default a preference; a booking, an
// appointment, a journey or anything dated that does not recur an event;
// a choice among offered options a preference; anything else a fact.
func confirmedType(s string, han, dated bool) (events.FactType, float64, float64) {
	l := strings.ToLower(s)
	has := func(words ...string) bool { return containsAny(l, words) }
	switch {
	case has("remind", "提醒"):
		return events.TypeTodo, confReminder, impTodo
	case recurring(s, han):
		return events.TypeFact, confFact, impFact
	case has("need to", "have to", "must ", "要去", "需要带", "得去", "要办"):
		return events.TypeTodo, confPlan, impTodo
	case has("address", "地址", "住址") && !has("email address", "邮箱地址"):
		return events.TypeFact, confFact, impFact // an address saved "as my default" is still where the user lives or ships to
	case has("prefer", "default", "sign my", "sign off", "call me", "偏好", "默认", "就按", "都按"):
		return events.TypePreference, confPreference, impPreference
	case has("book", "reserv", "appointment", "flight", "train", "ferry", "table for", "hotel", "check-in", "ticket",
		"预约", "预订", "订了", "订的", "航班", "次列车", "出发", "位", "入住") || has("订") && !has("订阅") || dated:
		return events.TypeEvent, confEvent, impEvent
	case confirmChoice.MatchString(l):
		return events.TypePreference, confPreference, impPreference
	}
	return events.TypeFact, confFact, impFact
}

// confirmChoice is a choice among offered options: "go with the blue one",
// "推荐的这款".
var confirmChoice = regexp.MustCompile(`\b(?:go\s+with|pick|choose|chose|the\s+one\s+i\s+want)\b|推荐的这款|这款|选它|就选`)

// recurring reports whether s describes something that repeats ("every
// Friday", "each month", "每周四", "每个月25号").
func recurring(s string, han bool) bool {
	if han {
		return containsAny(s, []string{"每周", "每月", "每个月", "每天", "每年", "每星期", "每礼拜"})
	}
	return containsAny(strings.ToLower(s), []string{"every ", "each month", "each week", "each year", "each day", "weekly", "monthly", "daily", "yearly", "annually"})
}

// askTail is a question that asks for the go-ahead at the end of a
// proposal: "Is that right?", "Correct?", "— did I get that right?",
// "，对吗？", "确认吗？".
var askTail = regexp.MustCompile(`(?i)(?:^|[\s,，—–-]+)(?:is\s+that\s+(?:right|correct|ok(?:ay)?)|correct|right|did\s+i\s+get\s+that\s+right|does\s+that\s+sound\s+right|sound\s+good|ok(?:ay)?|want\s+me\s+to\s+save\s+(?:that|it)|shall\s+i\s+(?:remember|save|note|keep)\s+(?:that|it|this)|should\s+i\s+(?:remember|save|note|keep)\s+(?:that|it|this)(?:\s+as\s+your\s+default)?|)\s*[?？]\s*$|(?:^|[\s,，]+)(?:对吗|对吧|对不对|是吗|是不是|确认吗|可以吗|行吗|好吗|没错吧|要我记下来吗|要我帮您记下吗|您要选它吗|你要选它吗)\s*[?？]?\s*$`)

// trimAskTail cuts a go-ahead question off the end of a proposal sentence;
// a sentence that is only the question becomes "".
func trimAskTail(s string) string {
	s = strings.TrimSpace(s)
	if m := askTail.FindStringIndex(s); m != nil {
		s = strings.TrimSpace(strings.TrimRight(s[:m[0]], " ,，—–-"))
	}
	return strings.TrimRight(s, "?？")
}

// askingProposal reports whether an assistant's sentence asks for the
// user's go-ahead ("Shall I book it", "要我帮你订吗").
func askingProposal(s string) bool {
	l := strings.ToLower(s)
	for _, p := range []string{"shall i", "should i", "do you want", "would you like", "want me to", "can i", "may i", "is that ok", "does that work", "要我", "需要我", "要不要", "可以吗", "好吗", "行吗", "确认吗"} {
		if strings.Contains(l, p) {
			return true
		}
	}
	return false
}

// trimProposalAsk cuts the asking words off a proposal that is a question:
// "Shall I book the 9:40 to Lyon?" → "book the 9:40 to Lyon".
func trimProposalAsk(s string) string {
	s = strings.TrimRight(strings.TrimSpace(s), "?？")
	l := strings.ToLower(s)
	for _, p := range []string{"shall i ", "should i ", "do you want me to ", "would you like me to ", "want me to ", "can i ", "may i ", "要我帮你", "要我帮您", "要我", "需要我帮你", "需要我帮您", "需要我"} {
		if strings.HasPrefix(l, p) {
			s = s[len(p):]
			break
		}
	}
	return strings.TrimSpace(strings.TrimSuffix(s, "吗"))
}

// bareAsk reports whether what a go-ahead question asks to do names
// nothing of its own: "book it", "keep that as your default", "记下来".
func bareAsk(s string) bool {
	if hasHan(s) {
		return utf8.RuneCountInString(s) <= 6 || utf8.RuneCountInString(s) <= 10 && strings.ContainsAny(s, "这那它")
	}
	words := strings.Fields(strings.ToLower(s))
	if len(words) > 6 {
		return false
	}
	for _, w := range words {
		switch strings.Trim(w, ",.") {
		case "it", "that", "this", "them", "these", "those":
			return true
		}
	}
	return len(words) <= 1
}
