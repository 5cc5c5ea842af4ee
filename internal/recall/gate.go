package recall

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/engram-memory/engram/internal/lexical"
	"github.com/engram-memory/engram/internal/textlr"
)

// The relatedness gate (Config.Gate) decides whether a query is about the
// user's memories at all. No single similarity separates the two: on the
// development sets the best candidate's cosine of a question and the
// memory answering it (0.21-0.80) overlaps that of an unrelated question
// and the user's nearest memory (0.11-0.58). The gate therefore combines
// eight signals, each measured there, in a logistic model:
//
//   - cosine: the best candidate's plain dense cosine;
//   - centroid: the cosine of the query and the mean vector of the user's
//     candidates. A question about the user's life lies near the user's
//     memories as a whole; a general-knowledge or how-to request ("what's
//     the capital of Mongolia?") lies far from all of them, even when one
//     memory happens to be close;
//   - cover: the best candidate's share of the query's search terms
//     (coverage);
//   - self: whether the query refers to the speaker (first-person
//     pronouns in English, 我 or 咱 in Chinese). Questions about the user's
//     own memories mostly do ("what should I avoid ordering?"), requests
//     unrelated to them mostly do not;
//   - howto: whether the query asks how something is done or asks for an
//     explanation ("how", "explain", "difference"; 怎么, 如何, 解释,
//     什么是, 区别 and their variants). Such a request is usually general
//     even when it says "I" ("how do I descale a kettle?"), so this
//     signal lowers the probability;
//   - kin: whether the query names a member of the speaker's family or
//     household (wife, son, mum; 老公, 儿子, 家里), which a question about
//     the user's own life often does where it has no pronoun, as Chinese
//     questions often have none ("儿子出门踢球要带什么药？");
//   - anchor: whether the query points back at something already known
//     (that, his, her, again, last time; 这次, 那个, 上次, 他, 她) or at
//     the speaker's own calendar (tonight, next week, due, lately; 明天,
//     下周, 来着, 最近): "下一次查血糖是哪天来着", "is it too late for that
//     espresso?". A general request names neither.
//
//   - query: the query model's log-odds (gatequery.json, a textlr model
//     over the query's words, word pairs, characters and character
//     pairs) that the query asks about the speaker's own life rather than
//     something general. It reads what the word lists cannot: a Chinese
//     request with no pronoun ("附近想吃碗面", "国庆去深圳咋个走最好？"),
//     a personal "how" ("离考试还有一个月，怎么安排口语练习？") against a
//     general one ("how do black holes form?").
//
// Both models are fitted by internal/recall/gatefit (go generate) from
// the gate logs of the 33 development sets in testdata/gate (5,491
// queries that reach the model, 2,000 unrelated). The query model's
// log-odds that the weights are fitted on are cross-fitted: each set's
// queries are scored by a query model fitted on the other sets, so the
// weights learn how far to trust it on text it has not seen. With each
// set left out in turn and scored by models fitted on the others, at the
// semantic embedder's gate 0.3, 94.2 % of the held-out unrelated queries
// are emptied and 0.8 % of the related ones (the seven-signal model
// before it, at its gate 0.4, on the 24 sets it had then, eleven of them
// in its training: 87.9 % and 3.7 %); BENCHMARKS.md, "Relatedness gate".
// Signals measured and left out: the best candidate's margin over the
// mean cosine of the user's top candidates (it helps on the sets, whose
// users have 12-58 memories, but a user with hundreds has close top
// candidates, and on LoCoMo it gated a fifth of the questions), the
// distance from the median or the second candidate, the cosine to other
// users' memories as a background, word-level alignment of the query's
// words with a memory's words in the word-vector space, and splitting the
// self-reference into possessive, subject and object pronouns.
//go:generate go run ./gatefit -logs ../../testdata/gate -out .

//go:embed gatequery.json
var gateQueryJSON []byte

//go:embed gateweights.json
var gateWeightsJSON []byte

// GateWeights are the coefficients of the gate's logistic model over
// GateInputs, fitted by internal/recall/gatefit.
type GateWeights struct {
	Version  string  `json:"version"`
	Cosine   float64 `json:"cosine"`
	Centroid float64 `json:"centroid"`
	Cover    float64 `json:"cover"`
	Self     float64 `json:"self"`
	HowTo    float64 `json:"howto"`
	Kin      float64 `json:"kin"`
	Anchor   float64 `json:"anchor"`
	Query    float64 `json:"query"`
	Bias     float64 `json:"bias"`
}

// Probability is the model's probability that a query with signals g is
// related to the user's memories.
func (w *GateWeights) Probability(g GateSignals) float64 {
	x := GateInputs(g)
	c := [NumGateInputs]float64{w.Cosine, w.Centroid, w.Cover, w.Self, w.HowTo, w.Kin, w.Anchor, w.Query}
	s := w.Bias
	for i, v := range x {
		s += c[i] * v
	}
	return 1 / (1 + math.Exp(-s))
}

// maxQueryLogit bounds the query model's log-odds as the gate reads them,
// so that one model alone cannot decide a query it is very sure of.
const maxQueryLogit = 8

// NumGateInputs is the number of the gate model's inputs (GateInputs).
const NumGateInputs = 8

// GateInputs are the gate model's inputs of g, in the order of
// GateWeights: the three similarities, the four word signals as 0 or 1,
// and the query model's log-odds, bounded by maxQueryLogit.
func GateInputs(g GateSignals) [NumGateInputs]float64 {
	return [NumGateInputs]float64{g.Cosine, g.Centroid, g.Cover, indicator(g.Self), indicator(g.HowTo), indicator(g.Kin), indicator(g.Anchor),
		max(-maxQueryLogit, min(maxQueryLogit, g.Query))}
}

var (
	gateOnce    sync.Once
	gateQuery   *textlr.Model
	gateWeights *GateWeights
)

// gateModels returns the embedded query model and weights.
func gateModels() (*textlr.Model, *GateWeights) {
	gateOnce.Do(func() {
		q, err := textlr.Parse(gateQueryJSON)
		if err != nil {
			panic(fmt.Sprintf("recall: embedded gatequery.json: %v", err))
		}
		var w GateWeights
		if err := json.Unmarshal(gateWeightsJSON, &w); err != nil {
			panic(fmt.Sprintf("recall: embedded gateweights.json: %v", err))
		}
		gateQuery, gateWeights = q, &w
	})
	return gateQuery, gateWeights
}

// GateSignals are the gate model's inputs for one query (gate.go): the
// best candidate's plain cosine and coverage, the query's cosine to the
// centroid of the user's candidates, and the four signals read from the
// query's words.
type GateSignals struct {
	Cosine   float64 `json:"cosine"`
	Centroid float64 `json:"centroid"`
	Cover    float64 `json:"cover"`
	Self     bool    `json:"self"`
	HowTo    bool    `json:"howto"`
	Kin      bool    `json:"kin"`
	Anchor   bool    `json:"anchor"`
	// Query is the query model's log-odds that the query's words ask
	// about the user's own life rather than something general.
	Query float64 `json:"query"`
}

// GateReport, with Request.Explain, tells how the relatedness gate
// judged the query: Passed, and By which test ("date": a candidate was
// said on a date the query names; "coverage": one covers more than half
// its terms; "model": the model's Probability reached Gate). Signals and
// Probability are set when the model was asked.
type GateReport struct {
	Passed      bool         `json:"passed"`
	By          string       `json:"by,omitempty"`
	Gate        float64      `json:"gate"`
	Probability float64      `json:"probability,omitempty"`
	Signals     *GateSignals `json:"signals,omitempty"`
}

// gateSignals reads the gate model's inputs from the query, its vector q
// and the candidates.
func gateSignals(query string, q []float32, embedderID string, cands map[string]*cand) GateSignals {
	var g GateSignals
	for _, c := range cands {
		g.Cosine = max(g.Cosine, c.cosine)
		g.Cover = max(g.Cover, c.cover)
	}
	g.Centroid = centroidCosine(q, embedderID, cands)
	g.Self, g.HowTo, g.Kin, g.Anchor = selfReference(query), howTo(query), namesKin(query), anchored(query)
	qm, _ := gateModels()
	g.Query = qm.Logit(query)
	return g
}

// probability is the gate model's probability that the query is related
// to the user's memories.
func (g GateSignals) probability() float64 {
	_, w := gateModels()
	return w.Probability(g)
}

// gateProbability is the gate model's probability that the query is
// related to the user's memories, from its vector q and the candidates.
func gateProbability(query string, q []float32, embedderID string, cands map[string]*cand) float64 {
	return gateSignals(query, q, embedderID, cands).probability()
}

func indicator(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// centroidCosine is the cosine of q and the mean of the candidates'
// vectors made by the same embedder (0 when there are none).
func centroidCosine(q []float32, embedderID string, cands map[string]*cand) float64 {
	var use []*cand
	for _, c := range cands {
		if len(c.m.Vector) == len(q) && c.m.EmbedderID == embedderID {
			use = append(use, c)
		}
	}
	if len(use) == 0 {
		return 0
	}
	// Summed in id order, so the result does not depend on map order.
	sort.Slice(use, func(i, j int) bool { return use[i].m.ID < use[j].m.ID })
	mu := make([]float64, len(q))
	for _, c := range use {
		for j, x := range c.m.Vector {
			mu[j] += float64(x)
		}
	}
	var dot, mm, qq float64
	for j, x := range q {
		dot += float64(x) * mu[j]
		mm += mu[j] * mu[j]
		qq += float64(x) * float64(x)
	}
	if mm == 0 || qq == 0 {
		return 0
	}
	return dot / math.Sqrt(mm*qq)
}

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// selfWords are the English words by which a query refers to its speaker,
// or an agent's lookup to the user it speaks for ("what does the user do
// for work", "用户养了什么宠物": the user's own memories, in the third
// person).
var selfWords = wordSet("i i'm im i've ive i'd i'll me my mine myself we we're we've our ours ourselves us user user's users")

// howToWords are the English words of a request for a method or an
// explanation, howToZh the Chinese ones (simplified and traditional).
var (
	howToWords = wordSet("how explain difference")
	howToZh    = []string{"怎么", "怎麼", "如何", "怎样", "怎樣", "咋", "点样", "點樣", "解释", "解釋", "介绍", "介紹", "讲讲", "講講", "什么是", "什麼是", "区别", "區別"}
)

// kinWords are English words for members of the speaker's family or
// household, kinZh the Chinese ones.
var (
	kinWords = wordSet("wife husband son sons daughter daughters kid kids child children mum mom dad mother father parents " +
		"grandkid grandkids grandson granddaughter grandma grandpa brother sister partner boyfriend girlfriend family baby")
	kinZh = []string{"老公", "老婆", "儿子", "兒子", "女儿", "女兒", "孩子", "妈妈", "媽媽", "爸爸", "爸妈", "爸媽", "父母",
		"家里", "家裡", "家人", "老伴", "奶奶", "爷爷", "外婆", "外公", "姥姥", "孙子", "孫子", "孙女", "孫女", "哥哥", "姐姐",
		"弟弟", "妹妹", "男朋友", "女朋友", "宝宝", "寶寶", "闺女", "老妈", "老爸"}
)

// anchorWords are English words by which a query points back at
// something known or at the speaker's own calendar, anchorPhrases such
// pairs of words, anchorZh the Chinese ones (gate.go, the anchor signal).
var (
	anchorWords = wordSet("that those his her hers him he she they their them again still usual tonight tomorrow " +
		"due deadline yet anymore lately recently")
	anchorPhrases = wordSet("last_time remind_me coming_up these_days right_now " +
		"this_week this_weekend this_month this_year this_morning this_evening this_afternoon this_time this_trip " +
		"this_autumn this_fall this_spring this_summer this_winter " +
		"next_week next_month next_year next_time next_spring next_summer next_autumn next_fall next_winter")
	anchorZh = []string{"这次", "那次", "那个", "這次", "那個", "这个", "這個", "上次", "那家", "那边", "那邊", "那里", "那裡",
		"他", "她", "它", "还是", "又", "这趟", "那趟", "那只", "这只", "那位", "今晚", "今天", "明天", "后天", "這週", "这周",
		"周末", "下周", "下週", "下次", "下一次", "下个月", "明年", "年底", "来着", "來著", "哪天", "最近", "现在", "現在",
		"这阵子", "今年", "月底"}
)

// anchored reports whether query points back at something already known
// or at the speaker's own calendar (anchorWords, anchorPhrases, anchorZh).
// "'s" is dropped from English words ("that's").
func anchored(query string) bool {
	ws := bareWords(query)
	if hasWord(query, ws, anchorWords, anchorZh) {
		return true
	}
	for i := 1; i < len(ws); i++ {
		if anchorPhrases[ws[i-1]+"_"+ws[i]] {
			return true
		}
	}
	return false
}

// queryWords are the lower-cased English words of query: runs of Latin
// letters and apostrophes, ’ read as ' (a Chinese character ends a word,
// so "给我讲讲photosynthesis" has the word "photosynthesis").
func queryWords(query string) []string {
	ws := strings.FieldsFunc(strings.ToLower(query), func(r rune) bool {
		return !unicode.Is(unicode.Latin, r) && r != '\'' && r != '’'
	})
	for i, w := range ws {
		ws[i] = strings.ReplaceAll(w, "’", "'")
	}
	return ws
}

// hasWord reports whether one of words is in set, or one of subs is a
// substring of query.
func hasWord(query string, words []string, set map[string]bool, subs []string) bool {
	for _, w := range words {
		if set[w] {
			return true
		}
	}
	for _, s := range subs {
		if strings.Contains(query, s) {
			return true
		}
	}
	return false
}

// howTo reports whether query asks how something is done or what
// something is: an English word of howToWords, or a Chinese one of
// howToZh.
func howTo(query string) bool {
	return hasWord(query, queryWords(query), howToWords, howToZh)
}

// namesKin reports whether query names a member of the speaker's family
// or household (kinWords, kinZh). "'s" is dropped from English words, so
// "son's" counts.
func namesKin(query string) bool {
	return hasWord(query, bareWords(query), kinWords, kinZh)
}

// bareWords are the queryWords of query without a final "'s".
func bareWords(query string) []string {
	ws := queryWords(query)
	for i, w := range ws {
		ws[i] = strings.TrimSuffix(w, "'s")
	}
	return ws
}

// selfReference reports whether query refers to its speaker: an English
// first-person pronoun, or 我 or 咱 (which also begin 我们, 我的, 咱们);
// or, in an agent's lookup, to the user ("the user's", 用户, 用戶, or a
// third-person pronoun where no one else is named: thirdPersonUser).
func selfReference(query string) bool {
	if strings.ContainsAny(query, "我咱") || strings.Contains(query, "用户") || strings.Contains(query, "用戶") {
		return true
	}
	ws := queryWords(query)
	if hasWord(query, ws, selfWords, nil) {
		return true
	}
	return thirdPersonUser(query, ws)
}

// thirdPersonWords are the English pronouns by which an agent's lookup
// speaks of the user it serves ("where is his home terminal", "who lives
// with her").
var thirdPersonWords = wordSet("he he's she she's his her hers him himself herself")

// thirdPersonUser reports whether query speaks of the user in the third
// person: a third-person pronoun in a query that names no one (no
// capitalised word but its first and "I"), or in Chinese a query that
// opens with 他 or 她 or holds 他的 or 她的. A question about someone named
// ("when did Marie Curie win her prize") is about them.
func thirdPersonUser(query string, ws []string) bool {
	if lexical.HasCJK(query) {
		q := strings.TrimSpace(query)
		return strings.HasPrefix(q, "他") || strings.HasPrefix(q, "她") || strings.Contains(q, "他的") || strings.Contains(q, "她的")
	}
	if !hasWord(query, ws, thirdPersonWords, nil) {
		return false
	}
	for i, w := range strings.FieldsFunc(query, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		if i == 0 || !unicode.IsUpper([]rune(w)[0]) {
			continue
		}
		if w != "I" && !strings.HasPrefix(w, "I'") && !strings.HasPrefix(w, "I’") {
			return false
		}
	}
	return true
}
