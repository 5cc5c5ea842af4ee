package rules

import (
	"strings"
	"time"
)

// Context, not memory. A user often tells the agent about the task at hand
// ("My code keeps crashing", "I copied the error message below", "我在改简历，
// 帮我看看") or about a passing state ("I'm so tired today", "My internet is
// super slow right now", "我今天好累啊"). Such sentences are true and first
// person, but they are worth nothing in a later conversation, so the generic
// rule and the catch-all personal-fact and dated-event rules drop them. The
// signals are classes of words, not sentences:
//   - trouble with an artefact of the task: error, exception, bug, crash,
//     compile, 报错, 崩溃 …;
//   - a pointer into the conversation: below, above, attached, "this code",
//     "the second step", 上面, 下面;
//   - help-seeking openings: "I'm getting", "I copied", "I'm stuck",
//     "I don't understand", "I have a question", 我试了, 我看不懂, 我遇到 …
//     (in English not "I tried", "I'm working on", "I'm looking for",
//     "I'm writing", "I'm so …": "I tried pottery", "I'm working on a
//     novel", "I'm looking for a new job" are worth remembering, and moods
//     are judged with their time below);
//   - a request to the agent in the same sentence: please, help me, tell
//     me, any ideas, "can you recommend", 帮我, 给我, 麻烦你 (not a bare
//     "recommend" or "suggest": "I'd recommend the trail to anyone" is the
//     user's own view);
//   - a passing state: "right now", "at the moment", "in 10 minutes" (this
//     one also for the personal-fact rules), or a
//     mood word (tired, bored, hungry, 累, 困, 饿) with today / now / 今天 / 现在
//     (not "lately": "I've been so busy lately" describes a stretch of life).

var (
	troubleEN  = compile(`(?i)\b(?:errors?|exceptions?|bugs?|crash(?:es|ed|ing)?|compil(?:e|es|ing|er)|traceback|stack\s?trace|segfault|syntax|null\s+pointer|undefined|doesn't\s+work|won't\s+work|isn't\s+working|not\s+working|stopped\s+working|keeps\s+\p{L}+ing)\b`)
	deicticEN  = compile(`(?i)\b(?:below|above|attached|(?:this|that|these|the\s+(?:first|second|third|last|next|previous))\s+(?:code|file|script|function|query|error|step|steps|part|line|section|paragraph|sentence|draft|email|message|contract|document|doc|link|page|screenshot|snippet|output|table|list|question|problem|answer|version|one))\b`)
	helpOpenEN = []string{"i'm getting", "i am getting", "i keep getting", "i copied", "i pasted", "i just pasted",
		"i have a question", "i have two questions", "i have some questions", "i have a few questions", "i have one question",
		"i don't understand", "i do not understand", "i don't get", "i'm stuck", "i am stuck", "i'm having trouble",
		"i'm having issues", "i'm having problems", "i'm having a problem", "i'm having an issue", "i ran ", "i restarted",
		"i've restarted", "i already", "i'm at the", "i am at the", "i'm in the middle", "i'm about to", "i'm sitting",
		"i'm waiting", "i am waiting"}
	askEN       = []string{"please", "pls", "plz", "help me", "tell me", "show me", "give me", "any ideas", "any tips", "any suggestions", "any advice", "any recommendations", "can you recommend", "could you recommend", "can you suggest", "could you suggest"}
	transientEN = compile(`(?i)\b(?:right\s+now|at\s+the\s+moment|atm|rn|as\s+we\s+speak)\b`)
	regimeEN    = []string{"i'm on a", "i am on a", "we're on a", "we are on a", "i'm on an", "i'm taking", "i am taking"}
	soonEN      = compile(`(?i)\bin\s+(?:a\s+few|\d+|ten|five|fifteen|twenty|thirty|a\s+couple\s+of)\s+(?:minutes|mins|min|hours?)\b|\bin\s+(?:an|half\s+an)\s+hour\b`)
	moodEN      = compile(`(?i)\b(?:tired|exhausted|bored|hungry|sleepy|sick|stressed|annoyed|frustrated|confused|busy|excited|nervous|happy|sad|cold|hot|drunk|hungover|late|awake|grumpy|cranky|lazy)\b`)
	nowEN       = compile(`(?i)\b(?:today|tonight|now|this\s+(?:morning|afternoon|evening))\b`)

	troubleZH  = compile(`报错|出错|崩溃|编译|异常|bug|Bug|BUG|闪退|卡死|跑不起来|运行不了|打不开|不好使|不管用|没反应`)
	deicticZH  = compile(`上面|下面|以下|附件|这段|这个文件|这个函数|这个报错|这一步|第[一二三四五六七八九十\d]+步|这篇|这封`)
	helpOpenZH = []string{"我写的", "我刚才", "我刚刚", "我在改", "我在写", "我正在写", "我正在改", "我试了", "我不懂", "我不明白",
		"我看不懂", "我没看懂", "我没懂", "我遇到", "我碰到", "我有个问题", "我有一个问题", "我有几个问题", "我有两个问题", "我想问", "我想请教",
		"我正在", "我现在在", "我在找", "我在用", "我试过", "我用的这个", "我这边"}
	askZH       = []string{"帮我", "请你", "你帮", "麻烦你", "麻烦帮", "给我", "教我", "告诉我", "推荐", "有什么建议", "有没有"}
	transientZH = compile(`现在|此刻|这会儿|眼下|马上|等一下|待会|\d+分钟`)
	moodZH      = compile(`累|困|饿|无聊|烦|郁闷|开心|难过|忙|头疼|头痛|冷|热|醉|饱|渴`)
	nowZH       = compile(`今天|今晚|现在|今早|这会儿|刚才`)
	stateEN     = compile(`(?i)^(?:i'm|i\s+am|i\s+feel|i'm\s+feeling|i\s+am\s+feeling|feeling|is|was)\s+(?:[\p{L}']+\s+){0,2}?(?:tired|exhausted|bored|hungry|sleepy|sick|stressed|annoyed|frustrated|confused|busy|excited|nervous|happy|sad|cold|hot|drunk|hungover|late|awake|grumpy|cranky|lazy)\b`)
	stateZH     = compile(`^(?:我|用户)?(?:今天|现在|今晚|今早|这会儿)?(?:好|很|有点|有些|太|真|特别|超|挺|感觉|觉得)*(?:累|困|饿|无聊|烦|郁闷|开心|难过|忙|头疼|头痛|冷|热|醉|饱|渴)`)
	keepZH      = compile(`正在学|正在练|正在准备|正在备考|正在考虑|现在在[\p{Han}]{2,6}(?:工作|上班|读书|上学|生活)`)
)

// contextOnly reports whether the clause c (lower: its lower case; han: it
// is Chinese) only gives the context of the request at hand or a passing
// state, and so is no memory. See the comment above for the signals.
func contextOnly(c, lower string, han bool) bool {
	return taskContext(c, lower, han) || requestOrPassing(c, lower, han)
}

// taskContext reports the first three signals: trouble with an artefact, a
// pointer into the conversation, a help-seeking opening. The specific
// personal-fact rules use it alone: a fact they match may well come with a
// request ("My wife is allergic to peanuts, so keep that in mind for recipe
// suggestions") or a "right now" ("I'm on a low-carb diet right now").
func taskContext(c, lower string, han bool) bool {
	if han {
		if troubleZH.MatchString(c) || deicticZH.MatchString(c) {
			return true
		}
		core := strings.TrimLeft(c, "，, ")
		for _, p := range helpOpenZH {
			if strings.HasPrefix(core, p) && !keepZH.MatchString(core) {
				return true
			}
		}
		return false
	}
	if hit(troubleEN, c, lower, troubleHintsEN) || hit(deicticEN, c, lower, deicticHintsEN) || hit(soonEN, c, lower, soonHintsEN) {
		return true
	}
	for _, p := range helpOpenEN {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// requestOrPassing reports the last two signals: a request to the agent in
// the same sentence, or a passing state.
func requestOrPassing(c, lower string, han bool) bool {
	if han {
		return containsAny(c, askZH) || transientZH.MatchString(c) && !keepZH.MatchString(c) || moodZH.MatchString(c) && nowZH.MatchString(c)
	}
	if containsAny(lower, askEN) || hit(nowEN, c, lower, nowHintsEN) && moodEN.MatchString(c) {
		return true
	}
	// "right now" passes with the moment, but not a regime the user is on
	// ("I'm on a low-carb diet right now", "we're on a tight budget atm")
	return hit(transientEN, c, lower, transientHintsEN) && !containsAny(lower, regimeEN)
}

// passingState reports whether a dated clause only tells how the user feels
// or what holds for the next minutes ("I'm so tired today", "我今天好累",
// "I have a call in 10 minutes"): no event worth remembering.
func passingState(c string, han bool) bool {
	if han {
		core := c
		if d, ok := findDate(c, time.Now()); ok && d.start == 0 {
			core = strings.TrimLeft(c[d.end:], "，, ")
		}
		return stateZH.MatchString(core) || transientZH.MatchString(c) && !keepZH.MatchString(c)
	}
	lower := strings.ToLower(c)
	return stateEN.MatchString(c) || hit(transientEN, c, lower, transientHintsEN) || hit(soonEN, c, lower, soonHintsEN)
}

// Cheap gates: words the patterns above cannot match without.
var (
	troubleHintsEN   = []string{"error", "exception", "bug", "crash", "compil", "traceback", "stack", "segfault", "syntax", "null", "undefined", "work", "keeps "}
	deicticHintsEN   = []string{"below", "above", "attached", "this ", "that ", "these ", "the first", "the second", "the third", "the last", "the next", "the previous"}
	soonHintsEN      = []string{"min", "hour"}
	nowHintsEN       = []string{"today", "tonight", "now", "this "}
	transientHintsEN = []string{"now", "moment", "atm", "rn", "speak"}
)

// hit runs re on c only when lower holds one of hints.
func hit(re *pattern, c, lower string, hints []string) bool {
	return containsAny(lower, hints) && re.MatchString(c)
}
