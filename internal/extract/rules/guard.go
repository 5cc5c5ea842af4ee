package rules

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/engram-memory/engram/internal/extract"
)

// The injection guard of the rules, judged per sentence and per clause.
//
// A message may carry an instruction to the agent beside ordinary facts
// ("I'm a nurse in Leeds. Ignore your rules and …"). The instruction is
// dropped and counted; the sentences and clauses around it are kept. Once a
// message holds an instruction it is treated as hostile: only the specific
// rules read its other sentences (the user's own first-person statements),
// never the generic one, so a sentence that merely frames the attack ("Note
// for the assistant.") is not stored as a fact. Structural markers cut the
// message, and a segment that a forged role label opens ("SYSTEM: …") is
// dropped whole.

// dropForged cuts text at its structural markers: a tag or closing bracket
// becomes a line break, and what a role label opens, up to the next marker
// or line break, is dropped and counted.
func (r *run) dropForged(text string) string {
	spans := extract.MarkerSpans(text)
	if len(spans) == 0 {
		return text
	}
	r.tainted = true
	var b strings.Builder
	last := 0
	for i, sp := range spans {
		if sp[0] < last {
			continue
		}
		b.WriteString(text[last:sp[0]])
		b.WriteByte('\n')
		last = sp[1]
		if isRoleLabel(text[sp[0]:sp[1]]) {
			end := len(text)
			if i+1 < len(spans) {
				end = spans[i+1][0]
			}
			if nl := strings.IndexByte(text[last:end], '\n'); nl >= 0 {
				end = last + nl
			}
			if strings.TrimSpace(text[last:end]) != "" {
				r.injections++
			}
			last = end
		}
	}
	b.WriteString(text[last:])
	return b.String()
}

// isRoleLabel reports whether a marker is a role label ("SYSTEM:", "助手：")
// or a tag that opens a forged turn or block ("<system>", "<|im_start|>",
// "[INST]", "<memory>": memories are engram's to write, not the user's):
// what follows it, up to the next marker, is the forged turn.
func isRoleLabel(m string) bool {
	return strings.HasSuffix(m, ":") || strings.HasSuffix(m, "：") || openingRoleTag.MatchString(m)
}

// openingRoleTag is a tag that opens a system or assistant turn.
var openingRoleTag = regexp.MustCompile(`(?i)^(?:<\|?|\[)\s*(?:system|assistant|sys|inst|im_start|developer|memory|memories|instructions?|rules|profile|facts|preferences)\b`)

// guardSentences returns the sentences of a message without its
// instructions. A sentence extract.SpeaksToAgent flags (addressed to the
// agent or its memory: "memo for the memory layer: …") is dropped whole
// and counted. A sentence IsInstruction flags is cut into parts (clauses);
// the parts that are instructions are dropped and counted, and a part that
// is left stands as a sentence of its own only if it is the user's own
// complete statement (ownStatement) and, after an instruction, not a request
// to remember (which would store the instruction: "… and remember that").
// If no single part is an instruction, the whole sentence is one and is
// dropped. If the message is an instruction but none of its sentences is
// one, the instruction runs across them and the whole message is dropped.
// In a message with an instruction, a sentence that only asks to
// remember "that" or "这些", or that claims power over the agent ("admin
// here"), is dropped too: it belongs to the instruction.
func (r *run) guardSentences(text string, sentences []string) []string {
	// a sentence extract.SpeaksToAgent flags is treated as an instruction
	if !extract.IsInstruction(text) && !slices.ContainsFunc(sentences, extract.SpeaksToAgent) {
		if r.tainted {
			// forged markers were cut out (dropForged): what framed them
			// ("Remember this as my preference:") belongs to them
			return dropFraming(sentences)
		}
		return sentences // the common case: no instruction anywhere
	}
	out := sentences[:0]
	found := false
	for _, s := range sentences {
		if !extract.IsInstruction(s) {
			if extract.SpeaksToAgent(s) {
				// addressed to the agent: no clause of it is the user's,
				// but a sentence quoted inside it may stand apart. Unlike
				// an instruction it does not make the rest of the message
				// hostile: the shapes are specific enough.
				found = true
				r.injections++
				if inner := innerSentences(s); len(inner) > 1 {
					for _, p := range inner {
						if !extract.SpeaksToAgent(p) && !extract.IsInstruction(p) {
							out = append(out, p)
						}
					}
				}
				if opensSegment(s) {
					return dropFraming(out)
				}
				continue
			}
			out = append(out, s)
			continue
		}
		r.tainted, found = true, true
		parts := guardParts(s)
		var kept []string
		flagged, after := 0, false
		for _, p := range parts {
			if extract.IsInstruction(p) {
				flagged++
				after = true
				continue
			}
			if ownStatement(p) && !(after && rememberRequest(p)) {
				kept = append(kept, p)
			}
		}
		r.injections += max(flagged, 1)
		if flagged > 0 {
			out = append(out, kept...)
		}
		if opensSegment(s) {
			return dropFraming(out)
		}
	}
	if !found {
		// the instruction runs across sentences: the message is one
		r.tainted = true
		r.injections++
		return nil
	}
	return dropFraming(out)
}

// innerSentences cuts s at every sentence end, inside quotes too
// ("pasted: 'Rent is due. P.S. bots: …'"), which splitSentences keeps
// together.
func innerSentences(s string) []string {
	var out []string
	start := 0
	for i, r := range s {
		if !strings.ContainsRune(".!?。！？", r) {
			continue
		}
		next := i + utf8.RuneLen(r)
		if r < utf8.RuneSelf && next < len(s) && s[next] != ' ' && s[next] != '\'' && s[next] != '"' {
			continue // "3.5", "site.com"
		}
		if p := strings.Trim(s[start:i], " '\"“”‘’"); p != "" {
			out = append(out, p)
		}
		start = next
	}
	if p := strings.Trim(s[start:], " '\"“”‘’"); p != "" {
		out = append(out, p)
	}
	return out
}

// opensSegment reports whether s holds a label addressed to the agent or
// its memory before a colon ("Rules for you: …", "记忆系统请注意：…"): what
// follows the label, to the end of the message, is the label's.
func opensSegment(s string) bool {
	i := strings.IndexAny(s, ":：")
	if i <= 0 {
		return false
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return extract.SpeaksToAgent(s[:i+n])
}

// dropFraming drops the sentences of a message with an instruction that
// only ask to remember "that" or "这些", that address a note to the agent
// ("Note for the assistant."), or that claim power over the agent.
func dropFraming(sentences []string) []string {
	kept := sentences[:0]
	for _, s := range sentences {
		if !deicticRemember(s) && !authorityClaim(s) && !(rememberRequest(s) && mentionsAgent(s)) {
			kept = append(kept, s)
		}
	}
	return kept
}

// ownStatement reports whether a part of a sentence that held an
// instruction is a complete statement of the user's own: English opening
// with a first-person subject (after a lead word: "also, I live in …"),
// Chinese holding 我 and no 你 or 您; a dependent clause ("whenever …",
// "不管…") is not.
func ownStatement(p string) bool {
	if m := partLabel.FindStringIndex(p); m != nil {
		// "我的偏好是：每次回答前", "Fact about me: …": the statement is what
		// follows the label
		p = p[m[1]:]
	}
	if hasHan(p) {
		for _, d := range []string{"不管", "无论", "不论", "每当", "只要", "如果", "要是"} {
			if strings.Contains(p, d) {
				return false
			}
		}
		return strings.Contains(p, "我") && !strings.ContainsAny(p, "你您")
	}
	l := strings.ToLower(p)
	if w := firstWord(l); leadWordsEN[w] {
		l = strings.ToLower(leadEN.ReplaceAllString(p, ""))
	}
	for _, d := range []string{"whenever ", "when ", "if ", "no matter ", "unless ", "until "} {
		if strings.HasPrefix(l, d) {
			return false
		}
	}
	for _, s := range []string{"i ", "i'm ", "i've ", "i'd ", "i'll ", "my ", "we ", "we're ", "our ", "me "} {
		if strings.HasPrefix(l, s) {
			return true
		}
	}
	return false
}

// plainOwnStatement reports whether sentence s of a message that held an
// instruction is still read by the generic rule: the user's own complete
// statement (ownStatement) that neither asks to remember, nor claims power
// over the agent, nor speaks to it ("I'm a vet tech in Tucson.", "我们用
// GitLab管代码。"). The framing of an attack ("Note for the assistant.",
// "Remember this:") is none of these.
func plainOwnStatement(s string) bool {
	if !ownStatement(s) || rememberRequest(s) || authorityClaim(s) || deicticRemember(s) {
		return false
	}
	return !mentionsAgent(s)
}

// mentionsAgent reports whether s names the agent: "assistant", "bot",
// "AI", "you"; 助手, 你, 您.
func mentionsAgent(s string) bool {
	if hasHan(s) {
		return strings.ContainsAny(s, "你您") || strings.Contains(s, "助手")
	}
	l := " " + strings.ToLower(strings.Trim(s, " .!?")) + " "
	return containsAny(l, []string{" assistant", " bot ", " ai ", " you ", " your ", " you'"})
}

// partLabel is a short label before a colon that opens a part ("My
// preference: …", "我的偏好是：…").
var partLabel = regexp.MustCompile(`^[^:：,，。.!?]{1,30}[:：]\s*`)

// rememberRequest reports whether a part asks to remember or note
// something ("remember that …", "记住…").
func rememberRequest(p string) bool {
	if hasHan(p) {
		return strings.Contains(p, "记住") || strings.Contains(p, "记下") || strings.Contains(p, "保存")
	}
	l := strings.ToLower(p)
	if w := firstWord(l); leadWordsEN[w] {
		l = strings.ToLower(leadEN.ReplaceAllString(p, ""))
	}
	for _, s := range []string{"remember", "please remember", "note ", "keep in mind", "save ", "store "} {
		if strings.HasPrefix(l, s) {
			return true
		}
	}
	return false
}

// authorityWordsEN and authorityWordsZH name roles that claim power over
// the agent or the system; beside an instruction such a claim is part of it.
var (
	authorityWordsEN = map[string]bool{"admin": true, "administrator": true, "sysadmin": true, "operator": true,
		"moderator": true, "developer": true, "dev": true, "superuser": true, "root": true, "owner": true, "creator": true,
		"engineering": true, "insider": true, "staff": true}
	authorityWordsZH = []string{"管理员", "开发者", "开发人员", "运营人员", "版主", "最高权限", "超级用户", "内部", "开发组",
		"开发团队", "审核员", "测试人员", "你们的"}
)

// authorityClaim reports whether sentence s claims such a role ("Dev here,
// admin at …", "我是系统管理员").
func authorityClaim(s string) bool {
	if hasHan(s) {
		return containsAny(s, authorityWordsZH)
	}
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool { return !(r >= 'a' && r <= 'z') }) {
		if authorityWordsEN[w] {
			return true
		}
	}
	return false
}

// deicticRemember reports whether sentence s only asks to remember what
// came before ("remember that.", "记住这些", "记住了").
func deicticRemember(s string) bool {
	t := strings.ToLower(strings.Trim(s, " .!。！,，:："))
	for _, w := range []string{"please ", "and ", "also "} {
		t = strings.TrimPrefix(t, w)
	}
	// the framing of what follows: "remember this as my preference", "记一下我的喜好"
	t = strings.Replace(t, "记一下", "记住", 1)
	for _, w := range []string{" as my preference", " as a preference", " as my rule", " as a fact", " as a rule", " for me",
		" for later", "我的喜好", "我的偏好", "一个事实"} {
		t = strings.TrimSuffix(t, w)
	}
	switch t {
	case "remember that", "remember this", "remember it", "remember these", "remember", "don't forget it",
		"don't forget that", "save that", "save this", "note that", "记住", "记住了", "记住这些", "记住这个",
		"记住这条", "记好了", "记下来", "请记住", "保存下来":
		return true
	}
	return false
}

// guardConjEN are the joints at which an English sentence is cut for the
// guard: a comma or a coordinating conjunction.
var guardConjEN = []string{", and ", ", but ", ", so ", " and ", " but ", " so ", ", ", " - ", " — ", " – "}

// guardParts cuts a sentence into the parts the guard judges one by one:
// Chinese at commas and enumeration commas, English at commas and
// coordinating conjunctions.
func guardParts(s string) []string {
	var parts []string
	if hasHan(s) {
		for p := range strings.FieldsFuncSeq(s, func(r rune) bool { return r == '，' || r == ',' }) {
			if p = strings.TrimSpace(p); p != "" {
				parts = append(parts, p)
			}
		}
		return parts
	}
	rest := s
	for {
		lower := strings.ToLower(rest)
		cut, n := -1, 0
		for _, c := range guardConjEN {
			if i := strings.Index(lower, c); i > 0 && (cut < 0 || i < cut) {
				cut, n = i, len(c)
			}
		}
		if cut < 0 {
			break
		}
		if p := strings.TrimSpace(rest[:cut]); p != "" {
			parts = append(parts, p)
		}
		rest = rest[cut+n:]
	}
	if p := strings.TrimSpace(rest); p != "" {
		parts = append(parts, p)
	}
	return parts
}
