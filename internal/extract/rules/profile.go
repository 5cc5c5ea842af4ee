package rules

import (
	"strings"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// Profile shapes added in rules/4: career changes ("got promoted to senior
// PM at Atlassian", "joined Stripe as a designer", "刚升职做了技术总监"), a bare
// age that opens a message ("41yo, 6ft, …", "29M here"), a self-description
// label ("Context: PhD student at ETH Zurich, 27"), the statement before a
// question tail ("I'm in GMT+8, what time …?"), and value clean-up (a city
// without its district or state code, a name without a trailing "pls").

var (
	// careerEN is a promotion or a new job: the role, then the employer.
	careerEN = compile(`(?i)^(?:i\s+)?(?:just\s+|finally\s+|recently\s+|officially\s+)?(?:got\s+|been\s+|was\s+|have\s+been\s+|'ve\s+been\s+)?(?:promoted|hired|appointed|bumped\s+up|made|started(?:\s+(?:a\s+new\s+job|work(?:ing)?))?|landed\s+(?:a|my)\s+(?:new\s+)?(?:job|role|position|gig)|got\s+(?:a|my)\s+(?:new\s+)?(?:job|role|position|offer)|accepted\s+(?:a|an|the)\s+(?:new\s+)?(?:job|role|position|offer))\s+(?:to|as)\s+(?:an?\s+|the\s+)?((?:[\p{L}\-]+\s+){0,3}?[\p{L}\-]+)(?:\s+(?:at|with|for|@)\s+(\p{Lu}[\p{L}\d&.'\-]*(?:\s+(?:\p{Lu}[\p{L}\d&.'\-]*|&|of))*))?(?:\s+(?:last|this|earlier|yesterday|today|recently|back|in|on|a|an|two|three|few|couple)\b[^,!.]*)?(?:\s*[,!.].*)?$`)
	// joinedAsEN is "joined Stripe as a designer".
	joinedAsEN = compile(`(?i)^(?:i\s+)?(?:just\s+|recently\s+|finally\s+)?(?:joined|started\s+at)\s+(\p{Lu}[\p{L}\d&.'\-]*(?:\s+\p{Lu}[\p{L}\d&.'\-]*)*)\s+as\s+(?:an?\s+|the\s+)?((?:[\p{L}\-]+\s+){0,3}?[\p{L}\-]+)(?:\s+(?:last|this|earlier|yesterday|today|recently|back|in|on|a|an|two|three|few|couple)\b[^,!.]*)?(?:\s*[,!.].*)?$`)
	// bareAgeEN opens a message with an age: "41yo", "29 y/o", "33M".
	bareAgeEN = compile(`^(\d{2})\s?(?:yo|y/o|y\.o\.?|yrs?\s+old|years?\s+old|[MF])(?:\s*,|$)`)
	// selfLabel opens a self-description: "Context:", "About me:", "背景：".
	selfLabel = compile(`(?i)^(?:(?:for\s+|some\s+|quick\s+|a\s+bit\s+of\s+)?(?:context|background)|about\s+me|bio|me|who\s+i\s+am|个人情况|背景|自我介绍(?:一下)?|关于我|本人情况|基本情况)\s*[:：]\s*`)
	// questionTailEN is where a question starts after a statement:
	// "I'm in GMT+8, what time would …", "I'm 29 — is it too late".
	questionTailEN = compile(`(?i)(?:,|\s[—–-])\s+(?:(?:so|and|but)\s+)?(?:what|how|why|where|when|which|who|is|are|do|does|should|would|could|can|will|any|anyone|thoughts|ideas|tips|recs|advice)\b`)
	// selfSubjectEN finds the speaker as a subject ("I", "I'm"), not only as
	// an owner ("my coworker said …").
	selfSubjectEN = compile(`(?i)(?:^|\s)(?:i|i'm|i've|i'd|i'll)\s`)
	// careerZH is a promotion or new post: "刚升职做了技术总监", "当上了店长".
	careerZH = compile(`^(?:我|本人)?(?:刚|刚刚|最近|已经|终于|今年)?(?:升职|升|被提拔|提拔|晋升|转正|跳槽)?(?:做了|当了|当上了?|成了|成为了?|为|到|成|去做)(?:一名|一个|一位)?([\p{Han}A-Za-z]{0,8}?(?:工程师|程序员|老师|教师|医生|护士|律师|会计|设计师|经理|销售|研究员|分析师|架构师|主管|总监|主任|组长|店长|总裁|副总|合伙人|教授|讲师|编辑|记者|运营|顾问|CTO|CEO|CFO|COO|VP|PM|HR))$`)
	// atOrgZH is a bare "在美团" / "在字节跳动上班" clause after an identity.
	atOrgZH = compile(`^(?:本人|我)?(?:现在|目前)?在([\p{Han}A-Za-z]{2,10}?)(?:上班|工作|任职|打工|实习)?$`)
	// roleOneZH is "程序员一枚".
	roleOneZH = compile(`^(?:本人)?([\p{Han}A-Za-z]{0,8}?(?:工程师|程序员|码农|老师|医生|护士|律师|会计|设计师|产品经理|经理|销售|研究员|分析师|运营|博士生|研究生|学生|宝妈|社畜))(?:一枚|一个|一只)$`)
)

// profileMore runs the shapes above on clause c when no identity rule read it.
func (r *run) profileMore(c, lower string, han bool) {
	if han {
		if m := careerZH.FindStringSubmatch(c); m != nil && strings.ContainsAny(c, "升提晋当转跳") && !r.hasKey("role") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: m[1], Content: "职业是" + m[1], Confidence: confIdentity, Importance: impProfile})
			r.userSubject = true
			return
		}
		if m := roleOneZH.FindStringSubmatch(c); m != nil && !r.hasKey("role") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: m[1], Content: "职业是" + m[1], Confidence: confIdentity, Importance: impProfile})
			return
		}
		if m := atOrgZH.FindStringSubmatch(c); m != nil && (r.userSubject || strings.HasPrefix(c, "本人") || strings.HasPrefix(c, "我")) && !r.hasKey("employer") {
			org := m[1]
			if isPlace(org) || strings.ContainsAny(org, "家里这那哪") || strings.HasSuffix(c, org) && !r.userSubject {
				return
			}
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: org, Content: "在" + org + "工作", Confidence: confIdentity, Importance: impProfile})
		}
		return
	}
	if r.atMessageStart || r.userSubject {
		if m := bareAgeEN.FindStringSubmatch(c); m != nil && !r.hasKey("age") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "age", Value: m[1], Content: "Is " + m[1] + " years old", Confidence: confIdentity, Importance: impProfile})
			r.userSubject = true
			return
		}
	}
	if !strings.Contains(lower, " as ") && !strings.Contains(lower, " to ") {
		return
	}
	if m := careerEN.FindStringSubmatch(c); m != nil && roleNounEnd(m[1]) && !r.hasKey("role") {
		role := cleanRole(m[1])
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
		if m[2] != "" && !r.hasKey("employer") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: m[2], Content: "Works at " + m[2], Confidence: confIdentity, Importance: impProfile})
		}
		return
	}
	if m := joinedAsEN.FindStringSubmatch(c); m != nil && roleNounEnd(m[2]) && !r.hasKey("role") {
		role := cleanRole(m[2])
		r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
		if !r.hasKey("employer") {
			r.add(events.Fact{Type: events.TypeProfile, Key: "employer", Value: m[1], Content: "Works at " + m[1], Confidence: confIdentity, Importance: impProfile})
		}
	}
}

// nameTrailEN are words that end a name clause without being part of the name.
var nameTrailEN = map[string]bool{"pls": true, "please": true, "plz": true, "thanks": true, "thx": true, "lol": true,
	"btw": true, "tho": true, "though": true, "instead": true, "now": true, "ok": true, "okay": true, "haha": true, "from": true}

// cleanValue tidies a profile value: a name without trailing politeness, a
// city without its district ("成都高新区" → 成都) or state code ("Austin TX"
// → Austin). It returns "" for a value that is a question word ("住在哪").
func cleanValue(key, v string) string {
	han := hasHan(v)
	if han && strings.ContainsAny(v, "哪谁") || han && strings.Contains(v, "什么") {
		return ""
	}
	switch key {
	case "name":
		if !han {
			ws := strings.Fields(v)
			for len(ws) > 1 && nameTrailEN[strings.ToLower(ws[len(ws)-1])] {
				ws = ws[:len(ws)-1]
			}
			v = strings.Join(ws, " ")
		}
	case "location", "hometown":
		if han {
			if city, rest := cityPrefix(v); city != "" && rest != "" && utf8.RuneCountInString(rest) <= 5 &&
				(strings.HasSuffix(rest, "区") || strings.HasSuffix(rest, "县") || strings.HasSuffix(rest, "镇") || strings.HasSuffix(rest, "附近") || strings.HasSuffix(rest, "那边") || strings.HasSuffix(rest, "这边")) {
				v = city
			}
		} else if ws := strings.Fields(v); len(ws) > 1 {
			if last := ws[len(ws)-1]; len(last) == 2 && last == strings.ToUpper(last) && last != "UK" && last != "US" {
				v = strings.Join(ws[:len(ws)-1], " ") // "Austin TX"
			}
		}
	}
	return v
}
