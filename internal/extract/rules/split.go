package rules

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// hasHan reports whether s holds a Chinese character.
func hasHan(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.Is(unicode.Han, r) {
			return true
		}
		i += n
	}
	return false
}

// splitSentences cuts text into sentences at . ! ? ; and newlines (ASCII and
// full-width). A dot between two digits ("3.5") does not end a sentence.
func splitSentences(text string) []string {
	var out []string
	start := 0
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		end := false
		switch r {
		case '\n', '。', '！', '？', '；', '…':
			end = true
		case '!', '?':
			end = !inAddress(text, i) // "https://x.com/?q=1"
		case ';':
			end = i+1 >= len(text) || text[i+1] == ' ' // "TL;DR" is one word
		case '.':
			end = !(i > 0 && i+1 < len(text) && isDigit(text[i-1]) && isDigit(text[i+1])) && !abbrevBefore(text, i) && !inAddress(text, i) && !inDomain(text, i)
		}
		if end && r != '\n' && quoted(text, start, i) {
			end = false // `skip the "Certainly!" openers`, 别说"亲！"
		}
		if end {
			if s := strings.TrimSpace(text[start:i]); s != "" {
				out = append(out, s)
			}
			start = i + n
		}
		i += n
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// maxQuote is the longest quotation (in bytes) inside which quoted decides
// that punctuation ends no sentence; an unbalanced quotation mark does not
// join more than that.
const maxQuote = 60

// quoted reports whether text[i] lies inside a short quotation that opened
// in the current sentence (from start): after an odd number of '"', or
// after “ or 「 not yet closed, with the closing mark within maxQuote bytes.
// Punctuation quoted from someone else ("Certainly!") ends no sentence of
// the user's.
func quoted(text string, start, i int) bool {
	before := text[start:i]
	after := text[i+1 : min(len(text), i+1+maxQuote)]
	if strings.Count(before, `"`)%2 == 1 && strings.Contains(after, `"`) && i-strings.LastIndex(text[:i], `"`) <= maxQuote {
		return true
	}
	for _, p := range [][2]string{{"“", "”"}, {"「", "」"}, {"『", "』"}} {
		o := strings.LastIndex(before, p[0])
		if o >= 0 && o > strings.LastIndex(before, p[1]) && len(before)-o <= maxQuote && strings.Contains(after, p[1]) {
			return true
		}
	}
	return false
}

// inAddress reports whether the punctuation at text[i] is inside an e-mail
// address or a URL ("jane.doe@example.com", "example.org/a",
// "https://x.com/?q=1"): something follows it in the same word, and that
// word holds '@', "://" or "www.", or a '/' follows it. Such punctuation
// ends no sentence, so that the address reaches PII masking whole (a dot
// between digits, as in "415.555.0123", is kept by splitSentences itself).
func inAddress(text string, i int) bool {
	if i == 0 || i+1 >= len(text) || isSpaceByte(text[i-1]) || !isAddressByte(text[i+1]) {
		return false
	}
	start, end := i, i+1
	for start > 0 && !isSpaceByte(text[start-1]) {
		start--
	}
	for end < len(text) && !isSpaceByte(text[end]) {
		end++
	}
	word := text[start:end]
	return strings.ContainsRune(word, '@') || strings.Contains(word, "://") || strings.HasPrefix(strings.ToLower(word), "www.") ||
		strings.ContainsRune(text[i:end], '/')
}

// tlds are the top-level domains inDomain knows.
var tlds = map[string]bool{"com": true, "net": true, "org": true, "io": true, "cn": true, "cc": true, "co": true,
	"uk": true, "de": true, "win": true, "xyz": true, "app": true, "me": true, "info": true, "biz": true, "top": true,
	"vip": true, "ai": true, "dev": true, "shop": true}

// inDomain reports whether the dot at text[i] is inside a bare domain name
// ("Shoplyy.com", "catl-jobs.cc"): a letter or digit before it and a known
// top-level domain after it, ending the word.
func inDomain(text string, i int) bool {
	if i == 0 || !(isLetter(text[i-1]) || isDigit(text[i-1])) {
		return false
	}
	j := i + 1
	for j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
		j++
	}
	if j < len(text) && (isLetter(text[j]) || isDigit(text[j])) {
		return false
	}
	return tlds[text[i+1:j]]
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// isAddressByte reports the bytes that may follow a dot inside an address.
func isAddressByte(c byte) bool {
	return isDigit(c) || isLetter(c) || c == '_' || c == '-' || c == '%' || c == '=' || c == '&' || c == '/'
}

// abbrevs are title and Latin abbreviations whose dot ends no sentence
// ("St. Mary's Hospital", "Dr. Chen", "e.g. Python").
var abbrevs = map[string]bool{"st": true, "dr": true, "mr": true, "mrs": true, "ms": true, "jr": true, "sr": true,
	"prof": true, "vs": true, "e.g": true, "i.e": true, "etc": true, "inc": true, "ltd": true, "mt": true, "ft": true,
	"no": true, "approx": true, "dept": true, "univ": true, "corp": true, "co": true}

// abbrevBefore reports whether the dot at text[i] ends an abbreviation that
// is followed by more of the same sentence.
func abbrevBefore(text string, i int) bool {
	j := i
	for j > 0 && (isLetter(text[j-1]) || text[j-1] == '.') {
		j--
	}
	if j == i || !abbrevs[strings.ToLower(text[j:i])] {
		return false
	}
	if i+2 >= len(text) || text[i+1] != ' ' {
		return false
	}
	// "I work at Acme Co. I love it": a following pronoun starts a sentence.
	next := text[i+2:]
	return !startsClause(strings.ToLower(next)) && !strings.HasPrefix(next, "I ")
}

// splitClauses cuts a sentence into clauses. Chinese sentences are cut at
// commas (，,), which separate clauses in Chinese; English sentences are cut
// before a conjunction or comma that starts a new first-person clause
// ("My name is Zhang San and I prefer short answers").
func splitClauses(sentence string, out []string) []string {
	if hasHan(sentence) {
		sentence = spacedClausesZH(sentence)
		for c := range strings.FieldsFuncSeq(sentence, func(r rune) bool { return r == '，' || r == ',' || r == '：' }) {
			if c = strings.TrimSpace(c); c != "" {
				out = append(out, c)
			}
		}
		return out
	}
	lower := strings.ToLower(sentence)
	start := 0
	for i := 0; i < len(lower); i++ {
		c := lower[i]
		if c != ',' && c != ' ' {
			continue
		}
		// candidate boundary at i: optional comma or spaced dash, optional
		// conjunction, then a pronoun
		j := i
		dash := false
		if c == ',' {
			j++
		} else if n := dashAt(lower[i:]); n > 0 && len(strings.Fields(lower[start:i])) <= 3 {
			j, dash = i+n, true // "Jun here — I'm the CTO"; a longer part keeps its dash
		}
		for j < len(lower) && lower[j] == ' ' {
			j++
		}
		k := j
		for _, conj := range []string{"and also ", "and ", "but ", "so ", "plus ", "also ", "while "} {
			if strings.HasPrefix(lower[j:], conj) {
				k = j + len(conj)
				// an adverb may sit between: "and honestly I prefer it now"
				for _, adv := range []string{"honestly ", "actually ", "really ", "frankly ", "personally ", "tbh "} {
					if strings.HasPrefix(lower[k:], adv) && startsClause(lower[k+len(adv):]) {
						k += len(adv)
						break
					}
				}
				break
			}
		}
		if k == j && c != ',' && !dash {
			continue // a plain space without a conjunction is no boundary
		}
		if k > j && strings.HasPrefix(lower[j:], "and ") && strings.HasPrefix(lower[k:], "i ") && compoundSubject(lower[start:i]) {
			continue // "My wife and I are expecting": one subject
		}
		if startsClause(lower[k:]) {
			if s := strings.TrimSpace(sentence[start:i]); s != "" {
				out = append(out, s)
			}
			start = k
			i = k - 1
		}
	}
	if s := strings.TrimSpace(sentence[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

func startsClause(s string) bool {
	for _, p := range []string{"i ", "i'm ", "i’m ", "i've ", "i'd ", "i'll ", "my ", "we ", "we're ", "our ", "please ", "remind me", "from now on"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// compoundSubject reports whether s, the text before "and I", is a short
// noun phrase that forms one subject with it ("my wife", "Tom").
func compoundSubject(s string) bool {
	w := strings.Fields(s)
	return len(w) >= 1 && len(w) <= 3 && (w[0] == "my" || w[0] == "our" || len(w) == 1)
}

// dashAt returns the length of a spaced dash (" - ", " — ", " – ") at the
// start of s, or 0.
func dashAt(s string) int {
	for _, d := range []string{" - ", " — ", " – "} {
		if strings.HasPrefix(s, d) {
			return len(d)
		}
	}
	return 0
}

// Sentences returns the sentences the extractor reads text in (before its
// guard drops instructions and its rules skip pleasantries); the trainer
// of the standing model (internal/standing/train) cuts its examples so.
func Sentences(text string) []string { return splitSentences(text) }

// spacedClausesZH reads a space between two Chinese characters as the comma
// a chat writer left out ("我是后端 在字节干了三年 主要写Go"): it returns
// the sentence with such spaces turned into commas. A space beside Latin
// letters or digits ("用 Go 写", "base 上海") stays.
func spacedClausesZH(s string) string {
	if !strings.Contains(s, " ") {
		return s
	}
	rs := []rune(s)
	changed := false
	for i := 1; i+1 < len(rs); i++ {
		if rs[i] == ' ' && unicode.Is(unicode.Han, rs[i-1]) && unicode.Is(unicode.Han, rs[i+1]) {
			rs[i] = '，'
			changed = true
		}
	}
	if !changed {
		return s
	}
	return string(rs)
}
