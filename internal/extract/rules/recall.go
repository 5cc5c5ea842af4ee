package rules

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/pkg/events"
)

// Recall shapes added in rules/5 (see doc.go, "Recall shapes"): chat
// spelling, emoji, and the phrasings of identity, preference, rule and
// forget requests that earlier rounds did not read.

// chatEN finds the chat spellings that chatWord repairs.
var chatEN = regexp.MustCompile(`(?i)\b(?:dont|doesnt|didnt|cant|couldnt|wouldnt|shouldnt|isnt|arent|wasnt|havent|hasnt|ive|tmrw|tmrrw|tmr|2morrow|tmo|wrking|wrk|workin|livin|tho|bc|cuz|coz|ppl|u|ur)\b`)

// chatFixes maps a lower-cased chat spelling to its standard form; ""
// keeps the word as written (it is only sometimes the contraction).
var chatFixes = map[string]string{
	"dont": "don't", "doesnt": "doesn't", "didnt": "didn't", "cant": "can't", "couldnt": "couldn't",
	"wouldnt": "wouldn't", "shouldnt": "shouldn't", "isnt": "isn't", "arent": "aren't", "wasnt": "wasn't",
	"havent": "haven't", "hasnt": "hasn't", "ive": "I've", "tmrw": "tomorrow", "tmrrw": "tomorrow", "tmr": "tomorrow",
	"2morrow": "tomorrow", "tmo": "tomorrow", "wrking": "working", "wrk": "work", "workin": "working", "livin": "living",
	"tho": "though", "bc": "because", "cuz": "because", "coz": "because", "ppl": "people", "u": "you", "ur": "your",
}

// chatWord is the replacement for one chatEN match, capitalised like it.
func chatWord(w string) string {
	if v, ok := chatFixes[strings.ToLower(w)]; ok {
		if w[0] >= 'A' && w[0] <= 'Z' && v[0] >= 'a' && v[0] <= 'z' {
			return strings.ToUpper(v[:1]) + v[1:]
		}
		return v
	}
	return w
}

// chatHintsEN are cheap substrings that must be present before chatEN runs.
var chatHintsEN = []string{"dont", "doesnt", "didnt", "cant", "couldnt", "wouldnt", "shouldnt", "isnt", "arent", "wasnt",
	"havent", "hasnt", "ive ", "tmr", "2morrow", "tmo", "wrk", "workin", "livin", "tho", "bc", "cuz", "coz", "ppl", "u ", "ur ", " u", "Ive "}

// mayChatEN reports whether text may hold a chat spelling: English text with
// one of chatHintsEN.
func mayChatEN(text string) bool {
	if hasHan(text) {
		return false
	}
	l := text
	for _, h := range chatHintsEN {
		if strings.Contains(l, h) {
			return true
		}
	}
	return strings.Contains(strings.ToLower(text), "dont") || strings.Contains(strings.ToLower(text), "cant")
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
	cityAfterEN = regexp.MustCompile(`^[^,;]*?\s+in\s+(?:(?i:the\s+)?(?i:city\s+of|centre\s+of|center\s+of|downtown|central|greater)\s+)?(\p{Lu}[\p{L}'.\-]*(?:\s+\p{Lu}[\p{L}'.\-]*){0,2}|\p{Han}{2,8})`)
	// anonRoleEN is a job title at an organisation the user does not name:
	// "PM at a fintech startup", "a nurse at a small clinic".
	anonRoleEN = regexp.MustCompile(`(?i)(?:^|,\s*|\band\s+|^i'm\s+|^i\s+am\s+)(?:a\s+|an\s+)?((?:[\p{L}\-]+\s+){0,3}[\p{L}\-]+)\s+(?:at|in|for|with)\s+(?:a|an)\s+(?:[\p{L}\-]+\s+){0,3}?(?:startup|start-up|company|firm|agency|bank|hospital|clinic|school|university|college|lab|studio|shop|store|restaurant|cafe|café|bakery|hotel|factory|warehouse|nonprofit|non-profit|charity|consultancy|bar|pub|gym|salon|nursery|pharmacy|library|newspaper|magazine|publisher|brewery|farm|retailer|corporation|corp|multinational|org|organi[sz]ation)\b`)
	// changeVerbEN marks an identity clause that is also a change on a
	// day: "I just turned 30 last week", "moved to Lyon two weeks ago".
	changeVerbEN = regexp.MustCompile(`(?i)\b(?:started|turned|moved|relocated|joined|promoted|hired|graduated|retired|began)\b`)
)

// notPlaceEN are capitalised words after "in" that name no place: fields
// of work, languages, months and days ("a nurse in Pediatrics", "an
// engineer in Finance", "a teacher in English").
var notPlaceEN = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`marketing sales finance hr it engineering product operations ops research design legal
		accounting tech data security support customer admissions radiology pediatrics paediatrics oncology cardiology surgery
		emergency er icu nicu biology chemistry physics math maths history english spanish french german chinese japanese
		korean italian portuguese russian arabic hindi mandarin cantonese python java go rust excel q1 q2 q3 q4 the a my our
		january february march april may june july august september october november december monday tuesday wednesday
		thursday friday saturday sunday procurement logistics compliance tax audit payroll training recruiting recruitment
		education healthcare retail hospitality insurance banking consulting software hardware infra infrastructure devops
		qa testing analytics ai ml management admin administration fintech crypto real estate law medicine nursing`) {
		notPlaceEN[w] = true
	}
}

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
	if _, dated := findDate(v, r.ts); v == "" || dated {
		return false
	}
	r.add(events.Fact{Type: events.TypeProfile, Key: "location", Value: v, Content: "Lives in " + v, Confidence: confIdentity, Importance: impProfile})
	return true
}

// anonRole adds the job title of "PM at a fintech startup"; it reports
// whether it added one.
func (r *run) anonRole(c, lower string) bool {
	if r.hasKey("role") || !strings.Contains(lower, " a") {
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

// roleValue returns the value of the role fact added so far, "" if none.
func (r *run) roleValue() string {
	for i := len(r.facts) - 1; i >= 0; i-- {
		if r.facts[i].Key == "role" && r.facts[i].Type == events.TypeProfile {
			return r.facts[i].Value
		}
	}
	return ""
}
