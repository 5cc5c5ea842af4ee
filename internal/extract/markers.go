package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Structural markers are the pieces of text that frame a conversation or a
// context block for a model: chat-template tokens ("<|im_start|>",
// "[INST]", "<<SYS>>"), tags that open or close a block ("</context>",
// "<system>"), role labels that start a forged message ("SYSTEM:",
// "assistant:", "系统："), and runs of closing brackets that end a JSON or
// template structure ("]]", "}}"). Inside a user's message they are an
// attempt to end the data and start instructions; they never reach a
// memory's text (StripMarkers) and the recall renderer escapes them again
// (EscapeMarkers).

// markerNames are the block and role names whose tags are markers.
const markerNames = `context|memory|memories|system|user|assistant|developer|instructions?|prompt|profile|tool|function|human|ai|data|document|documents|facts|rules|preferences|episodes|im_start|im_end|im_sep|endoftext|inst|sys|s`

var (
	tagMarker   = regexp.MustCompile(`(?i)</?\s*(?:` + markerNames + `)\b[^<>\n]{0,80}>|<\|[^|<>\n]{1,30}\|>|\[/?\s*(?:inst|sys|system|assistant|user|developer)\s*\]|<</?\s*sys\s*>>|[\]}]{2,}|` + "```")
	roleMarker  = regexp.MustCompile(`(?i)(?:^|[\n.!?;。！？；>\]}]\s*)(?:#+\s*)?(?:system|assistant|developer|user|human|ai|tool)\s*[:：]|(?:^|[\n。！？；>\]}])\s*(?:系统|助手|助理|开发者|用户)\s*[:：]`)
	markerSpace = regexp.MustCompile(`[ \t]{2,}`)
)

// HasMarkers reports whether s holds a structural marker.
func HasMarkers(s string) bool {
	if !strings.ContainsAny(s, "<[]}:：`") {
		return false
	}
	return tagMarker.MatchString(s) || roleMarker.MatchString(s)
}

// MarkerSpans returns the byte ranges of the structural markers of s, in
// order; a role label's range starts at the label, after any punctuation
// before it.
func MarkerSpans(s string) [][2]int {
	if !strings.ContainsAny(s, "<[]}:：`") {
		return nil
	}
	var spans [][2]int
	for _, m := range tagMarker.FindAllStringIndex(s, -1) {
		spans = append(spans, [2]int{m[0], m[1]})
	}
	for _, m := range roleMarker.FindAllStringIndex(s, -1) {
		start := m[0]
		for start < m[1] && strings.ContainsRune("\n.!?;>]} \t", rune(s[start])) {
			start++
		}
		for _, p := range []string{"。", "！", "？", "；"} {
			if strings.HasPrefix(s[start:], p) {
				start += len(p)
			}
		}
		spans = append(spans, [2]int{start, m[1]})
	}
	// order and merge
	for i := 1; i < len(spans); i++ {
		for j := i; j > 0 && spans[j][0] < spans[j-1][0]; j-- {
			spans[j], spans[j-1] = spans[j-1], spans[j]
		}
	}
	out := spans[:0]
	for _, sp := range spans {
		if n := len(out); n > 0 && sp[0] <= out[n-1][1] {
			out[n-1][1] = max(out[n-1][1], sp[1])
			continue
		}
		out = append(out, sp)
	}
	return out
}

// StripMarkers removes the structural markers of s and the spaces they
// leave; a text without markers is returned unchanged.
func StripMarkers(s string) string {
	spans := MarkerSpans(s)
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp[0]])
		if sp[0] > 0 && s[sp[0]-1] < utf8.RuneSelf && sp[1] < len(s) && s[sp[1]] < utf8.RuneSelf {
			b.WriteByte(' ') // keep two words apart; Chinese needs no space
		}
		last = sp[1]
	}
	b.WriteString(s[last:])
	return strings.TrimSpace(markerSpace.ReplaceAllString(b.String(), " "))
}

// markerEscapes turns the characters that make a marker into look-alikes
// that no template or parser reads as structure.
var markerEscapes = strings.NewReplacer("<", "‹", ">", "›", "[", "⟦", "]", "⟧", "{", "⦃", "}", "⦄", "|", "¦", ":", "∶", "：", "∶", "`", "ˋ", "#", "＃")

// EscapeMarkers returns s with the characters of its structural markers
// replaced by inert look-alikes ("</context>" → "‹/context›", "SYSTEM:" →
// "SYSTEM∶"); the rest of s is unchanged.
func EscapeMarkers(s string) string {
	spans := MarkerSpans(s)
	if len(spans) == 0 {
		return s
	}
	var b strings.Builder
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp[0]])
		b.WriteString(markerEscapes.Replace(s[sp[0]:sp[1]]))
		last = sp[1]
	}
	b.WriteString(s[last:])
	return b.String()
}
