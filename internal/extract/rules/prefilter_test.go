package rules

import (
	"reflect"
	"strings"
	"testing"
)

func TestNeedOf(t *testing.T) {
	tests := []struct {
		expr string
		need [][]string
		odd  string
	}{
		{`(?i)\bmy\s+name\s+is\b`, [][]string{{"name"}, {"my"}, {"is"}}, "ſ"},
		// the parser factors the common prefix out of like|love; exact
		// pieces join again
		{`^(?:I|We)\s+(?:like|love)\b`, [][]string{{"like", "love"}}, ""},
		{`(?i)(?:foo|bar+|baz)x`, [][]string{{"foo", "ba"}}, ""},
		{`(?i)(?:foo|b?ar)`, [][]string{{"foo", "ar"}}, ""}, // bar holds ar
		{`(?i)(?:foo|b*)ar`, [][]string{{"ar"}}, ""},        // a branch with nothing certain
		{`(?i)work(?:ing)?\s+at`, [][]string{{"work"}, {"at"}}, ""},
		{`(?i)(?:a|b)*c{2,3}`, [][]string{{"cc"}}, ""},
		{`周(一|二)|星期`, [][]string{{"周一", "周二", "星期"}}, ""},
		{`(?i)\x{212a}elvin`, [][]string{{"kelvin"}}, ""},
		{`a\x{fffd}bc`, [][]string{{"bc"}}, ""}, // U+FFFD also stands for invalid UTF-8
		{`(?i)[a-z]+\s+(?:x|y)`, nil, ""},       // single characters are no filter
		{`(?i)(?:[a-z]{2}|[一-龥])`, nil, ""},
		{`(?i)day(?:s|light)`, [][]string{{"days", "daylight"}}, "ſ"},
		// an alternation needs a row of each branch, for every choice of
		// the rows
		{`(?i)\b(?:all\s+must|no\s+deploys)\b`, [][]string{{"must", "deploys"}, {"all", "deploys"}, {"all", "no"}, {"must", "no"}}, "ſ"},
		// {"work", "joined", "at"} is implied by {"at", "joined"}: gone
		{`(?i)(?:work\s+at|joined|start\s+at)`, [][]string{{"work", "joined", "start"}, {"at", "joined"}}, "ſ"},
	}
	for _, tt := range tests {
		need, odd := needOf(tt.expr)
		if !reflect.DeepEqual(need, tt.need) || odd != tt.odd {
			t.Errorf("needOf(%q) = %q, %q; want %q, %q", tt.expr, need, odd, tt.need, tt.odd)
		}
	}
}

// TestPrefilterSound checks, for every pattern and a large set of clauses
// (and their re-cased forms, and forms with the Kelvin sign and the long s
// that case folding matches to k and s), that the prefilter never rejects a
// text the pattern matches.
func TestPrefilterSound(t *testing.T) {
	seen := map[string]bool{}
	var texts []string
	addText := func(s string) {
		if !seen[s] {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	cases := readGolden(t)
	for i, c := range cases {
		if step := map[bool]int{false: 3, true: 20}[testing.Short()]; i%step != 0 || strings.HasPrefix(c.Src, "hostile") {
			continue
		}
		for _, m := range c.Msgs {
			addText(m.Content)
			for _, s := range splitSentences(m.Content) {
				addText(s)
				for _, cl := range splitClauses(s, nil) {
					addText(cl)
					addText(strings.ToLower(cl))
				}
			}
		}
	}
	n := len(texts)
	for _, s := range texts[:n:n] {
		if i := len(s) % 7; i == 0 {
			addText(strings.ReplaceAll(s, "s", "ſ"))
			addText(strings.ReplaceAll(strings.ToUpper(s), "K", "\u212a"))
		}
	}
	lowers := make([]string, len(texts))
	for i, s := range texts {
		lowers[i] = strings.ToLower(s)
	}
	for _, p := range patterns {
		for i, s := range texts {
			if !p.may(lowers[i]) && p.MatchString(s) {
				t.Errorf("prefilter %q (odd %q) of %s rejects %q, which it matches", p.need, p.odd, p, s)
			}
		}
	}
	t.Logf("%d patterns, %d texts", len(patterns), len(texts))
}

// TestBigramsExact checks that the pair index never rules out a string
// the text contains: every substring of the golden clauses (up to 24
// bytes) passes it, and containsAny with it answers as strings.Contains
// does for the literals of every pattern.
func TestBigramsExact(t *testing.T) {
	var lits []string
	for _, p := range patterns {
		for _, row := range p.need {
			lits = append(lits, row...)
		}
	}
	for i, c := range readGolden(t) {
		if i%7 != 0 {
			continue
		}
		for _, m := range c.Msgs {
			for _, s := range splitSentences(strings.ToLower(m.Content)) {
				set := bigramsOf(s)
				for i := range len(s) {
					for j := i; j <= len(s) && j <= i+24; j++ {
						if !set.mayContain(s[i:j]) {
							t.Fatalf("the pairs of %q rule out %q", s, s[i:j])
						}
					}
				}
				for _, x := range lits {
					if got, want := set.containsAny(s, []string{x}), strings.Contains(s, x); got != want {
						t.Fatalf("containsAny(%q, %q) = %v, want %v", s, x, got, want)
					}
				}
			}
		}
	}
}
