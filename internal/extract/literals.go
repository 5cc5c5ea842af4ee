package extract

import (
	"regexp/syntax"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// RequiredLiterals returns what a match of re requires of a text once
// lower-cased, as a conjunction of disjunctions: every row holds a
// literal that the lower-cased text of any match contains. Rows are
// distinct, hold no literal that contains another of the row ("working"
// or "work" is "work"), none that a single character satisfies (nearly
// every text has a space or an "i"), and none that another row implies;
// the most selective come first (the longest shortest literal, then the
// fewest literals). Nil means nothing certain. Under (?i), a literal s
// also matches ſ, which lower-cases to itself: a caller that folds case
// must let texts holding such runes through (the rules' pattern.odd).
// Both the rules' prefilters and the injection alternations use it.
func RequiredLiterals(re *syntax.Regexp) [][]string {
	var need [][]string
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
	return need
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
		if lit := lowerLiteral(re.Rune); lit != "" {
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
		return []string{lowerLiteral(re.Rune)}, true
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

// lowerLiteral is a literal lower-cased, as a matching text holds it once
// lower-cased; the longest piece without U+FFFD, which strings.ToLower also
// makes of invalid UTF-8, so that a match of it proves nothing.
func lowerLiteral(runes []rune) string {
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
