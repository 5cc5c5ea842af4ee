package rules

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"

	"github.com/engram-memory/engram/internal/extract"
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
	need = extract.RequiredLiterals(re)
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
