package rules

import (
	"strings"
	"time"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// Type by cue words. The generic rule and the subject-less chat rules keep a
// sentence whose shape no specific rule recognised; cueType reads the
// sentence's own cue words to decide what kind of memory it is, in this
// order (the first that holds wins):
//
//  1. conclusion: a verb of deciding, not negated ("we decided", "settled on",
//     "ended up going with", "最后还是选了", "商量好了", "敲定");
//  2. preference: a verb of liking or disliking with the speaker as subject
//     ("I really love …", "can't stand", "favourite", "喜欢", "讨厌", "受不了");
//  3. rule: an obligation of a team, company or project ("our team must …",
//     "我们公司必须…", "不允许");
//  4. todo: a verb of obligation or intention, or a deadline ("need to",
//     "have to", "planning to", "due Friday", "得", "打算", "截止");
//  5. event: a past or future time expression (relative or calendar date);
//  6. fact otherwise.
//
// Cheap substring gates run before each pattern, as everywhere in this
// package.

var (
	conclusionCueEN = compile(`(?i)\b(?:decided|decision\s+(?:is|was|made)|final\s+decision|settled\s+on|settled\s+it|going\s+with|go\s+with|went\s+with|agreed\s+(?:on|to|that)|we\s+agreed|chose|chosen|opted\s+(?:for|to)|ended\s+up\s+(?:\p{L}+ing|with)|made\s+up\s+(?:my|our)\s+minds?|locked\s+in|landed\s+on|picked\s+(?:the|a|an)|committed\s+to)\b`)
	notDecidedEN    = compile(`(?i)\b(?:haven't|have\s+not|hasn't|not|never|didn't|can't|cannot|couldn't|still|un)\s*(?:yet\s+)?(?:decided|decide|deciding|chose|choose|agreed|settled)\b|\bundecided\b|\bif\s+(?:i|we)\s+(?:decide|go\s+with)\b`)
	goingWithPerson = compile(`(?i)\b(?:going|go|went)\s+with\s+(?:the\s+flow|it|that|this|my|her|his|him|them|us|some|a\s+friend|friends|family|our|their|me|you|mom|dad)\b`)
	prefCueEN       = compile(`(?i)\b(?:i|we)\s+(?:\p{L}+\s+){0,2}?(?:love|like|enjoy|prefer|adore|hate|dislike|detest|loathe|can't\s+stand|cannot\s+stand|don't\s+like|don't\s+enjoy)\b|\bfavou?rite\b|\bis\s+my\s+(?:jam|thing|weakness|guilty\s+pleasure|comfort\s+food)\b|\bnot\s+(?:a\s+)?(?:big\s+|huge\s+)?fan\s+of\b|\b(?:big|huge)\s+fan\s+of\b`)
	prefWantEN      = compile(`(?i)\b(?:would|'d)\s+(?:\p{L}+\s+)?(?:love|like|prefer|hate)\s+to\b|\b(?:love|like)\s+to\s+(?:know|ask|see|hear|get)\b`)
	ruleCueEN       = compile(`(?i)^(?:at\s+work,?\s+)?(?:we|our\s+(?:\p{L}+\s+){0,2}(?:team|company|org|department|project|office|school|policy|repo|codebase|firm|startup|lab|clinic|hospital|store))\b.*\b(?:must|are\s+required|is\s+required|not\s+allowed|aren't\s+allowed|isn't\s+allowed|are\s+forbidden|is\s+mandatory|has\s+to\s+always|have\s+to\s+always|can\s+only|never\s+allowed)\b`)
	todoCueEN       = compile(`(?i)\b(?:(?:my|our|the)\s+(?:plan|goal|aim|intention)\s+is\s+to|need\s+to|needs\s+to|have\s+to|has\s+to|gotta|got\s+to|must|supposed\s+to|going\s+to|gonna|plan\s+to|planning\s+to|intend\s+to|deadline|due\s+(?:on|by|in|next|this|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|by\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|eod|end\s+of))\b`)

	conclusionCueZH = compile(`谈好了|谈妥|一致(?:同意|决定|通过)|都同意了|决定|定了|定下来|选了|选定|选择了|商量好|说好了|敲定|拍板|最终(?:选|用|定|还是|决定)|最后(?:还是|选|定|用)|就这么定|确定了|就用这个|最后决定`)
	notDecidedZH    = compile(`搞定|肯定|一定|稳定|固定|否定|鉴定|认定|指定|特定|没决定|还没定|没定|不确定|没确定|没想好|决定不了|拿不定|犹豫|纠结|还在考虑|还没选|不知道选|要不要|是否`)
	prefCueZH       = compile(`喜欢|讨厌|受不了|偏爱|偏好|最爱|爱吃|爱喝|爱看|爱玩|不爱|烦死|超爱|热爱|反感`)
	ruleCueZH       = compile(`^(?:我们|咱们)?(?:公司|团队|部门|项目组?|组里|单位|学校|医院)[^，]{0,12}?(?:必须|不允许|禁止|严禁|规定|要求|一律|不得|不准)`)
	strongTodoZH    = compile(`打算|计划|准备|得把|得去|得先|得赶紧|必须|需要|截止|务必`)
	todoCueZH       = compile(`打算|计划|准备|得|必须|需要|要|截止|之前要|前要|务必|记得`)
)

// cueType returns the type the cue words of c give a kept sentence; dated
// and future describe its date phrase (see findDate).
func cueType(c string, han, dated, future bool) events.FactType {
	return cueTypeAt(c, han, dateRef{future: future}, dated, time.Time{})
}

// cueTypeAt is cueType with the date phrase d found in c and the turn's
// time: a strong obligation ("得", "必须", "have to") dated this week or this
// month is still a to-do ("这个月底之前得把论文交了").
func cueTypeAt(c string, han bool, d dateRef, dated bool, ts time.Time) events.FactType {
	future := d.future
	current := dated && !ts.IsZero() && !d.day.Before(dayOf(ts))
	if han {
		if (future || !dated || current) && strings.ContainsAny(c, "打计准得必需截务") && strongTodoZH.MatchString(c) &&
			!(strings.ContainsAny(c, "决定选商说敲拍最确同谈") && conclusionCueZH.MatchString(c) && !notDecidedZH.MatchString(c)) &&
			!(strings.ContainsAny(c, "喜讨受偏爱烦热反") && prefCueZH.MatchString(c)) {
			return events.TypeTodo
		}
	}
	if han {
		switch {
		case strings.ContainsAny(c, "决定选商说敲拍最确同谈") && conclusionCueZH.MatchString(c) && !notDecidedZH.MatchString(c):
			return events.TypeConclusion
		case strings.ContainsAny(c, "喜讨受偏爱烦热反") && prefCueZH.MatchString(c):
			return events.TypePreference
		case strings.ContainsAny(c, "必禁规要一不") && ruleCueZH.MatchString(c):
			return events.TypeRule
		case (future || !dated) && strings.ContainsAny(c, "打计准得必需要截务记") && todoCueZH.MatchString(c) && !strings.Contains(c, "了"):
			return events.TypeTodo
		case dated:
			return events.TypeEvent
		}
		return events.TypeFact
	}
	l := strings.ToLower(c)
	switch {
	case containsAny(l, conclusionHintsEN) && conclusionCueEN.MatchString(c) && !notDecidedEN.MatchString(c) && !goingWithPerson.MatchString(c):
		return events.TypeConclusion
	case containsAny(l, prefHintsEN) && prefCueEN.MatchString(c) && !prefWantEN.MatchString(c):
		return events.TypePreference
	case containsAny(l, ruleHintsEN) && ruleCueEN.MatchString(c):
		return events.TypeRule
	case (future || !dated) && containsAny(l, todoHintsEN) && todoCueEN.MatchString(c):
		return events.TypeTodo
	case dated:
		return events.TypeEvent
	}
	return events.TypeFact
}

// Substrings the EN cue patterns cannot match without.
var (
	conclusionHintsEN = []string{"decid", "decision", "settled", "going with", "go with", "went with", "agreed", "chose", "opted", "ended up", "made up", "locked in", "landed on", "picked", "committed"}
	prefHintsEN       = []string{"my jam", "my thing", "weakness", "guilty", "comfort food", "love", "like", "enjoy", "prefer", "adore", "hate", "dislike", "detest", "loathe", "stand", "favorite", "favourite", "fan of"}
	ruleHintsEN       = []string{"must", "required", "allowed", "forbidden", "mandatory", "always", "only"}
	todoHintsEN       = []string{"need", "have to", "has to", "gotta", "got to", "must", "supposed", "going to", "gonna", "plan", "intend", "deadline", "due ", "by "}
)

// ---- conclusions ----

var (
	conclusionEN = compile(`(?i)^(?:(?:so|finally|eventually|in\s+the\s+end|after\s+[^,]{3,60}),?\s+)?(?:(?:i|we|(?:my\s+)?\p{L}+\s+and\s+i|me\s+and\s+(?:my\s+)?\p{L}+)\s+)?(?:have\s+|'ve\s+|finally\s+|eventually\s+|just\s+|officially\s+|all\s+|both\s+|already\s+|basically\s+|kinda\s+|pretty\s+much\s+)*(decided|settled\s+on|agreed(?:\s+on|\s+to|\s+that)?|chose|opted\s+(?:for|to)|ended\s+up\s+(?:\p{L}+ing|with)|went\s+with|made\s+up\s+(?:my|our)\s+minds?|locked\s+in|landed\s+on|picked|committed\s+to)\b\s*(.*)$`)
	goingWithEN  = compile(`(?i)^(?:so\s+|ok\s+|okay\s+)?(?:i\s+think\s+|i\s+guess\s+|probably\s+)?(?:i'm|i\s+am|we're|we\s+are|i'll|we'll|i\s+will|we\s+will)\s+(?:just\s+|probably\s+|definitely\s+)?(?:going|gonna\s+go|go)\s+with\s+(\S.*)$|^(?:decision|final\s+decision|verdict|the\s+decision|our\s+decision|my\s+decision)\s*(?::|is|was)\s*(\S.*)$|^(?:going|gonna\s+go)\s+with\s+((?:the|a|an)\s+\S.*|\p{Lu}.*)$|^(?:it's|it\s+is)\s+(?:decided|settled)\b[:,]?\s*(.*)$`)
	conclusionZH = compile(`^(?:我|我们|咱们|我和\p{Han}{1,4}|我跟\p{Han}{1,4}|跟\p{Han}{1,4}|和\p{Han}{1,4})?(?:最后|最终|已经|终于|还是|刚刚|刚|一致|商量了一下|讨论了一下|想了想|考虑了一下|就)*(?:决定|定了|选了|选定了?|选择了|商量好了?|说好了?|谈好了|谈妥了?|敲定了?|拍板|确定了|定下来了?|最终选|最后选)|^(\p{Han}{1,10}?)(?:已经|最后|最终|终于|总算)?(?:定了|敲定了|定下来了|确定了|拍板了|选好了)|就这么定了|最后(?:还是)?(?:选|用|定|买|去)了|^\p{Han}{1,8}?(?:一致|都)(?:同意|决定|通过)`)
)

// bareConclusionZH is a decision that names nothing ("就这么定了", "商量好了").
var bareConclusionZH = compile(`^(?:那|那就|那我们|我们|咱们|好|行)?(?:就这么定了|就这样定了|定了|商量好了|说好了|决定了|就这么办)(?:吧|啊|哈)?$`)

// hedgeEN is a hedge before a decision ("I think I'll go with …").
var hedgeEN = compile(`(?i)^(?:i\s+think|i\s+guess|probably)\s+`)

// conclusionEN adds a decision reached ("We decided to go with Postgres",
// "Ended up buying the Subaru", "I'm going with the blue one") and reports
// whether it did.
func (r *run) conclusionEN(c, lower string) bool {
	if r.question || !containsAny(lower, conclusionHintsEN) && !strings.Contains(lower, "settled") {
		return false
	}
	if notDecidedEN.MatchString(c) || goingWithPerson.MatchString(c) {
		return false
	}
	m := conclusionEN.FindStringSubmatch(c)
	if m != nil {
		v := strings.ToLower(m[1])
		obj := strings.TrimSpace(m[2])
		if v == "picked" && strings.HasPrefix(strings.ToLower(obj), "up") || obj == "" || pronounObj[strings.ToLower(trimObj(obj))] {
			return false
		}
		if secondPersonAt(strings.ToLower(obj)) >= 0 {
			return false // "I agreed with you", "I decided to ask you instead"
		}
	} else if g := goingWithEN.FindStringSubmatch(c); g == nil || pronounObj[strings.ToLower(trimObj(g[1]+g[2]+g[3]+g[4]))] || strings.TrimSpace(g[1]+g[2]+g[3]+g[4]) == "" {
		return false
	}
	content := thirdEN(trimObj(hedgeEN.ReplaceAllString(c, "")))
	et := r.dated(&content, false)
	r.add(events.Fact{Type: events.TypeConclusion, Content: content, Confidence: confPreference, Importance: impRule, EventTime: et})
	return true
}

// conclusionZH adds a Chinese decision ("我们决定用Postgres", "最后还是选了
// MacBook Air", "方案敲定了，用React") and reports whether it did.
func (r *run) conclusionZH(c string) bool {
	if !strings.ContainsAny(c, "决定选商说敲拍最确同谈") || r.question || questionZH(c) || strings.ContainsAny(c, "你您") {
		return false
	}
	if notDecidedZH.MatchString(c) || !conclusionZH.MatchString(c) {
		return false
	}
	content := thirdZH(c)
	if ru, _ := utf8.DecodeRuneInString(content); strings.ContainsRune("决定选商说敲拍最确还已终刚就跟和", ru) {
		content = "用户" + content
	}
	et := r.dated(&content, true)
	n := len(r.facts)
	r.addCarry(events.Fact{Type: events.TypeConclusion, Content: content, Confidence: confPreference, Importance: impRule, EventTime: et})
	if len(r.facts) > n && bareConclusionZH.MatchString(c) {
		r.bare = n
	}
	return true
}
