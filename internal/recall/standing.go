package recall

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/engram-memory/engram/internal/store"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Standing instructions are the user's preferences and rules (or, when
// the extractor kept no fact of one, the episode of the request) that govern
// every answer, whatever it is about: reply language, length, format, tone,
// units, time zone, how to address the user, how to explain or code, diet,
// religious food rules, and health constraints on food or
// medicine, accessibility needs. Recall finds them with one lexical search
// of their vocabulary (English, Simplified and Traditional Chinese),
// whatever the query, keeps the hits one of standingKinds recognises, and
// renders them with the profile. A preference about one thing (a
// favourite film, a liked restaurant, a hobby) is no standing instruction.

// standingQuery is the vocabulary the standing search looks for: the words
// of every kind of standing instruction, space-separated so that Chinese
// words stay whole terms.
const standingQuery = "answer reply respond response language english chinese spanish french german japanese " +
	"short brief concise detailed thorough sentences words bullet list format markdown table headers " +
	"emoji italics jargon plain simple spelling british pinyin tone casual formal friendly blunt sugarcoat " +
	"code typescript python golang rust java examples hints " +
	"metric imperial units grams celsius fahrenheit miles km time zone timezone schedule utc gmt " +
	"call address pronouns " +
	"allergic allergy vegetarian vegan halal kosher gluten coeliac celiac lactose intolerant diabetes " +
	"diet dairy nuts peanut shellfish pork alcohol meat eat plant-based sugar medication pregnant " +
	"screen reader blind jaws dyslexia deaf hearing colour color font accessibility wheelchair eyesight vision " +
	"conclusion first reasoning sources cite " +
	"中文 英文 英语 英語 日语 日語 繁体 繁體 简体 簡體 拼音 回答 回复 回覆 答复 用中 " +
	"简短 簡短 简洁 簡潔 详细 詳細 句话 句話 以内 以內 太多 要点 要點 列表 分点 分點 表格 表情 客套 " +
	"语气 語氣 正式 口语 文献 文獻 出处 出處 结论 結論 引导 引導 答案 讲解 講解 简单 簡單 通俗 " +
	"代码 代碼 程式 注释 註釋 註解 公制 英制 单位 單位 摄氏 攝氏 华氏 華氏 盎司 英尺 公斤 平方米 " +
	"时间 時間 时区 時區 称呼 稱呼 " +
	"过敏 過敏 素食 吃素 清真 忌口 乳糖 麸质 麩質 糖尿 低糖 少吃 不吃 不能 海鲜 海鮮 猪肉 豬肉 辣 " +
	"读屏 讀屏 盲人 失明 视力 視力 老花 看不 听力 聽力 色盲 阅读 閱讀 障碍 障礙 轮椅 輪椅"

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

// standingKinds recognise a standing instruction, one expression per kind
// of what governs every answer.
var standingKinds = []kindRe{
	{"language", strings.Fields("english chinese mandarin cantonese spanish french german japanese korean italian portuguese russian arabic hindi dutch answers replies responses spelling pinyin plain jargon 中文 英文 英语 英語 日语 日語 日文 西班牙 法语 法語 德语 德語 韩语 韓語 汉语 漢語 粤语 粵語 普通话 普通話 拼音"), regexp.MustCompile(`(?i)\b(?:(?:answer|repl|respon|explain)\w*|(?:talk|speak|writ\w*|messag\w*|text)\s+(?:to\s+)?me)\b.{0,50}\b(?:in|using)\s+(?:simple\s+|plain\s+|simplified\s+|traditional\s+)?(?:english|chinese|mandarin|cantonese|spanish|french|german|japanese|korean|italian|portuguese|russian|arabic|hindi|dutch)\b|` +
		`\b(?:answers|replies|responses)\s+in\s+[a-z]+\b|\b(?:british|american|us|uk)\s+(?:english\s+)?spelling\b|\bpinyin\b|\bplain\s+(?:english|language)\b|\bjargon\b|` +
		`(?:用|以|使用)(?:简体|繁体|簡體|繁體)?(?:中文|英文|英语|英語|日语|日語|日文|西班牙语|西班牙語|法语|法語|德语|德語|韩语|韓語|汉语|漢語|粤语|粵語|普通话|普通話)|` +
		`(?:中文|英文|英语|英語|日语|日語)(?:回答|回复|回覆|答复|答覆|交流)|简体中文|繁体中文|簡體中文|繁體中文|拼音`)},
	{"length", strings.Fields("answer repl respon explanation sentence line word paragraph bullet keep short 简短 簡短 简洁 簡潔 详细 詳細 以内 以內 之内 之內 太多"), regexp.MustCompile(`(?i)\b(?:short|shorter|brief|concise|succinct|detailed|thorough|long|longer|in-depth)\s+(?:answers?|replies|reply|responses?|explanations?)\b|` +
		`\b(?:under|at most|no more than|max(?:imum)?|within|fewer than|less than)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:sentences|lines|words|paragraphs|bullets)\b|` +
		`\bkeep\s+(?:it|them|answers|replies|responses|things)\s+(?:short|brief)\b|\bcut\s+things\s+short\b|` +
		`简短|簡短|简洁|簡潔|(?:回答|回复|回覆|讲解|講解|解释|解釋)[^，。,.]{0,6}(?:详细|詳細)|[一二三四五六七八九十两兩\d]+\s*(?:句话|句話|句|段|行|个字|個字)(?:以内|以內|之内|之內)|(?:别|不要|別)(?:一次)?(?:说|說|讲|講)(?:得)?太多`)},
	{"format", strings.Fields("bullet markdown formatting table emoji italic ascii header bold 要点 要點 分点 分點 列表 表格 表情"), regexp.MustCompile(`(?i)\bbullet(?:s|\s*points?|ed)?\b|\bmarkdown\b|\bplain\s+formatting\b|` +
		`\b(?:no|avoid|without|never|don'?t|do not)\s+(?:use\s+)?(?:any\s+)?(?:\w+\s+){0,2}(?:tables?|emojis?|italics|ascii\s+art|headers|bold|formatting)\b|\bemojis?\b.{0,20}\b(?:ever|never|please)\b|` +
		`要点|要點|分点|分點|列表|表格|表情|emoji`)},
	{"tone", strings.Fields("casual formal friendly blunt direct polite professional informal academic honest friend sugar tone 语气 語氣 口吻 正式 口语化 口語化 文献 文獻 出处 出處 客套 寒暄 废话 廢話"), regexp.MustCompile(`(?i)\b(?:casual|formal|friendly|blunt|direct|polite|professional|informal|academic)\b.{0,20}\b(?:tone|language|style|register)\b|` +
		`\b(?:keep\s+it|be|talk\s+to\s+me\s+like)\s+(?:\w+\s+)?(?:casual|formal|friendly|blunt|direct|honest|a\s+friend)\b|\bsugar-?coat\w*|\btone\b|` +
		`语气|語氣|口吻|正式|口语化|口語化|文献|文獻|出处|出處|客套|寒暄|废话|廢話`)},
	{"method", strings.Fields("first answer sources reasoning 结论 結論 答案 引导 引導 简单 簡單 通俗 像给 像給"), regexp.MustCompile(`(?i)\b(?:conclusion|answer|bottom\s+line|tl;?dr|summary)\s+first\b|\bdon'?t\s+(?:just\s+)?(?:give|tell)\s+me\s+the\s+answers?\b|\bcite\s+(?:your\s+)?sources\b|` +
		`\b(?:with|show|lay\s+out)\s+(?:your\s+)?reasoning\b|\breasoning\s+laid\s+out\b|` +
		`先(?:说|說|给|給|讲|講)?(?:结论|結論)|(?:结论|結論)先|(?:别|不要|別)(?:直接)?(?:告诉|告訴|给|給)(?:我)?答案|引导|引導|(?:讲|講|解释|解釋)(?:得|的)?(?:简单|簡單|通俗)|像给[^，。]{1,6}讲|像給[^，。]{1,6}講`)},
	{"code", strings.Fields("code example snippet script hints pep f-string js 代码 代碼 程式碼 程序 例子 示例 注释 註釋 註解"), regexp.MustCompile(`(?i)\b(?:code|examples?|snippets?|scripts?)\b.{0,30}\b(?:in|using|with)\s+(?:typescript|javascript|python|golang|go|rust|java|kotlin|swift|ruby|php|scala|c#|c\+\+)|` +
		`\b(?:typescript|javascript|python|golang|go|rust|java|kotlin|swift)\s+(?:code|examples?|snippets?)\b|\btype\s+hints\b|\bpep\s*8\b|\bf-strings\b|\bplain\s+js\b|` +
		`(?:代码|代碼|程式碼|程序|例子|示例)[^。]{0,10}(?:go|rust|python|java|typescript|javascript|kotlin|swift|c\+\+)|注释|註釋|註解`)},
	{"units", strings.Fields("metric imperial celsius fahrenheit units 公制 英制 单位 單位 摄氏 攝氏 华氏 華氏 盎司 英尺 英寸 用 按"), regexp.MustCompile(`(?i)\bmetric\b|\bimperial\b|\b(?:celsius|fahrenheit)\b|\bunits\b|` +
		`公制|英制|单位|單位|摄氏|攝氏|华氏|華氏|盎司|英尺|英寸|(?:用|按)(?:米|克|公里|厘米|公斤)`)},
	{"timezone", strings.Fields("time utc gmt est edt pst pdt cst cdt mst gst jst kst cet bst aest aedt 时间 時間 时区 時區"), regexp.MustCompile(`(?i)\btime\s*zone\b|\b(?:utc|gmt)\s*[+-−]\s*\d|\b(?:est|edt|pst|pdt|cst|cdt|mst|gst|jst|kst|cet|cest|bst|aest|aedt)\b|` +
		`\b(?:schedul\w*|times?|meetings?|appointments?|calendar)\b.{0,60}\b(?:` + zoneWord + `)\s+(?:standard\s+)?time\b|\b(?:on|in|use|using|by)\s+(?:(?:` + zoneWord + `)\s+){1,2}time\b|` +
		`(?:按|用|以)[^，。,.\s]{2,8}(?:时间|時間)|时区|時區`)},
	{"address", strings.Fields("call address pronoun 称呼 稱呼"), regexp.MustCompile(`(?i)\bcall\s+me\b|\baddress\s+me\b|\bpronouns\b|称呼|稱呼`)},
	{"diet", strings.Fields("allerg vegetarian vegan pescatarian halal kosher gluten coeliac celiac lactose intoleran diabet low dairy nut plant eat drink pork alcohol meat beef shellfish seafood sugar honey pregnant medication 过敏 過敏 素 清真 忌口 乳糖 麸质 麩質 糖尿病 低糖 少吃糖 高血压 高血壓 痛风 痛風 不吃 不能吃 不喝酒 怀孕 懷孕"), regexp.MustCompile(`(?i)\ballerg\w*|\bvegetarian\b|\bvegan\b|\bpescatarian\b|\bhalal\b|\bkosher\b|\bgluten\b|\bcoeliac\b|\bceliac\b|\blactose\b|\bintoleran\w*|\bdiabet\w*|\blow[- ](?:sugar|salt|sodium|carb|fat)\b|\b(?:dairy|nut|gluten)[- ]free\b|\bplant-based\b|` +
		`\b(?:don'?t|do not|never|doesn'?t|does not|cannot|can'?t|won'?t|only)\s+(?:eat|drink)\b|\bno\s+(?:pork|alcohol|meat|beef|shellfish|seafood|dairy|nuts|peanuts|sugar|honey)\b|\bpregnant\b|\bmedication\b|` +
		`过敏|過敏|素食|吃素|蛋奶素|全素|清真|忌口|乳糖|麸质|麩質|糖尿病|低糖|少吃糖|高血压|高血壓|痛风|痛風|不吃|不能吃|不喝酒|怀孕|懷孕`)},
	{"access", strings.Fields("screen jaws voiceover blind dyslex large hard deaf wheelchair eyesight vision 读屏 讀屏 屏幕阅读 螢幕閱讀 盲 失明 视力 視力 老花 看不清 听力 聽力 耳背 色 阅读障碍 閱讀障礙 大字 轮椅 輪椅"), regexp.MustCompile(`(?i)\bscreen\s*readers?\b|\bjaws\b|\bvoiceover\b|\bblind\b|\bdyslex\w*|colou?r[- ]?blind|\blarge\s+(?:font|text|print)\b|\bhard\s+of\s+hearing\b|\bdeaf\b|\bwheelchair\b|\beyesight\b|\blow\s+vision\b|` +
		`读屏|讀屏|屏幕阅读|螢幕閱讀|盲人|失明|视力|視力|老花|看不清|听力|聽力|耳背|色盲|色弱|阅读障碍|閱讀障礙|大字|轮椅|輪椅`)},
}

// diet and access are kinds of standing instruction an episode holds
// only when the user says it of themself ("I'm vegan", "我有糖尿病"), not
// when a one-off request names it ("a ramen recipe, but vegan").
var (
	kindDiet   = uint32(1) << slices.IndexFunc(standingKinds, func(k kindRe) bool { return k.kind == "diet" })
	kindAccess = uint32(1) << slices.IndexFunc(standingKinds, func(k kindRe) bool { return k.kind == "access" })
	selfRe     = regexp.MustCompile(`(?i)\bi(?:'m|\s+am|'ve|\s+have|\s+only|\s+can'?t|\s+cannot|\s+don'?t|\s+never|\s+use|\s+need|\s+also|\s+must)\b(?:\s+[\w'-]+){0,4}?\s+(?:allerg|vegetarian|vegan|pescatarian|halal|kosher|gluten|coeliac|celiac|lactose|intoleran|diabet|eat|drink|blind|deaf|dyslex|screen|wheelchair|hard of hearing|colou?r[- ]?blind|low vision)|` +
		`我[^，。,.!?！？]{0,8}(?:过敏|過敏|素|清真|忌口|乳糖|麸质|麩質|糖尿病|低糖|少吃|不吃|不能吃|不喝|高血压|高血壓|痛风|痛風|怀孕|懷孕|读屏|讀屏|盲|失明|视力|視力|老花|看不清|听力|聽力|耳背|色盲|色弱|阅读障碍|閱讀障礙|轮椅|輪椅)`)
)

// episodeKind is standingKind of an episode: its diet and access kinds
// count only when selfRe finds the user saying them of themself.
func episodeKind(content string) uint32 {
	k := standingKind(content)
	if k&(kindDiet|kindAccess) != 0 && !selfRe.MatchString(content) {
		k &^= kindDiet | kindAccess
	}
	return k
}

// standingKind returns the kinds of standing instruction content is, one
// bit per entry of standingKinds; 0 when it is none. Results are cached
// by content (kindCache), since the same memories come back recall after
// recall and the expressions cost far more than a lookup.
func standingKind(content string) uint32 {
	if bits, ok := kindCache.get(content); ok {
		return bits
	}
	lower := strings.ToLower(content)
	var bits uint32
	for i, k := range standingKinds {
		if slices.ContainsFunc(k.keys, func(w string) bool { return strings.Contains(lower, w) }) && k.re.MatchString(content) {
			bits |= 1 << i
		}
	}
	kindCache.put(content, bits)
	return bits
}

// kindCacheSize bounds kindCache; it is emptied when full.
const kindCacheSize = 1 << 17

// kindCache holds standingKind's results by content.
var kindCache = &contentKinds{m: map[string]uint32{}}

// contentKinds is a bounded, concurrency-safe map of content to kinds.
type contentKinds struct {
	mu sync.RWMutex
	m  map[string]uint32
}

func (c *contentKinds) get(content string) (uint32, bool) {
	c.mu.RLock()
	defer c.mu.RUnlock()
	bits, ok := c.m[content]
	return bits, ok
}

func (c *contentKinds) put(content string, bits uint32) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.m) >= kindCacheSize {
		clear(c.m)
	}
	c.m[content] = bits
}

// maxStanding bounds the standing memories one recall renders.
const maxStanding = 12

// standing returns the user's standing instructions, best first: the
// preferences, rules, facts and profile values standingKind recognises,
// then the episodes it recognises whose turn left no such memory (a
// request the extractor kept no fact of), then the recognised episodes
// that hold a kind of instruction the memories of their turn do not (a
// turn with several instructions whose facts kept one); the profile budget
// decides how many are rendered. It returns nil when the search fails,
// since the rest of the answer does not depend on them. With a store that
// has revisions, the answer is kept until the user's memories change
// (standing_cache.go); the memories returned are then shared: read them
// only.
func (rc *Recaller) standing(ctx context.Context, f store.Filter) []memory.Memory {
	ctx, cancel := context.WithTimeout(ctx, rc.cfg.StoreTimeout)
	defer cancel()
	var rev int64
	key := standingKey(f.TenantID, f.UserID, f.Scope)
	if r, ok := rc.vec.(store.Revisioner); ok {
		var err error
		if rev, err = r.Revision(ctx, f.TenantID, f.UserID); err != nil {
			rc.log.Debug("store revision unavailable; standing instructions searched", "err", err)
			rev = 0
		}
		if ms, ok := rc.stand.get(key, rev, f.Now); ok {
			return ms
		}
		if rev == 0 {
			rc.stand.drop(key) // erased, or never written: keep nothing of it
		}
	}
	f.Types = []events.FactType{events.TypePreference, events.TypeRule, events.TypeFact, events.TypeProfile, events.TypeEpisode}
	hits, err := rc.vec.SearchLexical(ctx, f, standingQuery, 4*maxStanding)
	if err != nil {
		rc.log.Debug("standing instructions unavailable", "err", err)
		return nil
	}
	out := standingOf(hits)
	if rev != 0 {
		var until time.Time
		for _, h := range hits {
			if e := h.Memory.ExpiresAt; !e.IsZero() && (until.IsZero() || e.Before(until)) {
				until = e
			}
		}
		rc.stand.put(key, rev, until, out)
	}
	return out
}

// standingOf is standing's choice among the hits of the standing search.
func standingOf(hits []store.Hit) []memory.Memory {
	type episode struct {
		m    memory.Memory
		kind uint32
	}
	var out []memory.Memory
	var eps []episode
	turns := map[string]uint32{} // kinds the kept memories of a turn hold
	for _, h := range hits {
		kind := standingKind(h.Memory.Content)
		if h.Memory.Type == events.TypeEpisode {
			kind = episodeKind(h.Memory.Content)
		}
		if kind == 0 {
			continue
		}
		if h.Memory.Type == events.TypeEpisode {
			eps = append(eps, episode{h.Memory, kind})
			continue
		}
		if len(out) < maxStanding {
			out = append(out, h.Memory)
			for _, t := range h.Memory.SourceTurnIDs {
				turns[t] |= kind
			}
		}
	}
	kept := func(e episode) (any bool, all uint32) {
		for _, t := range e.m.SourceTurnIDs {
			if k, ok := turns[t]; ok {
				any, all = true, all|k
			}
		}
		return any, all
	}
	var extra []memory.Memory
	for _, e := range eps {
		switch any, k := kept(e); {
		case !any:
			out = append(out, e.m)
		case e.kind&^k != 0:
			extra = append(extra, e.m)
		}
	}
	out = append(out, extra...)
	return out[:min(len(out), maxStanding)]
}

// renderStanding adds the standing instructions to the context's profile
// section, within the profile budget: after the profile lines, or under
// its own "## Profile" heading when the profile rendered none. It returns
// the ids it included and the tokens it added.
func renderStanding(ctxText string, ms []memory.Memory, profileBudget, used int) (string, []string, int) {
	if len(ms) == 0 {
		return ctxText, nil, 0
	}
	var lines strings.Builder
	var ids []string
	added := 0
	head := ""
	if !strings.HasPrefix(ctxText, "## Profile\n") {
		head = "## Profile\n"
		added = EstimateTokens(head)
	}
	for _, m := range ms {
		line := "- " + strings.ReplaceAll(m.Content, "\n", " ") + "\n"
		if strings.Contains(ctxText, line) {
			continue
		}
		t := EstimateTokens(line)
		if used+added+t > profileBudget {
			continue
		}
		added += t
		lines.WriteString(line)
		ids = append(ids, m.ID)
	}
	if len(ids) == 0 {
		return ctxText, nil, 0
	}
	if head != "" {
		return head + lines.String() + ctxText, ids, added
	}
	// after the profile lines: before the first other heading
	rest := ctxText[len("## Profile\n"):]
	cut := strings.Index(rest, "## ")
	if cut < 0 {
		cut = len(rest)
	}
	cut += len("## Profile\n")
	return ctxText[:cut] + lines.String() + ctxText[cut:], ids, added
}

// profileTokens is the size of the profile section of a rendered context.
func profileTokens(ctxText string) int {
	if !strings.HasPrefix(ctxText, "## Profile\n") {
		return 0
	}
	rest := ctxText[len("## Profile\n"):]
	if i := strings.Index(rest, "## "); i >= 0 {
		rest = rest[:i]
	}
	return EstimateTokens("## Profile\n" + rest)
}
