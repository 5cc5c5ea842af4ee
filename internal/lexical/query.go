package lexical

import "strings"

// QueryTokens returns the search terms of a question: Tokens without the
// words that only shape an English question ("what kind of", "what type
// of", "which sort of", "how many", "how much", "how often", "how long",
// "how far", "how old"), which would otherwise match memories that merely
// contain "kind" or "long". Everything else is Tokens(text).
func QueryTokens(text string) []string {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r == '\'' || r == '’' || r >= 0x80 || r >= '0' && r <= '9')
	})
	drop := map[int]bool{}
	for i := 0; i+1 < len(words); i++ {
		w, next := words[i], words[i+1]
		switch {
		case (w == "what" || w == "which") && questionNouns[next] && i+2 < len(words) && words[i+2] == "of":
			drop[i+1] = true
		case w == "how" && howWords[next]:
			drop[i+1] = true
		}
	}
	if len(drop) == 0 {
		return Tokens(text)
	}
	kept := make([]string, 0, len(words))
	for i, w := range words {
		if !drop[i] {
			kept = append(kept, w)
		}
	}
	return Tokens(strings.Join(kept, " "))
}

var (
	questionNouns = map[string]bool{"kind": true, "kinds": true, "type": true, "types": true, "sort": true, "sorts": true}
	howWords      = map[string]bool{"many": true, "much": true, "often": true, "long": true, "far": true, "old": true}
)
