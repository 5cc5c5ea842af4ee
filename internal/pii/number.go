package pii

// Numeric detectors: Chinese mobiles, Chinese resident IDs and bank cards.
//
// The scanner cuts s into runs: digit groups (ASCII or full-width) joined by
// single separators (space, '-', full-width '－' or ideographic space), the
// last group optionally ending in an ID check character X. Within a run it
// tries group-aligned sub-spans, leftmost first and longest first, and
// classifies each by digit count, grouping, checksum and context.

const maxEntityDigits = 19 // the longest thing we look for: a 19-digit card

type group struct {
	start, end int  // byte offsets in s
	off, n     int  // offset and count of this group's digits in the run buffer
	sep        byte // separator before this group: ' ' or '-' (0 for the first)
	x          bool // the group ends in an X/x check character
}

// digitAt returns the ASCII digit at s[i] (ASCII or full-width ０-９) and its
// encoded size, or size 0.
func digitAt(s string, i int) (byte, int) {
	c := s[i]
	if c >= '0' && c <= '9' {
		return c, 1
	}
	if c == 0xEF && i+2 < len(s) && s[i+1] == 0xBC && s[i+2] >= 0x90 && s[i+2] <= 0x99 {
		return '0' + s[i+2] - 0x90, 3
	}
	return 0, 0
}

// sepAt returns the normalised separator at s[i] and its size, or size 0.
// A '.' joins groups only of a card ("4111.1111.1111.1111", see classify).
func sepAt(s string, i int) (byte, int) {
	switch c := s[i]; {
	case c == ' ' || c == '-' || c == '.':
		return c, 1
	case c == 0xEF && i+2 < len(s) && s[i+1] == 0xBC && s[i+2] == 0x8D: // '－'
		return '-', 3
	case c == 0xE3 && i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x80: // U+3000
		return ' ', 3
	}
	return 0, 0
}

// wideSepAt returns the size of a wide separator at s[j] ("  ", "   ",
// " - "), which joins the groups of a card as some people type them
// ("4111  1111  1111  1111", "4111 - 1111 - 1111 - 1111"), or 0.
func wideSepAt(s string, j int) int {
	if j+2 >= len(s) || s[j] != ' ' {
		return 0
	}
	switch {
	case s[j+1] == ' ' && s[j+2] == ' ':
		return 3
	case s[j+1] == ' ':
		return 2
	case s[j+1] == '-' && s[j+2] == ' ':
		return 3
	}
	return 0
}

func findNumbers(s string, from int, cs []candidate) []candidate {
	var dbuf [64]byte
	var gbuf [16]group
	for i := from; i < len(s); {
		if byteClass[s[i]]&(clDigit|clFW) == 0 {
			i++
			continue
		}
		if _, n := digitAt(s, i); n == 0 {
			i++
			continue
		}
		digits, groups := dbuf[:0], gbuf[:0]
		start := i
		j := i
		var pending byte // separator before the next group
		for {
			g := group{start: j, off: len(digits), sep: pending}
			for j < len(s) {
				d, n := digitAt(s, j)
				if n == 0 {
					break
				}
				digits = append(digits, d)
				j += n
			}
			g.end, g.n = j, len(digits)-g.off
			if j < len(s) && (s[j] == 'X' || s[j] == 'x') && (j+1 == len(s) || !isWord(s[j+1])) {
				// ID check character: it ends the run.
				digits = append(digits, 'X')
				j++
				g.end, g.n, g.x = j, g.n+1, true
				groups = append(groups, g)
				break
			}
			groups = append(groups, g)
			if j >= len(s) {
				break
			}
			sep, m := sepAt(s, j)
			if w := wideSepAt(s, j); w > 0 {
				sep, m = 'w', w
			}
			if m == 0 || j+m >= len(s) {
				break
			}
			if _, n := digitAt(s, j+m); n == 0 {
				break
			}
			j += m
			pending = sep
		}
		cs = classifyRun(s, start, j, digits, groups, cs)
		i = j
	}
	return cs
}

// leftOK reports whether a number may start at s[i] given what precedes it.
func leftOK(s string, i int, first group) bool {
	if i == 0 {
		return true
	}
	c := s[i-1]
	if isWord(c) {
		return false
	}
	if i >= 2 {
		p := s[i-2]
		switch c {
		case '.': // decimal fraction or dotted version/IP
			return !isDigit(p)
		case ',': // thousands separator: 1,380,013,800
			return !(isDigit(p) && first.n == 3)
		case '-', '/': // identifier or path segment: ORD-4111..., /u/1380...
			return !isAlnum(p)
		}
	}
	return true
}

// rightOK reports whether a number may end at s[j] given what follows it.
func rightOK(s string, j int) bool {
	if j >= len(s) {
		return true
	}
	c := s[j]
	if isWord(c) || c == '@' {
		return false
	}
	if j+1 < len(s) {
		n := s[j+1]
		switch c {
		case '.':
			return !isDigit(n)
		case ',':
			k := j + 1
			for k < len(s) && isDigit(s[k]) {
				k++
			}
			return k-(j+1) != 3
		case '-', '/':
			return !isAlnum(n)
		}
	}
	return true
}

func classifyRun(s string, start, end int, digits []byte, groups []group, cs []candidate) []candidate {
	firstOK := leftOK(s, start, groups[0])
	lastOK := rightOK(s, end)
	last := groups[len(groups)-1]
	all := digits[groups[0].off : last.off+last.n] // the run's digits
	if wide := wideAt(groups); wide > 0 {
		// a wide separator joins a card's groups; anything else is read
		// as the runs on either side of it
		if k, st := classify(s, all, groups, true); k == KindBankCard && firstOK && lastOK {
			return append(cs, candidate{Match{k, st, end}, prioNumber})
		}
		cs = classifyRun(s, start, groups[wide-1].end, digits, groups[:wide], cs)
		return classifyRun(s, groups[wide].start, end, digits, groups[wide:], cs)
	}
	if dotted(groups) {
		// a dotted run is one card or nothing: no part of a decimal
		// ("13800138000.50") or a version is anything
		if k, st := classify(s, all, groups, true); k != "" && firstOK && lastOK {
			cs = append(cs, candidate{Match{k, st, end}, prioNumber})
		}
		return cs
	}
	for a := 0; a < len(groups); {
		if a == 0 && !firstOK {
			a++
			continue
		}
		bestE, bestKind, bestStart := -1, Kind(""), 0
		total := 0
		for e := a; e < len(groups); e++ {
			total += groups[e].n
			if total > maxEntityDigits {
				break
			}
			if e == len(groups)-1 && !lastOK {
				break
			}
			if groups[e].x && e != len(groups)-1 {
				break
			}
			d := digits[groups[a].off : groups[e].off+groups[e].n]
			whole := a == 0 && e == len(groups)-1
			if k, st := classify(s, d, groups[a:e+1], whole); k != "" {
				bestE, bestKind, bestStart = e, k, st
			}
			if groups[e].x {
				break
			}
		}
		if bestE < 0 {
			a++
			continue
		}
		cs = append(cs, candidate{Match{bestKind, bestStart, groups[bestE].end}, prioNumber})
		a = bestE + 1
	}
	return cs
}

// classify decides what the digits d (grouped as gs) are, if anything, and
// where the match starts (a phone may take a '+' or "(+86)" before it).
// whole says gs is the entire run: a grouped card must be, so that a
// Luhn-valid slice of a longer grouped number is not taken for a card.
func classify(s string, d []byte, gs []group, whole bool) (Kind, int) {
	start := gs[0].start
	last := gs[len(gs)-1]
	if dotted(gs) {
		// dots join the groups of a card and of nothing else this file
		// looks for (decimals, dates, versions and addresses have them)
		if len(d) >= 13 && whole && !last.x && luhn(d) && cardGrouping(gs) && card(s, d, gs) {
			return KindBankCard, start
		}
		return "", 0
	}
	if last.x {
		if len(d) == 18 && idGrouping(gs) && validCNID(d) {
			return KindCNID, start
		}
		return "", 0
	}
	if len(d) == 18 && idGrouping(gs) && validCNID(d) {
		return KindCNID, start
	}
	if st, ok := phone(s, d, gs); ok {
		if labelledNegative(s, start) {
			// "order 151 7872 6855", "meeting ID 151 …": shaped like a
			// Chinese mobile, named as something else
			return "", 0
		}
		return KindPhone, st
	}
	if len(d) >= 13 && len(d) <= 19 && (whole || len(gs) == 1) && luhn(d) && card(s, d, gs) {
		return KindBankCard, start
	}
	return "", 0
}

// wideAt returns the index of the first group of gs after a wide
// separator, or 0.
func wideAt(gs []group) int {
	for i, g := range gs {
		if i > 0 && g.sep == 'w' {
			return i
		}
	}
	return 0
}

// dotted reports a '.' between any two of gs.
func dotted(gs []group) bool {
	for _, g := range gs[1:] {
		if g.sep == '.' {
			return true
		}
	}
	return false
}

func groupLens(gs []group, want ...int) bool {
	if len(gs) != len(want) {
		return false
	}
	for i, g := range gs {
		if g.n != want[i] {
			return false
		}
	}
	return true
}

// idGrouping reports the groupings people write a Chinese resident ID in:
// unbroken, or split after its six-digit region code into groups of at
// least two digits ("110105 19961208 4262", "310115 1964 1230 4730",
// "450103-1997-12-22-7860"); the check character and the birth date
// (validCNID) do the rest.
func idGrouping(gs []group) bool {
	if len(gs) == 1 {
		return gs[0].n == 18
	}
	if gs[0].n != 6 || len(gs) > 5 {
		return false
	}
	for _, g := range gs[1:] {
		if g.n < 2 {
			return false
		}
	}
	return true
}

// phone recognises an 11-digit mobile, possibly after an 86 / 0086 prefix
// (its own group or glued to an ungrouped number) and a '+'.
func phone(s string, d []byte, gs []group) (int, bool) {
	start := gs[0].start
	var pre int // prefix digits
	switch {
	case len(d) == 11:
	case len(d) == 13 && d[0] == '8' && d[1] == '6':
		pre = 2
	case len(d) == 15 && string(d[:4]) == "0086":
		pre = 4
	default:
		return 0, false
	}
	m := d[pre:]
	if m[0] != '1' || m[1] < '3' || m[1] > '9' {
		return 0, false
	}
	rest := gs
	if pre > 0 {
		switch {
		case len(gs) == 1:
		case gs[0].n == pre:
			rest = gs[1:]
		default:
			return 0, false
		}
	}
	if len(rest) > 1 && !(groupLens(rest, 3, 4, 4) || groupLens(rest, 3, 8) || groupLens(rest, 7, 4)) {
		return 0, false
	}
	// Country-code decoration before the digits: "+86…", "(+86) …", "(86)…".
	if (pre == 2 || pre == 0) && start > 0 && s[start-1] == '+' {
		start-- // "+86…", and "+1415…" (the '+' belongs to the number whatever its country)
	} else if pre == 0 {
		start = phonePrefix(s, start)
	}
	return start, true
}

// phonePrefix extends a bare mobile number starting at i over a preceding
// parenthesised country code, "(+86)" or "(86)", optionally followed by one
// space or dash.
func phonePrefix(s string, i int) int {
	j := i
	if j > 0 && (s[j-1] == ' ' || s[j-1] == '-') {
		j--
	}
	for _, p := range [...]string{"(+86)", "(86)", "（+86）", "（86）", "+86"} {
		if len(p) <= j && s[j-len(p):j] == p {
			if p == "+86" && j == i {
				return i // "+86" glued on is part of the digit run already
			}
			return j - len(p)
		}
	}
	return i
}

// validCNID checks an 18-character resident ID: province code, birth date
// and the ISO 7064 MOD 11-2 check character.
func validCNID(d []byte) bool {
	if len(d) != 18 {
		return false
	}
	for _, c := range d[:17] {
		if !isDigit(c) {
			return false
		}
	}
	if !provinces[int(d[0]-'0')*10+int(d[1]-'0')] {
		return false
	}
	year := atoi(d[6:10])
	month := atoi(d[10:12])
	day := atoi(d[12:14])
	if year < 1900 || year > 2099 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month) {
		return false
	}
	weights := [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}
	sum := 0
	for i, w := range weights {
		sum += int(d[i]-'0') * w
	}
	want := "10X98765432"[sum%11]
	got := d[17]
	if got == 'x' {
		got = 'X'
	}
	return got == want
}

// provinces holds the first two digits of valid administrative codes.
var provinces = func() (p [100]bool) {
	for _, c := range []int{11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37,
		41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83, 91} {
		p[c] = true
	}
	return p
}()

func atoi(d []byte) int {
	n := 0
	for _, c := range d {
		n = n*10 + int(c-'0')
	}
	return n
}

func daysIn(year, month int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// luhn reports whether the all-digit string d passes the Luhn checksum.
func luhn(d []byte) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		c := d[i]
		if !isDigit(c) {
			return false
		}
		n := int(c - '0')
		if double {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		double = !double
	}
	return sum%10 == 0
}

// card applies the false-positive guards to a Luhn-valid number: it must be
// ungrouped or grouped like a card, must not follow an order/invoice/
// timestamp word, and must follow a card word, carry a known issuer prefix of
// the right length, or be card-grouped with a financial first digit (3-6).
func card(s string, d []byte, gs []group) bool {
	grouped := cardGrouping(gs)
	if len(gs) > 1 && !grouped {
		return false
	}
	switch cardContext(s, gs[0].start) {
	case ctxNegative:
		return false
	case ctxPositive:
		return true
	}
	if knownIIN(d) {
		return true
	}
	return grouped && d[0] >= '3' && d[0] <= '6'
}

// cardGrouping accepts 4-4-4-4(-1..4), the Amex/Diners 4-6-5 / 4-6-4
// layouts and a sixteen-digit number written 4-6-6 or in two halves (8-8),
// with one separator style throughout.
func cardGrouping(gs []group) bool {
	if len(gs) < 2 {
		return false
	}
	for _, g := range gs[2:] {
		if g.sep != gs[1].sep {
			return false
		}
	}
	if groupLens(gs, 4, 6, 5) || groupLens(gs, 4, 6, 4) || groupLens(gs, 4, 6, 6) || groupLens(gs, 8, 8) {
		return true
	}
	if len(gs) == 2 && gs[0].n == 6 && gs[1].n >= 10 && gs[1].n <= 13 {
		return true // the six-digit issuer number and the rest: "622848 0012345678901"
	}
	for i, g := range gs {
		if i < len(gs)-1 && g.n != 4 || i == len(gs)-1 && (g.n < 1 || g.n > 4) {
			return false
		}
	}
	return len(gs) >= 4
}

// knownIIN reports whether d starts with a major issuer prefix and has a
// length that issuer uses.
func knownIIN(d []byte) bool {
	n := len(d)
	p2 := atoi(d[:2])
	p4 := atoi(d[:4])
	switch {
	case d[0] == '4': // Visa
		return n == 13 || n == 16 || n == 19
	case p2 >= 51 && p2 <= 55, p4 >= 2221 && p4 <= 2720: // Mastercard
		return n == 16
	case p2 == 34 || p2 == 37: // Amex
		return n == 15
	case p2 == 62: // UnionPay
		return n >= 16 && n <= 19
	case p4 >= 3528 && p4 <= 3589: // JCB
		return n >= 16 && n <= 19
	case p4 == 6011 || p2 == 65 || p4/10 >= 644 && p4/10 <= 649: // Discover
		return n >= 16 && n <= 19
	case p2 == 36 || p4/10 >= 300 && p4/10 <= 305: // Diners
		return n == 14
	case p4 >= 2200 && p4 <= 2204: // Mir
		return n == 16
	case p2 == 60 || p2 == 81 || p2 == 82 || p4/10 == 508: // RuPay
		return n == 16
	case p2 == 50 || p2 >= 56 && p2 <= 58 || p4 == 6759 || p4/10 == 676 || p4 == 6304 || p4 == 6390: // Maestro, Verve (506)
		return n >= 16 && n <= 19
	case p4 == 9792: // Troy
		return n == 16
	}
	return false
}

// Context words looked for shortly before a card candidate (context.go).
var cardIndex = newContextIndex(contextWords{
	positive: []string{"card", "cards", "卡", "银行", "账号", "帐号", "账户", "帐户", "visa",
		"mastercard", "master card", "amex", "american express", "unionpay", "银联",
		"jcb", "discover", "debit", "credit", "bank", "acct", "account", "pan",
		"cc", "ccn", "cc no", "tarjeta", "carte", "karte", "kartu", "cartão", "cartao", "carta", "kaart", "kart",
		"карта", "карты", "картка", "카드", "カード", "بطاقة", "کارت", "บัตร", "thẻ", "kadi",
		"paid with", "pay with", "paying with", "pay by", "paid by", "charge it to", "charged to", "刷卡", "用卡"},
	negative: []string{"order", "订单", "invoice", "发票", "单号", "tracking",
		"运单", "快递", "timestamp", "时间", "ts", "serial", "序列", "流水",
		"编号", "txn", "transaction", "trace", "交易号", "ref", "uuid", "sku",
		"batch", "批次", "ticket", "工单", "request", "id:", "id=", "id "},
	weak: []ctxWord{{word: "no.", ctx: ctxNegative}, {word: "#", ctx: ctxNegative},
		{word: "number", ctx: ctxNone}, {word: "号码", ctx: ctxNone}, {word: "号", ctx: ctxNone}},
	// "time 1700000000000", but not "last time I paid with …"
	modifiers: []string{"time"},
}, true)

// cardContext classifies the nearest card context word before s[start].
func cardContext(s string, start int) context { return cardIndex.nearest(s, start) }
