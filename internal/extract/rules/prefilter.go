package rules

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// pattern is a compiled regular expression with a literal prefilter: the
// words a text must hold, once lower-cased, for the expression to have any
// chance of matching. Most clauses lack the words of most patterns, and a
// few strings.Contains calls on the clause's lower-cased form (which the
// rules compute once per clause anyway) cost far less than running the
// expression. The prefilter is derived from the expression's syntax tree, so
// it is exact by construction: it can only skip texts the expression cannot
// match, and the outcome of every rule is unchanged.
//
// pattern embeds *regexp.Regexp: a pattern is used exactly like the
// expression, and may (or the helpers below) guards the calls worth
// guarding.
type pattern struct {
	*regexp.Regexp
	// need is a conjunction of disjunctions: for every row, the lower-cased
	// text must contain at least one of its literals. Empty: no condition.
	need [][]string
	// odd are the lower-cased runes that case folding matches to a letter
	// of a literal of need but that lower-case to another rune (ſ, which
	// (?i) matches to s); a text holding one may match without the
	// literal, and the prefilter lets it through.
	odd string
	// lits is the number of literals of need.
	lits int
}

// patterns lists every pattern compiled by compile, for the prefilter tests.
var patterns []*pattern

// compile is regexp.MustCompile plus the prefilter.
func compile(expr string) *pattern {
	p := &pattern{Regexp: regexp.MustCompile(expr)}
	p.need, p.odd = needOf(expr)
	for _, row := range p.need {
		p.lits += len(row)
	}
	patterns = append(patterns, p)
	return p
}

// may reports whether the pattern can match the text whose lower-cased
// form (strings.ToLower) is lower. False means it certainly cannot.
func (p *pattern) may(lower string) bool {
	if p.odd != "" && containsRuneOf(lower, p.odd) {
		return true
	}
	if p.lits >= minBigramSubs && len(lower) <= maxBigramText {
		b := bigramsOf(lower)
		for _, row := range p.need {
			if !b.containsAny(lower, row) {
				return false
			}
		}
		return true
	}
	for _, row := range p.need {
		if !containsAny(lower, row) {
			return false
		}
	}
	return true
}

// bigrams is a set of the pairs of adjacent bytes of a text, hashed to 512
// bits. A string of two bytes or more that the text contains has all its
// pairs in the set; a string with a pair outside it is certainly not in the
// text. Building the set costs about as much as one strings.Contains on a
// short text, and testing a string a fraction of that.
type bigrams [8]uint64

// minBigramSubs and maxBigramText bound where containsAny and pattern.may
// index a text's pairs: for at least minBigramSubs strings to search, in a
// text of at most maxBigramText bytes (past that, most pairs are in).
const (
	minBigramSubs = 8
	maxBigramText = 256
)

// bigramHash maps a pair of bytes to a bit of bigrams.
func bigramHash(a, b byte) uint {
	return (uint(a)*37 + uint(b)) & 511
}

// bigramsOf returns the pairs of s.
func bigramsOf(s string) bigrams {
	var set bigrams
	for i := 1; i < len(s); i++ {
		h := bigramHash(s[i-1], s[i])
		set[h>>6] |= 1 << (h & 63)
	}
	return set
}

// mayContain reports whether the text of the set may contain x: false if a
// pair of x is not in the set.
func (set *bigrams) mayContain(x string) bool {
	for i := 1; i < len(x); i++ {
		h := bigramHash(x[i-1], x[i])
		if set[h>>6]&(1<<(h&63)) == 0 {
			return false
		}
	}
	return true
}

// containsAny is containsAny(s, subs) for the set of s: it searches only
// for the subs the set lets through.
func (set *bigrams) containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if set.mayContain(x) && strings.Contains(s, x) {
			return true
		}
	}
	return false
}

// match is MatchString(s) guarded by the prefilter; lower is
// strings.ToLower(s).
func (p *pattern) match(s, lower string) bool {
	return p.may(lower) && p.MatchString(s)
}

// submatch is FindStringSubmatch(s) guarded by the prefilter; lower is
// strings.ToLower(s).
func (p *pattern) submatch(s, lower string) []string {
	if !p.may(lower) {
		return nil
	}
	return p.FindStringSubmatch(s)
}

// find is FindStringIndex(s) guarded by the prefilter; lower is
// strings.ToLower(s).
func (p *pattern) find(s, lower string) []int {
	if !p.may(lower) {
		return nil
	}
	return p.FindStringIndex(s)
}

// index is FindStringSubmatchIndex(s) guarded by the prefilter; lower is
// strings.ToLower(s).
func (p *pattern) index(s, lower string) []int {
	if !p.may(lower) {
		return nil
	}
	return p.FindStringSubmatchIndex(s)
}

// containsRuneOf is strings.ContainsAny(s, chars) for chars made of valid
// runes other than U+FFFD. It searches for each rune in turn with
// strings.ContainsRune, which scans with IndexByte; strings.ContainsAny,
// given a non-ASCII rune, decodes s rune by rune and searches chars for
// each, a call per rune of s.
func containsRuneOf(s, chars string) bool {
	for _, r := range chars {
		if strings.ContainsRune(s, r) {
			return true
		}
	}
	return false
}

// needOf derives the prefilter of a regular expression (see pattern.need
// and pattern.odd).
func needOf(expr string) (need [][]string, odd string) {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		panic(err) // regexp.MustCompile accepted it
	}
	// distinct rows without a literal that holds another of its row
	// ("working" or "work" is "work"), and without rows that a single
	// ASCII character satisfies (nearly every clause has a space or an
	// "i"), the most selective first: the longest shortest literal, then
	// the fewest literals
	for _, row := range needOfTree(re.Simplify()) {
		row = slices.DeleteFunc(slices.Clone(row), func(lit string) bool {
			return slices.ContainsFunc(row, func(o string) bool { return o != lit && strings.Contains(lit, o) })
		})
		if shortest(row) == 1 {
			continue
		}
		if !slices.ContainsFunc(need, func(r []string) bool { return slices.Equal(r, row) }) {
			need = append(need, row)
		}
	}
	// without rows that another row implies (a text with a literal of
	// {"work at", "joined"} has one of {"at", "joined", "with"})
	for i := 0; i < len(need); {
		implied := false
		for j := range need {
			if j != i && implies(need[j], need[i]) {
				implied = true
				break
			}
		}
		if implied {
			need = slices.Delete(need, i, i+1)
		} else {
			i++
		}
	}
	slices.SortStableFunc(need, func(a, b []string) int {
		if d := shortest(b) - shortest(a); d != 0 {
			return d
		}
		return len(a) - len(b)
	})
	for _, row := range need {
		for _, lit := range row {
			for _, r := range lit {
				for _, o := range oddOf(r) {
					if !strings.ContainsRune(odd, o) {
						odd += string(o)
					}
				}
			}
		}
	}
	return need, odd
}

// needOfTree returns what a match of re requires: a conjunction of
// disjunctions of lower-cased literals, or nil for nothing certain.
//
// A matching text holds each literal of the expression, and its lower-cased
// form holds the literal lower-cased, since strings.ToLower maps rune by
// rune: under (?i) a literal rune matches the runes of its case-folding
// orbit, which lower-case alike (k, K and the Kelvin sign all give k) with
// one exception among ASCII letters, ſ (U+017F) in the orbit of s, which
// pattern.odd accounts for.
func needOfTree(re *syntax.Regexp) [][]string {
	if set, ok := exactSet(re); ok {
		// a short list of strings, one of which every match is
		if slices.Contains(set, "") {
			return nil
		}
		return [][]string{set}
	}
	switch re.Op {
	case syntax.OpLiteral:
		if lit := literalNeed(re.Rune); lit != "" {
			return [][]string{{lit}}
		}
	case syntax.OpCapture, syntax.OpPlus:
		return needOfTree(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return needOfTree(re.Sub[0])
		}
	case syntax.OpConcat:
		// runs of exactly known pieces give longer literals ("repl" +
		// "y|ies" is "reply|replies"); the other pieces their own needs
		var need [][]string
		for i := 0; i < len(re.Sub); {
			j, set := i, []string{""}
			for ; j < len(re.Sub); j++ {
				sub, ok := exactSet(re.Sub[j])
				if !ok {
					break
				}
				if set = cross(set, sub); set == nil {
					break
				}
			}
			if j > i && set != nil && !slices.Contains(set, "") {
				need = append(need, set)
				i = j
				continue
			}
			if j == i {
				j++
			}
			for _, sub := range re.Sub[i:j] {
				need = append(need, needOfTree(sub)...)
			}
			i = j
		}
		return need
	case syntax.OpAlternate:
		// one of the branches matches: for every choice of one row of
		// each branch, the union of the rows chosen (all the choices
		// while there are at most maxRows, else the best row of each)
		rows := [][]string{nil}
		for _, sub := range re.Sub {
			need := needOfTree(sub)
			if need == nil {
				return nil // a branch with no requirement
			}
			if len(rows)*len(need) > maxRows {
				need = [][]string{bestRow(need)}
			}
			var next [][]string
			for _, row := range rows {
				for _, add := range need {
					union := slices.Clone(row)
					for _, lit := range add {
						if !slices.Contains(union, lit) {
							union = append(union, lit)
						}
					}
					next = append(next, union)
				}
			}
			rows = next
		}
		return rows
	}
	return nil
}

// maxRows bounds the rows needOfTree derives for an alternation.
const maxRows = 16

// maxExact bounds the exact sets of exactSet.
const maxExact = 32

// exactSet returns the lower-cased strings that re matches, when there are
// at most maxExact of them: for a literal, a small character class (which
// under (?i) lists every case variant), an alternation, a concatenation or
// an optional part of such, and the empty-width assertions (^, \b …),
// which match "".
func exactSet(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return []string{""}, true
	case syntax.OpLiteral:
		if slices.Contains(re.Rune, utf8.RuneError) {
			return nil, false
		}
		return []string{literalNeed(re.Rune)}, true
	case syntax.OpCharClass:
		var set []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] >= maxExact {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				if l := string(unicode.ToLower(r)); !slices.Contains(set, l) {
					set = append(set, l)
				}
			}
			if len(set) > maxExact {
				return nil, false
			}
		}
		return set, len(set) > 0
	case syntax.OpCapture:
		return exactSet(re.Sub[0])
	case syntax.OpQuest:
		set, ok := exactSet(re.Sub[0])
		if !ok || len(set) >= maxExact {
			return nil, false
		}
		if !slices.Contains(set, "") {
			set = append(set, "")
		}
		return set, true
	case syntax.OpConcat:
		set := []string{""}
		for _, sub := range re.Sub {
			s, ok := exactSet(sub)
			if !ok {
				return nil, false
			}
			if set = cross(set, s); set == nil {
				return nil, false
			}
		}
		return set, true
	case syntax.OpAlternate:
		var set []string
		for _, sub := range re.Sub {
			s, ok := exactSet(sub)
			if !ok {
				return nil, false
			}
			for _, x := range s {
				if !slices.Contains(set, x) {
					set = append(set, x)
				}
			}
			if len(set) > maxExact {
				return nil, false
			}
		}
		return set, true
	}
	return nil, false
}

// implies reports whether a text that holds a literal of row a holds one of
// row b: every literal of a contains one of b.
func implies(a, b []string) bool {
	for _, x := range a {
		if !slices.ContainsFunc(b, func(y string) bool { return strings.Contains(x, y) }) {
			return false
		}
	}
	return true
}

// cross is every string of a followed by one of b, or nil when there would
// be more than maxExact.
func cross(a, b []string) []string {
	if len(a)*len(b) > maxExact {
		return nil
	}
	var out []string
	for _, x := range a {
		for _, y := range b {
			if xy := x + y; !slices.Contains(out, xy) {
				out = append(out, xy)
			}
		}
	}
	return out
}

// bestRow picks the most selective row of a requirement: the one whose
// shortest literal is longest, then the one with the fewest literals.
func bestRow(need [][]string) []string {
	var best []string
	for _, row := range need {
		if m, b := shortest(row), shortest(best); best == nil || m > b || m == b && len(row) < len(best) {
			best = row
		}
	}
	return best
}

// shortest is the length of the shortest literal of a row.
func shortest(row []string) int {
	n := 0
	for i, lit := range row {
		if i == 0 || len(lit) < n {
			n = len(lit)
		}
	}
	return n
}

// literalNeed is a literal lower-cased, as a matching text holds it once
// lower-cased; the longest piece without U+FFFD, which strings.ToLower also
// makes of invalid UTF-8, so that a match of it proves nothing.
func literalNeed(runes []rune) string {
	var best, cur strings.Builder
	flush := func() {
		if cur.Len() > best.Len() {
			best.Reset()
			best.WriteString(cur.String())
		}
		cur.Reset()
	}
	for _, r := range runes {
		if r == utf8.RuneError {
			flush()
			continue
		}
		cur.WriteRune(unicode.ToLower(r))
	}
	flush()
	return best.String()
}

// oddOf returns the runes of r's case-folding orbit that do not lower-case
// to r's lower case, lower-cased (for s: ſ).
func oddOf(r rune) []rune {
	l := unicode.ToLower(r)
	var odd []rune
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		if fl := unicode.ToLower(f); fl != l && !slices.Contains(odd, fl) {
			odd = append(odd, fl)
		}
	}
	return odd
}
