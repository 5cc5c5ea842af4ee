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
// sentences that carry content, joined by full stops; "" for none.
func episodeText(text string) string {
	text = strings.TrimSpace(text)
	if text == "" || isChitchat(text) || extract.IsInstruction(text) || isTextTask(text) {
		return ""
	}
	var kept []string
	for _, s := range splitSentences(text) {
		s = strings.TrimSpace(s)
		if s == "" || isChitchat(s) || extract.IsInstruction(s) || !carriesContent(s) {
			continue
		}
		kept = append(kept, s)
	}
	return strings.Join(kept, ". ")
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
