package pii

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Context words: the card and phone detectors look at the words shortly
// before a candidate number to tell a card or phone from an order number,
// a flight or a room. The nearest word wins, with three refinements:
//
//   - A negative word ("order", "room", "航班") speaks only for the first
//     number after it, and only within its clause: when digits, a clause
//     break (，。；;!? or ", ") or more than three words lie between it and
//     the candidate, it is passed over ("room 404; reach me on 0803 123
//     4567", "座位，有问题找我 …", "the invoice reminder to whoever answers
//     …").
//   - A weak word ("number", "no.", "#", "号码") takes its sense from the
//     word right before it ("order number", "card no.", "手机号码"), and has
//     a sense of its own only when that word is none of the index's.
//   - A modifier ("case") is negative right before the number ("case
//     1234", "case: 1234") or a weak word ("case number", "case #") and
//     has no sense further away ("in case the app crashes: 0803 …").
//   - In the phone index an English negative word, weak word or modifier
//     counts only as itself or inflected ("orders", "booked"), not inside
//     a longer word ("accountant", "builder", "trainer"); a short phone
//     word may be inflected ("calls", "caller", "texted"); and a weak word
//     right after a possessive ("the shop's number", "her number", "我的号码")
//     is a phone word whatever lies further back.

type context int

const (
	ctxNone context = iota
	ctxPositive
	ctxNegative
)

const contextWindow = 48 // bytes before a candidate searched for context words

type ctxWord struct {
	word     string
	ctx      context
	weak     bool // takes the sense of the word before it; ctx when there is none
	modifier bool // negative only right before the number or a weak word
}

// contextIndex holds context words by first byte, longest first.
type contextIndex struct {
	byFirst [256][]ctxWord
	// shortEnds: a short English word (see short) must also end a word,
	// so that "ph" does not match in "phrase" nor "ref" in "refund".
	shortEnds bool
	maxLen    int
	// phrases are the words of several words ("area code"): one whose
	// last word is itself a word of the index decides in its place.
	phrases []ctxWord
	// possessed is the sense of a weak word right after a possessive
	// ("the shop's number", "her number"); ctxNone where it has none.
	possessed context
	// destinations: a negative word is passed over when the candidate is
	// where it is sent ("send the OTP to …", "验证码发到 …"): the number
	// is then the address, not the thing named.
	destinations bool
}

// contextWords lists the words of one detector.
type contextWords struct {
	positive, negative []string
	weak               []ctxWord // word and its sense alone
	modifiers          []string
}

// newContextIndex indexes the words of ws.
func newContextIndex(ws contextWords, shortEnds bool) *contextIndex {
	idx := &contextIndex{shortEnds: shortEnds}
	add := func(w ctxWord) {
		idx.byFirst[w.word[0]] = append(idx.byFirst[w.word[0]], w)
		idx.maxLen = max(idx.maxLen, len(w.word))
	}
	for _, w := range ws.positive {
		add(ctxWord{word: w, ctx: ctxPositive})
	}
	for _, w := range ws.negative {
		add(ctxWord{word: w, ctx: ctxNegative})
	}
	for _, w := range ws.weak {
		add(ctxWord{word: w.word, ctx: w.ctx, weak: true})
	}
	for _, w := range ws.modifiers {
		add(ctxWord{word: w, ctx: ctxNegative, modifier: true})
	}
	for _, w := range ws.positive {
		if strings.Contains(w, " ") {
			idx.phrases = append(idx.phrases, ctxWord{word: w, ctx: ctxPositive})
		}
	}
	for i := range idx.byFirst {
		slices.SortStableFunc(idx.byFirst[i], func(a, b ctxWord) int { return cmp.Compare(len(b.word), len(a.word)) })
	}
	return idx
}

// short reports a context word so short that it must also end a word.
func short(w string) bool { return len(w) <= 4 && isLetter(w[len(w)-1]) }

// at reports whether k is written at w[j:] as a word of its own: an
// English word must start a word ("id" in "paid", "tel" in "hotel" do not
// count) and no label of an address ("@qq.com"), and, with shortEnds, a
// short one must end one.
func (idx *contextIndex) at(w []byte, j int, k ctxWord) bool {
	if len(w)-j < len(k.word) || string(w[j:j+len(k.word)]) != k.word {
		return false
	}
	if isLetter(k.word[0]) && j > 0 && (isLetter(w[j-1]) || w[j-1] == '@' || w[j-1] == '.') {
		return false // or a label of an address: "@qq.com", "mail.tel.example"
	}
	if e := j + len(k.word); idx.shortEnds && isLetter(k.word[0]) && isLetter(k.word[len(k.word)-1]) && e < len(w) && isLetter(w[e]) {
		rest := w[e:]
		for n := range rest {
			if !isLetter(rest[n]) {
				rest = rest[:n]
				break
			}
		}
		if k.ctx == ctxPositive && !k.weak && !k.modifier {
			// a short phone word may be inflected ("calls", "caller",
			// "texted", "dialling"); a longer one is a stem that may run on
			// ("nomornya", "numaram")
			// (not the two- and three-letter ones: "was" is no "wa")
			return !short(k.word) || len(k.word) == 4 && slices.Contains(phoneInflections, string(rest))
		}
		// a negative word, weak word or modifier only as itself or
		// inflected: "orders", "booked", not "accountant", "builder",
		// "trainer", "tablet"
		return slices.Contains(nounInflections, string(rest))
	}
	return true
}

// Endings a context word of the phone index may carry (at).
var (
	phoneInflections = []string{"s", "es", "ed", "d", "er", "ers", "ing", "led", "ling"}
	nounInflections  = []string{"s", "es", "ed", "d", "ing"}
)

// nearest classifies the nearest context word in the contextWindow bytes
// before s[start]: one backward pass, a few comparisons per byte.
func (idx *contextIndex) nearest(s string, start int) context {
	ctx, _ := idx.nearestWord(s, start)
	return ctx
}

// lowerBefore copies the contextWindow bytes before s[start] into buf,
// ASCII letters lower-cased, and returns them: the window the context and
// country-name scans read backwards.
func lowerBefore(buf *[contextWindow]byte, s string, start int) []byte {
	n := copy(buf[:], s[max(0, start-contextWindow):start])
	for i := 0; i < n; i++ {
		if c := buf[i]; c >= 'A' && c <= 'Z' {
			buf[i] = c + 'a' - 'A'
		}
	}
	return buf[:n]
}

// nearestWord is nearest, and reports whether a weak word alone ("my
// number is …", "the winning numbers …") decided (weakOnly).
func (idx *contextIndex) nearestWord(s string, start int) (ctx context, weakOnly bool) {
	var buf [contextWindow]byte
	w := lowerBefore(&buf, s, start)
	n := len(w)
	sawDigit := false // digits lie between w[j] and the candidate
	fallback := ctxNone
	for j := n - 1; j >= 0; j-- {
		if isDigit(w[j]) {
			sawDigit = true
			continue
		}
		for _, k := range idx.byFirst[w[j]] {
			if !idx.at(w, j, k) {
				continue
			}
			if k.modifier && !adjacent(w[j+len(k.word):]) {
				continue
			}
			ctx := k.ctx
			if pc, ok := idx.phraseEnding(w, j, k); ok {
				ctx = pc // "area code (069) …": not a code
			} else if k.weak {
				c, ok := idx.before(w, j)
				if !ok && idx.possessed != ctxNone && possessive(w[:j]) {
					// "the shop's number", "her number", "我的号码": a
					// person's or a place's number is their phone
					return idx.possessed, false
				}
				if !ok {
					// a weak word alone decides only if nothing further
					// back does
					if fallback == ctxNone {
						fallback = k.ctx
					}
					break
				}
				ctx = c
			}
			switch {
			case ctx == ctxNegative && fallback == ctxPositive:
				// "booking ref … my number is": neither decides
				return ctxNone, false
			case ctx == ctxNegative && (sawDigit || !sameClause(w[j+len(k.word):]) || idx.destinations && (sentTo(w[:j], w[j+len(k.word):]) || phoneOfThing(w[:j]) || bookedUnder(k.word, w[j+len(k.word):]))):
				// it names an earlier number, or something else of
				// another clause; look further back
			case ctx == ctxNone:
			default:
				return ctx, false
			}
			break
		}
	}
	return fallback, fallback != ctxNone
}

// phoneOfThing reports whether the text before a negative word ends with
// a phone word and a preposition that make the word the phone's owner
// ("update the phone number on my account to …", "the mobile linked to
// the order: …"): the number that follows is the phone.
func phoneOfThing(before []byte) bool {
	return phoneOfThingRe.Match(before)
}

var phoneOfThingRe = regexp.MustCompile(`(?:phone|mobile|cell|contact|telephone|tel)\s+(?:number\s+|no\.?\s+)?(?:on|of|for|in|linked\s+to|attached\s+to|tied\s+to|registered\s+(?:to|on|with)|associated\s+with)\s+(?:my|the|our|your|this|his|her|their)?\s*$`)

// bookedUnder reports a booking made under the number ("took our booking
// under 0533 …", "reservation under 031 …"): the number is the guest's
// phone, not the booking's reference.
func bookedUnder(word string, gap []byte) bool {
	switch word {
	case "booking", "reservation", "table", "order":
		return strings.HasSuffix(strings.TrimRight(string(gap), " :"), " under")
	}
	return false
}

// sentTo reports whether the gap between a context word and the candidate
// makes the candidate the destination of a message: the gap ends with
// "to" and a verb of sending comes before the word in its clause ("send
// the code to …", "text the OTP to …"), or the gap ends with a Chinese
// verb of sending to ("验证码发到 …", "发给").
func sentTo(before, gap []byte) bool {
	g := strings.TrimRight(string(gap), " :")
	for _, zh := range []string{"发到", "发送到", "发给", "发至", "發到", "發給"} {
		if strings.HasSuffix(g, zh) {
			return true
		}
	}
	if !strings.HasSuffix(g, " to") {
		return false
	}
	b := string(before)
	if i := strings.LastIndexAny(b, ".;!?"); i >= 0 {
		b = b[i+1:]
	}
	for _, w := range strings.FieldsFunc(b, func(r rune) bool { return r >= utf8.RuneSelf || !isLetter(byte(r)) }) {
		if slices.Contains(sendVerbs, w) {
			return true
		}
	}
	return false
}

// sendVerbs are the verbs of sending sentTo looks for (lower case).
var sendVerbs = []string{"send", "sent", "text", "texted", "forward", "forwarded", "sms"}

// phraseEnding reports the sense of a phrase of the index that ends with
// the word k found at w[j] ("area code", whose "code" alone is negative).
func (idx *contextIndex) phraseEnding(w []byte, j int, k ctxWord) (context, bool) {
	word := strings.TrimRight(k.word, " :=") // "id " ends "caller id"
	e := j + len(word)
	for _, p := range idx.phrases {
		if len(p.word) > len(word) && strings.HasSuffix(p.word, " "+word) && e-len(p.word) >= 0 && idx.at(w, e-len(p.word), p) {
			return p.ctx, true
		}
	}
	return ctxNone, false
}

// afterWindow is the bytes after a candidate searched by following.
const afterWindow = 32

// following classifies the first context word in the afterWindow bytes
// after s[end], in the candidate's clause: Chinese and Japanese name the
// thing after the number ("711 822 019给我打了电话", "…是我办公室座机"),
// and so does "0803 123 4567 is my mobile". Another number or a clause
// break ends the search: a word beyond it names something else.
func (idx *contextIndex) following(s string, end int) context {
	ctx, _ := idx.followingWord(s, end)
	return ctx
}

// followingWord is following, and reports whether the word is a weak one
// ("number", "号码").
func (idx *contextIndex) followingWord(s string, end int) (ctx context, weak bool) {
	var buf [afterWindow]byte
	n := copy(buf[:], s[end:min(len(s), end+afterWindow)])
	for i := 0; i < n; i++ {
		if c := buf[i]; c >= 'A' && c <= 'Z' {
			buf[i] = c + 'a' - 'A'
		}
	}
	w := buf[:n]
	for j := 0; j < n; j++ {
		if isDigit(w[j]) || !sameClause(w[:j]) {
			return ctxNone, false
		}
		for _, k := range idx.byFirst[w[j]] {
			if j+len(k.word) <= n && idx.at(w, j, k) && !k.modifier {
				return k.ctx, k.weak
			}
		}
	}
	return ctxNone, false
}

// maxClauseWords is the most words that may lie between a negative word
// and the number it names ("order for my mother: …").
const maxClauseWords = 3

// sameClause reports whether rest, the text between a negative word and
// the candidate, stays in the word's clause: no clause break (，。；！？
// ; ! ? ", " or a dash between spaces) and at most maxClauseWords words.
func sameClause(rest []byte) bool {
	words := 0
	inWord := false
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		switch {
		case c == ';' || c == '!' || c == '?':
			return false
		case c == ',' && i+1 < len(rest) && rest[i+1] == ' ':
			return false
		case c == '-' && i > 0 && rest[i-1] == ' ' && i+1 < len(rest) && rest[i+1] == ' ':
			return false
		case c == 0xEF && i+2 < len(rest) && rest[i+1] == 0xBC && (rest[i+2] == 0x8C || rest[i+2] == 0x9B || rest[i+2] == 0x81 || rest[i+2] == 0x9F):
			return false // ，；！？
		case c == 0xE3 && i+2 < len(rest) && rest[i+1] == 0x80 && rest[i+2] == 0x82:
			return false // 。
		case c == 0xE2 && i+2 < len(rest) && rest[i+1] == 0x80 && rest[i+2] == 0x94:
			return false // —
		}
		if isLetter(c) {
			if !inWord {
				words++
				if words > maxClauseWords {
					return false
				}
			}
			inWord = true
		} else if c != '\'' && c != '-' {
			inWord = false
		}
	}
	return true
}

// adjacent reports whether rest, the text between a word and the
// candidate, is only spaces and punctuation that labels a number ("case
// 1234", "parcel: 1234", "case #1234").
func adjacent(rest []byte) bool {
	for _, c := range rest {
		if c != ' ' && c != ':' && c != '#' && c != '=' {
			return false
		}
	}
	return true
}

// before returns the sense of the strong word or modifier that ends right
// before w[j] (spaces between allowed), if any.
func (idx *contextIndex) before(w []byte, j int) (context, bool) {
	e := j
	for e > 0 && w[e-1] == ' ' {
		e--
	}
	for p := e - 1; p >= 0 && e-p <= idx.maxLen; p-- {
		for _, k := range idx.byFirst[w[p]] {
			if k.weak || len(k.word) != e-p || !idx.at(w, p, k) {
				continue
			}
			return k.ctx, true
		}
	}
	return ctxNone, false
}

// possessives are the words that, right before a weak word, make it
// somebody's number.
var possessives = []string{"my", "his", "her", "your", "our", "their", "我的", "他的", "她的", "你的", "我们的"}

// possessive reports whether w (the window up to a weak word) ends in a
// possessive: one of possessives as a word of its own, or a noun with
// "'s" ("the shop's ", "mum’s ").
func possessive(w []byte) bool {
	t := strings.TrimRight(string(w), " ")
	for _, apos := range []string{"'s", "’s"} {
		if n := len(t) - len(apos); n > 0 && strings.HasSuffix(t, apos) && isLetter(t[n-1]) {
			return true
		}
	}
	for _, p := range possessives {
		if n := len(t) - len(p); n >= 0 && strings.HasSuffix(t, p) && (!isLetter(p[0]) || n == 0 || !isLetter(t[n-1])) {
			return true
		}
	}
	// a Chinese noun and 的 ("同事的号", "妈妈的号码"), as "'s" in English
	if b, ok := strings.CutSuffix(t, "的"); ok {
		r, _ := utf8.DecodeLastRuneInString(b)
		return unicode.Is(unicode.Han, r)
	}
	return false
}
