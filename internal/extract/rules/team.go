package rules

import (
	"strings"

	"github.com/engram-memory/engram/pkg/events"
)

// First-person-plural facts: what the user's team, project or company does
// ("on this service we release through Argo CD", "our on-call rotation is
// weekly", "我们组的代码评审要两个人批准"). They belong to the user's scope
// (the turn's scope, a project when the agent sets one), not to the user's
// profile: they are stored as facts about the user's team, never as a
// profile key. Only sentences that no other rule, the generic one
// included, took are read, and not questions.

// teamRuleEN and teamRuleZH mark a team's standing rule rather than a fact.
var (
	teamRuleEN = []string{" always ", " never ", " must ", " need to ", " needs to ", " have to ", " has to ", " no exceptions", " required ", " not allowed"}
	teamRuleZH = []string{"必须", "要求", "不允许", "不准", "不能", "一律", "都要", "需要", "得经过", "要两", "要经过"}
)

// teamOpenersEN open a first-person-plural statement; "on/in/at/for our …"
// may come first ("on our team we …").
var teamOpenersEN = []string{"we ", "we're ", "we've ", "our "}

// teamFact records sentence s as a fact about the user's team and reports
// whether it did; with rulesOnly, only a team's standing rule, which goes
// before the generic rule (it would store the rule as a plain fact).
func (r *run) teamFact(s string, rulesOnly bool) bool {
	if r.question {
		return false
	}
	s = strings.TrimSpace(strings.TrimRight(s, " .!。！"))
	if hasHan(s) {
		i := strings.Index(s, "我们")
		if i < 0 || i > 9 || strings.Contains(s, "我们俩") || len([]rune(s)) < 8 || strings.ContainsAny(s, "吧吗呢") {
			return false // "我们一起去吧" is a suggestion, not a fact
		}
		typ := events.TypeFact
		if containsAny(s, teamRuleZH) {
			typ = events.TypeRule // "我们组的代码评审要两个人批准"
		} else if rulesOnly {
			return false
		}
		r.add(events.Fact{Type: typ, Content: "用户所在团队：" + s, Confidence: confFact, Importance: impFact})
		return true
	}
	l := strings.ToLower(s)
	if w := firstWord(l); leadWordsEN[w] {
		s = leadEN.ReplaceAllString(s, "") // "just so you know, our clinic …"
		l = strings.ToLower(s)
	}
	for _, p := range []string{"on ", "in ", "at ", "for ", "across "} {
		if strings.HasPrefix(l, p) {
			if i := strings.Index(l, " we "); i > 0 && strings.Contains(l[:i], "our ") || strings.Contains(l[:max(i, 0)], "this ") {
				l = l[i+1:]
			}
			break
		}
	}
	open := false
	for _, p := range teamOpenersEN {
		open = open || strings.HasPrefix(l, p)
	}
	if !open || len(strings.Fields(l)) < 5 || hypothetical(l) {
		return false
	}
	for _, w := range []string{"we should", "we could", "we might", "we can ", "let's", "we had fun", "we're going to", "we are going to"} {
		if strings.HasPrefix(l, w) {
			return false // a suggestion or a plan of the moment
		}
	}
	typ := events.TypeFact
	if containsAny(" "+l+" ", teamRuleEN) {
		typ = events.TypeRule // "our contracts always need legal review"
	} else if rulesOnly {
		return false
	}
	r.add(events.Fact{Type: typ, Content: "User's team: " + strings.TrimSpace(s), Confidence: confFact, Importance: impFact})
	return true
}
