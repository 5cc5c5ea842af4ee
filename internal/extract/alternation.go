package extract

import (
	"regexp"
	"regexp/syntax"
	"slices"
)

// alternation is a regular expression written as a list of branches,
// a|b|c…, for MatchString only. A text matches the alternation exactly when
// it matches one of its branches, so alternation compiles each branch on
// its own, with the literals it cannot match without, and runs a branch
// only on texts that hold them. Joined, the branches of the injection
// patterns compile to more than 500 instructions, which package regexp runs
// with its slowest engine (the NFA simulation) on every text with a trigger
// word; most texts hold the literals of few branches or none, and each
// branch alone is small enough for the backtracker.
type alternation []branch

// branch is one branch of an alternation and its prefilter.
type branch struct {
	re *regexp.Regexp
	// need is a conjunction of disjunctions: for every row, a text the
	// branch matches contains at least one of its literals.
	need [][]string
}

// compileAlternation compiles the branches of the alternation
// strings.Join(exprs, "|"). The expressions must not fold case: the
// literals of the prefilter are matched as they are written.
func compileAlternation(exprs []string) alternation {
	a := make(alternation, len(exprs))
	for i, expr := range exprs {
		re, err := syntax.Parse(expr, syntax.Perl)
		if err != nil {
			panic(err)
		}
		need := literalNeed(re)
		// the most selective rows first: the longest shortest literal
		slices.SortStableFunc(need, func(x, y []string) int { return shortest(y) - shortest(x) })
		a[i] = branch{re: regexp.MustCompile(expr), need: need}
	}
	return a
}

// MatchString reports whether s matches one of the branches.
func (a alternation) MatchString(s string) bool {
	for _, b := range a {
		if b.may(s) && b.re.MatchString(s) {
			return true
		}
	}
	return false
}

// may reports whether the branch can match s. False means it certainly
// cannot.
func (b *branch) may(s string) bool {
	for _, row := range b.need {
		if !containsSub(s, row) {
			return false
		}
	}
	return true
}

// literalNeed returns what a match of re requires, as rows of literals of
// at least two bytes (a row of single characters rules out little): for a
// literal, itself; for a concatenation, the rows of its parts; for a group
// or a part repeated at least once, the rows of what it holds; for a small
// set of strings (an alternation of literals, a character class), that
// set, unless it holds "" or a single character; for any other
// alternation, one row made of the best row of every branch, if each has
// one, since a match is a match of one of the branches. Anything else
// requires nothing. Case-folding literals require nothing either.
func literalNeed(re *syntax.Regexp) [][]string {
	if set, ok := literalSet(re); ok {
		if shortest(set) < 2 {
			return nil
		}
		return [][]string{set}
	}
	switch re.Op {
	case syntax.OpAlternate:
		var row []string
		for _, sub := range re.Sub {
			need := literalNeed(sub)
			if len(need) == 0 {
				return nil
			}
			best := slices.MaxFunc(need, func(x, y []string) int { return shortest(x) - shortest(y) })
			for _, lit := range best {
				if !slices.Contains(row, lit) {
					row = append(row, lit)
				}
			}
		}
		return [][]string{row}
	case syntax.OpCapture, syntax.OpPlus:
		return literalNeed(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return literalNeed(re.Sub[0])
		}
	case syntax.OpConcat:
		var need [][]string
		for _, sub := range re.Sub {
			need = append(need, literalNeed(sub)...)
		}
		return need
	}
	return nil
}

// maxSet bounds the sets of literalSet.
const maxSet = 32

// literalSet returns the strings that re matches, when there are at most
// maxSet of them and re folds no case: for a literal, a small character
// class, an empty-width assertion (""), and a group, an optional part, a
// concatenation or an alternation of such.
func literalSet(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return []string{""}, true
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCharClass:
		var set []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] >= maxSet {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				set = append(set, string(r))
			}
			if len(set) > maxSet {
				return nil, false
			}
		}
		return set, len(set) > 0
	case syntax.OpCapture:
		return literalSet(re.Sub[0])
	case syntax.OpQuest:
		set, ok := literalSet(re.Sub[0])
		if !ok || len(set) >= maxSet {
			return nil, false
		}
		return append(slices.Clone(set), ""), true
	case syntax.OpConcat:
		set := []string{""}
		for _, sub := range re.Sub {
			s, ok := literalSet(sub)
			if !ok || len(set)*len(s) > maxSet {
				return nil, false
			}
			var next []string
			for _, x := range set {
				for _, y := range s {
					next = append(next, x+y)
				}
			}
			set = next
		}
		return set, true
	case syntax.OpAlternate:
		var set []string
		for _, sub := range re.Sub {
			s, ok := literalSet(sub)
			if !ok {
				return nil, false
			}
			set = append(set, s...)
			if len(set) > maxSet {
				return nil, false
			}
		}
		return set, true
	}
	return nil, false
}

// shortest is the length of the shortest literal of a row, 0 for none.
func shortest(row []string) int {
	n := 0
	for i, lit := range row {
		if i == 0 || len(lit) < n {
			n = len(lit)
		}
	}
	return n
}
