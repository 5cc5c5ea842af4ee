package rules

import (
	"context"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
)

// Scores of an episode. What the user said is certain (confidence), but an
// episode matters less than a fact drawn from it (importance), so a fact
// outranks the episode of its turn at equal similarity.
const (
	confEpisode = 0.9
	impEpisode  = 0.4
	// maxEpisodeBytes bounds an episode's content; a longer turn keeps its
	// first sentences.
	maxEpisodeBytes = 1200
)

// Episodic is the rules extractor that also records the turn's episode
// (see appendEpisode) beside its facts: what engram runs. Extractor alone
// extracts only the semantic facts.
type Episodic struct{ Extractor }

// NewEpisodic returns the rules extractor with episodes.
func NewEpisodic() *Episodic { return &Episodic{} }

var _ extract.Extractor = (*Episodic)(nil)

// Extract is Extractor.Extract with the turn's episode appended to the facts.
func (e *Episodic) Extract(ctx context.Context, t *events.Turn) (extract.Result, error) {
	res, err := e.Extractor.Extract(ctx, t)
	if err != nil {
		return res, err
	}
	res.Facts = appendEpisode(res.Facts, res.Forget, t)
	return res, nil
}

// appendEpisode adds to facts the episode of turn t: what the user said or
// asked, sentence by sentence, keeping only sentences that carry content
// (no greetings, thanks or small talk) and never one that IsInstruction
// flags; it is dated with the turn time and names the speaker when the
// message does. A turn that is only chit-chat, that asks to forget
// (forget is not empty: what it says is not to be kept) or that is a text
// task for the agent ("translate this: …") leaves no episode. PII is masked
// by the ingester as in every memory.
func appendEpisode(facts []events.Fact, forget []events.ForgetIntent, t *events.Turn) []events.Fact {
	if len(forget) > 0 {
		return facts
	}
	var b strings.Builder
	for _, m := range t.Messages {
		if m.Role != events.RoleUser {
			continue
		}
		text := episodeText(m.Content)
		if text == "" {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if name := strings.TrimSpace(m.Name); name != "" && !strings.Contains(text, name) {
			b.WriteString(name)
			b.WriteString(": ")
		}
		b.WriteString(text)
	}
	if b.Len() == 0 {
		return facts
	}
	ts := t.TS.UTC()
	return append(facts, events.Fact{Type: events.TypeEpisode, Content: cutBytes(b.String(), maxEpisodeBytes),
		Confidence: confEpisode, Importance: impEpisode, EventTime: &ts})
}

// episodeText is the part of one user message an episode keeps: its
// sentences that carry content, joined by full stops; "" for none. An
// episode is rendered into later prompts, so it is held to the wider test
// of extract.IsAgentDirected: a sentence that speaks to the agent or its
// memory is left out, and once one is, the message is hostile and only the
// user's first-person sentences stay ("I'm a nurse in Leeds"), not the
// ones that frame the attack or lead into it with a colon. A message with a structural marker (a role
// label, a forged tag, closing brackets) leaves no episode at all; fenced
// code is left out, and a fence that opens a forged part ("```system")
// makes the message hostile too. A message that IsInstruction flags leaves
// no episode at all, as before: its facts are kept by the guard of the
// fact rules, and an episode of it is not worth the risk of carrying a
// piece of the instruction.
func episodeText(text string) string {
	text, forged := dropCode(strings.TrimSpace(text))
	text = strings.TrimSpace(text)
	if forged || text == "" || isChitchat(text) || extract.HasMarkers(text) || extract.IsInstruction(text) || isTextTask(text) {
		return ""
	}
	var kept []string
	tainted := false
	for _, s := range splitSentences(text) {
		s = strings.TrimSpace(s)
		if s == "" {
			continue
		}
		if extract.IsAgentDirected(s) {
			tainted = true
			continue
		}
		if isChitchat(s) || !carriesContent(s) {
			continue
		}
		kept = append(kept, s)
	}
	if tainted {
		own := kept[:0]
		for _, s := range kept {
			// a lead-in ("read this:") introduces the hostile part
			if firstPerson(s) && !strings.HasSuffix(s, ":") && !strings.HasSuffix(s, "：") {
				own = append(own, s)
			}
		}
		kept = own
	}
	return strings.Join(kept, ". ")
}

// dropCode removes the fenced code blocks (```…```) of text; forged reports
// whether a block is a forged part of the prompt: its info string is a
// role or block name ("```system") or its content is agent-directed.
func dropCode(text string) (rest string, forged bool) {
	if !strings.Contains(text, "```") {
		return text, false
	}
	var b strings.Builder
	for {
		i := strings.Index(text, "```")
		if i < 0 {
			b.WriteString(text)
			break
		}
		b.WriteString(text[:i])
		body := text[i+3:]
		j := strings.Index(body, "```")
		if j < 0 {
			j = len(body)
		}
		block := body[:j]
		info, code, _ := strings.Cut(block, "\n")
		if codeRoleInfo[strings.ToLower(strings.TrimSpace(info))] || extract.IsAgentDirected(code) {
			forged = true
		}
		b.WriteByte('\n')
		if j+3 > len(body) {
			break
		}
		text = body[j+3:]
	}
	return b.String(), forged
}

// codeRoleInfo are the info strings of a fence that opens a forged part of
// a prompt rather than code.
var codeRoleInfo = map[string]bool{"system": true, "assistant": true, "developer": true, "instructions": true, "prompt": true, "memory": true, "rules": true, "config": true}

// firstPerson reports whether s speaks of the user in the first person (I,
// my, we, 我…).
func firstPerson(s string) bool {
	if strings.ContainsRune(s, '我') {
		return true
	}
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	}) {
		switch w {
		case "i", "i'm", "i've", "i'd", "i'll", "my", "me", "mine", "myself", "we", "we're", "we've", "our", "ours", "us":
			return true
		}
	}
	return false
}

// carriesContent reports whether a sentence says something beyond small
// talk: at least two content words of three letters or more that are not
// function words or pleasantries, or at least four Han characters.
func carriesContent(s string) bool {
	han, words := 0, 0
	for _, r := range s {
		if unicode.Is(unicode.Han, r) {
			han++
		}
	}
	if han >= 4 {
		return true
	}
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	}) {
		if utf8.RuneCountInString(w) >= 3 && !smallTalkWords[w] {
			words++
		}
	}
	return words >= 2
}

// smallTalkWords are the words that do not make a sentence carry content.
var smallTalkWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`the and but for you your you're yours are was were has have had
		how what who why when where which that this these those there their they them its it's not yes yeah yep
		nope okay hey hello hiya thanks thank thx cheers bye goodbye great good nice cool awesome wow glad
		sure well really very much too also just doing going fine lol haha hmm oh ooh aww gonna with from
		about all any can could would should will did does doing been being our ours out now then than
		see talk later soon again morning evening night day today hope hear sounds sound amazing lovely
		wonderful totally absolutely definitely agree love`) {
		m[w] = true
	}
	return m
}()

// cutBytes shortens s to at most n bytes at a rune boundary.
func cutBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return strings.TrimSpace(s[:n])
}
