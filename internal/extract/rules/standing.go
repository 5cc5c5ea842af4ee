package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/internal/standing"
	"github.com/engram-memory/engram/pkg/events"
)

// Standing instructions. A sentence that asks for something of every
// answer ("keep answers under five sentences", "以后代码都用 Rust 写") or
// states a need of the user's that governs every suggestion ("I'm
// coeliac", "我是回族") is kept as its own preference, marked
// (standing.Mark), when the facts the other rules drew from the sentence
// do not already hold every kind of instruction it asks for: a sentence
// with two or three instructions, of which the specific rules kept one,
// keeps the rest this way, and recall renders every marked memory with
// the profile of every context. The clauses before the instruction that
// it does not need are left out ("I'm a backend dev, …, when you give me
// code examples default to Go" keeps the request).

// standingSentence keeps sentence s of the message as a standing
// instruction when it is one and facts[from:], the facts drawn from it,
// do not hold every kind it asks for. A request that only points back
// ("please stick with that", "for everything pls") completes the
// instruction the sentence before it kept, or is kept with that sentence
// when that one asks for something of every answer. A request that lasts
// ("from now on", "whenever you …") is a rule, as the labelled sets read
// "always / never / from now on" orders; the rest are preferences.
func (r *run) standingSentence(s string, from int) {
	prev, last := r.prevSentence, r.lastStanding
	r.prevSentence, r.lastStanding = s, -1
	if extract.IsInstruction(s) {
		return
	}
	if r.question && !requestQuestion(s) {
		// "I'm lactose intolerant, any lunch ideas?": the need stated
		// before the question is kept, the question is not
		if s = conditionClauses(s); s == "" {
			return
		}
	}
	k := standing.Instruction(s)
	if k == 0 {
		r.standingBack(s, prev, last, from)
		return
	}
	content := trimToInstruction(standingPart(s, k))
	if content == "" {
		return
	}
	// a fact that restates the sentence with what comes before the
	// instruction ("my son is 7 and has diabetes, so any snack …") is
	// about that, and does not cover the instruction
	lead := ""
	if i := strings.Index(strings.ToLower(s), strings.ToLower(content)); i > 0 {
		lead = strings.TrimSpace(s[:i])
	}
	// a fact the thresholds will drop covers no need or lasting request
	// ("我是回族" kept as a weak fact only), except beside an injection,
	// where only the specific rules read the user's statements
	weakCovers := k&(standing.Condition|standing.Request) == 0 || r.tainted
	// have: the kinds the facts hold, a keyed fact all its key may hold;
	// said: per fact, what its content says when it says a kind
	// ("Prefers short answers" is length, "Name is Sam" address)
	var have standing.Kinds
	var said []standing.Kinds
	for _, f := range r.facts[from:] {
		if lead != "" && restates(f.Content, lead) || !weakCovers && !passes(f) {
			continue
		}
		if k&standing.Condition != 0 && (f.Type == events.TypeTodo || f.Type == events.TypeEvent) {
			// a plan or an event is no profile line: recall renders it
			// only when the query is about it, so a need kept as one
			// ("用户是 celiac，所以 gluten-free 很重要" as a to-do) is
			// kept again as the need
			continue
		}
		fk := standing.Of(f.Content)
		have |= fk | keyKinds[f.Key]
		if fk&standing.Topics == 0 {
			fk |= keyKinds[f.Key]
		}
		said = append(said, fk&standing.Topics)
	}
	parts := splitInstructions(content)
	t := k & standing.Topics
	if t != 0 && t&^have == 0 || t == 0 && have != 0 {
		if len(parts) == 1 {
			return
		}
		// an instruction of several clauses, each a memory of its own,
		// keeps the clauses no fact says alone ("short answers + no
		// emoji" with "Prefers short answers" keeps "no emoji"); a fact
		// of several clauses leaves each to be kept
		var rest []string
		for _, p := range parts {
			if pt := standing.Of(p) & standing.Topics; pt == 0 || !slices.Contains(said, pt) {
				rest = append(rest, p)
			}
		}
		if parts = rest; len(parts) == 0 {
			return
		}
	}
	typ := events.TypePreference
	if k&standing.Request != 0 || k&standing.Condition == 0 && standing.Addressed(content) {
		typ = events.TypeRule
	}
	for _, part := range parts {
		n := len(r.facts)
		r.add(events.Fact{Type: typ, Content: standing.Mark(part), Confidence: confPreference, Importance: impPreference})
		if len(r.facts) > n {
			r.lastStanding = n
		}
	}
}

// passes reports whether the default thresholds keep f (extract.Thresholds).
func passes(f events.Fact) bool {
	return f.Confidence > extract.DefaultMinConfidence && f.Importance > extract.DefaultMinImportance
}

// conditionClauses returns the clauses of question s that state a need of
// the user's (standing.Condition: "我乳糖不耐受，中午吃什么好？" keeps
// "我乳糖不耐受"), joined; "" when none does. A request inside a question
// is a one-off ("can you make it vegan?") and is not returned.
func conditionClauses(s string) string {
	han := hasHan(s)
	var out []string
	for _, c := range splitClauses(s, nil) {
		if standing.Instruction(c)&standing.Condition != 0 && !strings.ContainsAny(c, "?？") && !askedOfYou.MatchString(c) {
			out = append(out, c)
		}
	}
	if han {
		return strings.Join(out, "，")
	}
	return strings.Join(out, ", ")
}

// askedOfYou finds the assistant or the person asked as a subject ("you
// mentioned you were allergic"): what a question says of them is no need
// of the user's.
var askedOfYou = regexp.MustCompile(`(?i)\byou\b|\byour\b|\bu\b|你|您`)

// restates reports whether content holds most of the words of lead.
func restates(content, lead string) bool {
	words := strings.FieldsFunc(strings.ToLower(lead), func(r rune) bool { return r == ' ' || r == ',' || r == '，' })
	if len(words) == 0 {
		return false
	}
	lc := strings.ToLower(content)
	n := 0
	for _, w := range words {
		if strings.Contains(lc, w) {
			n++
		}
	}
	return 2*n > len(words)
}

// splitInstructions cuts an instruction that asks for several kinds of
// thing, one clause each ("代码一律用 Go 写，回答用要点列表，别说客套话",
// "short answers + no emoji"), into one instruction per kind, so that each
// is a memory of its own; a clause that asks for no kind by itself stays
// with the one before it. An instruction of one kind is returned whole.
func splitInstructions(c string) []string {
	var clauses []string
	if hasHan(c) {
		clauses = instructionCutZH.Split(hanSpaces(c), -1)
	} else {
		clauses = instructionCutEN.Split(c, -1)
	}
	if len(clauses) < 2 {
		return []string{c}
	}
	var out []string
	var kinds []standing.Kinds
	for _, cl := range clauses {
		cl = strings.TrimSpace(cl)
		if cl == "" {
			continue
		}
		t := standing.Of(cl) & standing.Topics
		if t == 0 || len(out) > 0 && t&^kinds[len(kinds)-1] == 0 {
			if len(out) == 0 {
				out, kinds = append(out, cl), append(kinds, t)
				continue
			}
			sep := ", "
			if hasHan(cl) {
				sep = "，"
			}
			out[len(out)-1] += sep + cl
			kinds[len(kinds)-1] |= t
			continue
		}
		if len(out) == 1 && kinds[0] == 0 {
			out[0] += " " + cl // a lead with no kind ("以后", "from now on") opens the first
			kinds[0] = t
			continue
		}
		out, kinds = append(out, cl), append(kinds, t)
	}
	if len(out) < 2 {
		return []string{c}
	}
	return out
}

// hanSpaces writes the spaces between two Han characters, which separate
// clauses in casual Chinese ("以后给我代码都用 Rust 写 注释写英文" keeps
// "Rust 写"), as commas.
func hanSpaces(c string) string {
	rs := []rune(c)
	for i := 1; i+1 < len(rs); i++ {
		if rs[i] == ' ' && unicode.Is(unicode.Han, rs[i-1]) && unicode.Is(unicode.Han, rs[i+1]) {
			rs[i] = '，'
		}
	}
	return string(rs)
}

// Where an instruction of several kinds is cut: Chinese commas (and the
// spaces hanSpaces marks); English " + ", semicolons and ", and"/", also".
var (
	instructionCutZH = regexp.MustCompile(`[，,；;]\s*`)
	instructionCutEN = regexp.MustCompile(`\s+\+\s+|;\s*|,\s+(?:and|also|plus)\s+`)
)

// standingBack keeps a request that names nothing but points back at
// the sentence before it (prev, which kept the standing instruction
// facts[last] when last >= 0): with that instruction, or with prev when
// prev asks for something of every answer.
func (r *run) standingBack(s, prev string, last, from int) {
	if standing.Of(s)&standing.Request == 0 || !refersBack(s) {
		return
	}
	content := standingPart(s, 0)
	sep := ". "
	if hasHan(content) {
		sep = "。"
	}
	if last >= 0 && last < from && last < len(r.facts) {
		r.facts[last].Content += sep + content
		r.facts[last].Type = events.TypeRule
		r.lastStanding = last
		return
	}
	if prev == "" || standing.Instruction(prev)&standing.Topics == 0 || steerOrTask(prev) {
		return
	}
	n := len(r.facts)
	r.add(events.Fact{Type: events.TypeRule, Content: standing.Mark(standingPart(prev, 0) + sep + content), Confidence: confPreference, Importance: impPreference})
	if len(r.facts) > n {
		r.lastStanding = n
	}
}

// steerOrTask reports whether s is no standing instruction although its
// words are of one (standing.Instruction is 0 for it).
func steerOrTask(s string) bool { return standing.Instruction(s) == 0 }

// keyKinds are the kinds of standing instruction a keyed fact holds
// whatever its content says ("Name is Sam" from "Call me Sam").
var keyKinds = map[string]standing.Kinds{
	"name":           standing.Bit("address"),
	"language":       standing.Bit("language"),
	"response_style": standing.Bit("length") | standing.Bit("format") | standing.Bit("tone"),
	"timezone":       standing.Bit("timezone"),
	"diet":           standing.Bit("diet"),
}

// refersBack reports whether a request names nothing itself but points
// back at what was said before it ("please stick with that", "keep doing
// it", "for everything pls", "以后都这样").
func refersBack(c string) bool {
	if hasHan(c) {
		return utf8.RuneCountInString(c) <= 8 || strings.Contains(c, "这样") || strings.Contains(c, "這樣") || strings.Contains(c, "这个") || strings.Contains(c, "這個")
	}
	words := strings.Fields(strings.ToLower(c))
	if len(words) <= 3 {
		return true
	}
	for _, w := range words {
		switch strings.Trim(w, ".,!?;:'\"") {
		case "that", "this", "it", "so":
			return len(words) <= 6
		}
	}
	return false
}

// standingPart is sentence s without the clauses before the instruction
// that the instruction's kinds k do not need, without lead words and
// trailing punctuation.
func standingPart(s string, k standing.Kinds) string {
	han := hasHan(s)
	clauses := splitClauses(s, nil)
	if han {
		clauses = joinLeadIns(clauses)
	}
	sep := ", "
	if han {
		sep = "，"
	}
	// a clause that is an instruction of a kind of k itself stays
	// ("temperatures in Fahrenheit please, I keep getting Celsius from
	// apps" keeps the request, not only the reason that also names a unit)
	for k != 0 && len(clauses) > 1 && standing.Instruction(clauses[0])&k&standing.Topics == 0 && standing.Instruction(strings.Join(clauses[1:], sep))&k == k {
		clauses = clauses[1:]
	}
	if !han && k != 0 {
		// "my son has diabetes, so any snack ideas …": a part before a
		// comma that is no instruction by itself goes too
		parts := strings.Split(clauses[0], ", ")
		for len(parts) > 1 && standing.Instruction(parts[0]) == 0 &&
			standing.Instruction(strings.Join(append(parts[1:], clauses[1:]...), sep))&k == k {
			parts = parts[1:]
		}
		clauses = append([]string{strings.Join(parts, ", ")}, clauses[1:]...)
	}
	c := strings.TrimSpace(strings.Join(clauses, sep))
	if han {
		c = leadZH.ReplaceAllString(c, "")
	} else {
		c = standingLeadEN.ReplaceAllString(c, "")
	}
	return upperFirst(strings.TrimSpace(trimTrail(c)))
}

// standingLeadEN are the words of small talk before an instruction ("oh
// and", "also", "btw"); unlike leadEN, never "no", which belongs to the
// instruction ("no emoji in replies").
var standingLeadEN = compile(`(?i)^(?:(?:ok(?:ay)?|so|well|oh|ah|hey+|hi+|hello|yo|also|and|plus|but|actually|anyway|btw|by\s+the\s+way|tbh|fyi|heads\s+up|one\s+(?:more\s+)?thing|small\s+thing|quick\s+note|side\s+note|just\s+so\s+you\s+know|yeah|yes|lol|haha|good|great|nice|thanks|thank\s+you)\b[\s,:!.-]*)+`)

// requestQuestion reports whether a question is a request to the
// assistant ("can you number them next time?", "你可以用中文回我吗？").
func requestQuestion(s string) bool {
	l := strings.ToLower(strings.TrimSpace(s))
	if w := firstWord(l); leadWordsEN[w] {
		l = strings.ToLower(leadEN.ReplaceAllString(l, ""))
	}
	if hasHan(s) {
		for _, p := range []string{"你可以", "您可以", "你能", "您能", "能不能", "能否", "可以", "麻烦", "麻煩", "請", "请"} {
			if strings.Contains(s, p) {
				return true
			}
		}
		return false
	}
	for _, p := range []string{"can you ", "could you ", "would you ", "will you ", "can u ", "could u ", "pls ", "please "} {
		if strings.HasPrefix(l, p) {
			return true
		}
	}
	return false
}
