package pii

import (
	"cmp"
	"slices"
	"strings"
)

// Kind names a category of personal data. Its string form is also the body
// of the placeholder Mask writes, e.g. "[PHONE]".
type Kind string

// The kinds Find reports.
const (
	// KindPhone is a phone number: a Chinese mobile number (11 digits
	// starting 1[3-9], with an optional +86 / 0086 / 86 country prefix), or
	// a number of any country in international form or of one of Regions
	// in national form (phone.go).
	KindPhone Kind = "PHONE"
	// KindCNID is a Chinese resident identity number (18 characters) with a
	// valid ISO 7064 MOD 11-2 check character and a plausible birth date.
	KindCNID Kind = "CN_ID"
	// KindBankCard is a Luhn-valid payment card number of 13 to 19 digits
	// that also looks like a card (grouping, issuer prefix or context).
	KindBankCard Kind = "BANK_CARD"
	// KindEmail is an e-mail address with a dotted domain and an
	// alphabetic top-level label.
	KindEmail Kind = "EMAIL"
	// KindIP is an IPv4 or IPv6 address accepted by net/netip.
	KindIP Kind = "IP"
)

// Kinds lists every Kind Find can report, in a stable order.
var Kinds = []Kind{KindPhone, KindCNID, KindBankCard, KindEmail, KindIP}

// Placeholder returns the text Mask substitutes for a match of kind k,
// "[" + k + "]". Placeholders contain no digits, '@' or ':', so Find never
// reports them.
func (k Kind) Placeholder() string {
	switch k {
	case KindPhone:
		return "[PHONE]"
	case KindCNID:
		return "[CN_ID]"
	case KindBankCard:
		return "[BANK_CARD]"
	case KindEmail:
		return "[EMAIL]"
	case KindIP:
		return "[IP]"
	}
	return "[" + string(k) + "]"
}

// Match is one detected span of personal data: s[Start:End] in the string
// given to Find, in bytes. Start and End always fall on UTF-8 character
// boundaries when the input is valid UTF-8.
type Match struct {
	Kind       Kind
	Start, End int
}

// Byte classes for the pre-scan.
const (
	clDigit uint8 = 1 << iota
	clAt
	clColon
	clDot
	clFW // 0xEF: lead byte of full-width digits and punctuation
)

var byteClass = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = clDigit
	}
	t['@'], t[':'], t['.'], t[0xEF] = clAt, clColon, clDot, clFW
	return t
}()

// priorities used to resolve overlapping candidates: lower wins.
const (
	prioBlocked = iota // an [ENC:...] token: never reported, never overlapped
	prioEmail
	prioIPv6
	prioIPv4
	prioNumber
	prioPhone // phone.go: after the Chinese mobile, ID and card detectors
)

type candidate struct {
	Match
	prio int
}

// Find reports the personal data in s as non-overlapping matches sorted by
// Start. It operates on bytes, never panics, and accepts invalid UTF-8 (a
// malformed byte simply never belongs to a match). Encryption tokens written
// by Encrypter ("[ENC:...]") are never reported, nor is anything inside them.
// Find returns nil when s holds no personal data, and then allocates
// nothing unless s contains encryption tokens.
func Find(s string) []Match {
	// Pre-scan: every detector needs an ASCII digit, a full-width digit
	// (lead byte 0xEF) or an '@'. One table lookup per byte; most text
	// without PII stops here or in the cheap per-detector checks below.
	var fl uint8
	first := -1
	for i := 0; i < len(s); i++ {
		c := byteClass[s[i]]
		if c&(clDigit|clFW) != 0 && first < 0 {
			first = i
		}
		fl |= c
	}
	hasDigit, hasAt, hasColon, hasDot, hasFW := fl&clDigit != 0, fl&clAt != 0, fl&clColon != 0, fl&clDot != 0, fl&clFW != 0
	if !hasDigit && !hasAt && !hasFW {
		return nil
	}
	var cs []candidate
	if strings.Contains(s, encPrefix) {
		cs = findTokens(s, cs)
	}
	if hasAt {
		cs = findEmails(s, cs)
	}
	if hasDigit && hasColon {
		cs = findIPv6(s, cs)
	}
	if hasDigit && hasDot {
		cs = findIPv4(s, first, cs)
	}
	if hasDigit || hasFW {
		cs = findNumbers(s, first, cs)
	}
	if hasDigit || hasFW {
		cs = findPhones(s, first, cs)
	}
	return resolve(cs)
}

// resolve keeps, by priority then position, the candidates that overlap no
// better one, drops blocked spans and returns the rest sorted by Start.
func resolve(cs []candidate) []Match {
	if len(cs) == 0 {
		return nil
	}
	slices.SortStableFunc(cs, func(a, b candidate) int {
		if a.prio != b.prio {
			return cmp.Compare(a.prio, b.prio)
		}
		return cmp.Compare(a.Start, b.Start)
	})
	kept := make([]candidate, 0, len(cs))
	for _, c := range cs {
		// kept is sorted by Start; find the first kept span ending after c starts.
		i, _ := slices.BinarySearchFunc(kept, c.Start, func(k candidate, start int) int {
			if k.End > start {
				return 1
			}
			return -1
		})
		if i < len(kept) && kept[i].Start < c.End {
			continue // overlaps a better candidate
		}
		kept = append(kept, candidate{})
		copy(kept[i+1:], kept[i:])
		kept[i] = c
	}
	var out []Match
	for _, c := range kept {
		if c.prio != prioBlocked {
			out = append(out, c.Match)
		}
	}
	return out
}

// Mask returns s with every match replaced by its kind's placeholder, e.g.
// "call 13800138000" → "call [PHONE]". Masking repeats until Find reports
// nothing (each round removes digits, '@' or ':' and placeholders add none,
// so it terminates), which makes it idempotent: Mask(Mask(s)) == Mask(s) for
// every s, including invalid UTF-8. When s is valid UTF-8 so is the result.
// Mask returns s itself when it holds no personal data.
func Mask(s string) string {
	ms := Find(s)
	for len(ms) > 0 {
		s = replace(s, ms, func(m Match) string { return m.Kind.Placeholder() })
		ms = Find(s)
	}
	return s
}

// replace rebuilds s with each match (sorted, non-overlapping) substituted.
func replace(s string, ms []Match, sub func(Match) string) string {
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, m := range ms {
		b.WriteString(s[last:m.Start])
		b.WriteString(sub(m))
		last = m.End
	}
	b.WriteString(s[last:])
	return b.String()
}

// Byte classes shared by the detectors.

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isAlnum(c byte) bool { return isDigit(c) || isLetter(c) }

// isWord reports bytes that glue a number to an identifier: ASCII letters,
// digits and '_'.
func isWord(c byte) bool { return isAlnum(c) || c == '_' }

func isHex(c byte) bool { return isDigit(c) || (c|0x20 >= 'a' && c|0x20 <= 'f') }

// hasSuffixFold reports whether s ends with suffix, ASCII case-insensitively
// (suffix must be lower case).
func hasSuffixFold(s, suffix string) bool {
	if len(s) < len(suffix) {
		return false
	}
	t := s[len(s)-len(suffix):]
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != suffix[i] {
			return false
		}
	}
	return true
}
