package llm

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/engram-memory/engram/internal/extract"
	"github.com/engram-memory/engram/pkg/events"
	"github.com/engram-memory/engram/pkg/memory"
)

// Scores given to a fact whose reply omits them (or gives something that is
// not a number). They pass the worker's default thresholds: the model chose
// to report the fact, and the prompt asks it to leave out what is unsure or
// unimportant.
const (
	DefaultConfidence = 0.75
	DefaultImportance = 0.5
)

// Bounds ParseReply enforces.
const (
	// MaxReplyBytes is the largest reply ParseReply looks at; longer
	// replies are unparseable.
	MaxReplyBytes = 1 << 20
	// MaxTTL caps ttl_seconds (ten years).
	MaxTTL = 10 * 365 * 24 * 3600
	// maxCandidates bounds how many balanced spans are tried when looking
	// for JSON inside prose.
	maxCandidates = 64
)

// ParseReply turns a model's reply into facts and forget intents. It is
// tolerant of what models do: plain JSON, JSON inside a ```json fence, prose
// around the JSON (the first balanced object or array that parses is used),
// a bare array of facts, a single fact object, numbers sent as strings,
// percentages (0-100) for scores, "high"/"medium"/"low" for importance.
//
// Facts with an unknown type or empty content are skipped, as are facts over
// the size limits of events.FactBatch and facts whose content or value is an
// instruction to the agent (extract.IsInstruction). Scores are clamped to
// [0,1], keys are normalised with memory.NormalizeKey, and at most
// events.MaxFacts facts and forget intents are returned. A reply with no JSON
// value of the expected shape (truncated, prose only, an unrelated object) is
// an error wrapping extract.ErrUnparseable; an explicit empty result
// ({"facts":[]} or {}) is not an error.
//
// ParseReply never panics and is safe for concurrent use.
func ParseReply(s string) (extract.Result, error) {
	rawFacts, rawForget, err := decodeReply(s)
	if err != nil {
		return extract.Result{}, err
	}
	return buildResult(rawFacts, rawForget), nil
}

// decodeReply finds the reply's JSON value and returns its facts and
// forget intents, not yet checked one by one.
func decodeReply(s string) (rawFacts, rawForget []any, err error) {
	if len(s) > MaxReplyBytes {
		return nil, nil, unparseable("reply is %d bytes, over %d", len(s), MaxReplyBytes)
	}
	s, ok := stripThink(s)
	if !ok {
		return nil, nil, unparseable("reasoning block never closed")
	}
	raw, ok := findJSON(s)
	if !ok {
		return nil, nil, unparseable("no complete JSON object or array in the reply")
	}
	var v any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return nil, nil, unparseable("decode: %v", err)
	}
	switch top := v.(type) {
	case []any:
		rawFacts = top
	case map[string]any:
		f, hasFacts := lookup(top, "facts", "memories", "items")
		g, hasForget := lookup(top, "forget", "forget_intents", "forgets")
		switch {
		case hasFacts || hasForget:
			var okF, okG bool
			rawFacts, okF = asList(f)
			rawForget, okG = asList(g)
			if !okF || !okG {
				return nil, nil, unparseable("facts and forget must be lists")
			}
		case len(top) == 0:
			// {} — the model's way of saying "nothing".
		case looksLikeFact(top):
			rawFacts = []any{top}
		default:
			return nil, nil, unparseable("object has neither facts nor forget")
		}
	default:
		return nil, nil, unparseable("reply is a JSON %T, not an object or array", v)
	}
	if len(rawFacts) > 0 && !anyObject(rawFacts) {
		return nil, nil, unparseable("facts hold no objects")
	}
	return rawFacts, rawForget, nil
}

// buildResult keeps the valid facts and forget intents, at most
// events.MaxFacts of each.
func buildResult(rawFacts, rawForget []any) extract.Result {
	var res extract.Result
	for _, rf := range rawFacts {
		if len(res.Facts) == events.MaxFacts {
			break
		}
		if f, ok := toFact(rf); ok {
			res.Facts = append(res.Facts, f)
		}
	}
	for _, rg := range rawForget {
		if len(res.Forget) == events.MaxFacts {
			break
		}
		if fi, ok := toForget(rg); ok {
			res.Forget = append(res.Forget, fi)
		}
	}
	return res
}

func unparseable(format string, args ...any) error {
	return fmt.Errorf("llm: %s: %w", fmt.Sprintf(format, args...), extract.ErrUnparseable)
}

// stripThink removes <think>...</think> blocks that reasoning models put
// before their answer (they may contain draft JSON). An unclosed block means
// the reply was cut off.
func stripThink(s string) (string, bool) {
	for {
		i := strings.Index(s, "<think>")
		if i < 0 {
			return s, true
		}
		j := strings.Index(s[i:], "</think>")
		if j < 0 {
			return "", false
		}
		s = s[:i] + s[i+j+len("</think>"):]
	}
}

// findJSON returns the JSON value in s: s itself if it is valid JSON, else
// the content of a code fence, else the first balanced object or array
// that is valid JSON.
func findJSON(s string) ([]byte, bool) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, false
	}
	if json.Valid([]byte(t)) {
		return []byte(t), true
	}
	if inner, ok := fenced(t); ok {
		if json.Valid([]byte(inner)) {
			return []byte(inner), true
		}
		if raw, ok := balanced(inner); ok {
			return raw, true
		}
	}
	return balanced(t)
}

// fenced returns the content of the first ``` code fence in s.
func fenced(s string) (string, bool) {
	i := strings.Index(s, "```")
	if i < 0 {
		return "", false
	}
	rest := s[i+3:]
	// Skip the info string (```json).
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 && !strings.ContainsAny(rest[:nl], "{[") {
		rest = rest[nl+1:]
	}
	if j := strings.Index(rest, "```"); j >= 0 {
		rest = rest[:j]
	}
	return strings.TrimSpace(rest), true
}

// balanced returns the first outermost balanced object, or array of
// objects, in s that is valid JSON (strings and escapes respected). Spans
// that balance but do not parse ("{see below}") are skipped whole, never
// searched for nested values; an opening bracket that never closes (a
// truncated reply) ends the search, so a partial reply never yields the
// complete objects nested in it.
func balanced(s string) ([]byte, bool) {
	for i, tries := 0, 0; i < len(s) && tries < maxCandidates; i++ {
		if s[i] != '{' && s[i] != '[' {
			continue
		}
		tries++
		end, ok := matchEnd(s, i)
		if !ok {
			return nil, false
		}
		raw := []byte(s[i : end+1])
		if json.Valid(raw) && (raw[0] == '{' || arrayOfObjects(raw)) {
			return raw, true
		}
		i = end
	}
	return nil, false
}

// arrayOfObjects reports whether the array raw is empty or starts with an
// object, so "[1]" or "[note]" in prose is not taken for a list of facts.
func arrayOfObjects(raw []byte) bool {
	inner := bytes.TrimSpace(raw[1:])
	return len(inner) > 0 && (inner[0] == '{' || inner[0] == ']')
}

// matchEnd returns the index of the bracket closing the one at s[start].
func matchEnd(s string, start int) (int, bool) {
	depth, inStr, esc := 0, false, false
	for i := start; i < len(s); i++ {
		c := s[i]
		if inStr {
			switch {
			case esc:
				esc = false
			case c == '\\':
				esc = true
			case c == '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i, true
			}
			if depth < 0 {
				return 0, false
			}
		}
	}
	return 0, false
}

// lookup returns the first of keys present in m, case-insensitively.
func lookup(m map[string]any, keys ...string) (any, bool) {
	for _, k := range keys {
		if v, ok := m[k]; ok {
			return v, true
		}
	}
	for mk, v := range m {
		for _, k := range keys {
			if strings.EqualFold(strings.TrimSpace(mk), k) {
				return v, true
			}
		}
	}
	return nil, false
}

// asList accepts a list, null (empty) or a single object (a list of one).
func asList(v any) ([]any, bool) {
	switch x := v.(type) {
	case nil:
		return nil, true
	case []any:
		return x, true
	case map[string]any:
		return []any{x}, true
	}
	return nil, false
}

func anyObject(l []any) bool {
	for _, v := range l {
		if _, ok := v.(map[string]any); ok {
			return true
		}
	}
	return false
}

func looksLikeFact(m map[string]any) bool {
	_, t := lookup(m, "type")
	_, c := lookup(m, "content")
	return t && c
}

// typeAliases maps loose type names to fact types.
var typeAliases = map[string]events.FactType{
	"profile": events.TypeProfile, "preference": events.TypePreference, "fact": events.TypeFact,
	"event": events.TypeEvent, "rule": events.TypeRule, "todo": events.TypeTodo, "conclusion": events.TypeConclusion,
	"preferences": events.TypePreference, "facts": events.TypeFact, "events": events.TypeEvent,
	"rules": events.TypeRule, "todos": events.TypeTodo, "task": events.TypeTodo, "to-do": events.TypeTodo,
	"to_do": events.TypeTodo, "reminder": events.TypeTodo, "conclusions": events.TypeConclusion,
	"insight": events.TypeConclusion, "profile_fact": events.TypeProfile, "attribute": events.TypeProfile,
	"episode": events.TypeEpisode, "episodes": events.TypeEpisode, "summary": events.TypeEpisode,
}

func toFact(v any) (events.Fact, bool) {
	m, ok := v.(map[string]any)
	if !ok {
		return events.Fact{}, false
	}
	var f events.Fact
	tv, _ := lookup(m, "type", "kind", "category")
	typ, ok := typeAliases[strings.ToLower(strings.TrimSpace(str(tv)))]
	if !ok {
		return events.Fact{}, false
	}
	f.Type = typ
	cv, _ := lookup(m, "content", "text", "fact", "memory")
	f.Content = strings.TrimSpace(str(cv))
	if f.Content == "" || len(f.Content) > events.MaxFactBytes {
		return events.Fact{}, false
	}
	kv, _ := lookup(m, "key")
	vv, _ := lookup(m, "value")
	if k := strings.TrimSpace(str(kv)); k != "" {
		f.Key = memory.NormalizeKey(k)
		f.Value = strings.TrimSpace(str(vv))
	}
	if f.Type == events.TypeEpisode {
		f.Key, f.Value = "", "" // an episode is never keyed
	}
	if len(f.Key) > events.MaxIDLen || len(f.Value) > events.MaxFactBytes {
		return events.Fact{}, false
	}
	if extract.IsInstruction(f.Content) || (f.Value != "" && extract.IsInstruction(f.Value)) {
		return events.Fact{}, false
	}
	cf, _ := lookup(m, "confidence", "conf")
	f.Confidence = score(cf, DefaultConfidence)
	im, _ := lookup(m, "importance", "salience")
	f.Importance = score(im, DefaultImportance)
	sv, _ := lookup(m, "sensitivity")
	f.Sensitivity = sensitivity(sv)
	ttl, _ := lookup(m, "ttl_seconds", "ttl")
	f.TTLSeconds = ttlSeconds(ttl)
	if et, ok := lookup(m, "event_time", "date", "time"); ok {
		f.EventTime = eventTime(et)
	}
	return f, true
}

func toForget(v any) (events.ForgetIntent, bool) {
	var fi events.ForgetIntent
	switch x := v.(type) {
	case string:
		fi.Query = strings.TrimSpace(x)
	case map[string]any:
		q, _ := lookup(x, "query", "content", "about", "text")
		fi.Query = strings.TrimSpace(str(q))
		if k, _ := lookup(x, "key"); strings.TrimSpace(str(k)) != "" {
			fi.Key = memory.NormalizeKey(str(k))
		}
		a, _ := lookup(x, "all")
		fi.All = truthy(a)
	default:
		return fi, false
	}
	fi.Query = truncateUTF8(fi.Query, events.MaxFactBytes)
	if len(fi.Key) > events.MaxIDLen {
		fi.Key = ""
	}
	return fi, fi.Query != "" || fi.Key != "" || fi.All
}

// str renders a scalar as a string; lists and objects give "".
func str(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case json.Number:
		return x.String()
	case bool:
		return strconv.FormatBool(x)
	}
	return ""
}

// number reads a JSON number, a numeric string or a percentage ("90%").
func number(v any) (float64, bool) {
	var s string
	switch x := v.(type) {
	case json.Number:
		s = x.String()
	case string:
		s = strings.TrimSpace(x)
	default:
		return 0, false
	}
	pct := strings.HasSuffix(s, "%")
	s = strings.TrimSpace(strings.TrimSuffix(s, "%"))
	f, err := strconv.ParseFloat(s, 64)
	if err != nil && !errors.Is(err, strconv.ErrRange) {
		return 0, false
	}
	if math.IsNaN(f) {
		return 0, false
	}
	if pct {
		f /= 100
	}
	return f, true
}

// score reads a score: a fraction, a percentage above 1 (up to 100), a
// numeric string or a word, clamped to [0,1].
func score(v any, def float64) float64 {
	if s, ok := v.(string); ok {
		switch strings.ToLower(strings.TrimSpace(s)) {
		case "very high", "critical":
			return 0.95
		case "high":
			return 0.85
		case "medium", "moderate", "normal":
			return 0.5
		case "low":
			return 0.2
		case "very low", "none":
			return 0.05
		}
	}
	f, ok := number(v)
	if !ok {
		return def
	}
	if f > 1 && f <= 100 {
		f /= 100
	}
	return math.Min(1, math.Max(0, f))
}

func sensitivity(v any) events.Sensitivity {
	switch strings.ToLower(strings.TrimSpace(str(v))) {
	case "high", "sensitive", "very high", "critical":
		return events.SensitivityHigh
	case "low":
		return events.SensitivityLow
	}
	return events.SensitivityNormal
}

func ttlSeconds(v any) int64 {
	f, ok := number(v)
	if !ok || f <= 0 {
		return 0
	}
	if f > MaxTTL {
		return MaxTTL
	}
	return int64(f)
}

func truthy(v any) bool {
	switch x := v.(type) {
	case bool:
		return x
	case string:
		b, _ := strconv.ParseBool(strings.TrimSpace(x))
		return b
	}
	return false
}

// eventTime reads an RFC 3339 time or a YYYY-MM-DD date; anything else is nil.
func eventTime(v any) *time.Time {
	s := strings.TrimSpace(str(v))
	if s == "" {
		return nil
	}
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02 15:04:05", "2006-01-02T15:04", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			if t.Year() < 1 || t.Year() > 9999 {
				return nil
			}
			t = t.UTC()
			return &t
		}
	}
	return nil
}
