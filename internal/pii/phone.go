package pii

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/nyaruka/phonenumbers"
)

// Phone numbers of every country, recognised with github.com/nyaruka/phonenumbers
// (a Go port of Google's libphonenumber, whose metadata holds each country's
// numbering plan): this file finds the spans that are written like a phone
// number and asks the library whether the digits are one.
//
// A span is digits with single separators (space, '-', '.', one '/' after
// an area code, " / " or " - " after a trunk-prefixed area code, and
// parentheses around a group or around the whole number), at most 17
// digits, optionally after '+'; full-width digits and punctuation count as
// their ASCII forms.
//   - International form ("+44 20 7946 0958", "0044 …", "+1 (415) 555-0123",
//     "+44 (0)20 …"): the digits after the country code must be a possible
//     number of that country (the right length); Mexico's mobiles also in
//     their pre-2019 form "+52 1 …".
//   - National form ("(415) 555-0123", "030 12345678", "8 (495) 123-45-67"):
//     valid in one of the Regions by the library's metadata, or possible
//     there when a phone word precedes it; valid in a named country
//     ("Peru 912 345 678"); or valid in any other region when a phone word
//     precedes or follows it, or written with that region's trunk prefix
//     0 and grouped as the region groups it (region.go, country.go).
//   - Unseparated digits ("08031234567"): after a phone word (call, tel,
//     number, 电话, …); or, without one, ten digits or more (nine after a
//     trunk 0) that are valid in a region and written with the trunk
//     prefix its plan asks for, or a two- or three-digit country code and
//     a valid number without the '+'.
//
// Shapes that are something else are refused whatever the library says:
// dates (2024-03-15, 15/03/2024, 15.03.2024), year and time ranges
// (2024-2025, 0900-1730), thousands grouping (1 234 567; but nine-digit
// mobiles of plans without a trunk prefix, 612 345 678, unless a word
// follows), round numbers, digit sequences, lists of six or more one- or
// two-digit groups, a result after '=' or an operator,
// ZIP+4 and postcodes (94105-1234, 100-0001), one-digit groups inside a
// number (ISBNs, versions), a currency before or after, and a number whose
// nearest context word (context.go) is an order, invoice, tracking,
// flight, room, serial, meeting or similar word.

// Regions are the countries whose national formats are recognised without
// a country code: the 20 most populous and the other large economies,
// and 18 more countries of Europe, Asia-Pacific and the Americas whose
// numbers chat users often write without a country code.
var Regions = []string{
	"CN", "IN", "US", "ID", "PK", "NG", "BR", "BD", "RU", "ET", "MX", "JP", "EG", "PH", "CD", "VN", "IR", "TR", "DE", "TH",
	"GB", "FR", "IT", "ES", "KR", "CA", "AU", "SA", "AR", "ZA",
	"PL", "PT", "NL", "BE", "SE", "CH", "DK", "IE", "NZ", "SG", "HK", "TW", "MY", "AE", "CO", "PE", "KE", "CL",
}

const (
	minPhoneDigits = 7
	maxPhoneDigits = 17 // "00" + a 15-digit E.164 number
)

// phoneSpan is a candidate: s[start:end] and its digits, grouped.
type phoneSpan struct {
	start, end int
	digits     [maxPhoneDigits]byte
	n          int
	groups     [12]int // digits per group
	ng         int
	seps       uint8                // bit set of the separators used
	plus       bool                 // starts with '+'
	paren      bool                 // holds a parenthesised group
	trunkParen bool                 // holds "(0)"
	trunkGroup int                  // the index of the "(0)" group
	overflow   bool                 // more digits followed than one number holds
	tail       int                  // digits cut off the end (cutBeforeLast)
	gEnd       [12]int              // byte offset in s where each group ends
	gTok       [12]int              // characters of the span up to each group's end
	slashes    int                  // slashes between groups
	preSlash   int                  // digits before the first slash
	text       [maxPhoneTokens]byte // the span as written, full-width forms in ASCII
	nText      int
}

const (
	sepSpace uint8 = 1 << iota
	sepDash
	sepDot
	sepSlash
)

// findPhones adds the phone numbers found from s[from:] (from is the first
// digit) to cs.
func findPhones(s string, from int, cs []candidate) []candidate {
	// A span may start up to two bytes before the first digit: "+", "(",
	// "(+".
	i := max(0, from-2)
	var bare []phoneSpan // unseparated runs that were no phone on their own
	for i < len(s) {
		if b := s[i]; !isDigit(b) && b != '+' && b != '(' && b != 0xEF {
			i++ // fast path: no phone starts here
			continue
		}
		c, n := phoneByteAt(s, i)
		if !isDigit(c) && !(c == '+' || c == '(') {
			i++
			continue
		}
		if !isDigit(c) {
			if i+n >= len(s) {
				break
			}
			if d, _ := phoneByteAt(s, i+n); !isDigit(d) && d != '+' && d != '(' {
				i += n
				continue
			}
		}
		if end, ok := carrierPlaceholder(s, i, cs); ok {
			cs = append(cs, candidate{Match{KindPhone, i, end}, prioPhone})
			i = end
			continue
		}
		var p phoneSpan
		j, ok := scanPhone(s, i, &p)
		if !ok && c == '(' {
			// "(+49-177-3443404)": the parenthesis wraps the number
			// rather than a group of it; try again inside it.
			i += n
			continue
		}
		if j <= i {
			i += n
			continue
		}
		link := ok && !p.plus && chatLink(s, p.start)
		if link {
			p.plus = true // "wa.me/447911123456": the link holds the number in international form
		}
		for ok && p.n >= minPhoneDigits {
			within, free := covered(cs, p.start, p.end)
			if !free || !link && !phoneLeftOK(s, p.start) {
				break
			}
			if phoneRightOK(s, p.end) {
				if isPhone(s, &p) {
					prio := prioPhone
					if within {
						// A Chinese mobile inside a longer number of
						// another country ("+49 157 95741834"): the whole
						// number wins.
						cs = dropPhonesWithin(cs, p.start, p.end)
						prio = prioNumber
					}
					end := p.end + extensionAfter(s[p.end:])
					cs = append(cs, candidate{Match{KindPhone, p.start, end}, prio})
					j = end
					break
				}
			}
			if p.ng == 1 && !p.plus && !p.paren && len(bare) < 8 {
				bare = append(bare, p)
			}
			// Not a phone as a whole: its leading groups may be one,
			// followed after a space by another number or a short count
			// ("0803 123 4567 0805 987 6543", "0803 123 4567 2 times");
			// never inside a card's even grouping (4111 1111 1111 1112).
			if !p.cutBeforeLast() {
				break
			}
		}
		i = j
	}
	if len(bare) > 0 {
		cs = siblings(s, bare, cs)
	}
	return cs
}

// extensionAfter returns the length of an extension written right after a
// phone number ("x202", " ext. 429", " Ext 245", "内線299", "转6102"), which
// is masked with it; 0 when none follows.
func extensionAfter(rest string) int {
	if m := extensionRe.FindStringIndex(rest); m != nil {
		return m[1]
	}
	return 0
}

// gluedExtension reports an extension written onto the number with no
// space ("x94" in "2451x94"): an x, one to six digits, then no letter or
// digit.
func gluedExtension(rest string) bool {
	n := 1
	for n < len(rest) && n <= 6 && isDigit(rest[n]) {
		n++
	}
	return n > 1 && (n == len(rest) || !isAlnum(rest[n]))
}

var extensionRe = regexp.MustCompile(`^(?i:\s?(?:x|ext\.?|extn\.?|extension|内线|內線|转|轉|分机|分機)\s?\.?\s?\d{1,6})\b`)

// carrierPlaceholder reads a Brazilian number written with the trunk 0
// and "xx" for the carrier code the caller picks ("0xx11 99475-6234",
// "0XX21 2555-1234") at s[i] and returns where it ends.
func carrierPlaceholder(s string, i int, cs []candidate) (int, bool) {
	if s[i] != '0' || i+4 >= len(s) || s[i+1]|0x20 != 'x' || s[i+2]|0x20 != 'x' || !isDigit(s[i+3]) || !phoneLeftOK(s, i) {
		return 0, false
	}
	var p phoneSpan
	if _, ok := scanPhone(s, i+3, &p); !ok || p.n < 10 || p.n > 11 || !phoneRightOK(s, p.end) {
		return 0, false
	}
	if _, free := covered(cs, i, p.end); !free || !validIn(string(p.text[:p.nText]), "BR") {
		return 0, false
	}
	return p.end, true
}

// siblings adds the unseparated runs of bare that are valid numbers of the
// country of a phone found in the same sentence: a list of one person's
// or one household's numbers ("mine is 93 318 46 02 and my wife's is
// 933184602", "office 124227306, mobile +48 22 628 41 75"). A run after a
// negative word stays what it is.
func siblings(s string, bare []phoneSpan, cs []candidate) []candidate {
	n := len(cs)
	for k := range bare {
		b := &bare[k]
		if _, free := covered(cs, b.start, b.end); !free || phoneContext(s, b.start) == ctxNegative {
			continue
		}
		d := string(b.digits[:b.n])
		if roundNumber(d) || sequence(d) || compactDate(d) {
			continue
		}
		for _, c := range cs[:n] {
			if c.Kind != KindPhone || !sameSentence(s, min(c.End, b.end), max(c.Start, b.start)) {
				continue
			}
			r := phoneRegion(s[c.Start:c.End])
			if r == "" {
				continue
			}
			if num, err := phonenumbers.Parse(d, r); err == nil && phonenumbers.IsValidNumberForRegion(num, r) {
				cs = append(cs, candidate{Match{KindPhone, b.start, b.end}, prioPhone})
				break
			}
		}
	}
	return cs
}

// sameSentence reports whether s[from:to] holds no sentence break.
func sameSentence(s string, from, to int) bool {
	if from > to {
		return false
	}
	t := s[from:to]
	return !strings.ContainsAny(t, "!?\n") && !strings.Contains(t, ". ") && !strings.Contains(t, "。") && !strings.Contains(t, "！") && !strings.Contains(t, "？")
}

// phoneRegion returns the country of the phone number text: the one of its
// country code, or the first of Regions (then the others) where it is valid.
func phoneRegion(text string) string {
	if strings.HasPrefix(text, "+") {
		num, err := phonenumbers.Parse(text, "ZZ")
		if err != nil {
			return ""
		}
		return phonenumbers.GetRegionCodeForNumber(num)
	}
	for _, r := range Regions {
		if num, err := phonenumbers.Parse(text, r); err == nil && phonenumbers.IsValidNumberForRegion(num, r) {
			return r
		}
	}
	return ""
}

// covered reports whether candidates found before (an e-mail, an IP, a
// Chinese mobile, ID or card, which win over a phone) leave s[start:end]
// free, so that the library need be asked, and whether what overlaps it is
// only phone numbers strictly inside it (within). A phone with the same
// bounds leaves nothing to ask.
func covered(cs []candidate, start, end int) (within, free bool) {
	for _, c := range cs {
		if c.Start < end && start < c.End {
			if c.Kind != KindPhone || c.Start < start || c.End > end || c.Start == start && c.End == end {
				return false, false
			}
			within = true
		}
	}
	return within, true
}

// dropPhonesWithin removes the phone candidates inside s[start:end].
func dropPhonesWithin(cs []candidate, start, end int) []candidate {
	return slices.DeleteFunc(cs, func(c candidate) bool {
		return c.Kind == KindPhone && c.Start >= start && c.End <= end
	})
}

// phoneByteAt returns the character at s[j] that a written phone number
// may hold, as ASCII ('0'-'9', '+', '(', ')', '-', '.', '/', ' '), and its
// size; full-width forms (０-９, ＋, （, ）, －, ．, ／ and the ideographic
// space) are read as their ASCII counterparts. Size 0: no such character.
func phoneByteAt(s string, j int) (byte, int) {
	switch c := s[j]; {
	case isDigit(c), c == '+', c == '(', c == ')', c == '-', c == '.', c == '/', c == ' ':
		return c, 1
	case c == 0xEF && j+2 < len(s) && s[j+1] == 0xBC:
		switch d := s[j+2]; {
		case d >= 0x90 && d <= 0x99:
			return '0' + d - 0x90, 3
		case d == 0x8B:
			return '+', 3
		case d == 0x88:
			return '(', 3
		case d == 0x89:
			return ')', 3
		case d == 0x8D:
			return '-', 3
		case d == 0x8E:
			return '.', 3
		case d == 0x8F:
			return '/', 3
		}
	case c == 0xE3 && j+2 < len(s) && s[j+1] == 0x80 && s[j+2] == 0x80:
		return ' ', 3
	}
	return 0, 0
}

// maxPhoneTokens bounds the characters scanPhone reads: 17 digits and
// their separators fit.
const maxPhoneTokens = 48

// scanPhone reads the span that starts at s[i] into p and returns where
// the scan stopped (past the span, or past the digits it gave up on) and
// whether p holds a span (p.end and p.text are set only then).
func scanPhone(s string, i int, p *phoneSpan) (int, bool) {
	// t holds the characters from s[i] on, normalised, and off their
	// offsets in s; t[nt] is 0 and off[nt] is where the characters end.
	var t [maxPhoneTokens + 4]byte // zeros past t[nt] end every look-ahead
	var off [maxPhoneTokens + 1]int
	nt := 0
	j := i
	for j < len(s) && nt < maxPhoneTokens {
		c, n := phoneByteAt(s, j)
		if n == 0 {
			break
		}
		t[nt], off[nt] = c, j
		nt++
		j += n
	}
	t[nt], off[nt] = 0, j
	digit := func(k int) bool { return isDigit(t[k]) }

	p.start = i
	k := 0
	if t[k] == '+' {
		p.plus = true
		k++
	}
	open := false // inside parentheses
	group := 0
	// A parenthesis opened after whole groups may be a remark rather than
	// part of the number ("02 2803 5914 (24/7)"): the span as it stood
	// before it is kept in case the parenthesis turns out unclosed.
	var before phoneSpan
	beforeK := -1
	for k < nt {
		c := t[k]
		switch {
		case isDigit(c):
			if p.n == maxPhoneDigits {
				if p.ng >= 2 && !open && !p.even() {
					// too long for one number: keep the groups read so
					// far, where a number may end ("0803 123 4567 0805 …")
					p.nText = copy(p.text[:], t[:k])
					p.overflow = true
					return p.cut(p.ng), true
				}
				for k < nt && digit(k) {
					k++
				}
				return off[k], false
			}
			p.digits[p.n] = c
			p.n++
			group++
			k++
			continue
		case c == '(' && !open && (digit(k+1) || t[k+1] == '+'):
			if group > 0 {
				if !p.endGroup(&group, off[k], k) {
					return off[k], false
				}
			}
			if (p.ng >= 2 || p.n >= 7) && t[k-1] == ' ' {
				before, beforeK = *p, k-1
			}
			if t[k+1] == '0' && t[k+2] == ')' {
				p.trunkParen = true
			}
			if t[k+1] == '+' {
				if p.n > 0 || p.plus {
					return off[k], false
				}
				p.plus = true
				k++
			}
			open, p.paren = true, true
			k++
			continue
		case c == ')' && open && group > 0:
			open = false
			if p.trunkParen && group == 1 && t[k-1] == '0' {
				p.trunkGroup = p.ng
			}
			if !p.endGroup(&group, off[k+1], k+1) {
				return off[k], false
			}
			k++
			// one space or dash may follow the closing parenthesis
			if (t[k] == ' ' || t[k] == '-') && digit(k+1) {
				p.seps |= sepOf(t[k])
				k++
			}
			continue
		case c == ' ' && p.ng == 0 && group >= 2 && group <= 5 && p.digits[0] == '0' && !open &&
			(t[k+1] == '/' || t[k+1] == '-') && t[k+2] == ' ' && digit(k+3):
			// "0157 / 724 74297", "030 - 1234 5678": a slash or dash
			// between spaces after an area code ("… / 0765 697813" lists
			// another number)
			if !p.endGroup(&group, off[k], k) {
				return off[k], false
			}
			p.seps |= sepOf(t[k+1])
			if t[k+1] == '/' {
				p.slash()
			}
			k += 3
			continue
		case (c == ' ' || c == '-' || c == '.' || c == '/') && group > 0 && !open &&
			(digit(k+1) || t[k+1] == '(' && digit(k+2)):
			if !p.endGroup(&group, off[k], k) {
				return off[k], false
			}
			p.seps |= sepOf(c)
			if c == '/' {
				p.slash()
			}
			k++
			continue
		}
		break
	}
	if open && beforeK >= 0 {
		*p = before // "… 5914 (24/7)": the number ends before the remark
		p.end = off[beforeK]
		p.nText = copy(p.text[:], t[:beforeK])
		return p.end, true
	}
	if open {
		return off[k], false // an unclosed parenthesis: not a phone as written
	}
	if group > 0 && !p.endGroup(&group, off[k], k) {
		return off[k], false
	}
	p.end = off[k]
	p.nText = copy(p.text[:], t[:k])
	return p.end, true
}

func (p *phoneSpan) endGroup(group *int, end, tok int) bool {
	if p.ng == len(p.groups) {
		return false
	}
	p.gEnd[p.ng], p.gTok[p.ng] = end, tok
	p.groups[p.ng] = *group
	p.ng++
	*group = 0
	return true
}

// cutBeforeLast drops p's last group when a number may end before it (see
// findPhones) and reports whether it did.
func (p *phoneSpan) cutBeforeLast() bool {
	if p.ng < 3 || p.text[p.gTok[p.ng-2]] != ' ' || p.even() || !p.plus && (smallList(p) || mixedSmall(p)) {
		return false
	}
	last := p.groups[p.ng-1]
	p.tail += last
	if !p.overflow && p.tail < minPhoneDigits && !(p.tail == last && last <= 2) {
		return false
	}
	p.cut(p.ng - 1)
	return true
}

// even reports groups of one length but perhaps the last (4111 1111 1111
// 1, 9400 1000 0000 0000 12): one long card or tracking number, which no
// cut turns into a phone.
func (p *phoneSpan) even() bool {
	if p.ng < 2 {
		return true
	}
	for _, n := range p.groups[1 : p.ng-1] {
		if n != p.groups[0] {
			return false
		}
	}
	return true
}

// cut shortens p to its first g groups (g >= 1) and returns its new end.
func (p *phoneSpan) cut(g int) int {
	n := 0
	for _, d := range p.groups[:g] {
		n += d
	}
	p.n, p.ng = n, g
	p.end, p.nText = p.gEnd[g-1], p.gTok[g-1]
	text := p.text[:p.nText]
	p.seps, p.paren, p.slashes, p.preSlash = 0, false, 0, 0
	digits := 0
	for i, c := range text {
		switch {
		case isDigit(c):
			digits++
		case c == '(':
			p.paren = true
		case c == '/':
			if p.slashes == 0 {
				p.preSlash = digits
			}
			p.slashes++
			p.seps |= sepSlash
		case (c == ' ' || c == '-' || c == '.') && i > 0:
			p.seps |= sepOf(c)
		}
	}
	p.trunkParen = p.trunkParen && strings.Contains(string(text), "(0)")
	return p.end
}

func (p *phoneSpan) slash() {
	if p.slashes == 0 {
		p.preSlash = p.n
	}
	p.slashes++
}

func sepOf(c byte) uint8 {
	switch c {
	case ' ':
		return sepSpace
	case '-':
		return sepDash
	case '.':
		return sepDot
	}
	return sepSlash
}

// phoneLeftOK reports whether a phone may start at s[i].
func phoneLeftOK(s string, i int) bool {
	if i == 0 {
		return true
	}
	c := s[i-1]
	switch {
	case c == '/' && (strings.HasSuffix(s[:i-1], ")") || strings.HasSuffix(s[:i-1], "）") || strings.HasSuffix(s[:i-1], " ")):
		// "…（白天）/0512 244534（晚上）": a slash between alternatives
		return !currencyBefore(s, i)
	case isWord(c), c == '#', c == '+', c == '$', c == '/', c == '.' && i >= 2 && isDigit(s[i-2]),
		c == '-' && i >= 2 && isAlnum(s[i-2]), c == ':' && i >= 2 && isDigit(s[i-2]):
		return false
	}
	return !currencyBefore(s, i)
}

// chatLinks are the starts of links to a chat that end in a phone number
// in international form without its '+' (lower case).
var chatLinks = [...]string{"wa.me/", "?phone=", "&phone=", "viber://chat?number="}

// chatLink reports whether s[:i] ends with one of chatLinks.
func chatLink(s string, i int) bool {
	if i == 0 || s[i-1] != '/' && s[i-1] != '=' {
		return false // every link ends so
	}
	for _, l := range chatLinks {
		if hasSuffixFold(s[:i], l) {
			return true
		}
	}
	return false
}

// phoneRightOK reports whether a phone may end at s[j].
func phoneRightOK(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	c := s[j]
	switch {
	case (c == 'x' || c == 'X') && gluedExtension(s[j:]):
		return true // "+1 650 555 0142x7" : the extension, masked with it (extensionAfter)
	case isWord(c), c == '@', c == '%', c == '#':
		return false
	case (c == '.' || c == ',' || c == ':' || c == '/' || c == '-') && j+1 < len(s) && isAlnum(s[j+1]):
		return false
	}
	return !currencyAfter(s, j)
}

// currencyBefore reports a currency sign or code right before s[i] (one
// space allowed): "$ 1 234 567", "¥138 0013", "USD 415 555 0123".
func currencyBefore(s string, i int) bool {
	t := strings.TrimRight(s[max(0, i-5):i], " ")
	for _, c := range [...]string{"$", "€", "£", "¥", "₹", "₽", "₩", "฿", "₫", "￥", "usd", "eur", "rmb", "cny", "inr", "rs", "rs."} {
		if hasSuffixFold(t, c) && !(isLetter(c[0]) && len(t) > len(c) && isLetter(t[len(t)-len(c)-1])) {
			return true // a code must be a word of its own: "rs", not "answers"
		}
	}
	return false
}

// afterWords are currencies, units and counted nouns (lower case).
var afterWords = [...]string{"元", "块", "円", "₫", "€", "dollars", "usd", "eur", "rupees", "yuan", "yen", "rmb",
	"km", "kg", "ms", "bytes", "rows", "records", "views", "times", "users", "items", "requests", "points",
	"steps", "votes", "likes", "followers", "downloads", "次", "行", "条", "件", "笔", "份", "名"}

// currencyAfter reports a currency, unit or counted noun right after s[j]
// ("… 元", "… rows", "… 次"); an English word must end there ("ms", not
// "msg").
func currencyAfter(s string, j int) bool {
	t := strings.TrimLeft(s[j:min(len(s), j+12)], " ")
	if len(t) == 0 || isDigit(t[0]) {
		return false
	}
	first := t[0]
	if first >= 'A' && first <= 'Z' {
		first += 'a' - 'A'
	}
	for _, c := range afterWords {
		if c[0] == first && len(t) >= len(c) && strings.EqualFold(t[:len(c)], c) && !(isLetter(c[0]) && len(t) > len(c) && isLetter(t[len(c)])) {
			return true
		}
	}
	return false
}

// isPhone decides whether the candidate p of s is a phone number.
func isPhone(s string, p *phoneSpan) bool {
	d := string(p.digits[:p.n])
	intlForm := p.plus || strings.HasPrefix(d, "00") && p.ng > 1
	ctx, weakOnly := phoneIndex.nearestWord(s, p.start)
	if intl, ok := exitCodeIntl(p, d); ok && ctx != ctxNegative {
		// "011 52 55 7169 7592" dialled from North America, "010 81 90
		// …" from Japan: valid after the prefix, whatever the context
		if validIntl(intl) || strings.HasPrefix(intl, "521") && len(intl) == 13 && validIntl(intl[:2]+intl[3:]) {
			q := *p // shaped as the international form after the prefix
			copy(q.groups[:], p.groups[1:p.ng])
			q.ng--
			return !badShape(&q, ctx, true)
		}
	}
	if p.seps == sepDot && (versionContext(s, p.start) || versionAfter(s, p.end)) {
		return false // "changelog for 1.106.7784.96", "1.82.6903.96版本的驱动"
	}
	if !p.plus && lotteryBonus(s[p.end:]) {
		return false // "07 08 14 21 30 + 04 11": a draw and its bonus numbers
	}
	if !intlForm && p.ng == 1 && p.n >= 11 && strings.HasPrefix(d, "00") && d[2] != '0' && ctx != ctxNegative && validIntl(d[2:]) {
		// "00971509741098": the international prefix "00" and a valid
		// number in international form, written without a space
		return true
	}
	if !intlForm && p.n > 13 {
		return false // longer than any national number
	}
	if intlForm {
		intl := d
		if !p.plus {
			intl = d[2:]
		}
		if p.trunkParen {
			intl = dropTrunkZero(string(p.text[:p.nText]), intl)
		}
		if badShape(p, ctx, true) {
			return false
		}
		if after, weak := phoneIndex.followingWord(s, p.end); ctx == ctxNone && after == ctxPositive && !weak {
			ctx = ctxPositive // "+234 1 474 1596的未接来电"
		}
		if ctx == ctxNegative {
			// "the invoice … +1-818-392-1012", "快递员让我打+98 …": after
			// an order or parcel word a number in international form
			// must be a valid one, not merely of the right length
			return validIntl(intl) || strings.HasPrefix(intl, "521") && len(intl) == 13 && validIntl(intl[:2]+intl[3:])
		}
		// after a phone word, a '+', a country code and a national number
		// of a plausible length are a phone even where the library's plan
		// disagrees (plans change: "phone +234 1 992 7530")
		return possibleIntl(intl) || ctx == ctxPositive && !weakOnly && knownCountryCode(intl)
	}
	if ctx == ctxNegative || ctx == ctxNone && (mathBefore(s, p.start) || mathAfter(s, p.end)) {
		return false // "2^32 = 4294967296"
	}
	if ctx == ctxNone && phoneContextAfter(s, p.end) == ctxPositive {
		// "711 822 019给我打了三次电话", "… 是我办公室座机"; a word after
		// the number is weaker than one before: not for a round amount or
		// a date ("45000000 for the phone", "20231015 电话会议")
		if p.ng == 1 && (roundNumber(d) || compactDate(d)) {
			return false
		}
		ctx = ctxPositive
	}
	if (ctx == ctxNone || weakOnly) && p.ng == 1 && !p.paren && sequence(d) {
		return false // "0123456789", "98765432": a placeholder, not a number
	}
	if ctx == ctxNone && p.ng == 3 && p.seps == sepSpace && d[0] != '0' && allThrees(p.groups[:3]) && wordAfter(s, p.end) {
		return false // a quantity: "612 345 678 people"
	}
	if r := namedCountry(s, p.start); r != "" && !p.trunkParen && !dateShape(p) && validIn(string(p.text[:p.nText]), r) {
		return true // "Peru 912 345 678", "my Dubai office 04 123 4567"
	}
	if p.ng > 2 && d[0] != '0' && intlWithoutPlus(d) {
		// a country code and a valid number, grouped, without the '+'
		// ("33 6 12 34 56 78"): shaped like the international form
		return !badShape(p, ctx, true)
	}
	if p.n > 13 || badShape(p, ctx, false) {
		return false
	}
	grouped := p.ng > 1 || p.paren
	// Unseparated digits without a phone word before them (ten digits or
	// more, or nine after a trunk 0) must be
	// written as the numbering plan writes them at home: with the trunk
	// prefix where the plan asks for one ("08031234567", "89161234567",
	// but not a bare "8031234567" that only the loose German plan
	// accepts), or as a country code (of two or three digits) and a valid
	// number without the '+' ("447911123456").
	bare := !grouped && ctx != ctxPositive
	if !grouped {
		// Those starting with 1 only at the length of a Chinese mobile or
		// of 1 + a North American number, so that a mistyped Chinese
		// mobile ("电话 1779179177") is not read as another country's.
		if bare && (p.n < 10 && !(p.n == 9 && d[0] == '0' && d[1] != '0') || roundNumber(d)) || d[0] == '1' && p.n != 11 {
			return false
		}
		if bare && d[0] != '0' && intlWithoutPlus(d) {
			return true
		}
	}
	text := string(p.text[:p.nText])
	if p.trunkParen {
		text = strings.Replace(text, "(0)", "0", 1)
	}
	possible := false
	for _, r := range Regions {
		var num *phonenumbers.PhoneNumber
		var err error
		if bare {
			num, err = phonenumbers.ParseAndKeepRawInput(text, r)
		} else {
			num, err = phonenumbers.Parse(text, r)
		}
		if err != nil {
			continue
		}
		if phonenumbers.IsValidNumberForRegion(num, r) && (!bare || phonenumbers.IsNationalPrefixPresentIfRequired(num)) {
			return true
		}
		if !possible && grouped && ctx == ctxPositive && phonenumbers.IsPossibleNumberWithReason(num) == phonenumbers.IS_POSSIBLE &&
			phonenumbers.GetRegionCodeForCountryCode(int(num.GetCountryCode())) != "ZZ" {
			possible = true
		}
	}
	// Outside Regions a weak word alone ("my lucky numbers …") is no
	// reason: the number must be written as its country writes it.
	return possible || !p.trunkParen && otherRegion(p, d, ctx == ctxPositive && !weakOnly, bare)
}

// lotteryBonus reports a plus sign between spaces and one- or two-digit
// numbers right after a candidate: the bonus numbers of a draw.
func lotteryBonus(rest string) bool {
	return lotteryBonusRe.MatchString(rest)
}

var lotteryBonusRe = regexp.MustCompile(`^ \+ \d{1,2}(?: \d{1,2})*(?:\D|$)`)

// versionAfter reports a version word right after s[j] (spaces allowed):
// "1.82.6903.96版本", "4.2.1.7 build".
func versionAfter(s string, j int) bool { return startsWithWord(s, j, versionAfterWords) }

var versionAfterWords = []string{"版本", "版", "version", "build", "release", "firmware", "固件"}

// startsWithWord reports whether one of words (case folded, a letter word
// ending a word) starts the text after s[j], spaces allowed.
func startsWithWord(s string, j int, words []string) bool {
	t := strings.TrimLeft(s[j:min(len(s), j+16)], " ")
	for _, w := range words {
		if len(t) >= len(w) && strings.EqualFold(t[:len(w)], w) && !(isLetter(w[len(w)-1]) && len(t) > len(w) && isLetter(t[len(w)])) {
			return true
		}
	}
	return false
}

// sequence reports digits that each follow the one before, up or down,
// seven or more: "0123456789", "87654321".
func sequence(d string) bool {
	if len(d) < 7 {
		return false
	}
	up, down := true, true
	for i := 1; i < len(d); i++ {
		a, b := d[i-1], d[i]
		up = up && (b == a+1 || a == '9' && b == '0')
		down = down && (b+1 == a || a == '0' && b == '9')
	}
	return up || down
}

// wordAfter reports an ASCII word right after s[j] (one space allowed):
// what the number counts. A conjunction, a verb of being or a preposition
// counts nothing ("612 345 678 but nobody answers", "… is his").
func wordAfter(s string, j int) bool {
	if j < len(s) && s[j] == ' ' {
		j++
	}
	if j >= len(s) || !isLetter(s[j]) {
		return false
	}
	e := j
	for e < len(s) && isLetter(s[e]) {
		e++
	}
	return !slices.Contains(notCounted, strings.ToLower(s[j:e]))
}

// notCounted are words that, right after a number, say it counts nothing.
var notCounted = []string{"and", "or", "but", "if", "so", "is", "was", "are", "were", "will", "for", "to",
	"at", "from", "on", "in", "then", "when", "after", "before", "until", "anytime"}

// mathBefore reports an equals sign or an arithmetic operator right
// before s[i] (spaces allowed): a result or an operand, not a number to
// call.
func mathBefore(s string, i int) bool {
	t := strings.TrimRight(s[max(0, i-4):i], " ")
	return strings.HasSuffix(t, "=") || strings.HasSuffix(t, "≈") || strings.HasSuffix(t, "×") ||
		strings.HasSuffix(t, "*") || strings.HasSuffix(t, "^") || strings.HasSuffix(t, "÷")
}

// mathAfter reports an arithmetic operator or word right after s[j]
// (spaces allowed): "4111 1111 divided by 11", "12345678 乘以 3".
func mathAfter(s string, j int) bool { return startsWithWord(s, j, mathOps) }

// mathOps are the operators mathAfter looks for.
var mathOps = []string{"=", "≈", "×", "*", "^", "÷", "divided by", "times", "multiplied by", "plus", "minus", "mod",
	"squared", "cubed", "除以", "乘以", "乘", "加上", "减去", "等于"}

// possibleIntl reports whether the digits intl (country code first) are a
// possible number of that country. Mexico's mobile numbers are also taken
// in the form they had until 2019, with a 1 after the country code
// ("+52 1 55 1234 5678"), which the numbering plan no longer holds.
func possibleIntl(intl string) bool {
	num, err := phonenumbers.Parse("+"+intl, "ZZ")
	if err != nil {
		return false
	}
	if phonenumbers.IsPossibleNumberWithReason(num) == phonenumbers.IS_POSSIBLE {
		return true
	}
	if strings.HasPrefix(intl, "521") && len(intl) == 13 {
		return validIntl(intl[:2] + intl[3:])
	}
	return false
}

// exitCodes are the international call prefixes other than "00" that
// people write before a country code: "011" from North America, "010"
// from Japan, "0011" from Australia.
var exitCodes = []string{"011", "010", "0011"}

// exitCodeIntl returns the digits after an exit code (country code first)
// when p is written as an exit code, a country code and the national
// number, each prefix a group of its own: "011 44 7514 456304". A
// Beijing number ("010 8123 4567") has no country code group.
func exitCodeIntl(p *phoneSpan, d string) (string, bool) {
	if p.plus || p.paren || p.ng < 3 {
		return "", false
	}
	g0 := p.groups[0]
	if !slices.Contains(exitCodes, d[:g0]) || !ownCountryCode(p, d[g0:]) {
		return "", false
	}
	return d[g0:], true
}

// ownCountryCode reports whether the second group of p, which starts d,
// is a country code the library knows.
func ownCountryCode(p *phoneSpan, d string) bool {
	g := p.groups[1]
	if g > 3 || g > len(d) {
		return false
	}
	cc, err := strconv.Atoi(d[:g])
	return err == nil && phonenumbers.GetRegionCodeForCountryCode(cc) != "ZZ"
}

// knownCountryCode reports whether the digits intl start with a country
// code the library knows, followed by six to thirteen digits.
func knownCountryCode(intl string) bool {
	for n := 1; n <= 3 && n < len(intl); n++ {
		cc, err := strconv.Atoi(intl[:n])
		if err != nil {
			return false
		}
		if phonenumbers.GetRegionCodeForCountryCode(cc) != "ZZ" {
			rest := len(intl) - n
			return rest >= 6 && rest <= 13
		}
	}
	return false
}

// validIntl reports whether the digits intl (country code first) are a
// valid number of that country.
func validIntl(intl string) bool {
	num, err := phonenumbers.Parse("+"+intl, "ZZ")
	return err == nil && phonenumbers.IsValidNumber(num)
}

// intlWithoutPlus reports whether unseparated digits are the country code
// of one of Regions and a valid number of that country, written without
// the '+' ("447911123456"). The one-digit codes 1 and 7 are left out: too
// many eleven-digit strings would pass.
func intlWithoutPlus(d string) bool {
	if len(d) < 11 {
		return false
	}
	num, err := phonenumbers.Parse("+"+d, "ZZ")
	if err != nil || num.GetCountryCode() < 20 || !phonenumbers.IsValidNumber(num) {
		return false
	}
	return slices.Contains(Regions, phonenumbers.GetRegionCodeForNumber(num))
}

// dropTrunkZero removes the trunk 0 written as "(0)" after a country code
// ("+44 (0)20 …") from the digits.
func dropTrunkZero(text, digits string) string {
	before := text[:strings.Index(text, "(0)")]
	n := 0
	for i := 0; i < len(before); i++ {
		if isDigit(before[i]) {
			n++
		}
	}
	if !strings.HasPrefix(text, "+") {
		n -= 2 // the "00" of the international prefix
	}
	if n < 0 || n >= len(digits) || digits[n] != '0' {
		return digits
	}
	return digits[:n] + digits[n+1:]
}

// badShape reports groupings that are dates, amounts, postcodes or
// identifiers rather than phone numbers. intl says the number is in
// international form, where a one-digit group may follow the country code
// ("+33 1 23 45 67 89") and no amount starts with '+'.
func badShape(p *phoneSpan, ctx context, intl bool) bool {
	g := p.groups[:p.ng]
	// a one-digit group inside the number (ISBNs, versions); a leading one
	// is a country code or trunk prefix ("8 (495) …", "1 415 …"), and a
	// trailing one never ends a phone number
	from := 1
	if intl {
		from = 2
	}
	for i := from; i < len(g); i++ {
		if g[i] == 1 && !(p.trunkParen && (i == p.trunkGroup || i == p.trunkGroup+1)) && !(p.paren && i < len(g)-1) {
			// a parenthesised area code makes the span a phone as
			// written, with the Brazilian mobile 9 on its own: "(11) 9
			// 1234-5678"
			return true
		}
	}
	if p.slashes > 1 || p.slashes == 1 && (p.preSlash < 2 || p.n-p.preSlash < 5) {
		return true // one slash, after an area code: "030/12345678", not "44044/12"
	}
	if p.seps&(sepDot|sepSlash|sepDash) != 0 && (dateShape(p) || yearRange(p) || timeRange(p)) {
		return true
	}
	if hundreds(p) {
		return true // a list of round quantities: 100-200-300
	}
	if !intl && (smallList(p) || mixedSmall(p)) {
		return true // lottery or score lists: 04 12 23 35 41 52
	}
	if p.seps&sepDot != 0 && p.seps&sepSlash == 0 && (len(g) == 2 || len(g) == 4 && g[0] <= 3 && g[1] <= 3 && g[2] <= 3 && g[3] <= 3) {
		return true // a decimal or coordinate (38.969489), a dotted quad
	}
	if ctx == ctxPositive || intl {
		return false
	}
	switch {
	case len(g) == 2 && g[0] == 5 && (g[1] == 4 || g[1] == 3) && p.seps == sepDash: // ZIP+4, CEP
		return true
	case len(g) == 2 && g[0] == 3 && g[1] == 4 && !p.paren: // JP postcode, a bare local number
		return true
	case len(g) >= 3 && g[0] <= 3 && p.digits[0] != '0' && p.seps&(sepSpace|sepDot) != 0 && p.seps&(sepDash|sepSlash) == 0 && !p.paren && allThrees(g[1:]):
		// thousands: 1 234 567, 12.345.678; but a nine-digit mobile of a
		// plan without trunk prefix is written so (Spain, Portugal,
		// Poland, Peru: 612 345 678)
		return !(len(g) == 3 && g[0] == 3 && p.seps == sepSpace && mobile9(string(p.digits[:p.n])))
	}
	return false
}

// yearRange reports two years joined: 2024-2025, 1990/1991.
func yearRange(p *phoneSpan) bool {
	if p.ng != 2 || p.groups[0] != 4 || p.groups[1] != 4 {
		return false
	}
	a, b := atoi(p.digits[:4]), atoi(p.digits[4:8])
	return a >= 1900 && a <= 2100 && b >= a && b <= 2100
}

// timeRange reports two clock times joined: 0900-1730.
func timeRange(p *phoneSpan) bool {
	if p.ng != 2 || p.groups[0] != 4 || p.groups[1] != 4 {
		return false
	}
	d := p.digits[:8]
	return atoi(d[:2]) <= 24 && atoi(d[2:4]) <= 59 && atoi(d[4:6]) <= 24 && atoi(d[6:8]) <= 59
}

// smallList reports six groups or more of one or two digits: a list of
// small numbers, which no national plan writes (France's five pairs are
// the most).
func smallList(p *phoneSpan) bool {
	if p.ng < 6 {
		return false
	}
	for _, n := range p.groups[:p.ng] {
		if n > 2 {
			return false
		}
	}
	return true
}

// mixedSmall reports five groups or more of one or two digits, not all
// of the same width: a draw or a list ("7 14 21 33 45"); a plan that
// writes pairs writes every group as a pair.
func mixedSmall(p *phoneSpan) bool {
	if p.ng < 5 {
		return false
	}
	ones, twos := 0, 0
	for _, n := range p.groups[:p.ng] {
		switch n {
		case 1:
			ones++
		case 2:
			twos++
		default:
			return false
		}
	}
	return ones > 0 && twos > 0
}

// hundreds reports groups that all end in "00".
func hundreds(p *phoneSpan) bool {
	if p.ng < 2 {
		return false
	}
	end := 0
	for _, n := range p.groups[:p.ng] {
		end += n
		if n < 3 || p.digits[end-1] != '0' || p.digits[end-2] != '0' {
			return false
		}
	}
	return true
}

// compactDate reports eight digits that are a date, year first:
// 20231015.
func compactDate(d string) bool {
	if len(d) != 8 {
		return false
	}
	b := []byte(d)
	y, m, day := atoi(b[:4]), atoi(b[4:6]), atoi(b[6:])
	return y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && day >= 1 && day <= 31
}

// roundNumber reports digits ending in five zeros or more: a quantity
// ("2500000000 rows"), not a subscriber number.
func roundNumber(d string) bool {
	return len(d) >= 5 && strings.HasSuffix(d, "00000")
}

func allThrees(g []int) bool {
	for _, n := range g {
		if n != 3 {
			return false
		}
	}
	return true
}

// dateShape reports a day, month and year grouping with plausible values:
// 2024-03-15, 15/03/2024, 03.15.2024, 20240315 is not grouped.
func dateShape(p *phoneSpan) bool {
	g := p.groups[:p.ng]
	if len(g) < 3 || len(g) > 3 && g[0] != 4 {
		return false // a date, or a date and a time after it (2024.01.15.0930)
	}
	d := p.digits[:p.n]
	a := atoi(d[:g[0]])
	b := atoi(d[g[0] : g[0]+g[1]])
	c := atoi(d[g[0]+g[1] : g[0]+g[1]+g[2]])
	switch {
	case g[0] == 4 && g[1] <= 2 && g[2] <= 2: // Y-M-D
		return a >= 1900 && a <= 2100 && b >= 1 && b <= 12 && c >= 1 && c <= 31
	case g[0] <= 2 && g[1] <= 2 && (g[2] == 4 || g[2] == 2): // D-M-Y, M-D-Y
		return (a >= 1 && a <= 31 && b >= 1 && b <= 31) && (a <= 12 || b <= 12)
	}
	return false
}

// phoneNegatives are the words that name a number as something else than
// a phone: an order, an invoice, a flight, an amount, a code.
var phoneNegatives = []string{"order", "订单", "invoice", "发票", "tracking", "运单", "快递", "单号", "flight", "航班",
	"room", "房间", "serial", "序列", "isbn", "sku", "model", "型号", "version", "版本", "build", "ticket",
	"工单", "ref", "reference", "booking", "confirmation", "transaction", "交易", "account", "账号", "acct",
	"iban", "zip", "postcode", "postal", "邮编", "id:", "id ", "policy", "batch",
	"批次", "s/n", "sn", "编号", "工号", "学号", "序号", "receipt", "收据", "小票", "凭证", "waybill", "barcode", "条码", "条形码", "物流", "包裹",
	"upc", "ean", "gtin", "imei", "vin", "swift", "meeting", "会议", "passcode", "zoom", "webex", "record", "mrn", "password", "密码", "取件码", "提货码",
	"兑换码", "邀请码", "口令", "qq", "uid", "账户", "帐户", "帐号", "户号", "会员", "保单", "合同", "车次", "座位", "voucher", "coupon", "promo", "pnr", "awb", "consignment", "docket", "asin", "issn", "iccid", "bestellnummer", "pedido", "commande", "заказ", "user id", "用户id", "routing", "aba", "sort code", "bsb", "ifsc", "bic", "amount", "price", "total", "金额", "价格", "$", "¥", "€", "£", "pin", "otp", "code", "验证码",
	"paid", "pay", "cost", "costs", "spent", "付了", "付款", "支付", "花了",
	"打印", "打折", "打卡", "打包", "打分", "打车", "打款", "打钱", "升级到", "升级至", "更新到", "upgrade to", "upgraded to", "updated to",
	"po", "purchase order", "采购单", "iso", "iec", "din", "ansi", "astm", "rfc", "gb/t", "gb", "线上会", "例会", "开会", "会议号", "oid"}

// labelledNegative reports whether one of phoneNegatives labels the number
// at s[start] directly, with at most spaces, ':', '#' or '=' between them
// ("order 151 7872 6855", "meeting ID: 151 …").
func labelledNegative(s string, start int) bool {
	t := strings.ToLower(strings.TrimRight(strings.TrimSuffix(strings.TrimRight(s[:start], " :#="), "："), " "))
	for _, w := range phoneNegatives {
		w = strings.TrimRight(w, " :")
		if strings.HasSuffix(t, w) && (!isLetter(w[0]) || len(t) == len(w) || !isLetter(t[len(t)-len(w)-1])) {
			return true
		}
	}
	return false
}

// Context words looked for shortly before a phone candidate (context.go).
var phoneIndex = func() *contextIndex {
	idx := newContextIndex(contextWords{
		positive: []string{"phone", "tel", "call", "mobile", "cell", "whatsapp", "viber", "telegram", "fax",
			"contact", "reach", "text", "sms", "dial", "ring", "landline", "hotline", "helpline", "mob", "ph",
			"telefon", "telefone", "teléfono", "telefono", "téléphone", "celular", "móvil", "movil", "cellulare",
			"portable", "handy", "número", "numéro", "numero", "nomor", "telp", "numara", "rufnummer", "tél",
			"телефон", "тел", "номер", "звони", "điện thoại", "sđt", "โทร", "เบอร์", "전화", "연락처", "電話", "携帯", "番号",
			"电话", "手机", "联系", "座机", "致电", "拨打", "热线", "微信", "打给", "打我", "短信", "来电", "通讯录",
			"找我", "加我", "回电", "回拨", "呼叫", "联络", "分机", "存一下", "存下", "存我", "號碼", "電話", "手機", "聯繫", "聯絡",
			"extension", "ext", "ext.", "voicemail", "save as", "saved as", "ping me", "message me", "hit me up", "signal",
			"telefonnummer", "handynummer", "mobiel", "telefoonnummer", "bel", "llama", "llámame", "llamar", "appelle", "appelez",
			"ligue", "ligar", "chiama", "hubungi", "nambari", "simu", "piga", "số", "gọi", "điện", "หมายเลข", "電話番号",
			"携帯電話", "연락", "핸드폰", "휴대폰", "رقم", "هاتف", "جوال", "موبايل", "اتصل", "تلفن", "شماره", "موبایل", "फ़ोन", "फोन",
			"नंबर", "मोबाइल", "কল", "ফোন", "নম্বর", "мобильный", "сотовый", "позвони", "позвоните", "whatsapp me", "wa",
			"line", "area code", "区号", "區號", "dialling code", "dialing code", "save 成", "save成", "save it as", "save under", "kontakt", "mobil", "tlf", "tfn", "puhelin", "numer", "komórka", "τηλ", "τηλέφωνο", "κινητό", "טלפון", "נייד", "打", "打来", "打过来", "换号", "新号", "存成", "存为", "备注", "名片", "business card", "vcard", "caller id", "来电显示", "country code", "国家代码", "reception", "front desk", "前台"},
		negative: phoneNegatives,

		weak: []ctxWord{{word: "number", ctx: ctxPositive}, {word: "号码", ctx: ctxPositive},
			{word: "no.", ctx: ctxNone}, {word: "#", ctx: ctxNegative}, {word: "号", ctx: ctxNone}},
		modifiers: []string{"case", "customer", "member", "membership", "part", "item", "product", "license", "licence",
			"passport", "tax", "vat", "employee", "student", "claim", "parcel", "package", "shipment", "reservation",
			"seat", "gate", "table", "train", "bus", "route", "house", "unit", "lot"},
	}, true)
	idx.possessed = ctxPositive // "the shop's number is …"
	idx.destinations = true     // "send the OTP to …"
	return idx
}()

// phoneContext classifies the nearest phone context word in the
// contextWindow bytes before s[start].
func phoneContext(s string, start int) context { return phoneIndex.nearest(s, start) }

// phoneContextAfter classifies the first phone context word after s[end]
// in the same clause.
func phoneContextAfter(s string, end int) context { return phoneIndex.following(s, end) }
