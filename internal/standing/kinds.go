// Package standing recognises standing instructions: the preferences,
// rules and needs of a user that govern every answer, whatever it is
// about (reply language, length, format, tone, method, code, units, time
// zone, how to address the user, diet, religious food rules and health
// constraints, accessibility needs). The rules extractor asks it which
// sentences of a message are one (Instruction) and keeps each as its own
// memory, marked (Mark); recall asks it which stored memories are one
// (Of, OfEpisode) and renders them with the profile of every context. A
// preference about one thing (a favourite film, a liked restaurant, a
// project's tool) is no standing instruction.
package standing

import (
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Kinds is a set of kinds of standing instruction, one bit per entry of
// kinds and then Request, Condition and Marked.
type Kinds uint32

// Query is the vocabulary recall's standing search looks for: the words
// of every kind of standing instruction, space-separated so that Chinese
// words stay whole terms.
const Query = "standing instruction 长期 要求 answer reply respond response language english chinese spanish french german japanese " +
	"short brief concise detailed thorough sentences words bullet list format markdown table headers " +
	"emoji italics jargon plain simple spelling british pinyin tone casual formal friendly blunt sugarcoat sugarcoating " +
	"numbered exclamation pleasantries intros outros fonts subtitles captions carbs aloud macular " +
	"code typescript python golang rust java examples hints " +
	"metric imperial units grams celsius fahrenheit miles km time zone timezone schedule utc gmt " +
	"call address pronouns " +
	"allergic allergy vegetarian vegan halal kosher gluten coeliac celiac lactose intolerant diabetes " +
	"diet dairy nuts peanut shellfish pork alcohol meat eat plant-based sugar medication pregnant 聋人 聾人 " +
	"screen reader blind jaws dyslexia deaf hearing colour color font accessibility wheelchair eyesight vision " +
	"conclusion first reasoning sources cite " +
	"中文 英文 英语 英語 日语 日語 繁体 繁體 简体 簡體 拼音 回答 回复 回覆 答复 用中 " +
	"简短 簡短 简洁 簡潔 详细 詳細 句话 句話 以内 以內 太多 要点 要點 列表 分点 分點 表格 表情 客套 " +
	"语气 語氣 正式 口语 文献 文獻 出处 出處 结论 結論 引导 引導 答案 讲解 講解 简单 簡單 通俗 " +
	"代码 代碼 程式 注释 註釋 註解 公制 英制 单位 單位 摄氏 攝氏 华氏 華氏 盎司 英尺 公斤 平方米 " +
	"时间 時間 时区 時區 称呼 稱呼 " +
	"过敏 過敏 素食 吃素 清真 忌口 乳糖 麸质 麩質 糖尿 低糖 少吃 不吃 不能 海鲜 海鮮 猪肉 豬肉 辣 " +
	"书面语 書面語 专业 專業 术语 術語 通俗 家常 重点 重點 字幕 回族 色弱 您 繁體字 繁体字 碳水 " +
	"读屏 讀屏 盲人 失明 视力 視力 老花 看不 听力 聽力 色盲 阅读 閱讀 障碍 障礙 轮椅 輪椅 " +
	"24-hour hour clock bilingual salt sodium blood pressure beef breastfeeding keto prices 哺乳 双语 雙語 来源 來源 眼睛 分条 分條 小时制 小時制 " +
	"type anaphylaxis anaphylactic epipen hospital warfarin insulin vitamin sir madam ma'am wordy verbose point " +
	"盐 鹽 少盐 少鹽 血压 血壓 血糖 尿酸 华法林 華法林 胰岛素 胰島素 翻译 翻譯 原文 太长 太長 短一点 短一點 啰嗦 囉嗦 下次 " +
	"diabetic pregnant pregnancy muslim jewish hindu jain sikh buddhist catholic orthodox mormon adventist latter-day sabbath mass autistic nonbinary glaucoma cataracts gout hypertension cholesterol " +
	"epilepsy epileptic seizures migraines ibs crohn crohn's colitis kidney dialysis reflux arthritis tremor tinnitus asthma copd " +
	"lupus stent pacemaker heart chemo chemotherapy cancer immunocompromised anticoagulants thinners hearing aids nvda talkback magnifier " +
	"癫痫 癲癇 透析 支架 哮喘 化疗 化療 红斑狼疮 紅斑狼瘡 心脏病 心臟病 肾病 腎病 克罗恩 肠炎 腸炎 痛风 痛風 孕妇 孕婦 怀孕 懷孕 " +
	"mandarin cantonese korean italian portuguese russian arabic hindi dutch 广东话 廣東話 普通话 普通話 粤语 粵語 日文 韩语 韓語 法语 法語 德语 德語 " +
	"waffle waffling rambling formatting bold headings italic formalities niceties politeness polite informal tldr references snippets pronoun " +
	"pst est cet jst kst aest bst sober booze teetotal fodmap breastfeeding pescatarian intolerance seafood honey purines purine oxalate potassium " +
	"voiceover subtitles captions lines paragraphs called dr mr mrs ms miss chf acres hectares stick " +
	"金额 金額 价钱 價錢 价格 價格 美元 人民币 人民幣 港币 港幣 欧元 歐元 日元 英镑 英鎊 换算 換算 洗肾 洗腎 低钾 低鉀 低磷 最多 为主 為主 " +
	"胆固醇 膽固醇 生酮 备孕 備孕 不喝酒 不能吃 高血压 高血壓 糖尿病 看不清 耳背 阅读障碍 閱讀障礙 大字 超过 超過"

// kindRe is one kind of standing instruction and the expression that
// recognises it.
type kindRe struct {
	kind string
	// keys are lower-case words one of which every match of re holds: a
	// content holding none is not of the kind, without running re.
	keys []string
	re   *regexp.Regexp
}

// zoneWord is a word naming a time zone before "time": a capitalised
// place ("Sydney time", "Central European time") or a zone's name.
const zoneWord = `(?-i:[A-Z][a-z]+)|eastern|western|central|pacific|mountain|atlantic|gulf|european|standard|local|summer|daylight`

// interjections may open a complaint about the last answer ("ugh, too
// long").
const interjections = `ugh|argh|oh|ok|okay|hmm|man|god|omg|sorry|honestly|seriously|again|still`

// unitWord is a unit or currency a request asks amounts in ("distances in
// km please", "give prices in euros").
const unitWord = `acres?|hectares?|inches|feet|yards|stone|km|kilomet(?:re|er)s|miles|kg|kilos|kilograms|pounds|lbs|grams|ounces|oz|cups|feet|metres|meters|°[cf]|euros?|dollars?|usd|eur|gbp|yen|rmb|yuan|francs|rupees|rm|ringgit|naira|baht|pesos?|rupiah|won|dirhams?|rand|sgd|hkd|aud|cad|nzd|ntd|twd|inr|myr|php|idr|krw|chf|£|€|¥`

// alwaysUnitKeys are the keys of "always SGD", "only in euros": the
// words "always" and "only" alone would run the units expression on most
// sentences.
var alwaysUnitKeys = func() []string {
	var keys []string
	for _, lead := range []string{"always ", "always in ", "only ", "only in "} {
		for _, u := range strings.Split(unitWord, "|") {
			if u = strings.TrimSuffix(strings.TrimSuffix(u, "?"), "s"); len(u) >= 2 && !strings.ContainsAny(u, "()?:[]") {
				keys = append(keys, lead+u)
			}
		}
	}
	return keys
}()

// kinds recognise a standing instruction, one expression per kind
// of what governs every answer.
var kinds = []kindRe{
	{"language", strings.Fields("为主 為主 廣東話 广东话 廣府話 广府话 术语 術語 terms 专业 專業 专有 專有 品牌 翻 bilingual 双语 雙語 对照 對照 english chinese mandarin cantonese spanish french german japanese korean italian portuguese russian arabic hindi dutch answers replies responses spelling pinyin plain jargon 中文 英文 英语 英語 日语 日語 日文 西班牙 法语 法語 德语 德語 韩语 韓語 汉语 漢語 粤语 粵語 普通话 普通話 拼音 繁體字 繁体字 简体字 簡體字"), regexp.MustCompile(`(?i)\b(?:(?:answer|repl|respon|explain)\w*|(?:talk|speak|writ\w*|messag\w*|text)\s+(?:to\s+)?me)\b.{0,50}\b(?:in|using)\s+(?:both\s+)?(?:simple\s+|plain\s+|simplified\s+|traditional\s+)?(?:english|chinese|mandarin|cantonese|spanish|french|german|japanese|korean|italian|portuguese|russian|arabic|hindi|dutch)\b|` +
		`\b(?:answers|replies|responses)\s+in\s+[a-z]+\b|\b(?:british|american|australian|canadian|irish|indian|us|uk|nz|new\s+zealand|south\s+african)\s+(?:english\s+)?spelling\b|\bpinyin\b|\bplain\s+(?:english|language)\b|\bjargon\b|\bbilingual\b|` +
		`(?i:english|chinese|中文|英文|英语|英語|普通话|普通話)\s*(?:为主|為主)|(?:用|以|使用)\s*(?i:english|chinese|mandarin|cantonese)\b|(?:用|以|使用)(?:简体|繁体|簡體|繁體|简单的?|簡單的?)?(?:中文|英文|英语|英語|日语|日語|日文|西班牙语|西班牙語|法语|法語|德语|德語|韩语|韓語|汉语|漢語|粤语|粵語|普通话|普通話)|` +
		`(?:术语|術語|technical\s+terms|专业(?:词|詞|名词|名詞)|專業(?:詞|名詞)|专有名词|專有名詞|brand\s+names|品牌名?|terms)[^，。,.]{0,6}(?:保持|保留|用|写成|寫成)\s*(?:英文|原文|English)|(?:不要|别|別|不用)(?:帮我|幫我)?翻(?:译|譯|成中文)|` +
		`(?:中文|英文|英语|英語|日语|日語)(?:回答|回复|回覆|答复|答覆|交流)|(?:講|讲|用|说|說)(?:廣東話|广东话|廣府話|广府话)|简体中文|繁体中文|簡體中文|繁體中文|繁體字|繁体字|简体字|簡體字|拼音|双语|雙語|中英(?:文)?(?:对照|對照)`)},
	{"length", strings.Fields("超过 超過 最多 至多 顶多 頂多 行就 句就 话就 話就 段就 行够 行夠 句够 句夠 段够 段夠 行足 句足 段足 too long wordy verbose waffl ramble 短 啰嗦 囉嗦 看不完 just give just tell the point 重点 重點 字少 字要少 少写 少寫 answer repl respon explanation sentence line word paragraph bullet keep short 简短 簡短 简洁 簡潔 详细 詳細 以内 以內 之内 之內 太多 太长 太長"), regexp.MustCompile(`(?i)\b(?:short|shorter|brief|concise|succinct|detailed|thorough|long|longer|in-depth)\s+(?:answers?|replies|reply|responses?|explanations?)\b|` +
		`\b(?:under|at most|no more than|max(?:imum)?|within|fewer than|less than)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:sentences|lines|words|paragraphs|bullets)\b|` +
		`\b(?:one|two|three|four|five|a\s+single|\d+)\s+(?:lines?|sentences?)\s+(?:is|are|will\s+be|should\s+be)\s+(?:enough|plenty|fine|ok|okay)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:lines|sentences|words|bullets)\s+max\b|\bkeep\s+(?:your\s+|the\s+)?(?:lines|sentences|paragraphs)\s+short\b|\bshort\s+lines\b|` +
		`\bkeep\s+(?:it|them|answers|replies|responses|things)\s+(?:short|brief)\b|\bcut\s+things\s+short\b|` +
		`\b(?:answers?|repl(?:y|ies)|responses?|explanations?|that|this|it)(?:'s|\s+is|\s+was|\s+are|\s+were)?\s+(?:way\s+|far\s+|much\s+)?too\s+(?:long|wordy|verbose|long-winded)\b|^\W*(?:(?:` + interjections + `)\W+)*(?:way\s+|far\s+)?too\s+(?:long|wordy|verbose)\b|\b(?:stop|no|less|quit)\s+(?:the\s+)?(?:waffl\w*|rambl\w*)|\bjust\s+(?:give|tell)\s+me\s+the\s+(?:answer|gist|short\s+version|bottom\s+line)\b|` +
		`(?:太长了|太長了|太啰嗦|太囉嗦|啰嗦|囉嗦|看不完)|(?:^|[，,。！!\s])(?:下次|下回|以后|以後)?(?:简|簡)?短(?:一)?(?:点|點|些|啲)|` +
		`(?:别|別|不要|不能|不许|不准|不)(?:超过|超過)\s*[一二三四五六七八九十两兩\d]+\s*(?:句话|句話|句|段|行|个字|個字|字)|(?:最多|至多|顶多|頂多)\s*[一二三四五六七八九十两兩\d]+\s*(?:句话|句話|句|段|行|个字|個字|字)|[一二三四五六七八九十两兩\d]+\s*(?:句话|句話|句|段|行)(?:就)?(?:够了|夠了|就够|就夠|足够|足夠|就行|就好)|简短|簡短|简洁|簡潔|(?:回答|回复|回覆|讲解|講解|解释|解釋)[^，。,.]{0,6}(?:详细|詳細)|[一二三四五六七八九十两兩\d]+\s*(?:句话|句話|句|段|行|个字|個字|字|个词|個詞|words?|sentences?|lines?)\s*(?:以内|以內|之内|之內)|(?:字|文字)(?:要)?(?:少|少一点|少一點|少一些|少点|少點)|少(?:写|寫)(?:点|點|一点|一點)?字|(?:别|不要|別)(?:一次)?(?:说|說|讲|講)(?:得)?太多|(?:回答|回复|回覆)[^，。,.]{0,4}(?:太长|太長)|(?:说|說|讲|講)重(?:点|點)`)},
	{"format", strings.Fields("分条 分條 一条一条 一條一條 bullet markdown formatting table emoji italic ascii header heading paragraph bold number wall font plain text 要点 要點 分点 分點 列表 表格 表情 重点 重點 一大堆 分段 短段"), regexp.MustCompile(`(?i)\bbullet(?:s|\s*points?|ed)?\b|\bmarkdown\b|\bplain\s+formatting\b|` +
		`\b(?:no|avoid|without|never|don'?t|do not)\s+(?:use\s+)?(?:any\s+)?(?:\w+\s+){0,2}(?:tables?|emojis?|italics|ascii\s+art|headers|bold|formatting)\b|\bemojis?\b.{0,20}\b(?:ever|never|please)\b|` +
		`\bnumber(?:ed)?\s+(?:them|lists?|steps?|points?|the\s+steps|things|everything)\b|\bplain\s+text\b|\bheadings\b|\bshort\s+paragraphs\b|\bnumbered\b|\bwalls?\s+of\s+text\b|\bfancy\s+fonts?\b|\bitalics?\b|` +
		`要点|要點|分点|分點|分条|分條|一条一条|一條一條|列表|表格|表情|emoji|一大堆|分(?:成)?短段|分段(?:说|說|写|寫)`)},
	{"tone", strings.Fields("话随 話隨 话隨 話随 话轻 話輕 formalities niceties politeness casual formal friendly blunt direct polite professional informal academic honest friend sugar tone stiff serious chatty cheerful normal person human exclamation pleasantries intro outro small talk 语气 語氣 口吻 正式 口语化 口語化 文献 文獻 出处 出處 客套 寒暄 废话 廢話 书面语 書面語 文绉绉 文謅謅 专业词 專業詞 术语 術語 唠家常 嘮家常 大白话 大白話"), regexp.MustCompile(`(?i)\b(?:casual|formal|friendly|blunt|direct|polite|professional|informal|academic)\b.{0,20}\b(?:tone|language|style|register)\b|` +
		`\b(?:keep\s+it|be|talk\s+to\s+me\s+like)\s+(?:\w+\s+)?(?:casual|formal|friendly|blunt|direct|honest|a\s+friend)\b|\bsugar-?coat\w*|\btone\b|\b(?:less|more|too|overly)\s+(?:formal|casual|stiff|serious|chatty|cheerful)\b|\blike\s+a\s+(?:normal\s+person|friend|human)\b|\bexclamation\s+(?:marks?|points?)\b|\bpleasantries\b|\b(?:no|skip|cut|without|drop|stop|avoid)\s+(?:the\s+|any\s+|all\s+)?(?:intros?|outros?|preambles?)\b|\bintros?/outros?\b|\bsmall\s+talk\b|\b(?:no|skip|cut|without|drop|stop|avoid|ditch|lose)\s+(?:the\s+|any\s+|all\s+|with\s+the\s+)?(?:polite\s+stuff|politeness|formalities|niceties)\b|` +
		`(?:不用|不要|别|別|不必)(?:那么|那麼|太|这么|這麼)?\s*(?i:formal)|(?:讲话|讲話|說話|说话)(?:随便|隨便|随意|隨意|轻松|輕鬆)|语气|語氣|口吻|正式|口语化|口語化|客套|寒暄|废话|廢話|书面语|書面語|文绉绉|文謅謅|专业词|專業詞|术语|術語|唠家常|嘮家常|大白话|大白話`)},
	{"method", strings.Fields("tl;dr tldr start open begin lead 来源 來源 references first answer sources claim step reasoning 一步 结论 結論 答案 引导 引導 简单 簡單 通俗 像给 像給 文献 文獻 出处 出處"), regexp.MustCompile(`(?i)\b(?:conclusion|answer|bottom\s+line|tl;?dr|summary)\s+first\b|\btl;?dr\b|\b(?:start|open|begin|lead)\s+(?:off\s+)?(?:every|each|all|your|the)?\s*(?:answers?|replies|reply|responses?)?\s*with\s+(?:a\s+|the\s+)?(?:one-line\s+|one-sentence\s+|short\s+|quick\s+|brief\s+)?(?:summary|tl;?dr|conclusion|answer|bottom\s+line|verdict)\b|\bdon'?t\s+(?:just\s+)?(?:give|tell)\s+me\s+the\s+answers?\b|\b(?:cite|name|give|list|include)\s+(?:your\s+|the\s+)?sources\b|\bwhere\s+(?:a|the|each)\s+claim\s+comes\s+from\b|\bstep[- ]by[- ]step\b|` +
		`\b(?:with|show|lay\s+out)\s+(?:your\s+)?reasoning\b|\breasoning\s+laid\s+out\b|` +
		`先(?:说|說|给|給|讲|講)?(?:结论|結論)|(?:结论|結論)先|(?:别|不要|別)(?:直接)?(?:告诉|告訴|给|給)(?:我)?答案|引导|引導|(?:讲|講|解释|解釋|说话|說話|讲话|講話)(?:得|的)?(?:简单|簡單|通俗)|像给[^，。]{1,6}讲|像給[^，。]{1,6}講|一步一步|一步步|文献|文獻|出处|出處|(?:附上|附|给出|給出|注明|註明|标明|標明|列出|写上|寫上|加上)\s*(?:sources?|references?|links?\s+to\s+sources|(?:资料|資料|信息|資訊|数据|數據)?(?:来源|來源)|参考(?:资料|資料)|參考(?:資料|文獻))`)},
	{"code", strings.Fields("code example snippet script hints pep f-string js 代码 代碼 程式碼 程序 例子 示例 注释 註釋 註解"), regexp.MustCompile(`(?i)\b(?:code|examples?|snippets?|scripts?)\b.{0,30}\b(?:in|using|with)\s+(?:typescript|javascript|python|golang|go|rust|java|kotlin|swift|ruby|php|scala|c#|c\+\+)|` +
		`\b(?:typescript|javascript|python|golang|go|rust|java|kotlin|swift)\s+(?:code|examples?|snippets?)\b|\b(?:code|coding|scripts?)\b.{0,30}\buse\s+(?:typescript|javascript|python|golang|go|rust|java|kotlin|swift|ruby|php|scala)\b|\btype\s+hints\b|\bpep\s*8\b|\bf-strings\b|\bplain\s+js\b|` +
		`(?:代码|代碼|程式碼|程序(?:[^员員]|$)|例子|示例)[^。]{0,10}(?:go|rust|python|java|typescript|javascript|kotlin|swift|c\+\+)|注释|註釋|註解`)},
	{"units", append(strings.Fields("stick cost price 价格 價格 金额 金額 价钱 價錢 distance weight height temperature measurement quantit amount recipe metric imperial celsius fahrenheit units 公制 英制 单位 單位 摄氏 攝氏 华氏 華氏 盎司 英尺 英寸 用 按"), alwaysUnitKeys...), regexp.MustCompile(`(?i)\bmetric\b|\bimperial\b|\b(?:celsius|fahrenheit)\b|\b(?:give|show|quote|list|put|keep|use|want|prefer|need)\s+(?:me\s+)?(?:the\s+|all\s+|my\s+)?(?:prices?|costs?|distances?|weights?|heights?|temperatures?|measurements?|quantities|amounts|recipes?)\s+in\s+(?:` + unitWord + `)\b|\b(?:prices?|costs?|distances?|weights?|heights?|temperatures?|measurements?|quantities|amounts|recipes?)\s+in\s+(?:` + unitWord + `)\s+(?:please|pls|only|always)\b|(?:价格|價格|金额|金額|价钱|價錢)[^，。,.]{0,4}(?:用|按)(?:人民币|人民幣|美元|欧元|歐元|日元|港币|港幣|新台币|新台幣)|\b(?:si|us|uk|british|american|customary)\s+units\b|` +
		`\b(?:always|only)\s+(?:in\s+)?(?:` + unitWord + `)\b|\bstick\s+(?:to|with)\s+(?:` + unitWord + `)\b|` +
		`公制|英制|单位|單位|摄氏|攝氏|华氏|華氏|盎司|英尺|英寸|(?:用|按)(?:米|克|公里|厘米|公斤)`)},
	{"timezone", strings.Fields("hour am 小时制 小時制 time utc gmt est edt pst pdt cst cdt mst gst jst kst cet bst aest aedt 时间 時間 时区 時區"), regexp.MustCompile(`(?i)\btime\s*zone\b|\b(?:utc|gmt)\s*[+-−]\s*\d|\b(?:est|edt|pst|pdt|cst|cdt|mst|gst|jst|kst|cet|cest|bst|aest|aedt)\b|` +
		`\b(?:schedul\w*|times?|meetings?|appointments?|calendar)\b.{0,60}\b(?:` + zoneWord + `)\s+(?:standard\s+)?time\b|\b(?:on|in|use|using|by)\s+(?:(?:` + zoneWord + `)\s+){1,2}time\b|` +
		`(?:按|用|以)[^，。,.\s]{2,8}(?:时间|時間)|时区|時區|` +
		`\b(?:24|twenty-four|12|twelve)[- ]?(?:hour|hr|h)\s+(?:time|clock|format|times)\b|\b(?:am|a\.m\.)\s*(?:/|and|or)\s*(?:pm|p\.m\.)|(?:24|二十四|12|十二)\s*(?:小时|小時)制`)},
	{"address", strings.Fields("be called being called drop the not mr not mrs not ms not miss not dr not father not sir sir madam ma'am call address pronoun they/them she/her he/him 称呼 稱呼 您"), regexp.MustCompile(`(?i)\bcall\s+me\b|\baddress\s+me\b|\b(?:rather\s+not\s+be|not\s+be|don'?t\s+want\s+to\s+be|hate\s+being|don'?t\s+like\s+being)\s+called\b|\b(?:prefer|like)\s+to\s+be\s+called\s+(?-i:[A-Z])|\bdrop\s+the\s+["'‘“]?(?:mr|mrs|ms|dr|father|sir|madam)\b|(?-i:\b(?:[Ii]t'?s|[Ii]ts|[Jj]ust)\s+[A-Z][a-z]+[,.]?\s+not\s+(?:Mr|Mrs|Ms|Miss|Dr|Father|Sir)\b)|\b(?:none\s+of\s+th(?:at|e|is)|no|not|stop\s+(?:the|calling\s+me))\s+["'“]?(?:sir|madam|ma'am)\b|\bpronouns\b|\b(?:they/them|she/her|he/him)\b|称呼|稱呼|用[“"「]?您[”"」]?`)},
	{"diet", strings.Fields("洗肾 洗腎 低钾 低鉀 低磷 type anaphyla epipen epi-pen hospital me in insulin vitamin k 血压 血壓 血糖 尿酸 胆固醇 膽固醇 盐 鹽 华法林 華法林 胰岛素 胰島素 维生素 維生素 breastfeed booze sober want keto fodmap thinners warfarin 哺乳 备孕 備孕 生酮 salt sodium allerg recipe food meal snack dish restaurant menu 菜谱 食谱 食譜 吃的 餐厅 餐廳 carbs 碳水 回族 vegetarian vegan pescatarian halal kosher gluten coeliac celiac lactose intoleran diabet low dairy nut plant eat drink pork alcohol meat beef shellfish seafood sugar honey pregnant medication 过敏 過敏 素 清真 忌口 乳糖 麸质 麩質 糖尿病 低糖 少吃糖 高血压 高血壓 痛风 痛風 不吃 不能吃 不喝酒 怀孕 懷孕"), regexp.MustCompile(`(?i)\ballerg\w*|\bvegetarian\b|\bvegan\b|\bpescatarian\b|\bhalal\b|\bkosher\b|\bgluten\b|\bcoeliac\b|\bceliac\b|\blactose\b|\bintoleran\w*|\bdiabet\w*|\blow[- ](?:sugar|salt|sodium|carb|fat|oxalate|potassium|purine|protein|phosphorus|cholesterol)\b|\bbooze\b|\bsober\b|` +
		`\b(?:does\s+not|doesn'?t|do\s+not|don'?t)\s+want\b[^.!?]{0,40}\b(?:alcohol|pork|meat|beef|dairy|nuts|peanuts|gluten|shellfish)\b|\b(?:dairy|nut|gluten)[- ]free\b|\bplant-based\b|` +
		`\b(?:don'?t|do not|never|doesn'?t|does not|cannot|can'?t|won'?t|only)\s+(?:eat|drink)\b|\bno\s+(?:pork|alcohol|meat|beef|shellfish|seafood|dairy|nuts|peanuts|sugar|honey)\b|\bpregnan(?:t|cy)\b|\bmedication\b|\bcarbs\b|\bbreastfeeding\b|\bketo\b|\blow[- ]fodmap\b|\bblood\s+thinners\b|\bwarfarin\b|\binsulin\b|\bvitamin\s*k\b|\banaphyla\w*|\bepi-?pens?\b|\b(?:lands?|puts?|sends?|landed|put)\s+me\s+in\s+(?:the\s+)?(?:er|a&e|hospital|emergency(?:\s+room)?)\b|\b(?:i'?m|i\s+am|am|is)\s+(?:a\s+)?type\s*(?:1|2|one|two)\b|\bcut(?:ting)?\s+(?:down|back)\s+on\s+(?:salt|sodium|sugar)\b|\b(?:recipes?|food|meals?|snacks?|dishes|restaurants?|menus?)\b.{0,40}\b(?:leave\s+out|without|avoid|skip|free|safe)\b|` +
		`洗肾|洗腎|低钾|低鉀|低磷|过敏|過敏|素食|吃素|蛋奶素|全素|(?:血压|血壓|血糖|尿酸|胆固醇|膽固醇)(?:一直|有点|有點|比较|比較|偏|太|很)?(?:高|偏高)|少(?:吃|放|加)(?:点|點)?(?:盐|鹽|糖)|少盐|少鹽|低盐|低鹽|华法林|華法林|胰岛素|胰島素|维生素\s*K|維生素\s*K|清真|忌口|乳糖|麸质|麩質|糖尿病|低糖|少吃糖|高血压|高血壓|痛风|痛風|不吃|不能吃|不喝酒|怀孕|懷孕|哺乳期|备孕|備孕|生酮|碳水|回族|(?:菜谱|食谱|食譜|吃的|餐厅|餐廳)[^。]{0,12}(?:避开|避開|不放|别放|別放)`)},
	{"access", strings.Fields("眼睛 screen jaws voiceover blind dyslex large big hard deaf wheelchair eyesight vision subtitle caption aloud macular 聋 聾 字幕 读屏 讀屏 屏幕阅读 螢幕閱讀 盲 失明 视力 視力 老花 看不清 听力 聽力 耳背 色 阅读障碍 閱讀障礙 大字 轮椅 輪椅"), regexp.MustCompile(`(?i)\bscreen\s*readers?\b|\bjaws\b|\bvoiceover\b|\bblind\b|\bdyslex\w*|colou?r[- ]?blind|\b(?:large|larger|big|bigger)\s+(?:font|text|print|writing|letters)\b|\bsubtitles?\b|\bcaptions?\b|\bread\s+(?:things\s+)?aloud\b|\bmacular\b|\bhard\s+of\s+hearing\b|\bdeaf\b|\bwheelchair\b|\beyesight\b|\blow\s+vision\b|` +
		`读屏|讀屏|屏幕阅读|螢幕閱讀|盲人|失明|视力|視力|老花|看不清|听力|聽力|耳背|色盲|色弱|阅读障碍|閱讀障礙|大字|轮椅|輪椅|聋|聾|字幕|眼睛(?:也)?(?:不好|花|花了|不行|不太好|差|不大好|不太行)`)},
}

// Bits beyond the kinds of what is asked: the form a sentence says it in.
var (
	// Request: a request to the assistant for every answer from now on
	// ("from now on …", "whenever you suggest …", "以后…都…").
	Request = Kinds(1) << len(kinds)
	// Condition: a need the user states of themself that governs what the
	// assistant suggests ("I'm coeliac", "I'm legally blind", "我是回族").
	Condition = Request << 1
	// Marked: content the rules extractor marked as a standing instruction
	// (Mark).
	Marked = Condition << 1
	// Topics are the bits of what is asked, without the forms.
	Topics = Request - 1

	kindDiet   = Kinds(1) << slices.IndexFunc(kinds, func(k kindRe) bool { return k.kind == "diet" })
	kindAccess = Kinds(1) << slices.IndexFunc(kinds, func(k kindRe) bool { return k.kind == "access" })
)

// Bit returns the bit of the kind named name ("language", "diet", …), 0
// for an unknown name.
func Bit(name string) Kinds {
	if i := slices.IndexFunc(kinds, func(k kindRe) bool { return k.kind == name }); i >= 0 {
		return 1 << i
	}
	return 0
}

// Names returns the names of the kinds in k, forms last.
func (k Kinds) Names() []string {
	var out []string
	for i, kr := range kinds {
		if k&(1<<i) != 0 {
			out = append(out, kr.kind)
		}
	}
	for _, f := range []struct {
		bit  Kinds
		name string
	}{{Request, "request"}, {Condition, "condition"}, {Marked, "marked"}} {
		if k&f.bit != 0 {
			out = append(out, f.name)
		}
	}
	return out
}

// selfRe finds the user saying a diet or accessibility need of themself
// ("I'm vegan", "我有糖尿病"), as opposed to a one-off request that names
// one ("a ramen recipe, but vegan").
var selfRe = regexp.MustCompile(`(?i)\bi(?:'m|\s+am|'ve|\s+have|\s+only|\s+can'?t|\s+cannot|\s+don'?t|\s+never|\s+use|\s+need|\s+also|\s+must)\b(?:\s+[\w'-]+){0,4}?\s+(?:allerg|vegetarian|vegan|pescatarian|halal|kosher|gluten|coeliac|celiac|lactose|intoleran|diabet|eat|drink|blind|deaf|dyslex|screen|wheelchair|hard of hearing|colou?r[- ]?blind|low vision)|` +
	`我[^，。,.!?！？]{0,8}(?:过敏|過敏|素|清真|忌口|乳糖|麸质|麩質|糖尿病|低糖|少吃|不吃|不能吃|不喝|高血压|高血壓|痛风|痛風|怀孕|懷孕|读屏|讀屏|盲|失明|视力|視力|老花|看不清|听力|聽力|耳背|色盲|色弱|阅读障碍|閱讀障礙|轮椅|輪椅)`)

// OfEpisode is Of for an episode, what the user said in a turn: its diet
// and access kinds count only when the user says them of themself
// (selfRe, or a stated Condition).
func OfEpisode(content string) Kinds {
	k := Of(content)
	if k&(kindDiet|kindAccess) != 0 && k&Condition == 0 && !selfRe.MatchString(content) {
		k &^= kindDiet | kindAccess
	}
	return k
}

// Of returns the kinds of standing instruction content is; 0 when it is
// none. Results are cached by content (kindCache), since the same memories
// come back recall after recall and the expressions cost far more than a
// lookup.
func Of(content string) Kinds {
	if bits, ok := kindCache.get(content); ok {
		return bits
	}
	var bits Kinds
	text := content
	if rest, ok := cutMark(content); ok {
		bits = Marked
		text = rest
	}
	lower := strings.ToLower(text)
	for i, k := range kinds {
		if slices.ContainsFunc(k.keys, func(w string) bool { return strings.Contains(lower, w) }) && k.re.MatchString(text) {
			bits |= 1 << i
		}
	}
	bits |= forms(text, lower)
	kindCache.put(content, bits)
	return bits
}

// kindCacheSize bounds kindCache; it is emptied when full.
const kindCacheSize = 1 << 17

// kindCache holds Of's results by content.
var kindCache = &contentKinds{m: map[string]Kinds{}}

// contentKinds is a bounded, concurrency-safe map of content to kinds.
type contentKinds struct {
	mu sync.RWMutex
	m  map[string]Kinds
}

func (c *contentKinds) get(content string) (Kinds, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	bits, ok := c.m[content]
	return bits, ok
}

func (c *contentKinds) put(content string, bits Kinds) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= kindCacheSize {
		clear(c.m)
	}
	c.m[content] = bits
}
