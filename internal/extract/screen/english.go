package screen

import (
	"strings"
	"unicode"
)

// informative reports whether an English sentence may carry memory. It
// errs towards yes: a sentence is informative when it speaks of the
// speaker (first person outside stock reactions such as "I'm so happy for
// you"), has a number, or, unless it is a question, names a time, a
// person or place (a capitalised word that is not a greeting or the
// addressee), speaks of a third party, drops its subject ("Been busy
// with…", "Love spicy food"), or sets a rule or preference ("never use
// emojis", "each release needs sign-off").
func informative(s string) bool {
	ws := wordsOf(s)
	if len(ws) == 0 {
		return false
	}
	if hasDigit(s) || strings.Contains(s, "[") {
		return true // a number, or a shared photo's caption
	}
	if firstPersonBeyondStock(ws) {
		return true
	}
	if strings.Contains(strings.ToLower(s), "you not ") {
		return true // "can you not use so many bullet points"
	}
	if isQuestion(s) {
		// "Dont like horror, recommend something?", "could you always
		// answer in French?" set a preference all the same.
		return ws[0] == "dont" || ws[0] == "don't" || hasAny(ws, askRules)
	}
	if subjectDropped[ws[0]] || (len(ws) > 1 && leadIn[ws[0]] && subjectDropped[ws[1]]) {
		return true
	}
	for i, w := range ws {
		if timeWords[w] || thirdParty[w] || ruleWords[w] {
			return true
		}
		// "must" sets a rule ("all releases must pass QA"), not when it
		// guesses ("you must be so proud", "must have been fun").
		if w == "must" && (i+1 == len(ws) || (ws[i+1] != "be" && ws[i+1] != "have" && ws[i+1] != "feel")) {
			return true
		}
		// "not really into horror", "not a fan of jazz".
		if w == "not" && i+1 < len(ws) && (ws[i+1] == "into" || ws[i+1] == "a" || ws[i+1] == "really" || ws[i+1] == "big" || ws[i+1] == "keen" || ws[i+1] == "fond") {
			return true
		}
	}
	return len(names(s)) > 0
}

// hasHan reports whether s has a Chinese character.
func hasHan(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
}

// hasAny reports whether any of ws is in set.
func hasAny(ws []string, set map[string]bool) bool {
	for _, w := range ws {
		if set[w] {
			return true
		}
	}
	return false
}

// isQuestion reports whether a sentence asks.
func isQuestion(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasSuffix(s, "?") || strings.HasSuffix(s, "？")
}

// firstPersonBeyondStock reports whether the words speak of the speaker
// other than in a stock reaction to the other party ("I'm glad for you",
// "I hope so", "thanks for telling me", "let me know").
func firstPersonBeyondStock(ws []string) bool {
	for i := 0; i < len(ws); i++ {
		if !firstPerson[ws[i]] {
			continue
		}
		if n := stockAt(ws, i); n > 0 {
			i += n - 1
			continue
		}
		return true
	}
	return false
}

// stockAt returns how many words of a stock reaction start at ws[i] (a
// first-person word), 0 for none.
func stockAt(ws []string, i int) int {
	w := ws[i]
	next := func(k int) string {
		if i+k < len(ws) {
			return ws[i+k]
		}
		return ""
	}
	prev := ""
	if i > 0 {
		prev = ws[i-1]
	}
	switch {
	case (w == "me" || w == "us") && (prev == "let" || prev == "tell" || prev == "keep" || prev == "show" || prev == "send" || prev == "remind"):
		return 1 // "let me know", "keep me posted"
	case (w == "me" || w == "us") && thanksWords[prev]:
		return 1 // "thanks for telling me": "telling" leaves the window
	case w == "me" && next(1) == "too":
		return 2
	case w == "i'm" || w == "im":
		k := 1
		if intensifiers[next(k)] {
			k++
		}
		if feelings[next(k)] {
			// "I'm so happy for you", "I'm glad to hear that", "I'm sorry".
			if n := next(k + 1); n == "" || n == "for" || n == "to" || n == "that" || n == "you" {
				return k + 1
			}
		}
	case w == "i":
		k := 1
		if intensifiers[next(k)] || next(k) == "totally" || next(k) == "just" {
			k++
		}
		if v := next(k); stockVerbs[v] {
			// "I hope so", "I agree", "I bet it was".
			return k + 1
		}
		if v := next(k); (v == "know" || v == "see" || v == "feel") && (next(k+1) == "" || next(k+1) == "you" || next(k+1) == "what" || next(k+1) == "right" || next(k+1) == "that") {
			return k + 1 // "I know what you mean", "I feel you", "I see"
		}
		if v := next(k); (v == "love" || v == "like") && pointers[next(k+1)] {
			return k + 2 // "I love that", "I love how you…"
		}
		if v := next(k); (v == "can't" || v == "cant") && next(k+1) == "wait" {
			return k + 2
		}
		if v := next(k); (v == "can" || v == "could") && (next(k+1) == "imagine" || next(k+1) == "tell" || next(k+1) == "see") {
			return k + 2
		}
	}
	return 0
}

// names returns the capitalised words of an English sentence that may
// name a person, a place or a thing: not the first word, "I", a greeting
// or interjection before it, nor an addressee between a comma and the
// sentence's end ("Thanks, Sam!").
func names(s string) []string {
	toks := tokens(s)
	var out []string
	for i, w := range toks {
		r := []rune(w)
		if i == 0 || !unicode.IsUpper(r[0]) || w == "I" || strings.HasPrefix(w, "I'") || strings.HasPrefix(w, "I’") {
			continue
		}
		prev := strings.ToLower(toks[i-1])
		if greetings[prev] || addressing[prev] {
			continue // "Hey Sam", "Congrats Ana"
		}
		next := "."
		if i+1 < len(toks) {
			next = toks[i+1]
		}
		if (prev == "," || i == 1) && (next == "!" || next == "?" || next == "." || next == ",") {
			continue // "Wow, Sam!", "Sam, …"
		}
		out = append(out, w)
	}
	return out
}

// tokens splits a sentence into words (letters, apostrophes, hyphens) and
// the punctuation marks , ! ? .
func tokens(s string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || ((r == '\'' || r == '’' || r == '-') && b.Len() > 0):
			b.WriteRune(r)
		case r == ',' || r == '!' || r == '?' || r == '.':
			flush()
			out = append(out, string(r))
		default:
			flush()
		}
	}
	flush()
	return out
}

var (
	// timeWords date a statement ("the kickoff is next Friday").
	timeWords = set("yesterday tomorrow tonight tmrw tmr weekend week weeks month months year years ago last next monday tuesday wednesday thursday friday saturday sunday january february march april june july august september october november december summer winter spring autumn")
	// thirdParty speaks of someone else ("she's allergic to nuts").
	thirdParty = set("he she they his her their them him he's she's they're they've they'll he'll she'll theirs hers")
	// ruleWords set a rule, a policy or a standing preference.
	ruleWords = set("always never mustn't every each policy rule rules required allowed only please don't dont stop avoid prefer fan favorite favourite allergic")
	// askRules make a question a standing request ("could you always
	// answer in French?").
	askRules = set("always never stop please")
	// subjectDropped open a statement whose subject "I" is left out:
	// "Been busy with…", "Just got back", "Love spicy food".
	subjectDropped = set("been just got went started finished bought made took had did booked signed ordered moved working going planning trying thinking gonna gotta still heading getting sending researching don't dont love loving like hate enjoy enjoying adore can't cant won't wont need needed want wanted glad excited hoping currently")
	// leadIn words may come before a dropped subject: "Yeah, been there".
	leadIn = set("yeah yes yep yup nope nah oh well also and but so actually honestly")
	// intensifiers sit between "I'm" and a feeling.
	intensifiers = set("so really very super truly too")
	// feelings of stock reactions: "I'm so happy for you".
	feelings = set("glad happy sorry proud thrilled stoked excited delighted impressed")
	// stockVerbs of stock reactions: "I agree", "I hope so".
	stockVerbs = set("agree appreciate understand hope bet think guess")
	// pointers after "I love": "I love that", "I love how you…".
	pointers = set("that this it how your the those these")
	// thanksWords before "me": "thanks for telling me".
	thanksWords = set("thanks thank telling showing sharing reminding")
	// addressing words come before a name they address: "Congrats Ana".
	addressing = set("congrats congratulations bye dear thanks thank sorry go see")
)
