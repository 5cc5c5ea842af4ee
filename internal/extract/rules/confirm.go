package rules

import (
	"strings"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Confirmation of the assistant's proposal.
//
// When the assistant has spelled out a booking, an address or a reminder
// ("The 9:40 train to Lyon on Friday, 58 EUR. Shall I book it?") and the
// user answers with a bare confirmation ("yes, book that one", "对，就这样"),
// the user has stated the proposal as their own: its statements become one
// todo, dated when they hold a date. The assistant's question that asks for
// the confirmation is left out, and a proposal that IsInstruction flags or
// that holds structural markers is never taken.

// confirmWordsEN and confirmWordsZH open a confirmation.
var (
	confirmWordsEN = []string{"yes", "yep", "yeah", "yup", "sure", "ok", "okay", "sounds good", "perfect", "great",
		"correct", "right", "exactly", "that's right", "that works", "go ahead", "do it", "please do", "book it",
		"book that", "confirm", "confirmed", "let's do it", "let's go with", "deal"}
	confirmWordsZH = []string{"对", "是的", "好的", "好", "行", "可以", "没问题", "就这样", "就这个", "就它", "确认", "订吧",
		"订这个", "就订", "嗯", "没错", "同意", "就按这个", "按这个来", "那就这样"}
)

// maxConfirmBytes bounds a confirmation: a longer answer says more than yes
// and is read by the rules as usual.
const maxConfirmBytes = 60

// isConfirmation reports whether text is a bare confirmation.
func isConfirmation(text string) bool {
	t := strings.ToLower(strings.TrimSpace(text))
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

// confirm records the assistant's proposal as the user's todo when text
// confirms it, and reports whether it did.
func (r *run) confirm(text, proposal string) bool {
	proposal = strings.TrimSpace(proposal)
	if proposal == "" || !isConfirmation(text) || extract.IsInstruction(proposal) || extract.HasMarkers(proposal) {
		return false
	}
	var kept []string
	for _, s := range splitSentences(proposal) {
		if askingProposal(s) {
			continue // "Shall I book it?"
		}
		kept = append(kept, s)
	}
	if len(kept) == 0 {
		// the proposal is its own question: "Shall I book the 9:40 to Lyon?"
		s := splitSentences(proposal)
		if len(s) == 0 {
			return false
		}
		kept = []string{trimProposalAsk(s[len(s)-1])}
	}
	han := hasHan(proposal)
	content := strings.Join(kept, " ")
	if han {
		content = strings.Join(kept, "，")
	}
	if strings.TrimSpace(content) == "" {
		return false
	}
	if han {
		content = "用户确认：" + content
	} else {
		content = "Confirmed: " + content
	}
	f := events.Fact{Type: events.TypeTodo, Content: clip(content), Confidence: confPlan, Importance: impTodo}
	if d, ok := r.date(content); ok {
		day := d.day
		f.EventTime = &day
	}
	r.add(f)
	return true
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
	for _, p := range []string{"shall i ", "should i ", "do you want me to ", "would you like me to ", "want me to ", "can i ", "may i ", "要我帮你", "要我", "需要我帮你", "需要我"} {
		if strings.HasPrefix(l, p) {
			return s[len(p):]
		}
	}
	return s
}
