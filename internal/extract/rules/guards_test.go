package rules

import (
	"reflect"
	"regexp/syntax"
	"strings"
	"testing"
)

// guardTexts are the golden messages, their sentences and clauses, each
// also lower-cased, with the long s and the Kelvin sign that case folding
// matches to s and k, and with other white space between the words; plus
// texts made to reach the rarer openings of roleEN.
func guardTexts(t *testing.T) []string {
	seen := map[string]bool{}
	var texts []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			texts = append(texts, s)
		}
	}
	for _, c := range readGolden(t) {
		for _, m := range c.Msgs {
			add(m.Content)
			for _, s := range splitSentences(m.Content) {
				add(s)
				for _, cl := range splitClauses(s, nil) {
					add(cl)
					add(strings.ToLower(cl))
				}
			}
		}
	}
	for _, s := range []string{
		"and a nurse at the clinic", ", the lead designer", "Hi, I am working as a nurse in Leeds",
		"i'm currently a nurse", "By day, I'm a teacher, by night a DJ", "my job is  the\tboss",
		"my role is\na manager of people", "mom of two and still a student", "I'm a nurse, and a runner",
		"I work as a teacher in Boston", "He joined Acme", "engineer\tat\tStripe", "I got a new job with Acme Inc",
	} {
		add(s)
	}
	n := len(texts)
	for _, s := range texts[:n:n] {
		add(strings.ReplaceAll(s, "s", "ſ"))
		add(strings.ReplaceAll(strings.ToUpper(s), "K", "\u212a"))
		add(strings.ReplaceAll(s, " ", "\t"))
		add(strings.ReplaceAll(s, " ", "  "))
	}
	return texts
}

// TestGuardsExact checks that roleMatchEN returns what matchIf(roleEN, …)
// does, and that mayEmployerEN rejects no text employerEN matches.
func TestGuardsExact(t *testing.T) {
	texts := guardTexts(t)
	matched := 0
	for _, s := range texts {
		lower := strings.ToLower(s)
		want := matchIf(roleEN, s, lower, roleHintsEN...)
		if got := roleMatchEN(s, lower); !reflect.DeepEqual(got, want) {
			t.Errorf("roleMatchEN(%q) = %q, want %q", s, got, want)
		}
		if want != nil {
			matched++
		}
		if !mayEmployerEN(lower) && employerEN.MatchString(s) {
			t.Errorf("mayEmployerEN rejects %q, which employerEN matches", s)
		}
	}
	t.Logf("%d texts, %d roleEN matches", len(texts), matched)
}

// TestGuardsBacktrack checks that the expressions that stand in for roleEN
// stay small enough for regexp's backtracker (at most 500 instructions),
// the point of splitting it.
func TestGuardsBacktrack(t *testing.T) {
	for _, p := range append(roleStartEN[:], roleLaterEN) {
		re, err := syntax.Parse(p.String(), syntax.Perl)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := syntax.Compile(re.Simplify())
		if err != nil {
			t.Fatal(err)
		}
		if n := len(prog.Inst); n > 500 {
			t.Errorf("%d instructions in %s", n, p)
		}
	}
}
