package pii

import (
	"net/netip"
	"slices"
	"strings"
)

// isLocal reports bytes allowed in the local part of an address we detect
// (a practical subset of RFC 5322 atext, plus '.').
func isLocal(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

func isDomain(c byte) bool { return isAlnum(c) || c == '.' || c == '-' }

func findEmails(s string, cs []candidate) []candidate {
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], '@')
		if k < 0 {
			break
		}
		at := i + k
		i = at + 1
		a := at
		for a > 0 && (isLocal(s[a-1]) || s[a-1] == '\'' && a >= 2 && isAlnum(s[a-2]) && isAlnum(s[a])) {
			a-- // an apostrophe only inside a name: "o'neil@…", not "'bob@…'"
		}
		for a < at && s[a] == '.' {
			a++
		}
		local := s[a:at]
		if len(local) == 0 || len(local) > 64 || local[len(local)-1] == '.' || strings.Contains(local, "..") {
			continue
		}
		b := at + 1
		for b < len(s) && isDomain(s[b]) {
			b++
		}
		for b > at+1 && (s[b-1] == '.' || s[b-1] == '-') {
			b--
		}
		if b < len(s) && (s[b] == '_' || s[b] == '@') {
			continue
		}
		if validDomain(s[at+1 : b]) {
			cs = append(cs, candidate{Match{KindEmail, a, b}, prioEmail})
		}
	}
	return cs
}

// validDomain accepts LDH labels separated by dots, at least two labels, and
// an alphabetic (or punycode) top-level label.
func validDomain(d string) bool {
	if len(d) < 4 || len(d) > 253 {
		return false
	}
	labels := 0
	for rest := d; ; {
		l := rest
		dot := strings.IndexByte(rest, '.')
		if dot >= 0 {
			l, rest = rest[:dot], rest[dot+1:]
		}
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		labels++
		if dot < 0 {
			if strings.HasPrefix(l, "xn--") {
				return labels >= 2
			}
			if len(l) < 2 {
				return false
			}
			for i := 0; i < len(l); i++ {
				if !isLetter(l[i]) {
					return false
				}
			}
			return labels >= 2 && !fileExt(l)
		}
	}
}

// fileExt reports top-level labels that are really file extensions, as in
// "icon@2x.png" or "chunk@1.2.3.js".
func fileExt(tld string) bool {
	switch strings.ToLower(tld) {
	case "png", "jpg", "jpeg", "gif", "svg", "webp", "bmp", "ico", "css", "js",
		"ts", "json", "yaml", "yml", "txt", "log", "html", "map", "wasm", "zip":
		return true
	}
	return false
}

// versionWords are words that, right before a dotted quad, make it a
// version number rather than an address.
var versionWords = []string{"version", "ver", "ver.", "v", "v.", "版本", "版本号", "build",
	"release", "firmware", "固件", "kernel", "内核", "sdk", "api", "app", "os",
	"upgrade to", "upgraded to", "update to", "updated to", "升级到", "升级至", "更新到", "更新至", "升到",
	"chapter", "section", "clause", "step", "§", "章节", "条款",
	"changelog", "change log", "release notes", "patch", "hotfix", "driver", "驱动", "补丁"}

// objectWords, right before a dotted quad, make it an object number
// whatever its parts ("the OID 1.3.6.1"); referenceWords make it a section
// number when it is shaped like one (sectionShaped: "per 2.5.4.11", "see
// 4.2.1.3", but "websites see 203.0.113.54" is an address). Unlike
// versionWords they say nothing of a phone number written with dots
// ("reach me under 06.12.34.56.78").
var (
	objectWords    = []string{"oid", "snmp", "mib"}
	referenceWords = []string{"per", "see", "under", "依据", "根据", "按照"}
)

// versionContext reports whether the text before s[i] ends with a version word
// (ignoring spaces, ':' and '=', and a preposition after the word:
// "changelog for 1.106.7784.96", "fixed in build 1.2.3.4").
func versionContext(s string, i int) bool { return endsWithWord(s, i, versionWords) }

// referenceContext is versionContext for objectWords and referenceWords,
// for the dotted quad q that follows.
func referenceContext(s string, i int, q string) bool {
	if endsWithWord(s, i, objectWords) {
		return true
	}
	return endsWithWord(s, i, referenceWords) && sectionShaped(q)
}

// sectionShaped reports a dotted quad whose parts are all under 100 and
// whose first part is not 10 (a private network's): the numbering of
// clauses and sections, not of hosts.
func sectionShaped(q string) bool {
	parts := strings.Split(strings.TrimSuffix(q, "."), ".")
	for k, p := range parts {
		if len(p) > 2 || k == 0 && p == "10" {
			return false
		}
	}
	return true
}

// endsWithWord reports whether the text before s[i] ends with one of words
// (ignoring spaces, ':' and '=', and a preposition after the word).
func endsWithWord(s string, i int, words []string) bool {
	w := s[max(0, i-32):i]
	w = strings.TrimRight(w, " \t:=")
	w = strings.TrimSuffix(w, "：")
	w = strings.TrimRight(w, " \t")
	for _, p := range []string{" for", " of", " in", " to"} {
		if hasSuffixFold(w, p) {
			w = strings.TrimRight(w[:len(w)-len(p)], " \t")
			break
		}
	}
	for _, k := range words {
		if hasSuffixFold(w, k) {
			p := len(w) - len(k)
			if isLetter(k[0]) && p > 0 && isLetter(w[p-1]) {
				continue // "tv 1.2.3.4" is not "v 1.2.3.4"
			}
			return true
		}
	}
	return false
}

// sectionNumber reports a dotted quad numbered as a section of a
// document: 第 right before it, or a section word or the document right
// after it ("第2.1.3.4条", "2.1.3.4节的要求", "根据12.6.4.3的规定", "see
// 6.6.8.7 of the contract", "2.5.7.3 in the manual").
func sectionNumber(s string, i, end int) bool {
	if strings.HasSuffix(s[:i], "第") {
		return true
	}
	rest := strings.TrimLeft(s[end:], " ")
	for _, w := range sectionAfterZH {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	words := strings.Fields(strings.ToLower(rest[:min(len(rest), 40)]))
	if len(words) < 2 || words[0] != "of" && words[0] != "in" {
		return false
	}
	k := 1
	if k < len(words)-1 && slices.Contains([]string{"the", "this", "that", "our", "your", "their", "my", "his", "her"}, words[k]) {
		k++
	}
	return slices.Contains(documentWords, strings.TrimRight(words[k], ".,;:!?)"))
}

// sectionAfterZH are the words that, right after a dotted quad, make it
// a section number of a Chinese text.
var sectionAfterZH = []string{"条", "节", "小节", "章", "款", "项", "段", "的规定", "的要求", "的约定", "的条款", "规定", "所述", "中的"}

// documentWords are documents whose sections are numbered like addresses.
var documentWords = []string{"contract", "manual", "agreement", "policy", "handbook", "guide", "guidelines",
	"spec", "specification", "standard", "document", "terms", "regulation", "regulations", "act", "report",
	"book", "paper", "appendix", "rules", "code", "rfc", "docs", "documentation", "lease", "syllabus", "textbook"}

// ipWordBefore reports an address word glued to the digits at s[i]: the
// letters right before them are "ip", "ipv4", "addr", "host" or "inet"
// ("公网IP27.120.49.51"), which a version never is.
func ipWordBefore(s string, i int) bool {
	a := i
	for a > 0 && isLetter(s[a-1]) {
		a--
	}
	if i > a && a > 0 && isDigit(s[a-1]) {
		return false
	}
	switch strings.ToLower(s[a:i]) {
	case "ip", "ipv", "ips", "addr", "host", "inet":
		return true
	}
	return false
}

// dottedQuad reports four dot-separated decimal octets of one to three
// digits each, none over 255; leading zeros are allowed ("192.168.001.010"
// is written by hand and by some tools, and net/netip refuses it).
func dottedQuad(t string) bool {
	if a, err := netip.ParseAddr(t); err == nil {
		return a.Is4()
	}
	parts := strings.Split(t, ".")
	if len(parts) != 4 {
		return false
	}
	for _, p := range parts {
		if len(p) == 0 || len(p) > 3 {
			return false
		}
		n := 0
		for k := 0; k < len(p); k++ {
			if !isDigit(p[k]) {
				return false
			}
			n = n*10 + int(p[k]-'0')
		}
		if n > 255 {
			return false
		}
	}
	return true
}

func findIPv4(s string, from int, cs []candidate) []candidate {
	for i := max(from, 0); i < len(s); i++ {
		if !isDigit(s[i]) || i > 0 && (isDigit(s[i-1]) || s[i-1] == '.') {
			continue
		}
		j := i
		dots := 0
		for j < len(s) && (isDigit(s[j]) || s[j] == '.') {
			if s[j] == '.' {
				dots++
			}
			j++
		}
		end := j
		if s[end-1] == '.' { // sentence full stop
			end--
			dots--
		}
		if dots != 3 || end-i < 7 || end-i > 15 {
			i = j - 1
			continue
		}
		// "go-1.2.3.4" and "v1.2.3.4" are versions; "10.0.0.1-10.0.0.9" is a range.
		if i > 0 && (isAlnum(s[i-1]) && !ipWordBefore(s, i) || i > 1 && s[i-1] == '-' && isLetter(s[i-2])) || versionContext(s, i) || referenceContext(s, i, s[i:end]) {
			i = j - 1
			continue
		}
		if end < len(s) && end == j && (isAlnum(s[end]) || s[end] == '-' && end+1 < len(s) && isLetter(s[end+1])) {
			i = j - 1
			continue
		}
		if sectionNumber(s, i, end) {
			i = j - 1
			continue
		}
		if dottedQuad(s[i:end]) {
			cs = append(cs, candidate{Match{KindIP, i, end}, prioIPv4})
		}
		i = j - 1
	}
	return cs
}

func isV6(c byte) bool { return isHex(c) || c == ':' || c == '.' }

func findIPv6(s string, cs []candidate) []candidate {
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], ':')
		if k < 0 {
			break
		}
		a, b := i+k, i+k
		for a > 0 && isV6(s[a-1]) {
			a--
		}
		for b < len(s) && isV6(s[b]) {
			b++
		}
		i = b
		if b-a < 3 {
			continue
		}
		// zone: fe80::1%eth0
		end := b
		if end < len(s) && s[end] == '%' {
			z := end + 1
			for z < len(s) && (isAlnum(s[z]) || s[z] == '_' || s[z] == '.' || s[z] == '-') {
				z++
			}
			if z > end+1 {
				end = z
			}
		}
		for end > a && s[end-1] == '.' {
			end--
		}
		if end-a >= 2 && s[end-1] == ':' && s[end-2] != ':' {
			end--
		}
		if a > 0 && isWord(s[a-1]) || end < len(s) && isWord(s[end]) {
			continue
		}
		t := s[a:end]
		if strings.Count(t, ":") < 2 || !strings.ContainsAny(t, "0123456789") {
			continue
		}
		if ip, err := netip.ParseAddr(t); err == nil && ip.Is6() {
			cs = append(cs, candidate{Match{KindIP, a, end}, prioIPv6})
		}
	}
	return cs
}
