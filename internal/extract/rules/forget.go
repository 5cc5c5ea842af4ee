package rules

import (
	"strings"

	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// General forget shapes (rules/4). The patterns in rules.go name whole
// sentences; the ones here read a forget request as verb + object and judge
// the object: "me" or all the user's data is All, a profile attribute is a
// Key ("my home address", "where I work", "我的住址", "我在哪上班"), anything
// else a Query ("the marathon thing", "花生过敏那条"). A pronoun object ("forget
// it", "删了吧") takes its topic from the clause before it when that clause
// names one ("that peanut allergy thing, forget it").

var (
	// forgetVerbEN opens an imperative forget request, after politeness.
	forgetVerbEN = compile(`(?i)^(?:(?:please|pls|plz|kindly|just|also|then|now|so|and|ok|okay|actually|oh|btw|honestly|can\s+you|could\s+you|would\s+you|will\s+you|can\s+u|could\s+u|i\s+want\s+you\s+to|i'd\s+like\s+you\s+to|i\s+would\s+like\s+you\s+to|i\s+need\s+you\s+to|you\s+can|you\s+may|you\s+should|go\s+ahead\s+and|feel\s+free\s+to|make\s+sure\s+(?:you|to))\s*,?\s+)*(forget(?:\s+about)?|delete|erase|remove|wipe|clear(?:\s+out)?|purge|scratch|scrap|drop|disregard|ignore|nix|toss|strike|discard|unlearn|get\s+rid\s+of|throw\s+(?:out|away))\s+(.+)$`)
	// keepNotEN opens a request not to keep something ("don't store my
	// address", "no need to remember where I work", "stop saving my age").
	keepNotEN = compile(`(?i)^(?:(?:please|pls|plz|kindly|just|also|and|so|actually|ok|okay)\s*,?\s+)*(?:(?:don't|dont|do\s+not|never|please\s+don't)\s+(?:ever\s+)?|(?:there's\s+)?no\s+need\s+to\s+|you\s+(?:don't|do\s+not|dont)\s+(?:need|have)\s+to\s+|i\s+(?:don't|do\s+not|dont)\s+want\s+you\s+to\s+|i'd\s+rather\s+you\s+(?:didn't|did\s+not|not)\s+|(?:stop|quit)\s+|i\s+(?:don't|do\s+not|dont)\s+want\s+you\s+|(?:can|could|would|will)\s+you\s+(?:please\s+)?not\s+)(?:remember|remembering|keep|keeping|store|storing|save|saving|track|tracking|record|recording|retain|retaining|hold\s+on\s+to|holding\s+on\s+to|hang\s+on\s+to|hanging\s+on\s+to|log|logging|know|knowing)\s+(.+)$`)
	// keptNotEN is the passive "I don't want my address stored".
	keptNotEN = compile(`(?i)^(?:i\s+)?(?:don't|dont|do\s+not|would\s+rather\s+not|'d\s+rather\s+not)\s+want\s+(.+?)\s+(?:stored|saved|kept|remembered|recorded|on\s+file|in\s+your\s+memory)(?:\s+anymore|\s+any\s+more)?$`)
	// memPlaceEN ends an object with where it is kept ("from your memory").
	memPlaceEN = compile(`(?i)\s+(?:from|in|out\s+of|off)\s+(?:your|the)\s+(?:memory|memories|records?|notes|database|db|profile|system|files?|brain|head|storage|knowledge)(?:\s+of\s+me)?$|\s+from\s+(?:whatever|what|everything|anything|all)\s+(?:(?:that\s+)?you've|(?:that\s+)?you\s+have|(?:that\s+)?you)\s+(?:saved|stored|got|kept|recorded|collected|noted|remembered)(?:\s+(?:about|on|of)\s+me)?|\s+(?:you\s+have|you've\s+got|you\s+stored|you\s+saved|you\s+keep|you\s+know|you\s+remember|you\s+have\s+stored|you've\s+stored|on\s+file|i\s+gave\s+you|i\s+told\s+you)$`)
	// saidAboutEN names what was said: "what I told you about X", "the
	// thing I mentioned about X", "anything about X".
	saidAboutEN = compile(`(?i)^(?:(?:what|whatever|anything|everything|all|(?:the|that|this|any)\s+(?:whole\s+|entire\s+|little\s+)?(?:thing|stuff|part|bit|info|story|note|comment|message)s?|that|those\s+things?)(?:\s+(?:that\s+)?(?:i\s+(?:ever\s+)?(?:said|told\s+you|mentioned|wrote|shared|shared\s+with\s+you|typed|said\s+earlier|told\s+you\s+earlier)|you\s+(?:know|have|learned|remember|stored|saved|heard|kept|got)|you've\s+(?:got|stored|saved|learned|kept|collected|recorded)|you\s+have\s+(?:stored|saved|on\s+me|kept)))?(?:\s+(?:earlier|before|previously|last\s+time|yesterday|the\s+other\s+day))?\s+(?:about|regarding|re|on|concerning|related\s+to|of)\s+)(.+)$`)
	// thingEN is "the X thing", "that X stuff", "my X story".
	thingEN = compile(`(?i)^(?:the|that|this|my|all\s+the|those|these)\s+(.+?)\s+(?:thing|things|stuff|bit|part|business|story|info|information|details?|note|notes|one|situation|detail|comment|fact|entry)$`)
	// aboutEN is "about X" as an object or topic.
	aboutEN = compile(`(?i)^(?:all\s+)?(?:about|regarding|re|concerning)\s+(.+)$`)
	// pronounEN is an object that points back ("it", "that", "this one").
	pronounEN = compile(`(?i)^(?:it|that|this|that\s+one|this\s+one|that\s+part|that\s+bit|all\s+that|all\s+of\s+that|everything\s+i\s+just\s+said|what\s+i\s+just\s+said)$`)
	// topicEN reads a topic clause before "forget it": "that peanut allergy
	// thing", "the stuff about my ex", "about the trip".
	topicEN = compile(`(?i)^(?:(?:that|the|this|my)\s+(.+?)\s+(?:thing|stuff|bit|part|business|story|info|one)|(?:that|the|this)\s+(?:whole\s+|entire\s+|little\s+)?(?:thing|stuff|bit|part|story|info)\s+(?:about|regarding|re|with|on)\s+(.+)|(?:about|re|regarding|as\s+for)\s+(.+)|(?:what|the\s+thing)\s+i\s+(?:said|told\s+you|mentioned)\s+about\s+(.+))$`)
	// tailEN is politeness or time at the end of an object.
	tailEN = compile(`(?i)(?:\s*,?\s+(?:please|pls|plz|thanks|thank\s+you|too|as\s+well|for\s+me|for\s+now|now|anymore|any\s+more|again|completely|entirely|for\s+good|permanently|altogether|okay|ok|right\s+away|asap|if\s+you\s+can|if\s+you\s+don't\s+mind))+$`)
)

// styleObjEN is an object of "drop", "skip" or "forget" that is a manner
// of talking ("drop the polite stuff", "forget the formalities"): the
// request is a standing instruction on tone or format, not to forget.
var styleObjEN = compile(`(?i)^(?:the\s+|all\s+the\s+|any\s+|your\s+|those\s+|these\s+|that\s+|all\s+)?(?:polite\s+stuff|politeness|formalities|formal\s+stuff|niceties|pleasantries|small\s+talk|fluff|filler|intros?|outros?|preambles?|caveats|disclaimers|jargon|emojis?|exclamation\s+marks|sir|ma'?am|corporate\s+speak|sugar-?coating)$`)

// allObjEN are objects that mean everything about the user.
var allObjEN = map[string]bool{}

func init() {
	for _, o := range strings.Split(`me|me completely|myself|everything|all|it all|all of it|everything about me|anything about me|all about me|everything on me|anything on me|all my data|my data|all my info|my info|my information|all my information|my personal data|my personal info|my personal information|all my personal data|my details|all my details|my personal details|my profile|my whole profile|my history|all my history|my memories|all my memories|my memory|your memory|your memories|your memory of me|your memories of me|all your memories of me|all memories of me|everything you know|everything you have|everything you've got|everything you remember|everything you stored|everything you've stored|all the data|all the info|all data|all info|all records of me|any records of me|all of my data|all of my info|every detail about me|all the details about me|all the info about me|all the data about me|all the information about me|any info about me|any data about me|any information about me|anything you know about me|everything you know about me|whatever you know about me|everything you have on me|anything you have on me|all you know about me|all of me|the whole profile|my account data|all stored data|all my stored data|every memory of me|all your notes on me|your notes on me|all your notes about me|anything|anything personal|personal stuff|my stuff|all my stuff|things about me|stuff about me|any of my info|any of my data|any details about me|my personal stuff`, "|") {
		allObjEN[o] = true
	}
}

// keyWordsEN maps an English attribute noun to a profile key; the lookup
// also goes through memory.NormalizeKey.
var keyWordsEN = map[string]string{
	"address": "location", "home address": "location", "street address": "location", "city": "location",
	"home city": "location", "location": "location", "current location": "location", "neighborhood": "location",
	"neighbourhood": "location", "whereabouts": "location", "residence": "location", "place": "location",
	"job": "role", "job title": "role", "title": "role", "role": "role", "occupation": "role", "profession": "role",
	"position": "role", "career": "role", "work": "employer", "workplace": "employer", "employer": "employer",
	"company": "employer", "office": "employer", "work info": "employer", "job info": "role",
	"age": "age", "birth year": "age", "name": "name", "real name": "name", "full name": "name", "nickname": "name",
	"last name": "name", "first name": "name", "surname": "name",
	"hometown": "hometown", "home town": "hometown", "birthplace": "hometown", "roots": "hometown",
	"timezone": "timezone", "time zone": "timezone", "tz": "timezone",
	"language": "language", "language preference": "language", "diet": "diet", "dietary restrictions": "diet",
}

// keyOfEN maps an object such as "my old home address" or "where I work" to a
// profile key, or "".
func keyOfEN(obj string) string {
	l := strings.ToLower(strings.TrimSpace(obj))
	for _, p := range []string{"my ", "the ", "your record of my ", "your note of my ", "info about my ", "details of my "} {
		l = strings.TrimPrefix(l, p)
	}
	for _, p := range []string{"old ", "previous ", "former ", "current ", "new ", "last ", "real ", "actual ", "exact ", "personal "} {
		l = strings.TrimPrefix(l, p)
	}
	for _, s := range []string{" info", " information", " details", " data", " stuff"} {
		if t := strings.TrimSuffix(l, s); t != l && t != "" {
			if k := keyWordsEN[t]; k != "" {
				return k
			}
		}
	}
	if k := keyWordsEN[l]; k != "" {
		return k
	}
	if k := memory.NormalizeKey(l); knownKeys[k] {
		return k
	}
	if strings.HasPrefix(l, "where ") || strings.HasPrefix(l, "what ") || strings.HasPrefix(l, "how old") || strings.HasPrefix(l, "who i ") {
		if forgetWhEN.MatchString("forget " + l) {
			return whKeyEN(l)
		}
		switch {
		case strings.HasPrefix(l, "where i live") || strings.HasPrefix(l, "where i'm living") || strings.HasPrefix(l, "where i stay") || strings.HasPrefix(l, "where i'm based") || strings.HasPrefix(l, "where i am based") || strings.HasPrefix(l, "where i reside") || strings.HasPrefix(l, "where i'm at"):
			return "location"
		case strings.HasPrefix(l, "where i work") || strings.HasPrefix(l, "who i work for") || strings.HasPrefix(l, "which company"):
			return "employer"
		case strings.HasPrefix(l, "what i do") || strings.HasPrefix(l, "what my job"):
			return "role"
		case strings.HasPrefix(l, "how old"):
			return "age"
		case strings.HasPrefix(l, "where i'm from") || strings.HasPrefix(l, "where i am from") || strings.HasPrefix(l, "where i grew up"):
			return "hometown"
		case strings.HasPrefix(l, "what my name") || strings.HasPrefix(l, "what i'm called"):
			return "name"
		}
	}
	return ""
}

// taskObjEN are objects that point at work in progress, not at memory
// ("delete the last paragraph", "remove the duplicates").
var taskObjEN = compile(`(?i)\b(?:file|files|folder|line|lines|paragraph|sentence|word|words|code|function|comment|column|row|table|cache|cookies|history\s+in|duplicates?|background|image|photo|picture|email|draft|typo|typos|step|steps|slide|section|branch|commit|container|app|account|tab|browser|emoji|emojis|formatting|spaces|bullet|bullets|link|links|car|kids|dog|calories|schedule|calendar|meeting|appointment|order|subscription|reminders?)\b`)

// forgetGeneralEN reads clause c (English, lead words stripped) as an
// imperative forget request with an object, and emits its intent.
func (r *run) forgetGeneralEN(c string, add func(events.ForgetIntent) bool) bool {
	c = strings.TrimRight(c, " .!?")
	if l := strings.ToLower(r.raw); strings.HasPrefix(l, "no need to ") || strings.HasPrefix(l, "no need for you to ") {
		c = strings.TrimRight(trimTrail(r.raw), " .!?") // leadEN took the "no"
	}
	if m := forgetVerbEN.FindStringSubmatch(c); m != nil {
		verb := strings.ToLower(strings.Fields(m[1])[0])
		if fi, ok := r.forgetObjectEN(m[2], verb, false); ok {
			return add(fi)
		}
	}
	if m := keepNotEN.FindStringSubmatch(c); m != nil {
		if fi, ok := r.forgetObjectEN(m[1], "keep", true); ok {
			return add(fi)
		}
	}
	if m := keptNotEN.FindStringSubmatch(c); m != nil {
		obj := m[1]
		if k := keyOfEN(obj); k != "" && strings.HasPrefix(strings.ToLower(obj), "my ") {
			return add(events.ForgetIntent{Query: obj, Key: k})
		}
		if allObjEN[strings.ToLower(obj)] && strings.Contains(strings.ToLower(obj), "my") {
			return add(events.ForgetIntent{All: true})
		}
	}
	return false
}

// forgetObjectEN judges the object of a forget verb. strict (for "don't keep
// …") accepts only All, a Key, or an object that names what was said.
func (r *run) forgetObjectEN(obj, verb string, strict bool) (events.ForgetIntent, bool) {
	strict = strict || r.strictForget
	if i := strings.Index(obj, ", "); i > 0 {
		obj = obj[:i] // "forget it, it was my sister"
	}
	obj = strings.TrimSpace(tailEN.ReplaceAllString(strings.TrimRight(obj, " .!?,"), ""))
	inMem := false
	if m := memPlaceEN.FindStringIndex(obj); m != nil {
		obj, inMem = strings.TrimSpace(obj[:m[0]]), true
		obj = strings.TrimSpace(tailEN.ReplaceAllString(obj, ""))
	}
	obj = youHaveEN.ReplaceAllString(obj, " $1") // "all memories you have of me" → "all memories of me"
	obj = saidTailEN.ReplaceAllString(obj, "")   // "the X thing I mentioned earlier" → "the X thing"
	l := strings.ToLower(obj)
	if obj == "" || !inMem && styleObjEN.MatchString(l) {
		return events.ForgetIntent{}, false // "drop the polite stuff": how to talk, not a memory
	}
	if allObjEN[l] || memoriesOfMeEN.MatchString(l) {
		switch l {
		case "everything", "all", "it all", "all of it", "anything", "everything you know", "everything you have", "all the data", "all the info", "all data", "all info":
			// "forget everything" alone is a reset of the conversation
			// unless it names the memory ("from your memory")
			if !inMem && verb != "wipe" && verb != "purge" {
				return events.ForgetIntent{}, false
			}
		}
		return events.ForgetIntent{All: true}, true
	}
	if pronounEN.MatchString(l) {
		if q := r.topicBeforeEN(); q != "" {
			return events.ForgetIntent{Query: q}, true
		}
		return events.ForgetIntent{}, false
	}
	if m := saidAboutEN.FindStringSubmatch(obj); m != nil {
		q := trimObj(m[1])
		if ql := strings.ToLower(q); ql == "me" || ql == "myself" {
			return events.ForgetIntent{All: true}, true
		}
		return topicIntentEN(q), true
	}
	if k := keyOfEN(obj); k != "" && (strings.HasPrefix(l, "my ") || strings.HasPrefix(l, "where ") || strings.HasPrefix(l, "what ") || strings.HasPrefix(l, "how ") || strings.HasPrefix(l, "who ") || inMem) {
		return events.ForgetIntent{Query: obj, Key: k}, true
	}
	if m := thingEN.FindStringSubmatch(obj); m != nil && !pronounObj[strings.ToLower(m[1])] && !taskObjEN.MatchString(m[1]) {
		return topicIntentEN(m[1]), true
	}
	if m := aboutEN.FindStringSubmatch(obj); m != nil && !strict {
		q := trimObj(m[1])
		if ql := strings.ToLower(q); ql == "me" || ql == "myself" {
			return events.ForgetIntent{All: true}, true
		}
		if pronounEN.MatchString(q) || taskObjEN.MatchString(q) {
			return events.ForgetIntent{}, false
		}
		return topicIntentEN(q), true
	}
	if strict {
		return events.ForgetIntent{}, false
	}
	if strings.HasPrefix(l, "that i ") || strings.HasPrefix(l, "that i'm ") || strings.HasPrefix(l, "the fact that ") {
		return events.ForgetIntent{Query: obj}, true
	}
	if strings.HasPrefix(l, "my ") && !taskObjEN.MatchString(l) {
		switch verb {
		case "forget", "erase", "purge", "unlearn", "disregard", "scratch", "scrap", "strike":
			return topicIntentEN(obj[3:]), true
		}
		if inMem {
			return topicIntentEN(obj[3:]), true
		}
	}
	if inMem && !taskObjEN.MatchString(l) {
		return topicIntentEN(obj), true
	}
	return events.ForgetIntent{}, false
}

// topicIntentEN is the intent for a topic: a Key when it names a profile
// attribute, else a Query without a leading "my".
func topicIntentEN(q string) events.ForgetIntent {
	q = trimObj(q)
	if k := keyOfEN(q); k != "" {
		return events.ForgetIntent{Query: q, Key: k}
	}
	for _, p := range []string{"my ", "My "} {
		q = strings.TrimPrefix(q, p)
	}
	return events.ForgetIntent{Query: q}
}

// topicBeforeEN reads the topic of "forget it" from the clause before it
// ("that peanut allergy thing, forget it"); "" if it names none.
func (r *run) topicBeforeEN() string {
	p := trimTrail(strings.TrimSpace(r.prev))
	if p == "" || hasHan(p) {
		return ""
	}
	if w := firstWord(p); leadWordsEN[w] {
		p = leadEN.ReplaceAllString(p, "")
	}
	p = saidTailEN.ReplaceAllString(p, "") // "The country music thing I mentioned earlier"
	if m := topicEN.FindStringSubmatch(p); m != nil {
		q := trimObj(m[1] + m[2] + m[3] + m[4])
		if q != "" && !pronounObj[strings.ToLower(q)] && !taskObjEN.MatchString(q) {
			return q
		}
	}
	return ""
}

// ---- Chinese ----

var (
	// forgetPostZH is "X (marker) (你)(就) verb": "花生过敏那条删掉",
	// "我的住址别记了", "咖啡那个事忘掉吧", "我在哪家公司上班这个别记了".
	forgetPostZH = compile(`^(?:请|麻烦|那|那就|就)?(?:你)?(?:把|将)?(.+?)(那条|这条|那几条|那个事情?|这个事情?|那件事|这件事|的事情?|那段|这段|那部分|这部分|的部分|那个|这个|那些|这些|相关的|的那些|的信息|信息|的记录|记录|的内容)?(?:你)?(?:就|也|都|全|全部|统统|通通|一并|直接|先)*(?:给我)?(删掉|删了|删除|删去|删|去掉|清掉|清除|清空|抹掉|抹去|忘掉|忘了|忘记|别记了?|不要记了?|不用记了?|别再记了?|不要再记了?|不用再记了?|别记住了?|不用记住了?|别存了?|不要存了?|不用存了?|别保存了?|不要保存了?|不用保存了?|作废了?|不算了?|不算数了?|撤回|收回|取消掉?|清理掉?)(?:吧|了|啊|哈|哦|呀|嘛|好了|就行|就好|就行了|就好了|掉|一下)*$`)
	// forgetPreZH is "verb X": "不用记我的年龄", "别存我的住址", "删掉我的所在地信息".
	forgetPreZH = compile(`^(?:请|麻烦|那|那就|就|以后)?(?:你)?(?:帮我)?(?:就|也|都|直接)?(忘掉|忘记|删掉|删除|删了|清除|清空|清掉|抹掉|抹去|去掉|别记|不要记|不用记|别再记|不要再记|不用再记|不再记|别记住|不要记住|不用记住|别存|不要存|不用存|别再存|不要再存|别保存|不要保存|不用保存|不要再保存|别留着|不要留着|别记录|不要记录|不用记录)(?:住|着|录|下)?(.+?)(?:了|吧|啊|哈|哦|好了|就行|就好)*$`)
	// taskObjZH points at work in progress ("把这段代码删掉").
	taskObjZH = compile(`代码|文件|这段|那段|这句|那句|这行|第.行|第.段|段落|图片|照片|表格|空格|注释|标点|重复|多余|缓存|日志|邮件|草稿|订单|账号|评论|软件|应用|APP|app|聊天记录|文章|内容里|页面|字段|变量|函数|那一步|步骤|链接|附件|视频|歌|群|好友|联系人|微信|短信|消息|提醒|闹钟|日程|会议`)
	// thirdZH opens a clause about someone else forgetting ("我朋友忘了…").
	otherForgetZH = compile(`^(?:他|她|它|他们|她们|我们|咱们|大家|别人|有人|老师|老板|同事|朋友|我(?:的)?(?:朋友|同事|老婆|老公|妈|爸|妈妈|爸爸|儿子|女儿|孩子|男朋友|女朋友|哥|姐|弟|妹|老板|室友|同学))`)
	askForgetZH   = compile(`怎么|如何|能不能|可不可以|可以吗|能否|会不会|是不是|为什么|为啥|什么时候|吗$|呢$`)
	// forgetReqZH is a forget request phrased as a question ("能不能把我的地址删掉",
	// "可以忘掉我住哪吗").
	forgetReqZH = compile(`^(?:你)?(?:能不能|可不可以|能否|能|可以|麻烦你?|请你?)(?:帮我)?(.*(?:忘|删|清|抹|去掉|别记|不要记|不用记|别存|不要存).*?)(?:吗|么|嘛|不|呢)?$`)
	// weakDropZH withdraws what the clause before said, when that clause
	// opens with saidPrevZH ("之前说…的那个，不要了").
	weakDropZH = compile(`^(?:就|那就|那|还是)?(?:不要了|不用了|算了吧|不算了|不算数了?|作废吧?|取消吧|撤回吧?)(?:吧|啊|哈)?$`)
	saidPrevZH = compile(`^(?:我)?(?:之前|刚才|上次|以前|前面)(?:跟你|和你|对你)?(?:说|提|讲)(?:过)?(?:的)?`)
	// allRestZH are what is left of an All object once 我的 … are removed.
	allRestZH = compile(`^(?:(?:你)?(?:记住的|记下的|记得的|存的|保存的|存储的|知道的|记录的|掌握的|所记的|记的))?(?:(?:关于|有关)?我的?|关于我|有关我)?(?:的)?(?:所有|全部|一切|任何|全部的|所有的)?(?:的)?(?:关于我的|有关我的)?(?:个人)?(?:信息|数据|记忆|资料|内容|记录|东西|事情?|档案)?$`)
)

// keyWordsZH maps Chinese attribute words, longest first, to a profile key.
var keyWordsZH = []struct{ word, key string }{
	{"工作单位", "employer"}, {"哪家公司", "employer"}, {"在哪上班", "employer"}, {"在哪儿上班", "employer"}, {"在哪里上班", "employer"},
	{"在哪工作", "employer"}, {"在哪儿工作", "employer"}, {"在哪里工作", "employer"}, {"什么公司", "employer"}, {"东家", "employer"},
	{"公司", "employer"}, {"单位", "employer"},
	{"所在地", "location"}, {"所在城市", "location"}, {"居住地", "location"}, {"现居地", "location"}, {"住址", "location"},
	{"地址", "location"}, {"住哪", "location"}, {"住在哪", "location"}, {"住的地方", "location"}, {"在哪个城市", "location"}, {"住处", "location"}, {"城市", "location"},
	{"名字", "name"}, {"姓名", "name"}, {"称呼", "name"}, {"昵称", "name"}, {"叫什么", "name"}, {"外号", "name"}, {"小名", "name"},
	{"年龄", "age"}, {"岁数", "age"}, {"几岁", "age"}, {"多大", "age"}, {"出生年份", "age"},
	{"职业", "role"}, {"职位", "role"}, {"岗位", "role"}, {"做什么工作", "role"}, {"是做什么的", "role"}, {"干什么的", "role"}, {"工作", "role"}, {"头衔", "role"},
	{"老家", "hometown"}, {"籍贯", "hometown"}, {"家乡", "hometown"}, {"哪里人", "hometown"}, {"出生地", "hometown"},
	{"时区", "timezone"}, {"饮食", "diet"},
}

// keyOfZH maps a Chinese object naming one of the user's attributes ("我的住址",
// "我在哪家公司上班", "我的工作信息") to a profile key, or "". The object must be
// short: an attribute, not a story.
func keyOfZH(obj string) string {
	o := strings.TrimPrefix(obj, "关于")
	mine := strings.HasPrefix(o, "我")
	o = strings.TrimPrefix(strings.TrimPrefix(o, "我的"), "我")
	for _, p := range []string{"之前的", "以前的", "原来的", "现在的", "旧的", "老的", "真实", "具体"} {
		o = strings.TrimPrefix(o, p)
	}
	for _, s := range []string{"这个", "那个", "的信息", "信息", "的资料", "资料", "的记录", "记录", "的事", "这些", "那些"} {
		o = strings.TrimSuffix(o, s)
	}
	o = strings.TrimSuffix(o, "的")
	if len([]rune(o)) > 9 {
		return ""
	}
	for _, kw := range keyWordsZH {
		if strings.Contains(o, kw.word) {
			// a bare 工作 / 公司 is a topic ("工作的事") unless it is the user's
			if (kw.word == "工作" || kw.word == "公司" || kw.word == "城市" || kw.word == "地址") && !mine && o != kw.word {
				return ""
			}
			if kw.word == "工作" && o != "工作" && !strings.HasSuffix(o, "工作") {
				return ""
			}
			return kw.key
		}
	}
	return ""
}

// forgetGeneralZH reads Chinese clause c as a forget request in either
// order (object before or after the verb).
func (r *run) forgetGeneralZH(c string, add func(events.ForgetIntent) bool) bool {
	c = strings.TrimRight(c, "。！!？? ～~")
	if m := forgetReqZH.FindStringSubmatch(c); m != nil {
		c = m[1] // "能不能把我的地址删掉" is a request
	}
	if otherForgetZH.MatchString(c) || askForgetZH.MatchString(c) {
		return false
	}
	if weakDropZH.MatchString(c) && saidPrevZH.MatchString(r.prev) {
		// "之前说我喜欢吃辣的那个，不要了"
		if q := r.topicBeforeZH(); q != "" {
			return add(r.intentZH(q))
		}
	}
	if m := forgetPreZH.FindStringSubmatch(c); m != nil {
		if fi, ok := r.forgetObjectZH(m[2], m[1], true); ok {
			return add(fi)
		}
	}
	if m := forgetPostZH.FindStringSubmatch(c); m != nil {
		obj, marker, verb := m[1], m[2], m[3]
		// "我忘了" is the speaker forgetting, "别让我忘了" a reminder
		if strings.HasPrefix(verb, "忘") && (marker == "" && strings.HasPrefix(obj, "我") && !strings.HasPrefix(obj, "我的") && !strings.HasPrefix(c, "把") ||
			strings.ContainsAny(obj, "让叫提醒千万") || negatedZH(obj)) {
			return false
		}
		if fi, ok := r.forgetObjectZH(obj+markerTopicZH(marker), verb, false); ok {
			return add(fi)
		}
	}
	return false
}

// reminderNegZH are the negations that turn a forget verb after them into
// a reminder: "别忘了", "莫忘了哈", "不要忘记", "可不能忘了" ask to remember.
var reminderNegZH = []string{"别", "別", "莫", "勿", "不要", "不能", "不可以", "不许", "不準", "不准"}

// negatedZH reports whether obj, what comes before a forget verb, ends
// with a negation (reminderNegZH).
func negatedZH(obj string) bool {
	for _, n := range reminderNegZH {
		if strings.HasSuffix(obj, n) {
			return true
		}
	}
	return false
}

// markerTopicZH keeps a marker that is part of the object's meaning
// ("我的信息" stays "我的信息"); other markers only close the topic.
func markerTopicZH(marker string) string {
	switch marker {
	case "的信息", "信息", "的记录", "记录", "的内容":
		return marker
	}
	return ""
}

// forgetObjectZH judges the object of a Chinese forget verb.
func (r *run) forgetObjectZH(obj, verb string, pre bool) (events.ForgetIntent, bool) {
	obj = strings.TrimSpace(obj)
	for _, p := range []string{"请", "你", "把", "将"} {
		obj = strings.TrimPrefix(obj, p)
	}
	// what was said: 我之前说的X, 之前跟你说的X, 刚才提到的X
	obj = aboutPrevZH.ReplaceAllString(obj, "")
	for _, p := range []string{"之前", "刚才", "上次", "以前", "前面", "我说过的", "我说的", "我提过的", "我提到的", "提到的", "说过的", "说的", "告诉你的", "跟你说的", "那个", "这个", "关于", "有关"} {
		obj = strings.TrimPrefix(obj, p)
	}
	if obj == "" {
		if pre {
			return events.ForgetIntent{}, false
		}
		// "删了吧" after a clause that names the topic
		if q := r.topicBeforeZH(); q != "" {
			return r.intentZH(q), true
		}
		return events.ForgetIntent{}, false
	}
	if strings.ContainsAny(obj, "把被") || taskObjZH.MatchString(obj) || pronounZH(obj) || otherForgetZH.MatchString(obj) {
		return events.ForgetIntent{}, false
	}
	if obj == "我" || obj == "我吧" {
		if pre && strings.HasPrefix(verb, "忘") || verb == "删掉" || verb == "删除" {
			return events.ForgetIntent{All: true}, true
		}
		return events.ForgetIntent{}, false
	}
	if allRestZH.MatchString(obj) && (strings.Contains(obj, "我") || strings.ContainsAny(obj, "所有全部一切")) {
		return events.ForgetIntent{All: true}, true
	}
	for _, s := range []string{"的事情", "的事", "那件事", "这件事", "那个事", "这个事", "那条", "这条", "相关的", "的部分", "那个", "这个", "的"} {
		obj = strings.TrimSuffix(obj, s)
	}
	if obj == "" || pronounZH(obj) || len([]rune(obj)) > 16 {
		return events.ForgetIntent{}, false
	}
	// a plain verb phrase after 别/不要 is a rule or preference, not memory
	// ("别记太多笔记"): only 记-type verbs reach here, so keep it
	return r.intentZH(obj), true
}

// intentZH is the intent for a Chinese topic: a Key for a profile attribute,
// else a Query with 我的 removed.
func (r *run) intentZH(q string) events.ForgetIntent {
	if k := keyOfZH(q); k != "" {
		return events.ForgetIntent{Query: q, Key: k}
	}
	q = strings.TrimPrefix(strings.TrimPrefix(q, "关于"), "我的")
	return events.ForgetIntent{Query: q}
}

// topicBeforeZH reads the topic of a bare "删了吧" from the clause before it.
func (r *run) topicBeforeZH() string {
	p := trimTrail(strings.TrimSpace(r.prev))
	if p == "" || !hasHan(p) || askForgetZH.MatchString(p) || otherForgetZH.MatchString(p) {
		return ""
	}
	p = aboutPrevZH.ReplaceAllString(p, "")
	p = saidPrevZH.ReplaceAllString(p, "")
	for _, s := range []string{"的事情", "的事", "那件事", "这件事", "那个事", "这个事", "那条", "这条", "那个", "这个", "的"} {
		p = strings.TrimSuffix(p, s)
	}
	if p == "" || pronounZH(p) || taskObjZH.MatchString(p) || len([]rune(p)) > 16 {
		return ""
	}
	return p
}

// A lead-in by which the user adds something they forgot to say ("忘了说,
// 我有 IBS", "oh I forgot to mention, I'm vegan") asks to forget nothing:
// forgotLeadZH and forgotLeadEN match it at the start of a message, and
// cutForgotLead removes it so that what follows is read as said. "忘了我说的…"
// (说 followed by 的) is a forget request and is not matched.
var (
	forgotLeadZH = compile(`^(?:哦|噢|啊|对了|还有)?[,，、\s]*(?:我)?(?:刚才|之前|刚刚)?(?:差点|都)?(?:忘了|忘记|忘)(?:说|讲|提|告诉你|跟你说|讲一句|说一句|说一下|提一下)(?:了)?(?:[,，:：。！!\s]+)`)
	forgotLeadEN = compile(`(?i)^(?:oh|ah|also|and|btw|by the way)?[,\s]*(?:i\s+)?(?:almost\s+|nearly\s+|totally\s+|completely\s+)?forgot\s+to\s+(?:say|mention|tell\s+you|add)(?:\s+that)?\s*[,:;.!\-–—]*\s+`)
)

// cutForgotLead removes a "forgot to say" lead-in from the start of text.
func cutForgotLead(text string) string {
	if m := forgotLeadZH.FindStringIndex(text); m != nil && m[1] < len(text) {
		return text[m[1]:]
	}
	if m := forgotLeadEN.FindStringIndex(text); m != nil && m[1] < len(text) {
		return upperFirst(text[m[1]:])
	}
	return text
}
