package extract

import (
	"regexp"
	"regexp/syntax"
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
// strings.Join(exprs, "|"), for lower-cased texts (RequiredLiterals'
// literals are lower-cased). The expressions must not fold case.
func compileAlternation(exprs []string) alternation {
	a := make(alternation, len(exprs))
	for i, expr := range exprs {
		re, err := syntax.Parse(expr, syntax.Perl)
		if err != nil {
			panic(err)
		}
		a[i] = branch{re: regexp.MustCompile(expr), need: RequiredLiterals(re)}
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
