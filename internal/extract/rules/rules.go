package rules

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// ID is the extractor id written into fact batches.
const ID = "rules/8"

// Extractor is the deterministic English and Chinese extractor. It holds no
// state and is safe for concurrent use; its patterns are compiled once at
// package initialisation.
type Extractor struct{}

// New returns the rules extractor.
func New() *Extractor { return &Extractor{} }

// ID returns "rules/8".
func (*Extractor) ID() string { return ID }

var _ extract.Extractor = (*Extractor)(nil)

// Extract returns the candidate facts and forget intents of the turn's user
// messages; assistant, system and tool messages are never sources, except
// that an assistant's proposal the user confirms becomes the user's
// (confirm.go), and a message that names its subject only by a pronoun
// carries the assistant's sentence that names it (referent.go). The
// injection guard judges sentences and clauses (guard.go): an instruction is
// dropped and counted in Result.Injections, and the user's own statements
// beside it are kept, read only by the specific rules. It never fails except
// when ctx is done.
func (e *Extractor) Extract(ctx context.Context, t *events.Turn) (extract.Result, error) {
	if err := ctx.Err(); err != nil {
		return extract.Result{}, err
	}
	r := run{ts: t.TS, bare: -1}
	proposal := "" // the assistant's last message before the user's (confirm.go)
	for _, m := range t.Messages {
		if m.Role == events.RoleAssistant {
			proposal = m.Content
			continue
		}
		if m.Role != events.RoleUser {
			continue
		}
		n := len(r.facts)
		if !r.confirm(m.Content, proposal) {
			r.message(m.Content)
			if proposal != "" && pointsBack(m.Content) && !extract.IsInstruction(m.Content) {
				if ref := referent(proposal); ref != "" {
					r.resolveBack(m.Content, ref, n) // referent.go
				}
			}
		}
		proposal = ""
		if name := strings.TrimSpace(m.Name); name != "" {
			for i := n; i < len(r.facts); i++ {
				r.facts[i].Content = attribute(r.facts[i].Content, name)
			}
		}
	}
	return extract.Result{Facts: r.facts, Forget: r.forget, Injections: r.injections}, nil
}

// attribute names the speaker in a fact's content when the message carries
// a speaker name (a group chat, a transcript): "User's wife is a doctor" →
// "Ann's wife is a doctor", "用户喜欢咖啡" → "Ann喜欢咖啡", and a statement
// whose subject the rules dropped ("Went hiking") → "Ann: Went hiking".
// Without it, facts from two people in one conversation read alike.
func attribute(content, name string) string {
	switch {
	case strings.Contains(content, name):
		return content
	case strings.HasPrefix(content, "User's "):
		return name + "'s " + strings.TrimPrefix(content, "User's ")
	case strings.HasPrefix(content, "User "):
		return name + " " + strings.TrimPrefix(content, "User ")
	case strings.HasPrefix(content, "用户"):
		return name + strings.TrimPrefix(content, "用户")
	case hasHan(content):
		return name + "：" + content
	}
	return name + ": " + content
}

// ExtractText is Extract for a single user message at ts; the evaluation and
// benchmarks use it.
func (e *Extractor) ExtractText(text string, ts time.Time) extract.Result {
	r := run{ts: ts, bare: -1}
	r.message(text)
	return extract.Result{Facts: r.facts, Forget: r.forget, Injections: r.injections}
}

// run accumulates the output of one turn.
type run struct {
	ts         time.Time
	facts      []events.Fact
	forget     []events.ForgetIntent
	remembered bool // inside an explicit "remember …"
	// userSubject: an earlier clause of the sentence was about the user's
	// identity, so a bare "35岁" or "做硬件测试的" that follows is about them too.
	userSubject bool
	// atMessageStart: the clause is the first of its sentence and nothing
	// but pleasantries came before it in the message ("hi! dev at Stripe").
	atMessageStart bool
	question       bool   // the current sentence ends with a question mark
	raw            string // the current clause before fillers and politeness were trimmed
	judged         bool   // a rule looked at the sentence and chose to keep nothing; the generic rule must not either
	prev           string // the previous clause of the sentence, "" for the first
	// lastStanding is the index in facts of the standing instruction the
	// previous sentence of the message kept, -1 for none; prevSentence is
	// that sentence (standing.go).
	lastStanding int
	prevSentence string
	// carry is the index in facts of a rule or event whose subject-less
	// continuation clauses ("…必须总监签字，不能例外") join its content; -1 if none.
	carry      int
	rememberOn bool // a bare "记住，" / "remember:" clause applies to the rest of the sentence
	// bare is the index in facts of a conclusion that names nothing yet
	// ("就这么定了"); it is kept only if a continuation clause joins it; -1 if none.
	bare    int
	emitted bool // the current clause emitted something
	forget0 int  // len(forget) when the current message began
	// strictForget limits forget objects to a key, everything or a named
	// topic (a request after a comma inside a longer clause)
	strictForget bool
	dates        [4]dateMemo // see date
	nDates       int
	// injections counts the instruction sentences and clauses dropped;
	// tainted is set for a message that held one, whose other sentences the
	// generic rule then leaves alone (guard.go).
	injections int
	tainted    bool
}

var apostrophes = strings.NewReplacer("’", "'", "‘", "'", "＇", "'")

func (r *run) message(text string) {
	text = strings.TrimSpace(text)
	if text == "" || isChitchat(text) {
		return
	}
	r.tainted = false
	if extract.HasMarkers(text) {
		text = r.dropForged(text)
	}
	if containsRuneOf(text, "’‘＇") {
		text = apostrophes.Replace(text)
	}
	if isTextTask(text) {
		return // "translate this: 我叫…", "write an email saying I'm …": the payload is not about the user
	}
	text = normalizeEN(text)
	text = cutCorrectionLead(text) // correction.go
	text = cutForgotLead(text)     // forget.go
	facts0 := len(r.facts)
	r.forget0 = len(r.forget)
	defer func() {
		if len(r.forget) > r.forget0 {
			// a message that asks to forget is about memory: what else it
			// says justifies the request ("it was my sister, not me", "I
			// don't live in Denver anymore") and is not stored
			r.facts = r.facts[:facts0]
		}
	}()
	var clauses, unread []string // unread: first-person clauses no specific rule took
	var spans []sentenceSpan
	r.lastStanding, r.prevSentence = -1, ""
	seen := false // a sentence other than a pleasantry came before
	for _, s := range r.guardSentences(text, splitSentences(text)) {
		if isChitchat(s) || leadWordsEN[firstWord(s)] && len(leadEN.FindString(s)) == len(s) {
			continue
		}
		if r.labelled(s) {
			seen = true
			continue
		}
		if hypothetical(s) {
			// "If I moved to Canada, …", "假设我是产品经理，…": a supposition,
			// not something the user said is true
			seen = true
			continue
		}
		if hasColon(s) {
			if m := selfLabel.FindStringIndex(s); m != nil && m[1] < len(s) {
				s = s[m[1]:] // "Context: PhD student at ETH Zurich, 27"
				seen = false
			} else if k := framingLeadEN(s); k > 0 {
				s = s[k:] // "quick intro so you know who you're talking to: I'm Priya, 34, …"
				seen = false
			}
		}
		said := s // the sentence as said, for standingSentence
		r.question = isQuestion(text, s)
		if !hasHan(s) && len(s) > 12 {
			if m := questionTailEN.find(s, strings.ToLower(s)); m != nil && m[0] > 0 && selfSubjectEN.MatchString(s[:m[0]]) {
				// "I'm in GMT+8, what time would 3pm EST be for me?": the
				// statement before the question is read alone
				s, r.question = s[:m[0]], false
			}
		}
		if !r.question && !hasHan(s) {
			bare := s
			if w := firstWord(s); leadWordsEN[strings.ToLower(w)] {
				bare = leadEN.ReplaceAllString(s, "")
			}
			if full := restoreSubjectEN(bare); full != bare && informativeEN(bare, r.ts) {
				s = full // "Started a new job at Netflix last week"
			} else if containsAny(strings.ToLower(bare), conditionWordsEN) && conditionLeadEN.MatchString(bare) {
				s = "I'm " + bare // "allergic to shellfish btw", "lactose intolerant, and …"
			}
		}
		if r.jobChange(s) {
			seen = true
			continue // correction.go
		}
		from := len(r.facts)
		clauses = splitClauses(s, clauses[:0])
		if hasHan(s) {
			clauses = joinLeadIns(clauses)
		}
		r.rememberOn = false
		r.judged = false
		r.carry = -1
		r.bare = -1
		n := len(r.facts) + len(r.forget)
		for i, c := range clauses {
			if r.carry >= 0 && r.continues(c) {
				if r.carry == r.bare {
					r.bare = -1 // "咱们就这么定了，周六去爬山"
				}
				continue
			}
			r.dropBare()
			r.carry = -1
			r.atMessageStart = i == 0 && !seen
			if i > 0 {
				r.prev = clauses[i-1]
			} else {
				r.prev = ""
			}
			before := len(r.facts)
			if r.rememberOn {
				r.remembered = true
				if hasHan(c) {
					r.clause("记住" + c)
				} else {
					r.clause("remember that " + c)
				}
				r.remembered = false
				continue
			}
			if askingClause(c, r.question) {
				// "would I need a visa", "你记得我叫什么吗": a question clause
				// states nothing, and the clauses around it are judged alone
				r.judged = true
				continue
			}
			r.clause(c)
			if len(r.facts) > before && r.facts[len(r.facts)-1].Type != events.TypeProfile {
				r.userSubject = false // the sentence moved on to something else ("我家猫叫团子，三岁了")
			}
			if len(r.facts) == before && len(clauses) > 1 && ownClause(c) {
				unread = append(unread, c)
			}
		}
		r.dropBare()
		r.carry = -1
		seen = true
		if len(r.facts)+len(r.forget) > n && len(r.forget) == r.forget0 && !r.question {
			// the specific rules kept some clauses of the sentence: each
			// first-person clause they left is judged alone by the generic
			// rule ("I don't own a car, I bike everywhere")
			for _, c := range unread {
				if slices.ContainsFunc(r.facts[from:], func(f events.Fact) bool { return restates(f.Content, c) }) {
					continue // a later clause took it up ("…, and I love it")
				}
				if (!r.tainted || plainOwnStatement(c)) && (hasHan(c) && informativeZH(c) || !hasHan(c) && informativeEN(c, r.ts) && cutRequestEN(c) == c) {
					r.generic(text, c)
				}
			}
		}
		unread = unread[:0]
		if len(r.facts)+len(r.forget) == n && !r.judged && (!r.tainted || plainOwnStatement(s)) && !r.teamFact(s, true) {
			r.generic(text, s)
			if len(r.facts)+len(r.forget) == n {
				r.teamFact(s, false) // team.go: a first-person-plural statement nothing else took
			} // generic.go: only sentences no specific rule covered
		}
		r.standingSentence(said, from) // standing.go
		spans = append(spans, sentenceSpan{said, from, len(r.facts), r.lastStanding >= 0 && r.lastStanding < from})
	}
	r.learnedStanding(spans) // learned.go
}

// hasColon reports whether s holds a colon, ASCII or full-width, as every
// match of selfLabel does; most sentences have none and skip it.
// informativeZH reports whether Chinese clause c names something beyond
// the conversation: a number, a word in Latin letters, or ten characters
// and more ("我每周三晚上去游泳", not "我基础比较差").
func informativeZH(c string) bool {
	for _, r := range c {
		if r < 0x80 && (r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return true
		}
	}
	return utf8.RuneCountInString(c) >= 10
}

// ownClause reports whether clause c opens with the user as subject: "I",
// "I'm", "my …", "我…" (not "我们").
func ownClause(c string) bool {
	c = strings.TrimSpace(c)
	if hasHan(c) {
		return strings.HasPrefix(c, "我") && !strings.HasPrefix(c, "我们")
	}
	switch strings.ToLower(firstWord(c)) {
	case "i", "i'm", "i've", "my":
		return true
	}
	return false
}

// conditionLeadEN opens a sentence that states a condition or a diet of
// the user's with the subject dropped ("allergic to shellfish btw").
var conditionLeadEN = compile(`(?i)^(?:severely\s+|very\s+|mildly\s+|also\s+)?(?:allergic\s+to|lactose[- ]intolerant|gluten[- ]intolerant|diabetic|prediabetic|coeliac|celiac|vegan|vegetarian|pescatarian|asthmatic|epileptic|pregnant)\b`)

// conditionWordsEN are the words conditionLeadEN needs one of: a sentence
// with none skips the expression.
var conditionWordsEN = []string{"allergic", "intolerant", "diabetic", "coeliac", "celiac", "vegan", "vegetarian", "pescatarian", "asthmatic", "epileptic", "pregnant"}

// selfOpenEN opens a self-description: "I'm …", "my …", "name's …", "41, …".
var selfOpenEN = compile(`(?i)^(?:i'm|i am|i've|i have|i\s|my\s|name's\s|name\s+is\s|\d{2}\s*(?:,|yo\b|y/o\b))`)

// framingWordsEN in a lead before a colon make it more than a framing: a
// label of a rule or a to-do, a request to remember, or a message to the
// agent or the memory, which the other rules and the injection guard read.
var framingWordsEN = []string{"remember", "note", "rule", "todo", "to-do", "task", "system", "assistant", "memory", "instruction", "policy", "admin", "store", "save", "decision", "plan", "reminder", "remind"}

// framingLeadEN returns where the self-description starts in sentence s
// when s opens with a short framing before a colon that states nothing
// itself ("quick intro so you know who you're talking to: I'm Priya, …",
// "ok so background: name's Tomasz …"), or 0. The lead has at most ten
// words, no first-person word and none of framingWordsEN; what follows the
// colon opens a self-description (selfOpenEN).
func framingLeadEN(s string) int {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i > 80 || i+1 >= len(s) || s[i+1] != ' ' || hasHan(s) {
		return 0
	}
	lead := strings.ToLower(s[:i])
	if len(strings.Fields(lead)) > 10 || containsAny(lead, framingWordsEN) {
		return 0
	}
	for _, w := range strings.FieldsFunc(lead, func(r rune) bool { return r == ' ' || r == ',' }) {
		switch w {
		case "i", "i'm", "i've", "my", "me", "we", "our", "we're":
			return 0
		}
	}
	rest := strings.TrimLeft(s[i+1:], " ")
	if !selfOpenEN.MatchString(rest) {
		return 0
	}
	return len(s) - len(rest)
}

func hasColon(s string) bool {
	return strings.Contains(s, ":") || strings.Contains(s, "：")
}

// hypotheticalEN and hypotheticalZH open a supposition.
var (
	hypotheticalEN = []string{"if ", "suppose ", "supposing ", "imagine ", "what if ", "let's say ", "lets say ", "pretend ",
		"assume ", "assuming ", "hypothetically", "in case ", "say i ", "say i'm ", "even if ", "unless "}
	hypotheticalZH = []string{"如果", "假如", "假设", "要是", "万一", "假使", "倘若", "比如说", "比方说", "设想", "想象一下", "即使", "就算"}
)

// hypothetical reports whether sentence s opens with a supposition ("If I
// moved to Canada, would I …", "Imagine I'm the CEO", "假如我是…"): what
// follows is not a statement about the user.
func hypothetical(s string) bool {
	if hasHan(s) {
		for _, p := range hypotheticalZH {
			if strings.HasPrefix(s, p) {
				return true
			}
		}
		return false
	}
	l := strings.ToLower(s)
	if w := firstWord(l); leadWordsEN[w] {
		l = strings.ToLower(leadEN.ReplaceAllString(s, ""))
	}
	for _, p := range hypotheticalEN {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}

// askWordsEN open an English question clause.
var askWordsEN = wordSet(`do does did would will can could should shall is are am was were have has how what
		where when why who which whom whose any anyone anybody isn aren don doesn didn wouldn couldn shouldn`)

// softenedRequestZH reports whether a clause that ends with 嘛 asks for a
// degree or a moment of something ("你回我简单点嘛", "你说慢一些嘛",
// "你等一下嘛"): a request softened by the particle, not a question.
func softenedRequestZH(t string) bool {
	t = strings.TrimSuffix(t, "嘛")
	return strings.HasSuffix(t, "点") || strings.HasSuffix(t, "些") || strings.HasSuffix(t, "一下")
}

// askingClause reports whether clause c asks rather than states: in a
// sentence that ends with a question mark, an English clause that opens with
// an auxiliary or a wh-word ("would I need a visa", "is that normal"); in
// Chinese, a clause that ends with the particle 吗 or, in a question, is
// phrased as one ("你记得我叫什么吗", "我该去哪儿玩").
func askingClause(c string, question bool) bool {
	c = strings.TrimSpace(c)
	if hasHan(c) {
		t := strings.TrimRight(c, "？?！!。. ")
		if forgetReqZH.MatchString(t) && !askForgetZH.MatchString(forgetReqZH.FindStringSubmatch(t)[1]) {
			return false // "能把我的住址删掉吗" asks for an action
		}
		if strings.HasSuffix(t, "吗") || strings.HasSuffix(t, "嘛") && strings.HasPrefix(t, "你") && !softenedRequestZH(t) {
			return true
		}
		return question && (strings.HasPrefix(t, "你") || strings.HasPrefix(t, "您")) && questionZH(t)
	}
	if !question {
		return false
	}
	if w := firstWord(c); leadWordsEN[w] {
		c = leadEN.ReplaceAllString(c, "")
	}
	w := firstWord(c)
	if !askWordsEN[w] {
		return false
	}
	// "can you reply in Spanish?", "could you keep it short?" are requests
	// (reply preferences), not questions
	rest := strings.TrimLeft(c[len(w):], " ")
	return !(w == "can" || w == "could" || w == "would" || w == "will") || firstWord(rest) != "you"
}

// dropBare removes a conclusion that no continuation clause completed
// ("我觉得可以，就这么定了" settles the conversation, not a matter).
func (r *run) dropBare() {
	if r.bare >= 0 && r.bare == len(r.facts)-1 {
		r.facts = r.facts[:r.bare]
		r.judged = true
	}
	r.bare = -1
}

// addCarry adds a rule or event whose subject-less continuation clauses
// join its content (see continues).
func (r *run) addCarry(f events.Fact) {
	n := len(r.facts)
	r.add(f)
	if len(r.facts) > n {
		r.carry = n
	}
}

func (r *run) add(f events.Fact) {
	f.Content = strings.TrimSpace(f.Content)
	if settingKeys[f.Key] {
		f.Type = events.TypeProfile // a reply setting or a diet is a profile value, as in the LLM extractor's prompt
	}
	if f.Type == events.TypeProfile && f.Value != "" {
		v := cleanValue(f.Key, f.Value)
		if v == "" {
			return // "住在哪" names no place
		}
		if v != f.Value {
			f.Content = strings.Replace(f.Content, f.Value, v, 1)
			f.Value = v
		}
	}
	if f.Type == events.TypeFact && f.Key == "" && fanOf.MatchString(f.Content) {
		f.Type = events.TypePreference // "Is a Chelsea fan", "用户是国安球迷": a liking
	}
	if f.Key == "employer" && hasHan(f.Value) {
		f.Value = orgOnlyZH(f.Value) // "协和医院急诊科" → "协和医院"; the content keeps the department
	}
	if f.Key == "role" && hasHan(f.Value) && fieldOfWorkZH(f.Value) {
		// "做知识产权方向的": a field of work is a fact, not the user's post
		f = events.Fact{Type: events.TypeFact, Content: "用户做" + f.Value + "的工作", Confidence: confFact, Importance: impFact}
	}
	if f.Key == "role" {
		if v := cleanRole(f.Value); v != f.Value && v != "" {
			f.Value = v
			if hasHan(v) {
				f.Content = "职业是" + v
			} else {
				f.Content = "Works as " + aOrAn(v) + " " + v
			}
		}
	}
	if f.Content == "" || addressesAgent(f.Content) {
		return
	}
	if r.remembered {
		f.Confidence = max(f.Confidence, confRemember)
		f.Importance = min(max(f.Importance, impRemember), 0.95)
	}
	for _, g := range r.facts {
		if g.Type == f.Type && g.Key == f.Key && (f.Key != "" && g.Value == f.Value || f.Key == "" && g.Content == f.Content) {
			return
		}
	}
	r.facts = append(r.facts, f)
	r.emitted = true
}

// fanOf is a statement of being a fan of something ("Is a Chelsea fan",
// "用户是国安球迷", "我是周杰伦的铁粉"), which the labelled sets read as a
// preference.
var fanOf = regexp.MustCompile(`(?i)^(?:is|i'm|i\s+am)\s+(?:a\s+|an\s+)?(?:big\s+|huge\s+|massive\s+|lifelong\s+|die-hard\s+)?[\w .'&-]{1,30}\s+(?:fan|supporter)\b|^(?:用户|我)是[^，。,]{1,10}(?:球迷|粉丝|铁粉|歌迷|影迷)`)

// Confidence and importance heuristics; the table in doc.go explains them.
const (
	confRemember   = 0.95
	confIdentity   = 0.9
	confReply      = 0.9
	confReminder   = 0.9
	confPreference = 0.85
	confRule       = 0.85
	confPlan       = 0.8
	confEvent      = 0.8
	confFact       = 0.8
	confWeak       = 0.75

	impRemember   = 0.8
	impName       = 0.9
	impProfile    = 0.8
	impReply      = 0.7
	impRule       = 0.8
	impPreference = 0.6
	impTodo       = 0.6
	impEvent      = 0.5
	impFact       = 0.5
)

var (
	leadEN = compile(`(?i)^(?:(?:ok(?:ay)?|so|well|oh|ah|(?:hey+|hi+|hello)\s+there|hey+|heya|hiya|howdy|yo|hi+|hello|fwiw|imo|imho|tbf|ngl|quick\s+note|side\s+note|anyways|honestly|frankly|tbh|basically|btw|by the way|also|and|but|actually|anyway|um+|uh+|fyi|just so you know|for the record|yeah|yes|no|lol|haha)\b[\s,:!-]*)+`)
	leadZH = compile(`^(?:对了|另外|还有|而且|并且|但是|不过|其实|顺便说一下|顺便说|顺便|嗯+|哦+|啊|那个|好的|好吧|然后|所以|就是|你好|哈+)+[\s，,：:]*`)
)

// leadStartsZH are the first characters of leadZH's fillers.
const leadStartsZH = "对另还而并但不其顺嗯哦啊那好然所就你哈"

// leadWordsEN are the first words of leadEN's fillers.
var leadWordsEN = map[string]bool{"ok": true, "okay": true, "so": true, "well": true, "oh": true, "ah": true, "hey": true,
	"hi": true, "hello": true, "heya": true, "hiya": true, "howdy": true, "yo": true, "honestly": true, "frankly": true, "tbh": true, "basically": true, "btw": true, "by": true,
	"also": true, "and": true, "but": true, "actually": true, "anyway": true, "um": true, "umm": true, "uh": true, "uhh": true,
	"fyi": true, "just": true, "hii": true, "hiii": true, "heyy": true, "heyyy": true, "fwiw": true, "imo": true, "imho": true,
	"tbf": true, "ngl": true, "quick": true, "side": true, "anyways": true, "for": true, "yeah": true, "yes": true, "no": true, "lol": true, "haha": true}

func firstWord(s string) string {
	i := 0
	for i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z') {
		i++
	}
	return strings.ToLower(s[:i])
}

// trailWords are dropped from the end of a clause.
var trailWords = []string{"lol", "haha", "hahaha", "hehe", ":)", ":d", "thanks", "thank you", "thx", "please", "pls", "plz",
	"哈哈", "哈", "呀", "啊", "哦", "呢", "啦", "喔", "嘛", "吧"}

// trimTrail removes trailing punctuation, emoticons and politeness words.
func trimTrail(c string) string {
	for {
		c = strings.TrimRight(c, " \t,，~～!！.。")
		changed := false
		lc := strings.ToLower(c)
		for _, w := range trailWords {
			if strings.HasSuffix(lc, w) && len(c) > len(w) {
				prev := c[len(c)-len(w)-1]
				if w[0] < utf8.RuneSelf && w[0] != ':' && prev != ' ' && prev != ',' {
					continue // part of a word ("Bangkok" does not end in "ok")
				}
				c = c[:len(c)-len(w)]
				changed = true
				break
			}
		}
		if !changed {
			return strings.TrimSpace(c)
		}
	}
}

func (r *run) clause(c string) {
	r.raw = c
	han := hasHan(c)
	if han {
		if r, _ := utf8.DecodeRuneInString(c); strings.ContainsRune(leadStartsZH, r) {
			c = leadZH.ReplaceAllString(c, "")
		}
	} else if w := firstWord(c); leadWordsEN[w] {
		c = leadEN.ReplaceAllString(c, "")
	}
	c = trimTrail(c)
	if c == "" || isChitchat(c) {
		return
	}
	lower := strings.ToLower(c)
	if r.forgetIntent(c, lower, han) {
		return
	}
	if rest, ok := rememberPrefix(c, lower, han); ok {
		if rest == "" {
			r.rememberOn = true
			return
		}
		prev := r.remembered
		r.remembered, r.emitted = true, false
		r.clause(rest)
		if !r.emitted {
			content := rest
			if !hasHan(rest) {
				content = thirdEN(rest)
			} else {
				content = thirdZH(rest)
			}
			d, dated := r.date(content)
			typ := cueType(rest, hasHan(rest), dated, d.future)
			if typ == events.TypeEvent && d.future {
				typ = events.TypeTodo // "记一下，下周三下午两点有个面试"
			}
			et := r.dated(&content, hasHan(rest))
			r.add(events.Fact{Type: typ, Content: content, Confidence: confRemember, Importance: impRemember, EventTime: et})
		}
		r.remembered = prev
		return
	}
	n := len(r.facts)
	if han {
		r.chinese(c)
	} else {
		r.english(c, lower)
	}
	if len(r.facts) == n {
		r.profileMore(c, lower, han)
	}
}

var (
	rememberEN = compile(`(?i)^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:remember|note|keep in mind|make a note|take note|don't forget|do not forget|never forget)(?:\s+that|\s*:|\s*,)?\s+`)
	rememberZH = compile(`^(?:请|麻烦|帮我|你要|你得|你)?(?:记住|记下|记一下|记好|记得|牢记)(?:了|一下)?(?:[：:，,]|\s)*`)
)

func rememberPrefix(c, lower string, han bool) (string, bool) {
	if han {
		if m := rememberZH.FindStringIndex(c); m != nil {
			rest := c[m[1]:]
			if strings.HasPrefix(rest, "提醒") || strings.HasPrefix(rest, "要") || strings.HasPrefix(rest, "帮我") {
				return "", false // 记得提醒我… is a reminder
			}
			return strings.TrimSpace(rest), true
		}
		return "", false
	}
	if m := rememberEN.FindStringIndex(c); m != nil {
		rest := c[m[1]:]
		rl := strings.ToLower(rest)
		if strings.HasPrefix(rl, "to ") || strings.HasPrefix(rl, "me to ") {
			return "", false // "don't forget to …" is a to-do
		}
		return strings.TrimSpace(rest), true
	}
	return "", false
}

// ---- forget intents ----

var (
	forgetAllEN   = compile(`(?i)^(?:please\s+|pls\s+|can you\s+|could you\s+|i want you to\s+|i'd like you to\s+)?(?:(?:forget|erase|delete|wipe|remove|clear)\s+(?:about\s+)?me(?:\s+completely|\s+entirely)?(?:\s+from\s+(?:your\s+)?(?:memory|memories|records|database|system))?$|(?:forget|erase|delete|wipe|remove|clear|purge)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:everything|anything|all|the\s+data|the\s+info|(?:my|all\s+my)\s+(?:data|memories|memory|info|information|personal\s+data|history|profile))(?:\s+(?:that\s+)?(?:you|you've|you\s+have)\s+(?:know|have|remember|stored|saved|keep|kept|got|collected|recorded))?(?:\s+(?:about|on|of)\s+me)?(?:\s+completely|\s+entirely|\s+from\s+your\s+memory)?$)`)
	forgetWhatEN  = compile(`(?i)\b(?:forget|disregard|delete|erase|scratch|scrap|drop|remove|ignore|never\s*mind)\s+(?:what|everything|anything|all|the\s+stuff|the\s+thing|the\s+part)\s+(?:that\s+)?i\s+(?:said|told\s+you|mentioned|wrote|shared)(?:\s+(?:earlier|before|previously|last\s+time))?\s+(?:about|regarding|on|re)\s+(.+)$`)
	forgetThatEN  = compile(`(?i)^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:forget|delete|erase|remove)\s+(?:that|about|the\s+fact\s+that)\s+(.+)$`)
	forgetMyEN    = compile(`(?i)^(?:please\s+|pls\s+|can you\s+|could you\s+)?(?:forget|delete|erase|remove)\s+(?:my|the)\s+(.+?)(?:\s+(?:you\s+have|you\s+stored|on\s+file|i\s+gave\s+you))?$`)
	forgetWhEN    = compile(`(?i)\b(?:forget|delete|erase|remove|drop|clear)\s+(?:about\s+)?(where\s+i\s+(?:live|stay|am\s+based|'m\s+based|reside)|where\s+i\s+(?:work|am\s+working|'m\s+working)|who\s+i\s+work\s+for|what\s+i\s+do(?:\s+for\s+(?:a\s+)?(?:living|work))?|what\s+my\s+job\s+is|how\s+old\s+i\s+am|what\s+my\s+name\s+is|what\s+i'm\s+called|what\s+to\s+call\s+me|where\s+i'm\s+from|where\s+i\s+am\s+from|where\s+i\s+come\s+from|what\s+time\s+zone\s+i'm\s+in|my\s+(?:old|previous|former|current|new|last)\s+(?:employer|company|job|role|address|city|location|name|timezone|time\s+zone))\b`)
	forgetSaidEN  = compile(`(?i)^(?:please\s+|pls\s+|just\s+|can\s+you\s+|could\s+you\s+)?(?:forget|disregard|ignore)\s+(?:that\s+)?i\s+(?:ever\s+)?(?:said|mentioned|told\s+you(?:\s+about)?|brought\s+up|talked\s+about)\s+(.+)$`)
	stopKeepingEN = compile(`(?i)^(?:please\s+)?(?:stop|quit|don't\s+keep|do\s+not\s+keep|no\s+more)\s+(?:remembering|storing|saving|recording|tracking|keeping)\s+(?:things|anything|stuff|info(?:rmation)?|data|notes|memories)?\s*(?:about|on)\s+me$`)
	forgetAboutEN = compile(`(?i)^(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:forget|delete|erase|remove|wipe|clear)\s+(?:everything|anything|all|whatever)\s+(?:(?:that\s+)?you\s+(?:know|have|remember|stored|saved)\s+)?(?:about|regarding|related\s+to|on|concerning)\s+(?:my\s+)?(.+)$`)
	// "you can drop the gluten thing", "scrap that bit about my sister's wedding"
	forgetThingEN  = compile(`(?i)\b(?:forget|drop|scrap|scratch|ignore|disregard|delete|remove|nix|toss)\s+(?:about\s+)?(?:the|that|this|all\s+the|my)\s+(.+?)\s+(?:thing|stuff|bit|part|business|info)(?:\s+(?:i\s+(?:said|mentioned|told\s+you)|from\s+before|from\s+earlier))?$`)
	forgetBitEN    = compile(`(?i)\b(?:forget|drop|scrap|scratch|ignore|disregard|delete|remove)\s+(?:that|this|the\s+(?:bit|part|stuff|thing|info|note))\s+(?:about|regarding|re|on)\s+(.+)$`)
	forgetMsgEN    = compile(`(?i)\b(?:forget|disregard|ignore|delete|scrap|scratch|drop)\s+(?:my|the|that)\s+(?:earlier|previous|last|old|other)\s+(?:message|msg|comment|note|text|point)\s+(?:about|regarding|re|on)\s+(.+)$`)
	nvmAboutEN     = compile(`(?i)^(?:nvm|never\s*mind|nevermind|scratch\s+that|forget\s+it|ignore\s+that)\s*,?\s*(?:about|re|regarding|on)\s+(.+)$`)
	forgetKnowEN   = compile(`(?i)\b(?:forget|delete|erase|remove|wipe|clear|purge)\s+(?:what|whatever|anything|everything|all)\s+(?:(?:that\s+)?you\s+(?:know|have|remember|stored|saved|learned|kept|got)\s+)?(?:about|regarding|on|re)\s+(.+)$`)
	dontRememberEN = compile(`(?i)\b(?:don't|do\s+not|dont)\s+(?:want\s+you\s+(?:to\s+)?)?(?:remember|remembering|store|storing|keep|keeping|save|saving|track|tracking)\s+(?:anything|stuff|things|info|information|data|any\s+\p{L}+)\s+(?:about|on)\s+me\b`)
	takeBackEN     = compile(`(?i)\b(?:i\s+take\s+back|take\s+back|strike|unsay)\s+(?:what\s+i\s+said|everything\s+i\s+said|that)\s+(?:about|regarding|re)\s+(.+)$`)
	forgetPrefEN   = compile(`(?i)^(?:(?:that|the|my)\s+(?:last\s+|previous\s+|earlier\s+|old\s+)?(preference|rule|reminder|plan)\s+(?:is\s+)?(?:no\s+longer\s+(?:valid|applies|true)|doesn't\s+apply\s+anymore|is\s+outdated|can\s+go|is\s+cancelled|is\s+canceled))`)

	forgetAllZH  = compile(`关于我的(?:东西|信息|数据|记忆|资料|内容|一切)(?:都|全|全部|统统)?(?:删掉|删了|删除|清空|忘掉|忘了)|^(?:请|麻烦|你)?(?:把我忘了|忘了我|忘掉我|忘记我)(?:吧|好了|吧吧)?$|(?:删除|删掉|清空|清除|抹掉|忘掉|忘记)(?:掉)?(?:你)?(?:记住的|记下的|记得的|存的|保存的|存储的|知道的|记录的|掌握的)?(?:关于我的|我的|有关我的)?(?:所有|全部|一切)(?:的)?(?:关于我的)?(?:信息|数据|记忆|资料|内容)?|(?:关于我的|我的)(?:所有|全部|一切)(?:信息|数据|记忆|资料|内容)?(?:都|全)?(?:删掉|删了|删除|清空|忘掉|忘了)|^(?:请|麻烦)?(?:删除|删掉|清空)(?:关于)?我的(?:信息|数据|记忆|资料)`)
	forgetWhatZH = compile(`(?:忘掉|忘记|忘了|删掉|删除|别记|不要记)(?:吧)?(?:我)?(?:之前|刚才|上次|以前)?(?:说|讲|提|告诉你|跟你说)(?:过)?的?(?:关于|那个|那些|有关)?(.*)$`)
	forgetDropZH = compile(`^(?:我)?(?:之前|刚才|上次|以前)?(?:说|讲|提|设置)(?:过)?的(?:那个|那些|这个)?(.+?)(?:不要了|作废了?|取消了?|算了|不算了?|不用记了|别记了|不用了|删了吧?|删掉吧?|忘了吧|忘掉吧|不对了)$`)
	forgetBaZH   = compile(`^(?:请|麻烦)?(?:你)?把(?:我的|关于我的|我)?(.*?)(?:都|全|全部)?(?:给我)?(?:忘掉|忘了|忘记|删掉|删了|删除|清掉|清除|清空|抹掉)(?:吧|了|掉|好了)*$`)
	dropMemZH    = compile(`^(?:那个|这个|之前的|上次的|刚才的|之前那个|我的|关于我的)?(\p{Han}{0,4}?(?:偏好|设置|信息|记录|记忆|提醒|规则|计划|地址|名字|年龄|生日|电话|住址|工作|公司|职业|资料|数据))(?:就|也|都)?(?:删掉|删了|删除|去掉|不要了|作废|清掉)(?:吧|了)*$`)
	forgetWhZH   = compile(`(?:忘掉|忘记|忘了|删掉|删除|别记)(?:吧)?(?:我)?(住哪儿?|住哪里|住在哪儿?|住在哪里|在哪儿?(?:工作|上班)|在哪里(?:工作|上班)|在哪家公司|叫什么(?:名字)?|的名字|多大|几岁|的年龄|做什么(?:工作)?|干什么(?:工作)?|是做什么的|的工作|的职业|的公司|哪里人|是哪里人|老家在哪儿?|的时区)`)
	dontKeepXZH  = compile(`^(?:关于)?(.+?)(?:的事情|的事|那件事|那个事|这件事|那个|这个)?(?:你)?(?:就)?(?:别|不要|不用)再?记(?:着|住|了)?(?:了|吧|啦)*$`)
	aboutDropZH  = compile(`^关于(?:我的?)?(.*?)(?:的事情|的事|的东西|的信息|的内容|的记录)?(?:你)?(?:都|全|全部|统统)?(?:删掉|删了|删除|忘掉|忘了|清掉|清空|别记了|不用记了)(?:吧|了|啊)*$`)
	bareForgetZH = compile(`^(?:就|你就|还是)?(?:忘了|忘掉|删了|删掉|别记了|不用记了|不要记了|当我没说)(?:吧|啊|哈)?$`)
	aboutPrevZH  = compile(`^(?:我)?(?:之前|刚才|上次|以前)?(?:跟你|和你|给你|对你)?(?:说|讲|提)(?:过)?的(?:那个|那些|这个)?`)
	unsaidZH     = compile(`^(?:关于)?(.+?)(?:就|你就)?当我没(?:说|提|讲)(?:过)?(?:吧|哈|啊)?$|^(?:就|你就)?当我没(?:说|提|讲)(?:过)?(.+?)(?:吧)?$`)
	forgetMyZH   = compile(`^(?:请|麻烦)?(?:忘掉|忘记|忘了|删掉|删除)(?:我的|关于我的|关于)(.+?)(?:吧)?$`)
)

// allDataZH are nouns that name everything stored about the user ("把我的数据全部删掉").
var allDataZH = map[string]bool{"数据": true, "信息": true, "记忆": true, "资料": true, "内容": true, "记录": true, "东西": true, "个人信息": true, "个人数据": true}

// settingKeys are the profile keys the rules write from a preference or a
// fact about the user ("Prefers answers in German", "Is vegan"): they name
// how every answer is given or what the user eats, so they are typed
// profile and are current in the user's profile.
var settingKeys = map[string]bool{"language": true, "response_style": true, "diet": true}

// knownKeys are canonical profile keys a forget intent may name.
var knownKeys = map[string]bool{"name": true, "response_style": true, "language": true, "location": true,
	"employer": true, "role": true, "age": true, "timezone": true, "hometown": true, "diet": true}

func (r *run) forgetIntent(c, lower string, han bool) bool {
	add := func(fi events.ForgetIntent) bool {
		fi.Query = strings.TrimSpace(fi.Query)
		if i := strings.Index(fi.Query, ", "); i > 0 && !han {
			fi.Query = fi.Query[:i] // "about the move, plans changed"
		}
		if !han && !fi.All {
			if m := memPlaceEN.FindStringIndex(fi.Query); m != nil && m[0] > 0 {
				fi.Query = strings.TrimSpace(fi.Query[:m[0]]) // "my employer from your memory"
			}
		}
		if fi.Key != "" {
			// "my name" → "name", "我的年龄" → "年龄"; "my old address" keeps its adjective
			if l := strings.ToLower(fi.Query); strings.HasPrefix(l, "my ") && keyWordsEN[l[3:]] != "" {
				fi.Query = fi.Query[3:]
			} else if han {
				fi.Query = strings.TrimPrefix(strings.TrimPrefix(fi.Query, "我的"), "我")
			}
		}
		if fi.Key == "" && fi.Query != "" {
			if han {
				fi.Key = keyOfZH(fi.Query)
			} else if l := strings.ToLower(fi.Query); strings.HasPrefix(l, "my ") || strings.HasPrefix(l, "where ") || strings.HasPrefix(l, "how old") {
				fi.Key = keyOfEN(fi.Query)
			}
		}
		if k := memory.NormalizeKey(stripStaleEN(fi.Query)); fi.Key == "" && fi.Query != "" && knownKeys[k] {
			fi.Key = k
		} else if q := strings.TrimSuffix(strings.TrimSuffix(fi.Query, "信息"), "资料"); fi.Key == "" && q != fi.Query && knownKeys[memory.NormalizeKey(q)] {
			fi.Key = memory.NormalizeKey(q) // 工作信息 → role
		}
		for _, g := range r.forget[r.forget0:] {
			if g.All == fi.All && (fi.All || g.Key != "" && g.Key == fi.Key ||
				fi.Query != "" && g.Query != "" && (strings.Contains(fi.Query, g.Query) || strings.Contains(g.Query, fi.Query))) {
				r.emitted = true
				return true // the same request said twice ("…别记了，删掉")
			}
		}
		r.forget = append(r.forget, fi)
		r.emitted = true
		return true
	}
	if han {
		if !strings.ContainsAny(c, "忘删清别不作取算当抹去撤收") {
			return false
		}
		if r.forgetGeneralZH(c, add) {
			return true
		}
		if q := strings.TrimRight(c, "？?"); taskObjZH.MatchString(c) || otherForgetZH.MatchString(c) ||
			askForgetZH.MatchString(q) && !forgetReqZH.MatchString(q) {
			return false // "把这段代码删掉", "我朋友忘了…", "你会不会忘记…"
		}
		if m := aboutDropZH.FindStringSubmatch(c); m != nil {
			// "关于我前男友的事都删掉"
			if q := strings.TrimSpace(m[1]); q == "" || q == "我" || allDataZH[q] || q == "一切" || q == "所有" || q == "全部" || q == "所有的" || q == "所有东西" {
				return add(events.ForgetIntent{All: true})
			} else {
				return add(events.ForgetIntent{Query: q})
			}
		}
		if bareForgetZH.MatchString(c) && r.prev != "" {
			// "之前跟你说的那个相亲的事，忘了吧": the clause before names it
			q := aboutPrevZH.ReplaceAllString(trimTrail(r.prev), "")
			for _, suf := range []string{"的事情", "的事", "那件事", "那个事", "的"} {
				q = strings.TrimSuffix(q, suf)
			}
			if q != "" && !pronounZH(q) {
				return add(events.ForgetIntent{Query: q})
			}
		}
		if m := unsaidZH.FindStringSubmatch(c); m != nil {
			// "跳槽那个事就当我没说", "当我没说过搬家的事"
			q := strings.TrimSpace(m[1] + m[2])
			for _, suf := range []string{"的事情", "的事", "那件事", "这件事", "那个事", "这个事", "那个", "这个", "的"} {
				q = strings.TrimSuffix(q, suf)
			}
			if q != "" && !pronounZH(q) {
				return add(events.ForgetIntent{Query: q})
			}
		}
		if forgetAllZH.MatchString(c) {
			return add(events.ForgetIntent{All: true})
		}
		if m := forgetBaZH.FindStringSubmatch(c); m != nil {
			if q := strings.TrimSpace(m[1]); q == "" || q == "我" || allDataZH[strings.Trim(q, "所有全部一切的")] {
				return add(events.ForgetIntent{All: true}) // 把我忘了吧
			} else if q != "这个" && q != "那个" && q != "它" {
				q = strings.TrimPrefix(strings.TrimPrefix(q, "之前说的"), "那个")
				return add(events.ForgetIntent{Query: q, Key: whKeyZH(q)})
			}
		}
		if m := dropMemZH.FindStringSubmatch(c); m != nil {
			return add(events.ForgetIntent{Query: m[1]}) // 那个偏好删掉吧
		}
		if m := dontKeepZH.FindStringSubmatch(c); m != nil {
			if allDataZH[strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(m[1], "任何"), "所有"), "的")] {
				return add(events.ForgetIntent{All: true}) // 别再记我的任何信息了
			}
			return add(events.ForgetIntent{Query: m[1]}) // 不要再记我的年龄了
		}
		if m := dontKeepXZH.FindStringSubmatch(c); m != nil && !pronounZH(m[1]) && !strings.HasPrefix(m[1], "我") {
			return add(events.ForgetIntent{Query: m[1]}) // 搬家的事你别记了
		}
		if m := forgetDropZH.FindStringSubmatch(c); m != nil {
			return add(events.ForgetIntent{Query: m[1]})
		}
		if m := forgetMyZH.FindStringSubmatch(c); m != nil {
			return add(events.ForgetIntent{Query: m[1]})
		}
		if m := forgetWhZH.FindStringSubmatch(c); m != nil {
			return add(events.ForgetIntent{Query: m[1], Key: whKeyZH(m[1])})
		}
		if m := forgetWhatZH.FindStringSubmatch(c); m != nil {
			q := strings.TrimSuffix(strings.TrimSuffix(m[1], "吧"), "的事")
			if q == "" {
				q = c
			}
			return add(events.ForgetIntent{Query: q})
		}
		return false
	}
	if !strings.Contains(lower, "forget") && !strings.Contains(lower, "delete") && !strings.Contains(lower, "erase") &&
		!strings.Contains(lower, "wipe") && !strings.Contains(lower, "remove") && !strings.Contains(lower, "clear") &&
		!strings.Contains(lower, "scratch") && !strings.Contains(lower, "mind") && !strings.Contains(lower, "disregard") &&
		!strings.Contains(lower, "purge") && !strings.Contains(lower, "no longer") && !strings.Contains(lower, "anymore") &&
		!strings.Contains(lower, "drop") && !strings.Contains(lower, "outdated") && !strings.Contains(lower, "cancel") &&
		!strings.Contains(lower, "stop ") && !strings.Contains(lower, "keep") && !strings.Contains(lower, "ignore") &&
		!strings.Contains(lower, "scrap") && !strings.Contains(lower, "nvm") && !strings.Contains(lower, "remember") && !strings.Contains(lower, "storing") && !strings.Contains(lower, "tracking") && !strings.Contains(lower, "take back") && !strings.Contains(lower, "nix") && !strings.Contains(lower, "toss") && !strings.Contains(lower, "strike") &&
		!strings.Contains(lower, "store") && !strings.Contains(lower, "saved") && !strings.Contains(lower, "saving") && !strings.Contains(lower, "discard") &&
		!strings.Contains(lower, "unlearn") && !strings.Contains(lower, "get rid") && !strings.Contains(lower, "throw") && !strings.Contains(lower, "retain") &&
		!strings.Contains(lower, "record") && !strings.Contains(lower, "track") && !strings.Contains(lower, "log") && !strings.Contains(lower, "know") && !strings.Contains(lower, "hold on") && !strings.Contains(lower, "hang on") {
		return false
	}
	if strings.HasPrefix(lower, "don't forget") || strings.HasPrefix(lower, "do not forget") || strings.HasPrefix(lower, "never forget") {
		return false
	}
	if r.forgetGeneralEN(c, add) {
		return true
	}
	if forgetAllEN.MatchString(c) {
		return add(events.ForgetIntent{All: true})
	}
	if m := forgetWhEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1], Key: whKeyEN(strings.ToLower(m[1]))})
	}
	if m := forgetWhatEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1]})
	}
	if dontRememberEN.MatchString(c) {
		return add(events.ForgetIntent{All: true})
	}
	if m := forgetMsgEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: trimObj(m[1])})
	}
	if m := nvmAboutEN.FindStringSubmatch(c); m != nil {
		q := m[1]
		if i := strings.IndexByte(q, ','); i > 0 {
			q = q[:i] // "nvm about the job offer, it fell through"
		}
		return add(events.ForgetIntent{Query: trimObj(q)})
	}
	if m := forgetKnowEN.FindStringSubmatch(c); m != nil {
		q := trimObj(m[1])
		if l := strings.ToLower(q); l == "me" || l == "myself" || l == "me completely" {
			return add(events.ForgetIntent{All: true})
		}
		return add(events.ForgetIntent{Query: strings.TrimPrefix(strings.TrimPrefix(q, "my "), "My ")})
	}
	if m := forgetBitEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: trimObj(m[1])})
	}
	if m := forgetThingEN.FindStringSubmatch(c); m != nil && !pronounObj[strings.ToLower(m[1])] {
		return add(events.ForgetIntent{Query: trimObj(m[1])})
	}
	if m := takeBackEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: trimObj(m[1])})
	}
	if m := forgetPrefEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1]})
	}
	if m := forgetSaidEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1]})
	}
	if stopKeepingEN.MatchString(c) {
		return add(events.ForgetIntent{All: true})
	}
	if m := forgetAboutEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1]})
	}
	if m := forgetThatEN.FindStringSubmatch(c); m != nil {
		return add(events.ForgetIntent{Query: m[1]})
	}
	if m := forgetMyEN.FindStringSubmatch(c); m != nil && !strings.HasPrefix(strings.ToLower(m[1]), "keys") && !taskObjEN.MatchString(m[1]) {
		return add(events.ForgetIntent{Query: m[1]})
	}
	// a request after a comma in the same clause ("I don't live in Denver
	// anymore, forget my location")
	if i := strings.Index(c, ", "); i > 0 {
		// only a key, everything or a named topic: "I can relax, forget my
		// troubles" is no request
		prev, raw := r.prev, r.raw
		r.prev, r.raw, r.strictForget = c[:i], "", true
		rest := strings.TrimSpace(c[i+2:])
		if w := firstWord(rest); leadWordsEN[w] {
			rest = leadEN.ReplaceAllString(rest, "")
		}
		ok := r.forgetGeneralEN(rest, add)
		r.prev, r.raw, r.strictForget = prev, raw, false
		return ok
	}
	return false
}

// ---- helpers ----

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

var thirdPrefixes = []struct{ from, to string }{
	{"i'm ", "Is "}, {"i am ", "Is "}, {"i've ", "Has "}, {"i have ", "Has "}, {"i had ", "Had "},
	{"i was ", "Was "}, {"i'll ", "Will "}, {"i will ", "Will "}, {"i'd ", "Would "}, {"i don't ", "Doesn't "},
	{"i do not ", "Does not "}, {"i can't ", "Can't "}, {"i cannot ", "Cannot "}, {"i need ", "Needs "},
	{"i want ", "Wants "}, {"i plan ", "Plans "}, {"i like ", "Likes "}, {"i love ", "Loves "},
	{"i prefer ", "Prefers "}, {"i hate ", "Hates "}, {"i usually ", "Usually "}, {"i always ", "Always "},
	{"i never ", "Never "}, {"i live ", "Lives "}, {"i work ", "Works "}, {"i ", ""}, {"my ", "User's "},
	{"me ", "User "},
}

// thirdEN rewrites a first-person English clause as a clean third-person
// statement, keeping the user's words: "I went hiking" → "Went hiking",
// "my wife is a doctor" → "User's wife is a doctor".
func thirdEN(s string) string {
	s = strings.TrimSpace(s)
	l := strings.ToLower(s)
	for _, p := range thirdPrefixes {
		if strings.HasPrefix(l, p.from) {
			s = p.to + s[len(p.from):]
			break
		}
	}
	return upperFirst(s)
}

// thirdZH rewrites a first-person Chinese clause: a leading 我 becomes 用户.
func thirdZH(s string) string {
	s = strings.TrimSpace(s)
	switch {
	case strings.HasPrefix(s, "我们"):
		return s
	case strings.HasPrefix(s, "我"):
		return "用户" + strings.TrimPrefix(s, "我")
	}
	return s
}

// withDate rewrites the date phrase of a clause as "on 2023-05-07 (yesterday)"
// (English) or "2023-05-07（昨天）" (Chinese) and returns the event time.
func withDate(c string, d dateRef, han bool) (string, *time.Time) {
	day := d.day
	iso := day.Format("2006-01-02")
	if han {
		return c[:d.start] + iso + "（" + d.phrase + "）" + c[d.end:], &day
	}
	rest := strings.TrimSpace(c[:d.start]) + " " + strings.TrimSpace(c[d.end:])
	rest = strings.Trim(strings.TrimSpace(rest), ", ")
	rest = strings.TrimSuffix(strings.TrimSuffix(rest, " on"), " at")
	if relationBefore(rest) {
		return thirdEN(rest) + " " + iso + " (" + d.phrase + ")", &day // "until 2023-06-09"
	}
	return thirdEN(rest) + " on " + iso + " (" + d.phrase + ")", &day
}

var chitchat = map[string]bool{}

func init() {
	for _, s := range strings.Split("ok|okay|k|kk|ok thanks|okay thanks|thanks|thank you|thanks a lot|thank you so much|thx|ty|lol|lmao|rofl|haha|hahaha|hehe|hi|hello|hey|hey there|hi there|yo|good morning|good afternoon|good evening|good night|gn|bye|goodbye|see you|see ya|cya|cool|nice|great|sure|yes|no|yep|yeah|nope|nah|got it|sounds good|awesome|perfect|wow|hmm|hm|cheers|np|no problem|you're welcome|how are you|how's it going|what's up|i'm fine|i'm good|i'm ok|fine|alright|all right|right|exactly|true|indeed|makes sense|interesting|good|great thanks|nice one|nice work|good job|well done|oh|ah|oops|sorry|my bad|never mind|nevermind|forget it|whatever|idk|dunno|brb|ttyl|gotcha|understood|noted|cool cool|ok cool|for sure|definitely|agreed|same|lmk|bruh|yup|okey|okk|thnx|thanx|tks|hello there|morning|night|好的|好|嗯|嗯嗯|嗯呢|哦|哦哦|噢|谢谢|谢谢你|多谢|感谢|哈哈|哈哈哈|呵呵|你好|您好|早|早上好|早安|午安|晚上好|晚安|再见|拜拜|好吧|行|行吧|可以|没问题|收到|明白|明白了|知道了|懂了|对|对的|是的|是|不是|没事|没关系|好嘞|ok的|6|666|牛|厉害|太棒了|不错|可以的|好滴|好哒|嗯好|了解|了解了|算了|随便|辛苦了|在吗|在不在|哈喽|嗨|拜|晚安啦|谢啦|谢了|好的谢谢|好的呢|棒|赞|对啊|是啊|真的吗|好耶|额|呃|啊这|无语|服了", "|") {
		chitchat[s] = true
	}
}

// isChitchat reports whether s is a pleasantry that carries no fact.
func isChitchat(s string) bool {
	s = strings.ToLower(strings.TrimSpace(s))
	s = strings.TrimRight(s, "!！.。?？~～ ,，")
	if len(s) > 40 {
		return false
	}
	return chitchat[s]
}

// stripStaleEN drops the adjective of "my old employer", "我之前的公司" so that
// the rest names a profile key.
func stripStaleEN(q string) string {
	for _, p := range []string{"old ", "previous ", "former ", "current ", "new ", "last ", "之前的", "以前的", "原来的", "现在的"} {
		if len(q) > len(p) && strings.EqualFold(q[:len(p)], p) {
			return q[len(p):]
		}
	}
	return q
}

// whKeyEN maps "where I live", "how old I am" … to a profile key.
func whKeyEN(q string) string {
	switch {
	case strings.HasPrefix(q, "my "):
		k := memory.NormalizeKey(stripStaleEN(q[3:]))
		switch k {
		case "address", "city":
			return "location"
		case "job":
			return "role"
		}
		if knownKeys[k] {
			return k
		}
		return ""
	case strings.Contains(q, "live") || strings.Contains(q, "stay") || strings.Contains(q, "based") || strings.Contains(q, "reside"):
		return "location"
	case strings.Contains(q, "work for") || strings.Contains(q, "where i work") || strings.Contains(q, "working"):
		return "employer"
	case strings.Contains(q, "what i do") || strings.Contains(q, "job"):
		return "role"
	case strings.Contains(q, "old"):
		return "age"
	case strings.Contains(q, "name") || strings.Contains(q, "called") || strings.Contains(q, "call me"):
		return "name"
	case strings.Contains(q, "from"):
		return "hometown"
	case strings.Contains(q, "zone"):
		return "timezone"
	}
	return ""
}

// whKeyZH maps "住哪儿", "叫什么" … to a profile key.
func whKeyZH(q string) string {
	switch {
	case strings.HasPrefix(q, "住"):
		return "location"
	case strings.Contains(q, "工作") && strings.HasPrefix(q, "在哪") || strings.Contains(q, "上班") || strings.Contains(q, "公司"):
		return "employer"
	case strings.Contains(q, "叫") || strings.Contains(q, "名字"):
		return "name"
	case strings.Contains(q, "多大") || strings.Contains(q, "几岁") || strings.Contains(q, "年龄"):
		return "age"
	case strings.Contains(q, "做") || strings.Contains(q, "干") || strings.Contains(q, "工作") || strings.Contains(q, "职业"):
		return "role"
	case strings.Contains(q, "哪里人") || strings.Contains(q, "老家"):
		return "hometown"
	case strings.Contains(q, "时区"):
		return "timezone"
	}
	return ""
}

// addressesAgent reports whether content speaks to the agent ("You are DAN
// now", "你现在是…"): such a sentence is never a fact about the user.
func addressesAgent(content string) bool {
	if strings.HasPrefix(content, "你") || strings.HasPrefix(content, "您") {
		return true
	}
	w := strings.ToLower(firstWord(content))
	return (w == "you" || w == "your") && !strings.HasPrefix(strings.ToLower(content), "you know")
}

// moodWordsEN are words of mood or manner that come before a job title
// without being part of it ("a very tired software engineer", "a remote
// designer").
var moodWordsEN = wordSet(`very so really super pretty quite extremely tired exhausted burned-out burnt-out burnedout
		overworked underpaid stressed stressed-out proud happy humble lowly struggling bored busy lonely frustrated sleepy
		sleep-deprived overwhelmed poor mere simple regular ordinary humble remote part-time full-time fulltime parttime
		current currently aspiring retired former the only sole lone`) // and the determiners of "the only accountant"

// cleanRole drops words of mood before a job title: the value is the title
// alone ("very tired software engineer" → "software engineer", "苦逼程序员"
// → "程序员").
func cleanRole(v string) string {
	if hasHan(v) {
		for _, p := range []string{"苦逼的", "苦逼", "可怜的", "卑微的", "卑微", "小小的", "普通的", "一枚", "一个", "一名"} {
			if rest := strings.TrimPrefix(v, p); rest != v && utf8.RuneCountInString(rest) >= 2 {
				v = rest
			}
		}
		return v
	}
	ws := strings.Fields(v)
	i := 0
	for i < len(ws)-1 && moodWordsEN[strings.ToLower(ws[i])] && strings.ToLower(ws[i]) != "retired" && strings.ToLower(ws[i]) != "former" {
		i++
	}
	return strings.Join(ws[i:], " ")
}
