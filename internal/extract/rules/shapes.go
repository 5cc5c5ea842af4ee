package rules

import (
	"strings"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// Message and sentence shapes that decide how the rest is read: a request to
// work on some text (whose payload is not about the user), a labelled line
// ("todo: …", "待办：…", "Pricing rule: …"), a Chinese rule lead-in cut off
// by a comma ("我们公司规定，…") and subject-less continuation clauses.

var (
	// taskTextEN opens a request to work on a piece of text: group 1 a
	// translation-like verb, group 2 an editing verb (a task only with a quoted
	// payload), otherwise a document to write.
	taskTextEN        = compile(`(?i)^(?:(?:please|pls|hey|ok|okay|can\s+you|could\s+you|would\s+you|will\s+you|help\s+me|i\s+need\s+you\s+to|i\s+want\s+you\s+to)[\s,]+)*(?:(translate|rephrase|paraphrase|proofread|reword)\b|(rewrite|polish|edit|correct|summari[sz]e|shorten|improve|fix)\b|(?:write|draft|compose|type\s+up)\s+(?:me\s+|up\s+)?(?:a|an|the|my|some|this)?\s*(?:short\s+|quick\s+|polite\s+|formal\s+|friendly\s+|brief\s+)*(?:e-?mail|letter|message|note|reply|text|post|tweet|bio|speech|toast|card|cover\s+letter|review|caption|announcement|memo|paragraph|sentence|story|poem|essay|linkedin|slack|status)s?\b)`)
	taskBeforeQuoteEN = compile(`(?i)\b(?:translate|rephrase|paraphrase|proofread|reword|rewrite|polish|summari[sz]e|(?:fix|check|correct)\s+(?:the\s+|my\s+)?(?:grammar|spelling)|(?:write|draft|compose|send|text|email|tell)\b.*\b(?:saying|that\s+says|which\s+says|that\s+reads))\b`)
	taskTextZH        = compile(`翻译|译成|润色|改写|校对|修改一下|改一下|帮我写|写一封|写一段|写一篇|写一条|写个|写封|写条|起草|总结一下|概括一下|这句话|这段话|这段文字`)
	taskStartZH       = compile(`^(?:请|麻烦|帮我|帮忙|你|能不能|能否|可以|可不可以)*(?:把.{0,15}?)?(?:翻译|译成|润色|改写|校对)`)
)

// noTaskRe is a request not to translate ("别翻译", "不用翻译成中文",
// "don't translate them").
var noTaskRe = compile(`(?i)(?:别|不要|不用|不必|别给我|無須|无需|別|不需要)\s*(?:帮我|幫我)?\s*(?:翻译|翻譯)|\b(?:don'?t|do\s+not|never|no\s+need\s+to)\s+translate\b`)

// isTextTask reports whether text asks for work on a piece of text: a
// translation, a rewrite, an email or message to draft. Whatever the payload
// says ("translate this: 我叫…", "write an email saying I'm moving") is not a
// statement by the user about themselves, so the message yields nothing.
func isTextTask(text string) bool {
	if hasHan(text) && strings.Contains(text, "翻") || strings.Contains(strings.ToLower(text), "translat") {
		// "technical terms 别翻译" asks that nothing be translated: no task
		text = noTaskRe.ReplaceAllString(text, "")
	}
	q := quoteIndex(text)
	if hasHan(text) {
		if q > 0 && !hasHan(text[:q]) && containsAny(strings.ToLower(text[:q]), taskHintsEN) &&
			(taskBeforeQuoteEN.MatchString(text[:q]) || taskTextEN.MatchString(text[:q])) {
			return true // "Translate to English: 我住在上海"
		}
		if !containsAny(text, taskHintsZH) {
			return false
		}
		if q > 0 && taskTextZH.MatchString(text[:q]) {
			return true
		}
		return taskStartZH.MatchString(text)
	}
	if !containsAny(strings.ToLower(text), taskHintsEN) {
		return false
	}
	if q > 0 && taskBeforeQuoteEN.MatchString(text[:q]) {
		return true
	}
	m := taskTextEN.FindStringSubmatchIndex(text)
	if m == nil {
		return false
	}
	if m[4] < 0 {
		return true // translate …, write an email …
	}
	return q > 0 // "rewrite: …", "polish this 'I am …'"
}

// quoteIndex returns the offset of the first colon or opening quote in
// text, or -1; an apostrophe inside a word ("I'm") is no quote.
func quoteIndex(text string) int {
	for i, r := range text {
		switch r {
		case ':', '：', '“', '"', '「', '‘', '«':
			return i
		case '\'':
			if i == 0 || text[i-1] == ' ' {
				return i
			}
		}
	}
	return -1
}

// taskHintsEN and taskHintsZH are substrings the text-task patterns cannot
// match without.
var (
	taskHintsEN = []string{"translat", "phrase", "proofread", "reword", "rewrite", "polish", "edit", "correct", "summar",
		"shorten", "improve", "fix", "write", "draft", "compose", "type", "saying", "says", "reads", "grammar", "spelling"}
	taskHintsZH = []string{"翻译", "译成", "润色", "改写", "校对", "修改", "改一下", "写", "起草", "总结", "概括", "这句话", "这段话", "这段文字"}
)

var imEN = compile(`\b([Ii])m\b`)

// normalizeEN repairs chat spelling so that the patterns see standard forms:
// apostrophe-less contractions ("im a nurse" → "i'm a nurse", "dont like" →
// "don't like"), chat abbreviations ("tmrw" → "tomorrow") and emoji, which
// end a clause when words follow them ("Priya here 👋 data engineer" →
// "Priya here, data engineer") and are dropped otherwise (fixChatEN, recall.go).
// Chinese text is left as it is.
func normalizeEN(text string) string {
	if hasEmoji(text) && !hasHan(text) {
		text = dropEmoji(text)
	}
	if !hasHan(text) {
		text = fixChatEN(text)
	}
	if !strings.Contains(text, "im ") && !strings.Contains(text, "Im ") {
		return text
	}
	return imEN.ReplaceAllString(text, "$1'm")
}

var (
	todoLabelEN = compile(`(?i)^(?:todo|to-do|to\s+do|task|reminder|note\s+to\s+self|action\s+items?|next\s+steps?|plans?\s+for\s+(?:today|tomorrow|tonight|this\s+week(?:end)?|next\s+week|the\s+weekend|next\s+month))\s*[:：\-]\s*(\S.*)$`)
	ruleLabelEN = compile(`(?i)^(?:[\p{L}\-]+\s+){0,3}(?:rule|rules|policy|requirement|requirements|guideline|guidelines|constraint|constraints|house\s+rule)(?:\s+(?:of\s+thumb|at|in|for|here)(?:\s+[\p{L}\-]+){0,3})?\s*[:：]\s*(\S.*)$`)
	todoLabelZH = compile(`^(?:待办事项|待办|代办|todo|TODO|To-?do|任务|备忘|提醒事项)\s*[：:]\s*(\S.*)$`)
	ruleLabelZH = compile(`^(?:[\p{Han}]{0,6})(?:规定|规矩|规则|制度|要求|政策|原则|纪律|红线)\s*[：:]\s*(\S.*)$`)
)

// labelled handles a sentence that starts with a label and a colon: "todo:
// …" / "待办：…" is a to-do, "Pricing rule: …" / "公司规定：…" a rule whose
// content is the whole sentence. It reports whether it emitted something.
// decisionLabelEN and decisionLabelZH are a decision written as a label
// ("Final decision: we launch on June 1", "结论：用React").
var (
	decisionLabelEN = compile(`(?i)^(?:the\s+|our\s+|my\s+)?(?:(?:final\s+)?(?:decision|verdict|conclusion|outcome)|final\s+(?:answer|call))\s*(?:[:：]|\s-)\s*(\S.*)$`)
	decisionLabelZH = compile(`^(?:最终|最后的?|我们的?)?(?:决定|结论|决议|定论)[:：]\s*(\S.*)$`)
)

func (r *run) labelled(s string) bool {
	han := hasHan(s)
	if han {
		if ru, _ := utf8.DecodeRuneInString(s); strings.ContainsRune(leadStartsZH, ru) {
			s = leadZH.ReplaceAllString(s, "")
		}
	} else if w := firstWord(s); leadWordsEN[w] {
		s = leadEN.ReplaceAllString(s, "")
	}
	if !strings.ContainsAny(s, ":：-") || extractIsForgetOrRemember(s) {
		return false
	}
	s = trimTrail(s)
	if han {
		if m := todoLabelZH.FindStringSubmatch(s); m != nil {
			content := "待办：" + m[1]
			et := r.dated(&content, true)
			r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confPlan, Importance: impTodo, EventTime: et})
			return true
		}
		if m := decisionLabelZH.FindStringSubmatch(s); m != nil && utf8.RuneCountInString(m[1]) >= 2 {
			content := "决定：" + m[1]
			et := r.dated(&content, true)
			r.add(events.Fact{Type: events.TypeConclusion, Content: content, Confidence: confPreference, Importance: impRule, EventTime: et})
			return true
		}
		if m := ruleLabelZH.FindStringSubmatch(s); m != nil && utf8.RuneCountInString(m[1]) >= 4 {
			r.add(events.Fact{Type: events.TypeRule, Content: s, Confidence: confRule, Importance: impRule})
			return true
		}
		return false
	}
	if m := decisionLabelEN.FindStringSubmatch(s); m != nil && len(strings.Fields(m[1])) >= 2 {
		content := "Decision: " + m[1]
		et := r.dated(&content, false)
		r.add(events.Fact{Type: events.TypeConclusion, Content: content, Confidence: confPreference, Importance: impRule, EventTime: et})
		return true
	}
	if m := todoLabelEN.FindStringSubmatch(s); m != nil {
		content := "To-do: " + m[1]
		if !strings.HasPrefix(strings.ToLower(s), "to") && !strings.HasPrefix(strings.ToLower(s), "task") {
			content = upperFirst(s) // "Plan for next week: …" keeps its date
		}
		et := r.dated(&content, false)
		r.add(events.Fact{Type: events.TypeTodo, Content: content, Confidence: confPlan, Importance: impTodo, EventTime: et})
		return true
	}
	if m := ruleLabelEN.FindStringSubmatch(s); m != nil && len(strings.Fields(m[1])) >= 3 {
		r.add(events.Fact{Type: events.TypeRule, Content: upperFirst(s), Confidence: confRule, Importance: impRule})
		return true
	}
	return false
}

// extractIsForgetOrRemember reports whether s opens with remember/forget,
// which the clause rules handle ("Remember: …", "记住：…").
func extractIsForgetOrRemember(s string) bool {
	l := strings.ToLower(s)
	for _, p := range []string{"remember", "please remember", "note", "forget", "记住", "请记住", "记一下", "忘"} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// leadInZH is a clause that only announces a rule ("我们公司规定",
// "我们的流程是"); its body follows after the comma.
var leadInZH = compile(`(?:规定|规矩(?:是)?|规则(?:是)?|制度(?:是)?|要求(?:是)?|政策(?:是)?|原则(?:是)?|流程(?:是)?|惯例(?:是)?|的做法是|纪律(?:是)?)$`)

// joinLeadIns merges a Chinese rule lead-in clause with the clause after it:
// "我们公司规定" + "报销超过五千元必须总监签字" is one rule.
func joinLeadIns(clauses []string) []string {
	for i := 0; i+1 < len(clauses); i++ {
		if leadInZH.MatchString(clauses[i]) && utf8.RuneCountInString(clauses[i]) <= 12 {
			clauses[i] += "，" + clauses[i+1]
			clauses = append(clauses[:i+1], clauses[i+2:]...)
		}
	}
	return clauses
}

// continues appends clause c to the rule or event at r.carry when c is a
// subject-less continuation of it ("…必须存在国内服务器上，不能出境",
// "上周三我摔了一跤，手腕骨折了"), and reports whether it did.
func (r *run) continues(c string) bool {
	if !hasHan(c) || strings.ContainsAny(c, "我你您") || strings.HasPrefix(c, "他") || strings.HasPrefix(c, "她") {
		return false
	}
	conclusion := r.facts[r.carry].Type == events.TypeConclusion
	if _, ok := r.date(c); ok && !conclusion {
		return false // a dated clause is an event of its own; a decision takes its date along ("商量好了，明年再买房")
	}
	if strings.HasSuffix(c, "吗") || strings.Contains(c, "怎么") || strings.Contains(c, "什么") || strings.Contains(c, "忘") ||
		strings.Contains(c, "记住") || extractIsForgetOrRemember(c) {
		return false
	}
	f := &r.facts[r.carry]
	tail := trimTrail(c)
	if conclusion && f.EventTime == nil {
		f.EventTime = r.dated(&tail, true)
	}
	f.Content = strings.TrimRight(f.Content, "，,。") + "，" + tail
	return true
}
