package rules

import (
	"iter"
	"slices"
	"strings"
)

// Hand-written shortcuts for the costliest English patterns. roleEN and
// employerEN compile to more than 500 instructions, so package regexp runs
// them with its slowest engine (the NFA simulation, never the backtracker),
// and their literal prefilters (pattern.may) let most clauses through. The
// functions below return exactly what the plain calls return; they only
// avoid running the expressions where the result is known.

// roleStartEN is roleEN anchored at the start of the text, as two
// expressions, each with half of roleEN's openings (roleLeadsEN), and
// roleLaterEN is roleEN with only the openings not anchored with ^. Each
// compiles to fewer than 500 instructions, so regexp runs it with its
// backtracker, several times faster than roleEN's NFA simulation.
//
// regexp returns the leftmost match, and among the matches that start at
// the same position the one a backtracking implementation finds first,
// which tries the openings in order. So roleEN's match, when one starts at
// the start of the text, is that of the first half of roleStartEN if it has
// one, else that of the second; when none does, it is roleLaterEN's, since
// an opening anchored with ^ matches only at the start. No opening holds a
// capturing group: the groups are numbered alike in all four expressions.
var (
	roleStartEN = [2]*pattern{
		compile(`(?i)^(?:` + strings.Join(roleLeadsEN[:6], "|") + `)` + roleRestEN),
		compile(`(?i)^(?:` + strings.Join(roleLeadsEN[6:], "|") + `)` + roleRestEN),
	}
	roleLaterEN = compile(`(?i)(?:` + strings.Join(slices.DeleteFunc(slices.Clone(roleLeadsEN), func(l string) bool {
		return strings.HasPrefix(l, "^")
	}), "|") + `)` + roleRestEN)
)

// roleHintsEN are the hints of the roleEN call in english.
var roleHintsEN = []string{" a ", " an ", " the "}

// roleMatchEN is matchIf(roleEN, c, lower, roleHintsEN...), computed with
// roleStartEN and, if mayRoleLaterEN allows a match after the start,
// roleLaterEN. lower must be strings.ToLower(c).
func roleMatchEN(c, lower string) []string {
	if !containsAny(lower, roleHintsEN) || !roleEN.may(lower) {
		return nil
	}
	for _, p := range roleStartEN {
		if m := p.FindStringSubmatch(c); m != nil {
			return m
		}
	}
	if !mayRoleLaterEN(lower) {
		return nil
	}
	return roleLaterEN.FindStringSubmatch(c)
}

// isSpaceRE reports whether b is white space for \s of package regexp
// ([\t\n\f\r ]).
func isSpaceRE(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// roleLeadsLaterEN end the openings of roleLaterEN: "working as", "and",
// "job is", "role is", "position is", "title is" and ",".
var roleLeadsLaterEN = []string{"as", "and", "is", ","}

// roleOddEN are the runes that (?i) matches to a letter of mayRoleLaterEN's
// words but that strings.ToLower maps to another letter (ſ for s).
var roleOddEN = oddOfWords(append([]string{"currently", "now", "still", "a", "an", "the"}, roleLeadsLaterEN...))

// mayRoleLaterEN reports whether roleLaterEN may match the text whose
// lower-cased form is lower. A match opens with a word ending in one of
// roleLeadsLaterEN, then white space, then optionally
// "currently", "now" or "still" and white space, then "a", "an" or "the"
// and white space: in lower, a white-space-separated word that is a, an or
// the, with white space after it, and before it one that ends in a lead or
// that is such an adverb after one that does. False means it certainly
// cannot match there.
func mayRoleLaterEN(lower string) bool {
	if containsRuneOf(lower, roleOddEN) {
		return true
	}
	var w1, w2 string // the word before the current one, and the one before that
	for i, j := range spaceFields(lower) {
		w := lower[i:j]
		if j < len(lower) && (w == "a" || w == "an" || w == "the") {
			if endsWithAny(w1, roleLeadsLaterEN) ||
				(w1 == "currently" || w1 == "now" || w1 == "still") && endsWithAny(w2, roleLeadsLaterEN) {
				return true
			}
		}
		w2, w1 = w1, w
	}
	return false
}

// spaceFields yields the start and end of every run of bytes of s that
// are not white space (\s), in order.
func spaceFields(s string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(s); {
			for i < len(s) && isSpaceRE(s[i]) {
				i++
			}
			j := i
			for j < len(s) && !isSpaceRE(s[j]) {
				j++
			}
			if i == j || !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// endsWithAny reports whether s ends with one of the suffixes.
func endsWithAny(s string, suffixes []string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

// employerWordsEN are the words one of which, with white space before and
// after it, every match of employerEN holds unless it holds "joined": the
// preposition before the employer's name ("work at", "engineer for",
// "employed by", "started a new job with").
var employerWordsEN = []string{"at", "for", "by", "with"}

// employerOddEN are the runes that (?i) matches to a letter of
// employerWordsEN or "joined" but that strings.ToLower maps to another.
var employerOddEN = oddOfWords(append([]string{"joined"}, employerWordsEN...))

// mayEmployerEN reports whether employerEN may match the text whose
// lower-cased form is lower: its prefilter lets the text through, and the
// text holds "joined" or one of employerWordsEN between white space. False
// means it certainly cannot match.
func mayEmployerEN(lower string) bool {
	return employerEN.may(lower) && (strings.Contains(lower, "joined") || containsRuneOf(lower, employerOddEN) ||
		spacedWord(lower, employerWordsEN))
}

// spacedWord reports whether lower holds one of words with white space (\s)
// right before and right after it.
func spacedWord(lower string, words []string) bool {
	for i, j := range spaceFields(lower) {
		if i > 0 && j < len(lower) && slices.Contains(words, lower[i:j]) {
			return true
		}
	}
	return false
}

// oddOfWords returns the runes that case folding matches to a letter of
// the words but that strings.ToLower maps to another rune (see oddOf).
func oddOfWords(words []string) string {
	var odd []rune
	for _, w := range words {
		for _, r := range w {
			for _, o := range oddOf(r) {
				if !strings.ContainsRune(string(odd), o) {
					odd = append(odd, o)
				}
			}
		}
	}
	return string(odd)
}
