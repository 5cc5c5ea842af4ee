package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// Recall shapes added in rules/5 (see doc.go, "Recall shapes"): chat
// spelling, emoji, and the phrasings of identity, preference, rule and
// forget requests that earlier rounds did not read.

// chatFixes maps a lower-cased chat spelling to its standard form.
var chatFixes = map[string]string{
	"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't", "couldnt": "couldn't",
	"wouldnt": "wouldn't", "shouldnt": "shouldn't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't",
	"havent": "haven't", "hasnt": "hasn't", "ive": "I've", "tmrw": "tomorrow", "tmrrw": "tomorrow", "tmr": "tomorrow",
	"2morrow": "tomorrow", "tmo": "tomorrow", "wrking": "working", "wrk": "work", "workin": "working", "livin": "living",
	"tho": "though", "bc": "because", "cuz": "because", "coz": "because", "ppl": "people", "u": "you", "ur": "your",
}

// fixChatEN replaces the words of English text found in chatFixes, keeping
// a capital first letter ("Dont" → "Don't"). It scans words without a
// regular expression and copies text only when a word changes.
func fixChatEN(text string) string {
	var b *strings.Builder
	last := 0
	var buf [8]byte
	for i := 0; i < len(text); {
		if !isWordByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isWordByte(text[j]) {
			j++
		}
		if n := j - i; n <= len(buf) && (j == len(text) || text[j] != '\'') && (i == 0 || text[i-1] != '\'') {
			for k := 0; k < n; k++ {
				c := text[i+k]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf[k] = c
			}
			if v, ok := chatFixes[string(buf[:n])]; ok {
				if b == nil {
					b = &strings.Builder{}
					b.Grow(len(text) + 16)
				}
				b.WriteString(text[last:i])
				if text[i] >= 'A' && text[i] <= 'Z' && v[0] >= 'a' && v[0] <= 'z' {
					b.WriteString(strings.ToUpper(v[:1]) + v[1:])
				} else {
					b.WriteString(v)
				}
				last = j
			}
		}
		i = j
	}
	if b == nil {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}

// isWordByte reports whether c is an ASCII letter or digit.
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// isEmoji reports whether r is a pictograph, a dingbat or an emoji
// modifier.
func isEmoji(r rune) bool {
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF || r == 0xFE0F || r == 0x200D || r >= 0x1F3FB && r <= 0x1F3FF
}

// hasEmoji is a cheap test for dropEmoji: any 4-byte rune or a dingbat.
func hasEmoji(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0xE2 && s[i] != 0xE3 && s[i] < 0xE4 || s[i] >= 0xF0 {
			return true
		}
	}
	return false
}

// dropEmoji removes emoji; a run of them between two words becomes a comma
// ("Priya here 👋 data engineer" → "Priya here, data engineer"), because in
// chat an emoji ends a thought.
func dropEmoji(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isEmoji(r) {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !isEmoji(r2) {
				break
			}
			j += n2
		}
		before := strings.TrimRight(b.String(), " ")
		after := strings.TrimLeft(s[j:], " ")
		lb, _ := utf8.DecodeLastRuneInString(before)
		la, _ := utf8.DecodeRuneInString(after)
		if before != "" && after != "" && (unicode.IsLetter(lb) || unicode.IsDigit(lb)) && unicode.IsLetter(la) {
			b.Reset()
			b.WriteString(before)
			if hasHan(string(lb)) {
				b.WriteString("，")
			} else {
				b.WriteString(", ")
			}
			s = s[:0] + after
			i = 0
			continue
		}
		i = j
	}
	return strings.TrimSpace(b.String())
}

var (
	// cityAfterEN is the place after a job title: "a pharmacist in Leeds",
	// "a pastry chef at a tiny bakery in Porto", "sous chef in Osaka".
	cityAfterEN = compile(`^[^,;]*?\s+in\s+(?:(?i:the\s+)?(?i:city\s+of|centre\s+of|center\s+of|downtown|central|greater)\s+)?(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*){0,2}|\p{Han}{2,8})`)
	// anonRoleEN is a job title at an organisation the user does not name:
	// "PM at a fintech startup", "a nurse at a small clinic".
	anonRoleEN = compile(`(?i)(?:^|,\s*|\band\s+|^i'm\s+|^i\s+am\s+)(?:a\s+|an\s+)?((?:[\p{L}\-]+\s+){0,3}[\p{L}\-]+)\s+(?:at|in|for|with)\s+(?:a|an)\s+(?:[\p{L}\-]+\s+){0,3}?(?:startup|start-up|company|firm|agency|bank|hospital|clinic|school|university|college|lab|studio|shop|store|restaurant|cafe|café|bakery|hotel|factory|warehouse|nonprofit|non-profit|charity|consultancy|bar|pub|gym|salon|nursery|pharmacy|library|newspaper|magazine|publisher|brewery|farm|retailer|corporation|corp|multinational|org|organi[sz]ation)\b`)
	// changeVerbEN marks an identity clause that is also a change on a
	// day: "I just turned 30 last week", "moved to Lyon two weeks ago".
	changeVerbEN = compile(`(?i)\b(?:started|turned|moved|relocated|joined|promoted|hired|graduated|retired|began)\b`)
)

// notPlaceEN are capitalised words after "in" that name no place: fields
// of work, languages, months and days ("a nurse in Pediatrics", "an
// engineer in Finance", "a teacher in English").
var notPlaceEN = wordSet(`marketing sales finance hr it engineering product operations ops research design legal
		accounting tech data security support customer admissions radiology pediatrics paediatrics oncology cardiology surgery
		emergency er icu nicu biology chemistry physics math maths history english spanish french german chinese japanese
		korean italian portuguese russian arabic hindi mandarin cantonese python java go rust excel q1 q2 q3 q4 the a my our
		january february march april may june july august september october november december monday tuesday wednesday
		thursday friday saturday sunday procurement logistics compliance tax audit payroll training recruiting recruitment
		education healthcare retail hospitality insurance banking consulting software hardware infra infrastructure devops
		qa testing analytics ai ml risk treasury strategy pr comms communications sales management admin administration fintech crypto real estate law medicine nursing`)

// roleCityEN adds the location named after the job title role in clause c
// ("I work as a pharmacist in Leeds"); it reports whether it added one.
func (r *run) roleCityEN(c, role string) bool {
	if r.hasKey("location") || role == "" {
		return false
	}
	i := strings.Index(c, role)
	if i < 0 {
		return false
	}
	m := cityAfterEN.FindStringSubmatch(c[i+len(role):])
	if m == nil || notPlaceEN[strings.ToLower(strings.Fields(m[1])[0])] || introDeny[strings.Fields(m[1])[0]] {
		return false
	}
	v := cityOnly(trimObj(m[1]))
	if _, dated := r.date(v); v == "" || dated {
		return false
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
	return true
}

// anonRole adds the job title of "PM at a fintech startup"; it reports
// whether it added one.
func (r *run) anonRole(c, lower string) bool {
	if r.hasKey("role") || !containsAny(lower, anonHintsEN) {
		return false
	}
	m := anonRoleEN.FindStringSubmatch(c)
	if m == nil {
		return false
	}
	role := cleanRole(strings.Join(strings.Fields(m[1]), " "))
	ws := strings.Fields(strings.ToLower(role))
	if n := len(ws); n == 0 || n > 4 || !roleNouns[ws[n-1]] || ws[0] == "i" || ws[0] == "my" || ws[0] == "work" || ws[0] == "working" {
		return false
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "role", Value: role, Content: "Works as " + aOrAn(role) + " " + role, Confidence: confIdentity, Importance: impProfile})
	return true
}

// anonHintsEN are cheap substrings one of which anonRoleEN needs.
var anonHintsEN = []string{" at a", " in a", " for a", " with a"}

// roleValue returns the value of the role fact added so far, "" if none.
func (r *run) roleValue() string {
	for i := len(r.facts) - 1; i >= 0; i-- {
		if r.facts[i].Key == "role" && r.facts[i].Type == events.TypeProfile {
			return r.facts[i].Value
		}
	}
	return ""
}

// dayChange reports whether identity clause c is a change on the day d
// names: a change verb ("turned 30 last week", "moved here two weeks ago")
// and a relative date finer than a month ("moved to Toronto last year" or
// "in March" frames a state, not a day).
func dayChange(c string, d dateRef) bool {
	p := strings.ToLower(d.phrase)
	return !strings.Contains(p, "year") && !strings.Contains(p, "month") && dateEN.MatchString(d.phrase) && changeVerbEN.MatchString(c)
}

var (
	// habitPrefEN is a choice stated as a habit: "I always go for the
	// window seat", "I usually order oat milk", "I tend to pick aisle seats".
	habitPrefEN = compile(`(?i)^(?:i|we)\s+(?:(?:almost\s+|pretty\s+much\s+)?(?:always|usually|normally|typically|generally|mostly|tend\s+to|often|invariably)\s+)+(?:go\s+for|opt\s+for|order|pick|choose|get|stick\s+(?:with|to)|reach\s+for|go\s+with|grab|book|request|ask\s+for|lean\s+towards?|end\s+up\s+(?:with|ordering|picking|choosing))\s+\S`)
	// goToEN is "my go-to (snack) is …".
	goToEN = compile(`(?i)^my\s+(?:usual\s+|absolute\s+|all-time\s+)?go-?to(?:\s+[\p{L}\-]+){0,3}\s+(?:is|are|has\s+been|has\s+always\s+been)\s+\S`)
	// comparePrefEN is a comparison that picks one side: "I'd take mountains
	// over beaches", "tea over coffee any day", "give me X over Y".
	comparePrefEN = compile(`(?i)^(?:(?:i'd|i\s+would|i'll|i\s+will|i)\s+(?:always\s+|definitely\s+|totally\s+)?(?:take|choose|pick|go\s+for)\s+\S.*\s+over\s+\S|(?:give\s+me\s+)?[\p{L}][\p{L}\s\-]{1,30}\s+over\s+[\p{L}][\p{L}\s\-]{1,30}\s+(?:any\s+day|every\s+(?:time|day)|anytime|any\s+time|all\s+day|hands\s+down)\b)`)
	// lovePrefEN are strong likes without a like verb: "I could eat sushi
	// every day", "I can't live without my morning coffee", "I've gotten
	// really into trail running", "I'm not much of a drinker".
	lovePrefEN = compile(`(?i)^(?:i\s+could\s+(?:eat|drink|listen\s+to|watch|read|live\s+on)\s+\S.*\s+(?:every\s+(?:single\s+)?day|all\s+day|forever|on\s+repeat)|i\s+(?:can't|cannot|couldn't)\s+(?:live|function|survive|start\s+(?:my|the)\s+day)\s+without\s+\S|i(?:'ve|\s+have)\s+(?:gotten|got|been|become)\s+(?:really\s+|so\s+|super\s+|very\s+|quite\s+|pretty\s+|totally\s+|kinda\s+)?(?:into|hooked\s+on|obsessed\s+with|addicted\s+to)\s+\S|(?:i'm|i\s+am)\s+not\s+(?:much\s+of|really|a\s+big|big\s+on\s+being)\s+an?\s+(?:[\p{L}\-]+\s+)?[\p{L}\-]+(?:er|ie|ist|person|fan)\b|(?:i'm|i\s+am)\s+(?:not\s+)?(?:big|huge)\s+on\s+\S)`)
	// likeWhenEN is "I like it when you …": a preference about how things go.
	likeWhenEN = compile(`(?i)^it\s+when\s+\S.{3,}`)
	// dietChangeEN is a diet taken up: "I went vegan in January".
	dietChangeEN = compile(`(?i)^(?:i|we)\s+(?:just\s+|recently\s+|finally\s+|officially\s+)?(?:went|became|turned|switched\s+to(?:\s+being)?|'ve\s+gone|have\s+gone|'ve\s+become|have\s+become|'ve\s+been|have\s+been)\s+(?:fully\s+|full\s+|strictly\s+|completely\s+|mostly\s+|a\s+)?(vegan|vegetarian|pescatarian|keto|gluten[\s-]free|dairy[\s-]free|plant[\s-]based|paleo|halal|kosher)\b`)
	// healthEN is a lasting condition with its modifiers: "I'm type 1
	// diabetic", "I'm colorblind (red-green)", "I'm hard of hearing".
	healthEN = compile(`(?i)^(?:i'm|i\s+am)\s+(?:(?:type\s+(?:1|2|one|two|i|ii)|pre-?|severely|mildly|partially|legally|slightly|a\s+bit|totally|completely)\s+)?(?:diabetic|prediabetic|colou?r[\s-]?blind|deaf|blind|hard\s+of\s+hearing|asthmatic|epileptic|anemic|anaemic|celiac|coeliac|autistic|dyslexic|insulin[\s-]dependent|immunocompromised|hypertensive|on\s+the\s+spectrum|neurodivergent|adhd)\b`)
	// requestTailEN is where a request starts after a statement: "…, so
	// please factor that in", "… and can you suggest …".
	requestTailEN = compile(`(?i)\s*(?:,|\(|\s)\s*(?:so|and|but)?\s*(?:please|pls|plz|can\s+you|could\s+you|would\s+you|what|how|any)\b`)
	// policyEN is a rule stated as having one: "We have a policy that every
	// PR needs a ticket", "There's a rule at my company that …", "It's
	// company policy to …".
	policyEN = compile(`(?i)^(?:(?:we|our\s+[\p{L}\-]+(?:\s+[\p{L}\-]+)?|my\s+(?:company|team|school|employer|work|job|landlord|gym|building|office|manager|boss|hoa|university|department|dept|firm|org|household|family|club))\s+(?:have|has|got|follow|follows|enforce|enforces)\s+(?:a|an|this|the|one)\s+(?:[\p{L}\-]+\s+){0,2}(?:policy|rule|requirement|guideline|convention)\s+(?:that|where|of|:|-|—)\s*\S|there(?:'s|\s+is)\s+(?:a|an)\s+(?:[\p{L}\-]+\s+){0,2}(?:policy|rule|requirement)\s+(?:at|in|on|for)\s+(?:my|our|the)\s+[\p{L}\-]+(?:\s+[\p{L}\-]+)?\s+(?:that|where|:)\s*\S|it's\s+(?:company|team|our|school|office|house|firm|store)\s+(?:policy|rule|practice)\s+(?:to|that)\s+\S|(?:company|team|office|house|school|store|firm)\s+(?:policy|rule)\s+(?:is|says|requires)\s+\S)`)
)

// policyHintsEN are cheap substrings one of which policyEN needs.
var policyHintsEN = []string{"policy", "rule", "requirement", "guideline", "convention", "practice"}

// habitHintsEN are cheap substrings one of which prefShapeEN needs.
var habitHintsEN = []string{"always", "usually", "normally", "typically", "generally", "mostly", "tend to", "often", "invariably",
	"go-to", "goto", " over ", "i could ", "without", "into", "hooked", "obsessed", "addicted", "not much", "not really", "not a big", "big on", "huge on"}

// prefShapeEN reads the preference shapes above in English clause c: a
// habit of choosing, a go-to, a comparison, a strong like without a like
// verb. It reports whether it emitted one.
func (r *run) prefShapeEN(c, lower string) bool {
	if r.question || !containsAny(lower, habitHintsEN) {
		return false
	}
	if strings.HasPrefix(lower, "been ") || strings.HasPrefix(lower, "gotten ") {
		c = "I've " + c // "been really into sourdough lately"
	}
	if habitPrefEN.MatchString(c) || goToEN.MatchString(c) || comparePrefEN.MatchString(c) || lovePrefEN.MatchString(c) {
		content := upperFirst(thirdEN(trimObj(cutRequestEN(c))))
		r.add(events.Fact{Type: events.TypePreference, Content: content, Confidence: confPreference, Importance: impPreference})
		return true
	}
	return false
}

// cutRequestEN returns statement c without a request that follows it
// ("I'm type 1 diabetic so please factor that in" → "I'm type 1 diabetic").
func cutRequestEN(c string) string {
	if m := requestTailEN.FindStringIndex(c); m != nil && m[0] > 0 {
		return c[:m[0]]
	}
	return c
}

// dietHealthHintsEN are cheap substrings one of which dietChangeEN or
// healthEN needs.
var dietHealthHintsEN = []string{"diagnosed", "doc", "gp", "specialist", "consultant", "vegan", "vegetarian", "pescatarian", "keto", "free", "plant", "paleo", "halal", "kosher",
	"diabetic", "blind", "deaf", "hearing", "asthmatic", "epileptic", "anemic", "anaemic", "celiac", "coeliac", "autistic",
	"dyslexic", "dependent", "immunocompromised", "hypertensive", "spectrum", "neurodivergent", "adhd"}

// healthDietEN reads a lasting health condition or a diet taken up in
// clause c as a fact; it reports whether it emitted one.
func (r *run) healthDietEN(c, lower string) bool {
	if r.question || !containsAny(lower, dietHealthHintsEN) {
		return false
	}
	if m := dietChangeEN.FindStringSubmatch(c); m != nil && !strings.Contains(lower, "going") {
		v := strings.ToLower(strings.ReplaceAll(m[1], " ", "-"))
		r.add(events.Fact{Type: events.TypeFact, Key: "diet", Value: v, Content: upperFirst(thirdEN(trimObj(cutRequestEN(c)))), Confidence: confFact, Importance: impProfile})
		return true
	}
	if healthEN.MatchString(c) {
		r.add(events.Fact{Type: events.TypeFact, Content: upperFirst(thirdEN(trimObj(cutRequestEN(c)))), Confidence: confFact, Importance: impProfile, Sensitivity: events.SensitivityHigh})
		return true
	}
	if m := diagnosisEN.FindStringSubmatch(c); m != nil {
		// "the doctor says it's the gout", "I was diagnosed with
		// endometriosis in 2019": the user has the condition from now on.
		// A dated diagnosis is an event as well, which the later rules make.
		r.add(events.Fact{Type: events.TypeFact, Content: "Has " + strings.ToLower(m[1]), Confidence: confFact, Importance: impProfile, Sensitivity: events.SensitivityHigh})
		_, dated := r.date(c)
		return !dated
	}
	return false
}

// diagnosisEN is a diagnosis told of the user: by a doctor ("the doc
// reckons I've got tendonitis") or in the passive ("got diagnosed with
// type 2 diabetes"), with the user as the subject ("my son was diagnosed
// with asthma" is not read). The condition must look like one (a named illness or a
// medical ending), so that "the doctor says it's nothing" is not read.
var diagnosisEN = compile(`(?i)(?:(?:^|\b(?:the|my|a|our)\s+)(?:doctor|doc|dr|gp|specialist|consultant)\s+(?:says?|said|thinks|reckons|confirmed|told\s+me)\s+(?:that\s+)?(?:it'?s|its|it\s+is|it\s+was|i\s+have|i'?ve\s+got|i\s+got)|(?:^|\bi\s+|\bi'?ve\s+|\bi\s+have\s+)(?:just\s+|recently\s+|finally\s+)?(?:was|got|been)\s+diagnosed\s+with)\s+(?:the\s+)?((?:an?\s+)?(?:(?:type\s*[12]|mild|severe|chronic|early|stage\s*\d)\s+)?(?:gout|diabetes|prediabetes|pre-diabetes|asthma|lupus|anaemia|anemia|hypertension|high\s+blood\s+pressure|high\s+cholesterol|ulcer|reflux|acid\s+reflux|sciatica|slipped\s+disc|herniated\s+disc|kidney\s+stones?|shingles|eczema|psoriasis|vertigo|tinnitus|sleep\s+apnoea|sleep\s+apnea|migraines?|ibs|coeliac|celiac|crohn'?s|adhd|autism|epilepsy|\w+allergy|\w+(?:itis|osis|emia|aemia|algia|pathy)))\b`)

var (
	// youHaveEN is a relative clause between a memory noun and "of me":
	// "all memories you have of me", "everything you've saved about me".
	youHaveEN = compile(`(?i)\s+(?:that\s+)?you(?:'ve|\s+have)?(?:\s+(?:got|saved|stored|kept|collected|recorded|remembered|learned))?(?:\s+have)?\s+((?:of|about|on)\s+me)$`)
	// saidTailEN is "I mentioned earlier" after a topic: "the country music
	// thing I mentioned earlier".
	saidTailEN = compile(`(?i)\s+(?:that\s+|which\s+)?i\s+(?:mentioned|said|told\s+you(?:\s+about)?|brought\s+up|shared|wrote|talked\s+about)(?:\s+(?:earlier|before|yesterday|last\s+time|the\s+other\s+day|previously|just\s+now))?$`)
	// memoriesOfMeEN is every memory of the user: "all memories of me",
	// "every memory about me", "all the notes on me", "whatever about me".
	memoriesOfMeEN = compile(`^(?:all|every|any|each|whatever|all\s+the|all\s+your|any\s+of\s+the|everything|anything)\s+(?:(?:memories|memory|notes?|records?|data|info|information|details|facts|stuff|things)\s+)?(?:of|about|on|regarding)\s+me$`)
)
